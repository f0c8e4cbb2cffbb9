"""Help for a player at a key press: one hint, or every closed cell's mine chance.

Both front ends ask through the session; the budget keeps a key press quick on any board.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Collection

from .chances import chance_map
from .coords import Coord, OffBoardError, check_flat, on_board
from .excerpt import brief
from .params import Params
from .position import FLAG, Position, check_position
from .probability import InconsistentError, check_limit
from .solver import SAFE, Hint, HintError, HintKind, Solver
from .solver import hint as full_hint
from .solver.premises import Chain
from .solver.questions import dealt_hint

# Above this many cells, counting every layout takes too long for a key press (measured:
# 0.2 s at 200 x 200, 17 s at 1000 x 1000): a hint uses the one- and two-number rules only
# and the chance map is refused.
BUDGET_CELLS = 40_000


def is_informative(position: Position, given: Hint | None = None, *, chances: bool = False
                   ) -> bool:
    """Whether help here (the tip `given`, if it is one) tells the player something the
    screen does not already say.

    Before the first click every cell of a random board is safe, and a shared board names
    the click it was dealt for: help then adds nothing; nor does a tip naming that click
    later, to open or as a wrong flag (the deal promised it). With `chances`, whether the
    chance map does: on a board with nothing open and no mine seen it says only what the
    mine count does (every cell mines / cells), where a tip still picks a cell.
    """
    check_position(position, "is_informative")
    if position.first_open_is_safe or (position.dealt_for is not None
                                       and position.is_untouched):
        return False
    if chances and position.is_untouched and not position.known_mines:
        return False
    return given is None or given.kind not in (HintKind.SAFE, HintKind.WRONG_FLAG) \
        or given.cell != position.dealt_for


def is_over_budget(position: Position, budget: int = BUDGET_CELLS) -> bool:
    """Whether the board is too large for exact counting on a key press."""
    return position.rows * position.cols > check_limit(budget, "budget")


def player_hint(position: Position, *, budget: int = BUDGET_CELLS,
                told: Collection[Coord] = ()) -> Hint:
    """The cheapest useful move and why (see `solver.hint`, and its `told`: mines named
    before are named again only when nothing else can be proven); within `budget` cells exact.

    Above the budget only the one- and two-number rules run; HintError when they find
    nothing. As `solver.hint`: NothingToHintError (a HintError) for a finished position,
    InconsistentError for one that plainly cannot be (not for every impossible one).
    """
    check_position(position, "player_hint")
    told = [on_board(cell, position.rows, position.cols) for cell in told]
    if not is_over_budget(position, budget) or not is_informative(position):
        return _wrong_flag(position) or full_hint(position, told=told)
    found = dealt_hint(position) or _quick_hint(position, told)
    if found is None:
        raise HintError(
            f"no one- or two-number deduction, and exact counting is too slow on "
            f"{position.rows * position.cols:,} cells (the limit is {budget:,})"
        )
    return found


def _wrong_flag(position: Position) -> Hint | None:
    """A flag proven wrong, if any: it misleads, so it is said before any other move."""
    cells = position.cells
    if FLAG not in cells:
        return None
    dealt = dealt_hint(position)  # the deal's cells are given safe, so no deduction names them
    if dealt is not None and dealt.kind is HintKind.WRONG_FLAG:
        return dealt
    # A mine seen going off (a loss taken back) is never a wrong flag: where every flag is
    # one, nothing is solved to find out (200x200 with 239 of them took 5.4 s).
    known = position.known_mines
    flagged = [index for index, value in enumerate(cells) if value == FLAG and index not in known]
    if not flagged:
        return None
    solver = Solver.from_position(position)
    solver.explain = False
    for _ in solver.deductions():
        pass
    if not any(solver.state[index] == SAFE for index in flagged):
        return None
    explained = Chain(Solver.from_position(position))  # again, with the words this time
    for found in explained.deductions():
        row, col = found.cell
        if not found.is_mine and cells[row * position.cols + col] == FLAG:
            return Hint.from_deduction(explained.complete(found), flagged=True)
    return None


def _quick_hint(position: Position, told: list[Coord]) -> Hint | None:
    solver = Solver.from_position(position)
    chain = Chain(solver)
    cells = position.cells
    said = {cell.row * position.cols + cell.col for cell in told}
    named: Hint | None = None  # the first mine told already, if nothing else is found
    for deduction in chain.deductions(lambda: solver.single() or solver.pair()):
        row, col = deduction.cell
        index = row * position.cols + col
        flagged = cells[index] == FLAG
        if deduction.is_mine and flagged:  # a flagged mine needs no hint
            continue
        if deduction.is_mine and index in said:
            named = named or Hint.from_deduction(chain.complete(deduction), flagged)
            continue
        return Hint.from_deduction(chain.complete(deduction), flagged)
    return named


@dataclass(frozen=True)
class ProbabilityMap:
    """The mine chance of every closed cell (flags count as closed: they are claims)."""

    chances: dict[int, float] = field(default_factory=dict)  # by flat index
    is_estimate: bool = False  # part of the frontier had too many layouts to count them all


def probability_map(position: Position, *, budget: int = BUDGET_CELLS) -> ProbabilityMap:
    """Every closed cell's mine probability; HintError above `budget` cells,
    InconsistentError when the position is impossible (as `solver.probabilities`).
    """
    check_position(position, "probability_map")
    check_limit(budget, "budget")
    if position.dealt_for is not None and position.is_untouched:
        return _dealt_map(position)
    if is_over_budget(position, budget):
        raise HintError(
            f"the chance map needs exact counting, too slow on "
            f"{position.rows * position.cols:,} cells (the limit is {budget:,})"
        )
    chances, is_estimate = chance_map(position, every_number=True)  # as `probabilities`
    return ProbabilityMap(chances, is_estimate)


def _dealt_map(position: Position) -> ProbabilityMap:
    """Before the first click of a board dealt for one (`position.dealt_for`): that click is
    safe, as the tip says, and so is the rest of its 3x3 block where the board was dealt as
    random boards are (which keep it clear); a mine seen to go off before an undo is one,
    and the other mines lie uniformly among the other cells. A board file promises only the
    click: mines may lie beside it."""
    params = Params(position.rows, position.cols, position.mines)
    clear, known = position.dealt_clear, position.known_mines
    elsewhere = (position.mines - len(known)) / max(1, params.cells - len(clear) - len(known))
    return ProbabilityMap({index: 0.0 if index in clear else 1.0 if index in known
                           else elsewhere for index in range(params.cells)})


def proof_of_safety(position: Position, among: frozenset[int]) -> Hint | None:
    """Why one of the cells `among` (flat indices, proven safe) is safe, from what the player
    saw, flags not trusted: the cheapest proof the solver finds, else the deal's promise
    (`dealt_hint`). None if there is neither.
    """
    among = _flat_cells(position, among, "proof_of_safety")
    found = _proof(position, among, mine=False)
    if found is None and among & position.dealt_clear:
        found = dealt_hint(position)
    return found


def proof_of_mine(position: Position, among: frozenset[int]) -> Hint | None:
    """Why one of the cells `among` (flat indices, proven mines) is a mine, as
    `proof_of_safety` says why a cell is safe. A mine the player saw go off before an undo
    needs no proof to the solver, so the numbers' proof of it is looked for without it."""
    among = _flat_cells(position, among, "proof_of_mine")
    found = _proof(position, among, mine=True)
    if found is None and among & position.known_mines:
        numbers_only = Position(position.rows, position.cols, position.mines, position.cells,
                                first_open_is_safe=position.first_open_is_safe,
                                dealt_for=position.dealt_for,
                                dealt_opening=position.dealt_opening,
                                known_mines=position.known_mines - among)
        found = _proof(numbers_only, among, mine=True)
    return found


def _flat_cells(position: Position, among: frozenset[int], asker: str) -> frozenset[int]:
    """`among` as a frozenset (a list or a set will do); OffBoardError for a cell that is not
    a flat index of the board (a Coord would match none, and the proof say nothing)."""
    check_position(position, asker)
    try:
        if isinstance(among, Coord):  # one cell, not the set of its row and column
            raise TypeError
        cells = frozenset(among)
    except TypeError:
        raise OffBoardError(f"{asker} takes the cells as flat indices in a set, not "
                            f"{brief(among)}") from None
    for index in cells:
        check_flat(index, position.rows, position.cols)
    return cells


def _proof(position: Position, among: frozenset[int], mine: bool) -> Hint | None:
    try:  # the solver takes flags for closed cells; its words count them as the counter does
        chain = Chain(Solver.from_position(position))
        for found in chain.deductions():
            index = found.cell.row * position.cols + found.cell.col
            if found.is_mine == mine and index in among:
                return Hint.from_deduction(chain.complete(found), flagged=False)
    except InconsistentError:
        return None
    return None
