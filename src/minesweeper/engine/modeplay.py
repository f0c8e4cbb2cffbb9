"""An auto-player for forgiving and strict play, for tests and benchmarks.

It plays only what the hint says: every cell proven safe, and the least risky cell when
none is. Its guesses go through `modes.respond`, as a guess does in those modes, and a
redrawn minefield replaces the game's (the moves replayed on it give the same screen).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from .autoplayer import play_out
from .coords import Coord
from .game import Game
from .modes import Verdict, respond
from .params import Params
from .position import Position
from .probability import NODE_LIMIT, Counting
from .solver import Solver, best_guess


@dataclass(frozen=True)
class ModePlay:
    """A finished game and what its guesses were."""

    game: Game
    verdicts: tuple[Verdict, ...]  # each guess's, in order (the first click is no guess)
    redraws: int  # guesses whose minefield was redrawn

    @property
    def forced(self) -> int:
        """How many guesses were forced."""
        return self.verdicts.count(Verdict.FORCED)


def play_by_hint(params: Params, first: Coord, rng: random.Random, *, strict: bool,
                 node_limit: int = NODE_LIMIT,
                 before_guess: Callable[[Position, int], None] | None = None) -> ModePlay:
    """Play a random game from the first click `first` to its end in forgiving play
    (strict: strict play), drawing the mines and every redraw from `rng`.

    The solver's proven cells are opened without asking `respond` (it would judge them
    safe and keep the mines); each guess is the least risky unknown cell, ties broken as
    the hint does (`solver.best_guess`). `before_guess(position, cell)` is told of each
    guess before it is judged (benchmarks time the judging and the redraw on it).
    """
    verdicts: list[Verdict] = []
    redraws = 0

    def guess(game: Game, solver: Solver, counting: Counting, candidates: list[int]
              ) -> tuple[Game, int]:
        nonlocal redraws
        lowest = min(counting.mine_ways[i] for i in candidates)
        index = best_guess(solver, counting,
                           [i for i in candidates if counting.mine_ways[i] == lowest])
        position = game.position()
        if before_guess is not None:
            before_guess(position, index)
        response = respond(position, [index], rng, strict=strict, node_limit=node_limit)
        verdicts.append(response.judgement.verdict)
        if response.minefield is not None:
            redraws += 1
            game = Game.restored(response.minefield, list(game.moves), game.elapsed,
                                 marks=game.marks)
        return game, index

    game = play_out(Game.random(params, rng), first, guess, node_limit=node_limit)
    return ModePlay(game, tuple(verdicts), redraws)
