"""A Move made with a plain pair for its cell, as Game.play takes it, has its text form: it
gave an AttributeError ('tuple' object has no attribute 'row'); a cell that is no row and
column is an OffBoardError that says so."""

from __future__ import annotations

from typing import Any

import pytest

from minesweeper.engine import Action, Coord, Move, OffBoardError


@pytest.mark.parametrize("cell", [(3, 4), [3, 4], Coord(3, 4)])
def test_a_move_on_a_plain_pair_writes_and_reads_back_as_on_a_coord(cell: Any) -> None:
    move = Move(Action.FLAG, cell)
    assert move.text == "F3,4"
    assert Move.parse(move.text) == Move(Action.FLAG, Coord(3, 4))


@pytest.mark.parametrize("cell", [None, (3,), (3.0, 4), (True, 4)])
def test_a_move_on_no_cell_has_no_text_and_says_why(cell: Any) -> None:
    with pytest.raises(OffBoardError, match="is not a row and a column"):
        Move(Action.OPEN, cell).text  # noqa: B018
