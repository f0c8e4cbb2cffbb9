"""An auto-player: the solver's proven moves first, a guess looked ahead from when stuck."""

from __future__ import annotations

from .coords import Coord
from .game import Game
from .probability import NODE_LIMIT
from .solver import SAFE, UNKNOWN, Solver
from .solver.guess import choose


def autoplay(game: Game, first: Coord, *, node_limit: int = NODE_LIMIT) -> int:
    """Play `game` to its end from the first click `first`; returns the number of guesses.

    Safe cells are opened as soon as they are proven; when nothing can be proven, the
    guessing policy picks the cell (`solver.guess.choose`: an exact search when few
    layouts fit, an unavoidable 50/50 early, else a one-move look-ahead among the cells
    about as safe as the least risky one). The first click is not counted as a guess.
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
        guesses += 1
        candidates = [i for i, value in enumerate(state) if value == UNKNOWN]
        open_cell(choose(solver, counting, candidates).cell)
    return guesses
