"""Long-term risk: pairs that may become a guess no move can settle, and pseudo-50/50s."""

from __future__ import annotations

import random

import pytest

from minesweeper.engine import Coord, Game, Minefield
from minesweeper.engine.position import Position
from minesweeper.engine.solver import Solver, guess, hint
from minesweeper.engine.solver.endgame import best_endgame_move
from minesweeper.engine.solver.guess import choose, unavoidable_pair
from minesweeper.engine.solver.longterm import long_term_risk

# The 2s and the 3 prove the three cells of column 2 mines; one mine is left among the six
# cells on the right. If it is at row 0, column 3, then row 0, column 4 beside it can never
# be told apart from it (every cell that sees one sees both): a 50/50, or else safe.
PSEUDO = """
    .2###
    .3###
    .2###
"""


def stuck(text: str, mines: int) -> Solver:
    solver = Solver.from_position(Position.from_text(text, mines=mines))
    while solver.step():
        pass
    return solver


def test_a_cell_that_is_safe_or_half_of_a_fifty_fifty_is_a_pseudo_fifty_fifty() -> None:
    solver = stuck(PSEUDO, 4)
    counting = solver.count()
    assert unavoidable_pair(solver) is None  # not a 50/50 yet: it may still be safe
    risk = long_term_risk(solver, counting)
    assert risk.pseudo == 3  # row 0, column 3
    assert counting.mine_ways[3] == 1 and counting.total == 6
    # Every layout where it is a mine forms the pair, so all of its risk is long-term.
    assert risk.of(3, counting) == 1 == risk.of(4, counting)


def test_the_hint_for_a_pseudo_fifty_fifty_says_why_it_is_guessed_now(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(guess, "ENDGAME_LAYOUTS", 0)  # as on a big board: no exact search
    solver = stuck(PSEUDO, 4)
    assert choose(solver, solver.count(), solver.unknown_cells()).how == "pseudo"
    flagged = PSEUDO.replace(".2#", ".2F").replace(".3#", ".3F")  # the proven mines
    given = hint(Position.from_text(flagged, mines=4))
    assert given.is_guess and given.cell == Coord(0, 3)
    assert "either safe or one of two cells that only a guess can ever tell apart" in given.reason


def test_opening_a_pseudo_fifty_fifty_first_loses_nothing_against_perfect_play() -> None:
    rng = random.Random(2)
    checked = 0
    for _ in range(1500):
        rows, cols = rng.choice([(3, 4), (4, 4), (3, 5), (4, 5), (4, 6)])
        mines = rng.randint(2, 6)
        cells = rng.sample(range(rows * cols), mines)
        game = Game.fixed(Minefield.from_indices(rows, cols, cells))
        safe = [i for i in range(rows * cols) if i not in cells]
        game.open(Coord(*divmod(rng.choice(safe), cols)))
        if game.is_over:
            continue
        solver = Solver.from_position(game.position())
        while solver.step():
            pass
        if not solver.unknown_cells():
            continue
        counting = solver.count()
        risk = long_term_risk(solver, counting)
        for cell in solver.unknown_cells():
            mine = counting.mine_ways[cell]
            assert 0 <= risk.of(cell, counting) <= min(mine, counting.total - mine)
        if risk.pseudo is None or counting.mine_ways[risk.pseudo] in (0, counting.total):
            continue
        best = best_endgame_move(solver, limit=100_000, budget=1_000_000)
        first = best_endgame_move(solver, [risk.pseudo], limit=100_000, budget=1_000_000)
        assert best is not None and first is not None
        assert first.wins == best.wins, game.position()
        checked += 1
    assert checked >= 10


def test_a_pair_one_mine_short_of_a_fifty_fifty_weighs_its_cells_and_the_missing_mine() -> None:
    # Column 0, rows 2 and 3, would be a 50/50 if row 1, column 0 were a mine too (row 1,
    # column 1 is proven one): in 1 of the 10 layouts all three hold, so the pair and the
    # cell that would complete it each carry 1 layout of long-term risk.
    solver = stuck("###1.\n##31.\n##2..\n##1..", 5)
    counting = solver.count()
    assert counting.total == 10
    risk = long_term_risk(solver, counting)
    assert risk.influence == {5: 1, 10: 1, 15: 1} and risk.pseudo is None
