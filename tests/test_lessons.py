"""What a loss in forgiving or strict play says about the move that lost it."""

from __future__ import annotations

import random

import pytest

from minesweeper import wording
from minesweeper.engine import Action, Coord, Game, GameId, Level, Luck, Minefield, Move
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings
from minesweeper.turns import lesson


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


def test_a_strict_chord_loss_names_a_safe_cell_the_chord_did_not_open() -> None:
    # 5x5, 5 mines, dealt for row 0, column 2. After row 0, column 3 and a flag at row 3,
    # column 0 (not proven), the 1 at row 2, column 1 chords open row 1, column 0 (a mine)
    # and row 2, column 0 (proven safe). Strict words name no guess: naming row 2, column
    # 0, which that chord itself opened, read as if the player had never opened it. Row
    # 4, column 2 was proven safe too, and is still closed.
    session = Session(Settings.of_game_id(GameId.parse("st-5x5x5-1k0-0.2")), clock)
    session.play(Move(Action.OPEN, Coord(0, 3)))
    session.play(Move(Action.FLAG, Coord(3, 0)))
    finish = session.play(Move(Action.CHORD, Coord(2, 1))).finish
    assert finish is not None and not finish.won and finish.lesson.startswith("Strict: ")
    assert finish.lesson_cell is not None and finish.lesson_cell != Coord(2, 0)
    assert not session.game.tile(finish.lesson_cell).is_open


def test_a_strict_loss_names_a_safe_cell_without_the_player_s_flag_where_there_is_one() -> None:
    # One mine at row 0, column 1 of 3x3: the 1 at row 0, column 0 and the count prove
    # every cell not beside it safe. The player flagged one of them (row 0, column 2):
    # that is not the cell to name as "could have opened" while four others wait.
    game = Game.fixed(Minefield.from_indices(3, 3, [1]), luck=Luck.STRICT,
                      redraws=random.Random(0))
    game.open(Coord(0, 0))
    game.toggle_flag(Coord(0, 2))
    game.open(Coord(1, 1))
    words, cell, _ = lesson(game)
    assert words.startswith("Strict: ") and cell is not None and cell != Coord(0, 2)


def test_a_proven_mine_s_proof_says_when_a_step_of_it_rests_on_a_mine_that_went_off() -> None:
    # 5x5, mines at row 4, columns 0 and 3. Row 4, column 3 goes off (a guess while row 4,
    # column 2 was proven safe) and is taken back; row 4's columns 2 and 4 are opened. Row
    # 4, column 0 is then a proven mine because row 4, column 1 is safe, and that cell is
    # safe only because row 4, column 3 is a mine, which the 1 at row 4, column 2 does not
    # show by itself: the words say that mine went off, as a tip's words do.
    game = Game.fixed(Minefield.from_indices(5, 5, [20, 23]), luck=Luck.FORGIVING,
                      redraws=random.Random(0))
    game.open(Coord(0, 0))
    game.open(Coord(4, 3))
    game.undo()
    game.open(Coord(4, 2))
    game.open(Coord(4, 4))
    game.open(Coord(4, 0))
    words = lesson(game)[0]
    assert words.startswith("row 4, column 0 was a proven mine")
    assert "the mine at row 4, column 3 went off before the undo" in words


def test_a_strict_chord_loss_names_a_flagged_safe_cell_before_one_the_chord_opened() -> None:
    # As above, but the player also flagged row 4, column 2 (a wrong flag): the only proven
    # safe cells are that one and row 2, column 0, which the chord opened. The cell under
    # the flag is the one the player could still have opened.
    session = Session(Settings.of_game_id(GameId.parse("st-5x5x5-1k0-0.2")), clock)
    session.play(Move(Action.OPEN, Coord(0, 3)))
    session.play(Move(Action.FLAG, Coord(3, 0)))
    session.play(Move(Action.FLAG, Coord(4, 2)))
    finish = session.play(Move(Action.CHORD, Coord(2, 1))).finish
    assert finish is not None and not finish.won and finish.lesson.startswith("Strict: ")
    assert finish.lesson_cell == Coord(4, 2)
