"""What the player asked to play, and the stream of games it produces."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .engine import Game, Minefield, Params, describe
from .engine.game import Clock


@dataclass
class Session:
    """A level or a fixed board, plus the seed that makes its random games repeatable.

    The first random game uses `seed` itself, so `--seed N` and the same first click
    always give the same board; later games draw their seeds from a stream seeded by it.
    """

    params: Params
    clock: Clock
    minefield: Minefield | None = None
    board_name: str = ""
    seed: int | None = None
    marks: bool = False
    game_seed: int | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if self.seed is None:
            self.seed = random.SystemRandom().getrandbits(32)
        self._seeds = random.Random(self.seed)
        self._first = True

    @property
    def title(self) -> str:
        """What the player is playing: a level name, a custom size or a board file."""
        if self.minefield is not None:
            return f"Board {self.board_name}" if self.board_name else "Fixed board"
        return describe(self.params)

    def new_game(self) -> Game:
        """A fresh game: a fixed board from the start, or a new random layout."""
        if self.minefield is not None:
            return Game.fixed(self.minefield, clock=self.clock, marks=self.marks)
        assert self.seed is not None
        self.game_seed = self.seed if self._first else self._seeds.getrandbits(32)
        self._first = False
        return Game.random(
            self.params, random.Random(self.game_seed), clock=self.clock, marks=self.marks
        )

    def replay(self, game: Game) -> Game:
        """The same board as `game` from the start (random games once their mines are placed)."""
        if game.minefield is None:
            assert self.game_seed is not None
            return Game.random(
                self.params, random.Random(self.game_seed), clock=self.clock, marks=self.marks
            )
        return Game.fixed(game.minefield, clock=self.clock, marks=self.marks)
