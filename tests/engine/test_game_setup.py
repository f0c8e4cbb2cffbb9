"""A game set up from the wrong parts says which, as the engine's own error."""

from __future__ import annotations

import random

import pytest

from minesweeper.engine import Coord, Game, GameError, Level, Minefield, Params


def test_a_game_set_up_wrongly_is_a_game_error_that_names_the_part() -> None:
    # These were a bare ValueError, or an AttributeError at the first move.
    params = Level.BEGINNER.params
    for make, said in [
        (lambda: Game(params), "either a random generator or a minefield"),
        (lambda: Game.random(params, None), "either a random generator or a minefield"),
        (lambda: Game.random((8, 8, 10), random.Random(1)), "params must be a Params"),
        (lambda: Game.random(params, random.Random(1), luck="strict"), "luck must be a Luck"),
        (lambda: Game.random(params, 5), "rng must be a Random"),
        (lambda: Game.fixed("....*"), "minefield must be a Minefield"),
        (lambda: Game(Params(5, 5, 1), minefield="x"), "minefield must be a Minefield"),
    ]:
        with pytest.raises(GameError, match=said):
            make()


def test_a_board_said_to_be_dealt_as_an_opening_must_have_its_block_clear() -> None:
    # Accepted with mines beside the click, a forgiving game then called them safe.
    from minesweeper.engine import Minefield, MinefieldError

    field = Minefield.from_indices(8, 8, [1, 5, 6, 11, 21, 32, 39, 41, 42, 58])
    with pytest.raises(MinefieldError, match="its block clear, but a mine lies at row 0, col"):
        Game.fixed(field, dealt_for=(1, 5), dealt_opening=True)
    assert Game.fixed(field, dealt_for=(1, 5)).params == field.params  # only the click: fine
    # A board too dense for the block keeps only the click clear, as its deal did.
    dense = Minefield.from_indices(3, 3, [0, 1, 2, 3, 5, 6, 7, 8])
    assert Game.fixed(dense, dealt_for=(1, 1), dealt_opening=True).params == dense.params


def test_a_position_said_to_be_dealt_as_an_opening_must_have_its_block_clear_too() -> None:
    # Accepted, the position called the mine beside the click clear, and the first tip after
    # opening the click said the board could not be.
    from minesweeper.engine import MinefieldError, hint

    game = Game.fixed(Minefield(4, 4, [Coord(0, 1), Coord(3, 3)]))
    with pytest.raises(MinefieldError, match="its block clear, but a mine lies at row 0, col"):
        game.position(Coord(0, 0), opening=True)
    game.open(Coord(0, 0))
    assert game.position(Coord(0, 0)).dealt_for == Coord(0, 0)  # only the click: fine
    assert hint(game.position(Coord(0, 0))).cell is not None


def test_a_move_that_is_not_a_move_is_a_move_error() -> None:
    # Text or a bare letter had an AttributeError or a KeyError from inside.
    from minesweeper.engine import Action, Coord, Move, MoveError

    game = Game.random(Level.BEGINNER.params, random.Random(1))
    for bad in ["O3,4", Move("O", Coord(3, 3)), (Action.OPEN, Coord(1, 1))]:  # type: ignore[arg-type]
        with pytest.raises(MoveError, match="is not a Move of an Action and a cell"):
            game.play(bad)  # type: ignore[arg-type]
    assert game.play(Move.parse("O3,3")).applied


def test_too_many_mines_left_for_the_closed_cells_is_said_plainly() -> None:
    # It had said "1 mines left for 0 closed cells" of a board with a closed cell.
    from minesweeper.engine import InconsistentError, Position, probabilities

    with pytest.raises(InconsistentError, match="^1 mine left, but no closed cell can hold it$"):
        probabilities(Position.from_text("..\n.#", 1))
    with pytest.raises(InconsistentError, match="^3 mines left, but only 2 closed cells can"):
        probabilities(Position.from_text(".##\n###", 3))


@pytest.mark.parametrize("flag", ["marks", "dealt_opening"])
@pytest.mark.parametrize("value", [1, 0, None, "no"], ids=repr)
def test_a_flag_that_is_not_true_or_false_is_refused_as_the_game_is_made(flag: str,
                                                                        value: object) -> None:
    # dealt_opening=1 was taken, and every position() after failed; marks="no" meant yes.
    field = Minefield.from_indices(3, 3, [8])
    with pytest.raises(GameError, match=f"{flag} must be a bool, not {value!r}"):
        Game(field.params, minefield=field, dealt_for=Coord(0, 0), **{flag: value})
