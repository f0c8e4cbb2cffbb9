"""Issue 12's rough edges in the curses game, end to end in a pty (items 1, 2, 6, 8, 9, 12).
Each test's docstring says what the game did before."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import DATA, Terminal, board_lines, glyph_position, header_line, open_top_left
from minesweeper import wording

BOARD = str(DATA / "tui_small.in")  # 6 x 7; opening 0 0 shows 1, 2 and 3
MENU = "M I N E S W E E P E R"


def flag_at_cursor(terminal: Terminal) -> tuple[int, int]:
    """Flag the cell under the cursor: (row, column) of the flag on the board."""
    before = board_lines(terminal)
    terminal.send("f")
    terminal.wait_for(lambda: board_lines(terminal) != before)
    for row, line in enumerate(board_lines(terminal)[1:-1]):
        if "⚑" in line and "⚑" not in before[row + 1]:
            return row, (line.index("⚑") - 2) // 3
    raise AssertionError(terminal.dump())


def test_typing_in_the_custom_form_replaces_and_the_size_is_kept(spawn) -> None:  # type: ignore[no-untyped-def]
    """Item 1. Before: typing appended to the pre-filled 20 / 40 / 150, so this gave
    "rows must be 1 to 1000, not 2010"; and the next run's form showed 20 / 40 / 150."""
    terminal = spawn(wait=MENU)
    terminal.send("c")
    terminal.wait_for("Custom board")
    terminal.send("10\t10\t10")
    terminal.key("enter")
    terminal.wait_for("Custom 10x10, 10 mines")
    terminal.send(" ")  # a game played is a size kept
    terminal.wait_for("Playing")
    terminal.send("qy")
    assert terminal.wait_exit() == 0
    again = spawn(wait=MENU)
    again.send("c")
    again.wait_for("Custom board")
    fields = {line.split()[0]: line.split()[1:] for line in again.lines()
              if line.split()[:1] in (["Rows"], ["Columns"], ["Mines"])}
    assert fields == {"Rows": ["10"], "Columns": ["10"], "Mines": ["10"]}
    again.send("\x7f2")  # Backspace edits: 10 -> 12
    again.wait_for(lambda: any(line.split() == ["Rows", "12"] for line in again.lines()))


def test_replay_starts_on_the_first_click_and_says_replay(spawn) -> None:  # type: ignore[no-untyped-def]
    """Item 2. Before: after a loss, r left the cursor on the mine that had just exploded
    (Space lost again at once), the header did not say Replay, and n kept the cursor."""
    terminal = spawn("--board", BOARD, wait="Board")
    open_top_left(terminal)
    terminal.key("down", 4)  # row 4, column 0: a mine
    terminal.send(" ")
    terminal.wait_for("Boom")
    terminal.send("r")
    terminal.wait_for("Replay")
    assert "Replay, Board tui_small.in" in header_line(terminal)
    assert flag_at_cursor(terminal) == (0, 0)  # the cursor is on the first click
    terminal.send("n")
    terminal.wait_for(lambda: "⚑" not in terminal.text)
    assert flag_at_cursor(terminal) == (3, 3)  # a new game starts at the centre


def test_help_before_the_first_click_does_not_mark_the_game_assisted(spawn) -> None:  # type: ignore[no-untyped-def]
    """Item 6. `t` and `i` before the first click tell nothing (any first cell is safe), so
    the game stays unassisted; a tip once the board shows numbers marks it. (The session
    does this since 006b401; before, either key marked the header Assisted.)"""
    terminal = spawn("--beginner", "--seed", "2", wait="Beginner")
    terminal.send("t")
    terminal.wait_for(wording.FIRST_CLICK_IS_SAFE)
    terminal.send("i")
    terminal.wait_for("from the first click")
    assert "Assisted" not in terminal.text
    terminal.send("i ")  # the map off, then the first click
    terminal.wait_for("Playing")
    assert "Assisted" not in terminal.text
    terminal.send("t")
    terminal.wait_for("Assisted")


def test_a_ranked_games_id_shows_only_once_it_is_over(spawn) -> None:  # type: ignore[no-untyped-def]
    """Item 8. Before: help showed the ID of a ranked game in progress, and `--game ID` in
    another window then showed its mines."""
    terminal = spawn("--beginner", rows=50, wait="Beginner")  # no seed: ranked; help fits
    terminal.send(" ")
    terminal.wait_for("Playing")
    terminal.send("?")
    terminal.wait_for("any key: back to the game")
    assert "game id" not in terminal.text.lower()
    terminal.send("x")
    terminal.wait_for("Playing")
    # Open cells left to right, top to bottom until the game ends, either way.
    for row in range(8):
        for col in range(8):
            if "Won" in terminal.text or "Lost" in terminal.text:
                break
            y, x = glyph_position(terminal, row, col)
            if terminal.cell(y, x).data == "■":
                terminal.click(y, x)
                terminal.wait_for(lambda y=y, x=x: terminal.cell(y, x).data != "■")
    terminal.wait_for(lambda: "Won" in terminal.text or "Lost" in terminal.text)
    assert "Game ID b-" in terminal.text
    terminal.send("?")
    terminal.wait_for(lambda: "Help" in terminal.text and "Game ID b-" in terminal.text)


def test_a_win_says_why_it_was_not_ranked(spawn) -> None:  # type: ignore[no-untyped-def]
    """Item 9. Before: a win that could not set a best time never said why."""
    terminal = spawn("--board", BOARD, wait="Board")
    open_top_left(terminal)
    for col in (2, 4, 5):
        y, x = glyph_position(terminal, 5, col)
        terminal.click(y, x)
        terminal.wait_for(lambda y=y, x=x: terminal.cell(y, x).data != "■")
    terminal.wait_for("You won")
    assert "Not ranked: board file." in terminal.text


def test_the_menu_fits_twelve_rows_with_a_kept_game(spawn) -> None:  # type: ignore[no-untyped-def]
    """Item 12. Before: the menu needed 34 x 14 with Resume, so at 40 x 12 it asked for a
    bigger terminal though games play in 12 rows."""
    first = spawn("--beginner", wait="Beginner")
    first.send(" ")
    first.wait_for("Playing")
    first.send("qy")
    assert first.wait_exit() == 0
    terminal = spawn(rows=12, cols=40, wait=MENU)
    for label in ("Resume", "Beginner", "Intermediate", "Advanced", "Custom", "Luck", "Times",
                  "Quit"):
        assert label in terminal.text, terminal.dump()
    assert "nlarge" not in terminal.text
    terminal.send("r")
    terminal.wait_for("Playing")


@pytest.mark.parametrize("env", [{"LANG": "C", "LC_ALL": None}, {"LANG": "C", "LC_ALL": "C"}])
def test_c_locale_shows_a_letter_it_cannot_draw_as_a_question_mark(
        spawn, env, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # "café.in" showed as "Board caf.in" (LC_ALL=C), or its UTF-8 bytes went out raw (LANG=C).
    board = tmp_path / "caf\u00e9.in"
    board.write_bytes(Path(BOARD).read_bytes())
    terminal = spawn("--board", str(board), env=env, wait="Board")
    terminal.wait_for("Board caf?.in")
    assert terminal.text.isascii(), terminal.dump()
