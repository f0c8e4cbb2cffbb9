"""Forgiving and strict play in the curses game, end to end in a pty (issue 11).

The board: `--custom 6x6x8 --seed 1`. The cursor starts at the centre (row 3, column 3);
opening it leaves no cell anywhere proven safe, so the guess at the top-left corner is
forced. After it, row 1, column 4 is proven safe, so in strict play the guess at the top
right corner (row 0, column 5) is unforced, and loses. Before this change the curses game
said nothing when a guess was made safe, showed no lesson and had no `u` key.
"""

from __future__ import annotations

from conftest import Terminal, glyph_position, header_line, keys_line

MADE_SAFE = "No cell could be proven safe: your guess was made safe"
LESSON = "Strict: row 1, column 4 was proven safe"


def start(spawn, mode: str) -> Terminal:  # type: ignore[no-untyped-def]
    terminal = spawn("--custom", "6x6x8", "--seed", "1", "--mode", mode, wait="Custom 6x6")
    if mode != "classic":  # the header names the mode
        assert f"8 mines, {mode}" in header_line(terminal)
    terminal.send(" ")
    terminal.wait_for("Playing")
    return terminal


def forced_guess(terminal: Terminal) -> None:
    terminal.key("home")
    terminal.key("up", 3)
    terminal.send(" ")


def flat(terminal: Terminal) -> str:
    return " ".join(terminal.text.split())


def test_a_forgiving_forced_guess_is_made_safe_and_said(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = start(spawn, "forgiving")
    assert MADE_SAFE not in terminal.text
    forced_guess(terminal)
    terminal.wait_for(MADE_SAFE)
    assert "Playing" in header_line(terminal) and "Boom" not in terminal.text
    terminal.send("qy")
    assert terminal.wait_exit() == 0


def test_a_strict_unforced_guess_loses_with_its_lesson_and_undo_goes_on(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = start(spawn, "strict")
    forced_guess(terminal)
    terminal.wait_for(MADE_SAFE)
    terminal.key("end")  # row 0, column 5: unforced, and it could be a mine
    terminal.send(" ")
    terminal.wait_for("Lost")
    terminal.wait_for(lambda: LESSON in flat(terminal))
    assert "so a guess that could be a mine loses" in flat(terminal)
    assert "1 forced guess made safe" in flat(terminal)
    y, x = glyph_position(terminal, 1, 4)  # the safe cell the lesson names is marked
    assert terminal.text.splitlines()[y][x - 1] == "[", terminal.dump()
    assert "Boom!" in terminal.text  # the keys moved down to leave the note its rows
    assert "u undo" in keys_line(terminal)
    terminal.send("u")
    terminal.wait_for("losing move is taken back")
    assert "Playing" in header_line(terminal) and "Lost" not in terminal.text
    assert "u undo" not in terminal.text
    terminal.send("qy")
    assert terminal.wait_exit() == 0


def test_undo_after_a_classic_loss(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = start(spawn, "classic")
    terminal.key("home")  # row 3, column 0: a mine on this board in classic play
    terminal.send(" ")
    terminal.wait_for("Boom")
    assert "u undo" in keys_line(terminal)
    terminal.send("u")
    terminal.wait_for("losing move is taken back")
    assert "Boom" not in terminal.text and "Playing" in header_line(terminal)
    terminal.send("qy")
    assert terminal.wait_exit() == 0
