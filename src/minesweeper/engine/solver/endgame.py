"""Exact endgame search: when few layouts of the mines remain, the move most likely to win.

Every layout that fits what the player sees is listed; a set of them is one int, a bit per
layout. Opening a cell keeps the layouts where it is safe, split by the number it shows.
`wins(S)`, the number of layouts of S in which best play from here wins, is

- 1 for a single layout (everything is known);
- the sum over the parts, when a cell safe in all of S splits S by its number (opening a
  safe cell costs nothing, so it is done first);
- otherwise the best, over the cells that are a mine in some layouts of S and not all, of
  the sum of `wins` over the parts of the layouts where the cell is safe.

All figures are whole numbers of layouts (equally likely), so the chances are exact.
Positions reached in several ways are searched once (memoised by their set of layouts);
a search that would look at more than `budget` positions gives up instead of hanging.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from ..enumeration import breadth_first
from .core import Solver

# Search exactly when at most this many layouts fit, and at most this many positions. 6,000
# and 400,000 won 2 more of 10,000 corner games (seed 11) for twice the time a game. On
# Intermediate (10,000 games from row 2, column 2, seed 11), where 950 of the 1,099 losses
# come in these searches, 20,000 and 1,000,000 changed 4 games (+1 -3) for nine times the
# time: the searches are exact already, and seldom start earlier with more room.
ENDGAME_LAYOUTS = 2000
SEARCH_BUDGET = 100_000
# Listing the layouts tries at most this many cells' choices, and at most this many
# frontier cells deep (each a Python call): past either, the search is given up.
LIST_BUDGET = 200_000
LIST_DEPTH = 400
# The search goes at most this many moves deep (two Python calls each): one mine among
# 1,000 closed cells and nothing open went 500 deep, past Python's recursion limit, where
# 20 x 20 goes 360 deep; a caller deep in calls of its own may still run out first (then
# the search gives up as it does past its budget).
SEARCH_DEPTH = 400


class SearchTooBig(Exception):
    """The search needed more positions than its budget (an internal signal)."""


@dataclass(frozen=True)
class EndgameMove:
    """The best cell to open, and in how many of the `layouts` best play then wins; and
    the best of the least risky cells (`safest`), in how many it wins (`safest_wins`)."""

    cell: int
    wins: int
    layouts: int
    safest: int = -1
    safest_wins: int = 0


def list_layouts(solver: Solver, limit: int, budget: int = LIST_BUDGET
                 ) -> tuple[list[int], list[int]] | None:
    """(the unknown cells, each fitting layout as a bit mask over them), or None when
    more than `limit` layouts fit, or listing them would take more than `budget` steps or
    a frontier deeper than LIST_DEPTH."""
    constraints = solver.constraints()
    unknown = solver.unknown_cells()
    slot = {cell: i for i, cell in enumerate(unknown)}
    frontier = _closing_order(constraints, slot)
    if len(frontier) > LIST_DEPTH:
        return None
    on_frontier = set(frontier)
    rest = [i for i in range(len(unknown)) if i not in on_frontier]
    remaining = solver.mines - solver.known_mines
    need = [need for _, _, need in constraints]
    watchers: dict[int, list[int]] = {i: [] for i in frontier}
    open_count = [0] * len(constraints)
    for k, (_, cells, _) in enumerate(constraints):
        for q in cells:
            watchers[slot[q]].append(k)
        open_count[k] = len(cells)
    found: list[int] = []
    mask = 0
    mines = 0
    steps = budget

    def place(depth: int) -> None:
        nonlocal mask, mines, steps
        if len(found) > limit or steps < 0:
            return
        steps -= 1
        if steps < 0:
            return
        if depth == len(frontier):
            spare = remaining - mines
            if 0 <= spare <= len(rest):
                for chosen in combinations(rest, spare):
                    extra = 0
                    for i in chosen:
                        extra |= 1 << i
                    found.append(mask | extra)
                    if len(found) > limit:
                        return
            return
        cell = frontier[depth]
        ks = watchers[cell]
        for is_mine in (False, True):
            if is_mine and mines >= remaining:
                continue
            good = True
            for k in ks:
                open_count[k] -= 1
                need[k] -= is_mine
                if need[k] < 0 or need[k] > open_count[k]:
                    good = False
            if good:
                if is_mine:
                    mask |= 1 << cell
                    mines += 1
                place(depth + 1)
                if is_mine:
                    mask &= ~(1 << cell)
                    mines -= 1
            for k in ks:
                open_count[k] += 1
                need[k] += is_mine

    place(0)
    if len(found) > limit or steps < 0:
        return None
    return unknown, found


def _closing_order(constraints: Sequence[tuple[int, list[int], int]], slot: dict[int, int]
                   ) -> list[int]:
    """The frontier cells' slots, each number's cells together, numbers in breadth-first
    order over shared cells: a number's need is checked as soon as its last cell is
    placed (in reading order, a row of numbers between two closed rows waited for the
    whole of the first row before any was checked: 2 ** width choices)."""
    order: list[int] = []
    placed: set[int] = set()
    for k in breadth_first([cells for _, cells, _ in constraints]):
        for q in constraints[k][1]:
            if q not in placed:
                placed.add(q)
                order.append(slot[q])
    return order


def best_endgame_move(
    solver: Solver, candidates: Sequence[int] | None = None, *,
    limit: int = ENDGAME_LAYOUTS, budget: int = SEARCH_BUDGET,
) -> EndgameMove | None:
    """The unknown cell (among `candidates`, if given) whose opening wins in the most
    layouts, by exact search; None when more than `limit` layouts fit or the search would
    pass `budget` positions."""
    listed = list_layouts(solver, limit)
    if listed is None:
        return None
    unknown, layouts = listed
    try:
        return Search(solver, unknown, layouts, budget).best(candidates)
    except (SearchTooBig, RecursionError):
        return None


class Search:
    """The memoised search over sets of layouts (see the module docstring)."""

    def __init__(self, solver: Solver, unknown: Sequence[int], layouts: Sequence[int],
                 budget: int) -> None:
        self.unknown = list(unknown)
        self.budget = budget
        self.memo: dict[int, int] = {}
        slot = {cell: i for i, cell in enumerate(unknown)}
        around = solver.around
        count = len(unknown)
        near = [0] * count
        for i, cell in enumerate(unknown):
            for q in around[cell]:
                if q in slot:
                    near[i] |= 1 << slot[q]
        # Per cell: the layouts where it is a mine, and those where it is safe, by number.
        self.mine = [0] * count
        shows: list[dict[int, int]] = [{} for _ in range(count)]
        for bit, layout in enumerate(layouts):
            flag = 1 << bit
            for i in range(count):
                if layout >> i & 1:
                    self.mine[i] |= flag
                else:
                    value = (layout & near[i]).bit_count()
                    shows[i][value] = shows[i].get(value, 0) | flag
        self.shows = [list(values.values()) for values in shows]
        self.all = (1 << len(layouts)) - 1

    def best(self, candidates: Sequence[int] | None = None) -> EndgameMove:
        """The best first move from all the layouts (among `candidates`, when some of
        them are worth opening)."""
        everything = self.all
        order = self._order(everything)
        if candidates is not None:
            allowed = set(candidates)
            order = [i for i in order if self.unknown[i] in allowed] or order
        best_cell, best_wins = -1, -1
        least = min((self.mine[i].bit_count() for i in order), default=0)
        safest, safest_wins = -1, -1
        for i in order:
            wins = self._open(i, everything, 0)
            if wins > best_wins:
                best_cell, best_wins = i, wins
            if self.mine[i].bit_count() == least and wins > safest_wins:
                safest, safest_wins = i, wins
        return EndgameMove(self.unknown[best_cell], best_wins, everything.bit_count(),
                           self.unknown[safest], safest_wins)

    def _order(self, layouts: int) -> list[int]:
        """Cells worth opening, safest first (sure mines and sure safe cells left out)."""
        mine = self.mine
        live = [i for i in range(len(mine)) if (mine[i] & layouts) not in (0, layouts)]
        return sorted(live, key=lambda i: ((mine[i] & layouts).bit_count(), i))

    def _open(self, i: int, layouts: int, depth: int) -> int:
        wins = 0
        for part in self.shows[i]:
            part &= layouts
            if part:
                wins += self.wins(part, depth + 1)
        return wins

    def wins(self, layouts: int, depth: int = 0) -> int:
        """In how many of `layouts` best play wins (`depth`: the moves made to get here)."""
        if layouts & (layouts - 1) == 0:
            return 1 if layouts else 0
        memo = self.memo
        known = memo.get(layouts)
        if known is not None:
            return known
        if len(memo) >= self.budget or depth > SEARCH_DEPTH:
            raise SearchTooBig
        mine = self.mine
        shows = self.shows
        for i in range(len(mine)):
            if mine[i] & layouts:
                continue
            for part in shows[i]:  # the first number it shows in some of them: in all?
                if part & layouts:
                    if part & layouts != layouts:  # no: opening it splits them
                        result = 0  # (a loop, not sum() of a generator: a frame fewer
                        for p in shows[i]:  # a level, which Python 3.10 ran out of)
                            if p & layouts:
                                result += self.wins(p & layouts, depth + 1)
                        memo[layouts] = result
                        return result
                    break
        best = 0
        size = layouts.bit_count()
        for i in self._order(layouts):
            if size - (mine[i] & layouts).bit_count() <= best:
                break  # safest first: no later cell can beat the best
            result = self._open(i, layouts, depth)
            if result > best:
                best = result
        memo[layouts] = best
        return best
