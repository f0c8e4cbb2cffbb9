"""A first click a no-guess board cannot start at is refused without drawing from the game's
random source, so the game's ID deals the board that was played (it dealt another)."""

from __future__ import annotations

from minesweeper.engine import Action, Coord, GameId, Move, Params
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings


def test_a_no_guess_game_id_deals_its_board_after_a_refused_first_click() -> None:
    session = Session(Settings.of_params(Params(3, 5, 9), mode=Mode.NO_GUESS, seed=0),
                      lambda: 0.0)
    assert session.play(Move(Action.OPEN, Coord(1, 1))).is_error  # README: another may work
    session.play(Move(Action.OPEN, Coord(0, 0)))
    dealt, shared = session.game.minefield, GameId.parse(session.game_id()).deal()
    assert dealt is not None and shared is not None
    assert shared.mine_indices == dealt.mine_indices  # it dealt (2, 0) safe: it went off here
