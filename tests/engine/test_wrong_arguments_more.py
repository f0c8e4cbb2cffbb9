"""Every other public taker of a Position, a Game, a Minefield or a random.Random says what
to pass when given the wrong kind, as hint does (test_wrong_arguments.py): README promises a
TypeError that says what to pass, not an AttributeError from inside."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from minesweeper.engine import (
    Coord,
    Game,
    InconsistentError,
    Level,
    OffBoardError,
    Solver,
    autoplay,
    is_informative,
    is_no_guess,
    judge,
    no_guess_minefield,
    place_mines,
    proof_of_mine,
    proof_of_safety,
    respond,
)

POSITION_TAKERS: list[tuple[str, Callable[[Any], object]]] = [
    ("is_informative", is_informative),
    ("proof_of_mine", lambda given: proof_of_mine(given, frozenset({0}))),
    ("proof_of_safety", lambda given: proof_of_safety(given, frozenset({0}))),
    ("judge", lambda given: judge(given, [0])),
    ("respond", lambda given: respond(given, [0], random.Random(1), strict=False)),
    ("Solver.from_position", Solver.from_position),
]


def _started() -> Game:
    game = Game.random(Level.BEGINNER.params, random.Random(1))
    game.open(Coord(4, 4))
    return game


@pytest.mark.parametrize(("name", "asker"), POSITION_TAKERS, ids=[n for n, _ in POSITION_TAKERS])
def test_every_position_taker_tells_a_game_to_pass_its_position(
        name: str, asker: Callable[[Any], object]) -> None:
    game = _started()
    with pytest.raises(TypeError) as raised:
        asker(game)
    assert str(raised.value) == f"{name} takes a Position, not Game (a game's is game.position())"
    asker(game.position())  # what it says works


def test_autoplay_tells_a_position_to_pass_a_game() -> None:
    game = Game.random(Level.BEGINNER.params, random.Random(1))
    with pytest.raises(TypeError, match="^autoplay takes a Game, not Position$"):
        autoplay(game.position(), Coord(4, 4))  # type: ignore[arg-type]
    assert autoplay(game, Coord(4, 4)) >= 0


def test_is_no_guess_tells_a_game_to_pass_its_minefield() -> None:
    game = _started()
    with pytest.raises(TypeError, match=r"^is_no_guess takes a Minefield, not Game \(a game's "
                                        r"is game.minefield\)$"):
        is_no_guess(game, Coord(4, 4))  # type: ignore[arg-type]
    assert game.minefield is not None
    is_no_guess(game.minefield, Coord(4, 4))


@pytest.mark.parametrize("dealer", [place_mines, no_guess_minefield],
                         ids=["place_mines", "no_guess_minefield"])
def test_a_seed_passed_for_a_random_generator_is_told_to_be_one(
        dealer: Callable[..., object]) -> None:
    params = Level.BEGINNER.params
    with pytest.raises(TypeError, match=f"^{dealer.__name__} takes a random.Random, not int$"):
        dealer(params, Coord(4, 4), 7)
    dealer(params, Coord(4, 4), random.Random(7))


@pytest.mark.parametrize("index", [-1, 64, 1.0, "3", None])
def test_a_solver_told_of_a_cell_off_the_board_says_so(index: Any) -> None:
    # -1 was the last cell (a list's index), 1.0 and "3" a TypeError from inside.
    solver = Solver(8, 8, 10)
    with pytest.raises(OffBoardError, match="not a flat index of the 8x8 board"):
        solver.reveal(index, 1)
    assert solver.state == Solver(8, 8, 10).state  # nothing recorded


@pytest.mark.parametrize("count", [-1, 9, 100, 1.5, True, "2"])
def test_a_solver_told_of_a_number_no_cell_shows_says_so(count: Any) -> None:
    solver = Solver(8, 8, 10)
    with pytest.raises(InconsistentError, match="0 to 8"):
        solver.reveal(0, count)
    assert solver.state == Solver(8, 8, 10).state


def test_a_solver_told_an_open_cell_changed_under_it_says_so_as_its_own_error() -> None:
    solver = Solver(8, 8, 10)
    solver.reveal(0, 1)
    with pytest.raises(InconsistentError, match="is not closed"):
        solver.amend([0], lambda index: 0)
