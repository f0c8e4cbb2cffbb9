"""Best times and statistics, one table per level and luck; Left and Right change the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Level
from ...settings import Mode
from .. import keymap
from ..draw import scores as draw
from ..draw.theme import Span
from ..events import Button, Event, Key, Mouse
from ..state import FULL, NOTHING, Dirty
from . import pointer
from .base import Screen, Transition

if TYPE_CHECKING:
    from ...tables import Best, Stats


class ScoresScreen(Screen):
    table = 0  # which of the tables shows; kept between visits
    leaves_when_small = True
    kept = True  # whether the figures reach the files (not in a read-only folder)
    said = ""
    scroll = 0  # the first best time shown where they do not all fit (see `scroll_by`)
    shown: tuple[Stats, list[Best]] | None = None  # the table's figures, read as it shows

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
        self.said = ""  # what the files had to say during this visit (see `_read`)
        self._read()
        return self

    def _read(self) -> None:
        """Read the table that shows, from the top (drawing it reads nothing). A notice is
        taken once, but stays on this screen, every table and size, until it is left."""
        keeper = self.context.keeper
        table = keeper.tables[self.table]
        self.shown = keeper.stats(table), keeper.best(table)
        self.said = " ".join(part for part in (self.said, self.context.notices()) if part)
        self.scroll = 0

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
            self._read()
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
        scroll = max(0, min(min(self.scroll, last) + step, last))
        if scroll == 1 and last > 1:
            scroll = 2 if step > 0 else 0
        self.scroll = scroll
        return Transition(FULL)

    def last_scroll(self) -> int:
        """How far the best times scroll on this screen (0: they all show)."""
        stats, best = self._figures()
        return draw.last_scroll(self.context.height, self.context.width, stats, best,
                                self.said, kept=self.kept)

    def _figures(self) -> tuple[Stats, list[Best]]:
        if self.shown is None:  # (opened as the menu opens it, it has read them)
            self._read()
        assert self.shown is not None
        return self.shown

    def draw(self, dirty: Dirty) -> list[Span]:
        context = self.context
        stats, best = self._figures()
        scroll = min(self.scroll, self.last_scroll())  # a bigger screen shows more
        return draw.scores_spans(context.height, context.width,
                                 context.keeper.title_of(context.keeper.tables[self.table]),
                                 stats, best, self.said, kept=self.kept, scroll=scroll)
