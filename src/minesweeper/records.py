"""Best times, statistics and the saved game, kept in the user data directory."""

from __future__ import annotations

import datetime
import random
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .engine import Coord, Game, Level, Minefield, Move, Params, Status
from .engine.game import Clock
from .storage import CorruptFile, JsonFile, PartlyDamaged, data_dir

TOP = 10
# Below this a 3BV/s figure says more about the clock than about the player.
MIN_RATED_SECONDS = 0.5
RECORDS_VERSION = 1
# 1: one saved game; 2: a list of them (each window keeps its own), still read from a 1.
SAVE_VERSION = 2
# Games kept at once (most recent last); an older one beyond this is dropped.
MAX_SAVED = 10


def table_for(params: Params, no_guess: bool = False) -> str | None:
    """The ranking table a game on `params` belongs to; None for custom sizes."""
    level = Level.of(params)
    if level is None:
        return None
    return level.name.lower() + ("-no-guess" if no_guess else "")


def table_title(table: str) -> str:
    """`advanced-no-guess` -> `Advanced (no guess)`."""
    level, _, rest = table.partition("-")
    return level.capitalize() + (" (no guess)" if rest else "")


TABLES = [table_for(level.params, no_guess) for no_guess in (False, True) for level in Level]


def three_bv_rate(three_bv: int, seconds: float) -> float | None:
    """3BV per second, or None for a game too short to rate (a win on the first click)."""
    return three_bv / seconds if seconds >= MIN_RATED_SECONDS else None


def rate_text(three_bv: int, seconds: float) -> str:
    """3BV/s to two decimals, or `-` when the game was too short to rate."""
    rate = three_bv_rate(three_bv, seconds)
    return "-" if rate is None else f"{rate:.2f}"


@dataclass(frozen=True)
class Best:
    """One entry of a best-times table."""

    ms: int
    date: str
    three_bv: int

    @property
    def rate(self) -> float:
        """3BV per second."""
        return self.three_bv / (self.ms / 1000) if self.ms else 0.0


@dataclass
class Stats:
    """The record of one level."""

    played: int = 0
    won: int = 0
    streak: int = 0
    longest: int = 0
    win_ms: int = 0

    @property
    def win_rate(self) -> float:
        """Percent of games won."""
        return 100.0 * self.won / self.played if self.played else 0.0

    @property
    def average_ms(self) -> int:
        """Mean winning time in milliseconds."""
        return self.win_ms // self.won if self.won else 0


def _count(value: Any, limit: int = 10**15) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < limit:
        raise CorruptFile(f"{value!r} is not a count")
    return value


def _validate_records(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise CorruptFile("records are not an object")
    best: dict[str, list[dict[str, Any]]] = {}
    stats: dict[str, dict[str, int]] = {}
    for table, entries in dict(data.get("best", {})).items():
        if table not in TABLES or not isinstance(entries, list):
            raise CorruptFile(f"unknown best-times table {table!r}")
        clean = []
        for entry in entries[:TOP]:
            if not isinstance(entry, dict) or not isinstance(entry.get("date"), str):
                raise CorruptFile("a best time is not an object with a date")
            clean.append(asdict(Best(_count(entry["ms"]), entry["date"][:40],
                                     _count(entry["three_bv"]))))
        best[table] = clean
    for table, numbers in dict(data.get("stats", {})).items():
        if table not in TABLES or not isinstance(numbers, dict):
            raise CorruptFile(f"unknown statistics table {table!r}")
        record = Stats(**{name: _count(numbers.get(name, 0))
                          for name in Stats.__dataclass_fields__})
        if not record.streak <= record.longest <= record.won <= record.played:
            raise CorruptFile(f"the {table} statistics do not add up")
        stats[table] = asdict(record)
    return {"best": best, "stats": stats}


@dataclass
class SavedGame:
    """A game in progress, enough to put it back exactly as it was."""

    params: Params
    minefield: Minefield | None
    seed: int | None
    moves: list[Move]
    elapsed: float
    title: str
    marks: bool = False
    flags: dict[str, bool] = field(default_factory=dict)  # no_guess, assisted, fair, ...
    token: str = field(default_factory=lambda: uuid.uuid4().hex)  # tells kept games apart
    game_id: str = ""  # the ID of the board, as the end screen will show it

    def to_json(self) -> dict[str, Any]:
        """The JSON form stored on disk."""
        return {
            "params": [self.params.rows, self.params.cols, self.params.mines],
            "mines": None if self.minefield is None else sorted(self.minefield.mine_indices),
            "seed": self.seed,
            "moves": [move.text for move in self.moves],
            "elapsed": round(self.elapsed, 3),
            "title": self.title,
            "marks": self.marks,
            "flags": self.flags,
            "token": self.token,
            "game_id": self.game_id,
        }

    @classmethod
    def from_json(cls, data: Any) -> SavedGame:
        """Read and check the stored form; raises ValueError when it is not usable."""
        if not isinstance(data, dict):
            raise CorruptFile("the saved game is not an object")
        rows, cols, mines = (_count(value) for value in data["params"])
        params = Params(rows, cols, mines)
        minefield = None
        if data["mines"] is not None:
            indices = [_count(index) for index in data["mines"]]
            minefield = Minefield(rows, cols, [Coord(*divmod(index, cols)) for index in indices])
            if minefield.params != params:
                raise CorruptFile("the saved mines do not match the board size")
        seed = data["seed"]
        if seed is not None:
            _count(seed, 2**64)
        elapsed = data["elapsed"]
        if not isinstance(elapsed, (int, float)) or not 0 <= elapsed < 10**9:
            raise CorruptFile("the saved time is not a number of seconds")
        flags = data.get("flags", {})
        if not isinstance(flags, dict) or not all(isinstance(v, bool) for v in flags.values()):
            raise CorruptFile("the saved flags are not true or false")
        token = data.get("token") or uuid.uuid4().hex
        if not isinstance(token, str) or len(token) > 64:
            raise CorruptFile("the saved game's token is not a short text")
        saved = cls(
            params, minefield, seed, [Move.parse(str(text)) for text in data["moves"]],
            float(elapsed), str(data.get("title", "")), bool(data.get("marks", False)),
            dict(flags), token, str(data.get("game_id", ""))[:200],
        )
        # Replay it now: moves off the board, or moves that end the game, are damage.
        if saved.restore(lambda: 0.0).status is not Status.PLAYING and minefield is not None:
            raise CorruptFile("the saved game is not a game in progress")
        return saved

    @classmethod
    def of(cls, game: Game, seed: int | None, title: str, token: str,
           **flags: bool) -> SavedGame:
        """Capture `game` (its mines, moves and clock) under `token`."""
        return cls(game.params, game.minefield, seed, list(game.moves), game.elapsed, title,
                   game.marks, dict(flags), token)

    def restore(self, clock: Clock) -> Game:
        """The game as it was saved, its clock running on from the saved time."""
        if self.minefield is None:
            return Game.random(self.params, random.Random(self.seed), clock=clock,
                               marks=self.marks)
        return Game.restored(self.minefield, self.moves, self.elapsed, clock=clock,
                             marks=self.marks)


def _validate_saved(data: Any) -> dict[str, Any]:
    if isinstance(data, dict) and "games" not in data:
        data = {"games": [data]}  # format 1: a single game
    if not isinstance(data, dict) or not isinstance(data["games"], list):
        raise CorruptFile("the saved games are not a list")
    games: list[SavedGame] = []
    problems: list[str] = []
    for item in data["games"][-MAX_SAVED:]:
        try:  # one game that cannot be used must not cost the other windows theirs
            games.append(SavedGame.from_json(item))
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
            problems.append(str(error) or type(error).__name__)
    clean = {"games": [game.to_json() for game in games]}
    if problems and games:
        raise PartlyDamaged(f"{len(problems)} kept game(s): {problems[0]}", clean)
    if problems:
        raise CorruptFile(problems[0])
    return clean


class Store:
    """The player's best times, statistics and saved game."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.notices: list[str] = []
        self._records = JsonFile(self.directory / "records.json", "minesweeper-records",
                                 RECORDS_VERSION, _validate_records, self.notices)
        self._saved = JsonFile(self.directory / "saved-game.json", "minesweeper-saved-game",
                               SAVE_VERSION, _validate_saved, self.notices)

    def take_notices(self) -> list[str]:
        """Messages for the player not yet shown (each is shown once)."""
        out = list(self.notices)
        self.notices.clear()
        return out

    # Records -----------------------------------------------------------------------

    def record(self, table: str | None, game: Game, *, fair: bool,
               today: datetime.date | None = None) -> int | None:
        """Count a finished game; returns its rank (1-10) if it set a best time."""
        if table is None or not fair or not game.is_over or game.minefield is None:
            return None
        won = game.status is Status.WON
        ms = int(round(game.elapsed * 1000))
        entry = Best(ms, (today or datetime.date.today()).isoformat(), game.minefield.three_bv)
        rank: list[int | None] = [None]

        def change(data: dict[str, Any] | None) -> dict[str, Any]:
            data = data or {"best": {}, "stats": {}}
            stats = Stats(**data["stats"].get(table, {}))
            stats.played += 1
            if won:
                stats.won += 1
                stats.streak += 1
                stats.longest = max(stats.longest, stats.streak)
                stats.win_ms += ms
                entries = [Best(**item) for item in data["best"].get(table, [])]
                entries.append(entry)
                entries.sort(key=lambda item: item.ms)
                position = next(i for i, item in enumerate(entries) if item is entry)
                rank[0] = position + 1 if position < TOP else None
                data["best"][table] = [asdict(item) for item in entries[:TOP]]
            else:
                stats.streak = 0
            data["stats"][table] = asdict(stats)
            return data

        self._records.update(change)
        return rank[0]

    def best(self) -> dict[str, list[Best]]:
        """The best-times tables, fastest first."""
        data = self._records.load() or {"best": {}}
        return {table: [Best(**item) for item in data["best"].get(table, [])]
                for table in TABLES if table is not None}

    def stats(self) -> dict[str, Stats]:
        """The statistics per table."""
        data = self._records.load() or {"stats": {}}
        return {table: Stats(**data["stats"].get(table, {}))
                for table in TABLES if table is not None}

    # Saved game --------------------------------------------------------------------

    def save_game(self, saved: SavedGame) -> bool:
        """Keep `saved` to resume, replacing an earlier save of the same game (its token)."""
        def change(data: dict[str, Any] | None) -> dict[str, Any]:
            games = [game for game in (data or {"games": []})["games"]
                     if game["token"] != saved.token]
            return {"games": (games + [saved.to_json()])[-MAX_SAVED:]}

        return self._saved.update(change)

    def saved_game(self) -> SavedGame | None:
        """The most recently kept game, if any (it stays kept)."""
        data = self._saved.load()
        if not data or not data["games"]:
            return None
        return SavedGame.from_json(data["games"][-1])

    def take_saved(self, token: str | None = None) -> SavedGame | None:
        """A kept game (the one saved under `token`, or the newest), no longer kept: this
        process now plays it. Taking it means two windows cannot both resume (and both
        count) the same game; None if it is gone (another window took or finished it).
        """
        taken: list[SavedGame] = []

        def change(data: dict[str, Any] | None) -> dict[str, Any] | None:
            games = list((data or {"games": []})["games"])
            chosen = [i for i, game in enumerate(games) if token in (None, game["token"])]
            if chosen:
                taken.append(SavedGame.from_json(games.pop(chosen[-1])))
            return {"games": games} if games else None

        if not self._saved.path.exists():
            return None
        if not self._saved.update(change):  # cannot write: resume without taking
            return self.saved_game()
        return taken[0] if taken else None

    def discard_saved(self, token: str) -> None:
        """Stop keeping the game saved under `token` (it ended or was given up)."""
        def change(data: dict[str, Any] | None) -> dict[str, Any] | None:
            games = [game for game in (data or {"games": []})["games"] if game["token"] != token]
            return {"games": games} if games else None

        if self._saved.path.exists():
            self._saved.update(change)


def format_stats(store: Store) -> str:
    """The text `minesweeper --stats` prints: statistics, then best times, per level."""
    lines: list[str] = []
    stats = store.stats()
    best = store.best()
    for table in TABLES:
        assert table is not None
        record = stats[table]
        if not record.played and table.endswith("no-guess"):
            continue
        average = f"{record.average_ms / 1000:.1f} s" if record.won else "-"
        lines.append(f"{table_title(table)}: played {record.played}, won {record.won} "
                     f"({record.win_rate:.0f}%), streak {record.streak}, "
                     f"longest {record.longest}, average win {average}")
        for rank, entry in enumerate(best[table], start=1):
            rate = rate_text(entry.three_bv, entry.ms / 1000)
            lines.append(f"  {rank:2}. {entry.ms / 1000:7.1f} s  {entry.date}  "
                         f"3BV {entry.three_bv}  {rate} 3BV/s")
    return "\n".join(lines)
