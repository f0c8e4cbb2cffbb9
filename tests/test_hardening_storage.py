"""Hostile data folders: unreadable files, pipes, directories and stale temporary files
where the data files should be, and damaged best times, never cost a record, never hang, and
are reported once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from minesweeper import storage, wording
from minesweeper.engine import Coord, Game, Level
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_records import FakeClock, beginner_win

COMMAND = str(Path(sys.executable).parent / "minesweeper")


def won_game(seconds: float = 4.0) -> Game:
    return beginner_win(FakeClock(), seconds)


def keep_games(store: Store, count: int) -> None:
    for seed in range(count):
        session = Session(Settings.of_params(Level.BEGINNER.params, seed=seed), FakeClock(),
                          store=store)
        game = session.new_game()
        game.open(Coord(4, 4))
        session.save()


def refuse_reading(monkeypatch: pytest.MonkeyPatch, path: Path, error: OSError) -> None:
    """Reading `path` fails as it would without permission or on a failing disk."""
    real = storage.read_regular

    def read(name: str | Path, limit: int) -> bytes:
        if Path(name) == path:
            raise error
        return real(name, limit)

    monkeypatch.setattr(storage, "read_regular", read)


# 1: a file that cannot be read is never written over ----------------------------------------


@pytest.mark.parametrize("error", [PermissionError(13, "Permission denied"),
                                   OSError(5, "Input/output error")])
def test_an_unreadable_records_file_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError,
) -> None:
    store = Store(tmp_path)
    for _ in range(3):
        store.record("beginner", won_game(), fair=True)
    path = tmp_path / "records.json"
    before = path.read_bytes()
    refuse_reading(monkeypatch, path, error)
    reader = Store(tmp_path)  # another Store, as a new window would make
    reader.record("beginner", won_game(), fair=True)
    reader.record("beginner", won_game(), fair=True)
    assert path.read_bytes() == before
    [notice] = reader.take_notices()
    assert notice == (f"could not read {reader.directory / 'records.json'} ({error.strerror}); "
                      "it is left as it is, and this session's results will not be kept")
    assert reader.stats()["beginner"].played == 2  # this session's games, in memory
    monkeypatch.undo()
    assert json.loads(path.read_text())["data"]["stats"]["beginner"]["played"] == 3


def test_an_unreadable_saved_game_file_keeps_the_other_windows_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    keep_games(Store(tmp_path), 2)
    path = tmp_path / "saved-game.json"
    before = path.read_bytes()
    refuse_reading(monkeypatch, path, PermissionError(13, "Permission denied"))
    store = Store(tmp_path)
    keep_games(store, 1)
    assert store.take_saved() is not None  # this session's own game, from memory
    store.discard_saved("anything")
    assert path.read_bytes() == before
    assert len(store.take_notices()) == 1


# 9, 15: a pipe or a directory where a data file should be ------------------------------------


@pytest.mark.parametrize("name", ["records.json", "saved-game.json"])
def test_a_named_pipe_in_place_of_a_data_file_is_set_aside_without_blocking(
    tmp_path: Path, name: str,
) -> None:
    folder = tmp_path / "minesweeper"
    folder.mkdir()
    os.mkfifo(folder / name)
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    if name == "records.json":
        said = subprocess.run([COMMAND, "--stats"], capture_output=True, text=True, env=env,
                              timeout=30, stdin=subprocess.DEVNULL).stderr  # a block: time out
    else:  # at a terminal (a script's --resume reads nothing)
        from test_resume_plain import read_until, start, wait_exit

        process = start(tmp_path, "--resume")
        said = " ".join(read_until(process, "no kept game to resume", timeout=30).split())
        assert wait_exit(process) == 2
    assert "Traceback" not in said
    label = "records" if name == "records.json" else "kept games"
    assert f"minesweeper: {label} could not be read: it is now {name}.damaged-" in said
    assert f" ({name} was a named pipe)" in said
    assert said.count("named pipe") == 1
    assert not (folder / name).exists()


def test_a_directory_in_place_of_records_is_set_aside_once(tmp_path: Path) -> None:
    (tmp_path / "records.json").mkdir()
    (tmp_path / "records.json" / "inside").write_text("kept")
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 0
    [notice] = store.take_notices()
    assert notice.startswith("Records could not be read: it is now records.json.damaged-")
    assert notice.endswith(" (records.json was a directory)")
    assert store.record("beginner", won_game(), fair=True) == 1
    assert Store(tmp_path).stats()["beginner"].played == 1
    assert Store(tmp_path).take_notices() == []
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("records.json.damaged-")]
    assert (aside / "inside").read_text() == "kept"


# 14: temporary files a kill left behind -------------------------------------------------------


def test_stale_temporary_files_are_removed_when_the_folder_is_opened(tmp_path: Path) -> None:
    old = tmp_path / ".records.json.abc123.tmp"
    fresh = tmp_path / ".saved-game.json.def456.tmp"
    other = tmp_path / ".notes.txt.abc.tmp"
    for path in (old, fresh, other):
        path.write_text("{")
    an_hour_ago = time.time() - 3600
    for path in (old, other):
        os.utime(path, (an_hour_ago, an_hour_ago))
    Store(tmp_path)
    assert not old.exists()
    assert fresh.exists()  # maybe another window writing right now
    assert other.exists()  # not ours


# best times edited by hand --------------------------------------------------------------------


def records_with(best: list[dict[str, Any]]) -> bytes:
    return json.dumps({"kind": "minesweeper-records", "version": 1,
                       "data": {"best": {"beginner": best}, "stats": {}}}).encode()


def test_a_best_time_whose_date_is_not_a_date_is_left_out_and_the_file_copied(
        tmp_path: Path) -> None:
    # --stats printed the date as it was: escape codes recoloured the terminal.
    (tmp_path / "records.json").write_bytes(records_with(
        [{"ms": 9000, "date": "\u001b[31mred\u001b[0m\nline", "three_bv": 5}]))
    store = Store(tmp_path)
    assert store.best()["beginner"] == []
    notice = store.take_notices()[0]
    assert notice.startswith("Records had a damaged part, left out: a copy of the file is "
                             "records.json.damaged-")
    assert notice.endswith(" (a best time is not an object with a date)")


def test_one_bad_record_costs_only_itself_not_every_level_s_tables(tmp_path: Path) -> None:
    # One negative time in the Beginner table set the whole file aside: every level's best
    # times and statistics were gone from the game.
    good = {"ms": 9000, "date": "2026-12-04", "three_bv": 5}
    (tmp_path / "records.json").write_text(json.dumps({
        "kind": "minesweeper-records", "version": 1, "data": {
            "best": {"beginner": [good, {**good, "ms": -5}], "intermediate": [good]},
            "stats": {"intermediate": {"played": 3, "won": 1, "streak": 1, "longest": 1,
                                       "win_ms": 9000},
                      "advanced": {"played": 1, "won": 5}}}}))
    store = Store(tmp_path)
    assert [best.ms for best in store.best()["beginner"]] == [9000]
    assert [best.ms for best in store.best()["intermediate"]] == [9000]
    assert store.stats()["intermediate"].played == 3 and store.stats()["advanced"].played == 0
    [notice] = store.take_notices()
    assert notice.startswith("Records had a damaged part, left out: a copy of the file is ")
    assert notice.endswith(" (-5 is not a count, and 1 more)")
    assert [path.name for path in tmp_path.iterdir() if ".damaged-" in path.name]
    assert [best.ms for best in Store(tmp_path).best()["beginner"]] == [9000]  # written back


def test_best_times_edited_out_of_order_are_read_fastest_first(tmp_path: Path) -> None:
    (tmp_path / "records.json").write_bytes(records_with(
        [{"ms": ms, "date": "2026-12-04", "three_bv": 5} for ms in (9000, 4000, 7000)]))
    assert [best.ms for best in Store(tmp_path).best()["beginner"]] == [4000, 7000, 9000]


def test_records_kept_through_a_link_are_written_where_the_link_points(tmp_path: Path) -> None:
    elsewhere = tmp_path / "synced"
    elsewhere.mkdir()
    data = tmp_path / "data"
    data.mkdir()
    (data / "records.json").symlink_to(elsewhere / "records.json")
    assert Store(data).record("beginner", won_game(4.0), fair=True) == 1
    assert Store(data).record("beginner", won_game(3.0), fair=True) == 1
    assert (data / "records.json").is_symlink()
    assert [best.ms for best in Store(data).best()["beginner"]] == [3000, 4000]
    assert "3000" in (elsewhere / "records.json").read_text()


def test_records_kept_through_a_link_that_cannot_be_written_say_so_before_a_result(
        tmp_path: Path) -> None:
    # The check wrote beside the link (a writable folder), the results beside its target
    # (a folder that is not there): a loss given up was lost without a word, and the
    # notice that came later named the folder with the link.
    (tmp_path / "records.json").symlink_to(tmp_path / "gone" / "records.json")
    store = Store(tmp_path)
    assert not store.can_keep_results()
    assert store.take_notices() == [wording.unkept("results", str(tmp_path / "gone"),
                                                   "No such file or directory")]
