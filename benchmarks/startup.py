"""Start-up time: exec to first frame of `minesweeper --beginner` in an 80x24 pseudo-terminal,
against a bare `python -c` that imports curses and draws one word (same interpreter).

Run: python benchmarks/startup.py [--runs N]   (default 15; prints medians and the ratio;
never run as a test). The target is a ratio of at most 3.

Each run spawns the program in a fresh 80x24 pty and times from just before the spawn to the
read that completes the first frame (the footer's last key hint for the game, the word for the
bare start). Best times and kept games go to a temporary XDG_DATA_HOME, so nothing is resumed.
The game runs as installed, its bytecode cached (in a temporary PYTHONPYCACHEPREFIX, warmed by
one run first); it is also timed compiling every module afresh, as it does when
PYTHONDONTWRITEBYTECODE is set and nothing was cached.
"""

from __future__ import annotations

import argparse
import os
import platform
import select
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pyte
from ptyprocess import PtyProcess

BARE = (
    "import curses\n"
    "s = curses.initscr()\n"
    "s.addstr(0, 0, 'ready')\n"
    "s.refresh()\n"
    "s.getch()\n"
)


def first_frame(command: list[str], marker: str, env: dict[str, str]) -> float:
    """Seconds from spawn to the read after which the screen shows `marker`."""
    screen = pyte.Screen(80, 24)
    stream = pyte.ByteStream(screen)
    start = time.perf_counter()
    process = PtyProcess.spawn(command, env=env, dimensions=(24, 80))
    try:
        deadline = start + 10.0
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([process.fd], [], [], 0.5)
            if not ready:
                continue
            data = os.read(process.fd, 65536)
            now = time.perf_counter()
            stream.feed(data)
            if any(marker in line for line in screen.display):
                return now - start
        raise RuntimeError(f"no first frame from {command}:\n" + "\n".join(screen.display))
    finally:
        process.kill(9)
        process.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="starts timed (at least 11)")
    runs = max(11, parser.parse_args().runs)
    bin_dir = Path(sys.executable).parent
    game = [str(bin_dir / "minesweeper"), "--beginner"]
    bare = [sys.executable, "-c", BARE]
    with tempfile.TemporaryDirectory() as data_home, tempfile.TemporaryDirectory() as cache:
        env = {k: v for k, v in os.environ.items()
               if k not in ("LINES", "COLUMNS", "TMUX", "NO_COLOR", "PYTHONDONTWRITEBYTECODE")}
        env.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                    "ESCDELAY": "25", "XDG_DATA_HOME": data_home,
                    "PYTHONPYCACHEPREFIX": cache})
        # No prefix: the standard library keeps its own cached bytecode.
        uncached = {k: v for k, v in env.items() if k != "PYTHONPYCACHEPREFIX"}
        uncached["PYTHONDONTWRITEBYTECODE"] = "1"
        first_frame(game, "q quit", env)  # writes the bytecode cache
        times: dict[str, list[float]] = {"bare": [], "game": [], "uncached": []}
        for _ in range(runs):  # interleaved, so a busy spell hits all alike
            times["bare"].append(first_frame(bare, "ready", env))
            times["game"].append(first_frame(game, "q quit", env))
            times["uncached"].append(first_frame(game, "q quit", uncached))
    medians = {name: statistics.median(found) * 1e3 for name, found in times.items()}
    print(f"Python {platform.python_version()} on {platform.machine()}, {runs} runs each, "
          f"80x24 pty, TERM=xterm-256color")
    for name, label in (("bare", "bare python -c (import curses, draw a word)"),
                        ("game", "minesweeper --beginner, first frame"),
                        ("uncached", "the same, compiling every module")):
        found = times[name]
        print(f"{label:<45} median {medians[name]:6.1f} ms "
              f"(min {min(found) * 1e3:.1f}, max {max(found) * 1e3:.1f})")
    print(f"ratio {medians['game'] / medians['bare']:.2f} (target: at most 3); "
          f"compiling every module: {medians['uncached'] / medians['bare']:.2f}")


if __name__ == "__main__":
    main()
