"""The rules of play on literal positions, continued: the clock and pause, checks when a
game is built, undo after a loss, and forgiving and strict play."""

from __future__ import annotations

import random

import pytest
from gametext import CORNER, TWO_OPENINGS, FakeClock, apply, field, game_after

from minesweeper.engine import Coord, Game, OffBoardError, Params, Status
from minesweeper.engine.luck import Luck

# The clock ----------------------------------------------------------------------------------


def test_the_clock_starts_at_the_first_open_and_stops_at_the_end() -> None:
    clock = FakeClock(100.0)
    game = game_after(TWO_OPENINGS, clock=clock)
    clock.now = 105.0
    apply(game, "F1,1")
    assert game.elapsed == 0.0
    clock.now = 110.0
    apply(game, "F1,1")
    apply(game, "O0,0")
    clock.now = 115.0
    assert game.elapsed == 5.0
    clock.now = 122.5
    apply(game, "O2,3")
    assert game.status is Status.WON
    clock.now = 500.0
    assert game.elapsed == 12.5


def test_the_clock_stops_at_a_loss() -> None:
    clock = FakeClock()
    game = game_after(TWO_OPENINGS, clock=clock)
    apply(game, "O0,0")
    clock.now = 3.0
    apply(game, "O0,3")
    clock.now = 60.0
    assert game.elapsed == 3.0


def test_pause_stops_the_clock_and_refuses_actions() -> None:
    clock = FakeClock()
    game = game_after(TWO_OPENINGS, "O0,0", clock=clock)
    clock.now = 4.0
    assert game.pause() is True
    assert game.is_paused
    assert game.pause() is False
    clock.now = 50.0
    assert game.elapsed == 4.0
    before = game.to_text()
    for token in ("O2,3", "F1,3", "C1,1"):
        outcome = apply(game, token)
        assert (outcome.applied, outcome.reason) == (False, "the game is paused")
    assert game.to_text() == before
    assert game.resume() is True
    assert game.resume() is False
    clock.now = 53.0
    assert game.elapsed == 7.0


def test_pause_before_the_first_open_does_not_start_the_clock() -> None:
    clock = FakeClock()
    game = game_after(TWO_OPENINGS, clock=clock)
    assert game.pause()
    clock.now = 10.0
    assert game.resume()
    clock.now = 20.0
    assert game.elapsed == 0.0
    apply(game, "O0,0")
    clock.now = 21.0
    assert game.elapsed == 1.0


def test_a_finished_game_cannot_be_paused() -> None:
    game = game_after(TWO_OPENINGS, "O0,3")
    assert game.pause() is False


# Coordinates and construction -------------------------------------------------------------------


@pytest.mark.parametrize("cell", [(-1, 0), (0, -1), (3, 0), (0, 4), (99, 99)])
@pytest.mark.parametrize(
    "action", ["open", "toggle_flag", "toggle_mark", "chord", "activate", "tile"]
)
def test_off_board_coordinates_raise(cell: tuple[int, int], action: str) -> None:
    game = game_after(TWO_OPENINGS, marks=True)
    with pytest.raises(OffBoardError, match=r"outside the 3x4 board") as raised:
        getattr(game, action)(Coord(*cell))
    assert isinstance(raised.value, ValueError)
    assert f"cell {cell[0]} {cell[1]}" in str(raised.value)


def test_a_game_needs_exactly_one_of_a_generator_and_a_minefield() -> None:
    params = Params(3, 4, 2)
    with pytest.raises(ValueError, match="either"):
        Game(params)
    with pytest.raises(ValueError, match="either"):
        Game(params, rng=random.Random(1), minefield=field(TWO_OPENINGS))
    with pytest.raises(ValueError, match="minefield is 3x4x2, not 3x4x3"):
        Game(Params(3, 4, 3), minefield=field(TWO_OPENINGS))


def test_a_board_said_to_be_dealt_for_a_mine_is_refused() -> None:
    # The first-click hint would call that mine safe.
    board = field("*.\n..")
    with pytest.raises(ValueError, match="dealt for a first click at 0 0, but a mine lies"):
        Game.fixed(board, dealt_for=Coord(0, 0))
    with pytest.raises(OffBoardError, match="cell 5 0 is outside the 2x2 board"):
        Game.fixed(board, dealt_for=Coord(5, 0))
    assert Game.fixed(board, dealt_for=Coord(1, 1)).dealt_for == Coord(1, 1)


# Undo after a loss ------------------------------------------------------------------


def test_undo_takes_back_the_losing_open_and_the_game_goes_on() -> None:
    game = game_after(TWO_OPENINGS, "O0,0 F1,3")
    before = game.to_text()
    game.open(Coord(2, 0))
    assert game.status is Status.LOST and game.can_undo
    outcome = game.undo()
    assert outcome.applied and game.status is Status.PLAYING and game.deaths == 1
    # As before the move, but the mine that went off is flagged, and known for the solver.
    assert game.to_text() == before[:-4] + "F###" and not game.exploded
    assert game.flags == 2 and game.position().known_mines == {8}
    game.toggle_flag(Coord(1, 3))
    game.open(Coord(2, 3))
    game.open(Coord(1, 3))
    assert game.status is Status.WON


def test_undo_closes_again_what_a_losing_chord_opened() -> None:
    # The flag on 0,0 is wrong: chording the 1 at 1,1 opens six safe cells and the mine.
    game = game_after(CORNER, "O1,1 F0,0")
    before = game.to_text()
    game.chord(Coord(1, 1))
    assert game.status is Status.LOST and game.opened == 7
    game.undo()
    assert game.to_text() == before[:-1] + "F" and game.opened == 1  # the mine flagged


def test_only_the_losing_move_can_be_undone_and_the_log_replays_it() -> None:
    game = game_after(TWO_OPENINGS, "O0,0")
    assert not game.undo().applied
    game.open(Coord(2, 0))
    game.undo()
    assert not game.undo().applied
    assert [move.text for move in game.moves] == ["O0,0", "O2,0", "U2,0"]
    again = Game.restored(field(TWO_OPENINGS), list(game.moves), 0.0)
    assert again.to_text() == game.to_text() and again.deaths == 1


# Forgiving and strict play ----------------------------------------------------------

# After opening the 2 at 1,0, the cells right of it are proven safe and 1,1 is a guess.
GUESS_BESIDE_SAFE = """
    **..
    ....
"""


def lucky_game(board: str, luck: str) -> Game:
    """A board dealt for a first click at 1,0 (so that click is proven safe, not redrawn)."""
    return Game.fixed(field(board), luck=Luck(luck), redraws=random.Random(3),
                      dealt_for=Coord(1, 0))


def test_forgiving_play_makes_a_forced_guess_safe() -> None:
    for seed in range(20):
        game = Game.fixed(field("*.\n.."), luck=Luck.FORGIVING, redraws=random.Random(seed))
        game.open(Coord(1, 1))  # a first open is never judged: it shows a 1
        game.open(Coord(0, 0))  # one mine in three cells, nothing proven: a forced guess
        assert game.status is not Status.LOST and game.made_safe == 1


def test_strict_play_punishes_an_unforced_guess_that_could_be_a_mine() -> None:
    game = lucky_game(GUESS_BESIDE_SAFE, "strict")
    game.open(Coord(1, 0))
    game.open(Coord(1, 1))  # safe in the real layout, but 0,2 was proven safe
    assert game.status is Status.LOST and game.exploded == (Coord(1, 1),)
    assert game.judgement is not None and 2 in game.judgement.safe  # 0,2 was the safe one
    assert game.dealt == field(GUESS_BESIDE_SAFE) != game.minefield
    again = Game.restored(field(GUESS_BESIDE_SAFE), list(game.moves), 0.0,
                          luck=game.luck, redraws=random.Random(3), dealt_for=Coord(1, 0))
    assert again.to_text() == game.to_text()  # the move log replays the redraw


def test_forgiving_play_lets_an_unforced_guess_take_its_real_chance() -> None:
    game = lucky_game(GUESS_BESIDE_SAFE, "forgiving")
    game.open(Coord(1, 0))
    game.open(Coord(1, 1))
    assert game.status is Status.PLAYING and game.made_safe == 0
    assert game.minefield == field(GUESS_BESIDE_SAFE)
