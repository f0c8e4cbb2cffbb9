"""Text in a width: wrapping, key hints, and the notice that asks for a bigger terminal."""

from __future__ import annotations

import re

import pytest
from canvas import Canvas, words
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.tui.draw import text
from minesweeper.tui.draw.theme import Style

LONG_NOTE = ("could not read /tmp/t2/afile/minesweeper/saved-game.json (Not a directory);"
             " starting without it, and results will not be kept: cannot write to"
             " /tmp/t2/afile/minesweeper (Not a directory)")
LONG_ID = "f-16x30-eNpz" + "AbCdEfGh" * 11


def test_wrap_text_keeps_every_word_and_breaks_long_ones() -> None:
    lines = text.wrap_text(LONG_NOTE, 40)
    assert all(len(line) <= 40 for line in lines)
    assert "".join(lines).replace(" ", "") == LONG_NOTE.replace(" ", "")
    assert words(text.wrap_text(LONG_NOTE, 60)) == LONG_NOTE
    assert "".join(text.wrap_text(LONG_ID, 30)) == LONG_ID
    cut = text.wrap_text(LONG_NOTE, 40, 2)
    assert len(cut) == 2 and cut[1].endswith("...")
    assert text.wrap_text("anything", 0) == []


def test_a_path_too_long_for_a_line_breaks_between_folders() -> None:
    said = "Board written to /tmp/s52/x/minesweeper-20261206-234308.in"
    assert text.wrap_text(said, 38) == ["Board written to /tmp/s52/x/",
                                        "minesweeper-20261206-234308.in"]
    assert text.wrap_text(said, 20) == ["Board written to", "/tmp/s52/x/",
                                        "minesweeper-20261206", "-234308.in"]
    exact = "Board written to /tmp/s52-regress/abcde/xyz/minesweeper-20261207-004509.in"
    assert text.wrap_text(exact, 40)[0] == "Board written to /tmp/s52-regress/abcde/"  # 40


@given(st.lists(st.text("ab/", min_size=1, max_size=30), max_size=8), st.integers(1, 30))
def test_wrapped_paths_fit_and_read_the_same(pieces: list[str], width: int) -> None:
    source = " ".join(pieces)
    lines = text.wrap_text(source, width)
    assert all(0 < len(line) <= width for line in lines)
    assert "".join(lines).replace(" ", "") == source.replace(" ", "")


@given(st.lists(st.text("abc", min_size=1, max_size=12), max_size=12), st.integers(1, 30))
def test_wrapped_text_fits_and_reads_the_same(pieces: list[str], width: int) -> None:
    source = " ".join(pieces)
    lines = text.wrap_text(source, width)
    assert all(len(line) <= width for line in lines)
    assert "".join(lines).replace(" ", "") == source.replace(" ", "")


@given(st.lists(st.text("abc", min_size=1, max_size=12), max_size=40), st.integers(10, 50),
       st.integers(1, 3))
def test_pages_fit_end_in_the_marker_and_read_the_same(pieces: list[str], width: int,
                                                       rows: int) -> None:
    source = " ".join(pieces)
    marker = "(t: more)"
    shown = text.pages(source, width, rows, marker)
    lines = [line for page in shown for line in page]
    assert all(len(line) <= width for line in lines)
    assert all(1 <= len(page) <= rows for page in shown) or shown == [[]]
    if width - len(marker) - 1 < 10:  # (one page: as even as can be where it fits)
        fits = len(text.wrap_text(source, width)) <= rows
        assert shown == [text.balanced(source, width) if fits
                         else text.wrap_text(source, width, rows)]
        return
    assert all(page[-1].endswith(" " + marker) for page in shown[:-1])
    assert not shown[-1] or not shown[-1][-1].endswith(marker)
    assert all(page[0].startswith(text.GOES_ON + " ") for page in shown[1:]) \
        or width - len(marker) - 1 < 26  # too narrow for the lead beside a cell's name
    read = " ".join(line.removeprefix(text.GOES_ON + " ") if page_index and row == 0
                    else line for page_index, page in enumerate(shown)
                    for row, line in enumerate(page)).replace(marker, "")
    assert read.replace(" ", "") == source.replace(" ", "")


def test_a_cell_name_is_never_split_over_two_lines_or_pages() -> None:
    tip = "Row 13, column 5 is a mine: the 1 at row 12, column 4 has only one"
    for width in range(12, 60):
        for line in text.wrap_text(tip, width):
            assert not line.endswith(("row", "column")), (width, line)
        for page in text.pages(tip, width, 2, "(t: more)"):
            assert not any(line.endswith(("row", "column")) for line in page), (width, page)
    assert text.wrap_text(tip, 38) == ["Row 13, column 5 is a mine: the 1 at",
                                       "row 12, column 4 has only one"]


def test_a_list_s_last_number_and_a_one_letter_word_stay_with_their_neighbour() -> None:
    said = "Row 503, column 496: closed; 4 closed around it; next to the numbers 1, 2, 2 and 2"
    for width in range(16, 90):
        for line in text.wrap_text(said, width):
            assert not line.endswith(" and"), (width, line)
    legend = "░ under 25%, ▒ up to 50%, ▓ under 75%, █ 75% or more, ! a mine; the cursor's cell"
    for width in range(12, 80):
        lines = text.wrap_text(legend, width)
        assert not any(line.endswith(("!", " a", "█", "░")) for line in lines), (width, lines)
    assert text.wrap_text("a b c d e f", 5) == ["a b c", "d e f"]  # longer than a line


@given(st.lists(st.text("abc", min_size=1, max_size=8), min_size=1, max_size=12),
       st.integers(8, 40))
def test_balanced_text_takes_as_many_lines_and_reads_the_same(pieces: list[str],
                                                              width: int) -> None:
    source = " ".join(pieces)
    lines = text.balanced(source, width)
    assert len(lines) == len(text.wrap_text(source, width))
    assert all(len(line) <= width for line in lines) and " ".join(lines) == source
    assert text.balanced("No best times yet: only wins with no hints, undo or replay", 48) == [
        "No best times yet: only wins", "with no hints, undo or replay"]


def test_a_page_is_not_cut_inside_brackets_its_last_line_opens() -> None:
    tip = ("Row 3, column 7 is safe: every way to place the mines fits the numbers (the 1"
           " at row 6, column 2 and the 3 at row 7, column 3)")
    first, second = text.pages(tip, 50, 2, "(t: more)")
    assert first == ["Row 3, column 7 is safe: every way to place the",
                     "mines fits the numbers (t: more)"]
    # A page that goes on from the one before says so: read alone, it is not a sentence.
    assert second == ["... (the 1 at row 6, column 2 and the 3 at", "row 7, column 3)"]


def test_a_cell_s_name_is_never_split_over_two_pages() -> None:
    tip = ("Row 1, column 15 is safe: the 1 at row 1, column 14 must have 1 mine among the "
           "cells it shares with the 1 at row 2, column 14; that is all the 1 at row 2, "
           "column 14 needs")
    for width in range(30, 90):
        for page in text.pages(tip, width, 2, "(t: more)"):
            last = page[-1].replace(" (t: more)", "")
            assert not re.search(r"row \d+,$", last), (width, page)
            assert not page[0].startswith("column"), (width, page)


def test_a_text_that_fits_is_one_page_without_the_marker() -> None:
    assert text.pages("one two three", 20, 2, "(t: more)") == [["one two three"]]
    assert text.pages(LONG_NOTE, 120, 2, "(t: more)") == [text.balanced(LONG_NOTE, 120)]
    # (as even as can be: a tip's few last words stood alone under full lines)
    assert [len(line) for line in text.balanced(LONG_NOTE, 120)] == [92, 93]  # not 120, 65
    first, *rest = text.pages(LONG_NOTE, 40, 2, "(t: more)")
    assert len(first) == 2 and first[1].endswith(" (t: more)") and rest


def test_key_hints_drop_the_middle_ones_first_and_never_cut_one() -> None:
    pairs = (("n", "new game"), ("r", "replay"), ("q", "quit"))
    shown = Canvas(1, 40).paint(text.key_hints(pairs, 0, 40)).lines()[0]
    assert shown.split() == ["n", "new", "game", "r", "replay", "q", "quit"]
    assert Canvas(1, 20).paint(text.key_hints(pairs, 0, 20)).lines()[0].split() == \
        ["n", "new", "game", "q", "quit"]
    canvas = Canvas(1, 12).paint(text.key_hints(pairs, 0, 12))
    assert canvas.lines()[0].split() == ["q", "quit"]
    x = canvas.lines()[0].index("q")
    assert canvas.styles[0][x] is Style.KEY and canvas.styles[0][x + 2] is Style.DIM


def test_too_small_says_what_it_needs() -> None:
    canvas = Canvas(6, 20).paint(text.too_small_spans(6, 20, (63, 24)))
    assert "Enlarge the" in canvas.text() and "63 x 24" in canvas.text()
    assert "q quits" in canvas.text()


@pytest.mark.parametrize("width", [16, 20, 34])
def test_too_small_keeps_the_needed_size_on_one_line(width: int) -> None:
    lines = Canvas(8, width).paint(text.too_small_spans(8, width, (34, 8))).lines()
    assert any("(need 34 x 8)" in line for line in lines), lines
    narrow = Canvas(8, 10).paint(text.too_small_spans(8, 10, (34, 8))).text()
    assert "(need" in narrow and "8)" in narrow


@pytest.mark.parametrize("height, width", [(3, 12), (2, 8), (1, 5), (8, 30)])
def test_too_small_degrades_to_whole_words(height: int, width: int) -> None:
    lines = [line.strip() for line in
             Canvas(height, width).paint(text.too_small_spans(height, width, (34, 16))).lines()]
    shown = " ".join(line for line in lines if line)
    assert shown and "(need 34 x" not in shown.replace("(need 34 x 16)", "")
    assert any(word in shown for word in ("Enlarge", "34x16", "34 x 16", "+"))


LESSON = ("Strict: row 7, column 5 was proven safe (the 1 at row 6, column 6 already touches"
          " its mine, so its other neighbours are safe, and the mine this relies on is proven"
          " by the 1 at row 6, column 5), so a guess that could be a mine loses.")


def test_a_text_on_a_screen_of_its_own_reads_whole_above_how_to_leave() -> None:
    lines = Canvas(12, 40).paint(
        text.whole_text_spans(12, 40, LESSON, Style.MESSAGE, "any key: back")).lines()
    assert words(lines[:-1]) == LESSON
    assert lines[-1].strip() == "any key: back"
    assert all(len(line.rstrip()) <= 40 for line in lines)
    # A text on one page wraps in even lines: no word alone on the last.
    note = " ".join(["word"] * 15 + ["safe."])
    assert text.wrap_text(note, 78)[-1] == "safe."
    assert [len(line.split()) for line in text.whole_text_pages(24, 80, note)[0]] == [8, 8]
    # Where it does not fit, it reads whole a page at a time.
    pages = text.whole_text_pages(8, 34, LESSON)
    assert len(pages) > 1 and all(len(page) <= 6 for page in pages)
    seen = [words(Canvas(8, 34).paint(text.whole_text_spans(
        8, 34, LESSON, Style.MESSAGE, "more", page)).lines()[:-1]) for page in range(len(pages))]
    assert " ".join(seen) == LESSON


def test_a_question_goes_a_sentence_a_line_where_one_line_is_too_narrow() -> None:
    question = "Give up this game for a new one? It counts as lost (y/n)"
    assert text.question_lines(question, 60, 1) == [question]
    assert text.question_lines(question, 40, 2) == ["Give up this game for a new one?",
                                                    "It counts as lost (y/n)"]
    assert text.question_lines(question, 20, 4) == text.balanced(question, 20)
    assert text.question_lines(question, 40, 1) == ["Give up this game for a new one? (y/n)"]


def test_wide_characters_are_wrapped_by_the_columns_they_take() -> None:
    # A board named in Chinese ran a question off the screen, its "(y/n)" cut away.
    from minesweeper.engine import columns
    from minesweeper.tui.draw.text import confirm_text, question_lines, wrap_text

    name = "长" * 20  # 40 columns in 20 characters
    question = f"Quit? The game is kept, but the oldest kept game (Board {name}.., 0 s) " \
               "is given up (y/n)"
    for width in (40, 60, 90, 100):
        lines = question_lines(question, width, 4)
        assert all(columns(line) <= width for line in lines), (width, lines)
        assert lines[-1].endswith("(y/n)")
        assert all(columns(line) <= width for line in wrap_text(name * 3, width))
    assert columns(confirm_text(question, 30)) <= 30


def test_a_page_that_breaks_a_list_does_not_end_in_a_comma_before_its_marker() -> None:
    # At 40x12 a tip's first page ended "...the 1 at row 4, column 5, (t: more)".
    tip = ("Row 2, column 6 is safe: the 2 at row 3, column 5 needs 1 more mine, and the "
           "mines this relies on are proven by the 1 at row 4, column 5, the 2 at row 4, "
           "column 6, the 1 at row 5, column 7 and the 3 at row 6, column 5")
    for width in range(24, 60):
        for rows in (1, 2, 3):
            shown = text.pages(tip, width, rows, "(t: more)")
            assert not any(page[-1].endswith(", (t: more)") for page in shown), (width, shown)
            read = " ".join(line for page in shown for line in page).replace("(t: more)", "")
            words = [word for word in read.replace(",", "").split() if word != text.GOES_ON]
            assert words == tip.replace(",", "").split()


def test_a_number_s_name_goes_over_to_the_next_page_with_its_cell() -> None:
    # A play-tester's page ended "...is proven by the 1 at (t: more)", and the next held
    # only "... row 3, column 3".
    tip = ("Row 1, column 2 is safe: the 1 at row 2, column 4 must have 1 mine among the "
           "cells it shares with the 1 at row 2, column 3; that is all the 1 at row 2, "
           "column 3 needs, so its other neighbours are safe, and that mine is proven by the "
           "1 at row 3, column 3")
    for width in range(40, 100):
        shown = text.pages(tip, width, 2, "(t: more)")
        for page in shown:
            assert not re.search(r"\bthe \d at \(t: more\)$", page[-1]), (width, shown)
            assert not page[0].startswith(f"{text.GOES_ON} row"), (width, shown)


@pytest.mark.parametrize("rows", [1, 2, 3])
def test_a_path_broken_over_pages_gets_no_space_inside_it(rows: int) -> None:
    said = ("Board written to /tmp/s53/some/very/long/folder/name/"
            "minesweeper-20261206-234308.in, with its Game ID, and more words follow here.")
    for width in range(20, 61):
        shown = text.pages(said, width, rows, "(t: more)")
        lines = [line.replace(" (t: more)", "") for page in shown for line in page]
        assert not [line for line in lines if re.search(r"/ \S", line)], (width, shown)
        pieces = [piece for line in lines for piece in line.split() if piece != text.GOES_ON]
        assert "".join(pieces).replace(",", "") == said.replace(" ", "").replace(",", "")


@pytest.mark.parametrize(("width", "folders"), [(41, "d" * 20 + "/eeeeeeeeee/"), (50, "")])
def test_a_page_going_on_in_a_path_does_not_leave_its_lead_alone(width: int, folders: str) -> None:
    deep = "/tmp/s53-regress/deep/aaaaaaaaaaaa/bbbbbbbbbbbbbbbb/cccccccccccccccccc/"
    reply = f"Board written to {deep}{folders}minesweeper-20261207-034814.in"
    shown = text.pages(reply, width, 2, "(t: more)")
    assert all(page[0] != text.GOES_ON for page in shown), shown
    pieces = [piece for page in shown for line in page for piece in line.split()
              if piece not in (text.GOES_ON, "(t:", "more)")]
    assert "".join(pieces) == reply.replace(" ", "")


def test_balanced_text_keeps_a_cell_s_name_whole_on_one_line() -> None:
    # Made narrower to even the lines out, "row 10," had gone on one line, "column 23" on
    # the next.
    assert text.balanced("Open row 10, column 23", 20) == ["Open", "row 10, column 23"]


@pytest.mark.parametrize(("height", "width"), [(24, 80), (12, 40), (5, 17), (3, 8)])
def test_a_note_and_the_enlarge_screen_park_the_cursor_where_their_text_starts(
        height: int, width: int) -> None:
    # Both hid the terminal's cursor, which screen magnifiers follow.
    note = text.whole_text_spans(height, width, "You won in 9.03 s. Not ranked: assisted.",
                                 Style.MESSAGE, "any key: back to the board")
    enlarge = text.too_small_spans(height, width, (34, 8), back=True)
    for spans in (note, enlarge):
        focus = [span for span in spans if span.focus >= 0]
        assert len(focus) == 1
        line = Canvas(height, width).paint(spans).lines()[focus[0].y]
        assert line.strip() and focus[0].x == len(line) - len(line.lstrip())
