"""A kept game of many mines has them packed: small enough to keep after every move, and
to keep at all on the biggest boards; damaged, the packed form is set aside as any other."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest

from minesweeper import minepack, storage
from minesweeper.engine import Action, Coord, Level, Move, Params
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings


def clock() -> float:
    return 0.0


def keep(store: Store, params: Params, seed: int = 1) -> Session:
    session = Session(Settings.of_params(params, seed=seed), clock, store=store)
    session.play(Move(Action.OPEN, Coord(params.rows // 2, params.cols // 2)))
    session.play(Move(Action.FLAG, Coord(0, 0)))
    assert session.save()
    return session


def stored(path: Path) -> dict[str, object]:
    return json.loads((path / "saved-game.json").read_text())["data"]["games"][0]


def test_many_mines_are_kept_packed_and_come_back_the_same(tmp_path: Path) -> None:
    session = keep(Store(tmp_path), Params(100, 120, 2500))
    game = stored(tmp_path)
    assert isinstance(game["mines"], str) and game["mines"].startswith("z:")
    assert len(game["mines"]) < 2500 * 3  # as numbers: about 5 bytes each
    back = Store(tmp_path).take_saved()
    assert back is not None and back.minefield == session.game.minefield
    assert back.restore(clock).to_text() == session.game.to_text()


def test_a_level_keeps_its_mines_as_numbers_in_a_file_older_versions_leave_alone(
        tmp_path: Path) -> None:
    keep(Store(tmp_path), Level.ADVANCED.params)  # as every version before wrote them
    assert isinstance(stored(tmp_path)["mines"], list)
    # Format 3: a version that reads only 2 (and took packed mines for damage, setting the
    # games aside) leaves the file to the version that wrote it.
    assert json.loads((tmp_path / "saved-game.json").read_text())["version"] == 3


def test_a_board_too_big_to_keep_as_numbers_is_kept_packed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # 1000x1000 with 700,000 mines took 4.6 MB as numbers: over the file's 4 MB, never kept.
    monkeypatch.setattr(storage, "MAX_BYTES", 40_000)
    session = keep(Store(tmp_path), Params(200, 200, 12_000))  # 70 KB as numbers
    assert Store(tmp_path).take_saved() is not None and session.store is not None


def packed(cells: bytes) -> str:
    return "z:" + base64.b64encode(zlib.compress(cells)).decode()


@pytest.mark.parametrize("damage", [
    "z:not base64!", "y:" + packed(b"\1" * 2500 + b"\0" * 9500)[2:],
    packed(b"\1" * 2500 + b"\0" * 9499),  # a cell short
    packed(b"\1" * 2499 + b"\2" + b"\0" * 9500),  # a byte that is no cell
    packed(b"\1" * 2499 + b"\0" * 9501),  # a mine short
    packed(b"\0" * 10**7),  # inflates far past the board: stopped at its size
    "z:" + base64.b64encode(zlib.compress(b"\1" * 2500 + b"\0" * 9500) + b"GARBAGE!").decode(),
])
def test_a_damaged_packed_form_is_set_aside(tmp_path: Path, damage: str) -> None:
    keep(Store(tmp_path), Params(100, 120, 2500))
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0]["mines"] = damage
    path.write_text(json.dumps(document))
    store = Store(tmp_path)
    assert store.saved_game() is None
    [notice] = store.take_notices()
    assert notice.startswith("Kept games were damaged: the file is now saved-game.json.damaged-")
    assert " (the saved mines " in notice


def test_packing_is_done_once_a_game_not_at_every_move(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    session = keep(Store(tmp_path), Params(100, 120, 2500))
    calls: list[int] = []
    compress = zlib.compress
    monkeypatch.setattr(zlib, "compress", lambda data, level=-1: calls.append(1) or compress(
        data, level))
    for col in range(1, 6):
        session.play(Move(Action.FLAG, Coord(0, col)))
        assert session.save()
    assert calls == [] and minepack.PACK_FROM < 2500
