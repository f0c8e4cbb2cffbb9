"""Random mine placement at the first click."""

from __future__ import annotations

import random
from bisect import bisect_right
from typing import Callable

from .coords import Coord, check_on_board, neighbour_indices
from .minefield import Minefield
from .params import Params


def kept_clear(params: Params, first: Coord) -> list[int]:
    """The flat indices kept free of mines for a first click at `first`.

    The whole 3x3 block around the click when the board has room for it, so the first
    click opens an area; only the clicked cell when the board is too dense for that.
    OffBoardError for a click off the board (it named cells off the board, or on others).
    """
    rows, cols = params.rows, params.cols
    index = check_on_board(first, rows, cols)
    block = [index, *neighbour_indices(index, rows, cols)]
    if params.safe_cells >= len(block):
        return sorted(block)
    return [index]


def place_mines(params: Params, first: Coord, rng: random.Random) -> Minefield:
    """Place `params.mines` mines uniformly among the layouts that keep the first click clear.

    The same seed state and first click always give the same minefield.
    """
    if not isinstance(rng, random.Random):
        raise TypeError(f"place_mines takes a random.Random, not {type(rng).__name__}")
    check_on_board(first, params.rows, params.cols)
    excluded = kept_clear(params, first)
    free = params.cells - len(excluded)
    # Sample positions among the free cells, then map each to its board index by
    # skipping the excluded cells before it: O(mines), never O(cells).
    chosen = rng.sample(range(free), params.mines)
    shifted = [slot + _skips(excluded, slot) for slot in chosen]
    return Minefield.from_indices(params.rows, params.cols, shifted)


def dealer(no_guess: bool) -> Callable[[Params, Coord, random.Random], Minefield]:
    """How a game's mines are dealt at its first click: `place_mines`, or for no-guess play
    `noguess.no_guess_minefield` (imported only then: it brings in the solver)."""
    if not no_guess:
        return place_mines
    from .noguess import no_guess_minefield

    return no_guess_minefield


def _skips(excluded: list[int], slot: int) -> int:
    """How many excluded indices lie at or before the board index of free slot `slot`."""
    skip = 0
    while True:
        moved = bisect_right(excluded, slot + skip)
        if moved == skip:
            return skip
        skip = moved
