"""What the player is told of a damaged data file: what it held and where it went."""

from __future__ import annotations

import json
from pathlib import Path

from minesweeper import wording
from minesweeper.engine import Coord, Level
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_records import FakeClock, beginner_win

BAD = b"{bad json"


def keep_a_game(store: Store) -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1), FakeClock(),
                      store=store)
    session.new_game().open(Coord(4, 4))
    session.save()


def test_damaged_best_times_are_told_in_one_short_sentence_naming_where_they_went(
    tmp_path: Path,
) -> None:
    (tmp_path / "records.json").write_bytes(BAD)
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 0
    [notice] = store.take_notices()
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("records.json.damaged-")]
    assert notice == f"Best times were damaged: the file is now {aside.name}"
    assert len(notice) <= 80 and "Expecting" not in notice and "line 1" not in notice
    assert wording.sentence(notice) == notice  # no capital put on a file's name
    assert aside.read_bytes() == BAD
    assert store.record("beginner", beginner_win(FakeClock(), 4), fair=True) == 1
    assert json.loads((tmp_path / "records.json").read_text())["version"] == 1


def test_damaged_kept_games_are_told_the_same_way(tmp_path: Path) -> None:
    (tmp_path / "saved-game.json").write_bytes(BAD)
    store = Store(tmp_path)
    assert store.saved_game() is None
    [notice] = store.take_notices()
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("saved-game.json.damaged-")]
    assert notice == f"Kept games were damaged: the file is now {aside.name}"
    assert len(notice) <= 80 and aside.read_bytes() == BAD
