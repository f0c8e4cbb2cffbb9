"""Best times and statistics for one table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ... import wording
from .text import centred, clip, key_hints, too_small_spans
from .theme import Span, Style

if TYPE_CHECKING:  # the records module is read only when the times are shown
    from ...records import Best, Stats

SCORES_HEIGHT = 19
SCORES_WIDTH = 48


def scores_fits(height: int, width: int) -> bool:
    """Whether the times screen shows (otherwise it asks to be enlarged)."""
    return width >= SCORES_WIDTH and height >= SCORES_HEIGHT


def scores_spans(height: int, width: int, title: str, stats: Stats, best: Sequence[Best],
                 message: str = "") -> list[Span]:
    """One table's statistics and its ten best times."""
    if not scores_fits(height, width):
        return too_small_spans(height, width, (SCORES_WIDTH, SCORES_HEIGHT))
    top = max(0, (height - SCORES_HEIGHT) // 2)
    left = max(0, (width - SCORES_WIDTH) // 2)
    spans = centred(top, f"Best times and statistics: {title}", Style.TITLE, width)
    average = f"{stats.average_ms / 1000:.1f} s" if stats.won else "-"
    lines = [
        f"Played {stats.played}   Won {stats.won} ({stats.win_rate:.0f}%)",
        f"Streak {stats.streak}   Longest {stats.longest}   Average win {average}",
    ]
    for index, line in enumerate(lines):
        spans += centred(top + 2 + index, line, Style.TEXT, width)
    y = top + 5
    spans.append(Span(y, left, f"{'#':>3}  {'time':>8}  {'date':<10}  {'3BV':>4}  {'3BV/s':>6}",
                      Style.DIM))
    for rank, entry in enumerate(best, start=1):
        rate = wording.rate(entry.three_bv, entry.ms / 1000)
        spans.append(Span(y + rank, left, f"{rank:>3}  {entry.ms / 1000:>7.1f}s  {entry.date:<10}"
                          f"  {entry.three_bv:>4}  {rate:>6}", Style.TEXT))
    if not best:
        spans.append(Span(y + 1, left, "  No wins yet: fair games only, no hints or replays",
                          Style.DIM))
    if message:
        spans += centred(top + SCORES_HEIGHT - 2, message, Style.ERROR, width)
    spans += key_hints((("Left/Right", "level"), ("other keys", "back")),
                       top + SCORES_HEIGHT - 1, width)
    return clip(spans, width)
