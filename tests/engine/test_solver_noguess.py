"""No-guess generation and the auto-player."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Level, Minefield, Params, Solver, kept_clear
from minesweeper.engine.autoplayer import autoplay
from minesweeper.engine.generate import place_mines
from minesweeper.engine.noguess import (
    REPAIR_WORK,
    NoGuessError,
    _Budget,
    _Layout,
    _repair,
    _repaired,
    is_no_guess,
    no_guess_minefield,
    solve_from,
)
from minesweeper.engine.probability import NODE_LIMIT
from minesweeper.engine.solver import MINE, SAFE, UNKNOWN


@st.composite
def boards(draw: st.DrawFn) -> tuple[Params, Coord, int]:
    rows = draw(st.integers(4, 12))
    cols = draw(st.integers(4, 16))
    mines = draw(st.integers(1, rows * cols // 5))
    first = Coord(draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
    return Params(rows, cols, mines), first, draw(st.integers(0, 2**32))


@settings(max_examples=40, deadline=None)
@given(boards())
def test_no_guess_boards_are_cleared_without_a_guess(board: tuple[Params, Coord, int]) -> None:
    params, first, seed = board
    field = no_guess_minefield(params, first, random.Random(seed))
    assert field.params == params
    assert not any(field.is_mine_at(index) for index in kept_clear(params, first))
    assert is_no_guess(field, first)
    game = Game.fixed(field)
    assert autoplay(game, first) == 0
    assert game.status.value == "won"


def test_same_seed_same_board() -> None:
    params = Level.INTERMEDIATE.params
    first = Coord(8, 8)
    one = no_guess_minefield(params, first, random.Random(7))
    assert one == no_guess_minefield(params, first, random.Random(7))


def test_advanced_no_guess_boards() -> None:
    rng = random.Random(3)
    for _ in range(3):
        field = no_guess_minefield(Level.ADVANCED.params, Coord(3, 3), rng)
        assert is_no_guess(field, Coord(3, 3))


def test_impossible_density_is_refused_clearly() -> None:
    # Two safe cells on a 3x3 board: no click can tell where the other is; refused at once.
    with pytest.raises(NoGuessError, match="^a no-guess 3x3 board cannot hold 7 mines: with "
                       "only 2 safe cells, the first click never shows where the other one is; "
                       "try fewer mines$"):
        no_guess_minefield(Params(3, 3, 7), Coord(1, 1), random.Random(1))


def test_autoplay_ends_every_game() -> None:
    rng = random.Random(5)
    for _ in range(5):
        game = Game.random(Level.INTERMEDIATE.params, random.Random(rng.getrandbits(32)))
        autoplay(game, Coord(3, 3))
        assert game.is_over


def _solve_step_by_step(field: Minefield, first: Coord) -> bytearray:
    """The solver's end state from `first`, one cheapest rule at a time (the reference)."""
    solver = Solver(field.rows, field.cols, field.mine_count)
    state = solver.state
    cols = field.cols

    def open_from(start: int) -> None:
        stack = [start]
        while stack:
            index = stack.pop()
            if state[index] < UNKNOWN:
                continue
            count = field.count_at(index)
            solver.reveal(index, count)
            if count == 0:
                stack.extend(q for q in solver.around[index] if state[q] in (UNKNOWN, SAFE))

    open_from(first.row * cols + first.col)
    while found := solver.step():
        for deduction in found:
            if not deduction.is_mine:
                open_from(deduction.cell.row * cols + deduction.cell.col)
    return state


@settings(max_examples=60, deadline=None)
@given(boards(), st.integers(2, 4))
def test_play_out_ends_where_the_step_by_step_solve_ends(
    board: tuple[Params, Coord, int], denser: int
) -> None:
    params, first, seed = board
    mines = min(params.mines * denser, params.cells - 9)
    if mines < 1:
        return
    params = Params(params.rows, params.cols, mines)
    field = place_mines(params, first, random.Random(seed))
    assert solve_from(field, first).state == _solve_step_by_step(field, first)


@settings(max_examples=40, deadline=None)
@given(boards())
def test_a_solver_amended_after_a_repair_knows_only_true_things(
    board: tuple[Params, Coord, int],
) -> None:
    params, first, seed = board
    params = Params(params.rows, params.cols, min(params.mines * 3, params.cells - 9))
    rng = random.Random(seed)
    field = place_mines(params, first, rng)
    solver = solve_from(field, first)
    layout = _Layout(field, solver.around)
    for _ in range(5):
        moved = _repair(layout, solver, set(kept_clear(params, first)), rng)
        if moved is None:
            return
        removed, added = moved
        assert all(field.is_mine_at(i) for i in removed)
        assert not any(field.is_mine_at(i) for i in added)
        layout.move(removed, added)
        field = layout.minefield()
        assert field.mine_count == params.mines
        assert all(layout.counts[i] == field.count_at(i) for i in range(params.cells))
        solver.amend(sorted(removed + added), field.count_at)
        solver.play_out(first.row * params.cols + first.col, field.count_at)
        for index, value in enumerate(solver.state):
            if value == MINE:
                assert field.is_mine_at(index)
            elif value < UNKNOWN:
                assert not field.is_mine_at(index) and value == field.count_at(index)
        assert solver.known_mines == sum(value == MINE for value in solver.state)
        state = solver.state
        for index, around in enumerate(solver.around):
            assert solver._unknown[index] == sum(state[q] == UNKNOWN for q in around)
            assert solver._mined[index] == sum(state[q] == MINE for q in around)


def test_a_pocket_walled_in_by_proven_mines_is_filled_from_its_wall() -> None:
    # Columns 0-2 open from the click, column 3 is proven all mines, and columns 4-5 hold
    # 4 mines in 6 cells that no number touches: no frontier to repair.
    wall = [Coord(row, 3) for row in range(3)]
    field = Minefield(3, 6, [*wall, Coord(0, 4), Coord(0, 5), Coord(1, 4), Coord(2, 5)])
    first = Coord(1, 0)
    solver = solve_from(field, first)
    assert [solver.state[row * 6 + 3] for row in range(3)] == [MINE] * 3
    assert not is_no_guess(field, first)
    clear = set(kept_clear(field.params, first))
    moved = _repair(_Layout(field, solver.around), solver, clear, random.Random(1))
    assert moved is not None
    removed, added = moved
    assert len(removed) == 2 and set(removed) <= {3, 9, 15}
    assert sorted(added) == [11, 16]
    assert _repaired(field, first, random.Random(1), clear, {}, NODE_LIMIT, False,
                     _Budget(REPAIR_WORK)) is None
    repaired = _repaired(field, first, random.Random(1), clear, {}, NODE_LIMIT, True,
                         _Budget(REPAIR_WORK))
    assert repaired is not None and repaired.mine_count == 7 and is_no_guess(repaired, first)


def test_dense_large_boards_are_made_no_guess() -> None:
    # Pockets walled in by proven mines are common at this density.
    params = Params(40, 40, 400)
    first = Coord(20, 20)
    rng = random.Random(2)
    for _ in range(2):
        assert is_no_guess(no_guess_minefield(params, first, rng), first)


def test_a_no_guess_board_too_big_to_make_quickly_is_refused_at_once() -> None:
    import random

    from minesweeper.engine import Coord, NoGuessError, Params, no_guess_minefield

    with pytest.raises(NoGuessError, match="no-guess boards go up to 100,000 cells; 400x400"):
        no_guess_minefield(Params(400, 400, 100), Coord(0, 0), random.Random(1))


def test_a_board_the_pair_rule_clears_is_no_guess_when_every_count_gives_up() -> None:
    # With node_limit=1 the exact count gives up on the frontier's parts and proves
    # nothing there: clearing this board rests on the pair rule, each of the two numbers
    # of a pair proving the cells only the other touches (the generator's pass once
    # looked one way only: found by mutation testing).
    from minesweeper.engine import Coord, Minefield
    from minesweeper.engine.noguess import is_no_guess

    field = Minefield.from_indices(9, 9, [3, 6, 21, 23, 42, 55, 59, 61, 62, 63, 64, 66, 73, 79])
    assert is_no_guess(field, Coord(4, 4), node_limit=1)
