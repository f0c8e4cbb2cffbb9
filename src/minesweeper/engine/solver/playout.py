"""The solver's fast path for generation: play a board out from a click, and amend it.

`Solver.play_out` and `Solver.amend` call these; they reach into the solver's counters
and give no explanations.
"""

from __future__ import annotations

from collections import OrderedDict
from heapq import heappop, heappush
from typing import TYPE_CHECKING, Callable, Sequence

from ..probability import InconsistentError
from .marks import MINE, UNKNOWN
from .pairrule import pair_rule
from .reasons import where

if TYPE_CHECKING:
    from .core import Solver


def play_out(solver: Solver, start: int, count_at: Callable[[int], int]) -> None:
    """`Solver.play_out`: open `start` and every cell proven safe, until stuck or done."""
    state = solver.state
    around = solver.around
    counts = solver._unknown
    mined = solver._mined
    pending = solver._pending
    queued = solver._queued
    cols = solver.cols
    add_active = solver._active.add
    # Numbers whose closed neighbours or needs changed since the pair rule last saw them.
    # (An OrderedDict: a plain dict's first key, once many before it were deleted, is
    # found by skipping them all, and the pair pass asks for it after every deletion.)
    dirty: OrderedDict[int, None] = OrderedDict()

    def open_all(stack: list[int]) -> None:
        # `reveal` inlined: this loop is most of the time of a generation solve.
        solver.last_counting = None
        while stack:
            index = stack.pop()
            previous = state[index]
            if previous < UNKNOWN:
                continue
            if previous == MINE:
                raise InconsistentError(f"the cell at {where(index, cols)} was proven a mine")
            count = count_at(index)
            state[index] = count
            if previous == UNKNOWN:
                for other in around[index]:
                    counts[other] -= 1
                    if state[other] < UNKNOWN and not queued[other]:
                        queued[other] = 1
                        pending.append(other)
            if count == 0:
                # Every neighbour opens now (open ones are skipped above), so this
                # cell will have nothing left to prove: no need to track it.
                stack.extend(around[index])
                continue
            add_active(index)
            if not queued[index]:
                queued[index] = 1
                pending.append(index)

    def mark_mines(cells: list[int]) -> None:
        # `Solver._settle` inlined, for unknown cells proven mines.
        solver.last_counting = None
        solver.known_mines += len(cells)
        for cell in cells:
            state[cell] = MINE
            for other in around[cell]:
                counts[other] -= 1
                mined[other] += 1
                if state[other] < UNKNOWN and not queued[other]:
                    queued[other] = 1
                    pending.append(other)

    open_all([start])
    while True:
        while pending:
            number = pending.pop()
            queued[number] = 0
            closed = counts[number]
            if not closed:
                continue
            dirty[number] = None
            need = state[number] - mined[number]
            if need == 0:
                open_all([q for q in around[number] if state[q] == UNKNOWN])
            elif need == closed:
                mark_mines([q for q in around[number] if state[q] == UNKNOWN])
            elif need < 0 or need > closed:
                raise InconsistentError(
                    f"the {state[number]} at {where(number, cols)} cannot be satisfied"
                )
        paired = _pair_pass(solver, dirty)
        if paired is not None:
            cells, is_mine = paired
            if is_mine:
                mark_mines(cells)
            else:
                open_all(cells)
            continue
        found = solver.exact()
        if not found:
            return
        open_all([deduction.cell.row * cols + deduction.cell.col
                  for deduction in found if not deduction.is_mine])

def amend(
    solver: Solver, changed: Sequence[int], count_at: Callable[[int], int]
) -> None:
    """`Solver.amend`: the hidden layout changed at the closed cells `changed`."""
    state = solver.state
    around = solver.around
    counts = solver._unknown
    mined = solver._mined
    solver.last_counting = None
    for cell in changed:
        if state[cell] == MINE:
            state[cell] = UNKNOWN
            solver.known_mines -= 1
            for other in around[cell]:
                counts[other] += 1
                mined[other] -= 1
        elif state[cell] != UNKNOWN:
            raise InconsistentError(f"the cell at {where(cell, solver.cols)} is not closed")
    for cell in changed:
        for other in around[cell]:
            if state[other] < UNKNOWN:
                state[other] = count_at(other)
                solver._active.add(other)
                solver._queue(other)

def _pair_pass(solver: Solver, dirty: OrderedDict[int, None]) -> tuple[list[int], bool] | None:
    """The pair rule over the numbers in `dirty` and their partners: the first cells
    it proves (and whether they are mines), or None when no pair proves anything.

    A number leaves `dirty` once all its pairs are checked without result: a pair of
    unchanged numbers cannot prove anything new. A pair of two numbers in `dirty` is
    checked once, when the second of them comes up.
    """
    state = solver.state
    around = solver.around
    counts = solver._unknown
    mined = solver._mined
    # Each number's closed neighbours, found once: nothing changes until the pass returns.
    closed_of: dict[int, set[int]] = {}
    while dirty:
        a = next(iter(dirty))
        if not counts[a]:
            del dirty[a]
            continue
        a_cells = closed_of.get(a)
        if a_cells is None:
            a_cells = closed_of[a] = {q for q in around[a] if state[q] == UNKNOWN}
        a_need = state[a] - mined[a]
        partners = {b for q in a_cells for b in around[q] if state[b] < UNKNOWN}
        partners.discard(a)
        for b in sorted(partners):
            if b in dirty:
                continue
            b_cells = closed_of.get(b)
            if b_cells is None:
                b_cells = closed_of[b] = {q for q in around[b] if state[q] == UNKNOWN}
            b_need = state[b] - mined[b]
            paired = pair_rule(a, a_cells, a_need, b, b_cells, b_need, solver.cols) \
                or pair_rule(b, b_cells, b_need, a, a_cells, a_need, solver.cols)
            if paired is not None:
                return sorted(paired.cells), paired.mines
        del dirty[a]
    return None



def settle_by_rules(solver: Solver) -> None:
    """`while solver.single() or solver.pair(): pass`, with the same end, the same cells
    proven in the same order and the same refusal, without `pair` building every number's
    cells again to find each proof (200 x 200 with hundreds of them took seconds).

    `pair` proves by the first pair of numbers, in order of the first number, then of the
    second, that proves anything; a pair proves the same while neither number changes. So
    a number is looked at again only once it, or a number sharing a closed cell with it,
    has lost a closed cell; the others are passed over as `pair` would pass them.
    """
    counts, cols = solver._unknown, solver.cols
    waiting = sorted(number for number in solver._active if counts[number])
    dirty = set(waiting)  # `waiting` is a heap of these, each at least once
    while True:
        settled = [deduction.cell.row * cols + deduction.cell.col
                   for deduction in solver.single()]
        if settled:
            _changed(solver, settled, dirty, waiting)
        found = None
        while waiting and found is None:
            a = heappop(waiting)
            if a in dirty:
                dirty.discard(a)
                if counts[a]:
                    found = _pair_from(solver, a)
        if found is None:
            return
        cells, is_mine = found
        dirty.add(a)
        heappush(waiting, a)
        for cell in cells:
            solver._settle(cell, is_mine)
        _changed(solver, cells, dirty, waiting)


def _changed(solver: Solver, cells: list[int], dirty: set[int], waiting: list[int]) -> None:
    """Mark to be looked at again the numbers beside `cells` (just settled) and every
    number that shares a closed cell with one of them."""
    state, around = solver.state, solver.around
    for cell in cells:
        for number in around[cell]:
            if state[number] < UNKNOWN:
                # (A number with no closed cell left is in no pair: it is not marked.)
                for q in around[number]:
                    if state[q] == UNKNOWN:
                        for other in around[q]:
                            if state[other] < UNKNOWN and other not in dirty:
                                dirty.add(other)
                                heappush(waiting, other)


def _pair_from(solver: Solver, a: int) -> tuple[list[int], bool] | None:
    """What `Solver.pair` proves with `a` as its first number: the cells and whether they
    are mines, or None (InconsistentError as `pair` raises it)."""
    state, around, mined = solver.state, solver.around, solver._mined
    a_cells = frozenset(q for q in around[a] if state[q] == UNKNOWN)
    a_need = state[a] - mined[a]
    partners = {b for q in a_cells for b in around[q] if state[b] < UNKNOWN}
    partners.discard(a)
    for b in sorted(partners):
        b_cells = frozenset(q for q in around[b] if state[q] == UNKNOWN)
        paired = pair_rule(a, a_cells, a_need, b, b_cells, state[b] - mined[b], solver.cols)
        if paired is not None:
            return sorted(paired.cells), paired.mines
    return None
