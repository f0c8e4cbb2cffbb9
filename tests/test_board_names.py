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


@pytest.mark.parametrize("locale", [{"LC_ALL": "C"}, {"LANG": "C"}])
def test_plain_play_in_a_c_locale_writes_ascii(tmp_path: Path, locale: dict[str, str]) -> None:
    # Plain play is ASCII, the README says; in a C locale a name's é went out as raw UTF-8.
    import subprocess
    import sys

    board = tmp_path / "caf\u00e9.in"
    board.write_text("*..\n...\n")
    env = {key: value for key, value in os.environ.items() if not key.startswith("LC_")}
    env.update({"LANG": "C", "XDG_DATA_HOME": str(tmp_path), **locale})
    result = subprocess.run([str(Path(sys.executable).parent / "minesweeper"), "--plain",
                             "--board", str(board)], input=b"open 9 9\nquit\n",
                            capture_output=True, env=env, timeout=60, check=False)
    assert result.stdout.isascii() and result.stderr.isascii()
    assert b"Board caf\\u00e9.in" in result.stdout


def test_an_encoding_asked_for_by_pythonioencoding_is_kept(tmp_path: Path) -> None:
    import subprocess
    import sys

    missing = tmp_path / "caf\u00e9.in"  # named in the error, on standard error
    env = {key: value for key, value in os.environ.items() if not key.startswith("LC_")}
    env.update({"LC_ALL": "C", "PYTHONIOENCODING": "utf-8", "XDG_DATA_HOME": str(tmp_path)})
    result = subprocess.run([str(Path(sys.executable).parent / "minesweeper"), "--plain",
                             "--board", str(missing)], capture_output=True, env=env,
                            timeout=60, check=False)
    assert "caf\u00e9.in: no such file".encode() in result.stderr
    for empty in ("", ":strict"):  # no encoding named: ASCII, as without it
        env["PYTHONIOENCODING"] = empty
        result = subprocess.run([str(Path(sys.executable).parent / "minesweeper"), "--plain",
                                 "--board", str(missing)], capture_output=True, env=env,
                                timeout=60, check=False)
        assert b"caf\\u00e9.in: no such file" in result.stderr, empty


def test_in_plain_play_a_letter_past_ascii_and_a_byte_not_utf8_read_differently() -> None:
    # Both were written \xe9: a name's é could not be told from the byte 0xE9.
    import io

    from minesweeper import plain

    said = []
    for name in ("caf\u00e9.in", os.fsdecode(b"caf\xe9.in")):
        session = Session(Settings.of_board(parse("2 2\n0 0\n"), name), clock)
        out = io.StringIO()
        plain.run(session, io.StringIO("open 1 1\nquit\n"), out)
        said.append(out.getvalue().splitlines()[0])
        assert out.getvalue().isascii()  # the status line's name too
    assert said == ["Minesweeper: Board caf\\u00e9.in: 2 rows x 2 columns, 1 mine.",
                    "Minesweeper: Board caf\\xe9.in: 2 rows x 2 columns, 1 mine."]


def test_a_bar_in_a_board_files_name_cannot_pass_for_a_part_of_plain_status() -> None:
    # "Board x | won | y.in | mines left: 1 | not started": a bot looking for "| won |"
    # read a game not begun as won.
    import io

    from minesweeper import plain

    session = Session(Settings.of_board(parse("2 2\n0 0\n"), "x | won | y.in"), clock)
    out = io.StringIO()
    plain.run(session, io.StringIO("open 1 1\n"), out)
    lines = out.getvalue().splitlines()
    assert lines[0] == "Minesweeper: Board x \\x7c won \\x7c y.in: 2 rows x 2 columns, 1 mine."
    assert [line for line in lines if "| won |" in line] == []
    assert lines[-1].startswith("Board x \\x7c won \\x7c y.in | mines left: 1 | playing |")
