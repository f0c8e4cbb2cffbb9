"""The keeping-as-played throttle measured on a clock the test moves, not the machine's:
what a write costs is what the test says it costs, so a loaded machine cannot change which
moves are kept at once (replaces the wall-clock tests of test_keep_catch_up.py, which failed
when an ordinary write took over KEEP_QUICK, and passed when a Ctrl-Z or another window's
lock was counted as a write's cost)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from minesweeper import keeping, safefiles, signals
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings

pytestmark = pytest.mark.real_keep_limits  # the throttle's own limits, on the test's clock

QUICK = keeping.KEEP_QUICK / 10  # a write well under the limit
SLOW = keeping.KEEP_LONGEST * 1.5  # a write over the longest one kept as played


class Clock:
    """`time` as keeping, signals and safefiles see it: monotonic() moves only when the test
    moves it (a write, a sleep, a stop); anything else is the real module's."""

    def __init__(self) -> None:
        self.now = 1000.0  # (0.0 would read as "never kept")

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    clock = Clock()
    for module in (keeping, signals, safefiles):
        monkeypatch.setattr(module, "time", clock)
    return clock


def write_costs(monkeypatch: pytest.MonkeyPatch, clock: Clock,
                costs: dict[int, float]) -> list[int]:
    """From now on the n-th write of the kept games (1: the next) takes costs[n] seconds,
    any other QUICK; returns the list of writes made so far (its length is their count)."""
    real, made = Store.keep_playing, []

    def keep_playing(self: Store, saved: Any, new: bool) -> bool | None:
        made.append(1)
        clock.now += costs.get(len(made), QUICK)
        return real(self, saved, new)

    monkeypatch.setattr(Store, "keep_playing", keep_playing)
    return made


def kept_moves(folder: Path) -> list[str]:
    [game] = json.loads((folder / "saved-game.json").read_text())["data"]["games"]
    return list(game["moves"])


def name(cell: Coord) -> str:
    return f"F{cell.row},{cell.col}"


def flagged_once(folder: Path, monkeypatch: pytest.MonkeyPatch,
                 clock: Clock) -> tuple[Session, Coord, Coord, Coord]:
    """A seeded Beginner game kept as played, opened then flagged at the first closed cell
    by quick writes; that cell and the next two."""
    write_costs(monkeypatch, clock, {})
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1), store=Store(folder))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    a, b, c = [Coord(r, col) for r in range(8) for col in range(8)
               if not session.game.tile(Coord(r, col)).is_open][:3]
    session.play(Move(Action.FLAG, a))
    assert kept_moves(folder) == ["O4,4", name(a)]  # quick writes: each move at once
    return session, a, b, c


def test_one_slow_write_does_not_stop_keeping_the_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    session, _, b, c = flagged_once(tmp_path, monkeypatch, clock)
    write_costs(monkeypatch, clock, {1: SLOW})
    session.play(Move(Action.FLAG, b))  # written, slowly
    assert kept_moves(tmp_path)[-1] == name(b)
    session.play(Move(Action.FLAG, c))  # right after a slow write: left for the idle tick
    assert kept_moves(tmp_path)[-1] == name(b)
    session.catch_up()
    assert kept_moves(tmp_path)[-2:] == [name(b), name(c)]
    session.play(Move(Action.FLAG, b))  # that write was quick: kept at once again
    assert kept_moves(tmp_path)[-1] == name(b)


def test_two_slow_writes_in_a_row_stop_keeping_until_the_game_is_left(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    session, a, b, c = flagged_once(tmp_path, monkeypatch, clock)
    write_costs(monkeypatch, clock, {1: SLOW, 2: SLOW})
    session.play(Move(Action.FLAG, b))
    session.catch_up()
    session.play(Move(Action.FLAG, c))
    session.catch_up()
    assert kept_moves(tmp_path)[-1] == name(c)  # the second slow write
    clock.now += 3600  # however long the player waits
    session.play(Move(Action.FLAG, a))
    session.catch_up()
    assert kept_moves(tmp_path)[-1] == name(c)  # not kept as played
    assert session.save() and kept_moves(tmp_path)[-1] == name(a)  # but when left


@pytest.mark.skipif(signals.STOP is None, reason="no job control (Windows)")
def test_a_stop_during_a_keep_is_not_its_cost(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    # Ctrl-Z landing in a write of the game made its cost the time stopped: the next move
    # was no longer kept at once (a kill then lost it).
    session, _, b, c = flagged_once(tmp_path, monkeypatch, clock)
    stops: list[int] = []
    monkeypatch.setattr(signals.os, "kill", lambda pid, number: (
        stops.append(number), clock.sleep(30.0)))  # fg half a minute later
    real = Store.keep_playing

    def stopped_meanwhile(self: Store, saved: Any, new: bool) -> bool | None:
        signals.stop_now(signal_handler())  # Ctrl-Z during the write
        return real(self, saved, new)

    monkeypatch.setattr(Store, "keep_playing", stopped_meanwhile)
    session.play(Move(Action.FLAG, b))
    assert stops == [signals.STOP] and kept_moves(tmp_path)[-1] == name(b)
    monkeypatch.setattr(Store, "keep_playing", real)
    session.play(Move(Action.FLAG, c))
    assert kept_moves(tmp_path)[-1] == name(c)  # at once: no idle tick needed


def signal_handler() -> Any:
    import signal

    return signal.getsignal(signals.STOP or 0)


def test_a_wait_for_another_window_s_lock_is_not_a_write_s_cost(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    # A write that waited for another window's lock is as quick as the write itself: the
    # next move is still kept at once.
    session, _, b, c = flagged_once(tmp_path, monkeypatch, clock)
    real_try, busy = safefiles.try_lock, [round(SLOW / 0.01)]  # the other window's write

    def try_lock(fd: int) -> bool | None:
        if busy[0]:
            busy[0] -= 1
            return False
        return real_try(fd)

    monkeypatch.setattr(safefiles, "try_lock", try_lock)
    waited = safefiles.lock_waits()
    session.play(Move(Action.FLAG, b))
    assert safefiles.lock_waits() - waited >= SLOW * 0.99  # it did wait
    assert kept_moves(tmp_path)[-1] == name(b)
    session.play(Move(Action.FLAG, c))
    assert kept_moves(tmp_path)[-1] == name(c)  # at once: the wait was not its cost


def test_slow_writes_that_are_not_in_a_row_do_not_stop_keeping(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    # Two stalls of the disk with a quick write between them are two hiccups, not a huge
    # board: the game is still kept as it is played (found by the mutation tester).
    session, a, b, c = flagged_once(tmp_path, monkeypatch, clock)
    write_costs(monkeypatch, clock, {1: SLOW, 3: SLOW})
    session.play(Move(Action.FLAG, b))  # slow
    session.play(Move(Action.FLAG, c))  # left for the idle tick after a slow write
    session.catch_up()  # quick
    session.play(Move(Action.FLAG, a))  # slow again
    session.play(Move(Action.FLAG, b))  # (the flag taken back)
    session.catch_up()
    assert kept_moves(tmp_path)[-2:] == [name(a), name(b)]
    assert session.kept_as_played


def test_a_slow_first_write_and_one_more_do_not_stop_keeping(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    # A game's first write also opens the files and takes a lock: its time says nothing
    # of the board's size, so with one slow write after it keeping goes on.
    write_costs(monkeypatch, clock, {1: SLOW, 2: SLOW})
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1), store=Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))  # slow, the first
    a, b = [Coord(r, col) for r in range(8) for col in range(8)
            if not session.game.tile(Coord(r, col)).is_open][:2]
    session.play(Move(Action.FLAG, a))  # slow
    session.catch_up()
    session.play(Move(Action.FLAG, b))
    session.catch_up()
    assert kept_moves(tmp_path)[-1] == name(b)


def test_a_new_game_is_kept_as_played_after_keeping_stopped_for_the_last(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    # Keeping stops for a game whose writes are slow (a huge board), not for the games
    # after it: a kill must not take the next one back to its start.
    session, a, b, c = flagged_once(tmp_path, monkeypatch, clock)
    write_costs(monkeypatch, clock, {1: SLOW, 2: SLOW})
    session.play(Move(Action.FLAG, b))
    session.catch_up()
    session.play(Move(Action.FLAG, c))
    session.catch_up()
    session.play(Move(Action.FLAG, a))
    session.catch_up()
    assert kept_moves(tmp_path)[-1] == name(c)  # kept no more as played
    session.new_game()
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.catch_up()
    assert session.kept_as_played and kept_moves(tmp_path) == ["O4,4"]


def test_a_resumed_game_is_kept_as_it_is_played(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    # Resumed, the game is this window's to keep at every move: a kill then loses none.
    from minesweeper.kept import Keeper

    write_costs(monkeypatch, clock, {})
    first = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params, seed=1))
    first.play(Move(Action.OPEN, Coord(4, 4)))
    assert first.save()
    resumed = Keeper(tmp_path).resume()
    assert resumed is not None
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if not resumed.game.tile(Coord(r, c)).is_open)
    resumed.play(Move(Action.FLAG, closed))
    assert resumed.kept_as_played and kept_moves(tmp_path) == ["O4,4", name(closed)]
