"""The game ID offered at the end of a game is one the command line can take back."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys

import pytest

from minesweeper import plain, wording
from minesweeper.engine import Minefield
from minesweeper.session import Session
from minesweeper.settings import Settings
from ttytext import Terminal


def test_an_id_too_long_for_one_command_line_argument_is_not_offered_for_game() -> None:
    # A 1000x1000 board file with a mine on every other cell, by chance: its ID names
    # every mine, 166,740 characters, and Linux takes at most 128 KiB in one argument.
    rng = random.Random(1)
    mines = [i for i in range(1000 * 1000) if rng.random() < 0.5]
    session = Session(Settings.of_board(Minefield.from_indices(1000, 1000, mines), "big.in"),
                      lambda: 0.0)
    assert len(session.game_id()) > wording.LONGEST_ARGUMENT
    out = io.StringIO()
    first = mines[0]
    plain.run(session, io.StringIO(f"open {first // 1000} {first % 1000}\nquit\n"), out)
    said = " ".join(out.getvalue().split())
    assert "Game ID: too long for --game (166,740 characters): export the board and play " \
        "the file with --board" in said
    assert session.game_id() not in said


def test_an_id_that_fits_is_offered_for_game() -> None:
    assert wording.game_id_line("b-1rf9suh-4.4") == \
        "Game ID: b-1rf9suh-4.4 (play it again with --game)"


def test_a_long_id_is_on_the_game_id_line_itself() -> None:
    # A large board file's ID went under a bare "Game ID:", where a bot reading the ID from
    # that line found nothing.
    rng = random.Random(2)
    mines = rng.sample(range(16 * 30), 99)
    session = Session(Settings.of_board(Minefield.from_indices(16, 30, mines), "adv.in"),
                      lambda: 0.0)
    out = io.StringIO()
    plain.run(session, io.StringIO(f"open {mines[0] // 30} {mines[0] % 30}\n"), out)
    lines = out.getvalue().splitlines()
    game_id = session.game_id()
    assert len(f"Game ID: {game_id}") > 80
    at = lines.index(f"Game ID: {game_id}")
    assert lines[at + 1] == f"  ({wording.PLAY_AGAIN})"
    assert plain.id_lines("b-1rf9suh-4.4") == "Game ID: b-1rf9suh-4.4 (play it again with --game)"


def test_a_big_no_guess_id_says_it_deals_before_the_seconds_that_takes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # n-100x100x2800-1-50.50 left the terminal blank for 2.5 s: nothing had started yet.
    from minesweeper import cli

    for game_id, said in (("n-50x50x300-1-25.25", True), ("n-b-1-4.4", False),
                          ("b-1-4.4", False)):
        monkeypatch.setattr(sys, "stderr", Terminal())
        cli.parse_options(["--game", game_id])
        assert (sys.stderr.getvalue() == f"minesweeper: {wording.DEALING_ID}\n") is said


@pytest.mark.skipif(not sys.platform.startswith("linux") or os.sysconf("SC_PAGE_SIZE") != 4096,
                    reason="Linux's limit on an argument, 32 pages of 4 KiB")
def test_the_longest_id_offered_for_game_is_the_longest_argument_linux_takes() -> None:
    longest = "x" * wording.LONGEST_ARGUMENT
    assert wording.game_id_parts(longest)[1] == longest  # offered
    assert wording.game_id_parts(longest + "x")[1] != longest + "x"  # not offered
    subprocess.run([sys.executable, "-c", "", longest], check=True)  # it can be given
    with pytest.raises(OSError):  # one byte more cannot (E2BIG)
        subprocess.run([sys.executable, "-c", "", longest + "x"], check=True)


def test_a_big_id_refused_for_its_mode_says_only_why(monkeypatch: pytest.MonkeyPatch) -> None:
    # "dealing the game ID's board..." came first, for a board never dealt (found by the
    # game ID tester).
    from minesweeper import cli

    monkeypatch.setattr(sys, "stderr", Terminal())
    for game_id, why in (("st-600x600x1000-1-5.5", "40,000 cells"),
                         ("n-1000x1000x999000-abc-1.1", "100,000 cells"),  # (the regression
                         ("n-100x100x9000-abc-1.1", "at most 2,800 mines")):  # tester)
        with pytest.raises(cli.UsageError, match=why):
            cli.parse_options(["--game", game_id])
        assert sys.stderr.getvalue() == ""  # (the refusal is the only line, said by main)
