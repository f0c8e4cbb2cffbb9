"""The public questions: every deduction, the probability map, and one hint."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from typing import Collection

from ..coords import Coord, check_on_board
from ..position import FLAG, Position, check_position
from ..probability import NODE_LIMIT, InconsistentError
from .core import Deduction, Solver
from .guess import choose
from .marks import MINE, SAFE, UNKNOWN
from .premises import Chain
from .reasons import guess_reason, where


class HintError(ValueError):
    """No help can be given for this position; the message says why."""


class NothingToHintError(HintError):
    """The position is finished: every cell is open or a flagged or proven mine."""


def deductions(position: Position, *, node_limit: int = NODE_LIMIT) -> list[Deduction]:
    """Everything provable from `position`, cheapest rule first, each with its reason and
    every number its proof needs (see `Chain`). From the numbers, the mine count, the mines
    seen going off and the cells a deal keeps clear (`Position.dealt_clear`), which prove
    others but are not listed themselves: saying those is `hint`'s."""
    check_position(position, "deductions")
    solver = Solver.from_position(position, node_limit=node_limit)
    chain = Chain(solver)
    found = [chain.complete(found) for found in chain.deductions()]
    check_plainly_possible(solver)  # a number whose last closed neighbours proved safe
    return found


def probabilities(position: Position, *, node_limit: int = NODE_LIMIT) -> list[list[float]]:
    """Each cell's mine probability, row by row: 0.0 for open cells, flags included. From
    the numbers, the mine count and the cells a deal keeps clear (`Position.dealt_clear`;
    flags are claims, not counted). With a small `node_limit` the figures may be
    estimates, which `probability_map` says (`is_estimate`) and this does not. Each figure
    is the exact fraction (`exact_probabilities`) rounded to a float, found without
    writing the fractions out: on a 400x400 board their huge binomials had taken seconds."""
    check_position(position, "probabilities")
    from ..chances import mine_chance_rows

    try:
        check_plainly_possible(Solver.from_position(position, node_limit=node_limit))
        return mine_chance_rows(position, node_limit=node_limit)
    except InconsistentError:
        exact_probabilities(position, node_limit=node_limit)  # names the number, if it can
        raise


def exact_probabilities(
    position: Position, *, node_limit: int = NODE_LIMIT
) -> dict[int, Fraction]:
    """The exact mine probability of every closed cell, by flat index (from what
    `probabilities` counts; estimates where a component passes `node_limit`)."""
    check_position(position, "exact_probabilities")
    solver = Solver.from_position(position, node_limit=node_limit)
    solver.explain = False
    while solver.single() or solver.pair():
        pass
    check_plainly_possible(solver)  # a number whose last closed neighbours proved safe
    counting = solver.count()
    out: dict[int, Fraction] = {}
    for index, value in enumerate(solver.state):
        if value == MINE:
            out[index] = Fraction(1)
        elif value == SAFE:
            out[index] = Fraction(0)
        elif value == UNKNOWN:
            out[index] = counting.probability(index)
    return out


class HintKind(enum.Enum):
    """What a hint tells the player to do; the value names the move: `open` a proven safe
    cell, `flag` a proven mine, `unflag` a flag on a cell proven safe (take it off, then
    open it) and `guess`: open a cell that nothing proves safe."""

    SAFE = "open"
    MINE = "flag"
    WRONG_FLAG = "unflag"
    GUESS = "guess"


@dataclass(frozen=True)
class Hint:
    """One suggested move, the numbers that prove it and why; or the policy's guess.

    `cell`: where to act, as `kind` says; `numbers`: the open numbers the proof rests on
    (none for a guess); `reason`: why, in the words the game shows; `probability`: the
    cell's chance of a mine (0 proven safe, 1 a proven mine, between for a guess);
    `given`: the mines the proof takes as proven on the way (by `numbers` too);
    `mines_left`: the mines left that a proof by the mine count counts, else None.
    """

    cell: Coord
    kind: HintKind
    numbers: tuple[Coord, ...]
    reason: str
    probability: float
    given: tuple[Coord, ...] = ()
    mines_left: int | None = None

    @classmethod
    def from_deduction(cls, found: Deduction, flagged: bool) -> Hint:
        """The hint for a deduction about a cell that is `flagged` or not (a proven mine
        already flagged needs no hint: callers skip it)."""
        if found.is_mine:
            kind, probability = HintKind.MINE, 1.0
        else:
            kind = HintKind.WRONG_FLAG if flagged else HintKind.SAFE
            probability = 0.0
        return cls(found.cell, kind, found.numbers, found.reason, probability, found.given,
                   found.mines_left)

    @property
    def is_guess(self) -> bool:
        """Whether nothing could be proven and this is only the least risky cell."""
        return self.kind is HintKind.GUESS

    def __str__(self) -> str:
        row, col = self.cell
        if self.kind is HintKind.SAFE:
            return f"row {row}, column {col} is safe: {self.reason}"
        if self.kind is HintKind.MINE:
            return f"row {row}, column {col} is a mine: {self.reason}"
        if self.kind is HintKind.WRONG_FLAG:
            return f"the flag at row {row}, column {col} is wrong: {self.reason}"
        return self.reason


def check_plainly_possible(solver: Solver) -> None:
    """InconsistentError for a position that no count of layouts is needed to refute: a
    number needing more mines than it has closed neighbours, or than are left, or fewer
    than none; more mines left than closed cells. (A one- or two-number rule would answer
    before the exact count noticed; subtler contradictions only the count finds.)"""
    state, unknown, mined = solver.state, solver._unknown, solver._mined
    left = solver.mines - solver.known_mines
    closed = len(solver.unknown_cells())
    if not 0 <= left <= closed:
        if left < 0:
            raise InconsistentError(f"{-left} more {'mine' if left == -1 else 'mines'} proven "
                                    "than the board holds")
        room = "no closed cell" if not closed else f"only {closed} closed " \
            f"{'cell' if closed == 1 else 'cells'}"
        raise InconsistentError(f"{left} {'mine' if left == 1 else 'mines'} left, but {room} "
                                f"can hold {'it' if left == 1 else 'them'}")
    for index, value in enumerate(state):
        if value > 8:  # not an open number
            continue
        need = value - mined[index]
        if not 0 <= need <= min(unknown[index], left):
            raise InconsistentError(
                f"the {value} at {where(index, solver.cols)} cannot be satisfied")


def dealt_hint(position: Position) -> Hint | None:
    """What the deal says (see `Position.dealt_clear`): a flag on a cell it keeps free of
    mines is wrong (said first), else the click the board was dealt for is safe while it
    is closed; None where it says nothing more."""
    first = position.dealt_for
    if first is None:
        return None
    clear = position.dealt_clear
    flagged = sorted(cell for cell in clear if position.cells[cell] == FLAG)
    if flagged:
        cell = position.coord(flagged[0])
        where, what = ("here", "this cell") if cell == first else \
            (f"at {first.name}", "the cells around that click")
        return Hint(cell, HintKind.WRONG_FLAG, (), f"this board was dealt for a first click "
                    f"{where}, so it keeps {what} free of mines", 0.0)
    if first.row * position.cols + first.col not in clear:
        return None
    return Hint(first, HintKind.SAFE, (), "this board was dealt for a first click here, so "
                "it keeps this cell free of mines", 0.0)


def hint(position: Position, *, node_limit: int = NODE_LIMIT,
         told: Collection[Coord] = ()) -> Hint:
    """The cheapest useful deduction for the player, or the guess the auto-player makes.

    Mines the player has already flagged are skipped, and those `told` (cells named before)
    while another move can be proven; a flag proven safe is reported when it is the
    deduction found (`hints.player_hint` looks for a wrong flag first). A guess
    may name a flagged cell nothing proves: the least risky may be under a flag.
    InconsistentError for a position that plainly cannot be (see
    `check_plainly_possible`); NothingToHintError for a finished one.
    """
    check_position(position, "hint")
    said = {check_on_board(cell, position.rows, position.cols) for cell in told}
    dealt = dealt_hint(position)
    if dealt is not None:
        return dealt
    if position.first_open_is_safe:
        middle = Coord(position.rows // 2, position.cols // 2)
        return Hint(middle, HintKind.SAFE, (), "the first cell you open is never a mine (the "
                    "mines are placed around it), so open anywhere, for example here", 0.0)
    solver = Solver.from_position(position, node_limit=node_limit)
    check_plainly_possible(solver)
    cells = position.cells
    chain = Chain(solver)
    mine: Hint | None = None  # the first unflagged mine proven, said if a safe cell follows
    named: Hint | None = None  # the first of them told already
    mines = 0
    for found in chain.deductions():
        index = found.cell.row * position.cols + found.cell.col
        flagged = cells[index] == FLAG
        if not found.is_mine:
            return mine or Hint.from_deduction(chain.complete(found), flagged)
        if flagged:
            continue
        mines += 1
        if index in said:
            named = named or Hint.from_deduction(chain.complete(found), flagged)
        else:
            mine = mine or Hint.from_deduction(chain.complete(found), flagged)
    counting = solver.count()
    # Every closed cell nothing proves, flagged or not (a flag is a claim, as the chance map
    # takes it): the least risky cell may be under a flag. Unflagged ones first, for ties.
    unknown = solver.unknown_cells()
    candidates = [i for i in unknown if cells[i] != FLAG] + [i for i in unknown
                                                             if cells[i] == FLAG]
    if not candidates:
        if first := mine or named:  # (a position typed in: every safe cell is open in a game)
            return first
        raise NothingToHintError("every cell is open or proven: there is nothing to hint")
    # A mine seen going off before an undo is known, not deduced: unflagged, it counts too.
    went_off = sorted(i for i in position.known_mines if cells[i] != FLAG)
    mines += len(went_off)
    first = mine or named
    a_mine = first.cell.name if first else position.coord(went_off[0]).name if went_off else ""
    # The move the auto-player would make, and why.
    choice = choose(solver, counting, candidates)
    name = position.coord(choice.cell).name
    other = position.coord(choice.other).name if choice.other >= 0 else ""
    wins = choice.wins / choice.layouts if choice.layouts else 0.0
    ways = counting.mine_ways
    risky = ways[choice.cell]
    tied = sum(1 for cell in candidates if ways[cell] == risky) > 1
    fewest = min(ways[q] for q in candidates)  # once: a 200x200 board has 40,000 candidates
    least = [cell for cell in candidates if ways[cell] == fewest]
    endgame = choice.how == "endgame"
    safest = choice.safest if endgame else least[0]
    reason = guess_reason(
        name, choice.how, float(choice.risk), float(choice.lowest), wins, other, tied,
        choice.influenced, safest=position.coord(safest).name if safest >= 0 else "",
        least=len(least), safest_wins=choice.safest_wins / choice.layouts if endgame else 0.0,
        settles=Fraction(choice.wins, choice.layouts) == 1 - choice.risk if endgame else None,
        mines=mines, a_mine=a_mine)
    return Hint(position.coord(choice.cell), HintKind.GUESS, (), reason, float(choice.risk))
