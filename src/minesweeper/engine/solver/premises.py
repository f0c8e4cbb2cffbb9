"""What an exact-counting proof rests on, so that its reason can name all of it.

A cell proven within its own part of the frontier needs only that part's numbers. A proof
that counts the mines left also needs every other part whose share of those mines it
cannot do without: the nearest parts that suffice are found by doubling their number,
then each is dropped (most numbers first) and then each single number (farthest first)
while the cell stays proven with the cells they leave free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..probability import Component, ComponentCache, Counting, count_layouts
from .marks import MINE, SAFE, UNKNOWN
from .reasons import exact_reason, mines_left_words, rest_reason

if TYPE_CHECKING:
    from .core import Solver

# Single numbers are dropped one by one only from at most this many.
SINGLE_TRIES = 12


def is_local(part: Component, c: int, is_mine: bool) -> bool:
    """Whether a proven cell follows from its component alone, without the mine count."""
    if is_mine:
        return all(part.mine_ways[k][c] == ways for k, ways in part.ways.items())
    return all(row[c] == 0 for row in part.mine_ways.values())


class Premises:
    """The premises and reasons of the cells one exact step proves (made before any of
    them is settled, so they all rest on the same state)."""

    def __init__(self, solver: Solver, counting: Counting) -> None:
        self.solver = solver
        self.counting = counting
        self.state = bytes(solver.state)
        self.left = solver.mines - solver.known_mines
        self.given = tuple(i for i, value in enumerate(self.state) if value == MINE)
        self.constraints = {number: (number, cells, need)
                            for number, cells, need in solver.constraints()}
        self.unknown = solver.unknown_cells()
        self.cache: ComponentCache = {}
        flags = solver.flags
        self.words = mines_left_words(
            self.left,
            solver.mines - len(flags),
            unproven=sum(1 for i in flags if self.state[i] == UNKNOWN),
            wrong=sum(1 for i in flags if self.state[i] == SAFE),
            unflagged=sum(1 for i in self.given if i not in flags),
        )

    def explain(
        self, cell: int, is_mine: bool, part: Component | None
    ) -> tuple[list[int], int | None, str]:
        """The numbers a proof of `cell` needs, the mines left if it counts them, and its
        reason; `part` is the cell's component (None for a cell away from the numbers)."""
        state = bytearray(self.state)
        cols = self.solver.cols
        if part is not None and is_local(part, part.cells.index(cell), is_mine):
            numbers = self._nearest(cell, part.numbers)
            return numbers, None, exact_reason(state, cols, numbers, is_mine, None)
        numbers = self._nearest(cell, self._needed(cell, is_mine, part))
        if part is not None:
            return numbers, self.left, exact_reason(state, cols, numbers, is_mine, self.words)
        rest = len(self.counting.rest) if numbers else len(self.unknown)
        return numbers, self.left, rest_reason(state, cols, numbers, is_mine, self.words, rest)

    def _needed(self, cell: int, is_mine: bool, part: Component | None) -> list[int]:
        own = [] if part is None else list(part.numbers)
        others = sorted((p for p in self.counting.components if p is not part),
                        key=lambda p: self._distance(cell, p.numbers))
        # The nearest parts that suffice, doubling their number (a few counts on any
        # board), then each of those dropped if the cell stays proven without it.
        size = 1
        while size < len(others) and not self._holds(cell, is_mine, own + _numbers(
                others[:size])):
            size *= 2
        kept = others[:size]
        for other in sorted(kept, key=lambda p: (-len(p.numbers), min(p.numbers))):
            trial = [p for p in kept if p is not other]
            if self._holds(cell, is_mine, own + _numbers(trial)):
                kept = trial
        # Then single numbers of the parts kept, farthest first, when they are few (each
        # try enumerates a changed part afresh).
        numbers = self._nearest(cell, _numbers(kept))
        for number in reversed(numbers if len(numbers) <= SINGLE_TRIES else []):
            fewer = [n for n in numbers if n != number]
            if self._holds(cell, is_mine, own + fewer):
                numbers = fewer
        return own + numbers

    def _holds(self, cell: int, is_mine: bool, numbers: list[int]) -> bool:
        """Whether `cell` is still proven by `numbers` and the mines left."""
        constraints = sorted(self.constraints[n] for n in numbers)
        counting = count_layouts(
            constraints, self.unknown, self.left, self.solver.node_limit, self.cache
        )
        return counting.is_mine(cell) if is_mine else counting.is_safe(cell)

    def _distance(self, cell: int, numbers: list[int]) -> tuple[int, int]:
        """How far the nearest of `numbers` is from `cell` (steps, kings' moves)."""
        return min(self._step(cell, number) for number in numbers)

    def _step(self, cell: int, number: int) -> tuple[int, int]:
        cols = self.solver.cols
        row, col = divmod(cell, cols)
        r, c = divmod(number, cols)
        return max(abs(r - row), abs(c - col)), number

    def _nearest(self, cell: int, numbers: list[int]) -> list[int]:
        """`numbers`, nearest to `cell` first (so that the ones a reason lists are close)."""
        return sorted(numbers, key=lambda number: self._step(cell, number))


def _numbers(parts: list[Component]) -> list[int]:
    return [number for part in parts for number in part.numbers]
