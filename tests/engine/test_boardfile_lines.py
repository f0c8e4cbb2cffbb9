"""The quick scans of a board file (its meaningful lines, its `# first click` comments) find
exactly what reading it line by line finds: the line-by-line readers are kept here to check."""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.engine import BoardFileError, Coord
from minesweeper.engine.boardfile import (
    _meaningful_lines,
    first_click_comments,
    parse,
    split_lines,
)

_FIRST_CLICK = re.compile(
    rb"[ \t]*#[ \t]*first click:[ \t]*0*([0-9]{1,12})[ \t]+0*([0-9]{1,12})[ \t]*")
_LOOKS_LIKE = re.compile(rb"#[ \t]*first[ \t-]*click\b", re.IGNORECASE)
_LINE_ENDS = re.compile(rb"\r\n|\r|\n")


def lines_one_by_one(text: str) -> Iterator[tuple[int, str]]:
    for number, raw in enumerate(split_lines(text), start=1):
        cut = len(raw)
        if raw.strip().startswith("#"):
            cut = 0
        for index in range(1, len(raw)):
            if raw[index] == "#" and raw[index - 1].isspace():
                cut = min(cut, index)
                break
        line = raw[:cut].strip()
        if line:
            yield number, line


def comments_one_by_one(data: bytes) -> Iterator[tuple[int, Coord | None]]:
    data = data.removeprefix(b"\xef\xbb\xbf")
    lines = _LINE_ENDS.split(data)
    for number, line in enumerate(lines, start=1):
        found = _LOOKS_LIKE.search(line)
        if found is None:
            continue
        before = line[:found.start()].decode("utf-8", "replace")
        if before.strip() and not before[-1].isspace() \
                or any(char == "#" and (i == 0 or before[i - 1].isspace())
                       for i, char in enumerate(before)):
            continue  # not a comment, or inside one
        if not before.strip() and (match := _FIRST_CLICK.fullmatch(line)) is not None:
            yield number, Coord(int(match[1]), int(match[2]))
        else:
            yield number, None


# Pieces that make board files hard to read: every line end, spaces of all kinds (and the
# characters Python's own splitlines would break at), comments, and the first-click words.
PIECES = ["\n", "\r", "\r\n", " ", "\t", "\x0b", "\x0c", "\x1c", "\x85", "\u2028", "\u3000",
          "#", "# first click: 1 2", "#First-Click", "# first click: 3 4 x", "first click",
          "5 5", "0 0", "*", ".", "x", "\ufeff"]
texts = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)


@given(texts)
def test_the_meaningful_lines_are_those_read_one_by_one(text: str) -> None:
    assert list(_meaningful_lines(text)) == list(lines_one_by_one(text))


@given(st.one_of(texts.map(lambda text: text.encode()), st.binary(max_size=60)))
def test_the_first_click_comments_are_those_read_one_by_one(data: bytes) -> None:
    assert list(first_click_comments(data)) == list(comments_one_by_one(data))


def test_many_blank_lines_and_comments_read_as_the_lines_between_them() -> None:
    text = "\n" * 200_000 + "2 3\r\n" + "# x\r" * 100_000 + "  1 2  # a mine\n"
    assert list(_meaningful_lines(text)) == [(200_001, "2 3"), (300_002, "1 2")]
    assert parse(text).mine_indices == frozenset({5})
    data = b"#first click#first click" * 50_000 + b"\n  # first click: 1 1\n"
    assert list(first_click_comments(data)) == [(1, None), (2, Coord(1, 1))]


def test_a_picture_row_drawn_after_a_hash_is_found_as_a_comment_row() -> None:
    from minesweeper.engine import rows_in_comments

    # Line 2 (`#...#`, as wide as the picture) and line 4 (a mine drawn `#`) are the rows a
    # teacher meant; a comment in words, a banner of another width and a pairs file are not.
    data = b"*...*\r\n#...#\r\n# five cells\r\n#*..*\n######\n*...*\n"
    assert list(rows_in_comments(data)) == [2, 4]
    assert list(rows_in_comments(b"#...#\n3 5\n0 0\n")) == []
    assert list(rows_in_comments(b"\xef\xbb\xbf..\n#.\n")) == [2]


def test_a_long_comment_of_dots_is_looked_at_once() -> None:
    # The pattern for a row drawn after a # had backtracked over such a line (16,000 dots
    # took 1.5 s, a 1 MB line would have taken hours); `benchmarks/engine.py` times it.
    from minesweeper.engine import rows_in_comments

    data = b".....\n..*..\n#" + b"." * 100_000 + b" separator\n#####\n#...#\n"
    assert list(rows_in_comments(data)) == [5]


def test_a_hash_inside_a_row_is_a_bad_cell_not_a_comment() -> None:
    # `..#..` had read as `..`: a 3x5 board drawn with a column of `#` became 3x2, silently.
    with pytest.raises(BoardFileError, match=r"^c.in, line 1: '#' at row 0, column 2 of"):
        parse("..#..\n.*#..\n..#..\n", "c.in")
    with pytest.raises(BoardFileError, match=r"^e.in, line 1: '#' at row 0, column 4 of"):
        parse("....#\n.*...\n", "e.in")  # it had blamed line 2 as the longer row
    with pytest.raises(BoardFileError, match=r"2#.*is not a whole number"):
        parse("3 3\n1 2# a mine\n")
    # A comment after white space still ends a line, in both formats.
    assert parse("..*.. # row zero\n.....\t# one\n") == parse("..*..\n.....\n")
    assert parse("3 3 # size\n1 2\t# a mine\n") == parse("3 3\n1 2\n")


def test_a_picture_drawn_only_in_comment_lines_is_not_called_empty() -> None:
    with pytest.raises(BoardFileError, match="every line is a comment"):
        parse("#*###\n###*#\n#####\n")
    with pytest.raises(BoardFileError, match="the file is empty"):
        parse("\n  \n")


def test_a_first_click_comment_after_a_row_or_odd_space_is_said_to_be_ignored() -> None:
    # Both had been ignored without a word; only the first click's own line form counts.
    data = b"4 5\n0 4 # first click: 2 1\n\xc2\xa0# first click: 2 1\n\x0c# first click: 1 1\n"
    assert list(first_click_comments(data)) == [(2, None), (3, None), (4, None)]
    assert list(first_click_comments(b"..#first click: 1 1\n")) == []  # a bad row, no comment
    assert list(first_click_comments(b"# a name #first-click.in\n")) == []  # a comment's text
    assert list(first_click_comments(b"0 4 # note #first click: 0 0\n")) == []  # and here


def test_a_first_click_inside_a_comment_with_no_space_after_its_mark_is_its_text() -> None:
    # `#level #first-click.in` is a comment line as much as `# level ...` is (the board
    # reader drops both): its second `#` is text, not a misformed first-click comment.
    assert list(first_click_comments(b"#level #first-click.in\n2 2\n0 0\n")) == []
    assert list(first_click_comments(b"#note\n#first click: 1 1\n")) == [(2, Coord(1, 1))]
