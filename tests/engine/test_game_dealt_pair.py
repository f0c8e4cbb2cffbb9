"""A game dealt for a first click given as a plain pair (as the docs allow) names it as a
Coord, and refuses one off the board, random or fixed (a mutation that kept the pair as
given went unnoticed)."""

from __future__ import annotations

import random

import pytest

from minesweeper.engine import Coord, Game, OffBoardError, Params
from minesweeper.engine.boardfile import parse

BOARD = """
    *....
    .....
    .....
    .....
    ...*.
"""


@pytest.mark.parametrize("pair", [(2, 3), [2, 3]])
def test_a_pair_given_as_the_dealt_click_reads_back_as_a_coord(pair: object) -> None:
    game = Game.fixed(parse(BOARD), dealt_for=pair)  # type: ignore[arg-type]
    dealt = game.dealt_for
    assert isinstance(dealt, Coord) and (dealt.row, dealt.col) == (2, 3)
    assert {dealt: "first click"}[Coord(2, 3)] == "first click"


def test_a_random_game_refuses_a_dealt_click_off_its_board() -> None:
    with pytest.raises(OffBoardError, match="outside the 9x9 board"):
        Game(Params(9, 9, 10), rng=random.Random(1), dealt_for=Coord(9, 0))
    game = Game(Params(9, 9, 10), rng=random.Random(1), dealt_for=(8, 0))  # type: ignore[arg-type]
    assert game.dealt_for == Coord(8, 0) and game.dealt_for.col == 0
