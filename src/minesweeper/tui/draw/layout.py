"""Where the game screen's parts go on a screen of a given size, and which cells show."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ...engine import Coord
from ..state import GameUI

# Screen rows: the header on top, then the column ruler and the board box, the message rows
# and the footer.
HEADER_ROWS = 1
BOTTOM_ROWS = 2
MIN_WIDTH = 34
MIN_VIEW_ROWS = 3
MIN_VIEW_COLS = 5
# Blank rows at most between the header and the board, and between the board and the
# message: on a tall terminal the screen keeps together, centred, rather than spread out.
MAX_GAP = 1
# Tips are long: two message rows where there is room, so they never take the keys' row;
# up to MOST_MESSAGE_ROWS where the whole board shows and the screen has rows to spare.
MESSAGE_ROWS = 2
MOST_MESSAGE_ROWS = 4
TALL_SCREEN = 20  # a scrolling board gets two message rows from this height on
# Bigger cells (width, height; about square on the screen), largest first. The classic
# 3x1 (2x1 where the board is wide) is kept on screens up to about 80x24; from GROW_HEIGHT
# x GROW_WIDTH on, the cells grow to the largest that shows the whole board.
GROWN_CELLS = ((7, 3), (5, 2))
GROW_HEIGHT = 30
GROW_WIDTH = 90


@dataclass(frozen=True)
class Layout:
    """Where the board goes on a height x width screen and how much of it shows."""

    height: int
    width: int
    cell_width: int
    view_rows: int
    view_cols: int
    top: int  # y of the box's top border
    left: int  # x of the box's left border
    rows: int
    cols: int
    header_y: int = 0
    footer_y: int = -1  # -1: the last row
    cell_height: int = 1
    ruler_width: int = 0  # the row numbers' column left of the box (0: no rulers)
    message_rows: int = 1

    @property
    def footer_row(self) -> int:
        return self.height - 1 if self.footer_y < 0 else self.footer_y

    @property
    def message_row(self) -> int:
        """The last message row (the end of a game puts its summary there)."""
        return self.footer_row - 1

    @property
    def free_rows(self) -> int:
        """The rows between the board's box and the summary line at the end of a game."""
        return max(0, self.message_row - (self.top + self.box_height))

    @property
    def first_message_row(self) -> int:
        return self.footer_row - self.message_rows

    @property
    def box_height(self) -> int:
        return self.view_rows * self.cell_height + 2

    @property
    def box_width(self) -> int:
        return box_width(self.view_cols, self.cell_width)

    @property
    def board_y(self) -> int:
        return self.top + 1

    @property
    def board_x(self) -> int:
        return self.left + 1

    @property
    def has_rulers(self) -> bool:
        return self.ruler_width > 0

    @property
    def scrolls(self) -> bool:
        return self.view_rows < self.rows or self.view_cols < self.cols

    def glyph_at(self, row: int, col: int) -> tuple[int, int]:
        """Screen (y, x) of the glyph of the cell `row`, `col` places from the view's corner."""
        return (self.board_y + row * self.cell_height + (self.cell_height - 1) // 2,
                self.board_x + col * self.cell_width + self.cell_width // 2)


def box_width(view_cols: int, cell_width: int) -> int:
    """Borders plus cells; two-wide cells get one more column so the box is symmetric."""
    return 2 + view_cols * cell_width + (1 if cell_width == 2 else 0)


def needed_size(rows: int, cols: int) -> tuple[int, int]:
    """The smallest (width, height) that can show a rows x cols board, scrolling."""
    width = max(MIN_WIDTH, box_width(min(cols, MIN_VIEW_COLS), 2))
    height = HEADER_ROWS + BOTTOM_ROWS + 2 + min(rows, MIN_VIEW_ROWS)
    return width, height


def choose_layout(height: int, width: int, rows: int, cols: int) -> Layout | None:
    """The layout for a screen, or None when the screen is too small even to scroll.

    Preferred, in order: the whole board in view; rulers; two message rows; three-wide
    cells. Where nothing shows the whole board, the view scrolls, with rulers when they
    leave the smallest view.
    """
    need_width, need_height = needed_size(rows, cols)
    if width < need_width or height < need_height:
        return None
    ruler = len(str(rows - 1)) + 1
    if height >= GROW_HEIGHT and width >= GROW_WIDTH:
        for cell_width, cell_height in GROWN_CELLS:
            grown = _fit(height, width, rows, cols, cell_width, cell_height, ruler,
                         MESSAGE_ROWS)
            if grown is not None and not grown.scrolls:
                return _more_message_rows(grown)
    for rulers in (ruler, 0):
        for messages in (MESSAGE_ROWS, 1):
            for cell_width in (3, 2):
                place = _fit(height, width, rows, cols, cell_width, 1, rulers, messages)
                if place is not None and not place.scrolls:
                    return _more_message_rows(place)
    cell_width = 3 if box_width(cols, 3) + ruler <= width else 2
    messages = MESSAGE_ROWS if height >= TALL_SCREEN else 1
    for rulers in (ruler, 0):
        place = _fit(height, width, rows, cols, cell_width, 1, rulers, messages)
        if place is not None:
            return place
    place = _fit(height, width, rows, cols, 2, 1, 0, 1)
    assert place is not None  # needed_size says this much fits
    return place


def _more_message_rows(place: Layout) -> Layout:
    """`place` (the whole board in view) with up to MOST_MESSAGE_ROWS message rows, as many
    as the screen has to spare with its gaps kept: a long tip shows whole, not a page at a
    time."""
    if place.message_rows < MESSAGE_ROWS:
        return place
    for messages in range(MOST_MESSAGE_ROWS, place.message_rows, -1):
        more = _fit(place.height, place.width, place.rows, place.cols, place.cell_width,
                    place.cell_height, place.ruler_width, messages)
        if more is not None and not more.scrolls and _gaps(more) == (MAX_GAP, MAX_GAP):
            return more
    return place


def _gaps(place: Layout) -> tuple[int, int]:
    """The blank rows above the board (under the header and ruler) and below it."""
    above = place.top - place.header_y - HEADER_ROWS - (1 if place.has_rulers else 0)
    return above, place.first_message_row - (place.top + place.box_height)


def _fit(height: int, width: int, rows: int, cols: int, cell_width: int, cell_height: int,
         ruler: int, messages: int) -> Layout | None:
    """The layout with these cells, rulers (`ruler` wide, 0: none) and message rows, or
    None when its view would be smaller than the smallest one shown."""
    ruler_rows = 1 if ruler else 0
    space_rows = height - HEADER_ROWS - ruler_rows - messages - 1
    view_rows = min(rows, (space_rows - 2) // cell_height)
    view_cols = min(cols, (width - ruler - box_width(0, cell_width)) // cell_width)
    if view_rows < min(rows, MIN_VIEW_ROWS) or view_cols < min(cols, MIN_VIEW_COLS):
        return None
    box_w = box_width(view_cols, cell_width)
    box_h = view_rows * cell_height + 2
    free = max(0, space_rows - box_h)
    above = min(free // 2, MAX_GAP)
    below = min(free - free // 2, MAX_GAP)
    used = HEADER_ROWS + above + ruler_rows + box_h + below + messages + 1
    header_y = (height - used) // 2
    top = header_y + HEADER_ROWS + above + ruler_rows
    footer_y = top + box_h + below + messages
    left = max(0, (width - ruler - box_w) // 2) + ruler
    return Layout(height, width, cell_width, view_rows, view_cols, top, left, rows, cols,
                  header_y, footer_y, cell_height, ruler, messages)


def follow(ui: GameUI, layout: Layout, also: Iterable[Coord] = ()) -> tuple[int, int]:
    """The view origin (top, left) that keeps the cursor in view, scrolled just enough; and
    the cells `also` with it (in their order: the first that fit), along each side as far
    as the view is long enough for them."""
    row, col = ui.cursor
    low_row, high_row, low_col, high_col = row, row, col, col
    for cell in also:
        if max(high_row, cell.row) - min(low_row, cell.row) < layout.view_rows:
            low_row, high_row = min(low_row, cell.row), max(high_row, cell.row)
        if max(high_col, cell.col) - min(low_col, cell.col) < layout.view_cols:
            low_col, high_col = min(low_col, cell.col), max(high_col, cell.col)
    top = min(max(ui.top, high_row - layout.view_rows + 1), low_row)
    left = min(max(ui.left, high_col - layout.view_cols + 1), low_col)
    top = max(0, min(top, layout.rows - layout.view_rows))
    left = max(0, min(left, layout.cols - layout.view_cols))
    return top, left


def is_in_view(ui: GameUI, layout: Layout) -> bool:
    """Whether the cursor shows with the current scroll position."""
    row, col = ui.cursor
    return ui.top <= row < ui.top + layout.view_rows and ui.left <= col < ui.left + layout.view_cols


def centre(ui: GameUI, layout: Layout) -> tuple[int, int]:
    """The view origin (top, left) that puts the cursor mid-view, as far as the board allows."""
    row, col = ui.cursor
    return (max(0, min(row - layout.view_rows // 2, layout.rows - layout.view_rows)),
            max(0, min(col - layout.view_cols // 2, layout.cols - layout.view_cols)))


def cell_at(layout: Layout, ui: GameUI, y: int, x: int) -> Coord | None:
    """The board cell under a screen position (for the mouse), or None (the rulers, the
    border and everything else)."""
    down = y - layout.board_y
    offset = x - layout.board_x
    if not (0 <= down < layout.view_rows * layout.cell_height
            and 0 <= offset < layout.view_cols * layout.cell_width):
        return None
    return Coord(ui.top + down // layout.cell_height, ui.left + offset // layout.cell_width)


def scrolled(ui: GameUI, layout: Layout, rows: int, cols: int) -> tuple[int, int]:
    """The view origin (top, left) moved by `rows` and `cols`, as far as the board goes."""
    return (max(0, min(ui.top + rows, layout.rows - layout.view_rows)),
            max(0, min(ui.left + cols, layout.cols - layout.view_cols)))
