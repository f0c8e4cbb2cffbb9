"""A stand-in screen for tests: spans painted onto a grid of characters and styles."""

from __future__ import annotations

from typing import Iterable

from minesweeper.tui.draw.theme import Span, Style


class Canvas:
    """Spans painted onto a grid of characters and styles, as curses would show them."""

    def __init__(self, height: int, width: int) -> None:
        self.height = height
        self.width = width
        self.chars = [[" "] * width for _ in range(height)]
        self.styles = [[Style.TEXT] * width for _ in range(height)]
        self.reverse = [[False] * width for _ in range(height)]

    def paint(self, spans: Iterable[Span]) -> Canvas:
        for span in spans:
            if not 0 <= span.y < self.height:
                continue
            for offset, char in enumerate(span.text):
                x = span.x + offset
                if 0 <= x < self.width:
                    self.chars[span.y][x] = char
                    self.styles[span.y][x] = span.style
                    self.reverse[span.y][x] = span.reverse
        return self

    def lines(self) -> list[str]:
        return ["".join(row).rstrip() for row in self.chars]

    def text(self) -> str:
        return "\n".join(self.lines())
