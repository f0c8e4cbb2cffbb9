"""Settings: what to play, checked once when it is made."""

from __future__ import annotations

import pytest

from minesweeper.engine import Coord, Level, NoGuessError, Params, parse
from minesweeper.engine.gameid import GameId
from minesweeper.engine.luck import Luck
from minesweeper.settings import Mode, Settings, SettingsError, Source


def test_a_preset_size_is_a_level_and_any_other_is_custom() -> None:
    assert Settings.of_params(Level.ADVANCED.params).source is Source.LEVEL
    custom = Settings.of_params(Params(20, 40, 150))
    assert custom.source is Source.CUSTOM and custom.title == "Custom 20x40, 150 mines"
    assert custom.unranked_reason == "custom size"


def test_only_unknown_random_boards_of_a_level_are_ranked() -> None:
    assert Settings.of_params(Level.BEGINNER.params).is_ranked
    seeded = Settings.of_params(Level.BEGINNER.params, seed=3)
    assert not seeded.is_ranked and seeded.unranked_reason == "chosen seed"
    board = Settings.of_board(parse("*..\n...\n"), "boards/b9.in")
    assert not board.is_ranked and board.unranked_reason == "board file"
    assert board.title == "Board b9.in"


def test_a_board_file_refuses_options_that_would_be_ignored() -> None:
    field = parse("*..\n...\n")
    with pytest.raises(SettingsError, match="no-guess does not apply to a board file"):
        Settings(field.params, Source.FILE, field, "b.in", mode=Mode.NO_GUESS)
    with pytest.raises(SettingsError, match="seed does not apply"):
        Settings(field.params, Source.FILE, field, "b.in", seed=4)


def test_no_guess_sizes_are_checked_when_the_settings_are_made() -> None:
    with pytest.raises(NoGuessError):
        Settings.of_params(Params(1000, 1000, 10), mode=Mode.NO_GUESS)
    assert Settings.of_params(Params(1000, 1000, 10)).mode is Mode.CLASSIC


def test_a_game_id_is_dealt_once_and_titled_as_a_shared_board_of_its_level() -> None:
    game_id = GameId(Level.INTERMEDIATE.params, 5, Coord(3, 3), Luck.NO_GUESS)
    settings = Settings.of_game_id(game_id)
    assert settings.minefield == game_id.deal()
    assert settings.title == "Shared Intermediate, no guess" and settings.mode is Mode.NO_GUESS
    assert settings.first_click == Coord(3, 3) and not settings.is_ranked


def test_a_menu_size_keeps_the_mode_and_marks() -> None:
    start = Settings.of_params(Level.BEGINNER.params, marks=True, mode=Mode.NO_GUESS)
    bigger = start.with_params(Level.ADVANCED.params)
    assert bigger.marks and bigger.no_guess and bigger.title == "Advanced, no guess"
    assert start.with_mode(Mode.CLASSIC).title == "Beginner"


def test_a_chosen_seed_carries_to_menu_sizes_but_a_shared_boards_does_not() -> None:
    seeded = Settings.of_params(Level.BEGINNER.params, seed=8)
    assert seeded.with_params(Level.ADVANCED.params).seed == 8
    shared = Settings.of_game_id(GameId(Level.BEGINNER.params, 5))
    assert shared.with_params(Level.ADVANCED.params).seed is None


def test_a_shared_custom_board_is_titled_with_its_size() -> None:
    game_id = GameId(Params(6, 7, 8), 5, Coord(3, 3))
    assert Settings.of_game_id(game_id).title == "Shared Custom 6x7, 8 mines"


def test_a_forgiving_or_strict_id_too_big_for_its_play_is_refused_before_it_is_dealt(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Dealing 1000x1000 took a second and 160 MB, only to be refused after.
    from minesweeper.engine import ModeError

    def deal(self: GameId) -> None:
        raise AssertionError("dealt")

    monkeypatch.setattr(GameId, "deal", deal)
    for luck in (Luck.FORGIVING, Luck.STRICT):
        with pytest.raises(ModeError, match="go up to 40,000 cells; 1000x1000 has"):
            Settings.of_game_id(GameId(Params(1000, 1000, 500_000), 5, Coord(0, 0), luck))


def test_one_rule_says_when_dealing_may_be_slow_for_both_the_game_and_a_game_id() -> None:
    # The curses game and a game ID on the command line say "Dealing..." first from the
    # same size on: they counted from 2,001 and 2,000 cells before.
    from minesweeper.session import Session
    from minesweeper.settings import SLOW_DEAL, SLOW_NO_GUESS_DEAL, deal_may_be_slow

    assert (SLOW_NO_GUESS_DEAL, SLOW_DEAL) == (40 * 50, 500 * 500)
    for at, below, no_guess in ((Params(40, 50, 10), Params(39, 51, 10), True),
                                (Params(500, 500, 10), Params(499, 501, 10), False)):
        assert deal_may_be_slow(at, no_guess) and not deal_may_be_slow(below, no_guess)
        mode = Mode.NO_GUESS if no_guess else Mode.CLASSIC
        assert Session(Settings.of_params(at, mode=mode)).deal_may_be_slow
        assert not Session(Settings.of_params(below, mode=mode)).deal_may_be_slow
    assert not deal_may_be_slow(Params(40, 50, 10), False)
