"""Lines of commands as they arrive, ended by `\n`, `\r\n` or a lone `\r`.

A line is handed on as soon as its end arrives: a bot that ends its commands with a lone `\r`
gets each reply at once, not when its input closes (a text stream's readline waits for `\n`,
and with universal newlines it waits to see whether `\n` follows a `\r`).
"""

from __future__ import annotations

import codecs
import os
import select
from typing import Callable, TextIO

from . import signals

# No command is near this long; a longer line is one error, read and dropped a piece at a time.
MAX_LINE = 8192
_CHUNK = 8192


class LineReader:
    """The lines of `stream`; each `read` gives the next line with `\n` at its end (none on a
    last line the input ended without one), "" at the end, or None for a line of more than
    MAX_LINE characters (read to its end and dropped)."""

    def __init__(self, stream: TextIO) -> None:
        self._more = _chunks(stream)
        self._stream = stream
        self._text = ""
        self._after_cr = False  # the last line ended in `\r`: a `\n` next is part of it
        self._ended = False

    @property
    def waits(self) -> bool:
        """Whether the next `read` may wait for input: no whole line has come yet, and
        none is waiting to be read (a terminal hands a pasted burst on a line at a time)."""
        return not self._ended and _line_end(self._text) < 0 and not _ready(self._stream)

    def read(self) -> str | None:
        too_long = False
        while True:
            if self._after_cr and self._text:
                self._after_cr = False
                if self._text[0] == "\n":
                    self._text = self._text[1:]
                    continue
            end = _line_end(self._text)
            if end >= 0:
                line = self._text[:end]
                self._after_cr = self._text[end] == "\r"
                self._text = self._text[end + 1:]
                return None if too_long or len(line) > MAX_LINE else line + "\n"
            if len(self._text) > MAX_LINE:  # no end in sight: drop what came so far
                too_long, self._text = True, ""
            chunk = "" if self._ended else self._more()
            if not chunk:
                self._ended = True
                line, self._text = self._text, ""
                return None if too_long else line
            self._text += chunk


def _line_end(text: str) -> int:
    """Where the first line of `text` ends (its `\r` or `\n`), or -1."""
    cr, lf = text.find("\r"), text.find("\n")
    if cr < 0:
        return lf
    return cr if lf < 0 else min(cr, lf)


def _chunks(stream: TextIO) -> Callable[[], str]:
    """A function giving what `stream` has to read next, as soon as there is any ("" at its
    end): from the bytes under a text stream, else its lines. The bytes are decoded as the
    stream would, but a byte its encoding refuses is kept as an escape (it ended play in a
    traceback where the locale's errors are strict, as in en_US.UTF-8), a UTF-8 byte-order
    mark at the start is skipped in any encoding (a file from a Windows tool), and input
    that does not block waits for more rather than ending. An exit signal ends a wait for
    input whenever it comes (`signals.wait_readable`)."""
    raw = getattr(stream, "buffer", None)
    read1 = getattr(raw, "read1", None)
    if read1 is None:
        return lambda: stream.readline(_CHUNK)
    encoding = stream.encoding or "utf-8"
    decoder = codecs.getincrementaldecoder(encoding)("surrogateescape")
    start: bytes | None = b""  # the first bytes, until a byte-order mark can be told
    try:
        fd = stream.fileno()
    except (OSError, ValueError):  # not a file: a test's stream
        fd = -1

    def read() -> bytes:
        signals.wait_readable(fd)  # (read1 reads the file itself: nothing waits in a buffer)
        data: bytes = read1(_CHUNK)
        if not data and _waits_not(stream):  # nothing yet is not the end: wait for some
            select.select([stream], [], [])
            data = read1(_CHUNK)
        return data

    def more() -> str:
        nonlocal decoder, start
        while True:
            data = got = read()
            if start is not None:
                start += data
                if len(start) < len(BOM) and data and BOM.startswith(start):
                    continue
                data, start = start.removeprefix(BOM), None
            try:
                text = decoder.decode(data, final=not got)
            except UnicodeError:  # (UTF-16 without its byte-order mark): read as UTF-8
                decoder = codecs.getincrementaldecoder("utf-8")("surrogateescape")
                text = decoder.decode(data, final=not got)
            if text or not got:  # (a read of the mark alone is not the end)
                return text

    return more


BOM = codecs.BOM_UTF8


def _ready(stream: TextIO) -> bool:
    """Whether `stream` has input that can be read at once (False where that cannot be told:
    a test's stream)."""
    try:
        return bool(select.select([stream], [], [], 0)[0])
    except (OSError, ValueError, TypeError):
        return False


def _waits_not(stream: TextIO) -> bool:
    """Whether reading `stream` returns at once when nothing has come (O_NONBLOCK)."""
    try:
        return not os.get_blocking(stream.fileno())
    except (OSError, ValueError, AttributeError):  # (not a file: a test's stream)
        return False
