"""The menu's key hints: what they say while Luck is selected, and what a click on them does."""

from __future__ import annotations

from standin import Player

from minesweeper.settings import Mode


def hint_row(player: Player, text: str) -> tuple[int, int]:
    """Where `text` starts on the screen (row, column)."""
    for y, line in enumerate(player.text.splitlines()):
        if text in line:
            return y, line.index(text)
    raise AssertionError(f"{text!r} not on the screen:\n{player.text}")


def test_on_luck_the_hints_say_left_right_and_enter_change_it_and_clicks_do() -> None:
    # They said "arrows choose  Enter start" on Luck too, where Enter changes the luck.
    for height, width in ((24, 80), (24, 40)):  # (on 12 rows the luck's words take them)
        player = Player(height=height, width=width)
        assert "Enter start" in player.text and "Left/Right" not in player.text
        player.press("l")  # Luck selected, and no guess chosen
        assert "Up/Down choose  Left/Right/Enter change" in player.text
        assert "Enter start" not in player.text
        y, x = hint_row(player, "Left/Right/Enter")
        player.click(y, x)  # on "Left": back to classic
        assert player.app.context.mode is Mode.CLASSIC
        player.click(y, x + len("Left/"))  # on "Right": no guess again
        assert player.app.context.mode is Mode.NO_GUESS
        player.click(y, x + len("Left/Right/Enter change") - 1)  # its words: Enter, on
        assert player.app.context.mode is Mode.FORGIVING
        player.press("Down")  # off Luck, the usual hints
        assert "Enter start" in player.text and "Left/Right" not in player.text


def test_on_the_narrowest_menu_the_luck_hint_that_changes_it_stays() -> None:
    player = Player(height=24, width=34).press("l")
    assert "Left/Right/Enter change" in player.text and "Up/Down" not in player.text
