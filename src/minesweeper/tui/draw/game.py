"""The whole game screen."""

from __future__ import annotations

from ...engine import Game
from ..state import GameUI
from .board import board_spans, border_spans, cell_span, paused_spans, toward_cursor
from .header import header_spans
from .layout import Layout
from .status import caption_spans, footer_spans, message_spans, question_plan
from .text import focus_after
from .theme import Glyphs, Span


def game_spans(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs, title: str,
               assisted: bool = False, *, elapsed: float | None = None) -> list[Span]:
    """The whole game screen (`elapsed`: the seconds the header shows, see `header_spans`)."""
    spans = header_spans(game, title, layout.width, assisted, layout.header_y,
                         elapsed=elapsed)
    spans += border_spans(ui, layout, glyphs, legend=not game.is_paused)
    spans += caption_spans(game, ui, layout)
    spans += paused_spans(layout) if game.is_paused else board_spans(game, ui, layout, glyphs)
    spans += message_spans(game, ui, layout)
    spans += footer_spans(game, ui, layout)
    return spans + focus_spans(game, ui, layout, glyphs)


def focus_spans(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs) -> list[Span]:
    """Where the terminal's cursor goes, painted last (screen readers and magnifiers
    follow it): just after a y/n question while one waits, else back on the cursor's cell
    (or toward it, when scrolled out of view), or on the pause's words."""
    if ui.confirm:
        lines, on_footer = question_plan(ui, layout)
        y = layout.footer_row if on_footer else layout.message_row
        return [focus_after(y, lines[-1], layout.width)]
    if game.is_paused:
        focused = [span for span in paused_spans(layout) if span.focus >= 0]
    else:
        cell = cell_span(game, ui, layout, glyphs, ui.cursor)
        focused = [cell] if cell is not None else toward_cursor(ui, layout)
    # Only the cursor is moved there: nothing is painted again.
    return [Span(span.y + (span.height - 1) // 2, span.x + span.focus, "", span.style, focus=0)
            for span in focused]
