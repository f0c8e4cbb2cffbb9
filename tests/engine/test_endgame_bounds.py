"""The endgame search stays within Python's call depth and a step budget, so a tip comes on
any board a file can hold (found by the engine reviewer: a tip before the first click on a
board file with one mine among a few hundred cells or more ended in RecursionError)."""

from __future__ import annotations

import io
from itertools import combinations

import pytest

from minesweeper import plain
from minesweeper.engine import Coord, HintKind, Position, parse, player_hint
from minesweeper.engine.solver import Solver
from minesweeper.engine.solver.endgame import list_layouts
from minesweeper.session import Session
from minesweeper.settings import Settings


@pytest.mark.parametrize(("rows", "cols"), [(1, 1000), (24, 24), (8, 73), (1, 499)])
def test_a_tip_on_an_untouched_board_with_one_mine_is_a_guess(rows: int, cols: int) -> None:
    # Each cell opened rules out only the few layouts around it: the search went a move
    # deeper for each, hundreds deep, past Python's recursion limit.
    found = player_hint(Position(rows, cols, 1, bytes([9]) * (rows * cols)))
    assert found.kind is HintKind.GUESS


def test_plain_play_answers_hint_on_such_a_board_file() -> None:
    session = Session(Settings.of_board(parse("1 1000\n0 500\n", "line.txt"), "line.txt"),
                      lambda: 0.0)
    out = io.StringIO()
    assert plain.run(session, io.StringIO("hint\nquit\n"), out) == 0
    assert "hint: open 0 " in out.getvalue() and "Traceback" not in out.getvalue()


def strips(closed: list[int], rows: int, cols: int) -> Position:
    """Closed rows (`closed`), a mine at every third column of each, everything else open:
    few layouts, but in reading order a closed row's choices were all tried before the
    numbers below it were checked (2 ** (cols / 3) of them)."""
    from minesweeper.engine import Game, Minefield

    game = Game.fixed(Minefield(rows, cols, [(r, c) for r in closed for c in range(cols)
                                             if c % 3 == 0]))
    for r in range(rows):
        for c in range(cols):
            if r not in closed or c % 3 == 2:
                game.open(Coord(r, c))
    return game.position()


@pytest.mark.timeout(60)  # (a second or two; it ran for more than 12 minutes)
@pytest.mark.parametrize(("closed", "rows", "cols"), [([0, 2], 4, 98), ([0, 3, 6], 7, 998)])
def test_listing_the_endgames_layouts_ends_soon_on_a_board_of_closed_strips(
        closed: list[int], rows: int, cols: int) -> None:
    # 4x98: a tip that never came (and plain play holds Ctrl-C while it answers); 7x998:
    # RecursionError, one call per frontier cell.
    found = player_hint(strips(closed, rows, cols))
    assert found.kind in (HintKind.GUESS, HintKind.SAFE, HintKind.MINE)


def test_the_search_still_finishes_where_it_did_and_gives_up_when_called_deep() -> None:
    # 20 x 20 with one mine goes 360 moves deep: a bound of 150 made its tip fall back to
    # the other guessing rules (found by the regression tester). Called from deep in a
    # program's own calls, the same search runs out of Python's depth: it gives up then.
    position = Position(20, 20, 1, bytes([9]) * 400)
    found = player_hint(position)
    assert found.cell.row == found.cell.col == 0 and "no other guess is needed" in found.reason

    def deep(levels: int) -> HintKind:
        return deep(levels - 1) if levels else player_hint(position).kind

    assert deep(600) is HintKind.GUESS


EXACT = "% of the ways this game can still go"  # (the exact search's words; not a fallback's)


def test_listing_the_layouts_within_a_budget_gives_them_all_or_none() -> None:
    # The endgame search weighs each layout the listing gives: a listing cut short by its
    # budget must not pass for all of them (the win chances would be out of the wrong
    # total, and a cell safe in the layouts listed so far would be called safe). Found by
    # mutation testing, as the two tests below.
    position = Position.from_text("""
        #####
        #2#1#
        #####
        ##1##
    """, 4)
    solver = Solver.from_position(position)
    unknown = solver.unknown_cells()
    constraints = solver.constraints()
    every = sorted(  # by brute force: 4 mines among the 12 closed cells, fitting each number
        sum(1 << i for i in chosen)
        for chosen in combinations(range(len(unknown)), 4)
        if all(sum(1 for i in chosen if unknown[i] in cells) == need
               for _, cells, need in constraints))
    whole = list_layouts(solver, 10_000)
    assert whole is not None and sorted(whole[1]) == every
    for budget in range(60):
        listed = list_layouts(solver, 10_000, budget)
        assert listed is None or sorted(listed[1]) == every
    assert list_layouts(solver, 10_000, 1) is None  # and the budget bounds the listing


@pytest.mark.timeout(60)
def test_the_tip_on_a_board_of_closed_strips_is_the_exact_endgame_search() -> None:
    # Each number is checked as soon as its last cell is placed: the layouts of 4 x 98
    # closed strips are listed within the budget, and the tip is the exact search's.
    found = player_hint(strips([0, 2], 4, 98))
    assert found.kind is HintKind.GUESS and EXACT in found.reason


def test_a_tip_among_a_thousand_layouts_is_the_exact_endgame_search() -> None:
    # Ten 1s in a row, each with a mine on one side or the other: 1,024 layouts (within
    # ENDGAME_LAYOUTS), listed in a few thousand steps (within LIST_BUDGET).
    found = player_hint(Position.from_text("#1#" * 10, 10))
    assert found.kind is HintKind.GUESS and EXACT in found.reason

