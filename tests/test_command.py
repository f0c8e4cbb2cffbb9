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
