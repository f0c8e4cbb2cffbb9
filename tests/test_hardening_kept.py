"""Hostile kept games: a game too big for the kept games file, and damaged kept games, are
refused or set aside cheaply, never cost the other kept games, and are reported once."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from minesweeper import storage
from minesweeper.engine import Coord, Game, Level, Params
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_hardening_storage import COMMAND, keep_games
from test_records import FakeClock

# a game too big to keep -----------------------------------------------------------------------


def test_a_game_too_big_for_the_kept_games_file_is_refused_and_the_others_stay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Written, it would be read back as damaged: every kept game would be set aside.
    monkeypatch.setattr(storage, "MAX_BYTES", 2000)
    keep_games(Store(tmp_path), 1)
    path = tmp_path / "saved-game.json"
    before = path.read_bytes()
    store = Store(tmp_path)
    session = Session(Settings.of_params(Params(40, 40, 800), seed=1), FakeClock(), store=store)
    session.new_game().open(Coord(20, 20))
    assert not Keeper(tmp_path).can_keep(session)  # so the quit question says so
    assert not session.save()  # so plain play says it cannot be kept
    assert path.read_bytes() == before
    assert store.can_keep_games()  # the next game, which fits, is kept
    notices = store.take_notices()
    assert len(notices) == 1 and "the game left in progress is too big to keep" in notices[0]
    assert not list(tmp_path.glob("*.damaged-*"))
    kept = Store(tmp_path).take_saved()
    assert kept is not None and kept.params == Level.BEGINNER.params


def test_older_kept_games_make_room_for_the_game_just_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Two kept games fill the file: the game just left is kept, and one of the others is
    # pushed off the list (counted as lost, as past the ten-game limit). It was the one
    # refused. (Which one goes: see the next test.)
    def leave_a_game(keeper: Keeper) -> Session:
        session = keeper.session(Settings.of_params(Level.BEGINNER.params))
        session.new_game().open(Coord(4, 4))
        assert session.save()
        return session

    for _ in range(2):
        leave_a_game(Keeper(tmp_path))
    path = tmp_path / "saved-game.json"
    two = json.dumps(json.loads(path.read_text()), separators=(",", ":"))
    path.write_text(two)  # as tight as the file can be written
    monkeypatch.setattr(storage, "MAX_BYTES", len(two) + len(two) // 4)  # two, not three
    older = {kept.token for kept in Store(tmp_path).saved_games()}
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params))
    session.new_game().open(Coord(4, 4))
    assert keeper.can_keep(session)  # so the quit question says it is kept
    assert session.save()
    newest, other = [kept.token for kept in Store(tmp_path).saved_games()]
    assert newest not in older and other in older
    assert Store(tmp_path).stats()["beginner"].played == 1  # the one pushed off


def test_plain_play_says_a_game_too_big_to_keep_is_not_kept_and_the_next_one_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    import io

    from minesweeper import plain, wording
    from minesweeper.kept import Keeper

    monkeypatch.setattr(storage, "MAX_BYTES", 2000)
    keeper = Keeper(tmp_path)
    for params, said in ((Params(40, 40, 800), wording.NOT_KEPT_ON_QUIT),
                         (Level.BEGINNER.params, wording.KEPT_ON_QUIT)):
        out = io.StringIO()
        session = keeper.session(Settings.of_params(params, seed=1))
        plain.run(session, io.StringIO("open 20 20\nquit\n" if params.rows == 40
                                       else "open 4 4\nquit\n"), out)
        assert said in " ".join(out.getvalue().split())


# 13: set aside once, tell once ----------------------------------------------------------------


def test_a_damaged_kept_game_is_copied_once_and_told_once(tmp_path: Path) -> None:
    keep_games(Store(tmp_path), 2)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0]["moves"] = ["O99,99"]
    path.write_text(json.dumps(document))
    first, second = Store(tmp_path), Store(tmp_path)
    assert first.saved_game() is not None and second.saved_game() is not None
    assert second.take_saved() is not None and first.saved_game() is None
    copies = [p for p in tmp_path.iterdir() if p.name.startswith("saved-game.json.damaged")]
    assert len(copies) == 1
    notices = first.take_notices() + second.take_notices()
    assert len(notices) == 1 and "had a damaged part" in notices[0]


def test_plain_resume_at_a_terminal_tells_of_the_damage_once(tmp_path: Path) -> None:
    from ptyprocess import PtyProcessUnicode

    folder = tmp_path / "minesweeper"
    keep_games(Store(folder), 2)
    path = folder / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0]["moves"] = ["O99,99"]
    path.write_text(json.dumps(document))
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path), "TERM": "dumb"}
    process = PtyProcessUnicode.spawn([COMMAND, "--plain", "--resume"], env=env,
                                      dimensions=(40, 100))
    seen = ""
    deadline = time.monotonic() + 20
    while "> " not in seen and time.monotonic() < deadline:
        seen += process.read(4096)
    process.write("quit\n")
    try:
        while True:
            seen += process.read(4096)
    except EOFError:
        pass
    process.wait()
    assert seen.count("had a damaged part") == 1, seen
    assert "note: kept games had a damaged part" in seen
    copies = [p for p in folder.iterdir() if p.name.startswith("saved-game.json.damaged")]
    assert len(copies) == 1


# 3: kept games are checked cheaply; only the one resumed is replayed, once --------------------


def test_listing_kept_games_replays_none_and_resuming_replays_one_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    keep_games(Store(tmp_path), 10)
    replays: list[int] = []
    real = Game.restored.__func__  # type: ignore[attr-defined]

    def counted(cls: type[Game], *args: Any, **kwargs: Any) -> Game:
        replays.append(1)
        return real(cls, *args, **kwargs)  # type: ignore[no-any-return]

    monkeypatch.setattr(Game, "restored", classmethod(counted))
    store = Store(tmp_path)
    assert store.saved_game() is not None and store.saved_game() is not None
    keep_games(store, 1)  # saving re-reads every kept game
    assert replays == []
    saved = store.take_saved()
    assert saved is not None and len(replays) == 1
    clock = FakeClock()
    game = saved.restore(clock)
    assert len(replays) == 1  # the check's replay is the game
    assert game.elapsed == pytest.approx(saved.elapsed)
    clock.now += 7
    assert game.elapsed == pytest.approx(saved.elapsed + 7)
    assert game.to_text() == saved.restore(FakeClock()).to_text()  # a second one replays


@pytest.mark.parametrize(
    "damage",
    [{"moves": ["O" + "9" * 5000 + ",1"]}, {"moves": ["O٣,4"]}, {"moves": ["O3,99"]},
     {"mines": [0] * 10}, {"mines": [10**6] * 10}, {"mines": None, "params": [10**50, 8, 10]},
     {"moves": []}],
)
def test_a_kept_game_damaged_in_any_part_is_set_aside_cheaply(
    tmp_path: Path, damage: dict[str, Any],
) -> None:
    keep_games(Store(tmp_path), 1)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0].update(damage)
    path.write_text(json.dumps(document))
    store = Store(tmp_path)
    assert store.saved_game() is None
    [notice] = store.take_notices()
    assert notice.startswith("Kept games were damaged: the file is now saved-game.json.damaged-")
    assert notice.endswith(")")  # what was wrong, in brackets after where the file went
    assert len(notice) <= 140 and "999" not in notice and "٣" not in notice  # no quotes


def test_a_kept_games_file_written_without_spaces_can_be_resumed_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Read, it fits; written back indented (as we write), it would not: taking a game out
    # of it raised TooBig and the resume ended in a traceback.
    keep_games(Store(tmp_path), 3)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    for game in document["data"]["games"]:
        game["name"] = "é" * 2000  # 2 bytes each as UTF-8, 6 as a \u escape
    path.write_text(json.dumps(document, separators=(",", ":"), ensure_ascii=False),
                    encoding="utf-8")
    monkeypatch.setattr(storage, "MAX_BYTES", path.stat().st_size + 10)
    taken = Store(tmp_path).take_saved()
    assert taken is not None
    assert [kept.name for kept in Store(tmp_path).saved_games()] == ["é" * 2000] * 2
    assert not list(tmp_path.glob("*.damaged-*"))


def test_the_biggest_kept_game_makes_room_not_every_older_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Oldest first, a big game between two small ones: making room for a small game gave
    # up the small one before it too (each counting as lost), where the big one sufficed.
    def leave(keeper: Keeper, params: Params) -> str:
        session = keeper.session(Settings.of_params(params))
        session.new_game().open(Coord(params.rows // 2, params.cols // 2))
        assert session.save()
        saved = session.to_saved()
        assert saved is not None
        return saved.token

    small = [leave(Keeper(tmp_path), Level.BEGINNER.params)]
    big = leave(Keeper(tmp_path), Params(30, 30, 300))
    small.append(leave(Keeper(tmp_path), Level.BEGINNER.params))
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    without_big = [game for game in document["data"]["games"] if game["token"] != big]
    path.write_text(json.dumps(document, separators=(",", ":")))
    room = len(json.dumps({**document, "data": {"games": without_big}}, separators=(",", ":")))
    monkeypatch.setattr(storage, "MAX_BYTES", max(path.stat().st_size, room + room // 2))
    newest = leave(Keeper(tmp_path), Level.BEGINNER.params)
    tokens = [kept.token for kept in Store(tmp_path).saved_games()]
    assert tokens == [newest, small[1], small[0]]  # newest first: only the big one went
    assert Store(tmp_path).stats()["beginner"].played == 0  # no small game given up
