"""The curses front end. `unusable_reason` says when the terminal cannot run it."""

from __future__ import annotations

import os
import sys


def unusable_reason() -> str | None:
    """Why curses cannot run here (not a terminal, TERM dumb or unknown), or None; the
    standard streams are open (the command refuses to start without them)."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return "standard input or output is not a terminal"
    # Windows sets no TERM and has no terminfo: windows-curses (PDCurses) draws on the
    # console itself.
    windows = sys.platform == "win32"
    term = os.environ.get("TERM", "")
    if not term and not windows:
        return "TERM is not set (or empty), so the terminal type is unknown"
    # Named as the player set it, so that the line (after "minesweeper: ", before "; playing
    # in plain text") fits 80 columns; a long name is cut.
    from ..engine import columns, cut, readable  # an escape in it must not drive the terminal

    shown = readable(term)
    named = f"TERM={shown if columns(shown) <= 20 else cut(shown, 17) + '...'}"
    if term == "dumb" and not windows:
        return f"{named} cannot move the cursor"
    try:
        from . import terminal
    except ImportError:
        return "curses is not available in this Python"
    problem = None if windows else terminal.unusable_reason(term)
    return None if problem is None else f"{named} {problem}"
