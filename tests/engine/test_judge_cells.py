"""judge and respond take the cells a move opens as flat indices: a Coord (the game's moves
take them), a float or a bare number is refused with a ModeError that says so, where a
TypeError from comparing them (`'<=' not supported`) came out of the middle of judge."""

from __future__ import annotations

import random
from typing import Any

import pytest

from minesweeper.engine import Coord, ModeError, Position, judge, respond

POSITION = Position.from_text("1#\n##", 1)


@pytest.mark.parametrize("opened", [[Coord(0, 1)], [(0, 1)], [1.0], ["1"], [None]],
                         ids=["coord", "pair", "float", "text", "none"])
def test_a_cell_that_is_not_a_flat_index_is_refused_by_judge_and_respond(opened: Any) -> None:
    for asker in (lambda: judge(POSITION, opened),
                  lambda: respond(POSITION, opened, random.Random(1), strict=False)):
        with pytest.raises(ModeError, match="is not a flat index"):
            asker()


def test_a_bare_number_for_the_cells_is_refused_as_not_a_list_of_them() -> None:
    with pytest.raises(ModeError, match="flat indices .* in a list or a set, not 3"):
        judge(POSITION, 3)  # type: ignore[arg-type]


def test_one_coord_for_the_cells_is_refused_not_read_as_two_flat_indices() -> None:
    # Coord(0, 1) was read as the cells {0, 1}: "cell 0 is not a closed cell".
    with pytest.raises(ModeError, match=r"in a list or a set, not Coord\(row=0, col=1\)"):
        judge(POSITION, Coord(0, 1))


def test_a_bool_is_not_taken_for_cell_1() -> None:
    with pytest.raises(ModeError, match="True is not a flat index"):
        judge(POSITION, [True])


def test_respond_reads_an_iterator_of_cells_once_and_keeps_them_safe() -> None:
    position = Position.from_text("#1#\n###", 1)
    by_list = respond(position, [0], random.Random(4), strict=False)
    by_iterator = respond(position, iter([0]), random.Random(4), strict=False)  # type: ignore[arg-type]
    assert by_iterator == by_list
    assert by_list.minefield is not None and not by_list.minefield.is_mine_at(0)
