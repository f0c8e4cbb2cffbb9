"""Drive the installed `minesweeper` in a pseudo-terminal and read the screen with pyte.

Tests never sleep: they wait until the screen shows what they expect, and a timeout prints
the screen it saw.
"""

from __future__ import annotations

import functools
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Iterator

import pyte
import pytest
from ptyprocess import PtyProcess

DATA = Path(__file__).resolve().parent.parent / "data"
TIMEOUT = 20.0  # a deadline, not a wait: a loaded 2-core machine can take seconds to start


def minesweeper_command() -> str:
    beside = Path(sys.executable).parent / "minesweeper"
    if beside.exists():
        return str(beside)
    found = shutil.which("minesweeper")
    if found is None:
        pytest.skip("the minesweeper command is not installed")
    return found


class RepeatingScreen(pyte.Screen):
    """pyte 0.8.2 ignores REP (CSI n b), which ncurses sends for runs, and SU and SD (CSI n S
    and T), which it sends to scroll several rows; this does them."""

    def __init__(self, columns: int, lines: int) -> None:
        super().__init__(columns, lines)
        self.last_char = " "

    def draw(self, data: str) -> None:
        super().draw(data)
        if data:
            self.last_char = data[-1]

    def repeat_last(self, count: int = 1, *args: object, **kwargs: object) -> None:
        super().draw(self.last_char * max(1, count))

    def scroll_up(self, count: int = 1, *args: object, **kwargs: object) -> None:
        """SU (CSI n S), which pyte ignores: ncurses scrolls several rows at once with it."""
        top, bottom = (self.margins.top, self.margins.bottom) if self.margins \
            else (0, self.lines - 1)
        for _ in range(max(1, count)):
            for y in range(top, bottom):
                self.buffer[y] = self.buffer[y + 1]
            self.buffer.pop(bottom, None)
        self.dirty.update(range(self.lines))

    def scroll_down(self, count: int = 1, *args: object, **kwargs: object) -> None:
        """SD (CSI n T), as `scroll_up` the other way."""
        top, bottom = (self.margins.top, self.margins.bottom) if self.margins \
            else (0, self.lines - 1)
        for _ in range(max(1, count)):
            for y in range(bottom, top, -1):
                self.buffer[y] = self.buffer[y - 1]
            self.buffer.pop(top, None)
        self.dirty.update(range(self.lines))


class RepeatingStream(pyte.ByteStream):
    csi = {**pyte.ByteStream.csi, "b": "repeat_last", "S": "scroll_up", "T": "scroll_down"}


@functools.cache
def terminfo_keys(term: str) -> dict[str, bytes]:
    """What the terminal sends for the special keys, per terminfo.

    Asked of `tput`: curses.setupterm in this process only reads the first TERM it is given.
    """
    names = {
        "up": "kcuu1", "down": "kcud1", "left": "kcub1", "right": "kcuf1",
        "pgup": "kpp", "pgdn": "knp", "home": "khome", "end": "kend", "f1": "kf1",
    }
    keys = {}
    for name, cap in names.items():
        result = subprocess.run(["tput", "-T", term, cap], capture_output=True, check=False)
        keys[name] = result.stdout
    keys.update({"esc": b"\x1b", "enter": b"\r", "space": b" "})
    return keys


class Terminal:
    """One run of the game in a pty of a given size."""

    def __init__(self, args: list[str], rows: int = 24, cols: int = 80,
                 env: dict[str, str | None] | None = None, cwd: str | None = None,
                 program: list[str] | None = None) -> None:
        child_env = dict(os.environ)
        for name in ("LINES", "COLUMNS", "TMUX", "NO_COLOR", "LANGUAGE"):
            child_env.pop(name, None)
        child_env.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                          "ESCDELAY": "25"})
        for name, value in (env or {}).items():
            if value is None:
                child_env.pop(name, None)
            else:
                child_env[name] = value
        self.term = child_env["TERM"]
        self.screen = RepeatingScreen(cols, rows)
        self.stream = RepeatingStream(self.screen)
        self.raw = bytearray()
        # `program`: another to start (a shell, to play the game with job control).
        self.process = PtyProcess.spawn(program or [minesweeper_command(), *args],
                                        env=child_env, dimensions=(rows, cols), cwd=cwd)
        self.status: int | None = None

    # Reading ----------------------------------------------------------------------

    def pump(self, timeout: float) -> bool:
        """Read what the game wrote within `timeout`; False at end of output."""
        fd = self.process.fd
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(fd, 65536)
        except OSError:
            return False
        if not data:
            return False
        self.raw += data
        self.stream.feed(data)
        return True

    @property
    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.screen.display)

    def lines(self) -> list[str]:
        return [line.rstrip() for line in self.screen.display]

    def wait_for(self, check: str | Callable[[], bool], timeout: float = TIMEOUT,
                 every: Callable[[], None] | None = None) -> None:
        """Until the screen shows `check` (text, or a predicate is true)."""
        def done() -> bool:
            return check in self.text if isinstance(check, str) else check()

        deadline = time.monotonic() + timeout
        next_every = time.monotonic() + 0.2
        while not done():
            now = time.monotonic()
            if now > deadline:
                raise AssertionError(f"timed out waiting for {check!r}; screen:\n{self.dump()}")
            if every is not None and now > next_every:
                every()
                next_every = now + 0.2
            if not self.pump(min(0.05, deadline - now)):
                if done():
                    return
                raise AssertionError(f"the game ended before {check!r}; screen:\n{self.dump()}")
        self.settle()

    def settle(self, quiet: float = 0.02) -> None:
        """Read on until the game has been quiet for a moment: the frame is complete."""
        fd = self.process.fd
        while select.select([fd], [], [], quiet)[0]:
            if not self.pump(0):
                return

    def dump(self) -> str:
        numbered = [f"{index:2}|{line}" for index, line in enumerate(self.lines())]
        return "\n".join(numbered)

    def cell(self, y: int, x: int) -> pyte.screens.Char:
        return self.screen.buffer[y][x]

    def find(self, text: str) -> tuple[int, int]:
        """(y, x) of the first occurrence of `text` on the screen."""
        for y, line in enumerate(self.screen.display):
            x = line.find(text)
            if x >= 0:
                return y, x
        raise AssertionError(f"{text!r} not on screen:\n{self.dump()}")

    # Writing ----------------------------------------------------------------------

    def send(self, data: str | bytes) -> None:
        self.process.write(data.encode() if isinstance(data, str) else data)

    def key(self, name: str, times: int = 1) -> None:
        self.send(terminfo_keys(self.term)[name] * times)

    def click(self, y: int, x: int, button: int = 1) -> None:
        """A press and release at a screen cell, in the encoding ncurses expects."""
        code = {1: 0, 2: 1, 3: 2}[button]
        if self.term.startswith("xterm"):
            self.send(f"\x1b[<{code};{x + 1};{y + 1}M\x1b[<{code};{x + 1};{y + 1}m")
        else:
            self.send(b"\x1b[M" + bytes([32 + code, 33 + x, 33 + y]))
            self.send(b"\x1b[M" + bytes([32 + 3, 33 + x, 33 + y]))

    def wheel(self, y: int, x: int, down: bool = True) -> None:
        """One turn of the mouse wheel (a press of button 5, or 4 for up) at a screen cell."""
        code = 65 if down else 64
        if self.term.startswith("xterm"):
            self.send(f"\x1b[<{code};{x + 1};{y + 1}M")
        else:
            self.send(b"\x1b[M" + bytes([32 + code, 33 + x, 33 + y]))

    def resize(self, rows: int, cols: int, check: str | Callable[[], bool]) -> None:
        self.process.setwinsize(rows, cols)
        self.screen.resize(rows, cols)

        def poke() -> None:  # ncurses may miss one SIGWINCH in a couple of hundred
            self.process.kill(signal.SIGWINCH)

        self.wait_for(check, every=poke)

    # Ending -----------------------------------------------------------------------

    def wait_exit(self, timeout: float = TIMEOUT) -> int:
        deadline = time.monotonic() + timeout
        while self.process.isalive():
            if time.monotonic() > deadline:
                raise AssertionError(f"the game did not exit; screen:\n{self.dump()}")
            if not self.pump(0.05):
                break
        self.process.wait()
        if self.process.signalstatus is not None:
            self.status = -self.process.signalstatus
        else:
            self.status = self.process.exitstatus
        assert self.status is not None
        return self.status

    def close(self) -> None:
        if self.process.isalive():
            self.process.kill(signal.SIGKILL)
        self.process.close(force=True)


def board_lines(terminal: Terminal) -> list[str]:
    """The box around the board, as text, trimmed on the left to the box."""
    top, left = terminal.find("┌")
    out = []
    for line in terminal.lines()[top:]:
        out.append(line[left:])
        if line[left:].startswith("└"):
            break
    return out


def glyph_position(terminal: Terminal, row: int, col: int) -> tuple[int, int]:
    """Screen (y, x) of the glyph of a board cell (three-wide cells, box fully in view)."""
    top, left = terminal.find("┌")
    return top + 1 + row, left + 1 + col * 3 + 1


def open_top_left(terminal: Terminal) -> None:
    """Open 0 0 of tests/data/tui_small.in (the cursor starts mid-board): it shows 1, 2, 3."""
    terminal.key("home")
    terminal.key("up", 3)
    terminal.send(" ")
    terminal.wait_for(lambda: "3  2  1" in terminal.text)


def header_line(terminal: Terminal) -> str:
    """The game screen's header (it hugs the board, so it is not always the top row)."""
    return terminal.lines()[terminal.find("Mines")[0]]


def keys_line(terminal: Terminal) -> str:
    """The game screen's last row in use: the keys (or a long note's end)."""
    return [line for line in terminal.lines() if line][-1]


def ruler_position(terminal: Terminal, row: int, col: int) -> tuple[int, int]:
    """Screen (y, x) of a board cell's glyph as the rulers number it: the row whose number
    left of the box is `row`, the column whose number above the box ends at `col`'s glyph."""
    top, left = terminal.find("┌")
    lines = terminal.lines()
    ruler = lines[top - 1]
    x = next((x for x in range(left, len(ruler)) if ruler[x].isdigit()
              and (x + 1 == len(ruler) or not ruler[x + 1].isdigit())
              and ruler[:x + 1].split()[-1] == str(col)), None)
    y = next((y for y in range(top + 1, len(lines)) if lines[y][:left].split()[-1:] == [str(row)]),
             None)
    if x is None or y is None:
        raise AssertionError(f"no ruler for row {row}, column {col}:\n{terminal.dump()}")
    return y, x


@pytest.fixture
def spawn() -> Iterator[Callable[..., Terminal]]:
    started: list[Terminal] = []

    def start(*args: str, rows: int = 24, cols: int = 80,
              env: dict[str, str | None] | None = None, wait: str | None = None,
              cwd: str | None = None) -> Terminal:
        terminal = Terminal(list(args), rows, cols, env, cwd)
        started.append(terminal)
        if wait is not None:
            terminal.wait_for(wait)
        return terminal

    yield start
    for terminal in started:
        terminal.close()
