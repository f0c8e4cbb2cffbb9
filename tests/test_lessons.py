"""What a loss in forgiving or strict play says about the move that lost it."""

from __future__ import annotations

import pytest

from minesweeper import wording
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings


def clock() -> float:
    return 0.0


@pytest.mark.parametrize("mode", [Mode.FORGIVING, Mode.STRICT])
def test_a_proven_mine_opened_again_after_an_undo_still_says_what_proves_it(
        mode: Mode) -> None:
    # Beginner, seed 7: after the centre, the 1 at row 6, column 5 proves row 5, column 6
    # a mine. It goes off, the loss is taken back, and the player opens it again: the mine
    # is known to the game now, but the numbers still prove it, and the loss says so.
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7, mode=mode), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    proof = wording.mistake(
        Coord(5, 6), "the 1 at row 6, column 5 has only one closed neighbour, so it is a mine")
    first = session.play(Move(Action.OPEN, Coord(5, 6))).finish
    assert first is not None and first.lesson == proof
    session.undo()  # the mine that went off is left flagged: the player takes the flag off
    session.play(Move(Action.FLAG, Coord(5, 6)))
    again = session.play(Move(Action.OPEN, Coord(5, 6))).finish
    assert again is not None and not again.won
    assert again.lesson == proof and again.lesson_numbers == (Coord(6, 5),)


def test_a_mine_only_the_player_saw_go_off_says_so() -> None:
    # Strict, Beginner, seed 7: a careless guess at the corner goes off; taken back, the
    # corner is a mine no number proves, and opening it again says how it is known.
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7, mode=Mode.STRICT),
                      clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert session.play(Move(Action.OPEN, Coord(0, 0))).finish is not None
    session.undo()
    session.play(Move(Action.FLAG, Coord(0, 0)))
    again = session.play(Move(Action.OPEN, Coord(0, 0))).finish
    assert again is not None
    assert again.lesson == wording.mistake(Coord(0, 0), wording.WENT_OFF)
    assert again.lesson == ("row 0, column 0 was a proven mine (it went off before the undo): "
                            "nothing makes a proven mine safe")
