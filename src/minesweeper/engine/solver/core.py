"""The logic solver: what can be proven from what the player sees, and how.

Rules are tried cheapest first: one number on its own, then two overlapping numbers,
then exact counting over each independent part of the frontier together with the total
mine count (see `probability`). The last step is complete: any closed cell that is the
same in every consistent layout is found, unless a part hits the node limit, which is
reported in `Solver.capped` instead of hanging.

Flags are claims, not facts: the solver treats a flagged cell as closed and unknown, so a
wrong flag can never mislead it, and it proves flags right or wrong like any other cell.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from itertools import compress
from typing import Callable, Iterator, Sequence

from ..coords import Coord, check_flat
from ..params import ParamsError, check_size
from ..position import CLOSED, FLAG, Position, check_position
from ..probability import (
    NODE_LIMIT,
    Component,
    ComponentCache,
    Counting,
    InconsistentError,
    check_limit,
    count_layouts,
)
from . import playout
from .marks import MINE, SAFE, UNKNOWN
from .neighbours import neighbour_counts, neighbour_table
from .pairrule import pair_rule
from .premises import Premises, is_local
from .reasons import a_figure, pair_reason, single_reason, where


class Rule(enum.Enum):
    """Which kind of reasoning proved a deduction, cheapest first."""

    SINGLE = "single number"
    PAIR = "two numbers"
    EXACT = "exact counting"


@dataclass(frozen=True)
class Deduction:
    """A cell proven safe or a mine, the numbers that prove it and why, in plain words.

    `cell` is a mine if `is_mine`, else safe; `numbers`: the open numbers the proof rests
    on; `rule`: the kind of proof; `reason`: the proof in words. The premises besides
    `numbers`: `given`, the mines proven before (flags, in a hint) that the proof takes as
    given, and `mines_left`, the mines left among the other closed cells when the proof
    counts them (None when it does not). What the player is told names the numbers that
    prove those mines too (`premises.Chain.complete`).
    """

    cell: Coord
    is_mine: bool
    numbers: tuple[Coord, ...]
    rule: Rule
    reason: str
    given: tuple[Coord, ...] = ()
    mines_left: int | None = None


# Cells of a Position or a solver's state, found in the bytes without a Python loop.
_OPENED = re.compile(b"[\\x00-\\x%02x]" % (CLOSED - 1))
_FLAGGED = re.compile(re.escape(bytes([FLAG])))
_IS_UNKNOWN = bytes(int(value == UNKNOWN) for value in range(256))


class Solver:
    """Deductions over a board whose cells open as play goes on.

    Feed it open cells with `reveal`; ask it for deductions with `step` or `deductions`.
    It marks what it proves (`MINE`, `SAFE`) and never looks at a hidden minefield.
    """

    def __init__(
        self, rows: int, cols: int, mines: int, *, node_limit: int = NODE_LIMIT,
        explain: bool = True, cache: ComponentCache | None = None,
    ) -> None:
        """`cache`: enumerated frontier components to reuse and add to (see `count_layouts`);
        it may be shared by solvers with the same node limit, such as those of one generation.
        ParamsError for a side outside 1 to 1000 or a mine count outside 0 to the cells.
        """
        check_size(rows, cols)
        if type(mines) is not int or not 0 <= mines <= rows * cols:
            raise ParamsError(f"{a_figure(f'{rows}x{cols}')} board holds 0 to {rows * cols} mines, "
                              f"not {mines!r}"[:200])
        self.rows = rows
        self.cols = cols
        self.mines = mines
        self.node_limit = check_limit(node_limit)
        self.explain = explain
        self.flags: frozenset[int] = frozenset()  # the player's flags, for the reasons' words
        self.went_off: frozenset[int] = frozenset()  # mines seen going off (a move undone)
        self.state = bytearray([UNKNOWN]) * (rows * cols)
        self.around = neighbour_table(rows, cols)
        self.known_mines = 0
        self.capped: list[Component] = []
        self.cache = cache
        # The counting of the last exact step, while nothing has changed since.
        self.last_counting: Counting | None = None
        self._pending: list[int] = []
        self._queued = bytearray(rows * cols)
        self._active: set[int] = set()
        # Per cell: how many neighbours are UNKNOWN, and how many are proven mines.
        self._unknown = list(neighbour_counts(rows, cols))
        self._mined = [0] * (rows * cols)

    @classmethod
    def from_position(cls, position: Position, *, node_limit: int = NODE_LIMIT) -> Solver:
        """A solver that knows the open numbers of `position` (flags count as closed)."""
        check_position(position, "Solver.from_position")
        solver = cls(position.rows, position.cols, position.mines, node_limit=node_limit)
        cells = position.cells
        # Found by the regular expression engine: a big board is mostly closed cells.
        solver.flags = frozenset(found.start() for found in _FLAGGED.finditer(cells))
        for found in _OPENED.finditer(cells):
            index = found.start()
            solver.reveal(index, cells[index])
        for index in position.known_mines:
            solver._settle(index, True)
        solver.went_off = position.known_mines
        for index in position.dealt_clear:  # kept free of mines by the deal
            solver._settle(index, False)
        return solver

    # Feeding it -------------------------------------------------------------------------

    def reveal(self, index: int, count: int) -> None:
        """Record that the cell at `index` is open and touches `count` mines (a ValueError if
        it is off the board, or no open cell can show `count`)."""
        state = self.state
        if type(index) is not int or not 0 <= index < len(state):
            check_flat(index, self.rows, self.cols)  # (says why)
        if type(count) is not int or not 0 <= count <= 8:
            raise InconsistentError(f"an open cell shows 0 to 8 mines, not {count!r:.40}")
        self.last_counting = None
        previous = state[index]
        if previous == MINE:
            raise InconsistentError(f"the cell at {where(index, self.cols)} was proven a mine")
        state[index] = count
        self._queue(index)
        self._active.add(index)
        unknown = self._unknown
        was_unknown = previous == UNKNOWN
        for other in self.around[index]:
            if was_unknown:
                unknown[other] -= 1
            if state[other] < UNKNOWN:
                self._queue(other)

    def _queue(self, index: int) -> None:
        if not self._queued[index]:
            self._queued[index] = 1
            self._pending.append(index)

    def _settle(self, index: int, is_mine: bool) -> None:
        state = self.state
        self.last_counting = None
        was_unknown = state[index] == UNKNOWN
        state[index] = MINE if is_mine else SAFE
        if is_mine:
            self.known_mines += 1
        unknown = self._unknown
        mined = self._mined
        for other in self.around[index]:
            if was_unknown:
                unknown[other] -= 1
            if is_mine:
                mined[other] += 1
            if state[other] < UNKNOWN:
                self._queue(other)

    # Questions ----------------------------------------------------------------------------

    def unknown_cells(self) -> list[int]:
        """Flat indices of the cells not yet open nor proven."""
        return list(compress(range(len(self.state)), self.state.translate(_IS_UNKNOWN)))

    def touches_number(self) -> bytearray:
        """Per cell, 1 if it touches an open number that still has unknown neighbours."""
        state = self.state
        around = self.around
        counts = self._unknown
        out = bytearray(len(state))
        for number in self._active:
            if counts[number]:
                for q in around[number]:
                    out[q] = 1
        return out

    def constraints(self) -> list[tuple[int, list[int], int]]:
        """(number, its unknown neighbours, mines they still hold) for each useful number."""
        state = self.state
        out: list[tuple[int, list[int], int]] = []
        dead: list[int] = []
        around = self.around
        counts = self._unknown
        mined = self._mined
        for number in self._active:
            if not counts[number]:
                dead.append(number)
                continue
            unknown = [q for q in around[number] if state[q] == UNKNOWN]
            out.append((number, unknown, state[number] - mined[number]))
        self._active.difference_update(dead)
        out.sort()
        return out

    def count(self) -> Counting:
        """Exact layout counts for every unknown cell (InconsistentError if there are none)."""
        counting = count_layouts(
            self.constraints(), self.unknown_cells(), self.mines - self.known_mines,
            self.node_limit, self.cache,
        )
        self.capped = counting.capped
        self.last_counting = counting
        return counting

    # Deducing -----------------------------------------------------------------------------

    def play_out(self, start: int, count_at: Callable[[int], int]) -> None:
        """Open `start` and every cell proven safe, until stuck or done (no explanations).

        `count_at(index)` answers an open with the cell's number; it is only asked about
        cells the solver opens. The end state is the same as from `step` in a loop (the
        rules are sound and the last one complete, so what is provable does not depend on
        the order), but a rule here applies everything it finds, and the two-number rule
        looks only at numbers that changed since it last found nothing.
        """
        playout.play_out(self, start, count_at)

    def amend(self, changed: Sequence[int], count_at: Callable[[int], int]) -> None:
        """The hidden layout changed at the closed cells `changed` (each gained or lost a
        mine): those proven mines are closed again, and the open numbers around them take
        their new counts from `count_at`. What else it knows stays true of the new layout,
        so `play_out` can go on from here; but a player starting afresh might not learn all
        of it, so this is no proof that the new layout needs no guess.
        """
        playout.amend(self, changed, count_at)

    def deductions(self) -> Iterator[Deduction]:
        """Every deduction until nothing more can be proven, cheapest rule first."""
        while True:
            found = self.step()
            if not found:
                return
            yield from found

    def step(self) -> list[Deduction]:
        """The deductions of the cheapest rule that proves anything (empty when stuck)."""
        return self.single() or self.pair() or self.exact()

    def single(self) -> list[Deduction]:
        """One number alone: all its mines found, or all its closed neighbours needed."""
        state = self.state
        around = self.around
        counts = self._unknown
        mined = self._mined
        found: list[Deduction] = []
        pending = self._pending
        while pending:
            number = pending.pop()
            self._queued[number] = 0
            closed = counts[number]
            if not closed:
                continue
            value = state[number]
            mines = mined[number]
            need = value - mines
            if need == 0:
                is_mine = False
            elif need == closed:
                is_mine = True
            elif 0 < need < closed:
                continue
            else:
                raise InconsistentError(
                    f"the {value} at {where(number, self.cols)} cannot be satisfied"
                )
            unknown = [q for q in around[number] if state[q] == UNKNOWN]
            reason = single_reason(
                state, self.cols, number, mines, need, closed, is_mine,
                sum(1 for q in unknown if q in self.flags),
            ) if self.explain else ""
            given = self._mines_around((number,))
            for cell in unknown:
                self._settle(cell, is_mine)
                found.append(
                    self._deduction(cell, is_mine, (number,), Rule.SINGLE, reason, given)
                )
            if found and self.explain:
                return found
        return found

    def pair(self) -> list[Deduction]:
        """Two numbers sharing closed cells: what one must put in the shared cells."""
        constraints = self.constraints()
        touching: dict[int, list[int]] = {}
        for slot, (_, cells, _) in enumerate(constraints):
            for cell in cells:
                touching.setdefault(cell, []).append(slot)
        sets = [frozenset(cells) for _, cells, _ in constraints]
        for a_slot, (a_number, _, a_need) in enumerate(constraints):
            a_cells = sets[a_slot]
            partners = {slot for cell in a_cells for slot in touching[cell]}
            partners.discard(a_slot)
            for b_slot in sorted(partners):
                b_number, _, b_need = constraints[b_slot]
                paired = pair_rule(a_number, a_cells, a_need, b_number, sets[b_slot], b_need,
                                   self.cols)
                if paired is None:
                    continue
                b_only, low, high, is_mine = paired
                reason = pair_reason(
                    self.state, self.cols, a_number, a_need, b_number, b_need, low, high,
                    is_mine,
                ) if self.explain else ""
                found = []
                given = self._mines_around((a_number, b_number))
                for cell in sorted(b_only):
                    self._settle(cell, is_mine)
                    found.append(self._deduction(
                        cell, is_mine, (a_number, b_number), Rule.PAIR, reason, given
                    ))
                return found
        return []

    def exact(self) -> list[Deduction]:
        """Every cell that is the same in all layouts fitting the numbers and the mine count."""
        counting = self.count()
        found: list[Deduction] = []
        # With a capped part the mine count is shared with an estimate: only trust local proofs.
        global_ok = not counting.capped
        proven: list[tuple[int, bool, Component | None]] = []  # (cell, is mine, its part)
        for part in counting.components:
            if part.capped:
                continue
            for c, cell in enumerate(part.cells):
                if counting.is_safe(cell) or counting.is_mine(cell):
                    is_mine = counting.is_mine(cell)
                    if global_ok or is_local(part, c, is_mine):
                        proven.append((cell, is_mine, part))
        rest = counting.rest
        if rest and global_ok and (counting.is_safe(rest[0]) or counting.is_mine(rest[0])):
            proven += [(cell, counting.is_mine(cell), None) for cell in rest]
        premises = Premises(self, counting) if self.explain else None
        for cell, is_mine, owner in proven:
            if premises is None:
                found.append(self._deduction(cell, is_mine, (), Rule.EXACT, ""))
            else:
                numbers, count, reason = premises.explain(cell, is_mine, owner)
                found.append(self._deduction(
                    cell, is_mine, numbers, Rule.EXACT, reason, premises.given, count
                ))
        for cell, is_mine, _ in proven:
            self._settle(cell, is_mine)
        return found

    def _mines_around(self, numbers: Sequence[int]) -> tuple[int, ...]:
        """The proven mines beside `numbers`: all that a proof by those numbers alone takes
        as given (when explaining). Not every proven mine on the board: with thousands of
        them a hint on a large board spent seconds listing them again for each step."""
        if not self.explain:
            return ()
        state, around = self.state, self.around
        return tuple(dict.fromkeys(q for n in numbers for q in around[n] if state[q] == MINE))

    def _deduction(
        self, cell: int, is_mine: bool, numbers: Sequence[int], rule: Rule, reason: str,
        given: Sequence[int] = (), mines_left: int | None = None,
    ) -> Deduction:
        cols = self.cols
        if not self.explain:
            return Deduction(Coord(*divmod(cell, cols)), is_mine, (), rule, reason)
        return Deduction(
            Coord(*divmod(cell, cols)),
            is_mine,
            tuple(Coord(*divmod(n, cols)) for n in numbers),
            rule,
            reason,
            tuple(Coord(*divmod(n, cols)) for n in given),
            mines_left,
        )

