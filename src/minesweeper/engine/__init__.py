"""The pure Minesweeper library: rules, board model, generation and board files.

Nothing here touches a terminal, a file, a clock or the global random generator. The logic
engine (solver, hints, no-guess boards, auto-player) loads on first use of one of its names,
so a game starts without it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .boardfile import BoardFileError, format_pairs, format_picture, parse, parse_bytes
from .coords import Coord, OffBoardError, neighbours
from .game import Game
from .generate import kept_clear, place_mines
from .minefield import Minefield, MinefieldError
from .moves import Action, Move, MoveError
from .outcome import Outcome, Status, Tile
from .params import MAX_SIDE, MIN_SIDE, Level, Params, ParamsError, describe
from .position import Position, PositionError

if TYPE_CHECKING:
    from .autoplay import autoplay
    from .noguess import NoGuessError, is_no_guess, no_guess_minefield
    from .probability import InconsistentError
    from .solver import Deduction, Hint, HintKind, Rule, Solver, deductions, hint, probabilities

_LATER = {
    "autoplay": ".autoplay",
    "NoGuessError": ".noguess",
    "is_no_guess": ".noguess",
    "no_guess_minefield": ".noguess",
    "InconsistentError": ".probability",
    **{name: ".solver" for name in ("Deduction", "Hint", "HintKind", "Rule", "Solver",
                                    "deductions", "hint", "probabilities")},
}


def __getattr__(name: str) -> Any:
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


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
