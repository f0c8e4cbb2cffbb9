"""The uniform redraw of forgiving and strict play: a layout drawn at random among all
that fit what the player sees, with some cells kept safe or one of them made a mine.

Layouts are counted exactly, as in `probability`: after the one-number rule has settled
what it can, the closed cells touching numbers split into independent components, each
counted over groups of cells that touch the same numbers (x mines in a group of s cells
are C(s, x) layouts); a choice of mine counts per component is weighted by the ways to
put the other mines on the cells away from the numbers. Each choice (a component's mine
count, then its groups' counts, then the cells) is drawn with its exact integer weight
from the game's own random.Random, so the layout is uniform among all that fit, and the
same stream gives the same layout.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from math import comb
from typing import Collection, Sequence

from .coords import Coord
from .generate import kept_clear
from .minefield import Minefield
from .params import Params
from .position import CLOSED, Position
from .probability import NODE_LIMIT, binomials, convolve
from .solver import neighbour_table


class ModeError(ValueError):
    """A guess that cannot be judged or redrawn here; the message says why."""


class TangledError(ModeError):
    """The layouts could not be counted within the step limit (the frontier is too
    tangled), as opposed to none fitting."""


def redraw(
    position: Position,
    rng: random.Random,
    *,
    safe: Collection[int] = (),
    mine_among: Collection[int] = (),
    first_click: Coord | None = None,
    known: tuple[Collection[int], Collection[int]] | None = None,
    node_limit: int = NODE_LIMIT,
) -> Minefield:
    """A minefield drawn uniformly among all that fit `position` (each open number, the
    total mine count, no mine on an open cell, its known mines) with every cell of `safe`
    free of mines
    and, if `mine_among` is given, at least one of its cells a mine.

    `first_click`: also keep free the cells a first click there keeps clear (see
    `generate.kept_clear`). `known`: the (safe, mines) that `modes.proven` found in this
    very position, which are then taken as given instead of proven again (on a large
    board most closed cells are proven mines). ModeError when no layout fits; TangledError
    (a ModeError) when counting one space takes more than `node_limit` steps (with
    `mine_among`, each of its cells' spaces has that many).
    """
    params = Params(position.rows, position.cols, position.mines)
    free = set(safe)
    if first_click is not None:
        free.update(kept_clear(params, first_click))
    given = _Given(*known) if known is not None else None
    went_off = set(position.known_mines)  # seen going off: they stay where they are
    if not mine_among:
        space = _Space(position, free, went_off, given, node_limit)
        if not space.total:
            raise ModeError("no layout of the mines fits the screen with those cells safe")
        return space.draw(rng)
    # At least one mine among the cells: split by the first of them that holds one, so
    # that the parts are disjoint and together hold every such layout.
    targets = sorted(set(mine_among) - free)
    spaces = [_Space(position, free | set(targets[:i]), {cell} | went_off, given, node_limit)
              for i, cell in enumerate(targets)]
    weights = [space.total for space in spaces]
    if not any(weights):
        raise ModeError("no layout of the mines fits the screen with a mine there")
    return spaces[_pick(rng, weights)].draw(rng)


def _pick(rng: random.Random, weights: Sequence[int]) -> int:
    """An index drawn with probability proportional to its (exact, integer) weight."""
    left = rng.randrange(sum(weights))
    for i, weight in enumerate(weights):
        if left < weight:
            return i
        left -= weight
    raise AssertionError("unreachable: the weights sum past the draw")


@dataclass(frozen=True)
class _Given:
    """What the solver proved of the position: settled without checking again."""

    safe: Collection[int]
    mines: Collection[int]


State = tuple[int, ...]  # the mines still needed by each constraint open across a depth


@dataclass
class _Part:
    """One frontier component: its groups of cells, its layouts by mine count, and the
    counting table that a layout is drawn back through."""

    groups: list[list[int]]
    ways: list[int]  # ways[k]: layouts of this part with k mines
    # layers[d][state][m]: layouts of the groups before depth d that hold m mines and leave
    # `state`; links[d][state]: the (state before, mines in group d - 1) that lead to it.
    layers: list[dict[State, dict[int, int]]]
    links: list[dict[State, list[tuple[State, int]]]]

    def counts(self, rng: random.Random, mines: int) -> list[int]:
        """Mines per group, drawn with the weight of their layouts, `mines` in all."""
        counts = [0] * len(self.groups)
        state: State = ()
        for depth in range(len(self.groups) - 1, -1, -1):
            options = self.links[depth + 1][state]
            size = len(self.groups[depth])
            layer = self.layers[depth]
            weights = [layer[before].get(mines - x, 0) * comb(size, x) for before, x in options]
            state, counts[depth] = options[_pick(rng, weights)]
            mines -= counts[depth]
        return counts


class _Space:
    """The layouts that fit a position with some cells fixed safe and some fixed mines."""

    def __init__(self, position: Position, safe: set[int], mines: set[int],
                 given: _Given | None, node_limit: int) -> None:
        self.rows, self.cols = position.rows, position.cols
        self.total = 0
        self.mines: list[int] = []
        self.parts: list[_Part] = []
        self.rest: list[int] = []
        self.left = 0
        self.after: list[list[int]] = [[1]]
        self.spread: list[int] = [1]
        settled = _settle(position, safe, mines, given)
        if settled is None:
            return
        state, closed, constraints = settled
        self.mines = [i for i in closed if state[i] == _MINE]
        self.left = position.mines - len(self.mines)
        frontier = {cell for _, cells, _ in constraints for cell in cells}
        self.rest = [i for i in closed if state[i] == _UNKNOWN and i not in frontier]
        if not 0 <= self.left <= len(self.rest) + len(frontier):
            return
        budget = [node_limit]
        self.parts = [_enumerate(groups, constraints, budget)
                      for groups in _components(constraints)]
        # after[i]: layouts of parts i.. by their mine count; spread[m]: the ways to put
        # the other mines on the rest when the frontier holds m.
        for part in reversed(self.parts):
            self.after.insert(0, convolve(part.ways, self.after[0]))
        self.spread = binomials(len(self.rest), self.left, len(self.after[0]) - 1)
        self.total = sum(w * s for w, s in zip(self.after[0], self.spread, strict=True))

    def draw(self, rng: random.Random) -> Minefield:
        """One layout, uniform among those of this space (which must hold some)."""
        mines = list(self.mines)
        used = 0
        spread = self.spread
        for i, part in enumerate(self.parts):
            after = self.after[i + 1]
            weights = [
                ways * sum(a * spread[used + k + m] for m, a in enumerate(after) if a)
                if ways else 0
                for k, ways in enumerate(part.ways)
            ]
            k = _pick(rng, weights)
            used += k
            for group, count in zip(part.groups, part.counts(rng, k), strict=True):
                mines.extend(rng.sample(group, count))
        mines.extend(rng.sample(self.rest, self.left - used))
        return Minefield.from_indices(self.rows, self.cols, sorted(mines))


Constraint = tuple[int, list[int], int]  # (number, its unsettled closed cells, mines needed)


# Cell states while settling: closed and unknown, settled safe, settled a mine, open.
_UNKNOWN, _SAFE, _MINE, _OPEN = 0, 1, 2, 3
# Position cell value -> state: the open numbers 0-8 are open, closed and flagged unknown.
_STATES = bytes([_OPEN] * CLOSED + [_UNKNOWN] * (256 - CLOSED))


def _settle(position: Position, safe: set[int], mines: set[int], given: _Given | None
            ) -> tuple[bytearray, list[int], list[Constraint]] | None:
    """Fix `safe` and `mines`, then apply the one-number rule until it settles no more.

    Returns each cell's state, the closed cells, and the constraints left on the unknown
    ones; None when the fixed cells contradict the numbers (or the numbers each other).
    Cells `given` are settled first, and numbers touching only them are not checked.
    """
    cells = position.cells
    around = neighbour_table(position.rows, position.cols)
    state = bytearray(cells.translate(_STATES))
    for index in mines:
        if state[index] == _OPEN:
            return None
        state[index] = _MINE
    for index in safe:
        if state[index] == _MINE:
            return None
        if state[index] == _UNKNOWN:
            state[index] = _SAFE
    closed = [i for i, value in enumerate(state) if value != _OPEN]
    if given is None:
        checked = closed
    else:
        for value, settled in ((_MINE, given.mines), (_SAFE, given.safe)):
            for index in settled:
                if state[index] == _UNKNOWN:
                    state[index] = value
                elif state[index] != value:
                    return None
        fixed = mines | safe
        checked = [i for i in closed if state[i] == _UNKNOWN or i in fixed]
    numbers = {q for i in checked for q in around[i] if state[q] == _OPEN}
    if given is None and any(0 < count < CLOSED and i not in numbers
                             for i, count in enumerate(cells)):
        return None  # a number with no closed cell around it to hold its mines
    pending = sorted(numbers)
    queued = set(pending)
    while pending:
        number = pending.pop()
        queued.discard(number)
        unknown, need = _unknown_and_need(number, cells, state, around)
        if not 0 <= need <= len(unknown):
            return None
        if unknown and need in (0, len(unknown)):
            mark = _MINE if need else _SAFE
            for q in unknown:
                state[q] = mark
                for other in around[q]:
                    if state[other] == _OPEN and other not in queued:
                        queued.add(other)
                        pending.append(other)
    constraints: list[Constraint] = []
    for number in sorted(numbers):
        unknown, need = _unknown_and_need(number, cells, state, around)
        if unknown:
            constraints.append((number, unknown, need))
    return state, closed, constraints


def _unknown_and_need(number: int, cells: bytes, state: bytearray,
                      around: tuple[tuple[int, ...], ...]) -> tuple[list[int], int]:
    """The unknown cells around an open number, and how many mines they must still hold."""
    unknown = []
    need = cells[number]
    for q in around[number]:
        value = state[q]
        if value == _UNKNOWN:
            unknown.append(q)
        elif value == _MINE:
            need -= 1
    return unknown, need


def _components(constraints: list[Constraint]) -> list[list[tuple[tuple[int, ...], list[int]]]]:
    """The independent frontier parts, each as its groups: (the constraint slots the cells
    touch, the cells), in an order where each group shares a slot with one before it.
    """
    touching: dict[int, list[int]] = {}  # cell -> the slots of its constraints
    for slot, (_, cells, _) in enumerate(constraints):
        for cell in cells:
            touching.setdefault(cell, []).append(slot)
    seen = [False] * len(constraints)
    placed: set[int] = set()
    parts: list[list[tuple[tuple[int, ...], list[int]]]] = []
    for start in range(len(constraints)):
        if seen[start]:
            continue
        seen[start] = True
        queue = [start]
        groups: dict[tuple[int, ...], list[int]] = {}
        for slot in queue:  # breadth first, so each group joins the ones before it
            for cell in constraints[slot][1]:
                if cell in placed:
                    continue
                placed.add(cell)
                key = tuple(touching[cell])
                groups.setdefault(key, []).append(cell)
                for other in key:
                    if not seen[other]:
                        seen[other] = True
                        queue.append(other)
        parts.append(list(groups.items()))
    return parts


def _enumerate(groups: list[tuple[tuple[int, ...], list[int]]], constraints: list[Constraint],
               budget: list[int]) -> _Part:
    """Count the ways to put mines in the groups that meet each constraint exactly.

    Group by group, layouts that leave the same needs on the constraints still open are
    counted together (by mine count), so a long chain of numbers costs its length, not
    its number of layouts. `budget`: steps left, shared by the parts of a redraw.
    """
    sizes = [len(cells) for _, cells in groups]
    touches = [key for key, _ in groups]
    last: dict[int, int] = {}
    for depth, key in enumerate(touches):
        for slot in key:
            last[slot] = depth
    # room[d][slot]: cells after group d that the constraint `slot` of group d touches.
    room: list[dict[int, int]] = [{} for _ in groups]
    running: dict[int, int] = {}
    for depth in range(len(groups) - 1, -1, -1):
        room[depth] = {slot: running.get(slot, 0) for slot in touches[depth]}
        for slot in touches[depth]:
            running[slot] = running.get(slot, 0) + sizes[depth]
    # open_at[d]: the constraints touched both before depth d and from it on.
    open_at: list[tuple[int, ...]] = [()]
    for depth, key in enumerate(touches):
        now = set(open_at[depth]) | set(key)
        open_at.append(tuple(sorted(slot for slot in now if last[slot] > depth)))
    layers: list[dict[State, dict[int, int]]] = [{(): {0: 1}}]
    links: list[dict[State, list[tuple[State, int]]]] = [{}]
    for depth, key in enumerate(touches):
        size, after, following = sizes[depth], room[depth], open_at[depth + 1]
        choose = [comb(size, x) for x in range(size + 1)]
        layer: dict[State, dict[int, int]] = {}
        link: dict[State, list[tuple[State, int]]] = {}
        for state, ways in layers[depth].items():
            need = dict(zip(open_at[depth], state, strict=True))
            for slot in key:
                need.setdefault(slot, constraints[slot][2])
            low = max([0] + [need[slot] - after[slot] for slot in key])
            high = min([size] + [need[slot] for slot in key])
            for x in range(low, high + 1):
                budget[0] -= len(ways)
                if budget[0] < 0:
                    raise TangledError("too many layouts to count: the frontier is too tangled")
                for slot in key:
                    need[slot] -= x
                reached = tuple(need[slot] for slot in following)
                for slot in key:
                    need[slot] += x
                target = layer.get(reached)
                if target is None:
                    target = layer[reached] = {}
                    link[reached] = []
                link[reached].append((state, x))
                weight = choose[x]
                for mines, count in ways.items():
                    target[mines + x] = target.get(mines + x, 0) + count * weight
        layers.append(layer)
        links.append(link)
    final = layers[-1].get((), {})
    totals = [0] * (max(final, default=0) + 1)
    for mines, count in final.items():
        totals[mines] = count
    return _Part([cells for _, cells in groups], totals, layers, links)
