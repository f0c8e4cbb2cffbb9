"""Putting pieces of text together: clauses into sentences, parts into lines of a width."""

from __future__ import annotations

from typing import Sequence

from . import sentence


def sentences(*parts: str) -> str:
    """Each of `parts` as a sentence of its own (a capital first letter, one full stop at
    the end), joined by a space: `Kept games were damaged: .... Not ranked: replay.`"""
    return " ".join(sentence(part).rstrip(".") + "." for part in parts)


def packed(parts: Sequence[str], width: int, between: str = " ", then: str = "") -> list[str]:
    """`parts` in as few lines of at most `width` as they fit, in order and none broken
    (one longer than a line stays whole): joined by `between` on a line, each line after
    the first starting with `then`."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + len(between) + len(part) <= width:
            lines[-1] += between + part
        else:
            lines.append(then + part if lines else part)
    return lines
