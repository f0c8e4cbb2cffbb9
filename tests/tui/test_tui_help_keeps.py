"""Help over a big game lets it keep the moves left for the idle moment, as the game does."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from standin import Player

from minesweeper import keeping, safefiles, signals, storage
from minesweeper.engine import Coord, Level
from minesweeper.records import Store
from minesweeper.tui.events import Tick
from minesweeper.tui.screens.help import HelpScreen

pytestmark = pytest.mark.real_keep_limits  # the throttle's own limits, on the test's clock


class Clock:
    """`time` as keeping sees it: monotonic() moves only by what a write costs here."""

    now = 1000.0

    def monotonic(self) -> float:
        return self.now

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)


def kept_moves() -> list[str]:
    [game] = json.loads((storage.data_dir() / "saved-game.json").read_text())["data"]["games"]
    return list(game["moves"])


def test_moves_left_for_later_are_kept_while_help_is_open(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Writes that take a while (a big board) are spaced out, and the moves between them
    # are kept when the player stops a moment. Help open at that moment kept nothing: a
    # kill then lost those moves, however long help stayed open.
    clock = Clock()
    for module in (keeping, signals, safefiles):
        monkeypatch.setattr(module, "time", clock)
    real = Store.keep_playing

    def slow(self: Store, saved: Any, new: bool) -> bool | None:
        clock.now += keeping.KEEP_QUICK * 2  # each write over the quick limit
        return real(self, saved, new)

    monkeypatch.setattr(Store, "keep_playing", slow)
    player = Player(Level.BEGINNER.params).press(" ")  # (seed 1: the first click opens)
    closed = [Coord(r, c) for r in range(8) for c in range(8)
              if not player.game.game.tile(Coord(r, c)).is_open]
    for cell in closed[:2]:
        player.game.ui.cursor = cell
        player.press("f")
    a, b = (f"F{cell.row},{cell.col}" for cell in closed[:2])
    assert kept_moves()[-1] == a  # b came too soon after a slow write: left for later
    player.press("?")
    assert isinstance(player.app.screen, HelpScreen)
    player.app.feed(Tick())
    assert kept_moves()[-2:] == [a, b]
