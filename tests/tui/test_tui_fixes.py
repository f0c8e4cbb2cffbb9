"""Rough edges a play-tester found: each is a screen doing what a player expects."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Level
from minesweeper.tui.screens.menu import MenuScreen


def test_the_form_opens_on_rows_whichever_field_was_left_last() -> None:
    player = Player().press("c", "Tab", "Tab", "Esc", "c", "5")
    assert player.app.context.form.form.values[0] == "5"


def test_esc_leaves_the_times_screen_even_when_it_does_not_fit() -> None:
    player = Player(height=12, width=40).press("t")
    assert "Enlarge" in player.text
    player.press("Esc")
    assert isinstance(player.app.screen, MenuScreen) and player.running


def test_giving_up_a_replay_does_not_say_it_counts_as_lost() -> None:
    player = Player(Level.BEGINNER.params, seed=None).press(" ")
    player.press("r")
    assert "counts as lost" in player.text  # a first game on a ranked level counts
    player.press("y", " ", "r")
    assert "Replay this board?" in player.text and "counts as lost" not in player.text
