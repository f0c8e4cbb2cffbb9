"""Difficulty presets and the limits of custom boards, with the messages a player sees."""

from __future__ import annotations

import pytest

from minesweeper.engine import MAX_SIDE, MIN_SIDE, Level, Params, ParamsError, describe


def test_the_presets_are_the_classic_sizes() -> None:
    assert Level.BEGINNER.params == Params(8, 8, 10)
    assert Level.INTERMEDIATE.params == Params(16, 16, 40)
    assert Level.ADVANCED.params == Params(16, 30, 99)
    assert [level.title for level in Level] == ["Beginner", "Intermediate", "Advanced"]


def test_a_preset_is_recognised_from_its_parameters() -> None:
    assert Level.of(Params(16, 30, 99)) is Level.ADVANCED
    assert Level.of(Params(30, 16, 99)) is None
    assert describe(Params(8, 8, 10)) == "Beginner"
    assert describe(Params(10, 12, 20)) == "Custom 10x12, 20 mines"


@pytest.mark.parametrize(
    ("rows", "cols", "mines"),
    [(1, 1, 0), (1, 2, 1), (MAX_SIDE, MAX_SIDE, MAX_SIDE * MAX_SIDE - 1), (1000, 1, 0), (3, 3, 8)],
)
def test_custom_boards_inside_the_limits(rows: int, cols: int, mines: int) -> None:
    params = Params(rows, cols, mines)
    assert (params.cells, params.safe_cells) == (rows * cols, rows * cols - mines)
    assert str(params) == f"{rows}x{cols}x{mines}"


@pytest.mark.parametrize(
    ("rows", "cols", "mines", "message"),
    [
        (0, 5, 1, "rows must be 1 to 1000, not 0"),
        (1001, 5, 1, "rows must be 1 to 1000, not 1001"),
        (5, 0, 1, "columns must be 1 to 1000, not 0"),
        (5, 1001, 1, "columns must be 1 to 1000, not 1001"),
        (-3, 5, 1, "rows must be 1 to 1000, not -3"),
        (3, 3, 9, "a 3x3 board takes 0 to 8 mines, not 9"),
        (3, 3, -1, "a 3x3 board takes 0 to 8 mines, not -1"),
        (1, 1, 1, "a 1x1 board takes no mines, not 1"),  # (not "0 to 0")
        (1000, 1000, 1000000, "a 1000x1000 board takes 0 to 999,999 mines, not 1,000,000"),
    ],
)
def test_custom_boards_outside_the_limits_say_what_is_allowed(
    rows: int, cols: int, mines: int, message: str
) -> None:
    with pytest.raises(ParamsError) as raised:
        Params(rows, cols, mines)
    assert str(raised.value) == message
    assert isinstance(raised.value, ValueError)


def test_limits_are_one_to_one_thousand() -> None:
    assert (MIN_SIDE, MAX_SIDE) == (1, 1000)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("16x30x99", Params(16, 30, 99)),
        (" 2 X 3 x 1 ", Params(2, 3, 1)),
        ("1x1x0", Params(1, 1, 0)),
        # Pasted with a no-break space or a tab on the end, as --seed and --game are read:
        # refused with a quote that looked right ("got '5x5x3'").
        ("5x5x3\u00a0", Params(5, 5, 3)),
        ("\u20025x5x3\t", Params(5, 5, 3)),
    ],
)
def test_parse_reads_rows_cols_mines(text: str, expected: Params) -> None:
    assert Params.parse(text) == expected
    assert Params.parse(str(expected)) == expected


@pytest.mark.parametrize("text", ["abc", "16x30", "16x30x99x1", "-1x5x1", "1.5x2x1", "", "8 8 10",
                                  "\u0665x\u0665x\u0663"])  # Arabic-Indic digits, as --seed
def test_parse_rejects_other_shapes_with_an_example(text: str) -> None:
    with pytest.raises(ParamsError, match="expected ROWSxCOLSxMINES such as 16x30x99"):
        Params.parse(text)


def test_parse_applies_the_limits() -> None:
    with pytest.raises(ParamsError, match="rows must be 1 to 1000, not 0"):
        Params.parse("0x5x1")
    with pytest.raises(ParamsError, match="takes 0 to 24 mines, not 25"):
        Params.parse("5x5x25")


def test_params_parse_reads_zeros_in_front_and_refuses_thousands_of_digits() -> None:
    assert Params.parse("0" * 5000 + "8x8x10") == Params(8, 8, 10)
    with pytest.raises(ParamsError, match="holds a number far too large"):
        Params.parse("9" * 5000 + "x1x1")  # int() refuses 4,300 digits


@pytest.mark.parametrize("values", [(5.5, 5, 1), (True, 5, 1), (5, 5, 1.0)])
def test_params_are_whole_numbers(values: tuple[object, object, object]) -> None:
    with pytest.raises(ParamsError, match="whole numbers"):
        Params(*values)  # type: ignore[arg-type]
