"""The fast probability map (`chances`): exact, against brute force and the solver."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Level, Minefield
from minesweeper.engine.chances import mine_chance_rows, mine_chances
from minesweeper.engine.position import CLOSED, FLAG, Position
from minesweeper.engine.probability import InconsistentError
from minesweeper.engine.solver import exact_probabilities, neighbour_table


def every_layout(position: Position) -> dict[int, Fraction]:
    """Each closed cell's mine probability over all layouts that fit (a mask per layout)."""
    found = fitting_layouts(position)
    assert found is not None, "the position comes from a real minefield"
    return found


def fitting_layouts(position: Position) -> dict[int, Fraction] | None:
    """`every_layout`, None when no layout fits. Numbers with no closed neighbour say
    nothing about the mines and are not checked (in a real game they are all 0)."""
    closed = [i for i, value in enumerate(position.cells) if value >= CLOSED]
    around = neighbour_table(position.rows, position.cols)
    shown = [(i, v) for i, v in enumerate(position.cells)
             if v < CLOSED and any(position.cells[j] >= CLOSED for j in around[i])]
    hits = [0] * len(closed)
    fits = 0
    for mask in range(1 << len(closed)):
        if mask.bit_count() != position.mines:
            continue
        mined = {cell for bit, cell in enumerate(closed) if mask >> bit & 1}
        if any(len(mined.intersection(around[i])) != v for i, v in shown):
            continue
        fits += 1
        for bit in range(len(closed)):
            hits[bit] += mask >> bit & 1
    return {cell: Fraction(hits[bit], fits) for bit, cell in enumerate(closed)} if fits else None


@st.composite
def small_positions(draw: st.DrawFn) -> Position:
    """A position of a real small game, partly played, with flags right and wrong."""
    rows, cols = draw(st.integers(2, 4)), draw(st.integers(2, 5))
    mines = draw(st.integers(1, min(7, rows * cols - 1)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    game = Game.fixed(Minefield.from_indices(rows, cols, rng.sample(range(rows * cols), mines)))
    for index in rng.sample(range(rows * cols), draw(st.integers(0, rows * cols))):
        game.open(Coord(*divmod(index, cols)))
        if game.is_over:
            break
    if game.is_over and game.status.value != "won":
        game = Game.fixed(game.minefield)  # a lost game shows mines: start over unopened
    cells = bytearray(Position.from_game(game).cells)
    closed = [i for i, value in enumerate(cells) if value == CLOSED]
    for index in rng.sample(closed, min(len(closed), draw(st.integers(0, 3)))):
        cells[index] = FLAG
    return Position(rows, cols, mines, cells)


@settings(max_examples=300, deadline=None)
@given(small_positions())
def test_every_chance_is_the_exact_share_of_layouts(position: Position) -> None:
    expected = every_layout(position)
    assert mine_chances(position) == {cell: float(share) for cell, share in expected.items()}


def test_real_positions_match_the_solvers_exact_fractions() -> None:
    # Positions along real Intermediate and Advanced games, beyond brute force.
    rng = random.Random(8)
    checked = 0
    for level in (Level.INTERMEDIATE, Level.ADVANCED):
        for _ in range(6):
            game = Game.random(level.params, random.Random(rng.getrandbits(32)))
            game.open(Coord(3, 3))
            while not game.is_over:
                position = Position.from_game(game)
                exact = exact_probabilities(position)
                assert mine_chances(position) == {i: float(p) for i, p in exact.items()}
                checked += 1
                closed = [i for i, value in enumerate(position.cells) if value == CLOSED]
                safest = min(closed, key=lambda i: (exact[i], i))
                game.open(position.coord(safest))
    assert checked > 50


def test_rows_hold_zero_for_open_cells_and_one_for_proven_mines() -> None:
    position = Position.from_text("""
        1#
        ##
    """, 1)
    assert mine_chance_rows(position) == [[0.0, 1 / 3], [1 / 3, 1 / 3]]
    position = Position.from_text("""
        11
        1#
    """, 1)
    assert mine_chance_rows(position) == [[0.0, 0.0], [0.0, 1.0]]


@pytest.mark.parametrize(("text", "mines"), [("3#\n##", 1), ("1#\n#1", 2), (".#\n##", 3)])
def test_a_position_no_layout_fits_is_refused(text: str, mines: int) -> None:
    with pytest.raises(InconsistentError):
        mine_chances(Position.from_text(text, mines))


def test_cells_proven_one_after_another_settle_before_counting() -> None:
    # The empty cell clears two cells, so the first 1 has one closed cell left: a mine, which
    # satisfies the other two 1s, so the last cell is safe.
    position = Position.from_text("""
        .111
        ####
    """, 1)
    assert mine_chance_rows(position) == [[0.0] * 4, [0.0, 0.0, 1.0, 0.0]]


@settings(max_examples=300, deadline=None)
@given(small_positions(), st.data())
def test_a_changed_number_gives_the_exact_chances_or_is_refused(
    position: Position, data: st.DataObject
) -> None:
    # Impossible positions too: one cell made a number (or closed) at random.
    cells = bytearray(position.cells)
    cells[data.draw(st.integers(0, len(cells) - 1))] = data.draw(st.integers(0, CLOSED))
    position = Position(position.rows, position.cols, position.mines, cells)
    expected = fitting_layouts(position)
    if expected is None:
        with pytest.raises(InconsistentError):
            mine_chances(position)
    else:
        assert mine_chances(position) == {cell: float(p) for cell, p in expected.items()}
