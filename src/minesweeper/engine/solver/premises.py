"""What a proof rests on, so that its reason names all of it and nothing more.

A cell proven within its own part of the frontier needs at most that part's numbers; one
that counts the mines left also needs the other parts whose share of those mines it cannot
do without (the nearest that suffice, found by doubling their number). Then parts, and
single numbers (the farthest first), are dropped while the cell stays proven.

A proof that builds on cells proven before also needs the numbers that proved those
(`Chain`): a flag is a claim, and a proven mine is a fact only through its numbers; only
those the cells it relies on need are named.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Callable, Iterator, NamedTuple

from ..probability import (
    Component,
    ComponentCache,
    Counting,
    InconsistentError,
    count_layouts,
    enumerated,
)
from .marks import MINE, SAFE, UNKNOWN
from .neighbours import coords_of, flat, steps
from .reasons import (
    WENT_OFF,
    exact_reason,
    exhausted_reason,
    mines_left_words,
    rest_reason,
    single_reason,
    support_reason,
    went_off_reason,
)

if TYPE_CHECKING:
    from .core import Deduction, Solver

# Single numbers are dropped one by one only from at most this many (each try enumerates
# a changed part afresh). At 12, tips on Intermediate and Advanced boards named 16 to 25
# numbers where 3 were enough, about once in 700 tips (60 games played by their tips).
SINGLE_TRIES = 24


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
            solver.mines - len(flags), flags=len(flags),
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
            numbers = _trim(self._nearest(cell, part.numbers),
                            lambda kept: self._local(cell, is_mine, kept))
            return numbers, None, exact_reason(state, cols, numbers, is_mine, None)
        numbers = self._nearest(cell, self._needed(cell, is_mine, part))
        said = "" if is_mine else exhausted_reason(state, cols, numbers, cell, self.left,
                                                   self.words)
        if said or part is not None:
            said = said or exact_reason(state, cols, numbers, is_mine, self.words)
            return numbers, self.left, said
        rest = len(self.counting.rest) if numbers else len(self.unknown)
        return numbers, self.left, rest_reason(state, cols, numbers, is_mine, self.words, rest,
                                               self.left)

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
        # And the cell's own part's numbers, the same way.
        own = _trim(self._nearest(cell, own),
                    lambda kept: bool(kept + numbers) and self._holds(cell, is_mine,
                                                                      kept + numbers))
        return own + numbers

    def _holds(self, cell: int, is_mine: bool, numbers: list[int]) -> bool:
        """Whether `cell` is still proven by `numbers` and the mines left."""
        constraints = sorted(self.constraints[n] for n in numbers)
        counting = count_layouts(constraints, self.unknown, self.left, self.solver.node_limit,
                                 self.cache)
        return counting.is_mine(cell) if is_mine else counting.is_safe(cell)

    def _local(self, cell: int, is_mine: bool, numbers: list[int]) -> bool:
        """Whether `cell` is still proven by `numbers` alone (no mine count)."""
        constraints = sorted(self.constraints[n] for n in numbers)
        try:
            parts = enumerated(constraints, self.solver.node_limit, self.cache)
        except InconsistentError:
            return False
        part = next((part for part in parts if cell in part.cells), None)
        return part is not None and not part.capped and is_local(
            part, part.cells.index(cell), is_mine)

    def _distance(self, cell: int, numbers: list[int]) -> tuple[int, int]:
        """How far the nearest of `numbers` is from `cell` (steps, kings' moves)."""
        return min(self._step(cell, number) for number in numbers)

    def _step(self, cell: int, number: int) -> tuple[int, int]:
        return steps(cell, number, self.solver.cols), number

    def _nearest(self, cell: int, numbers: list[int]) -> list[int]:
        """`numbers`, nearest to `cell` first (so that the ones a reason lists are close)."""
        return sorted(numbers, key=lambda number: self._step(cell, number))


def _trim(numbers: list[int], holds: Callable[[list[int]], bool]) -> list[int]:
    """`numbers` (nearest first) less each one, the farthest first, that the proof `holds`
    without, when they are few (each try enumerates a part afresh)."""
    if len(numbers) > SINGLE_TRIES:
        return numbers
    for number in reversed(numbers):
        fewer = [n for n in numbers if n != number]
        if fewer and holds(fewer):
            numbers = fewer
    return numbers


def _numbers(parts: list[Component]) -> list[int]:
    return [number for part in parts for number in part.numbers]


class _Proof(NamedTuple):
    numbers: tuple[int, ...]
    uses: tuple[int, ...]  # the cells proven before that it builds on
    before: int  # when it counts the mines left: it builds on every cell proven before
    is_mine: bool
    left: int | None
    words: str | None  # the mines left, in words, when it counts them
    reason: str | None = None  # a shorter proof's reason than the solver's, if it found one


class Chain:
    """The proofs of one solver's deductions, so that each can name the numbers under the
    cells proven before that it builds on (see `deductions` and `complete`)."""

    def __init__(self, solver: Solver) -> None:
        self.solver = solver
        self.proofs: dict[int, _Proof] = {}
        self.order: list[int] = []  # the cells proven, in order
        # Each mine that some number proves by itself: every number that does.
        self.alone: dict[int, tuple[int, ...]] = {}
        self.cache: ComponentCache = {}  # parts enumerated while trimming (see `_trimmed`)

    def deductions(self, step: Callable[[], list[Deduction]] | None = None
                   ) -> Iterator[Deduction]:
        """The solver's deductions by `step` (its `step` if None) until it is stuck."""
        while found := (step or self.solver.step)():
            self._record(found)
            yield from found

    def _record(self, found: list[Deduction]) -> None:
        from .core import Rule  # core imports this module

        cols, around, proofs = self.solver.cols, self.solver.around, self.proofs
        counted = next((d.mines_left for d in found if d.mines_left is not None), None)
        said = self._words(counted)
        made: dict[int, _Proof] = {}  # all made on the state before this step
        for deduction in found:
            words = said if deduction.mines_left is not None else None
            numbers = tuple(row * cols + col for row, col in deduction.numbers)
            # A number's mines are all that "already touches" counts on.
            mines_only = deduction.rule is Rule.SINGLE and not deduction.is_mine
            uses = () if words else tuple(dict.fromkeys(
                q for n in numbers for q in around[n]
                if q in proofs and (proofs[q].is_mine or not mines_only)))
            before = len(self.order) if words else 0
            cell = flat(deduction.cell, cols)
            if deduction.is_mine:
                alones = self._alones(cell)
                if alones:
                    self.alone[cell] = alones
                alone = alones[0] if alones else None
            else:
                alone = self._empty_beside(cell)
            if alone is not None and (uses or words or deduction.rule is not Rule.SINGLE):
                # One number proves it by itself: that proof, not one built on others.
                state = self.solver.state
                value = state[alone]
                shut = [q for q in around[alone] if not 0 <= state[q] <= 8]
                reason = single_reason(state, cols, alone, 0, value, len(shut),
                                       deduction.is_mine,
                                       sum(1 for q in shut if q in self.solver.flags))
                gone = [q for q in shut if q in self.solver.went_off]  # counted in "2 more"
                reason = went_off_reason(reason, gone, cols) if gone else reason
                made[cell] = _Proof((alone,), (), 0, deduction.is_mine, None, None, reason)
                continue
            went_off = [q for n in numbers for q in around[n] if q in self.solver.went_off] \
                if deduction.rule is Rule.SINGLE and self.solver.went_off and not words else []
            if went_off:  # a mine seen going off counts: say which
                reason = went_off_reason(deduction.reason, went_off, cols)
                made[cell] = _Proof(numbers, uses, before, deduction.is_mine, None, None, reason)
                continue
            made[cell] = _Proof(
                numbers, uses, before, deduction.is_mine, deduction.mines_left, words)
        proofs.update(made)
        self.order += made

    def _alones(self, cell: int) -> tuple[int, ...]:
        """The numbers next to `cell` that each prove it a mine by themselves: as many
        closed neighbours as their value (flags and proven mines among them, none proven
        safe). It stays so: those neighbours never open."""
        state, around = self.solver.state, self.solver.around
        found = []
        for number in around[cell]:
            if 0 < state[number] <= 8:
                hidden = [q for q in around[number] if not 0 <= state[q] <= 8]
                if len(hidden) == state[number] and SAFE not in (state[q] for q in hidden):
                    found.append(number)
        return tuple(found)

    def _empty_beside(self, cell: int) -> int | None:
        """An open empty cell next to `cell` (beside a flag, or in a board typed in): it
        proves `cell` safe by itself."""
        state = self.solver.state
        return next((number for number in self.solver.around[cell] if state[number] == 0),
                    None)

    def _words(self, left: int | None) -> str | None:
        """The mines left in words, as a proof made now counts them (None: it does not)."""
        if left is None:
            return None
        flags, proofs = self.solver.flags, self.proofs
        mines = [cell for cell in self.order if proofs[cell].is_mine]
        return mines_left_words(
            left, self.solver.mines - len(flags), flags=len(flags),
            unproven=sum(1 for i in flags if i not in proofs),
            wrong=sum(1 for i in flags if i in proofs and not proofs[i].is_mine),
            unflagged=sum(1 for i in mines if i not in flags))

    def complete(self, found: Deduction) -> Deduction:
        """`found` with the numbers under the cells it builds on added to its numbers and
        named in its reason, and the mines proven on the way as its `given`."""
        from .core import Rule  # core imports this module

        cols = self.solver.cols
        proof = self.proofs[flat(found.cell, cols)]
        if proof.reason is not None:  # a shorter proof than the solver's
            found = dataclasses.replace(found, numbers=coords_of(list(proof.numbers), cols),
                                        rule=Rule.SINGLE, reason=proof.reason,
                                        mines_left=None)
        direct = list(proof.uses) + self.order[:proof.before]
        seen = self._under(proof)
        own = set(proof.numbers)
        cell = flat(found.cell, cols)
        support = sorted({n for q in seen for n in self.proofs[q].numbers} - own,
                         key=lambda n: (steps(cell, n, cols), n))
        mines = [q for q in self.order if q in seen and self.proofs[q].is_mine]
        counted = [self.proofs[q] for q in self.order if q in seen and self.proofs[q].words]
        if not support and not direct:
            return self._said_gone(dataclasses.replace(found, given=coords_of(mines, cols)), [])
        # With no support, the reason's own numbers prove the cells it relies on: that is
        # said too, or its "needs 2 more mines" reads as trusting a flag.
        left = counted[-1] if counted else None
        is_mine = sum(1 for q in direct if self.proofs[q].is_mine)
        takes_part = any(own.intersection(self.proofs[q].numbers) for q in seen)
        fewer = self._fewest(seen, own, cell) if support else None
        if fewer is not None and len(fewer[0]) < len(support):
            support, takes_part = fewer
        if support and left is None and len(support) + len(own) <= SINGLE_TRIES:
            support, takes_part = self._trimmed(direct, support, own)
        reason = support_reason(
            found.reason, self.solver.state, cols, support, (is_mine, len(direct) - is_mine),
            left.words if left else None, own=len(own) if takes_part else 0,
            lone=direct[0] if len(direct) == 1 else -1)
        around, went_off = self.solver.around, self.solver.went_off
        return self._said_gone(dataclasses.replace(
            found, numbers=found.numbers + coords_of(support, cols), reason=reason,
            given=coords_of(mines, cols),
            mines_left=found.mines_left if found.mines_left is not None or left is None
            else left.left), [q for n in support for q in around[n] if q in went_off])

    def _said_gone(self, found: Deduction, gone: list[int]) -> Deduction:
        """`found`, naming the mines seen going off that it builds on: those its support's
        numbers count, and all when it counts the mines left (they are counted)."""
        if found.mines_left is not None:
            gone = gone + sorted(self.solver.went_off)
        if not gone or WENT_OFF in found.reason:
            return found
        said = went_off_reason(found.reason, gone, self.solver.cols)
        return dataclasses.replace(found, reason=said)

    def _fewest(self, seen: set[int], own: set[int], cell: int
                ) -> tuple[list[int], bool] | None:
        """When every cell of `seen` is a mine that a number proves by itself, numbers
        that prove them all, picked greedily (most of them first, the proof's `own`
        numbers first among equals): those not in `own`, nearest `cell` first, and whether
        `own` ones take part. None when that leaves no number to name."""
        if not all(q in self.alone for q in seen):
            return None
        cols, left, chosen = self.solver.cols, set(seen), set()
        while left:
            numbers = {n for q in left for n in self.alone[q]}
            best = max(numbers, key=lambda n: (sum(1 for q in left if n in self.alone[q]),
                                               n in own, -steps(cell, n, cols), -n))
            chosen.add(best)
            left = {q for q in left if best not in self.alone[q]}
        named = sorted(chosen - own, key=lambda n: (steps(cell, n, cols), n))
        return (named, bool(chosen & own)) if named else None

    def _trimmed(self, cells: list[int], support: list[int], own: set[int]
                 ) -> tuple[list[int], bool]:
        """`support` (nearest first) less each number that the cells the proof relies on
        (`cells`) follow without, by the numbers kept and the reason's `own` numbers alone
        (the farthest first); then the own numbers they do not need ("proven by these
        numbers and" goes); and whether an own number is kept. A cell proven on the way by a
        longer route than it needs named that route's numbers too, and a pair's reason the
        numbers of cells its arithmetic does without."""
        kept = [*support, *sorted(own)]
        if not self._settles(kept, cells):  # a mine seen going off: numbers alone cannot
            return support, any(own.intersection(self.proofs[q].numbers) for q in cells)
        for number in [*reversed(support), *sorted(own)]:
            fewer = [n for n in kept if n != number]
            if fewer and self._settles(fewer, cells):
                kept = fewer
        return [n for n in kept if n not in own], any(n in own for n in kept)

    def _settles(self, numbers: list[int], cells: list[int]) -> bool:
        """Whether `numbers` alone (every closed cell around them unknown, no mine count)
        prove each of `cells` what it was proven."""
        state, around = self.solver.state, self.solver.around
        constraints = sorted(
            (n, shut, state[n]) for n in numbers
            if (shut := [q for q in around[n] if not 0 <= state[q] <= 8]))
        try:
            parts = enumerated(constraints, self.solver.node_limit, self.cache)
        except InconsistentError:
            return False
        where = {q: part for part in parts for q in part.cells}
        for q in cells:
            part = where.get(q)
            if part is None or part.capped or not is_local(part, part.cells.index(q),
                                                           self.proofs[q].is_mine):
                return False
        return True

    def _under(self, proof: _Proof) -> set[int]:
        """The cells proven before that `proof` builds on, directly or through theirs."""
        seen: set[int] = set()
        stack, done = [proof], 0  # every cell in order[:done] is seen
        while stack:
            top = stack.pop()
            new = [q for q in top.uses if q not in seen]
            if top.before > done:
                new += [q for q in self.order[done:top.before] if q not in seen]
                done = top.before
            seen.update(new)
            stack += [self.proofs[q] for q in new]
        return seen
