"""Help over a game: the key table, scrolled when it does not fit; any other key goes back."""

from __future__ import annotations

from .. import keymap
from ..draw import help as draw
from ..draw import status
from ..draw.help import HelpPage
from ..draw.theme import Span
from ..events import Button, Event, Key, Mouse, Resize, Tick
from ..state import FULL, NOTHING, Dirty
from . import pointer
from .base import Context, Screen, Transition
from .game import GameScreen


class HelpScreen(Screen):
    def __init__(self, context: Context, game: GameScreen) -> None:
        super().__init__(context)
        self.game = game
        self.size = (context.height, context.width)  # the size `scroll` was set at
        # Where the end of a game points here for its ID, a help that scrolls opens on it.
        view = game.layout
        pointed = game.game.is_over and view is not None and \
            status.points_to_help(game.game, game.ui, view)
        self.scroll = self.page().max_scroll if pointed and self.game_id() else 0

    @property
    def game_screen(self) -> GameScreen:
        return self.game

    def page(self) -> HelpPage:
        context = self.context
        return draw.help_page(context.height, context.width, self.game_id(), self.marks)

    @property
    def marks(self) -> bool:
        """Whether the game has `?` marks (then f goes round flag, ?, closed)."""
        return self.game.session.settings.marks

    def game_id(self) -> str:
        """The board's ID, once it gives nothing away (never during a ranked game)."""
        return self.game.session.shown_game_id or ""

    def handle(self, event: Event) -> Transition:
        if isinstance(event, Resize):  # the same part of the text stays on top
            old = draw.help_page(self.size[0], self.size[1], self.game_id(), self.marks)
            self.size = (self.context.height, self.context.width)
            self.game.relayout(showing=False)
            self.scroll = draw.same_place(old, self.scroll, self.page())
            return Transition(FULL)
        if isinstance(event, Tick):  # the player reads: moves left unkept are kept
            self.game.session.catch_up()
        if not isinstance(event, (Key, Mouse)):  # (the page is not redrawn: it costs ~1 ms)
            return Transition(NOTHING)
        page = self.page()
        if isinstance(event, Mouse):
            if event.button in pointer.WHEEL:  # scrolls as it does a board, lines at a time
                return self.scroll_by(page, pointer.WHEEL[event.button] * pointer.WHEEL_STEP)
            if event.button is not Button.LEFT:
                return Transition(NOTHING)
            context = self.context
            name = draw.help_key_at(context.height, context.width, self.game_id(),
                                    self.scroll, event.y, event.x, self.marks)
            if name is None:  # a click elsewhere goes back, as any key does
                return self.close()
            event = Key(name)
        if not isinstance(event, Key):
            return Transition(NOTHING)
        step = max(1, page.usable - 1)
        moves = {"PgUp": -step, "PgDn": step, "Home": -page.max_scroll, "End": page.max_scroll}
        moves.update({name: -1 for name in keymap.HELP_UP})
        moves.update({name: 1 for name in keymap.HELP_DOWN})
        if not page.max_scroll or event.name not in moves:
            return self.close()
        return self.scroll_by(page, moves[event.name])

    def scroll_by(self, page: HelpPage, lines: int) -> Transition:
        scroll = max(0, min(self.scroll + lines, page.max_scroll))
        if scroll == self.scroll:
            return Transition(NOTHING)
        self.scroll = scroll
        return Transition(FULL)

    def close(self) -> Transition:
        self.game.close_help()
        return Transition(to=self.game)

    def draw(self, dirty: Dirty) -> list[Span]:
        context = self.context
        return draw.help_spans(context.height, context.width, self.game_id(), self.scroll,
                                 context.glyphs, self.marks)
