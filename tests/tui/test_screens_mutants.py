"""The game screen as a player drives it, from mutation testing: each test fails with a
change to the screens that the suite let through."""

from __future__ import annotations

import pytest
from standin import Player

from minesweeper import wording
from minesweeper.engine import Game, Params, Status
from minesweeper.settings import Mode
from minesweeper.tui.draw.theme import Style
from minesweeper.tui.screens.game import IDLE_TIMEOUT_MS


def test_the_clock_wakes_for_its_next_second_only_while_a_game_runs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    player = Player(Params(9, 9, 10))
    monkeypatch.setattr(Game, "elapsed", property(lambda game: 3.8))
    assert player.game.timeout_ms() == IDLE_TIMEOUT_MS  # not started: nothing ticks
    player.press(" ")  # the first click starts the clock
    assert player.game.game.status is Status.PLAYING
    assert player.game.timeout_ms() == 205  # just after 4.0 s, when the header says 4
    player.press("p")
    assert player.game.timeout_ms() == IDLE_TIMEOUT_MS  # paused


def test_a_forced_guess_made_safe_is_said_as_news_not_as_an_error() -> None:
    # (the board of test_tui_modes: the centre, then a forced guess in the corner)
    played = Player(Params(6, 6, 8), seed=1, settings_of={"mode": Mode.FORGIVING})
    played.press(" ", "Home", "K", " ")
    canvas = played.terminal.canvas
    y = canvas.row_of(wording.MADE_SAFE[:20])
    x = canvas.lines()[y].index(wording.MADE_SAFE[:20])
    assert canvas.styles[y][x] is Style.MESSAGE
