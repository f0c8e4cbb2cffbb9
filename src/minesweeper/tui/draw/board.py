"""The board: its cells (with a tip's highlight and the chance overlay), its box, and the
paused notice. One cell costs one span, so a key press draws only the cells it changed."""

from __future__ import annotations

import itertools

from ...engine import Coord, Game, Tile
from ..state import GameUI
from .layout import Layout
from .theme import Glyphs, Span, Style, tile_glyph


def cell_span(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs, coord: Coord) -> Span | None:
    """The span of one board cell, or None when it is scrolled out of view."""
    row, col = coord[0] - ui.top, coord[1] - ui.left
    if not (0 <= row < layout.view_rows and 0 <= col < layout.view_cols):
        return None
    text, style = cell_look(game, ui, coord, game.tile(coord), glyphs, layout.cell_width)
    cursor = coord == ui.cursor and not game.is_over
    return Span(layout.board_y + row, layout.board_x + col * layout.cell_width, text, style, cursor)


def chance_glyph(probability: float) -> tuple[str, Style]:
    """A mine probability in one character: 0 safe, 1-9 tenths, ! a mine.

    Rounded to the nearest tenth, but never to 0 or 10 unless certain: 0 and ! are proofs.
    """
    if probability <= 0.0:
        return "0", Style.CHANCE_SAFE
    if probability >= 1.0:
        return "!", Style.CHANCE_MINE
    return str(min(9, max(1, round(probability * 10)))), Style.CHANCE


def cell_look(game: Game, ui: GameUI, coord: Coord, tile: Tile, glyphs: Glyphs,
              width: int) -> tuple[str, Style]:
    """The text and style of one cell, with the overlay and a tip's highlight."""
    if not game.is_over:
        chance: tuple[str, Style] | None = None
        if ui.overlay is not None and tile is Tile.CLOSED:
            probability = ui.overlay.get(coord[0] * game.cols + coord[1])
            if probability is not None:
                chance = chance_glyph(probability)
        if coord in ui.highlight:
            glyph = chance[0] if chance is not None else tile_glyph(tile, glyphs)[0]
            # Brackets show without colour; two-wide cells have room for one mark only.
            return _in_cell(glyph, width, "[", "]"), Style.HIGHLIGHT
        if chance is not None:
            glyph, style = chance
            return _in_cell(glyph, width), style
    glyph, style = tile_glyph(tile, glyphs)
    return _in_cell(glyph, width), style


def _in_cell(glyph: str, width: int, before: str = " ", after: str = " ") -> str:
    """A glyph as a cell of `width` (2 or 3) characters: a two-wide cell drops `after`."""
    return before + glyph if width == 2 else before + glyph + after


def board_spans(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs) -> list[Span]:
    """Every visible cell: the cost grows with the view, not with the board.

    Neighbouring cells of one style go out as one span, so a mostly closed or mostly open
    view is a few dozen writes rather than one per cell.
    """
    spans: list[Span] = []
    width = layout.cell_width
    looks: dict[Tile, tuple[str, Style]] = {}
    cursor = None if game.is_over else ui.cursor
    tile = game.tile
    special = not game.is_over and (ui.overlay is not None or bool(ui.highlight))
    for offset in range(layout.view_rows):
        row = ui.top + offset
        y = layout.board_y + offset
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
            cells.append((look[0], look[1], coord == cursor))
        x = layout.board_x
        for (style, reverse), group in itertools.groupby(cells, key=lambda cell: cell[1:]):
            text = "".join(cell[0] for cell in group)
            spans.append(Span(y, x, text, style, reverse))
            x += len(text)
        if width == 2:
            spans.append(Span(y, x, " "))
    return spans


def _label(text: str, fill: str, width: int) -> str:
    """`text` centred in a run of `fill` of exactly `width` characters."""
    if len(text) + 2 > width:
        return fill * width
    before = (width - len(text)) // 2
    return fill * before + text + fill * (width - before - len(text))


def border_spans(ui: GameUI, layout: Layout, glyphs: Glyphs) -> list[Span]:
    """The box around the board; a side with more board beyond it says so."""
    inner = layout.box_width - 2
    above = ui.top
    below = layout.rows - ui.top - layout.view_rows
    hidden_left = ui.left
    hidden_right = layout.cols - ui.left - layout.view_cols
    spans = []
    top_text = _label(f" {glyphs.up} {above} more {glyphs.up} ", glyphs.horizontal, inner)
    bottom_text = _label(f" {glyphs.down} {below} more {glyphs.down} ", glyphs.horizontal, inner)
    spans.append(Span(layout.top, layout.left, glyphs.top_left, Style.BORDER))
    spans.append(Span(layout.top, layout.left + 1, top_text if above else glyphs.horizontal * inner,
                      Style.EDGE if above else Style.BORDER))
    spans.append(Span(layout.top, layout.left + inner + 1, glyphs.top_right, Style.BORDER))
    bottom = layout.top + layout.box_height - 1
    spans.append(Span(bottom, layout.left, glyphs.bottom_left, Style.BORDER))
    spans.append(Span(bottom, layout.left + 1, bottom_text if below else glyphs.horizontal * inner,
                      Style.EDGE if below else Style.BORDER))
    spans.append(Span(bottom, layout.left + inner + 1, glyphs.bottom_right, Style.BORDER))
    label = len(f" {glyphs.up} {above} more {glyphs.up} ")
    label = label if above and label + 2 <= inner else 0
    spans += _side_counts(layout, inner, label, hidden_left, hidden_right, glyphs)
    for row in range(layout.view_rows):
        y = layout.board_y + row
        if hidden_left:
            spans.append(Span(y, layout.left, glyphs.left, Style.EDGE))
        else:
            spans.append(Span(y, layout.left, glyphs.vertical, Style.BORDER))
        if hidden_right:
            spans.append(Span(y, layout.left + inner + 1, glyphs.right, Style.EDGE))
        else:
            spans.append(Span(y, layout.left + inner + 1, glyphs.vertical, Style.BORDER))
    return spans


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


def paused_spans(layout: Layout) -> list[Span]:
    """The board hidden behind a notice while the game is paused."""
    inner = layout.box_width - 2
    spans = [Span(layout.board_y + row, layout.board_x, " " * inner)
             for row in range(layout.view_rows)]
    notice = "Paused: p to resume"
    if len(notice) > inner:
        notice = "Paused"
    y = layout.board_y + (layout.view_rows - 1) // 2
    spans.append(Span(y, layout.board_x + max(0, (inner - len(notice)) // 2), notice[:inner],
                      Style.TITLE))
    return spans
