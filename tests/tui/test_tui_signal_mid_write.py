"""SIGTERM (a closed terminal's SIGHUP, Ctrl-C) arriving while the full-screen game writes
its files: the game is kept once and its result is never lost (a signal held during one
write is acted on as that write ends, which used to be between two writes that belong
together)."""

from __future__ import annotations

import signal
from typing import Any, Iterator

import pytest
from standin import Player

from minesweeper import runs, signals, storage
from minesweeper import session as session_module
from minesweeper.engine import Coord, Level
from minesweeper.records import Store
from minesweeper.tui.events import Key
from test_full_disk import next_run
from test_killed_between_writes import OneBoard


@pytest.fixture
def leaving_on_signals() -> Iterator[None]:
    """SIGTERM leaves by SystemExit, as in the game (`tui.app.run`)."""
    previous = signals.exit_on_signals()
    yield
    signals.restore(previous)


def sigterm_on(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """The next write of the file `name` gets a SIGTERM as it is made."""
    real = storage.JsonFile._write

    def write(self: storage.JsonFile, data: dict[str, Any] | None) -> None:
        real(self, data)
        if self.path.name == name:
            monkeypatch.setattr(storage.JsonFile, "_write", real)
            # To this thread (as a kill reaches the game's only one): os.kill would reach
            # another of pytest-xdist's threads, one that does not hold signals back.
            signal.raise_signal(signal.SIGTERM)

    monkeypatch.setattr(storage.JsonFile, "_write", write)


def the_next_run() -> Store:
    runs.let_go()
    next_run()
    return Store()


def keys_to(player: Player, cell: Coord) -> list[Key]:
    at = player.game.ui.cursor
    rows, cols = cell.row - at.row, cell.col - at.col
    return [Key("j" if rows > 0 else "k")] * abs(rows) + \
        [Key("l" if cols > 0 else "h")] * abs(cols) + [Key(" ")]


@pytest.mark.usefixtures("leaving_on_signals")
def test_a_sigterm_as_a_game_is_first_kept_keeps_it_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    player = Player(Level.BEGINNER.params, seed=None)
    sigterm_on(monkeypatch, "saved-game.json")
    player.terminal.events = [Key(" ")]
    with pytest.raises(SystemExit):
        player.app.loop()
    assert len(list(the_next_run().saved_games())) == 1  # not once as played, once as left


@pytest.mark.usefixtures("leaving_on_signals")
def test_a_sigterm_as_a_game_is_won_loses_no_result(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.MonkeyPatch.context() as patch:  # a game that counts, on one board
        patch.setattr(session_module, "random", OneBoard)
        player = Player(Level.BEGINNER.params, seed=None)
    player.press(" ")
    game = player.game.session.game
    assert game.minefield is not None
    field = game.minefield

    def closed_safe() -> list[Coord]:
        return [Coord(r, c) for r in range(8) for c in range(8)
                if not field.is_mine(Coord(r, c)) and not game.tile(Coord(r, c)).is_open]

    while len(closed_safe()) > 1:
        for key in keys_to(player, closed_safe()[0]):
            player.app.feed(key)
    sigterm_on(monkeypatch, "saved-game.json")  # the won game's entry goes
    player.terminal.events = keys_to(player, closed_safe()[0])
    with pytest.raises(SystemExit):
        player.app.loop()
    store = the_next_run()
    assert store.stats()["beginner"].played + len(list(store.saved_games())) == 1
