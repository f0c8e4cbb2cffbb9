"""proof_of_safety and proof_of_mine take the cells as flat indices: a list of them is read
as the set (it gave a TypeError from `list & frozenset`), and a Coord, which the game's moves
take, is refused with an OffBoardError (it matched no cell: the answer was None, as if
nothing could prove the cell)."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from minesweeper.engine import Coord, OffBoardError, Position, proof_of_mine, proof_of_safety

POSITION = Position.from_text("#1#1#", 1)  # 0 and 4 are safe, 2 is a mine
PROVERS: list[tuple[Callable[[Position, Any], object], int]] = [
    (proof_of_safety, 0), (proof_of_mine, 2)]


@pytest.mark.parametrize(("prover", "cell"), PROVERS, ids=["safety", "mine"])
def test_cells_in_a_list_are_proven_as_in_a_set(prover: Callable[[Position, Any], object],
                                                cell: int) -> None:
    assert prover(POSITION, [cell]) == prover(POSITION, frozenset({cell})) is not None


@pytest.mark.parametrize(("prover", "cell"), PROVERS, ids=["safety", "mine"])
@pytest.mark.parametrize("given", [Coord(0, 4), 1.0, True, 5, -1])
def test_a_cell_that_is_not_a_flat_index_of_the_board_is_refused(
        prover: Callable[[Position, Any], object], cell: int, given: Any) -> None:
    with pytest.raises(OffBoardError, match="is not a flat index of the 1x5 board"):
        prover(POSITION, frozenset({cell, given}))


def test_cells_that_are_not_a_collection_are_refused_saying_what_to_pass() -> None:
    with pytest.raises(OffBoardError, match="proof_of_safety takes the cells as flat indices"):
        proof_of_safety(POSITION, 4)  # type: ignore[arg-type]


@pytest.mark.parametrize(("prover", "cell"), PROVERS, ids=["safety", "mine"])
def test_one_coord_for_the_cells_is_refused_not_read_as_two_flat_indices(
        prover: Callable[[Position, Any], object], cell: int) -> None:
    # Coord(0, 4) was read as the cells {0, 4}: a proof about another cell, or None.
    with pytest.raises(OffBoardError, match=r"takes the cells as flat indices in a set, not "
                                            r"Coord\(row=0, col=4\)"):
        prover(POSITION, Coord(0, 4))
