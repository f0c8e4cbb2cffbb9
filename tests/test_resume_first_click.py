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


def test_an_exported_board_names_the_click_it_was_dealt_for(tmp_path: Path) -> None:
    from minesweeper.engine import Level, first_click_comment

    session = Session(Settings.of_params(Level.BEGINNER.params, seed=4), clock)
    session.play(Move(Action.OPEN, Coord(5, 2)))
    field = session.game.minefield
    assert field is not None
    session.play(Move(Action.OPEN, next(field.mines())))  # lost: the game is over
    done, _ = session.export(str(tmp_path))
    [written] = tmp_path.glob("minesweeper-*.in")
    data = written.read_bytes()
    assert done and first_click_comment(data) == Coord(5, 2)
    again = Session(Settings.of_board(parse(data.decode(), "x.in"), "x.in",
                                      first_click=first_click_comment(data)), clock)
    assert again.hint().cell == Coord(5, 2)  # the tip before the first click opens it


def test_an_exported_board_file_without_a_first_click_names_none(tmp_path: Path) -> None:
    from minesweeper.engine import first_click_comment

    field = parse("5 5\n1 1\n3 3\n0 4\n", "plain.in")
    session = Session(Settings.of_board(field, "plain.in"), clock)
    session.play(Move(Action.OPEN, Coord(1, 1)))
    assert session.game.is_over
    session.export(str(tmp_path))
    [written] = tmp_path.glob("minesweeper-*.in")
    assert first_click_comment(written.read_bytes()) is None


def test_a_board_files_game_id_names_its_first_click_and_deals_it_again() -> None:
    # Shared by its ID, a generated no-guess board told the player to guess a corner with
    # a 15.6% chance of a mine: the ID had left out the click the board was dealt for.
    from minesweeper.engine import GameId

    field = parse("5 5\n1 1\n3 3\n0 4\n", "made.in")
    session = Session(Settings.of_board(field, "made.in", first_click=Coord(2, 2)), clock)
    game_id = session.game_id()
    assert game_id.startswith("f-5x5-") and game_id.endswith("-2.2")
    shared = Session(Settings.of_game_id(GameId.parse(game_id)), clock)
    assert shared.game.minefield == field and shared.first_click == Coord(2, 2)
    assert shared.hint().cell == Coord(2, 2)
    plain = Session(Settings.of_board(field, "plain.in"), clock)  # no comment: no click
    assert GameId.parse(plain.game_id()).first_click is None


def test_a_kept_shared_game_whose_mines_cover_its_ids_first_click_keeps_its_game() -> None:
    # A kept file edited by hand: the mines no longer match the ID's first click. The
    # click only shapes tips, so it is dropped; the game is not called damaged.
    from minesweeper.engine import GameId
    from minesweeper.savedgame import SavedGame

    field = parse("5 5\n1 1\n3 3\n0 4\n", "made.in")
    game_id = Session(Settings.of_board(field, "made.in", first_click=Coord(2, 2)),
                      clock).game_id()
    shared = Session(Settings.of_game_id(GameId.parse(game_id)), clock)
    shared.play(Move(Action.OPEN, Coord(4, 0)))
    saved = SavedGame.of(shared.game, None, shared.title, "t", shared=True, fixed=True)
    saved.game_id = game_id
    data = saved.to_json()
    data["mines"] = [6, 12, 4]  # 1 1, 2 2, 0 4: a mine where the ID's board is safe
    back = Session.resumed(SavedGame.from_json(data), clock, None)
    assert back.game.dealt_for is None
    assert not back.game.is_over
