"""Kept games as read from and written to `saved-game.json`: the checks at their edges (a
name, a token, a time, a mine), the menu's name of a long title, and many mines kept as
numbers by an older version (each test fails with a change the rest of the suite let
through)."""

from __future__ import annotations

from typing import Any

import pytest

from minesweeper.engine import Action, Coord, Level, Move, Params, Status
from minesweeper.minepack import PACK_FROM
from minesweeper.savedgame import SavedGame, validate_saved
from minesweeper.session import Session
from minesweeper.settings import Settings, Source
from minesweeper.storage import CorruptFile, PartlyDamaged


def kept(**changes: Any) -> dict[str, Any]:
    """A Beginner game as version 3 keeps it: dealt, one cell opened."""
    game: dict[str, Any] = {
        "params": [8, 8, 10], "mines": [6, 8, 15, 17, 26, 35, 57, 60, 61, 63], "seed": 1,
        "moves": ["O4,4"], "elapsed": 12.0, "title": "Beginner", "marks": False,
        "flags": {"ranked": True}, "token": "342105c71fc349929894e221bec765b7",
        "game_id": "", "dealt_for": None, "name": "",
    }
    return game | changes


@pytest.mark.parametrize(("title", "named"), [
    # 30 columns: short enough for a question as it is
    ("Custom 16x20, 99 mines, strict", "Custom 16x20, 99 mines, strict, 12 s"),
    # 31 columns: the mine count goes first, the rest then fits whole
    ("Custom 160x20, 99 mines, strict", "Custom 160x20, strict, 12 s"),
    # only the first mine count goes (a board file may name mines in its name)
    ("Board one, 2 mines, two, 3 mines, three", "Board one, two, 3 mines, three, 12 s"),
])
def test_a_kept_games_name_shortens_only_a_title_over_30_columns(title: str,
                                                                 named: str) -> None:
    assert SavedGame.from_json(kept(title=title)).named == named


def test_a_token_of_64_characters_is_kept_and_a_longer_one_is_damage() -> None:
    assert SavedGame.from_json(kept(token="a" * 64)).token == "a" * 64
    with pytest.raises(CorruptFile, match="token"):
        SavedGame.from_json(kept(token="a" * 65))


@pytest.mark.parametrize(("name", "read"), [
    ("b" * 4096, "b" * 4096),  # a path's length is a name
    ("b" * 4097, ""),  # longer: the title stands in
    (5, ""),
])
def test_a_kept_board_name_is_text_of_at_most_a_paths_length(name: object, read: str) -> None:
    assert SavedGame.from_json(kept(name=name)).name == read


def test_many_mines_kept_as_numbers_by_an_older_version_are_packed_the_same() -> None:
    # A version before packing wrote every mine as a number; written back (every read of
    # the file writes its games back) they are packed, and must read as the same mines.
    mines = list(range(PACK_FROM + 1))
    older = kept(params=[50, 50, len(mines)], mines=mines, moves=["O49,49"])
    written = SavedGame.from_json(older).to_json()
    assert isinstance(written["mines"], str)
    again = SavedGame.from_json(written)
    assert again.mines == tuple(mines)
    assert again.minefield is not None and again.minefield.is_mine((0, 0))


def test_a_game_kept_without_a_fixed_flag_deals_random_boards_next() -> None:
    # Older saves named no "fixed": a level's next game is a random board, not this one.
    settings = SavedGame.from_json(kept(flags={"ranked": True})).settings()
    assert settings.source is Source.LEVEL
    assert settings.minefield is None


@pytest.mark.parametrize("cell", [[-1, 3], [3, -1], [8, 0], [0, 8]])
def test_a_kept_first_click_off_the_board_is_dropped(cell: list[int]) -> None:
    assert SavedGame.from_json(kept(dealt_for=cell)).dealt_for is None


def test_a_kept_first_click_on_a_safe_cell_stays() -> None:
    assert SavedGame.from_json(kept(dealt_for=[0, 0])).dealt_for == (0, 0)


def test_the_kept_time_keeps_its_milliseconds() -> None:
    assert SavedGame.from_json(kept(elapsed=12.3456)).to_json()["elapsed"] == 12.346


@pytest.mark.parametrize(("elapsed", "usable"), [
    (10**9 - 1, True), (500_000_000, True), (10**9, False), (-1, False), (True, False),
])
def test_a_kept_time_is_under_a_billion_seconds(elapsed: int, usable: bool) -> None:
    if usable:
        assert SavedGame.from_json(kept(elapsed=elapsed)).elapsed == elapsed
    else:
        with pytest.raises(CorruptFile, match="time"):
            SavedGame.from_json(kept(elapsed=elapsed))


def test_a_mine_before_the_first_cell_is_damage() -> None:
    with pytest.raises(CorruptFile, match="mines"):
        SavedGame.from_json(kept(mines=[-1, 8, 15, 17, 26, 35, 57, 60, 61, 63]))


def test_damage_in_several_kept_games_is_told_by_the_first() -> None:
    games = [kept(token="a" * 32, mines=[1]), kept(token="b" * 32, elapsed="soon"),
             kept(token="c" * 32)]
    with pytest.raises(PartlyDamaged) as caught:
        validate_saved({"games": games})
    assert str(caught.value) == "the saved mines do not match the board size, and 1 more"
    assert [game["token"] for game in caught.value.clean["games"]] == ["c" * 32]


def test_at_most_500_kept_games_are_read_from_a_file_made_by_hand() -> None:
    # Games being played are never made room for: only the bound on the read keeps a
    # file of thousands from costing a long start.
    games = [kept(token=f"{i:032x}", playing=f"{i + 1:032x}") for i in range(501)]
    read = validate_saved({"games": games})["games"]
    assert len(read) == 500
    assert read[0]["token"] == f"{1:032x}"  # the oldest went


def test_a_game_kept_before_its_first_click_resumes_as_a_new_game_of_its_size() -> None:
    # Older versions kept a game not yet dealt ("mines": null): it is no damage.
    saved = SavedGame.from_json(kept(mines=None, moves=[], seed=3))
    saved.check()
    game = saved.restore(lambda: 0.0)
    assert game.params == Params(8, 8, 10)
    assert game.status is Status.NOT_STARTED


def test_a_game_kept_after_a_billion_seconds_reads_back() -> None:
    now = [0.0]
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=1), lambda: now[0])
    session.play(Move(Action.OPEN, Coord(4, 4)))
    now[0] = 10**9 + 2.5
    saved = SavedGame.of(session.game, 1, "Beginner", None)
    assert SavedGame.from_json(saved.to_json()).elapsed >= 10**9 - 1
