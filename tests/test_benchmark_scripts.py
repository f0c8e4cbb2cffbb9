"""The benchmark scripts still run against the code as it is (their figures are never
asserted: performance is measured by running them, not by tests)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

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
