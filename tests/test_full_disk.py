"""A nearly full disk: kept games and results are never counted twice, and a game is said
to be kept only when the disk can hold the kept games as they will be written."""

from __future__ import annotations

import errno
import shutil
from collections import namedtuple
from pathlib import Path

import pytest

from minesweeper import storage, wording
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.savedgame import MAX_SAVED
from minesweeper.session import Session, Turn
from minesweeper.settings import Settings
from test_records import FakeClock

Usage = namedtuple("Usage", "total used free")


def next_run() -> None:
    """Forget what this process learnt of the files (a failed write keeps them in memory
    until the process ends), as the next run of the game would."""
    storage._STATES.clear()


def fill_disk(monkeypatch: pytest.MonkeyPatch, room: int) -> None:
    """Writing a file (or the test file beside it) of more than `room` bytes fails as a
    full disk does."""
    real_write, real_try = storage.write_atomic, storage.try_writing

    def write(path: Path, text: str) -> None:
        if len(text.encode()) > room:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, text)

    def try_writing(path: Path, size: int = 0) -> None:
        if max(size, 4096) > room:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_try(path, size) if size else real_try(path)

    monkeypatch.setattr(storage, "write_atomic", write)
    monkeypatch.setattr(storage, "try_writing", try_writing)
    monkeypatch.setattr(shutil, "disk_usage", lambda path: Usage(10**9, 10**9 - room, room))


def leave_games(directory: Path, count: int) -> None:
    """`count` ranked Beginner games left in progress, kept."""
    for _ in range(count):
        session = Session(Settings.of_params(Level.BEGINNER.params), FakeClock(),
                          Store(directory))
        session.play(Move(Action.OPEN, Coord(4, 4)))
        assert session.save()


def finish(session: Session) -> Turn:
    """Play by the hints to the end (the first mine ends a loss: counted all the same);
    the last move's turn."""
    for _ in range(200):
        tip = session.hint()
        assert tip.move is not None
        turn = session.play(tip.move)
        if session.game.is_over:
            return turn
    raise AssertionError("the game did not end")


def room_for_one_records_write(full: pytest.MonkeyPatch) -> list[str]:
    """A disk with room for one more write of the records and none of the kept games; the
    records' texts as they are tried."""
    real, records = storage.write_atomic, []

    def one_more(path: Path, text: str) -> None:
        if path.name == "records.json":
            records.append(text)
        if path.name == "saved-game.json" or len(records) > 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, text)

    full.setattr(storage, "write_atomic", one_more)
    return records


def test_a_game_resumed_that_stays_kept_on_a_full_disk_is_not_counted_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    leave_games(tmp_path, 2)  # (the last one taken leaves no file to write: it is removed)
    with monkeypatch.context() as full:
        fill_disk(full, room=0)  # taking it out of the kept games cannot be written
        store = Store(tmp_path)
        saved = store.take_saved()
        assert saved is not None
        assert store.take_notices()[-1] == wording.TAKEN_NOT_COUNTED
        session = Session.resumed(saved, FakeClock(), store)
        finish(session)
        assert store.stats()["beginner"].played == 0  # still kept: this play did not count
    next_run()  # with room again: the game is still kept, and counts once played
    again = Store(tmp_path)
    token = saved.token
    assert again.has_saved(token)
    resumed = again.take_saved(token)
    assert resumed is not None and again.take_notices() == []
    finish(Session.resumed(resumed, FakeClock(), again))
    assert not again.has_saved(token)
    assert Store(tmp_path).stats()["beginner"].played == 1


def test_games_pushed_off_by_a_save_the_disk_refuses_are_not_counted_as_lost(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    leave_games(tmp_path, MAX_SAVED)
    before = (tmp_path / "saved-game.json").read_bytes()
    with monkeypatch.context() as full:
        fill_disk(full, room=len(before) // 2)
        store = Store(tmp_path)
        session = Session(Settings.of_params(Level.BEGINNER.params), FakeClock(), store)
        session.play(Move(Action.OPEN, Coord(4, 4)))
        assert not session.save()  # an eleventh game would push the oldest off: not written
    next_run()
    assert (tmp_path / "saved-game.json").read_bytes() == before  # all ten still kept
    assert Store(tmp_path).stats()["beginner"].played == 0
    leave_games(tmp_path, 1)  # with room, the oldest is pushed off and counted as lost
    assert Store(tmp_path).stats()["beginner"].played == 1


def test_a_game_is_said_to_be_kept_only_if_the_disk_holds_the_kept_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    leave_games(tmp_path, MAX_SAVED - 1)
    size = (tmp_path / "saved-game.json").stat().st_size
    assert size > 4096 + 100  # more than the block every check writes
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params))
    with monkeypatch.context() as full:
        fill_disk(full, room=size + 100)  # a block fits; one more kept game does not
        session.play(Move(Action.OPEN, Coord(4, 4)))  # (not kept as played either)
        assert not keeper.can_keep(session)  # so the quit question says it cannot be kept
        assert not session.save()
    next_run()
    assert Keeper(tmp_path).can_keep(session)  # with room the question says it is kept


def test_after_the_quit_question_found_no_room_nothing_still_kept_is_counted_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The question's check found no room; the quit's save then failed. The game pushed
    # off the list in memory is still in the file: neither counted nor said to be given
    # up. Then a game resumed in the same run is not counted either: the file keeps it.
    leave_games(tmp_path, MAX_SAVED)
    size = (tmp_path / "saved-game.json").stat().st_size
    second = list(Store(tmp_path).saved_games())[-2].token  # (the oldest is pushed off)
    with monkeypatch.context() as full:
        fill_disk(full, room=size // 2)
        keeper = Keeper(tmp_path)
        session = keeper.session(Settings.of_params(Level.BEGINNER.params))
        session.play(Move(Action.OPEN, Coord(4, 4)))
        assert keeper.unkept_question(session) == wording.QUIT_UNKEPT
        assert keeper.unkept_question(session, menu=True) == wording.MENU_UNKEPT
        assert not session.save()
        assert not [notice for notice in keeper.notices() if "given up" in notice]
        store = keeper.store
        left = store.take_saved()  # the game just left, kept in memory only: it counts
        assert left is not None and not left.flags["counted"]
        taken = store.take_saved(second)  # one the file holds: played, not counted
        assert taken is not None and taken.flags["counted"]
        finish(Session.resumed(taken, FakeClock(), store))
        assert store.stats()["beginner"].played == 0
    next_run()
    store = Store(tmp_path)
    assert len(list(store.saved_games())) == MAX_SAVED  # all still kept, none counted
    assert store.stats()["beginner"].played == 0


def test_with_plenty_of_room_nothing_is_written_to_find_it_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A big game's question had waited for a test file as big as the kept games.
    written: list[int] = []
    real = storage.try_writing

    def try_writing(path: Path, size: int = 0) -> None:
        written.append(size)
        real(path, size) if size else real(path)

    monkeypatch.setattr(storage, "try_writing", try_writing)
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert keeper.can_keep(session)
    assert all(size == 0 for size in written)  # only the small check that the folder works


def test_a_game_too_big_for_the_file_is_told_so_without_writing_it_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A million-cell game's mines took 6 s to write out several ways on SIGTERM, only to
    # be refused: its mines' numbers alone tell.
    from minesweeper.engine import Params

    monkeypatch.setattr(storage, "MAX_BYTES", 2000)
    written: list[bool] = []
    real = storage.JsonFile.text

    def text(self: storage.JsonFile, data: dict[str, object]) -> str:
        written.append(self.path.name == "saved-game.json")
        return real(self, data)

    monkeypatch.setattr(storage.JsonFile, "text", text)
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Params(40, 40, 800), seed=1))
    session.play(Move(Action.OPEN, Coord(20, 20)))
    assert keeper.unkept_question(session) == wording.QUIT_UNKEPT
    assert not session.save()
    assert not any(written)  # (records.json is written: the custom size is remembered)
    assert "the game left in progress is too big to keep: the kept games would need over " \
        in keeper.store.take_notices()[-1]


def test_a_game_that_ends_on_a_full_disk_is_never_offered_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Kept as it was played, its entry could not be taken out at its end (the disk full):
    # the next run offered it again, to be won and counted twice, best time and all.
    from minesweeper import runs

    leave_games(tmp_path, 3)  # a kept-games file bigger than the records
    session = Session(Settings.of_params(Level.BEGINNER.params), FakeClock(), Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    token = session.kept_token
    assert token is not None and session.kept_as_played
    room = (tmp_path / "saved-game.json").stat().st_size // 2
    assert room > 1000 and not (tmp_path / "records.json").exists()
    with monkeypatch.context() as full:
        fill_disk(full, room=room)  # the records fit; the kept games do not
        finish(session)
    runs.let_go(tmp_path)  # the run ends
    next_run()
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 1
    assert token in store.tokens_on_disk()  # still in the file, but said to have ended:
    assert len(list(store.saved_games())) == 3  # the three left before are offered
    assert Keeper(tmp_path).resume(token) is None


def ended_with_room_for_one_write(folder: Path, monkeypatch: pytest.MonkeyPatch) -> str | None:
    """A Beginner game kept as played, then played to its end where the disk has room for
    one more write of the records only; its token. The next run follows."""
    from minesweeper import runs

    session = Session(Settings.of_params(Level.BEGINNER.params), FakeClock(), Store(folder))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    token = session.kept_token
    with monkeypatch.context() as full:
        room_for_one_records_write(full)
        finish(session)
    runs.let_go(folder)
    next_run()
    return token


def test_a_game_ending_with_room_for_one_more_write_is_counted_and_not_offered(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Its removal from the kept games failed; noting it as ended took the last room, and
    # its result was lost: neither offered nor counted. Both now go in one write.
    leave_games(tmp_path, 3)
    token = ended_with_room_for_one_write(tmp_path, monkeypatch)
    store = Store(tmp_path)
    assert store.stats()["beginner"].played == 1
    assert token in store.tokens_on_disk() and Keeper(tmp_path).resume(token) is None


def test_a_game_that_ended_on_a_full_disk_is_not_offered_after_many_more_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Every kept game that ends is now noted as ended, and the records keep the newest
    # ENDED: one still in the kept games' file since a full disk came back after that many
    # games, to be played and counted twice.
    from minesweeper.recordcheck import ENDED

    beginner = Settings.of_params(Level.BEGINNER.params)
    token = ended_with_room_for_one_write(tmp_path, monkeypatch)
    for _ in range(ENDED):  # kept as played, then lost on a mine: each noted as ended
        other = Session(beginner, FakeClock(), Store(tmp_path))
        other.play(Move(Action.OPEN, Coord(4, 4)))
        assert other.game.minefield is not None and other.kept_as_played
        other.play(Move(Action.OPEN, next(other.game.minefield.mines())))
    assert Store(tmp_path).stats()["beginner"].played == ENDED + 1
    assert Keeper(tmp_path).resume(token) is None


def test_the_room_check_leaves_no_file_when_closing_it_fails(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A close that fails after the check's block was written (a full network disk): the
    # check's temporary file stayed in the data folder until a later run swept it.
    import os

    from minesweeper import safefiles

    real_close = os.close

    def close(fd: int) -> None:
        real_close(fd)
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "close", close)
    with pytest.raises(OSError):
        safefiles.try_writing(tmp_path / "saved-game.json")
    monkeypatch.setattr(os, "close", real_close)
    assert list(tmp_path.iterdir()) == []
