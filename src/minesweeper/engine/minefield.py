"""Where the mines are, and how many touch each cell."""

from __future__ import annotations

from typing import Iterable, Iterator, Sequence

from .coords import (
    Coord,
    OffBoardError,
    check_on_board,
    neighbour_indices,
)
from .excerpt import brief
from .flood import flood
from .params import Params, ParamsError, check_size


class MinefieldError(ValueError):
    """Mines that cannot be placed on the board as given."""


def _check_room(rows: int, cols: int, mines: int) -> None:
    """A board of only mines cannot be played: refuse it."""
    if mines >= rows * cols:
        raise MinefieldError(f"the {rows}x{cols} board needs at least one cell without a mine")


class Minefield:
    """A fixed layout of mines on a rows x cols board, with neighbour counts.

    Cells are also addressed by flat index `row * cols + col`, the form the game
    and the solver use on large boards.
    """

    __slots__ = ("rows", "cols", "_mine", "_counts", "_mines", "_three_bv")

    def __init__(self, rows: int, cols: int, mines: Iterable[Coord]) -> None:
        check_size(rows, cols)
        indices: list[int] = []
        seen: set[int] = set()
        for coord in mines:
            try:
                row, col = coord
            except (TypeError, ValueError):
                raise MinefieldError(f"mine {brief(coord)} is not a row and a column") from None
            if type(row) is not int or type(col) is not int:
                raise MinefieldError(f"mine {brief(row)} {brief(col)} is not a row and a column "
                                     "in whole numbers")
            if not (0 <= row < rows and 0 <= col < cols):
                raise MinefieldError(f"mine {row} {col} is outside the {rows}x{cols} board")
            index = row * cols + col
            if index in seen:
                raise MinefieldError(f"mine {row} {col} is placed twice")
            seen.add(index)
            indices.append(index)
        _check_room(rows, cols, len(indices))
        self._build(rows, cols, indices)

    @classmethod
    def from_indices(cls, rows: int, cols: int, indices: Iterable[int]) -> Minefield:
        """Build from flat indices (`row * cols + col`): each a whole number on the board,
        none twice, and at least one cell left without a mine (else `MinefieldError`)."""
        check_size(rows, cols)
        listed = list(indices)
        size = rows * cols
        seen: set[int] = set()
        for index in listed:
            if type(index) is not int or not 0 <= index < size:
                raise MinefieldError(f"mine index {brief(index)} is not a whole number from 0 "
                                     f"to {size - 1}, a cell of the {rows}x{cols} board")
            if index in seen:
                raise MinefieldError(f"mine index {index} is placed twice")
            seen.add(index)
        _check_room(rows, cols, len(listed))
        field = cls.__new__(cls)
        field._build(rows, cols, listed)
        return field

    def _build(self, rows: int, cols: int, indices: list[int]) -> None:
        self.rows = rows
        self.cols = cols
        size = rows * cols
        self._mine = bytearray(size)
        self._counts = bytearray(size)
        self._mines = frozenset(indices)
        self._three_bv: int | None = None
        mine = self._mine
        counts = self._counts
        around = (-cols - 1, -cols, -cols + 1, -1, 1, cols - 1, cols, cols + 1)
        last_row, last_col = rows - 1, cols - 1
        for index in indices:
            mine[index] = 1
            row, col = divmod(index, cols)
            # Inside the board the neighbours are fixed offsets; only edges need checks.
            if 0 < row < last_row and 0 < col < last_col:
                for offset in around:
                    counts[index + offset] += 1
            else:
                for other in neighbour_indices(index, rows, cols):
                    counts[other] += 1

    @property
    def params(self) -> Params:
        """The size and mine count of this field."""
        try:
            return Params(self.rows, self.cols, len(self._mines))
        except ParamsError as error:  # pragma: no cover - the constructor already checked
            raise MinefieldError(str(error)) from error

    @property
    def mine_count(self) -> int:
        """How many mines the field holds."""
        return len(self._mines)

    @property
    def mine_indices(self) -> frozenset[int]:
        """The flat indices of the mines."""
        return self._mines

    def mine_bytes(self) -> bytes:
        """A byte a cell, row by row: 1 for a mine, 0 for a safe cell."""
        return bytes(self._mine)

    def mines(self) -> Iterator[Coord]:
        """The mines in reading order (row by row)."""
        cols = self.cols
        for index in sorted(self._mines):
            yield Coord(*divmod(index, cols))

    def contains(self, coord: Coord) -> bool:
        """Whether `coord` is a cell of the board (a row and a column in whole numbers, in
        range: (1.5, 0) is none)."""
        try:
            check_on_board(coord, self.rows, self.cols)
        except OffBoardError:
            return False
        return True

    def index(self, coord: Coord) -> int:
        """The flat index of `coord`; OffBoardError if it is off the board."""
        return check_on_board(coord, self.rows, self.cols)

    def is_mine(self, coord: Coord) -> bool:
        """Whether a mine lies at `coord`."""
        return bool(self._mine[self.index(coord)])

    def check_deal(self, params: Params, first_click: Coord | None = None,
                   opening: bool = False) -> None:
        """MinefieldError unless the field is `params` with no mine at `first_click` (the
        click it was dealt for, if any; OffBoardError if that is off the board), nor, with
        `opening`, around it (dealt as random boards are, its 3x3 block clear)."""
        if self.params != params:
            raise MinefieldError(f"the minefield is {self.params}, not {params}")
        if first_click is None:
            return
        index = check_on_board(first_click, self.rows, self.cols)
        if opening:  # as a random deal keeps it: the 3x3 block, if the board has room
            from .generate import kept_clear  # (it builds minefields: imported here)

            clear = kept_clear(params, first_click)
        for cell in clear if opening else [index]:
            if self._mine[cell]:
                where = "there" if cell == index else \
                    f"at {Coord(*divmod(cell, self.cols)).name}"
                raise MinefieldError(
                    f"the board is said to be dealt for a first click at {first_click[0]} "
                    f"{first_click[1]}{', its block clear,' if opening else ','} but a mine "
                    f"lies {where}")

    def count(self, coord: Coord) -> int:
        """How many of the eight neighbours of `coord` hold a mine."""
        return self._counts[self.index(coord)]

    @property
    def counts(self) -> bytearray:
        """Every cell's neighbour count by flat index (shared, not a copy: do not change it)."""
        return self._counts

    def is_mine_at(self, index: int) -> bool:
        """Whether a mine lies at a flat index; OffBoardError if none of the board's."""
        if not 0 <= index < len(self._mine):
            raise self._off_board(index)
        return bool(self._mine[index])

    def count_at(self, index: int) -> int:
        """The neighbour count at a flat index; OffBoardError if none of the board's."""
        if not 0 <= index < len(self._counts):
            raise self._off_board(index)
        return self._counts[index]

    def _off_board(self, index: int) -> OffBoardError:
        return OffBoardError(f"cell index {index} is outside the {self.rows}x{self.cols} board "
                             f"(indices 0-{self.rows * self.cols - 1})")

    @property
    def three_bv(self) -> int:
        """The Bechtel board benchmark value: the fewest clicks that clear the board.

        One click per opening (connected region of zeros with its border), plus one
        per numbered safe cell that touches no zero.
        """
        if self._three_bv is None:
            self._three_bv = self._compute_three_bv()
        return self._three_bv

    def three_bv_done(self, is_open: Sequence[bool]) -> int:
        """How much of the 3BV the open cells (`is_open`, by index) have done: each opening
        whose zeros are all open, and each open numbered cell that touches no zero."""
        mine, counts = self._mine, self._counts
        covered = bytearray(self.rows * self.cols)
        done = 0
        for start in range(len(covered)):
            if not (covered[start] or mine[start] or counts[start]):
                region = flood(covered, counts, self.rows, self.cols, [start])
                done += all(is_open[index] for index in region if not counts[index])
        return done + sum(1 for index in range(len(covered))
                          if is_open[index] and not covered[index] and not mine[index])

    def _compute_three_bv(self) -> int:
        rows, cols = self.rows, self.cols
        mine, counts = self._mine, self._counts
        covered = bytearray(rows * cols)  # opened by a click counted so far (flood's OPEN)
        clicks = 0
        for start in range(rows * cols):
            if not (covered[start] or mine[start] or counts[start]):
                clicks += 1  # an opening: the one flood fill opens it with its border
                flood(covered, counts, rows, cols, [start])
        for index in range(rows * cols):
            if not covered[index] and not mine[index]:
                clicks += 1
        return clicks

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Minefield):
            return NotImplemented
        return (self.rows, self.cols, self._mines) == (other.rows, other.cols, other._mines)

    def __hash__(self) -> int:
        return hash((self.rows, self.cols, self._mines))

    def __repr__(self) -> str:
        return f"Minefield({self.rows}, {self.cols}, {list(self.mines())!r})"
