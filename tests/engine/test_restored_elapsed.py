"""Game.restored refuses a time on the clock that is no number of seconds played (negative,
not a number, endless, text) with a GameError, as it refuses the other wrong parts: the game
took it and its clock then read -5 or nan seconds, or a TypeError came from adding text to
the clock's reading once the game went on."""

from __future__ import annotations

from typing import Any

import pytest

from minesweeper.engine import Coord, Game, GameError, Minefield, Move

FIELD = Minefield(3, 3, [Coord(0, 0)])


@pytest.mark.parametrize("elapsed", [-5, -0.5, float("nan"), float("inf"), "5", None, True])
def test_a_time_that_is_no_seconds_played_is_refused(elapsed: Any) -> None:
    with pytest.raises(GameError, match=r"elapsed must be seconds played, 0 or more, not"):
        Game.restored(FIELD, [], elapsed)


@pytest.mark.parametrize("elapsed", [0, 0.0, 12, 7.25])
def test_a_time_of_seconds_played_is_kept(elapsed: float) -> None:
    now = [100.0]
    game = Game.restored(FIELD, [Move.parse("O0,1")], elapsed, clock=lambda: now[0])
    now[0] = 103.0
    assert game.elapsed == elapsed + 3.0
