"""The pure Minesweeper library: rules, board model, generation and board files.

Nothing here touches a terminal, a file, a clock or the global random generator.
"""

from .autoplay import autoplay
from .boardfile import BoardFileError, format_pairs, format_picture, parse, parse_bytes
from .coords import Coord, OffBoardError, neighbours
from .game import Game, Outcome, Status, Tile
from .generate import kept_clear, place_mines
from .minefield import Minefield, MinefieldError
from .moves import Action, Move, MoveError
from .noguess import NoGuessError, is_no_guess, no_guess_minefield
from .params import MAX_SIDE, MIN_SIDE, Level, Params, ParamsError, describe
from .position import Position, PositionError
from .probability import InconsistentError
from .solver import Deduction, Hint, HintKind, Rule, Solver, deductions, hint, probabilities

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
    # The logic engine (solver, hints, no-guess boards, auto-player).
    "Deduction",
    "Hint",
    "HintKind",
    "InconsistentError",
    "NoGuessError",
    "Position",
    "PositionError",
    "Rule",
    "Solver",
    "autoplay",
    "deductions",
    "hint",
    "is_no_guess",
    "no_guess_minefield",
    "probabilities",
]
