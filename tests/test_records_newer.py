"""Records written by a newer minesweeper in the same format (it added a field, a table):
this version uses what it knows and keeps the rest as it is, so running both side by side
costs the newer one nothing, and nothing of it is taken for damage."""

from __future__ import annotations

import json
from pathlib import Path

from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.savedgame import MAX_SAVED
from minesweeper.settings import Settings
from test_records import FakeClock, beginner_win

NEWER = {
    "player": "Ann",  # a part this version does not know
    "best": {
        "beginner": [{"ms": 9000, "date": "2026-12-01", "three_bv": 20, "game_id": "b-1-4.4"}],
        "beginner-blitz": [{"ms": 5, "date": "2026-12-02"}],  # a table it does not know
    },
    "stats": {
        "beginner": {"played": 3, "won": 1, "streak": 0, "longest": 1, "win_ms": 9000,
                     "flags_placed": 7},
        "expert": {"played": 2},
    },
    "custom": [12, 21, 33],
    "last": "beginner",
}


def write(path: Path, data: dict[str, object]) -> None:
    path.write_text(json.dumps({"kind": "minesweeper-records", "version": 1, "data": data}))


def test_a_newer_versions_fields_and_tables_are_read_past_and_kept(tmp_path: Path) -> None:
    write(tmp_path / "records.json", NEWER)
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 3 and store.best()["beginner"][0].ms == 9000
    assert store.record("beginner", beginner_win(FakeClock(), 4), fair=True) == 1
    assert store.take_notices() == []  # nothing called damaged
    assert not [path for path in tmp_path.iterdir() if ".damaged" in path.name]
    data = json.loads((tmp_path / "records.json").read_text())["data"]
    assert data["player"] == "Ann" and data["custom"] == [12, 21, 33]
    assert data["best"]["beginner-blitz"] == NEWER["best"]["beginner-blitz"]
    assert data["stats"]["expert"] == {"played": 2}
    # The kept entry keeps its field; the new one, written here, has only this version's.
    assert [entry.get("game_id") for entry in data["best"]["beginner"]] == [None, "b-1-4.4"]
    assert data["stats"]["beginner"] == {"played": 4, "won": 2, "streak": 1, "longest": 1,
                                         "win_ms": 13000, "flags_placed": 7}
    assert Store(tmp_path).stats()["beginner"].won == 2  # and read back by this version


def test_a_game_given_up_keeps_the_newer_fields_too(tmp_path: Path) -> None:
    write(tmp_path / "records.json", NEWER)
    Store(tmp_path).count_abandoned("beginner")
    data = json.loads((tmp_path / "records.json").read_text())["data"]
    assert data["stats"]["beginner"]["flags_placed"] == 7 and data["player"] == "Ann"
    assert data["stats"]["beginner"]["played"] == 4


def test_a_newer_versions_last_table_is_kept_and_times_opens_on_a_known_one(
        tmp_path: Path) -> None:
    write(tmp_path / "records.json", {**NEWER, "last": "beginner-blitz"})
    store = Store(tmp_path)
    assert store.last_table() is None  # a table this version cannot show
    for level in [Level.INTERMEDIATE] + [Level.BEGINNER] * MAX_SAVED:  # one pushed off
        session = Keeper(tmp_path).session(Settings.of_params(level.params), FakeClock())
        session.play(Move(Action.OPEN, Coord(4, 4)))
        session.save()
    assert Store(tmp_path).stats()["intermediate"].played == 1  # it counts as lost
    assert json.loads((tmp_path / "records.json").read_text())["data"]["last"] \
        == "beginner-blitz"


def test_a_big_file_holding_a_lone_surrogate_is_written_back_as_read(tmp_path: Path) -> None:
    # A file near the size limit is written without spaces and not in ASCII; a string read
    # as "\ud800" (a lone half of a pair, which UTF-8 cannot hold) ended the write in a
    # traceback at the end of the next game (found by the data file fuzzer).
    write(tmp_path / "records.json", {**NEWER, "zz_newer": [0] * 700_000, "zz_name": "\ud800é"})
    store = Store(tmp_path)
    assert store.record("beginner", beginner_win(FakeClock(), 4), fair=True) == 1
    assert store.take_notices() == []
    data = json.loads((tmp_path / "records.json").read_text(encoding="utf-8"))["data"]
    assert data["zz_name"] == "\ud800é" and data["stats"]["beginner"]["played"] == 4
