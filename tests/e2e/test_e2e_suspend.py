"""Ctrl-Z whenever it comes: also while the game is writing a frame to a slow terminal."""

from __future__ import annotations

import platform
import time
from pathlib import Path

import pytest

from conftest import TIMEOUT

RESTORE = b"\x1b[?1049l"
WRITE = {"x86_64": "1", "aarch64": "64"}.get(platform.machine())  # write(2)'s number


def test_ctrl_z_while_a_frame_is_being_written_is_not_lost(spawn) -> None:  # type: ignore[no-untyped-def]
    # ncurses, left to handle Ctrl-Z, ignores SIGTSTP for as long as it updates the screen:
    # one pressed then was lost, the clock running (in the tmux tests, a Ctrl-Z sent as soon
    # as a frame showed, 1 in 20 loaded runs). Here nothing reads the terminal, so the game
    # stays in the middle of writing one.
    terminal = spawn("--advanced", "--seed", "7", rows=60, cols=200, wait="Mines  99")
    calls = Path(f"/proc/{terminal.process.pid}/syscall")
    try:
        readable = WRITE is not None and bool(calls.read_text())
    except OSError:  # none on this system, or not this user's to read
        readable = False
    if not readable:
        pytest.skip("no /proc/PID/syscall (or write's number) here to see the game writing")
    deadline = time.monotonic() + TIMEOUT
    while calls.read_text().split()[0] != WRITE:  # until a write of the game's waits
        assert time.monotonic() < deadline, "the game never waited to write"
        terminal.send("\x0c")  # Ctrl-L: all of the screen again
        time.sleep(0.05)  # polling another process; not a fixed wait
    mark = len(terminal.raw)
    terminal.send("\x1a")
    # Without job control here (the kernel drops the stop) the game leaves the screen for
    # it all the same, and comes back: it saw the Ctrl-Z.
    terminal.wait_for(lambda: RESTORE in terminal.raw[mark:])
