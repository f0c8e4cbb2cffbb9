"""Where the game screen goes: cell width, the box, scrolling to the cursor, mouse positions."""

from __future__ import annotations

import random

from canvas import SMALL, frame
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Level
from minesweeper.tui.draw import board, layout
from minesweeper.tui.draw.theme import UNICODE
from minesweeper.tui.state import GameUI


def test_advanced_fits_80x24_with_two_column_cells_rulers_and_two_message_rows() -> None:
    place = layout.choose_layout(24, 80, 16, 30)
    assert place is not None and not place.scrolls
    assert place.cell_width == 2 and place.box_width == 63
    assert place.has_rulers and place.message_rows == 2
    # Cells grow on big screens: as wide and as tall as show the whole board.
    wide = layout.choose_layout(60, 200, 16, 30)
    assert wide is not None and not wide.scrolls
    assert (wide.cell_width, wide.cell_height) == (5, 2)
    beginner = layout.choose_layout(50, 160, 8, 8)
    assert beginner is not None and (beginner.cell_width, beginner.cell_height) == (7, 3)
    # The classic size keeps the classic cells.
    small = layout.choose_layout(24, 80, 8, 8)
    assert small is not None and (small.cell_width, small.cell_height) == (3, 1)


def test_rulers_go_before_the_whole_board_only_where_nothing_shows_it_whole() -> None:
    # 26 columns of three-wide cells fill 80 columns only without rulers: two-wide cells
    # with rulers instead.
    place = layout.choose_layout(24, 80, 16, 26)
    assert place is not None and place.has_rulers and place.cell_width == 2
    # A board that shows whole only without rulers goes without them.
    tight = layout.choose_layout(13, 40, 8, 8)
    assert tight is not None and not tight.scrolls and not tight.has_rulers
    # Where it scrolls anyway, the rulers stay.
    scrolling = layout.choose_layout(12, 40, 16, 30)
    assert scrolling is not None and scrolling.scrolls and scrolling.has_rulers


def test_a_screen_too_small_even_to_scroll_has_no_layout() -> None:
    need_width, need_height = layout.needed_size(16, 30)
    assert layout.choose_layout(need_height, need_width, 16, 30) is not None
    assert layout.choose_layout(need_height - 1, need_width, 16, 30) is None
    assert layout.choose_layout(need_height, need_width - 1, 16, 30) is None


def test_a_tall_terminal_keeps_header_board_and_keys_together() -> None:
    game = Game.fixed(SMALL)
    lines = frame(game, GameUI(), height=60, width=200).lines()
    header = next(y for y, line in enumerate(lines) if "Mines" in line)
    top = next(y for y, line in enumerate(lines) if "┌" in line)
    bottom = next(y for y, line in enumerate(lines) if "└" in line)
    footer = next(y for y, line in enumerate(lines) if "? help" in line)
    ruler = 1
    place = layout.choose_layout(60, 200, game.rows, game.cols)
    assert place is not None and place.message_rows == layout.MOST_MESSAGE_ROWS
    assert top - header - 1 - ruler <= layout.MAX_GAP
    assert footer - place.message_rows - bottom - 1 <= layout.MAX_GAP
    assert abs(header - (59 - footer)) <= 1  # centred as a block
    assert header > 0 and footer < 59
    # Where the screen is not much taller than needed, header and keys keep the edges.
    lines = frame(Game.random(Level.ADVANCED.params, random.Random(1)), GameUI()).lines()
    assert "Mines" in lines[0] and "? help" in lines[-1]


def test_centre_puts_the_cursor_mid_view_within_the_board() -> None:
    place = layout.choose_layout(24, 80, 60, 200)
    # header, ruler, two borders, two message rows, footer; rulers and borders 3 + 2 wide
    assert place is not None and (place.view_rows, place.view_cols) == (17, 37)
    ui = GameUI(cursor=Coord(30, 100))
    assert layout.centre(ui, place) == (22, 82)
    assert (ui.top, ui.left) == (0, 0)  # only said, not done
    assert ui.scroll_to((22, 82)) and layout.is_in_view(ui, place)
    assert not ui.scroll_to((22, 82))  # already there: nothing moved
    assert layout.centre(GameUI(cursor=Coord(59, 1)), place) == (60 - 17, 0)


@given(st.integers(0, 59), st.integers(0, 199), st.integers(0, 41), st.integers(0, 162))
def test_follow_brings_the_cursor_into_view_moving_as_little_as_it_can(
        row: int, col: int, top: int, left: int) -> None:
    place = layout.choose_layout(24, 80, 60, 200)
    assert place is not None
    ui = GameUI(cursor=Coord(row, col), top=top, left=left)
    origin = layout.follow(ui, place)
    moved = GameUI(cursor=ui.cursor)
    moved.scroll_to(origin)
    assert layout.is_in_view(moved, place)
    assert 0 <= origin[0] <= 60 - place.view_rows and 0 <= origin[1] <= 200 - place.view_cols
    if layout.is_in_view(ui, place):
        assert origin == (top, left)
    else:  # the cursor ends on the edge of the view it came in from
        assert origin[0] in (top, row, row - place.view_rows + 1)
        assert origin[1] in (left, col, col - place.view_cols + 1)


def test_cell_at_finds_the_cell_under_the_mouse() -> None:
    place = layout.choose_layout(24, 80, 16, 30)
    assert place is not None
    game = Game.random(Level.ADVANCED.params, random.Random(2))
    ui = GameUI()
    for coord in (Coord(0, 0), Coord(15, 29), Coord(7, 11)):
        span = board.cell_span(game, ui, place, UNICODE, coord)
        assert span is not None
        assert layout.cell_at(place, ui, span.y, span.x) == coord
        assert layout.cell_at(place, ui, span.y, span.x + 1) == coord
    assert layout.cell_at(place, ui, 0, 0) is None  # the header
    assert layout.cell_at(place, ui, place.board_y, place.left) is None  # the border
    assert layout.cell_at(place, ui, place.board_y, place.left - 2) is None  # a row number
    assert layout.cell_at(place, ui, place.top - 1, place.board_x + 1) is None  # a column's


@given(st.sampled_from([(50, 160, 8, 8), (50, 160, 16, 30), (60, 200, 16, 16), (24, 80, 9, 9),
                        (12, 40, 16, 30)]), st.data())
def test_cell_at_finds_every_part_of_a_cell_grown_or_not(
        size: tuple[int, int, int, int], data: st.DataObject) -> None:
    place = layout.choose_layout(*size)
    assert place is not None
    row = data.draw(st.integers(0, place.view_rows - 1))
    col = data.draw(st.integers(0, place.view_cols - 1))
    down = data.draw(st.integers(0, place.cell_height - 1))
    across = data.draw(st.integers(0, place.cell_width - 1))
    y = place.board_y + row * place.cell_height + down
    x = place.board_x + col * place.cell_width + across
    assert layout.cell_at(place, GameUI(), y, x) == Coord(row, col)
    assert place.glyph_at(row, col)[0] - place.board_y in range(
        row * place.cell_height, (row + 1) * place.cell_height)
