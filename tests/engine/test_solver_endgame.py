"""The exact endgame search against a brute-force game tree, and the guess hint that names it."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from functools import cache

from gametext import tiny_game

from minesweeper.engine import player_hint
from minesweeper.engine.coords import Coord
from minesweeper.engine.position import CLOSED, Position
from minesweeper.engine.solver import Solver, hint, neighbour_table
from minesweeper.engine.solver.endgame import best_endgame_move
from minesweeper.engine.solver.guess import choose, unavoidable_pair


def best_chance(position: Position, first: int | None = None) -> Fraction:
    """The chance of winning from `position` with perfect play, by trying every move in
    every layout of the mines (tiny boards only); with `first`, when that cell is opened
    first."""
    around = neighbour_table(position.rows, position.cols)
    closed = [i for i, value in enumerate(position.cells) if value >= CLOSED]
    numbers = [(i, value) for i, value in enumerate(position.cells) if value < CLOSED]
    layouts = frozenset(
        frozenset(mines) for mines in itertools.combinations(closed, position.mines)
        if all(sum(q in mines for q in around[i]) == value for i, value in numbers)
    )

    @cache
    def chance(fitting: frozenset[frozenset[int]]) -> Fraction:
        if len(fitting) == 1:
            return Fraction(1)
        best = Fraction(0)
        for cell in closed:
            shown: dict[int, set[frozenset[int]]] = {}
            for mines in fitting:
                if cell not in mines:
                    shown.setdefault(sum(q in mines for q in around[cell]), set()).add(mines)
            parts = [frozenset(part) for part in shown.values()]
            if parts == [fitting] or not parts:
                continue  # tells nothing and risks nothing, or a sure mine
            total = sum(len(part) * chance(part) for part in parts)
            best = max(best, total / len(fitting))
        return best

    if first is None:
        return chance(layouts)
    shown: dict[int, set[frozenset[int]]] = {}
    for mines in layouts:
        if first not in mines:
            shown.setdefault(sum(q in mines for q in around[first]), set()).add(mines)
    return sum((len(part) * chance(frozenset(part)) for part in shown.values()),
               Fraction(0)) / len(layouts)


def small_positions(count: int, seed: int) -> list[Position]:
    """Stuck positions from real games on tiny boards, after the first click and every
    provable move, with at most 60 layouts (the brute force is slow)."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        game = tiny_game(rng)
        while not game.is_over:
            position = game.position()
            solver = Solver.from_position(position)
            found = [d for d in solver.deductions() if not d.is_mine]
            if not found:
                break
            game.open(found[0].cell)
        if not game.is_over and Solver.from_position(game.position()).count().total <= 60:
            out.append(game.position())
    return out


def test_the_endgame_search_finds_the_best_chance_of_winning() -> None:
    for position in small_positions(50, seed=5):
        solver = Solver.from_position(position)
        while solver.step():
            pass
        move = best_endgame_move(solver)
        assert move is not None
        assert Fraction(move.wins, move.layouts) == best_chance(position), position


def test_the_guess_hint_names_the_search_pick_and_its_chance_of_winning() -> None:
    position = Position.from_text("""
        ###1
        ####
        ####
    """, mines=4)
    solver = Solver.from_position(position)
    move = best_endgame_move(solver)
    assert move is not None
    given = hint(position)
    assert given.is_guess and given.cell == position.coord(move.cell)
    chance = best_chance(position)
    assert f"wins {float(chance):.1%} of the ways this game can still go" in given.reason
    assert chance == Fraction(5, 12)  # 41.7%, not rounded to 42%
    # Safe, it wins less often than not: a guess may come again (a teacher asked).
    assert given.probability == 0.375
    assert "(it has a 37.5% chance of a mine): if it is safe, another guess may still be " \
        "needed" in given.reason


def test_a_win_chance_keeps_its_tenth_as_the_chance_of_a_mine_beside_it_does() -> None:
    from minesweeper.engine.solver.reasons import guess_reason

    assert "wins 12.5% of the ways" in guess_reason("row 0, column 7", "endgame", 0.25, 0.25,
                                                    wins=0.125)
    # "wins 50% of the ways ... (it has a 50.0% chance of a mine)" mixed the two forms.
    assert "wins 50.0% of the ways this game can still go (it has a 50.0% chance of a mine)" \
        in guess_reason("row 0, column 7", "endgame", 0.5, 0.5, wins=0.5)


def test_an_unavoidable_fifty_fifty_is_found_and_a_telling_pair_is_not() -> None:
    # Both 1s touch both closed cells, and nothing else is closed: no move can tell them apart.
    solver = Solver.from_position(Position.from_text("##\n11\n..", mines=1))
    assert unavoidable_pair(solver) == (0, 1)
    # Here the 1 at row 1, column 2 touches only one of them: opening row 0, column 2 tells.
    solver = Solver.from_position(Position.from_text("##1\n111\n...", mines=1))
    assert unavoidable_pair(solver) is None
    solver = Solver.from_position(Position.from_text("##\n11\n..", mines=1))
    counting = solver.count()
    assert choose(solver, counting, solver.unknown_cells()).risk == Fraction(1, 2)


def test_an_unavoidable_fifty_fifty_loses_nothing_when_guessed_first() -> None:
    # Over stuck positions from real games: a 50/50 the policy calls unavoidable (two
    # cells, or a chain of numbers each needing one mine in two cells) is a mine in half
    # the layouts, and opening it first wins as often as perfect play does.
    found = 0
    for position in small_positions(150, seed=7):
        solver = Solver.from_position(position)
        while solver.step():  # the proven mines, as when the policy guesses
            pass
        pair = unavoidable_pair(solver)
        if pair is None:
            continue
        found += 1
        counting = solver.count()
        assert Fraction(counting.mine_ways[pair[0]], counting.total) == Fraction(1, 2)
        assert best_chance(position, pair[0]) == best_chance(position), position
    assert found >= 10, found


def test_a_chain_of_one_mine_pairs_is_an_unavoidable_fifty_fifty() -> None:
    # The 1s at row 1, column 0 and row 0, column 2 link the four closed cells of row 0
    # in a chain (one mine in each of the first two, and in the middle two); the last two
    # touch only numbers that see as many cells of each way. Opening any cell off the
    # chain can tell nothing about it.
    position = Position.from_text("""
        ##1##
        1113#
        ...2#
    """, mines=4)
    solver = Solver.from_position(position)
    while solver.step():
        pass
    assert unavoidable_pair(solver) == (0, 1)
    assert best_chance(position, 0) == best_chance(position) == Fraction(1, 2)
    # Opening another cell of the chain would tell, but it is a 50/50 too: only a guess can.
    from minesweeper.engine.solver.reasons import guess_reason

    assert ("row 0, column 0 and row 0, column 1 hold one mine between them and only a guess "
            "can ever tell which, so guess it now") in guess_reason(
        "row 0, column 0", "pair", 0.5, 0.5, other="row 0, column 1")


# `--beginner --seed 82`, late: four cells with a 25% chance of a mine, and the search's pick
# with 50%.
RISKIER_PICK = """
###21...
###F1...
##F31...
13#2.111
.1#1.1F1
.1121211
12#2F1..
###211..
"""


def test_an_endgame_pick_riskier_than_the_least_risky_cell_says_what_that_cell_wins() -> None:
    # A teacher compared the tip with the chance map: why not a 25% cell?
    position = Position.from_text(RISKIER_PICK, mines=10)
    given = hint(position)
    assert given.is_guess and given.cell == Coord(0, 2)
    least = [Coord(0, 0), Coord(0, 1), Coord(1, 0), Coord(1, 1)]
    flat = [cell.row * position.cols + cell.col for cell in least]
    best_safe = max(best_chance(position, first) for first in flat)
    assert best_safe == Fraction(3, 8)
    assert best_chance(position, 2) == Fraction(1, 2) == best_chance(position)
    assert given.reason.endswith(
        "opening row 0, column 2 wins 50.0% of the ways this game can still go (it has a "
        "50.0% chance of a mine): if it is safe, no other guess is needed; the best of the "
        "least risky cells, row 0, column 0, with a 25.0% chance of a mine, wins 37.5%"), \
        given.reason


def test_a_pair_guess_riskier_than_the_least_risky_cell_names_that_cell() -> None:
    # A chain of 1s down column 6: rows 0-1 and rows 3-4 of column 5 hold one mine each,
    # an unavoidable 50/50; every cell left of them has 5/22 (22.7%). The README: "a pick
    # riskier than the least risky cell names that cell" (found by the tips helper).
    position = Position.from_text("######1.\n######1.\n#####31.\n######1.\n######1.", 9)
    found = player_hint(position)
    assert found.probability == 0.5 and "one mine between them" in found.reason
    assert found.reason.endswith("a 50.0% chance of a mine (the least risky cells, such as "
                                 "row 0, column 0, have 22.7%)"), found.reason


def test_a_pseudo_pair_guess_riskier_than_the_least_risky_cell_names_that_cell() -> None:
    position = Position.from_text(
        "###1..11\n##21..1F\nF#211.22\n##3F211F\n#F#4F443\n#####FF#\n#2###F#3\n########", 18)
    found = player_hint(position)
    assert "either safe or" in found.reason and found.probability > 0.3
    assert "least risky" in found.reason and "15.8%" in found.reason, found.reason
