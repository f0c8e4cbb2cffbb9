"""What the player sees of a game: its status, each cell's tile, and what an action changed."""

from __future__ import annotations

import enum

from .coords import Coord


class TileError(ValueError):
    """A tile asked for that no cell can show (a count of neighbouring mines not 0 to 8)."""


class Status(enum.Enum):
    """Where a game stands."""

    NOT_STARTED = "not started"
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


class Tile(enum.Enum):
    """What the player sees in one cell; the value is its plain-text character."""

    CLOSED = "#"
    FLAG = "F"
    MARK = "?"
    EMPTY = "."
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    MINE = "*"
    EXPLODED = "X"
    WRONG_FLAG = "x"

    @classmethod
    def number(cls, count: int) -> Tile:
        """The tile of an open cell touching `count` mines (0 to 8)."""
        if type(count) is not int or not 0 <= count <= 8:
            # (A list index would take -1 for EIGHT and True for ONE.)
            raise TileError(f"an open cell touches 0 to 8 mines, not {count!r:.20}")
        return _NUMBERS[count]

    @property
    def count(self) -> int | None:
        """The neighbour count shown on an open cell, else None."""
        return _COUNTS.get(self)

    @property
    def is_open(self) -> bool:
        """Whether this is an opened safe cell (a number or an empty cell)."""
        return self in _COUNTS


_NUMBERS = (
    Tile.EMPTY, Tile.ONE, Tile.TWO, Tile.THREE, Tile.FOUR,
    Tile.FIVE, Tile.SIX, Tile.SEVEN, Tile.EIGHT,
)
_COUNTS = {tile: count for count, tile in enumerate(_NUMBERS)}


class Outcome:
    """What an action did: the cells whose tile changed, or why nothing happened.

    The changed cells are kept as flat indices and turned into coordinates only when
    asked for, so a one-click opening of a million cells costs no million Coords.
    """

    __slots__ = ("reason", "_indices", "_cols", "_changed")

    def __init__(self, changed: tuple[Coord, ...] = (), reason: str = "") -> None:
        self.reason = reason
        self._changed: tuple[Coord, ...] | None = tuple(changed)
        self._indices: list[int] = []
        self._cols = 1

    @classmethod
    def of_indices(cls, indices: list[int], cols: int) -> Outcome:
        """The outcome of changing the cells at these flat indices on a board `cols` wide."""
        outcome = cls()
        outcome._changed = None
        outcome._indices = indices
        outcome._cols = cols
        return outcome

    @property
    def changed(self) -> tuple[Coord, ...]:
        """The cells whose tile changed."""
        if self._changed is None:
            cols = self._cols
            self._changed = tuple(Coord(*divmod(index, cols)) for index in self._indices)
        return self._changed

    @property
    def count(self) -> int:
        """How many cells changed."""
        return len(self._changed) if self._changed is not None else len(self._indices)

    @property
    def applied(self) -> bool:
        """Whether the action changed anything."""
        return self.count > 0

    def __repr__(self) -> str:
        return f"Outcome(changed={self.changed!r}, reason={self.reason!r})"
