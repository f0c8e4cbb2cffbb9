"""Long-term risk: closed cells that may end in a guess no move can ever settle.

Two side-by-side closed cells whose outer neighbours (the three cells beyond each end)
are all mines or off the board can never be told apart: every number that sees one sees
the other. A 2x2 block of closed cells whose four diagonal outer corners are mines is the
same with two mines (on one diagonal or the other). When such a shape is one missing mine
away, the layouts in which it forms are counted: a cell in it is worth guessing early,
because in those layouts the guess must come some day anyway (its "influence").

A cell that is a mine only in layouts where it sits in such a shape is a *pseudo-50/50*:
opening it loses only where any play would lose half the time, so it is guessed at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ..probability import ComponentCache, Counting, InconsistentError, count_layouts
from .core import Solver
from .marks import MINE, UNKNOWN

# At most this many of a shape's cells (its mines included) may still be unproven mines.
# Paired over the same 10,000 Advanced games (seed 11), 3 lost 0.64 points and 1 lost 0.11.
MISSING_MINES = 2


@dataclass
class Risk:
    """Per unknown cell, the layouts (out of the counting's total) in which a shape that
    needs a blind guess forms around it; `pseudo` a cell that is a 50/50 or safe."""

    influence: dict[int, int] = field(default_factory=dict)
    pseudo: int | None = None

    def of(self, cell: int, counting: Counting) -> int:
        """The cell's influence, at most its mine and its safe layouts."""
        mine = counting.mine_ways[cell]
        return min(self.influence.get(cell, 0), mine, counting.total - mine)


def long_term_risk(
    solver: Solver, counting: Counting, *,
    constraints: Sequence[tuple[int, list[int], int]] | None = None,
    cache: ComponentCache | None = None,
) -> Risk:
    """Find the pairs and 2x2 blocks that could become a forced guess, and weigh them."""
    risk = Risk()
    if counting.capped:
        return risk
    rows, cols = solver.rows, solver.cols
    state = solver.state
    if constraints is None:
        constraints = solver.constraints()
    unknown = solver.unknown_cells()
    remaining = solver.mines - solver.known_mines
    mine_ways = counting.mine_ways
    pair_ways: dict[int, int] = {}
    box_ways: dict[int, int] = {}
    enablers: dict[int, int] = {}

    def closed(r: int, c: int) -> bool:
        return state[r * cols + c] == UNKNOWN

    def missing(outer: list[tuple[int, int]]) -> list[int] | None:
        """The unknown cells among `outer` (on the board), or None if one is open."""
        found = []
        for r, c in outer:
            if 0 <= r < rows and 0 <= c < cols:
                value = state[r * cols + c]
                if value == MINE:
                    continue
                if value != UNKNOWN:
                    return None
                found.append(r * cols + c)
        return found

    def tally(mines: list[int], safe: list[int]) -> int:
        extra = [(-1 - q, [q], 1) for q in mines] + [(-1 - q, [q], 0) for q in safe]
        try:
            after = count_layouts(sorted([*constraints, *extra]), unknown, remaining,
                                  solver.node_limit, cache)
        except InconsistentError:
            return 0
        return 0 if after.capped else after.total

    def shape(cells: list[int], mines: list[int], outer: list[tuple[int, int]],
              ways: dict[int, int], keep_most: bool) -> bool:
        gap = missing(outer)
        if gap is None or len(gap) + len(mines) > min(MISSING_MINES, remaining):
            return False
        count = tally([*gap, *mines], [q for q in cells if q not in mines])
        if not count:
            return False
        for q in gap:
            enablers[q] = enablers.get(q, 0) + count
        for q in cells:
            ways[q] = max(ways.get(q, 0), count) if keep_most else ways.get(q, 0) + count
            if risk.pseudo is None and count == mine_ways[q]:
                risk.pseudo = q
        return True

    for r in range(rows):
        for c in range(cols):
            if not closed(r, c):
                continue
            here = r * cols + c
            if c + 1 < cols and closed(r, c + 1):
                outer = [(r + d, c - 1) for d in (-1, 0, 1)] + [(r + d, c + 2) for d in (-1, 0, 1)]
                shape([here, here + 1], [here], outer, pair_ways, False)
            if r + 1 < rows and closed(r + 1, c):
                outer = [(r - 1, c + d) for d in (-1, 0, 1)] + [(r + 2, c + d) for d in (-1, 0, 1)]
                shape([here, here + cols], [here], outer, pair_ways, False)
            if (r + 1 < rows and c + 1 < cols and closed(r + 1, c) and closed(r, c + 1)
                    and closed(r + 1, c + 1)):
                outer = [(r - 1, c - 1), (r - 1, c + 2), (r + 2, c - 1), (r + 2, c + 2)]
                block = [here, here + 1, here + cols, here + cols + 1]
                shape(block, [here, here + cols + 1], outer, box_ways, True)
    for q in set(pair_ways) | set(box_ways) | set(enablers):
        risk.influence[q] = pair_ways.get(q, 0) + box_ways.get(q, 0) + enablers.get(q, 0)
    return risk
