"""Key-to-frame timings of the curses front end.

Run: python benchmarks/tui.py [--pty]   (prints medians; never run as a test)

1. The render path in-process: the real App with a stand-in terminal that counts painted
   spans, so the figures are what Python spends between a key and the frame handed to curses
   (event -> screen -> one redraw), on Advanced and on a 1000x1000 board, at 80x24 and 200x60.
2. With --pty: the installed command in a pseudo-terminal, from writing a key to the last byte
   of the screen update (includes ncurses and the pty).
"""

from __future__ import annotations

import argparse
import os
import platform
import select
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, Iterable

from minesweeper.engine import Coord, Level, Params
from minesweeper.settings import Settings
from minesweeper.tui.app import App
from minesweeper.tui.draw.theme import Span
from minesweeper.tui.events import Event, Key
from minesweeper.tui.screens.game import GameScreen
from minesweeper.tui.state import FULL


class CountingTerminal:
    """Just enough of a terminal for App, counting the spans it would draw."""

    is_utf8 = has_symbols = True

    def __init__(self, height: int, width: int) -> None:
        self.size = (height, width)
        self.calls = 0
        self.on_suspend: Callable[[], None] = lambda: None

    def read_event(self, timeout_ms: int) -> Event:
        raise NotImplementedError  # the benchmark feeds events itself

    def drop_typed_ahead(self) -> None:
        pass  # nothing is typed ahead: the benchmark feeds each key itself

    def paint(self, spans: Iterable[Span]) -> None:
        self.calls += sum(1 for _ in spans)

    def erase(self) -> None:
        pass

    def refresh(self, now: bool = False) -> None:
        pass


def make_app(params: Params, height: int, width: int) -> tuple[App, CountingTerminal]:
    terminal = CountingTerminal(height, width)
    return App(terminal, Settings.of_params(params, seed=1)), terminal


def game_of(app: App) -> GameScreen:
    screen = app.screen.game_screen
    assert screen is not None
    return screen


def timed(app: App, screen: CountingTerminal, keys: str, runs: int
          ) -> tuple[float, float, float]:
    """Median and 95th-percentile milliseconds per key, and spans painted per key."""
    times = []
    calls_before = screen.calls
    for index in range(runs):
        key = Key(keys[index % len(keys)])
        start = time.perf_counter()
        app.feed(key)
        times.append(time.perf_counter() - start)
    times.sort()
    calls = (screen.calls - calls_before) / runs
    return statistics.median(times) * 1e3, times[int(len(times) * 0.95)] * 1e3, calls


def render_path() -> None:
    boards = [
        ("Advanced 16x30", Level.ADVANCED.params),
        ("1000x1000, 150000 mines", Params(1000, 1000, 150000)),
    ]
    print(f"{'board':<24} {'screen':<7} {'key':<24} {'median ms':>9} {'p95 ms':>8} {'spans':>7}")
    for name, params in boards:
        for height, width in ((24, 80), (60, 200)):
            app, screen = make_app(params, height, width)
            game = game_of(app).game
            start = time.perf_counter()
            app.feed(Key(" "))  # the first open (engine: placement and flood)
            first = (time.perf_counter() - start) * 1e3
            print(f"{name:<24} {f'{width}x{height}':<7} {'first open (engine+draw)':<24} "
                  f"{first:>9.2f} {'':>8} {'':>7}")
            # Park the cursor on a closed cell so the flag key has work to do.
            for row in range(game.rows):
                if any(game.tile(Coord(row, col)).value == "#" for col in range(game.cols)):
                    col = next(c for c in range(game.cols)
                               if game.tile(Coord(row, c)).value == "#")
                    game_of(app).ui.cursor = Coord(row, col)
                    game_of(app).relayout()
                    break
            for label, keys, runs in (("move (l, h)", "lh", 2000), ("flag on/off (f)", "f", 2000)):
                median, p95, calls = timed(app, screen, keys, runs)
                print(f"{name:<24} {f'{width}x{height}':<7} {label:<24} {median:>9.3f} {p95:>8.3f} "
                      f"{calls:>7.1f}")
            layout = game_of(app).layout
            assert layout is not None
            if layout.scrolls:
                # From the top, each J past the bottom edge scrolls the view: a whole-view redraw.
                ui = game_of(app).ui
                ui.cursor = Coord(0, ui.cursor.col)
                game_of(app).relayout()
                runs = min(150, (game.rows - layout.view_rows) // 5)
                median, p95, calls = timed(app, screen, "J", runs)
                print(f"{name:<24} {f'{width}x{height}':<7} {'jump that scrolls (J)':<24} "
                      f"{median:>9.3f} {p95:>8.3f} {calls:>7.1f}")
            start = time.perf_counter()
            for _ in range(200):
                app.redraw(FULL)
            full = (time.perf_counter() - start) / 200 * 1e3
            print(f"{name:<24} {f'{width}x{height}':<7} {'full redraw (resize)':<24} {full:>9.3f}")


def pty_path() -> None:
    from ptyprocess import PtyProcess

    command = str(Path(sys.executable).parent / "minesweeper")
    env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS", "TMUX")}
    env.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
    for label, args in (("Advanced", ["--advanced", "--seed", "1"]),
                        ("1000x1000", ["--custom", "1000x1000x150000", "--seed", "1"])):
        process = PtyProcess.spawn([command, *args], env=env, dimensions=(24, 80))
        fd = process.fd

        def drain(quiet: float, fd: int = fd) -> float:
            """Read until quiet; the time of the last byte."""
            last = time.perf_counter()
            while select.select([fd], [], [], quiet)[0]:
                os.read(fd, 65536)
                last = time.perf_counter()
            return last

        drain(0.5)
        process.write(b" ")
        drain(0.5)
        times = []
        for index in range(200):
            start = time.perf_counter()
            process.write(b"l" if index % 2 == 0 else b"h")
            times.append(drain(0.02) - start)
        process.kill(9)
        times.sort()
        print(f"pty {label:<10} 80x24 move: median {statistics.median(times) * 1e3:.2f} ms, "
              f"p95 {times[int(len(times) * 0.95)] * 1e3:.2f} ms (key written to last byte read)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pty", action="store_true",
                        help="also time a move through the installed command in a pty")
    options = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}")
    render_path()
    if options.pty:
        pty_path()


if __name__ == "__main__":
    main()
