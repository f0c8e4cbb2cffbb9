"""Plain play's replies a bot relies on, at the edges the other tests do not reach."""

from __future__ import annotations

import dataclasses
import errno
import io
from pathlib import Path
from typing import Any

import pytest

from minesweeper import engine, plain, wording
from minesweeper.engine import Action, Coord, Level, Minefield, Move
from minesweeper.session import Session
from minesweeper.settings import Settings


def _play(session: Session, text: str) -> list[str]:
    out = io.StringIO()
    plain.run(session, io.StringIO(text), out)
    return out.getvalue().splitlines()


def test_chances_that_are_estimates_say_so_after_the_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A frontier with too many layouts to count gives estimates (here: every map is one).
    counted = engine.probability_map

    def estimated(position: Any, **options: Any) -> Any:
        return dataclasses.replace(counted(position, **options), is_estimate=True)

    monkeypatch.setattr(engine, "probability_map", estimated)
    lines = _play(Session(Settings.of_params(Level.ADVANCED.params, seed=3)),
                  "open 3 3\nchances\n")
    assert lines[-1] == plain.labelled("note", wording.CHANCES_ESTIMATED)


def _status(name: str) -> str:
    field = Minefield(3, 4, [Coord(0, 0), Coord(2, 3)])
    return plain.status_line(Session(Settings.of_board(field, name), lambda: 0.0))


def test_a_status_line_of_exactly_80_columns_stays_on_one_line() -> None:
    # A bot reads `| playing |` from the first line when the whole status fits 80 columns.
    short = _status("x")
    assert "\n" not in short
    name = "x" * (80 - len(short) + 1)
    assert len(_status(name)) == 80 and "\n" not in _status(name)
    first, second = _status(name + "x").split("\n")
    assert second.startswith("  | ") and len(first) < 80


def test_a_cut_line_fills_80_columns_and_keeps_what_is_glued_together() -> None:
    words = " ".join(["word"] * 16) + "s"  # 80 columns
    assert plain.fitted(words + " xy") == words + "\n  xy"
    # Words glued by NO_BREAK stay together on the next line when they fit its 78 columns.
    glued = "a" * 38 + wording.NO_BREAK + "b" * 39
    assert plain.fitted("xx " + glued) == "xx\n  " + glued.replace(wording.NO_BREAK, " ")


def _ring_play(text: str) -> list[str]:
    field = Minefield(3, 4, [Coord(0, 3), Coord(2, 0)])  # ..1* / 1111 / *1..
    return _play(Session(Settings.of_board(field, "ring"), lambda: 0.0), text)


def test_a_win_says_the_deaths_taken_back_on_a_line_of_their_own_and_nothing_else() -> None:
    plain_win = _ring_play("open 0 0\nopen 2 3\n")
    at = next(i for i, line in enumerate(plain_win)
              if line.startswith("You won in 0.00 s.  3BV 2  3BV/s -"))
    assert plain_win[at + 1].startswith("Game ID: ")  # no empty luck line in between
    with_undo = _ring_play("open 2 0\nundo\nopen 0 0\nopen 2 3\n")
    at = next(i for i, line in enumerate(with_undo) if line.startswith("You won"))
    assert with_undo[at + 1] == "1 death taken back."
    assert with_undo[at + 2].startswith("Game ID: ")


def test_a_result_that_cannot_be_written_is_said_after_the_game_that_ended(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper import storage
    from minesweeper.kept import Keeper

    write = storage.write_atomic

    def no_room_for_results(path: Path, text: str) -> None:
        if path.name == "records.json":  # the disk fills: the win cannot be written
            raise OSError(errno.ENOSPC, "No space left on device")
        write(path, text)

    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    field = session.game.minefield
    assert field is not None
    monkeypatch.setattr(storage, "write_atomic", no_room_for_results)
    lines = _play(session, "".join(f"open {row} {col}\n" for row in range(8)
                                   for col in range(8) if not field.is_mine(Coord(row, col))))
    at = next(i for i, line in enumerate(lines) if line.startswith("Game ID: "))
    assert " ".join(lines[at + 1:]).startswith("note: results will not be kept: cannot write ")
