"""A game set up from the wrong parts says which, as the engine's own error."""

from __future__ import annotations

import random

import pytest

from minesweeper.engine import Game, GameError, Level, Params


def test_a_game_set_up_wrongly_is_a_game_error_that_names_the_part() -> None:
    # These were a bare ValueError, or an AttributeError at the first move.
    params = Level.BEGINNER.params
    for make, said in [
        (lambda: Game(params), "either a random generator or a minefield"),
        (lambda: Game.random(params, None), "either a random generator or a minefield"),
        (lambda: Game.random((8, 8, 10), random.Random(1)), "params must be a Params"),
        (lambda: Game.random(params, random.Random(1), luck="strict"), "luck must be a Luck"),
        (lambda: Game.random(params, 5), "rng must be a Random"),
        (lambda: Game.fixed("....*"), "minefield must be a Minefield"),
        (lambda: Game(Params(5, 5, 1), minefield="x"), "minefield must be a Minefield"),
    ]:
        with pytest.raises(GameError, match=said):
            make()
