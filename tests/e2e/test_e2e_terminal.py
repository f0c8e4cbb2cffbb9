"""Terminal types, locales, signals and job control."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import Callable, Iterator

import pytest

from conftest import DATA, TIMEOUT, minesweeper_command

BOARD = str(DATA / "tui_small.in")
RESTORE = b"\x1b[?1049l"


def open_top_left(terminal) -> None:  # type: ignore[no-untyped-def]
    terminal.key("left", 3)
    terminal.key("up", 3)
    terminal.send(" ")
    terminal.wait_for("Playing")


@pytest.mark.parametrize("env", [{"LANG": "C", "LC_ALL": None}, {"LANG": "C", "LC_ALL": "C"}])
def test_c_locale_draws_ascii(spawn, env) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, env=env, wait="Board")
    open_top_left(terminal)
    terminal.wait_for("1  1  .  .")
    assert terminal.text.isascii(), terminal.dump()
    assert "+---------------------+" in terminal.text
    assert "#  3  2  1" in terminal.text


@pytest.mark.parametrize("env", [{"LANG": "xx_YY.UTF-8", "LC_ALL": None},
                                 {"LC_ALL": "xx_YY.UTF-8"},
                                 {"LANG": "C.UTF-8", "LC_ALL": None, "LC_MESSAGES": "xx_YY"}])
def test_a_locale_that_is_not_installed_still_plays(spawn, env) -> None:  # type: ignore[no-untyped-def]
    # setlocale() refused it, and the game ended in a traceback (status 70) before drawing.
    terminal = spawn("--board", BOARD, env=env, wait="Board")
    open_top_left(terminal)
    terminal.wait_for(lambda: "3  2  1" in terminal.text)
    if env.get("LC_MESSAGES"):  # only the messages' locale is missing: UTF-8 as asked
        assert "┌" in terminal.text
    terminal.send("q")
    terminal.wait_for("(y/n)")
    terminal.send("y")
    assert terminal.wait_exit() == 0
    assert b"Traceback" not in terminal.raw


def test_ascii_option(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--ascii", "--beginner", wait="Beginner")
    assert terminal.text.isascii()
    assert terminal.text.count("#") == 64


@pytest.mark.parametrize("env", [{"TERM": "vt100"}, {"NO_COLOR": "1"}])
def test_without_colour_the_cursor_is_reverse(spawn, env) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, env=env, wait="Board")
    open_top_left(terminal)
    terminal.wait_for("3  2  1")
    colours = {char.fg for line in terminal.screen.buffer.values() for char in line.values()}
    assert colours <= {"default"}, colours
    top, left = terminal.find("┌")
    assert terminal.cell(top + 1, left + 2).reverse  # the cursor at 0 0
    assert not terminal.cell(top + 1, left + 5).reverse


@pytest.mark.parametrize("term", ["xterm-256color", "screen"])
def test_the_wheel_scrolls_a_board_larger_than_the_screen(spawn, term: str) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--advanced", rows=12, cols=40, env={"TERM": term}, wait="Mines  99")
    assert "▲ 5 more ▲" in terminal.text  # rows 5 to 10 of 16 show
    y, x = terminal.find("■")
    terminal.wheel(y, x)
    terminal.wait_for("▲ 8 more ▲")
    terminal.wheel(y, x, down=False)
    terminal.wait_for("▲ 5 more ▲")


def test_screen_terminal_mouse_uses_x10(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(env={"TERM": "screen"}, wait="M I N E S W E E P E R")
    y, x = terminal.find("Advanced")
    terminal.click(y, x)
    terminal.wait_for("Mines  99")
    top, left = terminal.find("┌")
    terminal.click(top + 1, left + 2, button=3)  # flag 0 0
    terminal.wait_for("Mines  98")
    assert terminal.cell(top + 1, left + 2).data == "⚑"


def test_linux_terminal_arrow_keys(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, env={"TERM": "linux"}, wait="Board")
    open_top_left(terminal)
    terminal.wait_for("3  2  1")


def test_ctrl_c_exits_130_and_restores(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--beginner", wait="Beginner")
    terminal.send("\x03")
    assert terminal.wait_exit() == 130
    assert RESTORE in terminal.raw
    assert b"Traceback" not in terminal.raw


def test_sigterm_exits_143_and_restores(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--beginner", wait="Beginner")
    terminal.process.kill(signal.SIGTERM)
    assert terminal.wait_exit() == 143
    assert RESTORE in terminal.raw
    assert b"Traceback" not in terminal.raw


@pytest.mark.parametrize("term", ["dumb", "no-such-terminal"])
def test_unusable_term_falls_back_to_plain(spawn, term) -> None:  # type: ignore[no-untyped-def]
    note = "cannot move the cursor" if term == "dumb" else "is unknown"
    terminal = spawn("--beginner", env={"TERM": term}, wait=note)
    terminal.send("quit\r")
    assert terminal.wait_exit() == 0
    # A type this machine does not know (often after ssh from a newer terminal) is told
    # how to play full-screen anyway; dumb cannot.
    told = b"most terminals play full-screen as TERM=xterm-256color minesweeper" in terminal.raw
    assert told == (term != "dumb")


def _tmux(socket: Path, *args: str) -> str:
    result = subprocess.run(["tmux", "-S", str(socket), *args], capture_output=True, text=True,
                            timeout=TIMEOUT, check=False)
    return result.stdout


def shell_in_tmux(tmp_path: Path) -> Path:
    """A bash at an 80x24 tmux of its own (its own server socket); returns the socket."""
    socket = tmp_path / "sock"
    env = {key: value for key, value in os.environ.items()
           if key not in ("TMUX", "LINES", "COLUMNS")}
    env.update({"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ESCDELAY": "25", "PS1": "$ ",
                "HOME": str(tmp_path)})
    subprocess.run(["tmux", "-S", str(socket), "-f", "/dev/null", "new-session", "-d",
                    "-x", "80", "-y", "24", "bash", "--norc", "--noprofile", "-i"],
                   env=env, check=True, timeout=TIMEOUT)
    return socket


@pytest.fixture
def tmux_shell(tmp_path: Path) -> Iterator[Path]:
    """`shell_in_tmux`'s socket; its server is killed after the test (skipped without tmux)."""
    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed")
    socket = shell_in_tmux(tmp_path)
    try:
        yield socket
    finally:
        _tmux(socket, "kill-server")


def waiter(socket: Path) -> Callable[[str], None]:
    """Wait until `text` shows in the tmux pane (its whole history), or fail saying so."""

    def screen() -> str:
        return _tmux(socket, "capture-pane", "-p", "-S", "-")

    def wait(text: str) -> None:
        deadline = time.monotonic() + TIMEOUT
        while text not in screen():
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {text!r}; screen:\n{screen()}")
            time.sleep(0.02)  # polling another process's screen; not a fixed wait

    return wait


def start_and_stop_the_game(socket: Path, wait: Callable[[str], None]) -> None:
    """At the shell's prompt, start the game on BOARD, then stop it with Ctrl-Z."""
    wait("$")
    _tmux(socket, "send-keys", f"{minesweeper_command()} --board {BOARD}", "Enter")
    wait("Board tui_small.in")
    _tmux(socket, "send-keys", "C-z")
    wait("Stopped")


def test_ctrl_z_then_fg_in_tmux(tmux_shell: Path) -> None:
    socket = tmux_shell

    wait = waiter(socket)

    start_and_stop_the_game(socket, wait)
    _tmux(socket, "send-keys", "fg", "Enter")
    wait("Board tui_small.in")
    # Keys work at once after fg: the first arrow is not lost.
    _tmux(socket, "send-keys", "Left", "Left", "Left", "Up", "Up", "Up", "Space")
    wait("3  2  1")
    _tmux(socket, "send-keys", "Down", "Down", "Down", "Down", "f")
    wait("Mines   4")
    _tmux(socket, "send-keys", "q")
    wait("(y/n)")
    _tmux(socket, "send-keys", "y")
    _tmux(socket, "send-keys", 'echo "[exit $?]"', "Enter")
    wait("[exit 0]")


def test_killed_while_stopped_the_game_leaves_the_shell_s_screen_alone(
        tmux_shell: Path) -> None:
    # Ctrl-Z, then kill -TERM %1, then fg: the game left curses a second time, and the
    # jump back out of the alternate screen put the next prompts over earlier lines.
    socket = tmux_shell
    wait = waiter(socket)
    start_and_stop_the_game(socket, wait)
    _tmux(socket, "send-keys", "kill -TERM %1", "Enter")
    wait("$ kill -TERM %1")
    _tmux(socket, "send-keys", "fg", "Enter")
    wait("$ fg")

    def prompt_after_fg() -> bool:
        pane = _tmux(socket, "capture-pane", "-p").rstrip()
        return "$ fg" in pane and pane.endswith("$") and not pane.endswith("$ fg")

    deadline = time.monotonic() + TIMEOUT
    while not prompt_after_fg():
        assert time.monotonic() < deadline, _tmux(socket, "capture-pane", "-p")
        time.sleep(0.02)  # polling another process's screen; not a fixed wait
    _tmux(socket, "send-keys", 'echo "[after $?]"', "Enter")
    wait("[after ")
    lines = [line for line in _tmux(socket, "capture-pane", "-p").splitlines() if line]
    killed = lines.index("$ kill -TERM %1")
    assert any("143" in line for line in lines[killed:]), "\n".join(lines)  # its status
    assert lines.index('$ echo "[after $?]"') > killed, lines


def test_ctrl_s_does_not_freeze_the_game_and_the_shell_keeps_its_flow_control(
        tmux_shell: Path) -> None:
    """Ctrl-S froze the screen until Ctrl-Q: XON/XOFF flow control (ixon) stayed on."""
    import termios

    socket = tmux_shell
    tty = _tmux(socket, "display", "-p", "#{pane_tty}").strip()
    wait = waiter(socket)

    def flow_control() -> bool:
        fd = os.open(tty, os.O_RDONLY | os.O_NOCTTY)
        try:
            return bool(termios.tcgetattr(fd)[0] & termios.IXON)
        finally:
            os.close(fd)

    def until(on: bool) -> None:
        # The pane's history may show a word ("Paused") before the game that writes it has
        # set the terminal after fg: the mode is polled, as the screen is.
        deadline = time.monotonic() + TIMEOUT
        while flow_control() != on:
            assert time.monotonic() < deadline, f"flow control never turned {on}"
            time.sleep(0.02)  # polling another process's terminal; not a fixed wait

    wait("$")
    assert flow_control()  # the shell's, as a terminal starts
    _tmux(socket, "send-keys", f"{minesweeper_command()} --board {BOARD}", "Enter")
    wait("Board tui_small.in")
    until(False)
    _tmux(socket, "send-keys", "C-s", "Left", "Left", "Left", "Up", "Up", "Up", "Space")
    wait("3  2  1")  # the screen goes on showing what the keys do
    _tmux(socket, "send-keys", "C-q", "C-z")  # Ctrl-Q does nothing; Ctrl-Z suspends
    wait("Stopped")
    until(True)  # the shell's again while the game is stopped
    _tmux(socket, "send-keys", "fg", "Enter")
    wait("Paused")
    until(False)
    _tmux(socket, "send-keys", "C-c")
    until(True)  # the game reads no more keys: typed sooner, echo's "e" could go to the game
    _tmux(socket, "send-keys", 'echo "[exit $?]"', "Enter")
    wait("[exit 130]")
    assert flow_control()


def test_unknown_sequences_and_alt_keys_are_not_esc(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    terminal.send("\x1b[99~")  # no game in progress yet: Esc would go straight to the menu
    terminal.send("f")
    terminal.wait_for("Mines   4")
    assert "M I N E S" not in terminal.text
    open_top_left(terminal)
    terminal.send("\x1bxp")  # Alt-x, then p: no leave prompt, and p still pauses
    terminal.wait_for("Paused")
    assert "Leave" not in terminal.text
    terminal.send("\x1b\x1b[1;5Xp")  # Alt with an unknown special key, then p
    terminal.wait_for(lambda: "Paused" not in terminal.text)
    terminal.key("esc")  # a lone Esc still asks to leave
    terminal.wait_for("Go to the menu?")
    terminal.send("n")
    terminal.wait_for(lambda: "Leave" not in terminal.text)


def test_home_and_end_without_terminfo_keys(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, env={"TERM": "vt100"}, wait="Board")
    top, left = terminal.find("┌")
    assert terminal.cell(top + 4, left + 11).reverse  # the cursor starts at 3 3
    terminal.send("\x1b[1~")  # Home as most terminals send it; vt100's terminfo has none
    terminal.wait_for(lambda: terminal.cell(top + 4, left + 2).reverse)
    assert "M I N E S" not in terminal.text
    terminal.send("\x1b[4~")
    terminal.wait_for(lambda: terminal.cell(top + 4, left + 20).reverse)


@pytest.mark.parametrize(("suspended", "plain"), [(True, False), (False, False), (False, True)],
                         ids=["suspended", "running", "plain"])
def test_closing_the_window_keeps_the_game(spawn, tmp_path: Path, tmux_shell: Path,  # type: ignore[no-untyped-def]
                                           suspended: bool, plain: bool) -> None:
    """Closing the terminal (bash sends SIGHUP, then SIGTERM and SIGCONT to a stopped job):
    the game is kept, no traceback, exit 129; in the curses game and in plain play."""
    socket = tmux_shell
    data = tmp_path / "data"

    def screen() -> str:
        return _tmux(socket, "capture-pane", "-p", "-S", "-")

    def wait(check: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + TIMEOUT
        while not check():
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}; screen:\n{screen()}")
            time.sleep(0.02)  # polling another process; not a fixed wait

    status, err = tmp_path / "status", tmp_path / "err"
    wait(lambda: "$" in screen(), "the prompt")
    marker = f"--seed {os.getpid()}{int(suspended)}"  # to tell when this game has ended
    front = "--plain " if plain else ""
    command = (f"XDG_DATA_HOME={data} {minesweeper_command()} {front}--beginner {marker}"
               f" 2>{err}")
    if not suspended:  # a subshell outlives bash to tell the status (a stopped job's is lost)
        command = f"(trap : HUP TERM; {command}; echo $? >{status})"
    _tmux(socket, "send-keys", command, "Enter")
    wait(lambda: "Beginner" in screen(), "the game")
    if plain:
        _tmux(socket, "send-keys", "open 4 4", "Enter")
        wait(lambda: "| playing" in screen(), "the first open")
    else:
        _tmux(socket, "send-keys", "Space")
        wait(lambda: "Playing" in screen(), "the first click")
    if suspended:  # (one Ctrl-Z: one that came as a frame was written had been lost, the
        _tmux(socket, "send-keys", "C-z")  # clock running: see test_e2e_suspend.py)
        wait(lambda: "Stopped" in screen(), "the job to stop")
    _tmux(socket, "kill-server")
    saved = data / "minesweeper" / "saved-game.json"

    def ended() -> bool:
        ps = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True,
                            check=False)
        return saved.exists() and marker not in ps.stdout

    wait(ended, "the game to end")
    assert err.read_text() == ""  # no traceback, no "unexpected error"
    if not suspended:
        # The shell makes the file, then writes to it: an empty file is not the status yet.
        wait(lambda: status.exists() and status.read_text().strip() != "", "the status")
        assert status.read_text().strip() == "129"
    terminal = spawn("--resume", env={"XDG_DATA_HOME": str(data)}, wait="Beginner")
    assert "Playing" in terminal.text or "Paused" in terminal.text, terminal.dump()


def test_screen_terminal_mouse_is_read_in_sgr_reports_on_row_27(spawn) -> None:  # type: ignore[no-untyped-def]
    # Where ncurses reads X10 reports it took a `;` (row or column 27) for a separator and
    # the report's bytes for keys (a Space that opened a mine). The game asks for SGR
    # reports there and reads them itself, as tmux sends them once asked.
    terminal = spawn("--advanced", "--seed", "7", rows=60, cols=200,
                     env={"TERM": "screen"}, wait="Mines  99")
    assert terminal.term == "screen"
    top, left = terminal.find("┌")
    terminal.send(f"\x1b[<0;{left + 40};{top + 16}M\x1b[<0;{left + 40};{top + 16}m")
    terminal.wait_for("Playing")
    row = 26  # screen row 27, 1-based: `;` in an X10 report
    x = next(x for x in range(left + 1, left + 150) if terminal.cell(row, x).data == "■")
    terminal.send(f"\x1b[<2;{x + 1};{row + 1}M\x1b[<2;{x + 1};{row + 1}m")  # a right click
    terminal.wait_for("Mines  98")
    assert terminal.cell(row, x).data == "⚑" and "Assisted" not in terminal.text
    # Two clicks in one write are two clicks (ncurses had folded them into one).
    a, b = [x for x in range(x + 1, left + 150) if terminal.cell(row, x).data == "■"][:2]
    terminal.send("".join(f"\x1b[<2;{x + 1};{row + 1}M\x1b[<2;{x + 1};{row + 1}m"
                          for x in (a, b)))
    terminal.wait_for("Mines  96")


def test_two_clicks_in_one_read_are_two_clicks_under_xterm(spawn) -> None:  # type: ignore[no-untyped-def]
    # ncurses gives one KEY_MOUSE for the reports of one read: the older ones were lost.
    terminal = spawn("--advanced", "--seed", "7", wait="Mines  99")
    assert terminal.term.startswith("xterm")
    top, left = terminal.find("┌")
    terminal.click(top + 8, left + 40)
    terminal.wait_for("Playing")
    row = next(y for y in range(top + 1, top + 17) if "■" in terminal.text.splitlines()[y])
    a, b = [x for x in range(left + 1, left + 100) if terminal.cell(row, x).data == "■"][:2]
    terminal.send("".join(f"\x1b[<2;{x + 1};{row + 1}M\x1b[<2;{x + 1};{row + 1}m"
                          for x in (a, b)))
    terminal.wait_for("Mines  97")
    assert terminal.cell(row, a).data == terminal.cell(row, b).data == "⚑"
