"""Leaving a plain game at a terminal by any route saves it; --resume brings it back."""

from __future__ import annotations

import os
import select
import signal
import sys
import time
from pathlib import Path

import pytest
from ptyprocess import PtyProcessUnicode

from minesweeper import wording

COMMAND = str(Path(sys.executable).parent / "minesweeper")


def start(data: Path, *args: str) -> PtyProcessUnicode:
    env = {key: value for key, value in os.environ.items() if key not in ("LINES", "COLUMNS")}
    env.update(XDG_DATA_HOME=str(data), TERM="dumb", LANG="C.UTF-8")
    return PtyProcessUnicode.spawn([COMMAND, "--plain", *args], env=env, dimensions=(40, 100))


_pending: dict[int, str] = {}


def read_until(process: PtyProcessUnicode, text: str, timeout: float = 10.0) -> str:
    """What the process printed up to and including `text`; the rest is kept for next time."""
    seen = _pending.pop(process.fd, "")
    deadline = time.monotonic() + timeout
    while text not in seen:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([process.fd], [], [], left)[0]:
            raise AssertionError(f"waited for {text!r}, saw:\n{seen}")
        try:
            seen += process.read(4096)
        except EOFError:
            raise AssertionError(f"exited before {text!r}, saw:\n{seen}") from None
    end = seen.index(text) + len(text)
    _pending[process.fd] = seen[end:]
    return seen[:end]


def board_of(output: str) -> str:
    """The last board printed before the last status line."""
    lines = [line.strip() for line in output.replace("\r", "").splitlines()]
    status = max(i for i, line in enumerate(lines) if "| mines left:" in line)
    return "\n".join(lines[status - 8:status])


def play_some(data: Path) -> tuple[PtyProcessUnicode, str]:
    process = start(data, "--beginner", "--seed", "11")
    read_until(process, "> ")
    process.write("open 3 3\n")
    opened = board_of(read_until(process, "| playing"))
    read_until(process, "> ")
    row, col = next((r, c) for r, line in enumerate(opened.splitlines())
                    for c, char in enumerate(line) if char == "#")
    process.write(f"flag {row} {col}\n")
    return process, board_of(read_until(process, "mines left: 9"))


def wait_exit(process: PtyProcessUnicode) -> int | None:
    _pending.pop(process.fd, None)
    deadline = time.monotonic() + 10
    said = ""
    while process.isalive() and time.monotonic() < deadline:
        if not select.select([process.fd], [], [], 0.2)[0]:
            continue
        try:
            said += process.read(4096)
        except EOFError:
            break
    if process.isalive():
        # What the game was doing (the kernel function it sleeps in, what it said last)
        # and which signals it blocked, ignored, caught or has pending (hex masks; SIGHUP
        # is 0x1): two full runs saw an exit signal not end the game (SIGHUP, SIGTERM).
        proc = Path(f"/proc/{process.pid}")
        state = [line for line in (proc / "status").read_text().splitlines()
                 if line.startswith(("State", "Sig", "ShdPnd"))] if proc.exists() else []
        state += [f"wchan {(proc / 'wchan').read_text()}" if proc.exists() else "",
                  f"said {said[-200:]!r}"]
        process.kill(signal.SIGKILL)
        process.wait()
        raise AssertionError(f"the game did not exit within 10 seconds: {state}")
    process.wait()
    return process.exitstatus if process.exitstatus is not None else process.signalstatus


@pytest.mark.parametrize("route", ["quit", "end of input", "SIGTERM", "SIGHUP", "SIGQUIT"])
def test_leaving_saves_and_resume_restores(tmp_path: Path, route: str) -> None:
    process, board = play_some(tmp_path)
    # Leave from the prompt, as a player would: one full run hung here with the game
    # waiting for input, likely a Ctrl-D sent while it was still printing.
    read_until(process, "> ")
    if route == "quit":
        process.write("quit\n")
    elif route == "end of input":
        process.sendeof()
    else:
        process.kill(getattr(signal, route))
    status = wait_exit(process)
    expected = {"quit": 0, "end of input": 0, "SIGTERM": 143, "SIGHUP": 129, "SIGQUIT": 131}[route]
    assert status == expected
    assert (tmp_path / "minesweeper" / "saved-game.json").exists()

    again = start(tmp_path, "--resume")
    shown = read_until(again, "> ")
    assert board_of(shown) == board
    assert "mines left: 9 | playing" in shown
    again.write("quit\n")
    wait_exit(again)


def test_ctrl_d_after_the_prompt_ends_the_line_before_the_game_is_kept(tmp_path: Path) -> None:
    process, _ = play_some(tmp_path)
    read_until(process, "> ")
    process.sendeof()
    said = read_until(process, "goes on with it.")
    assert said.replace("\r", "") == "\n" + wording.KEPT_ON_QUIT
    assert wait_exit(process) == 0


@pytest.mark.parametrize("key, status", [("\x03", 130), ("\x1c", 131), ("SIGTERM", 143)])
def test_ctrl_c_at_the_prompt_ends_the_line_and_says_the_game_is_kept(
        tmp_path: Path, key: str, status: int) -> None:
    # Ctrl-\ and SIGTERM kept the game without a word (the prompt's line left open).
    process, board = play_some(tmp_path)
    read_until(process, "> ")
    if key == "SIGTERM":
        process.kill(signal.SIGTERM)
    else:
        process.write(key)  # Ctrl-C or Ctrl-\, as the terminal sends them
    said = read_until(process, "goes on with it.")
    assert said.replace("\r", "").endswith("\n" + wording.KEPT_ON_QUIT)
    assert wait_exit(process) == status
    again = start(tmp_path, "--resume")
    assert board_of(read_until(again, "> ")) == board
    again.write("quit\n")
    wait_exit(again)


def test_resume_without_a_saved_game_says_so(tmp_path: Path) -> None:
    process = start(tmp_path, "--resume")
    output = ""
    while select.select([process.fd], [], [], 10)[0]:
        try:
            output += process.read(4096)
        except EOFError:
            break
    process.wait()
    assert process.exitstatus == 2
    assert "no kept game" in output and "Traceback" not in output


def test_a_finished_game_is_not_saved_and_is_recorded(tmp_path: Path) -> None:
    process = start(tmp_path, "--board", "b1.in")
    read_until(process, "> ")
    process.write("open 1 2\n")
    read_until(process, "lost")
    process.write("quit\n")
    wait_exit(process)
    assert not (tmp_path / "minesweeper" / "saved-game.json").exists()


def test_no_prompt_is_written_into_a_pipe_when_typing_at_a_terminal(tmp_path: Path) -> None:
    # `minesweeper --plain | tee log`: "> " ran into the next line written ("> ########").
    log = tmp_path / "log"
    env = {key: value for key, value in os.environ.items() if key not in ("LINES", "COLUMNS")}
    env.update(XDG_DATA_HOME=str(tmp_path), TERM="dumb", LANG="C.UTF-8")
    process = PtyProcessUnicode.spawn(
        ["sh", "-c", f"'{COMMAND}' --plain --beginner --seed 1 | cat > '{log}'"], env=env,
        dimensions=(40, 100))
    process.write("look 0 0\n")
    process.write("quit\n")
    assert wait_exit(process) == 0
    written = log.read_text()
    assert "Row 0, column 0:" in written and "> " not in written
