"""`minesweeper --stats` keeps every line to 80 columns, a figure never apart from its words."""

from __future__ import annotations

import datetime
from pathlib import Path

from minesweeper.engine import Coord, Game, parse
from minesweeper.records import Store
from minesweeper.statstext import format_stats


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def won_in(seconds: float) -> Game:
    """A won game on `*.. / ...` that took `seconds`: the 1 under the mine, then the 0."""
    clock = FakeClock()
    game = Game.fixed(parse("*..\n...\n"), clock=clock)
    game.open(Coord(1, 0))
    clock.now += seconds
    game.open(Coord(1, 2))
    assert game.is_over and game.elapsed == seconds
    return game


def test_a_long_statistics_line_goes_on_indented_under_itself(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record("advanced-no-guess", won_in(105.0), fair=True,
                 today=datetime.date(2026, 1, 2))
    text = format_stats(store)
    assert all(len(line) <= 80 for line in text.splitlines()), text
    assert text.splitlines()[-3:] == [
        "Advanced (no guess): played 1, won 1 (100%), streak 1, longest 1,",
        "    average win 105.00 s",
        "   1.  105.00 s  2026-01-02  3BV   2    0.02 3BV/s",
    ]


def test_a_short_one_stays_one_line(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record("beginner", won_in(7.5), fair=True, today=datetime.date(2026, 1, 2))
    assert format_stats(store).splitlines()[0] == \
        "Beginner: played 1, won 1 (100%), streak 1, longest 1, average win 7.50 s"


def test_a_win_too_short_to_rate_gives_a_dash_for_3bv_per_second_in_line(
        tmp_path: Path) -> None:
    store = Store(tmp_path)
    # The rate was left out, so the rows of a table did not line up.
    store.record("beginner", won_in(0.375), fair=True, today=datetime.date(2026, 1, 2))
    store.record("beginner", won_in(0.625), fair=True, today=datetime.date(2026, 1, 2))
    times = [line for line in format_stats(store).splitlines() if line[3:5] in ("1.", "2.")]
    assert times == ["   1.    0.38 s  2026-01-02  3BV   2       - 3BV/s",
                     "   2.    0.62 s  2026-01-02  3BV   2    3.23 3BV/s"]


def test_a_win_of_hours_keeps_the_columns_in_line(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for seconds in (9.5, 12345.0):
        store.record("beginner", won_in(seconds), fair=True, today=datetime.date(2026, 1, 2))
    times = [line for line in format_stats(store).splitlines() if line[3:5] in ("1.", "2.")]
    assert times == ["   1.    9.50 s  2026-01-02  3BV   2    0.21 3BV/s",
                     "   2.   12345 s  2026-01-02  3BV   2    0.00 3BV/s"]


def test_a_line_of_80_columns_stays_whole_and_one_of_81_goes_on_under_itself(
        tmp_path: Path) -> None:
    def intermediate(wins: int, seconds: float) -> list[str]:
        store = Store(tmp_path / f"{wins}-{seconds}")
        for _ in range(wins):
            store.record("intermediate", won_in(seconds), fair=True,
                         today=datetime.date(2026, 1, 2))
        lines = format_stats(store).splitlines()
        start = next(i for i, line in enumerate(lines) if line.startswith("Intermediate"))
        return lines[start:start + 2]

    assert intermediate(1, 1005.0)[0] == ("Intermediate: played 1, won 1 (100%), streak 1, "
                                          "longest 1, average win 1005.00 s")
    assert intermediate(10, 7.5) == [
        "Intermediate: played 10, won 10 (100%), streak 10, longest 10,",
        "    average win 7.50 s"]
