"""Styles, spans and glyphs: what every drawing function returns and draws with.

A span is a piece of text at a screen position with a symbolic style; the terminal maps
the styles to colours and attributes and writes the spans.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ...engine import Tile


class Style(enum.Enum):
    """What a piece of text is; app.py turns it into colour and attributes."""

    TEXT = "text"
    TITLE = "title"
    HEADER = "header"
    COUNTER = "counter"
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"
    DIM = "dim"
    BORDER = "border"
    EDGE = "edge"
    CLOSED = "closed"
    EMPTY = "empty"
    N1 = "1"
    N2 = "2"
    N3 = "3"
    N4 = "4"
    N5 = "5"
    N6 = "6"
    N7 = "7"
    N8 = "8"
    FLAG = "flag"
    MARK = "mark"
    MINE = "mine"
    EXPLODED = "exploded"
    WRONG_FLAG = "wrong flag"
    MESSAGE = "message"
    ERROR = "error"
    KEY = "key"
    SELECTED = "selected"
    HIGHLIGHT = "highlight"  # a tip's cell and the numbers that prove it
    # The chance map: a closed cell's mine probability as a shade (a background no number
    # uses, and a glyph of the scale): proven safe, four bands of risk, a proven mine.
    CHANCE_SAFE = "chance safe"
    CHANCE_LOW = "chance low"
    CHANCE_SOME = "chance some"
    CHANCE_HIGH = "chance high"
    CHANCE_LIKELY = "chance likely"
    CHANCE_MINE = "chance mine"
    ASSISTED = "assisted"
    RULER = "ruler"  # the row and column numbers beside the board


NUMBER_STYLES = (Style.EMPTY, Style.N1, Style.N2, Style.N3, Style.N4,
                 Style.N5, Style.N6, Style.N7, Style.N8)


CHANCE_STYLES = (Style.CHANCE_SAFE, Style.CHANCE_LOW, Style.CHANCE_SOME, Style.CHANCE_HIGH,
                 Style.CHANCE_LIKELY, Style.CHANCE_MINE)


@dataclass(frozen=True)
class Span:
    """Text at (y, x) in one style; `reverse` marks the cursor or a selection.

    `height` > 1 is a tall board cell: the text on its middle row ((height - 1) // 2), the
    other rows blank in the same look. `focus` >= 0 is where in the text the terminal parks
    its hardware cursor (the focused cell, which screen readers follow).
    """

    y: int
    x: int
    text: str
    style: Style = Style.TEXT
    reverse: bool = False
    height: int = 1
    focus: int = -1


@dataclass(frozen=True)
class Glyphs:
    """The characters used to draw; one cell wide each."""

    closed: str
    empty: str
    flag: str
    mark: str
    mine: str
    exploded: str
    wrong_flag: str
    horizontal: str
    vertical: str
    top_left: str
    top_right: str
    bottom_left: str
    bottom_right: str
    up: str
    down: str
    left: str
    right: str
    # The chance map's scale, lightest to darkest: safe, four bands of risk, a mine. None
    # of them is a digit or a glyph the board uses for something else.
    chances: tuple[str, str, str, str, str, str]


UNICODE = Glyphs(
    closed="■", empty="·", flag="⚑", mark="?", mine="✹", exploded="✹", wrong_flag="✗",
    horizontal="─", vertical="│", top_left="┌", top_right="┐", bottom_left="└",
    bottom_right="┘", up="▲", down="▼", left="◀", right="▶",
    chances=("○", "░", "▒", "▓", "█", "!"),
)
ASCII = Glyphs(
    closed="#", empty=".", flag="F", mark="?", mine="*", exploded="X", wrong_flag="x",
    horizontal="-", vertical="|", top_left="+", top_right="+", bottom_left="+",
    bottom_right="+", up="^", down="v", left="<", right=">",
    chances=("o", ":", "=", "%", "@", "!"),
)


def tile_glyph(tile: Tile, glyphs: Glyphs) -> tuple[str, Style]:
    """The one place that turns a tile into a character and a style."""
    count = tile.count
    if count is not None:
        return (glyphs.empty if count == 0 else str(count)), NUMBER_STYLES[count]
    if tile is Tile.CLOSED:
        return glyphs.closed, Style.CLOSED
    if tile is Tile.FLAG:
        return glyphs.flag, Style.FLAG
    if tile is Tile.MARK:
        return glyphs.mark, Style.MARK
    if tile is Tile.MINE:
        return glyphs.mine, Style.MINE
    if tile is Tile.EXPLODED:
        return glyphs.exploded, Style.EXPLODED
    return glyphs.wrong_flag, Style.WRONG_FLAG
