"""A board file's position: the open cells and flags a picture draws, for a game that starts
part-way through (a pattern to show a class, a puzzle to hand out).

In a picture, `F` is a flagged mine and a digit an open cell showing that number: it must be
the number of mines around it, and an open 0 has every cell around it open too (as opening
it would). Something must be left to play: a closed safe cell.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from .boardfile import FLAGGED, BoardFileError, Shown, decode, parse_cells
from .coords import Coord, neighbour_indices
from .minefield import Minefield
from .moves import Action, Move


@dataclass(frozen=True)
class BoardPosition:
    """A board file's mines, and the cells it shows open and flagged (none, unless its
    picture draws a position)."""

    minefield: Minefield
    opened: tuple[Coord, ...] = ()
    flagged: tuple[Coord, ...] = ()

    @functools.cached_property
    def setup(self) -> tuple[Move, ...]:
        """The moves that make the position on a new game, as it records them: flags
        first, then each open cell not opened already (a 0 opens the cells around it)."""
        from .game import Game

        game = Game.fixed(self.minefield)
        game.set_up([*(Move(Action.FLAG, cell) for cell in self.flagged),
                     *(Move(Action.OPEN, cell) for cell in self.opened)])
        return game.moves


def parse_board(text: str, source: str = "<board>") -> BoardPosition:
    """Parse board-file text (see `boardfile.parse`) with the position its picture draws;
    BoardFileError where a number drawn is not the board's, or nothing is left to play."""
    field, shown = parse_cells(text, source)
    return BoardPosition(field, *_checked(field, shown, source))


def parse_board_bytes(data: bytes, source: str = "<board>") -> BoardPosition:
    """Decode a board file's bytes as UTF-8 text and parse it (see `parse_board`)."""
    return parse_board(decode(data, source, "parse_board_bytes"), source)


def _checked(field: Minefield, shown: list[Shown], source: str
             ) -> tuple[tuple[Coord, ...], tuple[Coord, ...]]:
    """The open cells and flags `shown`, each number drawn checked against the mines."""
    if not shown:
        return (), ()
    rows, cols = field.rows, field.cols
    is_open = bytearray(rows * cols)
    for _, index, char in shown:
        is_open[index] = char != FLAGGED
    opened: list[Coord] = []
    flagged: list[Coord] = []
    for number, index, char in shown:
        cell = Coord(*divmod(index, cols))
        if char == FLAGGED:
            flagged.append(cell)
            continue
        mines = field.count_at(index)
        if int(char) != mines:
            raise BoardFileError(source, number, f"the {char} at {cell.name} touches "
                                 f"{mines} {'mine' if mines == 1 else 'mines'}")
        closed = next((other for other in neighbour_indices(index, rows, cols)
                       if not is_open[other]), None) if mines == 0 else None
        if closed is not None:
            raise BoardFileError(source, number, f"the 0 at {cell.name} has a closed cell "
                                 f"beside it, {Coord(*divmod(closed, cols)).name}: an open "
                                 "0 opens every cell around it")
        opened.append(cell)
    if len(opened) == rows * cols - field.mine_count:
        raise BoardFileError(source, shown[-1][0], "every safe cell is open: nothing is "
                             "left to play")
    return tuple(opened), tuple(flagged)
