"""What a kept or replayed game relies on: every move is in the log, a restored game keeps
its time, the clock runs on after an undo, what an undo closes again is redrawn, a chord
is judged like an open in strict play, and a random game knows the mines it was dealt.
(Each of these survived a mutation of game.py that the rules tests did not notice.)"""

from __future__ import annotations

import random

import pytest
from gametext import CORNER, TWO_OPENINGS, FakeClock, field, game_after

from minesweeper.engine import Coord, Game, Params, Status
from minesweeper.engine.luck import Luck


def test_flags_marks_and_chords_are_all_in_the_move_log_and_replay() -> None:
    game = game_after(TWO_OPENINGS, "O0,0 F0,3 M2,0", marks=True)
    again = Game.restored(field(TWO_OPENINGS), list(game.moves), 0.0, marks=True)
    assert again.to_text() == game.to_text() == "..1F\n111#\n?###"
    assert again.flags == game.flags == 1
    game.chord(Coord(1, 2))
    assert [move.text for move in game.moves] == ["O0,0", "F0,3", "M2,0", "C1,2"]
    again = Game.restored(field(TWO_OPENINGS), list(game.moves), 0.0, marks=True)
    assert again.status is game.status is Status.WON


def test_a_restored_game_keeps_its_time_and_its_clock_runs_on() -> None:
    clock = FakeClock(1000.0)
    played = game_after(TWO_OPENINGS, "O0,0")
    again = Game.restored(field(TWO_OPENINGS), list(played.moves), 42.5, clock=clock)
    assert again.elapsed == 42.5
    clock.now = 1010.0
    assert again.elapsed == 52.5


def test_a_restored_finished_game_s_clock_stays_stopped() -> None:
    clock = FakeClock(1000.0)
    won = game_after(TWO_OPENINGS, "O0,0 O2,3")
    assert won.status is Status.WON
    again = Game.restored(field(TWO_OPENINGS), list(won.moves), 7.0, clock=clock)
    clock.now = 1100.0
    assert again.elapsed == 7.0


def test_the_clock_runs_on_after_an_undo() -> None:
    clock = FakeClock()
    game = game_after(TWO_OPENINGS, "O0,0", clock=clock)
    clock.now = 3.0
    game.open(Coord(2, 0))
    assert game.status is Status.LOST
    clock.now = 10.0
    game.undo()
    clock.now = 15.0
    assert game.elapsed == 8.0  # 3 s before the loss, 5 s since the undo


def test_an_undo_says_which_cells_a_losing_chord_had_opened_so_they_are_redrawn() -> None:
    game = game_after(CORNER, "O1,1 F0,0")
    opened = set(game.chord(Coord(1, 1)).changed) - {Coord(0, 0), Coord(2, 2)}
    assert len(opened) == 6
    outcome = game.undo()
    assert opened <= set(outcome.changed)


def test_strict_play_judges_a_chord_as_it_judges_an_open() -> None:
    # After the 2 at 1,0 the cells right of it are proven safe; the two flags are a guess,
    # so chording opens 1,1, a cell that could be a mine: strict play makes it one.
    game = Game.fixed(field("**..\n...."), luck=Luck.STRICT, redraws=random.Random(3),
                      dealt_for=Coord(1, 0))
    game.open(Coord(1, 0))
    game.toggle_flag(Coord(0, 0))
    game.toggle_flag(Coord(0, 1))
    game.chord(Coord(1, 0))
    assert game.status is Status.LOST
    assert game.judgement is not None


def test_a_random_game_knows_the_mines_it_was_dealt() -> None:
    game = Game.random(Params(9, 9, 10), random.Random(1))
    assert game.dealt is None
    game.open(Coord(4, 4))
    assert game.dealt is not None and game.dealt == game.minefield


def test_random_and_fixed_games_start_without_marks() -> None:
    assert Game.random(Params(9, 9, 10), random.Random(1)).marks is False
    assert Game(Params(9, 9, 10), rng=random.Random(1)).marks is False


def test_forgiving_play_needs_no_redraw_stream_given() -> None:
    # Game.fixed / Game.random with a redrawing luck and no `redraws` make their own stream.
    game = Game.fixed(field("*.\n.."), luck=Luck.FORGIVING)
    game.open(Coord(1, 1))
    game.open(Coord(0, 0))  # a forced guess: made safe
    assert game.status is not Status.LOST and game.made_safe == 1


def test_a_move_that_cannot_be_judged_takes_its_real_chance(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper.engine import modes

    game = Game.fixed(field("**..\n...."), luck=Luck.STRICT, redraws=random.Random(3),
                      dealt_for=Coord(1, 0))
    game.open(Coord(1, 0))
    assert game.judgement is not None

    def tangled(*args: object, **kwargs: object) -> None:
        raise modes.ModeError("too many layouts to count: cannot tell whether a cell is safe")

    monkeypatch.setattr(modes, "respond", tangled)
    game.open(Coord(1, 1))  # strict play would punish this guess; unjudged, it is safe
    assert game.status is Status.PLAYING and game.judgement is None


def test_the_redraws_come_from_the_stream_the_game_is_given() -> None:
    # A session gives each game its seed's stream, so a replay redraws as the game did.
    stream = random.Random(5)
    before = stream.getstate()
    game = Game.fixed(field("*.\n.."), luck=Luck.FORGIVING, redraws=stream)
    game.open(Coord(1, 1))
    game.open(Coord(0, 0))
    assert game.made_safe == 1 and stream.getstate() != before
