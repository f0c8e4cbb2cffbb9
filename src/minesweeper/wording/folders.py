"""What the game says of its data folder and the files in it (kept games, records)."""

from __future__ import annotations

import re
from typing import Sequence

NO_SUCH_FILE = "no such file"


def output_failed(reason: str | None) -> str:
    """Standard output that cannot be written (a full disk, a closed stream): `reason`."""
    return f"cannot write the output ({reason})"


def unkept(losing: str, folder: str, reason: str, blocker: str = "") -> str:
    """A data folder that cannot be made or written to: what the player loses (`results`),
    and why (`blocker`: the file standing where it or a folder above it should be); every
    screen and plain play say it so."""
    if blocker:
        return f"{losing} will not be kept: {not_a_folder(blocker)}"
    return f"{losing} will not be kept: cannot write to {folder} ({reason})"


def not_a_folder(name: str) -> str:
    """A file (`name`, as shown) where a folder should be."""
    return f"{name} is a file, not a folder"


def without_session(notice: str) -> str:
    """A notice about the files as `--stats` says it: it plays no game whose results a
    file that cannot be used would lose."""
    return re.sub(r",? and this session's \w+ will not be kept$", "", notice)


def pushed_off(named: Sequence[str], lost: int) -> str:
    """Kept games given up to keep the one just left (past ten, or too big for the file
    together), `named` as `Beginner, 12 s`: said as it happens, and again as the program
    ends; `lost` of them count as lost."""
    if len(named) == 1:
        counted = ": it counts as lost" if lost else ""
        return f"to keep the game you left, an older kept game ({named[0]}) was given up" \
               f"{counted}"
    counted = "" if not lost else f" ({lost} {'counts' if lost == 1 else 'count'} as lost)" \
        if lost < len(named) else " (they count as lost)"
    return f"to keep the game you left, {len(named)} other kept games were given up{counted}"


def too_big_to_keep(size: str) -> str:
    """A game left in progress that the kept-games file cannot hold (`size`: what it would
    need, and the most it may hold)."""
    return f"the game left in progress is too big to keep: the kept games would need {size}"


def damage(error: BaseException) -> str:
    """What was wrong with a data file that is set aside, in a few words (`not JSON from
    line 3`, `the saved time is not a number of seconds`), said with where it went: the
    words of the game's own errors (never Python's, such as "not enough values to
    unpack")."""
    import json

    if isinstance(error, json.JSONDecodeError):
        return f"not JSON from line {error.lineno}"
    if isinstance(error, UnicodeDecodeError):
        return "not UTF-8 text"
    if isinstance(error, RecursionError):
        return "nested too deeply"
    own = type(error).__module__.partition(".")[0] == "minesweeper"
    text = " ".join(str(error).split()) if own else ""
    if text and not set(text) & set("'\"") and len(text) <= 60:  # a check's words, not
        return text  # a piece of the file (a move that cannot be read, quoted)
    return "not in the form the game writes"


def first_of(problems: Sequence[str]) -> str:
    """The damage found in a file's entries: the first, and how many more."""
    more = f", and {len(problems) - 1} more" if len(problems) > 1 else ""
    return f"{problems[0]}{more}"
