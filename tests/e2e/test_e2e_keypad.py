"""Keys under terminal types whose terminfo does not list what the terminal sends (found by
playing under each TERM): the keypad's Enter, and F1 in its other usual forms."""

from __future__ import annotations

import pytest

from conftest import DATA

BOARD = str(DATA / "tui_small.in")


@pytest.mark.parametrize("term", ["screen", "tmux-256color", "xterm-mono"])
def test_the_keypads_enter_starts_a_game_and_opens(spawn, term: str) -> None:  # type: ignore[no-untyped-def]
    # The game turns on the keypad's application mode (smkx has ESC =), so its Enter sends
    # ESC O M; these entries have no kent, and it did nothing (tmux 3.3a, KPEnter).
    terminal = spawn(env={"TERM": term}, wait="M I N E S W E E P E R")
    terminal.send("\x1bOM")  # the menu opens on Beginner
    terminal.wait_for("Mines  10")
    terminal.send("\x1bOM")  # the cursor starts on a closed cell
    terminal.wait_for("Playing")


@pytest.mark.parametrize("term", ["screen", "tmux-256color"])
def test_keys_right_after_the_keypads_enter_count(spawn, term: str) -> None:  # type: ignore[no-untyped-def]
    # ESC O M was taken for an X10 mouse report and the next three bytes for its button
    # and position: the p after it (or a whole arrow key) was lost.
    terminal = spawn("--board", BOARD, env={"TERM": term}, wait="Board")
    terminal.key("left", 3)
    terminal.key("up", 3)
    terminal.send(" ")
    terminal.wait_for("Playing")
    terminal.send("\x1bOMp")  # Enter on an open cell (a note), then pause
    terminal.wait_for("Paused")


@pytest.mark.parametrize(("term", "sequence"), [
    ("xterm-256color", "\x1b[11~"),  # PuTTY's default F1, with TERM=xterm
    ("xterm-mono", "\x1bOP"),  # a real xterm under an entry whose kf1 is ESC [ 11 ~
    ("xterm-256color", "\x1b[[A"),  # the Linux console's F1 under another TERM
])
def test_f1_in_its_other_usual_forms_opens_help(spawn, term: str, sequence: str) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, env={"TERM": term}, wait="Board")
    terminal.send(sequence)
    terminal.wait_for("Move")
