"""The solver against brute force on small positions, and its reasons on literal positions."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Minefield, Params, ParamsError
from minesweeper.engine.position import CLOSED, FLAG, Position, PositionError
from minesweeper.engine.probability import InconsistentError, binomials
from minesweeper.engine.solver import (
    HintKind,
    Rule,
    Solver,
    best_guess,
    deductions,
    exact_probabilities,
    hint,
    neighbour_table,
    outlook,
    probabilities,
)


def brute_force(position: Position) -> dict[int, Fraction]:
    """Each closed cell's mine probability, by trying every layout of the mines."""
    closed = [i for i, value in enumerate(position.cells) if value >= CLOSED]
    around = neighbour_table(position.rows, position.cols)
    numbers = [(i, value) for i, value in enumerate(position.cells) if value < CLOSED]
    hits = dict.fromkeys(closed, 0)
    total = 0
    for layout in itertools.combinations(closed, position.mines):
        mined = set(layout)
        if all(sum(1 for q in around[i] if q in mined) == value for i, value in numbers):
            total += 1
            for cell in layout:
                hits[cell] += 1
    assert total, "the generated position must be consistent"
    return {cell: Fraction(count, total) for cell, count in hits.items()}


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """A position reached from a real small minefield, with some flags right and wrong."""
    rows = draw(st.integers(2, 4))
    cols = draw(st.integers(2, 5))
    mines = draw(st.integers(1, min(6, rows * cols - 1)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    field = Minefield.from_indices(rows, cols, rng.sample(range(rows * cols), mines))
    game = Game.fixed(field)
    safe = [i for i in range(rows * cols) if not field.is_mine_at(i)]
    for index in rng.sample(safe, draw(st.integers(0, len(safe) - 1))):
        game.open(Coord(*divmod(index, cols)))
        if game.is_over:
            break
    cells = bytearray(Position.from_game(game).cells)
    closed = [i for i, value in enumerate(cells) if value == CLOSED]
    for index in rng.sample(closed, min(len(closed), draw(st.integers(0, 2)))):
        cells[index] = FLAG
    return Position(rows, cols, mines, cells)


@settings(max_examples=150, deadline=None)
@given(positions())
def test_probabilities_match_brute_force(position: Position) -> None:
    if not any(value >= CLOSED for value in position.cells):
        return
    expected = brute_force(position)
    assert exact_probabilities(position) == expected
    grid = probabilities(position)
    for cell, fraction in expected.items():
        row, col = divmod(cell, position.cols)
        assert abs(grid[row][col] - float(fraction)) < 1e-9


@settings(max_examples=150, deadline=None)
@given(positions())
def test_deductions_are_sound_and_complete(position: Position) -> None:
    if not any(value >= CLOSED for value in position.cells):
        return
    expected = brute_force(position)
    found = {d.cell.row * position.cols + d.cell.col: d.is_mine for d in deductions(position)}
    certain = {cell: p == 1 for cell, p in expected.items() if p in (0, 1)}
    assert found == certain


def test_single_number_safe_reason() -> None:
    position = Position.from_text(
        """
        ###
        1F#
        11#
        """,
        mines=1,
    )
    # Flags are claims: the 1 at (2, 0) proves (1, 1) a mine first, which the player flagged.
    given = hint(position)
    assert given.kind is HintKind.SAFE
    assert given.reason.startswith("the 1 at row ")
    # The mine is named (a student pointed at the flag beside it), and named once.
    assert given.reason.endswith("already touches its mine at row 1, column 1, so its other "
                                 "neighbours are safe, and that mine is proven by the 1 at "
                                 "row 2, column 0")
    assert given.probability == 0.0


def test_single_number_mine_reason() -> None:
    position = Position.from_text(
        """
        ..1#
        ..1#
        ..1#
        ..11
        """,
        mines=2,
    )
    given = hint(position)
    assert given.kind is HintKind.MINE
    assert given.cell == Coord(2, 3) or given.cell == Coord(0, 3)
    assert given.numbers and given.reason.startswith("the 1 at row")
    assert "so it is a mine" in given.reason


def test_one_two_one_pair_reason() -> None:
    # The 2 needs two mines but at most one fits in the cells it shares with a 1.
    position = Position.from_text(
        """
        ###
        121
        ...
        """,
        mines=2,
    )
    found = deductions(position)
    assert found[0].rule is Rule.PAIR
    assert found[0].is_mine and found[0].cell in (Coord(0, 0), Coord(0, 2))
    assert Coord(1, 1) in found[0].numbers
    assert found[0].reason.startswith("the 2 at row 1, column 1 needs 2 mines but at most 1")
    assert {(d.cell, d.is_mine) for d in found} == {
        (Coord(0, 0), True), (Coord(0, 1), False), (Coord(0, 2), True),
    }


def test_a_pair_reason_says_at_least_when_the_shared_cells_may_hold_more() -> None:
    # The 2 at row 2, column 2 has one closed neighbour of its own, so at least one of its
    # mines (it could be both) is among the two it shares with the 1 at row 2, column 3.
    position = Position.from_text("..1###\n..1###\n1121##\n##3###\n######", mines=7)
    given = hint(position)
    assert given.kind is HintKind.SAFE
    assert given.reason.startswith(
        "the 2 at row 2, column 2 must have at least 1 mine among the cells it shares with "
        "the 1 at row 2, column 3; that is all the 1 at row 2, column 3 needs, so its other "
        "neighbours are safe")


def test_exact_reason_names_numbers_and_count() -> None:
    # Locally the two 1s allow one mine in the middle or one at each end: one mine in all decides.
    position = Position.from_text("#1#1#", mines=1)
    found = deductions(position)
    assert {(d.cell, d.is_mine) for d in found} == {
        (Coord(0, 0), False), (Coord(0, 2), True), (Coord(0, 4), False),
    }
    assert all(d.rule is Rule.EXACT for d in found)
    middle, end = (next(d for d in found if d.cell == Coord(0, c)) for c in (2, 0))
    assert set(middle.numbers) == {Coord(0, 1), Coord(0, 3)} and middle.reason == (
        "every way to place mines that fits the 1 at row 0, column 1 and the 1 at row 0, "
        "column 3 with 1 mine left in all puts a mine there")
    # The one mine is by the 1 at row 0, column 3: the far end is safe by that 1 alone.
    assert end.numbers == (Coord(0, 3),) and end.reason == "the 1 at row 0, column 3 needs " \
        "1 mine: with 1 mine left in all, no other closed cell holds one"


def test_wrong_flag_is_reported() -> None:
    # The empty cell at (2, 0) proves its neighbour (1, 0) safe, so that flag is wrong.
    wrong = Position.from_text("#1.\nF1.\n...", mines=1)
    given = hint(wrong)
    assert given.kind is HintKind.WRONG_FLAG and given.cell == Coord(1, 0)
    assert str(given).startswith("the flag at row 1, column 0 is wrong: the empty cell at row 2")


def test_guess_hint_gives_least_risky_cell() -> None:
    position = Position.from_text(
        """
        ##
        ##
        """,
        mines=1,
    )
    given = hint(position)
    assert given.is_guess and given.probability == 0.25
    assert "guess is needed" in given.reason and "25.0%" in given.reason


def test_inconsistent_position_is_refused() -> None:
    with pytest.raises(InconsistentError):
        deductions(Position.from_text("1#\n##", mines=0))


def test_position_text_round_trips() -> None:
    text = "#F1\n.23\n###"
    assert Position.from_text(text, 3).to_text() == text
    with pytest.raises(PositionError):
        Position.from_text("#Z", 1)


def test_position_from_game() -> None:
    game = Game.fixed(Minefield(3, 3, [Coord(0, 0), Coord(2, 0)]))
    game.open(Coord(0, 2))
    assert Position.from_game(game) == Position.from_text("#1.\n#2.\n#1.", 2)
    assert Params(3, 3, 2) == game.params


def test_node_cap_is_reported_not_hung() -> None:
    # A chain of 1s, each between two closed cells: only exact counting helps, and a tiny
    # node limit stops it; the capped part is reported and nothing is claimed about it.
    position = Position.from_text("#1" * 20 + "#", mines=10)
    solver = Solver.from_position(position, node_limit=5)
    assert list(solver.deductions()) == []
    assert solver.capped and len(solver.capped[0].cells) == 21
    assert deductions(position)  # without the cap the count settles the chain


def test_before_the_first_click_of_a_random_game_the_hint_says_any_cell_is_safe() -> None:
    from minesweeper.engine import Level

    fresh = Game.random(Level.BEGINNER.params, random.Random(0))
    given = hint(Position.from_game(fresh))
    assert given.kind is HintKind.SAFE and given.probability == 0.0
    assert given.cell == Coord(4, 4) and "never a mine" in given.reason
    fixed = Game.fixed(Minefield(3, 3, [Coord(0, 0)]))
    assert hint(Position.from_game(fixed)).kind is HintKind.GUESS  # a board file protects nothing


@given(st.integers(0, 80), st.integers(-5, 120), st.integers(0, 90))
def test_tabled_binomials_match_math_comb(free: int, remaining: int, most: int) -> None:
    expected = [
        comb(free, remaining - mines) if 0 <= remaining - mines <= free else 0
        for mines in range(most + 1)
    ]
    assert binomials(free, remaining, most) == expected


def brute_force_outlook(position: Position, cell: int) -> tuple[int, int, int, int, Fraction]:
    """(layouts, safe, progress, safe_cells, second) of opening `cell`, by trying every
    layout: `second` counts, for each number the cell may show, the layouts where the
    least risky cell after it is safe, less 1/5 of how many more the second least risky
    is a mine in."""
    closed = [i for i, value in enumerate(position.cells) if value >= CLOSED]
    around = neighbour_table(position.rows, position.cols)
    numbers = [(i, value) for i, value in enumerate(position.cells) if value < CLOSED]
    layouts = [
        set(layout)
        for layout in itertools.combinations(closed, position.mines)
        if all(sum(1 for q in around[i] if q in layout) == value for i, value in numbers)
    ]
    by_number: dict[int, list[set[int]]] = {}
    for mined in layouts:
        if cell not in mined:
            shown = sum(1 for q in around[cell] if q in mined)
            by_number.setdefault(shown, []).append(mined)
    safe = progress = safe_cells = 0
    second = Fraction(0)
    for fitting in by_number.values():
        proven = sum(
            1 for q in closed if q != cell and all(q not in mined for mined in fitting)
        )
        safe += len(fitting)
        if proven:
            progress += len(fitting)
            safe_cells += len(fitting) * proven
        risks = sorted(sum(1 for mined in fitting if q in mined) for q in closed if q != cell)
        if risks:
            runner_up = risks[min(1, len(risks) - 1)]
            second += len(fitting) - risks[0] - Fraction(runner_up - risks[0], 5)
        else:
            second += len(fitting)
    return len(layouts), safe, progress, safe_cells, second


@settings(max_examples=60, deadline=None)
@given(positions(), st.integers(0, 2**32))
def test_outlook_matches_brute_force(position: Position, pick: int) -> None:
    solver = Solver.from_position(position)  # no rule applied: every closed cell unknown
    counting = solver.count()
    unknown = solver.unknown_cells()
    if not unknown:
        return
    cell = unknown[pick % len(unknown)]
    seen = outlook(solver, counting, cell)
    layouts, safe, progress, safe_cells, second = brute_force_outlook(position, cell)
    assert Fraction(seen.safe, seen.total) == Fraction(safe, layouts)
    assert Fraction(seen.progress, seen.total) == Fraction(progress, layouts)
    assert Fraction(seen.safe_cells, seen.total) == Fraction(safe_cells, layouts)
    assert seen.second / seen.total == second / layouts
    assert seen.safe == seen.total - counting.mine_ways[cell]
    assert seen.second <= seen.safe


# The 1 leaves three cells at 1/3 (row 0 column 2, row 1 columns 2 and 3) and the rest at 3/8.
CORNER_ONE = """
    ###1
    ####
    ####
"""


def test_equal_risk_guess_goes_to_the_cell_more_likely_to_make_progress() -> None:
    solver = Solver.from_position(Position.from_text(CORNER_ONE, mines=4))
    counting = solver.count()
    inner, edge = 6, 7  # row 1, column 2 and row 1, column 3
    assert counting.probability(inner) == counting.probability(edge) == Fraction(1, 3)
    inner_outlook = outlook(solver, counting, inner)
    edge_outlook = outlook(solver, counting, edge)
    assert (inner_outlook.progress, edge_outlook.progress) == (22, 40)  # out of 168 layouts
    assert best_guess(solver, counting, [inner, edge]) == edge
    assert best_guess(solver, counting, [edge, inner]) == edge


def test_auto_player_may_take_a_little_more_risk_for_a_better_outlook() -> None:
    solver = Solver.from_position(Position.from_text(CORNER_ONE, mines=4))
    counting = solver.count()
    chosen = best_guess(solver, counting, solver.unknown_cells())
    # Row 1, column 1 (3/8) survives two guesses as often as the best 1/3 cells (in 90 of
    # the 168 layouts) and is expected to prove the most cells safe.
    assert chosen == 5 and counting.probability(chosen) == Fraction(3, 8)
    seen = outlook(solver, counting, chosen)
    for cell in (2, 6, 7):
        other = outlook(solver, counting, cell)
        assert counting.probability(cell) == Fraction(1, 3)
        assert other.second <= seen.second and other.safe_cells < seen.safe_cells


def test_guess_hint_among_equally_risky_cells_says_so() -> None:
    # A fixed board with nothing open: every cell is as risky, too many layouts to search.
    given = hint(Position.from_text("\n".join(["#" * 9] * 3), mines=4))
    assert given.is_guess and given.probability == pytest.approx(4 / 27)
    assert "as little risky as any cell, with a 14.8% chance of a mine" in given.reason


@pytest.mark.parametrize(("text", "mines"), [("11#\n###\n###", 0), ("3#\n##", 1), ("1.\n..", 0),
                                             ("2#\n##", 1)])
def test_a_plainly_impossible_position_gets_no_hint(text: str, mines: int) -> None:
    # A one-number rule answered ("row 0, column 2 is safe") before the exact count could
    # notice that no layout fits: a bot that passed the wrong mine count was told a lie.
    from minesweeper.engine import player_hint, probability_map

    position = Position.from_text(text, mines=mines)
    for ask in (hint, player_hint, probabilities, probability_map):  # the same error each
        with pytest.raises(InconsistentError):
            ask(position)


@pytest.mark.parametrize("text", ["1.\n..", "1#\n#."])
def test_a_number_left_without_its_mine_makes_every_question_refuse(text: str) -> None:
    # The 1 needs a mine that no cell can hold (the 0 beside it clears its last closed
    # neighbours): deductions named safe cells and probabilities were all 0, as if the
    # position could be.
    position = Position.from_text(text, mines=0)
    for question in (deductions, probabilities, exact_probabilities):
        with pytest.raises(InconsistentError, match="the 1 at row 0, column 0 cannot be"):
            question(position)


def test_a_wrong_flag_s_reason_names_the_mine_it_is_not() -> None:
    # The teacher's board: "the 1 at row 1, column 3 already touches its mine" while the only
    # marked cell beside it was the wrong flag at row 2, column 3; the mine is row 2, column 2.
    field = Minefield(7, 7, [Coord(2, 2), Coord(2, 5), Coord(3, 4), Coord(4, 2), Coord(4, 3),
                             Coord(4, 4)])
    game = Game.fixed(field)
    game.open(Coord(4, 6))
    for cell in (Coord(4, 4), Coord(4, 3), Coord(4, 2), Coord(2, 3)):
        game.toggle_flag(cell)
    from minesweeper.engine.hints import player_hint

    given = player_hint(game.position())  # a wrong flag first, as the game's tip says
    assert given.kind is HintKind.WRONG_FLAG and given.cell == Coord(2, 3)
    assert "the 1 at row 1, column 3 already touches its mine at row 2, column 2, so its " \
        "other neighbours are safe" in given.reason


@pytest.mark.parametrize(("rows", "cols", "mines", "words"), [
    (-1, 5, 1, "rows must be 1 to 1000, not -1"),
    (5, 0, 1, "columns must be 1 to 1000, not 0"),
    (8, 8, 65, "an 8x8 board holds 0 to 64 mines, not 65"),
    (5, 5, -1, "a 5x5 board holds 0 to 25 mines, not -1"),
    (5, 5, 2.0, "a 5x5 board holds 0 to 25 mines, not 2.0"),
])
def test_a_solver_for_a_board_that_cannot_be_says_which_part_is_wrong(
        rows: int, cols: int, mines: int, words: str) -> None:
    with pytest.raises(ParamsError) as raised:
        Solver(rows, cols, mines)
    assert str(raised.value) == words
    assert Solver(5, 5, 25).unknown_cells() == list(range(25))  # every cell a mine is a board
