"""Hostile lock files and disks: a link, a directory or a file that cannot be opened at the
lock path, a lock another process holds too long, and a full disk never cost a record, never
hang, and are named for what they are."""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

from minesweeper import runs, safefiles, signals, storage
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.settings import Settings
from test_full_disk import next_run
from test_hardening_storage import won_game
from test_records import FakeClock

# 12: the lock file ----------------------------------------------------------------------------


def test_a_link_at_the_lock_path_is_not_followed(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "created-through-the-link"
    target.parent.mkdir()
    (tmp_path / "records.json.lock").symlink_to(target)
    store = Store(tmp_path)
    assert store.record("beginner", won_game(), fair=True) == 1
    assert not target.exists()
    assert not (tmp_path / "records.json.lock").is_symlink()
    [notice] = store.take_notices()
    assert notice.startswith("the lock file records.json.lock was a link; it is now ")
    assert Store(tmp_path).stats()["beginner"].played == 1


def test_a_directory_at_the_lock_path_is_moved_aside_and_named(tmp_path: Path) -> None:
    (tmp_path / "records.json.lock").mkdir()
    store = Store(tmp_path)
    assert store.record("beginner", won_game(), fair=True) == 1
    [notice] = store.take_notices()
    assert notice.startswith("the lock file records.json.lock was a directory; it is now ")
    assert Store(tmp_path).stats()["beginner"].played == 1


def test_a_lock_that_cannot_be_made_names_the_lock_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    (tmp_path / "records.json.lock").mkdir()
    monkeypatch.setattr(os, "replace", _refuse)
    store = Store(tmp_path)
    store.record("beginner", won_game(), fair=True)
    [notice] = store.take_notices()
    assert notice.startswith(f"results will not be kept: the lock file {tmp_path}/"
                             "records.json.lock is a directory and cannot be moved aside")


def _refuse(*args: Any) -> None:
    raise PermissionError(13, "Permission denied")


# a lock another process holds -----------------------------------------------------------------


@contextlib.contextmanager
def lock_held_elsewhere(lock: Path) -> Iterator[None]:
    """Another window, stopped while it held the lock `lock`."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, sys, time\n"
         f"f = open({str(lock)!r}, 'a')\n"
         "fcntl.flock(f, fcntl.LOCK_EX); print('held', flush=True); time.sleep(60)"],
        stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        yield
    finally:
        holder.kill()
        holder.wait()


def test_a_lock_held_too_long_by_another_process_is_given_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from minesweeper import safefiles

    monkeypatch.setattr(safefiles, "LOCK_WAIT", 0.05)
    with lock_held_elsewhere(tmp_path / "records.json.lock"):
        store = Store(tmp_path)
        assert store.record("beginner", won_game(), fair=True) == 1  # kept in memory
        [notice] = store.take_notices()
        assert notice == (f"results will not be kept: the lock file {tmp_path}/records.json.lock"
                          " is held by another process for over 0.05 s")


def test_a_lock_held_too_long_is_waited_for_once_not_at_every_read_and_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # --stats read best times and statistics, waiting 10 s for each; plain play at a
    # terminal waited 40 s before its first prompt.
    from minesweeper import safefiles

    monkeypatch.setattr(safefiles, "LOCK_WAIT", 0.05)
    tries: list[Path] = []

    def counted(path: Path, tell: Any) -> Any:
        tries.append(path)
        return safefiles.locked(path, tell)

    monkeypatch.setattr(storage, "locked", counted)
    Store(tmp_path).record("beginner", won_game(), fair=True)
    with lock_held_elsewhere(tmp_path / "records.json.lock"):
        tries.clear()
        store = Store(tmp_path)
        assert len(store.best()["beginner"]) == 1 and store.stats()["beginner"].won == 1
        assert not store.can_keep_results()
        assert tries == [tmp_path / "records.json"]


@pytest.mark.parametrize("exists", [True, False])
def test_a_lock_file_that_cannot_be_opened_or_made_is_named_for_what_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, exists: bool,
) -> None:
    from minesweeper import safefiles

    lock = tmp_path / "records.json.lock"
    if exists:
        lock.write_text("")  # another user's, say: there, but not ours to open
    real_open = os.open

    def no_lock(path: Any, *args: Any) -> int:
        if Path(path) == lock:
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args)

    monkeypatch.setattr(safefiles.os, "open", no_lock)
    store = Store(tmp_path)
    store.record("beginner", won_game(), fair=True)
    [notice] = store.take_notices()
    verb = "open" if exists else "make"
    assert notice == f"results will not be kept: cannot {verb} the lock file {lock} " \
                     "(Permission denied)"


# a full disk ----------------------------------------------------------------------------------


def test_a_full_disk_is_found_before_a_result_is_said_to_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A full disk still makes an empty file: the check made one and found nothing wrong.
    from minesweeper import safefiles

    Store(tmp_path).record("beginner", won_game(), fair=True)
    real = os.write

    def full(fd: int, data: bytes) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(safefiles.os, "write", full)
    store = Store(tmp_path)
    assert not store.can_keep_results()
    assert store.take_notices() == [
        f"results will not be kept: cannot write to {tmp_path} (No space left on device)"]
    monkeypatch.setattr(safefiles.os, "write", real)
    assert not list(tmp_path.glob(".records.json.*.tmp"))  # the try leaves nothing behind


def test_the_first_exit_signal_wins_and_the_next_ones_are_swallowed() -> None:
    # Closing a terminal sends SIGHUP, then SIGTERM: the second must not cut short the
    # saving the first started (nor be ignored with SIG_IGN, which reports a race).
    previous = signals.exit_on_signals()
    try:
        with pytest.raises(SystemExit) as left:
            signals._leave(signal.SIGHUP, None)
        assert left.value.code == 129
        for number in signals.EXIT_SIGNALS:
            assert signal.getsignal(number) is signals._ignore
    finally:
        signals.restore(previous)


def test_where_signals_cannot_be_held_a_save_still_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    # Windows has no signal masks: held() and released() must still run what they wrap
    # (every save goes through held()).
    monkeypatch.delattr(signal, "pthread_sigmask")
    ran = []
    with signals.held(), signals.released():
        ran.append("saved")
    assert ran == ["saved"]


@pytest.mark.skipif(sys.platform == "win32", reason="flock")
@pytest.mark.parametrize("code", [errno.ENOLCK, errno.ENOSYS, errno.EOPNOTSUPP])
def test_a_folder_where_flock_is_not_supported_still_keeps_results(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    # NFS without its lock daemon (ENOLCK), Lustre mounted without flock (ENOSYS): locks
    # are unsupported there, as where fcntl is missing, yet every result and every game
    # was said not to be kept ("cannot write to ... (No locks available)"), run after run.
    import fcntl

    def unsupported(fd: int, operation: int) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(fcntl, "flock", unsupported)
    store = Store(tmp_path)
    assert store.record("beginner", won_game(), fair=True) == 1
    assert store.keeps_results and store.take_notices() == []
    next_run()
    assert Store(tmp_path).stats()["beginner"].won == 1


def test_a_lock_file_that_fails_to_close_after_a_write_does_not_undo_the_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # close() of the lock's descriptor fails (EIO) after the kept games were written: the
    # write is on the disk, but was taken as failed, so the game stayed kept and was never
    # let go when it ended; the next run offered the lost game again, to be counted twice.
    locks: list[int] = []
    real_open, real_close = safefiles._open_lock, os.close

    def open_lock(lock: Path, tell: Any) -> int:
        fd = real_open(lock, tell)
        if lock.name == "saved-game.json.lock" and not locks:
            locks.append(fd)
        return fd

    def close(fd: int) -> None:
        real_close(fd)
        if locks and fd == locks[0]:
            locks[0] = -2  # once
            raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(safefiles, "_open_lock", open_lock)
    monkeypatch.setattr(os, "close", close)
    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params), FakeClock())
    session.play(Move(Action.OPEN, Coord(4, 4)))  # kept as played: the lock's close fails
    field = session.game.minefield
    assert field is not None
    session.play(Move(Action.OPEN, next(field.mines())))  # lost, and counted
    assert session.game.is_over
    monkeypatch.setattr(os, "close", real_close)
    runs.let_go(tmp_path)  # the run ends
    next_run()
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 1
    assert store.saved_game() is None  # the lost game is not offered to be played again



@pytest.mark.skipif(sys.platform == "win32", reason="flock")
def test_a_lock_that_fails_for_another_reason_is_not_taken_as_no_locks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Only a folder where flock is unsupported goes without locks: a lock that fails as a
    # disk does (EIO) is a write that cannot be made safely, and the player is told the
    # results are not kept, not left to find a file two windows wrote at once.
    import fcntl

    def failing(fd: int, operation: int) -> None:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(fcntl, "flock", failing)
    store = Store(tmp_path)
    store.record("beginner", won_game(), fair=True)
    assert not store.keeps_results
    assert [notice for notice in store.take_notices()
            if notice.startswith("results will not be kept")], store.all_notices()
    assert not (tmp_path / "records.json").exists()


def test_a_signal_ignored_from_the_start_stays_ignored() -> None:
    # `nohup minesweeper --plain < moves` went on to end at the hangup nohup is there for.
    hangup = signal.SIGHUP if hasattr(signal, "SIGHUP") else signals.EXIT_SIGNALS[0]
    before = signal.signal(hangup, signal.SIG_IGN)
    try:
        previous = signals.exit_on_signals()
        try:
            assert signal.getsignal(hangup) is signal.SIG_IGN
            others = [number for number in signals.EXIT_SIGNALS if number != hangup]
            assert all(signal.getsignal(number) is signals._leave for number in others)
            with pytest.raises(SystemExit):
                signals._leave(others[0], None)  # another one still ends the game
            assert signal.getsignal(hangup) is signal.SIG_IGN
        finally:
            signals.restore(previous)
    finally:
        signal.signal(hangup, before)
