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
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Callable, Iterator, Sequence

from .coords import Coord, neighbour_indices
from .position import CLOSED, FLAG, Position
from .probability import (
    NODE_LIMIT,
    Component,
    ComponentCache,
    Counting,
    InconsistentError,
    count_layouts,
)

# Solver cell states beyond the open numbers 0-8.
UNKNOWN = CLOSED
MINE = 11
SAFE = 12


class Rule(enum.Enum):
    """Which kind of reasoning proved a deduction, cheapest first."""

    SINGLE = "single number"
    PAIR = "two numbers"
    EXACT = "exact counting"


@dataclass(frozen=True)
class Deduction:
    """A cell proven safe or a mine, the numbers that prove it and why, in plain words."""

    cell: Coord
    is_mine: bool
    numbers: tuple[Coord, ...]
    rule: Rule
    reason: str


@lru_cache(maxsize=16)
def neighbour_table(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """The flat neighbour indices of every cell of a rows x cols board."""
    return tuple(tuple(neighbour_indices(i, rows, cols)) for i in range(rows * cols))


def where(index: int, cols: int) -> str:
    """`row R, column C` for a flat index (0-based, like the plain front end)."""
    row, col = divmod(index, cols)
    return f"row {row}, column {col}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


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
        """
        self.rows = rows
        self.cols = cols
        self.mines = mines
        self.node_limit = node_limit
        self.explain = explain
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
        self._unknown = [len(cells) for cells in self.around]
        self._mined = [0] * (rows * cols)

    @classmethod
    def from_position(cls, position: Position, *, node_limit: int = NODE_LIMIT) -> Solver:
        """A solver that knows the open numbers of `position` (flags count as closed)."""
        solver = cls(position.rows, position.cols, position.mines, node_limit=node_limit)
        for index, value in enumerate(position.cells):
            if value < CLOSED:
                solver.reveal(index, value)
        return solver

    # Feeding it -------------------------------------------------------------------------

    def reveal(self, index: int, count: int) -> None:
        """Record that the cell at `index` is open and touches `count` mines."""
        state = self.state
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
        return [i for i, value in enumerate(self.state) if value == UNKNOWN]

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
        state = self.state
        around = self.around
        counts = self._unknown
        mined = self._mined
        pending = self._pending
        queued = self._queued
        settle = self._settle
        cols = self.cols
        add_active = self._active.add
        # Numbers whose closed neighbours or needs changed since the pair rule last saw them.
        dirty: dict[int, None] = {}

        def open_from(begin: int) -> None:
            # `reveal` inlined: this loop is most of the time of a generation solve.
            self.last_counting = None
            stack = [begin]
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

        open_from(start)
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
                    for cell in [q for q in around[number] if state[q] == UNKNOWN]:
                        open_from(cell)
                elif need == closed:
                    for cell in [q for q in around[number] if state[q] == UNKNOWN]:
                        settle(cell, True)
                elif need < 0 or need > closed:
                    raise InconsistentError(
                        f"the {state[number]} at {where(number, cols)} cannot be satisfied"
                    )
            paired = self._pair_pass(dirty)
            if paired is not None:
                cells, is_mine = paired
                for cell in cells:
                    if is_mine:
                        settle(cell, True)
                    else:
                        open_from(cell)
                continue
            found = self.exact()
            if not found:
                return
            for deduction in found:
                if not deduction.is_mine:
                    open_from(deduction.cell.row * cols + deduction.cell.col)

    def amend(self, changed: Sequence[int], count_at: Callable[[int], int]) -> None:
        """The hidden layout changed at the closed cells `changed` (each gained or lost a
        mine): those proven mines are closed again, and the open numbers around them take
        their new counts from `count_at`. What else it knows stays true of the new layout,
        so `play_out` can go on from here; but a player starting afresh might not learn all
        of it, so this is no proof that the new layout needs no guess.
        """
        state = self.state
        around = self.around
        counts = self._unknown
        mined = self._mined
        self.last_counting = None
        for cell in changed:
            if state[cell] == MINE:
                state[cell] = UNKNOWN
                self.known_mines -= 1
                for other in around[cell]:
                    counts[other] += 1
                    mined[other] -= 1
            elif state[cell] != UNKNOWN:
                raise ValueError(f"the cell at {where(cell, self.cols)} is not closed")
        for cell in changed:
            for other in around[cell]:
                if state[other] < UNKNOWN:
                    state[other] = count_at(other)
                    self._active.add(other)
                    self._queue(other)

    def _pair_pass(self, dirty: dict[int, None]) -> tuple[list[int], bool] | None:
        """The pair rule over the numbers in `dirty` and their partners: the first cells
        it proves (and whether they are mines), or None when no pair proves anything.

        A number leaves `dirty` once all its pairs are checked without result: a pair of
        unchanged numbers cannot prove anything new.
        """
        state = self.state
        around = self.around
        counts = self._unknown
        mined = self._mined
        while dirty:
            a = next(iter(dirty))
            if not counts[a]:
                del dirty[a]
                continue
            a_list = [q for q in around[a] if state[q] == UNKNOWN]
            a_cells = set(a_list)
            a_need = state[a] - mined[a]
            partners = {b for q in a_list for b in around[q] if state[b] < UNKNOWN}
            partners.discard(a)
            for b in sorted(partners):
                b_cells = {q for q in around[b] if state[q] == UNKNOWN}
                b_need = state[b] - mined[b]
                shared = len(a_cells & b_cells)
                a_free = len(a_cells) - shared
                b_free = len(b_cells) - shared
                # Mines in the shared cells lie between low and high; each number puts
                # the rest of its need on the cells only it touches.
                low = max(0, a_need - a_free, b_need - b_free)
                high = min(shared, a_need, b_need)
                if low > high:
                    raise InconsistentError(
                        f"the numbers at {where(a, self.cols)} and {where(b, self.cols)} "
                        "cannot both be satisfied"
                    )
                if b_free and (low == b_need or b_need - high == b_free):
                    return sorted(b_cells - a_cells), low != b_need
                if a_free and (low == a_need or a_need - high == a_free):
                    return sorted(a_cells - b_cells), low != a_need
            del dirty[a]
        return None

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
            reason = self._single_reason(number, value, mines, need, closed, is_mine)
            for cell in unknown:
                self._settle(cell, is_mine)
                found.append(self._deduction(cell, is_mine, (number,), Rule.SINGLE, reason))
            if found and self.explain:
                return found
        return found

    def _single_reason(
        self, number: int, value: int, mines: int, need: int, closed: int, is_mine: bool
    ) -> str:
        if not self.explain:
            return ""
        at = where(number, self.cols)
        if not is_mine:
            if value == 0:
                return f"the empty cell at {at} touches no mine, so its neighbours are safe"
            its = "its mine" if value == 1 else f"all {value} of its mines"
            return f"the {value} at {at} already touches {its}, so its other neighbours are safe"
        if mines == 0:
            if closed == 1:
                return f"the {value} at {at} has only one closed neighbour, so it is a mine"
            return (
                f"the {value} at {at} has exactly {closed} closed neighbours, "
                "so they are all mines"
            )
        more = _plural(need, "more mine")
        left = "one closed neighbour" if closed == 1 else f"{closed} closed neighbours"
        them = "it is a mine" if closed == 1 else "they are all mines"
        return f"the {value} at {at} needs {more} and has only {left} left, so {them}"

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
                b_cells = sets[b_slot]
                shared = len(a_cells & b_cells)
                b_only = b_cells - a_cells
                if not b_only:
                    continue
                low = max(0, a_need - (len(a_cells) - shared), b_need - len(b_only))
                high = min(shared, a_need, b_need)
                if low > high:
                    raise InconsistentError(
                        f"the numbers at {where(a_number, self.cols)} and "
                        f"{where(b_number, self.cols)} cannot both be satisfied"
                    )
                if low == b_need:
                    is_mine = False
                elif b_need - high == len(b_only):
                    is_mine = True
                else:
                    continue
                reason = self._pair_reason(a_number, a_need, b_number, b_need, low, high, is_mine)
                found = []
                for cell in sorted(b_only):
                    self._settle(cell, is_mine)
                    found.append(
                        self._deduction(cell, is_mine, (a_number, b_number), Rule.PAIR, reason)
                    )
                return found
        return []

    def _needs(self, number: int, need: int) -> str:
        value = self.state[number]
        at = where(number, self.cols)
        if need == value:
            return f"the {value} at {at}"
        return f"the {value} at {at} (which needs {_plural(need, 'more mine')})"

    def _pair_reason(
        self, a: int, a_need: int, b: int, b_need: int, low: int, high: int, is_mine: bool
    ) -> str:
        if not self.explain:
            return ""
        first, second = self._needs(a, a_need), self._needs(b, b_need)
        if not is_mine:
            return (
                f"{first} must have {_plural(low, 'mine')} among the cells it shares with "
                f"{second}, which is all that one needs, so its other neighbours are safe"
            )
        return (
            f"{second} needs {_plural(b_need, 'mine')} but at most {high} fit in the cells it "
            f"shares with {first}, so its other closed neighbours are mines"
        )

    def exact(self) -> list[Deduction]:
        """Every cell that is the same in all layouts fitting the numbers and the mine count."""
        counting = self.count()
        found: list[Deduction] = []
        left = self.mines - self.known_mines
        # With a capped part the mine count is shared with an estimate: only trust local proofs.
        global_ok = not counting.capped
        for part in counting.components:
            if part.capped:
                continue
            proven: list[tuple[int, bool, bool]] = []
            for c, cell in enumerate(part.cells):
                if counting.is_safe(cell) or counting.is_mine(cell):
                    is_mine = counting.is_mine(cell)
                    local = _is_local(part, c, is_mine)
                    if local or global_ok:
                        proven.append((cell, is_mine, local))
            for cell, is_mine, local in proven:
                reason = self._exact_reason(part.numbers, is_mine, None if local else left)
                self._settle(cell, is_mine)
                found.append(
                    self._deduction(cell, is_mine, tuple(part.numbers), Rule.EXACT, reason)
                )
        if counting.rest and global_ok:
            first = counting.rest[0]
            if counting.is_safe(first) or counting.is_mine(first):
                is_mine = counting.is_mine(first)
                numbers = tuple(n for part in counting.components for n in part.numbers)
                reason = self._rest_reason(numbers, is_mine, left, len(counting.rest))
                for cell in counting.rest:
                    self._settle(cell, is_mine)
                    found.append(self._deduction(cell, is_mine, numbers, Rule.EXACT, reason))
        return found

    def _listed(self, numbers: Sequence[int]) -> str:
        state = self.state
        named = [f"the {state[n]} at {where(n, self.cols)}" for n in numbers[:3]]
        if len(numbers) > 3:
            named.append(_plural(len(numbers) - 3, "more number"))
        if len(named) == 1:
            return named[0]
        return ", ".join(named[:-1]) + " and " + named[-1]

    def _exact_reason(self, numbers: Sequence[int], is_mine: bool, left: int | None) -> str:
        if not self.explain:
            return ""
        verdict = "a mine" if is_mine else "safe"
        count = "" if left is None else f" with {_plural(left, 'mine')} left in all"
        return (
            f"in every way to place mines that fits {self._listed(numbers)}{count}, "
            f"this cell is {verdict}"
        )

    def _rest_reason(self, numbers: Sequence[int], is_mine: bool, left: int, rest: int) -> str:
        if not self.explain:
            return ""
        verdict = "mines" if is_mine else "safe"
        cells = _plural(rest, "closed cell")
        if not numbers:
            return f"{_plural(left, 'mine')} left and {cells} to hold them: all are {verdict}"
        return (
            f"{_plural(left, 'mine')} left in all, and every way to place them that fits "
            f"{self._listed(numbers)} leaves the {cells} away from the numbers {verdict}"
        )

    def _deduction(
        self, cell: int, is_mine: bool, numbers: tuple[int, ...], rule: Rule, reason: str
    ) -> Deduction:
        cols = self.cols
        return Deduction(
            Coord(*divmod(cell, cols)),
            is_mine,
            tuple(Coord(*divmod(n, cols)) for n in numbers) if self.explain else (),
            rule,
            reason,
        )


def _is_local(part: Component, c: int, is_mine: bool) -> bool:
    """Whether a proven cell follows from its component alone, without the mine count."""
    if is_mine:
        return all(part.mine_ways[k][c] == ways for k, ways in part.ways.items())
    return all(row[c] == 0 for row in part.mine_ways.values())


# The public questions ---------------------------------------------------------------------


def deductions(position: Position, *, node_limit: int = NODE_LIMIT) -> list[Deduction]:
    """Everything provable from `position`, cheapest rule first, each with its reason."""
    return list(Solver.from_position(position, node_limit=node_limit).deductions())


def probabilities(position: Position, *, node_limit: int = NODE_LIMIT) -> list[list[float]]:
    """Each cell's mine probability, row by row: 0.0 for open cells, flags included."""
    exact = exact_probabilities(position, node_limit=node_limit)
    cols = position.cols
    return [
        [float(exact.get(row * cols + col, 0)) for col in range(cols)]
        for row in range(position.rows)
    ]


def exact_probabilities(
    position: Position, *, node_limit: int = NODE_LIMIT
) -> dict[int, Fraction]:
    """The exact mine probability of every closed cell, by flat index."""
    solver = Solver.from_position(position, node_limit=node_limit)
    solver.explain = False
    while solver.single() or solver.pair():
        pass
    counting = solver.count()
    out: dict[int, Fraction] = {}
    for index, value in enumerate(solver.state):
        if value == MINE:
            out[index] = Fraction(1)
        elif value == SAFE:
            out[index] = Fraction(0)
        elif value == UNKNOWN:
            out[index] = counting.probability(index)
    return out


class HintKind(enum.Enum):
    """What a hint tells the player to do."""

    SAFE = "open"
    MINE = "flag"
    WRONG_FLAG = "unflag"
    GUESS = "guess"


@dataclass(frozen=True)
class Hint:
    """One suggested move, the numbers that prove it and why; or the least risky guess."""

    cell: Coord
    kind: HintKind
    numbers: tuple[Coord, ...]
    reason: str
    probability: float  # the cell's mine probability: 0 safe, 1 mine

    @property
    def is_guess(self) -> bool:
        """Whether nothing could be proven and this is only the least risky cell."""
        return self.kind is HintKind.GUESS

    def __str__(self) -> str:
        row, col = self.cell
        if self.kind is HintKind.SAFE:
            return f"row {row}, column {col} is safe: {self.reason}"
        if self.kind is HintKind.MINE:
            return f"row {row}, column {col} is a mine: {self.reason}"
        if self.kind is HintKind.WRONG_FLAG:
            return f"the flag at row {row}, column {col} is wrong: {self.reason}"
        return self.reason


def hint(position: Position, *, node_limit: int = NODE_LIMIT) -> Hint:
    """The cheapest useful deduction for the player, or the least risky cell to guess.

    Mines the player has already flagged are skipped; a flag proven safe is reported.
    """
    if position.dealt_for is not None:
        return Hint(position.dealt_for, HintKind.SAFE, (), "this board was dealt for a first "
                    "click here, so this cell is safe", 0.0)
    if position.first_open_is_safe:
        middle = Coord(position.rows // 2, position.cols // 2)
        return Hint(middle, HintKind.SAFE, (), "the first cell you open is never a mine (the "
                    "mines are placed around it), so open anywhere, for example here", 0.0)
    solver = Solver.from_position(position, node_limit=node_limit)
    cells = position.cells
    for found in solver.deductions():
        index = found.cell.row * position.cols + found.cell.col
        flagged = cells[index] == FLAG
        if found.is_mine and not flagged:
            return Hint(found.cell, HintKind.MINE, found.numbers, found.reason, 1.0)
        if not found.is_mine:
            kind = HintKind.WRONG_FLAG if flagged else HintKind.SAFE
            return Hint(found.cell, kind, found.numbers, found.reason, 0.0)
    counting = solver.count()
    candidates = [i for i in solver.unknown_cells() if cells[i] != FLAG]
    if not candidates:
        candidates = solver.unknown_cells()
    if not candidates:
        raise InconsistentError("every cell is open or proven: there is nothing to hint")
    # The hint names the least risky cell (the auto-player may take a little more risk
    # for a better outlook); among equally risky ones, the one best_guess prefers.
    lowest = min(counting.mine_ways[i] for i in candidates)
    index = best_guess(solver, counting, [i for i in candidates if counting.mine_ways[i] == lowest])
    risk = counting.probability(index)
    reason = (
        f"nothing can be proven, so a guess is needed: row {index // position.cols}, "
        f"column {index % position.cols} is the least risky cell, with a "
        f"{float(risk) * 100:.1f}% chance of a mine"
    )
    return Hint(position.coord(index), HintKind.GUESS, (), reason, float(risk))


@dataclass(frozen=True)
class Outlook:
    """What opening one unknown cell may lead to, counted over the layouts that fit.

    Each field is a number of layouts out of `total` (the same total as the counting's):
    `safe` those where the cell is safe, `progress` those where it is safe and the number
    it shows proves at least one more cell safe, `safe_cells` the sum over layouts of how
    many cells that number proves safe, `second` the sum over the numbers it may show of
    the layouts where the least risky cell after it is safe too (two guesses survived).
    """

    total: int
    safe: int
    progress: int
    safe_cells: int
    second: int


def outlook(
    solver: Solver, counting: Counting, cell: int, *,
    constraints: Sequence[tuple[int, list[int], int]] | None = None,
    cache: ComponentCache | None = None,
) -> Outlook:
    """Look one move ahead: for each number the unknown `cell` could show, count the
    layouts that show it and what the exact step would prove safe next.

    `constraints` (from `solver.constraints()`) and `cache` may be passed in to share the
    work between the cells of one choice.
    """
    state = solver.state
    around = solver.around
    if constraints is None:
        constraints = solver.constraints()
    base: list[tuple[int, list[int], int]] = []
    for number, cells, need in constraints:
        if cell in cells:
            cells = [q for q in cells if q != cell]
            if not cells:
                if need:
                    # The cell is a mine in every layout: nothing safe to look at.
                    return Outlook(counting.total, 0, 0, 0, 0)
                continue
        base.append((number, cells, need))
    unknown = [q for q in solver.unknown_cells() if q != cell]
    neighbours = [q for q in around[cell] if state[q] == UNKNOWN]
    remaining = solver.mines - solver.known_mines
    progress = 0
    safe_cells = 0
    safe = 0
    second = 0
    for extra in range(len(neighbours) + 1):
        trial = sorted([*base, (cell, neighbours, extra)]) if neighbours else base
        try:
            after = count_layouts(trial, unknown, remaining, solver.node_limit, cache)
        except InconsistentError:
            continue
        ways = after.total
        if after.capped:
            # Estimates only: nothing after this cell is known exactly, so it is not
            # credited with any (best_guess then prefers cells whose outlook is exact).
            safe = counting.total - counting.mine_ways[cell]
            return Outlook(counting.total, safe, 0, 0, 0)
        safe += ways
        after_ways = after.mine_ways
        proven = sum(1 for q in unknown if after_ways[q] == 0)
        second += ways - min((after_ways[q] for q in unknown), default=0)
        if proven:
            progress += ways
            safe_cells += ways * proven
        if not neighbours:
            break
    return Outlook(counting.total, safe, progress, safe_cells, second)


# A guess may take a little more risk than the least risky cell for a better chance of
# surviving the guess after it: cells whose safe chance is within this fraction of the
# best are looked ahead from, at most LOOKAHEAD_LIMIT of them (the cheap score picks).
GUESS_TOLERANCE = 0.1
LOOKAHEAD_LIMIT = 8


def best_guess(solver: Solver, counting: Counting, candidates: Sequence[int]) -> int:
    """The unknown cell to open when nothing can be proven.

    Cells about as safe as the least risky one are looked at one move ahead (`outlook`):
    the best is the one most likely to survive both its own opening and the least risky
    move after it (a proven safe cell counting as sure), then the one expected to prove
    the most cells safe. Cells away from the numbers are interchangeable, so one stands
    for all those with as many unknown neighbours. When the counts are estimates (a
    capped component), the least risky cell is taken.
    """
    if counting.capped:
        return _cheap_guess(solver, counting, candidates)
    total = counting.total
    mine_ways = counting.mine_ways
    lowest = min(mine_ways[i] for i in candidates)
    # safe >= best safe * (1 - tolerance), in whole layouts.
    most = lowest + int((total - lowest) * GUESS_TOLERANCE)
    state = solver.state
    around = solver.around
    rest = set(counting.rest)
    units: dict[tuple[int, ...], int] = {}
    for index in candidates:
        if mine_ways[index] > most:
            continue
        if index in rest:
            neighbours = [q for q in around[index] if state[q] == UNKNOWN]
            if all(q in rest for q in neighbours):
                units.setdefault((-1, len(neighbours)), index)
                continue
        units[(index,)] = index
    looked = sorted(units.values(), key=lambda i: (-_cheap_score(solver, counting, i, lowest), i))
    constraints = solver.constraints()
    cache: ComponentCache = {}
    best = looked[0]
    best_score: tuple[int, int, int] | None = None
    for index in looked[:LOOKAHEAD_LIMIT]:
        seen = outlook(solver, counting, index, constraints=constraints, cache=cache)
        score = (seen.second, seen.safe_cells, -index)
        if best_score is None or score > best_score:
            best, best_score = index, score
    return best


def _cheap_score(solver: Solver, counting: Counting, index: int, lowest: int) -> float:
    """Safe chance, boosted by an estimate of the chance the cell shows 0 (the product of
    its unknown neighbours' safe chances), less its excess risk over the least risky cell.
    """
    total = counting.total
    mine_ways = counting.mine_ways
    state = solver.state
    ways = mine_ways[index]
    safe = 1.0 - ways / total
    zero = 1.0
    for other in solver.around[index]:
        value = state[other]
        if value == MINE:
            zero = 0.0
            break
        if value == UNKNOWN:
            zero *= 1.0 - mine_ways[other] / total
    return safe * (1.0 + zero) - (ways - lowest) / total


def _cheap_guess(solver: Solver, counting: Counting, candidates: Sequence[int]) -> int:
    """The least risky candidate (near ties, within 1% of the layouts, count as ties),
    ties going to the best `_cheap_score`: used when the counts are only estimates.
    """
    total = counting.total
    mine_ways = counting.mine_ways
    lowest = min(mine_ways[i] for i in candidates)
    slack = total // 100
    best = -1
    best_score = -1.0
    for index in candidates:
        if mine_ways[index] > lowest + slack:
            continue
        score = _cheap_score(solver, counting, index, lowest)
        if score > best_score:
            best, best_score = index, score
    return best
