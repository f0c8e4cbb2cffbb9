"""Counting with a node limit and a cache, from mutation testing (each test fails with a
change to `probability` that the rest of the suite let through)."""

from __future__ import annotations

import itertools
from fractions import Fraction

from minesweeper.engine.position import CLOSED, Position
from minesweeper.engine.probability import count_layouts
from minesweeper.engine.solver import Solver, exact_probabilities, neighbour_table, probabilities


def layouts_fit(position: Position) -> bool:
    """Whether some layout of the position's mines fits every number (brute force)."""
    closed = [i for i, value in enumerate(position.cells) if value >= CLOSED]
    around = neighbour_table(position.rows, position.cols)
    numbers = [(i, value) for i, value in enumerate(position.cells) if value < CLOSED]
    return any(all(sum(q in mined for q in around[i]) == value for i, value in numbers)
               for mined in map(set, itertools.combinations(closed, position.mines)))


def capped_counting(position: Position, node_limit: int):
    solver = Solver.from_position(position, node_limit=node_limit)
    solver.explain = False
    while solver.single() or solver.pair():
        pass
    return solver.count()


def test_an_estimate_that_does_not_fit_the_mine_count_still_gives_chances() -> None:
    # With 3 steps the frontier part is not counted out; its estimated mine count leaves
    # no room for the mine count, which is then dropped: a figure, never a refusal (the
    # position is possible).
    position = Position.from_text("""
        ##
        1#
        #1
        F1
    """, 2)
    assert layouts_fit(position)
    assert capped_counting(position, 3).capped
    chances = exact_probabilities(position, node_limit=3)
    assert set(chances) == {0, 1, 3, 4, 6}
    assert all(0 <= chance <= 1 for chance in chances.values())
    grid = probabilities(position, node_limit=3)
    assert all(0.0 <= chance <= 1.0 for row in grid for chance in row)


def test_a_cache_keeps_each_counted_part_for_the_next_count() -> None:
    constraints = [(0, [1, 5], 1), (4, [3, 9], 1)]  # two parts that share no cell
    cache: dict = {}
    first = count_layouts(constraints, [1, 3, 5, 7, 9], 2, cache=cache)
    assert len(cache) == 2
    assert sorted(id(part) for part in cache.values()) == sorted(map(id, first.components))
    again = count_layouts(constraints, [1, 3, 5, 7, 9], 2, cache=cache)
    assert [id(part) for part in again.components] == [id(part) for part in first.components]
    assert again.total == first.total == 4  # 2 ways for each part, the rest empty
    assert again.mine_ways == first.mine_ways == {1: 2, 5: 2, 3: 2, 9: 2, 7: 0}


def test_cells_away_from_the_numbers_are_not_certain_when_an_estimate_drops_the_count() -> None:
    # One part cut short (one step), one counted (a 1 on two cells: 2 ways), two cells away
    # from the numbers, and 1 mine left: the estimate leaves no room for the count, so it is
    # dropped and the far cells are unknown, neither safe nor mines.
    position = Position.from_text("1#1#1\n#####", 3)
    solver = Solver.from_position(position)
    constraints = solver.constraints() + [(100, [101, 102], 1)]
    unknown = solver.unknown_cells() + [101, 102, 200, 201]
    counting = count_layouts(constraints, unknown, 1, node_limit=1)
    assert len(counting.capped) == 1
    assert counting.probability(101) == counting.probability(102) == Fraction(1, 2)
    for cell in (200, 201):
        assert 0 < counting.probability(cell) < 1
