"""The pure Minesweeper library: rules, board model, generation and board files.

Nothing here touches a terminal, a file, a clock or the global random generator. The logic
engine (solver, hints, no-guess boards, auto-player) loads on first use of one of its names,
so a game starts without it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .boardfile import (
    BoardFileError,
    first_click_comment,
    first_click_comments,
    first_click_line,
    format_pairs,
    format_picture,
    parse,
    parse_bytes,
    rows_in_comments,
)
from .boardposition import BoardPosition, parse_board, parse_board_bytes
from .coords import Coord, OffBoardError, neighbours
from .excerpt import ascii_escaped, columns, cut, excerpt, readable
from .game import Game, GameError, Placement
from .generate import dealer, kept_clear, place_mines
from .luck import Luck, redraw_stream
from .minefield import Minefield, MinefieldError
from .moves import Action, Move, MoveError
from .outcome import Outcome, Status, Tile, TileError
from .params import MAX_SIDE, MIN_SIDE, Level, Params, ParamsError, describe, whole_value
from .position import CLOSED, FLAG, Position, PositionError
from .stopwatch import Clock

if TYPE_CHECKING:
    from .autoplayer import AutoplayError, autoplay
    from .gameid import GameId, GameIdError
    from .hints import (
        BUDGET_CELLS,
        ProbabilityMap,
        is_informative,
        player_hint,
        probability_map,
        proof_of_mine,
        proof_of_safety,
    )
    from .modes import Judgement, ModeError, Response, Verdict, judge, respond
    from .modes import check_size as check_mode_size
    from .noguess import NoGuessError, is_no_guess, no_guess_minefield
    from .noguess import check_size as check_no_guess_size
    from .probability import InconsistentError, LimitError
    from .solver import (
        Deduction,
        Hint,
        HintError,
        HintKind,
        NothingToHintError,
        Rule,
        Solver,
        deductions,
        hint,
        probabilities,
    )
    from .solver.reasons import GUESS_NEEDED, GUESS_START, chance_figure

# name -> (module, its name there): loaded on first use.
_LATER: dict[str, tuple[str, str]] = {
    **{name: (".autoplayer", name) for name in ("AutoplayError", "autoplay")},
    "check_mode_size": (".modes", "check_size"),
    "check_no_guess_size": (".noguess", "check_size"),
    **{name: (".solver.reasons", name) for name in ("chance_figure", "GUESS_NEEDED",
                                                    "GUESS_START")},
    **{name: (".gameid", name) for name in ("GameId", "GameIdError")},
    **{name: (".hints", name) for name in ("BUDGET_CELLS", "ProbabilityMap",
                                           "is_informative", "player_hint", "probability_map",
                                           "proof_of_mine", "proof_of_safety")},
    **{name: (".modes", name) for name in ("Judgement", "ModeError", "Response", "Verdict",
                                           "judge", "respond")},
    **{name: (".noguess", name) for name in ("NoGuessError", "is_no_guess",
                                             "no_guess_minefield")},
    "InconsistentError": (".probability", "InconsistentError"),
    "LimitError": (".probability", "LimitError"),
    **{name: (".solver", name) for name in ("Deduction", "Hint", "HintError", "HintKind",
                                            "NothingToHintError",
                                            "Rule", "Solver", "deductions", "hint",
                                            "probabilities")},
}


def __getattr__(name: str) -> Any:
    where = _LATER.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(where[0], __name__), where[1])
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The library's names, those loaded on first use too (`help()` and completion list
    them), and the module's own dunders; not its helpers (`importlib`, `TYPE_CHECKING`)."""
    return sorted(set(__all__) | {name for name in globals() if name.startswith("__")})


__all__ = [
    "Action",
    "ascii_escaped",
    "autoplay",
    "AutoplayError",
    "CLOSED",
    "BoardFileError",
    "BoardPosition",
    "BUDGET_CELLS",
    "chance_figure",
    "check_mode_size",
    "check_no_guess_size",
    "Clock",
    "columns",
    "Coord",
    "dealer",
    "cut",
    "Deduction",
    "deductions",
    "describe",
    "excerpt",
    "first_click_comment",
    "first_click_comments",
    "rows_in_comments",
    "first_click_line",
    "format_pairs",
    "format_picture",
    "Game",
    "GameError",
    "GUESS_NEEDED",
    "GUESS_START",
    "GameId",
    "GameIdError",
    "hint",
    "Hint",
    "HintError",
    "HintKind",
    "InconsistentError",
    "is_informative",
    "is_no_guess",
    "judge",
    "Judgement",
    "kept_clear",
    "Level",
    "LimitError",
    "Luck",
    "MAX_SIDE",
    "MIN_SIDE",
    "Minefield",
    "MinefieldError",
    "ModeError",
    "Move",
    "MoveError",
    "neighbours",
    "no_guess_minefield",
    "NoGuessError",
    "NothingToHintError",
    "OffBoardError",
    "Outcome",
    "Params",
    "ParamsError",
    "parse",
    "parse_board",
    "parse_board_bytes",
    "parse_bytes",
    "place_mines",
    "Placement",
    "player_hint",
    "FLAG",
    "Position",
    "PositionError",
    "probabilities",
    "probability_map",
    "ProbabilityMap",
    "proof_of_mine",
    "proof_of_safety",
    "readable",
    "redraw_stream",
    "respond",
    "Response",
    "Rule",
    "Solver",
    "Status",
    "Tile",
    "TileError",
    "Verdict",
    "whole_value",
]
