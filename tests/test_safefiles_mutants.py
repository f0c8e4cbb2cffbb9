"""The data folder's file handling at its edges: a failed write told and cleaned up, the
modes of new files and lock files, names for copies set aside, and Windows' locks and
plain opens, simulated (each test fails with a change the rest of the suite let
through)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from minesweeper import safefiles
from minesweeper.safefiles import (
    aside_name,
    locked,
    read_regular,
    try_lock,
    write_atomic,
    write_new,
)


def test_a_replace_that_fails_is_raised_and_leaves_no_temporary(tmp_path: Path) -> None:
    (tmp_path / "records.json").mkdir()  # the rename onto it fails
    with pytest.raises(OSError):
        write_atomic(tmp_path / "records.json", "{}")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["records.json"]


def test_a_second_copy_set_aside_in_the_same_second_is_numbered_2(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safefiles.time, "strftime", lambda _: "20260101-120000")
    path = tmp_path / "records.json"
    first = aside_name(path)
    assert first.name == "records.json.damaged-20260101-120000"
    first.write_text("{")
    second = aside_name(path)
    assert second.name == "records.json.damaged-20260101-120000-2"
    second.write_text("{")
    assert aside_name(path).name == "records.json.damaged-20260101-120000-3"


@pytest.mark.parametrize("held", [False, True])
def test_on_windows_a_lock_is_taken_when_msvcrt_takes_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, held: bool) -> None:
    def locking(fd: int, mode: int, size: int) -> None:
        if held:
            raise PermissionError(13, "held by another process")

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "msvcrt",
                        SimpleNamespace(LK_NBLCK=2, LK_UNLCK=0, locking=locking))
    monkeypatch.setitem(sys.modules, "fcntl", None)  # (not importable there)
    fd = os.open(tmp_path / "run.lock", os.O_RDWR | os.O_CREAT)
    try:  # (a run's lock is its only when this says True: see `runs`)
        assert try_lock(fd) is (not held)
    finally:
        os.close(fd)


def test_a_new_file_that_cannot_be_written_whole_is_not_left_behind(tmp_path: Path) -> None:
    path = tmp_path / "board.in"
    with pytest.raises(UnicodeEncodeError):
        write_new(str(path), "9 9\n\udce9")  # fails part-way, as a full disk does
    assert not path.exists()
    write_new(str(path), "9 9\n")  # nothing in the way of a second try
    assert path.read_text() == "9 9\n"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes")
def test_new_files_and_lock_files_get_the_usual_modes(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        write_new(str(tmp_path / "board.in"), "9 9\n")
        with locked(tmp_path / "records.json", print):
            pass
    finally:
        os.umask(old)
    assert (tmp_path / "board.in").stat().st_mode & 0o777 == 0o644  # as any file made
    assert (tmp_path / "records.json.lock").stat().st_mode & 0o777 == 0o600  # ours alone


def test_a_file_is_read_where_the_system_has_no_nonblocking_open(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Windows has neither O_NONBLOCK nor O_NOCTTY: the open is a plain read.
    path = tmp_path / "board.in"
    path.write_bytes(b"9 9\n0 0\n")
    for name in ("O_NONBLOCK", "O_NOCTTY"):
        monkeypatch.delattr(os, name, raising=False)
    assert read_regular(path, 100) == b"9 9\n0 0\n"
    assert read_regular(path, 3) == b"9 9\n"  # the limit and one byte more
