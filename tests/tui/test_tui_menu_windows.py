"""The menu beside other windows: back from Times or the custom form, it offers what is kept
now (it was what was kept when it first opened)."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Level
from minesweeper.tui.screens.game import GameScreen
from minesweeper.tui.screens.menu import MenuScreen


def test_back_from_times_the_menu_offers_a_game_another_window_left_meanwhile() -> None:
    menu = Player()
    assert "Resume" not in menu.text
    Player(Level.BEGINNER.params).press(" ", "Esc", "y")  # another window leaves one
    menu.press("t", "Esc")
    assert "Resume" in menu.text
    assert menu.app.context.menu.items()[menu.app.context.menu.selected].label == "Times"
    menu.press("r")
    assert isinstance(menu.app.screen, GameScreen) and menu.app.screen.game.opened > 0


def test_back_from_the_custom_form_the_menu_no_longer_offers_a_game_taken_meanwhile() -> None:
    Player(Level.BEGINNER.params).press(" ", "Esc", "y")
    menu = Player()
    assert "Resume" in menu.text
    Player().press("r")  # another window takes it
    menu.press("c", "Esc")
    assert "Resume" not in menu.text
    assert isinstance(menu.app.screen, MenuScreen)
