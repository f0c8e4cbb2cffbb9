"""Exporting a finished board: plain play's `export`, and a current folder that is gone."""

from __future__ import annotations

import errno
import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minesweeper import plain, safefiles
from minesweeper.engine import Action, Coord, Move, first_click_comments, parse_bytes
from minesweeper.exporting import export_board
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_plain import ring


def play(commands: str) -> str:
    session = Session(Settings.of_board(ring(), "ring"), lambda: 0.0)
    out = io.StringIO()
    assert plain.run(session, io.StringIO(commands), out) == 0
    return " ".join(out.getvalue().split())  # long lines go on under themselves


def test_plain_export_writes_the_finished_board_to_the_current_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    output = play("export\nopen 0 0\no 2 3\nexport\nquit\n")
    assert "error: export the board once the game is over" in output
    [written] = tmp_path.glob("minesweeper-*.in")
    assert f"note: board written to {written}" in output
    assert parse_bytes(written.read_bytes(), str(written)) == ring()


def test_an_export_after_the_current_folder_was_removed_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    os.rmdir(gone)
    session = Session(Settings.of_board(ring(), "ring"), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    session.play(Move(Action.OPEN, Coord(2, 3)))
    done, message = session.export()
    assert not done and message.startswith("could not write ./minesweeper-")
    assert message.endswith(".in: the folder the game started in is gone")


def test_an_export_path_is_shown_with_its_escapes_written_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A folder named with an escape sequence, a line break and a byte that is not UTF-8:
    # the message printed them raw (colouring the terminal, breaking the line).
    folder = tmp_path / os.fsdecode(b"ex\x1b[31mRED\nX\xe9")
    folder.mkdir()
    monkeypatch.chdir(folder)
    session = Session(Settings.of_board(ring(), "ring"), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    session.play(Move(Action.OPEN, Coord(2, 3)))  # a mine: the game is over
    written, message = session.export()
    assert written and "\x1b" not in message and "\n" not in message
    assert message.startswith("board written to ") and r"ex\x1b[31mRED\nX\xe9/" in message
    assert len(list(folder.glob("minesweeper-*.in"))) == 1


def test_an_export_of_a_redrawn_game_says_its_id_dealt_other_mines(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Forgiving play, 6x6 with 8 mines, seed 1: the centre leaves a forced guess at (0, 0),
    # made safe by a redraw; the file holds the mines as they ended.
    from minesweeper.engine import Params
    from minesweeper.settings import Mode

    monkeypatch.chdir(tmp_path)
    session = Session(Settings.of_params(Params(6, 6, 8), seed=1, mode=Mode.FORGIVING),
                      lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(3, 3)))
    session.play(Move(Action.OPEN, Coord(0, 0)))
    game = session.game
    assert game.dealt is not None and game.dealt != game.minefield
    session.play(Move(Action.OPEN, next(game.minefield.mines())))  # lost on a mine
    assert session.export()[0]
    [written] = tmp_path.glob("minesweeper-*.in")
    first = written.read_text().splitlines()[0]
    assert first.endswith("(the mines as play redrew them, not as that ID deals them)")
    assert parse_bytes(written.read_bytes(), str(written)) == game.minefield


def test_exports_in_one_second_take_the_next_free_name_until_none_is_left(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(time, "strftime", lambda _format: "20250101-120000")
    assert export_board(ring(), (), str(tmp_path))[0]
    done, message = export_board(ring(), (), str(tmp_path))
    assert done and message.endswith("minesweeper-20250101-120000-2.in")
    for n in range(3, 100):
        (tmp_path / f"minesweeper-20250101-120000-{n}.in").write_text("")
    done, message = export_board(ring(), (), str(tmp_path))
    assert (done, message) == (False, "could not find a free file name to export to")
    assert len(list(tmp_path.iterdir())) == 99


# A window killed (SIGKILL: nothing runs on the way out) while `e` writes the board.
KILLED_EXPORTING = """
import os, signal, sys
from minesweeper import safefiles
from minesweeper.engine import Minefield
from minesweeper.exporting import export_board

real = safefiles.os.fdopen
def killed(*args, **kwargs):
    handle = real(*args, **kwargs)
    handle.write("4 5\\n")  # part of the board is written, then the kill
    handle.flush()
    os.kill(os.getpid(), signal.SIGKILL)
safefiles.os.fdopen = killed
export_board(Minefield(4, 5, [(0, 4), (1, 3)]), ("a board",), sys.argv[1])
"""


def test_a_window_killed_while_exporting_leaves_no_part_of_a_board(tmp_path: Path) -> None:
    # The file was made under its name, then written: a kill left "4 5", which reads as a
    # board with no mines, or an empty file.
    child = subprocess.run([sys.executable, "-c", KILLED_EXPORTING, str(tmp_path)],
                           check=False, timeout=60)
    assert child.returncode == -9
    assert list(tmp_path.glob("minesweeper-*.in")) == []


def test_a_folder_without_hard_links_still_gets_the_whole_board(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(source: str, target: str) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")  # as FAT says

    monkeypatch.setattr(safefiles.os, "link", no_links)
    done, message = export_board(ring(), ("a ring",), str(tmp_path))
    [written] = tmp_path.iterdir()
    assert done and message == f"board written to {written}"
    assert parse_bytes(written.read_bytes(), str(written)).mine_count == ring().mine_count


def test_a_refused_export_names_the_board_not_the_file_written_beside_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(path: str, *args: object) -> int:
        raise PermissionError(errno.EACCES, "Permission denied", path)

    monkeypatch.setattr(safefiles.os, "open", refused)
    target = str(tmp_path / "b.in")
    with pytest.raises(PermissionError) as error:
        safefiles.write_new(target, "4 5\n")
    assert error.value.filename == target  # (generating says "cannot write" that file)


def test_a_folder_without_hard_links_needs_room_for_the_board_only_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A nearly full FAT stick: room for one more file, and no hard links (the old way, a
    # file written in place, fitted; the file written beside it must not take that room).
    def no_links(source: str, target: str) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    real = os.open

    def one_file_room(path: str, flags: int, *args: int) -> int:
        if flags & os.O_CREAT and any(tmp_path.iterdir()):
            raise OSError(errno.ENOSPC, "No space left on device", path)
        return real(path, flags, *args)

    monkeypatch.setattr(safefiles.os, "link", no_links)
    monkeypatch.setattr(safefiles.os, "open", one_file_room)
    done, message = export_board(ring(), ("a ring",), str(tmp_path))
    [written] = tmp_path.iterdir()
    assert done and message == f"board written to {written}"
    assert parse_bytes(written.read_bytes(), str(written)).mine_count == ring().mine_count


def test_an_exported_board_reads_back_without_a_warning_from_its_own_title(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A board file named `level #first-click.in`: its export's title comment carried the
    # name, and reading the export back said line 1 was a bad '# first click' comment
    # (found by the board-file helper). A `#` inside a comment's text is text.
    monkeypatch.chdir(tmp_path)
    settings = Settings.of_board(ring(), "level #first-click.in", first_click=Coord(0, 0))
    session = Session(settings, lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    session.play(Move(Action.OPEN, Coord(2, 0)))  # a mine: the game is over
    assert session.export()[0]
    [written] = tmp_path.glob("minesweeper-*.in")
    assert list(first_click_comments(written.read_bytes())) == [(2, Coord(0, 0))]


def test_export_again_of_the_same_board_says_where_it_is_and_writes_nothing_more(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A second e wrote a second file, the same board under the next second's name.
    monkeypatch.chdir(tmp_path)
    output = play("open 0 0\no 2 3\nexport\nexport\nquit\n")
    [written] = tmp_path.glob("minesweeper-*.in")
    assert f"note: board written to {written}" in output
    assert f"note: board already written to {written}" in output
    written.unlink()  # gone (moved, or deleted): written again
    session = Session(Settings.of_board(ring(), "ring"), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    session.play(Move(Action.OPEN, Coord(2, 3)))  # a mine: the game is over
    assert session.export()[1].startswith("board written to")
    [first] = tmp_path.glob("minesweeper-*.in")
    first.unlink()
    assert session.export()[1] == f"board written to {first}"
    session.new_game()  # another game's board is another file
    session.play(Move(Action.OPEN, Coord(0, 0)))
    session.play(Move(Action.OPEN, Coord(2, 3)))
    assert session.export()[1].startswith("board written to")
    assert len(list(tmp_path.glob("minesweeper-*.in"))) == 2
