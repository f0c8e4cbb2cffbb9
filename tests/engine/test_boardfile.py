"""Board files: both formats, every reported problem, round trips, and robustness."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from gametext import field, minefields, picture
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import (
    BoardFileError,
    Coord,
    Level,
    Minefield,
    format_pairs,
    format_picture,
    parse,
    parse_bytes,
)

DATA = Path(__file__).resolve().parent.parent / "data"
BOARDS = Path(__file__).resolve().parents[2] / "boards"

RING = field("""
    ...*
    ....
    *...
""")


def load(path: Path) -> Minefield:
    return parse_bytes(path.read_bytes(), str(path))


# Reading ----------------------------------------------------------------------------------


def test_the_pairs_format_with_comments_and_blank_lines() -> None:
    assert load(DATA / "ring_pairs.in") == RING


def test_the_picture_format_is_detected_automatically() -> None:
    assert load(DATA / "ring_picture.in") == RING


def test_windows_line_endings_and_a_byte_order_mark() -> None:
    assert load(DATA / "crlf_bom.in") == Minefield(2, 3, [Coord(0, 1), Coord(1, 2)])


def test_a_board_without_mines() -> None:
    assert parse("2 5\n") == Minefield(2, 5, [])
    assert parse(".....\n.....") == Minefield(2, 5, [])


def test_the_source_defaults_to_a_placeholder() -> None:
    with pytest.raises(BoardFileError, match=r"^<board>: the file is empty"):
        parse("")


def test_the_error_keeps_its_parts() -> None:
    with pytest.raises(BoardFileError) as raised:
        parse("3 3\n5 5\n", "mine.in")
    error = raised.value
    assert (error.source, error.line) == ("mine.in", 2)
    assert error.problem.startswith("mine 5 5 is outside")
    assert isinstance(error, ValueError)


USE = "(use * for a mine, . for a safe cell; F for a flagged mine and 0-8 for an open cell)"


@pytest.mark.parametrize(
    ("name", "line", "problem"),
    [
        ("empty.in", None, "the file is empty (no header, no picture)"),
        ("only_comments.in", None,
         "no board: every line is a comment (a line starting with #) or blank"),
        ("bad_header.in", 2, "'eight' is not a whole number (the header ROWS COLS)"),
        ("header_one_number.in", 1, "expected two numbers (the header ROWS COLS), found 1"),
        ("extra_token.in", 3, "expected two numbers (a mine as ROW COL), found 3"),
        ("non_integer.in", 2, "'x' is not a whole number (a mine as ROW COL)"),
        ("fraction.in", 2, "'2.0' is not a whole number (a mine as ROW COL)"),
        ("rows_out_of_range.in", 1, "rows must be 1 to 1000, not 0"),
        ("columns_out_of_range.in", 1, "columns must be 1 to 1000, not 1001"),
        ("mine_outside.in", 3, "mine 2 3 is outside the 3x3 board (rows 0-2, columns 0-2)"),
        ("mine_negative.in", 2, "mine -1 0 is outside the 3x3 board (rows 0-2, columns 0-2)"),
        ("duplicate_mine.in", 5, "mine 0 0 is listed twice"),
        ("no_safe_cell.in", 3, "no safe cell left: every cell holds a mine"),
        ("picture_no_safe_cell.in", 2, "no safe cell left: every cell holds a mine"),
        ("ragged_picture.in", 3, "this row has 2 cells, the first row has 3"),
        (
            "picture_bad_character.in",
            2,
            f"'o' at row 1, column 1 of the picture {USE}",
        ),
        (
            "picture_bad_first_character.in",
            2,
            f"'x' at row 0, column 0 of the picture {USE}",
        ),
        ("picture_too_wide.in", 1, "a board has at most 1000 columns"),
        ("picture_too_tall.in", 1001, "a board has at most 1000 rows"),
        ("binary.in", 3, "not a text file (it contains NUL bytes)"),
        ("utf16.in", None, "is UTF-16 text: save it as UTF-8"),
        ("utf32.in", None, "is UTF-32 text: save it as UTF-8"),
        ("not_utf8.in", 2, "not UTF-8 text at '\\xff' (save it as UTF-8)"),
    ],
)
def test_each_problem_is_one_line_naming_the_file_the_line_and_the_problem(
    name: str, line: int | None, problem: str
) -> None:
    path = DATA / "bad" / name
    with pytest.raises(BoardFileError) as raised:
        load(path)
    where = str(path) if line is None else f"{path}, line {line}"
    assert str(raised.value) == f"{where}: {problem}"
    assert "\n" not in str(raised.value)


def test_every_bad_fixture_is_covered() -> None:
    # Guards the table above against a fixture added without a stated message.
    source = Path(__file__).read_text()
    for path in (DATA / "bad").iterdir():
        assert f'"{path.name}"' in source


# Writing ----------------------------------------------------------------------------------


def test_format_pairs() -> None:
    assert format_pairs(RING) == "3 4\n0 3\n2 0\n"
    assert format_pairs(RING, ("ring", "two openings")) == "# ring\n# two openings\n3 4\n0 3\n2 0\n"


def test_format_picture() -> None:
    assert format_picture(RING) == picture("""
        ...*
        ....
        *...
    """) + "\n"
    assert format_picture(Minefield(1, 2, []), ("empty",)) == "# empty\n..\n"


@pytest.mark.parametrize("path", sorted(BOARDS.glob("*.in")), ids=lambda path: path.name)
def test_bundled_boards_load_and_round_trip(path: Path) -> None:
    minefield = load(path)
    assert parse(format_pairs(minefield)) == minefield
    assert parse(format_picture(minefield)) == minefield


def test_bundled_boards_include_every_preset_size() -> None:
    sizes = {load(path).params for path in BOARDS.glob("*.in")}
    assert {level.params for level in Level} <= sizes


# A comment is one line: the characters that end a line in a board file cannot be in one.
LINE_BREAKS = "\r\n"


@settings(max_examples=150, deadline=None)
@given(
    minefields(max_side=12),
    # (No lone surrogates: no UTF-8 file can hold one; names are escaped before they get here.)
    st.lists(st.text(st.characters(blacklist_characters=LINE_BREAKS,
                                   blacklist_categories=("Cs",))), max_size=2),
)
def test_both_formats_round_trip(minefield: Minefield, comments: list[str]) -> None:
    assert parse(format_pairs(minefield, tuple(comments))) == minefield
    assert parse(format_picture(minefield, tuple(comments))) == minefield
    # As a file too, whatever the comments hold (a NUL made it "not a text file").
    assert parse_bytes(format_pairs(minefield, tuple(comments)).encode()) == minefield
    assert parse_bytes(format_pairs(minefield, ("bot\0v1",)).encode()) == minefield


# Robustness -------------------------------------------------------------------------------

# Text built from the pieces of real board files reaches far deeper than random characters.
board_like_text = st.lists(
    st.one_of(
        st.from_regex(r"-?[0-9]{1,4} -?[0-9]{1,4}( [0-9x.])?", fullmatch=True),
        st.from_regex(r"[*.]{1,6}", fullmatch=True),
        st.sampled_from(
            ["", "# note", "3 3", "1 1", "1000 1000", "0 0", "*", ".", "\t", "  2  2 "]
        ),
        st.text(max_size=8),
        # What a hostile tester throws: huge numbers, long lines, odd separators.
        st.integers(0, 6000).map(lambda n: "9" * n + " 0"),
        st.integers(1, 3000).map(lambda n: "." * n),
        st.integers(1, 3000).map(lambda n: "1 " * n),
        st.sampled_from(["\x0b", "\x0c", "\x1c", "\x85", "\u2028", "\u2029", "\r", "\r\n"]),
    ),
    max_size=12,
).map("\n".join)


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(), board_like_text))
def test_the_loader_raises_only_its_own_error_on_any_text(text: str) -> None:
    try:
        minefield = parse(text, "fuzz.in")
    except BoardFileError as error:
        assert str(error).startswith("fuzz.in")
        assert "\n" not in str(error)
        assert len(str(error)) < 200  # only a short piece of any bad text is quoted
    else:
        assert parse(format_pairs(minefield)) == minefield


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.binary(), board_like_text.map(lambda text: text.encode("utf-8", "replace"))))
def test_the_loader_raises_only_its_own_error_on_any_bytes(data: bytes) -> None:
    try:
        parse_bytes(data, "fuzz.in")
    except BoardFileError as error:
        assert str(error).startswith("fuzz.in")


def test_comments_with_line_breaks_cannot_add_lines_to_a_written_board() -> None:
    field = parse("2 2\n1 1\n")
    for text in (format_pairs(field, ("one\n3 3",)), format_picture(field, ("x\r\n*.",))):
        assert parse(text) == field


def test_numbers_too_long_to_be_sizes_say_so_and_leading_zeros_are_fine() -> None:
    assert parse("2 2\n0000000000000000000001 0\n") == parse("2 2\n1 0\n")
    with pytest.raises(BoardFileError, match=r"line 2: '9{12}'... \(30 characters\) is far too"):
        parse("2 2\n" + "9" * 30 + " 0\n")
    # Past 4,300 digits Python's int() refuses a number: the zeros in front count too.
    zeros = "0" * 100_000
    assert parse(f"{zeros}4 5\n{zeros}3 {zeros}0\n") == parse("4 5\n3 0\n")
    with pytest.raises(BoardFileError, match=r"line 2: mine -1 2 is outside the 4x5 board"):
        parse(f"4 5\n-{zeros}1 2\n")


# Hardening (issue 9) ----------------------------------------------------------------------


@pytest.mark.parametrize("separator", ["\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85",
                                       "\u2028", "\u2029"])
def test_only_newline_and_carriage_return_end_a_line(separator: str) -> None:
    # A comment holding the separator stays a comment; line numbers are an editor's.
    assert parse(f"# note{separator}5 5\n2 2\n1 1\n") == Minefield(2, 2, [Coord(1, 1)])
    with pytest.raises(BoardFileError, match=r"line 3: mine 9 9 is outside"):
        parse(f"# a{separator}b\n2 2\n9 9\n")


def test_every_editor_line_end_counts_one_line() -> None:
    with pytest.raises(BoardFileError, match=r"line 4: mine 5 5 is outside"):
        parse("2 2\r\n0 0\r1 1\n5 5\n")
    with pytest.raises(BoardFileError, match=r"line 3: not UTF-8 text"):
        parse_bytes(b"2 2\r\n0 0\r\xff\n")


def test_text_that_is_not_utf8_is_quoted_up_to_its_first_bad_byte() -> None:
    # A Latin-1 comment had said only "not UTF-8 text", leaving the player to hunt for it.
    with pytest.raises(BoardFileError, match=r"^b.in, line 2: not UTF-8 text at '# caf\\xe9' "):
        parse_bytes(b"3 3\n# caf\xe9 puzzle\n", "b.in")
    # A long line is cut at the front; the bad byte always shows, after escapes, after a
    # byte-order mark, and the quote starts on a whole character.
    for data, line, shown in [
        (b"." * 5000 + b"\xe9\n", 1, "...'" + "." * 36 + "\\xe9'"),
        (b"\xef\xbb\xbf4 5\n0 4\n\xe9\n", 3, "'\\xe9'"),  # it had said line 2, quoting '0 '
        (b"\xef\xbb\xbf# caf\xe9\n4 5\n", 1, "'# caf\\xe9'"),
        (b"# " + b"\x1b" * 30 + b"\xe9\n", 1, "...'" + "\\x1b" * 9 + "\\xe9'"),
        (b"# " + "\u65e5".encode() * 500 + b"\xff\n", 1, "...'" + "\u65e5" * 18 + "\\xff'"),
    ]:
        with pytest.raises(BoardFileError) as raised:
            parse_bytes(data, "b.in")
        assert str(raised.value) == \
            f"b.in, line {line}: not UTF-8 text at {shown} (save it as UTF-8)"


def test_a_huge_token_is_quoted_short() -> None:
    with pytest.raises(BoardFileError) as raised:
        parse("2 2\n" + "x" * 100_000 + " 0\n")
    assert str(raised.value) == (
        f"<board>, line 2: {'x' * 40!r}... (100,000 characters) is not a whole number "
        "(a mine as ROW COL)"
    )


def test_a_line_of_a_million_numbers_is_counted_without_splitting_it_all() -> None:
    with pytest.raises(BoardFileError, match=r"line 2: expected two numbers .*found 4 or more"):
        parse("2 2\n" + "1 " * 1_000_000 + "\n")


@pytest.mark.parametrize(
    ("text", "message"),
    [("2 2\n" + "0 0\n" * 1_000_000, "line 3: mine 0 0 is listed twice"),
     (".\n" * 2_000_000, "line 1001: a board has at most 1000 rows")],
)
def test_reading_stops_at_the_first_error(text: str, message: str) -> None:
    import tracemalloc

    tracemalloc.start()
    try:
        with pytest.raises(BoardFileError, match=message):
            parse(text)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000  # the lines after the error were never read (a list: 50+ MB)


def test_a_short_bad_token_is_quoted_whole_and_alone() -> None:
    with pytest.raises(BoardFileError, match=r"^<board>, line 2: 'x' is not a whole number"):
        parse("2 2\nx 0\n")
    with pytest.raises(BoardFileError, match=r"line 2: '9{12}'... \(41 characters\) is far too"):
        parse("2 2\n" + "9" * 41 + " 0 and more\n")


@pytest.mark.parametrize("name, shown", [
    ("evil\x1b[31mred\n.in", "evil\\x1b[31mred\\n.in"),
    ("tab\there.in", "tab\\there.in"),
    ("caf\udce9.in", "caf\\xe9.in"),  # a byte that was not UTF-8
    ("plain b1.in", "plain b1.in"),
])
def test_a_file_name_in_an_error_is_one_line_that_cannot_drive_the_terminal(
        name: str, shown: str) -> None:
    """Whoever names the file, the engine's message escapes what a terminal would act on."""
    with pytest.raises(BoardFileError) as raised:
        parse("x\n", name)
    message = str(raised.value)
    assert message.startswith(f"{shown}, line 1: ") and message.isprintable()


@pytest.mark.parametrize("data", [
    b"# first click: 2 2\n4 5\n0 0\n",
    b"# first click: 2 2\r\n4 5\r\n0 0\r\n",
    b"# first click: 2 2\r4 5\r0 0\r",  # old Mac line ends, which the board reads too
    b"\xef\xbb\xbf# first click: 2 2\n4 5\n0 0\n",  # Notepad's UTF-8 byte-order mark
    b"4 5\n  #first click:2 2  \n0 0\n",
])
def test_the_first_click_comment_is_found_wherever_the_board_itself_reads(data: bytes) -> None:
    from minesweeper.engine import first_click_comment

    parse_bytes(data, "b.in")  # the board reads: so must its comment
    assert first_click_comment(data) == Coord(2, 2)


@pytest.mark.parametrize("data", [b"# first click: 2\n", b"x # first click: 2 2\n",
                                  b"# first click: 2 2 2\n"])
def test_a_line_that_only_looks_like_a_first_click_names_none(data: bytes) -> None:
    from minesweeper.engine import first_click_comment

    assert first_click_comment(data) is None


def test_every_comment_meant_as_a_first_click_is_found_with_its_line() -> None:
    from minesweeper.engine import first_click_comments

    data = (b"# made by hand\r\n# first click: 1 2\r\n# First click: 0 0\r\n# first clicks\r\n"
            b"3 3\r\n")
    assert list(first_click_comments(data)) == [(2, Coord(1, 2)), (3, None)]
    assert list(first_click_comments(b"3 3\n0 0\n")) == []
    assert list(first_click_comments(b"# first click: 1 1")) == [(1, Coord(1, 1))]  # no end


@settings(max_examples=300, deadline=None)
@given(st.from_regex(r"-?0{0,3}[0-9]{1,13}[ \t]{1,3}-?0{0,3}[0-9]{1,13}", fullmatch=True))
def test_the_quick_reading_of_a_pair_agrees_with_the_careful_one(line: str) -> None:
    # Nearly every line of a big pairs file takes the quick path: it must read (or refuse)
    # exactly as the careful one that names what is wrong.
    from minesweeper.engine import boardfile

    def read(quick: bool) -> tuple[int, int] | str:
        saved = boardfile._PAIR
        if not quick:
            boardfile._PAIR = re.compile(r"(?!)")  # never matches
        try:
            return boardfile._integers(line, 2, "f.in", "a mine as ROW COL")
        except BoardFileError as error:
            return str(error)
        finally:
            boardfile._PAIR = saved

    assert read(True) == read(False)
