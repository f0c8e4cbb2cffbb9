"""The data files as Windows handles them, simulated: locks are msvcrt's (a byte of the
lock file), and a file still open cannot be removed, so a run's lock file is closed before
it goes (each run left one behind, and every later start tested them all)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Callable

import pytest

from minesweeper import runs, safefiles
from minesweeper.records import Store
from test_hardening_storage import won_game


def fake_msvcrt(held: bool) -> SimpleNamespace:
    """msvcrt as Windows has it; `held`: another process holds every lock."""
    calls: list[tuple[int, int, int]] = []

    def locking(fd: int, mode: int, size: int) -> None:
        calls.append((fd, mode, size))
        if held and mode == module.LK_NBLCK:
            raise OSError(36, "Resource deadlock avoided")

    module = SimpleNamespace(LK_UNLCK=0, LK_NBLCK=2, locking=locking, calls=calls)
    return module


def as_windows(monkeypatch: pytest.MonkeyPatch, msvcrt: SimpleNamespace) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "msvcrt", msvcrt)
    monkeypatch.setitem(sys.modules, "fcntl", None)  # (not importable there)


def test_records_are_written_under_msvcrts_lock(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Without fcntl the file went unlocked: two windows lost each other's updates.
    msvcrt = fake_msvcrt(held=False)
    as_windows(monkeypatch, msvcrt)
    assert Store(tmp_path).record("beginner", won_game(), fair=True) == 1
    locks = [call for call in msvcrt.calls if call[1] == msvcrt.LK_NBLCK]
    assert locks and all(call[2] == 1 for call in msvcrt.calls)
    for fd, _, _ in locks:  # each lock taken is let go
        assert (fd, msvcrt.LK_UNLCK, 1) in msvcrt.calls


def test_a_lock_another_process_holds_is_waited_for_then_given_up(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    as_windows(monkeypatch, fake_msvcrt(held=True))
    monkeypatch.setattr(safefiles, "LOCK_WAIT", 0.05)
    store = Store(tmp_path)
    assert store.record("beginner", won_game(), fair=True) == 1  # kept in memory
    assert [notice for notice in store.take_notices() if "held by another process" in notice]
    assert not (tmp_path / "records.json").exists()


def refusing_open_files(unlink: Callable[..., Any]) -> Callable[..., Any]:
    """os.unlink as Windows has it: a file this process holds open is not removed."""
    def windows_unlink(path: Any, *args: Any, **kwargs: Any) -> None:
        target = os.path.realpath(path)
        for fd in os.listdir("/proc/self/fd"):
            try:
                if os.readlink(f"/proc/self/fd/{fd}") == target:
                    raise PermissionError(13, "The process cannot access the file", path)
            except OSError as error:
                if isinstance(error, PermissionError):
                    raise
        unlink(path, *args, **kwargs)

    return windows_unlink


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc to see open files")
def test_a_runs_lock_file_goes_when_it_ends_and_a_dead_runs_is_swept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "unlink", refusing_open_files(os.unlink))
    run = runs.this_run(tmp_path)
    assert run is not None and (tmp_path / f"playing-{run}.lock").exists()
    runs.let_go(tmp_path)
    assert list(tmp_path.iterdir()) == []
    dead = "0" * 32
    (tmp_path / f"playing-{dead}.lock").write_text("")  # a run killed: its lock is free
    assert not runs.is_playing(tmp_path, dead)
    assert list(tmp_path.iterdir()) == []


def test_board_files_are_written_in_binary_mode_where_there_is_a_text_mode(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Windows' os.open is in text mode without O_BINARY: each line end the text layer had
    # already made \r\n went out as \r\r\n (generated boards, exports).
    real_open, flags = os.open, []
    monkeypatch.setattr(os, "O_BINARY", 1 << 30, raising=False)

    def windows_open(path: Any, flag: int, *args: Any) -> int:
        flags.append(flag)
        return real_open(path, flag & ~(1 << 30), *args)

    monkeypatch.setattr(os, "open", windows_open)
    safefiles.write_new(str(tmp_path / "b.in"), "2 2\n0 0\n")
    assert flags and all(flag & 1 << 30 for flag in flags)
    assert (tmp_path / "b.in").read_bytes() == b"2 2\n0 0\n"
