"""Exporting a finished board when the current folder is gone."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from minesweeper.engine import Action, Coord, Move
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_plain import ring


def test_an_export_after_the_current_folder_was_removed_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    os.rmdir(gone)
    session = Session(Settings.of_board(ring(), "ring"), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    session.play(Move(Action.OPEN, Coord(2, 3)))
    done, message = session.export()
    assert not done and message.startswith("could not write ./minesweeper-")
    assert message.endswith(".in: the folder the game started in is gone")
