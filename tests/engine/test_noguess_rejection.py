"""Rejection sampling of no-guess boards: the same boards as plain rejection, faster."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Level, Minefield, Params
from minesweeper.engine.generate import place_mines
from minesweeper.engine.noguess import is_no_guess
from minesweeper.engine.probability import NODE_LIMIT
from minesweeper.engine.rejection import bit_board, draw_no_guess


def _field(text: str) -> Minefield:
    rows = text.split()
    mines = [Coord(r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "*"]
    return Minefield(len(rows), len(rows[0]), mines)


@pytest.mark.parametrize(("text", "first"), [
    # A pair at the edge: the cells that see only one of them are mines.
    (".....*  ......  ....**  ......", Coord(3, 0)),
    # The two diagonals of a 2x2 block, with mines off its corners.
    ("..*..*..  ...*....  ....*...  ..*..*..  ........", Coord(4, 7)),
    # A safe cell and a mine, each walled in by mines.
    (".....**  .....*.  .....**  **.....  ***....  **.....", Coord(5, 6)),
])
def test_a_swap_no_number_can_tell_apart_is_found(text: str, first: Coord) -> None:
    field = _field(text)
    board = bit_board(field.rows, field.cols, first.row * field.cols + first.col)
    assert board.has_fixed_guess(sorted(field.mine_indices))
    assert not is_no_guess(field, first)


def test_a_pair_beside_an_open_cell_is_no_such_swap() -> None:
    field = _field("....*.  ....*.  ......")
    board = bit_board(3, 6, 0)
    assert not board.has_fixed_guess(sorted(field.mine_indices))
    assert is_no_guess(field, Coord(0, 0))


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 9), st.integers(2, 9), st.floats(0.05, 0.6), st.integers(0, 2**32))
def test_a_layout_with_such_a_swap_is_never_no_guess(
    rows: int, cols: int, density: float, seed: int
) -> None:
    rng = random.Random(seed)
    params = Params(rows, cols, max(1, int(rows * cols * density)))
    first = Coord(rng.randrange(rows), rng.randrange(cols))
    field = place_mines(params, first, rng)
    board = bit_board(rows, cols, first.row * cols + first.col)
    if board.has_fixed_guess(sorted(field.mine_indices)):
        assert not is_no_guess(field, first)


@pytest.mark.parametrize(("params", "first"), [
    (Level.BEGINNER.params, Coord(3, 3)), (Level.INTERMEDIATE.params, Coord(3, 3)),
    (Level.ADVANCED.params, Coord(3, 3)), (Params(9, 9, 20), Coord(0, 0)),
])
def test_the_board_drawn_is_the_first_no_guess_one_of_plain_rejection(
    params: Params, first: Coord
) -> None:
    # Plain rejection: draw uniformly, keep the first board the solver clears. Skipping
    # draws that hold a fixed guess changes nothing, so the same seed gives the same board.
    for seed in range(4):
        rng = random.Random(seed)
        while not is_no_guess(expected := place_mines(params, first, rng), first):
            pass
        drawn = draw_no_guess(params, first, random.Random(seed), 10_000, {}, NODE_LIMIT)
        assert drawn == expected


def test_no_board_when_every_draw_fails() -> None:
    assert draw_no_guess(Params(3, 3, 7), Coord(1, 1), random.Random(1), 50, {}, NODE_LIMIT) is None
