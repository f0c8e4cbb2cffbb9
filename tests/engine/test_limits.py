"""A node limit or a budget must be a whole number of at least 1: -1, 0, 1.5 and True were
taken silently (and a budget of None or "x" failed with a bare TypeError)."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from minesweeper.engine import (
    Coord,
    Game,
    Level,
    LimitError,
    Minefield,
    Params,
    autoplay,
    deductions,
    hint,
    is_no_guess,
    no_guess_minefield,
    player_hint,
    probabilities,
    probability_map,
)
from minesweeper.engine.chances import mine_chances
from minesweeper.engine.position import Position
from minesweeper.engine.solver import Solver

POSITION = Position.from_text("1#\n##", 1)
BAD = [-1, 0, 1.5, True, None, "200"]

CALLS: dict[str, Callable[[Any], object]] = {
    "hint": lambda limit: hint(POSITION, node_limit=limit),
    "deductions": lambda limit: deductions(POSITION, node_limit=limit),
    "probabilities": lambda limit: probabilities(POSITION, node_limit=limit),
    "mine_chances": lambda limit: mine_chances(POSITION, node_limit=limit),
    "Solver": lambda limit: Solver(3, 3, 1, node_limit=limit),
    "autoplay": lambda limit: autoplay(Game.random(Level.BEGINNER.params, random.Random(1)),
                                       Coord(3, 3), node_limit=limit),
    "is_no_guess": lambda limit: is_no_guess(Minefield(8, 8, [Coord(0, 0)]), (4, 4),
                                             node_limit=limit),
    "no_guess_minefield": lambda limit: no_guess_minefield(Params(9, 9, 10), (4, 4),
                                                           random.Random(1), node_limit=limit),
    "player_hint budget": lambda limit: player_hint(POSITION, budget=limit),
    "probability_map budget": lambda limit: probability_map(POSITION, budget=limit),
}


@pytest.mark.parametrize("name", CALLS)
@pytest.mark.parametrize("limit", BAD, ids=repr)
def test_a_limit_that_is_not_a_whole_number_of_at_least_1_is_refused(name: str,
                                                                     limit: Any) -> None:
    with pytest.raises(LimitError, match=r"(node_limit|budget) must be a whole number of at "
                                         r"least 1, not"):
        CALLS[name](limit)


@pytest.mark.parametrize("name", CALLS)
def test_a_small_limit_or_a_huge_one_is_taken(name: str) -> None:
    for limit in (4, 10**30):  # (a budget of 4 cells still takes this 2x2 board)
        CALLS[name](limit)
