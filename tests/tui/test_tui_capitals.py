"""Capital letters on the game screen: M in a game without ? marks says they are off, as m
does (it said "m is the key (is Caps Lock on?)", and m then only said marks are off)."""

from __future__ import annotations

from standin import Player
from test_tui_assisting import SMALL, opened

from minesweeper.settings import Settings


def test_capital_m_says_marks_are_off_in_a_game_without_them_as_m_does() -> None:
    # It said "m is the key (is Caps Lock on?)", and m then only said marks are off.
    player = opened().press("M")
    assert player.game.ui.message == \
        "M does nothing; ? marks are off (start the game with --marks to use them)"
    note = player.press("End", "J", " ").game.ui.end_words()  # lost: as m, nothing said
    assert player.press("M").game.ui.end_words() == note
    marked = Player(settings=Settings.of_board(SMALL, "small", marks=True))
    assert marked.press("Home", "K", " ", "M").game.ui.message == \
        "M does nothing; m is the key (is Caps Lock on?)"
