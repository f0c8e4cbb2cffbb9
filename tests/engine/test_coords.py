"""Coordinates, neighbours and the off-board error."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, OffBoardError, neighbours
from minesweeper.engine.coords import check_on_board, neighbour_indices


def test_coord_is_row_first() -> None:
    coord = Coord(2, 5)
    assert (coord.row, coord.col) == (2, 5)
    assert str(coord) == "2 5"


def test_a_middle_cell_has_eight_neighbours() -> None:
    assert sorted(neighbours(Coord(1, 1), 3, 3)) == [
        Coord(0, 0), Coord(0, 1), Coord(0, 2), Coord(1, 0),
        Coord(1, 2), Coord(2, 0), Coord(2, 1), Coord(2, 2),
    ]


def test_corners_and_edges_have_fewer() -> None:
    assert sorted(neighbours(Coord(0, 0), 3, 3)) == [Coord(0, 1), Coord(1, 0), Coord(1, 1)]
    assert len(list(neighbours(Coord(0, 1), 3, 3))) == 5
    assert list(neighbours(Coord(0, 0), 1, 1)) == []
    assert list(neighbours(Coord(0, 0), 1, 3)) == [Coord(0, 1)]


def test_off_board_error_is_a_value_error_naming_the_cell_and_the_board() -> None:
    with pytest.raises(OffBoardError) as raised:
        check_on_board(Coord(3, 0), 3, 4)
    assert isinstance(raised.value, ValueError)
    assert str(raised.value) == "cell 3 0 is outside the 3x4 board (rows 0-2, columns 0-3)"
    assert check_on_board(Coord(2, 3), 3, 4) == 11


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.data())
def test_flat_neighbours_match_coordinate_neighbours(
    rows: int, cols: int, data: st.DataObject
) -> None:
    row = data.draw(st.integers(0, rows - 1))
    col = data.draw(st.integers(0, cols - 1))
    expected = sorted(r * cols + c for r, c in neighbours(Coord(row, col), rows, cols))
    assert sorted(neighbour_indices(row * cols + col, rows, cols)) == expected
    direct = sorted(
        r * cols + c
        for r in range(rows)
        for c in range(cols)
        if (r, c) != (row, col) and abs(r - row) <= 1 and abs(c - col) <= 1
    )
    assert expected == direct


@pytest.mark.parametrize("cell", [5, None, "3,4", (1, 2, 3), "ab"])
def test_a_cell_that_is_not_a_pair_is_an_off_board_error(cell: object) -> None:
    # A bot passing a flat index or a string had a bare TypeError or ValueError from deep in.
    import random

    from minesweeper.engine import Game, Level

    game = Game.random(Level.BEGINNER.params, random.Random(1))
    with pytest.raises(OffBoardError, match="is not a row and a column"):
        game.open(cell)  # type: ignore[arg-type]
    with pytest.raises(OffBoardError, match="is not a row and a column"):
        check_on_board(cell, 8, 8)  # type: ignore[arg-type]
    with pytest.raises(OffBoardError, match="is not a row and a column"):
        list(neighbours(cell, 8, 8))  # type: ignore[arg-type]


def test_a_first_click_given_as_a_plain_pair_is_taken_as_a_cell() -> None:
    # Accepted, then a forgiving game's first move and a hint failed in AttributeError.
    import random

    from minesweeper.engine import Game, Luck, Position, PositionError, parse, player_hint

    board = parse("*...\n....\n....\n...*\n")
    game = Game.fixed(board, luck=Luck.FORGIVING, redraws=random.Random(1), dealt_for=(1, 1))
    assert game.open(Coord(3, 0)).applied
    assert "dealt for a first click here" in str(
        player_hint(Game.fixed(board, dealt_for=(1, 1)).position()))
    assert Position(2, 2, 1, bytes([9] * 4), dealt_for=(1, 0)).dealt_for == Coord(1, 0)
    for bad in [3, (0.5, 0), (2, 0)]:
        with pytest.raises(PositionError, match="must be on the board"):
            Position(2, 2, 1, bytes([9] * 4), dealt_for=bad)  # type: ignore[arg-type]
    with pytest.raises(OffBoardError):
        Game.fixed(board, dealt_for=7)  # type: ignore[arg-type]


def test_the_no_guess_calls_and_the_first_click_line_take_a_plain_pair_as_the_readme_says(
        ) -> None:
    # They read `first.row`: a pair was an AttributeError, which no caller catches.
    import random

    from minesweeper.engine import (
        Level,
        Minefield,
        first_click_line,
        is_no_guess,
        no_guess_minefield,
    )

    params = Level.BEGINNER.params
    assert no_guess_minefield(params, (4, 4), random.Random(1)) == \
        no_guess_minefield(params, Coord(4, 4), random.Random(1))
    field = Minefield(8, 8, [Coord(0, 0)])
    assert is_no_guess(field, (4, 4)) is is_no_guess(field, Coord(4, 4)) is True
    assert first_click_line((1, 2)) == "first click: 1 2"
    with pytest.raises(OffBoardError, match="on no board"):  # it wrote "first click: -1 0"
        first_click_line((-1, 0))
    for bad in ((8, 4), (1.5, 4), 3):
        with pytest.raises(OffBoardError):
            no_guess_minefield(params, bad, random.Random(1))  # type: ignore[arg-type]
        with pytest.raises(OffBoardError):
            is_no_guess(field, bad)  # type: ignore[arg-type]


def test_a_minefield_contains_only_cells_of_whole_numbers_on_it() -> None:
    from minesweeper.engine import Minefield

    field = Minefield.from_indices(3, 3, [0])
    assert field.contains((1, 1)) and field.contains(Coord(2, 2))
    for off in ((1.5, 0), (3, 0), (-1, 0), (True, 0), "ab", 5):  # (1.5, 0) was "on" it
        assert not field.contains(off)  # type: ignore[arg-type]
