"""Writing a finished game's board to a new board file (the game screen's `e`, plain
play's `export`)."""

from __future__ import annotations

import os
import time

from .engine import Minefield, format_pairs


def export_board(field: Minefield, comments: tuple[str, ...], directory: str = "."
                 ) -> tuple[bool, str]:
    """Write `field` (with `comments`) to a new `minesweeper-DATE-TIME.in` in `directory`,
    never over a file or through a planted link; whether it worked, and what to say."""
    from .safefiles import write_new

    text = format_pairs(field, comments)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for suffix in [""] + [f"-{n}" for n in range(2, 100)]:
        path = os.path.join(directory, f"minesweeper-{stamp}{suffix}.in")
        try:
            path = os.path.abspath(path)  # asks for the current folder: it may be gone
        except OSError:
            return False, f"could not write {path}: the folder the game started in is gone"
        try:
            write_new(path, text)
        except FileExistsError:
            continue
        except OSError as error:
            return False, f"could not write {path}: {error.strerror}"
        return True, f"board written to {path}"
    return False, "could not find a free file name to export to"
