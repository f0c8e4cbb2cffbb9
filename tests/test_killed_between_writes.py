"""A window killed between the writes of one event (a game's end, a game given up): each
game still counts once, never none and never twice (the kill stands in as an exception
from the k-th file write)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Callable

import pytest

from minesweeper import runs, storage
from minesweeper import session as session_module
from minesweeper.engine import Action, Coord, Level, Move, Status
from minesweeper.kept import Keeper
from minesweeper.recordcheck import ENDED
from minesweeper.records import Store
from minesweeper.savedgame import MAX_SAVED
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_full_disk import next_run
from test_records import FakeClock, kept_beginner

BEGINNER = Settings.of_params(Level.BEGINNER.params)


class Killed(BaseException):
    """The window is killed: nothing after this runs (no `except Exception`, no saving)."""


def killed_at(monkeypatch: pytest.MonkeyPatch, write: int) -> list[str]:
    """From now on the `write`-th file write (0: none) kills the window before it is made;
    the names written before it are listed."""
    real = storage.JsonFile._write
    done: list[str] = []

    def kill(self: storage.JsonFile, data: dict[str, Any] | None) -> None:
        if len(done) + 1 == write:
            raise Killed
        done.append(self.path.name)
        real(self, data)

    monkeypatch.setattr(storage.JsonFile, "_write", kill)
    return done


def after_the_kill(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """The next run: the killed one's lock is gone, and nothing it knew is known."""
    monkeypatch.undo()
    runs.let_go(folder)
    next_run()


def safe_cells(session: Session) -> list[Coord]:
    game = session.game
    assert game.minefield is not None
    return [Coord(r, c) for r in range(8) for c in range(8)
            if not game.minefield.is_mine(Coord(r, c)) and not game.tile(Coord(r, c)).is_open]


class OneBoard:
    """`random` for the session: a random game (it counts) on the same board every time,
    one whose last safe cell is left alone by opening the others in turn."""

    Random = random.Random

    @staticmethod
    def SystemRandom() -> random.Random:  # noqa: N802 (random's name)
        return random.Random(1)


def win_to_the_last_move(folder: Path) -> tuple[Session, Coord]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(session_module, "random", OneBoard)
        session = Keeper(folder).session(BEGINNER, FakeClock())
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert session.counts_games
    while len(safe_cells(session)) > 1:
        session.play(Move(Action.OPEN, safe_cells(session)[0]))
    return session, safe_cells(session)[0]


def played_once_settled(folder: Path) -> int:
    """Games played, once every game still offered is resumed and won."""
    for _ in range(20):
        back = Keeper(folder).resume(clock=FakeClock())
        if back is None:
            break
        while back.game.status is Status.PLAYING:
            back.play(Move(Action.OPEN, safe_cells(back)[0]))
        runs.let_go(folder)
        next_run()
    return Store(folder).stats()["beginner"].played


def writes_of(event: Callable[[], object], monkeypatch: pytest.MonkeyPatch) -> int:
    done = killed_at(monkeypatch, 0)
    event()
    monkeypatch.undo()
    return len(done)


def played_after_a_kill_at_each_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        ready: Callable[[Path], Callable[[], object]]) -> dict[int, int]:
    """Games played, once every game still offered is finished, after the event that `ready`
    sets up in a folder of its own is killed at each of its writes in turn (it makes two or
    more), by the write killed."""
    writes = writes_of(ready(tmp_path / "count"), monkeypatch)
    assert writes >= 2
    played = {}
    for write in range(1, writes + 1):
        folder = tmp_path / str(write)
        event = ready(folder)
        killed_at(monkeypatch, write)
        with pytest.raises(Killed):
            event()
        after_the_kill(monkeypatch, folder)
        played[write] = played_once_settled(folder)
    return played


def test_a_window_killed_as_its_game_is_won_loses_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def ready(folder: Path) -> Callable[[], object]:
        session, last = win_to_the_last_move(folder)
        return lambda: session.play(Move(Action.OPEN, last))

    # Counted, or offered again to be finished: once either way.
    played = played_after_a_kill_at_each_write(tmp_path, monkeypatch, ready)
    assert set(played.values()) == {1}, played  # (by the write killed)


def test_a_window_killed_as_it_gives_a_game_up_counts_it_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def started(folder: Path) -> Session:
        session = Keeper(folder).session(BEGINNER, FakeClock())
        session.play(Move(Action.OPEN, Coord(4, 4)))
        return session

    played = played_after_a_kill_at_each_write(
        tmp_path, monkeypatch, lambda folder: started(folder).new_game)
    assert set(played.values()) == {1}, played


def test_a_game_counted_as_its_window_was_killed_stays_ended_after_many_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Killed between counting the win (the records note it as ended) and no longer keeping
    # it: "ended" holds the newest ENDED tokens, and every kept game that ends adds one.
    session, last = win_to_the_last_move(tmp_path)
    killed_at(monkeypatch, 2)
    with pytest.raises(Killed):
        session.play(Move(Action.OPEN, last))
    after_the_kill(monkeypatch, tmp_path)
    for _ in range(ENDED):  # each kept as played, then lost on a mine
        session = Keeper(tmp_path).session(BEGINNER, FakeClock())
        session.play(Move(Action.OPEN, Coord(4, 4)))
        assert session.game.minefield is not None
        session.play(Move(Action.OPEN, next(session.game.minefield.mines())))
        assert session.game.status is Status.LOST
    assert played_once_settled(tmp_path) == ENDED + 1  # the first is not offered, to count twice


def test_a_window_killed_as_an_eleventh_kept_game_pushes_one_off_counts_it_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def eleventh(folder: Path) -> Session:
        store = Store(folder)
        for _ in range(MAX_SAVED):
            kept_beginner(store)
        session = Keeper(folder).session(BEGINNER, FakeClock())
        session.play(Move(Action.OPEN, Coord(4, 4)))  # kept as played; leaving it pushes one
        return session

    played = played_after_a_kill_at_each_write(
        tmp_path, monkeypatch, lambda folder: eleventh(folder).save)
    assert set(played.values()) == {MAX_SAVED + 1}, played


def lose_to_the_next_move(folder: Path) -> tuple[Session, Coord]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(session_module, "random", OneBoard)
        session = Keeper(folder).session(BEGINNER, FakeClock())
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert session.counts_games and session.game.minefield is not None
    return session, next(session.game.minefield.mines())


def test_a_window_killed_as_its_loss_waits_for_the_records_does_not_take_it_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The records write after a losing move waits up to 10 s for a lock another process
    # holds (a safe move writes only the kept games: the wait tells it was a mine): a
    # player who killed the window meanwhile got the game back as it was before the mine,
    # to be won, and counted won. Now the loss is noted as the game stops being kept,
    # before the records are written.
    session, mine = lose_to_the_next_move(tmp_path)
    real = storage.JsonFile._write

    def kill_at_the_records(self: storage.JsonFile, data: dict[str, Any] | None) -> None:
        if self.path.name == "records.json":
            raise Killed
        real(self, data)

    monkeypatch.setattr(storage.JsonFile, "_write", kill_at_the_records)
    with pytest.raises(Killed):
        session.play(Move(Action.OPEN, mine))
    after_the_kill(monkeypatch, tmp_path)
    assert played_once_settled(tmp_path) == 1
    assert Store(tmp_path).stats()["beginner"].won == 0


def test_a_loss_counts_once_when_another_window_keeps_a_game_between_its_two_writes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The loss is noted in the kept games' write, then counted in the records' write. A
    # second window that keeps its own game between the two (one move, or waiting with it
    # for the records' lock) counts the note; the first must not count the loss again
    # (played 2 for one game since 927dd9a).
    session, mine = lose_to_the_next_move(tmp_path)
    other = Keeper(tmp_path).session(BEGINNER, FakeClock())
    real, moved = Store.record, []

    def the_other_window_moves_first(self: Store, *args: Any, **kwargs: Any) -> int | None:
        if not moved:
            moved.append(True)
            other.play(Move(Action.OPEN, Coord(0, 0)))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Store, "record", the_other_window_moves_first)
    session.play(Move(Action.OPEN, mine))
    assert session.game.status is Status.LOST and other.game.status is Status.PLAYING
    assert Store(tmp_path).stats()["beginner"].played == 1
