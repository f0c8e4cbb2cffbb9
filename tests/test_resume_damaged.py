"""--resume --plain with a kept game that cannot be replayed: said, whether at a terminal or
from a script, and never shown as if it could be played."""

from __future__ import annotations

import json
import os
import random
import subprocess
from pathlib import Path

from minesweeper.engine import Coord, Game, Level
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
    assert "another window" not in said
    assert wait_exit(process) == 2


def test_a_script_s_resume_does_not_play_a_kept_game_that_is_over(tmp_path: Path) -> None:
    keep_a_lost_game(tmp_path)
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run([COMMAND, "--plain", "--resume"], input="quit\n", text=True,
                            capture_output=True, env=env, timeout=60)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == "minesweeper: there is no kept game to resume\n"


def test_a_script_s_resume_says_when_reading_set_a_damaged_part_aside(tmp_path: Path) -> None:
    folder = tmp_path / "minesweeper"
    game = Game.random(Level.BEGINNER.params, random.Random(3))
    game.open(Coord(4, 4))
    Store(folder).save_game(SavedGame.of(game, None, "Beginner", "t1"))
    path = folder / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"].insert(0, {"x": 1})
    path.write_text(json.dumps(document))
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run([COMMAND, "--plain", "--resume"], input="quit\n", text=True,
                            capture_output=True, env=env, timeout=60)
    assert result.returncode == 0 and "Beginner | mines left: 10 | playing" in result.stdout
    assert result.stderr.startswith("minesweeper: kept games had a damaged part, left out: "
                                    "a copy of the file is saved-game.json.damaged-")


def test_a_script_s_resume_plays_the_newest_kept_game_that_replays(tmp_path: Path) -> None:
    # As a terminal's --resume takes it: there, the lost game is set aside and this one played.
    good = Game.random(Level.BEGINNER.params, random.Random(5))
    good.open(Coord(0, 0))
    Store(tmp_path / "minesweeper").save_game(SavedGame.of(good, None, "Beginner", "t0"))
    keep_a_lost_game(tmp_path)  # kept after it: the newest
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run([COMMAND, "--plain", "--resume"], input="quit\n", text=True,
                            capture_output=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    assert good.to_text().replace("\n", "") in result.stdout.replace("\n", "").replace(" ", "")
