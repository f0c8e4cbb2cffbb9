"""The solver's cell states beyond the open numbers 0-8."""

from __future__ import annotations

from ..position import CLOSED

UNKNOWN = CLOSED  # closed and not proven either way (flags count as closed)
MINE = 11  # proven a mine
SAFE = 12  # proven safe, not yet open
