"""`--generate N --out DIR`: write random or no-guess board files instead of playing."""

from __future__ import annotations

import contextlib
import os
import random

from . import safefiles, signals, wording
from .cli import Options, _shown
from .engine import Coord, dealer, describe, first_click_line, format_pairs
from .streams import fail, say, write_out


def generate_boards(options: Options) -> int:
    """Write `--generate N` board files to `--out`, each naming its first click."""
    settings = options.settings
    params = settings.params
    first = options.first_click or Coord(params.rows // 2, params.cols // 2)
    if not (0 <= first.row < params.rows and 0 <= first.col < params.cols):
        return fail(f"--first-click {first} is outside the {params.rows}x{params.cols} board "
                    f"(rows 0-{params.rows - 1}, columns 0-{params.cols - 1})")
    seed = settings.seed if settings.seed is not None else random.SystemRandom().getrandbits(32)
    rng = random.Random(seed)
    place = dealer(settings.no_guess)
    out = options.out
    assert options.generate is not None and out is not None
    if not out:
        return fail("--out needs the name of a folder (see minesweeper --help)")
    kind = "no-guess" if settings.no_guess else "random"
    width = len(str(options.generate))
    paths = [os.path.join(out, f"board-{number:0{width}}.in")
             for number in range(1, options.generate + 1)]
    if os.path.lexists(out) and not os.path.isdir(out):
        return fail(f"--out {_shown(out)} is not a folder")
    parent = os.path.dirname(os.path.abspath(out))
    if os.path.lexists(parent) and not os.path.isdir(parent):
        return fail(f"--out {_shown(out)}: {wording.not_a_folder(_shown(parent))}")
    if not os.path.isdir(parent):  # a mistyped path would scatter folders: make only the last
        return fail(f"--out {_shown(out)}: the folder {_shown(parent)} it goes in does not exist")
    taken = next((path for path in paths if os.path.lexists(path)), None)
    if taken is not None and not options.force:
        return _exists(taken)
    folder = next((path for path in paths if os.path.isdir(path) and not os.path.islink(path)),
                  None)  # refused before any board is written, not halfway through
    if folder is not None:
        return fail(f"{wording.file_name(folder)} is a folder (--force writes over files only)")
    number = written = 0
    progress = Progress(options.generate)
    try:
        try:
            for number, path in enumerate(paths, start=1):
                progress.show(written)
                field = place(params, first, rng)  # before the folder: a refusal leaves none
                with contextlib.suppress(FileExistsError):
                    # (`new/.` is `new`: mkdir would refuse it; an empty name is no folder)
                    os.mkdir(os.path.abspath(out) if out else out)
                comments = (f"{describe(params)}, {kind}, seed {seed}, board {number}",
                            first_click_line(first))
                with signals.held():  # Ctrl-C waits for the board: then `written` is right
                    safefiles.write_new(path, format_pairs(field, comments), replace=options.force)
                    written = number
        finally:  # before anything else is said
            progress.clear()
    except FileExistsError as error:  # made by someone else since the check above
        return _exists(str(error.filename))
    except OSError as error:  # the board file that failed, else the folder
        where = f"to {_shown(out)}" if error.filename in (None, out) else _shown(error.filename)
        return fail(f"cannot write {where} ({error.strerror}; {number - 1} written)")
    except ValueError as error:  # the NoGuessError of a first click that forces a guess
        return fail(f"{error} (--first-click ROW COL chooses the click)")
    except KeyboardInterrupt:  # Ctrl-C: the set is not whole, and the player is told so
        say(f"stopped: {wording.count(written, 'board')} of {options.generate:,} written "
            f"to {wording.file_name(out)}")
        return signals.EXIT_INTERRUPTED
    return write_out(f"wrote {wording.count(options.generate, f'{kind} {params} board')} to "
                     f"{wording.file_name(out)} (seed {seed})")


class Progress:
    """How many boards are written so far, on a line of standard error redrawn in place: at
    a terminal only, at most once a second and from a second on (a long run had said
    nothing for minutes); `clear` takes it away before anything else is said."""

    def __init__(self, boards: int) -> None:
        import sys
        import time

        self.boards, self.shown = boards, ""
        self.stream = sys.stderr if sys.stderr is not None and sys.stderr.isatty() else None
        self.clock = time.monotonic
        self.next = self.clock() + 1.0

    def show(self, written: int) -> None:
        if self.stream is None or self.clock() < self.next:
            return
        self.next = self.clock() + 1.0
        text = f"minesweeper: {wording.boards_written(written, self.boards)}..."
        with contextlib.suppress(OSError, ValueError):
            self.stream.write("\r" + text.ljust(len(self.shown)))
            self.stream.flush()
            self.shown = text

    def clear(self) -> None:
        if self.stream is not None and self.shown:
            with contextlib.suppress(OSError, ValueError):
                self.stream.write("\r" + " " * len(self.shown) + "\r")
                self.stream.flush()
        self.shown = ""


def _exists(path: str) -> int:
    """A board file that is there already: refused, and how to write over it."""
    return fail(f"{wording.file_name(path)} already exists (--force writes over it)")
