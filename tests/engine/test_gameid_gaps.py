"""Game IDs: what `--game-id` and a bot writer rely on that a mutation of gameid.py showed
no test would notice breaking."""

from __future__ import annotations

import base64
import zlib

import pytest

from minesweeper.engine import Coord, Level, Minefield
from minesweeper.engine.gameid import GameId, GameIdError


def test_dealing_a_fixed_board_s_id_or_a_random_one_without_a_click() -> None:
    # Settings.from_game_id deals every ID a player gives: a fixed board's is its board,
    # a random game's before its first click is None (its mines come at that click).
    field = Minefield.from_indices(4, 5, [0, 7, 19])
    assert GameId.parse(GameId(field.params, minefield=field).text).deal() == field
    assert GameId.parse("b-1z141z3").deal() is None
    assert GameId.parse("n-i-7").deal() is None


def test_the_largest_board_s_id_reads_back() -> None:
    # 1000x1000 is the largest side a board file may have; its ID's bitmap is 125,000 bytes.
    field = Minefield.from_indices(1000, 1000, [0, 999_999, 123_457])
    again = GameId.parse(GameId(field.params, minefield=field).text)
    assert again.minefield == field


def test_a_fixed_id_with_no_safe_cell_is_a_game_id_error() -> None:
    data = base64.urlsafe_b64encode(zlib.compress(b"\x0f", 9)).decode().rstrip("=")
    with pytest.raises(GameIdError):
        GameId.parse(f"f-2x2-{data}")


@pytest.mark.parametrize("click", [(8, 0), (0, 8), (8, 8), (-1, 0)])
def test_an_id_made_with_a_first_click_off_the_board_is_refused(click: tuple[int, int]) -> None:
    with pytest.raises(GameIdError, match="off the board"):
        GameId(Level.BEGINNER.params, 5, Coord(*click))
    assert GameId(Level.BEGINNER.params, 5, Coord(7, 7)).text == "b-5-7.7"


def test_an_id_made_with_a_first_click_on_a_mine_is_refused() -> None:
    field = Minefield.from_indices(3, 3, [4])
    with pytest.raises(GameIdError, match="is a mine"):
        GameId(field.params, first_click=Coord(1, 1), minefield=field)


def test_game_ids_can_be_kept_in_a_set() -> None:
    assert len({GameId.parse("b-1z3"), GameId.parse("b-1z3")}) == 1
