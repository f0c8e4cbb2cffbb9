"""Kept games pushed off the list count as lost once: the kept games' file notes them until
the records have counted them (a window killed between the two writes: see
test_killed_between_writes)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from minesweeper import runs
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.savedgame import MAX_SAVED
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_full_disk import fill_disk, next_run
from test_records import FakeClock

BEGINNER = Settings.of_params(Level.BEGINNER.params)


def left(folder: Path, level: Level = Level.BEGINNER) -> Session:
    session = Keeper(folder).session(Settings.of_params(level.params), FakeClock())
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.save()
    return session


def kept_file(folder: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((folder / "saved-game.json").read_text())["data"]
    return data


def as_a_killed_window_left_it(folder: Path) -> str:
    """Ten Beginner games kept and an Intermediate one pushed off by the last, its note
    written but not counted (the window was killed between the two writes)."""
    for level in [Level.INTERMEDIATE] + [Level.BEGINNER] * MAX_SAVED:
        left(folder, level)
    records = json.loads((folder / "records.json").read_text())
    gone = records["data"]["ended"][-1]
    records["data"]["ended"].remove(gone)
    records["data"]["stats"].pop("intermediate")
    (folder / "records.json").write_text(json.dumps(records))
    document = json.loads((folder / "saved-game.json").read_text())
    document["data"]["pushed"] = [{"token": gone, "table": "intermediate"}]
    (folder / "saved-game.json").write_text(json.dumps(document))
    runs.let_go(folder)
    next_run()
    return gone


def test_a_game_pushed_off_is_counted_and_its_note_goes(tmp_path: Path) -> None:
    for level in [Level.INTERMEDIATE] + [Level.BEGINNER] * MAX_SAVED:
        left(tmp_path, level)
    assert Store(tmp_path).stats()["intermediate"].played == 1
    Keeper(tmp_path).resume(clock=FakeClock())  # the next write drops the note: counted
    assert "pushed" not in kept_file(tmp_path)
    assert Store(tmp_path).stats()["intermediate"].played == 1


def test_a_note_left_by_a_killed_window_is_counted_once_by_the_next_windows(
        tmp_path: Path) -> None:
    as_a_killed_window_left_it(tmp_path)
    assert Store(tmp_path).stats()["intermediate"].played == 0
    first, second = Keeper(tmp_path), Keeper(tmp_path)  # two windows, both writing
    first.resume(clock=FakeClock())
    second.resume(clock=FakeClock())
    assert Store(tmp_path).stats()["intermediate"].played == 1
    left(tmp_path)
    assert Store(tmp_path).stats()["intermediate"].played == 1
    assert "pushed" not in kept_file(tmp_path)


def test_damaged_notes_are_dropped_and_the_games_kept(tmp_path: Path) -> None:
    token = as_a_killed_window_left_it(tmp_path)
    document = json.loads((tmp_path / "saved-game.json").read_text())
    document["data"]["pushed"] = [{"token": "not a token", "table": "intermediate"},
                                  {"token": token, "table": "no such table"}, 7,
                                  {"token": token, "table": "intermediate"}]
    (tmp_path / "saved-game.json").write_text(json.dumps(document))
    store = Store(tmp_path)
    assert len(list(store.saved_games())) == MAX_SAVED
    Keeper(tmp_path).resume(clock=FakeClock())
    assert Store(tmp_path).stats()["intermediate"].played == 1  # the one good note
    assert Store(tmp_path).stats()["beginner"].played == 0
    assert not any("damaged" in notice for notice in Store(tmp_path).all_notices())


# Another window: it resumes the kept game under argv[2] and loses it at once.
RESUMER = """
import sys
from pathlib import Path
from minesweeper.engine import Action, Move
from minesweeper.kept import Keeper

session = Keeper(Path(sys.argv[1])).resume(sys.argv[2])
assert session is not None
session.play(Move(Action.OPEN, next(session.game.minefield.mines())))
assert session.game.is_over
"""


def test_a_game_pushed_off_only_in_memory_and_resumed_elsewhere_counts_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for level in [Level.INTERMEDIATE] + [Level.BEGINNER] * (MAX_SAVED - 1):
        left(tmp_path, level)
    [oldest] = [game for game in Store(tmp_path).saved_games() if game.params.rows == 16]
    keeper = Keeper(tmp_path)  # this window: the disk is full as it leaves an eleventh game
    session = keeper.session(Settings.of_params(Level.BEGINNER.params), FakeClock())
    session.play(Move(Action.OPEN, Coord(4, 4)))
    with monkeypatch.context() as full:
        fill_disk(full, room=3000)  # the records fit; the kept games do not
        session.save()  # the Intermediate game is pushed off in memory only: still kept
    assert Store(tmp_path).stats()["intermediate"].played == 0
    # With room again, another window resumes the Intermediate game and loses it: counted.
    subprocess.run([sys.executable, "-c", RESUMER, str(tmp_path), oldest.token], check=True)
    assert Store(tmp_path).stats()["intermediate"].played == 1
    left(tmp_path, Level.BEGINNER)  # this window leaves another game (kept in memory)
    assert Store(tmp_path).stats()["intermediate"].played == 1  # not counted a second time


def test_a_note_written_twice_counts_its_game_once(tmp_path: Path) -> None:
    token = as_a_killed_window_left_it(tmp_path)
    document = json.loads((tmp_path / "saved-game.json").read_text())
    document["data"]["pushed"] = [{"token": token, "table": "intermediate"}] * 2
    (tmp_path / "saved-game.json").write_text(json.dumps(document))
    Keeper(tmp_path).resume(clock=FakeClock())
    assert Store(tmp_path).stats()["intermediate"].played == 1


def test_the_note_of_games_pushed_off_agrees_in_number() -> None:
    # "(1 count as lost)" when one of several games given up counted.
    from minesweeper.wording.folders import pushed_off

    assert pushed_off(["Beginner, 3 s", "Beginner, 9 s"], 1).endswith(
        "2 other kept games were given up (1 counts as lost)")
    assert pushed_off(["a", "b", "c"], 2).endswith("(2 count as lost)")
