"""Budgets of issue 9, measured: the menu with hostile kept games, and rejected board files.

Run: python benchmarks/hardening.py [--runs N]   (default 5; prints every figure; never run
as a test). Budgets: the curses menu appears within 0.5 s whatever is kept (item 3); a
rejected board file costs at most 100 MB at its peak (item 5).

Kept games: `saved-game.json` in a temporary XDG_DATA_HOME holds ten 1000x1000 games, either
two mines each, opened far from them (2.5 KB: each replay floods a million cells), or 40,000
mines each (the largest file of ours, 3.6 MB, read in full). Times are medians over --runs:
exec to the first frame showing "Resume" in an 80x24 pty (and the same with nothing kept);
`--resume --plain` at a pty to its first prompt (the one replay); and in process, the reads
the menu makes (`Store.saved_game`) and taking the game to resume (`Store.take_saved`).

Keeping a game as it is played: the time each move's write takes, on boards from Advanced to
1000x1000 (`keeping_as_played`).

Board files: peak RSS (VmHWM, read by the program itself as it ends) of `minesweeper --plain
--board FILE` for the issue's files, against a small valid board.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

import pyte
from ptyprocess import PtyProcess

COMMAND = str(Path(sys.executable).parent / "minesweeper")


def kept_file(folder: Path, mines: int) -> Path:
    """Ten kept 1000x1000 games with `mines` mines each, opened at the far corner."""
    rng = random.Random(1)
    games = []
    for number in range(10):
        # Mines at 0,1 and 1,0 shut in the corner cell, so the opening leaves a game to play.
        others = rng.sample(range(1001, 10**6 - 1), mines - 2)
        games.append({
            "params": [1000, 1000, mines], "mines": sorted([1, 1000, *others]), "seed": number,
            "moves": ["O999,999"], "elapsed": 12.5, "title": "Custom 1000x1000",
            "marks": False, "flags": {"fixed": False, "ranked": True}, "token": f"t{number}",
            "game_id": "",
        })
    document = {"kind": "minesweeper-saved-game", "version": 2, "data": {"games": games}}
    path = folder / "minesweeper" / "saved-game.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document))
    return path


def until_shown(args: list[str], marker: str, data: Path, raw: bool = False) -> float:
    """Seconds from spawn to the read after which the 80x24 screen shows `marker` (with
    `raw`, the output holds it: a plain 1000x1000 board is a megabyte for a screen model)."""
    env = {**os.environ, "XDG_DATA_HOME": str(data), "TERM": "xterm-256color"}
    screen = pyte.Screen(80, 24)
    stream = pyte.ByteStream(screen)
    seen = b""
    start = time.perf_counter()
    process = PtyProcess.spawn([COMMAND, *args], env=env, dimensions=(24, 80))
    try:
        while time.perf_counter() < start + 120:
            if not select.select([process.fd], [], [], 0.5)[0]:
                continue
            try:
                chunk = os.read(process.fd, 1 << 20)
            except OSError:
                break
            now = time.perf_counter()
            if raw:
                seen = seen[-len(marker):] + chunk
                if marker.encode() in seen:
                    return now - start
                continue
            stream.feed(chunk)
            if any(marker in line for line in screen.display):
                return now - start
        raise RuntimeError(f"{marker!r} never shown:\n" + "\n".join(screen.display))
    finally:
        process.kill(9)
        process.wait()


def in_process(data: Path, runs: int) -> tuple[float, float]:
    """Median seconds of `Store.saved_game()` and of `take_saved()` + `restore`."""
    from minesweeper.records import Store

    path = data / "minesweeper" / "saved-game.json"
    original = path.read_bytes()
    peeks, takes = [], []
    for _ in range(runs):
        path.write_bytes(original)
        start = time.perf_counter()
        Store(path.parent).saved_game()
        peeks.append(time.perf_counter() - start)
        start = time.perf_counter()
        saved = Store(path.parent).take_saved()
        assert saved is not None
        saved.restore(time.monotonic)
        takes.append(time.perf_counter() - start)
    path.write_bytes(original)
    return statistics.median(peeks), statistics.median(takes)


def kept_games(runs: int) -> None:
    print("Kept games (item 3): medians of", runs, "runs")
    with tempfile.TemporaryDirectory() as empty:
        menu = [until_shown([], "Quit", Path(empty)) for _ in range(runs)]
        print(f"  nothing kept: menu shown after {statistics.median(menu):.3f} s")
    for mines in (2, 40_000):
        with tempfile.TemporaryDirectory() as folder:
            data = Path(folder)
            size = kept_file(data, mines).stat().st_size
            label = f"ten 1000x1000 games with {mines:,} mine(s) each ({size:,} bytes)"
            menu = [until_shown([], "Resume", data) for _ in range(runs)]
            kept_file(data, mines)
            resume = []
            for _ in range(runs):
                kept_file(data, mines)
                resume.append(until_shown(["--resume", "--plain"], "\n> ", data, raw=True))
            kept_file(data, mines)
            peek, take = in_process(data, runs)
            print(f"  {label}:")
            print(f"    menu with Resume shown after {statistics.median(menu):.3f} s "
                  "(budget 0.5 s)")
            print(f"    --resume --plain: first prompt after {statistics.median(resume):.3f} s")
            print(f"    Store.saved_game() {peek * 1000:.1f} ms; "
                  f"take_saved() + restore {take * 1000:.1f} ms")


# The program as its entry point runs it, then its own peak RSS (VmHWM: this process since
# exec; a child's ru_maxrss would also count the benchmark's memory, which fork copied).
CHILD = (
    "import sys\n"
    "from minesweeper.cli import main\n"
    "status = main(sys.argv[1:])\n"
    "peak = next(line for line in open('/proc/self/status') if line.startswith('VmHWM'))\n"
    "print('peak', peak.split()[1], file=sys.stderr)\n"
    "sys.exit(status)\n"
)


def peak_rss_mb(args: list[str]) -> tuple[float, str]:
    """Peak RSS in MB of the program run with ARGS, and the first line it printed on stderr."""
    result = subprocess.run([sys.executable, "-c", CHILD, *args], stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            check=False)
    lines = result.stderr.splitlines()
    kilobytes = int(lines[-1].split()[1])
    return kilobytes / 1024, (lines[:-1] or [""])[0]


def hostile_boards() -> list[tuple[str, Callable[[], str]]]:
    """The issue's board files, each made only when it is measured."""
    rng = random.Random(1)
    return [
        ("'2 2' + 4,000,000 lines of '0 0'", lambda: "2 2\n" + "0 0\n" * 4_000_000),
        ("8,000,000 lines of '.'", lambda: ".\n" * 8_000_000),
        ("a 100,000-character token", lambda: "2 2\n" + "x" * 100_000 + " 0\n"),
        ("one line of 16 MB", lambda: "2 2\n" + "1 " * 8_000_000 + "\n"),
        ("1000x1000, 999,990 mines, then a bad line", lambda: "1000 1000\n" + "".join(
            f"{i // 1000} {i % 1000}\n" for i in sorted(rng.sample(range(10**6), 999_990)))
            + "0 x\n"),
    ]


def board_files() -> None:
    print("Board files (item 5): peak RSS of minesweeper --plain --board FILE")
    mb, _ = peak_rss_mb(["--plain", "--board", "b1.in"])
    print(f"  b1.in (a bundled 8x10 board, valid): {mb:.1f} MB")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "board.in"
        for label, make in hostile_boards():
            path.write_text(make())  # the text is freed before the child is forked
            mb, message = peak_rss_mb(["--plain", "--board", str(path)])
            print(f"  {label} ({path.stat().st_size:,} bytes): {mb:.1f} MB (budget 100 MB)")
            print(f"    {message.replace(folder + '/', '')[:110]}")


def keeping_as_played(moves: int = 30) -> None:
    """What keeping a game as it is played costs a move (`Session.keep_going`, which writes
    the kept games after every move until that takes over a fiftieth of a second): medians
    of `moves` flags, on boards from Advanced to 1000x1000, beside ten kept Advanced games or
    alone, in a temporary data folder."""
    from minesweeper import runs
    from minesweeper.engine import Action, Coord, Move, Params
    from minesweeper.records import Store
    from minesweeper.session import Session
    from minesweeper.settings import Settings

    for rows, cols, mines, others in ((16, 30, 99, 0), (16, 30, 99, 10), (100, 100, 2000, 0),
                                      (300, 300, 18000, 0), (1000, 1000, 150000, 0)):
        with tempfile.TemporaryDirectory() as folder:
            for _ in range(others):
                left = Session(Settings.of_params(Params(16, 30, 99)), store=Store(Path(folder)))
                left.play(Move(Action.OPEN, Coord(8, 15)))
                left.save()
            session = Session(Settings.of_params(Params(rows, cols, mines), seed=1),
                              store=Store(Path(folder)))
            session.play(Move(Action.OPEN, Coord(rows // 2, cols // 2)))
            rng, kept, bare = random.Random(1), [], []
            for _ in range(moves):
                move = Move(Action.FLAG, Coord(rng.randrange(rows), rng.randrange(cols)))
                session.game.play(move)  # the move alone
                start = time.perf_counter()
                session.keep_going(always=True)
                kept.append(time.perf_counter() - start)
            for _ in range(moves):
                move = Move(Action.FLAG, Coord(rng.randrange(rows), rng.randrange(cols)))
                start = time.perf_counter()
                session.game.play(move)
                bare.append(time.perf_counter() - start)
            stopped = session._keep_cost > 0.1  # noqa: SLF001 - its own throttle, reported
            runs.let_go(Path(folder))
        print(f"kept as played, {rows}x{cols} with {mines} mines, {others} other kept games: "
              f"the first write {kept[0] * 1000:.1f} ms, then {statistics.median(kept) * 1000:.1f}"
              f" ms a move (the flag itself {statistics.median(bare) * 1e6:.0f} us)"
              + ("; over a tenth of a second: written no more until left" if stopped else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores")
    kept_games(args.runs)
    keeping_as_played()
    board_files()


if __name__ == "__main__":
    main()
