"""The drawing tests' helpers: a stand-in screen that spans are painted on, a shared board,
and the game screen as a player sees it."""

from __future__ import annotations

from typing import Iterable

from minesweeper.engine import Coord, Game, parse
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
        self.focus: tuple[int, int] | None = None  # the hardware cursor, as terminal.py puts it

    def paint(self, spans: Iterable[Span]) -> Canvas:
        for span in spans:
            middle = span.y + (span.height - 1) // 2
            if span.focus >= 0:
                self.focus = (middle, span.x + span.focus)
            for y in range(span.y, span.y + span.height):
                if not 0 <= y < self.height:
                    continue
                text = span.text if y == middle else " " * len(span.text)
                for offset, char in enumerate(text):
                    x = span.x + offset
                    if 0 <= x < self.width:
                        self.chars[y][x] = char
                        self.styles[y][x] = span.style
                        self.reverse[y][x] = span.reverse
        return self

    def lines(self) -> list[str]:
        return ["".join(row).rstrip() for row in self.chars]

    def text(self) -> str:
        return "\n".join(self.lines())

    def shown(self) -> list[str]:
        """The lines from the first with anything on it to the last (a small board's
        screen keeps together in the middle of a big terminal)."""
        lines = self.lines()
        used = [y for y, line in enumerate(lines) if line]
        return lines[used[0]:used[-1] + 1] if used else []

    def row_of(self, text: str) -> int:
        """y of the last line showing `text`."""
        return max(y for y, line in enumerate(self.lines()) if text in line)


# A small board the drawing tests share: five mines in the bottom two rows.
SMALL = parse("""\
.......
.......
.......
.......
*......
**.*..*
""", "small")


def lost_with_a_wrong_flag() -> Game:
    """SMALL lost on the mine at 5 3, with a wrong flag at 5 2."""
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    game.toggle_flag(Coord(5, 2))
    game.open(Coord(5, 3))
    return game


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
