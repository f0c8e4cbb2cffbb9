"""Quoting bad input in a message: a short piece of it, never the whole of a huge token."""

from __future__ import annotations

# Enough to recognise what was typed; a message stays one readable line.
EXCERPT_CHARS = 40


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """`text` quoted as Python would (`'abc'`), cut to `limit` characters with its length."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}... ({len(text):,} characters)"
