"""terminal.py's part in how the game reads: the hardware cursor parked on the focused cell,
tall cells, the cursor's look on faint cells, and a palette whose numbers differ by hue."""

from __future__ import annotations

import curses
import itertools

import pytest

from minesweeper.tui import terminal
from minesweeper.tui.draw.theme import CHANCE_STYLES, NUMBER_STYLES, Span, Style
from minesweeper.tui.terminal import Terminal


class Window:
    """A curses window that records what is drawn and where the cursor is moved."""

    encoding = "utf-8"

    def __init__(self) -> None:
        self.drawn: list[tuple[int, int, str, int]] = []
        self.moved: list[tuple[int, int]] = []

    def getmaxyx(self) -> tuple[int, int]:
        return 24, 80

    def addstr(self, y: int, x: int, text: str, attribute: int) -> None:
        self.drawn.append((y, x, text, attribute))

    def move(self, y: int, x: int) -> None:
        self.moved.append((y, x))

    def erase(self) -> None:
        self.drawn.clear()

    def refresh(self) -> None:
        pass


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    monkeypatch.setattr(curses, "curs_set", lambda visibility: calls.append(visibility) or 0)
    return calls


def test_the_hardware_cursor_stays_on_the_last_focus_until_the_screen_is_cleared(
        shown: list[int]) -> None:
    window = Window()
    screen = Terminal(window)  # type: ignore[arg-type]
    screen.paint([Span(3, 10, " ■ ", Style.CLOSED, True, focus=1)])
    screen.refresh()
    assert window.moved == [(3, 11)] and shown == [1]
    screen.paint([Span(0, 0, "Time   4", Style.COUNTER)])  # the clock: the focus stays
    screen.refresh()
    assert window.moved == [(3, 11), (3, 11)] and shown == [1]
    screen.erase()  # another screen, with nothing focused: the cursor hides
    screen.paint([Span(0, 0, "Menu", Style.TITLE)])
    screen.refresh()
    assert window.moved == [(3, 11), (3, 11)] and shown == [1, 0]


def test_a_tall_span_fills_its_rows_with_its_text_in_the_middle(shown: list[int]) -> None:
    window = Window()
    screen = Terminal(window)  # type: ignore[arg-type]
    screen.attributes = {style: 0 for style in Style}
    screen.paint([Span(5, 2, "  3  ", Style.N3, height=3, focus=2)])
    assert [(y, x, text) for y, x, text, _ in window.drawn] == [
        (5, 2, "     "), (6, 2, "  3  "), (7, 2, "     ")]
    screen.refresh()
    assert window.moved == [(6, 4)]


def test_the_cursor_on_a_closed_or_empty_cell_is_a_solid_block() -> None:
    window = Window()
    screen = Terminal(window)  # type: ignore[arg-type]
    screen.attributes = {style: curses.A_DIM for style in Style}
    screen.paint([Span(0, 0, " · ", Style.EMPTY, True), Span(0, 3, " ■ ", Style.CLOSED, True),
                  Span(0, 6, " 3 ", Style.N3, True)])
    solid = curses.A_REVERSE | curses.A_BOLD
    # A dim number (the 8 with 8 colours) was reversed dim too: a faint block.
    assert [attribute for *_, attribute in window.drawn] == [solid, solid, solid]
    screen.attributes = {style: curses.A_BOLD for style in Style}
    screen.paint([Span(0, 9, " 4 ", Style.N4, True)])
    assert window.drawn[-1][-1] == curses.A_BOLD | curses.A_REVERSE


@pytest.mark.parametrize("colours", [8, 16, 256])
def test_numbers_differ_by_hue_and_chances_use_no_numbers_colour(colours: int) -> None:
    palette = terminal.palette(colours, -1)
    fg = {style: palette[style][0] for style in NUMBER_STYLES[1:]}
    assert fg[Style.N1] != fg[Style.N4] and fg[Style.N3] != fg[Style.N5]
    assert curses.COLOR_BLUE not in (fg[Style.N4],)  # the 4 is never dark blue
    assert all(palette[style][1] == -1 for style in NUMBER_STYLES)  # numbers keep the background
    for style in CHANCE_STYLES:
        foreground, background, extra = palette[style]
        assert background != -1 and not extra & curses.A_UNDERLINE
    # Closed cells are no brighter than numbers: grey or dim, never bold.
    closed_fg, _, closed_extra = palette[Style.CLOSED]
    assert not closed_extra & curses.A_BOLD
    assert closed_fg in (8, 245) or closed_extra & curses.A_DIM


@pytest.mark.parametrize("colours", [8, 16, 256])
def test_a_terminal_that_cannot_keep_its_own_colours_gets_none_asked_of_it(colours: int) -> None:
    # Without `op` in its terminfo, curses refuses -1 (the terminal's own colour) in a pair:
    # the game had stopped with a traceback making the pairs.
    palette = terminal.palette(colours, curses.COLOR_BLACK)
    assert all(-1 not in (foreground, background) for foreground, background, _ in
               palette.values())
    assert palette[Style.MINE][:2] == (curses.COLOR_WHITE, curses.COLOR_BLACK)


# xterm's first 16 colours (as in its default resources), then the 6x6x6 cube and the greys.
XTERM_16 = ((0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
            (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
            (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255))


def rgb(colour: int) -> tuple[int, int, int]:
    if colour < 16:
        return XTERM_16[colour]
    if colour >= 232:
        return (8 + 10 * (colour - 232),) * 3
    red, green, blue = ((colour - 16) // 36, (colour - 16) // 6 % 6, (colour - 16) % 6)
    level = (0, 95, 135, 175, 215, 255)
    return level[red], level[green], level[blue]


def contrast(first: tuple[int, int, int], second: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(colour: tuple[int, int, int]) -> float:
        linear = [value / 255 / 12.92 if value <= 10 else ((value / 255 + 0.055) / 1.055) ** 2.4
                  for value in colour]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def test_with_256_colours_everything_reads_on_white_and_on_black() -> None:
    # Text on the terminal's own background, light or dark: fixed colours (not the first 16,
    # which themes change: Solarized's 12 is grey) at 3:1 or more against either.
    for style, (foreground, background, _) in terminal.palette(256, -1).items():
        if background == -1 and foreground != -1:
            assert foreground >= 16, style
            for paper in ((255, 255, 255), (0, 0, 0)):
                assert contrast(rgb(foreground), paper) >= 3, (style, foreground, paper)


def test_with_256_colours_no_style_takes_a_colour_that_themes_change() -> None:
    # The first 16 colours are the theme's: a tip's cells (black on yellow), the mine that
    # went off (white on red) and the chance map's figures (15) took theirs, 3.3:1 in VGA's.
    for style, (foreground, background, _) in terminal.palette(256, -1).items():
        assert foreground == -1 or foreground >= 16, style
        assert background == -1 or background >= 16, style


@pytest.mark.parametrize("colours", [8, 16])
def test_with_8_or_16_colours_no_light_colour_is_bold(colours: int) -> None:
    # Bold shows green, yellow, cyan and white bright in many terminals (xterm's boldColors):
    # bright yellow on white is 1.07:1. The flag, errors, keys and a win had been.
    light = {curses.COLOR_GREEN, curses.COLOR_YELLOW, curses.COLOR_CYAN, curses.COLOR_WHITE}
    for style, (foreground, background, extra) in terminal.palette(colours, -1).items():
        if background == -1:
            assert foreground not in {8 + colour for colour in light}, style
            assert not (foreground in light and extra & curses.A_BOLD), style


def test_with_256_colours_the_chance_map_figures_read_on_their_shades() -> None:
    palette = terminal.palette(256, -1)
    for style in CHANCE_STYLES:
        foreground, background, _ = palette[style]
        assert contrast(rgb(foreground), rgb(background)) >= 3, (style, foreground, background)


@pytest.mark.parametrize("colours", [8, 16, 256])
def test_the_chance_map_and_a_tip_s_cells_read_on_their_backgrounds(colours: int) -> None:
    # In xterm's colours, taking a bold 0-7 as its bright 8-15 as many terminals show it
    # (boldColors): white on the safe green was 1.7:1, a bold black on a tip's yellow 2.4:1.
    palette = terminal.palette(colours, -1)
    for style in (*CHANCE_STYLES, Style.HIGHLIGHT, Style.EXPLODED):
        foreground, background, extra = palette[style]
        shown = [foreground]
        if extra & curses.A_BOLD and foreground < 8:
            shown.append(foreground + 8)
        for colour in shown:
            assert contrast(rgb(colour), rgb(background)) >= 3, (style, colour, background)


# Machado, Oliveira and Fernandes (2009): how protanopes and deuteranopes see linear RGB.
COLOUR_BLIND = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}


def lab(colour: tuple[int, int, int], seen: str = "") -> tuple[float, float, float]:
    """CIE L*a*b* of an sRGB colour, as seen with full `seen` colour blindness, if given."""
    linear = [value / 255 / 12.92 if value <= 10 else ((value / 255 + 0.055) / 1.055) ** 2.4
              for value in colour]
    if seen:
        linear = [min(1.0, max(0.0, sum(m * v for m, v in zip(row, linear, strict=True))))
                  for row in COLOUR_BLIND[seen]]
    red, green, blue = linear
    x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.95047
    y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


@pytest.mark.parametrize("seen", ["", "protanopia", "deuteranopia"])
def test_with_256_colours_every_two_numbers_differ_for_colour_blind_players_too(
        seen: str) -> None:
    # The violet 4 (99) and orange 5 (130) had looked as the 1 and the 3 do to a
    # deuteranope, the teal 6 (30) as the grey 8 to a protanope (colour differences of 3.7,
    # 1.0 and 4.5, where 10 tells apart at a glance).
    import math

    palette = terminal.palette(256, -1)
    coloured = (Style.N1, Style.N2, Style.N3, Style.N4, Style.N5, Style.N6, Style.N8)
    for first, second in itertools.combinations(coloured, 2):
        apart = math.dist(lab(rgb(palette[first][0]), seen), lab(rgb(palette[second][0]), seen))
        assert apart >= 10, (first, second, round(apart, 1))
