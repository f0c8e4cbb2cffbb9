"""--generate refuses a board file made by another program between its check and its write
as it refuses one that was there before (eff0b8c)."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper import cli


def test_generate_refuses_a_board_file_another_program_made_meanwhile(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    # Made after the check that nothing is in the way, before the board is linked in.
    from minesweeper import safefiles

    real = safefiles.write_new

    def made_meanwhile(path: str, text: str, replace: bool = False) -> None:
        if path.endswith("board-2.in"):
            raise FileExistsError(17, "File exists", path)
        real(path, text, replace)

    monkeypatch.setattr(safefiles, "write_new", made_meanwhile)
    monkeypatch.chdir(tmp_path)
    assert cli.main(["--generate", "3", "--out", "."]) == 2
    assert capsys.readouterr().err == ("minesweeper: ./board-2.in already exists (--force "
                                       "writes over it)\n")
