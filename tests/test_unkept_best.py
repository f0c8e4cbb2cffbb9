"""A best time won where results cannot be written (a read-only data folder) is said to
last only this session, in both front ends; plain play says a best time once, naming
its table."""

from __future__ import annotations

import io
from pathlib import Path

from minesweeper import plain
from minesweeper.engine import Action, Coord, Level, Move, Status
from minesweeper.kept import Keeper
from minesweeper.settings import Settings


def blocked(tmp_path: Path) -> Path:
    """A data folder that cannot be made: a file stands where its parent should be."""
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the data folder should be")
    return blocker / "minesweeper"


def plain_win(folder: Path) -> list[str]:
    """Plain play's lines for a fair Beginner game won (after a first click made here)."""
    session = Keeper(folder).session(Settings.of_params(Level.BEGINNER.params))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    field = session.game.minefield
    assert field is not None
    opens = "".join(f"open {row} {col}\n" for row in range(8) for col in range(8)
                    if not field.is_mine(Coord(row, col)) and (row, col) != (4, 4))
    out = io.StringIO()
    plain.run(session, io.StringIO(opens + "quit\n"), out)
    assert session.game.status is Status.WON
    return out.getvalue().splitlines()


def test_plain_play_says_an_unkept_best_time_is_not_kept(tmp_path: Path) -> None:
    lines = plain_win(blocked(tmp_path))
    assert "Best time: number 1 on the Beginner table, not kept." in lines
    assert "New best time" not in " ".join(lines)


def test_plain_play_says_a_best_time_once(tmp_path: Path) -> None:
    lines = plain_win(tmp_path)
    said = [line for line in lines if "best" in line.lower()]
    assert said == ["New best time: number 1 on the Beginner table."], said  # not "#1!"
    assert any(line.startswith("You won in ") for line in lines)
