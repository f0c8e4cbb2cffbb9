"""`minesweeper --stats` lists its tables level by level, each level's modes together."""

from __future__ import annotations

from pathlib import Path

from minesweeper.engine import Coord, Game, parse
from minesweeper.records import Store
from minesweeper.statstext import format_stats


def lost() -> Game:
    game = Game.fixed(parse("*..\n...\n"))
    game.open(Coord(0, 0))
    assert game.is_over
    return game


def titles(text: str) -> list[str]:
    return [line.split(":")[0] for line in text.splitlines() if ": played " in line]


def test_tables_go_level_by_level_with_unplayed_modes_left_out(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for table in ("intermediate-forgiving", "beginner-strict", "advanced-no-guess",
                  "beginner-no-guess"):
        store.record(table, lost(), fair=False)
    assert titles(format_stats(store)) == [
        "Beginner", "Beginner (no guess)", "Beginner (strict)",
        "Intermediate", "Intermediate (forgiving)",
        "Advanced", "Advanced (no guess)",
    ]
