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
    Level,
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
