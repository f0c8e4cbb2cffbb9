"""Plain play at a real terminal: rulers to count cells by, hints that name their command,
and a word that the game is kept."""

from __future__ import annotations


def test_at_a_terminal_the_board_has_rulers_and_hints_name_their_command(  # type: ignore[no-untyped-def]
        spawn) -> None:
    terminal = spawn("--plain", "--advanced", "--seed", "3", rows=40, cols=100,
                     wait="Type help")
    terminal.wait_for("012345678901234567890123456789")
    lines = terminal.lines()
    units = next(y for y, line in enumerate(lines) if "012345678901234567890123456789" in line)
    assert "11111111112222222222" in lines[units - 1]  # tens over the units
    assert lines[units + 1].startswith(" 0 #") and lines[units + 16].startswith("15 #")
    terminal.send("open 3 3\r")
    terminal.wait_for("playing")
    terminal.send("hint\r")
    terminal.wait_for(lambda: any(line.startswith(("hint: open ", "hint: flag "))
                                  for line in terminal.lines()))
    terminal.send("quit\r")
    terminal.wait_for("The game is kept")
    assert terminal.wait_exit() == 0


def test_plain_forgiving_play_makes_a_forced_guess_safe_and_undo_takes_back_a_loss(  # type: ignore[no-untyped-def]
        spawn) -> None:
    # On this board (found with a script) the first click leaves no cell proven safe.
    terminal = spawn("--plain", "--custom", "6x6x8", "--seed", "1", "--mode", "forgiving",
                     wait="Type help")
    terminal.send("open 3 3\r")
    terminal.wait_for("playing")
    terminal.send("open 0 0\r")
    terminal.wait_for("your guess was made safe")
    terminal.send("quit\r")
    assert terminal.wait_exit() == 0


def test_plain_undo_after_a_loss(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--plain", "--board", "b1.in", rows=40, cols=100, wait="Type help")
    terminal.send("open 1 2\r")  # a mine in b1.in
    terminal.wait_for("Boom!")
    terminal.send("undo\r")
    terminal.wait_for("deaths: 1")
    assert "| playing |" in terminal.text
    terminal.send("quit\r")
    assert terminal.wait_exit() == 0
