"""The menu, the custom form and the times screen, in process."""

from __future__ import annotations

from pathlib import Path

import pytest
from standin import Player

from minesweeper.engine import Level, Params
from minesweeper.settings import Mode
from minesweeper.tui.draw.theme import Style
from minesweeper.tui.events import Button
from minesweeper.tui.screens.form import FormScreen
from minesweeper.tui.screens.game import GameScreen
from minesweeper.tui.screens.menu import MenuScreen
from minesweeper.tui.screens.scores import ScoresScreen


def menu_row(player: Player, label: str) -> int:
    return next(y for y, line in enumerate(player.text.splitlines()) if label in line)


def test_arrows_and_enter_start_a_level() -> None:
    player = Player()
    assert isinstance(player.app.screen, MenuScreen)
    player.press("Down", "Up", "j", "Enter")
    assert isinstance(player.app.screen, GameScreen)
    assert player.game.game.params == Level.INTERMEDIATE.params


def test_a_first_letter_picks_its_item() -> None:
    player = Player().press("A")
    assert player.game.game.params == Level.ADVANCED.params


def test_help_on_the_menu_says_how_to_choose() -> None:
    player = Player().press("?")
    assert "arrows and Enter, a first letter, or click" in player.text
    player.press("Tab")  # any other key clears it
    assert "a first letter" not in player.text


def test_a_click_selects_and_starts() -> None:
    player = Player()
    y = menu_row(player, "Advanced")
    x = player.text.splitlines()[y].index("Advanced")
    player.click(y, x, Button.RIGHT)  # selects only
    assert isinstance(player.app.screen, MenuScreen) and player.app.context.menu.selected == 2
    player.click(0, 0)  # off the menu: nothing
    player.click(y, x)
    assert player.game.game.params == Level.ADVANCED.params


def test_the_luck_choice_cycles_and_applies_to_the_games_it_starts() -> None:
    player = Player()
    assert "classic" in player.text.splitlines()[menu_row(player, "Luck")]
    player.press("l")
    assert player.app.context.mode is Mode.NO_GUESS
    assert "no guess" in player.text.splitlines()[menu_row(player, "Luck")]
    assert "no guess: boards that logic alone can clear" in player.text
    y = menu_row(player, "no guess: boards")
    x = player.text.splitlines()[y].index("no guess")
    assert player.terminal.canvas.styles[y][x] is Style.MESSAGE  # not said as an error
    player.press("Enter")  # Enter on the selected Luck item: the next one
    assert "forgiving" in player.text.splitlines()[menu_row(player, "Luck")]
    assert "forgiving: a guess is made safe" in player.text
    player.press("l", "l")
    assert player.app.context.mode is Mode.CLASSIC  # round again
    player.press("Up", "Down")  # back onto Luck: what it means shows again
    assert "classic: mines at random" in player.text
    player.press("Left")  # on Luck, Left and Right step back and on
    assert player.app.context.mode is Mode.STRICT
    player.press("Right", "Right")
    assert player.app.context.mode is Mode.NO_GUESS
    player.press("Down")
    assert "no guess: boards" not in player.text
    player.press("Right")  # off Luck, Right changes nothing
    assert player.app.context.mode is Mode.NO_GUESS
    player.press("l", "l", "b")  # forgiving, strict
    assert player.game.session.settings.mode is Mode.STRICT
    assert "Beginner, strict" in player.text.splitlines()[player.game.layout.header_y]


@pytest.mark.parametrize("width, height, words", [(80, 24, "classic: mines at random"),
                                                  (40, 12, "and a guess takes its chance")])
def test_what_the_luck_means_shows_while_luck_has_the_focus_before_it_changes(
        width: int, height: int, words: str) -> None:
    player = Player(width=width, height=height)
    luck = menu_row(player, "Luck")
    player.click(luck, player.text.splitlines()[luck].index("Luck"), Button.LEFT_DOWN)
    assert player.app.context.mode is Mode.CLASSIC  # the button is down: nothing chosen yet
    assert words in " ".join(player.text.split())
    player.press("z")  # a key that does nothing leaves the focus, and the words, in place
    assert words in " ".join(player.text.split())
    player.press("Down")
    assert words not in " ".join(player.text.split())
    player.click(luck, player.text.splitlines()[luck].index("Luck"), Button.RIGHT)
    assert words in " ".join(player.text.split())


def test_a_size_the_luck_cannot_deal_is_refused_in_the_form_with_its_reason() -> None:
    player = Player().press("l", "l", "l", "c")  # strict: redraws are refused above 40,000
    player.press("300", "Tab", "300", "Tab", "10", "Enter")
    assert isinstance(player.app.screen, FormScreen)
    error = player.app.context.form.form.error
    assert "40,000" in error and error in " ".join(player.text.split())


@pytest.mark.parametrize("height, width", [(12, 40), (12, 34), (24, 80)])
def test_the_menu_fits_twelve_rows_also_with_resume(height: int, width: int) -> None:
    Player(Level.BEGINNER.params).press(" ", "Esc", "y")  # a kept game: Resume is listed
    player = Player(height=height, width=width)
    assert isinstance(player.app.screen, MenuScreen) and player.app.screen.fits()
    for label in ("Resume", "Beginner", "Custom", "Luck", "Times", "Quit"):
        assert label in player.text, label
    y = menu_row(player, "Quit")
    player.click(y, player.text.splitlines()[y].index("Quit"))
    assert not player.running


def test_quit_from_the_menu() -> None:
    player = Player().press("q")
    assert not player.running


def test_the_form_starts_a_custom_board() -> None:
    player = Player().press("c")
    form_screen = player.app.screen
    assert isinstance(form_screen, FormScreen) and "Custom board" in player.text
    form = form_screen.form
    player.press("Backspace", "Backspace", "Backspace", "Enter")
    assert form.error == "Rows: type a number" and "Rows: type a number" in player.text
    player.press("9", "Tab", "Backspace", "Backspace", "12", "BackTab", "Down", "Down")
    assert form.selected == 2 and form.values[:2] == ["9", "12"]
    player.press("Backspace", "Backspace", "Backspace", "x", "200", "Enter")
    assert "mines" in form.error.lower()  # 200 mines do not fit 9 x 12
    player.press("Backspace", "Backspace", "Enter")
    assert player.game.game.params == Params(9, 12, 2)


def test_a_letter_typed_in_the_form_is_refused_in_words() -> None:
    player = Player().press("c", "Down")
    form = player.app.context.form.form
    before = list(form.values)
    player.press("a")
    assert form.error == "Columns: digits only" and "Columns: digits only" in player.text
    assert form.values == before
    player.press("8")
    assert form.error == "" and form.values[1] == "8"


def test_the_form_keeps_its_values_and_esc_goes_back() -> None:
    player = Player().press("c", "Down", "1234567890")
    assert player.app.context.form.form.values[1] == "1234567"  # at most seven digits
    player.press("Esc")
    assert isinstance(player.app.screen, MenuScreen)
    player.press("c", "q")
    assert isinstance(player.app.screen, MenuScreen)
    assert player.app.context.form.form.values[1] == "1234567"


def test_typing_replaces_a_fields_text_and_backspace_edits_it() -> None:
    # Issue 12 item 1: `10` Tab `10` Tab `10` gave 2010 / 4010 / 15010 before.
    player = Player().press("c", "10", "Tab", "10", "Tab", "10")
    form = player.app.context.form.form
    assert form.values == ["10", "10", "10"]
    player.press("BackTab", "Backspace", "5")  # Backspace keeps the rest of the text
    assert form.values == ["10", "15", "10"]
    player.press("Up", "7", "Enter")  # a field selected again is replaced again
    assert player.game.game.params == Params(7, 15, 10)
    player.press("Esc")  # the size is kept for the next visit, and the next digit replaces
    player.press("c", "8")
    assert form.values == ["8", "15", "10"]


def test_after_a_refused_size_the_next_digit_replaces_the_field() -> None:
    player = Player().press("c", "0", "Enter")
    form = player.app.context.form.form
    assert "Rows must be 1 to 1000, not 0" in player.text
    player.press("5")
    assert form.values[0] == "5" and "not 0" not in player.text  # not 05


def test_the_last_custom_size_is_the_forms_first_values_in_the_next_run() -> None:
    Player().press("c", "9", "Tab", "11", "Tab", "12", "Enter", " ")
    player = Player().press("c")
    assert player.app.context.form.form.values == ["9", "11", "12"]
    assert "11" in player.text.splitlines()[menu_row(player, "Columns")]


def test_a_size_typed_in_the_form_that_is_a_level_is_its_first_values_next_run() -> None:
    # 8x8x10 plays as Beginner; the next run's form showed the custom size before it.
    Player().press("c", "9", "Tab", "11", "Tab", "12", "Enter", " ")
    player = Player().press("c", "8", "Tab", "8", "Tab", "10", "Enter")
    assert "Beginner" in player.text
    player = Player().press("c")
    assert player.app.context.form.form.values == ["8", "8", "10"]


def test_a_click_selects_a_form_field() -> None:
    player = Player().press("c")
    y = menu_row(player, "Mines")
    x = player.text.splitlines()[y].index("Mines")
    player.click(y, x)
    assert player.app.context.form.form.selected == 2
    player.click(0, 0)
    assert player.app.context.form.form.selected == 2


def test_no_guess_refuses_a_size_it_cannot_deal_in_the_form() -> None:
    player = Player().press("l", "c")  # no guess
    player.press("Backspace", "Backspace", "Backspace", "1000", "Down")
    player.press("Backspace", "Backspace", "1000", "Enter")
    assert isinstance(player.app.screen, FormScreen)
    assert player.app.context.form.form.error


def test_times_switch_tables_and_go_back() -> None:
    player = Player().press("t")
    assert isinstance(player.app.screen, ScoresScreen)
    first = player.text
    player.press("Right")
    assert player.text != first
    player.press("h")
    assert player.text == first
    player.click(1, 1).press("x")
    assert isinstance(player.app.screen, MenuScreen)


def test_times_that_do_not_fit_scroll_with_up_and_down(monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper.tables import Best, Stats

    player = Player(height=12, width=40)
    keeper = player.app.context.keeper
    monkeypatch.setattr(keeper, "best", lambda table: [
        Best(1000 * (rank + 3), "2026-11-30", 8) for rank in range(10)])
    monkeypatch.setattr(keeper, "stats", lambda table: Stats(10, 10, 10, 10, 65000))
    player.press("t", "Down", "Down", "Down", "Down", "Down")  # one more than it scrolls
    assert isinstance(player.app.screen, ScoresScreen)
    assert "4 more above (Up)" in player.text and "12.00s" in player.text
    player.press("Up")
    assert "3 more above (Up)" in player.text and "2 more below (Down)" in player.text
    player.press("Up", "Up")  # past 2 above, the top: one more above would hide a time
    assert "more above" not in player.text and "4 more below (Down)" in player.text
    player.press("Down")  # and the first step down shows a time not shown before
    assert "2 more above (Up)" in player.text and "9.00s" in player.text
    player.click(8, 10, Button.WHEEL_DOWN)  # the wheel scrolls too
    assert "3 more above (Up)" in player.text
    player.press("Down").resize(14, 40)  # a taller screen shows more: Up steps from there
    assert "2 more above (Up)" in player.text
    player.press("Up")
    assert "more above" not in player.text
    player.press("Right")  # another table starts at its top
    assert "more above" not in player.text
    wide = Player().press("t", "Down")  # all ten show: Down goes back, as other keys do
    assert isinstance(wide.app.screen, MenuScreen)


def test_a_kept_game_resumes_from_the_menu_once() -> None:
    first = Player(Level.BEGINNER.params).press(" ", "Esc", "y")
    assert "Resume" in first.text
    second = Player()  # another window sees the same kept game
    first.press("r")
    assert isinstance(first.app.screen, GameScreen) and first.game.game.opened > 0
    second.press("r")
    assert isinstance(second.app.screen, MenuScreen)
    assert "The kept game is gone" in second.text


def test_too_small_for_the_menu_waits() -> None:
    player = Player(height=8, width=30)
    assert "nlarge" in player.text
    player.press("b")
    assert isinstance(player.app.screen, MenuScreen)


def test_menu_games_keep_the_seed_the_player_chose() -> None:
    first = Player(seed=5).press("b", " ")
    again = Player(seed=5).press("b", " ")
    assert first.game.session.game_id() == again.game.session.game_id()
    assert first.game.game.minefield == again.game.game.minefield


def test_a_kept_game_found_damaged_says_so_instead_of_gone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    Player(Level.BEGINNER.params).press(" ", "Esc", "y")
    player = Player()
    keeper = player.app.context.keeper
    # As Keeper.notices gives them: sentences.
    notices = ["The kept game could not be replayed: a copy was set aside."]
    monkeypatch.setattr(keeper, "resume", lambda token=None: None)
    monkeypatch.setattr(keeper, "notices", lambda: [notices.pop()] if notices else [])
    player.press("r")
    assert "The kept game could not be replayed" in player.text
    assert "The kept game is gone" not in player.text


def test_back_from_a_game_it_kept_the_menu_offers_resume_first() -> None:
    Player(Level.ADVANCED.params).press(" ", "Esc", "y")  # kept earlier: Resume is listed
    player = Player().press("b", " ")
    left = player.game.game
    player.press("Esc", "y")
    assert isinstance(player.app.screen, MenuScreen)
    assert player.app.screen.items()[player.app.screen.selected].label == "Resume"
    player.press("Enter")
    assert player.game.game.minefield == left.minefield and player.game.game.opened > 0


def test_a_new_game_from_the_menu_asks_before_giving_up_the_game_left() -> None:
    player = Player(seed=None).press("i", " ", "Esc", "y")
    player.press("b")  # Beginner, while the Intermediate game waits
    assert isinstance(player.app.screen, MenuScreen)
    assert "Give up the game you left? It counts as lost (y/n)" in \
        " ".join(player.text.split())
    assert "y yes  n no" in player.text and "arrows choose" not in player.text
    player.press("n")  # no: nothing is given up
    assert "Give up the game you left" not in player.text and "Resume" in player.text
    player.press("b", "y")
    assert player.game.game.params == Level.BEGINNER.params
    player.press("Esc")  # a game not started is not kept: the menu has no Resume now
    assert "Resume" not in player.text


def test_a_new_game_over_an_uncounted_game_left_asks_without_counting_it() -> None:
    player = Player().press("b", " ", "Esc", "y", "Down", "Down", "Enter")  # seed 1: unranked
    assert "Give up the game you left? (y/n)" in " ".join(player.text.split())
    player.press("y")
    assert player.game.game.params == Level.INTERMEDIATE.params


def test_times_open_on_the_last_games_table_or_the_menus_luck() -> None:
    player = Player().press("l", "t")  # Luck: no guess, then Times
    assert "Beginner (no guess)" in player.text
    player.press("Esc", "l", "l", "l", "i", " ", "Esc", "y", "t")  # classic Intermediate
    assert "Intermediate" in player.text and "(no guess)" not in player.text


def test_times_after_a_custom_game_open_on_the_last_table_played_or_the_first() -> None:
    custom = ("c", "9", "Tab", "11", "Tab", "12", "Enter", " ", "Esc", "y")  # no table
    player = Player().press("l", *custom, "t")  # a custom no-guess game, then Times
    assert "statistics: Beginner" in player.text and "(no guess)" not in player.text
    # Gives up (the form asks once the size is typed).
    player = Player().press("i", " ", "Esc", "y", "l", *custom[:7], "y", *custom[7:])
    assert "Custom 9x11" in player.text  # the Intermediate game: Resume has the custom one
    player.press("t")
    assert "statistics: Intermediate" in player.text and "(no guess)" not in player.text


def test_a_damaged_file_found_giving_up_the_left_game_is_said_as_the_new_one_starts(
        private_data_folder: Path) -> None:
    player = Player(Level.BEGINNER.params, seed=None).press(" ", "Esc", "y")
    assert isinstance(player.app.screen, MenuScreen)
    (private_data_folder / "minesweeper" / "records.json").write_text("{broken")
    player.press("b", "y")  # gives up the game left for the menu: its loss is written
    assert isinstance(player.app.screen, GameScreen)
    said = " ".join(player.text.split())
    assert "Records were damaged" in said and player.game.ui.is_error


def test_times_open_on_the_table_of_the_last_game_of_an_earlier_run() -> None:
    Player(Level.BEGINNER.params, seed=None, settings_of={"mode": Mode.STRICT}).press(
        " ", "n", "y", "q")  # a strict game given up: counted, as a loss is
    player = Player().press("t")
    assert "Beginner (strict)" in player.text


def test_the_menu_names_a_kept_custom_board_as_the_games_header_does() -> None:
    player = Player(Params(9, 9, 10)).press(" ")
    header = next(line for line in player.text.splitlines() if "Mines" in line)
    assert "Custom 9x9, 10 mines" in header
    player.press("Esc", "y")
    resume = next(line for line in player.text.splitlines() if "Resume" in line)
    assert resume.split("Resume", 1)[1].strip().startswith("Custom 9x9, 10 mines, ")


def test_custom_asks_before_giving_up_the_game_left_only_once_a_size_is_typed() -> None:
    player = Player(seed=None).press("i", " ", "Esc", "y", "c")
    assert isinstance(player.app.screen, FormScreen)  # no question just to look at the form
    assert "Give up the game you left" not in player.text
    player.press("9", "Tab", "9", "Tab", "9", "Enter")
    assert "Give up the game you left? It counts as lost (y/n)" in \
        " ".join(player.text.split())
    assert "y yes  n no" in player.text and "Tab next" not in player.text
    player.press("n")  # no: the form again, and the game left is kept
    assert isinstance(player.app.screen, FormScreen) and "Tab next" in player.text
    player.press("Esc")
    assert "Resume" in player.text
    player.press("c", "Enter", "y")
    assert player.game.game.params == Params(9, 9, 9)


def test_shift_tab_moves_up_the_menu_as_it_does_the_form() -> None:
    player = Player().press("Down", "Down")
    assert player.app.context.menu.selected == 2
    player.press("BackTab")
    assert player.app.context.menu.selected == 1
