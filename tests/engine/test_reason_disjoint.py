"""A reason that says numbers "share no closed cell" says what the board shows: cells proven
safe are closed on it too."""

from __future__ import annotations

import random
import re

from gametext import tiny_game

from minesweeper.engine import Coord, deductions, neighbours, player_hint
from minesweeper.engine.position import Position


def test_numbers_said_to_share_no_closed_cell_share_none_on_the_board() -> None:
    # Cells proven safe are closed on the board: the 1 at row 3, column 2 and the 3 at row 3,
    # column 4 share three of them, and the tip said they share none (the regression tester).
    shared = Position.from_text("#1####\n##FF2#\n##1##F\n1#1#33\n1F####", 5)
    assert "share no closed cell" not in player_hint(shared).reason
    rng = random.Random(8)
    said = 0
    for _ in range(400):
        position = tiny_game(rng, most_mines=6).position()
        for found in deductions(position):
            named = found.reason.partition(" share no closed cell")[0]
            if named == found.reason or "more number" in named:
                continue
            said += 1
            numbers = [Coord(int(r), int(c)) for r, c in re.findall(r"row (\d+), column (\d+)",
                                                                    named)]
            closed = [{cell for cell in neighbours(number, position.rows, position.cols)
                       if position.is_closed(cell)} for number in numbers]
            assert sum(map(len, closed)) == len(set().union(*closed)), found
    assert said > 0
