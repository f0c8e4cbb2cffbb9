"""Win rate of the auto-player on classic random games.

    python benchmarks/solver.py --level advanced --games 2000 --seed 1 [--jobs 2]
    python benchmarks/solver.py --level advanced --games 2000 --start corner
    python benchmarks/solver.py --level beginner --games 20000 --first-click 2 2
    python benchmarks/solver.py --games 3000 --seed 5 --save before.json   # then change the
    python benchmarks/solver.py --games 3000 --seed 5 --paired before.json # policy, and compare
    python benchmarks/solver.py --games 3000 --seed 11 --losses            # where games are lost
    python benchmarks/solver.py --start corner --games 10000 --seed 11 --write-boards b.txt
    python benchmarks/solver.py --start corner --boards b.txt --guesses g.txt  # a peer's boards

The default start clicks row 3, column 3, with its 3x3 block kept free of mines (an
opening, as in the published figures); `--start corner` clicks row 0, column 0 with only
that cell kept free (safe, not necessarily an opening: the classic start); `--first-click R
C` makes the opening start at row R, column C (0-based, as everywhere in the game: a paper
that counts from 1 calls row 2, column 2 "(3, 3)"). Each game's
seed is drawn from `--seed` in order, so `--jobs N` gives the same result for any N.

To compare with Tu et al. (PSEQ-D256, 100 million games each, in the README of their
MineSweeperProb, whose cells count from 1), start where they did: Beginner and Intermediate
from their (3, 3), here `--first-click 2 2` (90.34% and 89.08%); Advanced from their (4, 4),
the default here (53.45%); the classic start from their (1, 1), `--start corner` (40.04%).

`--save FILE` keeps which games were won; `--paired FILE` plays the same games and counts
those won now and lost then, and the other way round. A change of policy shows in far fewer
games this way than by comparing two win rates, since most games go the same either way.

`--write-boards FILE` writes each game's board as dealt, one line per game: its mines as
flat indices (row * columns + column), in order. `--boards FILE` plays boards in that form
(from another solver's run, say) instead of drawing them, from the same first click;
`--guesses FILE` writes, one line per game, 1 or 0 for won or lost and then the cells the
policy guessed, in that form. Together they compare two solvers on the same boards, and
show where they first part.

`--losses` adds a table of the guesses by how the policy chose them (the exact endgame
search, an unavoidable or pseudo-50/50, or the look-ahead, by how many layouts fitted): how
many were made, how many games were lost at them, and the sum of their risks (the losses to
expect). A kind of guess that loses as many games as its risks add up to plays as its
chances say; what is left to win lies where the policy is not exact.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import time
from multiprocessing import Pool

from minesweeper.engine import Coord, Game, Level, Minefield, Params
from minesweeper.engine.autoplayer import autoplay
from minesweeper.engine.probability import Counting
from minesweeper.engine.solver.guess import Choice

STARTS = {"row3col3": Coord(3, 3), "corner": Coord(0, 0)}


def wilson(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (centre - spread) / scale, (centre + spread) / scale


def only_the_click_clear(params: Params, first: Coord, rng: random.Random) -> Minefield:
    """Mines placed uniformly on every cell but the first click (the classic start)."""
    index = first.row * params.cols + first.col
    chosen = rng.sample(range(params.cells - 1), params.mines)
    return Minefield.from_indices(
        params.rows, params.cols, [slot + (slot >= index) for slot in chosen]
    )


def kind_of(choice: Choice, counting: Counting) -> str:
    """The row of the --losses table a guess counts in."""
    if choice.how == "endgame":
        return "exact endgame search"
    if choice.how == "pair":
        return "unavoidable 50/50"
    if choice.how == "pseudo":
        return "pseudo-50/50"
    if counting.capped:
        return "look-ahead, layouts estimated"
    for limit, name in ((10**4, "10,000"), (10**6, "1,000,000")):
        if counting.total <= limit:
            return f"look-ahead, at most {name} layouts"
    return "look-ahead, over 1,000,000 layouts"


Result = tuple[bool, int, float, list[tuple[str, float, int]], list[int]]


def play(job: tuple[str, str, int | list[int], Coord]) -> Result:
    """One game: (level name, start name, seed or the board's mines, first click) -> (won,
    guesses, CPU seconds, each guess's kind, risk and cell, the board's mines)."""
    level, start, seed, first = job
    params = Level[level.upper()].params
    if isinstance(seed, list):
        game = Game.fixed(Minefield.from_indices(params.rows, params.cols, seed))
    elif start == "corner":
        game = Game.random(params, random.Random(seed), placement=only_the_click_clear)
    else:
        game = Game.random(params, random.Random(seed))
    made: list[tuple[str, float, int]] = []

    def watch(choice: Choice, counting: Counting) -> None:
        made.append((kind_of(choice, counting), float(choice.risk), choice.cell))

    cpu = time.process_time()
    guesses = autoplay(game, first, watch=watch)
    cpu = time.process_time() - cpu
    assert game.dealt is not None
    return game.status.value == "won", guesses, cpu, made, sorted(game.dealt.mine_indices)


def read_boards(path: str, params: Params, first: Coord, opening: bool) -> list[list[int]]:
    """The boards of a --boards file (see the module's help); ValueError says what is wrong."""
    keep = {first.row * params.cols + first.col}
    if opening:
        keep |= {row * params.cols + col for row in range(first.row - 1, first.row + 2)
                 for col in range(first.col - 1, first.col + 2)
                 if 0 <= row < params.rows and 0 <= col < params.cols}
    boards = []
    with open(path, "rb") as file:
        for number, line in enumerate(file, start=1):
            words = line.split()
            if not words:
                continue  # a blank line (one at the end, say)
            if not all(word.isdigit() for word in words):  # (bytes: ASCII digits only)
                raise ValueError(f"line {number}: not whole numbers")
            mines = sorted({int(word) for word in words})
            if len(mines) != params.mines or not 0 <= mines[0] <= mines[-1] < params.cells:
                raise ValueError(f"line {number}: not {params.mines} different cells of the "
                                 f"{params.rows}x{params.cols} board")
            if keep & set(mines):
                raise ValueError(f"line {number}: a mine where the first click keeps clear")
            boards.append(mines)
    if not boards:
        raise ValueError("no boards")
    return boards


def losses(results: list[Result]) -> str:
    """The --losses table: per kind of guess, guesses made, games lost at one, and the
    sum of their risks. A lost game was lost at its last guess (proven moves are safe)."""
    made: dict[str, int] = {}
    lost: dict[str, int] = {}
    risk: dict[str, float] = {}
    for won, _, _, guesses, _ in results:
        for number, (name, chance, _) in enumerate(guesses):
            made[name] = made.get(name, 0) + 1
            risk[name] = risk.get(name, 0.0) + chance
            if not won and number == len(guesses) - 1:
                lost[name] = lost.get(name, 0) + 1
    width = max((len(name) for name in made), default=0)
    lines = [f"{'guesses by kind':{width}}  {'made':>7}  {'lost at':>7}  {'sum of risks':>12}"]
    for name in sorted(made, key=lambda name: -made[name]):
        lines.append(f"{name:{width}}  {made[name]:>7}  {lost.get(name, 0):>7}  "
                     f"{risk[name]:>12.1f}")
    return "\n".join(lines)


def paired(before: list[bool], now: list[bool]) -> str:
    """The change in win rate from `before` to `now` over the same games, with its
    standard deviation (from the games that went differently)."""
    gained = sum(1 for old, new in zip(before, now, strict=True) if new and not old)
    lost = sum(1 for old, new in zip(before, now, strict=True) if old and not new)
    games = len(now)
    return (f"against the saved run: {100 * (gained - lost) / games:+.2f} points "
            f"(+{gained} -{lost} games, sd {100 * math.sqrt(gained + lost) / games:.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", choices=[level.name.lower() for level in Level],
                        default="advanced")
    parser.add_argument("--games", type=int, help="how many games (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start", choices=sorted(STARTS), default="row3col3")
    parser.add_argument("--first-click", type=int, nargs=2, metavar=("R", "C"),
                        help="where the opening start clicks (default: 3 3)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to spread games over")
    parser.add_argument("--save", metavar="FILE", help="keep which games were won")
    parser.add_argument("--paired", metavar="FILE",
                        help="compare game by game with a run saved with the same options")
    parser.add_argument("--losses", action="store_true",
                        help="show where games were lost, by kind of guess")
    parser.add_argument("--write-boards", metavar="FILE", help="write each game's board")
    parser.add_argument("--boards", metavar="FILE",
                        help="play the boards of FILE (as --write-boards writes them)")
    parser.add_argument("--guesses", metavar="FILE",
                        help="write each game's result and the cells guessed")
    args = parser.parse_args()
    if args.boards and args.games is not None:
        parser.error("--games: with --boards, the file's boards are the games")
    args.games = 200 if args.games is None else args.games
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    params = Level[args.level.upper()].params
    first = STARTS[args.start]
    if args.first_click:
        if args.start == "corner":
            parser.error("--first-click moves the opening start: not with --start corner")
        first = Coord(*args.first_click)
        if not (0 <= first.row < params.rows and 0 <= first.col < params.cols):
            parser.error(f"--first-click: {first.name} is off the {params.rows}x{params.cols} "
                         "board")
    boards: list[list[int]] | None = None
    if args.boards:
        try:
            boards = read_boards(args.boards, params, first, args.start != "corner")
        except (OSError, ValueError) as error:
            parser.error(f"--boards {args.boards}: {error}")
        args.games = len(boards)
    # A saved run is paired by what was played: its boards' mines, not the file's name.
    played = hashlib.sha256(repr(boards).encode()).hexdigest()[:16] if boards else None
    run = {"level": args.level, "start": args.start, "first_click": [first.row, first.col],
           "seed": None if boards else args.seed, "games": args.games, "boards": played}
    before: list[bool] | None = None
    if args.paired:
        try:
            with open(args.paired, encoding="utf-8") as file:
                saved = json.load(file)
            differ = [key for key in run if saved.get(key) != run[key]]
            if differ:
                parser.error(f"{args.paired} was saved with other options: "
                             + ", ".join(f"--{key.replace('_', '-')} {saved.get(key)}"
                                          if key != "boards" else "other boards"
                                          for key in differ))
            before = [bool(won) for won in saved["won"]]
            if len(before) != args.games:
                raise ValueError(f"{len(before)} games kept, not {args.games}")
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
            parser.error(f"{args.paired}: not a run saved by --save ({error})")
    for option in ("save", "write_boards", "guesses"):
        path = getattr(args, option)
        try:  # tried now (not emptied): a path that cannot be written must not cost a run
            if path:
                with open(path, "a", encoding="utf-8"):
                    pass
        except OSError as error:
            parser.error(f"--{option.replace('_', '-')} {path}: {error.strerror}")
    seeds = random.Random(args.seed)
    jobs: list[tuple[str, str, int | list[int], Coord]] = [
        (args.level, args.start, boards[index] if boards else seeds.getrandbits(64), first)
        for index in range(args.games)]
    started = time.perf_counter()
    if args.jobs == 1:
        results = [play(job) for job in jobs]
    else:
        with Pool(args.jobs) as pool:
            results = pool.map(play, jobs, chunksize=max(1, args.games // (args.jobs * 20)))
    elapsed = time.perf_counter() - started
    wins = sum(won for won, *_ in results)
    guesses = sum(count for _, count, *_ in results)
    cpu = sum(seconds for _, _, seconds, *_ in results)
    low, high = wilson(wins, args.games)
    kind = "corner" if args.start == "corner" else "opening"
    dealt = f"boards of {args.boards}" if args.boards else f"seed {args.seed}"
    print(f"{args.level} {params}: {args.games} games, {dealt}, first click "
          f"{first.name} ({kind}), {args.jobs} job(s)")
    print(f"{elapsed:.1f} s, {args.games / elapsed:.1f} games per second, "
          f"{cpu / args.games * 1000:.1f} ms CPU per game, "
          f"{guesses / args.games:.2f} guesses per game")
    print(f"win rate {100 * wins / args.games:.2f}% ({wins}/{args.games}), "
          f"95% CI {100 * low:.2f}%-{100 * high:.2f}% (Wilson)")
    won = [won for won, *_ in results]
    if before is not None:
        print(paired(before, won))
    if args.losses:
        print(losses(results))
    if args.save:
        with open(args.save, "w", encoding="utf-8") as file:
            json.dump({**run, "won": [int(flag) for flag in won]}, file)
    for path, lines in ((args.write_boards, [mines for *_, mines in results]),
                        (args.guesses, [[int(won), *(cell for *_, cell in made)]
                                        for won, _, _, made, _ in results])):
        if path:
            with open(path, "w", encoding="utf-8") as file:
                file.writelines(" ".join(map(str, line)) + "\n" for line in lines)


if __name__ == "__main__":
    main()
