"""Best times and statistics, one table per level; Left and Right change the table."""

from __future__ import annotations

from ...engine import Level
from ...settings import Mode
from .. import keymap
from ..draw import scores as draw
from ..draw.theme import Span
from ..events import Button, Event, Key, Mouse
from ..state import FULL, NOTHING, Dirty
from . import pointer
from .base import Screen, Transition


class ScoresScreen(Screen):
    table = 0  # which of the tables shows; kept between visits
    leaves_when_small = True
    kept = True  # whether the figures reach the files (not in a read-only folder)
    said = ""
    scroll = 0

    def opened(self) -> ScoresScreen:
        """The times as the menu opens them: the table of the last game played that had
        one (here, else in any run); where none had, Beginner in the menu's luck, or after
        a game with no table (a custom size), the first table: not one never played."""
        from ...tables import table_for

        keeper = self.context.keeper
        tables = keeper.tables
        mode = Mode.CLASSIC if keeper.has_played else self.context.mode
        table = keeper.last_table or table_for(Level.BEGINNER.params, mode.value)
        self.table = tables.index(table) if table in tables else 0
        self.kept = keeper.can_keep_results()  # if not, a notice says why, and a line stays
        self.said = ""  # what the files had to say during this visit (see `draw`)
        self.scroll = 0  # the first best time shown where they do not all fit
        return self

    def fits(self) -> bool:
        return draw.scores_fits(self.context.height, self.context.width)

    def handle(self, event: Event) -> Transition:
        if isinstance(event, Mouse) and event.button in pointer.WHEEL:
            return self.scroll_by(pointer.WHEEL[event.button]) or Transition(NOTHING)
        if isinstance(event, Mouse) and event.button is Button.LEFT:
            context = self.context
            name = draw.scores_key_at(context.height, context.width, self.said, event.y,
                                      event.x)
            # A click on a key's hint presses it; elsewhere it goes back, as other keys do
            # (and as on help).
            event = Key(name if name is not None else "Esc")
        if not isinstance(event, Key):
            return super().handle(event)
        if event.name in keymap.SCORES_PREVIOUS + keymap.SCORES_NEXT:
            step = -1 if event.name in keymap.SCORES_PREVIOUS else 1
            self.table = (self.table + step) % len(self.context.keeper.tables)
            self.scroll = 0
            return Transition(FULL)
        if event.name in keymap.HELP_UP + keymap.HELP_DOWN:
            moved = self.scroll_by(-1 if event.name in keymap.HELP_UP else 1)
            if moved is not None:
                return moved
        return Transition(to=self.context.menu.again())

    def scroll_by(self, step: int) -> Transition | None:
        """Show the best times `step` further down (up, if negative); None where they all
        show. Each step shows a time not shown before: from the top, the row saying how
        many lie above takes the first one's place, so the first step down is two."""
        last = self.last_scroll()
        if not last:
            return None
        scroll = max(0, min(self.scroll + step, last))
        if scroll == 1 and last > 1:
            scroll = 2 if step > 0 else 0
        self.scroll = scroll
        return Transition(FULL)

    def last_scroll(self) -> int:
        """How far the best times scroll on this screen (0: they all show)."""
        context, keeper = self.context, self.context.keeper
        table = keeper.tables[self.table]
        return draw.last_scroll(context.height, context.width, keeper.stats(table),
                                keeper.best(table), self.said, kept=self.kept)

    def draw(self, dirty: Dirty) -> list[Span]:
        context = self.context
        keeper = context.keeper
        table = keeper.tables[self.table]
        stats, best = keeper.stats(table), keeper.best(table)
        self.scroll = min(self.scroll, draw.last_scroll(  # a bigger screen shows more
            context.height, context.width, stats, best, self.said, kept=self.kept))
        # A notice is taken once, but stays on this screen, every table and size, until it
        # is left: redrawn after a Right or a resize, it would be gone.
        self.said = " ".join(part for part in (self.said, context.notices()) if part)
        return draw.scores_spans(context.height, context.width, keeper.title_of(table),
                                 stats, best, self.said, kept=self.kept, scroll=self.scroll)
