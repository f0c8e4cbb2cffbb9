"""Moves in a short text form (`O3,4` opens row 3, column 4), for saving and replays."""

from __future__ import annotations

import enum
import re
from typing import NamedTuple

from .coords import Coord, as_coord
from .excerpt import excerpt


class MoveError(ValueError):
    """Text that is not a move."""


class Action(enum.Enum):
    """What a move does; the value is its letter in the text form."""

    OPEN = "O"
    CHORD = "C"
    FLAG = "F"
    MARK = "M"
    UNDO = "U"  # take back the move that lost (its cell)


# ASCII digits only, and no more than a side has (int() of 4,301 digits would raise).
_MOVE = re.compile(r"([OCFMU])([0-9]{1,7}),([0-9]{1,7})")


class Move(NamedTuple):
    """One player action on one cell."""

    action: Action
    coord: Coord

    @property
    def text(self) -> str:
        """The short form, such as `F3,4` (the cell may be a plain pair, as a game takes it;
        OffBoardError for one that is no row and column)."""
        row, col = as_coord(self.coord)
        return f"{self.action.value}{row},{col}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read the short form written by `text`."""
        if not isinstance(text, str):
            raise TypeError(f"Move.parse takes a move's text such as 'O3,4', not "
                            f"{type(text).__name__}")
        match = _MOVE.fullmatch(text)
        if match is None:
            raise MoveError(f"{excerpt(text)} is not a move (expected a letter O, C, F, M or U "
                            "and ROW,COL)")
        return cls(Action(match.group(1)), Coord(int(match.group(2)), int(match.group(3))))
