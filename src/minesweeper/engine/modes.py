"""Forgiving and strict play: which guesses were forced, and what to do about them.

A guess is forced when the complete solver (with the total mine count) proves no closed
cell anywhere safe from what the player sees. Flags are claims: a flagged cell counts as
closed and unknown, so a wrong flag neither hides a safe cell nor proves a mine. A forced
guess is made safe by a uniform redraw of the hidden mines (see `redraw`); in strict play
an unforced guess on a cell that could hold a mine is redrawn to a layout where it does.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, replace
from typing import Collection, Literal

from .coords import Coord
from .excerpt import brief
from .minefield import Minefield
from .params import Params
from .position import CLOSED, Position, check_position
from .probability import NODE_LIMIT, InconsistentError
from .redraw import ModeError, TangledError, redraw
from .solver import MINE, SAFE, Solver

__all__ = [
    "MAX_CELLS", "Judgement", "ModeError", "Response", "TangledError", "Verdict", "check_size",
    "is_forced", "judge", "proven", "proven_mine", "redraw", "respond", "safe_cells",
]

# Above this many cells judging a guess (a complete solve) and redrawing take too long for
# a move, so forgiving and strict play are refused at the start. Measured on stuck
# positions at Advanced density (benchmarks/modes.py --sizes, seed 1, 5 each, busy 2-core
# machine), judge + redraw medians: 37 ms at 100x100, 141 ms at 200x200, 212 ms at
# 250x250, 346 ms at 316x316 (the judging is most of it; an open proven safe nearby is
# judged in about 1 ms at any size). The bound of a hint's exact counting.
MAX_CELLS = 40_000
# How far around the cells of a move the numbers are read to prove it safe quickly.
# Measured on a half-played 100x100x2062 game (benchmarks/modes.py --sizes, seed 1): of
# 300 proven safe cells, 3 cells prove 69 at 0.2 ms each, 5 prove 263 (0.5 ms), 8 prove
# 294 (1.1 ms), 12 prove 297 (2.4 ms); the complete solve there takes 230 ms.
NEARBY = 8


class Verdict(enum.Enum):
    """What a move that opens cells was, judged from what the player saw before it."""

    SAFE = "every cell it opens was proven safe"
    FORCED = "no closed cell anywhere was proven safe"
    UNFORCED = "a guess while some closed cell was proven safe"
    MISTAKE = "it opens a proven mine"


@dataclass(frozen=True)
class Judgement:
    """A move's verdict and what the solver proved before it (flat indices)."""

    verdict: Verdict
    safe: frozenset[int]  # closed cells proven safe (flagged ones included; see `judge`)
    mines: frozenset[int]  # closed cells proven mines
    # Why a forced move was not made safe (set by `respond`): "together", no layout that
    # fits has every cell it opens safe (a chord); "tangled", too many layouts to redraw.
    unmade: Literal["", "together", "tangled"] = ""


def check_size(params: Params) -> None:
    """ModeError at once when a board is too large to judge and redraw within a move."""
    if params.cells > MAX_CELLS:
        raise ModeError(
            f"forgiving and strict play go up to {MAX_CELLS:,} cells; "
            f"{params.rows}x{params.cols} has {params.cells:,}"
        )


def proven(position: Position, *, node_limit: int = NODE_LIMIT
           ) -> tuple[frozenset[int], frozenset[int]]:
    """The closed cells proven safe and those proven mines, by the complete solver.

    ModeError when the position is impossible, or when a frontier part has too many
    layouts to count and nothing could be proven safe (a forced guess cannot be told).
    """
    try:
        solver = Solver.from_position(position, node_limit=node_limit)
        solver.explain = False
        for _ in solver.deductions():
            pass
    except InconsistentError as error:
        raise ModeError(f"no layout fits the position: {error}") from None
    state = solver.state
    safe = {i for i, value in enumerate(state) if value == SAFE}  # the deal's too (dealt_clear)
    if solver.capped and not safe:
        raise ModeError("too many layouts to count: cannot tell whether a cell is safe")
    return frozenset(safe), frozenset(i for i, value in enumerate(state) if value == MINE)


def judge(position: Position, opened: Collection[int], *,
          node_limit: int = NODE_LIMIT) -> Judgement:
    """Judge a move that opens the closed cells `opened` (one cell, or a chord's cells).

    A chord is one move: it is forced only when no closed cell anywhere was proven safe,
    and a mistake when any cell it opens was a proven mine. The first open of a random
    game is always safe. A move proven safe by the numbers near it is judged without the
    complete solve, and its judgement lists only the opened cells as safe. ModeError when
    a cell is off the board or open.
    """
    check_position(position, "judge")
    cells = _closed_cells(position, opened)
    if position.first_open_is_safe:
        return Judgement(Verdict.SAFE, frozenset(), frozenset())
    if _is_safe_nearby(position, cells):
        return Judgement(Verdict.SAFE, frozenset(cells), frozenset())
    safe, mines = proven(position, node_limit=node_limit)
    if any(index in mines for index in cells):
        verdict = Verdict.MISTAKE
    elif all(index in safe for index in cells):
        verdict = Verdict.SAFE
    elif safe:
        verdict = Verdict.UNFORCED
    else:
        verdict = Verdict.FORCED
    return Judgement(verdict, safe, mines)


def _closed_cells(position: Position, opened: Collection[int]) -> list[int]:
    """`opened`, sorted, each once; ModeError unless they are flat indices of closed cells
    (a Coord is the easy mistake: the game's moves take them)."""
    try:
        if isinstance(opened, Coord):  # one cell, not the cells of its row and column
            raise TypeError
        given = set(opened)
    except TypeError:  # a bare number, or cells that are lists
        raise ModeError(f"the cells a move opens are flat indices (row * columns + column) "
                        f"in a list or a set, not {brief(opened)}") from None
    for index in given:
        if type(index) is not int:
            raise ModeError(f"cell {brief(index)} is not a flat index (row * columns + "
                            "column)")
        if not 0 <= index < len(position.cells) or position.cells[index] < CLOSED:
            raise ModeError(f"cell {index} is not a closed cell of the board")
    if not given:
        raise ModeError("a move must open at least one cell")
    return sorted(given)


def _is_safe_nearby(position: Position, cells: list[int]) -> bool:
    """Whether the one- and two-number rules prove every cell safe from the numbers within
    NEARBY cells of them (most opens are such, and the complete solve of a large board
    takes far longer).

    The window's numbers whose neighbours are not all in it are read as closed cells: a
    window then allows every layout the board does and more, so what it proves holds.
    """
    rows, cols = position.rows, position.cols
    places = [divmod(index, cols) for index in cells]
    top = max(0, min(row for row, _ in places) - NEARBY)
    bottom = min(rows, max(row for row, _ in places) + NEARBY + 1)
    left = max(0, min(col for _, col in places) - NEARBY)
    right = min(cols, max(col for _, col in places) + NEARBY + 1)
    window = bytearray()
    for row in range(top, bottom):
        whole_rows = (row > top or row == 0) and (row < bottom - 1 or row == rows - 1)
        for col in range(left, right):
            value = position.cells[row * cols + col]
            whole = whole_rows and (col > left or col == 0) and (col < right - 1 or col == cols - 1)
            window.append(value if whole or value >= CLOSED else CLOSED)
    width = right - left
    # The rules used never count mines, so the window's mine count does not matter.
    try:
        solver = Solver.from_position(Position(bottom - top, width, 0, window))
        solver.explain = False
        while solver.single() or solver.pair():
            pass
    except InconsistentError:
        return False
    return all(solver.state[(row - top) * width + col - left] == SAFE for row, col in places)


def safe_cells(position: Position) -> frozenset[int]:
    """The closed cells proven safe from what the player sees (flags ignored)."""
    return proven(position)[0]


def proven_mine(position: Position, index: int) -> bool:
    """Whether the closed cell `index` is a mine in every layout that fits the position."""
    return index in proven(position)[1]


def is_forced(position: Position, opened: Collection[int]) -> bool:
    """Whether opening `opened` is a forced guess: no closed cell anywhere proven safe."""
    return judge(position, opened).verdict is Verdict.FORCED


@dataclass(frozen=True)
class Response:
    """What forgiving or strict play makes of a move: its judgement, and the minefield to
    play it on (None: the mines stay where they are)."""

    judgement: Judgement
    minefield: Minefield | None


def respond(position: Position, opened: Collection[int], rng: random.Random, *,
            strict: bool, node_limit: int = NODE_LIMIT) -> Response:
    """Judge a move that opens `opened` and redraw as the mode says, from `rng` (the
    game's own stream).

    A forced guess is made safe, in both modes; in strict play an unforced guess is
    redrawn to a layout with a mine among its cells, if any layout that fits has one.
    Proven moves and mistakes keep the mines, as does a redraw that no layout fits or
    that has too many layouts to count (a forced move's judgement then says which, in
    `unmade`). ModeError when the move cannot be judged.
    """
    check_position(position, "respond")
    opened = _closed_cells(position, opened)  # (read once: an iterator would be used up)
    judgement = judge(position, opened, node_limit=node_limit)
    field = None
    forced = judgement.verdict is Verdict.FORCED
    try:
        known = (judgement.safe, judgement.mines)
        if forced:
            field = redraw(position, rng, safe=opened, known=known, node_limit=node_limit)
        elif strict and judgement.verdict is Verdict.UNFORCED:
            field = redraw(position, rng, mine_among=opened, known=known,
                           node_limit=node_limit)
    except TangledError:
        if forced:
            judgement = replace(judgement, unmade="tangled")
    except ModeError:
        if forced:
            judgement = replace(judgement, unmade="together")
    return Response(judgement, field)
