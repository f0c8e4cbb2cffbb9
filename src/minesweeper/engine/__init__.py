"""The pure Minesweeper library: rules, board model, generation and board files.

Nothing here touches a terminal, a file, a clock or the global random generator.
"""

from .boardfile import BoardFileError, format_pairs, format_picture, parse, parse_bytes
from .coords import Coord, OffBoardError, neighbours
from .game import Game, Outcome, Status, Tile
from .generate import kept_clear, place_mines
from .minefield import Minefield, MinefieldError
from .moves import Action, Move, MoveError
from .params import MAX_SIDE, MIN_SIDE, Level, Params, ParamsError, describe

__all__ = [
    "Action",
    "Move",
    "MoveError",
    "MAX_SIDE",
    "MIN_SIDE",
    "BoardFileError",
    "Coord",
    "Game",
    "Level",
    "Minefield",
    "MinefieldError",
    "OffBoardError",
    "Outcome",
    "Params",
    "ParamsError",
    "Status",
    "Tile",
    "describe",
    "format_pairs",
    "format_picture",
    "kept_clear",
    "neighbours",
    "parse",
    "parse_bytes",
    "place_mines",
]
