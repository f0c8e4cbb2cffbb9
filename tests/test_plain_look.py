"""Plain play's `look R C`: a cell in words, as the curses game's `x` says it."""

from __future__ import annotations

import io

from minesweeper import plain
from minesweeper.engine import Coord, Level
from minesweeper.session import Session
from minesweeper.settings import Settings
from minesweeper.wording.cellwords import describe_cell


def test_plain_look_says_the_same_words_as_the_curses_x_and_moves_nothing() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=3))
    out = io.StringIO()
    plain.run(session, io.StringIO("open 4 4\nlook 0 0\nl 4 4\nlook 9 9\nlook 1\n"), out)
    lines = out.getvalue().splitlines()
    game = session.game
    assert describe_cell(game, Coord(0, 0)) in lines
    assert describe_cell(game, Coord(4, 4)) in lines
    assert "error: cell 9 9 is outside the 8x8 board (rows 0-7, columns 0-7)" in lines
    assert "error: look takes a row and a column, for example: look 3 4" in lines
    assert not session.assisted and game.moves == (game.moves[0],)  # only the open


def test_help_on_one_command_and_commas_between_row_and_column() -> None:
    out = io.StringIO()
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=3))
    plain.run(session, io.StringIO("help look\nh o\nhelp dance\nopen 4,4\n"), out)
    lines = out.getvalue().splitlines()
    assert any(line.startswith("  look R C  (l)  what") for line in lines)
    assert any(line.startswith("  open R C  (o)  open a cell") for line in lines)
    assert "Commands:" not in lines  # one command's lines, not the whole list
    assert "error: help takes nothing after it, or a command's name: help open" in lines
    assert session.game.moves and session.game.moves[0].coord == Coord(4, 4)
