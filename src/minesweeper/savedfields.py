"""The readers of a kept game's single fields that a damaged value must not cost the game:
each gives a value that is safe to use, or none."""

from __future__ import annotations

from typing import Any

from .engine import Action, Coord, Move, Params
from .runs import is_run


def safe_cell(value: Any, params: Params, mines: frozenset[int]) -> Coord | None:
    """A kept `dealt_for`: a cell of the board that is not a mine, else None (it only
    shapes tips, so a damaged one is dropped rather than costing the game)."""
    if not (isinstance(value, list) and len(value) == 2
            and all(type(part) is int for part in value)):
        return None
    row, col = value
    if not (0 <= row < params.rows and 0 <= col < params.cols):
        return None
    if row * params.cols + col in mines:
        return None
    return Coord(row, col)


def run_name(value: Any) -> str:
    """A kept run's name (see `runs`), else "": a damaged one is a game left for anyone."""
    return value if isinstance(value, str) and is_run(value) else ""


def short_text(value: Any) -> str:
    """A kept name: text of at most a path's length, else "" (the title then stands in)."""
    return value if isinstance(value, str) and len(value) <= 4096 else ""


def set_up(value: Any, moves: list[Move]) -> int:
    """How many of a kept board file's first `moves` are its position: none where the
    count is damaged (later games of the board then start without it)."""
    return value if type(value) is int and 0 <= value <= len(moves) else 0


def clicks(value: Any, moves: list[Move], setup: int) -> int:
    """A kept game's clicks (see `Session.clicks`); where none were kept (older saves) or
    the count is damaged, its moves but undos and its position's (`setup`) stand in."""
    if type(value) is int and 0 <= value <= 10**12:
        return value
    return sum(1 for move in moves[setup:] if move.action is not Action.UNDO)
