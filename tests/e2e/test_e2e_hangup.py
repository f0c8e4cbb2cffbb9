"""A window closed while the game plays: the game ends, kept, even where no SIGHUP reaches it."""

from __future__ import annotations

import contextlib
import os
import shlex
import signal
import time
from pathlib import Path

from conftest import Terminal, minesweeper_command


def test_a_window_closed_while_a_shell_keeps_its_hangup_ends_the_game_kept(
        tmp_path: Path) -> None:
    # The shell that started the game keeps the SIGHUP of the closed window to itself (it
    # traps it, or the game was started with `setsid`): the game saw only the end of its
    # input, and spun at full CPU for ever, its clock running and its lock held.
    status = tmp_path / "status"
    script = f'trap ":" HUP; {shlex.quote(minesweeper_command())} --beginner; ' \
        f'echo $? > {shlex.quote(str(status))}'
    terminal = Terminal([], env={"XDG_DATA_HOME": str(tmp_path)}, program=["sh", "-c", script])
    try:
        terminal.wait_for("Mines  10")
        terminal.send(" ")
        terminal.wait_for(lambda: "Playing" in terminal.text)
        os.close(terminal.process.fd)  # the window closes
        deadline = time.monotonic() + 10
        while not status.exists() or not status.read_text().strip():
            assert time.monotonic() < deadline, "the game did not end when its window closed"
            time.sleep(0.05)  # polling a file another process writes; not a fixed wait
        assert status.read_text().strip() == str(128 + signal.SIGHUP)
        kept = (tmp_path / "minesweeper" / "saved-game.json").read_text()
        assert '"moves"' in kept and "O4,4" in kept
    finally:
        with contextlib.suppress(ProcessLookupError):  # the shell and the game, if it spins
            os.killpg(terminal.process.pid, signal.SIGKILL)


def test_a_stop_from_outside_comes_back_paused_in_the_game_s_own_modes(spawn) -> None:  # type: ignore[no-untyped-def]
    # `kill -STOP`, and the terminal's line mode and echo changed meanwhile (as a shell does
    # when it takes the terminal back), then `kill -CONT`: keys were echoed onto the board
    # and waited for Enter for the rest of the game (found by the pipes tester). The game
    # now sees it at its next tick. Ctrl-Z, which the game sees coming, was always fine.
    import termios

    terminal = spawn("--beginner", "--seed", "3", wait="Mines  10")
    terminal.send(" ")
    terminal.wait_for(lambda: "Playing" in terminal.text)
    os.kill(terminal.process.pid, signal.SIGSTOP)
    modes = termios.tcgetattr(terminal.process.fd)  # (a pty's master sets its terminal's)
    modes[3] |= termios.ICANON | termios.ECHO
    termios.tcsetattr(terminal.process.fd, termios.TCSANOW, modes)
    os.kill(terminal.process.pid, signal.SIGCONT)
    terminal.wait_for(lambda: "Paused" in terminal.text)
    terminal.send("p")  # read at once, as a key: the game's own modes are back
    terminal.wait_for(lambda: "Playing" in terminal.text)
