"""The pair rule's arithmetic, for the explaining solver and the generator's fast path."""

from __future__ import annotations

from collections.abc import Set
from typing import NamedTuple

from ..probability import InconsistentError
from .reasons import where


class Paired(NamedTuple):
    """What one number proves of the cells only a second number touches."""

    cells: Set[int]  # the cells around the second number and not around the first
    low: int  # the fewest mines the cells both numbers touch can hold
    high: int  # the most
    mines: bool  # whether `cells` are all mines (else all safe)


def pair_rule(a: int, a_cells: Set[int], a_need: int,
              b: int, b_cells: Set[int], b_need: int, cols: int) -> Paired | None:
    """What the number at `a` (`a_need` more mines among its closed `a_cells`) proves of the
    closed cells only the number at `b` touches, on a board `cols` wide; None when it
    proves nothing. InconsistentError when the two cannot both be satisfied."""
    b_only = b_cells - a_cells
    if not b_only:
        return None
    shared = len(b_cells) - len(b_only)
    low = max(0, a_need - (len(a_cells) - shared), b_need - len(b_only))
    high = min(shared, a_need, b_need)
    if low > high:
        raise InconsistentError(
            f"the numbers at {where(a, cols)} and {where(b, cols)} cannot both be satisfied")
    if low == b_need:
        return Paired(b_only, low, high, False)
    if b_need - high == len(b_only):
        return Paired(b_only, low, high, True)
    return None
