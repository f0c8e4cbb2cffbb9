"""Quoting bad input in a message: a short piece of it, never the whole of a huge token."""

from __future__ import annotations

import unicodedata

# Enough to recognise what was typed; a message stays one readable line.
EXCERPT_CHARS = 40


def excerpt(text: str, limit: int = EXCERPT_CHARS, length: int | None = None,
            ascii_only: bool = False) -> str:
    """`text` quoted as Python would (`'abc'`), cut to `limit` characters with its length;
    cut shorter where its escapes (`\x1b`) or wide characters would make the quote take
    more than `limit` columns.

    `length` is the whole text's length when `text` is only its start (a huge token is
    never copied out whole to be quoted). With `ascii_only`, a character past ASCII is an
    escape too (`\u5730`, see `ascii_escaped`).
    """
    def quote(part: str) -> str:
        said = quoted(part)
        return ascii_escaped(said) if ascii_only else said

    length = len(text) if length is None else length
    keep = max(0, min(limit, len(text)))  # (a limit below 0 keeps nothing)
    while keep and columns(quote(text[:keep])) > limit + 2:  # + 2: the quotes
        keep -= 1
    if length <= keep:
        return quote(text)
    return f"{quote(text[:keep])}... ({length:,} characters)"


def brief(value: object, limit: int = 40) -> str:
    """`value` as Python writes it, cut to `limit` characters with its length (a message that
    names its problem after the value must not have that pushed out by a long one)."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text):,} characters)"


def readable(text: str) -> str:
    """`text` (a file's name) as a message shows it: each byte that was not valid UTF-8
    (see `quoted`) as `\\xe9`, and a control character (an escape, a tab, a line break)
    as Python writes it (`\\x1b`, `\\t`, `\\n`), so it can neither drive the terminal
    nor break the message's line."""
    shown = text.translate(_AS_ESCAPES) if _has_bad_bytes(text) else text
    if shown.isprintable():
        return shown
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in shown)


def ascii_escaped(text: str) -> str:
    """`text` in ASCII: each character past ASCII as its code point, `\\u00e9` (`\\U0001f4a3`
    past `\\uffff`), never `\\xe9`, which is how a byte that was not UTF-8 shows."""
    if text.isascii():
        return text
    return "".join(char if char.isascii() else _escape(char) for char in text)


def _escape(char: str) -> str:
    code = ord(char)
    byte = _AS_ESCAPES.get(code)  # (a byte that was not UTF-8, not yet made readable)
    return byte if byte is not None else f"\\u{code:04x}" if code <= 0xFFFF \
        else f"\\U{code:08x}"


def _has_bad_bytes(text: str) -> bool:
    return any("\udc80" <= ch <= "\udcff" for ch in text)


_AS_ESCAPES = {0xDC00 + byte: f"\\x{byte:02x}" for byte in range(0x80, 0x100)}


def quoted(text: str) -> str:
    """`repr(text)`, except that a byte that was not valid UTF-8 (read with Python's
    "surrogateescape", as file names, arguments and piped input are) shows as that byte,
    `\\xe9`, not as the stand-in character `\\udce9`."""
    if not _has_bad_bytes(text):
        return repr(text)
    quote = repr(text)[0]
    parts = []
    for ch in text:
        byte = _AS_ESCAPES.get(ord(ch))
        if byte is not None:
            parts.append(byte)
        elif ch == quote:
            parts.append("\\" + ch)
        else:
            parts.append(repr(ch)[1:-1])
    return quote + "".join(parts) + quote


def _char_columns(char: str) -> int:
    # A mark that combines with the character before takes no column, whatever its combining
    # class (a Thai vowel above, U+0E31, has class 0), nor does a Hangul vowel or final
    # consonant that joins a syllable: as the C library's wcwidth, which curses follows.
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me") \
            or "\u1160" <= char <= "\u11ff" or "\ud7b0" <= char <= "\ud7ff":
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def columns(text: str) -> int:
    """How many terminal columns `text` takes: a wide character (CJK, in a file's name)
    takes two, a combining accent none."""
    return len(text) if text.isascii() else sum(_char_columns(char) for char in text)


def cut(text: str, width: int) -> str:
    """The longest start of `text` that takes at most `width` columns."""
    if len(text) <= width and text.isascii():
        return text
    used = 0
    for index, char in enumerate(text):
        used += _char_columns(char)
        if used > width:
            return text[:index]
    return text
