"""Time no-guess generation per preset beside Simon Tatham's generator (if installed), and
compare the mean 3BV of our boards with a rejection-sampled reference: boards drawn
uniformly (first click safe) and kept only if the solver clears them without a guess.

    python benchmarks/generate.py --boards 500 --seed 3
    python benchmarks/generate.py --limits --seed 1
    python benchmarks/generate.py --uniform --draws 2000 --seed 1
    python benchmarks/generate.py --uniform --draws 200 --sides 50x50,100x100 --percents 8,12,16

Times are CPU time per board (time.process_time), as sgt-mines' --time-generation
reports them. The 3BV comparison takes more boards than are timed (the timed ones, then
untimed ones from the same stream, up to BV_BOARDS or `--bv-boards`), and as many for the
reference: the target is a gap under 1%, and 500 Beginner boards a side leave the gap a
standard error of 1.9%; these sizes bring it to about 0.4%. Advanced boards are timed in
rounds that alternate with sgt-mines' (ROUNDS of them), so a machine's load, which moves
both, changes their ratio little.

`--limits` times sizes and densities up to 316x316 instead: what check_size refuses at
once, what is made, and what gives up after the bounded work.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import time

from minesweeper.engine import Coord, Level, Params
from minesweeper.engine.generate import place_mines
from minesweeper.engine.noguess import (
    REJECTION_CELLS,
    NoGuessError,
    check_size,
    is_no_guess,
    no_guess_minefield,
)
from minesweeper.engine.probability import NODE_LIMIT
from minesweeper.engine.rejection import draw_no_guess

SGT_MINES = "/usr/games/sgt-mines"
# Boards a side for the 3BV comparison (unless --bv-boards): about 0.4% of the mean as the
# gap's standard error for each.
BV_BOARDS = {Level.BEGINNER: 10_000, Level.INTERMEDIATE: 4_000, Level.ADVANCED: 2_000}
ROUNDS = 10
SIDES = ((16, 30), (30, 30), (50, 50), (100, 100), (200, 200), (316, 316))
PERCENTS = (10, 20, 30, 40, 50, 60, 70, 80)


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile of `values`."""
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[rank]


def standard_error(values: list[int]) -> float:
    """The standard error of the mean of `values`."""
    return statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0


def mean_and_error(values: list[int]) -> str:
    """`mean +- standard error`."""
    return f"{statistics.mean(values):.1f} +- {standard_error(values):.2f}"


def gap(ours: list[int], theirs: list[int]) -> str:
    """How far the mean of `ours` is above that of `theirs`, in percent, with the
    standard error of that figure."""
    ratio = statistics.mean(ours) / statistics.mean(theirs)
    error = ratio * ((standard_error(ours) / statistics.mean(ours)) ** 2
                     + (standard_error(theirs) / statistics.mean(theirs)) ** 2) ** 0.5
    return f"{(ratio - 1) * 100:+.2f}% +- {error * 100:.2f}%"


def time_ours(
    params: Params, first: Coord, boards: int, rng: random.Random,
    times: list[float], three_bv: list[int],
) -> None:
    """Add the CPU seconds and 3BV of each of `boards` more no-guess boards."""
    for _ in range(boards):
        started = time.process_time()
        field = no_guess_minefield(params, first, rng)
        times.append(time.process_time() - started)
        three_bv.append(field.three_bv)


def reference(params: Params, first: Coord, boards: int, seed: int) -> tuple[list[int], float]:
    """3BV of `boards` rejection-sampled no-guess boards, and the share of draws kept."""
    rng = random.Random(seed)
    three_bv: list[int] = []
    draws = 0
    while len(three_bv) < boards:
        field = place_mines(params, first, rng)
        draws += 1
        if is_no_guess(field, first):
            three_bv.append(field.three_bv)
    return three_bv, boards / draws


def sgt_mines() -> str | None:
    """The path of sgt-mines, or None if it is not installed."""
    return SGT_MINES if os.path.exists(SGT_MINES) else shutil.which("sgt-mines")


def time_theirs(path: str, boards: int) -> list[float]:
    """sgt-mines' own per-board times for `boards` Advanced no-guess boards."""
    result = subprocess.run(
        [path, "--generate", str(boards), "--time-generation", "30x16n99"],
        check=True, capture_output=True, text=True,
    )
    # One line per board: `Mines 30x16n99#SEED: SECONDS`.
    return [float(line.rsplit(":", 1)[1]) for line in result.stdout.splitlines() if ":" in line]


def presets(args: argparse.Namespace) -> None:
    first = Coord(*args.first_click)
    advanced = (0.0, 0.0)
    path = sgt_mines() if args.sgt_boards > 0 else None
    theirs: list[float] = []
    for level in Level:
        params = level.params
        rng = random.Random(args.seed)
        times: list[float] = []
        ours_bv: list[int] = []
        rounds = ROUNDS if path is not None and level is Level.ADVANCED else 1
        for done in range(rounds):
            # Round k times boards k*N/R up to (k+1)*N/R, then as many of sgt-mines'.
            time_ours(params, first, (done + 1) * args.boards // rounds
                      - done * args.boards // rounds, rng, times, ours_bv)
            if rounds > 1 and path is not None:
                theirs += time_theirs(path, (done + 1) * args.sgt_boards // rounds
                                      - done * args.sgt_boards // rounds)
        bv_boards = max(args.boards, args.bv_boards or BV_BOARDS[level])
        for _ in range(bv_boards - len(ours_bv)):
            ours_bv.append(no_guess_minefield(params, first, rng).three_bv)
        theirs_bv, kept = reference(params, first, bv_boards, args.seed + 1)
        median = statistics.median(times)
        if level is Level.ADVANCED:
            advanced = (median, percentile(times, 0.99))
        print(f"{level.title:12} {params}, first click {first}: {args.boards} boards, median "
              f"{median * 1000:.2f} ms, p99 {percentile(times, 0.99) * 1000:.2f} ms, max "
              f"{max(times) * 1000:.2f} ms; mean 3BV ({bv_boards} boards) "
              f"{mean_and_error(ours_bv)}, rejection reference ({bv_boards} boards, "
              f"{kept:.1%} of draws kept) {mean_and_error(theirs_bv)}: "
              f"{gap(ours_bv, theirs_bv)}")
    if args.sgt_boards <= 0:
        return
    if path is None:
        print("sgt-mines is not installed (apt-get install sgt-puzzles): no comparison")
        return
    median, p99 = statistics.median(theirs), percentile(theirs, 0.99)
    print(f"sgt-mines 30x16n99: {len(theirs)} boards (its own timing, in {ROUNDS} rounds "
          f"between ours), median "
          f"{median * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms")
    print(f"ours/theirs on Advanced: median {advanced[0] / median:.2f}, "
          f"p99 {advanced[1] / p99:.2f}")


def attempt(params: Params, first: Coord, seed: int) -> str:
    """`made`, `refused` (at once), `gave up` or `failed`, with the CPU seconds taken."""
    started = time.process_time()
    try:
        check_size(params)
    except NoGuessError:
        return f"refused {time.process_time() - started:5.2f}s"
    try:
        no_guess_minefield(params, first, random.Random(seed))
        outcome = "made"
    except NoGuessError as error:
        outcome = "gave up" if "gave up" in str(error) else "failed"
    return f"{outcome} {time.process_time() - started:5.2f}s"


def limits(args: argparse.Namespace) -> None:
    print(f"seed {args.seed}, first click at the centre; CPU seconds per board")
    print("size      " + "".join(f"{p:>16}%" for p in PERCENTS))
    for rows, cols in SIDES:
        cells = []
        for percent in PERCENTS:
            params = Params(rows, cols, rows * cols * percent // 100)
            cells.append(attempt(params, Coord(rows // 2, cols // 2), args.seed))
        print(f"{f'{rows}x{cols}':10}" + "".join(f"{cell:>17}" for cell in cells), flush=True)
    # The game ID of the issue: n-316x316x30000-1-158.158 (seed 1, first click 158, 158).
    outcome = attempt(Params(316, 316, 30000), Coord(158, 158), 1)
    print(f"game ID n-316x316x30000-1-158.158: {outcome}")


def uniform(args: argparse.Namespace) -> None:
    """Per size and density: the share of uniform draws the solver clears, and from it the
    share of boards that fall to repair (all REJECTION_CELLS // cells draws failing).
    """
    first = Coord(*args.first_click)
    print(f"first click {first}; {args.draws} draws per line, seed {args.seed}")
    for side in args.sides.split(","):
        rows, cols = (int(x) for x in side.split("x"))
        tries = max(1, REJECTION_CELLS // (rows * cols))
        for percent in (int(x) for x in args.percents.split(",")):
            params = Params(rows, cols, rows * cols * percent // 100)
            kept = sum(
                draw_no_guess(params, first, rng, 1, {}, NODE_LIMIT) is not None
                for rng in [random.Random(args.seed)] for _ in range(args.draws)
            )
            share = kept / args.draws
            print(f"{rows}x{cols} {params.mines} mines ({percent}%): {share:.2%} of draws "
                  f"clear; {tries} draws, so {(1 - share) ** tries:.2%} of boards repaired",
                  flush=True)


def check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """One usage line (status 2) for arguments the run cannot use, before any work."""
    if args.boards < 1 or args.draws < 1 or args.bv_boards < 0 or args.sgt_boards < 0:
        parser.error("--boards and --draws must be at least 1, --bv-boards and --sgt-boards "
                     "at least 0")
    row, col = args.first_click
    smallest = min((level.params for level in Level), key=lambda params: params.cells)
    if not args.uniform and not (0 <= row < smallest.rows and 0 <= col < smallest.cols):
        parser.error(f"--first-click {row} {col} is off the {smallest.rows}x{smallest.cols} "
                     "Beginner board (every level is timed)")
    if args.uniform:
        try:
            sides = [tuple(int(x) for x in side.split("x")) for side in args.sides.split(",")]
            percents = [int(x) for x in args.percents.split(",")]
            for rows, cols in sides:
                for percent in percents:
                    Params(rows, cols, rows * cols * percent // 100)
                if not (0 <= row < rows and 0 <= col < cols):
                    raise ValueError(f"--first-click {row} {col} is off the {rows}x{cols} board")
        except ValueError as error:  # ParamsError is one; int() and the unpacking too
            parser.error(f"--sides {args.sides} --percents {args.percents}: {error}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--boards", type=int, default=500)
    parser.add_argument("--bv-boards", type=int, default=0,
                        help="boards a side for the 3BV comparison (default: per level, "
                        "BV_BOARDS; never fewer than --boards)")
    parser.add_argument("--first-click", type=int, nargs=2, default=(3, 3), metavar=("ROW", "COL"))
    parser.add_argument("--sgt-boards", type=int, default=1000,
                        help="boards for sgt-mines to time (0: skip the comparison)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limits", action="store_true", help="time sizes and densities")
    parser.add_argument("--uniform", action="store_true",
                        help="up to which density boards are uniform (rejection succeeds)")
    parser.add_argument("--draws", type=int, default=2000, help="draws per line of --uniform")
    parser.add_argument("--sides", default="8x8,16x16,16x30,30x30", help="sizes for --uniform")
    parser.add_argument("--percents", default="14,16,18,20,22,24,26,28,30,32",
                        help="densities for --uniform")
    args = parser.parse_args()
    check(parser, args)
    if args.uniform:
        uniform(args)
    elif args.limits:
        limits(args)
    else:
        presets(args)


if __name__ == "__main__":
    main()
