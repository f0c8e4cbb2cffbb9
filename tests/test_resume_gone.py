"""`--resume` when the kept game goes between finding it and taking it (another window
resumed or finished it meanwhile): one line that says so, status 2; a game kept by a version
that gave it no name is not taken for one gone."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from minesweeper import cli, wording
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.settings import Settings
from ttytext import Terminal

# A game as the first kept games were written (format 1: one game, no token): Intermediate,
# the first click and a flag, 4.35 s in.
FORMAT_1 = {"kind": "minesweeper-saved-game", "version": 1, "data": {
    "params": [16, 16, 40], "seed": 1840179625, "moves": ["O8,8", "F3,8"], "elapsed": 4.35,
    "title": "Intermediate", "marks": False, "flags": {"fixed": False, "ranked": True},
    "mines": [20, 24, 28, 37, 43, 56, 57, 64, 82, 87, 92, 96, 98, 108, 109, 114, 117, 131,
              154, 156, 158, 159, 160, 168, 172, 174, 176, 180, 184, 197, 210, 211, 225,
              230, 232, 242, 246, 250, 252, 254]}}


def test_a_game_kept_without_a_token_is_resumed_as_the_menu_offered_it(tmp_path: Path) -> None:
    # Each read gave it a new random token, so the menu's Resume never found the game it
    # offered: "the kept game is gone", though it was still there.
    (tmp_path / "saved-game.json").write_text(json.dumps(FORMAT_1))
    offered = next(Store(tmp_path).saved_games())
    taken = Store(tmp_path).take_saved(offered.token)
    assert taken is not None and taken.moves == offered.moves and taken.elapsed == 4.35


def test_a_kept_game_taken_before_resume_takes_it_is_said_to_be_gone(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    session = Keeper().session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.save()
    assert Keeper().kept() is not None
    # Another window takes it up between this run's look and its take.
    monkeypatch.setattr(Keeper, "resume", lambda self, token=None, clock=None: None)
    monkeypatch.setattr(sys, "stdin", Terminal())
    assert cli.main(["--plain", "--resume"]) == 2
    assert capsys.readouterr().err == (
        "minesweeper: the kept game is gone: it was finished or resumed in another window\n")
    assert wording.KEPT_GAME_GONE != wording.TAKEN_ELSEWHERE  # one name, one sentence


def test_no_sentence_of_the_wording_module_is_written_twice_under_one_name() -> None:
    import ast
    from pathlib import Path

    for module in sorted(Path(wording.__file__).parent.glob("*.py")):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        names = [target.id for node in tree.body if isinstance(node, ast.Assign)
                 for target in node.targets if isinstance(target, ast.Name)]
        assert sorted({name for name in names if names.count(name) > 1}) == [], module.name


def test_no_part_of_the_wording_package_is_named_as_one_of_its_sentences() -> None:
    # Importing `wording.cells` would put the module where `wording.cells()` is: every
    # board-size sentence after a `look` or an `x` was then a TypeError.
    parts = {module.stem for module in Path(wording.__file__).parent.glob("*.py")}
    source = Path(wording.__file__).read_text(encoding="utf-8")
    said = set(re.findall(r"^def (\w+)|^(\w+) = ", source, re.MULTILINE))
    assert parts & {name for pair in said for name in pair} == set()
