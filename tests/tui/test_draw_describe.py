"""The describe key's sentence (wording.cellwords): the cell under the cursor and what is
around it."""

from __future__ import annotations

from canvas import SMALL, lost_with_a_wrong_flag

from minesweeper.engine import Coord, Game
from minesweeper.wording.cellwords import describe_cell


def played() -> Game:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    game.toggle_flag(Coord(5, 0))
    return game


def test_a_number_says_its_flags_and_closed_neighbours() -> None:
    game = played()
    assert describe_cell(game, Coord(4, 1)) == "Row 4, column 1: 3; 1 flag and 3 closed around it"
    assert describe_cell(game, Coord(3, 0)) == "Row 3, column 0: 1; 1 closed around it"
    assert describe_cell(game, Coord(0, 0)) == "Row 0, column 0: empty"


def test_a_closed_cell_names_the_numbers_next_to_it_and_its_chance() -> None:
    game = played()
    assert describe_cell(game, Coord(5, 1)) == \
        "Row 5, column 1: closed; 1 flag and 2 closed around it; next to the numbers 2 and 3"
    assert describe_cell(game, Coord(5, 0)) == \
        "Row 5, column 0: flagged; 2 closed around it; next to a 3"
    chances = {4 * 7 + 0: 0.5}
    assert describe_cell(game, Coord(4, 0), chances).endswith(
        "next to the numbers 1, 1 and 3; 50.0% chance of a mine")
    # To a tenth of a percent, as the tip gives a guess's chance; never 0.0% unproven.
    assert describe_cell(game, Coord(4, 0), {28: 0.058}).endswith("; 5.8% chance of a mine")
    assert describe_cell(game, Coord(4, 0), {28: 0.0004}).endswith(
        "; under 0.1% chance of a mine")
    assert describe_cell(game, Coord(4, 0), {28: 0.058}, estimated=True).endswith(
        "; 5.8% chance of a mine (an estimate: the map holds some)")
    assert describe_cell(game, Coord(4, 0), {28: 0.0}).endswith("and 3; proven safe")
    assert describe_cell(game, Coord(4, 0), {28: 1.0}).endswith("and 3; proven a mine")
    fresh = Game.fixed(SMALL)
    assert describe_cell(fresh, Coord(0, 0)) == \
        "Row 0, column 0: closed; 3 closed around it; no number next to it"


def test_a_finished_board_names_mines_and_wrong_flags() -> None:
    game = lost_with_a_wrong_flag()
    assert describe_cell(game, Coord(5, 3)).startswith("Row 5, column 3: the mine that exploded")
    assert describe_cell(game, Coord(5, 2)).startswith("Row 5, column 2: a wrong flag")
    assert describe_cell(game, Coord(5, 0)).startswith("Row 5, column 0: a mine")
    # Around a number, the mines and wrong flags the end shows are counted too.
    assert describe_cell(game, Coord(4, 2)) == \
        "Row 4, column 2: 2; 1 wrong flag and 2 mines around it"


def test_the_description_gives_a_guess_the_same_chance_as_the_tip() -> None:
    from minesweeper.engine import Minefield, Position, player_hint, probability_map

    # 6x6 with 9 mines: the corner shows a 2 and proves nothing (the tip says 21.9%).
    game = Game.fixed(Minefield.from_indices(6, 6, [1, 7, 13, 14, 25, 27, 29, 32, 34]))
    game.open(Coord(0, 0))
    position = Position.from_game(game)
    tip = player_hint(position)
    assert tip.is_guess
    chances = probability_map(position).chances
    described = describe_cell(game, tip.cell, chances)
    figure = described.rsplit("; ", 1)[1].removesuffix(" chance of a mine")
    assert figure[0].isdigit() and figure.endswith("%") and "." in figure
    assert f"{figure} chance of a mine" in tip.reason



def test_with_the_map_on_a_flag_s_chance_is_said_too() -> None:
    # The map draws a flag as a flag, and x said only "flagged": a flag proven wrong (which
    # the tip calls wrong) showed nowhere on the map.
    game = played()
    assert describe_cell(game, Coord(5, 0), {5 * 7 + 0: 0.0}) == \
        "Row 5, column 0: flagged; 2 closed around it; next to a 3; proven safe"
    assert describe_cell(game, Coord(5, 0), {35: 0.25}).endswith("; 25.0% chance of a mine")
