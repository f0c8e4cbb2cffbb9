"""Where the game screen's parts go on a screen of a given size, and which cells show."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Coord
from ..state import GameUI

# Screen rows: the header on top, then the board box, a message line and the footer.
HEADER_ROWS = 1
BOTTOM_ROWS = 2
MIN_WIDTH = 34
MIN_VIEW_ROWS = 3
MIN_VIEW_COLS = 5
# Blank rows at most between the header and the box, and between the box and the message:
# on a tall terminal the screen keeps together, centred, rather than spread to its edges.
MAX_GAP = 8


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

    @property
    def footer_row(self) -> int:
        return self.height - 1 if self.footer_y < 0 else self.footer_y

    @property
    def message_row(self) -> int:
        return self.footer_row - 1

    @property
    def box_height(self) -> int:
        return self.view_rows + 2

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
    def scrolls(self) -> bool:
        return self.view_rows < self.rows or self.view_cols < self.cols


def box_width(view_cols: int, cell_width: int) -> int:
    """Borders plus cells; two-wide cells get one more column so the box is symmetric."""
    return 2 + view_cols * cell_width + (1 if cell_width == 2 else 0)


def needed_size(rows: int, cols: int) -> tuple[int, int]:
    """The smallest (width, height) that can show a rows x cols board, scrolling."""
    width = max(MIN_WIDTH, box_width(min(cols, MIN_VIEW_COLS), 2))
    height = HEADER_ROWS + BOTTOM_ROWS + 2 + min(rows, MIN_VIEW_ROWS)
    return width, height


def choose_layout(height: int, width: int, rows: int, cols: int) -> Layout | None:
    """The layout for a screen, or None when the screen is too small even to scroll."""
    need_width, need_height = needed_size(rows, cols)
    if width < need_width or height < need_height:
        return None
    cell_width = 3 if box_width(cols, 3) <= width else 2
    space_rows = height - HEADER_ROWS - BOTTOM_ROWS
    view_rows = min(rows, space_rows - 2)
    view_cols = min(cols, (width - box_width(0, cell_width)) // cell_width)
    box_w = box_width(view_cols, cell_width)
    free = max(0, space_rows - view_rows - 2)
    above = min(free // 2, MAX_GAP)
    below = min(free - free // 2, MAX_GAP)
    header_y = (height - (HEADER_ROWS + above + view_rows + 2 + below + BOTTOM_ROWS)) // 2
    top = header_y + HEADER_ROWS + above
    footer_y = top + view_rows + 2 + below + BOTTOM_ROWS - 1
    left = max(0, (width - box_w) // 2)
    return Layout(height, width, cell_width, view_rows, view_cols, top, left, rows, cols,
                  header_y, footer_y)


def follow(ui: GameUI, layout: Layout) -> tuple[int, int]:
    """The view origin (top, left) that keeps the cursor in view, scrolled just enough."""
    row, col = ui.cursor
    top = min(max(ui.top, row - layout.view_rows + 1), row)
    left = min(max(ui.left, col - layout.view_cols + 1), col)
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
    """The board cell under a screen position (for the mouse), or None."""
    row = y - layout.board_y
    offset = x - layout.board_x
    if not (0 <= row < layout.view_rows and 0 <= offset < layout.view_cols * layout.cell_width):
        return None
    return Coord(ui.top + row, ui.left + offset // layout.cell_width)
