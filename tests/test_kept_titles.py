"""Kept games from older versions: a title kept raw is shown escaped."""

from __future__ import annotations

import json
from pathlib import Path

from minesweeper.engine import Action, Coord, Move, parse
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.settings import Settings


def test_a_kept_title_with_control_characters_is_shown_escaped(tmp_path: Path) -> None:
    # Before a file's name was escaped in titles (1534949), a board file's game was kept
    # under its raw name: the menu's Resume line sent it to curses as it was (U+202E went
    # to the terminal raw, a \r moved the line back over the menu), and so did the
    # questions that name a kept game.
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_board(parse("5 5\n1 1\n3 3\n"), "ok.in"), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(2, 2)))
    session.save()
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    kept_game = document["data"]["games"][0]
    kept_game["title"] = "Board x\x1b]0;owned\x07\r\u202e.in"  # as an older version kept it
    del kept_game["name"]
    path.write_text(json.dumps(document))
    kept = Keeper(tmp_path).kept()
    assert kept is not None and kept.board == "x\\x1b]0;owned\\x07\\r\\u202e.in"
    [saved] = Store(tmp_path).saved_games()
    assert saved.named.isprintable()
    resumed = Keeper(tmp_path).resume(clock=lambda: 0.0)
    assert resumed is not None and resumed.title == "Board x\\x1b]0;owned\\x07\\r\\u202e.in"
