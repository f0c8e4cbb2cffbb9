"""Guessing from estimates, from mutation testing (each test fails with a change to
`solver.guess` the rest of the suite let through)."""

from __future__ import annotations

from minesweeper.engine.position import CLOSED, FLAG, Position
from minesweeper.engine.solver import HintKind, exact_probabilities, hint


def test_a_guess_from_estimates_takes_a_least_risky_cell() -> None:
    # One step is too few to count the part by the numbers: the chances are estimates, and
    # the guess is then the least risky cell (ties within 1% of the layouts), not a riskier
    # one that might open more ground.
    position = Position.from_text("""
        ##1
        3#F
        ###
        ###
        ###
    """, 4)
    found = hint(position, node_limit=1)
    assert found.kind is HintKind.GUESS
    chances = exact_probabilities(position, node_limit=1)
    closed = [i for i, value in enumerate(position.cells) if value in (CLOSED, FLAG)]
    least = min(chances[i] for i in closed)
    assert found.probability <= float(least) + 0.01
    assert "as little risky as any cell" in found.reason
