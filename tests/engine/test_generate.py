"""Random placement: the first-click rule, uniformity over the allowed layouts, determinism."""

from __future__ import annotations

import math
import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, OffBoardError, Params, Status, kept_clear, place_mines
from minesweeper.engine.coords import neighbour_indices


def test_the_whole_block_around_the_click_is_kept_clear_when_there_is_room() -> None:
    assert kept_clear(Params(5, 5, 10), Coord(2, 2)) == [6, 7, 8, 11, 12, 13, 16, 17, 18]
    assert kept_clear(Params(5, 5, 10), Coord(0, 0)) == [0, 1, 5, 6]
    # 4x4 with 7 mines leaves exactly 9 safe cells: just enough room for the block.
    assert len(kept_clear(Params(4, 4, 7), Coord(1, 1))) == 9


def test_only_the_clicked_cell_when_the_board_is_too_dense() -> None:
    assert kept_clear(Params(4, 4, 8), Coord(1, 1)) == [5]
    assert kept_clear(Params(2, 2, 3), Coord(1, 0)) == [2]
    assert kept_clear(Params(1, 1, 0), Coord(0, 0)) == [0]


def test_the_same_seed_and_first_click_give_the_same_board() -> None:
    params = Params(16, 30, 99)
    one = place_mines(params, Coord(5, 7), random.Random(2024))
    two = place_mines(params, Coord(5, 7), random.Random(2024))
    assert one == two
    assert list(one.mines()) == list(two.mines())


def test_different_seeds_give_different_boards() -> None:
    params = Params(16, 30, 99)
    boards = {place_mines(params, Coord(5, 7), random.Random(seed)) for seed in range(20)}
    assert len(boards) == 20


def test_a_seeded_game_replays_identically() -> None:
    def play(seed: int) -> str:
        game = Game.random(Params(16, 16, 40), random.Random(seed))
        game.open(Coord(8, 8))
        return game.to_text()

    assert play(11) == play(11)


def test_a_first_click_off_the_board_raises() -> None:
    with pytest.raises(OffBoardError):
        place_mines(Params(3, 3, 1), Coord(3, 0), random.Random(1))


def layout_frequencies(
    params: Params, first: Coord, runs: int, seed: int
) -> Counter[frozenset[int]]:
    rng = random.Random(seed)
    return Counter(place_mines(params, first, rng).mine_indices for _ in range(runs))


@pytest.mark.parametrize(
    ("params", "first"),
    [
        (Params(4, 4, 2), Coord(1, 1)),  # 3x3 kept clear: 2 mines in 7 free cells, 21 layouts
        (Params(3, 3, 2), Coord(0, 0)),  # corner click keeps 4 clear: 10 layouts
        (Params(2, 3, 4), Coord(0, 1)),  # too dense: only the click is kept, 5 layouts
        (Params(3, 4, 3), Coord(1, 3)),  # edge click keeps 6 clear: 20 layouts
    ],
)
def test_placement_is_uniform_over_exactly_the_allowed_layouts(
    params: Params, first: Coord
) -> None:
    index = first.row * params.cols + first.col
    block = {index, *neighbour_indices(index, params.rows, params.cols)}
    kept = block if params.safe_cells >= len(block) else {index}
    free = [cell for cell in range(params.cells) if cell not in kept]
    allowed = {frozenset(layout) for layout in combinations(free, params.mines)}

    per_layout = 3000
    runs = per_layout * len(allowed)
    frequencies = layout_frequencies(params, first, runs, seed=12345)

    assert set(frequencies) == allowed
    # Each count is binomial(runs, 1/len(allowed)). Five standard deviations (at most 9% of
    # 3000) never trips a fair sampler, yet catches any layout favoured or starved by more.
    sigma = math.sqrt(runs * (1 / len(allowed)) * (1 - 1 / len(allowed)))
    for layout, count in frequencies.items():
        assert abs(count - per_layout) < 5 * sigma, (sorted(layout), count)


def test_every_free_cell_is_equally_likely_on_a_bigger_board() -> None:
    params = Params(6, 6, 5)
    frequencies = Counter[int]()
    rng = random.Random(99)
    runs = 9000
    for _ in range(runs):
        frequencies.update(place_mines(params, Coord(0, 0), rng).mine_indices)
    assert set(frequencies) == set(range(36)) - {0, 1, 6, 7}
    expected = runs * params.mines / 32
    assert all(abs(count - expected) < 0.15 * expected for count in frequencies.values())


@settings(max_examples=200, deadline=None)
@given(
    rows=st.integers(1, 14),
    cols=st.integers(1, 14),
    seed=st.integers(0, 2**32 - 1),
    data=st.data(),
)
def test_mine_count_and_first_click_safety(
    rows: int, cols: int, seed: int, data: st.DataObject
) -> None:
    mines = data.draw(st.integers(0, rows * cols - 1), label="mines")
    first = Coord(data.draw(st.integers(0, rows - 1)), data.draw(st.integers(0, cols - 1)))
    params = Params(rows, cols, mines)
    minefield = place_mines(params, first, random.Random(seed))
    assert minefield.mine_count == mines
    assert (minefield.rows, minefield.cols) == (rows, cols)
    assert not minefield.is_mine(first)
    index = first.row * cols + first.col
    block = [index, *neighbour_indices(index, rows, cols)]
    if rows * cols - mines >= len(block):
        assert not any(minefield.is_mine_at(cell) for cell in block)
        assert minefield.count(first) == 0

    game = Game.random(params, random.Random(seed))
    game.open(first)
    assert game.status in (Status.PLAYING, Status.WON)
    assert game.minefield == minefield  # same seed, same click, same board


@pytest.mark.parametrize("click", [Coord(9, 9), Coord(-1, -1), Coord(0, 8)])
def test_kept_clear_refuses_a_click_off_the_board(click: Coord) -> None:
    # It named cells off the board ([-10, -9, -2, -1]), or (0, 8) as cells of row 1.
    with pytest.raises(OffBoardError):
        kept_clear(Params(8, 8, 10), click)


def test_the_dealer_gives_no_guess_boards_only_for_no_guess_play() -> None:
    from minesweeper.engine import dealer, is_no_guess

    assert dealer(False) is place_mines
    params, first = Params(9, 9, 20), Coord(4, 4)
    boards = [dealer(True)(params, first, random.Random(seed)) for seed in range(5)]
    assert all(is_no_guess(board, first) for board in boards)
    assert not all(is_no_guess(place_mines(params, first, random.Random(seed)), first)
                   for seed in range(5))
