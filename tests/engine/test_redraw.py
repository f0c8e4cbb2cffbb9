"""The redraw of forgiving and strict play: always a layout that fits the screen and its
constraint, uniform among all such layouts (chi-square), and drawn only from the given
generator.
"""
from __future__ import annotations

import collections
import math
import random
from typing import Collection

import pytest
from gametext import BESIDE_A_SAFE_CELL, assert_fits, closed_cells, layouts, positions
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Params
from minesweeper.engine import redraw as redraw_module
from minesweeper.engine.modes import (
    ModeError,
    proven,
    proven_mine,
    redraw,
    safe_cells,
)
from minesweeper.engine.position import CLOSED, Position

# The redraw ------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(positions(), st.data())
def test_a_redraw_fits_the_screen_and_its_constraint_or_is_refused(
    position: Position, data: st.DataObject
) -> None:
    closed = closed_cells(position)
    if not closed:
        return
    picked = st.sets(st.sampled_from(closed), max_size=3)
    safe, mine_among = data.draw(picked), data.draw(picked)
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    known = proven(position) if data.draw(st.booleans()) else None
    expected = layouts(position, safe, mine_among)
    if not expected:
        with pytest.raises(ModeError, match="no layout"):
            redraw(position, rng, safe=safe, mine_among=mine_among, known=known)
        return
    field = redraw(position, rng, safe=safe, mine_among=mine_among, known=known)
    assert_fits(field, position)
    assert not safe & field.mine_indices
    assert not mine_among or mine_among & field.mine_indices
    assert field.mine_indices in expected


@st.composite
def stuck_games(draw: st.DrawFn) -> Game:
    """A game on a board too big for brute force, played by the solver until it is stuck."""
    from minesweeper.engine.noguess import solve_from

    rows, cols = draw(st.integers(6, 16)), draw(st.integers(6, 30))
    mines = draw(st.integers(1, rows * cols // 4))
    rng = random.Random(draw(st.integers(0, 2**32)))
    game = Game.random(Params(rows, cols, mines), rng)
    first = Coord(rows // 2, cols // 2)
    game.open(first)
    assert game.minefield is not None
    solver = solve_from(game.minefield, first)
    for index, value in enumerate(solver.state):
        if value < CLOSED and not game.is_over:
            game.open(Coord(*divmod(index, cols)))
    return game


@settings(max_examples=60, deadline=None)
@given(stuck_games(), st.data())
def test_a_redraw_of_a_stuck_game_keeps_every_number_and_the_count(
    game: Game, data: st.DataObject
) -> None:
    if game.is_over:
        return
    position = game.position()
    closed = closed_cells(position)
    cell = data.draw(st.sampled_from(closed))
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    for safe, mine_among in (((), ()), ({cell}, ()), ((), {cell})):
        try:
            field = redraw(position, rng, safe=safe, mine_among=mine_among)
        except ModeError:
            assert safe or mine_among, "a redraw with no constraint always fits"
            assert proven_mine(position, cell) if safe else cell in safe_cells(position)
            continue
        assert_fits(field, position)
        assert cell not in safe or not field.is_mine_at(cell)
        assert cell not in mine_among or field.is_mine_at(cell)
        replayed = Game.restored(field, list(game.moves), 0.0)
        assert replayed.to_text() == game.to_text()


def test_the_same_generator_state_gives_the_same_redraw() -> None:
    position = Position.from_text(BESIDE_A_SAFE_CELL, mines=2)
    first = [redraw(position, random.Random(7), safe={9}) for _ in range(2)]
    assert first[0] == first[1]
    rng = random.Random(7)
    assert {redraw(position, rng).mine_indices for _ in range(40)} == set(layouts(position))


def test_a_redraw_no_layout_fits_is_refused() -> None:
    position = Position.from_text(BESIDE_A_SAFE_CELL, mines=2)
    with pytest.raises(ModeError, match="no layout"):
        redraw(position, random.Random(1), safe={9, 14})
    with pytest.raises(ModeError, match="no layout"):
        redraw(position, random.Random(1), mine_among={4})
    with pytest.raises(ModeError, match="no layout"):
        redraw(position, random.Random(1), safe={3})


def test_a_redraw_of_an_impossible_position_is_refused() -> None:
    # A 1 with every neighbour open has nowhere to hold its mine.
    with pytest.raises(ModeError, match="no layout"):
        redraw(Position.from_text("1.#", mines=1), random.Random(1))


def test_a_redraw_keeps_the_first_click_rule() -> None:
    # Nothing open yet: every layout keeps the 3x3 block around the first click clear.
    position = Position(5, 5, 10, bytes([CLOSED]) * 25)
    rng = random.Random(2)
    for _ in range(50):
        field = redraw(position, rng, first_click=Coord(0, 0))
        assert not field.mine_indices & {0, 1, 5, 6}


def test_too_many_layouts_to_count_is_refused_not_hung() -> None:
    # A chain of 1s between closed cells: many layouts, counted within a tiny node limit.
    position = Position.from_text("#1" * 20 + "#", mines=10)
    with pytest.raises(ModeError, match="too many layouts"):
        redraw(position, random.Random(1), node_limit=5)
    assert redraw(position, random.Random(1)).mine_count == 10


# Uniformity: a chi-square test over every layout of a small position --------------------

# Two 1s whose cells overlap on a 4x5 board with two mines: 13 layouts, some with both
# mines beside the numbers and some with one far away, so the weights of the frontier's
# mine counts (the ways to place the rest) matter.
OVERLAPPING_ONES = """
    #####
    #1###
    1#1##
    #####
"""
DRAWS = 2000


def chi_square(position: Position, seed: int,
               known: tuple[frozenset[int], frozenset[int]] | None = None,
               **constraint: Collection[int]) -> float:
    """The chi-square statistic of DRAWS redraws against the uniform over every layout."""
    every = layouts(position, **constraint)
    rng = random.Random(seed)
    seen = collections.Counter(redraw(position, rng, known=known, **constraint).mine_indices
                               for _ in range(DRAWS))
    assert set(seen) <= set(every)
    expected = DRAWS / len(every)
    return sum((seen[layout] - expected) ** 2 / expected for layout in every)


def critical(layouts_count: int) -> float:
    """The chi-square value exceeded with probability 0.001 (Wilson-Hilferty), for
    layouts_count - 1 degrees of freedom."""
    df = layouts_count - 1
    return df * (1 - 2 / (9 * df) + 3.09 * math.sqrt(2 / (9 * df))) ** 3


@pytest.mark.parametrize("constraint", [{}, {"safe": {11}}, {"mine_among": {5, 11, 16}}],
                         ids=["plain", "safe", "mine among"])
@pytest.mark.parametrize("given", [False, True], ids=["proving", "given the proofs"])
def test_redraws_are_uniform_over_the_layouts(constraint: dict[str, set[int]],
                                              given: bool) -> None:
    position = Position.from_text(OVERLAPPING_ONES, mines=2)
    count = len(layouts(position, **constraint))
    assert count >= 8
    known = proven(position) if given else None
    assert chi_square(position, 5, known=known, **constraint) < critical(count)


def test_the_chi_square_test_fails_a_wrong_weighting(monkeypatch: pytest.MonkeyPatch) -> None:
    """The uniformity test has teeth: weighting every choice that has layouts equally
    (each frontier mine count, each way to fill its groups), or dropping the ways to
    place the mines away from the numbers, gives statistics far past the threshold."""
    position = Position.from_text(OVERLAPPING_ONES, mines=2)
    limit = critical(len(layouts(position)))
    true_pick, true_binomials = redraw_module._pick, redraw_module.binomials

    def equal_pick(rng: random.Random, weights: list[int]) -> int:
        return true_pick(rng, [1 if weight else 0 for weight in weights])

    def no_rest(free: int, remaining: int, most: int) -> list[int]:
        return [1 if ways else 0 for ways in true_binomials(free, remaining, most)]

    for name, wrong in (("_pick", equal_pick), ("binomials", no_rest)):
        with monkeypatch.context() as patch:
            patch.setattr(redraw_module, name, wrong)
            assert chi_square(position, 5) > 4 * limit, name
