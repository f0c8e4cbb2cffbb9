"""Board files: the `# first click: R C` line that --generate and export write must read
back for every cell, and a pairs file is never said to hold picture rows in its comments.
(Each survived a mutation of boardfile.py that the board-file tests did not notice.)"""

from __future__ import annotations

import pytest

from minesweeper.engine import Coord, Minefield, OffBoardError, parse
from minesweeper.engine.boardfile import (
    first_click_comment,
    first_click_line,
    parse_bytes,
    rows_in_comments,
)


@pytest.mark.parametrize("cell", [(0, 0), (0, 7), (7, 0), (5, 2), (999, 999)])
def test_the_first_click_line_reads_back_for_any_cell(cell: tuple[int, int]) -> None:
    # Top row and left column included: a no-guess board dealt for 0,3 is exported too.
    line = first_click_line(Coord(*cell))
    assert line == f"first click: {cell[0]} {cell[1]}"
    data = f"# {line}\n1000 1000\n0 1\n".encode()
    assert first_click_comment(data) == Coord(*cell)
    parse_bytes(data)


@pytest.mark.parametrize("cell", [(-1, 3), (3, -1), (-1, -1)])
def test_a_first_click_line_for_a_cell_on_no_board_is_refused(cell: tuple[int, int]) -> None:
    with pytest.raises(OffBoardError):
        first_click_line(Coord(*cell))


def test_a_pairs_file_has_no_rows_in_its_comments() -> None:
    assert list(rows_in_comments(b"3 3\n#..\n0 0\n")) == []
    assert list(rows_in_comments(b"...\n#..\n*..\n")) == [2]


def test_a_picture_as_wide_and_as_tall_as_a_board_may_be_reads() -> None:
    wide = parse_bytes(b"*" + b"." * 999 + b"\n" + b"." * 1000 + b"\n")
    assert (wide.rows, wide.cols) == (2, 1000)
    tall = parse_bytes(b"*\n" + b".\n" * 999)
    assert (tall.rows, tall.cols) == (1000, 1)


@pytest.mark.parametrize("data, line", [(b"\n\xff", 2), (b"\n\n..\n\0", 4), (b"\r\n\r..\xe9", 3)])
def test_a_bad_byte_is_said_on_its_own_line(data: bytes, line: int) -> None:
    from minesweeper.engine import BoardFileError

    with pytest.raises(BoardFileError) as error:
        parse_bytes(data)
    assert error.value.line == line


def test_parse_skips_a_byte_order_mark_as_parse_bytes_does() -> None:
    # `Path.read_text()` of a file Notepad saved keeps its mark as U+FEFF: parse read the
    # comment after it as a header ("'\ufeff#' is not a whole number").
    text = "\ufeff# first click: 0 0\r\n..\r\n.*\r\n"
    assert parse(text) == parse(text.encode("utf-8")[3:].decode()) == Minefield(
        2, 2, [Coord(1, 1)])
