"""The endgame search stays within Python's call depth and a step budget, so a tip comes on
any board a file can hold (found by the engine reviewer: a tip before the first click on a
board file with one mine among a few hundred cells or more ended in RecursionError)."""

from __future__ import annotations

import io

import pytest

from minesweeper import plain
from minesweeper.engine import HintKind, Position, parse, player_hint
from minesweeper.session import Session
from minesweeper.settings import Settings


@pytest.mark.parametrize(("rows", "cols"), [(1, 1000), (24, 24), (8, 73), (1, 499)])
def test_a_tip_on_an_untouched_board_with_one_mine_is_a_guess(rows: int, cols: int) -> None:
    # Each cell opened rules out only the few layouts around it: the search went a move
    # deeper for each, hundreds deep, past Python's recursion limit.
    found = player_hint(Position(rows, cols, 1, bytes([9]) * (rows * cols)))
    assert found.kind is HintKind.GUESS


def test_plain_play_answers_hint_on_such_a_board_file() -> None:
    session = Session(Settings.of_board(parse("1 1000\n0 500\n", "line.txt"), "line.txt"),
                      lambda: 0.0)
    out = io.StringIO()
    assert plain.run(session, io.StringIO("hint\nquit\n"), out) == 0
    assert "hint: open 0 " in out.getvalue() and "Traceback" not in out.getvalue()
