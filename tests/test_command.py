"""The `minesweeper` command itself: Ctrl-C while it loads is Ctrl-C, not a traceback."""

from __future__ import annotations

import importlib.abc
import sys
from typing import Any

import pytest

from minesweeper import command


class InterruptedImport(importlib.abc.MetaPathFinder):
    """Ctrl-C as the command line module loads (the first 60 ms or so of a run)."""

    def find_spec(self, name: str, path: Any, target: Any = None) -> None:
        if name == "minesweeper.cli":
            raise KeyboardInterrupt
        return None


def test_ctrl_c_while_the_program_loads_exits_130_without_a_traceback(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delitem(sys.modules, "minesweeper.cli", raising=False)
    monkeypatch.setattr(sys, "meta_path", [InterruptedImport(), *sys.meta_path])
    assert command.main() == 130
    assert capsys.readouterr() == ("", "")


def test_the_command_runs_the_program(monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "argv", ["minesweeper", "--version"])
    with pytest.raises(SystemExit) as done:
        command.main()
    assert done.value.code == 0 and capsys.readouterr().out.startswith("minesweeper ")


def test_python_m_minesweeper_interrupted_while_loading_exits_130(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # `python -m minesweeper` is the command too: Ctrl-C as it loads is status 130, quietly.
    import runpy

    monkeypatch.delitem(sys.modules, "minesweeper.cli", raising=False)
    monkeypatch.delitem(sys.modules, "minesweeper.__main__", raising=False)
    monkeypatch.setattr(sys, "meta_path", [InterruptedImport(), *sys.meta_path])
    try:
        with pytest.raises(SystemExit) as done:
            runpy.run_module("minesweeper", run_name="__main__")
    except KeyboardInterrupt:  # (not let out: it would stop the test run)
        pytest.fail("Ctrl-C while loading came out of `python -m minesweeper` as a traceback")
    assert done.value.code == 130
    assert capsys.readouterr() == ("", "")
