"""The engine stays pure: standard library only, no terminal, files, clock or global random."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "src" / "minesweeper" / "engine"
MODULES = sorted(ENGINE.rglob("*.py"))
# Standard-library modules that would let the engine touch the outside world.
FORBIDDEN = {"curses", "time", "datetime", "os", "sys", "io", "pathlib", "shutil", "socket",
             "subprocess", "tempfile", "threading", "signal", "locale"}
# Calls on the module-level random generator (a passed-in random.Random is fine).
GLOBAL_RANDOM = {"random", "randint", "randrange", "choice", "choices", "shuffle", "sample",
                 "seed", "uniform", "getrandbits"}


def imported_modules(tree: ast.AST) -> list[tuple[str, int]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name.split(".")[0], node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.module.split(".")[0], node.lineno))
    return found


def test_the_scan_sees_every_engine_module() -> None:
    names = {path.relative_to(ENGINE).parts[0].removesuffix(".py") for path in MODULES}
    assert {"game", "minefield", "generate", "boardfile", "solver", "noguess"} <= names


def problems_in(source: str) -> list[str]:
    """What in `source` would make the engine impure, one line each."""
    tree = ast.parse(source)
    problems = []
    for module, line in imported_modules(tree):
        if module not in sys.stdlib_module_names:
            problems.append(f"line {line}: imports {module}, which is not the standard library")
        elif module in FORBIDDEN:
            problems.append(f"line {line}: imports {module}")
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        function = node.func
        if isinstance(function, ast.Name) and function.id in ("print", "open", "input"):
            problems.append(f"line {node.lineno}: calls {function.id}()")
        if isinstance(function, ast.Attribute) and isinstance(function.value, ast.Name) \
                and function.value.id == "random" and function.attr in GLOBAL_RANDOM:
            problems.append(f"line {node.lineno}: calls the global random.{function.attr}()")
    return problems


@pytest.mark.parametrize("path", MODULES, ids=[str(path.relative_to(ENGINE)) for path in MODULES])
def test_engine_module_is_pure(path: Path) -> None:
    assert problems_in(path.read_text(encoding="utf-8")) == [], path.name


def test_the_scan_catches_what_it_should() -> None:
    source = (
        "import curses\nfrom numpy import array\nfrom .coords import Coord\n"
        "print(1)\nrandom.shuffle(x)\nrng.shuffle(x)\nopen('f')\n"
    )
    assert problems_in(source) == [
        "line 1: imports curses",
        "line 2: imports numpy, which is not the standard library",
        "line 4: calls print()",
        "line 5: calls the global random.shuffle()",
        "line 7: calls open()",
    ]


def test_a_game_starts_without_the_logic_engine() -> None:
    """Start-up imports only what the first frame needs; the solver loads on first use."""
    import subprocess
    import sys

    code = ("import sys, minesweeper.engine as e, minesweeper.session, minesweeper.settings;"
            "print(sorted(m for m in sys.modules if m.startswith('minesweeper.engine.'))); "
            "e.hint; print('minesweeper.engine.solver' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    loaded = out[0]
    for heavy in ("solver", "probability", "noguess", "autoplayer", "modeplay", "hints"):
        assert f"minesweeper.engine.{heavy}'" not in loaded, loaded
    assert out[1] == "True"  # and a name of it still loads it


def test_the_rest_of_the_program_uses_the_engine_through_its_api() -> None:
    """Outside engine/, code imports `minesweeper.engine` itself (its __init__ names the
    API), never one of its modules, so the engine can be rearranged inside."""
    import ast
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "src" / "minesweeper"
    reaching: list[str] = []
    for path in package.rglob("*.py"):
        if "engine" in path.relative_to(package).parts[:1]:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and (
                    node.module.startswith("engine.") or ".engine." in f".{node.module}"):
                reaching.append(f"{path.relative_to(package)}: from {node.module}")
    assert reaching == []
