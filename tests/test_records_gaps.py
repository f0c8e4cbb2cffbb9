"""The records file around what the statistics tables do not show: the custom size kept
for the form, a custom game given up, and the table the scores open on. (Each survived a
mutation of records.py that the records tests did not notice; two of them lost or damaged
the player's records.json.)"""

from __future__ import annotations

import random
from pathlib import Path

from minesweeper.engine import Coord, Game, Level
from minesweeper.records import Store


def lost_beginner() -> Game:
    game = Game.random(Level.BEGINNER.params, random.Random(1))
    game.open(Coord(4, 4))
    assert game.minefield is not None
    game.open(next(game.minefield.mines()))
    return game


def test_remembering_a_custom_size_keeps_the_records(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record("beginner", lost_beginner(), fair=True)
    store.remember_custom(10, 12, 15)
    again = Store(tmp_path)
    assert again.stats()["beginner"].played == 1
    assert again.last_custom() == (10, 12, 15)
    assert again.last_table() == "beginner"
    assert again.all_notices() == []


def test_a_custom_game_given_up_leaves_the_records_whole(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record("beginner", lost_beginner(), fair=True)
    store.count_abandoned(None)  # a custom size has no table
    again = Store(tmp_path)
    assert again.stats()["beginner"].played == 1
    assert again.all_notices() == []
    assert sorted(path.name for path in tmp_path.iterdir()
                  if not path.name.endswith(".lock")) == ["records.json"]


def test_the_last_table_is_the_last_game_s_own(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.last_table() is None and store.last_custom() is None
    store.count_abandoned("intermediate")
    assert Store(tmp_path).last_table() == "intermediate"


def test_a_first_custom_size_is_remembered_in_a_new_folder(tmp_path: Path) -> None:
    Store(tmp_path).remember_custom(7, 30, 40)
    assert Store(tmp_path).last_custom() == (7, 30, 40)
