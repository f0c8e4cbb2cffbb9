"""The rulers: column numbers above the board, row numbers at its left, 0-based like every
message, command, file and game ID, so a player can read off "row 3, column 7"."""

from __future__ import annotations

from ..state import GameUI
from .layout import Layout
from .theme import Span, Style

# Columns are numbered every STEP columns, the smallest step that leaves a space between
# numbers (every column on three-wide cells up to 99 columns).
STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)


def column_step(last: int, cell_width: int) -> int:
    """How often columns are numbered when the widest number is `last`'s."""
    digits = len(str(last))
    return next(step for step in STEPS if digits + 1 <= step * cell_width)


def ruler_spans(ui: GameUI, layout: Layout) -> list[Span]:
    """The numbers of the rows and columns in view (none when the layout has no rulers);
    each number ends on its cell's glyph column (column) or sits on its glyph row (row)."""
    if not layout.has_rulers:
        return []
    width = layout.cell_width
    start = layout.left - layout.ruler_width
    line = [" "] * (layout.ruler_width + layout.box_width)
    step = column_step(ui.left + layout.view_cols - 1, width)
    for offset in range(layout.view_cols):
        col = ui.left + offset
        if col % step:
            continue
        label = str(col)
        end = layout.ruler_width + 1 + offset * width + width // 2
        begin = end - len(label) + 1
        if begin >= 0:
            line[begin:end + 1] = label
    spans = [Span(layout.top - 1, start, "".join(line), Style.RULER)]
    digits = layout.ruler_width - 1
    for offset in range(layout.view_rows):
        y, _ = layout.glyph_at(offset, 0)
        spans.append(Span(y, start, f"{ui.top + offset:>{digits}} ", Style.RULER))
    return spans
