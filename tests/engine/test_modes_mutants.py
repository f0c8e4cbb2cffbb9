"""Forgiving and strict play: what the surviving mutants of `modes` showed untested (the
public names, frozen judgements, the quick judgement near the edges, cells off the board).
"""
from __future__ import annotations

import dataclasses

import pytest

from minesweeper.engine.modes import Judgement, ModeError, Response, Verdict, judge
from minesweeper.engine.position import Position

# (2,2) is safe only from the 1s in the top row and the middle one; (0,2) is safe too,
# from the lower two, and (1,2) is the mine.
TOP_EDGE = """
    .1#
    .1#
    .1#
"""
# The same, turned over the diagonal: (2,2) is safe only from the 1s in the left column.
LEFT_EDGE = """
    ...
    111
    ###
"""


def test_the_star_import_gives_the_public_names_only() -> None:
    namespace: dict[str, object] = {}
    exec("from minesweeper.engine.modes import *", namespace)
    assert {"judge", "respond", "redraw", "Verdict", "ModeError", "MAX_CELLS"} <= set(namespace)
    assert not {"Solver", "random", "enum", "Minefield", "replace"} & set(namespace)


def test_judgements_and_responses_are_frozen_values() -> None:
    judgement = Judgement(Verdict.SAFE, frozenset({1}), frozenset())
    response = Response(judgement, None)
    assert hash(judgement) == hash(Judgement(Verdict.SAFE, frozenset({1}), frozenset()))
    assert hash(response) == hash(Response(judgement, None))
    with pytest.raises(dataclasses.FrozenInstanceError):
        judgement.unmade = "tangled"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        response.minefield = None  # type: ignore[misc]


@pytest.mark.parametrize("text", [TOP_EDGE, LEFT_EDGE])
def test_a_cell_proven_safe_by_numbers_on_the_edge_is_judged_without_the_complete_solve(
    text: str,
) -> None:
    position = Position.from_text(text, mines=1)
    # Quick judgement: only the opened cell listed safe (the complete solve also finds
    # the other safe cell and the mine).
    assert judge(position, {8}) == Judgement(Verdict.SAFE, frozenset({8}), frozenset())


def test_a_move_proven_safe_nearby_lists_only_its_own_cells() -> None:
    position = Position.from_text(TOP_EDGE, mines=1)
    assert judge(position, {2}) == Judgement(Verdict.SAFE, frozenset({2}), frozenset())


@pytest.mark.parametrize("text", [TOP_EDGE, LEFT_EDGE])
def test_judging_the_cell_just_past_the_board_is_refused(text: str) -> None:
    position = Position.from_text(text, mines=1)
    size = len(position.cells)
    with pytest.raises(ModeError, match=f"cell {size} is not a closed cell"):
        judge(position, {size})
    with pytest.raises(ModeError, match=f"cell {size} is not a closed cell"):
        judge(position, {8, size})
