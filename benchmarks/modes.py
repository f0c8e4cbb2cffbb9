"""Forgiving and strict play: how long judging a guess and redrawing take on stuck
positions, and how often a player who plays only what the hint says wins.

    python benchmarks/modes.py --games 500 --seed 1
    python benchmarks/modes.py --sizes --seed 1      # judging and redrawing on large boards

The stuck positions are real: the hint player of `engine.modeplay` plays Advanced games,
and every position where it must guess is timed (judge: the complete solve that tells a
forced guess; redraw: the uniform redraw that makes the guessed cell safe, given what
the judging proved, as `modes.respond` does, from its own generator so that the timing
does not change the games). Targets: redraw median at most
10 ms, maximum at most 100 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from minesweeper.engine import Coord, Game, Level, Params
from minesweeper.engine.modeplay import play_by_hint
from minesweeper.engine.modes import ModeError, judge, proven, redraw
from minesweeper.engine.noguess import solve_from
from minesweeper.engine.position import Position

FIRST = Coord(3, 3)


def milliseconds(values: list[float]) -> str:
    """Median, 90th percentile and maximum of `values` (seconds) in milliseconds."""
    ordered = sorted(values)
    tenth = ordered[int(0.9 * (len(ordered) - 1))]
    return (f"median {statistics.median(ordered) * 1000:.2f} ms, 90% {tenth * 1000:.2f} ms, "
            f"max {ordered[-1] * 1000:.2f} ms")


def play(params: Params, games: int, seed: int, strict: bool,
         timings: tuple[list[float], list[float]], refused: list[str]) -> tuple[int, int]:
    """Play `games` hint games, timing each guess's judging and redraw into `timings`;
    returns (wins, forced guesses made safe)."""
    seeds = random.Random(seed)
    timer = random.Random(seed + 1)

    def time_guess(position: Position, cell: int) -> None:
        started = time.perf_counter()
        found = judge(position, [cell])
        judged = time.perf_counter()
        try:
            redraw(position, timer, safe=[cell], known=(found.safe, found.mines))
        except ModeError as error:
            refused.append(str(error))
            return
        timings[0].append(judged - started)
        timings[1].append(time.perf_counter() - judged)

    wins = forced = 0
    for _ in range(games):
        result = play_by_hint(params, FIRST, random.Random(seeds.getrandbits(64)),
                              strict=strict, before_guess=time_guess)
        wins += result.game.status.value == "won"
        forced += result.redraws
    return wins, forced


def stuck_position(params: Params, rng: random.Random) -> tuple[Position, int] | None:
    """A position where the solver is stuck after the first click, and a closed cell
    there that is not a proven mine."""
    game = Game.random(params, rng)
    first = Coord(params.rows // 2, params.cols // 2)
    game.open(first)
    assert game.minefield is not None
    solver = solve_from(game.minefield, first)
    for index, value in enumerate(solver.state):
        if value < 9 and not game.is_over:
            game.open(Coord(*divmod(index, params.cols)))
    if game.is_over:
        return None
    position = game.position()
    mines = proven(position)[1]
    unknown = [i for i, value in enumerate(position.cells) if value >= 9 and i not in mines]
    return position, rng.choice(unknown)


def part_played(params: Params, rng: random.Random) -> tuple[Position, list[int]]:
    """A game with half the solver's safe cells opened, and the closed cells proven safe."""
    game = Game.random(params, rng)
    first = Coord(params.rows // 2, params.cols // 2)
    game.open(first)
    assert game.minefield is not None
    solver = solve_from(game.minefield, first)
    opened = [i for i, value in enumerate(solver.state) if value < 9]
    for index in rng.sample(opened, len(opened) // 2):
        game.open(Coord(*divmod(index, params.cols)))
    position = game.position()
    return position, sorted(proven(position)[0])


def sizes(seed: int) -> None:
    """Judge and redraw on stuck positions of large boards at Advanced density (20.6%),
    then of denser boards."""
    squares = [Params(side, side, side * side * 99 // 480)
               for side in (50, 100, 141, 200, 250, 316)]
    for params in squares + [Params(16, 30, 130), Params(16, 30, 150), Params(30, 30, 270)]:
        rng = random.Random(seed)
        judged: list[float] = []
        drawn: list[float] = []
        failures = 0
        for _ in range(5):
            stuck = stuck_position(params, rng)
            if stuck is None:
                continue
            position, cell = stuck
            started = time.perf_counter()
            try:
                found = judge(position, [cell])
                middle = time.perf_counter()
                redraw(position, rng, safe=[cell], known=(found.safe, found.mines))
            except ModeError:
                failures += 1
                continue
            judged.append(middle - started)
            drawn.append(time.perf_counter() - middle)
        if judged:
            print(f"{params} ({params.cells:,} cells), {len(judged)} stuck positions, "
                  f"seed {seed}: judge {milliseconds(judged)}; redraw {milliseconds(drawn)}; "
                  f"{failures} refused")
        position, safe = part_played(params, rng)
        opens: list[float] = []
        for cell in rng.sample(safe, min(20, len(safe))):
            started = time.perf_counter()
            judge(position, [cell])
            opens.append(time.perf_counter() - started)
        if opens:
            print(f"  judge of {len(opens)} proven safe opens (a half-played game): "
                  f"{milliseconds(opens)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sizes", action="store_true", help="time large boards instead")
    args = parser.parse_args()
    if args.sizes:
        sizes(args.seed)
        return
    params = Level.ADVANCED.params
    # The two modes play different games (seed, seed + 1): the hint player never makes an
    # unforced guess, so on the same games strict play would repeat forgiving play.
    for strict, seed in ((False, args.seed), (True, args.seed + 1)):
        name = "strict" if strict else "forgiving"
        timings: tuple[list[float], list[float]] = ([], [])
        refused: list[str] = []
        started = time.perf_counter()
        wins, forced = play(params, args.games, seed, strict, timings, refused)
        elapsed = time.perf_counter() - started
        print(f"{name}, Advanced {params}: {args.games} games, seed {seed}, first click "
              f"{FIRST}: won {wins}/{args.games} ({100 * wins / args.games:.1f}%), "
              f"{forced} forced guesses made safe, {elapsed / args.games * 1000:.0f} ms a game "
              "(timing included)")
        print(f"  {len(timings[1])} stuck positions (every guess of those games): "
              f"judge {milliseconds(timings[0])}")
        print(f"  redraw {milliseconds(timings[1])}; {len(refused)} refused"
              + (f" ({refused[0]})" if refused else ""))


if __name__ == "__main__":
    main()
