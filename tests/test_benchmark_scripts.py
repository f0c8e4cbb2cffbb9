"""The benchmark scripts still run against the code as it is (their figures are never
asserted: performance is measured by running them, not by tests)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from minesweeper.engine import Level
from minesweeper.tui.events import Key

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_tui_benchmarks_stand_in_terminal_still_drives_the_app() -> None:
    # It had fallen behind the terminal App expects (drop_typed_ahead): the benchmark
    # failed at once with an AttributeError.
    tui = load("tui")
    app, terminal = tui.make_app(Level.BEGINNER.params, 24, 80)
    app.feed(Key(" "))
    assert terminal.calls > 0 and tui.game_of(app).game.minefield is not None


@pytest.mark.parametrize(("script", "args"), [
    ("generate", ["--boards", "0"]),
    ("generate", ["--first-click", "99", "99"]),
    ("generate", ["--uniform", "--sides", "8by8"]),
    ("generate", ["--uniform", "--sides", "8x8", "--percents", "120"]),
    ("probabilities", ["--positions", "0"]),
    ("probabilities", ["--repeat", "0"]),
    ("solver", ["--games", "5", "--save", "/nonexistent/folder/run.json"]),
    ("solver", ["--boards", "/nonexistent/folder/boards.txt"]),
    ("solver", ["--boards", str(BENCHMARKS / "solver.py"), "--games", "5"]),
    ("solver", ["--level", "beginner", "--boards", str(BENCHMARKS / "solver.py")]),
])
def test_a_benchmark_refuses_arguments_it_cannot_use_in_one_line(
        script: str, args: list[str]) -> None:
    # Before any work (a --save that cannot be written was found after every game had run),
    # and as a usage error, not a traceback.
    done = subprocess.run([sys.executable, str(BENCHMARKS / f"{script}.py"), *args],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines()[-1].startswith(f"{script}.py: error: ")
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_the_solver_benchmark_plays_the_boards_it_wrote_as_it_played_them(
        tmp_path: Path) -> None:
    # So a peer's boards can be played, and two solvers compared board by board.
    script = str(BENCHMARKS / "solver.py")
    common = ["--level", "beginner", "--start", "corner"]
    wrote, first, again = tmp_path / "boards.txt", tmp_path / "one.txt", tmp_path / "two.txt"
    subprocess.run([sys.executable, script, *common, "--games", "12", "--seed", "3",
                    "--write-boards", str(wrote), "--guesses", str(first)],
                   check=True, capture_output=True, timeout=120)
    done = subprocess.run([sys.executable, script, *common, "--boards", str(wrote),
                           "--guesses", str(again)],
                          check=True, capture_output=True, text=True, timeout=120)
    assert f"12 games, boards of {wrote}" in done.stdout
    boards = wrote.read_text().splitlines()
    assert len(boards) == 12 and all(len(line.split()) == 10 for line in boards)
    assert again.read_text() == first.read_text()
    # Paired by what was played: the same boards from another file (a blank line at its end).
    copy = tmp_path / "copy.txt"
    copy.write_text(wrote.read_text() + "\n")
    saved = tmp_path / "saved.json"
    subprocess.run([sys.executable, script, *common, "--boards", str(wrote), "--save",
                    str(saved)], check=True, capture_output=True, timeout=120)
    paired = subprocess.run([sys.executable, script, *common, "--boards", str(copy),
                             "--paired", str(saved)],
                            check=True, capture_output=True, text=True, timeout=120)
    assert "(+0 -0 games" in paired.stdout
    assert {line.split()[0] for line in first.read_text().splitlines()} <= {"0", "1"}


@pytest.mark.parametrize("script", sorted(path.stem for path in BENCHMARKS.glob("*.py")))
def test_every_benchmark_answers_help_without_running(script: str) -> None:
    # engine.py, tui.py and startup.py ignored --help and ran for minutes.
    done = subprocess.run([sys.executable, str(BENCHMARKS / f"{script}.py"), "--help"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"usage: {script}.py")
