"""Every line plain play prints, piped, starts as the README's table for bots says ("For
bots: the replies at a glance"), once the lines that go on from the one before are joined
to it."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from minesweeper import plain
from minesweeper.engine import Params
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings

BOARD_ROW = re.compile(r"[#F?.1-8*Xx]+")
STATUS = re.compile(r".+ \| mines left: -?\d+ \| (not started|playing|won|lost) \| "
                    r"time: \d+ s( \| assisted)?( \| deaths: \d+)?")
STARTS = ("Row ", "hint: ", "chances: ", "error: ", "nothing happened: ", "note: ",
          "You won in ", "Boom! You lost", "Game ID: ", "Minesweeper: ", "New game: ", "sync: ")
# After the end of a game and before its ID: how luck treated it.
LUCK = re.compile(r"(\d+ forced guess(es)? made safe; )?\d+ (forced guess(es)? made safe|"
                  r"deaths? taken back)\.")


def joined(text: str) -> list[str]:
    """The lines, each that starts with exactly two spaces joined to the one before."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith("  ") and line[2:3] != " " and lines:
            lines[-1] += " " + line[2:]
        else:
            lines.append(line)
    return lines


def script(params: Params) -> str:
    """Commands of every kind: help from the solver, a look, refusals, moves on every cell
    in turn until the game ends, then what an ended game takes, and a new game."""
    cells = [f"open {row} {col}" for row in range(params.rows) for col in range(params.cols)]
    middle = f"{params.rows // 2} {params.cols // 2}"
    return "\n".join(["hint", "chances", f"open {middle}", "hint", "look 0 0", "chances",
                      "flag 0 0", "flag 0 0", "dance", f"open {middle}", "undo", *cells,
                      "open 0 0", "hint", "chances", "undo", "export", "export", *cells,
                      "board", "new", "new", "hint", "sync 7", ""])


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize(("params", "seeds"), [
    (Params(8, 8, 10), range(4)), (Params(3, 3, 1), range(6)), (Params(2, 40, 10), range(2))])
def test_every_line_starts_as_the_readme_table_says(
        params: Params, seeds: range, mode: Mode, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # where export writes
    if mode is Mode.NO_GUESS and params.rows < 3:
        mode = Mode.CLASSIC  # (no no-guess board of 2 rows with 10 mines)
    for seed in seeds:
        session = Session(Settings.of_params(params, seed=seed, mode=mode), lambda: 0.0)
        out = io.StringIO()
        plain.run(session, io.StringIO(script(params)), out)
        lines = joined(out.getvalue())
        assert lines[1] == "Type help for commands."
        table = False  # within the lines of `chances`' table
        for line in lines[2:]:
            if table and (re.fullmatch(r" +\d+( +\d+)*", line) or re.match(r"\d+ ", line)):
                continue
            table = line.startswith("chances: ")
            assert (BOARD_ROW.fullmatch(line) or STATUS.fullmatch(line)
                    or line.startswith(STARTS) or LUCK.fullmatch(line)), (seed, line)
        assert lines[-1] == "sync: 7"
