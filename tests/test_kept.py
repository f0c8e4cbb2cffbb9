"""What a front end sees of the kept files: the game to resume, best times, statistics."""

from __future__ import annotations

from pathlib import Path

from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.settings import Settings


def test_a_game_left_in_progress_is_offered_then_taken_once(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    assert keeper.kept() is None
    session = keeper.session(Settings.of_params(Level.INTERMEDIATE.params), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(8, 8)))
    session.save()
    kept = keeper.kept()
    assert kept is not None and kept.title == "Intermediate" and not kept.is_fixed
    back = keeper.resume(kept.token, lambda: 0.0)
    assert back is not None and back.game.to_text() == session.game.to_text()
    assert Keeper(tmp_path).kept() is None  # another window cannot take it again
    assert keeper.resume(kept.token) is None


def test_a_counted_game_shows_in_its_table(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    field = session.game.minefield
    assert field is not None
    mine = next(field.mines())
    finish = session.play(Move(Action.OPEN, mine)).finish
    assert finish is not None and not finish.won and finish.table == "Beginner"
    assert keeper.stats("beginner").played == 1 and keeper.stats("beginner").won == 0
    assert keeper.best("beginner") == []
    assert keeper.title_of(keeper.tables[0]) == "Beginner"
    assert keeper.notices() == []
