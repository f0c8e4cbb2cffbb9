"""The chance map's slow path (a frontier part too big to count, cut first by the pair
rule) does not redo what the quick count did: the pair rule is redone only near what
changed (`settle_by_rules`, the same proofs in the same order as the whole loop), the
quick count stops at the first part too big to count, and the parts it counted are not
counted again (found by the chance map performance helper, whose tests these are)."""

from __future__ import annotations

import random

import pytest
from test_combine_shapes import scattered

from minesweeper.engine import Position
from minesweeper.engine.position import CLOSED
from minesweeper.engine.probability import Constraint, InconsistentError, enumerated
from minesweeper.engine.solver import Solver
from minesweeper.engine.solver.playout import settle_by_rules


def pair_loop(position: Position, quick: bool) -> tuple[object, list[tuple[int, bool]]]:
    """What the single- and pair-number rules prove, in order, or the refusal."""
    solver = Solver.from_position(position)
    solver.explain = False
    proven: list[tuple[int, bool]] = []
    settle = solver._settle
    solver._settle = lambda cell, is_mine: (proven.append((cell, is_mine)),  # type: ignore
                                             settle(cell, is_mine))
    try:
        if quick:
            settle_by_rules(solver)
        else:
            while solver.single() or solver.pair():
                pass
    except InconsistentError as error:
        return str(error), proven
    return bytes(solver.state), proven


@pytest.mark.parametrize("seed", range(16))
def test_the_pair_rule_redone_near_changes_proves_what_the_whole_loop_proves(seed: int) -> None:
    position = scattered(*random.Random(seed).choice(
        ((16, 16, 40, 70), (16, 30, 99, 150), (30, 30, 180, 300))), seed)
    assert pair_loop(position, quick=True) == pair_loop(position, quick=False)
    # A number changed here and there: the same refusal, after the same proofs.
    rng = random.Random(seed)
    numbers = [i for i, value in enumerate(position.cells) if 0 < value < CLOSED]
    for _ in range(3):
        cells = bytearray(position.cells)
        cells[rng.choice(numbers)] = rng.randint(1, 7)
        changed = Position(position.rows, position.cols, position.mines, bytes(cells))
        assert pair_loop(changed, quick=True) == pair_loop(changed, quick=False)


def test_the_quick_count_stops_at_the_first_part_too_big_to_count() -> None:
    # Its figures are dropped then, and the solver's rules cut the parts before counting
    # again: the parts after the first one too big are left for that count.
    overlapping: list[Constraint] = [(100, [1, 2, 3, 4], 2), (101, [3, 4, 5, 6], 2)]
    alone: list[Constraint] = [(200, [20, 21, 22], 1)]
    first, second = enumerated(overlapping + alone, 1, until_capped=True)
    assert first.capped and not second.capped and not second.ways
    assert enumerated(overlapping + alone, 1)[1].ways == {1: 3}


@pytest.mark.parametrize(("seed", "size"), [(0, (20, 20, 80, 100)), (1, (30, 30, 180, 300)),
                                            (3, (30, 30, 180, 300))])
def test_cells_the_single_rule_settles_bring_their_neighbours_pairs_back(
        seed: int, size: tuple[int, int, int, int]) -> None:
    # A cell settled by the single-number rule changes the pairs of the numbers beside it
    # and of the numbers sharing a closed cell with those: they are looked at again (found
    # by mutation testing: the 16 seeds above miss a pass that forgets them).
    position = scattered(*size, seed)
    assert pair_loop(position, quick=True) == pair_loop(position, quick=False)
