"""Whether the kept games' file has room for a game left: what it may hold (a few MB) and
what the disk takes, and which older games are given up to fit (a part of `records.Store`)."""

from __future__ import annotations

from typing import Any

from . import storage
from .savedgame import SavedGame, least_bytes, make_room, with_game
from .storage import JsonFile, TooBig


class KeptRoom:
    """The room in the kept games' file, for a `Store`."""

    _saved: JsonFile

    def fits(self, saved: SavedGame) -> bool:
        """Whether the file can hold `saved` (alone: older games make room): else
        `save_game` keeps nothing, not even for this run (a huge custom board's mines can
        pass what the file may hold)."""
        if least_bytes(saved) > storage.MAX_BYTES:
            return False
        try:
            self._saved.text({"games": [saved.to_json()]})
        except TooBig:
            return False
        return True

    def disk_holds(self, saved: SavedGame) -> bool:
        """Whether the disk has room for the kept games as `save_game` would write them
        with `saved` (else the game is kept for this run only). Where it plainly has (room
        for twice the file as it is and the game, and a MB), nothing is written to find out."""
        # More than the game can take, written (a mine or a move a line, indented).
        game = 12 * len(saved.mines or ()) + 24 * len(saved.moves) + 2**20
        if self._saved.has_plenty(game):
            return True
        try:
            games = self._fitting(with_game(self._saved.load(), saved))
            size = len(self._saved.text({"games": games}).encode())
        except TooBig:
            return False
        return self._saved.has_room(size)

    def _fitting(self, games: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The `games` (oldest first, the one just left last) the file holds: MAX_SAVED
        (`make_room`), less the biggest of the others one at a time while they do not fit (a
        few small games cost nothing, and each given up counts as lost); the last alone
        where nothing else fits (TooBig on writing if even it does not)."""
        import json

        kept = make_room(games)
        size: dict[int, int] = {}  # measured only when they do not all fit (rarely)
        while len(kept) > 1:
            try:
                self._saved.text({"games": kept})
                return kept
            except TooBig:
                size = size or {id(game): len(json.dumps(game)) for game in kept}
                others = [game for game in kept[:-1] if "playing" not in game]
                if not others:  # the rest are being played: not given up
                    raise TooBig(f"{sum(size.values()) / 2**20:.1f} MB with the games other "
                                 f"windows are playing, more than the "
                                 f"{storage.MAX_BYTES // 2**20} MB such a file may hold") from None
                biggest = max(others, key=lambda game: size[id(game)])
                kept = [game for game in kept if game is not biggest]
        return kept
