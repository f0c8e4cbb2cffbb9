"""Reading and writing files without the traps: a pipe that blocks, a planted link, a
half-written file, a lock that follows a link. Used for the data folder and board files.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import time
from pathlib import Path
from typing import Callable, Iterator

from . import signals

STALE_SECONDS = 60  # a temporary file this old is no write in progress: a kill left it
LOCK_WAIT = 10  # seconds: a write holds the lock for milliseconds
_waited = [0.0]  # seconds this process has waited for other processes' locks, in all


class NotRegularFile(OSError):
    """A path that names a directory, a pipe, a socket or a device, not a file; `what` says
    which."""

    def __init__(self, what: str) -> None:
        super().__init__(f"is {what}, not a regular file")
        self.what = what
        self.strerror = f"{what}, not a regular file"


def _kind(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a special file"


def read_regular(path: str | Path, limit: int) -> bytes:
    """Up to `limit` + 1 bytes of the regular file at `path`, never waiting on a named pipe.

    OSError as `open` raises it (FileNotFoundError, PermissionError, ...); NotRegularFile
    for a directory, a pipe, a socket or a device.
    """
    def no_wait(name: str, flags: int) -> int:  # a named pipe with no writer would wait
        return os.open(name, flags | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))

    try:
        with open(path, "rb", opener=no_wait) as handle:
            what = _kind(os.fstat(handle.fileno()).st_mode)
            if what is not None:
                raise NotRegularFile(what)
            return handle.read(limit + 1)
    except IsADirectoryError:
        raise NotRegularFile("a directory") from None
    except OSError as error:
        if error.errno != errno.ENXIO:  # what opening a socket says ("No such device")
            raise
        try:
            what = _kind(os.stat(path).st_mode)
        except OSError:
            raise error from None
        if what is None:
            raise
        raise NotRegularFile(what) from None


def make_folder(folder: Path) -> None:
    """Make `folder` and its parents if missing. A file standing where it should be is
    NotADirectoryError, as reading a file inside it says (mkdir alone says "File exists")."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(folder)) from None


def file_in_the_way(folder: Path) -> Path | None:
    """The file standing where `folder`, or the nearest folder above it that is there,
    should be; None when there is none (a link to nothing, or to a link to itself, is no
    file: what reading it says is said instead)."""
    for part in (folder, *folder.parents):
        if os.path.lexists(part):
            return None if part.is_dir() or not part.exists() else part
    return None


def write_new(path: str, text: str, replace: bool = False) -> None:
    """Write `text` to a new file at `path`, never through a link planted there.

    FileExistsError if `path` exists (even as a dangling link), unless `replace`: then the
    file (or the link itself, never what it points to) is removed first. The file is written
    whole beside it, then linked in under its name, so a kill leaves no part of it there
    (where a folder has no hard links, FAT say, it is written in place); Ctrl-C waits until
    it is whole; a part-written one (a full disk) is removed.
    """
    with signals.held():
        if replace:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
        folder, name = os.path.split(path)
        temporary = os.path.join(folder, f".{name}.{os.urandom(4).hex()}.tmp")
        try:
            _write_excl(temporary, text)
            _linked_in(temporary, path, text)
        except OSError as error:  # named as asked for, not as the file beside it
            error.filename, error.filename2 = path, None
            raise
        finally:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


def _linked_in(temporary: str, path: str, text: str) -> None:
    """The whole file at `temporary` also at `path` (FileExistsError if something is there,
    a link too); written again at `path` where the folder has no hard links."""
    try:
        os.link(temporary, path)
    except FileExistsError:
        raise
    except OSError:
        with contextlib.suppress(OSError):  # its room first: a full FAT stick holds one copy
            os.unlink(temporary)
        _write_excl(path, text)


def _write_excl(path: str, text: str) -> None:
    """Write a file that must not exist yet; a part-written one is removed. O_BINARY:
    Windows would otherwise add a second CR to each line end the text wrapper writes."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                 0o666)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(path)
        raise


def written_path(path: Path) -> Path:
    """The file a write to `path` replaces: the one a link at `path` points to (a player
    who keeps the file in another folder, with a link to it here, keeps it there)."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves the old file or the new one.

    A link at `path` stays a link: the file it points to is the one replaced."""
    import tempfile  # only when a file is written: not at start-up

    path = written_path(path)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    with contextlib.suppress(OSError):  # make the rename itself durable where we can
        directory = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(directory)
        finally:
            os.close(directory)


def remove_stale_temporaries(directory: Path, names: tuple[str, ...]) -> None:
    """Remove `.NAME.*.tmp` files (ours, from `write_atomic`) older than STALE_SECONDS."""
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return
    now = time.time()
    for entry in entries:
        if not (entry.name.endswith(".tmp")
                and any(entry.name.startswith(f".{name}.") for name in names)):
            continue
        with contextlib.suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_SECONDS:
                os.unlink(entry.path)


def aside_name(path: Path) -> Path:
    """A free name beside `path` for keeping what was found there: `NAME.damaged-STAMP`."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while os.path.lexists(aside):
        counter += 1
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
    return aside


def copy_aside(path: Path) -> Path:
    """A copy of `path` beside it, named as `aside_name` names it, with its times. A copy
    of the same bytes made before is used instead: a file that cannot be written back clean
    (its lock cannot be had) is found damaged at every read, and its copies must not pile
    up. A copy cut short (a full disk) is removed: it is no copy of the file."""
    import shutil

    data = read_regular(path, 64 * 2**20)
    for entry in os.scandir(path.parent):
        if entry.name.startswith(f"{path.name}.damaged-") \
                and entry.is_file(follow_symlinks=False) \
                and entry.stat(follow_symlinks=False).st_size == len(data):
            with contextlib.suppress(OSError):
                if read_regular(Path(entry.path), len(data)) == data:
                    return Path(entry.path)
    aside = aside_name(path)
    try:
        shutil.copy2(path, aside)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(aside)
        raise
    return aside


class LockError(OSError):
    """The lock file cannot be made or used; `str()` names it and says why."""


class LockHeld(LockError):
    """Another process held the lock for over LOCK_WAIT seconds."""


def _open_lock(lock: Path, tell: Callable[[str], None]) -> int:
    """The lock file's descriptor: never through a link; anything else found there (a link,
    a directory, a pipe) is moved aside once."""
    flags = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
             | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    for attempt in range(2):
        try:
            fd = os.open(lock, flags, 0o600)
        except OSError as error:
            if not (os.path.islink(lock) or os.path.isdir(lock)) or attempt:
                verb = "open" if os.path.lexists(lock) else "make"
                raise LockError(f"cannot {verb} the lock file {lock} "
                                f"({error.strerror or error})") from None
            what = "a link" if os.path.islink(lock) else "a directory"
        else:
            found = _kind(os.fstat(fd).st_mode)
            if found is None:
                return fd
            os.close(fd)
            what = found
            if attempt:
                break
        aside = aside_name(lock)
        try:
            os.replace(lock, aside)
        except OSError as error:
            raise LockError(f"the lock file {lock} is {what} and cannot be moved aside "
                            f"({error.strerror or error})") from None
        tell(f"the lock file {lock.name} was {what}; it is now {aside.name}")
    raise LockError(f"the lock file {lock} is not a regular file")


@contextlib.contextmanager
def locked(path: Path, tell: Callable[[str], None]) -> Iterator[None]:
    """Hold an exclusive lock on `path`.lock for the duration (a no-op where unsupported).

    LockError when there can be no lock file, or another process holds it for over
    LOCK_WAIT seconds (one stopped mid-write must not hang this one with its signals
    held); `tell` hears of anything moved aside.
    """
    lock = path.with_name(path.name + ".lock")
    fd = _open_lock(lock, tell)
    try:
        start = time.monotonic()
        while try_lock(fd) is False:  # (None: this system has no locks)
            if time.monotonic() > start + LOCK_WAIT:
                raise LockHeld(f"the lock file {lock} is held by another process "
                                f"for over {LOCK_WAIT} s") from None
            time.sleep(0.01)
        _waited[0] += time.monotonic() - start
        try:
            yield
        finally:
            unlock(fd)
    finally:
        with contextlib.suppress(OSError):  # the work is done: a failed close undoes none of it
            os.close(fd)


def lock_waits() -> float:
    """The seconds this process has waited for locks other processes held, in all (a
    write's own cost is its time less what this grew by)."""
    return _waited[0]


def try_lock(fd: int) -> bool | None:
    """Take the lock on `fd` without waiting: whether it was free (None: no locks here).
    flock; on Windows, msvcrt's lock of the file's first byte."""
    if sys.platform == "win32":
        try:
            import msvcrt
        except ImportError:
            return None
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        import fcntl
    except ImportError:  # (as where the tests stand in for Windows)
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as error:  # NFS without its lock daemon, Lustre without flock: no locks
        if error.errno in (errno.ENOLCK, errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOTSUP):
            return None
        raise
    return True


def unlock(fd: int) -> None:
    """Let go of the lock `try_lock` took on `fd` (closing `fd` lets it go too)."""
    with contextlib.suppress(OSError, ImportError):
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)


def try_writing(path: Path, size: int = 0) -> None:
    """Write and remove a temporary file beside `path`, named as `write_atomic` names its
    own (so one a kill leaves is removed as theirs are). It holds `size` bytes, at least a
    block, synced, as the file will: an empty one is made even on a full disk. (Beside
    the file a link at `path` points to, where the write would go.)"""
    import tempfile

    path = written_path(path)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        left = max(size, 4096)
        while left > 0:
            left -= os.write(fd, b"\n" * min(left, 1 << 20))
        os.fsync(fd)
    finally:
        try:
            os.close(fd)
        finally:  # (a close that fails, as on a full network disk, still leaves no file)
            os.unlink(temporary)
