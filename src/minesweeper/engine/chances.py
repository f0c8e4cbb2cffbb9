"""The probability map: each closed cell's exact chance of a mine, straight from a Position.

The same figures as counting after the solver's cheap rules (`solver.exact_probabilities`),
for a fraction of the work: the constraints are read off the position directly, one pass
of the single-number rule settles the cells it proves (so that a proven mine does not join
two frontier parts into one enumeration), and `count_layouts` counts the rest. Each chance
is a quotient of the exact layout counts, rounded once to the nearest float.
"""

from __future__ import annotations

from itertools import compress

from .position import CLOSED, FLAG, Position
from .probability import NODE_LIMIT, ComponentCache, Counting, InconsistentError, count_layouts
from .sizecache import by_size

# Flags are claims, not facts: a flagged cell is closed like any other.
_IS_CLOSED = bytes(int(value in (CLOSED, FLAG)) for value in range(256))
_IS_OPEN = bytes(int(value < CLOSED) for value in range(256))
_IS_NUMBER = bytes(int(0 < value < CLOSED) for value in range(256))
_BIASED = bytes(value + 8 if value < CLOSED else 8 for value in range(256))

# A number's class: settled (0), on the frontier, all its closed neighbours mines (full),
# all safe (empty), or unsatisfiable.
_FRONT, _FULL, _EMPTY, _BAD = 1, 2, 3, 4


def _class(code: int) -> int:
    """The class of an open number whose code is 1 + 9 * (need + 8) + closed neighbours."""
    need, closed = divmod(code - 1, 9)
    need -= 8
    if need < 0 or need > closed:
        return _BAD
    if not closed:
        return 0
    return _FULL if need == closed else _EMPTY if need == 0 else _FRONT


_CLASS = bytes([0] + [_class(code) for code in range(1, 154)] + [0] * 102)
_IS_FULL = bytes(int(value == _FULL) for value in range(256))
_IS_EMPTY = bytes(int(value == _EMPTY) for value in range(256))
_IS_READY = bytes(int(value in (_FULL, _EMPTY)) for value in range(256))
_IS_TOUCHED = bytes(int(value in (_FRONT, _FULL, _EMPTY)) for value in range(256))


def mine_chances(position: Position, *, node_limit: int = NODE_LIMIT) -> dict[int, float]:
    """The mine probability of every closed cell (flags included), by flat index.

    InconsistentError when no layout fits the numbers and the mine count.
    """
    return chance_map(position, node_limit=node_limit)[0]


def chance_map(position: Position, *, node_limit: int = NODE_LIMIT, every_number: bool = False
               ) -> tuple[dict[int, float], bool]:
    """`mine_chances`, and whether some of them are estimates (a frontier part had more
    layouts than `node_limit` steps could count). With `every_number`, a number with no
    closed neighbour that needs a mine is refused too (InconsistentError): it says nothing
    about the closed cells, so the chances alone do not need it checked."""
    if position.known_mines or position.dealt_clear:
        return _through_solver(position, node_limit, every_number)
    cache: ComponentCache = {}
    mines, safe, counting = _count(position, node_limit, every_number, cache)
    if counting.capped:  # the pair rule first cuts parts too big to count, often small
        return _through_solver(position, node_limit, every_number, cache)
    rest, chance, frontier = _shares(counting)
    out = dict.fromkeys(rest, chance)
    out.update(frontier)
    out.update(dict.fromkeys(mines, 1.0))
    out.update(dict.fromkeys(safe, 0.0))
    return out, bool(counting.capped)


def mine_chance_rows(position: Position, *, node_limit: int = NODE_LIMIT) -> list[list[float]]:
    """`mine_chances` row by row, 0.0 for open cells."""
    if position.known_mines or position.dealt_clear:
        return _rows(_through_solver(position, node_limit)[0], position)
    cache: ComponentCache = {}
    mines, _, counting = _count(position, node_limit, cache=cache)
    if counting.capped:  # as in `chance_map`
        return _rows(_through_solver(position, node_limit, cache=cache)[0], position)
    rest, chance, frontier = _shares(counting)
    flat = [0.0] * (position.rows * position.cols)
    for cell in rest:
        flat[cell] = chance
    for cell, share in frontier:
        flat[cell] = share
    for cell in mines:
        flat[cell] = 1.0
    cols = position.cols
    return [flat[start:start + cols] for start in range(0, len(flat), cols)]


def _rows(chances: dict[int, float], position: Position) -> list[list[float]]:
    """`chances` by flat index as rows, 0.0 for open cells."""
    flat = [0.0] * (position.rows * position.cols)
    for cell, chance in chances.items():
        flat[cell] = chance
    cols = position.cols
    return [flat[start:start + cols] for start in range(0, len(flat), cols)]


def _through_solver(position: Position, node_limit: int, every_number: bool = False,
                    cache: ComponentCache | None = None) -> tuple[dict[int, float], bool]:
    """`chance_map` by the solver, which takes the position's known mines (cells seen to
    go off in a move taken back) and the cells its deal keeps clear (a replay opened
    elsewhere first): rare, so the whole-board shortcuts below leave them out. Also where
    `_count` found a part too big to count (the pair rule may cut it): its `cache` then
    holds the parts it counted, and those the pair rule leaves as they were are not
    counted again."""
    from .solver import Solver  # imported here: the solver package imports this module
    from .solver.marks import MINE, SAFE, UNKNOWN
    from .solver.playout import settle_by_rules

    solver = Solver.from_position(position, node_limit=node_limit)
    solver.explain = False
    settle_by_rules(solver)
    if every_number:
        from .solver.questions import check_plainly_possible

        check_plainly_possible(solver)
    counting = count_layouts(solver.constraints(), solver.unknown_cells(),
                             solver.mines - solver.known_mines, node_limit, cache)
    total, ways = counting.total, counting.mine_ways
    # An estimate is never a proof: a cell the rules leave unknown is not said 0 or 1 (a
    # bot writer found mines at 0% in a part too big to count).
    low, high = (_UNPROVEN, 1.0 - _UNPROVEN) if counting.capped else (0.0, 1.0)
    chances = {index: 1.0 if value == MINE else 0.0 if value == SAFE
               else min(max(ways[index] / total, low), high)
               for index, value in enumerate(solver.state) if value >= UNKNOWN}
    return chances, bool(counting.capped)


# The least chance an estimate gives a cell no rule proves, and the most less than 1.
_UNPROVEN = 1e-9


def _shares(counting: Counting) -> tuple[list[int], float, list[tuple[int, float]]]:
    """The cells away from the numbers and their one chance, and each frontier cell's."""
    total = counting.total
    mine_ways = counting.mine_ways
    rest = counting.rest
    # Cells away from the numbers all share one figure: divide the big integers once.
    chance = mine_ways[rest[0]] / total if rest else 0.0
    frontier = [(cell, mine_ways[cell] / total)
                for part in counting.components for cell in part.cells]
    return rest, chance, frontier


def _count(position: Position, node_limit: int, every_number: bool = False,
           cache: ComponentCache | None = None) -> tuple[list[int], list[int], Counting]:
    """The cells the single-number rule proves mines and safe, and the counting of the
    closed cells still unknown (`every_number`: see `chance_map`).

    The board is padded by a border of non-cells and held as Python ints, one byte a cell,
    so that the rule's first round over every number is a few whole-board operations; the
    few numbers it leaves ready (after safe cells, or mines freed by them) go through a
    work list.
    """
    rows, cols = position.rows, position.cols
    width = cols + 2
    flat_of, sevens = _padding(rows, cols)
    size = len(flat_of)
    cells = position.cells
    edge = b"\xff" * (width + 1)
    padded = edge + b"\xff\xff".join(
        [cells[start:start + cols] for start in range(0, rows * cols, cols)]) + edge
    closed = int.from_bytes(padded.translate(_IS_CLOSED), "little")
    # The numbers with a closed neighbour (the others say nothing).
    opened = _touching(closed, width, sevens, int.from_bytes(padded.translate(_IS_OPEN), "little"))
    if every_number:  # a number with no closed neighbour can have none of its mines
        lone = int.from_bytes(padded.translate(_IS_NUMBER), "little") & ~opened
        if lone:
            raise _unsatisfied(position, flat_of[((lone & -lone).bit_length() - 1) // 8])
    # Per number, the mines it still needs, plus 8 (every byte stays positive).
    need = int.from_bytes(padded.translate(_BIASED), "little")
    unproven = _spread(closed, width)
    classes = _classes(need, unproven, opened, size)
    full = int.from_bytes(classes.translate(_IS_FULL), "little")
    empty = int.from_bytes(classes.translate(_IS_EMPTY), "little")
    mined = cleared = 0
    if full or empty:
        # Every closed neighbour of a number with as many closed neighbours as it needs
        # mines is a mine; of a number that needs none, safe (a mine wins a conflict: the
        # number that wanted it safe is then unsatisfied).
        mined = _touching(full, width, sevens, closed)
        cleared = _touching(empty, width, sevens, closed) & ~mined
        closed ^= mined | cleared
        unproven = _spread(closed, width)
        need -= _spread(mined, width)
        classes = _classes(need, unproven, opened, size)
    if _BAD in classes:
        raise _unsatisfied(position, flat_of[classes.index(_BAD)])
    mines = list(compress(flat_of, mined.to_bytes(size, "little")))
    safe = list(compress(flat_of, cleared.to_bytes(size, "little")))
    counts: bytes | bytearray = unproven.to_bytes(size, "little")
    needs: bytes | bytearray = need.to_bytes(size, "little")
    unknown: bytes | bytearray = closed.to_bytes(size, "little")
    offsets = (-width - 1, -width, 1 - width, -1, 1, width - 1, width, width + 1)
    if _FULL in classes or _EMPTY in classes:
        counts, needs, unknown = _propagate(
            position, classes, bytearray(counts), bytearray(needs), bytearray(unknown),
            offsets, flat_of, (mines, safe))
    constraints = []
    for number in compress(range(size), classes.translate(_IS_TOUCHED)):
        count = counts[number]
        if count:
            found = [flat_of[q] for q in [number + step for step in offsets] if unknown[q]]
            constraints.append((flat_of[number], found, needs[number] - 8))
        elif needs[number] != 8:
            raise _unsatisfied(position, flat_of[number])
    still = list(compress(flat_of, unknown))
    # (exact only: an estimate is made through the solver)
    counting = count_layouts(constraints, still, position.mines - len(mines), node_limit,
                             cache, exact_only=True)
    return mines, safe, counting


def _propagate(
    position: Position, classes: bytes, counts: bytearray, needs: bytearray,
    unknown: bytearray, offsets: tuple[int, ...], flat_of: tuple[int, ...],
    proven: tuple[list[int], list[int]],
) -> tuple[bytearray, bytearray, bytearray]:
    """The single-number rule, number by number, from the numbers `classes` finds ready;
    adds the cells it proves to `proven` (mines, safe)."""
    mines, safe = proven
    ready = list(compress(range(len(classes)), classes.translate(_IS_READY)))
    while ready:
        number = ready.pop()
        count = counts[number]
        left = needs[number] - 8
        if not count or 0 < left < count:
            continue
        if left < 0 or left > count:
            raise _unsatisfied(position, flat_of[number])
        found = [q for q in [number + step for step in offsets] if unknown[q]]
        for cell in found:
            unknown[cell] = 0
        # A number becomes ready only once (it stays ready until it is settled): mines take
        # one from both its figures, so only reaching 0 needed can make it ready; a safe cell
        # takes one from its closed cells only.
        if left:
            mines += [flat_of[cell] for cell in found]
            for cell in found:
                for other in [cell + step for step in offsets]:
                    if classes[other]:
                        count = counts[other] = counts[other] - 1
                        wanted = needs[other] = needs[other] - 1
                        if count and wanted == 8:
                            ready.append(other)
        else:
            safe += [flat_of[cell] for cell in found]
            for cell in found:
                for other in [cell + step for step in offsets]:
                    if classes[other]:
                        count = counts[other] = counts[other] - 1
                        if count and needs[other] - 8 == count:
                            ready.append(other)
    return counts, needs, unknown


def neighbour_counts(marks: bytes | bytearray, rows: int, cols: int) -> bytes:
    """Per cell, how many of its neighbours are marked (`marks`: one byte, 0 or 1, a cell).

    One byte a cell in a Python int, the rows padded by a zero on each side: the sum of the
    eight shifted copies counts every cell's neighbours at once (at most 8: no carries).
    """
    width = cols + 2
    padded = bytearray((rows + 2) * width)
    for row in range(rows):
        start = (row + 1) * width + 1
        padded[start:start + cols] = marks[row * cols:(row + 1) * cols]
    grid = int.from_bytes(padded, "little")
    total = 0
    for step in (1, width - 1, width, width + 1):
        total += (grid << 8 * step) + (grid >> 8 * step)
    counts = (total & ((1 << 8 * len(padded)) - 1)).to_bytes(len(padded), "little")
    return b"".join(
        counts[start:start + cols] for start in range(width + 1, (rows + 1) * width, width)
    )


def _spread(marks: int, width: int) -> int:
    """Per cell of a padded board, how many of its neighbours are marked (`marks`: one
    byte, 0 or 1, a cell, the border clear)."""
    row = marks + (marks << 8) + (marks >> 8)
    shift = 8 * width
    return row + (row << shift) + (row >> shift) - marks


def _touching(marks: int, width: int, sevens: int, within: int) -> int:
    """The cells of `within` (0 or 1 a byte) next to a marked cell: adding 0x7f to each
    count (at most 8, so no carry) sets its top bit exactly when it is not 0."""
    return ((_spread(marks, width) + sevens) >> 7) & within


def _classes(need: int, unproven: int, opened: int, size: int) -> bytes:
    """Each cell's class (`_CLASS`) from the biased mines its number needs and its closed
    neighbours not yet proven; 0 for cells that are not open."""
    code = (need * 9 + unproven + opened) & (opened * 255)
    return code.to_bytes(size, "little").translate(_CLASS)


@by_size
def _padding(rows: int, cols: int) -> tuple[tuple[int, ...], int]:
    """Per cell of the board padded by one cell each side, its flat index (-1 on the
    border); and 0x7f in every byte of the padded board."""
    width = cols + 2
    flat_of = [-1] * ((rows + 2) * width)
    for row in range(rows):
        start = (row + 1) * width + 1
        flat_of[start:start + cols] = range(row * cols, (row + 1) * cols)
    return tuple(flat_of), int.from_bytes(b"\x7f" * len(flat_of), "little")


def _unsatisfied(position: Position, number: int) -> InconsistentError:
    row, col = divmod(number, position.cols)
    value = position.cells[number]
    return InconsistentError(f"the {value} at row {row}, column {col} cannot be satisfied")
