"""The fast chance map's side paths, from mutation testing (each test fails with a change to
`chances` that the rest of the suite let through)."""

from __future__ import annotations

import pytest

from minesweeper.engine.chances import chance_map, mine_chance_rows, mine_chances
from minesweeper.engine.hints import probability_map
from minesweeper.engine.position import Position
from minesweeper.engine.probability import InconsistentError


def test_a_mine_seen_going_off_is_a_mine_in_the_chance_map() -> None:
    # The 1 has two closed neighbours; the one that went off (a move taken back) is its
    # mine, so the other is safe, and the cell away from it holds the last mine or not.
    position = Position(1, 4, 1, Position.from_text("1###", 1).cells,
                        known_mines=frozenset({1}))
    assert mine_chances(position) == {1: 1.0, 2: 0.0, 3: 0.0}


def test_a_number_needing_a_mine_with_no_closed_neighbour_is_refused_by_the_map() -> None:
    # The 2 has no closed neighbour: nothing can satisfy it, though it says nothing about
    # the closed cells (the plain chances leave it be; the map, as `probabilities`, refuses).
    position = Position.from_text("""
        2.1#
        ..1#
    """, 1)
    assert mine_chances(position) == {3: 0.5, 7: 0.5}
    with pytest.raises(InconsistentError, match="the 2 at row 0, column 0"):
        chance_map(position, every_number=True)
    with pytest.raises(InconsistentError):
        probability_map(position)


def test_only_the_map_refuses_a_lone_number_when_a_mine_went_off() -> None:
    position = Position(2, 4, 1, Position.from_text("2.1#\n..1#", 1).cells,
                        known_mines=frozenset({7}))
    assert mine_chances(position) == {3: 0.0, 7: 1.0}
    assert mine_chance_rows(position) == [[0.0] * 4, [0.0, 0.0, 0.0, 1.0]]
    with pytest.raises(InconsistentError):
        chance_map(position, every_number=True)
