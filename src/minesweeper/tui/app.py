"""Placeholder until the curses game lands: plays in plain text and says so."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..cli import Options


def run(options: Options) -> int:
    """Run the game in the terminal."""
    from ..cli import _run_plain

    print("minesweeper: the curses game is not built yet; playing in plain text", file=sys.stderr)
    return _run_plain(options)
