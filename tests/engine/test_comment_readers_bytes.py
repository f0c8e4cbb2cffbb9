"""The readers of a board file's comments take its bytes, as parse_bytes does: given its text
they raise a TypeError that says so, where Python's own said "removeprefix() argument must be
str, not bytes", the opposite of what to pass."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from minesweeper.engine import Coord, first_click_comment, first_click_comments, rows_in_comments

READERS: list[tuple[str, Callable[[Any], object]]] = [
    ("first_click_comments", lambda data: list(first_click_comments(data))),
    ("first_click_comment", first_click_comment),  # (it named the one it calls)
    ("rows_in_comments", lambda data: list(rows_in_comments(data))),
]
TEXT = "# first click: 1 2\n#...\n*...\n....\n"


@pytest.mark.parametrize(("name", "reader"), READERS, ids=["comments", "comment", "rows"])
def test_text_given_for_bytes_is_told_to_be_bytes(name: str,
                                                  reader: Callable[[Any], object]) -> None:
    with pytest.raises(TypeError, match=rf"^{name} takes a file's bytes, not str \(text.encode"):
        reader(TEXT)


def test_the_readers_read_bytes_and_a_bytearray_alike() -> None:
    for data in (TEXT.encode(), bytearray(TEXT.encode()), b"\xef\xbb\xbf" + TEXT.encode()):
        assert first_click_comment(data) == Coord(1, 2)
        assert list(first_click_comments(data)) == [(1, Coord(1, 2))]
        assert list(rows_in_comments(data)) == [2]
