"""A game's clock and placement are checked when the game is made, and what the placement
deals at the first open is checked against the game's size: each wrong one is a GameError
that names it. Before, a clock or a placement that is no function gave a TypeError (`'str'
object is not callable`) at the first open, and a minefield of another size an OffBoardError
about a board the game was not played on (or an AttributeError for no minefield at all)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from minesweeper.engine import Coord, Game, GameError, Minefield, Params, Status

PARAMS = Params(3, 3, 1)


@pytest.mark.parametrize("name", ["clock", "placement"])
@pytest.mark.parametrize("given", [None, "time", 5.0])
def test_a_clock_or_a_placement_that_is_no_function_is_refused_when_the_game_is_made(
        name: str, given: Any) -> None:
    with pytest.raises(GameError, match=f"{name} must be a function, not {given!r}"):
        Game.random(PARAMS, random.Random(1), **{name: given})


@pytest.mark.parametrize(("dealt", "said"), [
    (Minefield(2, 2, []), "dealt Minefield\\(2, 2, \\[\\]\\), not a minefield of 3x3x1"),
    (Minefield(3, 3, []), "not a minefield of 3x3x1"),
    (None, "dealt None, not a minefield of 3x3x1"),
])
def test_a_placement_that_deals_no_minefield_of_the_game_s_size_is_refused(
        dealt: Any, said: str) -> None:
    game = Game.random(PARAMS, random.Random(1), placement=lambda params, first, rng: dealt)
    with pytest.raises(GameError, match=said):
        game.open(Coord(2, 2))
    assert game.minefield is None and game.status is Status.NOT_STARTED


def test_a_placement_that_deals_the_game_s_size_is_played() -> None:
    field = Minefield(3, 3, [Coord(0, 0)])
    game = Game.random(PARAMS, random.Random(1), placement=lambda params, first, rng: field)
    game.open(Coord(2, 2))
    assert game.minefield is field and game.dealt is field
