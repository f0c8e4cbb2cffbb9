"""The plain board's rulers: a line of tens or hundreds just where a column needs one."""

from __future__ import annotations

from minesweeper import plain
from minesweeper.engine import Params
from minesweeper.session import Session
from minesweeper.settings import Settings


def test_rulers_over_a_hundred_columns_put_the_hundreds_above_the_tens() -> None:
    game = Session(Settings.of_params(Params(3, 105, 10)), lambda: 0.0).game
    lines = plain.board_text(game, rulers=True).splitlines()
    assert lines[0] == "  " + " " * 100 + "1" * 5  # hundreds over columns 100-104
    assert lines[1] == "  " + " " * 10 + "".join(str(tens) * 10 for tens in range(1, 10)) \
        + "0" * 5
    assert lines[2] == "  " + "0123456789" * 10 + "01234"
    assert lines[3] == "0 " + "#" * 105 and lines[-1] == "2 " + "#" * 105
    assert len(lines) == 6


def _head(cols: int) -> list[str]:
    """The ruler lines above a 2-row board `cols` wide (row numbers take one column)."""
    game = Session(Settings.of_params(Params(2, cols, 1)), lambda: 0.0).game
    return plain.board_text(game, rulers=True).splitlines()[:-2]


def test_a_ruler_line_comes_only_when_a_column_needs_its_digit() -> None:
    # Columns 0-9 need one line, 0-10 a line of tens; 0-99 two, 0-100 a line of hundreds.
    assert _head(10) == ["  0123456789"]
    assert _head(11) == ["  " + " " * 10 + "1", "  01234567890"]
    assert len(_head(100)) == 2 and _head(100)[0].endswith("9" * 10)
    assert _head(101) == ["  " + " " * 100 + "1", "  " + _head(100)[0][2:] + "0",
                          "  " + "0123456789" * 10 + "0"]


def test_the_hundreds_line_names_every_hundred_up_to_a_thousand_columns() -> None:
    hundreds = _head(250)[0][2:]
    assert hundreds == " " * 100 + "1" * 100 + "2" * 50


def test_row_numbers_are_as_wide_as_the_last_row_number() -> None:
    # Rows 0-9 take one column at the left, rows 0-10 two: the board and the chances table.
    for rows, label in ((10, 1), (11, 2)):
        game = Session(Settings.of_params(Params(rows, 4, 1)), lambda: 0.0).game
        board = plain.board_text(game, rulers=True).splitlines()
        assert board[0] == " " * (label + 1) + "0123"
        assert board[1:] == [f"{row:>{label}} ####" for row in range(rows)]
        table = plain.chances_table(game, {}).splitlines()
        assert table[0] == " " * label + "".join(f"{col:>5}" for col in range(4))
        assert table[1:] == [f"{row:>{label}}" + "    #" * 4 for row in range(rows)]
