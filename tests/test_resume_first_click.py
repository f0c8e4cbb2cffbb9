"""A board file made for a first click (its `# first click: R C` comment) keeps that click
through a kept and resumed game."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.engine import Action, Coord, Move, parse
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings


def clock() -> float:
    return 0.0


def test_a_kept_board_file_game_keeps_the_click_its_board_was_dealt_for(
        tmp_path: Path) -> None:
    # A board written by --generate names its first click; after a resume the next game
    # of the same file still opens with the tip to click there (not a blind guess).
    store = Store(tmp_path)
    field = parse("5 5\n1 1\n3 3\n0 4\n", "made.in")
    session = Session(Settings.of_board(field, "made.in", first_click=Coord(2, 2)), clock,
                      store)
    session.play(Move(Action.OPEN, Coord(2, 2)))
    session.save()
    saved = store.take_saved()
    assert saved is not None
    back = Session.resumed(saved, clock, store)
    assert back.first_click == Coord(2, 2)
    assert back.game.to_text() == session.game.to_text()
    back.new_game()
    assert back.game.dealt_for == Coord(2, 2)
    assert back.hint().cell == Coord(2, 2)


@pytest.mark.parametrize("damaged", [[1, 1], [9, 9], [2], "2 2", [2.0, 2], None])
def test_a_kept_first_click_that_is_not_a_safe_cell_is_dropped_not_the_game(
        tmp_path: Path, damaged: object) -> None:
    from minesweeper.savedgame import SavedGame

    field = parse("5 5\n1 1\n3 3\n0 4\n", "made.in")
    session = Session(Settings.of_board(field, "made.in", first_click=Coord(2, 2)), clock)
    session.play(Move(Action.OPEN, Coord(2, 2)))
    data = SavedGame.of(session.game, None, session.title, "t", fixed=True).to_json()
    assert data["dealt_for"] == [2, 2]
    data["dealt_for"] = damaged  # (1, 1) is a mine
    back = Session.resumed(SavedGame.from_json(data), clock, None)
    assert back.first_click is None
    assert back.game.to_text() == session.game.to_text()
