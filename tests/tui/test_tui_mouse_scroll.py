"""The mouse on a board larger than the screen: the wheel scrolls it, a click on a side of
the box that says more lies beyond shows the next page that way; the cursor stays where
it was, and the next key shows it again (in process, on a stand-in terminal)."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Coord, Level
from minesweeper.tui.events import Button


def view(player: Player) -> tuple[int, int]:
    ui = player.game.ui
    return ui.top, ui.left


def assert_cursor_in_view(player: Player) -> None:
    layout, ui = player.game.layout, player.game.ui
    assert layout is not None
    assert ui.top <= ui.cursor.row < ui.top + layout.view_rows
    assert ui.left <= ui.cursor.col < ui.left + layout.view_cols


def advanced(height: int = 12, width: int = 40) -> Player:
    return Player(Level.ADVANCED.params, height, width)


def test_the_wheel_scrolls_rows_and_leaves_the_cursor_where_it_was() -> None:
    player = advanced()  # 6 of 16 rows show, from row 5
    assert view(player) == (5, 7) and player.game.ui.cursor == (8, 15)
    player.click(5, 10, Button.WHEEL_DOWN)
    assert view(player) == (8, 7)
    assert " 8 " in player.text.splitlines()[3]  # the row ruler follows
    player.click(5, 10, Button.WHEEL_DOWN).click(5, 10, Button.WHEEL_DOWN)
    assert view(player) == (10, 7)  # no further than the last row
    assert "▼" not in player.text and "▲ 10 more ▲" in player.text
    player.click(5, 10, Button.WHEEL_UP).click(5, 10, Button.WHEEL_UP)
    assert view(player) == (4, 7)
    assert player.game.ui.cursor == (8, 15)  # looking around moves no cursor
    assert player.game.game.opened == 0  # and opens nothing


def test_a_key_after_scrolling_away_acts_on_the_cursor_and_shows_it() -> None:
    player = advanced()
    player.click(5, 10, Button.WHEEL_UP).click(5, 10, Button.WHEEL_UP)
    assert view(player) == (0, 7)  # row 8, the cursor's, is out of view
    player.press(" ")
    assert player.game.game.tile(Coord(8, 15)).count is not None
    assert_cursor_in_view(player)


def test_a_tip_and_its_highlight_stay_while_the_view_scrolls() -> None:
    player = advanced().press(" ", "t")
    tip, cursor = player.game.ui.message, player.game.ui.cursor
    assert tip and player.game.ui.highlight
    player.click(5, 10, Button.WHEEL_DOWN).click(5, 10, Button.WHEEL_DOWN)
    assert player.game.ui.message == tip and player.game.ui.cursor == cursor
    assert player.game.ui.highlight


def test_the_wheel_scrolls_columns_when_every_row_shows() -> None:
    player = advanced(24, 60)  # all 16 rows, 27 of 30 columns
    assert view(player) == (0, 2)
    player.click(5, 10, Button.WHEEL_DOWN)
    assert view(player) == (0, 3)
    player.click(5, 10, Button.WHEEL_UP)
    assert view(player) == (0, 0)


def test_a_click_on_a_side_that_says_more_shows_the_next_page() -> None:
    player = advanced()
    lines = player.text.splitlines()
    bottom = next(y for y, line in enumerate(lines) if "▼ 5 more ▼" in line)
    player.click(bottom, lines[bottom].index("more"))
    assert view(player) == (10, 7)  # a page (5 of 6 rows), as PgDn, up to the last row
    top = next(y for y, line in enumerate(player.text.splitlines()) if "▲" in line)
    line = player.text.splitlines()[top]
    player.click(top, line.index("▶") - 1)  # "6 ▶": the columns beyond the right side
    assert view(player) == (10, 13)
    player.click(top, line.index("◀"))  # "◀ 7": those beyond the left
    assert view(player) == (10, 0)
    player.click(top, line.index("more"))  # the middle of the top border: a page up
    assert view(player) == (5, 0)
    assert player.game.game.opened == 0


def test_a_side_with_nothing_beyond_it_does_nothing() -> None:
    player = advanced(24, 60)
    layout = player.game.layout
    assert layout is not None
    bottom = layout.top + layout.box_height - 1
    player.click(bottom, layout.left + 10)  # every row shows: no page down
    player.click(layout.top, layout.left + 20)  # nor up
    assert view(player) == (0, 2)
    player.click(layout.board_y + 3, layout.left + layout.box_width - 1)  # more to the right
    assert view(player) == (0, 3)


def test_the_wheel_does_nothing_on_a_board_that_shows_whole_or_paused() -> None:
    player = Player(Level.BEGINNER.params)
    cursor = player.game.ui.cursor
    player.click(5, 10, Button.WHEEL_DOWN)
    assert view(player) == (0, 0) and player.game.ui.cursor == cursor
    player = advanced().press("p")
    player.click(5, 10, Button.WHEEL_DOWN)
    assert view(player) == (5, 7)


def test_the_wheel_scrolls_help_and_a_click_still_closes_it() -> None:
    player = advanced().press("?")
    help_screen = player.app.screen
    player.click(5, 10, Button.WHEEL_DOWN)
    assert player.app.screen is help_screen and help_screen.scroll == 3  # type: ignore[attr-defined]
    player.click(5, 10, Button.WHEEL_UP).click(5, 10, Button.WHEEL_UP)
    assert player.app.screen is help_screen and help_screen.scroll == 0  # type: ignore[attr-defined]
    player.click(5, 10)
    assert player.app.screen is player.game


def test_a_click_on_helps_more_lines_and_scroll_keys_scrolls_it() -> None:
    player = advanced().press("?")
    help_screen = player.app.screen
    lines = player.text.splitlines()
    below = next(y for y, line in enumerate(lines) if "more below" in line)
    player.click(below, lines[below].index("more"))
    assert player.app.screen is help_screen
    paged = help_screen.scroll  # type: ignore[attr-defined]
    assert paged > 1  # a page down
    player.click(0, player.text.splitlines()[0].index("more"))  # "▲ N more above"
    assert help_screen.scroll == 0  # type: ignore[attr-defined]
    keys = player.text.splitlines()[-1]
    player.click(11, keys.index("Down"))  # the hint's Down key: one line
    assert help_screen.scroll == 1  # type: ignore[attr-defined]
    player.click(11, keys.index("back"))  # "other keys back"
    assert player.app.screen is player.game


def test_the_focus_leaves_the_board_with_the_cursor_and_comes_back_with_it() -> None:
    player = advanced()
    layout = player.game.layout
    assert layout is not None
    on_cell = player.terminal.canvas.focus
    assert on_cell == layout.glyph_at(8 - 5, 15 - 7)  # the cursor's cell, row 8
    player.click(5, 10, Button.WHEEL_DOWN).click(5, 10, Button.WHEEL_DOWN)  # rows 10-15
    bottom = layout.top + layout.box_height - 1
    # Screen readers follow the focus: not onto another cell, but onto the top border,
    # in the cursor's column, the side it lies beyond.
    assert player.terminal.canvas.focus == (layout.top, on_cell[1])
    player.click(5, 10, Button.WHEEL_UP).click(5, 10, Button.WHEEL_UP)
    player.click(5, 10, Button.WHEEL_UP).click(5, 10, Button.WHEEL_UP)  # rows 0-5
    assert player.terminal.canvas.focus == (bottom, on_cell[1])
    player.press("x")  # a key brings the cursor back: the focus with it
    assert player.terminal.canvas.focus is not None
    y, x = player.terminal.canvas.focus
    assert layout.board_y <= y < bottom
