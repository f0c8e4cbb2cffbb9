"""A long `--generate` at a terminal says how far it has come, on one line redrawn in place,
and takes the line away before its last word (a run of minutes had said nothing)."""

from __future__ import annotations

import itertools
import sys
import time
from pathlib import Path

import pytest

from minesweeper import cli, generating, signals
from ttytext import Terminal


def test_progress_shows_at_a_terminal_and_is_cleared(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    seconds = itertools.count(0.0, 0.6)  # each board seems to take 0.6 s
    monkeypatch.setattr(time, "monotonic", lambda: next(seconds))
    monkeypatch.setattr(sys, "stderr", Terminal())
    assert cli.main(["--generate", "6", "--beginner", "--seed", "1",
                     "--out", str(tmp_path / "b")]) == 0
    said = sys.stderr.getvalue()
    assert "\rminesweeper: 1 of 6 boards written...\rminesweeper: 3 of 6 boards" in said
    assert said.endswith("\r")  # cleared: the summary goes to standard output, whole
    assert capsys.readouterr().out.startswith("wrote 6 random 8x8x10 boards")


def test_no_progress_where_standard_error_is_no_terminal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    seconds = itertools.count(0.0, 0.6)
    monkeypatch.setattr(time, "monotonic", lambda: next(seconds))
    assert cli.main(["--generate", "6", "--beginner", "--out", str(tmp_path / "b")]) == 0
    assert capsys.readouterr().err == ""


def test_generated_boards_keep_the_centre_clear_unless_told_otherwise(tmp_path: Path) -> None:
    # README: `--first-click R C`, "default: the centre, rows//2 cols//2".
    out = tmp_path / "out"
    assert cli.main(["--generate", "1", "--custom", "9x15x20", "--seed", "1",
                     "--out", str(out)]) == 0
    text = (out / "board-1.in").read_text()
    assert "# first click: 4 7\n" in text


def test_ctrl_c_while_the_first_board_is_dealt_says_none_was_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # A big no-guess board takes seconds to deal: Ctrl-C then comes before any is written.
    def interrupted(*args: object) -> object:
        raise KeyboardInterrupt

    monkeypatch.setattr(generating, "dealer", lambda no_guess: interrupted)
    out = tmp_path / "out"
    assert cli.main(["--generate", "3", "--beginner", "--out", str(out)]) \
        == signals.EXIT_INTERRUPTED
    said = capsys.readouterr()
    assert said.err == f"minesweeper: stopped: 0 boards of 3 written to {out}\n"
    assert said.out == "" and not out.exists()
