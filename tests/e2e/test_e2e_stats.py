"""Statistics as in Windows, through the real game: a started game given up counts as lost."""

from __future__ import annotations

import subprocess

from conftest import minesweeper_command


def stats_line(level: str) -> str:
    out = subprocess.run([minesweeper_command(), "--stats"], capture_output=True, text=True,
                         check=True).stdout
    return next((line for line in out.splitlines() if line.startswith(level)), "")


def test_a_started_game_given_up_for_a_new_one_counts_as_lost(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--beginner", wait="Beginner")
    terminal.send(" ")  # the first click: the game has started
    terminal.wait_for("Playing")
    terminal.send("n")
    terminal.wait_for("(y/n)")
    terminal.send("y")
    terminal.wait_for("Ready")
    terminal.send(" ")  # another started game, left by Esc, then a new game from the menu
    terminal.wait_for("Playing")
    terminal.send("\x1b")
    terminal.wait_for(lambda: "(y/n)" in terminal.text or "Resume" in terminal.text)
    if "(y/n)" in terminal.text:
        terminal.send("y")
        terminal.wait_for("Resume")
    terminal.send("b")
    terminal.wait_for("It counts as lost (y/n)")  # the menu asks before giving it up
    terminal.send("y")
    terminal.wait_for("Ready")
    terminal.send("q")
    assert terminal.wait_exit() == 0
    assert stats_line("Beginner").startswith("Beginner: played 2, won 0")
