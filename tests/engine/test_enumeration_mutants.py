"""Enumerating frontier parts: layouts by mine count and the node limit, from mutation
testing (each test fails with a change to `enumeration` the rest of the suite let through)."""

from __future__ import annotations

import itertools
import random

from minesweeper.engine.probability import Constraint, count_layouts, enumerated


def random_constraints(seed: int) -> tuple[list[Constraint], list[int]]:
    """Numbers (flat indices 100 up) on up to 8 of 12 cells, fitting a random layout."""
    rng = random.Random(seed)
    cells = list(range(12))
    mined = set(rng.sample(cells, rng.randint(2, 6)))
    constraints = []
    for number in range(100, 100 + rng.randint(2, 5)):
        touched = sorted(rng.sample(cells, rng.randint(2, 8)))
        constraints.append((number, touched, len(mined.intersection(touched))))
    return constraints, cells


def brute_ways(constraints: list[Constraint], cells: list[int]) -> dict[int, int]:
    """Layouts of the cells the numbers touch that fit every number, by mine count."""
    touched = sorted({cell for _, around, _ in constraints for cell in around})
    ways: dict[int, int] = {}
    for size in range(len(touched) + 1):
        for layout in itertools.combinations(touched, size):
            mined = set(layout)
            if all(len(mined.intersection(around)) == need for _, around, need in constraints):
                ways[size] = ways.get(size, 0) + 1
    return ways


def test_the_layouts_of_a_part_and_the_total_are_counted_exactly() -> None:
    for seed in range(40):
        constraints, cells = random_constraints(seed)
        expected = brute_ways(constraints, cells)
        parts = enumerated(constraints)
        combined: dict[int, int] = {0: 1}
        for part in parts:  # independent parts: their layouts combine freely
            product: dict[int, int] = {}
            for (a, x), (b, y) in itertools.product(combined.items(), part.ways.items()):
                product[a + b] = product.get(a + b, 0) + x * y
            combined = product
        assert combined == expected, seed
        free = 12 - len({cell for _, around, _ in constraints for cell in around})
        for remaining in range(13):
            counting_total = sum(ways * _comb(free, remaining - mines)
                                 for mines, ways in expected.items())
            if counting_total:
                assert count_layouts(constraints, cells, remaining).total == counting_total


def _comb(n: int, k: int) -> int:
    return 0 if k < 0 or k > n else sum(1 for _ in itertools.combinations(range(n), k))


def test_a_part_counted_in_n_steps_is_counted_exactly_with_a_limit_of_n() -> None:
    checked = 0
    for seed in range(40):
        constraints, _ = random_constraints(seed)
        for part in enumerated(constraints):
            again = next(p for p in enumerated(constraints, part.nodes)
                         if p.numbers == part.numbers)
            assert not again.capped, seed
            assert (again.ways, again.mine_ways) == (part.ways, part.mine_ways)
            checked += part.nodes > 3
    assert checked > 10
