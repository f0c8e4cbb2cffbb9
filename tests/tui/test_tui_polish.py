"""Issue 12 in process: when help shows the game ID (item 8) and what a win says about
ranking (item 9)."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Level, Status, parse
from minesweeper.settings import Settings
from minesweeper.tui.screens.help import HelpScreen

LINE = parse("*..\n", "line")  # one click at the right end wins


def help_id(player: Player) -> str:
    player.press("?")
    screen = player.app.screen
    assert isinstance(screen, HelpScreen)
    shown = screen.game_id()
    player.press("x")
    return shown


def test_help_hides_a_ranked_games_id_until_it_is_over() -> None:
    player = Player(Level.BEGINNER.params, height=50, seed=None).press(" ")
    assert help_id(player) == ""
    assert "game ID" not in player.press("?").text
    player.press("x")
    session = player.game.session
    assert session.settings.is_ranked and not player.game.game.is_over


def test_help_shows_an_unranked_games_id_at_once() -> None:
    player = Player(Level.BEGINNER.params, height=50, seed=3).press(" ")
    assert help_id(player) == player.game.session.game_id() != ""


def test_a_win_on_a_board_file_says_it_was_not_ranked_and_shows_the_id() -> None:
    player = Player(settings=Settings.of_board(LINE, "line.txt")).press("End", " ")
    assert player.game.game.status is Status.WON
    assert "Not ranked: board file." in player.text
    assert player.game.ui.game_id == player.game.session.game_id()
    assert help_id(player) == player.game.session.game_id()


def test_the_end_note_stays_while_the_end_screen_shows() -> None:
    player = Player(settings=Settings.of_board(LINE, "line.txt")).press("End", " ")
    note = "Not ranked: board file."
    player.press("Left", "z", "Right")  # moving the cursor, an unbound key
    assert note in player.text
    player.press("t")  # a reply takes the note's place until the next key
    assert "nothing left to hint" in player.text and note not in player.text
    assert note in player.press("Left").text and "nothing left" not in player.text
    player.press("?", "x")  # back from help
    assert note in player.text
    assert note not in player.press("r").text  # a new game has no note
