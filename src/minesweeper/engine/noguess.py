"""No-guess boards: layouts the solver clears from the first click without guessing.

Random layouts are drawn and tested first, so that easy densities get boards uniform among
the no-guess ones. After `DRAWS` failures the last layout is repaired where the solver got
stuck, as in Simon Tatham's Mines: the mines of the stuck frontier move to closed cells away
from it (or, when there is no room, the frontier is filled from elsewhere), and the solver
goes on from what it knew, with the counts around the moved mines updated. A board is
returned only after a from-scratch solve clears it; where that one sticks, the repairs go on
from there.
"""

from __future__ import annotations

import random

from .coords import Coord, check_on_board
from .generate import kept_clear, place_mines
from .minefield import Minefield
from .params import Params
from .probability import NODE_LIMIT, ComponentCache
from .solver import MINE, SAFE, UNKNOWN, Solver

# Fresh random layouts tried before repairing one.
DRAWS = 4
# Repairs of one layout before starting over from a fresh draw, and fresh starts in all.
REPAIRS = 60
RESTARTS = 20


class NoGuessError(ValueError):
    """No no-guess board could be made for these parameters."""


def solve_from(field: Minefield, first: Coord, *, node_limit: int = NODE_LIMIT) -> Solver:
    """Open `first` and every cell the solver proves safe, until it is stuck or done.

    The solver only sees what opens; `field` answers the opens. Check `is_cleared`.
    """
    return _solve(field, first, node_limit, None)


def _solve(
    field: Minefield, first: Coord, node_limit: int, cache: ComponentCache | None
) -> Solver:
    solver = Solver(field.rows, field.cols, field.mine_count, node_limit=node_limit,
                    explain=False, cache=cache)
    solver.play_out(first.row * field.cols + first.col, field.count_at)
    return solver


def is_cleared(solver: Solver) -> bool:
    """Whether every cell is open or a proven mine."""
    state = solver.state
    return UNKNOWN not in state and SAFE not in state


def is_no_guess(field: Minefield, first: Coord, *, node_limit: int = NODE_LIMIT) -> bool:
    """Whether the solver clears `field` from `first` without guessing (and `first` is safe)."""
    if field.is_mine(first):
        return False
    return is_cleared(solve_from(field, first, node_limit=node_limit))


def no_guess_minefield(
    params: Params, first: Coord, rng: random.Random, *, node_limit: int = NODE_LIMIT
) -> Minefield:
    """A minefield that the solver clears from `first` without a guess.

    NoGuessError when the density leaves no room for one within the attempt limits.
    """
    check_on_board(first, params.rows, params.cols)
    clear = kept_clear(params, first)
    # Each solve below starts from scratch; only the enumeration of frontier components,
    # a pure function of their numbers, is shared between them.
    cache: ComponentCache = {}
    for _ in range(DRAWS):
        field = place_mines(params, first, rng)
        if is_cleared(_solve(field, first, node_limit, cache)):
            return field
    start = first.row * params.cols + first.col
    for _ in range(RESTARTS):
        field = place_mines(params, first, rng)
        solver = _solve(field, first, node_limit, cache)
        is_fresh = True
        repairs = 0
        while True:
            if is_cleared(solver):
                if is_fresh:
                    return field
                # Cleared by a solver that kept its knowledge through the repairs: check
                # that a player starting afresh clears it too, or repair where they stick.
                solver = _solve(field, first, node_limit, cache)
                is_fresh = True
                continue
            if repairs == REPAIRS:
                break
            repairs += 1
            repaired = _repair(field, solver, set(clear), rng)
            if repaired is None:
                break
            changed = sorted(field.mine_indices ^ repaired.mine_indices)
            field = repaired
            # Go on from what the solver knew: only the counts around the moved mines changed.
            solver.amend(changed, field.count_at)
            solver.play_out(start, field.count_at)
            is_fresh = False
    raise NoGuessError(
        f"could not make a no-guess {params} board with the first click at {first}: "
        "the board is too dense; try fewer mines"
    )


def _repair(
    field: Minefield, solver: Solver, clear: set[int], rng: random.Random
) -> Minefield | None:
    """Move mines between the stuck frontier and the closed cells away from it."""
    state = solver.state
    around = solver.around
    frontier: list[int] = []
    away: list[int] = []
    for index, value in enumerate(state):
        if value != UNKNOWN or index in clear:
            continue
        if any(state[q] < UNKNOWN for q in around[index]):
            frontier.append(index)
        else:
            away.append(index)
    is_mine = field.is_mine_at
    frontier_mines = [i for i in frontier if is_mine(i)]
    away_safe = [i for i in away if not is_mine(i)]
    mines = set(field.mine_indices)
    if frontier_mines and len(away_safe) >= len(frontier_mines):
        # Empty the frontier: every cell there becomes safe and opens.
        mines.difference_update(frontier_mines)
        mines.update(rng.sample(away_safe, len(frontier_mines)))
    else:
        frontier_safe = [i for i in frontier if not is_mine(i)]
        away_mines = [i for i in away if is_mine(i)]
        # Proven mines may also give theirs up: they are not needed where they are.
        proven = [i for i, value in enumerate(state) if value == MINE and i not in clear]
        donors = away_mines or proven
        if not frontier_safe or len(donors) < len(frontier_safe):
            if not frontier_mines or not away_safe:
                return None
            moved = rng.sample(frontier_mines, len(away_safe))
            mines.difference_update(moved)
            mines.update(away_safe)
        else:
            mines.difference_update(rng.sample(donors, len(frontier_safe)))
            mines.update(frontier_safe)
    return Minefield.from_indices(field.rows, field.cols, mines)
