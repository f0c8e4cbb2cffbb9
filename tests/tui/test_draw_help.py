"""The help screen: every binding, in columns when they fit, scrolling when they do not."""

from __future__ import annotations

import pytest
from canvas import Canvas, words

from minesweeper.tui import keymap
from minesweeper.tui.draw import help as help_screen
from minesweeper.tui.draw.theme import ASCII

LONG_ID = "f-16x30-eNpz" + "AbCdEfGh" * 11


def test_help_lists_the_keys_and_the_mouse() -> None:
    text = Canvas(24, 80).paint(help_screen.help_spans(24, 80)).text()
    assert "jump 5 up" in text and "middle click" in text


def _help_text_seen(height: int, width: int) -> str:
    """Every help row the player can scroll to, top to bottom, whitespace collapsed."""
    page = help_screen.help_page(height, width)
    assert len(page.columns) == 1
    seen: list[str] = []
    for scroll in range(page.max_scroll + 1):
        lines = Canvas(height, width).paint(
            help_screen.help_spans(height, width, "", scroll)).lines()
        content = lines[1:1 + page.usable]
        seen += content if scroll == 0 else content[-1:]
    return " ".join(" ".join(seen).split())


@pytest.mark.parametrize("height, width", [(6, 34), (15, 50), (10, 40), (12, 34)])
def test_help_scrolls_to_every_binding_when_it_does_not_fit(height: int, width: int) -> None:
    text = _help_text_seen(height, width)
    for binding in keymap.BINDINGS:
        assert ", ".join(binding.keys) in text and binding.help in text, binding
    for name, action in keymap.MOUSE_HELP + keymap.TERMINAL_HELP:
        assert name in text and action in text
    page = help_screen.help_page(height, width)
    first = Canvas(height, width).paint(help_screen.help_spans(height, width)).lines()
    last = Canvas(height, width).paint(
        help_screen.help_spans(height, width, "", page.max_scroll)).lines()
    assert f"▼ {page.max_scroll} more below" in "\n".join(first)
    assert f"▲ {page.max_scroll} more above" in last[0]
    assert "more below" not in "\n".join(last) and "more above" not in first[0]
    assert "scroll" in first[-1] and "back" in first[-1]
    assert all(len(line) <= width for line in first + last)
    ascii_first = Canvas(height, width).paint(
        help_screen.help_spans(height, width, glyphs=ASCII)).text()
    assert f"v {page.max_scroll} more below" in ascii_first and ascii_first.isascii()


def test_help_that_fits_does_not_scroll() -> None:
    # 80 x 24 scrolls since help explains the four kinds of luck and 3BV; 80 x 50 shows it all.
    assert help_screen.help_page(50, 80).max_scroll == 0
    lines = Canvas(50, 80).paint(help_screen.help_spans(50, 80, "b-1", scroll=3)).lines()
    assert "more" not in "\n".join(lines)
    assert lines[1].lstrip().startswith("Move")
    # As everywhere else, and how to use it.
    assert "Game ID b-1 (play it again with --game)   any key: back to the game" in lines[-1]


def test_a_wide_screen_sets_the_groups_side_by_side() -> None:
    page = help_screen.help_page(24, 200)
    assert len(page.columns) > 1 and not page.max_scroll
    lines = Canvas(24, 200).paint(help_screen.help_spans(24, 200)).lines()
    assert all(len(line) <= 200 for line in lines)


@pytest.mark.parametrize("height, width", [(24, 80), (10, 40), (8, 34)])
def test_help_shows_the_whole_game_id_also_when_it_scrolls(height: int, width: int) -> None:
    page = help_screen.help_page(height, width, LONG_ID)
    seen: list[str] = []
    for scroll in range(page.max_scroll + 1):
        seen += Canvas(height, width).paint(
            help_screen.help_spans(height, width, LONG_ID, scroll)).lines()
    assert LONG_ID in "".join(line.strip() for line in seen)
    short = Canvas(height, width).paint(help_screen.help_spans(height, width, "b-1", 0)).text()
    page = help_screen.help_page(height, width, "b-1")
    assert "b-1" in short or page.max_scroll


@pytest.mark.parametrize("width", [40, 56, 80])
def test_a_wrapped_game_id_reads_as_one_block(width: int) -> None:
    page = help_screen.help_page(24, width, LONG_ID)
    lines = Canvas(24, width).paint(
        help_screen.help_spans(24, width, LONG_ID, page.max_scroll)).lines()
    start = next(y for y, line in enumerate(lines) if "Game ID" in line)
    block = [line for line in lines[start:] if line.strip() and "scroll" not in line]
    assert len(block) >= 2
    shown = f"Game ID {LONG_ID} (play it again with --game)"
    assert "".join(block).replace(" ", "") == shown.replace(" ", "")
    assert len({len(line) - len(line.lstrip()) for line in block}) == 1  # one left edge


def test_scrolling_help_names_every_key_that_scrolls_where_it_fits() -> None:
    wide = Canvas(24, 80).paint(help_screen.help_spans(24, 80)).lines()[-1]
    assert "Up/Down/PgUp/PgDn/Home/End scroll" in wide
    assert "Up/Down scroll" in Canvas(12, 40).paint(help_screen.help_spans(12, 40)).lines()[-1]


def test_help_says_once_what_3bv_means() -> None:
    text = words(Canvas(50, 80).paint(help_screen.help_spans(50, 80)).lines())
    assert "3BV the fewest clicks that clear the board, without flags or chords" in text
    assert "3BV/s 3BV per second" in text


def test_on_a_big_screen_the_columns_are_about_as_long_as_each_other() -> None:
    page = help_screen.help_page(60, 200)
    assert len(page.columns) == 2 and page.rows <= 57  # no scrolling
    lengths = sorted(len(column) for column in page.columns)
    assert lengths[1] <= 1.5 * lengths[0], lengths  # was 13 lines against 44


@pytest.mark.parametrize("height, width", [(60, 200), (45, 80), (24, 80), (12, 40)])
def test_help_names_the_game_id_as_everywhere_else(height: int, width: int) -> None:
    text = "\n".join(Canvas(height, width).paint(
        help_screen.help_spans(height, width, "b-1-4.4")).lines())
    assert "game ID" not in text
    if not help_screen.help_page(height, width).max_scroll:
        assert "Game ID b-1-4.4" in text


@pytest.mark.parametrize("width", [14, 18, 20, 22, 24, 26, 30, 32])
def test_narrow_help_says_how_much_lies_above_and_how_to_scroll_in_whole_words(
        width: int) -> None:
    # At 20 columns the top line read "Help   ▲ 20 more abo", and up to 32 the keys' row
    # named only "other keys back", not how to scroll.
    page = help_screen.help_page(8, width)
    lines = Canvas(8, width).paint(help_screen.help_spans(8, width, "", 20)).lines()
    top = lines[0].split()
    assert top[-2:] in (["20", "above"], ["more", "above"]), lines[0]
    assert "▲" in top and page.max_scroll > 20
    tall = Canvas(10, width).paint(help_screen.help_spans(10, width, "", 1)).lines()
    below = next(line.split() for line in tall if "▼" in line)
    assert below[-1] in ("below", str(help_screen.help_page(10, width).max_scroll - 1)), below
    if width >= 24:  # (both hints take 24 columns; the game itself needs 34)
        assert lines[-1].split() == ["Up/Down", "scroll", "Esc", "back"], lines[-1]


@pytest.mark.parametrize("scroll", [1, 5, 14, 20, 26])
def test_help_at_another_size_shows_first_what_it_showed_first(scroll: int) -> None:
    # Over a resize help kept its row number, so the reader landed in another part.
    old = help_screen.help_page(24, 80)
    first = next(line for column in old.columns for line in column[scroll:] if line.strip())
    for height, width in ((12, 40), (8, 34), (30, 120), (24, 80)):
        new = help_screen.help_page(height, width)
        place = help_screen.same_place(old, scroll, new)
        shown = [line for column in new.columns for line in column[place:place + new.usable]]
        assert first in shown or place == new.max_scroll, (height, width, first)


@pytest.mark.parametrize("width", range(16, 81))
def test_help_fits_every_width_in_whole_words(width: int) -> None:
    # Help has no size check (a game needs 34 columns; help opened at 80, then narrowed):
    # at 23-26 columns "Assist (t, i: no best ti" and "3BV  the fewe" were cut at the edge.
    page = help_screen.help_page(24, width)
    assert sum(page.widths) + 4 * (len(page.widths) - 1) <= width
    lines = [line for column in page.columns for line in column]
    assert all(len(line) <= width for line in lines), [ln for ln in lines if len(ln) > width]
    text = " ".join(" ".join(lines).split())
    assert "Assist (t, i: no best time)" in text
    assert "3BV the fewest clicks that clear the board, without flags or chords" in text


@pytest.mark.parametrize(("height", "width"), [(24, 80), (12, 40), (60, 200)])
def test_help_parks_the_terminal_s_cursor_after_its_title(height: int, width: int) -> None:
    # It hid the cursor: a screen magnifier following it lost its place on help.
    spans = help_screen.help_spans(height, width)
    focus = [span for span in spans if span.focus >= 0]
    title = Canvas(height, width).paint(spans).lines()[0]
    assert len(focus) == 1 and focus[0].y == 0
    assert focus[0].x == len(title.rstrip()) and title.strip().startswith("Help")
    # Scrolled, just after "Help", not after "28 more above", which moves as it counts.
    for scroll in (9, 10, 99):
        spans = help_screen.help_spans(12, 40, scroll=scroll)
        title = Canvas(12, 40).paint(spans).lines()[0]
        assert "more above" in title
        assert [span.x for span in spans if span.focus >= 0] == [title.index("Help") + 4]
