"""A click on a key's hint presses that key on every screen that shows hints, as it does in
the game: the menu (and its y/n question), the Custom form and the times (in process)."""

from __future__ import annotations

import pytest
from standin import Player

from minesweeper.engine import Level, Params, parse
from minesweeper.settings import Settings
from minesweeper.tui.events import Button
from minesweeper.tui.screens.form import FormScreen
from minesweeper.tui.screens.game import GameScreen
from minesweeper.tui.screens.menu import MenuScreen
from minesweeper.tui.screens.scores import ScoresScreen

# A board whose first tip (row 4, column 0 is a mine) takes more than two rows at 40 columns.
CORNERED = parse("""\
.......
.......
.......
.......
*......
**.*..*
""", "cornered")


def click_on(player: Player, text: str, button: Button = Button.LEFT) -> Player:
    """Click the last place the screen shows `text` (the key hints are at the bottom)."""
    lines = player.text.splitlines()
    y = max(y for y, line in enumerate(lines) if text in line)
    return player.click(y, lines[y].index(text) + len(text) - 1, button)


@pytest.mark.parametrize(("height", "width"), [(24, 80), (12, 40)])
def test_the_menus_enter_hint_starts_the_chosen_item(height: int, width: int) -> None:
    player = Player(height=height, width=width).press("Down")  # Intermediate
    click_on(player, "arrows choose")  # no one key: nothing
    click_on(player, "letter pick")
    assert isinstance(player.app.screen, MenuScreen)
    click_on(player, "Enter start", Button.RIGHT)  # only a left click presses
    assert isinstance(player.app.screen, MenuScreen)
    click_on(player, "Enter start")
    assert isinstance(player.app.screen, GameScreen)
    assert player.game.game.params == Level.INTERMEDIATE.params


def test_the_menus_question_is_answered_by_its_hints() -> None:
    player = Player(seed=None).press("i", " ", "Esc", "y", "b")
    assert "y yes  n no" in player.text
    click_on(player, "n no")
    assert "Start a new game" not in player.text and "Resume" in player.text
    player.press("b")
    click_on(player, "y yes")
    assert isinstance(player.app.screen, GameScreen)
    assert player.game.game.params == Level.BEGINNER.params


def test_the_forms_hints_move_play_and_go_back() -> None:
    player = Player().press("c")
    form = player.app.screen
    assert isinstance(form, FormScreen) and form.form.selected == 0
    click_on(player, "Tab next")
    assert form.form.selected == 1
    click_on(player, "Esc back")
    assert isinstance(player.app.screen, MenuScreen)
    player.press("c", "9", "Tab", "9", "Tab", "9")
    click_on(player, "Enter play")
    assert player.game.game.params == Params(9, 9, 9)


@pytest.mark.parametrize(("height", "width"), [(24, 80), (12, 40)])
def test_the_times_hints_change_the_table_and_go_back(height: int, width: int) -> None:
    player = Player(height=height, width=width).press("t")
    assert isinstance(player.app.screen, ScoresScreen)
    table = player.app.screen.table
    click_on(player, "Left/Right table")  # on its words: the next table
    assert player.app.screen.table == table + 1
    click_on(player, "Left")  # on Left: back one
    assert player.app.screen.table == table
    click_on(player, "Left/Right")  # on Right: the next
    assert player.app.screen.table == table + 1
    click_on(player, "other keys back")
    assert isinstance(player.app.screen, MenuScreen)
    player.press("t").click(2, 2, Button.RIGHT)  # only a left click does anything
    assert isinstance(player.app.screen, ScoresScreen)
    player.click(2, 2)  # anywhere else, as other keys: back
    assert isinstance(player.app.screen, MenuScreen)


def test_the_forms_question_is_answered_by_its_hints() -> None:
    player = Player(seed=None).press("i", " ", "Esc", "y", "c", "9", "Tab", "9", "Tab", "9")
    click_on(player, "Enter play")
    click_on(player, "n no")
    assert isinstance(player.app.screen, FormScreen) and "Tab next" in player.text
    click_on(player, "Enter play")
    click_on(player, "y yes")
    assert player.game.game.params == Params(9, 9, 9)


def test_q_quits_under_enlarge_the_terminal_is_a_hint_a_click_presses() -> None:
    player = Player(Level.BEGINNER.params).press(" ")
    player.resize(10, 20)
    assert "q quits" in player.text
    click_on(player, "Enlarge")  # elsewhere a click waits, as keys do
    click_on(player, "q quits", Button.RIGHT)
    assert player.running
    click_on(player, "q quits")
    assert not player.running  # as q does (the game in progress is kept on the way out)


def test_a_question_with_no_room_for_its_answers_is_answered_on_its_y_n() -> None:
    # At 40x12 the menu's give-up question takes the answers' row and ends in "(y/n)": a
    # player with only a mouse could neither answer it nor leave it.
    player = Player(height=12, width=40, seed=None).press("b", " ", "Esc", "y", "i")
    assert "(y/n)" in player.text and "y yes" not in player.text
    click_on(player, "(y/n)")  # on its "n)": no
    assert isinstance(player.app.screen, MenuScreen) and "(y/n)" not in player.text
    player.press("i")
    click_on(player, "(y/n)"[:2])  # on its "(y": yes
    assert isinstance(player.app.screen, GameScreen)
    assert player.game.game.params == Level.INTERMEDIATE.params


def test_the_games_question_on_the_keys_row_is_answered_on_its_y_n() -> None:
    # At 34x8 the quit question's last line takes the keys' row; a click on its "(y/n)"
    # had cancelled it.
    player = Player(Level.INTERMEDIATE.params, 8, 34).press(" ", "q")
    assert player.text.rstrip().endswith("(y/n)") and "y yes" not in player.text
    click_on(player, "(y/n)")
    assert player.running and "(y/n)" not in player.text
    player.press("q")
    click_on(player, "(y/n)"[:2])
    assert not player.running


def test_a_press_on_no_dragged_to_yes_in_the_menu_answers_nothing() -> None:
    # Released on "(y" after a press on "n)", it gave up the game left, as a yes.
    player = Player(height=12, width=40, seed=None).press("b", " ", "Esc", "y", "i")
    lines = player.text.splitlines()
    y = max(row for row, line in enumerate(lines) if "(y/n)" in line)
    x = lines[y].index("(y/n)")
    player.click(y, x + 3, Button.LEFT_DOWN).click(y, x + 1)
    assert isinstance(player.app.screen, MenuScreen) and "(y/n)" in player.text
    player.click(y, x + 1, Button.LEFT_DOWN).click(y, x + 1)  # pressed and let go on yes
    assert isinstance(player.app.screen, GameScreen)


def test_a_questions_own_y_n_answers_where_its_answers_hints_show_too() -> None:
    # At 80x24 the game's "(y" answered no (any click did) and the menu's did nothing,
    # while at 40x12 the same click answered yes: one rule now, the answer clicked.
    menu = Player(seed=None).press("i", " ", "Esc", "y", "b")
    assert "y yes  n no" in menu.text
    click_on(menu, "(y")
    assert isinstance(menu.app.screen, GameScreen)
    assert menu.game.game.params == Level.BEGINNER.params
    for answer, gives_up in (("n)", False), ("(y", True)):
        game = Player(Level.INTERMEDIATE.params).press(" ", "n")
        assert "y yes  n no" in game.text
        click_on(game, answer)
        assert "(y/n)" not in game.text
        assert (game.game.game.status.name == "NOT_STARTED") is gives_up


def test_a_click_on_more_shows_the_rest_of_a_cut_message() -> None:
    # Beginner, seed 7, at 40x12: the words on a closed cell take more than two rows.
    player = Player(Level.BEGINNER.params, 12, 40, seed=7).press(" ", "i", "k", "k", "h", "h")
    player.press("x")
    assert "(x: more)" in player.text and "proven safe" not in player.text
    click_on(player, "(x: more)", Button.RIGHT)  # only a left click turns the page
    assert "proven safe" not in player.text
    click_on(player, "(x: more)")
    assert "proven safe" in player.text
    assert not player.game.game.is_over and player.game.ui.message.endswith("proven safe")


def test_a_click_on_a_tips_more_shows_its_next_page() -> None:
    player = Player(settings=Settings.of_board(CORNERED, "cornered"), height=12, width=40)
    player.press("Home", "K", " ", "t")
    assert "(t: more)" in player.text
    tip = player.game.ui.message
    click_on(player, "(t: more)")
    assert "(t: more)" not in player.text and player.game.ui.message == tip
    assert player.text.count("...") >= 1  # the second page, which goes on from the first


def test_a_board_named_more_is_not_a_message_to_page() -> None:
    player = Player(settings=Settings.of_board(CORNERED, "(t: more)"))
    player.press("Home", "K", " ")
    assert "Board (t: more)" in player.text
    click_on(player, "(t: more)")  # the title: nothing (it had asked for a tip)
    assert not player.game.session.assisted and not player.game.ui.message
