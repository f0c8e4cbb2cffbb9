"""Board files: a row drawn after a `#` is read as a comment, and `# first click` lines
left unused are said to be."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper import cli


def test_a_row_starting_with_a_hash_is_said_to_be_read_as_a_comment(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "class.in"
    board.write_text("*...*\n#...#\n*...*\n" + "#.*..\n" * 6)
    options = cli.parse_options(["--board", str(board), "--plain"])
    assert options.settings.params.rows == 2  # the rows after a # are comments, as documented
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == (f"minesweeper: {board}, line 2: this row starts with #, so it is read "
                        "as a comment, not part of the board (draw a mine * and a safe cell .)")
    assert [line.split(", line ")[1].split(":")[0] for line in lines[:5]] == [
        "2", "4", "5", "6", "7"]
    assert lines[5:] == [f"minesweeper: {board}: 2 more rows starting with # are read as "
                         "comments"]


def test_after_a_first_click_line_naming_a_mine_the_next_is_not_said_to_be_the_one_counted(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = tmp_path / "b.in"
    board.write_text("# first click: 0 0\n# first click: 2 2\n5 5\n0 0\n")
    options = cli.parse_options(["--board", str(board), "--plain"])
    assert options.settings.first_click is None  # the first line is read; a mine: not kept
    assert capsys.readouterr().err.splitlines() == [
        f"minesweeper: {board}, line 1: the '# first click' names row 0, column 0, a mine: "
        "it is ignored",
        f"minesweeper: {board}, line 2: only the first '# first click' line (line 1) is read: "
        "this one is ignored"]
