"""Versioned JSON files in the user data directory that survive crashes, kills and races.

* Writes are atomic: a temporary file in the same folder, flushed and fsynced, then
  `os.replace`d over the old one, so a reader sees the old file or the new, never a mix.
* Updates are read-modify-write under an exclusive lock on a side file, so two games
  finishing at once both keep their results.
* A file that is corrupt, truncated, of the wrong shape or from a future version is moved
  aside (kept, never deleted) and replaced by a fresh one; the player is told once.
* A folder that cannot be written to does not stop play; the player is told once.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Iterator

from . import signals

APP_NAME = "minesweeper"
MAX_BYTES = 4 * 1024 * 1024  # no file of ours is anywhere near this: bigger means damaged


class CorruptFile(ValueError):
    """A data file whose content cannot be used."""


class PartlyDamaged(CorruptFile):
    """Some entries of a data file cannot be used; `clean` is the data without them."""

    def __init__(self, problem: str, clean: dict[str, Any]) -> None:
        super().__init__(problem)
        self.clean = clean


class NewerFormat(CorruptFile):
    """A data file written by a newer version of the game, in a format this one cannot read."""


def data_dir() -> Path:
    """The user data directory (`~/.local/share/minesweeper` on Linux; honours XDG_DATA_HOME)."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on `path`.lock for the duration (a no-op where unsupported)."""
    lock_path = path.with_name(path.name + ".lock")
    with open(lock_path, "a+b") as handle:
        try:
            import fcntl
        except ImportError:  # pragma: no cover - Windows
            yield
            return
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


class NotRegularFile(OSError):
    """A path that names a directory, a pipe or a device, not a file; `what` says which."""

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
    return "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a special file"


def read_regular(path: str | Path, limit: int) -> bytes:
    """Up to `limit` + 1 bytes of the regular file at `path`, never waiting on a named pipe.

    OSError as `open` raises it (FileNotFoundError, PermissionError, ...); NotRegularFile
    for a directory, a pipe or a device.
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


def write_new(path: str, text: str, replace: bool = False) -> None:
    """Write `text` to a new file at `path`, never through a link planted there.

    FileExistsError if `path` exists (even as a dangling link), unless `replace`: then the
    file (or the link itself, never what it points to) is removed first. Ctrl-C waits until
    the file is whole; a part-written one (a full disk) is removed.
    """
    with signals.held():
        if replace:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)  # a link is "there"
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(path)
            raise


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves the old file or the new one."""
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


Validator = Callable[[Any], dict[str, Any]]


class JsonFile:
    """One versioned JSON document, read and updated safely.

    `validate` receives the decoded `data` member and returns it cleaned, or raises
    ValueError (or TypeError/KeyError) when it is not usable. `notices` collects the
    one-line messages the player should see; each is added once.
    """

    def __init__(
        self, path: Path, kind: str, version: int, validate: Validator,
        notices: list[str] | None = None,
    ) -> None:
        self.path = path
        self.kind = kind
        self.version = version
        self.validate = validate
        self.notices = notices if notices is not None else []
        self.writable = True

    def _tell(self, message: str) -> None:
        if message not in self.notices:
            self.notices.append(message)

    def _decode(self, raw: bytes) -> dict[str, Any]:
        if len(raw) > MAX_BYTES:
            raise CorruptFile(f"larger than {MAX_BYTES} bytes")
        document = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
        if not isinstance(document, dict):
            raise CorruptFile(f"expected a JSON object, found {type(document).__name__}")
        if document.get("kind") != self.kind:
            raise CorruptFile(f"not a {self.kind} file")
        version = document.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise CorruptFile("no version number")
        if version > self.version:
            raise NewerFormat(f"format {version}")
        return self.validate(document.get("data"))

    def _read(self) -> dict[str, Any] | None:
        """The cleaned data, None if there is no file; a damaged file is set aside."""
        try:
            with open(self.path, "rb") as handle:
                raw = handle.read(MAX_BYTES + 1)
        except FileNotFoundError:
            return None
        except OSError as error:
            self._tell(f"could not read {self.path} ({error.strerror}); starting afresh")
            return None
        try:
            return self._decode(raw)
        except NewerFormat as error:
            self._set_aside(f"was written by a newer minesweeper ({error})")
            return None
        except PartlyDamaged as error:
            self._set_aside(f"had a damaged part ({_short(str(error))})", keep_going=True)
            return error.clean
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as error:
            self._set_aside(f"was damaged ({_short(str(error) or type(error).__name__)})")
            return None

    def _set_aside(self, what: str, keep_going: bool = False) -> None:
        """Move the file aside (kept, never deleted); `what` says what was wrong with it.

        With `keep_going` the file is copied instead: the rest of it is still in use.
        """
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        counter = 1
        while aside.exists():
            counter += 1
            aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{counter}")
        try:
            if keep_going:
                shutil.copy2(self.path, aside)
            else:
                os.replace(self.path, aside)
        except OSError:
            self._tell(f"{self.path} {what} and could not be set aside")
            return
        if keep_going:
            self._tell(f"{self.path.name} {what}; a copy is kept as {aside.name}, "
                       "and the rest is used")
        else:
            self._tell(f"{self.path.name} {what}; kept as {aside.name}, starting afresh")

    def load(self) -> dict[str, Any] | None:
        """Read the data (None when there is none); never raises for a bad file."""
        try:
            with _locked(self.path):
                return self._read()
        except OSError:
            return self._read()

    def update(self, change: Callable[[dict[str, Any] | None], dict[str, Any] | None]) -> bool:
        """Read the newest data, apply `change`, write the result (None deletes the file).

        Runs under the file lock, so concurrent updates merge instead of overwriting.
        Returns False, and tells the player once, when the folder cannot be written.
        """
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with signals.held(), _locked(self.path):
                data = change(self._read())
                if data is None:
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(self.path)
                else:
                    document = {"kind": self.kind, "version": self.version, "data": data}
                    write_atomic(self.path, json.dumps(document, indent=1, allow_nan=False))
            return True
        except OSError as error:
            self.writable = False
            self._tell(f"results will not be kept: cannot write to {self.path.parent} "
                       f"({error.strerror or error})")
            return False


def _reject_constant(name: str) -> Any:
    raise CorruptFile(f"{name} is not a number we write")


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."
