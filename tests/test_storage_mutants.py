"""Data files checked as they are read: too big, of another kind or without a whole version
number, a file is set aside, not used; and a nearly full disk that still takes the kept
games says so (from mutation testing: each test fails with a change the suite let through)."""

from __future__ import annotations

import json
import shutil
from collections import namedtuple
from pathlib import Path

import pytest

from minesweeper import storage
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.settings import Settings
from test_records import FakeClock

Usage = namedtuple("Usage", "total used free")
ONE_WIN = {"best": {"beginner": [{"ms": 4000, "date": "2026-11-30", "three_bv": 8}]},
           "stats": {"beginner": {"played": 1, "won": 1, "streak": 1, "longest": 1,
                                  "win_ms": 4000}}}


def records_file(folder: Path, document: dict, size: int | None = None) -> bytes:
    """records.json holding `document`, padded with spaces to `size` bytes."""
    raw = json.dumps(document).encode()
    if size is not None:
        raw += b" " * (size - len(raw))
    (folder / "records.json").write_bytes(raw)
    return raw


def set_aside(folder: Path) -> list[Path]:
    return [path for path in folder.iterdir() if ".damaged-" in path.name]


def test_a_records_file_of_4_mb_is_read_and_one_byte_more_is_set_aside(
        tmp_path: Path) -> None:
    document = {"kind": "minesweeper-records", "version": 1, "data": ONE_WIN}
    limit = 4 * 2**20
    records_file(tmp_path, document, limit)
    store = Store(tmp_path)
    assert store.best()["beginner"][0].ms == 4000 and not set_aside(tmp_path)
    storage._STATES.clear()  # the next run
    raw = records_file(tmp_path, document, limit + 1)
    store = Store(tmp_path)
    assert store.best()["beginner"] == [] and store.stats()["beginner"].played == 0
    [aside] = set_aside(tmp_path)
    assert aside.read_bytes() == raw  # kept, never lost
    assert store.take_notices() == [
        f"Records were damaged: the file is now {aside.name} (larger than 4 MB)"]


@pytest.mark.parametrize(("header", "why"), [
    ({"kind": "minesweeper-saved-game", "version": 1},  # another of our files, renamed
     "not a minesweeper-records file"),
    ({"kind": "minesweeper-records", "version": 1.0}, "no version number"),
    ({"kind": "minesweeper-records", "version": True}, "no version number"),
    ({"kind": "minesweeper-records", "version": "1"}, "no version number"),
])
def test_a_file_of_another_kind_or_without_a_whole_version_is_set_aside(
        tmp_path: Path, header: dict, why: str) -> None:
    raw = records_file(tmp_path, {**header, "data": ONE_WIN})
    store = Store(tmp_path)
    assert store.best()["beginner"] == [] and store.stats()["beginner"].played == 0
    [aside] = set_aside(tmp_path)
    assert aside.read_bytes() == raw
    assert store.take_notices() == [f"Records were damaged: the file is now {aside.name} ({why})"]


def test_a_nearly_full_disk_that_takes_the_kept_games_says_the_game_is_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Not plainly room for twice the file and a MB: a block is written beside it to find
    # out, and it is.
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params), FakeClock())
    session.play(Move(Action.OPEN, Coord(4, 4)))
    saved = session.to_saved()
    assert saved is not None
    monkeypatch.setattr(shutil, "disk_usage", lambda path: Usage(10**9, 10**9 - 10**5, 10**5))
    assert not keeper.store._saved.has_plenty(2**20)
    assert keeper.store.disk_holds(saved)
    assert keeper.store._saved.has_room(10**4)
    assert not list(tmp_path.glob("*.tmp*"))  # the block written is removed


def test_data_too_big_for_the_file_says_how_big_in_mb(tmp_path: Path) -> None:
    file = storage.JsonFile(tmp_path / "x.json", "x", 1, lambda data: data)
    with pytest.raises(storage.TooBig) as raised:
        file.text({"mines": "m" * (5 * 2**20)})
    assert str(raised.value) == "5.0 MB, more than the 4 MB such a file may hold"
    assert not (tmp_path / "x.json").exists()
