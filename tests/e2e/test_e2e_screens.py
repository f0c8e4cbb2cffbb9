"""The menu, the custom form, help, scrolling and resizing."""

from __future__ import annotations

from conftest import DATA

BOARD = str(DATA / "tui_small.in")
MENU = "M I N E S W E E P E R"


def test_menu_by_arrow_keys(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(wait=MENU)
    terminal.key("down", 2)
    terminal.key("enter")
    terminal.wait_for("Mines  99")
    assert terminal.text.count("■") == 16 * 30


def test_menu_by_first_letter(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(wait=MENU)
    terminal.send("i")
    terminal.wait_for("Mines  40")
    assert terminal.text.count("■") == 16 * 16


def test_menu_by_mouse(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(wait=MENU)
    y, x = terminal.find("Beginner")
    terminal.click(y, x + 2)
    terminal.wait_for("Mines  10")
    assert terminal.text.count("■") == 64


def test_menu_quit(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(wait=MENU)
    terminal.key("up")  # wraps to Quit
    terminal.key("enter")
    assert terminal.wait_exit() == 0


def test_custom_form_checks_and_starts(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(wait=MENU)
    terminal.send("c")
    terminal.wait_for("Custom board")
    terminal.key("f1")  # ignored by the form
    terminal.send("\x7f\x7f0")  # rows: 20 -> 0
    terminal.key("enter")
    terminal.wait_for("Rows must be 1 to 1000, not 0")
    terminal.send("\x7f5\t\x7f\x7f9\t\x7f\x7f\x7f12")  # 5 x 9 x 12
    terminal.key("enter")
    terminal.wait_for("Custom 5x9, 12 mines")
    assert terminal.text.count("■") == 45


def test_help_lists_the_keys_and_returns(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--beginner", rows=50, wait="Beginner")
    terminal.send("?")
    terminal.wait_for("any key: back to the game")
    for text in ("jump 5 up", "flag or unflag", "right click", "wheel", "PgUp", "Esc", "undo",
                 "Luck", "forgiving", "strict", "Ctrl-L", "Ctrl-Z", "Ctrl-C"):
        assert text in terminal.text
    terminal.send("x")
    terminal.wait_for(lambda: "Mines  10" in terminal.text and "Help" not in terminal.text)


def test_advanced_fits_80x24_without_scrolling(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--advanced", "--seed", "7", wait="Advanced")
    assert terminal.text.count("■") == 16 * 30
    assert "more" not in terminal.text
    top, left = terminal.find("┌")
    assert terminal.lines()[top + 17][left] == "└"


def test_big_board_scrolls_to_every_corner(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--custom", "40x100x500", "--seed", "3", wait="Custom 40x100")
    top, left = terminal.find("┌")
    lines = terminal.lines
    # 17 rows x 37 columns show: the header, the column ruler, two message rows and the keys
    # take 5 rows, the row numbers 3 columns.
    shown_rows, shown_cols = 17, 37

    def corner(up: bool, at_left: bool) -> None:
        terminal.key("pgup" if up else "pgdn", 3)
        terminal.key("home" if at_left else "end")
        terminal.wait_for(lambda: ("▲" in lines()[top]) != up
                          and ("◀" in lines()[top + 1]) != at_left)
        rows = lines()[top:top + shown_rows + 2]
        beyond = 40 - shown_rows
        assert (f"▼ {beyond} more ▼" in rows[-1]) == up
        assert (f"▲ {beyond} more ▲" in rows[0]) != up
        assert all(row[left] == ("│" if at_left else "◀") for row in rows[1:-1]), terminal.dump()
        assert all(row.rstrip()[-1] == ("▶" if at_left else "│") for row in rows[1:-1]), \
            terminal.dump()
        # The cursor cell is drawn in reverse video at the corner it went to.
        y = top + (1 if up else shown_rows)
        x = left + (1 if at_left else 1 + (shown_cols - 1) * 2)
        assert terminal.cell(y, x).reverse and terminal.cell(y, x + 1).reverse

    corner(True, True)
    corner(True, False)
    corner(False, False)
    corner(False, True)


def test_resize_tiny_and_back_keeps_the_game(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    terminal.key("home")
    terminal.key("up", 3)
    terminal.send(" ")
    terminal.wait_for("3  2  1")
    terminal.send("jjjj")
    terminal.send("f")
    terminal.wait_for("Mines   4")
    before = terminal.lines()
    terminal.resize(6, 20, "Enlarge")
    assert "need" in terminal.text
    terminal.send(" ")  # ignored while nothing can be seen
    terminal.resize(24, 80, "Mines   4")
    terminal.wait_for(lambda: terminal.lines()[1:] == before[1:])


def test_resize_small_scrolls_and_large_centres(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--advanced", "--seed", "1", wait="Advanced")
    terminal.resize(14, 50, "more")
    assert "▶" in terminal.text
    terminal.resize(60, 200, lambda: "more" not in terminal.text and "Advanced" in terminal.text)
    assert terminal.text.count("■") == 16 * 30
    # Big enough for grown cells (five columns by two rows).
    assert "■    ■" in terminal.text


def test_resize_in_menu_and_help(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(wait=MENU)
    terminal.resize(5, 20, "Enlarge")
    terminal.resize(24, 80, MENU)
    terminal.send("b")
    terminal.wait_for("Beginner")
    terminal.send("?")
    terminal.wait_for("other keys back")  # help scrolls at 80 x 24
    terminal.resize(40, 100, lambda: "any key" in terminal.text and terminal.screen.lines == 40)


def test_help_scrolls_on_a_small_terminal(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--beginner", rows=15, cols=50, wait="Beginner")
    terminal.send("?")
    terminal.wait_for("more below")
    assert "Move" in terminal.text and "middle click" not in terminal.text
    assert "scroll" in terminal.lines()[-1]
    terminal.key("end")
    terminal.wait_for("strict")  # the four kinds of luck come last
    assert "more above" in terminal.lines()[0] and "more below" not in terminal.text
    terminal.key("home")
    terminal.wait_for(lambda: "more above" not in terminal.text)
    terminal.key("pgdn")
    terminal.wait_for("more above")
    terminal.send("kj")  # scrolls, does not close
    terminal.key("down")
    terminal.wait_for(lambda: "▲ 11 more above" in terminal.text)
    terminal.resize(6, 34, "more below")  # the game's smallest size for Beginner
    terminal.resize(15, 50, "more below")
    terminal.send("x")
    terminal.wait_for(lambda: "Mines  10" in terminal.text and "Help" not in terminal.text)


def reverse_cells(terminal) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return [(y, x) for y in range(terminal.screen.lines) for x in range(terminal.screen.columns)
            if terminal.cell(y, x).reverse]


def test_big_board_starts_centred_on_the_cursor(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--custom", "60x200x1500", "--seed", "1", wait="Custom 60x200")
    top, left = terminal.find("┌")
    # 17 x 37 cells show (beside rulers); the cursor (30, 100) is in the middle of them.
    assert reverse_cells(terminal) == [(top + 1 + 8, left + 1 + 18 * 2),
                                       (top + 1 + 8, left + 2 + 18 * 2)], terminal.dump()
    border = terminal.lines()[top][left:]
    assert border.startswith("┌ ◀ 82 ─") and border.endswith("─ 81 ▶ ┐"), border
    assert "▲ 22 more ▲" in border and "▼ 21 more ▼" in terminal.lines()[top + 18]
    terminal.key("end")
    terminal.wait_for(lambda: "▶" not in terminal.lines()[top])
    # Smaller: the cursor would leave the view, so the view centres on it again.
    terminal.resize(10, 40, lambda: "┌" in terminal.text and len(reverse_cells(terminal)) == 2)
    top, left = terminal.find("┌")
    assert reverse_cells(terminal)[0][0] == top + 1 + 2, terminal.dump()


def test_custom_form_error_clears_when_editing(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(wait=MENU)
    terminal.send("c")
    terminal.wait_for("Custom board")
    terminal.send("\x7f\x7f")
    terminal.key("enter")
    terminal.wait_for("Rows: type a number")
    terminal.send("5")
    terminal.wait_for(lambda: "type a number" not in terminal.text)
    terminal.send("\x7f")
    terminal.key("enter")
    terminal.wait_for("Rows: type a number")
    terminal.send("\x7f")  # even an edit that changes nothing
    terminal.wait_for(lambda: "type a number" not in terminal.text)


def test_tall_terminal_keeps_the_game_together(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--beginner", "--seed", "3", rows=60, cols=200, wait="Beginner")
    header, _ = terminal.find("Mines  10")
    top, _ = terminal.find("┌")
    footer, _ = terminal.find("? help")
    assert header > 0 and top - header - 1 <= 8 and footer < 59, terminal.dump()
    terminal.send(" ")  # the clock's redraw of the header stays on the header's row
    terminal.wait_for(lambda: "Playing" in terminal.lines()[header])
    terminal.resize(24, 80, lambda: terminal.screen.lines == 24 and "? help" in terminal.text)
    header, _ = terminal.find("Mines")
    footer, _ = terminal.find("? help")
    # below the header: a blank row, the ruler, the box (10 rows), a blank row, four
    # message rows (the screen has rows to spare: a long tip shows whole), then the keys
    assert footer - header == 1 + 1 + 1 + 10 + 1 + 4, terminal.dump()


def test_keys_wait_while_the_screen_is_too_small(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(rows=8, cols=30, wait="Enlarge")
    for key in ("t", "b"):  # Times would open unseen, Beginner would start unseen
        terminal.send(key)
        terminal.resize(24, 80, "M I N E S W E E P E R")
        assert "Best times" not in terminal.text and "Mines" not in terminal.text, \
            terminal.dump()
        terminal.resize(8, 30, "Enlarge")
    terminal.send("q")  # q still quits
    assert terminal.wait_exit() == 0


def test_a_game_id_with_a_first_click_starts_there(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--game", "b-9-0.0", wait="This board was dealt for a first click here")
    top, left = terminal.find("┌")
    assert terminal.cell(top + 1, left + 2).reverse, terminal.dump()  # the cursor at 0 0
    assert "Shared Beginner" in terminal.lines()[terminal.find("Mines")[0]]
    terminal.send(" ")
    terminal.wait_for(lambda: "Playing" in terminal.text or "Won" in terminal.text)
    assert "Lost" not in terminal.text
