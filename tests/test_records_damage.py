"""What the player is told of a damaged data file, and that the file is never lost: moved
aside, and when it cannot be, left as it is while the session keeps results in memory."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from minesweeper import safefiles, storage, wording
from minesweeper.engine import Coord, Level
from minesweeper.records import Store
from minesweeper.safefiles import LockError
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
    assert notice == f"Records were damaged: the file is now {aside.name} (not JSON from line 1)"
    assert "Expecting" not in notice  # the parser's words help no player
    assert wording.sentence(notice) == notice  # no capital put on a file's name
    assert aside.read_bytes() == BAD
    assert store.record("beginner", beginner_win(FakeClock(), 4), fair=True) == 1
    assert json.loads((tmp_path / "records.json").read_text())["version"] == 1



@pytest.mark.parametrize(("raw", "why"), [
    (b'{"kind": "minesweeper-records",\n "version": 1,\n "data": {oops}}', "not JSON from line 3"),
    (b'{"kind": "minesweeper-records", "data": "\xff"}', "not UTF-8 text"),
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    (b'{"kind": "minesweeper-records", "version": 1, "data": {"best": {"beginner": [{"ms": '
     b'NaN}]}}}', "NaN is not a number we write"),
])
def test_the_notice_says_what_was_wrong_in_a_few_words_not_the_parser_s(
        tmp_path: Path, raw: bytes, why: str) -> None:
    (tmp_path / "records.json").write_bytes(raw)
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 0
    [notice] = store.take_notices()
    assert notice.startswith("Records were damaged: the file is now records.json.damaged-")
    assert notice.endswith(f" ({why})")


def test_a_piece_of_the_file_is_not_quoted_as_what_was_wrong(tmp_path: Path) -> None:
    keep_a_game(Store(tmp_path))
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0]["moves"] = ["O\u001b[31m,1"]  # no escape code reaches a screen
    path.write_text(json.dumps(document))
    store = Store(tmp_path)
    assert store.saved_game() is None
    [notice] = store.take_notices()
    assert notice.startswith("Kept games were damaged: the file is now ")
    assert notice.endswith(" (not in the form the game writes)")


@pytest.mark.parametrize(("field", "value", "why"), [
    ("params", [8, 8], "not in the form the game writes"),  # not Python's "not enough
    ("params", [8, 8, 10, 1], "not in the form the game writes"),  # values to unpack"
    ("token", 5, "the token of the saved game is not a short text"),  # (said whole)
    ("params", [8, 8, 100], "an 8x8 board takes 0 to 63 mines, not 100"),  # the engine's
])
def test_what_was_wrong_is_said_in_the_game_s_own_words(
        tmp_path: Path, field: str, value: object, why: str) -> None:
    keep_a_game(Store(tmp_path))
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0][field] = value
    path.write_text(json.dumps(document))
    store = Store(tmp_path)
    assert store.saved_game() is None
    [notice] = store.take_notices()
    assert notice.startswith("Kept games were damaged: the file is now ")
    assert notice.endswith(f" ({why})"), notice


def test_damaged_kept_games_are_told_the_same_way(tmp_path: Path) -> None:
    (tmp_path / "saved-game.json").write_bytes(BAD)
    store = Store(tmp_path)
    assert store.saved_game() is None
    [notice] = store.take_notices()
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("saved-game.json.damaged-")]
    assert notice == f"Kept games were damaged: the file is now {aside.name} (not JSON from line 1)"
    assert aside.read_bytes() == BAD


def cannot_set_aside(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Moving or copying a file aside fails (the name chosen lies in no folder)."""
    for module in (storage, safefiles):
        monkeypatch.setattr(module, "aside_name", lambda path: tmp_path / "gone" / path.name)


def test_a_damaged_file_that_cannot_be_set_aside_is_never_written_over(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    path = tmp_path / "records.json"
    path.write_bytes(BAD)
    cannot_set_aside(monkeypatch, tmp_path)
    store = Store(tmp_path)
    assert store.record("beginner", beginner_win(FakeClock(), 4), fair=True) == 1
    assert store.stats()["beginner"].won == 1  # this session's results, in memory
    assert path.read_bytes() == BAD
    [notice] = store.take_notices()
    assert notice.startswith(f"Records were damaged (not JSON from line 1), and {path} could "
                             "not be set aside (")
    assert notice.endswith("it is left as it is, and this session's results will not be kept")


def test_a_damaged_part_that_cannot_be_copied_aside_is_not_dropped_from_the_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    store = Store(tmp_path)
    keep_a_game(store)
    keep_a_game(store)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][1]["moves"] = ["O99,99"]  # cannot be replayed: damaged
    path.write_text(json.dumps(document))
    before = path.read_bytes()
    cannot_set_aside(monkeypatch, tmp_path)
    reader = Store(tmp_path)
    reader.saved_game()
    reader.take_saved()  # resuming would drop the damaged game and write the rest back
    keep_a_game(reader)
    assert path.read_bytes() == before
    assert any("could not be set aside" in notice for notice in reader.take_notices())


@pytest.mark.parametrize("name", ["records.json", "saved-game.json"])
def test_a_file_from_a_newer_version_is_left_for_it(tmp_path: Path, name: str) -> None:
    # Going back to an older minesweeper must not cost the newer one its records: the file
    # is neither moved nor written over; this session keeps its results in memory.
    kind = "minesweeper-records" if name == "records.json" else "minesweeper-saved-game"
    newer = json.dumps({"kind": kind, "version": 99, "data": {"what": "the future"}})
    (tmp_path / name).write_text(newer)
    store = Store(tmp_path)
    keep_a_game(store)
    store.record("beginner", beginner_win(FakeClock(), 12.0), fair=True)
    assert store.stats()["beginner"].played == 1  # counted, in memory
    assert (tmp_path / name).read_text() == newer
    assert not [path for path in tmp_path.iterdir() if ".damaged-" in path.name]
    assert any("from a newer minesweeper" in notice for notice in store.take_notices())


def test_stats_from_a_newer_version_print_no_empty_tables_and_fail(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from minesweeper import cli

    folder = storage.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "records.json").write_text(json.dumps(
        {"kind": "minesweeper-records", "version": 99, "data": {}}))
    assert cli.main(["--stats"]) == 1
    out, err = capsys.readouterr()
    assert out == ""  # no "played 0" tables standing for records that exist
    assert "records are from a newer minesweeper" in err
    assert len(err.splitlines()) == 1
    # It ended "and this session's results will not be kept": --stats plays no session.
    assert err.rstrip().endswith("is left as it is"), err


@pytest.mark.parametrize("part", ["best", "stats"])
def test_one_part_that_is_not_a_table_costs_only_itself(tmp_path: Path, part: str) -> None:
    # `"best": null` had set the whole file aside, statistics and all.
    data = {"best": {"beginner": [{"ms": 9000, "date": "2026-12-01", "three_bv": 12}]},
            "stats": {"beginner": {"played": 5, "won": 1}}}
    data[part] = None
    (tmp_path / "records.json").write_text(json.dumps(
        {"kind": "minesweeper-records", "version": 1, "data": data}))
    store = Store(tmp_path)
    best, stats = store.best().get("beginner", []), store.stats()["beginner"]
    if part == "best":
        assert best == [] and (stats.played, stats.won) == (5, 1)
    else:
        assert [entry.ms for entry in best] == [9000] and stats.played == 0
    notice = store.take_notices()[0]
    assert notice.startswith("Records had a damaged part, left out: a copy of the file is ")
    assert notice.endswith(f" (the {'best times' if part == 'best' else 'statistics'} are not "
                           "a table)")


def test_a_newer_format_is_named_as_such(tmp_path: Path) -> None:
    (tmp_path / "records.json").write_text(
        '{"kind": "minesweeper-records", "version": 7, "data": {}}')
    store = Store(tmp_path)
    store.stats()  # left for the newer version, which goes on using it; nothing written
    [notice] = store.take_notices()
    assert notice.startswith("Records are from a newer minesweeper: ") and notice.endswith(
        "records.json is left as it is, and this session's results will not be kept")


def test_statistics_that_do_not_add_up_are_left_out(tmp_path: Path) -> None:
    (tmp_path / "records.json").write_text(
        '{"kind": "minesweeper-records", "version": 1, "data": '
        '{"stats": {"beginner": {"played": 1, "won": 5}}}}')
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 0
    notice = store.take_notices()[0]
    assert notice.startswith("Records had a damaged part, left out: a copy of the file is ")
    assert notice.endswith(" (the beginner statistics do not add up)")


def test_stats_with_a_file_where_the_data_folder_goes_says_it_cannot_read(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # --stats only reads: "results will not be kept: cannot write to ..." was beside the point.
    from minesweeper import cli

    folder = storage.data_dir()
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("not a folder")
    assert cli.main(["--stats"]) == 1
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"minesweeper: the records cannot be read: {folder} is a file, "
                              "not a folder\n")
    # A file a level above (XDG_DATA_HOME set to a file) is named the same way.
    folder.unlink()
    folder.parent.rename(folder.parent.with_name("moved"))
    folder.parent.write_text("not a folder either")
    assert cli.main(["--stats"]) == 1
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"minesweeper: the records cannot be read: {folder.parent} is a "
                              "file, not a folder\n")


def test_stats_with_a_data_folder_path_too_long_say_so_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path,
) -> None:
    # Path.exists() passes on errors other than "no such file": this one was a traceback.
    from minesweeper import cli

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "/".join(["d" * 200] * 25)))
    assert cli.main(["--stats"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1, err
    assert err.startswith("minesweeper: could not read ") and "(File name too long)" in err


def test_stats_through_a_loop_of_links_say_what_reading_says(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path,
) -> None:
    # The loop was "a file, not a folder", while the full-screen game said what reading it
    # says.
    from minesweeper import cli

    (tmp_path / "loop1").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop1")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "loop1"))
    assert cli.main(["--stats"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "not a folder" not in err, err
    assert "(Too many levels of symbolic links)" in err


@pytest.mark.parametrize("bad", [5, "not-a-token", None])
def test_one_bad_ended_game_costs_only_itself(tmp_path: Path, bad: object) -> None:
    # The whole list of ended games was dropped for one bad entry, and a game that had
    # ended (on a full disk) was offered again, to be counted twice.
    store = Store(tmp_path)
    keep_a_game(store)
    saved = store.saved_game()
    assert saved is not None
    path = tmp_path / "records.json"
    path.write_text(json.dumps({"kind": "minesweeper-records", "version": 1, "data": {
        "best": {}, "stats": {}, "ended": [saved.token, bad]}}))
    storage._STATES.clear()  # as the next run
    again = Store(tmp_path)
    assert again.saved_game() is None and again.take_saved() is None
    again.stats()  # the records read (a copy of the file is set aside), the rest kept
    assert json.loads(path.read_text())["data"]["ended"] == [saved.token]
    assert Store(tmp_path).saved_game() is None


def records_with_a_bad_time(path: Path) -> bytes:
    """Records with five Beginner games and a best time whose time is no number."""
    good = {"ms": 5000, "date": "2026-01-01", "three_bv": 11}
    path.write_text(json.dumps({"kind": "minesweeper-records", "version": 1, "data": {
        "best": {"beginner": [good, {**good, "ms": "bad"}]},
        "stats": {"beginner": {"played": 5, "won": 2, "streak": 1, "longest": 2,
                               "win_ms": 11000}}}}))
    return path.read_bytes()


def test_a_damaged_part_is_copied_aside_once_when_the_lock_cannot_be_had(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    # A lock file that cannot be opened (another user's, from a run under sudo): each read
    # of records with a damaged part copied the file aside again, and said so again, and
    # every later run did the same: the copies piled up in the data folder.
    records_with_a_bad_time(tmp_path / "records.json")

    def no_lock(*args: object, **kwargs: object) -> None:
        raise LockError(f"cannot open the lock file {tmp_path}/records.json.lock "
                        "(Permission denied)")

    monkeypatch.setattr(storage, "locked", no_lock)
    said: list[str] = []
    for _ in range(3):  # three runs
        storage._STATES.clear()
        store = Store(tmp_path)
        assert store.stats()["beginner"].played == 5
        store.record("beginner", beginner_win(FakeClock(), 4), fair=True)
        said += [notice for notice in store.take_notices() if "damaged part" in notice]
        assert len(said) == 1  # (told once a process: these three runs share one)
    copies = [p for p in tmp_path.iterdir() if p.name.startswith("records.json.damaged-")]
    assert len(copies) == 1 and copies[0].name in said[0]


def test_a_copy_aside_cut_short_by_a_full_disk_leaves_no_part_copy(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    # The disk fills while a file with a damaged part is copied aside: the player is told
    # it could not be set aside, but an empty `records.json.damaged-...` was left, named as
    # the copy of the file it is not.
    path = tmp_path / "records.json"
    before = records_with_a_bad_time(path)

    def full(*args: object) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "sendfile", full, raising=False)
    monkeypatch.setattr(shutil, "_USE_CP_SENDFILE", True, raising=False)
    monkeypatch.setattr(shutil, "copyfileobj", lambda *args, **kwargs: full())
    store = Store(tmp_path)
    store.stats()
    assert any("could not be set aside" in notice for notice in store.take_notices())
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if ".damaged-" in p.name] == []


def test_records_saved_with_a_byte_order_mark_are_read_not_set_aside(tmp_path: Path) -> None:
    # Windows PowerShell 5 writes one (`Set-Content -Encoding UTF8`) when a player edits the
    # file by hand: the whole file was set aside as damaged and every statistic lost.
    path = tmp_path / "records.json"
    Store(tmp_path).record("beginner", beginner_win(FakeClock(), 4), fair=True)
    storage._STATES.clear()  # the next run
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    again = Store(tmp_path)
    assert again.stats()["beginner"].won == 1 and again.take_notices() == []
    again.record("beginner", beginner_win(FakeClock(), 5), fair=True)
    assert again.stats()["beginner"].won == 2 and again.take_notices() == []


@pytest.mark.parametrize(("played", "shown"), [
    ("null", "null"), ("true", "true"), ("-5", "-5"), ("[]", "[]"),
    ("12345678901234567890", "12345678901234567890"), ("1" * 50, "a huge number"),
])
def test_a_bad_count_is_named_as_the_file_spells_it(
        tmp_path: Path, played: str, shown: str) -> None:
    # Python's spelling showed through: "None is not a count" for a `null` in the file.
    stats = '{"beginner": {"played": ' + played + '}, "intermediate": {"played": 2, "won": 1}}'
    (tmp_path / "records.json").write_text('{"kind": "minesweeper-records", "version": 1, '
                                           '"data": {"best": {}, "stats": ' + stats + '}}')
    store = Store(tmp_path)
    assert store.stats()["intermediate"].played == 2
    [notice] = store.take_notices()
    assert notice.endswith(f" ({shown} is not a count)")
