"""The board: its cells (with a tip's highlight and the chance overlay), its box, and the
paused notice. One cell costs one span, so a key press draws only the cells it changed."""

from __future__ import annotations

import itertools

from ... import wording
from ...engine import Coord, Game, Tile
from ...wording.chances import chance_legends as legends
from ...wording.chances import whole_percent
from ..keymap import Action, key_for
from ..state import GameUI
from .layout import Layout
from .rulers import ruler_spans
from .text import wrap_text
from .theme import CHANCE_STYLES, Glyphs, Span, Style, tile_glyph


def cell_span(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs, coord: Coord) -> Span | None:
    """The span of one board cell, or None when it is scrolled out of view."""
    row, col = coord[0] - ui.top, coord[1] - ui.left
    if not (0 <= row < layout.view_rows and 0 <= col < layout.view_cols):
        return None
    text, style = cell_look(game, ui, coord, game.tile(coord), glyphs, layout.cell_width)
    text = _closing(ui, layout, coord, text)
    if layout.cell_width == 2 and col == layout.view_cols - 1:
        text += _after_row(ui, layout, coord[0])
    is_cursor = coord == ui.cursor
    return Span(layout.board_y + row * layout.cell_height, layout.board_x + col * layout.cell_width,
                text, style, is_cursor and shows_cursor(game, ui), layout.cell_height,
                layout.cell_width // 2 if is_cursor else -1)


def shows_cursor(game: Game, ui: GameUI) -> bool:
    """Whether the cursor's cell is drawn reversed: always, but on the mine that went off
    (it keeps its own look, so that the end shows which one it was)."""
    return game.tile(ui.cursor) is not Tile.EXPLODED


# The chance map's bands, in the whole percent the cursor shows: from each bound on, a
# probability gets the next glyph of the scale (after the proven safe cells; proven mines
# get the last). 50% is shaded with the chances below it: an even chance is not drawn as
# the likelier-a-mine shade.
CHANCE_BANDS = (25, 51, 75)


def chance_glyph(probability: float, glyphs: Glyphs) -> tuple[str, Style]:
    """A mine probability as a shade of the scale: safe only when proven (0), a mine only
    when proven (1), four bands of risk between."""
    if probability <= 0.0:
        level = 0
    elif probability >= 1.0:
        level = 5
    else:  # by the percent the cursor shows: 24.6% reads 25%, and is shaded so
        percent = whole_percent(probability)
        level = 1 + sum(percent >= bound for bound in CHANCE_BANDS)
    return glyphs.chances[level], CHANCE_STYLES[level]


def chance_legend(glyphs: Glyphs, width: int = 0, rows: int = 1) -> str:
    """What the chance map's shades mean, in the longest wording that fits `rows` lines of
    `width` (0: any), each shade's entry kept on one line; the message line says it when
    the map is shown."""
    wordings = chance_legends(glyphs)
    if not width:
        return wordings[0]
    return next((text for text in wordings if len(wrap_text(text, width)) <= rows),
                wordings[-1])


def chance_legends(glyphs: Glyphs) -> tuple[str, str, str]:
    """Every wording of the chance map's legend, longest first (see `chance_legend`)."""
    return legends(glyphs.chances, key_for(Action.OVERLAY))


def cell_look(game: Game, ui: GameUI, coord: Coord, tile: Tile, glyphs: Glyphs,
              width: int) -> tuple[str, Style]:
    """The text and style of one cell, with the overlay and a tip's highlight; under the
    overlay the cursor's cell says its chance in percent (the only digits the map shows)."""
    chance: tuple[str, Style] | None = None
    probability = None
    if ui.overlay is not None and tile is Tile.CLOSED and not game.is_over:
        probability = ui.overlay.get(coord[0] * game.cols + coord[1])
        if probability is not None:
            chance = chance_glyph(probability, glyphs)
    if coord in ui.highlight:  # a tip, or after a strict loss the safe cell there was
        glyph = chance[0] if chance is not None else tile_glyph(tile, glyphs)[0]
        # Brackets show without colour; on two-wide cells the ] is drawn by the cell after
        # (see `_closing`).
        return _in_cell(glyph, width, brackets=True), Style.HIGHLIGHT
    if chance is not None and probability is not None:
        glyph, style = chance
        if coord == ui.cursor and 0.0 < probability < 1.0:
            percent = wording.chance_percent(probability)
            # Without the % where the cell is narrow; then without < or > (">99" in two).
            glyph = next((text for text in (percent, percent[:-1]) if len(text) <= width),
                         percent.strip("<>")[:-1])
        return _in_cell(glyph, width), style
    glyph, style = tile_glyph(tile, glyphs)
    return _in_cell(glyph, width), style


def _in_cell(text: str, width: int, brackets: bool = False) -> str:
    """Text as a cell `width` wide, its first character at `width // 2` (the glyph column
    the rulers number) when it fits; with `brackets`, [ and ] around it where there is
    room (a two-wide cell has room for [ only: see `_closing`)."""
    before = max(0, min(width - len(text), width // 2 - (len(text) - 1) // 2))
    chars = list(" " * before + text + " " * (width - before - len(text)))
    if brackets:
        if before:
            chars[before - 1] = "["
        if before + len(text) < width:
            chars[before + len(text)] = "]"
    cell = "".join(chars)
    return cell


def _closing(ui: GameUI, layout: Layout, coord: Coord, text: str) -> str:
    """`text` of the cell at `coord` on two-wide cells, which have room for one bracket:
    highlighted cells side by side are bracketed as one run, `[1 2]`, the ] in the first
    column of the cell after the run."""
    if layout.cell_width != 2 or not ui.highlight:
        return text
    if not (coord[1] > ui.left and Coord(coord[0], coord[1] - 1) in ui.highlight):
        return text
    return (" " if coord in ui.highlight else "]") + text[1:]


def _after_row(ui: GameUI, layout: Layout, row: int) -> str:
    """The column after the last cell in view of `row` (two-wide cells): the ] of a
    highlighted cell there, or blank."""
    return "]" if Coord(row, ui.left + layout.view_cols - 1) in ui.highlight else " "


def board_spans(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs) -> list[Span]:
    """Every visible cell: the cost grows with the view, not with the board.

    Neighbouring cells of one style go out as one span, so a mostly closed or mostly open
    view is a few dozen writes rather than one per cell.
    """
    spans: list[Span] = []
    width, height = layout.cell_width, layout.cell_height
    looks: dict[Tile, tuple[str, Style]] = {}
    over = game.is_over
    tile = game.tile
    cursor_shows = shows_cursor(game, ui)
    special = (ui.overlay is not None and not over) or bool(ui.highlight)
    for offset in range(layout.view_rows):
        row = ui.top + offset
        y = layout.board_y + offset * height
        cells: list[tuple[str, Style, bool]] = []
        for col in range(ui.left, ui.left + layout.view_cols):
            coord = Coord(row, col)
            seen = tile(coord)
            look: tuple[str, Style] | None
            if special and (seen is Tile.CLOSED or coord in ui.highlight):
                look = cell_look(game, ui, coord, seen, glyphs, width)
            else:
                look = looks.get(seen)
                if look is None:
                    glyph, style = tile_glyph(seen, glyphs)
                    look = looks[seen] = (_in_cell(glyph, width), style)
            if ui.highlight:
                look = (_closing(ui, layout, coord, look[0]), look[1])
            cells.append((look[0], look[1], coord == ui.cursor))
        x = layout.board_x
        for (style, is_cursor), group in itertools.groupby(cells, key=lambda cell: cell[1:]):
            text = "".join(cell[0] for cell in group)
            spans.append(Span(y, x, text, style, is_cursor and cursor_shows, height,
                              width // 2 if is_cursor else -1))
            x += len(text)
        if width == 2:
            spans.append(Span(y, x, _after_row(ui, layout, row), height=height))
    return spans


def _label(text: str, fill: str, width: int) -> str:
    """`text` centred in a run of `fill` of exactly `width` characters (cut to `width`
    where even that is too narrow)."""
    if len(text) >= width:
        return text[:width]
    before = (width - len(text)) // 2
    return fill * before + text + fill * (width - before - len(text))


def _more(arrow: str, count: int, inner: int) -> str:
    """What a border `inner` wide says of `count` rows beyond it: the longest words that
    fit with a border character either side, down to the arrow alone on a narrow board."""
    for text in (f" {arrow} {count} more {arrow} ", f" {arrow} {count} {arrow} ",
                 f"{arrow}{count}{arrow}"):
        if len(text) + 2 <= inner:
            return text
    return arrow


def border_spans(ui: GameUI, layout: Layout, glyphs: Glyphs, legend: bool = True
                 ) -> list[Span]:
    """The box around the board; a side with more board beyond it says so, and the bottom
    one holds the chance map's scale while the map shows (`legend`: not while paused)."""
    inner = layout.box_width - 2
    above = ui.top
    below = layout.rows - ui.top - layout.view_rows
    hidden_left = ui.left
    hidden_right = layout.cols - ui.left - layout.view_cols
    spans = []
    top_label, bottom_label = _more(glyphs.up, above, inner), _more(glyphs.down, below, inner)
    top_text = _label(top_label, glyphs.horizontal, inner)
    bottom_text = _label(bottom_label, glyphs.horizontal, inner)
    spans.append(Span(layout.top, layout.left, glyphs.top_left, Style.BORDER))
    spans.append(Span(layout.top, layout.left + 1, top_text if above else glyphs.horizontal * inner,
                      Style.EDGE if above else Style.BORDER))
    spans.append(Span(layout.top, layout.left + inner + 1, glyphs.top_right, Style.BORDER))
    bottom = layout.top + layout.box_height - 1
    spans.append(Span(bottom, layout.left, glyphs.bottom_left, Style.BORDER))
    spans.append(Span(bottom, layout.left + 1, bottom_text if below else glyphs.horizontal * inner,
                      Style.EDGE if below else Style.BORDER))
    if ui.overlay is not None and not below and legend:
        spans += _legend_spans(layout, inner, glyphs)
    spans.append(Span(bottom, layout.left + inner + 1, glyphs.bottom_right, Style.BORDER))
    spans += _side_counts(layout, inner, len(top_label) if above else 0, hidden_left,
                          hidden_right, glyphs)
    spans += ruler_spans(ui, layout)
    for row in range(layout.view_rows * layout.cell_height):
        y = layout.board_y + row
        if hidden_left:
            spans.append(Span(y, layout.left, glyphs.left, Style.EDGE))
        else:
            spans.append(Span(y, layout.left, glyphs.vertical, Style.BORDER))
        if hidden_right:
            spans.append(Span(y, layout.left + inner + 1, glyphs.right, Style.EDGE))
        else:
            spans.append(Span(y, layout.left + inner + 1, glyphs.vertical, Style.BORDER))
    return spans + toward_cursor(ui, layout)


def toward_cursor(ui: GameUI, layout: Layout) -> list[Span]:
    """Where the focus goes while the mouse has scrolled the cursor's cell out of view: on
    the border, on the side it lies beyond, in line with it (screen readers follow)."""
    row, col = ui.cursor
    in_row = max(0, min(row - ui.top, layout.view_rows - 1))
    in_col = max(0, min(col - ui.left, layout.view_cols - 1))
    if (in_row, in_col) == (row - ui.top, col - ui.left):
        return []  # in view: the cell itself has the focus
    y, x = layout.glyph_at(in_row, in_col)
    if row < ui.top:
        y = layout.top
    elif row >= ui.top + layout.view_rows:
        y = layout.top + layout.box_height - 1
    elif col < ui.left:
        x = layout.left
    else:
        x = layout.left + layout.box_width - 1
    return [Span(y, x, "", Style.BORDER, focus=0)]


def border_direction(ui: GameUI, layout: Layout, glyphs: Glyphs, y: int, x: int
                     ) -> tuple[int, int] | None:
    """Where a click at (y, x) on the box asks the view to go, (rows, columns) each -1, 0
    or 1, or None: a side that says more board lies beyond it (its count of columns, on
    the top border, for the left and right sides)."""
    inner = layout.box_width - 2
    bottom = layout.top + layout.box_height - 1
    above, below = ui.top, layout.rows - ui.top - layout.view_rows
    hidden_left, hidden_right = ui.left, layout.cols - ui.left - layout.view_cols
    if y == layout.top:
        label = len(_more(glyphs.up, above, inner)) if above else 0
        for span in _side_counts(layout, inner, label, hidden_left, hidden_right, glyphs):
            if span.x <= x < span.x + len(span.text):
                return (0, -1) if glyphs.left in span.text else (0, 1)
    if not layout.left <= x <= layout.left + inner + 1 or not layout.top <= y <= bottom:
        return None
    if y == layout.top:
        return (-1, 0) if above else None
    if y == bottom:
        return (1, 0) if below else None
    if x == layout.left:
        return (0, -1) if hidden_left else None
    if x == layout.left + inner + 1:
        return (0, 1) if hidden_right else None
    return None


def _side_counts(layout: Layout, inner: int, label: int, hidden_left: int, hidden_right: int,
                 glyphs: Glyphs) -> list[Span]:
    """Columns beyond the left and right sides, at the ends of the top border, each where it
    leaves a gap to the centred label (`label` wide, 0 for none)."""
    start = (inner - label) // 2
    spans = []
    if hidden_left:
        text = f" {glyphs.left} {hidden_left} "
        if len(text) < start:
            spans.append(Span(layout.top, layout.left + 1, text, Style.EDGE))
    if hidden_right:
        text = f" {hidden_right} {glyphs.right} "
        if len(text) < inner - start - label:
            spans.append(Span(layout.top, layout.left + 1 + inner - len(text), text, Style.EDGE))
    return spans


def _legend_spans(layout: Layout, inner: int, glyphs: Glyphs) -> list[Span]:
    """The chance map's scale on the bottom border, as much of it as fits."""
    safe, low, some, high, likely, mine = glyphs.chances
    for text in (f" {safe} safe {low} {some} {high} {likely} risk {mine} mine ",
                 f" {safe} safe {low}{some}{high}{likely} risk {mine} mine ",
                 f" {safe} {low}{some}{high}{likely} {mine} "):
        if len(text) + 2 <= inner:
            x = layout.left + 1 + (inner - len(text)) // 2
            return [Span(layout.top + layout.box_height - 1, x, text, Style.DIM)]
    return []


def paused_spans(layout: Layout) -> list[Span]:
    """The board hidden behind a notice while the game is paused."""
    inner = layout.box_width - 2
    spans = [Span(layout.board_y + row, layout.board_x, " " * inner)
             for row in range(layout.view_rows * layout.cell_height)]
    notice = wording.paused(key_for(Action.PAUSE))
    if len(notice) > inner:
        notice = "Paused"
    y = layout.board_y + (layout.view_rows * layout.cell_height - 1) // 2
    spans.append(Span(y, layout.board_x + max(0, (inner - len(notice)) // 2), notice[:inner],
                      Style.TITLE, focus=0))
    return spans
