"""--resume --plain with a kept game that cannot be replayed: said at a terminal, and never
shown as if it could be played; a script's --resume is refused."""

from __future__ import annotations

import json
import os
import random
import subprocess
from pathlib import Path

from minesweeper.engine import Coord, Game, Level, Params
from minesweeper.records import SavedGame, Store
from test_resume_plain import COMMAND, read_until, start, wait_exit


def keep_a_lost_game(data: Path) -> None:
    """A kept Beginner game whose moves end on a mine (hand-made: the game never keeps one)."""
    folder = data / "minesweeper"
    game = Game.random(Level.BEGINNER.params, random.Random(3))
    game.open(Coord(4, 4))
    assert game.minefield is not None
    mine = min(game.minefield.mine_indices)
    Store(folder).save_game(SavedGame.of(game, None, "Beginner", "t1"))
    path = folder / "saved-game.json"
    document = json.loads(path.read_text())
    lost = next(game for game in document["data"]["games"] if game["token"] == "t1")
    lost["moves"].append(f"O{mine // 8},{mine % 8}")
    path.write_text(json.dumps(document))


def test_at_a_terminal_resume_says_the_kept_game_was_damaged(tmp_path: Path) -> None:
    keep_a_lost_game(tmp_path)
    process = start(tmp_path, "--resume")
    said = read_until(process, "there is no kept game to resume")
    assert "kept games had a damaged part, left out: a copy of the file is " \
        "saved-game.json.damaged-" in " ".join(said.split())
    assert " (the saved game is not a game in progress)" in " ".join(said.split())
    assert "another window" not in said
    assert wait_exit(process) == 2


def test_a_script_s_resume_is_refused_and_leaves_the_kept_games_as_they_are(
        tmp_path: Path) -> None:
    # It played the kept game without taking it: lost, it showed every mine, and the game was
    # still kept, for a player to win at a terminal for a best time.
    good = Game.random(Level.BEGINNER.params, random.Random(5))
    good.open(Coord(0, 0))
    Store(tmp_path / "minesweeper").save_game(SavedGame.of(good, None, "Beginner", "t0"))
    keep_a_lost_game(tmp_path)  # a damaged one too: not even read
    path = tmp_path / "minesweeper" / "saved-game.json"
    before = path.read_bytes()
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    for options in (["--plain", "--resume"], ["--resume"]):
        result = subprocess.run([COMMAND, *options], input="open 7 7\n", text=True,
                                capture_output=True, env=env, timeout=60)
        assert (result.returncode, result.stdout) == (2, "")
        assert result.stderr == "minesweeper: --resume needs a terminal: kept games are " \
            "played there, not by scripts\n"
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir() if p.suffix != ".lock") == [
        "saved-game.json"]  # nothing set aside


def test_a_kept_forgiving_game_on_a_board_too_big_for_forgiving_play_is_set_aside(
        tmp_path: Path) -> None:
    # Only a hand edit makes one: replaying it raised ModeError out of the resume, a traceback.
    game = Game.random(Params(300, 300, 100), random.Random(1))
    game.open(Coord(150, 150))
    folder = tmp_path / "minesweeper"
    Store(folder).save_game(SavedGame.of(game, None, "Custom", "t1"))
    path = folder / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0]["flags"]["forgiving"] = True
    path.write_text(json.dumps(document))
    store = Store(folder)
    assert store.take_saved() is None
    assert any("Kept games had a damaged part" in notice for notice in store.take_notices())
    assert any(p.name.startswith("saved-game.json.damaged-") for p in folder.iterdir())
