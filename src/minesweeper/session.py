"""What the player asked to play, the stream of games it produces, and what is kept of them."""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass, field

from .engine import (
    Action,
    Coord,
    Game,
    Minefield,
    Params,
    Status,
    describe,
    no_guess_minefield,
    place_mines,
)
from .engine.game import Clock, Placement
from .engine.gameid import GameId
from .records import SavedGame, Store, table_for


@dataclass
class Session:
    """A level or a fixed board, plus the seed that makes its random games repeatable.

    The first random game uses `seed` itself, so `--seed N` and the same first click
    always give the same board; later games draw their seeds from a stream seeded by it.
    Games count towards best times and statistics only when they are fair: a random
    board (not a board file, a shared game ID or a seed the player chose), played from
    the start (not a replay), without hints (not assisted).
    """

    params: Params
    clock: Clock
    minefield: Minefield | None = None
    board_name: str = ""
    seed: int | None = None
    marks: bool = False
    store: Store | None = None
    ranked: bool = True
    no_guess: bool = False
    game_seed: int | None = field(default=None, init=False)
    assisted: bool = field(default=False, init=False)
    replayed: bool = field(default=False, init=False)
    current: Game | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if self.seed is None:
            self.seed = random.SystemRandom().getrandbits(32)
        if self.minefield is not None:
            self.ranked = False
        self._seeds = random.Random(self.seed)
        self._first = True
        self._token: str | None = None  # the current game's entry among the kept games
        self._dealt_id = ""  # the board's ID when the moves alone would not name it
        self.first_click: Coord | None = None  # the click a shared board was dealt for

    @classmethod
    def from_game_id(cls, game_id: GameId, clock: Clock, *, marks: bool = False,
                     store: Store | None = None) -> Session:
        """A session that deals exactly the board a game ID names (never ranked)."""
        place = no_guess_minefield if game_id.no_guess else place_mines
        field_ = game_id.minefield
        if field_ is None and game_id.first_click is not None:
            assert game_id.seed is not None
            field_ = place(game_id.params, game_id.first_click, random.Random(game_id.seed))
        session = cls(game_id.params, clock, minefield=field_, seed=game_id.seed,
                      board_name=game_id.text, marks=marks, store=store,
                      no_guess=game_id.no_guess)
        session.ranked = False
        session.first_click = game_id.first_click
        session._dealt_id = game_id.text
        return session

    @property
    def title(self) -> str:
        """What the player is playing: a level name, a custom size or a board file."""
        if self.minefield is not None:
            return f"Board {self.board_name}" if self.board_name else "Fixed board"
        return describe(self.params) + (", no guess" if self.no_guess else "")

    @property
    def fair(self) -> bool:
        """Whether the current game may count towards best times and statistics."""
        return self.ranked and not self.assisted and not self.replayed

    @property
    def placement(self) -> Placement:
        """How random games place their mines at the first click (no-guess or classic)."""
        return no_guess_minefield if self.no_guess else place_mines

    def new_game(self) -> Game:
        """A fresh game: a fixed board from the start, or a new random layout."""
        self.assisted = False
        self._token = None
        if self.minefield is None:
            self._dealt_id = ""
        self.replayed = self.minefield is not None and not self._first
        if self.minefield is not None:
            self._first = False
            self.current = Game.fixed(self.minefield, clock=self.clock, marks=self.marks)
            return self.current
        assert self.seed is not None
        self.game_seed = self.seed if self._first else self._seeds.getrandbits(32)
        self._first = False
        self.current = Game.random(
            self.params, random.Random(self.game_seed), clock=self.clock, marks=self.marks,
            placement=self.placement,
        )
        return self.current

    def replay(self, game: Game) -> Game:
        """The same board as `game` from the start (random games once their mines are placed)."""
        self._dealt_id = self.game_id(game)  # the replay's own first click may differ
        self.assisted = False
        self.replayed = True
        self._token = None
        if game.minefield is None:
            assert self.game_seed is not None
            self.current = Game.random(
                self.params, random.Random(self.game_seed), clock=self.clock, marks=self.marks,
                placement=self.placement,
            )
        else:
            self.current = Game.fixed(game.minefield, clock=self.clock, marks=self.marks)
        return self.current

    def game_id(self, game: Game) -> str:
        """The short ID that deals this board again (see `engine.gameid`)."""
        if self._dealt_id:
            return self._dealt_id
        if self.minefield is not None:
            return GameId(self.params, minefield=self.minefield).text
        first = next((move.coord for move in game.moves if move.action is Action.OPEN), None)
        return GameId(self.params, self.game_seed, first, self.no_guess).text

    # What is kept ------------------------------------------------------------------

    def finish(self, game: Game) -> int | None:
        """Record a finished game; returns its rank if it set a best time."""
        if self.store is None or not game.is_over:
            return None
        self.abandon()
        return self.store.record(table_for(self.params, self.no_guess), game, fair=self.fair)

    def abandon(self) -> None:
        """The current game is over or given up: stop offering it for resume.

        Only this game's own entry goes; games kept by other windows or earlier stay kept.
        """
        if self.store is not None and self._token is not None:
            self.store.discard_saved(self._token)
            self._token = None

    def save(self, game: Game) -> None:
        """Keep a game in progress so the next start can resume it (finished ones are not)."""
        if self.store is None or game.status is not Status.PLAYING:
            return
        if self._token is None:
            self._token = uuid.uuid4().hex
        saved = SavedGame.of(
            game, self.game_seed, self.title, self._token, fixed=self.minefield is not None,
            ranked=self.ranked, assisted=self.assisted, replayed=self.replayed,
            no_guess=self.no_guess,
        )
        saved.game_id = self.game_id(game)
        self.store.save_game(saved)

    @classmethod
    def resume(cls, saved: SavedGame, clock: Clock, store: Store) -> tuple[Session, Game]:
        """The session and game a saved game came from, the game as it was left."""
        fixed = saved.flags.get("fixed", False)
        session = cls(saved.params, clock, minefield=saved.minefield if fixed else None,
                      seed=saved.seed, marks=saved.marks, store=store,
                      board_name=saved.title.removeprefix("Board "),
                      no_guess=saved.flags.get("no_guess", False))
        session.ranked = saved.flags.get("ranked", not fixed)
        session.assisted = saved.flags.get("assisted", False)
        session.replayed = saved.flags.get("replayed", False)
        session.game_seed = saved.seed
        session._first = False
        session._token = saved.token
        session._dealt_id = saved.game_id
        session.current = saved.restore(clock)
        return session, session.current
