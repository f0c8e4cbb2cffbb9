"""Board files: text <-> Minefield.

Two formats, told apart by their first meaningful line:

* pairs: a header `ROWS COLS`, then one mine per line as `ROW COL` (0-based, row first);
* picture: one line per row, `*` for a mine and `.` for a safe cell; a position to start
  from may be drawn too, `F` a flagged mine and `0`-`8` an open cell (see `boardposition`).

Both accept blank lines and `#` comments (from a `#` that starts a line or follows white
space to the line's end: `..#..` is a bad row, not a row cut short). Only `\n`, `\r\n`
and `\r` end a line, as in an editor. Every problem is reported as a BoardFileError
naming the source, the line and what is wrong (quoting only a short piece of bad text);
reading stops at the first one, so a huge bad file costs little more memory than its text.
"""

from __future__ import annotations

import re
from typing import Iterator

from .coords import Coord, OffBoardError, as_coord
from .excerpt import EXCERPT_CHARS, columns, excerpt, quoted, readable
from .minefield import Minefield
from .params import MAX_SIDE, MIN_SIDE, whole_value

MINE = "*"
SAFE = "."
_INTEGER = re.compile(r"-?[0-9]+")
_LEADING = re.compile(r"-?0*")  # what does not count towards a number's size
_TOKEN = re.compile(r"\S+")
# Two short numbers, as nearly every line of a pairs file is: read at once (a million mines'
# lines took seconds through the careful path, which names what is wrong with a line).
_PAIR = re.compile(r"(-?[0-9]{1,12})[ \t]+(-?[0-9]{1,12})", re.ASCII)
_PICTURE = re.compile(r"[*.F0-8]+")
FLAGGED = "F"
_LINE_END = re.compile(r"\r\n|\r|\n")
# A line (once every line ends in \n) whose first character that is not a space is not a
# `#`: one that holds something, not blank and not a comment.
_CONTENT = re.compile(r"^[^\S\n]*[^\s#].*", re.MULTILINE)
# A comment after what a line holds starts at a `#` after white space: a `#` inside a
# picture row (`..#..`, a mine or a closed cell drawn `#`) is a bad cell, not a comment
# that would cut the row short without a word.
_TRAILING_COMMENT = re.compile(r"\s#")
_LINE_ENDS = re.compile(rb"\r\n|\r|\n")
# Longer than any legal file: a header line plus one line per cell.
_MAX_DIGITS = 12


class BoardFileError(ValueError):
    """A board file that cannot be read; `str()` is the one-line message for the player."""

    def __init__(self, source: str, line: int | None, problem: str) -> None:
        self.source = source
        self.line = line
        self.problem = problem
        shown = readable(source)
        where = shown if line is None else f"{shown}, line {line}"
        super().__init__(f"{where}: {problem}")


def _line_of(data: bytes, at: int) -> int:
    """The number (from 1) of the line of `data` that byte `at` is on."""
    return data.count(b"\n", 0, at) + data.count(b"\r", 0, at) - data.count(b"\r\n", 0, at) + 1


def _up_to(data: bytes, at: int) -> str:
    """The text of its line up to the byte at `at` (that is not UTF-8), quoted with that
    byte as `\\xe9` last; cut at the front, on a character, to a short quote."""
    start = max(data.rfind(b"\n", 0, at), data.rfind(b"\r", 0, at), at - 4 * EXCERPT_CHARS) + 1
    piece = data[start:at + 1].decode("utf-8", "surrogateescape")
    mid_line = start > 0 and data[start - 1:start] not in (b"\n", b"\r")
    if mid_line:
        piece = piece.lstrip("".join(chr(0xDC80 + n) for n in range(64)))  # mid-character
    keep = len(piece)
    while keep > 1 and columns(quoted(piece[-keep:])) > EXCERPT_CHARS + 2:
        keep -= 1
    return ("..." if mid_line or keep < len(piece) else "") + quoted(piece[-keep:])


def parse_bytes(data: bytes, source: str = "<board>") -> Minefield:
    """Decode `data` as UTF-8 text and parse it (see `parse`)."""
    return parse(decode(data, source, "parse_bytes"), source)


def decode(data: bytes, source: str, asker: str = "decode") -> str:
    """A board file's bytes as text: BoardFileError where they are not UTF-8 text."""
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError(f"{asker} takes a file's bytes, not {type(data).__name__}"
                        f"{' (parse takes text)' if isinstance(data, str) else ''}")
    if data.startswith((b"\xff\xfe\0\0", b"\0\0\xfe\xff")):  # before UTF-16: the same start
        raise BoardFileError(source, None, "is UTF-32 text: save it as UTF-8")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # Notepad's "Unicode"
        raise BoardFileError(source, None, "is UTF-16 text: save it as UTF-8")
    data = data.removeprefix(b"\xef\xbb\xbf")  # a UTF-8 byte-order mark (Notepad's)
    if b"\0" in data:
        line = _line_of(data, data.index(b"\0"))
        raise BoardFileError(source, line, "not a text file (it contains NUL bytes)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise BoardFileError(source, _line_of(data, error.start), "not UTF-8 text at "
                             f"{_up_to(data, error.start)} (save it as UTF-8)") from None
    return text


# The comment `--generate` writes: the first click the board was made for (a no-guess
# board is cleared by logic from there, and that cell is never a mine).
# (Zeros in front are dropped: no more than 12 digits are made a number.)
_FIRST_CLICK = re.compile(
    rb"[ \t]*#[ \t]*first click:[ \t]*0*([0-9]{1,12})[ \t]+0*([0-9]{1,12})[ \t]*")


def first_click_comment(data: bytes) -> Coord | None:
    """The cell the first `# first click: R C` line of a board file names, or None."""
    found = _first_click_comments(_file_bytes(data, "first_click_comment"))
    return next((cell for _, cell in found if cell is not None), None)


# A comment meant as `# first click: R C`, in that form or not (where a comment starts: at
# the start of a line, or after white space).
_FIRST_CLICK_ANYWHERE = re.compile(rb"#[ \t]*first[ \t-]*click\b", re.IGNORECASE)


def first_click_comments(data: bytes) -> Iterator[tuple[int, Coord | None]]:
    """Every comment line of a board file meant as `# first click: R C`, in order: its
    number (from 1) and the cell it names, None for one not in that form (lines end as the
    board's do, after a UTF-8 byte-order mark if there is one). Found one at a time: a
    file of a million such lines costs no more memory than one; the lines between them are
    skipped at C speed (16 MB of blank lines had taken seconds, line by line)."""
    return _first_click_comments(_file_bytes(data, "first_click_comments"))


def _file_bytes(data: bytes, asker: str) -> bytes:
    """`data` without a UTF-8 byte-order mark; a TypeError that says what to pass unless it
    is bytes (text gave one that said `removeprefix()` must be given text)."""
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError(f"{asker} takes a file's bytes, not {type(data).__name__}"
                        f"{' (text.encode() gives them)' if isinstance(data, str) else ''}")
    return bytes(data).removeprefix(b"\xef\xbb\xbf")


def _first_click_comments(data: bytes) -> Iterator[tuple[int, Coord | None]]:
    number, counted, done = 1, 0, 0  # lines are counted up to `counted`, looked at to `done`
    for found in _FIRST_CLICK_ANYWHERE.finditer(data):
        if found.start() < done:
            continue  # on a line already looked at
        start = max(data.rfind(b"\n", done, found.start()),
                    data.rfind(b"\r", done, found.start()), done - 1) + 1
        end = _LINE_ENDS.search(data, found.end())
        done = len(data) if end is None else end.end()
        before = data[start:found.start()].decode("utf-8", "replace")
        if before.strip() and not before[-1].isspace() or before.lstrip().startswith("#") \
                or _TRAILING_COMMENT.search(before):  # (a comment, as `_meaningful_lines` cuts)
            continue  # a `#` inside a row (`..#first click`) is a bad cell, in a comment text
        number += (data.count(b"\n", counted, start) + data.count(b"\r", counted, start)
                   - data.count(b"\r\n", counted, start))
        counted = start
        stop = len(data) if end is None else end.start()
        # A comment after a row or a mine (`0 4 # first click: 2 1`) is said, never read.
        if not before.strip() and (match := _FIRST_CLICK.fullmatch(data, start, stop)):
            yield number, Coord(int(match[1]), int(match[2]))
        else:
            yield number, None


# A comment line drawn like a picture row: `#` first, then only picture cells and `#` (one
# that is not `#` at least, checked after: a pattern that asked for it would backtrack, and
# take minutes over a long line of dots followed by something else).
_ROW_LIKE_COMMENT = re.compile(rb"^[ \t]*#[#*.F0-8]*[ \t]*$", re.MULTILINE)


def rows_in_comments(data: bytes) -> Iterator[int]:
    """The numbers (from 1) of the comment lines of a picture board file drawn like one of
    its rows, as wide as its first row (`#...#`, a closed cell or a mine drawn `#`): read
    as comments, they leave the board a row short without a word. None in a pairs file."""
    text = _file_bytes(data, "rows_in_comments").replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    first = next(_meaningful_lines(text.decode("utf-8", "replace")), None)
    if first is None or not _looks_like_picture(first[1]):
        return
    width = len(first[1])
    number, counted = 1, 0
    for found in _ROW_LIKE_COMMENT.finditer(text):
        row = found.group().strip()
        if len(row) == width and row.strip(b"#"):
            number += text.count(b"\n", counted, found.start())
            counted = found.start()
            yield number


def first_click_line(first: Coord) -> str:
    """The comment (without its `#`) that `first_click_comment` reads: `first click: R C`;
    OffBoardError for a cell no board has (a negative row or column reads back as none)."""
    row, col = as_coord(first)
    if row < 0 or col < 0:
        raise OffBoardError(f"cell {row} {col} is on no board: rows and columns count from 0")
    return f"first click: {row} {col}"


def parse(text: str, source: str = "<board>") -> Minefield:
    """Parse board-file text in either format into a Minefield (a position drawn in it is
    checked: see `boardposition.parse_board` for the position too)."""
    from .boardposition import parse_board

    return parse_board(text, source).minefield


# A cell a picture shows: (line number, flat index, `F` or the digit drawn).
Shown = tuple[int, int, str]


def parse_cells(text: str, source: str) -> tuple[Minefield, list[Shown]]:
    """The mines of board-file text, and the cells its picture shows open or flagged."""
    if not isinstance(text, str):
        raise TypeError(f"parse takes a board file's text, not {type(text).__name__}"
                        f"{' (parse_bytes takes bytes)' if isinstance(text, bytes) else ''}")
    text = text.removeprefix("\ufeff")  # a byte-order mark, as parse_bytes skips it
    lines = _meaningful_lines(text)
    first = next(lines, None)
    if first is None:
        if text.strip():
            raise BoardFileError(source, None, "no board: every line is a comment (a line "
                                 "starting with #) or blank")
        raise BoardFileError(source, None, "the file is empty (no header, no picture)")
    if _looks_like_picture(first[1]):
        return _parse_picture(first, lines, source)
    if _DIGITS.fullmatch(first[1]):  # a position's first row all open (`0112`): a picture
        second = next(lines, None)  # if a row as wide follows, else a header missing a space
        if second is not None:
            lines = _chain(second, lines)
            if not any(char.isspace() for char in second[1]):  # (a mine's line has a space)
                return _parse_picture(first, lines, source)
    return _parse_pairs(first, lines, source), []


_DIGITS = re.compile(r"[0-8]+")


def _looks_like_picture(line: str) -> bool:
    """Whether the first line is a picture row (checked cell by cell), not a header: it
    starts with * or ., or it is one word with a * or . and no digit ("x..x": mines drawn
    with another letter are a picture's problem, not a header's), or a row of a position
    (`1F2..`: picture cells only, an F or a . among them)."""
    if line[0] in "*." or _PICTURE.fullmatch(line) and any(char in "F*." for char in line):
        return True
    return (("*" in line or "." in line) and not any(char.isspace() for char in line)
            and not any(char.isdigit() for char in line))


def split_lines(text: str) -> Iterator[str]:
    """The lines of `text`, one at a time, split only at `\n`, `\r\n` and `\r`."""
    start = 0
    for end in _LINE_END.finditer(text):
        yield text[start:end.start()]
        start = end.end()
    if start < len(text):
        yield text[start:]


def _meaningful_lines(text: str) -> Iterator[tuple[int, str]]:
    """(line number, stripped text) for each line that is not blank or a comment; those
    are skipped at C speed (a file of millions of blank lines had taken seconds)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    number, counted = 1, 0
    for found in _CONTENT.finditer(text):
        number += text.count("\n", counted, found.start())
        counted = found.start()
        raw = found.group()
        cut = _TRAILING_COMMENT.search(raw)
        yield number, (raw if cut is None else raw[:cut.start()]).strip()


def _integers(line: str, number: int, source: str, what: str) -> tuple[int, int]:
    """The two whole numbers of `line`; a token is copied out only when it is short."""
    pair = _PAIR.fullmatch(line)
    if pair is not None:
        return int(pair[1]), int(pair[2])
    values: list[int] = []
    found = 0
    for match in _TOKEN.finditer(line):
        found += 1
        if found > 3:  # enough to say the line has too many
            break
        if found == 3:
            continue
        start, end = match.span()
        if _INTEGER.fullmatch(line, start, end) is None:
            token = excerpt(line[start:min(end, start + 41)], length=end - start)
            raise BoardFileError(source, number, f"{token} is not a whole number ({what})")
        leading = _LEADING.match(line, start, end)
        assert leading is not None  # it matches the empty string
        if end - leading.end() > _MAX_DIGITS:
            token = excerpt(line[start:min(end, start + 13)], 12, length=end - start)
            raise BoardFileError(source, number, f"{token} is far too large ({what})")
        values.append(whole_value(line[start:end]))
    if found != 2:
        count = found if found <= 3 else "4 or more"
        raise BoardFileError(source, number, f"expected two numbers ({what}), found {count}")
    return values[0], values[1]


def _parse_pairs(
    header: tuple[int, str], lines: Iterator[tuple[int, str]], source: str,
) -> Minefield:
    number, text = header
    rows, cols = _integers(text, number, source, "the header ROWS COLS")
    for name, value in (("rows", rows), ("columns", cols)):
        if not MIN_SIDE <= value <= MAX_SIDE:
            raise BoardFileError(
                source, number, f"{name} must be {MIN_SIDE} to {MAX_SIDE}, not {value}"
            )
    seen = bytearray(rows * cols)  # flat indices: a million Coords would cost 100 MB
    mines: list[int] = []
    for number, line in lines:
        row, col = _integers(line, number, source, "a mine as ROW COL")
        if not (0 <= row < rows and 0 <= col < cols):
            raise BoardFileError(
                source, number,
                f"mine {row} {col} is outside the {rows}x{cols} board "
                f"(rows 0-{rows - 1}, columns 0-{cols - 1})",
            )
        index = row * cols + col
        if seen[index]:
            raise BoardFileError(source, number, f"mine {row} {col} is listed twice")
        seen[index] = 1
        mines.append(index)
        if len(mines) >= rows * cols:
            raise BoardFileError(source, number, "no safe cell left: every cell holds a mine")
    return Minefield.from_indices(rows, cols, mines)


def _parse_picture(
    first: tuple[int, str], lines: Iterator[tuple[int, str]], source: str,
) -> tuple[Minefield, list[Shown]]:
    width = len(first[1])
    mines: list[int] = []
    shown: list[Shown] = []
    rows = 0
    last = first[0]
    for row, (number, line) in enumerate(_chain(first, lines)):
        if not _PICTURE.fullmatch(line):
            col, bad = next((col, char) for col, char in enumerate(line)
                            if not _PICTURE.fullmatch(char))
            raise BoardFileError(source, number, f"{bad!r} at row {row}, column {col} of the "
                                 "picture (use * for a mine, . for a safe cell; F for a "
                                 "flagged mine and 0-8 for an open cell)")
        if len(line) != width:
            raise BoardFileError(
                source, number, f"this row has {len(line)} cells, the first row has {width}"
            )
        if row >= MAX_SIDE:
            raise BoardFileError(source, number, f"a board has at most {MAX_SIDE} rows")
        if width > MAX_SIDE:
            raise BoardFileError(source, number, f"a board has at most {MAX_SIDE} columns")
        start = row * width
        mines.extend(start + col for col, char in enumerate(line) if char in "*F")
        if not _BARE_ROW.fullmatch(line):
            shown.extend((number, start + col, char) for col, char in enumerate(line)
                         if char not in "*.")
        rows, last = row + 1, number
    if len(mines) >= rows * width:
        raise BoardFileError(source, last, "no safe cell left: every cell holds a mine")
    return Minefield.from_indices(rows, width, mines), shown


_BARE_ROW = re.compile(r"[*.]*")  # a row that shows nothing open or flagged


def _chain(first: tuple[int, str], rest: Iterator[tuple[int, str]]
           ) -> Iterator[tuple[int, str]]:
    yield first
    yield from rest


def _comment_lines(comments: tuple[str, ...]) -> list[str]:
    """`# ` lines; a comment's own line breaks become spaces so it cannot add board lines,
    and a NUL is written `\\x00` (a file holding one is read as no text file at all)."""
    return [f"# {' '.join(split_lines(comment))}".replace("\0", "\\x00")
            for comment in comments]


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
