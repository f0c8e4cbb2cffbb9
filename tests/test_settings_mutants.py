"""Settings at their edges: a board file's mines checked when it is chosen, the click a fixed
board was dealt for, why levels and shared boards rank or not, and settings that
stay as checked (each test fails with a change the rest of the suite let through)."""

from __future__ import annotations

import dataclasses

import pytest

from minesweeper.engine import Action, Coord, Game, GameId, Level, Move, Params, parse
from minesweeper.session import Session
from minesweeper.settings import Settings, SettingsError, Source

BOARD = "5 5\n1 1\n3 3\n0 4\n"


def clock() -> float:
    return 0.0


def test_a_board_file_needs_its_mines_and_of_the_size_it_names() -> None:
    field = parse(BOARD, "made.in")
    with pytest.raises(SettingsError, match="needs its mines"):
        Settings(Params(5, 5, 3), Source.FILE)
    with pytest.raises(SettingsError, match="the board is"):
        Settings(Params(5, 6, 3), Source.FILE, field, "made.in")
    assert Settings(Params(5, 5, 3), Source.FILE, field, "made.in").minefield == field


def test_a_fixed_board_is_dealt_for_the_click_its_file_names() -> None:
    field = parse(BOARD, "made.in")
    settings = Settings.of_board(field, "made.in", first_click=Coord(2, 2))
    game = Game.fixed(field, clock=clock)
    assert settings.dealt_click(game) == Coord(2, 2)
    assert Settings.of_board(field, "made.in").dealt_click(game) is None


def shared(params: Params = Level.BEGINNER.params) -> Settings:
    """A random board of `params` (seed 7) as its game ID deals it."""
    session = Session(Settings.of_params(params, seed=7), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    return Settings.of_game_id(GameId.parse(session.game_id()))


def test_a_level_nobody_chose_a_seed_for_has_no_reason_not_to_rank() -> None:
    level = Settings.of_params(Level.BEGINNER.params)
    assert level.is_ranked and level.unranked_reason == ""
    assert Settings.of_params(Level.BEGINNER.params, seed=3).unranked_reason == "chosen seed"
    assert shared().unranked_reason == "shared board"


def test_settings_cannot_be_changed_past_their_checks() -> None:
    # Checked once, when made: a front end never meets a combination that cannot be played.
    settings = Settings.of_board(parse(BOARD, "made.in"), "made.in")
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.seed = 5  # type: ignore[misc]
    assert settings.with_mode(settings.mode) == settings
