"""Quoting bad input in a message: a short piece of it, never the whole of a huge token."""

from __future__ import annotations

# Enough to recognise what was typed; a message stays one readable line.
EXCERPT_CHARS = 40


def excerpt(text: str, limit: int = EXCERPT_CHARS, length: int | None = None) -> str:
    """`text` quoted as Python would (`'abc'`), cut to `limit` characters with its length.

    `length` is the whole text's length when `text` is only its start (a huge token is
    never copied out whole to be quoted).
    """
    length = len(text) if length is None else length
    if length <= limit:
        return repr(text)
    return f"{text[:limit]!r}... ({length:,} characters)"
