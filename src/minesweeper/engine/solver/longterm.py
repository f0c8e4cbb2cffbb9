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
# The shapes holding the one cell being weighed as a guess (`cell_influence`) may miss up to
# this many of their outer mines, as in Hill's Java solver: it counts there the pairs and
# corner blocks of a bare board edge, which the sweep leaves out.
CELL_MISSING_OUTER = 3


@dataclass
class Risk:
    """Per unknown cell, the layouts (out of the counting's total) in which a shape that
    needs a blind guess forms around it; `pseudo` a cell that is a 50/50 or safe, and
    `partner` the other cell of its pair (-1: its shape is a 2x2 block); `enablers` the
    share of `influence` a cell has as a missing outer mine of a shape."""

    influence: dict[int, int] = field(default_factory=dict)
    pseudo: int | None = None
    partner: int = -1
    enablers: dict[int, int] = field(default_factory=dict)

    def of(self, cell: int, counting: Counting) -> int:
        """The cell's influence, at most its mine and its safe layouts."""
        mine = counting.mine_ways[cell]
        return min(self.influence.get(cell, 0), mine, counting.total - mine)


class _Shapes:
    """Where the pairs and blocks can form, and in how many layouts one does."""

    def __init__(self, solver: Solver, constraints: Sequence[tuple[int, list[int], int]],
                 cache: ComponentCache | None) -> None:
        self.solver = solver
        self.constraints = constraints
        self.cache = cache
        self.unknown = solver.unknown_cells()
        self.remaining = solver.mines - solver.known_mines

    def closed(self, r: int, c: int) -> bool:
        """Whether row `r`, column `c` is on the board and an unknown cell."""
        solver = self.solver
        return (0 <= r < solver.rows and 0 <= c < solver.cols
                and solver.state[r * solver.cols + c] == UNKNOWN)

    def missing(self, outer: list[tuple[int, int]]) -> list[int] | None:
        """The unknown cells among `outer` (on the board), or None if one is open."""
        solver = self.solver
        found = []
        for r, c in outer:
            if 0 <= r < solver.rows and 0 <= c < solver.cols:
                value = solver.state[r * solver.cols + c]
                if value == MINE:
                    continue
                if value != UNKNOWN:
                    return None
                found.append(r * solver.cols + c)
        return found

    def tally(self, mines: list[int], safe: list[int]) -> int:
        """The layouts with `mines` mines and `safe` safe (0 if capped)."""
        extra = [(-1 - q, [q], 1) for q in mines] + [(-1 - q, [q], 0) for q in safe]
        try:
            after = count_layouts(sorted([*self.constraints, *extra]), self.unknown,
                                  self.remaining, self.solver.node_limit, self.cache)
        except InconsistentError:
            return 0
        return 0 if after.capped else after.total


def _pair_outer(r: int, c: int, across: bool) -> list[tuple[int, int]]:
    """The six cells beyond the ends of the pair at row `r`, column `c` and the cell right
    of it (`across`) or below it."""
    if across:
        return [(r + d, c - 1) for d in (-1, 0, 1)] + [(r + d, c + 2) for d in (-1, 0, 1)]
    return [(r - 1, c + d) for d in (-1, 0, 1)] + [(r + 2, c + d) for d in (-1, 0, 1)]


def _box_outer(r: int, c: int) -> list[tuple[int, int]]:
    """The four diagonal outer corners of the 2x2 block whose top left is row `r`, column `c`."""
    return [(r - 1, c - 1), (r - 1, c + 2), (r + 2, c - 1), (r + 2, c + 2)]


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
    if constraints is None:
        constraints = solver.constraints()
    shapes = _Shapes(solver, constraints, cache)
    closed = shapes.closed
    mine_ways = counting.mine_ways
    pair_ways: dict[int, int] = {}
    box_ways: dict[int, int] = {}
    enablers = risk.enablers

    def shape(cells: list[int], mines: list[int], outer: list[tuple[int, int]],
              ways: dict[int, int], keep_most: bool) -> bool:
        gap = shapes.missing(outer)
        if gap is None or len(gap) + len(mines) > min(MISSING_MINES, shapes.remaining):
            return False
        count = shapes.tally([*gap, *mines], [q for q in cells if q not in mines])
        if not count:
            return False
        for q in gap:
            enablers[q] = enablers.get(q, 0) + count
        for q in cells:
            ways[q] = max(ways.get(q, 0), count) if keep_most else ways.get(q, 0) + count
            if risk.pseudo is None and count == mine_ways[q]:
                risk.pseudo = q
                risk.partner = next(p for p in cells if p != q) if len(cells) == 2 else -1
        return True

    for r in range(rows):
        for c in range(cols):
            if not closed(r, c):
                continue
            here = r * cols + c
            if closed(r, c + 1):
                shape([here, here + 1], [here], _pair_outer(r, c, True), pair_ways, False)
            if closed(r + 1, c):
                shape([here, here + cols], [here], _pair_outer(r, c, False), pair_ways, False)
            if closed(r + 1, c) and closed(r, c + 1) and closed(r + 1, c + 1):
                block = [here, here + 1, here + cols, here + cols + 1]
                shape(block, [here, here + cols + 1], _box_outer(r, c), box_ways, True)
    for q in set(pair_ways) | set(box_ways) | set(enablers):
        risk.influence[q] = pair_ways.get(q, 0) + box_ways.get(q, 0) + enablers.get(q, 0)
    return risk


def cell_influence(
    solver: Solver, counting: Counting, cell: int, risk: Risk,
    constraints: Sequence[tuple[int, list[int], int]], cache: ComponentCache | None = None,
) -> int:
    """The influence of one unknown cell weighed as a guess: the most layouts in which a
    pair across holding it forms, plus the same for a pair down and for a 2x2 block, each
    shape missing up to CELL_MISSING_OUTER outer mines; plus its share as an enabler.
    At most its mine and its safe layouts, as `Risk.of`."""
    cols = solver.cols
    shapes = _Shapes(solver, constraints, cache)
    closed = shapes.closed
    row, col = divmod(cell, cols)
    found = risk.enablers.get(cell, 0)
    for across in (True, False):
        most = 0
        starts = ((row, col - 1), (row, col)) if across else ((row - 1, col), (row, col))
        for r, c in starts:
            other = (r, c + 1) if across else (r + 1, c)
            if closed(r, c) and closed(*other):
                gap = shapes.missing(_pair_outer(r, c, across))
                if (gap is not None and len(gap) <= CELL_MISSING_OUTER
                        and len(gap) + 1 <= shapes.remaining):
                    most = max(most, shapes.tally([*gap, r * cols + c],
                                                  [other[0] * cols + other[1]]))
        found += most
    most = 0
    for r, c in ((row - 1, col - 1), (row - 1, col), (row, col - 1), (row, col)):
        if closed(r, c) and closed(r + 1, c) and closed(r, c + 1) and closed(r + 1, c + 1):
            gap = shapes.missing(_box_outer(r, c))
            if (gap is not None and len(gap) <= CELL_MISSING_OUTER
                    and len(gap) + 2 <= shapes.remaining):
                here = r * cols + c
                most = max(most, shapes.tally([*gap, here, here + cols + 1],
                                              [here + 1, here + cols]))
    found += most
    mine = counting.mine_ways[cell]
    return min(found, mine, counting.total - mine)
