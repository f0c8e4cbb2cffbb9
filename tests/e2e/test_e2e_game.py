"""Whole games on fixed boards: exact screens, colours, chording, pause."""

from __future__ import annotations

from conftest import DATA, Terminal, board_lines, glyph_position, open_top_left

BOARD = str(DATA / "tui_small.in")


def start(spawn) -> Terminal:  # type: ignore[no-untyped-def]
    return spawn("--board", BOARD, wait="Board")


def test_won_game_exact_screen_and_colours(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = start(spawn)
    assert board_lines(terminal) == ["┌─────────────────────┐"] + \
        ["│ ■  ■  ■  ■  ■  ■  ■ │"] * 6 + ["└─────────────────────┘"]
    open_top_left(terminal)
    assert board_lines(terminal)[1:7] == [
        "│ ·  ·  ·  ·  ·  ·  · │",
        "│ ·  ·  ·  ·  ·  ·  · │",
        "│ ·  ·  ·  ·  ·  ·  · │",
        "│ 1  1  ·  ·  ·  ·  · │",
        "│ ■  3  2  1  1  1  1 │",
        "│ ■  ■  ■  ■  ■  ■  ■ │",
    ]
    colours = {}
    for (row, col), digit in {(3, 0): "1", (4, 2): "2", (4, 1): "3"}.items():
        y, x = glyph_position(terminal, row, col)
        cell = terminal.cell(y, x)
        assert cell.data == digit
        colours[digit] = cell.fg
    assert colours == {"1": "0087ff", "2": "008700", "3": "d70000"}  # fixed, of the 256
    # The last three safe cells, by mouse, each click after the one before shows (bursts
    # of clicks: test_e2e_mouse.py).
    for col in (2, 4, 5):
        y, x = glyph_position(terminal, 5, col)
        terminal.click(y, x)
        terminal.wait_for(lambda y=y, x=x: terminal.cell(y, x).data != "■")
    terminal.wait_for("You won")
    assert board_lines(terminal)[5:7] == [
        "│ ⚑  3  2  1  1  1  1 │",
        "│ ⚑  ⚑  2  ⚑  1  1  ⚑ │",
    ]
    assert "B-) Won" in terminal.text
    assert "Mines   0" in terminal.text
    assert "3BV 4" in terminal.text and "3BV/s" in terminal.text
    keys = [line for line in terminal.lines() if line][-1]
    for word in ("new game", "replay", "menu", "quit"):
        assert word in keys
    terminal.send("q")
    assert terminal.wait_exit() == 0


def test_lost_game_shows_mines_exploded_and_wrong_flag(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = start(spawn)
    open_top_left(terminal)
    terminal.click(*glyph_position(terminal, 5, 2), button=3)  # a wrong flag
    terminal.wait_for(lambda: board_lines(terminal)[6] == "│ ■  ■  ⚑  ■  ■  ■  ■ │")
    terminal.click(*glyph_position(terminal, 5, 3))  # a mine
    terminal.wait_for("You lost")
    assert board_lines(terminal)[5:7] == [
        "│ ✹  3  2  1  1  1  1 │",
        "│ ✹  ✹  ✗  ✹  ■  ■  ✹ │",
    ]
    exploded = terminal.cell(*glyph_position(terminal, 5, 3))
    assert (exploded.fg, exploded.bg, exploded.bold) == ("ffffff", "d70000", True)  # 231 on 160
    other_mine = terminal.cell(*glyph_position(terminal, 5, 0))
    assert other_mine.bg == "default"
    assert "X-( Lost" in terminal.text
    terminal.send("r")  # replay: the same board, closed again
    terminal.wait_for("Ready")
    assert board_lines(terminal)[6] == "│ ■  ■  ■  ■  ■  ■  ■ │"


def test_chord_by_key_and_by_middle_click(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = start(spawn)
    open_top_left(terminal)
    # Cursor is at 0 0; go to 5 3 (the mine under the 1 at 4 3) and flag it.
    terminal.key("down", 5)
    terminal.key("right", 3)
    terminal.send("f")
    terminal.wait_for("Mines   4")
    terminal.key("up")
    terminal.send("c")  # chord the 1 at 4 3: opens 5 2 and 5 4
    terminal.wait_for(lambda: board_lines(terminal)[6] == "│ ■  ■  2  ⚑  1  ■  ■ │")
    terminal.click(*glyph_position(terminal, 5, 6), button=3)
    terminal.wait_for("Mines   3")
    terminal.click(*glyph_position(terminal, 4, 5), button=2)  # chord the 1 at 4 5
    terminal.wait_for("You won")


def test_pause_hides_board_and_stops_clock(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = start(spawn)
    open_top_left(terminal)
    terminal.send("p")
    terminal.wait_for("Paused: p to resume")
    assert "3  2  1" not in terminal.text
    assert "-_- Paused" in terminal.text
    terminal.send(" ")
    terminal.wait_for(lambda: terminal.text.count("Paused: p to resume") == 2)  # board, line
    terminal.send("p")
    terminal.wait_for(lambda: "3  2  1" in terminal.text and "Playing" in terminal.text)


def test_quit_in_progress_asks_first(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = start(spawn)
    open_top_left(terminal)
    terminal.send("q")
    terminal.wait_for("Quit? The game is kept to resume (y/n)")
    terminal.send("n")
    terminal.wait_for(lambda: "(y/n)" not in terminal.text)
    terminal.key("esc")
    terminal.wait_for("Go to the menu? The game is kept (y/n)")
    terminal.send("y")
    terminal.wait_for("M I N E S W E E P E R")
    terminal.send("q")
    assert terminal.wait_exit() == 0
    assert b"\x1b[?1049l" in terminal.raw


def test_clock_ticks_without_keys(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = start(spawn)
    assert "Time   0" in terminal.text
    open_top_left(terminal)
    terminal.wait_for("Time   1", timeout=3)


def test_marks_cycle_flag_then_question(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, "--marks", wait="Board")
    y, x = glyph_position(terminal, 3, 3)
    terminal.send("f")
    terminal.wait_for(lambda: terminal.cell(y, x).data == "⚑")
    terminal.send("f")
    terminal.wait_for(lambda: terminal.cell(y, x).data == "?")
    terminal.send("m")
    terminal.wait_for(lambda: terminal.cell(y, x).data == "■")
    terminal.send("m")  # m on a closed cell marks it straight away
    terminal.wait_for(lambda: terminal.cell(y, x).data == "?")
