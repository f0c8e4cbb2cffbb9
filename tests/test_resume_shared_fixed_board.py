"""A kept game on a shared fixed board (a board file's ID that names its first click) is
resumed, not set aside as damaged: the game's own seed is not the board's; and the games
after a resumed shared board are dealt for its click, as before it was kept."""

from __future__ import annotations

from pathlib import Path

from minesweeper.engine import Action, Coord, GameId, Move, Status, parse
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings


def clock() -> float:
    return 0.0


def test_a_kept_game_of_a_fixed_boards_id_with_mines_by_its_first_click_resumes(
        tmp_path: Path) -> None:
    field = parse("5 5\n1 1\n3 3\n0 4\n", "made.in")  # mines beside the click at 2 2
    game_id = Session(Settings.of_board(field, "made.in", first_click=Coord(2, 2)),
                      clock).game_id()
    shared = Session(Settings.of_game_id(GameId.parse(game_id)), clock, Store(tmp_path))
    shared.play(Move(Action.OPEN, Coord(4, 0)))
    assert shared.save()
    store = Store(tmp_path)
    saved = store.take_saved()
    assert saved is not None, store.notices.said
    back = Session.resumed(saved, clock, store)
    assert back.game.status is Status.PLAYING
    assert back.game.to_text() == shared.game.to_text()
    assert not [path for path in tmp_path.iterdir() if ".damaged-" in path.name]


def test_a_resumed_shared_board_keeps_the_click_it_was_dealt_for(tmp_path: Path) -> None:
    # The later games forgot it: the tip named a guess "made safe" in forgiving play where
    # the click's cell is safe and the other a proven mine.
    shared = Settings.of_game_id(GameId.parse("fg-1x3x1-0-0.2"))  # (0, 2) and its block safe
    session = Session(shared, clock, Store(tmp_path))
    assert session.play(Move(Action.OPEN, Coord(0, 1))).applied and session.save()
    saved = Store(tmp_path).take_saved()
    assert saved is not None
    back = Session.resumed(saved, clock, None)
    assert back.new_game().dealt_for == Coord(0, 2) == session.new_game().dealt_for
    back.play(Move(Action.OPEN, Coord(0, 1)))
    assert back.hint().move == Move(Action.OPEN, Coord(0, 2))  # was "a guess is needed"
    finish = back.play(Move(Action.OPEN, Coord(0, 0))).finish
    assert finish is not None and not finish.won and "proven mine" in finish.lesson
