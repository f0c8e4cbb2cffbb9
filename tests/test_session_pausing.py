"""One rule for the clock, kept by the session for both front ends: it stops while the
board cannot be seen, and runs again when it shows, unless the player paused the game."""

from __future__ import annotations

import pytest

from minesweeper import wording
from minesweeper.engine import Action, Coord, Level, Move, Status, Tile
from minesweeper.session import Session
from minesweeper.settings import Settings


def playing() -> Session:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    return session


def test_the_clock_stops_while_the_board_is_hidden_and_runs_when_it_shows() -> None:
    session = playing()
    session.hide()
    assert session.game.is_paused
    session.show()
    assert not session.game.is_paused


def test_a_pause_of_the_players_own_outlasts_the_board_hidden_and_shown() -> None:
    session = playing()
    assert session.toggle_pause() == "" and session.game.is_paused
    session.hide()
    session.show()
    assert session.game.is_paused
    assert session.toggle_pause() == "" and not session.game.is_paused


def test_ctrl_z_holds_the_game_paused_after_the_board_shows_again() -> None:
    session = playing()
    session.hide()  # help over the board, say
    session.hold_paused()  # then Ctrl-Z, and fg
    session.show()
    assert session.game.is_paused


def test_a_finished_game_does_not_pause_and_a_new_game_is_not_resumed_for_an_old_one() -> None:
    session = playing()
    field = session.game.minefield
    assert field is not None
    session.play(Move(Action.OPEN, next(field.mines())))  # lost: over
    assert session.toggle_pause() == wording.NOTHING_TO_PAUSE
    session.hide()
    assert not session.game.is_paused
    session = playing()
    session.hide()
    session.new_game()
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert session.toggle_pause() == "" and session.game.is_paused
    session.show()  # the hidden game was the one before: this one stays paused
    assert session.game.is_paused


def stopped_while_dealt(session: Session) -> None:
    """Ctrl-Z arrives (and `fg` follows) while the first click's board is being dealt."""
    game = session.game
    deal = game.activate

    def activate(coord: Coord):  # type: ignore[no-untyped-def]
        assert session.hold_paused()  # it will come back paused
        return deal(coord)

    game.activate = activate  # type: ignore[method-assign]


def test_ctrl_z_while_the_first_click_is_dealt_brings_the_game_back_paused() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1), lambda: 0.0)
    stopped_while_dealt(session)
    turn = session.play(Move(Action.OPEN, Coord(4, 4)))
    assert turn.applied and session.game.is_paused
    assert session.toggle_pause() == "" and not session.game.is_paused


def test_ctrl_z_before_the_first_click_does_not_pause_the_game_it_starts() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1), lambda: 0.0)
    assert not session.hold_paused()  # nothing is being played or dealt
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert not session.game.is_paused


def one_move_from_the_end(now: list[float]) -> tuple[Session, Coord]:
    """A game with one safe cell left closed, and that cell."""
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1), lambda: now[0])
    session.play(Move(Action.OPEN, Coord(4, 4)))
    game = session.game
    field = game.minefield
    assert field is not None

    def closed_safe() -> list[Coord]:
        return [Coord(row, col) for row in range(8) for col in range(8)
                if not field.is_mine_at(row * 8 + col) and game.tile(Coord(row, col))
                is Tile.CLOSED]

    while len(closed_safe()) > 1:
        session.play(Move(Action.OPEN, closed_safe()[0]))
    return session, closed_safe()[0]


@pytest.mark.parametrize("winning", [True, False])
def test_ctrl_z_during_the_move_that_ends_the_game_leaves_it_over_not_paused(
        monkeypatch: pytest.MonkeyPatch, winning: bool) -> None:
    # The end screen came back after fg as "-_- Paused", its board hidden under
    # "Paused: p to resume", beside "You won in ..." (a board file 1000x1000 whose last
    # open floods half a million cells, Ctrl-Z during it).
    now = [0.0]
    session, last = one_move_from_the_end(now)
    game = session.game
    field = game.minefield
    assert field is not None
    mine = next(Coord(row, col) for row in range(8) for col in range(8)
                if field.is_mine_at(row * 8 + col))
    now[0] = 7.25
    for name in ("_after_opening", "_lose"):
        real = getattr(game, name)

        def stopped_meanwhile(*args: object, real: object = real) -> object:
            session.hold_paused()  # Ctrl-Z, as the full-screen game hears it
            now[0] += 100.0  # stopped a while, then fg
            return real(*args)  # type: ignore[operator]

        monkeypatch.setattr(game, name, stopped_meanwhile)
    turn = session.play(Move(Action.OPEN, last if winning else mine))
    assert turn.finish is not None
    assert game.status is (Status.WON if winning else Status.LOST)
    assert not game.is_paused
    assert game.elapsed == 7.25


def test_while_paused_neither_a_tip_nor_the_chance_map_shows_the_hidden_board() -> None:
    session = playing()
    assert session.toggle_pause() == ""
    chances = session.probabilities()
    assert chances.refusal == wording.GAME_PAUSED and not chances.chances
    assert session.hint().clause == wording.GAME_PAUSED
    assert not session.fairness.assisted  # nothing was shown: still fair
    session.toggle_pause()
    assert session.probabilities().chances  # and once it goes on, the map is there
