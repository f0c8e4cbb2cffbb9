"""The drawing tests' helpers: a stand-in screen that spans are painted on, a shared board,
and the game screen as a player sees it."""

from __future__ import annotations

from typing import Iterable

from minesweeper.engine import Game, parse
from minesweeper.tui.draw.game import game_spans
from minesweeper.tui.draw.layout import choose_layout, follow
from minesweeper.tui.draw.theme import UNICODE, Glyphs, Span, Style
from minesweeper.tui.state import GameUI


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


# A small board the drawing tests share: five mines in the bottom two rows.
SMALL = parse("""\
.......
.......
.......
.......
*......
**.*..*
""", "small")


def frame(game: Game, ui: GameUI, height: int = 24, width: int = 80,
          glyphs: Glyphs = UNICODE, title: str = "Small", assisted: bool = False) -> Canvas:
    """The game screen as the player sees it, scrolled to the cursor as the game screen does."""
    place = choose_layout(height, width, game.rows, game.cols)
    assert place is not None
    ui.scroll_to(follow(ui, place))
    return Canvas(height, width).paint(game_spans(game, ui, place, glyphs, title, assisted))


def box(canvas: Canvas) -> list[str]:
    """The board's box, border to border, cut out of a frame."""
    lines = canvas.lines()
    top = next(y for y, line in enumerate(lines) if "┌" in line or "+-" in line)
    left = lines[top].index("┌") if "┌" in lines[top] else lines[top].index("+")
    out = []
    for line in lines[top:]:
        out.append(line[left:])
        if line[left] in "└+" and len(out) > 1:
            break
    return out


def words(lines: list[str]) -> str:
    """Lines read as one text, whitespace collapsed."""
    return " ".join(" ".join(lines).split())
