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
    CHANCE = "chance"  # a closed cell's mine probability in the overlay
    CHANCE_SAFE = "chance safe"
    CHANCE_MINE = "chance mine"
    ASSISTED = "assisted"


NUMBER_STYLES = (Style.EMPTY, Style.N1, Style.N2, Style.N3, Style.N4,
                 Style.N5, Style.N6, Style.N7, Style.N8)


@dataclass(frozen=True)
class Span:
    """Text at (y, x) in one style; `reverse` marks the cursor or a selection."""

    y: int
    x: int
    text: str
    style: Style = Style.TEXT
    reverse: bool = False


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
    dot: str


UNICODE = Glyphs(
    closed="■", empty="·", flag="⚑", mark="?", mine="✹", exploded="✹", wrong_flag="✗",
    horizontal="─", vertical="│", top_left="┌", top_right="┐", bottom_left="└",
    bottom_right="┘", up="▲", down="▼", left="◀", right="▶", dot="·",
)
ASCII = Glyphs(
    closed="#", empty=".", flag="F", mark="?", mine="*", exploded="X", wrong_flag="x",
    horizontal="-", vertical="|", top_left="+", top_right="+", bottom_left="+",
    bottom_right="+", up="^", down="v", left="<", right=">", dot="-",
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
