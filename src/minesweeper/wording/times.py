"""What the Times screen and `--stats` say: the statistics in words, and the Times screen's
notes in place of best times."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the records module is read only when the times are shown
    from ..tables import Stats

# No game won that counts (board files, game IDs, seeded games and replays count nothing:
# "Played 0" after seeded wins puzzled a play-tester; a loss taken back counted as lost).
NO_WINS = "No wins yet: only random games count (no seed, ID, replay, file, undo)"
# Games won, but none fairly (a tip or the map told something, or recovered after a kill):
# no best time to show (a win after an undo or in a replay is not counted as one at all).
NO_TIMES = "No best times yet: only wins with no tip or chance map are ranked"
# Where results cannot be written (a read-only folder): what shows lasts only this run.
UNKEPT = "This session's results will not be kept"


def times_title(title: str, roomy: bool = True) -> str:
    """The Times screen's title for the table of `title` (`Beginner, strict`); in fewer
    words unless `roomy`."""
    return f"Best times and statistics: {title}" if roomy else f"Times: {title}"


def stats_figures(stats: Stats, capital: bool = True) -> list[str]:
    """The statistics, each a figure after its words (`Played 12`, `Average win 105.00 s`):
    the Times screen's, and `--stats`' with a small first letter (`played 12`) unless
    `capital`."""
    figures = (("played", stats.played), ("won", stats.won_share), ("streak", stats.streak),
               ("longest", stats.longest), ("average win", stats.average_text))
    return [f"{words.capitalize() if capital else words} {figure}" for words, figure in figures]


def more_times(count: int, where: str) -> str:
    """How many best times a small Times screen leaves out, and where they are: `above`
    or `below` (the key that scrolls to them), else on a taller screen."""
    if where == "above":
        return f"{count} more above (Up)"
    if where == "below":
        return f"{count} more below (Down)"
    return f"{count} more on a taller screen"
