"""Board coordinates: row first, like curses (y, x)."""

from __future__ import annotations

from typing import Iterator, NamedTuple

from .excerpt import brief

# The eight directions around a cell, row offset first.
OFFSETS: tuple[tuple[int, int], ...] = (
    (-1, -1), (-1, 0), (-1, 1),
    (0, -1),           (0, 1),
    (1, -1),  (1, 0),  (1, 1),
)


class OffBoardError(ValueError, IndexError):
    """A coordinate that does not lie on the board."""


class Coord(NamedTuple):
    """A cell position, 0-based, row first."""

    row: int
    col: int

    def __str__(self) -> str:
        return f"{self.row} {self.col}"

    @property
    def name(self) -> str:
        """How every message names the cell: `row 3, column 7` (0-based, as the rulers)."""
        return f"row {self.row}, column {self.col}"


def neighbours(coord: Coord, rows: int, cols: int) -> Iterator[Coord]:
    """Yield the up-to-eight cells around `coord` that lie on a rows x cols board."""
    row, col = _row_col(coord)
    for dr, dc in OFFSETS:
        r, c = row + dr, col + dc
        if 0 <= r < rows and 0 <= c < cols:
            yield Coord(r, c)


def neighbour_indices(index: int, rows: int, cols: int) -> list[int]:
    """The flat indices (row * cols + col) around a flat index; the fast form for big boards."""
    row, col = divmod(index, cols)
    up = row > 0
    down = row < rows - 1
    left = col > 0
    right = col < cols - 1
    out: list[int] = []
    if up:
        above = index - cols
        if left:
            out.append(above - 1)
        out.append(above)
        if right:
            out.append(above + 1)
    if left:
        out.append(index - 1)
    if right:
        out.append(index + 1)
    if down:
        below = index + cols
        if left:
            out.append(below - 1)
        out.append(below)
        if right:
            out.append(below + 1)
    return out


def _row_col(coord: Coord) -> tuple[int, int]:
    """`coord` as a row and a column; OffBoardError if it is not a pair of whole numbers."""
    try:
        row, col = coord
    except (TypeError, ValueError):  # not a pair: 5, None, "3,4", (1, 2, 3)
        raise OffBoardError(f"cell {brief(coord)} is not a row and a column") from None
    if type(row) is not int or type(col) is not int:
        raise OffBoardError(f"cell {brief(row)} {brief(col)} is not a row and a column in "
                            "whole numbers")
    return row, col


def as_coord(coord: Coord) -> Coord:
    """`coord` (a Coord, or a plain pair of whole numbers) as a Coord; OffBoardError if it
    is not one."""
    return Coord(*_row_col(coord))


def on_board(coord: Coord, rows: int, cols: int) -> Coord:
    """`coord` (a Coord, or a plain pair of whole numbers) as a Coord; OffBoardError if it
    is not a cell of a rows x cols board."""
    return Coord(*divmod(check_on_board(coord, rows, cols), cols))


def check_flat(index: int, rows: int, cols: int) -> int:
    """`index`, if it is a flat index of a rows x cols board; else OffBoardError."""
    if type(index) is not int or not 0 <= index < rows * cols:
        raise OffBoardError(f"cell {brief(index)} is not a flat index of the {rows}x{cols} "
                            f"board (0 to {rows * cols - 1})")
    return index


def check_on_board(coord: Coord, rows: int, cols: int) -> int:
    """The flat index of `coord`; OffBoardError if it is not on a rows x cols board."""
    row, col = _row_col(coord)
    if not (0 <= row < rows and 0 <= col < cols):
        raise OffBoardError(
            f"cell {row} {col} is outside the {rows}x{cols} board "
            f"(rows 0-{rows - 1}, columns 0-{cols - 1})"
        )
    return row * cols + col
