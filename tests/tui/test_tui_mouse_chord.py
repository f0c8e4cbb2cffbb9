"""Both buttons at once, as Windows players chord, a press dragged off a key's hint, and the
face, which starts a new game; a click on a paused board, and on the board of a lost game."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Coord, Tile, parse
from minesweeper.settings import Settings
from minesweeper.tui.events import Button

SMALL = parse(".......\n.......\n.......\n.......\n*......\n**.*..*\n", "small")


def opened() -> Player:
    player = Player(settings=Settings.of_board(SMALL, "small.txt"))
    player.click(*player.cell_position(0, 0))
    assert player.game.game.tile(Coord(4, 6)) is Tile.ONE
    return player


def both(player: Player, row: int, col: int) -> Player:
    """Left down, right down (and up: not reported), left up, on one cell."""
    at = player.cell_position(row, col)
    return player.click(*at, Button.LEFT_DOWN).click(*at, Button.RIGHT).click(*at)


def test_both_buttons_on_a_closed_cell_neither_flag_nor_open_it() -> None:
    # The right press flagged it, then the left release tried to open the flag.
    player = both(opened(), 5, 2)
    assert player.game.game.tile(Coord(5, 2)) is Tile.CLOSED
    assert player.game.game.flags == 0 and "flagged" not in player.text


def test_both_buttons_on_a_number_whose_flags_are_placed_chord_it() -> None:
    player = opened()
    player.click(*player.cell_position(5, 6), Button.RIGHT)
    assert player.game.game.flags == 1
    both(player, 4, 6)
    assert player.game.game.tile(Coord(5, 5)) is Tile.ONE  # opened by the chord
    player.click(*player.cell_position(5, 2), Button.RIGHT)  # one button again: a flag
    assert player.game.game.flags == 2


def test_a_press_on_a_keys_hint_let_go_over_the_board_does_nothing() -> None:
    # Released on a closed cell, it opened the cell.
    player = opened()
    rows = player.text.splitlines()
    y = max(i for i, row in enumerate(rows) if "t tip" in row)
    player.click(y, rows[y].index("t tip"), Button.LEFT_DOWN)
    player.click(*player.cell_position(5, 2))
    assert player.game.game.tile(Coord(5, 2)) is Tile.CLOSED
    assert "Assisted" not in player.text


def test_a_click_on_the_face_starts_a_new_game_as_n_does() -> None:
    player = opened()
    header = player.game.layout.header_y
    face = player.text.splitlines()[header].index(":-)")
    player.click(header, face + 1)
    assert "Give up this game for a new one?" in player.text  # as n asks
    player.press("y")
    assert player.game.game.status.name == "NOT_STARTED"
    player.click(header, face + 4)  # on the state's word: nothing
    assert "Give up" not in player.text


def test_a_click_on_the_paused_board_says_how_to_resume_as_a_key_does() -> None:
    player = opened().press("p")
    player.click(*player.cell_position(5, 2))
    assert "Paused: p to resume" in player.text.splitlines()[player.game.layout.message_row]
    assert player.game.game.tile(Coord(5, 2)) is Tile.CLOSED


def test_a_press_on_the_face_let_go_over_the_board_does_nothing() -> None:
    # Released on a closed cell, it opened the cell (a stray drag could lose a game).
    player = opened()
    header = player.game.layout.header_y
    face = player.text.splitlines()[header].index(":-)")
    player.click(header, face + 1, Button.LEFT_DOWN).click(*player.cell_position(5, 2))
    assert player.game.game.tile(Coord(5, 2)) is Tile.CLOSED
    assert "Give up" not in player.text


def test_a_press_let_go_in_help_does_not_turn_later_right_clicks_into_chords() -> None:
    # Its release closed help, and every right click after was taken for both buttons.
    player = opened()
    player.click(*player.cell_position(3, 3), Button.LEFT_DOWN).press("?")
    player.click(*player.cell_position(3, 3))  # the release: help goes
    assert player.app.screen is player.game
    player.click(*player.cell_position(5, 2), Button.RIGHT)
    assert player.game.game.flags == 1


def test_both_buttons_held_when_help_opened_are_let_go_in_help() -> None:
    # Held as both buttons, then ? and Esc: the next click must be a click, not a chord's end.
    player = opened()
    at = player.cell_position(5, 2)
    player.click(*at, Button.LEFT_DOWN).click(*at, Button.RIGHT).press("?", "Esc")
    assert player.app.screen is player.game
    player.click(*at)
    assert player.game.game.tile(Coord(5, 2)) is not Tile.CLOSED


def test_a_click_after_a_loss_moves_the_cursor_and_its_focus_and_keeps_the_words() -> None:
    player = opened()
    player.click(*player.cell_position(4, 0))  # the mine: lost
    assert "Boom!" in player.text
    y, x = player.cell_position(0, 6)
    player.click(y, x)
    canvas = player.terminal.canvas
    assert player.game.ui.cursor == Coord(0, 6)
    assert canvas.focus == (y, x)  # the terminal's cursor, which screen readers follow
    mine_y, mine_x = player.cell_position(4, 0)
    assert canvas.reverse[y][x] and not canvas.reverse[mine_y][mine_x]
    assert "Boom!" in player.text
