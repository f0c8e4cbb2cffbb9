"""The times screen as the player comes back to it: the figures as they are at each visit
(d05ff39: they are read as a table shows, no longer at every redraw)."""

from __future__ import annotations

import pytest
from standin import Player

from minesweeper.engine import Level
from minesweeper.settings import Mode
from minesweeper.tui.screens.menu import MenuScreen


def times_of_beginner(monkeypatch: pytest.MonkeyPatch, player: Player,
                      times: list[int]) -> None:
    """The Classic Beginner table holds the best `times` (in ms); the others hold none."""
    from minesweeper.tables import Best, Stats, table_for

    keeper = player.app.context.keeper
    beginner = table_for(Level.BEGINNER.params, Mode.CLASSIC.value)
    monkeypatch.setattr(keeper, "best", lambda table: [
        Best(ms, "2026-11-30", 8) for ms in times] if table == beginner else [])
    monkeypatch.setattr(keeper, "stats", lambda table: Stats(10, 10, 10, 10, 65000)
                        if table == beginner and times else Stats())


def test_the_times_screen_shows_the_figures_as_they_are_at_each_visit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    player = Player(height=24, width=80)
    times: list[int] = []
    times_of_beginner(monkeypatch, player, times)
    player.press("t")
    assert "3.00s" not in player.text
    player.press("Esc")
    assert isinstance(player.app.screen, MenuScreen)
    times.append(3000)  # a win meanwhile (another window's)
    player.press("t")
    assert "3.00s" in player.text
