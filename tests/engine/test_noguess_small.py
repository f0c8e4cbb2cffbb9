"""Small no-guess boards: the check before play refuses a size exactly when no first click
on it can be dealt a no-guess board, found here by trying every layout from every click."""

from __future__ import annotations

import itertools
import random
import re
from functools import cache

import pytest

from minesweeper.engine import Coord, Minefield, Params, kept_clear
from minesweeper.engine.noguess import NoGuessError, check_size, is_no_guess, no_guess_minefield

SIZES = [(rows, cols) for rows in range(1, 5) for cols in range(1, 5)] + [
    (2, 5), (5, 2), (2, 6), (6, 2), (2, 7), (2, 8), (1, 6), (3, 5), (5, 3), (4, 5),
]


def clicks(rows: int, cols: int) -> list[Coord]:
    """One click of each kind up to the board's symmetry, corners first (they work most)."""
    half = [Coord(r, c) for r in range((rows + 1) // 2) for c in range((cols + 1) // 2)]
    return sorted(half, key=lambda cell: (min(cell.row, 1) + min(cell.col, 1), cell))


@cache
def working_click(params: Params) -> Coord | None:
    """A first click from which some layout is cleared without a guess, or None."""
    cells = range(params.cells)
    for first in clicks(params.rows, params.cols):
        clear = set(kept_clear(params, first))
        free = [index for index in cells if index not in clear]
        for mines in itertools.combinations(free, params.mines):
            if is_no_guess(Minefield.from_indices(params.rows, params.cols, mines), first):
                return first
    return None


def refusal(params: Params) -> str:
    try:
        check_size(params)
    except NoGuessError as error:
        return str(error)
    return ""


@pytest.mark.parametrize(("rows", "cols"), SIZES)
def test_a_small_size_is_refused_exactly_when_no_first_click_can_work(
    rows: int, cols: int
) -> None:
    for mines in range(rows * cols):
        params = Params(rows, cols, mines)
        assert bool(refusal(params)) == (working_click(params) is None), params


@pytest.mark.parametrize(("rows", "cols"), SIZES)
def test_the_generator_deals_every_small_size_accepted_at_a_click_that_works(
    rows: int, cols: int
) -> None:
    for mines in range(rows * cols):
        params = Params(rows, cols, mines)
        first = working_click(params)
        if first is not None:
            field = no_guess_minefield(params, first, random.Random(mines))
            assert is_no_guess(field, first), params


@pytest.mark.parametrize(("params", "advice"), [
    (Params(2, 2, 1), "takes 0 or 3 mines, not 1: on a board 2 rows high"),
    (Params(2, 3, 1), "needs an even number of mines up to 2 (or 3, or 5 with the first click "
     "as the only safe cell), not 1: on a board 2 rows high"),
    (Params(3, 2, 1), "needs an even number of mines up to 2 (or 3, or 5 with the first click "
     "as the only safe cell), not 1: on a board 2 columns wide"),
    (Params(2, 4, 1), "needs an even number of mines up to 4 (or 3 or 5, or 7 with the first "
     "click as the only safe cell), not 1"),
    (Params(2, 5, 7), "needs an even number of mines up to 6 (or 5, or 9 with the first click "
     "as the only safe cell), not 7"),  # 5 made
    (Params(2, 6, 7), "needs an even number of mines up to 8 (or 11 with the first click as "
     "the only safe cell), not 7"),
    (Params(2, 2, 2), "cannot hold 2 mines: with only 2 safe cells, the first click never "
     "shows where the other one is; try fewer mines"),
    (Params(4, 4, 13), "cannot hold 13 mines: with only 3 safe cells, the first click "
     "never shows where the other two are"),
])
def test_the_refusal_gives_the_advice_that_helps(params: Params, advice: str) -> None:
    assert advice in refusal(params)
    assert "fewer" not in refusal(params) or "even" not in refusal(params)


def test_a_first_click_that_cannot_work_names_its_cell_and_another_way() -> None:
    # 2x3 with 2 mines works from a corner, never from the middle of a side.
    with pytest.raises(NoGuessError) as refused:
        no_guess_minefield(Params(2, 3, 2), Coord(0, 1), random.Random(1))
    assert str(refused.value) == (
        "could not find a no-guess 2x3x2 board for a first click at row 0, column 1: try "
        "another first click or fewer mines"
    )


@pytest.mark.parametrize(("params", "step"), [
    (Params(1, 40, 10), 3), (Params(40, 1, 10), 7), (Params(1, 40, 3), 13),
    (Params(1, 30, 25), 1),
])
def test_a_long_line_is_dealt_from_any_click_with_room_beside_it(params: Params,
                                                                 step: int) -> None:
    # Random draws of a dense line almost never work: the mines go to its two ends.
    along = max(params.rows, params.cols)
    dealt: set[frozenset[int]] = set()
    for at in range(0, along, step):
        first = Coord(at, 0) if params.cols == 1 else Coord(0, at)
        if len(kept_clear(params, first)) < 2 + (0 < at < along - 1):
            continue  # too dense to keep the click's neighbours clear
        field = no_guess_minefield(params, first, random.Random(at))
        assert is_no_guess(field, first), (params, first)
        dealt.add(field.mine_indices)
    assert len(dealt) > 1  # not one layout for every click


@pytest.mark.parametrize("params", [Params(2, 3, 1), Params(3, 2, 1), Params(2, 4, 1),
                                    Params(2, 5, 7), Params(2, 6, 7)])
def test_the_odd_counts_a_refusal_offers_instead_can_be_made(params: Params) -> None:
    import re

    offered = re.search(r"\(or ([^)]*)\)", refusal(params))
    assert offered is not None
    for mines in map(int, re.findall(r"[0-9]+", offered[1])):
        assert working_click(Params(params.rows, params.cols, mines)) is not None, mines


@pytest.mark.parametrize(("rows", "cols"), [(r, c) for r, c in SIZES if min(r, c) == 2])
def test_the_counts_an_odd_refusal_names_are_exactly_those_accepted(rows: int,
                                                                   cols: int) -> None:
    # "an even number of mines (or 3)" on 2x2 named 2, which is refused too.
    accepted = {m for m in range(rows * cols) if not refusal(Params(rows, cols, m))}
    for mines in set(range(1, rows * cols, 2)) - accepted:
        said = refusal(Params(rows, cols, mines)).split(", not ")[0]
        named = [int(n) for n in re.findall(r"[0-9]+", said.split(" board ")[1])]
        if "even number" in said:
            top, *odd = named
            named = [*range(0, top + 1, 2), *odd]
        assert set(named) == accepted, (rows, cols, mines, said)


class NoDraws(random.Random):
    """A random source that fails the test if anything is drawn from it."""

    def random(self) -> float:
        raise AssertionError("drew a random layout")

    def getrandbits(self, k: int) -> int:
        raise AssertionError("drew a random layout")


@pytest.mark.parametrize(("params", "first"), [
    (Params(3, 1, 1), Coord(1, 0)), (Params(1, 3, 1), Coord(0, 1)),
    (Params(1, 5, 3), Coord(0, 2)), (Params(9, 1, 7), Coord(4, 0)),
])
def test_a_board_with_few_layouts_none_of_them_no_guess_is_refused_without_a_draw(
        params: Params, first: Coord) -> None:
    # It drew 33,333 layouts of a 3-cell board (and repaired some) before refusing: 1 s.
    assert working_click(params) is not None  # the size is fine: another click works
    with pytest.raises(NoGuessError, match="could not find a no-guess"):
        no_guess_minefield(params, first, NoDraws())


def test_trying_few_layouts_first_draws_nothing_so_boards_and_game_ids_stay() -> None:
    # Where a few layouts work, the board is drawn from the random source as before.
    for params, first in ((Params(3, 3, 1), Coord(0, 0)), (Params(4, 4, 3), Coord(0, 0))):
        rng, same = random.Random(5), random.Random(5)
        field = no_guess_minefield(params, first, rng)
        clear = set(kept_clear(params, first))
        free = [index for index in range(params.cells) if index not in clear]
        assert sorted(field.mine_indices) == sorted(same.sample(free, params.mines))


def test_a_layout_with_a_mine_on_the_first_click_is_never_no_guess() -> None:
    # Opened there, the mine would show its count (0) and let the rest cascade open.
    field = Minefield(3, 3, [Coord(0, 0)])
    assert not is_no_guess(field, Coord(0, 0))
    assert is_no_guess(field, Coord(2, 2))
