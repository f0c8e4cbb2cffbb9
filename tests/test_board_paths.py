"""A board file's path that cannot lead to a file says why in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper import cli


@pytest.mark.parametrize("path", ["b1.in/", "b1.in/b2.in", "b1.in/deeper/b2.in"])
def test_a_board_path_through_a_file_says_which_part_is_a_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, path: str) -> None:
    # `b1.in/` on an existing file said "no such file".
    monkeypatch.chdir(tmp_path)
    (tmp_path / "b1.in").write_text("*.\n..\n")
    with pytest.raises(cli.BoardFileError) as raised:
        cli.find_board(path)
    assert str(raised.value) == f"{path}: b1.in is a file, not a folder"


def test_a_missing_board_in_a_missing_folder_is_still_no_such_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(cli.BoardFileError) as raised:
        cli.find_board("nowhere/b2.in")
    assert "no such file" in str(raised.value)
