"""Which run of the program is playing a kept game.

A game in progress is kept as it is played (see `Store.keep_playing`), its entry naming the
run playing it. Each such run holds a lock on a file of its own in the data folder for as
long as it lives, so that another window tells a game being played from one whose run is
gone: killed, crashed or cut off by a power failure. That one is offered again.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import re
from pathlib import Path
from typing import Any

from .safefiles import try_lock

PREFIX = "playing-"  # the lock files: playing-RUN.lock
_RUN = re.compile(r"[0-9a-f]{32}")

_OURS: dict[Path, tuple[str, int]] = {}  # per data folder: this run's name and lock
_NONE: set[Path] = set()  # data folders where this run found it could hold no lock


def is_run(text: str) -> bool:
    """Whether `text` can name a run (as an entry keeps it)."""
    return _RUN.fullmatch(text) is not None


def _lock_path(directory: Path, run: str) -> Path:
    return directory / f"{PREFIX}{run}.lock"


def this_run(directory: Path) -> str | None:
    """This run's name in `directory`, its lock taken and held until the run ends (None when
    no lock file can be made there: games are then kept only when the player leaves them)."""
    if directory in _OURS:
        run, fd = _OURS[directory]
        try:  # still there? (removed by hand, it is made again: else anyone takes our game)
            if os.stat(_lock_path(directory, run)).st_ino == os.fstat(fd).st_ino:
                return run
        except OSError:
            pass
        let_go(directory)
        return _locked(directory, run)
    if directory in _NONE:
        return None
    import uuid

    for _ in range(3):  # another window's sweep may have taken a new file for an old one's
        made = _locked(directory, uuid.uuid4().hex)
        if made is not None:
            return made
    return None


def _locked(directory: Path, run: str) -> str | None:
    """`run`, its lock file made in `directory` and locked (None where it cannot be)."""
    _NONE.add(directory)  # until the lock is held
    path = _lock_path(directory, run)
    from .safefiles import make_folder

    try:
        make_folder(directory)
    except OSError:
        return None
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) \
        | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags, 0o600)
    except OSError:
        return None
    try:  # another run's sweep may take the file for an old one's before it is locked
        held = try_lock(fd) is True and os.stat(path).st_ino == os.fstat(fd).st_ino
    except OSError:
        held = False
    if not held:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(path)  # pragma: no cover - no locks, or the race above
        return None
    _NONE.discard(directory)
    _OURS[directory] = run, fd
    _sweep(directory)
    return run


@atexit.register
def let_go(directory: Path | None = None) -> None:
    """This run plays no more in `directory` (None: anywhere): its lock file goes, and the
    games it was playing are offered to any window. At exit (the kernel lets the lock go at
    any end, but only this removes the file)."""
    for folder in [directory] if directory is not None else list(_OURS):
        run, fd = _OURS.pop(folder, ("", -1))
        if run:
            with contextlib.suppress(OSError):  # closed first: Windows removes no open file
                os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(_lock_path(folder, run))


def is_playing(directory: Path, run: str) -> bool:
    """Whether the run named `run` is still going (it holds its lock). A lock file found
    free is removed: its run is over. Where it cannot be told (the file cannot be opened, or
    locks fail there), the run counts as over: a game is offered twice sooner than lost."""
    if _OURS.get(directory, ("", 0))[0] == run:
        return True
    if not is_run(run):
        return False
    path = _lock_path(directory, run)
    try:  # (read only: a lock file of another user's, or one made immutable, is tested too)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return False
    try:
        free = try_lock(fd)
    except OSError:  # (ENOLCK: a folder where flock fails, such as NFS without its lock daemon)
        free = None
    finally:
        os.close(fd)  # (before the file is removed: Windows removes no open file)
    if free is False:
        return True
    if free:
        with contextlib.suppress(OSError):
            os.unlink(path)
    return False


def plays(directory: Path, game: dict[str, Any]) -> bool:
    """Whether a window is playing the kept `game` (its JSON) now: it is not offered."""
    return "playing" in game and is_playing(directory, game["playing"])


def _sweep(directory: Path) -> None:
    """Remove the lock files of runs that are over (a kill leaves its own behind)."""
    try:
        names = [entry.name for entry in os.scandir(directory)]
    except OSError:
        return
    for name in names:
        if name.startswith(PREFIX) and name.endswith(".lock"):
            is_playing(directory, name[len(PREFIX):-len(".lock")])
