"""The logic engine through the command: --generate, --no-guess and the plain hint command."""

from __future__ import annotations

import io
import time
from pathlib import Path

from minesweeper import plain
from minesweeper.cli import main
from minesweeper.engine import Coord, Level, Minefield, is_no_guess, parse
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings


def test_generate_writes_no_guess_boards_with_their_first_click(tmp_path: Path) -> None:
    out = tmp_path / "boards"
    status = main(["--generate", "3", "--intermediate", "--no-guess", "--seed", "5",
                   "--first-click", "3", "3", "--out", str(out)])
    assert status == 0
    files = sorted(out.iterdir())
    assert [file.name for file in files] == ["board-1.in", "board-2.in", "board-3.in"]
    for file in files:
        text = file.read_text()
        assert "# first click: 3 3\n" in text
        field = parse(text)
        assert field.params == Level.INTERMEDIATE.params
        assert is_no_guess(field, Coord(3, 3))


def test_generate_needs_out_and_refuses_impossible_density(tmp_path: Path) -> None:
    assert main(["--generate", "2"]) == 2
    assert main(["--generate", "1", "--custom", "3x3x7", "--no-guess",
                 "--first-click", "1", "1", "--out", str(tmp_path)]) == 2


def test_plain_hint_names_the_cell_and_reason_and_marks_assisted() -> None:
    field = Minefield(3, 4, [Coord(0, 0), Coord(2, 0)])
    session = Session(Settings.of_board(field, "t"), time.monotonic)
    out = io.StringIO()
    plain.run(session, io.StringIO("open 0 3\nhint\nflag 0 0\n"), out)
    lines = out.getvalue().splitlines()
    hints = [line for line in lines if line.startswith("hint:")]
    assert hints and hints[0].startswith(("hint: open ", "hint: flag "))
    assert " - row " in hints[0]
    assert "the 1 at row" in hints[0] or "the 2 at row" in hints[0]
    assert lines[-1].endswith("| assisted")


def test_no_guess_session_places_a_no_guess_board() -> None:
    session = Session(Settings.of_params(Level.ADVANCED.params, seed=11, mode=Mode.NO_GUESS),
                      time.monotonic)
    game = session.new_game()
    game.open(Coord(3, 3))
    assert game.minefield is not None and is_no_guess(game.minefield, Coord(3, 3))
