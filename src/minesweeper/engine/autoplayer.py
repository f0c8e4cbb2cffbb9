"""An auto-player: the solver's proven moves first, a guess looked ahead from when stuck."""

from __future__ import annotations

from typing import Callable

from .coords import Coord, check_on_board
from .game import Game
from .probability import NODE_LIMIT, Counting
from .solver import SAFE, UNKNOWN, Solver
from .solver.guess import Choice, choose


class AutoplayError(ValueError):
    """A game the auto-player cannot take up: it plays a game from its first click."""


# Picks the cell to guess when nothing is proven: (game, solver, counting, unknown cells) ->
# (the game to go on with, the cell). A player may hand back another game (a redraw).
Guess = Callable[[Game, Solver, Counting, list[int]], tuple[Game, int]]


def autoplay(game: Game, first: Coord, *, node_limit: int = NODE_LIMIT,
             watch: Callable[[Choice, Counting], None] | None = None) -> int:
    """Play `game` to its end from the first click `first`; returns the number of guesses.

    Safe cells are opened as soon as they are proven; when nothing can be proven, the
    guessing policy picks the cell (`solver.guess.choose`: an exact search when few
    layouts fit, an unavoidable 50/50 early, else a one-move look-ahead among the cells
    about as safe as the least risky one). The first click is not counted as a guess.
    `watch`, if given, sees each guess's choice and the counting it was made from.
    AutoplayError for a game that has moves made already (it plays from the first click).
    """
    guesses = 0

    def guess(game: Game, solver: Solver, counting: Counting, cells: list[int]
              ) -> tuple[Game, int]:
        nonlocal guesses
        guesses += 1
        choice = choose(solver, counting, cells)
        if watch is not None:
            watch(choice, counting)
        return game, choice.cell

    play_out(game, first, guess, node_limit=node_limit)
    return guesses


def play_out(game: Game, first: Coord, guess: Guess, *, node_limit: int = NODE_LIMIT
             ) -> Game:
    """Play from the first click `first` to the end: every cell the solver proves safe is
    opened, and `guess` picks a cell whenever nothing is proven. The game it ended in.
    AutoplayError for a game already played in (a move made, or paused), OffBoardError for
    a first click off the board."""
    if not isinstance(game, Game):
        raise TypeError(f"autoplay takes a Game, not {type(game).__name__}")
    check_on_board(first, game.rows, game.cols)
    first = Coord(*first)  # (a plain tuple will do)
    if game.moves or game.is_paused:
        raise AutoplayError("the auto-player plays a game from its first click: this one has "
                            "moves made already" if game.moves else "this game is paused")
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
        game, cell = guess(game, solver, counting, candidates)
        open_cell(cell)
    return game
