"""Positions as literal text for the engine tests.

A board is a picture (`*` mine, `.` safe) read by the engine's own parser; moves are
short text tokens in the style of Simon Tatham's puzzles: `O2,3` open, `F2,3` flag,
`C2,3` chord, `M2,3` mark, row first. Also the boards the rules tests share, and small
positions from real games with every layout that fits them (for the modes and redraw tests).
"""

from __future__ import annotations

import itertools
import random
import textwrap
from typing import Callable, Collection

from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Minefield, Outcome, parse
from minesweeper.engine.position import CLOSED, FLAG, Position
from minesweeper.engine.solver import neighbour_table

TINY_SIZES = ((3, 4), (4, 4), (3, 5), (4, 5))


def tiny_game(rng: random.Random, sizes: tuple[tuple[int, int], ...] = TINY_SIZES,
              most_mines: int = 5) -> Game:
    """A game on a tiny board (2 to `most_mines` mines, placed by `rng`) after one click on
    a safe cell: small enough to try every layout."""
    rows, cols = rng.choice(sizes)
    cells = rng.sample(range(rows * cols), rng.randint(2, most_mines))
    game = Game.fixed(Minefield.from_indices(rows, cols, cells))
    safe = [i for i in range(rows * cols) if i not in cells]
    game.open(Coord(*divmod(rng.choice(safe), cols)))
    return game


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

# The 1 at the top is touched only by the mine at (0, 3), so (0, 4) is safe (by the 2);
# (1, 4) and (2, 4) share the last mine: a 50/50 beside a safe cell.
BESIDE_A_SAFE_CELL = """
    ..1##
    ..12#
    ...1#
"""


# Small positions from real games, and every layout that fits one (by brute force) ------

Layout = frozenset[int]


def layouts(position: Position, safe: Collection[int] = (),
            mine_among: Collection[int] = ()) -> list[Layout]:
    """Every layout of the mines that fits `position` and the constraint, by brute force."""
    closed = [i for i, value in enumerate(position.cells) if value >= CLOSED]
    around = neighbour_table(position.rows, position.cols)
    numbers = [(i, value) for i, value in enumerate(position.cells) if value < CLOSED]
    found = []
    for combination in itertools.combinations(closed, position.mines):
        mines = frozenset(combination)
        if mines & set(safe) or (mine_among and not mines & set(mine_among)):
            continue
        if all(sum(1 for q in around[i] if q in mines) == value for i, value in numbers):
            found.append(mines)
    return found


def assert_fits(field: Minefield, position: Position) -> None:
    """Every open number and the mine count as on screen, and no mine on an open cell."""
    assert (field.rows, field.cols, field.mine_count) == (
        position.rows, position.cols, position.mines)
    for index, value in enumerate(position.cells):
        if value < CLOSED:
            assert not field.is_mine_at(index)
            assert field.count_at(index) == value


@st.composite
def positions(draw: st.DrawFn, max_rows: int = 4, max_cols: int = 5) -> Position:
    """A position reached on a real small minefield, with right and wrong flags."""
    rows = draw(st.integers(2, max_rows))
    cols = draw(st.integers(2, max_cols))
    mines = draw(st.integers(1, min(6, rows * cols - 1)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    field = Minefield.from_indices(rows, cols, rng.sample(range(rows * cols), mines))
    game = Game.fixed(field)
    safe = [i for i in range(rows * cols) if not field.is_mine_at(i)]
    for index in rng.sample(safe, draw(st.integers(0, len(safe) - 1))):
        game.open(Coord(*divmod(index, cols)))
    cells = bytearray(game.position().cells)
    closed = [i for i, value in enumerate(cells) if value == CLOSED]
    right = [i for i in closed if field.is_mine_at(i)]
    wrong = [i for i in closed if not field.is_mine_at(i)]
    for group in (right, wrong):
        for index in rng.sample(group, min(len(group), draw(st.integers(0, 1)))):
            cells[index] = FLAG
    return Position(rows, cols, mines, cells)


def closed_cells(position: Position) -> list[int]:
    return [i for i, value in enumerate(position.cells) if value >= CLOSED]
