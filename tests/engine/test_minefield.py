"""Minefields: neighbour counts, checks on construction, equality and 3BV."""

from __future__ import annotations

import random

import pytest
from gametext import field, minefields, picture
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import (
    Coord,
    Game,
    Minefield,
    MinefieldError,
    OffBoardError,
    Params,
    ParamsError,
    Status,
)


def counts_picture(minefield: Minefield) -> str:
    """`*` for a mine, else the neighbour count, one line per row."""
    return "\n".join(
        "".join(
            "*" if minefield.is_mine(Coord(r, c)) else str(minefield.count(Coord(r, c)))
            for c in range(minefield.cols)
        )
        for r in range(minefield.rows)
    )


@pytest.mark.parametrize(
    ("board", "counts"),
    [
        ("""
            *..*
            .*..
            ....
         """, """
            *22*
            2*21
            1110
         """),
        ("""
            ***
            *.*
            ***
         """, """
            ***
            *8*
            ***
         """),
        ("....", "0000"),
        (".\n*\n.", "1\n*\n1"),
    ],
)
def test_neighbour_counts(board: str, counts: str) -> None:
    assert counts_picture(field(board)) == picture(counts)


def test_mines_in_reading_order_and_by_index() -> None:
    minefield = field("""
        ..*
        *..
    """)
    assert list(minefield.mines()) == [Coord(0, 2), Coord(1, 0)]
    assert minefield.mine_indices == frozenset({2, 3})
    assert minefield.mine_count == 2
    assert minefield.params == Params(2, 3, 2)
    assert minefield.is_mine_at(3) and not minefield.is_mine_at(0)
    assert minefield.count_at(1) == 2
    assert minefield.contains(Coord(1, 2)) and not minefield.contains(Coord(2, 0))
    assert minefield.index(Coord(1, 1)) == 4


def test_off_board_questions_raise() -> None:
    minefield = field("..\n..")
    for ask in (minefield.is_mine, minefield.count, minefield.index):
        with pytest.raises(OffBoardError, match="cell 2 0 is outside the 2x2 board"):
            ask(Coord(2, 0))


@pytest.mark.parametrize(
    ("rows", "cols", "mines", "message"),
    [
        (2, 2, [Coord(2, 0)], "mine 2 0 is outside the 2x2 board"),
        (2, 2, [Coord(0, -1)], "mine 0 -1 is outside the 2x2 board"),
        (2, 2, [Coord(1, 1), Coord(1, 1)], "mine 1 1 is placed twice"),
        (1, 2, [Coord(0, 0), Coord(0, 1)], "the 1x2 board needs at least one cell without a mine"),
    ],
)
def test_bad_layouts_are_refused(rows: int, cols: int, mines: list[Coord], message: str) -> None:
    with pytest.raises(MinefieldError) as raised:
        Minefield(rows, cols, mines)
    assert str(raised.value) == message
    assert isinstance(raised.value, ValueError)


def test_bad_sizes_are_refused() -> None:
    with pytest.raises(ParamsError, match="columns must be 1 to 1000, not 0"):
        Minefield(3, 0, [])


def test_equality_hash_and_a_repr_that_reads_back() -> None:
    one = field("*.\n.*")
    two = Minefield(2, 2, [Coord(1, 1), Coord(0, 0)])
    assert one == two and hash(one) == hash(two)
    assert one != field("*.\n..")
    assert one != field("*..\n.*.")
    assert one != "*.\n.*"
    assert eval(repr(one), {"Minefield": Minefield, "Coord": Coord}) == one  # noqa: S307


@pytest.mark.parametrize(
    ("board", "three_bv"),
    [
        ("...\n...\n...", 1),  # one opening clears it
        ("*..\n...\n..*", 2),  # two openings that share the 2 in the middle
        ("*.*\n.*.", 3),  # no zeros: every safe cell is its own click
        ("...*.*", 2),  # one opening, plus the 2 that touches no zero
        ("..*..", 2),
        ("""
            ...*
            ....
            *...
         """, 2),
    ],
)
def test_three_bv(board: str, three_bv: int) -> None:
    assert field(board).three_bv == three_bv


@settings(max_examples=150, deadline=None)
@given(minefields())
def test_neighbour_counts_equal_a_direct_count(minefield: Minefield) -> None:
    mines = set(minefield.mines())
    for r in range(minefield.rows):
        for c in range(minefield.cols):
            direct = sum(
                (r + dr, c + dc) in mines
                for dr in (-1, 0, 1)
                for dc in (-1, 0, 1)
                if (dr, dc) != (0, 0)
            )
            assert minefield.count(Coord(r, c)) == direct


@settings(max_examples=150, deadline=None)
@given(minefields())
def test_three_bv_is_the_clicks_a_careful_player_needs(minefield: Minefield) -> None:
    # Click every still-closed zero first, then every still-closed safe cell.
    game = Game.fixed(minefield)
    clicks = 0
    cells = [Coord(r, c) for r in range(minefield.rows) for c in range(minefield.cols)]
    safe = [coord for coord in cells if not minefield.is_mine(coord)]
    for zeros_first in (True, False):
        for coord in safe:
            if zeros_first and minefield.count(coord):
                continue
            if game.open(coord).applied:
                clicks += 1
    assert game.status is Status.WON
    assert clicks == minefield.three_bv


@settings(max_examples=150, deadline=None)
@given(minefields(), st.randoms(use_true_random=False))
def test_a_lost_game_s_3bv_progress_counts_the_clicks_a_careful_player_made(
        minefield: Minefield, rng: random.Random) -> None:
    # A loss says how far the player got ("3BV 42/184"). Zeros first, then the rest: each
    # click that opens something does one. In any order it never falls, and ends whole.
    cells = [Coord(r, c) for r in range(minefield.rows) for c in range(minefield.cols)]
    safe = [coord for coord in cells if not minefield.is_mine(coord)]
    careful = sorted(safe, key=lambda coord: minefield.count(coord) > 0)
    shuffled = rng.sample(safe, len(safe))
    for order, exact in ((careful, True), (shuffled, False)):
        game = Game.fixed(minefield)
        assert game.three_bv_done == 0
        for coord in order:
            before = game.three_bv_done
            opened = game.open(coord).applied
            assert game.three_bv_done == before + opened if exact \
                else game.three_bv_done >= before
        assert game.status is Status.WON and game.three_bv_done == minefield.three_bv


def test_flat_index_off_the_board_is_refused_not_wrapped() -> None:
    minefield = field("..*\n*..")
    for ask in (minefield.is_mine_at, minefield.count_at):
        for index in (-1, 6, 10**6):
            with pytest.raises(OffBoardError, match=f"cell index {index} is outside the 2x3"):
                ask(index)


@pytest.mark.parametrize("mines", [[("1", "2")], [(True, 2)], [(1.0, 2)]])
def test_a_mine_must_be_a_row_and_a_column_in_whole_numbers(mines: list[Coord]) -> None:
    with pytest.raises(MinefieldError, match="is not a row and a column in whole numbers"):
        Minefield(5, 5, mines)


def test_a_side_must_be_a_whole_number() -> None:
    from minesweeper.engine import ParamsError

    with pytest.raises(ParamsError, match="rows must be a whole number, not 5.0"):
        Minefield(5.0, 5, [])  # type: ignore[arg-type]


@pytest.mark.parametrize("mines", [[(1, 2, 3)], [5], "12"])
def test_a_mine_that_is_not_a_pair_is_a_minefield_error(mines: object) -> None:
    with pytest.raises(MinefieldError, match="is not a row and a column"):
        Minefield(8, 8, mines)  # type: ignore[arg-type]


def test_flat_indices_build_the_same_board_as_coordinates() -> None:
    field = Minefield.from_indices(3, 4, [0, 6, 11])
    assert field == Minefield(3, 4, [Coord(0, 0), Coord(1, 2), Coord(2, 3)])
    assert counts_picture(field) == counts_picture(Minefield(3, 4, [(0, 0), (1, 2), (2, 3)]))


@pytest.mark.parametrize(("indices", "message"), [
    ([0, 0], "mine index 0 is placed twice"),
    ([-1], "mine index -1 is not a whole number from 0 to 8, a cell of the 3x3 board"),
    ([9], "mine index 9 is not a whole number from 0 to 8, a cell of the 3x3 board"),
    ([True], "mine index True is not a whole number from 0 to 8, a cell of the 3x3 board"),
    ([2.0], "mine index 2.0 is not a whole number from 0 to 8, a cell of the 3x3 board"),
    (range(9), "the 3x3 board needs at least one cell without a mine"),
])
def test_bad_flat_indices_are_refused_not_built_into_a_wrong_board(
        indices: list[int], message: str) -> None:
    with pytest.raises(MinefieldError) as raised:
        Minefield.from_indices(3, 3, indices)
    assert str(raised.value) == message


@pytest.mark.parametrize(("mine", "message"), [
    (Coord(0, 2), "mine 0 2 is outside the 2x2 board"),  # not wrapped onto row 1, column 0
    (Coord(1, 2), "mine 1 2 is outside the 2x2 board"),  # not one past the last cell
    (Coord(-1, 0), "mine -1 0 is outside the 2x2 board"),
])
def test_a_mine_just_past_an_edge_is_refused_not_wrapped(mine: Coord, message: str) -> None:
    with pytest.raises(MinefieldError) as raised:
        Minefield(2, 2, [mine])
    assert str(raised.value) == message


def test_a_minefield_compared_with_what_is_not_one_is_plainly_unequal() -> None:
    minefield = Minefield(2, 2, [Coord(0, 0)])
    assert (minefield == "*.\n..") is False
    assert (minefield == [Coord(0, 0)]) is False


def test_a_deal_refused_names_the_click_row_first() -> None:
    minefield = Minefield(3, 3, [Coord(1, 2), Coord(0, 0)])
    with pytest.raises(MinefieldError, match="^the board is said to be dealt for a first click "
                       "at 1 2, but a mine lies there$"):
        minefield.check_deal(minefield.params, Coord(1, 2))
