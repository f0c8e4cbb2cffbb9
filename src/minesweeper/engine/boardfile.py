"""Board files: text <-> Minefield.

Two formats, told apart by their first meaningful line:

* pairs: a header `ROWS COLS`, then one mine per line as `ROW COL` (0-based, row first);
* picture: one line per row, `*` for a mine and `.` for a safe cell.

Both accept blank lines and `#` comments. Every problem is reported as a
BoardFileError naming the source, the line and what is wrong.
"""

from __future__ import annotations

import re
from typing import Iterator

from .coords import Coord
from .minefield import Minefield
from .params import MAX_SIDE, MIN_SIDE

MINE = "*"
SAFE = "."
_INTEGER = re.compile(r"-?[0-9]+")
_PICTURE = re.compile(r"[*.]+")
# Longer than any legal file: a header line plus one line per cell.
_MAX_DIGITS = 12


class BoardFileError(ValueError):
    """A board file that cannot be read; `str()` is the one-line message for the player."""

    def __init__(self, source: str, line: int | None, problem: str) -> None:
        self.source = source
        self.line = line
        self.problem = problem
        where = source if line is None else f"{source}, line {line}"
        super().__init__(f"{where}: {problem}")


def parse_bytes(data: bytes, source: str = "<board>") -> Minefield:
    """Decode `data` as UTF-8 text and parse it (see `parse`)."""
    if b"\0" in data:
        raise BoardFileError(source, None, "not a text file (it contains NUL bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise BoardFileError(source, line, "not UTF-8 text") from None
    return parse(text, source)


def parse(text: str, source: str = "<board>") -> Minefield:
    """Parse board-file text in either format into a Minefield."""
    lines = list(_meaningful_lines(text))
    if not lines:
        raise BoardFileError(source, None, "the file is empty (no header, no picture)")
    _, first = lines[0]
    if first[0] in "*.":  # no header starts so: a picture, checked cell by cell
        return _parse_picture(lines, source)
    return _parse_pairs(lines, source)


def _meaningful_lines(text: str) -> Iterator[tuple[int, str]]:
    """(line number, stripped text) for each line that is not blank or a comment."""
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if line:
            yield number, line


def _integers(line: str, number: int, source: str, what: str) -> tuple[int, int]:
    tokens = line.split()
    for token in tokens:
        if not _INTEGER.fullmatch(token):
            raise BoardFileError(source, number, f"{token!r} is not a whole number ({what})")
        if len(token.lstrip("-0")) > _MAX_DIGITS:
            raise BoardFileError(
                source, number, f"{token[:12]!r}... ({len(token)} digits) is far too large ({what})"
            )
    if len(tokens) != 2:
        raise BoardFileError(
            source, number, f"expected two numbers ({what}), found {len(tokens)}"
        )
    return int(tokens[0]), int(tokens[1])


def _parse_pairs(lines: list[tuple[int, str]], source: str) -> Minefield:
    number, header = lines[0]
    rows, cols = _integers(header, number, source, "the header ROWS COLS")
    for name, value in (("rows", rows), ("columns", cols)):
        if not MIN_SIDE <= value <= MAX_SIDE:
            raise BoardFileError(
                source, number, f"{name} must be {MIN_SIDE} to {MAX_SIDE}, not {value}"
            )
    seen: set[Coord] = set()
    mines: list[Coord] = []
    for number, line in lines[1:]:
        row, col = _integers(line, number, source, "a mine as ROW COL")
        if not (0 <= row < rows and 0 <= col < cols):
            raise BoardFileError(
                source, number,
                f"mine {row} {col} is outside the {rows}x{cols} board "
                f"(rows 0-{rows - 1}, columns 0-{cols - 1})",
            )
        coord = Coord(row, col)
        if coord in seen:
            raise BoardFileError(source, number, f"mine {row} {col} is listed twice")
        seen.add(coord)
        mines.append(coord)
        if len(mines) >= rows * cols:
            raise BoardFileError(source, number, "no safe cell left: every cell holds a mine")
    return Minefield(rows, cols, mines)


def _parse_picture(lines: list[tuple[int, str]], source: str) -> Minefield:
    width = len(lines[0][1])
    mines: list[Coord] = []
    for row, (number, line) in enumerate(lines):
        if not _PICTURE.fullmatch(line):
            bad = next(char for char in line if char not in "*.")
            raise BoardFileError(
                source, number, f"{bad!r} in a picture row (use * for a mine, . for a safe cell)"
            )
        if len(line) != width:
            raise BoardFileError(
                source, number, f"this row has {len(line)} cells, the first row has {width}"
            )
        if row >= MAX_SIDE:
            raise BoardFileError(source, number, f"a board has at most {MAX_SIDE} rows")
        if width > MAX_SIDE:
            raise BoardFileError(source, number, f"a board has at most {MAX_SIDE} columns")
        mines.extend(Coord(row, col) for col, char in enumerate(line) if char == MINE)
    if len(mines) >= len(lines) * width:
        raise BoardFileError(source, lines[-1][0], "no safe cell left: every cell holds a mine")
    return Minefield(len(lines), width, mines)


def _comment_lines(comments: tuple[str, ...]) -> list[str]:
    """`# ` lines; a comment's own line breaks become spaces so it cannot add board lines."""
    return [f"# {' '.join(comment.splitlines())}" for comment in comments]


def format_pairs(field: Minefield, comments: tuple[str, ...] = ()) -> str:
    """The pairs format: header, then one `ROW COL` line per mine in reading order."""
    head = _comment_lines(comments)
    body = [f"{field.rows} {field.cols}", *(f"{row} {col}" for row, col in field.mines())]
    return "\n".join(head + body) + "\n"


def format_picture(field: Minefield, comments: tuple[str, ...] = ()) -> str:
    """The picture format: one line per row, `*` for a mine and `.` for a safe cell."""
    grid = [[SAFE] * field.cols for _ in range(field.rows)]
    for row, col in field.mines():
        grid[row][col] = MINE
    head = _comment_lines(comments)
    return "\n".join(head + ["".join(line) for line in grid]) + "\n"
