"""A kept game whose damaged file lost or spoilt its board's ID resumes and ends with an ID
made again from the board, or none: never a traceback, never the file's bytes on screen
(found by the data file fuzzer)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from minesweeper.engine import Action, Coord, Game, GameId, Level, Move, Params
from minesweeper.kept import Keeper
from minesweeper.session import Session
from minesweeper.settings import Settings


def kept(folder: Path, settings: Settings, change: dict[str, object]) -> Session:
    """A game kept after its first move, its entry in the file changed, resumed."""
    session = Keeper(folder).session(settings)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    assert session.save()
    path = folder / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0].update(change)
    path.write_text(json.dumps(document))
    resumed = Keeper(folder).resume()
    assert resumed is not None
    return resumed


def lose(session: Session) -> str:
    field = session.game.minefield
    assert field is not None
    finish = session.play(Move(Action.OPEN, next(field.mines()))).finish
    assert finish is not None and not finish.won
    return finish.game_id


@pytest.mark.parametrize("spoilt", ["\ud800", "\x1b[2J\x1b[31mPWNED\x1b]0;title\x07", "b-1z 3"])
def test_a_kept_id_that_is_no_id_is_made_again_from_the_seed(tmp_path: Path, spoilt: str) -> None:
    # A lone surrogate ended the game in a traceback; escape codes reached the terminal.
    session = kept(tmp_path, Settings.of_params(Level.BEGINNER.params), {"game_id": spoilt})
    made = lose(session)
    assert made.isascii() and made.isprintable() and GameId.parse(made).params.cells == 64


def test_a_kept_random_game_with_no_seed_and_no_id_ends_with_no_id(tmp_path: Path) -> None:
    # GameIdError ("a game ID names either a seed or a minefield") was a traceback.
    session = kept(tmp_path, Settings.of_params(Level.BEGINNER.params),
                   {"game_id": "", "seed": None})
    assert lose(session) == ""


def test_a_long_board_s_id_comes_back_whole_after_a_resume(tmp_path: Path) -> None:
    # The file's ID was cut to 200 characters as it was read: the end showed an ID that
    # could not be read back.
    game = Game.random(Params(60, 60, 700), random.Random(1))
    game.open(Coord(30, 30))
    assert game.minefield is not None
    field = game.minefield
    whole = GameId(field.params, minefield=field).text
    assert len(whole) > 200
    session = kept(tmp_path, Settings.of_board(field, "big.in"), {})
    assert session.game_id() == whole


def deals(game_id: str, session: Session) -> bool:
    """Whether `game_id` deals the board of the session's game."""
    dealt = GameId.parse(game_id).deal()
    field = session.game.minefield
    return dealt is not None and field is not None and dealt.mine_indices == field.mine_indices


def test_a_long_shared_id_keeps_its_first_click_after_a_resume(tmp_path: Path) -> None:
    # Cut to 200 characters as it was read, it lost its click (the resumed game's ID had
    # none), and the next game of the session showed the cut text: "the board data is
    # damaged" when pasted (found by the game ID tester).
    game = Game.random(Params(60, 60, 500), random.Random(7))
    game.open(Coord(0, 0))  # (where kept() opens)
    assert game.minefield is not None
    whole = GameId(game.minefield.params, first_click=Coord(0, 0),
                   minefield=game.minefield).text
    assert len(whole) > 200 and whole.endswith("-0.0")
    session = kept(tmp_path, Settings.of_game_id(GameId.parse(whole)), {})
    assert lose(session) == whole
    session.new_game()
    assert lose(session) == whole


def test_a_shared_game_s_spoilt_id_is_made_again_for_later_games_too(tmp_path: Path) -> None:
    # The next game of the session took the file's text as its ID: escape codes on screen.
    session = kept(tmp_path, Settings.of_game_id(GameId.parse("b-5-0.0")),
                   {"game_id": "\x1b[2Jb-5-0.0"})
    assert deals(lose(session), session)
    session.new_game()
    made = lose(session)
    assert made.isascii() and made.isprintable() and deals(made, session)


@pytest.mark.parametrize("change", ["upper", "wrapped"])
def test_a_kept_id_read_only_loosely_is_made_again_in_its_own_form(
        tmp_path: Path, change: str) -> None:
    # GameId.parse forgives what a player types (capitals, a line break where a screen
    # wrapped it); a kept file's ID in such a form is not the one the game writes, and the
    # end of the game says the ID in the game's own form, on one line (found by the
    # mutation tester).
    settings = Settings.of_params(Level.BEGINNER.params, seed=5)
    session = Keeper(tmp_path / "first").session(settings)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    real = session.game_id()
    spoilt = real.upper() if change == "upper" else f"{real[:3]}\n  {real[3:]}"
    assert GameId.parse(spoilt).text == real  # read as the same ID
    resumed = kept(tmp_path / "second", settings, {"game_id": spoilt})
    assert lose(resumed) == real


def test_a_kept_id_of_a_million_spaces_is_read_in_bounded_time(tmp_path: Path) -> None:
    # The pattern that joins a wrapped ID went over a long run of spaces from each of its
    # starts: a kept ID of 60,000 spaces held a resume 11 s, a 4 MB one would have held it
    # for hours (found by the regression tester). The deadline is a bound, not a measure.
    import subprocess
    import sys

    code = ("from minesweeper.engine import GameId, GameIdError\n"
            "try:\n    GameId.parse('b-' + ' ' * 1_000_000 + 'x')\n"
            "except GameIdError as error:\n    print(str(error)[-40:])\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True)
    assert "is not a game ID" in done.stdout
