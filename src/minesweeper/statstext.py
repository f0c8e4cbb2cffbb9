"""The text `minesweeper --stats` prints: statistics and best times, level by level."""

from __future__ import annotations

from .engine import Level
from .records import Store
from .tables import MODES, rate_text, table_for, table_title, time_text
from .wording.joining import packed
from .wording.times import stats_figures


def format_stats(store: Store) -> str:
    """The text `minesweeper --stats` prints: statistics, then best times, per level, each
    level's modes together (Beginner, Beginner (forgiving), Intermediate...)."""
    lines: list[str] = []
    stats = store.stats()
    best = store.best()
    for table in (table_for(level.params, mode) for level in Level for mode in MODES):
        assert table is not None
        record = stats[table]
        if not record.played and "-" in table:  # a luck other than classic, never played
            continue
        played, *figures = stats_figures(record, capital=False)
        lines += _joined(f"{table_title(table)}: {played}", *figures)
        for rank, entry in enumerate(best[table], start=1):
            rate = rate_text(entry.three_bv, entry.ms / 1000)  # "-": too short to rate
            # Padded, as the Times screen's columns are, so figures read down a column.
            lines.append(f"  {rank:2}. {time_text(entry.ms, ' ')}  {entry.date}  "
                         f"3BV {entry.three_bv:>3}  {rate:>6} 3BV/s")
    return "\n".join(lines)


# `--stats` keeps to an 80-column terminal, as plain play does.
STATS_WIDTH = 80


def _joined(*parts: str) -> list[str]:
    """`parts` joined by commas in lines of at most STATS_WIDTH, a longer line going on
    under itself indented by four (past the best times' ranks); a part (`average win 105.00
    s`) is never split."""
    return packed([f"{part}," for part in parts[:-1]] + [parts[-1]], STATS_WIDTH, then="    ")
