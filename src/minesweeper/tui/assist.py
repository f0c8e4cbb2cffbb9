"""The logic engine as the game screen uses it: a tip for the `t` key, the probability map for
the `i` overlay, and what to say about either. Pure: no curses, testable on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import (
    Coord,
    Game,
    Hint,
    HintKind,
    InconsistentError,
    Position,
    PositionError,
    Solver,
    Status,
    hint,
)
from ..engine.position import FLAG
from ..engine.solver import MINE, UNKNOWN

# Above this many cells the exact count of every layout takes too long for a key press
# (measured: 0.2 s at 200 x 200, 17 s at 1000 x 1000), so a tip uses the one- and
# two-number rules only and the overlay is refused.
LARGE_CELLS = 40_000


@dataclass(frozen=True)
class Tip:
    """What the `t` key shows: where to put the cursor, what to highlight, what to say."""

    message: str
    cell: Coord | None = None
    numbers: tuple[Coord, ...] = ()
    assisted: bool = False  # whether the tip told the player something they could not see
    is_error: bool = False

    @property
    def highlight(self) -> frozenset[Coord]:
        """The hinted cell and the numbers that prove it."""
        if self.cell is None:
            return frozenset()
        return frozenset((self.cell, *self.numbers))


def is_large(game: Game) -> bool:
    """Whether the board is too large for exact counting on a key press."""
    return game.rows * game.cols > LARGE_CELLS


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def hint_message(given: Hint) -> str:
    """One line for a hint: what the highlighted cell is and why (the cell is under the cursor)."""
    if given.kind is HintKind.GUESS:
        return (
            f"A guess is needed: nothing can be proven. The least risky cell is "
            f"row {given.cell.row}, column {given.cell.col}, with a "
            f"{given.probability * 100:.1f}% chance of a mine"
        )
    verdict = {
        HintKind.SAFE: "Safe to open",
        HintKind.MINE: "A mine",
        HintKind.WRONG_FLAG: "This flag is wrong",
    }[given.kind]
    return f"{verdict}: {given.reason}"


def quick_hint(position: Position) -> Hint | None:
    """A hint from the one- and two-number rules only (cheap on any board), or None."""
    solver = Solver.from_position(position)
    cells = position.cells
    while True:
        found = solver.single() or solver.pair()
        if not found:
            return None
        for deduction in found:
            row, col = deduction.cell
            flagged = cells[row * position.cols + col] == FLAG
            if deduction.is_mine and not flagged:
                return Hint(deduction.cell, HintKind.MINE, deduction.numbers, deduction.reason,
                            1.0)
            if not deduction.is_mine:
                kind = HintKind.WRONG_FLAG if flagged else HintKind.SAFE
                return Hint(deduction.cell, kind, deduction.numbers, deduction.reason, 0.0)


def tip(game: Game, no_guess: bool = False, dealt_for: Coord | None = None) -> Tip:
    """The tip for `game` as it stands (the caller refuses paused games)."""
    if game.is_over:
        word = "won" if game.status is Status.WON else "lost"
        return Tip(f"The game is {word}: n for a new game, r to replay", is_error=True)
    if game.minefield is None:
        # Mines go down at the first click, around it: any cell is a safe start.
        where = "; on a no-guess board logic finishes it from there" if no_guess else ""
        return Tip(f"Open anywhere: the first click is never a mine{where}")
    try:
        position = Position.from_game(game, dealt_for)
        if is_large(game):
            given = quick_hint(position)
            if given is None:
                return Tip(
                    f"No one- or two-number deduction; exact counting is too slow on "
                    f"{game.rows * game.cols:,} cells (the limit is {LARGE_CELLS:,})",
                    is_error=True,
                )
        else:
            given = hint(position)
    except (InconsistentError, PositionError) as error:
        return Tip(f"No tip: {error}", is_error=True)
    return Tip(hint_message(given), given.cell, given.numbers, assisted=True)


@dataclass
class Overlay:
    """Mine probabilities of the closed cells, by flat index, and a note if they are rough."""

    probabilities: dict[int, float] = field(default_factory=dict)
    note: str = ""


def overlay(game: Game) -> Overlay:
    """Every closed cell's mine probability (flags count as closed: they are claims).

    Raises OverlayError when it cannot be shown (too large a board, a lost game).
    """
    if is_large(game):
        raise OverlayError(
            f"The probability overlay needs exact counting, too slow on "
            f"{game.rows * game.cols:,} cells (the limit is {LARGE_CELLS:,})"
        )
    try:
        position = Position.from_game(game)
        solver = Solver.from_position(position)
        solver.explain = False
        while solver.single() or solver.pair():
            pass
        counting = solver.count()
    except (InconsistentError, PositionError) as error:
        raise OverlayError(f"No probabilities: {error}") from error
    total = counting.total
    mine_ways = counting.mine_ways
    rest = set(counting.rest)
    # Cells away from the numbers all share one figure: divide the big integers once.
    rest_probability = mine_ways[counting.rest[0]] / total if counting.rest else 0.0
    out: dict[int, float] = {}
    for index, value in enumerate(solver.state):
        if value == UNKNOWN:
            out[index] = rest_probability if index in rest else mine_ways[index] / total
        elif value > UNKNOWN:
            out[index] = 1.0 if value == MINE else 0.0
    note = ""
    if counting.capped:
        note = "Some probabilities are estimates: part of the frontier has too many layouts"
    return Overlay(out, note)


class OverlayError(ValueError):
    """The overlay cannot be shown; the message says why."""
