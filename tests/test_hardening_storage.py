"""Hostile data folders: unreadable files, pipes, directories, planted links, stale temporary
files and damaged kept games never cost a record, never hang, and are reported once."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from minesweeper import storage
from minesweeper.engine import Coord, Game, Level, Params
from minesweeper.kept import Keeper
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


def test_a_game_too_big_for_the_kept_games_file_is_refused_and_the_others_stay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Written, it would be read back as damaged: every kept game would be set aside.
    monkeypatch.setattr(storage, "MAX_BYTES", 4000)
    keep_games(Store(tmp_path), 1)
    path = tmp_path / "saved-game.json"
    before = path.read_bytes()
    store = Store(tmp_path)
    session = Session(Settings.of_params(Params(40, 40, 800), seed=1), FakeClock(), store=store)
    session.new_game().open(Coord(20, 20))
    assert not Keeper(tmp_path).can_keep(session)  # so the quit question says so
    assert not session.save()  # so plain play says it cannot be kept
    assert path.read_bytes() == before
    assert store.can_keep_games()  # the next game, which fits, is kept
    notices = store.take_notices()
    assert len(notices) == 1 and "the game left in progress is too big to keep" in notices[0]
    assert not list(tmp_path.glob("*.damaged-*"))
    kept = Store(tmp_path).take_saved()
    assert kept is not None and kept.params == Level.BEGINNER.params


def test_a_game_the_other_kept_games_leave_no_room_for_cannot_be_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    keep_games(Store(tmp_path), 1)
    # Room for the one kept game, not for a second: the file would hold both.
    monkeypatch.setattr(storage, "MAX_BYTES", (tmp_path / "saved-game.json").stat().st_size + 9)
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params, seed=7))
    session.new_game().open(Coord(4, 4))
    assert not keeper.can_keep(session)
    assert not session.save()


# 9, 15: a pipe or a directory where a data file should be ------------------------------------


@pytest.mark.parametrize("name", ["records.json", "saved-game.json"])
def test_a_named_pipe_in_place_of_a_data_file_is_set_aside_without_blocking(
    tmp_path: Path, name: str,
) -> None:
    folder = tmp_path / "minesweeper"
    folder.mkdir()
    os.mkfifo(folder / name)
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    args = ["--stats"] if name == "records.json" else ["--resume", "--plain"]
    result = subprocess.run([COMMAND, *args], capture_output=True, text=True, env=env,
                            timeout=30, stdin=subprocess.DEVNULL)  # a block would time out
    assert "Traceback" not in result.stderr
    label = "best times" if name == "records.json" else "kept games"
    assert f"minesweeper: {label} could not be read ({name} was a named pipe): it is now " \
        f"{name}.damaged-" in result.stderr
    assert result.stderr.count("named pipe") == 1
    assert not (folder / name).exists()


def test_a_directory_in_place_of_records_is_set_aside_once(tmp_path: Path) -> None:
    (tmp_path / "records.json").mkdir()
    (tmp_path / "records.json" / "inside").write_text("kept")
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 0
    [notice] = store.take_notices()
    assert notice.startswith("Best times could not be read (records.json was a directory): it "
                             "is now records.json.damaged-")
    assert store.record("beginner", won_game(), fair=True) == 1
    assert Store(tmp_path).stats()["beginner"].played == 1
    assert Store(tmp_path).take_notices() == []
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("records.json.damaged-")]
    assert (aside / "inside").read_text() == "kept"


# 12: the lock file ----------------------------------------------------------------------------


def test_a_link_at_the_lock_path_is_not_followed(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "created-through-the-link"
    target.parent.mkdir()
    (tmp_path / "records.json.lock").symlink_to(target)
    store = Store(tmp_path)
    assert store.record("beginner", won_game(), fair=True) == 1
    assert not target.exists()
    assert not (tmp_path / "records.json.lock").is_symlink()
    [notice] = store.take_notices()
    assert notice.startswith("the lock file records.json.lock was a link; it is now ")
    assert Store(tmp_path).stats()["beginner"].played == 1


def test_a_directory_at_the_lock_path_is_moved_aside_and_named(tmp_path: Path) -> None:
    (tmp_path / "records.json.lock").mkdir()
    store = Store(tmp_path)
    assert store.record("beginner", won_game(), fair=True) == 1
    [notice] = store.take_notices()
    assert notice.startswith("the lock file records.json.lock was a directory; it is now ")
    assert Store(tmp_path).stats()["beginner"].played == 1


def test_a_lock_that_cannot_be_made_names_the_lock_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    (tmp_path / "records.json.lock").mkdir()
    monkeypatch.setattr(os, "replace", _refuse)
    store = Store(tmp_path)
    store.record("beginner", won_game(), fair=True)
    [notice] = store.take_notices()
    assert notice.startswith(f"results will not be kept: the lock file {tmp_path}/"
                             "records.json.lock is a directory and cannot be moved aside")


def _refuse(*args: Any) -> None:
    raise PermissionError(13, "Permission denied")


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


# 13: set aside once, tell once ----------------------------------------------------------------


def test_a_damaged_kept_game_is_copied_once_and_told_once(tmp_path: Path) -> None:
    keep_games(Store(tmp_path), 2)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0]["moves"] = ["O99,99"]
    path.write_text(json.dumps(document))
    first, second = Store(tmp_path), Store(tmp_path)
    assert first.saved_game() is not None and second.saved_game() is not None
    assert second.take_saved() is not None and first.saved_game() is None
    copies = [p for p in tmp_path.iterdir() if p.name.startswith("saved-game.json.damaged")]
    assert len(copies) == 1
    notices = first.take_notices() + second.take_notices()
    assert len(notices) == 1 and "had a damaged part" in notices[0]


def test_plain_resume_at_a_terminal_tells_of_the_damage_once(tmp_path: Path) -> None:
    from ptyprocess import PtyProcessUnicode

    folder = tmp_path / "minesweeper"
    keep_games(Store(folder), 2)
    path = folder / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0]["moves"] = ["O99,99"]
    path.write_text(json.dumps(document))
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path), "TERM": "dumb"}
    process = PtyProcessUnicode.spawn([COMMAND, "--plain", "--resume"], env=env,
                                      dimensions=(40, 100))
    seen = ""
    deadline = time.monotonic() + 20
    while "> " not in seen and time.monotonic() < deadline:
        seen += process.read(4096)
    process.write("quit\n")
    try:
        while True:
            seen += process.read(4096)
    except EOFError:
        pass
    process.wait()
    assert seen.count("had a damaged part") == 1, seen
    assert "note: kept games had a damaged part" in seen
    copies = [p for p in folder.iterdir() if p.name.startswith("saved-game.json.damaged")]
    assert len(copies) == 1


# 3: kept games are checked cheaply; only the one resumed is replayed, once --------------------


def test_listing_kept_games_replays_none_and_resuming_replays_one_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    keep_games(Store(tmp_path), 10)
    replays: list[int] = []
    real = Game.restored.__func__  # type: ignore[attr-defined]

    def counted(cls: type[Game], *args: Any, **kwargs: Any) -> Game:
        replays.append(1)
        return real(cls, *args, **kwargs)  # type: ignore[no-any-return]

    monkeypatch.setattr(Game, "restored", classmethod(counted))
    store = Store(tmp_path)
    assert store.saved_game() is not None and store.saved_game() is not None
    keep_games(store, 1)  # saving re-reads every kept game
    assert replays == []
    saved = store.take_saved()
    assert saved is not None and len(replays) == 1
    clock = FakeClock()
    game = saved.restore(clock)
    assert len(replays) == 1  # the check's replay is the game
    assert game.elapsed == pytest.approx(saved.elapsed)
    clock.now += 7
    assert game.elapsed == pytest.approx(saved.elapsed + 7)
    assert game.to_text() == saved.restore(FakeClock()).to_text()  # a second one replays


@pytest.mark.parametrize(
    "damage",
    [{"moves": ["O" + "9" * 5000 + ",1"]}, {"moves": ["O٣,4"]}, {"moves": ["O3,99"]},
     {"mines": [0] * 10}, {"mines": [10**6] * 10}, {"mines": None, "params": [10**50, 8, 10]},
     {"moves": []}],
)
def test_a_kept_game_damaged_in_any_part_is_set_aside_cheaply(
    tmp_path: Path, damage: dict[str, Any],
) -> None:
    keep_games(Store(tmp_path), 1)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0].update(damage)
    path.write_text(json.dumps(document))
    store = Store(tmp_path)
    assert store.saved_game() is None
    [notice] = store.take_notices()
    assert notice.startswith("Kept games were damaged: the file is now saved-game.json.damaged-")
    assert len(notice) <= 80


@contextlib.contextmanager
def lock_held_elsewhere(lock: Path) -> Iterator[None]:
    """Another window, stopped while it held the lock `lock`."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, sys, time\n"
         f"f = open({str(lock)!r}, 'a')\n"
         "fcntl.flock(f, fcntl.LOCK_EX); print('held', flush=True); time.sleep(60)"],
        stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        yield
    finally:
        holder.kill()
        holder.wait()


def test_a_lock_held_too_long_by_another_process_is_given_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from minesweeper import safefiles

    monkeypatch.setattr(safefiles, "LOCK_WAIT", 0.05)
    with lock_held_elsewhere(tmp_path / "records.json.lock"):
        store = Store(tmp_path)
        assert store.record("beginner", won_game(), fair=True) == 1  # kept in memory
        [notice] = store.take_notices()
        assert notice == (f"results will not be kept: the lock file {tmp_path}/records.json.lock"
                          " is held by another process for over 0.05 s")


def test_a_lock_held_too_long_is_waited_for_once_not_at_every_read_and_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # --stats read best times and statistics, waiting 10 s for each; plain play at a
    # terminal waited 40 s before its first prompt.
    from minesweeper import safefiles

    monkeypatch.setattr(safefiles, "LOCK_WAIT", 0.05)
    tries: list[Path] = []

    def counted(path: Path, tell: Any) -> Any:
        tries.append(path)
        return safefiles.locked(path, tell)

    monkeypatch.setattr(storage, "locked", counted)
    Store(tmp_path).record("beginner", won_game(), fair=True)
    with lock_held_elsewhere(tmp_path / "records.json.lock"):
        tries.clear()
        store = Store(tmp_path)
        assert len(store.best()["beginner"]) == 1 and store.stats()["beginner"].won == 1
        assert not store.can_keep_results()
        assert tries == [tmp_path / "records.json"]


@pytest.mark.parametrize("exists", [True, False])
def test_a_lock_file_that_cannot_be_opened_or_made_is_named_for_what_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, exists: bool,
) -> None:
    from minesweeper import safefiles

    lock = tmp_path / "records.json.lock"
    if exists:
        lock.write_text("")  # another user's, say: there, but not ours to open
    real_open = os.open

    def no_lock(path: Any, *args: Any) -> int:
        if Path(path) == lock:
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args)

    monkeypatch.setattr(safefiles.os, "open", no_lock)
    store = Store(tmp_path)
    store.record("beginner", won_game(), fair=True)
    [notice] = store.take_notices()
    verb = "open" if exists else "make"
    assert notice == f"results will not be kept: cannot {verb} the lock file {lock} " \
                     "(Permission denied)"


def records_with(best: list[dict[str, Any]]) -> bytes:
    return json.dumps({"kind": "minesweeper-records", "version": 1,
                       "data": {"best": {"beginner": best}, "stats": {}}}).encode()


def test_a_best_time_whose_date_is_not_a_date_sets_the_file_aside(tmp_path: Path) -> None:
    # --stats printed the date as it was: escape codes recoloured the terminal.
    (tmp_path / "records.json").write_bytes(records_with(
        [{"ms": 9000, "date": "\u001b[31mred\u001b[0m\nline", "three_bv": 5}]))
    store = Store(tmp_path)
    assert store.best()["beginner"] == []
    assert "Best times were damaged: the file is now records.json.damaged-" in \
        store.take_notices()[0]


def test_best_times_edited_out_of_order_are_read_fastest_first(tmp_path: Path) -> None:
    (tmp_path / "records.json").write_bytes(records_with(
        [{"ms": ms, "date": "2026-12-04", "three_bv": 5} for ms in (9000, 4000, 7000)]))
    assert [best.ms for best in Store(tmp_path).best()["beginner"]] == [4000, 7000, 9000]


def test_a_full_disk_is_found_before_a_result_is_said_to_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A full disk still makes an empty file: the check made one and found nothing wrong.
    from minesweeper import safefiles

    Store(tmp_path).record("beginner", won_game(), fair=True)
    real = os.write

    def full(fd: int, data: bytes) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(safefiles.os, "write", full)
    store = Store(tmp_path)
    assert not store.can_keep_results()
    assert store.take_notices() == [
        f"results will not be kept: cannot write to {tmp_path} (No space left on device)"]
    monkeypatch.setattr(safefiles.os, "write", real)
    assert not list(tmp_path.glob(".records.json.*.tmp"))  # the try leaves nothing behind


def test_plain_play_says_a_game_too_big_to_keep_is_not_kept_and_the_next_one_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    import io

    from minesweeper import plain, wording
    from minesweeper.kept import Keeper

    monkeypatch.setattr(storage, "MAX_BYTES", 4000)
    keeper = Keeper(tmp_path)
    for params, said in ((Params(40, 40, 800), wording.NOT_KEPT_ON_QUIT),
                         (Level.BEGINNER.params, wording.KEPT_ON_QUIT)):
        out = io.StringIO()
        session = keeper.session(Settings.of_params(params, seed=1))
        plain.run(session, io.StringIO("open 20 20\nquit\n" if params.rows == 40
                                       else "open 4 4\nquit\n"), out)
        assert said in " ".join(out.getvalue().split())
