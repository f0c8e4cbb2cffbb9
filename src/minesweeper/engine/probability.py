"""Exact counting of the mine layouts consistent with what the player sees.

The closed cells split into the frontier (cells touching an open number) and the rest.
The frontier splits into independent components (numbers that share no cell never
constrain each other); each is enumerated on its own (`enumeration`), with cells that
touch exactly the same numbers grouped (a group of s cells holding x mines counts C(s, x)
layouts). The components are then combined with the total mine count: a choice of k frontier mines
leaves C(rest, remaining - k) ways to place the others. All counts are Python integers,
so the probabilities are exact fractions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from math import gcd
from typing import Sequence

from .binomial import comb
from .enumeration import enumerate_component
from .shapes import shapes_of, spread_over, weights_of

# Enumeration steps allowed per component before it is reported as capped.
NODE_LIMIT = 200_000


class InconsistentError(ValueError):
    """No placement of the mines fits the numbers and the mine count."""


class LimitError(ValueError):
    """A node limit or a budget that is not a whole number of at least 1."""


def check_limit(value: int, name: str = "node_limit") -> int:
    """`value`, if it is a whole number of at least 1 (a bool is not); else LimitError."""
    if type(value) is not int or value < 1:
        raise LimitError(f"{name} must be a whole number of at least 1, not {value!r}"[:200])
    return value


@dataclass
class Component:
    """An independent part of the frontier and what enumerating it found."""

    numbers: list[int]  # flat indices of the open numbers that constrain it
    cells: list[int]
    capped: bool = False
    nodes: int = 0
    # ways[k]: layouts of this component with k mines; mine_ways[k][i]: those with cells[i] a mine.
    ways: dict[int, int] = field(default_factory=dict)
    mine_ways: dict[int, list[int]] = field(default_factory=dict)


@dataclass
class Counting:
    """Layout counts for every unknown cell: `mine_ways[cell] / total` is its probability."""

    total: int
    mine_ways: dict[int, int]
    components: list[Component]
    rest: list[int]  # unknown cells touching no number
    remaining: int

    @property
    def capped(self) -> list[Component]:
        """Components whose enumeration hit the node limit (their figures are estimates)."""
        return [part for part in self.components if part.capped]

    def probability(self, cell: int) -> Fraction:
        """The exact mine probability of an unknown cell."""
        return Fraction(self.mine_ways[cell], self.total)

    def is_safe(self, cell: int) -> bool:
        """Whether no consistent layout has a mine at `cell`."""
        return self.mine_ways[cell] == 0

    def is_mine(self, cell: int) -> bool:
        """Whether every consistent layout has a mine at `cell`."""
        return self.mine_ways[cell] == self.total


Constraint = tuple[int, Sequence[int], int]  # (number's index, unknown cells, mines still needed)


# Enumerated components by their constraints: (number, mines needed, its cells) each.
ComponentCache = dict[tuple[tuple[int, int, tuple[int, ...]], ...], Component]


def count_layouts(
    constraints: Sequence[Constraint],
    unknown: Sequence[int],
    remaining: int,
    node_limit: int = NODE_LIMIT,
    cache: ComponentCache | None = None,
    *,
    exact_only: bool = False,
) -> Counting:
    """Count the layouts of `remaining` mines on `unknown` cells meeting every constraint.

    `cache` (one node limit per cache) keeps enumerated components for the next count:
    a component's figures depend only on its own constraints, and successive counts of
    a game, or of a board and its repairs, share most of them. With `exact_only`, a
    counting that a capped component would make an estimate stops before its figures are
    put together (total 0, no mine_ways): the caller counts another way (and the parts
    after the first capped one are not counted at all).
    """
    components = enumerated(constraints, check_limit(node_limit), cache,
                            until_capped=exact_only)
    in_frontier = {cell for part in components for cell in part.cells}
    rest = [cell for cell in unknown if cell not in in_frontier]
    exact = [part for part in components if not part.capped]
    if exact_only and len(exact) < len(components):
        return Counting(0, {}, components, rest, remaining)
    # Capped components are stood in for by a fixed mine count (their expected count if the
    # partial enumeration found layouts, else their share of the mines at the density);
    # the rest of the figures are then conditional on it.
    density = Fraction(remaining, max(1, len(unknown)))
    reserved = 0
    for part in components:
        if part.capped:
            reserved += _rounded_mean(part, round(len(part.cells) * density))
    return _combine(exact, components, rest, remaining - reserved, density=density)


def enumerated(
    constraints: Sequence[Constraint],
    node_limit: int = NODE_LIMIT,
    cache: ComponentCache | None = None,
    *,
    until_capped: bool = False,
) -> list[Component]:
    """The independent parts of the frontier that `constraints` make, each enumerated (its
    layouts by how many mines it holds: no mine count is assumed); see `count_layouts`.
    With `until_capped`, none after the first capped one is (the count is dropped)."""
    components = _components(constraints)
    by_cell: dict[int, list[int]] = {}
    for number, cells, _ in constraints:
        for cell in cells:
            by_cell.setdefault(cell, []).append(number)
    needs = {number: need for number, _, need in constraints}
    cells_of = {number: cells for number, cells, _ in constraints} if cache is not None else {}
    for i, part in enumerate(components):
        if cache is None:
            enumerate_component(part, by_cell, needs, node_limit)
        else:
            key = tuple((n, needs[n], tuple(cells_of[n])) for n in part.numbers)
            known = cache.get(key)
            if known is None:
                enumerate_component(part, by_cell, needs, node_limit)
                cache[key] = part
            else:
                components[i] = part = known
        if not part.ways and not part.capped:
            raise InconsistentError("no layout of mines fits the numbers of one frontier part")
        if until_capped and part.capped:
            break
    return components


def _rounded_mean(part: Component, default: int) -> int:
    total = sum(part.ways.values())
    if total == 0:
        return default
    mean = sum(k * ways for k, ways in part.ways.items())
    return (2 * mean + total) // (2 * total)


def _components(constraints: Sequence[Constraint]) -> list[Component]:
    """Group the constraints into components joined by shared cells.

    Each number carries the label of its component; joining two relabels the smaller
    (a few dict look-ups per cell, no root finding).
    """
    label: dict[int, int] = {}
    members: dict[int, list[int]] = {}
    owner: dict[int, int] = {}
    for number, cells, _ in constraints:
        mine = label.get(number)
        if mine is None:
            mine = label[number] = number
            members[number] = [number]
        for cell in cells:
            other = owner.setdefault(cell, number)
            if other != number:
                theirs = label[other]
                if theirs != mine:
                    big, small = members[mine], members[theirs]
                    if len(big) < len(small):
                        big, small, mine, theirs = small, big, theirs, mine
                    for moved in small:
                        label[moved] = mine
                    big += small
                    del members[theirs]
    parts: dict[int, Component] = {}
    for number, _, _ in constraints:
        root = label[number]
        part = parts.get(root)
        if part is None:
            part = parts[root] = Component([], [])
        part.numbers.append(number)
    for cell, number in owner.items():
        parts[label[number]].cells.append(cell)
    return list(parts.values())


def convolve(a: list[int], b: list[int]) -> list[int]:
    """Ways by mine count of two independent parts together (`a[m]`, `b[m]`: ways with
    m mines): the product of the two as polynomials."""
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                if y:
                    out[i + j] += x * y
    return out


def binomials(free: int, remaining: int, most: int) -> list[int]:
    """[C(free, remaining - m) for m in 0..most], 0 where out of range.

    One binomial is computed outright and the others by the ratio of neighbours, which
    is much cheaper than each on its own when they have thousands of digits.
    """
    out = [0] * (most + 1)
    # Valid m: remaining - free <= m <= remaining.
    low, high = max(0, remaining - free), min(most, remaining)
    if low > high:
        return out
    left = remaining - high  # the smallest number of mines off the frontier
    value = comb(free, left)
    for m in range(high, low - 1, -1):
        out[m] = value
        # C(free, left + 1) = C(free, left) * (free - left) / (left + 1)
        value = value * (free - left) // (left + 1)
        left += 1
    return out


def _combine(
    exact: list[Component],
    components: list[Component],
    rest: list[int],
    remaining: int,
    use_count: bool = True,
    density: Fraction = Fraction(1, 2),
) -> Counting:
    free = len(rest)
    least, most, fixed, shapes = shapes_of(exact)
    # spread[k]: ways to put the mines not on the frontier into the rest when the exact
    # parts hold k more than their least, over their greatest common divisor `scale` (most
    # of their digits: what is left multiplies several times faster).
    spread = binomials(free, remaining - least, most) if use_count else [1] * (most + 1)
    scale = gcd(*spread) or 1
    later = spread_over(shapes, [ways // scale for ways in spread])
    total = fixed * scale * later[0]
    if total == 0 and use_count and len(exact) < len(components):
        # The estimate for a capped part did not fit the count: drop the count, keep going.
        return _combine(exact, components, rest, remaining, use_count=False, density=density)
    if total == 0:
        raise InconsistentError("no layout fits the numbers together with the mine count")
    mine_ways: dict[int, int] = {}
    beyond = 0  # the mines the parts hold beyond their least, summed over the layouts
    for shape, parts in shapes.items():
        by_shape = [scale * ways for ways in weights_of(shape, later)]
        beyond += len(parts) * sum(x * shape[x] * ways for x, ways in enumerate(by_shape))
        weights: dict[int, list[int]] = {}
        for common, part in parts:
            weight = weights.get(common)
            if weight is None:
                weight = weights[common] = [ways * (fixed // common) for ways in by_shape]
            low = min(mines for mines, ways in part.ways.items() if ways)
            cell_ways = [0] * len(part.cells)
            for mines, per_cell in part.mine_ways.items():
                w = weight[mines - low] if 0 <= mines - low < len(weight) else 0
                if w:
                    for c, ways in enumerate(per_cell):
                        if ways:
                            cell_ways[c] += ways * w
            mine_ways.update(zip(part.cells, cell_ways, strict=True))
    if rest and use_count:
        # Layouts with one given rest cell mined: the other mines fill free - 1 cells,
        # C(free - 1, left - 1) = C(free, left) * left / free exactly, summed over the
        # layouts of the parts: `left` is remaining - least less the mines beyond.
        ways_rest = ((remaining - least) * total - fixed * beyond) // free
        for cell in rest:
            mine_ways[cell] = ways_rest
    capped = [part for part in components if part.capped]
    if capped:  # room for the estimates' figures beside a count that may be tiny
        total *= ESTIMATE_SCALE
        mine_ways = {cell: ways * ESTIMATE_SCALE for cell, ways in mine_ways.items()}
        # The cells off the frontier share the mine count with an estimate: never certain
        # (nor, where the count was dropped, anything but even).
        low = total // 1000
        for cell in rest:
            mine_ways[cell] = min(max(mine_ways[cell], low), total - low) if use_count \
                else total // 2
    for part in capped:
        # An estimate: each cell's share within the partial enumeration, which searches
        # some cells' mines before others' (so leans), halfway to the density; the
        # density where it found no layout.
        found = sum(part.ways.values())
        for c, cell in enumerate(part.cells):
            mined = sum(row[c] for row in part.mine_ways.values()) if part.mine_ways else 0
            share = (Fraction(mined, found) + density) / 2 if found else density
            # Never claim certainty from a partial enumeration.
            share = min(max(share, Fraction(1, 1000)), Fraction(999, 1000))
            mine_ways[cell] = int(share * total)
    return Counting(total, mine_ways, components, rest, remaining)


# Where some figures are estimates, every count is scaled by this, so that an estimate's
# share of a count as small as 1 still shows (to a tenth of a percent).
ESTIMATE_SCALE = 1000
