"""Whether the solver clears a known layout without a guess, on bit boards.

Generation knows the mines, and that makes the solver's two cheap rules whole-board bit
operations. A number's unknown neighbours hold `need` mines, where need is its count less
the mines proven around it; since every proven mine is a mine of the layout, `need` is
just how many of its unknown neighbours are mines. So:

- one number settles its unknown neighbours (all safe, or all mines) exactly when they
  are all safe or all mines in the layout;
- two numbers a and b settle the unknown cells that only one of them touches (P, a's
  own, and Q, b's own) exactly when the cells of P are all mines and those of Q all safe
  in the layout (or the other way round), or when one of them settles on its own: the
  two-number rule's bounds reduce to that once the layout is known.

Each is an and/or of shifted copies of three sets (the open numbers, the unknown mines and
the unknown safe cells), every cell at once, for each of the 24 offsets from a to b. When
neither rule proves anything, the exact step counts layouts (`count_layouts`, the
solver's own) from constraints read off the bit boards. The rules are sound and the last
one complete, so what is proven at the end does not depend on the order or the rules
before it: a layout is cleared here exactly when `Solver.play_out` clears it. The one
exception is a frontier part that hits the node limit, where the solver keeps only local
proofs: `clears` then answers None, and the caller asks the solver.

Cells are bits of a Python int in rows padded by two cells on every side, so that a shift
by up to two rows or columns never carries a cell onto another of the board.
"""

from __future__ import annotations

from itertools import compress
from typing import Iterable, Sequence

from .probability import ComponentCache, count_layouts
from .sizecache import by_size

_BLOCK = tuple((r, c) for r in (-1, 0, 1) for c in (-1, 0, 1))
_PAD = 2
_BIT = bytes.maketrans(b"01", b"\x00\x01")


def bits_at(positions: Iterable[int], size: int) -> int:
    """An int with the bits at `positions` set (all below 8 * `size`), built in a
    bytearray: summing one int per bit would cost time growing with their product."""
    buffer = bytearray(size)
    for position in positions:
        buffer[position >> 3] |= 1 << (position & 7)
    return int.from_bytes(buffer, "little")


def _shifted(value: int, offset: int) -> int:
    """`value` with every bit moved by `offset` positions (towards higher bits if > 0)."""
    return value << offset if offset >= 0 else value >> -offset


@by_size
def bit_layout(rows: int, cols: int) -> BitLayout:
    """The BitLayout of this size (cached: the same for every draw)."""
    return BitLayout(rows, cols)


class BitLayout:
    """Where each cell of a rows x cols board sits among the bits, and the shapes the two
    rules look at, as bit offsets."""

    def __init__(self, rows: int, cols: int) -> None:
        width = cols + 2 * _PAD
        self.width = width
        # Per cell, its bit's position (a list of small ints: a list of the bits
        # themselves would take memory growing with the square of the board's size).
        self.at = [(i // cols + _PAD) * width + i % cols + _PAD for i in range(rows * cols)]
        self._bytes = ((rows + 2 * _PAD) * width + 7) // 8
        self.board = self.mask(range(rows * cols))
        # Per bit position, the cell's index (-1 off the board).
        self.index_at = [-1] * ((rows + 2 * _PAD) * width)
        for i, position in enumerate(self.at):
            self.index_at[position] = i
        # A number's block of cells, and per offset d from a number a to a number b: (d,
        # the cells around a but not b, the cells around b but not a, as offsets from b).
        # Nearest partners first: they share the most cells, and the pass stops at the
        # first pair that proves anything.
        self.block = tuple(r * width + c for r, c in _BLOCK)
        pairs: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
        steps = sorted(((dr, dc) for dr in range(-2, 3) for dc in range(-2, 3)),
                       key=lambda step: (max(abs(step[0]), abs(step[1])), step))
        for dr, dc in steps[1:]:
            near_a = set(_BLOCK)
            near_b = {(dr + r, dc + c) for r, c in _BLOCK}
            pairs.append((
                dr * width + dc,
                tuple(r * width + c for r, c in sorted(near_a - near_b)),
                tuple((r - dr) * width + c - dc for r, c in sorted(near_b - near_a)),
            ))
        self.pairs = tuple(pairs)

    def mask(self, cells: Iterable[int]) -> int:
        """The bits of `cells` (board indices) set."""
        return bits_at(map(self.at.__getitem__, cells), self._bytes)

    def spread(self, cells: int) -> int:
        """The cells next to any of `cells` (and those cells), on the board or off it."""
        width = self.width
        row = cells | cells << 1 | cells >> 1
        return row | row << width | row >> width

    def indices(self, cells: int) -> list[int]:
        """The board indices of the set bits of `cells` (on the board), lowest first."""
        # The bits as text, lowest first, turned into a byte per bit for compress.
        return list(compress(self.index_at, format(cells, "b")[::-1].encode().translate(_BIT)))


def clears(
    layout: BitLayout, mines: Sequence[int], start: int, around: Sequence[Sequence[int]],
    node_limit: int, cache: ComponentCache | None = None,
) -> bool | None:
    """Whether the solver clears the layout with `mines` (flat indices) from the safe
    first click `start` without a guess; None when a frontier part hit the node limit
    (then only `Solver.play_out` knows). `around` is the solver's neighbour table.
    """
    board = layout.board
    mined = layout.mask(mines)
    safe = board & ~mined
    known = opened = 1 << layout.at[start]
    spread = layout.spread
    while True:
        # One number alone, until nothing changes.
        while True:
            unknown_mines = mined & ~known
            unknown_safe = safe & ~known
            near_mines = spread(unknown_mines)
            near_safe = spread(unknown_safe)
            found = (spread(opened & near_safe & ~near_mines) & unknown_safe
                     | spread(opened & near_mines & ~near_safe) & unknown_mines)
            if not found:
                break
            known |= found
            opened |= found & safe
        if known == board:
            return True
        found = _pairs(layout, opened & (near_mines | near_safe), unknown_mines,
                       unknown_safe)
        if found:
            known |= found
            opened |= found & safe
            continue
        exact = _exact(layout, known, mined, opened & (near_mines | near_safe), around,
                       len(mines), node_limit, cache)
        if exact is None:
            return None
        if not exact:
            return False
        known |= exact
        opened |= exact & safe


def _pairs(layout: BitLayout, numbers: int, unknown_mines: int, unknown_safe: int) -> int:
    """Cells the two-number rule proves (see the module docstring), from the first offset
    where it proves any: the numbers a with no safe cell among their own unknown cells,
    whose partner b is a number with no mine among its own; a's own cells are then mines
    and b's safe. 0 when no pair proves anything.
    """
    # Per offset o in a number's block: the cells p with no unknown safe cell (no
    # unknown mine) at p + o, shifted once and shared by all the pairs.
    no_safe = {o: ~(unknown_safe >> o if o >= 0 else unknown_safe << -o) for o in layout.block}
    no_mine = {o: ~(unknown_mines >> o if o >= 0 else unknown_mines << -o)
               for o in layout.block}
    found = 0
    for step, own_a, own_b in layout.pairs:
        a_ok = numbers
        for offset in own_a:
            a_ok &= no_safe[offset]
            if not a_ok:
                break
        else:
            b_ok = numbers
            for offset in own_b:
                b_ok &= no_mine[offset]
                if not b_ok:
                    break
            else:
                fired = a_ok & (b_ok >> step if step >= 0 else b_ok << -step)
                if fired:
                    for offset in own_a:
                        found |= _shifted(fired, offset) & unknown_mines
                    for offset in own_b:
                        found |= _shifted(fired, step + offset) & unknown_safe
                    if found:
                        return found
    return found


def _exact(
    layout: BitLayout, known: int, mined: int, numbers: int,
    around: Sequence[Sequence[int]], mines: int, node_limit: int,
    cache: ComponentCache | None,
) -> int | None:
    """The cells proven by counting every layout that fits the numbers and the mine
    count (0 when none is), or None when a frontier part hit the node limit."""
    unknown_cells = layout.board & ~known
    unknown = layout.indices(unknown_cells)
    is_unknown = set(unknown)
    is_mine = set(layout.indices(mined & unknown_cells))
    constraints = []
    for number in layout.indices(numbers):
        cells = [q for q in around[number] if q in is_unknown]
        constraints.append((number, cells, len(is_mine.intersection(cells))))
    left = mines - (mined & known).bit_count()
    counting = count_layouts(constraints, unknown, left, node_limit, cache)
    if counting.capped:
        return None
    total = counting.total
    return layout.mask(cell for cell, ways in counting.mine_ways.items()
                       if ways == 0 or ways == total)
