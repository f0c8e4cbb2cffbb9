"""The start menu and the custom-board form: what they list, where, and what a click picks."""

from __future__ import annotations

from pathlib import Path

import pytest
from canvas import Canvas, words

from minesweeper.engine import Level, Params, describe
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.tui.draw import form as form_screen
from minesweeper.tui.draw import header, menu
from minesweeper.tui.draw.theme import Style
from minesweeper.tui.state import Form

LONG_NOTE = ("could not read /tmp/t2/afile/minesweeper/saved-game.json (Not a directory);"
             " starting without it, and results will not be kept")


def test_the_menu_lists_every_level_and_marks_the_chosen_one() -> None:
    canvas = Canvas(24, 80).paint(menu.menu_spans(24, 80, 2))
    lines = canvas.lines()
    assert "M I N E S W E E P E R" in canvas.text()
    for label, detail in (("Beginner", "8 x 8, 10 mines"), ("Intermediate", "16 x 16, 40 mines"),
                          ("Advanced", "16 x 30, 99 mines"), ("Custom", "your own size"),
                          ("Luck", "classic"), ("Times", "best times, stats"),
                          ("Quit", "")):
        assert any(label in line and detail in line for line in lines), label
    y = menu.menu_item_y(24, 80, 2)
    assert "Advanced" in lines[y]
    x = lines[y].index("Advanced")
    assert canvas.reverse[y][x + 3] and not canvas.reverse[y - 1][x + 3]
    assert canvas.styles[y][x] is Style.KEY  # the letter that picks it
    assert canvas.focus == (y, x)  # the hardware cursor on the chosen item
    assert "Enter start" in canvas.text()


def test_a_click_on_an_item_picks_it_and_elsewhere_nothing() -> None:
    for index in range(len(menu.MENU_ITEMS)):
        y = menu.menu_item_y(24, 80, index)
        assert menu.menu_item_at(24, 80, y, 40) == index
    assert menu.menu_item_at(24, 80, 0, 40) is None
    assert menu.menu_item_at(24, 80, menu.menu_item_y(24, 80, 0), 0) is None
    assert menu.menu_item_at(5, 20, 2, 10) is None  # the menu does not show at all


def test_the_luck_item_says_where_it_stands() -> None:
    items = menu.menu_items(luck="forgiving")
    lines = Canvas(24, 80).paint(menu.menu_spans(24, 80, 0, "", items)).lines()
    assert any("Luck" in line and "forgiving" in line for line in lines)


def test_on_twelve_rows_the_menu_with_resume_drops_its_blank_rows() -> None:
    items = menu.menu_items("Beginner, 12 s")
    assert menu.menu_fits(11, 34, items) and not menu.menu_fits(10, 34, items)
    lines = Canvas(12, 34).paint(menu.menu_spans(12, 34, 0, "a note", items)).lines()
    assert "M I N E S W E E P E R" in lines[0] and "Resume" in lines[2]
    assert "Quit" in lines[9] and "arrows choose" in lines[10] and "a note" in lines[11]
    for index in range(len(items)):  # clicks find the items where they are drawn
        y = menu.menu_item_y(12, 34, index, items)
        assert items[index].label in lines[y]
        assert menu.menu_item_at(12, 34, y, 10, items) == index
    roomy = Canvas(24, 80).paint(menu.menu_spans(24, 80, 0, "", items)).lines()
    title = next(y for y, line in enumerate(roomy) if "M I N E S" in line)
    assert roomy[title + 1].strip() == roomy[title + 2].strip() == ""
    assert "Resume" in roomy[title + 3]


def test_resume_detail_is_short_and_whole() -> None:
    assert menu.resume_detail(Level.BEGINNER.params, "", "", 12.7) == "Beginner, 12 s"
    big = Params(100, 200, 2000)
    # A custom board is named as the game's header names it (one function: describe).
    assert menu.resume_detail(big, "", "", 12) == "Custom 100x200, 2000 mines, 12 s"
    assert menu.resume_detail(big, "", "", 12).startswith(f"{describe(big)}, ")
    assert menu.resume_detail(big, "b1.in", "", 3) == "b1.in, 3 s"  # which board, not "board"
    assert menu.resume_detail(Level.BEGINNER.params, "", "strict", 3) == "Beginner, strict, 3 s"
    # A narrow screen drops the mode, then cuts the name; the time always shows whole.
    intermediate = Level.INTERMEDIATE.params
    assert menu.resume_detail(intermediate, "", "no guess", 1, 40) == "Intermediate, 1 s"
    assert menu.resume_detail(intermediate, "", "no guess", 1, 80) == \
        "Intermediate, no guess, 1 s"
    assert menu.resume_detail(big, "", "forgiving", 1, 80) == \
        "Custom 100x200, 2000 mines, forgiving, 1 s"
    assert menu.resume_detail(big, "", "forgiving", 1, 50) == "Custom 100x200, 2000 mines, 1 s"
    assert menu.resume_detail(big, "", "forgiving", 1, 34) == "Custom 100x200, 1 s"  # mines go
    assert menu.resume_detail(Params(9, 9, 1), "", "", 1, 80) == "Custom 9x9, 1 mine, 1 s"
    # A shared custom board drops its mines the same way (not cut to "Shared Custom 6x7..").
    shared = f"Shared {describe(Params(6, 7, 8))}"
    assert menu.resume_detail(Params(6, 7, 8), shared, "", 12, 40) == "Shared Custom 6x7, 12 s"
    cut = menu.resume_detail(big, "a-very-long-board-name.in", "", 12, 34)
    assert cut.endswith(".., 12 s") and len(cut) <= 34 - menu.MENU_LABEL_WIDTH
    detail = menu.resume_detail(Level.INTERMEDIATE.params, "", "no guess", 1234)
    assert detail == "Intermediate, no guess, 1234 s"
    items = menu.menu_items(detail)
    lines = Canvas(24, 80).paint(menu.menu_spans(24, 80, 0, "", items)).lines()
    resume = next(line for line in lines if "Resume" in line)
    assert detail in resume
    assert lines.index(resume) < next(y for y, line in enumerate(lines) if "Beginner" in line)


def test_a_long_menu_notice_is_wrapped_whole() -> None:
    lines = Canvas(24, 80).paint(menu.menu_spans(24, 80, 0, LONG_NOTE)).lines()
    hint = next(y for y, line in enumerate(lines) if "Enter start" in line)
    assert words(lines[hint + 1:]) == LONG_NOTE


def test_a_menu_too_big_for_the_screen_asks_for_more_room() -> None:
    text = Canvas(8, 30).paint(menu.menu_spans(8, 30, 0)).text()
    assert "Enlarge" in text and "Beginner" not in text


def test_the_form_shows_fields_values_and_the_error() -> None:
    form = Form(values=["5", "", "3"], selected=1, error="Columns: type a number")
    canvas = Canvas(24, 80).paint(form_screen.form_spans(24, 80, form))
    lines = canvas.lines()
    assert "Custom board" in canvas.text() and "Columns: type a number" in canvas.text()
    assert "Sides 1 to 1000, at least one safe cell" in canvas.text()
    for width in range(34, 40):  # never cut mid-word on a narrow screen
        narrow = Canvas(24, width).paint(form_screen.form_spans(24, width, form)).text()
        assert "at least one safe cell" in narrow or "Sides 1-1000, at least 1 safe cell" \
            in narrow, width
    rows = next(y for y, line in enumerate(lines) if "Rows" in line)
    assert lines[rows].split() == ["Rows", "5"]
    assert lines[rows + 1].split() == ["Columns"] and lines[rows + 2].split() == ["Mines", "3"]
    x = lines[rows].index("5")
    assert canvas.reverse[rows + 1][x] and not canvas.reverse[rows][x]  # the field typed in
    assert canvas.focus == (rows + 1, x)  # the hardware cursor where typing goes (empty field)
    assert "Enter play" in canvas.text() and "Esc back" in canvas.text()


def test_a_form_error_too_long_for_the_row_wraps_whole() -> None:
    error = "A 3x40 board takes 0 to 119 mines, not 150"
    form = Form(values=["3", "40", "150"], error=error)
    lines = Canvas(12, 40).paint(form_screen.form_spans(12, 40, form)).lines()
    assert error in words(lines)  # not cut at the edge as "not 1"
    shown = [line.strip() for line in lines if line.strip() and line.strip() in error]
    assert len(shown) == 2 and len(shown[1].split()) > 1, shown  # not "150" alone
    long = ("A no-guess 3x3 board cannot hold 7 mines: with only 2 safe cells, the first "
            "click never shows where the other one is; try fewer mines")
    lines = Canvas(12, 40).paint(form_screen.form_spans(12, 40, Form(error=long))).lines()
    assert long in words(lines) and "Rows" in words(lines) and "Enter play" in words(lines)


def test_a_click_on_a_field_selects_it() -> None:
    lines = Canvas(24, 80).paint(form_screen.form_spans(24, 80, Form())).lines()
    for index, name in enumerate(form_screen.FORM_FIELDS):
        y = next(y for y, line in enumerate(lines) if line.split()[:1] == [name])
        assert form_screen.form_field_at(24, 80, y, lines[y].index(name)) == index
    assert form_screen.form_field_at(24, 80, 0, 40) is None


def test_a_form_too_big_for_the_screen_asks_for_more_room() -> None:
    assert not form_screen.form_fits(10, 80)
    text = Canvas(10, 80).paint(form_screen.form_spans(10, 80, Form())).text()
    assert "Enlarge the terminal (need 34 x 11)" in text


def test_a_message_too_long_for_its_rows_takes_the_hints_row_or_its_short_form() -> None:
    # 40x12 with Resume listed leaves one row below the key hints.
    items = menu.menu_items("Beginner, 3 s")
    question = "Start a new game? The game you left will be given up and count as lost (y/n)"
    lines = Canvas(12, 40).paint(menu.menu_spans(12, 40, 0, question, items)).lines()
    assert words(lines[-2:]) == question and "Enter start" not in "".join(lines)
    long, short = "strict: " + "word " * 30, "strict: in fewer words"
    lines = Canvas(12, 40).paint(menu.menu_spans(12, 40, 0, long, items, short=short)).lines()
    assert lines[-1].strip() == short and "Enter start" in lines[-2]
    roomy = Canvas(24, 80).paint(menu.menu_spans(24, 80, 0, long, items, short=short)).text()
    assert words(roomy.splitlines()).endswith(words([long]))  # room enough: the long form


def test_a_two_line_message_under_the_menu_wraps_in_even_lines() -> None:
    items = menu.menu_items("")
    message = "no guess: boards that logic alone can clear"
    lines = [line.strip() for line in Canvas(12, 40).paint(
        menu.menu_spans(12, 40, 0, message, items)).lines() if line.strip()]
    shown = lines[-2:]
    assert " ".join(shown) == message
    assert all(len(line.split()) >= 3 for line in shown), shown  # not '... can' / 'clear'


def test_a_question_in_the_menu_has_its_answers_under_it_as_in_the_game() -> None:
    question = ("Start a new game? The game you left will be given up and count as lost "
                "(y/n)")
    for height, width in ((24, 80), (13, 40), (12, 40), (11, 40)):
        lines = Canvas(height, width).paint(
            menu.menu_spans(height, width, 1, question, asking=True, is_error=False,
                            short="Give up the game you left as lost? (y/n)")).lines()
        assert question in " ".join(" ".join(lines).split())  # whole, as in the game
        assert "Enter start" not in "\n".join(lines)
        answers = [y for y, line in enumerate(lines) if line.split() == ["y", "yes", "n",
                                                                         "no"]]
        asked = [y for y, line in enumerate(lines) if "(y/n)" in line]
        if height == 11:  # no room for them: the question, which says (y/n), takes their row
            assert not answers and asked == [height - 1]
        else:
            assert asked and answers and asked[-1] == answers[0] - 1, (height, width)


def test_a_kept_board_with_a_wide_name_is_cut_by_columns() -> None:
    # CJK characters take two columns each: cut by characters, the line ran past the screen.
    from minesweeper.engine import columns

    board = "地雷" * 10 + ".in"
    for width in (40, 60, 80):
        detail = menu.resume_detail(Params(8, 10, 10), board, "", 1.0, width)
        assert detail.endswith(", 1 s") and columns(detail) <= width - menu.MENU_LABEL_WIDTH
        assert menu.menu_width(width, menu.menu_items(detail)) <= width


def test_resume_detail_says_a_seeded_game_is_one_as_its_header_does() -> None:
    # The menu's Resume line said "Beginner, 4 s" of a game whose header says it is seeded.
    beginner = Level.BEGINNER.params
    assert menu.resume_detail(beginner, "", "", 4, seeded=True) == "Beginner, seeded, 4 s"
    assert menu.resume_detail(beginner, "", "strict", 4, 80, seeded=True) == \
        "Beginner, strict, seeded, 4 s"
    # Narrower, "seeded" goes first: the mode changes how the game plays, and the header
    # keeps it longest too (the menu dropped it first).
    intermediate = Level.INTERMEDIATE.params
    assert menu.resume_detail(intermediate, "", "forgiving", 4, 50, seeded=True) == \
        "Intermediate, forgiving, 4 s"
    assert menu.resume_detail(intermediate, "", "forgiving", 4, 40, seeded=True) == \
        "Intermediate, 4 s"
    assert header._short_title("Intermediate, forgiving, seeded", 20) == "forgiving, seeded"
    assert header._short_title("Intermediate, forgiving, seeded", 12) == "forgiving"


def test_the_chosen_resume_line_with_a_wide_name_stays_on_the_screen() -> None:
    # The item's bar was padded to the menu's width in characters, not columns: each CJK
    # character pushed it a column further, past the edge of a 40-column screen (curses
    # wrapped the rest onto the next row, a stray highlighted cell before Beginner).
    from minesweeper.engine import columns

    for board in ("地雷盤面テスト.in", "地雷" * 10 + ".in"):
        for width in (40, 41, 60, 80):
            items = menu.menu_items(menu.resume_detail(Params(8, 10, 10), board, "", 1.0, width))
            spans = menu.menu_spans(12, width, 0, items=items)
            assert all(span.x + columns(span.text) <= width for span in spans), (board, width)
            bar = next(span for span in spans if span.reverse and len(span.text) > 1)
            assert columns(bar.text) == menu.menu_width(width, items), (board, width)


@pytest.mark.parametrize("width", [40, 52, 60, 72])
@pytest.mark.parametrize("damage", ["{broken", '{"kind": "minesweeper-saved-game", "version": 3,'
                                    ' "data": {"games": [{"params": [8, 8, 10]}]}}'])
def test_a_damaged_files_notice_names_where_it_went_on_a_12_row_menu(
        tmp_path: Path, width: int, damage: str) -> None:
    # The menu's notice goes at the first key: on a 12-row screen it must still name the
    # copy, the one thing the player needs to find their file again (what was wrong came
    # first, and cut the name off: found by the regression tester in dac4092).
    (tmp_path / "saved-game.json").write_text(damage)
    store = Store(tmp_path)
    list(store.saved_games())
    notice = store.take_notices()[0]
    message = notice[0].upper() + notice[1:]
    lines = Canvas(12, width).paint(menu.menu_spans(12, width, 0, message)).lines()
    assert "saved-game.json.damaged-" in words(lines), (width, message)


@pytest.mark.parametrize("width", [40, 41, 52, 60])
@pytest.mark.parametrize("folder", [False, True])
def test_a_damaged_files_notice_names_the_whole_copy_on_a_12_row_menu(
        tmp_path: Path, width: int, folder: bool) -> None:
    # The copy's whole name, timestamp included: at 40 and 41 columns the reason after it
    # made the wrap end in "...", which cut the name's last seconds ("-1030..."; found by
    # the second regression tester in e35e227): where it does not fit, the reason goes. A
    # folder in the file's place said its reason first, and never named the copy.
    if folder:
        (tmp_path / "saved-game.json").mkdir()
    else:
        (tmp_path / "saved-game.json").write_text("{broken")
    store = Store(tmp_path)
    list(store.saved_games())
    notice = store.take_notices()[0]
    message = notice[0].upper() + notice[1:]
    aside = next(path.name for path in tmp_path.iterdir() if ".damaged-" in path.name)
    lines = Canvas(12, width).paint(menu.menu_spans(12, width, 0, message)).lines()
    assert aside in "".join(line.strip() for line in lines), (width, lines)


@pytest.mark.parametrize("width", [40, 41])
def test_a_damaged_files_notice_as_the_menu_says_it_names_the_whole_copy(
        tmp_path: Path, width: int) -> None:
    # The menu is given the notices as sentences, each ending in "." (`Keeper.notices`):
    # the reason before that full stop is still the one dropped first.
    (tmp_path / "saved-game.json").write_text("{broken")
    keeper = Keeper(tmp_path)
    list(keeper.store.saved_games())
    message = " ".join(keeper.notices())
    assert message.endswith(" (not JSON from line 1).")
    aside = next(path.name for path in tmp_path.iterdir() if ".damaged-" in path.name)
    lines = Canvas(12, width).paint(menu.menu_spans(12, width, 0, message)).lines()
    assert aside in "".join(line.strip() for line in lines), (width, lines)


def test_two_damaged_files_notices_lose_only_the_last_reason(tmp_path: Path) -> None:
    # Both files damaged: at 14 rows of 72 columns the two notices fit but for the last
    # reason, which goes; the first notice keeps its reason, and the second its copy.
    (tmp_path / "saved-game.json").write_text("{broken")
    (tmp_path / "records.json").write_text("{broken")
    keeper = Keeper(tmp_path)
    list(keeper.store.saved_games())
    keeper.store.stats()
    message = " ".join(keeper.notices())
    lines = Canvas(14, 72).paint(menu.menu_spans(14, 72, 0, message)).lines()
    shown = " ".join(line.strip() for line in lines)
    for aside in (path.name for path in tmp_path.iterdir() if ".damaged-" in path.name):
        assert aside in shown.replace(" ", ""), (aside, lines)
    assert shown.count("(not JSON from line 1)") == 1, lines
    assert "Records were damaged" in shown


@pytest.mark.parametrize("width", [40, 44, 48, 50])
def test_a_damaged_parts_notice_names_the_whole_copy_beside_resume(
        tmp_path: Path, width: int) -> None:
    # With Resume the notice has two rows, and below 54 columns "Kept games had a damaged
    # part, left out: a copy of the file is" filled them: the copy's name was cut off. The
    # words before the name now give way, whole, to an ellipsis.
    import json

    from test_records_damage import keep_a_game

    keep_a_game(Store(tmp_path))
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    [good] = document["data"]["games"]
    document["data"]["games"] = [{**good, "token": "0" * 32, "moves": 5}, good]
    path.write_text(json.dumps(document))
    keeper = Keeper(tmp_path)
    assert keeper.kept() is not None
    message = " ".join(keeper.notices())
    aside = next(path.name for path in tmp_path.iterdir() if ".damaged-" in path.name)
    items = menu.menu_items("Beginner, 0 s")
    lines = [line.strip() for line in Canvas(12, width).paint(
        menu.menu_spans(12, width, 0, message, items)).lines()]
    assert any(line.startswith(aside) for line in lines), (width, lines)
    [above] = [line for line in lines if line.startswith("Kept games had a damaged part")]
    assert above.endswith("...") and not above.endswith(("o...", ":...")), above
