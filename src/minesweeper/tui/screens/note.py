"""The end of a game's note, or a reply, read whole over the board where the end screen
shows only part of it (the tip key opens it; any key or click goes back to the board, but
on a screen too small for it all Space, t or Down shows the rest first)."""

from __future__ import annotations

from ...wording.screens import NOTE_BACK as BACK
from ...wording.screens import more_pages
from ..draw.text import whole_text_pages, whole_text_spans
from ..draw.theme import Span, Style
from ..events import Button, Event, Key, Mouse, Resize
from ..state import FULL, NOTHING, Dirty
from .base import Context, Screen, Transition
from .game import GameScreen

MORE_KEYS = (" ", "t", "Down", "PgDn", "Enter")


class NoteScreen(Screen):
    def __init__(self, context: Context, game: GameScreen, text: str, is_error: bool) -> None:
        super().__init__(context)
        self.game = game
        self.text = text
        self.is_error = is_error
        self.page = 0

    @property
    def game_screen(self) -> GameScreen:
        return self.game

    def handle(self, event: Event) -> Transition:
        if isinstance(event, Resize):
            self.game.relayout(showing=False)
            self.page = 0
            return Transition(FULL)
        if isinstance(event, Key):
            if event.name in MORE_KEYS and self.page + 1 < len(self._pages()):
                self.page += 1
                return Transition(FULL)
            return Transition(to=self.game)
        # A whole click goes back; not the left button going down, or its release would
        # reach the board.
        if isinstance(event, Mouse) and event.button in (Button.LEFT, Button.RIGHT,
                                                         Button.MIDDLE):
            return Transition(to=self.game)
        return Transition(NOTHING)

    def _pages(self) -> list[list[str]]:
        return whole_text_pages(self.context.height, self.context.width, self.text)

    def draw(self, dirty: Dirty) -> list[Span]:
        context = self.context
        style = Style.ERROR if self.is_error else Style.MESSAGE
        count = len(self._pages())
        hint = BACK if self.page + 1 >= count else more_pages(self.page + 1, count)
        return whole_text_spans(context.height, context.width, self.text, style, hint,
                                self.page)
