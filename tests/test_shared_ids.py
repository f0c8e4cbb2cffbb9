"""The ID shown at the end of a game started from a shared ID deals that very board."""

from __future__ import annotations

from minesweeper.engine import Action, Coord, GameId, Move
from minesweeper.session import Session
from minesweeper.settings import Settings


def test_an_id_without_its_first_click_gives_each_game_its_own_id() -> None:
    # Every game after `--game b-9ix` showed `b-9ix`, which deals a board only at the
    # friend's first click, and game 1's board only if they click where the player did
    # (found by the game ID tester).
    session = Session(Settings.of_game_id(GameId.parse("b-9ix")))
    shown = []
    for _ in range(3):
        session.play(Move(Action.OPEN, Coord(2, 3)))
        field = session.game.minefield
        assert field is not None
        finish = session.play(Move(Action.OPEN, next(field.mines()))).finish
        assert finish is not None
        dealt = GameId.parse(finish.game_id).deal()
        assert finish.game_id.endswith("-2.3")
        assert dealt is not None and dealt.mine_indices == field.mine_indices
        shown.append(finish.game_id)
        session.new_game()
    assert shown[0].startswith("b-9ix-") and len(set(shown)) == 3
