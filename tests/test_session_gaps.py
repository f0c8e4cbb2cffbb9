"""A game kept by an older version (no `ranked` flag in its save) comes back as ranked as
it was: a random level game keeps its chance at a best time, a board file's game never
gets one. (Survived a mutation of session.py that the session and kept-game tests did not
notice.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.engine import Action, Coord, Level, Move, Status, parse
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings


def clock() -> float:
    return 0.0


def resumed_after_one_open(settings: Settings, cell: Coord, tmp_path: Path,
                           older: bool) -> Session:
    store = Store(tmp_path)
    session = Session(settings, clock, store)
    session.play(Move(Action.OPEN, cell))
    assert session.game.status is Status.PLAYING
    assert session.save()
    saved = store.take_saved()
    assert saved is not None
    if older:
        del saved.flags["ranked"]
    return Session.resumed(saved, clock, store)


@pytest.mark.parametrize("older", [False, True])
def test_a_resumed_level_game_is_still_ranked(tmp_path: Path, older: bool) -> None:
    back = resumed_after_one_open(Settings.of_params(Level.BEGINNER.params), Coord(4, 4),
                                  tmp_path, older)
    assert back.fairness.ranked and back.fairness.is_fair


@pytest.mark.parametrize("older", [False, True])
def test_a_resumed_board_file_game_is_still_unranked(tmp_path: Path, older: bool) -> None:
    board = parse("*....\n.....\n...*.\n.....\n")
    back = resumed_after_one_open(Settings.of_board(board, "t.in"), Coord(1, 1), tmp_path,
                                  older)
    assert not back.fairness.ranked and not back.fairness.is_fair
