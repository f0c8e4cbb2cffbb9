"""What the help and the drawing show, from mutation testing: each test fails with a change
to the drawing code that the suite let through."""

from __future__ import annotations

import pytest
from canvas import SMALL, Canvas, box, frame

from minesweeper.engine import Coord, Game, parse
from minesweeper.tables import Best, Stats
from minesweeper.tui import keymap
from minesweeper.tui.draw import form, header, help, menu, scores, text
from minesweeper.tui.draw.header import header_spans
from minesweeper.tui.draw.theme import Style
from minesweeper.tui.state import GameUI


def test_wrapped_help_goes_on_under_its_description_and_a_line_that_fits_is_whole() -> None:
    whole = keymap.help_lines()
    column = "  t             tip: best move".index("tip")
    assert "  t             tip: best move" in whole
    for width in range(16, keymap.HELP_COLUMN + 1):
        lines = keymap.help_lines(width)
        for line in whole:  # a line that fits is never wrapped
            if len(line) <= width:
                assert line in lines, (width, line)
        for line in lines:
            assert len(line) <= width or not line.startswith(" "), (width, line)
            if line.startswith(" " * 5):  # a description's next line: under its first
                start = len(line) - len(line.lstrip())
                assert start == column, (width, line)


def centred(inside: str, text: str, fill: str) -> bool:
    """`text` in the middle of `inside`: as much `fill` before it as after, or one less."""
    before = len(inside) - len(inside.lstrip(fill))
    after = len(inside) - len(inside.rstrip(fill))
    return inside.strip(fill) == text.strip(fill) and before <= after <= before + 1


@pytest.mark.parametrize("cols", range(2, 13))
def test_the_pause_notice_and_the_chance_scale_are_centred_in_the_box(cols: int) -> None:
    game = Game.fixed(parse(("." * (cols - 1) + "*\n") + "." * cols + "\n"))
    game.open(Coord(1, 0))
    rows = box(frame(game, GameUI(overlay={}), height=12, width=60))
    bottom = rows[-1][1:-1]  # the scale, as much of it as fits
    if "safe" in bottom or "○" in bottom:
        assert centred(bottom, bottom.strip("─"), "─"), bottom
    game.pause()
    [notice] = [row[1:-1] for row in box(frame(game, GameUI(), height=12, width=60))
                if "Paused" in row]
    assert centred(notice, notice.strip(), " "), notice


def test_a_title_cut_to_fit_the_header_keeps_two_letters_or_goes() -> None:
    game = Game.fixed(SMALL)
    for title in ("Beginner", "Custom 10x10x10"):
        for width in range(14, 50):
            line = Canvas(1, width).paint(header_spans(game, title, width, False, 0)).lines()[0]
            cut = [word for word in line.split() if word.endswith("..")]
            assert all(len(word) >= 4 for word in cut), (width, line)
            assert len(line) <= width


@pytest.mark.parametrize("width", [24, 25, 33, 40, 41, 80])
def test_the_header_is_centred_on_a_bar_the_whole_width_and_its_face_is_clickable(
        width: int) -> None:
    game = Game.fixed(SMALL)
    spans = header_spans(game, "Beginner", width, False, 0)
    canvas = Canvas(1, width).paint(spans)
    line = canvas.lines()[0]
    before, after = len(line) - len(line.lstrip()), width - len(line)
    assert before <= after <= before + 1, line
    words = {x for span in spans if span.style is not Style.HEADER
             for x in range(span.x, span.x + len(span.text))}
    assert all(canvas.styles[0][x] is Style.HEADER for x in range(width) if x not in words)
    face = line.index(":-)")
    assert [header.face_at(spans, 0, x) for x in range(face - 1, face + 4)] == \
        [False, True, True, True, False]


def test_a_question_alone_on_a_tiny_screen_shows_whole_when_its_lines_just_fit() -> None:
    question = "Quit? The game is kept: resume it from the menu. (y/n)"
    for width in (20, 30, 40):
        lines = text.balanced(question, width)
        shown = Canvas(len(lines), width).paint(
            text.question_spans(len(lines), width, question)).lines()
        assert " ".join(" ".join(shown).split()) == question, (width, shown)


def test_a_click_on_any_letter_of_q_quits_under_enlarge_the_terminal() -> None:
    spans = text.too_small_spans(10, 30, (40, 20))
    canvas = Canvas(10, 30).paint(spans)
    y = canvas.row_of(text.QUIT_HINT)
    x = canvas.lines()[y].index(text.QUIT_HINT)
    assert [text.quit_hint_at(spans, y, at) for at in range(x - 1, x + 8)] == \
        [False] + [True] * 7 + [False]


@pytest.mark.parametrize("width", [100, 120, 160])
def test_the_help_s_columns_are_centred_as_one_block(width: int) -> None:
    page = help.help_page(30, width, "")
    assert len(page.widths) >= 2
    lines = Canvas(30, width).paint(help.help_spans(30, width)).lines()
    headings = lines[1]
    left = len(headings) - len(headings.lstrip())
    last = headings.rindex("  ") + 2  # the last column's heading
    right = width - (last + page.widths[-1])
    assert left <= right <= left + 1, (left, right)
    assert headings.index("Move") == left


def test_the_game_id_under_the_help_goes_below_the_last_key_after_a_blank_line() -> None:
    lines = Canvas(200, 30).paint(help.help_spans(200, 30, "b-1")).lines()
    at = lines.index("  Game ID b-1 (play it again")
    assert lines[at - 2:at + 2] == ["  3BV/s         3BV per second", "",
                                    "  Game ID b-1 (play it again", "  with --game)"]


@pytest.mark.parametrize("message", ["", "records could not be read: " * 12])
@pytest.mark.parametrize("count", [1, 2, 3, 5, 10])
def test_the_best_times_scroll_exactly_as_far_as_the_last_one(count: int, message: str) -> None:
    stats = Stats(played=20, won=count, streak=1, longest=2, win_ms=4000 * count)
    best = [Best(4000 + rank, "2026-11-30", 8) for rank in range(count)]
    for height in range(8, 26):
        last = scores.last_scroll(height, 60, stats, best, message)
        shown = Canvas(height, 60).paint(scores.scores_spans(
            height, 60, "Beginner", stats, best, message, scroll=last)).text()
        assert "more below" not in shown, (height, shown)
        assert (f"{last} more above" in shown) == (last > 0), (height, shown)
        assert f"{(4000 + count - 1) / 1000:.2f}s" in shown or "taller screen" in shown, height


@pytest.mark.parametrize("width", [34, 35, 36, 50])
def test_the_menu_s_chosen_row_is_a_centred_bar_even_on_the_narrowest_screen(
        width: int) -> None:
    canvas = Canvas(24, width).paint(menu.menu_spans(24, width, 0))
    y = canvas.row_of("Beginner")
    bar = [x for x in range(width) if canvas.reverse[y][x]]
    assert bar == list(range(bar[0], bar[0] + menu.MENU_WIDTH))
    assert bar[0] <= width - 1 - bar[-1] <= bar[0] + 1, bar


def test_a_click_on_the_custom_form_picks_the_field_of_its_row_only() -> None:
    top, left = form.form_origin(24, 80)
    rows = [form.form_field_at(24, 80, y, left + 3) for y in range(top, top + 7)]
    assert rows == [None, None, 0, 1, 2, None, None]
    assert form.form_field_at(24, 80, top + 2, left - 1) is None
