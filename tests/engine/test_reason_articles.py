"""A figure after "a" takes the article it has read aloud: an 8%, an 11.1%, an 8x8 board."""

from __future__ import annotations

import re

import pytest

from minesweeper.engine import Params, ParamsError
from minesweeper.engine.solver.reasons import a_figure, chance_figure, guess_reason


@pytest.mark.parametrize(("figure", "words"), [
    ("8%", "an 8%"), ("8.5%", "an 8.5%"), ("11%", "an 11%"), ("11.1%", "an 11.1%"),
    ("18.0%", "an 18.0%"), ("80%", "an 80%"), ("89.9%", "an 89.9%"), ("800", "an 800"),
    ("8,000", "an 8,000"), ("11,500", "an 11,500"), ("18000", "an 18000"), ("8x8", "an 8x8"),
    ("1.5%", "a 1.5%"), ("0.4%", "a 0.4%"), ("10%", "a 10%"), ("12.5%", "a 12.5%"),
    ("19%", "a 19%"), ("28%", "a 28%"), ("100%", "a 100%"), ("110", "a 110"),
    ("1,100", "a 1,100"), ("1800", "a 1800"), ("3x3", "a 3x3"),
])
def test_the_article_follows_the_figure_as_spoken(figure: str, words: str) -> None:
    assert a_figure(figure) == words


@pytest.mark.parametrize("how", ["endgame", "pair", "pseudo", "least"])
@pytest.mark.parametrize(("risk", "chance"), [
    (0.111, "an 11.1% chance"), (0.08, "an 8.0% chance"), (0.18, "an 18.0% chance"),
    (0.845, "an 84.5% chance"), (0.125, "a 12.5% chance"),
])
def test_every_guess_reason_says_an_before_an_eleven_or_eight(
    how: str, risk: float, chance: str
) -> None:
    reason = guess_reason("row 1, column 2", how, risk, risk, 0.5, "row 1, column 3")
    assert f"{chance} of a mine" in reason


@pytest.mark.parametrize(("rows", "words"), [(8, "an 8x8 board"), (11, "an 11x8 board"),
                                             (3, "a 3x8 board")])
def test_a_refused_mine_count_names_the_board_with_its_article(rows: int, words: str) -> None:
    with pytest.raises(ParamsError, match=f"^{words} takes 0 to "):
        Params(rows, 8, rows * 8)


@pytest.mark.parametrize("how", ["endgame", "pair", "pseudo", "outlook"])
def test_a_guess_is_never_said_to_be_certain(how: str) -> None:
    tiny = guess_reason("row 6, column 18", how, 0.0001, 0.0001, 0.5, "row 6, column 19")
    assert not re.search(r"(?<![\d.])0\.0%", tiny) and "under 0.1%" in tiny  # (50.0% is fine)
    riskier = guess_reason("row 6, column 18", "outlook", 0.0004, 0.0001)
    assert "0.0%" not in riskier and "has a chance of a mine under 0.1% (the least risky " \
        "cell has under 0.1%)" in riskier


def test_a_riskier_guess_gives_both_chances_to_a_tenth_of_a_percent() -> None:
    # As the least risky guess and the cursor's description (`x`) give a chance: 74% and
    # 75% would hide how close the two are.
    reason = guess_reason("row 3, column 5", "outlook", 0.259, 0.25)
    assert reason.endswith("row 3, column 5 has a 25.9% chance of a mine (the least risky "
                           "cell has 25.0%), and is the most likely to open new ground")


def test_a_guess_picked_for_its_long_term_risk_gives_that_reason_not_new_ground() -> None:
    later = "and it may end up among cells that only a guess can ever tell apart, so it is " \
        "better guessed now"
    riskier = guess_reason("row 3, column 5", "outlook", 0.259, 0.25, influenced=True)
    assert riskier.endswith("row 3, column 5 has a 25.9% chance of a mine (the least risky "
                            f"cell has 25.0%), {later}")
    tied = guess_reason("row 0, column 29", "outlook", 0.2, 0.2, tied=True, influenced=True)
    assert tied.endswith("row 0, column 29 is as little risky as any cell, with a 20.0% "
                         f"chance of a mine, {later}")
    for reason in (riskier, tied):
        assert "new ground" not in reason
    # The least risky cell needs no other reason.
    assert guess_reason("row 0, column 0", "outlook", 0.05, 0.05, influenced=True).endswith(
        "row 0, column 0 is the least risky cell, with a 5.0% chance of a mine")


def test_a_guess_among_equally_risky_cells_is_not_called_the_least_risky() -> None:
    from minesweeper.engine import Game, Minefield, Position, hint
    from minesweeper.engine.coords import Coord

    # A board file before its first click: every cell is as risky as the next.
    mines = [Coord(row, row) for row in range(8)] + [Coord(0, 7), Coord(7, 0)]
    untouched = hint(Position.from_game(Game.fixed(Minefield(8, 8, mines))))
    assert "is as little risky as any cell, with a 15.6% chance of a mine, and of those " \
        "the most likely to open new ground" in untouched.reason
    assert "the least risky cell" not in untouched.reason


def test_a_guess_at_the_one_least_risky_cell_says_so() -> None:
    assert guess_reason("row 0, column 0", "outlook", 0.05, 0.05) == (
        "nothing can be proven, so a guess is needed: row 0, column 0 is the least risky "
        "cell, with a 5.0% chance of a mine")


def test_a_chance_that_rounds_to_certain_is_never_written_as_certain() -> None:
    from minesweeper.engine.solver.reasons import chance_figure

    assert chance_figure(1999 / 2000) == "over 99.9%"  # 0.9995: 100.0% to a tenth
    assert chance_figure(1 / 2001) == "under 0.1%"
    assert (chance_figure(0.0), chance_figure(1.0)) == ("0.0%", "100.0%")  # proven


def test_a_riskier_guess_names_a_least_risky_cell() -> None:
    one = guess_reason("row 3, column 5", "outlook", 0.259, 0.25, safest="row 0, column 0")
    # In chances of a mine, as every other tip and `x`: "74.1% safe" beside "a 25.0%
    # chance of a mine" made two play-testers compare unlike figures.
    assert one.endswith("(the least risky cell, row 0, column 0, has 25.0%), and is the "
                        "most likely to open new ground")
    many = guess_reason("row 3, column 5", "outlook", 0.259, 0.25, safest="row 0, column 0",
                        least=3, influenced=True)
    assert "(the least risky cells, such as row 0, column 0, have 25.0%), and" in many


def test_a_number_that_needs_more_mines_than_fit_is_said_to_need_them_once() -> None:
    # "the 3 at row 5, column 6 (which needs 2 more mines) needs 2 mines but at most 1 fit"
    from minesweeper.engine.solver.reasons import pair_reason

    state = [1, 3, 9, 9, 9, 9]  # a 1 and a 3 on a board 3 wide, the rest closed
    reason = pair_reason(state, 3, 0, 1, 1, 2, 0, 1, True)
    assert reason == ("the 3 at row 0, column 1 needs 2 more mines but at most 1 fits in the "
                      "cells it shares with the 1 at row 0, column 0, so its other closed "
                      "neighbours are mines")
    assert "needs 3 mines but at most 2 fit in" in pair_reason(state, 3, 0, 1, 1, 3, 0, 2, True)


def test_a_chance_to_a_tenth_rounds_halves_up_as_the_chance_map_does() -> None:
    # The tip and `x` rounded the float half to even, the chance map halves up: with
    # --custom 8x8x12 --seed 5, `x` said 31.2% for 5/16 but 18.8% for 3/16 (tips helper).
    assert chance_figure(5 / 16) == "31.3%"
    assert chance_figure(1 / 16) == "6.3%"
    assert chance_figure(3 / 16) == "18.8%"
    assert chance_figure(23 / 40) == "57.5%"  # (a float a hair under the half: no change)
    assert chance_figure(1 / 2000) == "0.1%" and chance_figure(1999 / 2000) == "over 99.9%"


@pytest.mark.parametrize(("how", "other"), [("pair", "row 1, column 3"),
                                            ("pseudo", "row 1, column 3"), ("pseudo", "")])
def test_a_pair_guess_names_a_least_risky_cell_only_when_riskier(how: str, other: str) -> None:
    # As risky as the least risky cell: naming another cell "with 50.0%" beside its own
    # 50.0% reads as if there were a better pick.
    level = guess_reason("row 1, column 2", how, 0.5, 0.5, other=other, safest="row 0, column 0")
    assert level.endswith("so guess it now: a 50.0% chance of a mine"), level
    assert "least risky" not in level
    riskier = guess_reason("row 1, column 2", how, 0.5, 0.2, other=other,
                           safest="row 0, column 0")
    assert riskier.endswith("so guess it now: a 50.0% chance of a mine (the least risky "
                            "cell, row 0, column 0, has 20.0%)"), riskier


def test_a_chance_a_hair_under_its_half_as_a_float_still_rounds_up() -> None:
    # 201/400 is 50.25% exactly, but 502.49999999999994 tenths as a float: the map and the
    # tip round halves up, so 50.3%, as 5/16 is 31.3%.
    assert chance_figure(201 / 400) == "50.3%"
    assert chance_figure(1001 / 2000) == "50.1%"
