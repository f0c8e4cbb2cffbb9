"""A cache of what depends only on a board's size: kept for many small boards, and for
only the last of the big ones (a 1000x1000 neighbour table takes about 150 MB)."""

from __future__ import annotations

from functools import lru_cache, wraps
from typing import Callable, TypeVar

T = TypeVar("T")

# Boards up to this many cells (every preset, and most custom sizes) are kept, up to
# SMALL_KEPT of them; of the bigger ones, only the last.
SMALL_CELLS = 65_536
SMALL_KEPT = 16


def by_size(func: Callable[..., T]) -> Callable[..., T]:
    """Cache `func(rows, cols, *more)` so that a program playing many big sizes in turn
    holds the tables of one big board at a time, not of sixteen."""
    small = lru_cache(maxsize=SMALL_KEPT)(func)
    big = lru_cache(maxsize=1)(func)

    @wraps(func)
    def cached(rows: int, cols: int, *more: object) -> T:
        return (small if rows * cols <= SMALL_CELLS else big)(rows, cols, *more)

    return cached
