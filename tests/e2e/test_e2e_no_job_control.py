"""The game where there is no SIGHUP, SIGQUIT, SIGTSTP, signal masks, termios, fcntl or
curses.set_escdelay, as on Windows (with windows-curses): it must start, play and keep its
games all the same (a module that asked for one of them stopped the program at once)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import DATA, minesweeper_command

# Imported by Python at start-up from a folder on PYTHONPATH, before the game's own modules.
WINDOWS_LIKE = """
import curses, signal, sys
del curses.set_escdelay
for name in ("SIGHUP", "SIGQUIT", "SIGTSTP", "SIGCONT", "pthread_sigmask"):
    if hasattr(signal, name):
        delattr(signal, name)
sys.modules["termios"] = None
sys.modules["fcntl"] = None
"""


@pytest.fixture
def windows_like(tmp_path: Path) -> dict[str, str | None]:
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(WINDOWS_LIKE)
    # The stand-in must really take them away, or the tests below would prove nothing.
    probe = ("import signal\nprint(hasattr(signal, 'SIGHUP'), hasattr(signal, 'SIGTSTP'))\n"
             "try:\n    import termios\nexcept ImportError:\n    print('no termios')\n")
    seen = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(folder)}, check=True).stdout
    assert seen.split("\n")[:2] == ["False False", "no termios"]
    return {"PYTHONPATH": str(folder)}


def test_plain_play_without_posix_signals(windows_like, private_data_folder: Path) -> None:  # type: ignore[no-untyped-def]
    env = {**os.environ, **{k: v for k, v in windows_like.items() if v is not None}}
    board = DATA / "tui_small.in"
    result = subprocess.run([minesweeper_command(), "--plain", "--board", str(board)],
                            input="open 0 0\nquit\n", capture_output=True, text=True, env=env,
                            timeout=30, check=False)
    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == 0, result.stderr
    assert "#321111" in result.stdout.splitlines()  # the opening, drawn


def test_the_curses_game_plays_and_keeps_its_game_without_posix_signals(  # type: ignore[no-untyped-def]
        spawn, windows_like, private_data_folder: Path) -> None:
    terminal = spawn(env=windows_like, wait="M I N E S W E E P E R")
    terminal.send("\r")  # Beginner
    terminal.wait_for("Mines")
    terminal.send(" ")  # the first click, mid-board: always safe
    terminal.wait_for(lambda: "Playing" in terminal.text or ":-)" in terminal.text)
    terminal.send("q")
    terminal.wait_for("(y/n)")
    terminal.send("y")
    assert terminal.wait_exit() == 0
    assert "Traceback" not in terminal.text
    kept = json.loads((private_data_folder / "minesweeper" / "saved-game.json").read_text())
    assert len(kept["data"]["games"]) == 1
