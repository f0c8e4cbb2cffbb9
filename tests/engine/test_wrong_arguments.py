"""The easy mistakes of a program using the engine get a TypeError that says what to pass,
not an AttributeError from deep inside."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from minesweeper.engine import (
    Coord,
    Game,
    GameId,
    Level,
    deductions,
    hint,
    parse,
    parse_bytes,
    player_hint,
    probabilities,
    probability_map,
)
from minesweeper.engine.solver import exact_probabilities

ASKERS: list[Callable[[Any], object]] = [hint, player_hint, deductions, probabilities,
                                         exact_probabilities, probability_map]


@pytest.mark.parametrize("asker", ASKERS, ids=lambda asker: asker.__name__)
def test_a_game_passed_for_its_position_is_told_to_pass_the_position(
        asker: Callable[[Any], object]) -> None:
    game = Game.random(Level.BEGINNER.params, random.Random(1))
    game.open(Coord(4, 4))
    with pytest.raises(TypeError) as raised:
        asker(game)
    assert str(raised.value) == \
        f"{asker.__name__} takes a Position, not Game (a game's is game.position())"
    hint(game.position())  # what it says works


@pytest.mark.parametrize(("reader", "given", "message"), [
    (parse, b"2 2\n0 0\n", "parse takes a board file's text, not bytes (parse_bytes takes bytes)"),
    (parse, None, "parse takes a board file's text, not NoneType"),
    (parse_bytes, "2 2\n0 0\n", "parse_bytes takes a file's bytes, not str (parse takes text)"),
])
def test_text_and_bytes_swapped_name_the_reader_that_takes_them(
        reader: Callable[[Any], object], given: object, message: str) -> None:
    with pytest.raises(TypeError) as raised:
        reader(given)
    assert str(raised.value) == message


def test_both_readers_read_the_same_board() -> None:
    text = "2 2\n0 0\n"
    assert parse(text) == parse_bytes(text.encode()) == parse_bytes(bytearray(text.encode()))


@pytest.mark.parametrize("given", [None, b"b-1z141z3-4.4"])
def test_a_game_id_that_is_not_text_is_told_to_be_text(given: object) -> None:
    with pytest.raises(TypeError) as raised:
        GameId.parse(given)  # type: ignore[arg-type]
    assert str(raised.value) == f"GameId.parse takes the ID's text, not {type(given).__name__}"
    assert GameId.parse("b-1z141z3-4.4").text == "b-1z141z3-4.4"


@pytest.mark.parametrize("given", [None, b"O3,4", 16])
def test_a_move_or_a_size_that_is_not_text_is_told_to_be_text(given: object) -> None:
    # The regular expression's own "expected string or bytes-like object" said nothing.
    from minesweeper.engine import Move, Params

    kind = type(given).__name__
    with pytest.raises(TypeError, match=f"Move.parse takes a move's text such as 'O3,4', "
                                        f"not {kind}$"):
        Move.parse(given)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=f"Params.parse takes text such as '16x30x99', "
                                        f"not {kind}$"):
        Params.parse(given)  # type: ignore[arg-type]
    assert Move.parse("O3,4").coord == Coord(3, 4) and Params.parse("16x30x99").mines == 99


def test_a_position_s_cell_may_be_asked_about_by_coord_or_by_flat_index() -> None:
    # `position.is_closed(Coord(0, 1))` failed inside the bytes ("byte indices must be
    # integers"): a bot writer asks by Coord first, as everywhere else.
    from minesweeper.engine import Coord, OffBoardError, Position

    position = Position.from_text("1#\n##", 1)
    assert position.is_closed(Coord(0, 1)) and position.is_closed((1, 0))
    assert not position.is_closed(Coord(0, 0)) and not position.is_closed(0)
    assert position.is_closed(1)
    with pytest.raises(OffBoardError, match="outside the 2x2 board"):
        position.is_closed(Coord(5, 5))


def test_a_ragged_position_says_how_many_cells_its_row_has() -> None:
    from minesweeper.engine import Position, PositionError

    with pytest.raises(PositionError, match="^row 2 has 1 cell, the first has 2$"):
        Position.from_text("1#\n#", 1)
    with pytest.raises(PositionError, match="^row 2 has 3 cells, the first has 2$"):
        Position.from_text("1#\n###", 1)
