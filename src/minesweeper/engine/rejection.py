"""Rejection sampling of no-guess boards: uniform among the boards the solver clears.

Each draw is a first-click-safe layout drawn uniformly (as `generate.place_mines` draws
them) and kept only if the solver clears it from the first click without a guess, so the
boards kept are uniform among the no-guess ones. Two things make a draw cheap:

- Before any solving, a draw is dropped if it holds a guess that no move can settle: two
  cells, one a mine and one safe, such that swapping them changes no number outside the
  pair (every cell that sees one but not the other is a mine), or the same with the two
  diagonals of a 2x2 block. Both layouts then look the same until one of the cells is
  opened, so a sound solver never opens either and cannot clear the board. This drops
  only boards the solver would reject anyway, so it changes no outcome, and it catches
  over half of the failing Advanced draws, mostly those that would fail late.
- The solve stops the moment it sticks, and the enumerated frontier components are
  shared between the draws (`ComponentCache`).
"""

from __future__ import annotations

import random
from functools import lru_cache

from .coords import Coord
from .generate import kept_clear
from .minefield import Minefield
from .params import Params
from .probability import ComponentCache
from .solver import SAFE, UNKNOWN, Solver, neighbour_table

TEMPLATE_CELLS = 2_500
# A template: (cells that must be safe, cells that must be mines), anchored at a mine.
Template = tuple[tuple[int, ...], tuple[int, ...]]


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
    around = neighbour_table(rows, cols)
    # The templates take about 10 us a cell to build: worth it only on small boards,
    # where many cheap draws are made.
    templates = swap_templates(rows, cols, start) if size <= TEMPLATE_CELLS else None
    mine = bytearray(size)
    for _ in range(draws):
        chosen = rng.sample(free, params.mines)
        for index in chosen:
            mine[index] = 1
        if templates is None or not has_fixed_guess(mine, chosen, templates):
            counts = bytearray(size)
            for index in chosen:
                for other in around[index]:
                    counts[other] += 1
            solver = Solver(rows, cols, params.mines, node_limit=node_limit, explain=False,
                            cache=cache)
            solver.play_out(start, counts.__getitem__)
            state = solver.state
            if UNKNOWN not in state and SAFE not in state:
                return Minefield.from_indices(rows, cols, chosen)
        for index in chosen:
            mine[index] = 0
    return None


def has_fixed_guess(
    mine: bytearray, mines: list[int], templates: tuple[tuple[Template, ...], ...]
) -> bool:
    """Whether the layout (`mine` per cell, `mines` its mined cells) holds a swap that no
    number outside it can tell apart (see the module docstring).
    """
    for anchor in mines:
        for safe, mined in templates[anchor]:
            for cell in safe:
                if mine[cell]:
                    break
            else:
                for cell in mined:
                    if not mine[cell]:
                        break
                else:
                    return True
    return False


@lru_cache(maxsize=8)
def swap_templates(rows: int, cols: int, start: int) -> tuple[tuple[Template, ...], ...]:
    """Per cell, the undetectable swaps anchored at a mine there.

    A pair: the mine and a safe neighbour, with every other cell that touches exactly one
    of them a mine. A 2x2 block: the mine and its diagonal partner mined, the other two
    cells safe, and the cells diagonally off the block's corners mines. The first click is
    never one of the safe cells: it is opened without proof.
    """
    around = neighbour_table(rows, cols)
    out: list[list[Template]] = [[] for _ in range(rows * cols)]
    for a in range(rows * cols):
        near_a = set(around[a])
        for b in around[a]:
            if b != start:
                need = sorted((near_a ^ set(around[b])) - {a, b})
                out[a].append(((b,), tuple(need)))
    for row in range(rows - 1):
        for col in range(cols - 1):
            top_left = row * cols + col
            block = (top_left, top_left + 1, top_left + cols, top_left + cols + 1)
            corners = tuple(
                r * cols + c
                for r, c in ((row - 1, col - 1), (row - 1, col + 2), (row + 2, col - 1),
                             (row + 2, col + 2))
                if 0 <= r < rows and 0 <= c < cols
            )
            for (p, s), (q, r) in (((block[0], block[3]), (block[1], block[2])),
                                   ((block[1], block[2]), (block[0], block[3]))):
                if start not in (q, r):
                    out[p].append(((q, r), (s, *corners)))
    return tuple(tuple(templates) for templates in out)
