"""Positions as literal text for the engine tests.

A board is a picture (`*` mine, `.` safe) read by the engine's own parser; moves are
short text tokens in the style of Simon Tatham's puzzles: `O2,3` open, `F2,3` flag,
`C2,3` chord, `M2,3` mark, row first.
"""

from __future__ import annotations

import textwrap
from typing import Callable

from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Minefield, Outcome, parse


def picture(text: str) -> str:
    """A board picture written indented in a test, without the indentation."""
    return textwrap.dedent(text).strip("\n")


def field(text: str) -> Minefield:
    """The minefield drawn in `text`."""
    return parse(picture(text))


def apply(game: Game, token: str) -> Outcome:
    """Play one move token such as `O2,3` on `game`."""
    actions: dict[str, Callable[[Coord], Outcome]] = {
        "O": game.open,
        "F": game.toggle_flag,
        "C": game.chord,
        "M": game.toggle_mark,
        "A": game.activate,
    }
    row, col = token[1:].split(",")
    return actions[token[0]](Coord(int(row), int(col)))


def game_after(board: str, moves: str = "", **options: object) -> Game:
    """A fixed game on `board` after `moves`, each of which must have applied."""
    game = Game.fixed(field(board), **options)  # type: ignore[arg-type]
    for token in moves.split():
        outcome = apply(game, token)
        assert outcome.applied, f"{token} did not apply: {outcome.reason}"
    return game


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@st.composite
def minefields(draw: st.DrawFn, max_side: int = 9) -> Minefield:
    """Any legal minefield up to max_side x max_side."""
    rows = draw(st.integers(1, max_side))
    cols = draw(st.integers(1, max_side))
    cells = rows * cols
    mines = draw(st.sets(st.integers(0, cells - 1), max_size=cells - 1))
    return Minefield(rows, cols, [Coord(*divmod(index, cols)) for index in mines])


# Boards the rules tests share ---------------------------------------------------------

# Two openings joined by a ring of numbers (counts: 001* / 1111 / *100).
TWO_OPENINGS = """
    ...*
    ....
    *...
"""

# A 3x3 with one mine in the corner: opening any zero clears everything else but (0,0).
CORNER = """
    ...
    ...
    ..*
"""

# Two mines on top with a 2 between them.
TWO_ON_TOP = """
    *.*
    ...
    ...
"""
