"""What the player can see: open numbers, flags, closed cells and the total mine count.

The solver works on a Position only, never on the hidden minefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .coords import Coord, OffBoardError, check_flat, check_on_board
from .params import Params

if TYPE_CHECKING:
    from .game import Game

# Per-cell values in `Position.cells`: 0-8 an open number, then these.
CLOSED = 9
FLAG = 10

_CHARACTERS = {".": 0, "#": CLOSED, "?": CLOSED, "F": FLAG}
_CHARACTERS.update({str(count): count for count in range(1, 9)})
_TEXT = {value: char for char, value in _CHARACTERS.items() if char != "?"}


class PositionError(ValueError):
    """A position that cannot be read or that no minefield could produce."""


class Position:
    """A rows x cols view of a game as the player sees it: `cells`, flat and row-major,
    holds per cell 0-8 for an open number, CLOSED (9) for a closed cell (a `?` mark too)
    and FLAG (10) for a flagged one."""

    __slots__ = ("rows", "cols", "mines", "cells", "first_open_is_safe", "dealt_for",
                 "dealt_opening", "known_mines")

    def __init__(self, rows: int, cols: int, mines: int, cells: bytes | bytearray,
                 *, first_open_is_safe: bool = False, dealt_for: Coord | None = None,
                 dealt_opening: bool = False,
                 known_mines: frozenset[int] = frozenset()) -> None:
        """`first_open_is_safe`: a random game not yet started, whose mines avoid the first
        open; `dealt_for`: a board dealt (as by a game ID) for a first click there (opened
        first or not: the deal keeps it free of mines all the same); `dealt_opening`: dealt
        as random boards are, with the 3x3 block around that click kept clear too (a file
        promises only the click itself);
        `known_mines`: closed cells (flat indices) the player saw go off, in a lost move
        taken back: mines for sure.
        """
        Params(rows, cols, mines)  # checks the size and mine count
        try:  # (bytes(4) would be four zeros)
            data = bytes(cells) if not isinstance(cells, (int, str, dict, set, frozenset)) \
                else None  # (a dict or a set would give its keys, in no row order)
        except (TypeError, ValueError):  # not numbers 0 to 255: None, 1.5, -1
            data = None
        if data is None:
            raise PositionError(f"cells must be bytes of cell values 0 to {FLAG}, not "
                                f"{cells!r}"[:200])
        if len(data) != rows * cols:
            raise PositionError(f"expected {rows * cols} cells, got {len(data)}")
        if data and max(data) > FLAG:
            raise PositionError("a cell value is out of range")
        for name, flag in (("first_open_is_safe", first_open_is_safe),
                           ("dealt_opening", dealt_opening)):
            if type(flag) is not bool:
                raise PositionError(f"{name} must be True or False, not {flag!r}"[:200])
        self.rows = rows
        self.cols = cols
        self.mines = mines
        self.cells = cells = data
        self.first_open_is_safe = first_open_is_safe
        if dealt_for is not None:
            try:
                check_on_board(dealt_for, rows, cols)
            except OffBoardError as error:
                raise PositionError(f"the first click the board was dealt for must be on the "
                                    f"board: {error}") from None
            dealt_for = Coord(*dealt_for)  # (a plain pair will do)
        self.dealt_for = dealt_for
        self.dealt_opening = dealt_opening
        try:
            known_mines = frozenset(known_mines)  # (a set or a list will do)
        except TypeError:
            raise PositionError(f"known_mines must be flat indices, not {known_mines!r}"[:200]
                                ) from None
        if any(type(index) is not int or not 0 <= index < len(cells) or cells[index] < CLOSED
               for index in known_mines):
            raise PositionError("a known mine must be a closed cell (a flat index)")
        self.known_mines = known_mines

    @classmethod
    def from_text(cls, text: str, mines: int) -> Position:
        """Read a picture in the game's characters (`# F ? . 1-8`), one line per row.

        Blank lines and surrounding spaces are ignored. `?` counts as closed. Lines end as
        a board file's do, at `\n`, `\r\n` or `\r` (not at the other characters
        `str.splitlines` takes: `\x1c` is no row's end, but a character that is not a cell).
        """
        if not isinstance(text, str):
            raise TypeError(f"from_text takes a picture's text, not {type(text).__name__}")
        rows = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        lines = [line.strip() for line in rows if line.strip()]
        if not lines:
            raise PositionError("the position is empty")
        width = len(lines[0])
        cells = bytearray()
        for number, line in enumerate(lines, start=1):
            if len(line) != width:
                cells_word = "cell" if len(line) == 1 else "cells"
                raise PositionError(
                    f"row {number} has {len(line)} {cells_word}, the first has {width}")
            for char in line:
                if char not in _CHARACTERS:
                    raise PositionError(f"{char!r} in row {number} is not a position character")
                cells.append(_CHARACTERS[char])
        return cls(len(lines), width, mines, cells)

    @classmethod
    def from_game(cls, game: Game, dealt_for: Coord | None = None) -> Position:
        """What the player of `game` sees now (see `Game.position`)."""
        return game.position(dealt_for)

    def to_text(self) -> str:
        """The picture form, the inverse of `from_text` (marks come back as `#`)."""
        cols = self.cols
        return "\n".join(
            "".join(_TEXT[value] for value in self.cells[row * cols : (row + 1) * cols])
            for row in range(self.rows)
        )

    def coord(self, index: int) -> Coord:
        """The coordinate of a flat index (OffBoardError for one off the board)."""
        return Coord(*divmod(self._index(index), self.cols))

    def _index(self, index: int) -> int:
        """`index`, if it is a flat index of this board; else OffBoardError."""
        return check_flat(index, self.rows, self.cols)

    @property
    def is_untouched(self) -> bool:
        """Whether no cell is open yet."""
        return not self.cells or min(self.cells) >= CLOSED

    @property
    def dealt_clear(self) -> frozenset[int]:
        """The closed cells (flat indices) the deal keeps free of mines, whatever was opened
        first: the click the board was dealt for, and the rest of its 3x3 block where it
        was dealt as random boards are (see `generate.kept_clear`; forgiving and strict
        redraws keep them clear, as cells proven safe). Empty for a board not dealt for a
        click."""
        if self.dealt_for is None:
            return frozenset()
        index = self.dealt_for.row * self.cols + self.dealt_for.col
        clear = [index]
        if self.first_open_is_safe or self.dealt_opening:
            from .generate import kept_clear

            clear = kept_clear(Params(self.rows, self.cols, self.mines), self.dealt_for)
        return frozenset(cell for cell in clear if self.cells[cell] >= CLOSED)

    def is_closed(self, cell: int | Coord) -> bool:
        """Whether the cell (a flat index, or a Coord) is closed (flagged or not)."""
        index = check_on_board(cell, self.rows, self.cols) if isinstance(cell, tuple) else \
            self._index(cell)
        return self.cells[index] >= CLOSED

    def _key(self) -> tuple[object, ...]:
        """Everything that can change an answer about the position."""
        return (self.rows, self.cols, self.mines, self.cells, self.known_mines,
                self.first_open_is_safe, self.dealt_for, self.dealt_opening)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        extra = "".join(f", {name}={value!r}" for name, value, default in (
            ("first_open_is_safe", self.first_open_is_safe, False),
            ("dealt_for", self.dealt_for, None), ("dealt_opening", self.dealt_opening, False),
            ("known_mines", self.known_mines, frozenset())) if value != default)
        if extra:  # not a picture's: no call makes it, so not one that reads as such
            return f"<Position {self.to_text()!r}, mines={self.mines}{extra}>"
        return f"Position.from_text({self.to_text()!r}, mines={self.mines})"


def check_position(value: object, asker: str) -> None:
    """A TypeError saying what to pass when `value` (given to `asker`) is not a Position:
    passing a Game is the easy mistake."""
    if not isinstance(value, Position):
        game = " (a game's is game.position())" if hasattr(value, "position") else ""
        raise TypeError(f"{asker} takes a Position, not {type(value).__name__}{game}")
