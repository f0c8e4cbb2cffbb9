"""Kept games written by a newer version in the same format: a field this version does not
know stays on a game it only keeps beside its own (the newer version may want it back), and
the game still resumes here."""

from __future__ import annotations

import json
from pathlib import Path

from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.records import Store
from minesweeper.savedgame import _FIELDS, SavedGame
from minesweeper.session import Session
from minesweeper.settings import Settings


def clock() -> float:
    return 0.0


def keep(store: Store, seed: int) -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=seed), clock, store=store)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert session.save()


def games(path: Path) -> list[dict[str, object]]:
    return json.loads((path / "saved-game.json").read_text())["data"]["games"]  # type: ignore


def test_a_newer_versions_field_on_a_kept_game_outlives_this_versions_saves(
        tmp_path: Path) -> None:
    keep(Store(tmp_path), 1)
    document = json.loads((tmp_path / "saved-game.json").read_text())
    document["data"]["games"][0]["cursor"] = [2, 3]  # as a newer version might keep it
    (tmp_path / "saved-game.json").write_text(json.dumps(document))
    keep(Store(tmp_path), 2)  # this version keeps another game beside it
    first, second = games(tmp_path)
    assert first["cursor"] == [2, 3] and "cursor" not in second
    taken = Store(tmp_path).take_saved(str(first["token"]))  # and it resumes here
    assert taken is not None and taken.params == Level.BEGINNER.params


def test_every_field_this_version_writes_is_one_it_knows() -> None:
    # A field missing from the list would be kept from the file over what was read.
    saved = SavedGame(Level.BEGINNER.params, None, 1, [], 0.0, "Beginner",
                      playing="0" * 32)
    assert set(saved.to_json()) <= _FIELDS
