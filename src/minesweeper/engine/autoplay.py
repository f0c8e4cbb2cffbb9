"""An auto-player: the solver's proven moves first, a guess looked ahead from when stuck."""

from __future__ import annotations

from .coords import Coord
from .game import Game
from .probability import NODE_LIMIT
from .solver import SAFE, UNKNOWN, Solver, best_guess


def autoplay(game: Game, first: Coord, *, node_limit: int = NODE_LIMIT) -> int:
    """Play `game` to its end from the first click `first`; returns the number of guesses.

    Safe cells are opened as soon as they are proven; when nothing can be proven, one of
    the cells about as safe as the least risky one is opened: the one most likely to
    survive both this guess and the next (see `solver.best_guess`). The first click is not
    counted as a guess.
    """
    solver = Solver(game.rows, game.cols, game.params.mines, node_limit=node_limit,
                    explain=False)
    state = solver.state
    cols = game.cols

    def open_cell(index: int) -> None:
        outcome = game.open(Coord(*divmod(index, cols)))
        if game.is_over:
            return
        for coord in outcome.changed:
            count = game.tile(coord).count
            if count is not None:
                solver.reveal(coord.row * cols + coord.col, count)

    guesses = 0
    open_cell(first.row * cols + first.col)
    while not game.is_over:
        found = solver.step()
        if found:
            for deduction in found:
                index = deduction.cell.row * cols + deduction.cell.col
                if not deduction.is_mine and state[index] == SAFE and not game.is_over:
                    open_cell(index)
            continue
        counting = solver.last_counting or solver.count()
        candidates = [i for i, value in enumerate(state) if value == UNKNOWN]
        guesses += 1
        open_cell(best_guess(solver, counting, candidates))
    return guesses
