"""The colours of each style on a terminal of 8, 16 or 256 colours (no curses here: the
terminal module passes its attributes in)."""

from __future__ import annotations

from .draw.theme import CHANCE_STYLES, Style


def plain(bold: int, underline: int, normal: int) -> dict[Style, int]:
    """The attributes of each style without colour: bold and underline only (the chance
    map reads by its glyphs; the cursor alone is reversed); the arguments are the curses
    attributes."""
    marked = {
        Style.TITLE: bold, Style.COUNTER: bold, Style.WON: bold, Style.LOST: bold,
        Style.EDGE: bold, Style.FLAG: bold, Style.MARK: bold, Style.MINE: bold,
        # The mine that went off is not reversed: beside the cursor, two would read as two.
        Style.EXPLODED: bold | underline, Style.WRONG_FLAG: bold | underline,
        Style.ERROR: bold, Style.KEY: bold, Style.SELECTED: bold,
        Style.HIGHLIGHT: bold | underline, Style.CHANCE_SAFE: bold, Style.CHANCE_MINE: bold,
        Style.ASSISTED: bold,
    }
    return {style: marked.get(style, normal) for style in Style}


def palette(colours: int, background: int, bold: int, dim: int, underline: int
            ) -> dict[Style, tuple[int, int, int]]:
    """(foreground, background, extra attributes) per style for a terminal of `colours`
    colours, chosen to read on dark and light backgrounds alike with 256 (with 8 or 16 the
    terminal's own green, yellow and cyan may be faint on white): no dark blue (the 4 is
    violet or magenta), 1/4 and 3/5 apart by hue (not by bold) even in 8 colours, and with
    256 every two numbers apart for red-green colour blindness too (a violet 4, a light
    brown 5 and a blue-green 6: the 99, 130 and 30 looked as the 1, the 3 and the 8), closed
    and empty cells in grey (dimmer than any number), the chance map on backgrounds that no
    number uses. -1 is the terminal's own colour (`background` is -1 where the terminal
    keeps its own); `bold`, `dim` and `underline` are the curses attributes."""
    many = colours >= 256
    sixteen = colours >= 16
    black, red, green, yellow, blue, magenta, cyan, white = range(8)
    grey = 244 if many else 8 if sixteen else -1
    faint = 0 if sixteen else dim  # grey where there is one, else the terminal's dim
    on = background
    # With 256 colours, only the fixed colours past the first 16 (which themes such as
    # Solarized change: its 12 is grey), text at least 3:1 against both white and black. Bold green,
    # yellow and cyan show bright in many terminals, unreadable on white: with 8 or 16
    # colours the flag and errors are red, the keys and a win bold in the terminal's colour.
    red_256, magenta_256 = 160, 164
    pink = magenta_256 if many else magenta
    red_bold = (9 if sixteen else red, on, bold)
    numbers = {
        Style.N1: (33 if many else 12 if sixteen else blue, on, 0 if sixteen else bold),
        Style.N2: (28 if many else green, on, 0),
        Style.N3: (red_256 if many else 9 if sixteen else red, on, 0 if sixteen else bold),
        Style.N4: (93 if many else 13 if sixteen else magenta, on, 0),
        Style.N5: (137 if many else yellow, on, 0),
        Style.N6: (31 if many else cyan, on, 0),
        Style.N7: (-1, on, bold),
        Style.N8: (grey, on, faint),
    }
    # The chance map: white on a shade; safe green, risk violet to magenta, a mine red. With
    # 8 or 16 colours, black on the green (white on it is 1.7:1 in xterm's colours), and not
    # bold: many terminals show a bold black as grey (xterm's boldColors), 1.9:1 on green.
    shades = (22, 54, 91, 128, 165, 160) if many else \
        (green, magenta, magenta, magenta, magenta, red)
    chances = {style: (231 if many else white, shade, bold)
               for style, shade in zip(CHANCE_STYLES, shades, strict=True)}
    if not many:
        chances[Style.CHANCE_SAFE] = (black, green, 0)
    styles = {
        **numbers, **chances,
        Style.CLOSED: (245 if many else grey, on, faint),
        Style.EMPTY: (242 if many else grey, on, faint),
        **dict.fromkeys((Style.BORDER, Style.DIM, Style.RULER), (grey, on, faint)),
        **dict.fromkeys((Style.FLAG, Style.ERROR), (166, on, bold) if many else red_bold),
        Style.EDGE: (166, on, bold) if many else (-1, on, bold),
        Style.MARK: (pink, on, bold),
        Style.MINE: (-1, on, bold),
        Style.EXPLODED: (231, red_256, bold) if many else (white, red, bold),
        Style.WRONG_FLAG: (pink, on, bold | underline),
        **dict.fromkeys((Style.COUNTER, Style.LOST), (red_256, on, bold) if many else red_bold),
        Style.WON: (28, on, bold) if many else (-1, on, bold),
        Style.KEY: (31, on, bold) if many else (-1, on, bold),
        Style.TITLE: (-1, on, bold),
        # (a bold black may show grey: 2.4:1 on yellow)
        Style.HIGHLIGHT: (16, 220, 0) if many else (black, yellow, 0),
        Style.ASSISTED: (pink, on, bold),
    }
    if background == -1:
        return styles
    # A terminal that cannot keep its own colours (no `op` in its terminfo) refuses -1 as
    # well: the text is white on the black it is given instead.
    return {style: (white if fore == -1 else fore, back, extra)
            for style, (fore, back, extra) in styles.items()}
