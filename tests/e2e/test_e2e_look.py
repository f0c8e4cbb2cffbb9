"""How the curses game reads (issue 12): the chance map as shades, rulers, big terminals,
the palette, the hardware cursor on the focused cell, a header that keeps its place."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from conftest import DATA, Terminal, board_lines, glyph_position, open_top_left, ruler_position

BOARD = str(DATA / "tui_small.in")
SCALE = "○░▒▓█!"
# Opened one cell at a time, these show 1 at 0 0, 2 at 0 4, 3 at 2 0, 5 at 2 4, 4 at 2 8.
NUMBERS = """\
.........
.*..**.**
.......*.
**.*****.
"""
NUMBER_CELLS = {"1": (0, 0), "2": (0, 4), "3": (2, 0), "4": (2, 8), "5": (2, 4)}


def test_chance_map_is_shades_with_a_legend_never_digits(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    terminal.send("i")  # a fixed board: every cell has a 5 in 42 chance before any is open
    terminal.wait_for(lambda: "12%" in board_lines(terminal)[4])
    assert "Mine chances:" in terminal.text and "○ safe" in terminal.text  # the legend
    rows = board_lines(terminal)[1:7]
    assert sum(char.isdigit() for row in rows for char in row) == 2  # the cursor's cell alone
    assert rows[3] == "│ ░  ░  ░ 12% ░  ░  ░ │" and rows[0] == "│" + " ░ " * 7 + "│"
    open_top_left(terminal)
    terminal.wait_for(lambda: "!" in board_lines(terminal)[5])
    rows = board_lines(terminal)
    assert " ○ ░▒▓█ ! " in rows[-1]  # the scale, on the bottom border
    for row, col in [(4, 0)] + [(5, col) for col in range(7)]:
        cell = terminal.cell(*glyph_position(terminal, row, col))
        assert cell.data in SCALE, terminal.dump()
        assert cell.bg != "default" and not cell.underscore  # a shade, no ruled lines
    number = terminal.cell(*glyph_position(terminal, 4, 1))
    assert number.data == "3" and number.bg == "default"


def test_chance_map_reads_without_colour(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, env={"NO_COLOR": "1"}, wait="Board")
    open_top_left(terminal)
    terminal.send("i")
    terminal.wait_for(lambda: "!" in board_lines(terminal)[5])
    for col in range(7):
        cell = terminal.cell(*glyph_position(terminal, 5, col))
        assert cell.data in SCALE and cell.bg == "default" and not cell.underscore
    ascii_run = spawn("--board", BOARD, "--ascii", env={"TERM": "vt100"}, wait="Board")
    open_top_left(ascii_run)
    ascii_run.send("i")
    ascii_run.wait_for(lambda: "!" in ascii_run.text)
    assert " o :=%@ ! " in ascii_run.text


def test_rulers_number_the_cells_messages_name(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    open_top_left(terminal)
    terminal.send("t")
    terminal.wait_for("Row 4, column 0 is a mine:")
    cursor = terminal.cell(*ruler_position(terminal, 4, 0))
    assert cursor.reverse and cursor.data == "[" or cursor.data == "■"
    assert terminal.cell(*ruler_position(terminal, 4, 0)).reverse
    # The tip is longer than 80 columns: it takes the message rows, never the keys' row.
    lines = [line for line in terminal.lines() if line]
    assert "? help" in lines[-1]
    tip = " ".join(" ".join(lines[-3:-1]).split())
    assert tip.startswith("Row 4, column 0 is a mine:") and tip.endswith("so it is a mine")
    # The mouse finds cells where the rulers say they are; a ruler's number is no cell.
    y, x = ruler_position(terminal, 5, 2)
    top, left = terminal.find("┌")
    terminal.click(top - 1, x)
    terminal.click(y, left - 2)
    terminal.click(y, x)
    terminal.wait_for(lambda: board_lines(terminal)[6][1:].split()[2] == "2")
    assert board_lines(terminal)[6].count("■") == 6 and "Lost" not in terminal.text


def test_a_big_terminal_grows_the_cells_and_keeps_the_screen_together(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, rows=50, cols=160, wait="Board")
    top, left = terminal.find("┌")
    bottom, _ = terminal.find("└")
    box_width = terminal.lines()[top].index("┐") - left + 1
    assert box_width >= 2 + 7 * 5 and bottom - top - 1 >= 6 * 2  # wider and taller cells
    header, _ = terminal.find("Mines")
    keys, _ = terminal.find("? help")
    assert top - header <= 3 and keys - bottom <= 6  # a gap, up to four message rows
    # A click anywhere in a grown cell is that cell (here the row below its glyph).
    y, x = ruler_position(terminal, 0, 0)
    terminal.click(y + 1, x + 1)
    terminal.wait_for(lambda: "3" in terminal.text and "Playing" in terminal.text)
    y, x = ruler_position(terminal, 4, 1)
    assert terminal.cell(y, x).data == "3"


def number_colours(terminal: Terminal) -> dict[str, str]:
    for digit, (row, col) in NUMBER_CELLS.items():
        y, x = glyph_position(terminal, row, col)
        terminal.click(y, x)
        terminal.wait_for(lambda y=y, x=x, digit=digit: terminal.cell(y, x).data == digit)
    return {digit: terminal.cell(*glyph_position(terminal, row, col)).fg
            for digit, (row, col) in NUMBER_CELLS.items()}


def test_numbers_differ_by_hue_in_8_and_256_colours(spawn, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = tmp_path / "numbers.in"
    board.write_text(NUMBERS)
    for term in ("xterm-256color", "xterm"):
        terminal = spawn("--board", str(board), env={"TERM": term}, wait="Board")
        colours = number_colours(terminal)
        assert colours["1"] != colours["4"] and colours["3"] != colours["5"], (term, colours)
        assert colours["4"] not in ("blue", "000080", "0000ee", "0000cd"), (term, colours)
        assert "default" not in colours.values(), (term, colours)
        closed = terminal.cell(*glyph_position(terminal, 3, 8))
        assert closed.data == "■" and not closed.bold  # grey, or dim in 8 colours
        if term == "xterm-256color":
            assert closed.fg not in ("default", "white", "ffffff"), closed
        # The cursor on an empty cell is a solid block.
        small = spawn("--board", BOARD, env={"TERM": term}, wait="Board")
        open_top_left(small)
        cursor = small.cell(*glyph_position(small, 0, 0))
        assert cursor.data == "·" and cursor.reverse and cursor.bold and cursor.fg == "default"


def test_the_hardware_cursor_stays_on_the_focused_cell(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    screen = terminal.screen
    assert not screen.cursor.hidden
    assert (screen.cursor.y, screen.cursor.x) == glyph_position(terminal, 3, 3)
    terminal.key("right")
    terminal.wait_for(lambda: (screen.cursor.y, screen.cursor.x) == glyph_position(terminal, 3, 4))
    open_top_left(terminal)  # the clock runs: the header is redrawn every second
    terminal.wait_for("Time   1", timeout=3)
    assert (screen.cursor.y, screen.cursor.x) == glyph_position(terminal, 0, 0)
    assert not screen.cursor.hidden


def test_the_header_keeps_its_place_and_counts_deaths(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Ready")
    face = terminal.find(":-) Ready")
    clock = terminal.find("Time")
    open_top_left(terminal)
    terminal.wait_for("Playing")
    assert terminal.find(":-) Playing") == face and terminal.find("Time") == clock
    terminal.click(*glyph_position(terminal, 5, 3))  # a mine
    terminal.wait_for("X-( Lost")
    assert terminal.find("X-( Lost") == face and terminal.find("Time") == clock
    terminal.send("u")  # take the loss back: the header counts it
    terminal.wait_for("Deaths 1")
    assert terminal.find("Deaths 1")[0] == face[0]


def test_help_says_what_3bv_means(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, rows=50, cols=100, wait="Board")
    terminal.send("?")
    terminal.wait_for("3BV/s")
    assert "the fewest clicks that clear" in terminal.text


def test_x_says_the_cell_under_the_cursor_in_words(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    open_top_left(terminal)
    terminal.key("down", 4)
    terminal.key("right")
    terminal.send("x")
    terminal.wait_for("Row 4, column 1: 3; 4 closed around it")
    screen = terminal.screen  # the hardware cursor is on the cell described
    assert (screen.cursor.y, screen.cursor.x) == ruler_position(terminal, 4, 1)
    terminal.key("down")
    terminal.send("x")
    terminal.wait_for("Row 5, column 1: closed; 3 closed around it; next to the numbers 2 and 3")


def test_the_hardware_cursor_follows_the_menu_choice(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(wait="M I N E S W E E P E R")
    screen = terminal.screen
    terminal.key("down")
    terminal.wait_for(lambda: "Intermediate" in terminal.lines()[screen.cursor.y])
    assert not screen.cursor.hidden and terminal.cell(screen.cursor.y, screen.cursor.x).reverse


def test_a_colour_terminal_that_cannot_keep_its_own_colours(spawn, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # A terminfo entry with colours but no `op` (as ibm+16color, st52-color...): curses refuses
    # the terminal's own colours, and the game had stopped with a traceback.
    source = subprocess.run(["infocmp", "-x", "xterm"], capture_output=True, text=True,
                            check=True).stdout
    source = re.sub(r"^xterm\|[^,]*,", "xterm-noop|xterm without op,", source, flags=re.M)
    (tmp_path / "noop.src").write_text(re.sub(r"\bop=[^,]*,", "", source))
    subprocess.run(["tic", "-x", "-o", str(tmp_path), str(tmp_path / "noop.src")], check=True)
    terminal = spawn("--board", BOARD, env={"TERM": "xterm-noop", "TERMINFO": str(tmp_path)},
                     wait="Board")
    cursor = terminal.cell(*glyph_position(terminal, 3, 3))
    assert cursor.data == "■" and cursor.reverse and cursor.fg == "white"
    open_top_left(terminal)
    number = terminal.cell(*glyph_position(terminal, 4, 1))
    assert number.data == "3" and number.bg == "black"  # the black it is given


def test_the_linux_console_gets_an_ascii_board(spawn) -> None:  # type: ignore[no-untyped-def]
    # Its fonts have no flag (⚑) or mine (✹): a flag had shown as a blank or a diamond.
    terminal = spawn("--board", BOARD, env={"TERM": "linux"}, wait="Board")
    terminal.send("f")
    terminal.wait_for("Mines   4")
    assert "3 | #  #  #  F  #" in terminal.text and "■" not in terminal.text
