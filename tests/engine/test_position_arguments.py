"""A Position built by a program from the wrong values says which, as a PositionError (or
an OffBoardError for a cell), never a bare TypeError or IndexError from inside; and a cell
off the board is never read as another (-1 as the last)."""

from __future__ import annotations

from typing import Any

import pytest
from gametext import field

from minesweeper.engine import Coord, Game, OffBoardError, Status
from minesweeper.engine.position import CLOSED, Position, PositionError

CLOSED_2X2 = bytes([CLOSED] * 4)


@pytest.mark.parametrize("cells", [[9, 9, 9, -1], [9, 9, 9, 1.5], "abcd", None, 4, [9, 9, 9, 11],
                                   {1: 0, 9: 0, 8: 0, 7: 0}, {1, 9, 8, 7}], ids=repr)
def test_cells_that_are_not_cell_values_are_refused(cells: Any) -> None:
    with pytest.raises(PositionError):
        Position(2, 2, 1, cells)


@pytest.mark.parametrize("known", [{"a"}, {1.0}, {4}, 7], ids=repr)
def test_known_mines_that_are_not_closed_cells_are_refused(known: Any) -> None:
    with pytest.raises(PositionError):
        Position(2, 2, 1, CLOSED_2X2, known_mines=known)


def test_known_mines_given_as_a_list_are_kept_as_a_set_and_the_position_hashes() -> None:
    position = Position(2, 2, 1, CLOSED_2X2, known_mines=[0])  # type: ignore[arg-type]
    assert position.known_mines == frozenset({0})
    assert hash(position) == hash(Position(2, 2, 1, CLOSED_2X2, known_mines=frozenset({0})))


@pytest.mark.parametrize("flag", ["first_open_is_safe", "dealt_opening"])
def test_a_flag_that_is_not_true_or_false_is_refused(flag: str) -> None:
    with pytest.raises(PositionError, match=f"{flag} must be True or False, not 'no'"):
        Position(2, 2, 1, CLOSED_2X2, **{flag: "no"})


@pytest.mark.parametrize("index", [4, -1, 100, 1.0, None], ids=repr)
def test_a_flat_index_off_the_board_is_refused_not_read_as_another_cell(index: Any) -> None:
    position = Position(2, 2, 1, CLOSED_2X2)
    with pytest.raises(OffBoardError):
        position.is_closed(index)
    with pytest.raises(OffBoardError):
        position.coord(index)
    assert position.is_closed(3) and tuple(position.coord(3)) == (1, 1)


@pytest.mark.parametrize("odd", ["\x1c", "\x85", "\u2028"], ids=repr)
def test_a_picture_s_rows_end_only_where_a_board_file_s_lines_do(odd: str) -> None:
    # str.splitlines ended a row at each of these: "1#\x1c##" read as two rows.
    with pytest.raises(PositionError, match="is not a position character"):
        Position.from_text(f"1#{odd}##", 1)
    for ending in ("\n", "\r\n", "\r"):
        assert Position.from_text(f"1#{ending}##", 1).to_text() == "1#\n##"


def test_a_picture_that_is_not_text_is_a_type_error_that_says_so() -> None:
    with pytest.raises(TypeError, match="from_text takes a picture's text, not bytes"):
        Position.from_text(b"1#\n##", 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("cells", [bytes([CLOSED] * 3), bytes([CLOSED] * 5), b""], ids=len)
def test_cells_that_are_not_one_per_cell_are_refused(cells: bytes) -> None:
    with pytest.raises(PositionError, match="^expected 4 cells, got "):
        Position(2, 2, 1, cells)


@pytest.mark.parametrize("text", ["", "\n  \n", "   "], ids=repr)
def test_an_empty_picture_is_refused_as_such(text: str) -> None:
    with pytest.raises(PositionError, match="^the position is empty$"):
        Position.from_text(text, mines=1)


def test_a_position_is_not_equal_to_what_is_not_a_position() -> None:
    position = Position(2, 2, 1, CLOSED_2X2)
    assert position != "####"
    assert (position == position.to_text()) is False
    assert position == Position.from_text("##\n##", mines=1)


def test_a_lost_game_has_no_position_to_solve() -> None:
    game = Game.fixed(field("*..\n..."))
    game.open(Coord(1, 2))
    game.open(Coord(0, 0))
    assert game.status is Status.LOST
    with pytest.raises(PositionError, match="^a lost game shows its mines"):
        game.position()
