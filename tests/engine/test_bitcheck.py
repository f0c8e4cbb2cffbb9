"""The bit-board check of a known layout decides as the solver does, draw for draw."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Level, Minefield, Params
from minesweeper.engine.bitcheck import _pairs, bit_layout, clears
from minesweeper.engine.generate import place_mines
from minesweeper.engine.noguess import is_no_guess
from minesweeper.engine.position import CLOSED, Position
from minesweeper.engine.probability import NODE_LIMIT
from minesweeper.engine.solver import exact_probabilities, neighbour_table


def _check(field: Minefield, first: Coord, node_limit: int = NODE_LIMIT) -> bool | None:
    return clears(bit_layout(field.rows, field.cols), sorted(field.mine_indices),
                  first.row * field.cols + first.col, neighbour_table(field.rows, field.cols),
                  node_limit)


@settings(max_examples=400, deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.floats(0.02, 0.5), st.integers(0, 2**32))
def test_it_clears_exactly_the_layouts_the_solver_clears(
    rows: int, cols: int, density: float, seed: int
) -> None:
    assume(rows * cols > 1)
    rng = random.Random(seed)
    params = Params(rows, cols, max(1, min(rows * cols - 1, int(rows * cols * density))))
    first = Coord(rng.randrange(rows), rng.randrange(cols))
    field = place_mines(params, first, rng)
    assert _check(field, first) == is_no_guess(field, first)


@pytest.mark.parametrize("level", list(Level))
def test_it_agrees_with_the_solver_on_random_preset_draws(level: Level) -> None:
    rng = random.Random(17)
    params = level.params
    cleared = stuck = 0
    for _ in range(60):
        field = place_mines(params, Coord(3, 3), rng)
        result = _check(field, Coord(3, 3))
        assert result == is_no_guess(field, Coord(3, 3))
        cleared += bool(result)
        stuck += not result
    # Both answers came up, so the agreement covers both.
    assert cleared and stuck


@settings(max_examples=300, deadline=None)
@given(st.integers(3, 10), st.integers(3, 10), st.floats(0.1, 0.4), st.integers(0, 2**32))
def test_the_two_number_rule_claims_only_what_the_numbers_prove(
    rows: int, cols: int, density: float, seed: int
) -> None:
    rng = random.Random(seed)
    params = Params(rows, cols, max(1, int(rows * cols * density)))
    first = Coord(rng.randrange(rows), rng.randrange(cols))
    game = Game(params, minefield=place_mines(params, first, rng))
    game.open(first)
    position = Position.from_game(game)
    layout = bit_layout(rows, cols)
    opened = layout.mask(i for i, value in enumerate(position.cells) if value < CLOSED)
    assert game.minefield is not None
    mined = layout.mask(game.minefield.mine_indices)
    found = _pairs(layout, opened, mined, layout.board & ~mined & ~opened)
    chances = exact_probabilities(position)
    for cell in layout.indices(found):
        assert chances[cell] == (1 if mined >> layout.at[cell] & 1 else 0)


def test_a_part_too_big_to_count_is_left_to_the_solver() -> None:
    # A stuck Advanced draw whose frontier needs counting: with a node limit of 1 the
    # counting is capped, and the check says it cannot tell.
    rng = random.Random(5)
    params = Level.ADVANCED.params
    answers = set()
    for _ in range(20):
        field = place_mines(params, Coord(3, 3), rng)
        answers.add(_check(field, Coord(3, 3), node_limit=1))
    assert None in answers


def test_the_bit_boards_of_a_large_board_take_memory_in_step_with_its_cells() -> None:
    # 300 x 300: one int per cell, each as long as the board, took over 500 MB for each
    # of the two (and the caches kept several); a no-guess deal there used 1.1 GB.
    import tracemalloc

    from minesweeper.engine.bitcheck import BitLayout
    from minesweeper.engine.rejection import BitBoard

    tracemalloc.start()
    try:
        layout, board = BitLayout(300, 300), BitBoard(300, 300, 45150)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 40 * 2**20
    assert layout.board.bit_count() == 90000 and board.may_be_safe.bit_count() == 89999
