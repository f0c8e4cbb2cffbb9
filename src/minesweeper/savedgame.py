"""Games left in progress, as kept in `saved-game.json`: checked cheaply when read, and
replayed only when one is resumed (once)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

from . import pushing, wording
from .engine import (
    Action,
    Clock,
    Coord,
    Game,
    Luck,
    Minefield,
    Move,
    Params,
    Status,
    columns,
    cut,
    readable,
    redraw_stream,
)
from .minepack import PACK_FROM, pack, unpacked
from .savedfields import clicks, run_name, safe_cell, set_up, short_text
from .settings import Settings, Source
from .storage import CorruptFile, PartlyDamaged, whole_count
from .turns import Fairness

# 1: one saved game; 2: a list of them (each window keeps its own); 3: mines may be packed
# (PACK_FROM). Older ones are still read; a version that reads only 2 leaves a 3 alone.
SAVE_VERSION = 3
# The last dealt field a game was kept with, its mines in order, and their packed form: a
# game is kept after every move, and its mines stay as dealt.
_last: list[Any] = [None, (), ""]
# Games kept at once of each kind (see `make_room`): those that count as lost when given up,
# and those that count nothing (a replay, a seeded game); the oldest of a kind past it goes.
MAX_SAVED = 10
MAX_ELAPSED = 999_999_999.999  # seconds a kept clock may hold: one past it is kept at it


def _stable_token(data: dict[str, Any]) -> str:
    """The token of a game kept without one (format 1): the same at every read, so that the
    menu's game is the one Resume then takes."""
    import hashlib
    import json

    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:32]


def new_token() -> str:
    import uuid  # tokens only when a game is kept: not at start-up

    return uuid.uuid4().hex


class _ResumeClock:
    """Reads 0 until `start`, then the seconds since on the clock it was given: a game
    replayed before the player resumes it counts its time from the resume."""

    def __init__(self) -> None:
        self._clock: Clock | None = None
        self._origin = 0.0

    def __call__(self) -> float:
        return 0.0 if self._clock is None else self._clock() - self._origin

    def start(self, clock: Clock) -> None:
        self._clock = clock
        self._origin = clock()


@dataclass
class SavedGame:
    """A game in progress, enough to put it back exactly as it was.

    Reading one checks it cheaply (sizes, mines, moves on the board): the menu lists kept
    games without replaying them. Only the game being resumed is replayed, once (`check`).
    """

    params: Params
    mines: tuple[int, ...] | None  # flat indices; None before the first click
    seed: int | None
    moves: list[Move]
    elapsed: float
    title: str
    marks: bool = False
    flags: dict[str, bool] = field(default_factory=dict)  # no_guess, assisted, fair, ...
    token: str = field(default_factory=lambda: new_token())  # tells kept games apart
    game_id: str = ""  # the ID of the board, as the end screen will show it
    dealt_for: Coord | None = None  # a board file's `# first click`: its later games use it
    name: str = ""  # a board file's name as given (the title shows it escaped)
    playing: str = ""  # the run playing it, while it is played (see `runs`); "": left
    setup: int = 0  # the first moves that are a board file's position (its games start there)
    clicks: int = 0  # moves tried on the board, wasted ones too (the end's efficiency)
    _field: Minefield | None = field(default=None, repr=False, compare=False)
    _packed: str = field(default="", repr=False, compare=False)  # the mines, as read packed
    _replayed: tuple[Game, _ResumeClock] | None = field(default=None, repr=False,
                                                        compare=False)

    @property
    def minefield(self) -> Minefield | None:
        """The mines as a Minefield (built on first use: a million cells cost time)."""
        if self._field is None and self.mines is not None:
            self._field = Minefield.from_indices(self.params.rows, self.params.cols, self.mines)
        return self._field

    @property
    def named(self) -> str:
        """The game as a question or notice names it: `Beginner, 12 s`, `Replay, Beginner,
        12 s` as the menu names a replay (a title longer than 30 columns shortened: a custom
        size's mines go first, `Custom 16x20, strict, seeded`, then it is cut)."""
        title = wording.played_title(self.title, self.flags.get("replayed", False))
        if columns(title) > 30:
            title = re.sub(r", [\d,]+ mines?(?=, )", "", title, count=1)
        title = title if columns(title) <= 30 else cut(title, 28) + ".."
        return f"{title}, {int(self.elapsed)} s"

    def to_json(self) -> dict[str, Any]:
        """The JSON form stored on disk."""
        return {
            "params": [self.params.rows, self.params.cols, self.params.mines],
            "mines": None if self.mines is None else list(self.mines)
            if len(self.mines) <= PACK_FROM else packed(self),
            "seed": self.seed,
            "moves": [move.text for move in self.moves],
            "elapsed": min(round(self.elapsed, 3), MAX_ELAPSED),
            "title": self.title,
            "marks": self.marks,
            "flags": self.flags,
            "token": self.token,
            "game_id": self.game_id,
            "dealt_for": None if self.dealt_for is None else list(self.dealt_for),
            "name": self.name,
        } | ({"playing": self.playing} if self.playing else {}) \
            | ({"setup": self.setup} if self.setup else {}) | {"clicks": self.clicks}

    @classmethod
    def from_json(cls, data: Any) -> SavedGame:
        """Read and check the stored form cheaply; raises ValueError (CorruptFile), or
        TypeError or KeyError for a wrong shape, when it is not usable."""
        if not isinstance(data, dict):
            raise CorruptFile("the saved game is not an object")
        rows, cols, mines = (whole_count(value) for value in data["params"])
        params = Params(rows, cols, mines)
        indices = None
        mined: frozenset[int] = frozenset()
        if data["mines"] is not None:
            indices = unpacked(data["mines"], rows * cols) if isinstance(data["mines"], str) \
                else tuple(data["mines"])
            if set(map(type, indices)) - {int} or len(indices) != mines \
                    or (indices and not 0 <= min(indices) <= max(indices) < rows * cols) \
                    or len(mined := frozenset(indices)) != len(indices):
                raise CorruptFile("the saved mines do not match the board size")
        seed = data["seed"]
        if seed is not None:
            whole_count(seed, 2**64)
        elapsed = data["elapsed"]
        if type(elapsed) not in (int, float) or not 0 <= elapsed <= MAX_ELAPSED:  # (not true)
            raise CorruptFile("the saved time is not a number of seconds")
        flags = data.get("flags", {})
        if not isinstance(flags, dict) or not all(isinstance(v, bool) for v in flags.values()):
            raise CorruptFile("the saved flags are not true or false")
        token = data.get("token") or _stable_token(data)
        if not isinstance(token, str) or len(token) > 64:
            raise CorruptFile("the token of the saved game is not a short text")
        moves = [Move.parse(str(text)) for text in data["moves"]]
        if any(not (move.coord.row < rows and move.coord.col < cols) for move in moves):
            raise CorruptFile("a saved move is off the board")
        if indices is not None and not any(move.action is Action.OPEN for move in moves):
            raise CorruptFile("the saved game is not a game in progress")
        return cls(params, indices, seed, moves, float(elapsed),
                   readable(str(data.get("title", ""))),  # (kept raw before names were escaped)
                   bool(data.get("marks", False)), dict(flags), token,
                   str(data.get("game_id", "")), safe_cell(data.get("dealt_for"),
                                                                 params, mined),
                   short_text(data.get("name", "")), run_name(data.get("playing")),
                   setup := set_up(data.get("setup"), moves),
                   clicks(data.get("clicks"), moves, setup),
                   _packed=data["mines"] if isinstance(data["mines"], str) else "")

    @classmethod
    def of(cls, game: Game, seed: int | None, title: str, token: str | None,
           **flags: bool) -> SavedGame:
        """Capture `game` (its mines, moves and clock) under `token` (None: a new one)."""
        # The mines as first dealt: resuming replays the moves from there (redraws too).
        field_ = game.dealt
        if field_ is not None and _last[0] is not field_:
            _last[:] = [field_, tuple(sorted(field_.mine_indices)), ""]
        mines = None if field_ is None else _last[1]
        return cls(game.params, mines, seed, list(game.moves), game.elapsed, title,
                   game.marks, dict(flags), token or new_token(), dealt_for=game.dealt_for,
                   _field=field_)

    def check(self) -> None:
        """Replay the moves (once: `restore` then uses the result); CorruptFile if they do
        not leave a game in progress."""
        if self._replayed is None:
            late = _ResumeClock()
            try:  # (a forgiving game on a board bigger than forgiving play takes: edited)
                self._replayed = self._replay(late), late
            except ValueError as error:
                raise CorruptFile(f"the saved game cannot be played: {error}"[:200]) from None
        if self.minefield is not None and self._replayed[0].status is not Status.PLAYING:
            raise CorruptFile("the saved game is not a game in progress")

    def restore(self, clock: Clock) -> Game:
        """The game as it was saved, its clock running on from the saved time."""
        if self._replayed is None:
            return self._replay(clock)
        game, late = self._replayed
        self._replayed = None  # a second restore is a second game
        late.start(clock)
        return game

    @property
    def counts(self) -> bool:
        """Whether giving this game up counts it as lost: a ranked board, not a replay, not
        counted already (a loss taken back)."""
        return counts_as_lost(self.flags)

    def settings(self) -> Settings:
        """What the kept game was playing (its later games are dealt the same way)."""
        fixed = self.flags.get("fixed", False)
        # Saves before the "shared" flag named a shared board in the title.
        shared = self.flags.get("shared", self.title == "Shared board"
                                or self.title.startswith(("Board f-", "Board n-")))
        source = Source.GAME_ID if shared else Source.FILE if fixed else None
        try:
            if source is None:  # random boards, of a seed the player chose if "seeded"
                seed = self.seed if self.flags.get("seeded", False) else None
                return Settings.of_params(self.params, marks=self.marks, mode=self.luck,
                                          seed=seed)
            # (Saves before the name was kept: the title's escaped form stands in.)
            name = self.game_id if shared else self.name or self.title.removeprefix("Board ")
            if fixed and self.minefield is not None and not shared:
                return Settings.of_board(self.minefield, name, marks=self.marks,
                                         first_click=self.dealt_for,
                                         setup=tuple(self.moves[:self.setup]))
            return Settings(self.params, source, self.minefield if fixed else None, name,
                            seed=self._id_seed() if shared else None, marks=self.marks,
                            mode=self.luck if shared else Luck.CLASSIC,
                            first_click=self._shared_click() if shared else None)
        except ValueError:  # a no-guess size refused since it was kept: deal later games
            return Settings.of_params(self.params, marks=self.marks)  # as classic

    def _id_seed(self) -> int | None:
        """The seed a shared board's ID names (a random game's), None for a fixed board's:
        the game's own seed (its redraws) is not the board's."""
        from .engine import GameId, GameIdError

        try:
            return GameId.parse(self.game_id).seed
        except GameIdError:  # (saves before the ID was kept: the game's seed stands in)
            return self.seed

    @property
    def luck(self) -> Luck:
        """How the game was played, from its flags (classic when it names none)."""
        for luck, flag in ((Luck.FORGIVING, "forgiving"), (Luck.STRICT, "strict"),
                           (Luck.NO_GUESS, "no_guess")):
            if self.flags.get(flag, False):
                return luck
        return Luck.CLASSIC

    def _shared_click(self) -> Coord | None:
        """The click a shared board's ID says it was dealt for (None where it names none,
        or a mine: a damaged file)."""
        from .engine import GameId, GameIdError

        try:
            first = GameId.parse(self.game_id).first_click
        except GameIdError:
            return None
        mines = self.minefield.mine_indices if self.minefield is not None else frozenset()
        return safe_cell(first and list(first), self.params, mines)

    def _replay(self, clock: Clock) -> Game:
        if self.minefield is None:
            return Game.random(self.params, random.Random(self.seed), clock=clock,
                               marks=self.marks)
        luck = self.luck
        # A forgiving or strict game replays its redraws from the same stream; a shared
        # board knew the click it was dealt for.
        redraws = redraw_stream(self.seed) if luck.redraws else None
        dealt_for = self.dealt_for
        if self.flags.get("shared", False) and self.game_id:
            dealt_for = self._shared_click()
        return Game.restored(self.minefield, self.moves, self.elapsed, clock=clock,
                             marks=self.marks, luck=luck, redraws=redraws,
                             dealt_for=dealt_for, dealt_opening=self.settings().dealt_at_random,
                             set_up=self.setup)


def counts_as_lost(flags: dict[str, Any]) -> bool:
    """Whether a kept game with these flags counts as lost when given up (`counts`): as
    the session decides it (`Fairness.counts`), unless counted already."""
    return bool(Fairness.from_flags(flags, ranked=False).counts and not flags.get("counted"))


def make_room(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Kept `games` (their JSON, oldest first, the one just left last) less those given up
    to keep at most MAX_SAVED of each kind: those that count as lost when given up, and
    those that count nothing (a replay, a seeded game, one already counted). Past either,
    the oldest of that kind goes: a game that counts nothing never costs one that counts.
    Games being played (see `runs`) are not given up: their windows still play them."""
    gone: set[int] = set()
    for counts in (True, False):
        kind = [i for i, game in enumerate(games) if counts_as_lost(game["flags"]) is counts
                and "playing" not in game]
        gone.update(kind[:-MAX_SAVED])
    return [game for i, game in enumerate(games) if i not in gone]


# What a kept game holds in this version (see `SavedGame.to_json`).
_FIELDS = frozenset({"params", "mines", "seed", "moves", "elapsed", "title", "marks", "flags",
                     "token", "game_id", "dealt_for", "name", "playing", "setup", "clicks"})


def validate_saved(data: Any) -> dict[str, Any]:
    if isinstance(data, dict) and "games" not in data:
        data = {"games": [data]}  # format 1: a single game
    if not isinstance(data, dict) or not isinstance(data["games"], list):
        raise CorruptFile("the saved games are not a list")
    games: list[dict[str, Any]] = []
    problems: list[str] = []
    # Bounded work for a file made by hand; far more than `make_room` keeps, since games
    # being played are not made room for, nor those whose windows were killed until the next
    # game is left (each then counts as lost once given up: none may go uncounted here).
    for item in data["games"][-50 * MAX_SAVED:]:
        try:  # one game that cannot be used must not cost the other windows theirs
            game = SavedGame.from_json(item).to_json()  # a newer version's fields kept:
            games.append({**{key: value for key, value in item.items()  # until it is played
                             if key not in _FIELDS}, **game})
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
            problems.append(wording.damage(error))
    # A game kept twice under one token (a file put together by hand, or from a backup) is
    # one game: resumed once, counted once. The later copy stays, in its place.
    tokens = [game["token"] for game in games]
    games = [game for i, game in enumerate(games) if game["token"] not in tokens[i + 1:]]
    clean = {"games": make_room(games), **pushing.valid(data)}  # (`pushing`: see there)
    if problems and games:
        raise PartlyDamaged(wording.first_of(problems), clean)
    if problems:
        raise CorruptFile(problems[0])
    return clean


def least_bytes(saved: SavedGame) -> int:
    """The fewest bytes `saved`'s mines take (numbers with a comma each, or packed): a game
    whose mines pass the file is told at once; one too big by its moves, only on writing."""
    if saved.mines is not None and len(saved.mines) > PACK_FROM:
        return len(packed(saved))
    return sum(len(str(index)) + 1 for index in saved.mines or ())


def packed(saved: SavedGame) -> str:
    """The mines of `saved` packed (see PACK_FROM)."""
    field_ = saved._field
    if saved._packed:  # as read: every read of the file writes its games back
        return saved._packed
    if field_ is not None and _last[0] is field_ and _last[2]:
        return str(_last[2])
    if field_ is not None:
        cells = field_.mine_bytes()
    else:
        marked = bytearray(saved.params.cells)
        for index in saved.mines or ():
            marked[index] = 1
        cells = bytes(marked)
    text = pack(cells)
    if field_ is not None and _last[0] is field_:
        _last[2] = text
    return text


def with_game(data: dict[str, Any] | None, saved: SavedGame) -> list[dict[str, Any]]:
    """The kept games once `saved` is kept, oldest first (an earlier save of it replaced)."""
    return [game for game in (data or {"games": []})["games"]
            if game["token"] != saved.token] + [saved.to_json()]
