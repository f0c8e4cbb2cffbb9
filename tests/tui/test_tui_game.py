"""The game screen in process: keys and clicks become moves, questions, pauses and help, and
each redraws only what it changed."""

from __future__ import annotations

from pathlib import Path

import pytest
from standin import Player

from minesweeper.engine import Coord, Level, Params, Status, parse
from minesweeper.settings import Settings
from minesweeper.tui import keymap
from minesweeper.tui.events import Button, Tick
from minesweeper.tui.screens.help import HelpScreen
from minesweeper.tui.screens.menu import MenuScreen

SMALL = parse("""\
.......
.......
.......
.......
*......
**.*..*
""", "small")
LINE = parse("*..\n", "line")  # one click at the right end wins


def small(height: int = 24, width: int = 80) -> Player:
    return Player(settings=Settings.of_board(SMALL, "small.txt"), height=height, width=width)


def test_a_board_file_is_titled_by_its_name_and_starts_centred() -> None:
    player = small()
    assert "Board small.txt" in player.text.splitlines()[player.game.layout.header_y]
    assert player.game.ui.cursor == Coord(3, 3)


def test_moves_stay_on_the_board() -> None:
    player = small()
    player.press("l", "l", "l", "l")
    assert player.game.ui.cursor == Coord(3, 6)
    player.press("Home")
    assert player.game.ui.cursor == Coord(3, 0)
    player.press("End", "K")
    assert player.game.ui.cursor == Coord(0, 6)
    player.press("J", "PgUp", "a", "PgDn", "w", "H", "L")
    assert player.game.ui.cursor == Coord(4, 5)


def test_a_cursor_move_redraws_two_cells() -> None:
    player = small()
    before = player.terminal.spans
    player.press("l")
    assert player.terminal.spans - before == 2


def test_open_flag_and_refusals() -> None:
    player = small()
    player.press("Home", "K", " ")  # (0, 0): a flood
    lines = player.text
    assert "·" in lines and player.game.game.status is Status.PLAYING
    player.press(" ")
    assert "·" in player.text  # opening an open empty cell changes nothing...
    assert player.game.ui.message  # ...and says why
    player.press("End", "J", "J", "f")  # (5, 6) is a mine
    assert "⚑" in player.text and "Mines   4" in player.text
    assert player.game.game.flags == 1


def test_losing_and_winning_show_the_end() -> None:
    player = small()
    player.press("Home", "J", " ")  # (4, 0): a mine
    assert player.game.game.status is Status.LOST
    assert "lost" in player.text.lower()
    winner = Player(settings=Settings.of_board(LINE, "line"))
    winner.press("End", " ")
    assert winner.game.game.status is Status.WON
    assert "You won in" in winner.text


def test_new_game_asks_first_while_playing(monkeypatch: pytest.MonkeyPatch) -> None:
    player = small().press("Home", "K", " ")
    player.press("n")
    assert "Give up this game for a new one? (y/n)" in player.text  # a board file: not counted
    player.press("x")  # anything but y: the game goes on
    assert "Give up" not in player.text and player.game.game.opened > 0
    player.press("n", "y")
    assert player.game.game.opened == 0 and player.game.game.status is Status.NOT_STARTED
    player.press(" ", "r", "Y")  # replay, also after a question
    assert player.game.game.opened == 0
    player.press(" ", "F2")  # as in Windows' Minesweeper
    assert "Give up this game for a new one? (y/n)" in player.text
    player.press("y")
    assert player.game.game.opened == 0 and player.game.game.status is Status.NOT_STARTED


def test_a_finished_game_replays_without_asking() -> None:
    player = small().press("Home", "J", " ")
    player.press("r")
    assert player.game.game.status is Status.NOT_STARTED and "(y/n)" not in player.text


def test_pause_hides_the_board_and_refuses_moves() -> None:
    player = small().press("Home", "K", " ")
    player.press("p")
    assert player.game.game.is_paused and "·" not in player.text
    player.press(" ")
    assert player.game.ui.message == "Paused: p to resume" and player.game.ui.is_error
    player.press("p")
    assert not player.game.game.is_paused and "·" in player.text
    over = small().press("Home", "J", " ", "p")  # a finished game has no clock to stop
    assert "Only a game in progress can be paused" in over.text


def test_help_pauses_and_any_key_goes_back() -> None:
    player = small().press("Home", "K", " ")
    player.press("?")
    assert isinstance(player.app.screen, HelpScreen) and "Help" in player.text
    assert player.game.game.is_paused
    player.app.feed(Tick())
    player.click(0, 0, Button.RIGHT)  # only a left click closes help
    assert isinstance(player.app.screen, HelpScreen)
    player.press("x")
    assert not isinstance(player.app.screen, HelpScreen)
    assert not player.game.game.is_paused and "Mines" in player.text
    player.press("F1").click(0, 0)
    assert not isinstance(player.app.screen, HelpScreen)


def test_help_scrolls_on_a_small_screen() -> None:
    player = small(16, 40).press("?")
    help_screen = player.app.screen
    assert isinstance(help_screen, HelpScreen)
    player.press("PgDn")
    assert help_screen.scroll > 0
    player.press("Home")
    assert help_screen.scroll == 0
    player.press("Up")  # already at the top: nothing moves, help stays
    assert player.app.screen is help_screen
    player.resize(44, 100)  # all of it fits now
    assert help_screen.scroll == 0
    player.press("j")
    assert player.app.screen is not help_screen


def test_clicks_open_flag_and_chord() -> None:
    player = small()
    player.click(*player.cell_position(5, 6), Button.RIGHT)
    assert player.game.game.flags == 1 and player.game.ui.cursor == Coord(5, 6)
    player.click(*player.cell_position(0, 0))
    assert player.game.game.opened > 0
    opened = player.game.game.opened
    player.click(*player.cell_position(4, 6), Button.MIDDLE)  # the 1 next to the flag
    assert player.game.game.opened >= opened
    player.click(0, 0)  # off the board: nothing
    player.click(*player.cell_position(1, 1), Button.LEFT_DOWN)  # a press alone: nothing
    assert player.game.ui.cursor == Coord(4, 6)


def test_a_click_answers_no_to_a_question() -> None:
    player = small().press("Home", "K", " ", "q")
    assert "Quit?" in player.text
    player.click(*player.cell_position(5, 6))
    assert "Quit?" not in player.text and player.game.game.status is Status.PLAYING


def test_esc_keeps_the_game_for_the_menu() -> None:
    player = Player(Level.BEGINNER.params).press(" ", "Esc")
    assert "Go to the menu?" in player.text
    player.press("y")
    assert isinstance(player.app.screen, MenuScreen)
    assert "Resume" in player.text
    player.press("r")
    assert player.game.game.opened > 0


def test_quit_keeps_the_game_and_stops() -> None:
    player = Player(Level.BEGINNER.params).press(" ", "q", "y")
    assert not player.running
    player.app.context.keep(player.game)
    assert Player(None, resume=True).game.game.opened > 0


def test_the_clock_redraws_the_header_once_a_second() -> None:
    player = small().press("Home", "K", " ")
    refreshes = player.terminal.refreshes
    player.app.feed(Tick())
    assert player.terminal.refreshes == refreshes  # the same second: nothing to draw
    player.game.shown_seconds = -1
    player.app.feed(Tick())
    assert player.terminal.refreshes == refreshes + 1
    assert 10 <= player.game.timeout_ms() <= 500


def test_the_header_shows_the_second_the_clock_tick_compares_with(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The clock was read twice a frame, once for the header and once to note the second
    # shown: a second turning in between left the header a second behind until the next.
    from minesweeper.kept import Keeper
    from minesweeper.tui.state import FULL, Dirty

    now = [100.0]

    def clock() -> float:  # every reading finds the time a little later
        now[0] += 0.3
        return now[0]

    monkeypatch.setattr(Keeper.session, "__defaults__", (clock,))
    player = small().press("Home", "K", " ")
    for dirty in [FULL, Dirty(header=True)] * 6:
        player.app.redraw(dirty)
        header = player.text.splitlines()[player.game.layout.header_y]
        assert f"Time {player.game.shown_seconds:>3}" in header, header


def test_a_resize_keeps_the_cursor_in_view() -> None:
    player = Player(Level.ADVANCED.params).press("End", "J", "J", "J")
    player.resize(12, 40)
    layout, ui = player.game.layout, player.game.ui
    assert layout is not None
    assert ui.left <= ui.cursor.col < ui.left + layout.view_cols
    assert ui.top <= ui.cursor.row < ui.top + layout.view_rows


def test_export_writes_a_finished_board(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                        ) -> None:
    monkeypatch.chdir(tmp_path)
    player = small().press("e")
    assert "Export the board once the game is over" in player.text
    player.press("Home", "J", " ", "e")
    written = list(tmp_path.glob("minesweeper-*.in"))
    assert len(written) == 1 and "Board written to" in player.game.ui.message


def test_a_reserved_key_says_what_it_is_kept_for(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(keymap.RESERVED, "z", "undo, coming soon")
    player = small().press("z")
    assert "z: undo, coming soon" in player.text and not player.game.ui.is_error


def test_clicks_wait_while_paused_or_asking() -> None:
    player = small().press("Home", "K", " ", "p")
    player.click(*player.cell_position(5, 6), Button.RIGHT)
    assert player.game.game.flags == 0
    player.press("p", "n")
    player.click(*player.cell_position(5, 6), Button.MIDDLE)  # neither yes nor no
    assert "Give up this game for a new one?" in player.text


def test_a_cut_export_reply_after_a_game_with_a_note_is_read_whole_with_t(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # t went back to the end's note and dropped the reply: the path could not be read.
    deep = tmp_path / "a" / "very" / "long" / "path" / "of" / "folders" / "that" / "goes" / "on"
    deep.mkdir(parents=True)
    monkeypatch.chdir(deep)
    player = Player(Params(3, 3, 8), height=12, width=40, seed=1).press(" ")
    assert player.game.game.status is Status.WON and player.game.ui.note
    player.press("e")
    [written] = deep.glob("minesweeper-*.in")
    assert "(t: more)" in player.text
    player.press("t")
    assert player.app.screen is not player.game  # on a screen of its own
    assert written.name in player.text.replace("\n", "").replace(" ", "")
    assert str(deep).replace(" ", "") in "".join(player.text.split())
    player.press("x")  # back: the end's note again
    assert player.app.screen is player.game and "Board written" not in player.text
