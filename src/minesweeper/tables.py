"""The ranking tables (a level and a luck each) and what they hold: best times and
statistics, and the 3BV/s figures shown beside them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .engine import Level, Params

TOP = 10
# Below this a 3BV/s figure says more about the clock than about the player.
MIN_RATED_SECONDS = 0.5


# Each luck has its own tables: `beginner`, `beginner-no-guess`, `beginner-forgiving`, ...
MODES = ("classic", "no-guess", "forgiving", "strict")


def table_for(params: Params, mode: str | bool = "classic") -> str | None:
    """The ranking table a game on `params` in `mode` (a Luck value) belongs to; None for
    custom sizes. (`mode` True or False: no-guess or classic, as callers said before.)"""
    level = Level.of(params)
    if level is None:
        return None
    if isinstance(mode, bool):
        mode = "no-guess" if mode else "classic"
    return level.name.lower() + ("" if mode == "classic" else f"-{mode}")


def table_title(table: str) -> str:
    """`advanced-no-guess` -> `Advanced (no guess)`."""
    level, _, mode = table.partition("-")
    return level.capitalize() + (f" ({mode.replace('-', ' ')})" if mode else "")


TABLES = [table_for(level.params, mode) for mode in MODES for level in Level]


def three_bv_rate(three_bv: int, seconds: float) -> float | None:
    """3BV per second, or None for a game too short to rate (a win on the first click)."""
    return three_bv / seconds if seconds >= MIN_RATED_SECONDS else None


def kept_ms(seconds: float) -> int:
    """A game's time as best times keep it, and every figure said of a win is cut from: to
    the nearest millisecond."""
    return int(round(seconds * 1000))


def time_text(ms: int, gap: str = "") -> str:
    """A best time as the tables show it, seven characters and its unit (`gap` before
    it): hundredths (`   6.08s`) under 10,000 s, whole seconds (`  12345s`, cut as the
    clock shows them) from there, whole hours past 9,999,999 s (at most 9,999,999 h), so
    that a long win keeps its row's columns in line."""
    if ms < 9_999_995:  # (9,999.995 s rounds to 10000.00: eight characters)
        return f"{ms / 1000:>7.2f}{gap}s"
    whole = int(f"{ms / 1000:.2f}"[:-3])  # the win line's hundredths, cut as the clock is
    if whole <= 9_999_999:
        return f"{whole:>7d}{gap}s"
    return f"{min(ms // 3_600_000, 9_999_999):>7d}{gap}h"  # (only a hand-edited file)


def rate_text(three_bv: int, seconds: float) -> str:
    """3BV/s to two decimals, or `-` when the game was too short to rate; of the time as
    it is shown beside it, to hundredths (3BV 47 in "1.14 s" is 41.23, not 41.08)."""
    rate = three_bv_rate(three_bv, round(seconds, 2))
    return "-" if rate is None else f"{rate:.2f}"


@dataclass(frozen=True)
class Best:
    """One entry of a best-times table."""

    ms: int
    date: str
    three_bv: int

    @classmethod
    def of(cls, item: dict[str, Any]) -> Best:
        """The entry as the records hold it (a newer version's fields left aside)."""
        return cls(item["ms"], item["date"], item["three_bv"])

    @property
    def rate(self) -> float:
        """3BV per second."""
        return self.three_bv / (self.ms / 1000) if self.ms else 0.0


@dataclass
class Stats:
    """The record of one table (a level and a luck)."""

    played: int = 0
    won: int = 0
    streak: int = 0
    longest: int = 0
    win_ms: int = 0

    @classmethod
    def of(cls, item: dict[str, Any]) -> Stats:
        """The record as the records hold it (a newer version's fields left aside)."""
        return cls(**{name: item[name] for name in cls.__dataclass_fields__ if name in item})

    @property
    def win_rate(self) -> float:
        """Percent of games won."""
        return 100.0 * self.won / self.played if self.played else 0.0

    @property
    def won_share(self) -> str:
        """Games won, with their share of those played when there are any: `3 (60%)`."""
        return f"{self.won} ({self.win_rate:.0f}%)" if self.played else str(self.won)

    @property
    def average_ms(self) -> int:
        """Mean winning time in milliseconds."""
        return self.win_ms // self.won if self.won else 0

    @property
    def average_text(self) -> str:
        """The mean winning time as the best times show a time (`6.08 s`), or `-`."""
        return time_text(self.average_ms, " ").lstrip() if self.won else "-"


def one_more(stats: Stats, won: bool, ms: int) -> Stats:
    """`stats` with one more game played, won in `ms` or lost."""
    stats.played += 1
    if won:
        stats.won += 1
        stats.streak += 1
        stats.longest = max(stats.longest, stats.streak)
        stats.win_ms += ms
    else:
        stats.streak = 0
    return stats
