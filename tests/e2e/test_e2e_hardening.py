"""The curses game against a hostile data folder: pipes and directories where the data files
should be, and kept games that would take minutes to replay, never block the menu."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest


@pytest.mark.parametrize("kind", ["pipe", "directory"])
@pytest.mark.parametrize("name", ["records.json", "saved-game.json"])
def test_a_pipe_or_directory_in_place_of_a_data_file_is_set_aside(  # type: ignore[no-untyped-def]
        spawn, private_data_folder: Path, kind: str, name: str) -> None:
    folder = private_data_folder / "minesweeper"
    folder.mkdir()
    if kind == "pipe":
        os.mkfifo(folder / name)
    else:
        (folder / name).mkdir()
    terminal = spawn(wait="M I N E S W E E P E R")  # a pipe read in blocking mode would hang
    if name == "records.json":
        terminal.send("t")  # records are read when the scores are shown
        terminal.wait_for("statistics: Beginner")
    said = f"{name} was a {'named pipe' if kind == 'pipe' else 'directory'})"
    terminal.wait_for(lambda: said in " ".join(terminal.text.split()))  # over two lines, maybe
    assert "Traceback" not in terminal.text
    assert not (folder / name).exists()
    assert [p for p in folder.iterdir() if p.name.startswith(name + ".damaged-")]
    terminal.send("q" if name == "saved-game.json" else "xq")
    assert terminal.wait_exit() == 0


def test_kept_games_too_big_to_replay_at_start_still_give_the_menu(  # type: ignore[no-untyped-def]
        spawn, private_data_folder: Path) -> None:
    # Ten 1000x1000 games whose opening floods a million cells: the menu lists them without
    # replaying any (the budget is measured by benchmarks/hardening.py, not here).
    games = [{"params": [1000, 1000, 2], "mines": [1, 1000], "seed": number,
              "moves": ["O999,999"], "elapsed": 3.0, "title": "Custom 1000x1000",
              "flags": {"fixed": False}, "token": f"t{number}"} for number in range(10)]
    folder = private_data_folder / "minesweeper"
    folder.mkdir()
    (folder / "saved-game.json").write_text(json.dumps(
        {"kind": "minesweeper-saved-game", "version": 2, "data": {"games": games}}))
    terminal = spawn(wait="Resume")
    assert "1000x1000" in terminal.text
    terminal.send("q")
    assert terminal.wait_exit() == 0
