"""Best times and statistics for one table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ... import wording
from ...wording.joining import packed
from ...wording.times import NO_TIMES, NO_WINS, UNKEPT, more_times, stats_figures, times_title
from .text import (
    balanced,
    centred,
    clip,
    focus_after,
    key_at,
    key_hints,
    too_small_spans,
    wrap_text,
)
from .theme import Span, Style

if TYPE_CHECKING:  # the records module is read only when the times are shown
    from ...tables import Best, Stats

SCORES_HEIGHT = 19
SCORES_WIDTH = 48
# Smaller screens get the same in fewer rows: as many best times as fit.
SMALL_HEIGHT = 8
SMALL_WIDTH = 40
KEYS = (("Left/Right", "table"), ("other keys", "back"))  # a level and luck each
COLUMNS = f"{'#':>3}  {'time':>8}  {'date':<10}  {'3BV':>4}  {'3BV/s':>6}"
# Where the table's text starts, past its lines' left margin: the `#` column.
TEXT_INDENT = COLUMNS.index("#")


def scores_fits(height: int, width: int) -> bool:
    """Whether the times screen shows (otherwise it asks to be enlarged)."""
    return width >= SMALL_WIDTH and height >= SMALL_HEIGHT


def scores_key_at(height: int, width: int, message: str, y: int, x: int) -> str | None:
    """The key whose hint the times screen shows at (y, x) (a click there presses it), or
    None; `message` as for `scores_spans`."""
    if not scores_fits(height, width):
        return None
    tall = _roomy_height(height, width, message)
    row = (height - tall) // 2 + tall - 1 if tall else height - 1
    return key_at(KEYS, width, x) if y == row else None


def _roomy_height(height: int, width: int, message: str) -> int:
    """The rows of the roomy layout (blank rows, all ten times), or 0 where it does not
    fit: its rows below the table grow for the whole `message`."""
    tall = SCORES_HEIGHT + max(0, len(wrap_text(message, width)) - 1)
    return tall if width >= SCORES_WIDTH and height >= tall else 0


def scores_spans(height: int, width: int, title: str, stats: Stats, best: Sequence[Best],
                 message: str = "", *, kept: bool = True, scroll: int = 0) -> list[Span]:
    """One table's statistics and its ten best times; on a screen smaller than 48x19,
    without blank rows, and the best times that fit from the `scroll`th on (a line above
    and below says how many more there are, and the key that shows them). Unless `kept`, a
    line under the figures says they will not be kept."""
    if not scores_fits(height, width):
        return too_small_spans(height, width, (SMALL_WIDTH, SMALL_HEIGHT), back=True)
    from ...tables import time_text

    figures = stats_figures(stats)
    played, streaks = "   ".join(figures[:2]), "   ".join(figures[2:])
    times = [f"{rank:>3}  {time_text(entry.ms)}  {entry.date:<10}  {entry.three_bv:>4}  "
             f"{wording.rate(entry.three_bv, entry.ms / 1000):>6}"
             for rank, entry in enumerate(best, start=1)]
    none = NO_TIMES if stats.won else NO_WINS
    notes = wrap_text(message, width)  # whole: the rows below the table grow for it
    tall = _roomy_height(height, width, message)
    if tall:
        top = (height - tall) // 2
        left = (width - SCORES_WIDTH) // 2
        spans = centred(top, times_title(title), Style.TITLE, width)
        spans += centred(top + 2, played, Style.TEXT, width)
        spans += centred(top + 3, streaks, Style.TEXT, width)
        if not kept:
            spans += centred(top + 4, UNKEPT, Style.ERROR, width)
        spans.append(Span(top + 5, left, COLUMNS, Style.DIM))
        for rank, line in enumerate(times, start=1):
            spans.append(Span(top + 5 + rank, left, line, Style.TEXT))
        note = left + TEXT_INDENT  # under `#`, as wide as the table (or the screen leaves)
        room = min(width - note, SCORES_WIDTH - TEXT_INDENT)
        for y, line in enumerate([] if times else balanced(none, room), start=top + 6):
            spans.append(Span(y, note, line, Style.DIM))
        for y, line in enumerate(notes, start=top + SCORES_HEIGHT - 2):
            spans += centred(y, line, Style.ERROR, width)
        return clip(spans + key_hints(KEYS, top + tall - 1, width), width) \
            + [focus_after(top, times_title(title), width)]  # (magnifiers follow it)
    head = [(times_title(title, roomy=False), Style.TITLE)]
    head += [(line, Style.TEXT) for line in _packed(figures, width)]
    head += [] if kept else [(UNKEPT, Style.ERROR)]
    # Whole where it fits with a row of the table; else cut with "...": it is said again,
    # whole, on standard error as the game ends.
    foot = [(line, Style.ERROR)
            for line in wrap_text(message, width, max(1, height - len(head) - 3))]
    room = _small_room(height, width, stats, message, kept)
    left = (width - len(COLUMNS)) // 2  # where the table's lines start
    rows = [(line, Style.TEXT) for line in times] or [  # under `#`, as wide as the table
        (" " * TEXT_INDENT + line, Style.DIM)
        for line in balanced(none, min(width - left, SCORES_WIDTH) - TEXT_INDENT)]
    if len(times) > room:
        rows = _scrolled(times, room, scroll)
    rows = rows[:room]
    spans = []
    for y, (line, style) in enumerate(head):
        spans += centred(y, line, style, width)
    spans.append(Span(len(head), left, COLUMNS, Style.DIM))
    for y, (line, style) in enumerate(rows, start=len(head) + 1):
        spans.append(Span(y, left, line, style))
    for y, (line, style) in enumerate(foot, start=height - 1 - len(foot)):
        spans += centred(y, line, style, width)
    return clip(spans + key_hints(KEYS, height - 1, width), width) \
        + [focus_after(0, head[0][0], width)]


def _scrolled(times: list[str], room: int, scroll: int) -> list[tuple[str, Style]]:
    """`room` rows of the best times from the `scroll`th on (clamped), with a row saying
    how many lie above, or below, where some do; in two rows or fewer, the first times and
    how many more there are."""
    if room < 3:
        return [(line, Style.TEXT) for line in times[:room - 1]] + [
            (f"  {more_times(len(times) - room + 1, '')}", Style.DIM)]
    scroll = max(0, min(scroll, len(times) - room + 1))
    shown = room - (scroll > 0)
    if scroll + shown < len(times):
        shown -= 1
    rows = [(f"  {more_times(scroll, 'above')}", Style.DIM)] if scroll else []
    rows += [(line, Style.TEXT) for line in times[scroll:scroll + shown]]
    below = len(times) - scroll - shown
    return rows + ([(f"  {more_times(below, 'below')}", Style.DIM)] if below else [])


def last_scroll(height: int, width: int, stats: Stats, best: Sequence[Best],
                message: str = "", *, kept: bool = True) -> int:
    """The largest `scroll` that shows more of the best times (0: they all show)."""
    if not scores_fits(height, width) or _roomy_height(height, width, message):
        return 0
    room = _small_room(height, width, stats, message, kept)
    return len(best) - room + 1 if room >= 3 and len(best) > room else 0


def _small_room(height: int, width: int, stats: Stats, message: str, kept: bool) -> int:
    """The rows the small layout has for best times (see `scores_spans`)."""
    head = 1 + len(_packed(stats_figures(stats), width)) + (0 if kept else 1)
    foot = len(wrap_text(message, width, max(1, height - head - 3)))
    return max(1, height - head - foot - 2)  # the columns' names, the keys


def _packed(figures: Sequence[str], width: int) -> list[str]:
    """The figures in as few lines of `width` as they fit, none broken."""
    return packed(figures, width, "   ")
