"""The custom form as a player types into it, in process."""

from __future__ import annotations

import pytest
from standin import Player

from minesweeper import wording
from minesweeper.engine import Params
from minesweeper.tui.screens.form import FormScreen
from minesweeper.tui.screens.menu import MenuScreen


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


def paste(player: Player, text: str) -> Player:
    from minesweeper.tui.events import Paste

    player.running = player.app.feed(Paste(text))
    return player


def test_a_size_pasted_into_the_form_fills_its_fields_and_does_not_start_a_game() -> None:
    # Pasted text was dropped whole: "16x30x99" copied from --custom (or "16 30 99", or a
    # line of a note with its end) left the form as it was.
    for text in ("16x30x99", "16 30 99\n", " 16, 30, 99 "):
        player = paste(Player().press("c"), text)
        form = player.app.screen
        assert isinstance(form, FormScreen) and form.form.values == ["16", "30", "99"], text
        player.press("Enter")
        assert player.game.game.params == Params(16, 30, 99)


def test_a_pasted_size_fills_the_fields_from_rows_whatever_was_selected_or_typed() -> None:
    # A paste was typed into the field selected: after Tab, 16x30x99 gave 99 rows of 16
    # columns with 30 mines, a second paste went on from the first (Rows 999), and a digit
    # typed first stayed in front (Rows 116). Found by the regression tester.
    player = Player().press("c", "1", "Tab")
    form = paste(player, "16x30x99").app.screen
    assert isinstance(form, FormScreen) and form.form.values == ["16", "30", "99"]
    paste(player, "9 x 9")  # two numbers: rows and columns, the mines kept
    assert form.form.values == ["9", "9", "99"] and form.form.selected == 1
    paste(player, "16 \u00d7 30 \u00d7 99")  # as web pages write it
    assert form.form.values == ["16", "30", "99"]
    player.press("Enter")
    assert player.game.game.params == Params(16, 30, 99)


def test_one_number_pasted_replaces_the_field_selected() -> None:
    player = Player().press("c", "9", "Tab", "9", "Tab", "10", "Up")
    form = paste(player, " 40\n").app.screen
    assert isinstance(form, FormScreen) and form.form.values == ["9", "40", "10"]


@pytest.mark.parametrize("text", ["abc", "16x30xq99", "16x30x99x5", "12345678", "-5"])
def test_a_paste_that_is_not_a_size_changes_no_field_and_says_how_to_paste_one(
        text: str) -> None:
    player = Player().press("c", "9", "Tab", "9", "Tab", "10")
    form = paste(player, text).app.screen
    assert isinstance(form, FormScreen) and form.form.values == ["9", "9", "10"]
    assert wording.PASTE_NOT_A_SIZE in player.text


def test_a_paste_answers_no_to_the_form_s_question() -> None:
    # A "y" in what was pasted must not give up the game left for the menu.
    player = Player(seed=None).press("b", " ", "Esc", "y", "c", "Enter")
    assert "(y/n)" in player.text
    paste(player, "y")
    assert "(y/n)" not in player.text and isinstance(player.app.screen, FormScreen)
    player.press("Enter")  # asked again; a size pasted now answers no and fills the fields
    paste(player, "16x30x99")
    assert "(y/n)" not in player.text and isinstance(player.app.screen, FormScreen)
    assert player.app.screen.form.values == ["16", "30", "99"]


def test_a_paste_on_the_menu_or_in_a_game_plays_nothing() -> None:
    # A game ID or a board pasted where it is not wanted: not keys (its `q` quit, its `e`
    # wrote a file, its digits and spaces opened cells).
    player = paste(Player(), "f-8x10-eNpjEGBoEWCQ4WRgAQAFJQDO q y")
    assert player.running and "Beginner" in player.text
    in_game = player.press("b").text
    paste(player, " 3 3 f q y e")
    assert player.running and not player.game.game.moves and player.text == in_game


def test_a_paste_answers_the_menu_s_give_up_question_no() -> None:
    from minesweeper.tui.events import Paste

    player = Player(seed=None).press("i", " ", "Esc", "y", "b")
    assert "Give up the game you left?" in " ".join(player.text.split())
    assert player.app.feed(Paste("y"))  # (a y pasted is no yes)
    assert "Give up the game you left" not in player.text and "Resume" in player.text
    assert isinstance(player.app.screen, MenuScreen)
