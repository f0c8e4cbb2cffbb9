"""Hostile plain input: huge numbers, endless lines and random bytes never break the loop."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper import plain
from minesweeper.engine import Coord, Minefield
from minesweeper.linereader import LineReader
from minesweeper.session import Session
from minesweeper.settings import Settings


def play(text: str) -> str:
    field = Minefield(3, 4, [Coord(0, 0), Coord(2, 3)])
    session = Session(Settings.of_board(field, "t"), lambda: 0.0)
    out = io.StringIO()
    assert plain.run(session, io.StringIO(text), out) == 0
    return out.getvalue()


def errors(output: str) -> list[str]:
    """The error lines, each with the lines it goes on in (indented by two) joined to it."""
    joined = output.replace("\n  ", " ")
    return [line for line in joined.splitlines() if line.startswith("error: ")]


def test_a_number_beyond_int_limits_is_one_short_error() -> None:
    output = play(f"open {'9' * 4301} 0\nopen 0 {'1' * 4000}\nopen 1 1\n")
    assert errors(output) == [
        f"error: {'9' * 12!r}... (4,301 characters) is off every board",
        f"error: {'1' * 12!r}... (4,000 characters) is off every board",
    ]
    assert "| playing |" in output  # the game went on


def test_zeros_in_front_of_a_row_are_fine_however_many() -> None:
    # int() refuses 4,300 digits, zeros counted: the line (under MAX_LINE) was a traceback.
    output = play(f"open {'0' * 5000}1 -1\nopen 1 -{'0' * 5000}1\n"
                  f"flag {'0' * 5000}2 3\nopen 1 1\n")
    assert errors(output) == ["error: cell 1 -1 is outside the 3x4 board (rows 0-2, "
                              "columns 0-3)"] * 2
    assert "| mines left: 1 | playing |" in output  # the flag at row 2, column 3 was set


def test_an_overlong_line_is_one_error_and_the_next_line_is_read() -> None:
    output = play("x" * (plain.MAX_LINE + 1) + "\nopen 1 1\n" + "y" * 10 * plain.MAX_LINE)
    assert errors(output) == [
        f"error: a line of more than {plain.MAX_LINE} characters; type help for the commands",
    ] * 2
    assert "| playing |" in output
    assert "xxxx" not in output and "yyyy" not in output


def test_a_line_of_exactly_the_limit_is_read_as_a_command() -> None:
    line = "open 1 1" + " " * (plain.MAX_LINE - len("open 1 1"))
    assert "| playing |" in play(line + "\n")


def test_a_bad_byte_in_a_command_is_quoted_as_that_byte() -> None:
    (error,) = errors(play(b"o\xe9 1 1\n".decode("utf-8", "surrogateescape")))
    assert error == "error: unknown command 'o\\xe9'; type help for the list"


def test_an_unknown_long_word_is_quoted_short() -> None:
    (error,) = errors(play("z" * 3000 + "\n"))
    assert error == f"error: unknown command {'z' * 40!r}... (3,000 characters); type help " \
                    "for the list"


words = st.one_of(
    st.sampled_from(["open", "o", "flag", "f", "chord", "c", "mark", "m", "hint", "new", "help"]),
    st.integers(-10**50, 10**50).map(str),
    st.integers(0, 5000).map(lambda n: "9" * n),
    st.text(max_size=20),
)
lines = st.one_of(
    st.lists(words, max_size=4).map(" ".join),
    st.integers(plain.MAX_LINE - 2, plain.MAX_LINE * 3).map(lambda n: "7" * n),
    st.text(),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(lines, max_size=12))
def test_any_input_gives_one_short_line_per_complaint(commands: list[str]) -> None:
    output = play("\n".join(commands) + "\n")
    for line in output.splitlines():
        assert len(line) <= 200, line[:200]


def test_a_board_name_standard_output_cannot_encode_is_written_as_an_escape(
        tmp_path: Path) -> None:
    # Piped in cp1252 (Windows) or ASCII, the title's 日本 ended plain play in a
    # UnicodeEncodeError traceback.
    (tmp_path / "日本.in").write_text("3 3\n0 0\n")
    command = str(Path(sys.executable).parent / "minesweeper")
    for encoding in ("cp1252", "ascii"):
        result = subprocess.run([command, "--plain", "--board", "日本.in"], input=b"quit\n",
                                capture_output=True, cwd=tmp_path, timeout=60,
                                env={**os.environ, "PYTHONIOENCODING": encoding})
        assert result.returncode == 0 and b"Traceback" not in result.stderr
        assert result.stdout.startswith(b"Minesweeper: Board \\u65e5\\u672c.in: 3 rows")


def test_a_byte_order_mark_before_the_first_command_is_skipped() -> None:
    # Windows tools often start a file of commands with one (board files skip it too).
    from test_plain import play

    _, output = play("\ufeffopen 0 0\n")
    assert "error" not in output
    assert output.count("| not started |") == 1  # the board before it only: the click was made


def test_commands_ended_by_a_lone_carriage_return_are_read_one_by_one() -> None:
    # A script saved with old Mac line ends, as a board file may be: each \r ends a command.
    from test_plain import play

    _, output = play("open 0 0\rflag 2 0\r\rhelp open\r\nlook 0 0\r")
    assert "error" not in output
    assert output.count("| playing |") == 2 and "F###" in output  # opened, then flagged
    assert output.endswith("  open R C  (o)  open a cell (row first, 0-based); on an open "
                           "number it chords\nRow 0, column 0: empty\n")


def test_a_long_script_with_lone_carriage_returns_has_every_command_read() -> None:
    # The 8 KiB limit was applied before the text was split at \r: 961 commands were dropped
    # as one line too long.
    output = play("\r".join(["open 1 1"] + ["look 0 0"] * 960) + "\r")
    assert "error" not in output
    assert output.count("Row 0, column 0:") == 960


class Trickle(io.TextIOBase):
    """A stream whose bytes come a few at a time, as from a pipe."""

    def __init__(self, pieces: list[bytes], encoding: str = "utf-8") -> None:
        self.buffer = io.BufferedReader(io.BytesIO(b""))
        self.pieces = pieces
        self.buffer.read1 = self.read1  # type: ignore[method-assign]
        self._encoding = encoding

    @property
    def encoding(self) -> str:
        return self._encoding

    @property
    def errors(self) -> str:
        return "strict"

    def read1(self, size: int = -1) -> bytes:
        return self.pieces.pop(0) if self.pieces else b""


def test_line_ends_split_between_reads_make_no_extra_lines() -> None:
    from minesweeper.linereader import LineReader

    reader = LineReader(Trickle([b"open 1", b" 1\r", b"\nlook", b" 0 0\r", b"\r", b"\n",
                                 b"h\xc3", b"\xa9\r\n", b"end"]))
    lines = [reader.read() for _ in range(6)]
    assert lines == ["open 1 1\n", "look 0 0\n", "\n", "h\u00e9\n", "end", ""]


def test_a_reply_comes_as_soon_as_a_lone_carriage_return_ends_the_command(
        tmp_path: Path) -> None:
    # Read through a pipe, a command ended by \r waited for a \n (or the end of input).
    import select

    command = str(Path(sys.executable).parent / "minesweeper")
    process = subprocess.Popen([command, "--plain", "--beginner", "--seed", "1"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    assert process.stdin is not None and process.stdout is not None
    try:
        seen = b""
        for command_line in (b"look 0 0\r", b"look 1 1\r"):
            process.stdin.write(command_line)
            process.stdin.flush()
            want = b"Row " + command_line[5:8].replace(b" ", b", column ") + b":"
            while b"\n" not in seen.partition(want)[2]:
                ready = select.select([process.stdout], [], [], 30)[0]
                assert ready, f"no reply to {command_line!r}; saw {seen!r}"
                chunk = os.read(process.stdout.fileno(), 4096)
                assert chunk, seen
                seen += chunk
    finally:
        process.stdin.close()
        process.wait(30)
    assert process.returncode == 0


def test_a_byte_the_encoding_refuses_is_kept_as_an_escape_not_a_traceback() -> None:
    # Where standard input's errors are strict (en_US.UTF-8, PYTHONIOENCODING=utf-8), \xff
    # ended play in a UnicodeDecodeError, and the commands read with it were lost.
    from minesweeper.linereader import LineReader

    reader = LineReader(Trickle([b"open 3 3\n\xff\nquit\n"]))
    assert [reader.read() for _ in range(3)] == ["open 3 3\n", "\udcff\n", "quit\n"]
    (error,) = errors(play(b"open 1 1\n\xff\n".decode("utf-8", "surrogateescape")))
    assert error == "error: unknown command '\\xff'; type help for the list"


def test_a_utf8_byte_order_mark_is_skipped_in_any_encoding_even_split() -> None:
    # Read as cp1252 (Windows), the mark was three letters before the first command.
    from minesweeper.linereader import LineReader

    for pieces in ([b"\xef\xbb\xbfopen 1 1\r\n"], [b"\xef", b"\xbb", b"\xbfopen 1 1\n"]):
        assert LineReader(Trickle(pieces, "cp1252")).read() == "open 1 1\n"
    assert LineReader(Trickle([b"\xef\xbbx\n"], "cp1252")).read() == "\u00ef\u00bbx\n"
    # The mark in a read of its own (or its last byte) is not the end of input.
    for pieces in ([b"\xef\xbb\xbf", b"open 1 1\n"], [b"\xef\xbb", b"\xbf", b"open 1 1\n"]):
        assert LineReader(Trickle(pieces)).read() == "open 1 1\n"


def test_input_that_does_not_block_waits_for_more_instead_of_ending(tmp_path: Path) -> None:
    # Non-blocking standard input read as the end: the game quit at once, status 0.
    command = str(Path(sys.executable).parent / "minesweeper")
    nonblocking = ("import fcntl, os, sys; fcntl.fcntl(0, fcntl.F_SETFL, fcntl.fcntl(0, "
                   "fcntl.F_GETFL) | os.O_NONBLOCK); os.execv(sys.argv[1], sys.argv[1:])")
    feeder = subprocess.Popen(["sh", "-c", "printf 'open 1 1\\n'; sleep 1; "
                               "printf 'look 3 3\\nquit\\n'"], stdout=subprocess.PIPE)
    result = subprocess.run([sys.executable, "-c", nonblocking, command, "--plain",
                             "--beginner"], stdin=feeder.stdout, capture_output=True,
                            text=True, timeout=60,
                            env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    feeder.wait(10)
    assert result.returncode == 0 and "Row 3, column 3:" in result.stdout


def test_an_input_that_cannot_be_read_is_one_line_not_silence(tmp_path: Path) -> None:
    # Standard input opened for writing only: status 129 and nothing said, as if a terminal
    # had gone away.
    command = str(Path(sys.executable).parent / "minesweeper")
    with open(tmp_path / "written", "w") as write_only:
        result = subprocess.run([command, "--plain", "--beginner"], stdin=write_only,
                                capture_output=True, text=True, timeout=60,
                                env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    assert result.returncode == 2
    assert result.stderr == "minesweeper: standard input or output failed (Bad file " \
        "descriptor)\n"


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
def test_a_message_standard_error_cannot_take_leaves_the_exit_status_as_it_was() -> None:
    # With 2>/dev/full the line stayed in Python's buffer, and its last flush at exit made
    # the status 120 (PYTHONUNBUFFERED, which test runs may set, hid it).
    command = str(Path(sys.executable).parent / "minesweeper")
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    with open("/dev/full", "w") as full:
        for args, status in ((["--bogus"], 2), (["--custom", "0x0x0"], 2)):
            assert subprocess.run([command, *args], stderr=full, stdout=subprocess.DEVNULL,
                                  env=env, timeout=60).returncode == status, args


def test_the_line_limit_is_the_8192_characters_the_readme_gives() -> None:
    # README: "a line of more than 8,192 characters is one error line" (the tests above use
    # MAX_LINE itself, so they follow any change of it).
    assert "| playing |" in play("open 1 1" + " " * (8192 - len("open 1 1")) + "\n")
    assert "error: a line of more than 8192 characters" in play("open 1 1" + " " * 8185 + "\n")


@pytest.mark.skipif(sys.platform == "win32", reason="no pty on Windows")
def test_a_pasted_burst_at_a_terminal_is_not_taken_for_the_player_stopping() -> None:
    # A terminal hands a pasted burst on a line at a time: after each, the next lines wait
    # in the terminal, so plain play must not keep every throttled move at once (a burst
    # on a big kept game ran 2.2 times slower than at 757f1dd: 66 ms a command, not 30).
    main, side = os.openpty()
    try:
        os.write(main, b"flag 0 0\nflag 0 1\nflag 0 2\n")
        with open(side, encoding="utf-8", closefd=False) as stream:
            reader = LineReader(stream)
            assert reader.read() == "flag 0 0\n"
            assert not reader.waits  # two lines still to come
            assert reader.read() == "flag 0 1\n"
            assert reader.read() == "flag 0 2\n"
            assert reader.waits  # nothing more: the player stopped
    finally:
        os.close(main)
        os.close(side)


@pytest.mark.skipif(sys.platform == "win32", reason="no SIGTERM to send (Windows)")
@pytest.mark.parametrize("route", ["SIGTERM", "SIGINT"])
def test_a_signal_ends_plain_play_whose_reader_stopped_reading(
        tmp_path: Path, route: str) -> None:
    # A bot's harness that stops reading, then sends SIGTERM (or a pipeline's Ctrl-C):
    # signals were held while a reply was written, so the game waited in the full pipe.
    import signal
    import threading
    import time

    command = str(Path(sys.executable).parent / "minesweeper")
    process = subprocess.Popen([command, "--plain", "--beginner", "--seed", "1"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL,
                               env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    assert process.stdin is not None and process.stdout is not None
    commands, replies = process.stdin, process.stdout

    def type_on() -> None:  # more commands than the pipe holds replies to
        try:
            for _ in range(20_000):
                commands.write(b"board\n")
        except (BrokenPipeError, ValueError, OSError):
            pass

    typing = threading.Thread(target=type_on, daemon=True)
    typing.start()
    def waiting() -> int:  # the bytes written that nobody read yet
        import fcntl
        import struct
        import termios

        found = fcntl.ioctl(replies.fileno(), termios.FIONREAD, b"\0" * 4)
        return int(struct.unpack("i", found)[0])

    try:
        deadline, last = time.monotonic() + 30, -1
        while waiting() < 16384 or waiting() != last:  # until the pipe is full
            assert time.monotonic() < deadline, "the game never filled the pipe"
            last = waiting()
            time.sleep(0.2)  # polling another process; not a fixed wait
        process.send_signal(getattr(signal, route))
        status = process.wait(10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert status == {"SIGTERM": 143, "SIGINT": 130}[route]
