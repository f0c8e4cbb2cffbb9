"""A damaged data file's copy is a copy of it, and its notice says what was wrong in a few
words of the game's own, never a piece of the file (from mutation testing: each test fails
with a change the suite let through)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from minesweeper import storage
from minesweeper.records import Store
from test_records_damage import keep_a_game, records_with_a_bad_time


def copies(folder: Path, name: str = "records.json") -> list[Path]:
    return sorted(path for path in folder.iterdir() if path.name.startswith(f"{name}.damaged-"))


def test_a_second_damage_of_the_same_size_gets_a_copy_of_its_own(tmp_path: Path) -> None:
    # A copy of the same size made before stands in only when its bytes are the same: a
    # later damage of the same length (a hand edit) is kept too, not written back clean
    # with only the first damage's copy beside it.
    path = tmp_path / "records.json"
    first = records_with_a_bad_time(path)
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 5  # copied aside, written back clean
    assert len(store.take_notices()) == 1
    storage._STATES.clear()  # the next run
    second = first.replace(b'"bad"', b'"bax"')
    assert len(second) == len(first) and second != first
    path.write_bytes(second)
    again = Store(tmp_path)
    assert again.stats()["beginner"].played == 5
    [notice] = again.take_notices()
    assert sorted(copy.read_bytes() for copy in copies(tmp_path)) == sorted([first, second])
    assert copies(tmp_path)[-1].name in notice


def test_a_link_named_as_a_copy_is_not_taken_for_one(tmp_path: Path) -> None:
    # A link named like a copy, as long as the file's bytes (its target is the file
    # itself): taken as the copy, the damaged bytes were lost when the file was written
    # back clean, the "copy" then showing the clean file.
    path = tmp_path / "records.json"
    damaged = records_with_a_bad_time(path)
    extra = len(damaged) - len(path.name)
    target = (".//" + "./" * ((extra - 3) // 2) if extra % 2 else "./" * (extra // 2)) + path.name
    link = tmp_path / "records.json.damaged-20000101-000000"
    os.symlink(target, link)
    assert os.lstat(link).st_size == len(damaged) and link.read_bytes() == damaged
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 5
    [notice] = store.take_notices()
    [copy] = [copy for copy in copies(tmp_path) if not copy.is_symlink()]
    assert copy.read_bytes() == damaged and copy.name in notice


def test_a_bad_time_is_not_quoted_in_the_notice(tmp_path: Path) -> None:
    # `"bad" is not a count` quotes the file: the notice says what was wrong in the game's
    # words, as for a move that cannot be read.
    records_with_a_bad_time(tmp_path / "records.json")
    store = Store(tmp_path)
    store.stats()
    [notice] = store.take_notices()
    assert notice.startswith("Records had a damaged part, left out: a copy of the file is ")
    assert notice.endswith(" (not in the form the game writes)"), notice


def test_a_long_bad_count_is_not_spelt_out_in_the_notice(tmp_path: Path) -> None:
    # A list where a best time goes: "[1, 1, 1, ... is not a count" was most of a line.
    path = tmp_path / "records.json"
    records_with_a_bad_time(path)
    document = json.loads(path.read_text())
    document["data"]["best"]["beginner"][1]["ms"] = [1] * 40
    path.write_text(json.dumps(document))
    store = Store(tmp_path)
    store.stats()
    [notice] = store.take_notices()
    assert notice.endswith(" (not in the form the game writes)"), notice


def test_several_bad_best_times_are_counted_in_the_notice(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    records_with_a_bad_time(path)
    document = json.loads(path.read_text())
    best = document["data"]["best"]["beginner"]
    best.append({**best[1], "ms": "worse"})
    path.write_text(json.dumps(document))
    store = Store(tmp_path)
    assert len(store.best()["beginner"]) == 1
    [notice] = store.take_notices()
    assert notice.endswith(" (not in the form the game writes, and 1 more)"), notice


def test_several_bad_kept_games_are_counted_in_the_notice(tmp_path: Path) -> None:
    keep_a_game(Store(tmp_path))
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    [good] = document["data"]["games"]
    bad = [{**good, "token": f"{n:032x}", "moves": ["O,1"]} for n in range(2)]
    document["data"]["games"] = [*bad, good]
    path.write_text(json.dumps(document))
    storage._STATES.clear()  # the next run
    store = Store(tmp_path)
    assert store.saved_game() is not None
    [notice] = store.take_notices()
    assert notice.startswith("Kept games had a damaged part, left out: ")
    assert notice.endswith(" (not in the form the game writes, and 1 more)"), notice


def test_a_copy_of_a_damaged_part_keeps_the_file_s_time(tmp_path: Path) -> None:
    # The copy says when the file was last written (the player matches it to a backup),
    # not when it was found damaged.
    path = tmp_path / "records.json"
    records_with_a_bad_time(path)
    os.utime(path, (1_700_000_000, 1_700_000_000))
    store = Store(tmp_path)
    store.stats()
    [copy] = copies(tmp_path)
    assert copy.stat().st_mtime == 1_700_000_000
