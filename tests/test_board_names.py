"""A board file's name is shown as it is (escaped where it could drive the terminal), in
the title and after the game is kept and resumed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from minesweeper.engine import Action, Coord, Move, parse
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings

NAMES = [
    ("back\\slash.in", "Board back\\slash.in"),
    (os.fsdecode(b"caf\xe9.in"), "Board caf\\xe9.in"),
    ("evil\x1b[31mred\tx.in", "Board evil\\x1b[31mred\\tx.in"),
    ("boards/b1.in", "Board b1.in"),
    ("boards/b1.in/", "Board b1.in"),
]


def clock() -> float:
    return 0.0


@pytest.mark.parametrize(("name", "title"), NAMES)
def test_a_board_files_name_survives_a_resume(tmp_path: Path, name: str, title: str) -> None:
    store = Store(tmp_path)
    field = parse("5 5\n1 1\n3 3\n0 4\n", name)
    session = Session(Settings.of_board(field, name), clock, store)
    assert session.title == title
    session.play(Move(Action.OPEN, Coord(2, 2)))
    session.save()
    saved = store.take_saved()
    assert saved is not None and saved.title == title
    back = Session.resumed(saved, clock, store)
    assert back.title == title
    back.save()  # kept again: the menu's Resume names it the same
    again = store.take_saved()
    assert again is not None and again.title == title
