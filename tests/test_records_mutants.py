"""Best times, statistics and kept games through `records.Store`, from mutation testing:
each test fails with a change to records.py or recordcheck.py that the suite let through."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from minesweeper import records, storage
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_records import FakeClock


def left_game(store: Store) -> Session:
    session = Session(Settings.of_params(Level.BEGINNER.params), FakeClock(), store)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    return session


def test_a_game_that_would_overfill_the_kept_games_is_not_kept_as_played(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for _ in range(3):
        assert left_game(Store(tmp_path)).save()
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    path.write_text(json.dumps(document, separators=(",", ":")))  # as full as it can be
    before = path.read_bytes()
    monkeypatch.setattr(storage, "MAX_BYTES", len(before) + 10)
    storage._STATES.clear()
    store = Store(tmp_path)
    saved = left_game(Store(tmp_path / "elsewhere")).to_saved()
    assert saved is not None
    assert store.keep_playing(saved, new=True) is False  # not kept (no traceback)
    assert path.read_bytes() == before and len(list(store.saved_games())) == 3


def test_a_game_too_big_to_keep_alone_says_its_size_not_other_windows_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    saved = left_game(Store(tmp_path / "elsewhere")).to_saved()
    assert saved is not None
    monkeypatch.setattr(storage, "MAX_BYTES", 2**20 // 10)  # its mines fit, the game not
    saved.moves = saved.moves * 20_000
    assert not store.save_game(saved)
    [notice] = store.take_notices()
    assert notice.startswith("the game left in progress is too big to keep: the kept games "
                             "would need ")
    assert notice.endswith(" MB, more than the 0 MB such a file may hold")
    assert "other windows" not in notice
    assert not (tmp_path / "saved-game.json").exists()


def test_a_game_whose_mines_alone_pass_the_limit_says_both_sizes_in_mb(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    saved = left_game(Store(tmp_path / "elsewhere")).to_saved()
    assert saved is not None
    monkeypatch.setattr(records, "least_bytes", lambda saved: 5 * 2**20 + 2**19)
    assert not store.save_game(saved)
    assert store.take_notices() == ["the game left in progress is too big to keep: the kept "
                                    "games would need over 5.5 MB, more than the 4 MB such a "
                                    "file may hold"]
    assert not (tmp_path / "saved-game.json").exists()


@pytest.mark.parametrize("custom", [[8, 8], [8, 8, 10, 1], [], "8x8x10"])
def test_a_last_custom_size_that_is_not_three_numbers_is_left_out(
        tmp_path: Path, custom: object) -> None:
    data = {"best": {}, "stats": {"beginner": {"played": 2}}, "custom": custom}
    (tmp_path / "records.json").write_text(json.dumps(
        {"kind": "minesweeper-records", "version": 1, "data": data}))
    store = Store(tmp_path)
    assert store.last_custom() is None
    assert store.stats()["beginner"].played == 2  # the rest is kept
    [notice] = store.take_notices()
    assert notice.startswith("Records had a damaged part, left out: a copy of the file is ")
    assert notice.endswith(" (the last custom size is not three numbers)")
