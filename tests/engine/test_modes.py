"""Forgiving and strict play in the engine: guesses judged against brute force on small
positions, and the redraw: always a layout that fits the screen and its constraint,
uniform among all such layouts (chi-square), and drawn only from the given generator.
"""

from __future__ import annotations

import collections
import itertools
import math
import random
from typing import Collection

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Level, Minefield, Params, modes
from minesweeper.engine import redraw as redraw_module
from minesweeper.engine.modes import (
    MAX_CELLS,
    Judgement,
    ModeError,
    Verdict,
    _is_safe_nearby,
    check_size,
    is_forced,
    judge,
    proven,
    proven_mine,
    redraw,
    respond,
    safe_cells,
)
from minesweeper.engine.position import CLOSED, FLAG, Position
from minesweeper.engine.solver import neighbour_table

Layout = frozenset[int]


def layouts(position: Position, safe: Collection[int] = (),
            mine_among: Collection[int] = ()) -> list[Layout]:
    """Every layout of the mines that fits `position` and the constraint, by brute force."""
    closed = [i for i, value in enumerate(position.cells) if value >= CLOSED]
    around = neighbour_table(position.rows, position.cols)
    numbers = [(i, value) for i, value in enumerate(position.cells) if value < CLOSED]
    found = []
    for combination in itertools.combinations(closed, position.mines):
        mines = frozenset(combination)
        if mines & set(safe) or (mine_among and not mines & set(mine_among)):
            continue
        if all(sum(1 for q in around[i] if q in mines) == value for i, value in numbers):
            found.append(mines)
    return found


def assert_fits(field: Minefield, position: Position) -> None:
    """Every open number and the mine count as on screen, and no mine on an open cell."""
    assert (field.rows, field.cols, field.mine_count) == (
        position.rows, position.cols, position.mines)
    for index, value in enumerate(position.cells):
        if value < CLOSED:
            assert not field.is_mine_at(index)
            assert field.count_at(index) == value


@st.composite
def positions(draw: st.DrawFn, max_rows: int = 4, max_cols: int = 5) -> Position:
    """A position reached on a real small minefield, with right and wrong flags."""
    rows = draw(st.integers(2, max_rows))
    cols = draw(st.integers(2, max_cols))
    mines = draw(st.integers(1, min(6, rows * cols - 1)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    field = Minefield.from_indices(rows, cols, rng.sample(range(rows * cols), mines))
    game = Game.fixed(field)
    safe = [i for i in range(rows * cols) if not field.is_mine_at(i)]
    for index in rng.sample(safe, draw(st.integers(0, len(safe) - 1))):
        game.open(Coord(*divmod(index, cols)))
    cells = bytearray(game.position().cells)
    closed = [i for i, value in enumerate(cells) if value == CLOSED]
    right = [i for i in closed if field.is_mine_at(i)]
    wrong = [i for i in closed if not field.is_mine_at(i)]
    for group in (right, wrong):
        for index in rng.sample(group, min(len(group), draw(st.integers(0, 1)))):
            cells[index] = FLAG
    return Position(rows, cols, mines, cells)


def closed_cells(position: Position) -> list[int]:
    return [i for i, value in enumerate(position.cells) if value >= CLOSED]


# Judging ---------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(positions(), st.data())
def test_judgement_matches_brute_force_with_right_and_wrong_flags(
    position: Position, data: st.DataObject
) -> None:
    closed = closed_cells(position)
    if not closed:
        return
    every = layouts(position)
    safe = frozenset(c for c in closed if not any(c in layout for layout in every))
    mines = frozenset(c for c in closed if all(c in layout for layout in every))
    assert proven(position) == (safe, mines)
    assert safe_cells(position) == safe
    opened = data.draw(st.sets(st.sampled_from(closed), min_size=1, max_size=3))
    if opened & mines:
        expected = Verdict.MISTAKE
    elif opened <= safe:
        expected = Verdict.SAFE
    elif safe:
        expected = Verdict.UNFORCED
    else:
        expected = Verdict.FORCED
    judgement = judge(position, opened)
    assert judgement.verdict is expected
    if expected is Verdict.SAFE:  # perhaps proven from the numbers nearby only
        assert opened <= judgement.safe <= safe and judgement.mines <= mines
    else:
        assert judgement == Judgement(expected, safe, mines)
    assert is_forced(position, opened) == (expected is Verdict.FORCED)
    assert all(proven_mine(position, c) == (c in mines) for c in opened)


def test_a_fifty_fifty_with_nothing_safe_is_forced() -> None:
    position = Position.from_text("""
        11
        ##
    """, mines=1)
    assert safe_cells(position) == frozenset()
    assert judge(position, {2}) == Judgement(Verdict.FORCED, frozenset(), frozenset())
    assert is_forced(position, {3})


def test_flags_are_claims_not_mines() -> None:
    # Counted as a mine, the flag would satisfy the 1 and prove the bottom row safe.
    position = Position.from_text("""
        1F
        ##
    """, mines=1)
    assert safe_cells(position) == frozenset()
    assert not proven_mine(position, 1)
    assert judge(position, {2}).verdict is Verdict.FORCED


def test_a_flag_on_a_proven_safe_cell_is_a_safe_cell_so_no_guess_is_forced() -> None:
    # One mine in all: it must be the cell both outer 1s touch, so the flag is wrong.
    position = Position.from_text("""
        .1F
        .1#
        .1#
    """, mines=1)
    assert safe_cells(position) == {2, 8}
    assert proven_mine(position, 5)
    assert judge(position, {5}).verdict is Verdict.MISTAKE
    assert judge(position, {8}).verdict is Verdict.SAFE


# The 1 at the top is touched only by the mine at (0, 3), so (0, 4) is safe (by the 2);
# (1, 4) and (2, 4) share the last mine: a 50/50 beside a safe cell.
BESIDE_A_SAFE_CELL = """
    ..1##
    ..12#
    ...1#
"""


def test_a_guess_while_a_safe_cell_exists_is_unforced() -> None:
    position = Position.from_text(BESIDE_A_SAFE_CELL, mines=2)
    assert safe_cells(position) == {4}
    assert proven_mine(position, 3)
    assert judge(position, {14}).verdict is Verdict.UNFORCED
    assert not is_forced(position, {9})


def test_a_chord_is_one_move() -> None:
    position = Position.from_text("""
        .1F
        .1#
        .1#
    """, mines=1)
    # A proven safe cell with a proven mine: a mistake; with nothing else: safe.
    assert judge(position, {5, 8}).verdict is Verdict.MISTAKE
    assert judge(position, {2, 8}).verdict is Verdict.SAFE


def test_the_first_open_of_a_random_game_is_always_safe() -> None:
    fresh = Game.random(Level.BEGINNER.params, random.Random(3)).position()
    assert judge(fresh, {0}) == Judgement(Verdict.SAFE, frozenset(), frozenset())


def test_a_board_dealt_for_a_click_has_that_cell_safe() -> None:
    field = Minefield(3, 3, [Coord(0, 0)])
    position = Game.fixed(field).position(dealt_for=Coord(2, 2))
    assert safe_cells(position) == {8}
    assert judge(position, {1}).verdict is Verdict.UNFORCED


@pytest.mark.parametrize("nearby", [2, 3, modes.NEARBY])
def test_cells_judged_safe_from_the_numbers_nearby_are_proven_safe(
    nearby: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Games part played (some of the solver's safe cells opened, in a random order) on
    # boards wider than the window, so that numbers at its edge are read as closed; small
    # windows cut through many numbers.
    from minesweeper.engine.noguess import solve_from

    monkeypatch.setattr(modes, "NEARBY", nearby)
    quick = 0
    for seed in range(6):
        rng = random.Random(seed)
        game = Game.random(Params(30, 40, 220), rng)
        game.open(Coord(15, 20))
        assert game.minefield is not None
        solver = solve_from(game.minefield, Coord(15, 20))
        opened = [i for i, value in enumerate(solver.state) if value < CLOSED]
        for index in rng.sample(opened, len(opened) // 2):
            game.open(Coord(*divmod(index, 40)))
        position = game.position()
        safe, _ = proven(position)
        for cell in closed_cells(position):
            if _is_safe_nearby(position, [cell]):
                quick += 1
                assert cell in safe
                assert judge(position, {cell}).verdict is Verdict.SAFE
    assert quick > 50


def test_judging_a_cell_that_is_not_closed_is_refused() -> None:
    position = Position.from_text("1#\n##", mines=1)
    for opened in (set(), {0}, {9}):
        with pytest.raises(ModeError):
            judge(position, opened)


def test_an_impossible_position_is_refused() -> None:
    with pytest.raises(ModeError, match="no layout"):
        proven(Position.from_text("3#\n##", mines=1))


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


# Responding to a move, and the size limit ------------------------------------------------


def test_a_forced_guess_is_made_safe_in_both_modes() -> None:
    position = Position.from_text("11\n##", mines=1)
    for strict in (False, True):
        for seed in range(10):
            response = respond(position, {2}, random.Random(seed), strict=strict)
            assert response.judgement.verdict is Verdict.FORCED
            assert response.minefield is not None
            assert response.minefield.mine_indices == {3}


def test_an_unforced_guess_loses_in_strict_play_and_takes_its_chance_when_forgiving() -> None:
    position = Position.from_text(BESIDE_A_SAFE_CELL, mines=2)
    for seed in range(10):
        strict = respond(position, {14}, random.Random(seed), strict=True)
        assert strict.judgement.verdict is Verdict.UNFORCED
        assert strict.minefield is not None and strict.minefield.is_mine_at(14)
        assert respond(position, {14}, random.Random(seed), strict=False).minefield is None


@settings(max_examples=150, deadline=None)
@given(positions(), st.data())
def test_strict_play_punishes_every_unforced_guess_that_could_be_a_mine(
    position: Position, data: st.DataObject
) -> None:
    closed = closed_cells(position)
    if not closed:
        return
    opened = data.draw(st.sets(st.sampled_from(closed), min_size=1, max_size=3))
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    response = respond(position, opened, rng, strict=True)
    verdict = response.judgement.verdict
    field = response.minefield
    if verdict is Verdict.UNFORCED:
        assert field is not None and opened & field.mine_indices
    elif verdict is Verdict.FORCED and layouts(position, safe=opened):
        assert field is not None and not opened & field.mine_indices
    else:
        assert field is None
    if field is not None:
        assert_fits(field, position)


def test_proven_moves_and_mistakes_keep_the_mines() -> None:
    position = Position.from_text(BESIDE_A_SAFE_CELL, mines=2)
    for opened in ({4}, {3}, {3, 4}):
        for strict in (False, True):
            assert respond(position, opened, random.Random(0), strict=strict).minefield is None


def test_boards_too_large_to_judge_in_a_move_are_refused_in_one_line() -> None:
    check_size(Level.ADVANCED.params)
    check_size(Params(200, 200, 8000))
    with pytest.raises(ModeError) as refused:
        check_size(Params(201, 200, 10))
    assert str(refused.value) == (
        f"forgiving and strict play go up to {MAX_CELLS:,} cells; 201x200 has 40,200")
