"""`--resume` when the kept game goes between finding it and taking it (another window
resumed or finished it meanwhile): one line that says so, status 2."""

from __future__ import annotations

import sys

import pytest

from minesweeper import cli, wording
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.settings import Settings
from ttytext import Terminal


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
