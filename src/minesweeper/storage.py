"""Versioned JSON files in the user data directory that survive crashes, kills and races.

* Writes are atomic: a temporary file in the same folder, flushed and fsynced, then
  `os.replace`d over the old one, so a reader sees the old file or the new, never a mix.
  Temporary files a kill left behind are removed once they are a minute old.
* Updates are read-modify-write under an exclusive lock on a side file (opened without
  following a link), so two games finishing at once both keep their results.
* A file that is corrupt, truncated, of the wrong shape, or not a file at all (a
  directory, a pipe) is moved aside (kept, never deleted) and replaced by a fresh one. A
  damaged part is copied aside once and the rest written back clean.
* A file that exists but cannot be read, is from a newer version (which goes on using it),
  or is damaged and cannot be set aside, is never written over, and a folder that cannot
  be written to does not stop play: results are kept in memory until the process ends.
* Whatever happens, the player is told once per process, whichever Store noticed it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
from pathlib import Path
from typing import Any, Callable, Iterator

from . import signals
from .notices import Notices
from .safefiles import (
    LockError,
    LockHeld,
    NotRegularFile,
    aside_name,
    copy_aside,
    file_in_the_way,
    locked,
    make_folder,
    read_regular,
    try_writing,
    write_atomic,
    written_path,
)
from .wording import damage

APP_NAME = "minesweeper"
MAX_BYTES = 4 * 1024 * 1024  # what a file may hold (a huge board's kept game can near it)
CACHED_BYTES = 64 * 1024  # a file this big is read once per version (see _State.seen)


class CorruptFile(ValueError):
    """A data file whose content cannot be used."""


class PartlyDamaged(CorruptFile):
    """Some entries of a data file cannot be used; `clean` is the data without them."""

    def __init__(self, problem: str, clean: dict[str, Any]) -> None:
        super().__init__(problem)
        self.clean = clean


class NewerFormat(CorruptFile):
    """A data file written by a newer version of the game, in a format this one cannot read."""


class TooBig(ValueError):
    """Data that would make the file larger than reading accepts (MAX_BYTES): it is not
    written, and the file is left as it was. The message gives the size it would need."""


def data_dir() -> Path:
    """The user data directory (`~/.local/share/minesweeper` on Linux; honours XDG_DATA_HOME)."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


Validator = Callable[[Any], dict[str, Any]]


class _Unreadable(Exception):
    """The file exists but could not be read (or, damaged, not set aside): it is not written.
    The message is the player's notice."""


class _State:
    """What this process knows of one file, shared by every JsonFile of its path."""

    def __init__(self) -> None:
        self.detached = False  # unreadable or unwritable: play goes on in memory
        self.lock_error: LockHeld | None = None  # the lock could not be had: not retried
        self.memory: dict[str, Any] | None = None
        # The last data read from a big file, and which file it was: the menu reads kept
        # games more than once, and ten big ones take a tenth of a second to check. (Small
        # files are read afresh: one edited in place twice within a clock tick looks the same.)
        self.seen: tuple[tuple[int, ...], dict[str, Any] | None] | None = None


_STATES: dict[Path, _State] = {}


class JsonFile:
    """One versioned JSON document, read and updated safely.

    `validate` receives the decoded `data` member and returns it cleaned, or raises
    ValueError (or TypeError/KeyError) when it is not usable. `notices` collects the
    one-line messages the player should see (each once); `label` names what the file
    holds for them, in the plural (`best times`): a notice begins with it, not with the
    file's name (a sentence's capital would change the name). `losing` names what the
    player loses when the file cannot be written (`results`).
    """

    def __init__(
        self, path: Path, kind: str, version: int, validate: Validator,
        notices: Notices | None = None, label: str = "saved data", losing: str = "results",
    ) -> None:
        self.path = path
        self.label = label
        self.losing = losing
        self.kind = kind
        self.version = version
        self.validate = validate
        self.notices = notices if notices is not None else Notices()
        self._state = _STATES.setdefault(path, _State())

    @property
    def writable(self) -> bool:
        """Whether results still reach the file (False: they are kept in memory only)."""
        return not self._state.detached

    def _tell(self, message: str) -> None:
        self.notices.tell(message)

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """The file's lock, not waited for again once another process held it too long."""
        if self._state.lock_error is not None:
            raise self._state.lock_error
        try:
            with locked(self.path, self.notices.tell):
                yield
        except LockHeld as error:  # not a lock file yet to be made: its folder may come
            self._state.lock_error = error
            raise

    def _decode(self, raw: bytes) -> dict[str, Any]:
        if len(raw) > MAX_BYTES:
            raise CorruptFile(f"larger than {MAX_BYTES // 2**20} MB")
        import json  # read and written only when a file is: not at start-up

        document = json.loads(raw.decode("utf-8-sig"), parse_constant=_reject_constant)
        if not isinstance(document, dict):
            raise CorruptFile(f"a JSON {type(document).__name__}, not an object")
        if document.get("kind") != self.kind:
            raise CorruptFile(f"not a {self.kind} file")
        version = document.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise CorruptFile("no version number")
        if version > self.version:
            raise NewerFormat(f"format {version}")
        return self.validate(document.get("data"))

    def _read(self, under_lock: bool) -> dict[str, Any] | None:
        """The cleaned data, None if there is none; what cannot be used is set aside.

        With `under_lock`, a damaged part, once copied aside, is written back clean, so that it
        is copied (and reported) once. _Unreadable when the file cannot be read.
        """
        try:
            raw = read_regular(self.path, MAX_BYTES)
        except FileNotFoundError:
            return None
        except NotRegularFile as error:
            self._set_aside("could not be read", f"{self.path.name} was {error.what}", moved="it")
            return None
        except OSError as error:
            raise _Unreadable(self._unreadable(error)) from None
        try:
            return self._decode(raw)
        except NewerFormat:  # left for the version that wrote it (a downgrade must not
            raise _Unreadable(  # cost the newer one its records)
                f"{self.label.capitalize()} are from a newer minesweeper: {self.path} is left "
                f"as it is, and this session's {self.losing} will not be kept") from None
        except PartlyDamaged as error:
            self.keep_copy(error)
            if under_lock:
                with contextlib.suppress(OSError):
                    self._write(error.clean)
            return error.clean
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as error:
            self._set_aside("were damaged", damage(error))
            return None

    def _set_aside(self, what: str, why: str = "", keep_going: bool = False,
                   moved: str = "the file") -> None:
        """Move the file aside (kept, never deleted) and tell the player; `what` says what
        was wrong, after the label (`were damaged`), `why` in a few words (said last: a
        notice cut short keeps the name the file went to), `moved` names what was moved.

        With `keep_going` the file is copied instead: the rest of it is still in use.
        _Unreadable when it cannot be done: the file must then not be written over.
        """
        label = self.label.capitalize()
        try:
            if keep_going:
                aside = copy_aside(self.path)
            else:
                os.replace(self.path, aside := aside_name(self.path))
        except OSError as error:
            raise _Unreadable(
                f"{label} {what}{why and f' ({why})'}, and {self.path} could not be set "
                f"aside ({error.strerror or error}): it is left as it is, and this "
                f"session's {self.losing} will not be kept") from None
        said = f"{aside.name} ({why})" if why else aside.name
        self._tell(f"{label} {what}, left out: a copy of the file is {said}" if keep_going
                   else f"{label} {what}: {moved} is now {said}")

    def keep_copy(self, error: CorruptFile) -> None:
        """Copy the file aside before a damaged part of it is dropped (see `_set_aside`)."""
        self._set_aside("had a damaged part", damage(error), keep_going=True)

    def _write(self, data: dict[str, Any] | None) -> None:
        if data is None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.path)
        else:
            write_atomic(self.path, self.text(data))

    def text(self, data: dict[str, Any]) -> str:
        """`data` as the file holds it: indented, or without a space where that passes
        MAX_BYTES (a file written so, by hand or by another tool, is read: what is read can be
        written back); TooBig when the file could not hold it."""
        import json

        document = {"kind": self.kind, "version": self.version, "data": data}
        text = json.dumps(document, indent=1, allow_nan=False)  # ASCII: a char a byte
        if len(text) <= MAX_BYTES:
            return text
        text = json.dumps(document, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
        text = text.encode("utf-8", "backslashreplace").decode()  # (a lone \ud800, read: so)
        size = len(text.encode("utf-8"))  # as written (no \u escapes: no longer than read)
        if size > MAX_BYTES:  # written, it would be read as damaged and set aside
            raise TooBig(f"{size / 2**20:.1f} MB, more than the {MAX_BYTES // 2**20} "
                         f"MB such a file may hold")
        return text

    def _detach(self, data: dict[str, Any] | None, message: str) -> None:
        """Stop using the file: from now on `data` lives in memory until the process ends."""
        self._state.detached = True
        self._state.memory = data
        self._tell(message)

    def _unreadable(self, error: OSError) -> str:
        reason = error.strerror or str(error)
        if error.errno == errno.ENOTDIR:  # a file stands in the folder's path: no folder
            return self._unwritten(error)
        return (f"could not read {self.path} ({reason}); it is left as it is, and this "
                f"session's {self.losing} will not be kept")

    def load(self) -> dict[str, Any] | None:
        """Read the data (None when there is none); never raises for a bad file.

        The result may be the one returned before (the file is unchanged): do not change it.
        """
        if self._state.detached:
            return self._state.memory
        identity = _identity(self.path)
        if identity is not None and self._state.seen is not None \
                and self._state.seen[0] == identity:
            return self._state.seen[1]
        try:
            try:
                with self._locked():
                    data = self._read(under_lock=True)
            except OSError:  # no lock to be had (a read-only folder): read all the same
                data = self._read(under_lock=False)
        except _Unreadable as error:
            self._detach(None, str(error))
            return None
        if identity is not None and identity[2] >= CACHED_BYTES \
                and _identity(self.path) == identity:  # unchanged while it was read
            self._state.seen = identity, data
        return data

    def update(self, change: Callable[[dict[str, Any] | None], dict[str, Any] | None]) -> bool:
        """Read the newest data, apply `change`, write the result (None deletes the file).

        Runs under the file lock, so concurrent updates merge instead of overwriting.
        Returns False, and tells the player once, when the result could not be written to
        the file (it is kept in memory instead). TooBig when the result would pass
        MAX_BYTES: nothing is changed, in the file or in memory."""
        if self._state.detached:
            self._state.memory = change(self._state.memory)
            return False
        data: dict[str, Any] | None = None
        applied = False
        try:
            make_folder(self.path.parent)
            with signals.held(), self._locked():
                data = change(self._read(under_lock=True))
                applied = True
                self._write(data)
            return True
        except _Unreadable as error:
            message = str(error)
        except OSError as error:
            message = self._unwritten(error)
        if not applied:  # what this session adds is still seen until it ends
            try:
                data = change(self._read(under_lock=False))
            except (_Unreadable, OSError):
                data = change(None)
        self._detach(data, message)
        return False

    def _unwritten(self, error: OSError) -> str:
        """The notice for a file that cannot be written (a link's: where its target is)."""
        if isinstance(error, LockError):
            return f"{self.losing} will not be kept: {error}"
        from .wording import unkept

        folder = written_path(self.path).parent
        blocker = file_in_the_way(folder) if error.errno == errno.ENOTDIR else None
        return unkept(self.losing, str(folder), error.strerror or str(error), str(blocker or ""))

    def has_plenty(self, extra: int) -> bool:
        """Whether the disk's free space plainly takes this file twice over and `extra`
        bytes more (found by asking, not writing: a quota is not seen, so only a yes
        counts)."""
        try:
            size = self.path.stat().st_size if self.path.exists() else 0
            return shutil.disk_usage(written_path(self.path).parent).free >= 2 * size + extra
        except OSError:
            return False

    def has_room(self, size: int) -> bool:
        """Whether the disk takes a file of `size` bytes beside this one now (a temporary
        one is written and removed); unlike `check_writable`, a no changes nothing."""
        if self._state.detached:
            return False
        try:
            make_folder(self.path.parent)
            try_writing(self.path, size)
        except OSError:
            return False
        return True

    def on_disk(self) -> dict[str, Any] | None:
        """The data the file itself holds, even once this process keeps it in memory (a
        failed write leaves the file as it was); None when none can be read."""
        try:
            return self._read(under_lock=False)
        except (_Unreadable, OSError):
            return None

    def check_writable(self) -> bool:
        """Whether an update would reach the file now, found without changing it: it is
        read, the folder made, the lock taken and a temporary file written beside it. When
        it would not, the data lives in memory from now on (as after a failed `update`),
        and the player is told why, once."""
        self.load()
        if self._state.detached:
            return False
        try:
            make_folder(self.path.parent)
            with signals.held(), self._locked():
                try_writing(self.path)
            return True
        except OSError as error:
            message = self._unwritten(error)
        try:
            data = self._read(under_lock=False)
        except (_Unreadable, OSError):
            data = None
        self._detach(data, message)
        return False


def _identity(path: Path) -> tuple[int, ...] | None:
    """What tells one version of a file from another (every write makes a new file)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns


def whole_count(value: Any, limit: int = 10**15) -> int:
    """`value` if it is a whole number from 0 below `limit`; CorruptFile otherwise, naming
    it as the file spells it (`null is not a count`, not Python's `None`)."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < limit:
        import json

        shown = "a huge number" if isinstance(value, int) and value >= 10**40 else \
            " ".join(json.dumps(value).split())
        raise CorruptFile(f"{shown if len(shown) <= 60 else shown[:57] + '...'} is not a count")
    return value


def _reject_constant(name: str) -> Any:
    raise CorruptFile(f"{name} is not a number we write")
