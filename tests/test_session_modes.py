"""The play controller in forgiving and strict play: guesses made safe, the lesson a lost
guess or a proven mine leaves (none in classic play), and a kept forgiving game's redraws."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from minesweeper import wording
from minesweeper.engine import Action, Coord, Level, Move, Params
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings
from minesweeper.turns import Tip
from test_session import clock, follow_hints


def test_a_player_who_follows_the_hints_wins_every_forgiving_game() -> None:
    made_safe = 0
    for seed in range(3):
        session = Session(Settings.of_params(Level.ADVANCED.params, seed=seed,
                                             mode=Mode.FORGIVING), clock)
        tips: list[str] = []
        hint = session.hint

        def noted(hint: Callable[[], Tip] = hint, tips: list[str] = tips) -> Tip:
            tip = hint()
            tips.append(tip.message)
            return tip

        session.hint = noted  # type: ignore[method-assign]
        finish = follow_hints(session)
        assert finish.won, (seed, session.game.to_text())
        made_safe += finish.made_safe
        guesses = [tip for tip in tips if "guess is needed" in tip]
        assert len(guesses) >= finish.made_safe  # a guess's tip says it is made safe:
        for tip in guesses:  # no risk that is not taken, but why the tip names that cell:
            made, why = tip.split("; it is the best guess in classic play, where ")
            assert "in forgiving play it is made safe: open row" in made and "%" not in made
            cell = made.split(": open ")[1]
            assert cell in why and "chance of a mine" in why, tip
    assert made_safe > 0  # some of those games needed a guess, and it was made safe


def test_strict_play_shows_the_safe_cell_an_unforced_guess_passed_by() -> None:
    from minesweeper.engine.modes import proven

    session = Session(Settings.of_params(Level.BEGINNER.params, seed=4, mode=Mode.STRICT),
                      clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    position = session.game.position()
    safe, mines = proven(position)
    assert safe  # this opening proves some cell safe, so any other guess is unforced
    guess = next(position.coord(i) for i in range(64)
                 if position.is_closed(i) and i not in safe and i not in mines)
    turn = session.play(Move(Action.OPEN, guess))
    assert turn.finish is not None and not turn.finish.won
    assert turn.notice.startswith("Strict: row ") and "was proven safe" in turn.notice
    assert turn.finish.lesson == turn.notice
    cell = turn.finish.lesson_cell
    assert cell is not None and cell.name in turn.notice and cell.name != guess.name


def test_a_win_on_a_guess_made_safe_says_so_once() -> None:
    for seed in range(200):
        session = Session(Settings.of_params(Params(3, 3, 2), seed=seed, mode=Mode.FORGIVING),
                          clock)
        session.play(Move(Action.OPEN, Coord(1, 1)))
        while not session.game.is_over:
            made_safe = session.game.made_safe
            cell = session.hint().cell
            assert cell is not None
            turn = session.play(Move(Action.OPEN, cell))
        if session.game.made_safe == made_safe:
            continue  # the last move was not a guess made safe
        assert turn.finish is not None and turn.finish.won
        made = turn.finish.made_safe
        assert made >= 1
        expected = "1 forced guess made safe" if made == 1 else f"{made} forced guesses made safe"
        assert turn.finish.luck_line == expected
        assert turn.notice == ""  # the luck line says it: not "your guess was made safe" too
        return
    raise AssertionError("no seed won on a guess made safe")


def test_forgiving_play_says_why_a_guess_that_lost_was_not_forgiven() -> None:
    from minesweeper.engine.modes import proven

    for seed in range(40):  # the first seeds whose unforced guess at random loses
        session = Session(Settings.of_params(Level.BEGINNER.params, seed=seed,
                                             mode=Mode.FORGIVING), clock)
        session.play(Move(Action.OPEN, Coord(4, 4)))
        position = session.game.position()
        safe, mines = proven(position)
        field = session.game.minefield
        assert field is not None
        guess = next((position.coord(i) for i in range(64) if position.is_closed(i)
                      and i not in safe and field.is_mine(position.coord(i))), None)
        if not safe or guess is None:
            continue
        turn = session.play(Move(Action.OPEN, guess))
        assert turn.finish is not None and not turn.finish.won  # not forced: not made safe
        assert turn.notice.startswith("Not forgiven: row ") and "was proven safe" in turn.notice
        assert turn.notice.endswith(f"so the guess at {guess.name} was not forced")
        cell = turn.finish.lesson_cell
        assert cell is not None and cell.name in turn.notice and turn.finish.lesson_numbers
        return
    raise AssertionError("no seed gave an unforced losing guess")


def test_a_chord_that_opens_a_safe_cell_and_a_guess_is_told_which_was_the_guess() -> None:
    # A wrong flag at row 0, column 0 lets the 1 at row 1, column 1 chord: it opens row 2,
    # column 0, proven safe, and row 1, column 0, a mine. The safe cell named is one the
    # chord opened, so the words say which cell was the guess.
    session = Session(Settings.of_params(Params(5, 5, 7), seed=5, mode=Mode.FORGIVING), clock)
    session.play(Move(Action.OPEN, Coord(2, 2)))
    session.play(Move(Action.FLAG, Coord(0, 0)))
    turn = session.play(Move(Action.OPEN, Coord(1, 1)))
    assert turn.finish is not None and not turn.finish.won
    assert session.game.exploded == (Coord(1, 0),)
    assert turn.notice.startswith("Not forgiven: row 2, column 0 was proven safe")
    assert turn.notice.endswith("so the guess at row 1, column 0 was not forced")


def test_a_kept_forgiving_game_resumes_with_its_redraws(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for seed in range(100, 110):  # until a game needs a forced guess (103 does)
        session = Session(Settings.of_params(Level.INTERMEDIATE.params, seed=seed,
                                             mode=Mode.FORGIVING), clock, store)
        while session.game.made_safe == 0 and not session.game.is_over:
            tip = session.hint()
            assert tip.cell is not None or not tip.is_error
            cell = tip.cell or Coord(8, 8)
            action = Action.FLAG if " is a mine" in tip.clause else Action.OPEN
            if action is Action.FLAG and session.game.tile(cell).value == "F":
                action = Action.OPEN
            session.play(Move(action, cell))
        if not session.game.is_over:
            break
    assert session.game.made_safe == 1 and session.game.dealt != session.game.minefield
    session.save()
    saved = store.take_saved()
    assert saved is not None
    back = Session.resumed(saved, clock, store)
    assert back.title == "Intermediate, forgiving, seeded"
    assert back.game.to_text() == session.game.to_text()
    assert back.game.minefield == session.game.minefield and back.game.made_safe == 1


@pytest.mark.parametrize("mode", [Mode.FORGIVING, Mode.STRICT])
def test_opening_a_proven_mine_says_what_proved_it(mode: Mode) -> None:
    # Beginner, seed 7: after the centre, the 1 at row 6, column 5 proves row 5, column 6.
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7, mode=mode), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    turn = session.play(Move(Action.OPEN, Coord(5, 6)))
    assert turn.finish is not None and not turn.finish.won
    assert turn.finish.lesson == wording.mistake(
        Coord(5, 6), "the 1 at row 6, column 5 has only one closed neighbour, so it is a mine")
    assert turn.notice == turn.finish.lesson


def test_opening_a_mine_in_classic_play_has_no_lesson() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    turn = session.play(Move(Action.OPEN, Coord(5, 6)))
    assert turn.finish is not None and turn.finish.lesson == ""


def test_a_lesson_names_the_numbers_it_marks() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7, mode=Mode.FORGIVING),
                      clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    finish = session.play(Move(Action.OPEN, Coord(5, 6))).finish
    assert finish is not None and finish.lesson_numbers == (Coord(6, 5),)
    assert finish.lesson_cell is None  # a mistake: no safe cell to show, its number marked


def test_a_forced_chord_whose_cells_cannot_all_be_safe_says_why_it_was_not_made_safe(
) -> None:
    # Nothing can be proven safe (the tip is a forced guess), and the chord on the 4 at
    # row 1, column 2 opens row 1, columns 1 and 3: the 2 at row 2, column 2 needs a mine
    # in one of them, so no redraw can make the chord safe, and it takes its real chance.
    session = Session(Settings.of_params(Params(8, 8, 12), seed=32, mode=Mode.FORGIVING),
                      clock)
    actions = {"open": Action.OPEN, "flag": Action.FLAG, "chord": Action.CHORD}
    script = ("open 4 4, flag 2 4, flag 2 3, flag 1 7, open 1 6, flag 1 5, open 1 4, "
              "flag 6 7, open 6 6, flag 6 5, open 7 5, open 6 4, open 7 4, open 7 6, "
              "open 6 3, open 7 7, flag 4 2, open 3 2, open 2 2, open 1 2, flag 0 1, "
              "flag 0 2, flag 0 3")
    for step in script.split(", "):
        word, row, col = step.split()
        session.play(Move(actions[word], Coord(int(row), int(col))))
    assert "in forgiving play it is made safe" in session.hint().message
    turn = session.play(Move(Action.CHORD, Coord(1, 2)))
    assert turn.finish is not None and not turn.finish.won
    assert turn.notice == turn.finish.lesson == wording.not_made_safe(False)
    assert "cannot all be safe at once" in turn.notice
