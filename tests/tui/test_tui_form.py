"""The custom form as a player types into it, in process."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Params
from minesweeper.tui.screens.form import FormScreen


def test_a_space_between_numbers_moves_to_the_next_field_and_enter_plays() -> None:
    # "9 40 150" typed as a player writes a size: each space ends a number, as Tab does;
    # the space used to start the game at once, 9 rows by the form's old columns and mines.
    player = Player().press("c", "9", " ", "40", " ", "150")
    assert isinstance(player.app.screen, FormScreen)
    assert player.app.screen.form.values == ["9", "40", "150"]
    player.press(" ")  # on Mines, round to Rows again: still no game
    assert isinstance(player.app.screen, FormScreen)
    player.press("Enter")
    assert player.game.game.params == Params(9, 40, 150)


def test_two_spaces_between_numbers_skip_no_field() -> None:
    # "9  40 150": the second space jumped over Columns, and 150 went round into Rows.
    player = Player().press("c", "9", " ", " ", "40", "  ", "150", "Enter")
    assert player.game.game.params == Params(9, 40, 150)


def test_a_click_on_a_field_while_the_form_asks_answers_no_and_picks_that_field() -> None:
    # The form asks whether to give up the game left for the menu; a player clicks Columns
    # to change it and types 5. The click picked Columns under the question, and the 5 was
    # taken as the answer: the question went and Columns kept its old value.
    player = Player(seed=None).press("b", " ", "Esc", "y", "c")
    player.press("Enter")
    form = player.app.screen
    assert isinstance(form, FormScreen) and "(y/n)" in player.text
    lines = player.text.splitlines()
    y = next(row for row, line in enumerate(lines) if "Columns" in line)
    player.click(y, lines[y].index("Columns"))
    assert "(y/n)" not in player.text and form.form.selected == 1
    player.press("5")
    assert form.form.values[1] == "5" and isinstance(player.app.screen, FormScreen)
