"""A move the keeping-as-played throttle left for later is kept once the player stops a
moment (on a big board a burst of moves, then a kill, had lost all but the first)."""

from __future__ import annotations

import contextlib
import io
import json
import threading
import time
from pathlib import Path
from typing import Callable, Iterator

import pytest

from minesweeper import keeping, plain
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.records import Store
from minesweeper.safefiles import locked
from minesweeper.session import Session
from minesweeper.settings import Settings

pytestmark = pytest.mark.real_keep_limits  # the throttle as it is, timed as it runs


def kept_moves(folder: Path) -> list[str]:
    [game] = json.loads((folder / "saved-game.json").read_text())["data"]["games"]
    return list(game["moves"])


def flagged_once(folder: Path) -> tuple[Session, Coord, Coord, Coord]:
    """A seeded Beginner game kept as played, opened then flagged at the first closed cell
    (the second write, which measures its cost); that cell and the next two."""
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1), store=Store(folder))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    a, b, c = [Coord(r, col) for r in range(8) for col in range(8)
               if not session.game.tile(Coord(r, col)).is_open][:3]
    session.play(Move(Action.FLAG, a))
    return session, a, b, c


def test_moves_the_throttle_skipped_are_kept_at_the_next_idle_moment(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session, a, b, c = flagged_once(tmp_path)
    assert kept_moves(tmp_path) == ["O4,4", f"F{a.row},{a.col}"]
    # As on a board whose writes take over a fiftieth of a second: the next moves wait.
    monkeypatch.setattr(keeping, "KEEP_QUICK", 0.0)
    monkeypatch.setattr(keeping, "KEEP_EVERY", 10**9)
    session.play(Move(Action.FLAG, b))
    session.play(Move(Action.FLAG, c))
    assert len(kept_moves(tmp_path)) == 2
    session.catch_up()  # the front end's idle tick
    assert kept_moves(tmp_path)[2:] == [f"F{b.row},{b.col}", f"F{c.row},{c.col}"]


@contextlib.contextmanager
def another_window_writing(folder: Path, seconds: float) -> Iterator[None]:
    """Another window holds the kept games' lock for `seconds` (a big write, a slow disk)."""
    held, done = threading.Event(), threading.Event()

    def write() -> None:
        with locked(folder / "saved-game.json", lambda _: None):
            held.set()
            done.wait(seconds)

    thread = threading.Thread(target=write)
    thread.start()
    held.wait()
    try:
        yield
    finally:
        time.sleep(seconds)
        done.set()
        thread.join()


def test_one_keep_slowed_by_another_window_does_not_stop_keeping_later_games(
        tmp_path: Path) -> None:
    # One write that waited 0.15 s for another window's lock switched keeping-as-played off
    # for the rest of the run: every later game (n) was lost outright by a kill.
    session = Session(Settings.of_params(Level.BEGINNER.params), store=Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if not session.game.tile(Coord(r, c)).is_open)
    with another_window_writing(tmp_path, 0.15):
        session.play(Move(Action.FLAG, closed))  # waits for the lock
    session.new_game()  # n, y: the first game counts as lost
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.catch_up()  # the full-screen game's idle tick
    assert session.kept_as_played  # a kill now must not lose this game


def test_one_keep_slowed_by_another_window_does_not_stop_keeping_this_game(
        tmp_path: Path) -> None:
    # The same on one Beginner board: after one write that waited for the lock, no later
    # move of the game was kept, even at the idle tick, so a kill took the game back to it.
    session = Session(Settings.of_params(Level.BEGINNER.params), store=Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    a, b = [Coord(r, c) for r in range(8) for c in range(8)
            if not session.game.tile(Coord(r, c)).is_open][:2]
    with another_window_writing(tmp_path, 0.15):
        session.play(Move(Action.FLAG, a))
    time.sleep(0.2)
    session.play(Move(Action.FLAG, b))
    session.catch_up()
    [game] = json.loads((tmp_path / "saved-game.json").read_text())["data"]["games"]
    assert game["moves"][-1] == f"F{b.row},{b.col}"


class Typed:
    """Input as a player types it: the lines come together (a paste), then nothing more
    comes for a while, when `idle` runs (a kill could come then), then the input ends."""

    def __init__(self, lines: list[str], idle: Callable[[], None]) -> None:
        self.text, self.idle = "".join(lines), idle

    def readline(self, size: int = -1) -> str:
        text, self.text = self.text, ""
        if not text:
            self.idle()
        return text


def test_plain_play_keeps_the_moves_the_throttle_skipped_once_the_player_stops(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1),
                      store=Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    a, b, c = [Coord(r, col) for r in range(8) for col in range(8)
               if not session.game.tile(Coord(r, col)).is_open][:3]
    session.play(Move(Action.FLAG, a))  # the second write measures its cost
    # As on a board whose writes take over a fiftieth of a second: the next moves wait.
    monkeypatch.setattr(keeping, "KEEP_QUICK", 0.0)
    monkeypatch.setattr(keeping, "KEEP_EVERY", 10**9)
    at_idle: list[list[str]] = []
    typed = Typed([f"flag {b.row} {b.col}\n", f"flag {c.row} {c.col}\n"],
                  lambda: at_idle.append(kept_moves(tmp_path)))
    plain.run(session, typed, io.StringIO())  # type: ignore[arg-type]
    assert at_idle[0][2:] == [f"F{b.row},{b.col}", f"F{c.row},{c.col}"]
