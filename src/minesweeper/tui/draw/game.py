"""The whole game screen."""

from __future__ import annotations

from ...engine import Game
from ..state import GameUI
from .board import board_spans, border_spans, paused_spans
from .layout import Layout
from .status import caption_spans, footer_spans, header_spans, message_spans
from .theme import Glyphs, Span


def game_spans(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs, title: str,
               assisted: bool = False) -> list[Span]:
    """The whole game screen."""
    spans = header_spans(game, title, layout.width, assisted, layout.header_y)
    spans += border_spans(ui, layout, glyphs, legend=not game.is_paused)
    spans += caption_spans(game, ui, layout)
    spans += paused_spans(layout) if game.is_paused else board_spans(game, ui, layout, glyphs)
    spans += message_spans(game, ui, layout)
    spans += footer_spans(game, ui, layout)
    return spans
