"""Best times, statistics and the saved games, kept in the user data directory (`statstext`
words them for `--stats`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator

from . import pushing, runs, storage, wording
from .engine import Game, Status
from .keptroom import KeptRoom
from .notices import open_folder
from .recordcheck import count_game, ended_tokens, rank_time, validate_records, with_ended
from .savedgame import SAVE_VERSION, least_bytes, make_room, new_token, validate_saved, with_game
from .savedgame import SavedGame as SavedGame  # kept games are read and saved through a Store
from .storage import CorruptFile, JsonFile, TooBig, data_dir
from .tables import TABLES, Best, Stats, kept_ms, table_for

if TYPE_CHECKING:
    import datetime

RECORDS_VERSION = 1


class Store(KeptRoom):
    """The player's best times, statistics and kept games."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        # Shared by every Store of the folder in this process: each is told once.
        self.notices = open_folder(self.directory, ("records.json", "saved-game.json"))
        self._records = JsonFile(self.directory / "records.json", "minesweeper-records",
                                 RECORDS_VERSION, validate_records, self.notices,
                                 "records")
        self._pending: set[str] = set()  # kept games ended: see `discard_saved`
        self._saved = JsonFile(self.directory / "saved-game.json", "minesweeper-saved-game",
                               SAVE_VERSION, validate_saved, self.notices, "kept games",
                               "games left in progress")

    def take_notices(self) -> list[str]:
        """Messages for the player not yet shown (each is shown once in a process)."""
        return self.notices.take()

    def all_notices(self) -> list[str]:
        """Every message for the player in this process, shown or not."""
        return self.notices.take_all()

    # Records -----------------------------------------------------------------------

    def record(self, table: str | None, game: Game, *, fair: bool, counted: bool = True,
               today: datetime.date | None = None, token: str | None = None) -> int | None:
        """Count a finished game in the statistics (when `counted`) and, when `fair`, among
        the best times; returns its rank (1-10) if it set a best time. A game kept under
        `token` that the records say ended is counted already (its loss's note, counted by
        another window's write: see `discard_saved`)."""
        if table is None or not (fair or counted) or not game.is_over \
                or game.minefield is None:
            return None
        won = game.status is Status.WON
        ms = kept_ms(game.elapsed)
        import datetime  # dates only when a game is counted

        entry = Best(ms, (today or datetime.date.today()).isoformat(), game.minefield.three_bv)
        rank: list[int | None] = [None]

        def change(data: dict[str, Any] | None) -> dict[str, Any]:
            data = data or {"best": {}, "stats": {}}
            data["last"] = table
            if counted and (token is None or token not in data.get("ended", [])):
                count_game(data, table, won, ms)
            if won and fair:
                rank[0] = rank_time(data, table, entry)
            return with_ended(data, *sorted(self._pending))

        if self._records.update(change):
            self._pending.clear()
        return rank[0]

    def count_abandoned(self, table: str | None) -> None:
        """Count a started game that was given up: played, and lost (as Windows does); Times
        opens on its table next. (Kept games pushed off the list: see `pushing`.)"""
        if table is None:
            return

        def change(data: dict[str, Any] | None) -> dict[str, Any]:
            data = data or {"best": {}, "stats": {}}
            data["last"] = table
            count_game(data, table, False, 0)
            return with_ended(data, *sorted(self._pending))

        if self._records.update(change):
            self._pending.clear()

    def last_table(self) -> str | None:
        """The table of the last game counted, in any run (None: none yet)."""
        data = self._records.load() or {}
        table = data.get("last")
        return table if table in TABLES else None

    def last_custom(self) -> tuple[int, int, int] | None:
        """The last custom size played (rows, columns, mines), if any."""
        data = self._records.load() or {}
        custom = data.get("custom")
        return (custom[0], custom[1], custom[2]) if custom else None

    def remember_custom(self, rows: int, cols: int, mines: int) -> None:
        """Keep a custom size for the next run's form."""
        def change(data: dict[str, Any] | None) -> dict[str, Any]:
            data = data or {"best": {}, "stats": {}}
            data["custom"] = [rows, cols, mines]
            return data

        self._records.update(change)

    def best(self) -> dict[str, list[Best]]:
        """The best-times tables, fastest first."""
        data = self._records.load() or {"best": {}}
        return {table: [Best.of(item) for item in data["best"].get(table, [])]
                for table in TABLES if table is not None}

    def stats(self) -> dict[str, Stats]:
        """The statistics per table."""
        data = self._records.load() or {"stats": {}}
        return {table: Stats.of(data["stats"].get(table, {}))
                for table in TABLES if table is not None}

    # Saved game --------------------------------------------------------------------

    def save_game(self, saved: SavedGame) -> bool:
        """Keep `saved` to resume, replacing an earlier save of the same game (its token).
        Other kept games are pushed off the list to make room: past MAX_SAVED games of its
        kind (that count, or that count nothing: see `make_room`), and the biggest where the
        file could not hold them all (big boards)."""
        pushed: list[SavedGame] = []
        saved.playing = ""  # left: for any window to resume
        least = least_bytes(saved)
        if least > storage.MAX_BYTES:  # found at once, not after writing it out several ways
            self.notices.tell(wording.too_big_to_keep(
                f"over {least / 2**20:.1f} MB, more than the {storage.MAX_BYTES // 2**20} MB "
                "such a file may hold"))
            return False

        def change(data: dict[str, Any] | None) -> dict[str, Any]:
            games = with_game({"games": self._settled(data)}, saved)
            kept = self._fitting(games)
            pushed[:] = [SavedGame.from_json(game) for game in games
                         if not any(game is other for other in kept)]
            # Given up by being pushed off the list: played and lost (see `pushing`).
            lost = [(old.token, table_for(old.params, old.luck.value)) for old in pushed
                    if old.counts]
            return {"games": kept, "pushed": pushing.notes(lost)}

        try:
            kept = self._update_saved(change)
        except TooBig as error:  # nothing changed: the game is not kept
            self.notices.tell(wording.too_big_to_keep(str(error)))
            return False
        # Not those the file still holds (a write that failed left it as it was): they are
        # resumed another day.
        still = set() if kept else self.tokens_on_disk()
        gone = [old for old in pushed if old.token not in still]
        if gone:
            self.notices.tell(wording.pushed_off([old.named for old in gone],
                                                 sum(old.counts for old in gone)), once=False)
        return kept

    def pushed_by(self, saved: SavedGame) -> list[SavedGame]:
        """The kept games that keeping `saved` gives up for room (`make_room`: when MAX_SAVED
        others of its kind are kept; more than one once killed windows left theirs), oldest
        first. (Games too big to be kept together are found only when saving: that is rare,
        and costs writing them.)"""
        others = [game for game in self._settled(self._saved.load())
                  if game["token"] != saved.token]
        kept = make_room([*others, {"flags": saved.flags}])  # the one left is never given up
        gone = [game for game in others if not any(game is other for other in kept)]
        return [SavedGame.from_json(game) for game in gone]

    def keep_playing(self, saved: SavedGame, new: bool) -> bool | None:
        """Keep `saved` while it is played, marked as this run's (see `runs`): should the run
        end without leaving it (killed, crashed), the next one offers it. Quietly: nothing
        is given up for room, nothing said. False when it is not kept (no lock file can be
        made, the file is in memory only, or the game is too big for it). None when it is
        not `new`, its entry is gone and the same mines are kept under another token:
        another window took it (it is not put back); gone with no such game (the file set
        aside), it is kept again."""
        run = runs.this_run(self.directory) if self._saved.writable else None
        if run is None or least_bytes(saved) > storage.MAX_BYTES:
            return False
        saved.playing = run
        gone, ended = [False], self._ended() if new else set()  # (a killed window's: dropped)

        def change(data: dict[str, Any] | None) -> dict[str, Any] | None:
            games, gone[0] = (data or {"games": []})["games"], False  # (it may run twice)
            if not new and all(game["token"] != saved.token for game in games):
                params = saved.params  # (as the file has them: lists)
                mines, size = list(saved.mines or ()), [params.rows, params.cols, params.mines]
                gone[0] = any(game["mines"] == mines and game["params"] == size
                              for game in games)
            kept = [game for game in games if game["token"] not in ended]
            return data if gone[0] else {"games": with_game({"games": kept}, saved)}

        try:
            written = self._update_saved(change)
        except TooBig:
            return False
        return None if gone[0] else written

    def _update_saved(self, change: Callable[[dict[str, Any] | None], dict[str, Any] | None],
                      count: bool = True) -> bool:
        """`update` the kept games with `change`, carrying the notes of games pushed off
        (see `pushing`), then count those not counted yet (unless not `count`: the caller's
        next write does): not those the file still holds (a write that failed left it as
        it was)."""
        notes = list[dict[str, str]]()

        def carried(data: dict[str, Any] | None) -> dict[str, Any] | None:
            ended = self._ended() if data and data.get("pushed") else set()  # (rarely read)
            result, notes[:] = pushing.carried(data, change(data), ended)
            return result

        written = self._saved.update(carried)
        still = set() if written or not notes else self.tokens_on_disk()
        gone = [note for note in notes if note["token"] not in still]
        if gone and count:
            self._records.update(lambda data: pushing.counted(data, gone))
        if not written and notes:  # (kept in memory: counted now, or their games still kept
            # on the disk, to be resumed there: a later write must not count them again)
            self._saved.update(lambda data: data and {"games": data["games"]})
        return written

    def _settled(self, data: dict[str, Any] | None) -> list[dict[str, Any]]:
        """The kept games in `data`, those of runs that are over no longer marked: a game
        whose window was killed is left for anyone, and makes room as any other does. Those
        that ended (see `discard_saved`) are gone."""
        ended = self._ended() if data and data["games"] else set()
        return [game if not game.get("playing") or runs.plays(self.directory, game)
                else {key: value for key, value in game.items() if key != "playing"}
                | {"flags": {**game["flags"], "recovered": True}}
                for game in (data or {"games": []})["games"] if game["token"] not in ended]

    def tokens_on_disk(self) -> set[str]:
        """The kept games the file itself holds, by token (not this run's memory)."""
        data = self._saved.on_disk()
        return {game["token"] for game in (data or {"games": []})["games"]}

    def can_keep_games(self) -> bool:
        """Whether a game left now would be kept for the next run (else it lasts as long as
        this one, and a notice says why, once): the one test both front ends ask before
        saying that a game is kept."""
        return self._saved.check_writable()

    def can_keep_results(self) -> bool:
        """Whether a result counted now reaches the file for the next run (else it lasts as
        long as this one, and a notice says why, once)."""
        return self._records.check_writable()

    @property
    def keeps_results(self) -> bool:
        """Whether results have reached the file so far (found without writing: False once
        a write failed, or the file was never usable)."""
        return self._records.writable

    def saved_game(self) -> SavedGame | None:
        """The most recently kept game, if any (it stays kept)."""
        return next(self.saved_games(), None)

    def saved_games(self) -> Iterator[SavedGame]:
        """Every kept game, the newest first, each read only when asked for (they stay
        kept; none is replayed here): the menu asks for the newest of up to twenty big ones."""
        data = self._saved.load()
        ended = self._ended() if data else set()
        return (SavedGame.from_json(game) for game in reversed((data or {"games": []})["games"])
                if not runs.plays(self.directory, game) and game["token"] not in ended)

    def take_saved(self, token: str | None = None) -> SavedGame | None:
        """A kept game (the one saved under `token`, or the newest), taken to be played by
        this process: no other window is offered it while this one plays it (it is kept,
        marked as this run's, under a new token: see `runs`), so two windows cannot both
        resume (and both count) the same game. None if it is gone (another window took or
        finished it)."""
        taken: list[SavedGame] = []
        left: list[str] = []  # the token it was left under

        def change(data: dict[str, Any] | None) -> dict[str, Any] | None:
            taken.clear()
            games = [game for game in (data or {"games": []})["games"]  # (ended: dropped)
                     if game["token"] not in ended]
            chosen = [i for i, game in enumerate(games) if token in (None, game["token"])
                      and not runs.plays(self.directory, game)]
            for index in reversed(chosen):  # the newest first; one that is damaged is dropped
                saved = SavedGame.from_json(games[index])
                try:
                    saved.check()  # the one replay of the game being resumed
                except CorruptFile as error:
                    self._saved.keep_copy(error)
                    del games[index]
                    continue
                if saved.playing:  # its window was killed: its clock may have lost time
                    saved.flags["recovered"] = True
                taken.append(saved)
                del games[index]
                left[:] = [saved.token]
                if run[0] is not None:  # kept as it is played, under a token of its own
                    saved.token, saved.playing = new_token(), run[0]
                    games.append(saved.to_json())
                break
            return {"games": games} if games else None

        if self._saved.writable and not self._saved.path.exists():  # else kept in memory
            return None
        run = [runs.this_run(self.directory) if self._saved.writable else None]
        ended = self._ended()
        try:
            written = self._update_saved(change)
        except TooBig:  # a file kept without spaces, full: taken out, it is smaller
            run[0] = None
            written = self._update_saved(change)
        if not written and taken and left[0] in self.tokens_on_disk():
            # Taken from memory all the same, but the file still offers it: played here, it
            # must not count, or a second window (or the next run) could count it again.
            taken[0].flags["counted"] = True
            taken[0].token, taken[0].playing = left[0], ""  # as the file still has it
            self.notices.tell(wording.TAKEN_NOT_COUNTED)
        return taken[0] if taken else None

    def discard_saved(self, token: str, lost_in: str | None = None) -> bool:
        """Stop keeping the game saved under `token` (it ended or was given up); whether it
        was still kept (False: another window took it, or nothing was kept). `lost_in`: it
        was lost, to be counted in that table by the next records write (the caller's), and
        it is noted as a game given up (see `pushing`) should a kill stop that write: a
        window killed before its loss was written then neither got the game back as it was
        before the mine (to be won) nor lost its count."""
        found = False

        def change(data: dict[str, Any] | None) -> dict[str, Any] | None:
            nonlocal found
            every = (data or {"games": []})["games"]
            games = [game for game in every if game["token"] != token]
            found = len(games) < len(every)
            if found and lost_in is not None:
                return {"games": games, "pushed": pushing.notes([(token, lost_in)])}
            return {"games": games} if games else None

        if self._saved.path.exists() or not self._saved.writable:  # in memory: dropped there
            written = self._update_saved(change, count=lost_in is None)
            if not written and token in self.tokens_on_disk() and token not in self._ended():
                # Still on the disk (full, say): the records say it ended, so that no window
                # offers it again, to be played and counted twice; in the same write as its
                # result, if it has one and did not say so already (two writes: the first may
                # take the last room).
                self._pending.add(token)
        return found

    def ending(self, token: str) -> None:
        """The kept game under `token` ends: the next records write (its result) says so, so
        that a window killed before the game stops being kept does not offer it again."""
        self._pending.add(token)

    def settle_ended(self) -> None:
        """Write down the games ended (see `discard_saved`) that no result carried: a
        game ended or given up calls this after counting it."""
        if self._pending:
            self._records.update(lambda data: with_ended(data, *sorted(self._pending)))
        self._pending.clear()

    def _ended(self) -> set[str]:
        """The kept games that ended (noted with their result, or where the kept games could
        not be written)."""
        return ended_tokens(self._records)

    def has_saved(self, token: str) -> bool:
        """Whether the game saved under `token` is still kept (no window has taken it)."""
        if self._saved.writable and not self._saved.path.exists():
            return False
        data = self._saved.load()
        return any(game["token"] == token for game in (data or {"games": []})["games"])
