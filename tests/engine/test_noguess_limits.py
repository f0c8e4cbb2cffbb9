"""No-guess requests are made within bounded work or refused at once with one line."""

from __future__ import annotations

import random

import pytest

from minesweeper.engine import Coord, Params, noguess
from minesweeper.engine.gameid import GameId
from minesweeper.engine.noguess import NoGuessError, check_size, no_guess_minefield


def test_the_game_id_that_ran_for_minutes_is_refused_before_any_work() -> None:
    game_id = GameId.parse("n-316x316x30000-1-158.158")
    assert game_id.no_guess and game_id.first_click == Coord(158, 158)
    rng = random.Random(game_id.seed)
    before = rng.getstate()
    with pytest.raises(NoGuessError) as refused:
        no_guess_minefield(game_id.params, game_id.first_click, rng)
    assert str(refused.value) == (
        "a no-guess 316x316 board takes at most 15,976 mines (16%), not 30,000: denser ones "
        "take too long to make"
    )
    # Not one layout was drawn: the refusal comes before the work.
    assert rng.getstate() == before


@pytest.mark.parametrize("params", [
    Params(316, 316, 39_942), Params(316, 316, 59_913), Params(200, 200, 12_000),
    Params(100, 100, 3_000), Params(100, 100, 6_000), Params(200, 200, 9_000),
    Params(80, 80, 2_600),
])
def test_large_dense_boards_are_refused(params: Params) -> None:
    with pytest.raises(NoGuessError, match=r"^a no-guess \d+x\d+ board takes at most [\d,]+ "):
        check_size(params)


@pytest.mark.parametrize("params", [
    Params(100, 100, 2_800), Params(200, 200, 8_800), Params(316, 316, 15_976),
    Params(70, 70, 2_940), Params(80, 80, 2_560), Params(16, 30, 99), Params(8, 8, 63),
])
def test_sizes_and_densities_within_the_limits_are_not_refused(params: Params) -> None:
    check_size(params)


def test_a_board_not_made_within_the_work_limit_is_given_up_with_a_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Without rejection draws and with work for one repair only, a dense board cannot be
    # made: the generator stops and says why instead of going on.
    monkeypatch.setattr(noguess, "REJECTION_CELLS", 0)
    monkeypatch.setattr(noguess, "REPAIR_WORK", 2_000)
    with pytest.raises(NoGuessError, match="^gave up making a no-guess 30x30x300 board with "
                       "the first click at row 15, column 15: it takes too long"):
        no_guess_minefield(Params(30, 30, 300), Coord(15, 15), random.Random(4))


def test_a_dense_board_is_made_by_repair_when_the_work_suffices(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(noguess, "REJECTION_CELLS", 0)
    field = no_guess_minefield(Params(30, 30, 300), Coord(15, 15), random.Random(4))
    assert noguess.is_no_guess(field, Coord(15, 15))


@pytest.mark.parametrize(("params", "line"), [
    (Params(2, 7, 1), "a column holding one mine"), (Params(9, 2, 3), "a row holding one mine"),
])
def test_an_odd_mine_count_on_a_board_two_cells_across_is_refused_by_its_cause(
    params: Params, line: str
) -> None:
    with pytest.raises(NoGuessError, match=rf"needs an even number of mines up to "
                       rf"{params.cells - 4} \(or {params.cells - 1} with the first click as the "
                       rf"only safe cell\), not {params.mines}: "
                       rf"on a board 2 .* {line} "
                       "is always a 50/50"):
        check_size(params)


def test_a_board_two_cells_across_with_paired_mines_is_made() -> None:
    field = no_guess_minefield(Params(2, 7, 2), Coord(0, 3), random.Random(1))
    columns = sorted(index % 7 for index in field.mine_indices)
    assert columns[0] == columns[1] and noguess.is_no_guess(field, Coord(0, 3))


def test_a_dense_odd_board_two_cells_across_is_refused_before_any_work() -> None:
    # 9 mines leave 5 safe cells: only a corner click keeps its cells clear, and yet no
    # click can work (see test_noguess_small.py), so the count is refused at once.
    rng = random.Random(1)
    before = rng.getstate()
    with pytest.raises(NoGuessError, match=r"^a no-guess 2x7 board needs an even number of "
                       r"mines up to 10 \(or 13 with the first click as the only safe cell\), "
                       r"not 9: .* a column holding one mine is "
                       r"always a "
                       "50/50$"):
        no_guess_minefield(Params(2, 7, 9), Coord(0, 3), rng)
    assert rng.getstate() == before
