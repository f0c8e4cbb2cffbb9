"""A kept game on a shared fixed board (a board file's ID that names its first click) is
resumed, not set aside as damaged: the game's own seed is not the board's."""

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
