"""Enumerating one frontier component: every way its groups of cells can hold mines.

Cells touching exactly the same numbers form a group (s cells holding x mines count
C(s, x) layouts); the groups are tried in an order where each shares numbers with those
before it, so that constraints close early, by backtracking with the bounds each number
still allows.
"""

from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from .probability import Component

# _CHOOSE[n][x] = C(n, x) for the group sizes that occur (a group touches a number, so it
# has at most 8 cells).
_CHOOSE = tuple(tuple(comb(n, x) for x in range(n + 1)) for n in range(9))


def enumerate_component(
    part: Component, by_cell: dict[int, list[int]], needs: dict[int, int], node_limit: int
) -> None:
    """Fill `part.ways` and `part.mine_ways` by backtracking over groups of cells; where
    that takes more than `node_limit` steps, count by the needs still open instead
    (`_count_by_states`), and only where that too is over the limit, estimate.

    A part of `STATES_FIRST` groups or more is counted by the needs first: there the
    backtracking mostly ran out of steps (a tenth of a second each, 200 x 200 boards have
    dozens of such parts) where counting by the needs took a hundredth; the figures are
    the same either way.
    """
    states_first = len({tuple(by_cell[cell]) for cell in part.cells}) >= STATES_FIRST
    if states_first:
        part.capped = True
        _count_by_states(part, by_cell, needs, node_limit)
        if not part.capped:
            return
        part.capped = False
    _backtrack(part, by_cell, needs, node_limit)
    if part.capped and not states_first:
        _count_by_states(part, by_cell, needs, node_limit)


# Measured on scattered openings of 60 x 60 to 200 x 200 boards: from 20 groups on,
# counting by the needs was the faster in total (from 30 on, ten times faster).
STATES_FIRST = 20


def _backtrack(
    part: Component, by_cell: dict[int, list[int]], needs: dict[int, int], node_limit: int
) -> None:
    """Fill `part.ways` and `part.mine_ways` by backtracking over groups of cells."""
    groups: dict[tuple[int, ...], list[int]] = {}
    for cell in part.cells:
        groups.setdefault(tuple(sorted(by_cell[cell])), []).append(cell)
    # Order groups so that each shares numbers with those before it: constraints close early.
    keys = _connected_order(list(groups))
    slot = {number: i for i, number in enumerate(part.numbers)}
    sizes = [len(groups[key]) for key in keys]
    # choose[g][x]: ways to put x mines in group g.
    choose = [_CHOOSE[size] if size < len(_CHOOSE) else
              [comb(size, x) for x in range(size + 1)] for size in sizes]
    touches = [[slot[number] for number in key] for key in keys]
    need = [needs[number] for number in part.numbers]
    # bounds[g]: per number group g touches, the cells of the groups after g it touches
    # (fixed by the order): it needs at least its mines less those from group g.
    room = [0] * len(part.numbers)
    bounds: list[list[tuple[int, int]]] = []
    for size, numbers in zip(reversed(sizes), reversed(touches), strict=True):
        bounds.append([(c, room[c]) for c in numbers])
        for c in numbers:
            room[c] += size
    bounds.reverse()
    count = len(keys)
    last = count - 1
    chosen = [0] * count
    top = [0] * count
    # weight_at[d], mines_at[d]: layouts and mines of the choices above depth d.
    weight_at = [1] * (count + 1)
    mines_at = [0] * (count + 1)
    # credit[g][m]: the mines group g holds, summed over the layouts with m mines in all.
    credit: list[dict[int, int]] = [{} for _ in range(count)]
    # below[d]: the layouts found under the current choice of group d - 1, by mine count
    # (below[0]: all of them). They are credited to that choice when it changes, so a leaf
    # costs one addition, not one per group.
    below: list[dict[int, int]] = [{} for _ in range(count + 1)]
    nodes = 0
    depth = 0
    descending = True
    while True:
        if descending:
            if depth == count:
                leaves = below[count]
                mines = mines_at[count]
                leaves[mines] = leaves.get(mines, 0) + weight_at[count]
                depth -= 1
                descending = False
                continue
            size = sizes[depth]
            low, high = 0, size
            for c, later in bounds[depth]:
                # Written out: max() and min() calls cost more than the rest of the node.
                left = need[c]
                if left < high:
                    high = left
                left -= later
                if left > low:
                    low = left
            if low > high:
                depth -= 1
                descending = False
                continue
            if depth == last and nodes + high - low < node_limit:
                # The last group: each mine count it can take is a leaf, credited here
                # at once rather than one descent each (the same nodes are counted).
                nodes += high - low + 1
                up = below[depth]
                weight = weight_at[depth]
                base = mines_at[depth]
                ways_of = choose[depth]
                mined = credit[depth]
                for x in range(low, high + 1):
                    layouts = weight * ways_of[x]
                    mines = base + x
                    up[mines] = up.get(mines, 0) + layouts
                    if x:
                        mined[mines] = mined.get(mines, 0) + x * layouts
                depth -= 1
                descending = False
                continue
            nodes += 1
            if nodes > node_limit:
                # Stop: climb back up without trying another choice, crediting what
                # was found on the way.
                part.capped = True
                top[:depth] = chosen[:depth]
                depth -= 1
                descending = False
                continue
            if low:
                for c in touches[depth]:
                    need[c] -= low
            chosen[depth] = low
            top[depth] = high
            weight_at[depth + 1] = weight_at[depth] * choose[depth][low]
            mines_at[depth + 1] = mines_at[depth] + low
            depth += 1
        else:
            if depth < 0:
                break
            found = below[depth + 1]
            if found:
                # Credit the layouts found under this choice to it, and pass them up.
                up = below[depth]
                mines = chosen[depth]
                if mines:
                    mined = credit[depth]
                    for total, layouts in found.items():
                        mined[total] = mined.get(total, 0) + mines * layouts
                if up:
                    for total, layouts in found.items():
                        up[total] = up.get(total, 0) + layouts
                    found.clear()
                else:
                    # Nothing to add to: hand the dict up, keep the empty one.
                    below[depth], below[depth + 1] = found, up
            numbers = touches[depth]
            if chosen[depth] < top[depth]:
                x = chosen[depth] = chosen[depth] + 1
                weight_at[depth + 1] = weight_at[depth] * choose[depth][x]
                mines_at[depth + 1] = mines_at[depth] + x
                for c in numbers:
                    need[c] -= 1
                nodes += 1
                depth += 1
                descending = True
            else:
                x = chosen[depth]
                if x:
                    for c in numbers:
                        need[c] += x
                depth -= 1
    ways = below[0]
    part.nodes = nodes
    part.ways = ways
    # Per cell: a group of s cells with x mines has C(s, x) * x / s layouts with a given cell mined.
    cells: list[int] = []
    for key in keys:
        cells.extend(groups[key])
    part.cells = cells
    group_ways: dict[int, list[int]] = {}
    for g, mined in enumerate(credit):
        for total, held in mined.items():
            row = group_ways.get(total)
            if row is None:
                row = group_ways[total] = [0] * count
            row[g] = held
    mine_ways: dict[int, list[int]] = {}
    for mines, row in group_ways.items():
        per_cell: list[int] = []
        for g in range(len(keys)):
            per_cell.extend([row[g] // sizes[g]] * sizes[g])
        mine_ways[mines] = per_cell
    part.mine_ways = mine_ways


def _count_by_states(
    part: Component, by_cell: dict[int, list[int]], needs: dict[int, int], node_limit: int
) -> None:
    """Count a component exactly by dynamic programming over its groups in connected order:
    after the first d groups, what is left to count depends only on the mines still needed
    by the numbers touched both before and after (the open needs), so layouts that leave
    the same needs are counted once. A long thin frontier, whose layouts are far too many
    to visit one by one, has few such states. Forward counts reach each state, backward
    counts finish from it; a group's mines are credited from both. Leaves `part` as it is
    (capped) when the work (sums of counts by mine total) passes `node_limit`, so that it
    takes about as long as the backtracking that came first at most."""
    groups: dict[tuple[int, ...], list[int]] = {}
    for cell in part.cells:
        groups.setdefault(tuple(sorted(by_cell[cell])), []).append(cell)
    keys = _connected_order(list(groups))
    sizes = [len(groups[key]) for key in keys]
    count = len(keys)
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    for g, key in enumerate(keys):
        for number in key:
            first.setdefault(number, g)
            last[number] = g
    # open_at[d]: the numbers touched by a group before d and by one at d or after.
    open_at = [tuple(sorted(n for n in first if first[n] < d <= last[n]))
               for d in range(count + 1)]
    room = [dict.fromkeys(first, 0) for _ in range(count + 1)]  # cells from group d on
    for d in range(count - 1, -1, -1):
        room[d] = dict(room[d + 1])
        for number in keys[d]:
            room[d][number] += sizes[d]
    forward: list[dict[tuple[int, ...], dict[int, int]]] = [{(): {0: 1}}]
    steps: list[list[tuple[tuple[int, ...], int, tuple[int, ...]]]] = []
    work = 0
    for g, key in enumerate(keys):
        size = sizes[g]
        here, after = open_at[g], open_at[g + 1]
        nxt: dict[tuple[int, ...], dict[int, int]] = {}
        moves: list[tuple[tuple[int, ...], int, tuple[int, ...]]] = []
        for state, by_mines in forward[g].items():
            need = dict(zip(here, state, strict=True))
            for x in range(size + 1):
                left = {}
                fits = True
                for number in key:
                    still = need.get(number, needs[number]) - x
                    if still < 0 or still > room[g + 1][number] \
                            or (last[number] == g and still):
                        fits = False
                        break
                    left[number] = still
                if not fits:
                    continue
                target = tuple(left[n] if n in left else need[n] for n in after)
                moves.append((state, x, target))
                work += len(by_mines)
                if work > node_limit:
                    return
                into = nxt.get(target)
                if into is None:
                    into = nxt[target] = {}
                weight = comb(size, x)
                for mines, ways in by_mines.items():
                    into[mines + x] = into.get(mines + x, 0) + ways * weight
        forward.append(nxt)
        steps.append(moves)
    backward: list[dict[tuple[int, ...], dict[int, int]]] = [{} for _ in range(count + 1)]
    backward[count] = {(): {0: 1}}
    credit: list[dict[int, int]] = [{} for _ in range(count)]
    for g in range(count - 1, -1, -1):
        back, ahead, weights = backward[g], backward[g + 1], sizes[g]
        for state, x, target in steps[g]:
            rest = ahead.get(target)
            if not rest:
                continue
            work += len(rest) * (1 + (len(forward[g][state]) if x else 0))
            if work > node_limit:
                return
            weight = comb(weights, x)
            into = back.setdefault(state, {})
            for mines, ways in rest.items():
                into[mines + x] = into.get(mines + x, 0) + ways * weight
            if x:
                mined = credit[g]
                for before, reach in forward[g][state].items():
                    for mines, ways in rest.items():
                        total = before + x + mines
                        mined[total] = mined.get(total, 0) + reach * weight * x * ways
    totals = backward[0].get((), {})
    cells: list[int] = []
    for key in keys:
        cells.extend(groups[key])
    mine_ways: dict[int, list[int]] = {}
    for mines in totals:
        per_cell: list[int] = []
        for g in range(count):
            per_cell.extend([credit[g].get(mines, 0) // sizes[g]] * sizes[g])
        mine_ways[mines] = per_cell
    part.cells = cells
    part.ways = {mines: n for mines, n in totals.items() if n}
    part.mine_ways = {mines: row for mines, row in mine_ways.items() if mines in part.ways}
    part.capped = False


def _connected_order(keys: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Keys in breadth-first order over shared numbers, starting from the first."""
    return [keys[i] for i in breadth_first(keys)]


def breadth_first(groups: Sequence[Sequence[int]]) -> list[int]:
    """The indices of `groups` in breadth-first order, two groups linked when they share a
    member: from the first group, then from the first one not reached yet, and so on."""
    by_member: dict[int, list[int]] = {}
    for i, group in enumerate(groups):
        for member in group:
            by_member.setdefault(member, []).append(i)
    seen = [False] * len(groups)
    order: list[int] = []
    for start in range(len(groups)):
        if seen[start]:
            continue
        seen[start] = True
        queue = [start]
        for i in queue:
            order.append(i)
            for member in groups[i]:
                for j in by_member[member]:
                    if not seen[j]:
                        seen[j] = True
                        queue.append(j)
    return order
