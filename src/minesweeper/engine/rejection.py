"""Rejection sampling of no-guess boards: uniform among the boards the solver clears.

Each draw is a first-click-safe layout drawn uniformly (as `generate.place_mines` draws
them) and kept only if the solver clears it from the first click without a guess, so the
boards kept are uniform among the no-guess ones. Two things make a draw cheap:

- Before any solving, a draw is dropped if it holds a guess that no move can settle: two
  cells, one a mine and one safe, such that swapping them changes no number outside the
  pair (every cell that sees one but not the other is a mine), or the same with the two
  diagonals of a 2x2 block, or a safe cell and a mine each walled in by mines (and the
  board's edges). Both layouts then look the same until one of the cells is
  opened, so a sound solver never opens either and cannot clear the board. This drops
  only boards the solver would reject anyway, so it changes no outcome, and it catches
  over half of the failing Advanced draws, mostly those that would fail late.
- The solve runs on bit boards (`bitcheck`: generation knows the mines, so the cheap rules
  act on every cell at once), stops the moment it sticks, and shares the enumerated
  frontier components between the draws (`ComponentCache`).
"""

from __future__ import annotations

import itertools
import random

from .bitcheck import bit_layout, bits_at, clears
from .chances import neighbour_counts
from .coords import Coord
from .generate import kept_clear
from .minefield import Minefield
from .params import Params
from .probability import ComponentCache
from .sizecache import by_size
from .solver import SAFE, UNKNOWN, Solver, neighbour_table

# An undetectable swap, as (row, column) offsets from a cell: the cells that must be mines,
# those that must be safe (never the first click), and those that must be mines or off the
# board. Pairs of neighbours, either way round, and the two diagonals of a 2x2 block.
Cells = tuple[tuple[int, int], ...]
Swap = tuple[Cells, Cells, Cells]


def _pair_swaps() -> list[Swap]:
    out: list[Swap] = []
    near_a = {(r, c) for r in (-1, 0, 1) for c in (-1, 0, 1)}
    for b in ((0, 1), (1, 0), (1, 1), (1, -1)):
        near_b = {(b[0] + r, b[1] + c) for r in (-1, 0, 1) for c in (-1, 0, 1)}
        walls = tuple(sorted((near_a ^ near_b) - {(0, 0), b}))
        out += [(((0, 0),), (b,), walls), ((b,), ((0, 0),), walls)]
    return out


_CORNERS = ((-1, -1), (-1, 2), (2, -1), (2, 2))
SWAPS: tuple[Swap, ...] = (
    *_pair_swaps(),
    (((0, 0), (1, 1)), ((0, 1), (1, 0)), _CORNERS),
    (((0, 1), (1, 0)), ((0, 0), (1, 1)), _CORNERS),
)
_AROUND = tuple((r, c) for r in (-1, 0, 1) for c in (-1, 0, 1) if (r, c) != (0, 0))


def draw_no_guess(
    params: Params, first: Coord, rng: random.Random, draws: int, cache: ComponentCache,
    node_limit: int,
) -> Minefield | None:
    """The first of up to `draws` uniform first-click-safe layouts that the solver clears
    from `first` without a guess, or None if none does.
    """
    rows, cols = params.rows, params.cols
    size = rows * cols
    clear = set(kept_clear(params, first))
    free = [i for i in range(size) if i not in clear]
    start = first.row * cols + first.col
    board = bit_board(rows, cols, start)
    layout = bit_layout(rows, cols)
    around = neighbour_table(rows, cols)
    for _ in range(draws):
        chosen = rng.sample(free, params.mines)
        if board.has_fixed_guess(chosen):
            continue
        cleared = clears(layout, chosen, start, around, node_limit, cache)
        if cleared is None:
            cleared = _solver_clears(rows, cols, chosen, start, node_limit, cache)
        if cleared:
            return Minefield.from_indices(rows, cols, chosen)
    return None


# Up to this many ways to place the mines, `no_layout_clears` tries them all: a 3x1 board
# with 1 mine, clicked in the middle, was refused only after 1 s of repairs.
FEW_LAYOUTS = 200


def no_layout_clears(params: Params, first: Coord, cache: ComponentCache, node_limit: int
                     ) -> bool:
    """Whether there are at most FEW_LAYOUTS first-click-safe layouts and the solver clears
    none of them from `first` (False where there are more: repairs may find one)."""
    rows, cols = params.rows, params.cols
    clear = set(kept_clear(params, first))
    free = [i for i in range(rows * cols) if i not in clear]
    fewer = min(params.mines, len(free) - params.mines)
    ways = 1
    for taken in range(1, fewer + 1):  # (counted up to the limit: a big board's would be slow)
        ways = ways * (len(free) - fewer + taken) // taken
        if ways > FEW_LAYOUTS:
            return False
    start = first.row * cols + first.col
    return not any(_solver_clears(rows, cols, list(chosen), start, node_limit, cache)
                   for chosen in itertools.combinations(free, params.mines))


def _solver_clears(rows: int, cols: int, chosen: list[int], start: int, node_limit: int,
                   cache: ComponentCache) -> bool:
    """Whether `Solver.play_out` clears the layout (for the rare draw that `clears`
    leaves to it: a frontier part too big to count)."""
    mine = bytearray(rows * cols)
    for index in chosen:
        mine[index] = 1
    counts = neighbour_counts(mine, rows, cols)
    solver = Solver(rows, cols, len(chosen), node_limit=node_limit, explain=False,
                    cache=cache)
    solver.play_out(start, counts.__getitem__)
    state = solver.state
    return UNKNOWN not in state and SAFE not in state


@by_size
def bit_board(rows: int, cols: int, start: int) -> BitBoard:
    """The BitBoard of this size and first click (cached: the same for every draw)."""
    return BitBoard(rows, cols, start)


class BitBoard:
    """A board as one bit per cell of a Python int, in rows padded by one cell on each
    side (off-board cells count as walls), so that a swap is checked over every cell at
    once with a few shifts and ands.
    """

    def __init__(self, rows: int, cols: int, start: int) -> None:
        width = cols + 2
        # Per cell, its bit's position (see `bitcheck.BitLayout.at`).
        self.at = [(i // cols + 1) * width + i % cols + 1 for i in range(rows * cols)]
        self._bytes = ((rows + 2) * width + 7) // 8
        board = bits_at(self.at, self._bytes)
        self.may_be_safe = board & ~(1 << self.at[start])
        self.padding = (1 << ((rows + 2) * width)) - 1 - board
        self.swaps = tuple(
            tuple(tuple(r * width + c for r, c in part) for part in swap) for swap in SWAPS
        )
        self.around = tuple(r * width + c for r, c in _AROUND)

    def has_fixed_guess(self, mines: list[int]) -> bool:
        """Whether the layout with `mines` holds a swap that no number outside it can
        tell apart (see the module docstring).
        """
        mined = bits_at(map(self.at.__getitem__, mines), self._bytes)
        safe = self.may_be_safe & ~mined
        walls = mined | self.padding
        for must_mine, must_safe, must_wall in self.swaps:
            found = _all_at(mined, must_mine, -1)
            found = _all_at(safe, must_safe, found)
            if _all_at(walls, must_wall, found):
                return True
        # A safe cell and a mine, each walled in on every side: they swap too.
        enclosed = _all_at(walls, self.around, -1)
        return bool(enclosed & safe) and bool(enclosed & mined)


def _all_at(mask: int, offsets: tuple[int, ...], found: int) -> int:
    """`found` keeping the cells p with bit p + offset of `mask` set for every offset."""
    for offset in offsets:
        if not found:
            return 0
        found &= mask >> offset if offset >= 0 else mask << -offset
    return found
