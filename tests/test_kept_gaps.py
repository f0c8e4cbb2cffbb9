"""Kept games as the store keeps them: a game taken to be played stays in the file as this
run's, none is written as left while a window plays it, a game that ends where the kept games
cannot be written is noted as ended in one write (each broke unnoticed under a mutation of
records.py)."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from minesweeper import runs, storage
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_full_disk import finish, leave_games, next_run, room_for_one_records_write
from test_records import FakeClock

BEGINNER = Settings.of_params(Level.BEGINNER.params)


def test_a_game_resumed_in_a_window_killed_before_any_move_is_offered_again(
        tmp_path: Path) -> None:
    leave_games(tmp_path, 1)
    token = Store(tmp_path).saved_games().__next__().token
    keeper = Keeper(tmp_path)
    back = keeper.resume(token, FakeClock())
    assert back is not None
    assert Keeper(tmp_path).kept() is None  # this window plays it: no other is offered it
    assert back.kept_as_played  # kept as this run's, in case the run is killed
    runs.let_go(tmp_path)  # killed before a move
    again = Keeper(tmp_path).kept()
    assert again is not None and again.title == "Beginner"
    resumed = Keeper(tmp_path).resume(again.token, FakeClock())
    assert resumed is not None and resumed.game.to_text() == back.game.to_text()


def test_without_a_lock_a_game_played_is_not_written_for_other_windows_to_take(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Where no lock file can be made, a game is kept only when left: written as it is
    # played, it would read as left, and a second window could resume (and count) it.
    monkeypatch.setattr(runs, "this_run", lambda directory: None)
    keeper = Keeper(tmp_path)
    session = keeper.session(BEGINNER, FakeClock())
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert not session.kept_as_played and session.kept_token is None
    assert Keeper(tmp_path).kept() is None
    assert session.save()  # left: now it is kept for any window
    kept = Keeper(tmp_path).kept()
    assert kept is not None and kept.token == session.kept_token


def test_a_game_kept_on_a_nearly_full_disk_is_measured_before_it_is_said_to_be_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    leave_games(tmp_path, 2)
    keeper = Keeper(tmp_path)
    session = keeper.session(BEGINNER, FakeClock())
    session.play(Move(Action.OPEN, Coord(4, 4)))
    saved = session.to_saved()
    assert saved is not None
    store = keeper.store
    monkeypatch.setattr(store._saved, "has_plenty", lambda extra: False)
    monkeypatch.setattr(store._saved, "has_room", lambda size: size < 10**6)
    assert store.disk_holds(saved) and keeper.can_keep(session)
    monkeypatch.setattr(store._saved, "has_room", lambda size: False)
    assert not store.disk_holds(saved)


def test_an_uncounted_game_that_ends_on_a_full_disk_is_never_offered_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A seeded game has no result to carry its end: that is written on its own.
    leave_games(tmp_path, 3)
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=5), FakeClock(),
                      Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    token = session.kept_token
    assert token is not None and session.kept_as_played and not session.counts_games
    real = storage.write_atomic

    def full(path: Path, text: str) -> None:
        if path.name == "saved-game.json":
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, text)

    with monkeypatch.context() as disk:
        disk.setattr(storage, "write_atomic", full)
        finish(session)
    runs.let_go(tmp_path)
    next_run()
    store = Store(tmp_path)
    assert token in store.tokens_on_disk()  # still in the file, but noted as ended
    assert len(list(store.saved_games())) == 3
    assert Keeper(tmp_path).resume(token) is None
    assert store.stats()["beginner"].played == 0


def test_a_result_and_the_end_of_its_kept_game_go_in_one_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Two writes where one does: the second may find the disk full, and the game's end
    # then says its result was not kept, when it was.
    leave_games(tmp_path, 3)
    session = Session(BEGINNER, FakeClock(), Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    token = session.kept_token
    with monkeypatch.context() as full:
        records = room_for_one_records_write(full)
        turn = finish(session)
        assert turn.finish is not None and turn.finish.kept
        assert len(records) == 1 and session.store is not None
        assert session.store.keeps_results
    runs.let_go(tmp_path)
    next_run()
    assert Store(tmp_path).stats()["beginner"].played == 1
    assert Keeper(tmp_path).resume(token) is None


def test_a_board_started_while_another_play_of_it_is_kept_is_kept_as_its_own(
        tmp_path: Path) -> None:
    # The same mines kept under another token mean another window took this game only
    # when this one was kept before: a fresh start of the same board is a game of its own.
    from minesweeper import wording
    from minesweeper.engine.boardfile import parse

    board = Settings.of_board(parse("*....\n.....\n.....\n.....\n...*.\n"), "corners")
    first = Keeper(tmp_path).session(board, FakeClock())
    first.play(Move(Action.OPEN, Coord(2, 2)))
    assert first.save()
    second = Keeper(tmp_path).session(board, FakeClock())
    second.play(Move(Action.OPEN, Coord(2, 2)))
    assert not second.taken and second.kept_as_played
    assert second.store is not None
    assert wording.TAKEN_ELSEWHERE not in second.store.take_notices()
    assert len(second.store.tokens_on_disk()) == 2
