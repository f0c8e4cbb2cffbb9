"""Hostile command lines: huge values, odd files, links and Ctrl-C give one line, never a trace."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minesweeper import cli, signals
from minesweeper.arguments import MAX_GENERATE

COMMAND = str(Path(sys.executable).parent / "minesweeper")


def run(*args: str, cwd: Path | None = None, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([COMMAND, *args], input=stdin, capture_output=True, text=True,
                          cwd=cwd, timeout=60)


def assert_refused(result: subprocess.CompletedProcess[str], message: str) -> None:
    assert (result.returncode, result.stdout) == (2, "")
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert message in result.stderr, result.stderr
    assert len(result.stderr) < 300, "a message quotes only a short piece of the bad text"


# --generate -----------------------------------------------------------------------------------


def test_generate_names_the_board_file_it_could_not_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    from minesweeper import safefiles

    real = safefiles.write_new

    def full_disk_at_the_second(path: str, text: str, replace: bool = False) -> None:
        if path.endswith("board-2.in"):
            raise OSError(28, "No space left on device", path)
        real(path, text, replace)

    monkeypatch.setattr(safefiles, "write_new", full_disk_at_the_second)
    monkeypatch.chdir(tmp_path)
    assert cli.main(["--generate", "3", "--out", ".", "--force"]) == 2
    assert capsys.readouterr().err == ("minesweeper: cannot write ./board-2.in (No space left "
                                       "on device; 1 written)\n")


def test_generate_says_once_that_its_summary_line_cannot_be_written(tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run([COMMAND, "--generate", "2", "--out", "boards"], cwd=tmp_path,
                                stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert (result.returncode, result.stderr) == (
        2, "minesweeper: cannot write the output (No space left on device)\n")
    assert sorted(path.name for path in (tmp_path / "boards").iterdir()) == [
        "board-1.in", "board-2.in"]


def test_generate_into_a_closed_pipe_stops_quietly(tmp_path: Path) -> None:
    reader, writer = os.pipe()
    os.close(reader)
    try:
        result = subprocess.run([COMMAND, "--generate", "1", "--out", "boards"], cwd=tmp_path,
                                stdout=writer, stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(writer)
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.parametrize("count", [str(MAX_GENERATE + 1), "9" * 30, "9" * 5000])
def test_generate_is_capped(count: str, tmp_path: Path) -> None:
    result = run("--generate", count, "--out", str(tmp_path / "out"))
    assert_refused(result, f"argument --generate: must be 1 to {MAX_GENERATE}, not ")
    assert not (tmp_path / "out").exists()


def test_generate_does_not_follow_a_planted_link_or_overwrite(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    target = tmp_path / "precious.txt"
    target.write_text("keep me\n")
    (out / "board-1.in").symlink_to(target)
    (out / "board-2.in").write_text("mine\n")
    result = run("--generate", "2", "--out", str(out))
    assert_refused(result, f"{out / 'board-1.in'} already exists (--force writes over it)")
    assert (out / "board-2.in").read_text() == "mine\n"
    result = run("--generate", "2", "--out", str(out), "--force", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert target.read_text() == "keep me\n"  # the link was replaced, not written through
    assert not (out / "board-1.in").is_symlink()
    assert (out / "board-1.in").read_text().startswith("# Beginner")
    assert (out / "board-2.in").read_text().startswith("# Beginner")


def test_generate_dangling_link_is_not_followed(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "board-1.in").symlink_to(tmp_path / "created-through-the-link")
    assert_refused(run("--generate", "1", "--out", str(out)), "already exists")
    assert not (tmp_path / "created-through-the-link").exists()


def test_force_goes_with_generate() -> None:
    assert_refused(run("--force"), "--out, --first-click and --force go with --generate")


# Ctrl-C before a front end starts ----------------------------------------------------------


def test_ctrl_c_during_generate_exits_130_says_how_many_and_leaves_no_part_file(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out"
    process = subprocess.Popen(
        [COMMAND, "--generate", str(MAX_GENERATE), "--custom", "100x100x2000", "--out", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    deadline = time.monotonic() + 30
    while not (out.exists() and len(os.listdir(out)) >= 3) and time.monotonic() < deadline:
        time.sleep(0.02)
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=60)
    said = f"stopped: {len(os.listdir(out))} boards of {MAX_GENERATE:,} written to {out}\n"
    assert (process.returncode, stdout, stderr) == (130, "", f"minesweeper: {said}")
    for board in out.iterdir():  # every file left is a whole board
        assert cli.parse_board_bytes(board.read_bytes(), "").minefield.params.cells == 10_000


def test_main_turns_ctrl_c_into_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(argv: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_main", interrupted)
    assert cli.main(["--beginner"]) == signals.EXIT_INTERRUPTED == 130


# --board: names and special files --------------------------------------------------------------


@pytest.mark.parametrize(
    ("length", "message"),
    [(253, "no such file (bundled boards: "),  # b...b.in, the bundled name tried, is too long
     (300, "(300 characters): cannot be read (File name too long)"),
     (5000, "(5,000 characters): cannot be read (File name too long)")],
)
def test_a_very_long_board_name_is_one_line(length: int, message: str, tmp_path: Path) -> None:
    result = run("--plain", "--board", "b" * length, cwd=tmp_path)
    assert_refused(result, message)


def test_a_named_pipe_as_board_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "board.in"
    os.mkfifo(pipe)
    result = run("--plain", "--board", str(pipe))  # would block forever if it waited
    assert_refused(result, f"{pipe}: is a named pipe, not a board file")


# Option values and combinations -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--custom", "-8x8x10"], "argument --custom: expected ROWSxCOLSxMINES such as 16x30x99, "
                                  "got '-8x8x10'"),
        (["--custom", "9" * 5000 + "x8x8"], "argument --custom: '99999"),
        (["--custom", "x" * 5000], "got 'xxxxx"),
        (["--game", "1" * 5000 + "x3x3-5"], "argument --game: '11111"),
        (["--game", "f-8x8-" + "A" * 100_000], "argument --game: game ID 'f-8x8-AAA"),
        (["--game", "q" * 100_000], "argument --game: 'qqqq"),
        (["--seed", "9" * 5000], "argument --seed: must be 0 to 18446744073709551615, not '99"),
        (["--seed", "²"], "argument --seed: must be a whole number, not '²'"),
        (["--generate", "x", "--out", "o"], "argument --generate: must be a whole number, not 'x'"),
        (["--generate", "1", "--out", "o", "--first-click", "a", "0"],
         "argument --first-click: must be a whole number, not 'a'"),
        (["--" + "z" * 5000], "unrecognized arguments: '--zzzz"),
        (["--game", "b-1", "--seed", "5"], "--seed does nothing with --game"),
        (["--game", "b-1", "--no-guess"], "does nothing with --game"),
        (["--board", "b1.in", "--no-guess"], "does nothing with --board"),
        (["--board", "b1.in", "--seed", "3"], "--seed does nothing with --board"),
        (["--stats", "--plain"], "--plain does nothing with --stats"),
        (["--stats", "--seed", "1"], "--seed does nothing with --stats"),
        (["--generate", "1", "--out", "o", "--marks"], "--marks does nothing with --generate"),
    ],
)
def test_bad_values_and_ignored_options_are_refused(
    args: list[str], message: str, tmp_path: Path,
) -> None:
    result = run(*args, cwd=tmp_path)
    assert_refused(result, message)
    assert "invalid" not in result.stderr  # argparse's "invalid _custom value" names a function
    assert not (tmp_path / "o").exists()


def test_a_dash_value_does_not_swallow_a_real_option() -> None:
    assert_refused(run("--board", "--plain"), "argument --board: expected one argument")


@pytest.mark.parametrize(
    ("make", "message"),
    [("fifo", "is a named pipe, not a board file"),
     ("directory", "is a directory, not a board file"),
     ("device", "is a device, not a board file"),
     ("loop", "cannot be read (Too many levels of symbolic links)"),
     ("dangling", "is a link to gone.in, which does not exist"),
     ("socket", "is a socket, not a board file")],
)
def test_special_files_as_boards_are_one_error_without_blocking(
    make: str, message: str, tmp_path: Path,
) -> None:
    import socket

    path = tmp_path / "board.in"
    if make == "fifo":
        os.mkfifo(path)
    elif make == "directory":
        path.mkdir()
    elif make == "device":
        path = Path("/dev/null")
    elif make == "loop":
        path.symlink_to(path)
    elif make == "dangling":
        path.symlink_to("gone.in")
    else:
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(path))
    with pytest.raises(cli.BoardFileError) as raised:
        cli.find_board(str(path))
    assert str(raised.value).startswith(f"{path}: {message}")


@pytest.mark.parametrize(("args", "message"), [
    (["--plain", "--board", ""], "minesweeper: '': no such file (bundled boards: "),
    # (then "cannot write to '' (No such file or directory; 0 written)": a folder is named)
    (["--generate", "1", "--out", ""], "minesweeper: --out needs the name of a folder"),
])
def test_an_empty_file_name_is_shown_as_one(args: list[str], message: str,
                                            tmp_path: Path) -> None:
    # It was left out: "minesweeper: : no such file", "cannot write to  (".
    assert_refused(run(*args, cwd=tmp_path), message)


def test_with_standard_error_closed_messages_stay_out_of_the_game_s_output() -> None:
    # Python then has no sys.stderr, and print(file=None) writes to standard output.
    result = subprocess.run([COMMAND, "--beginner"], input="quit\n", text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=60,
                            preexec_fn=lambda: os.close(2))
    assert result.returncode == 0
    assert result.stdout.startswith("Minesweeper: Beginner: 8 rows x 8 columns, 10 mines.")
    assert "minesweeper:" not in result.stdout


@pytest.mark.parametrize(("args", "status"), [(["--beginner"], 0), (["--bogus"], 2)])
def test_a_standard_error_that_cannot_be_written_stops_nothing(args: list[str],
                                                               status: int) -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run([COMMAND, *args], input="quit\n", text=True,
                                stdout=subprocess.PIPE, stderr=full, timeout=60)
    assert result.returncode == status
    assert result.stdout.startswith("Minesweeper: Beginner") == (status == 0)


@pytest.mark.parametrize(("value", "shown"), [("-1", "-1"), ("1000", "1000")])
def test_a_first_click_off_every_board_names_the_range_boards_have(value: str,
                                                                   shown: str) -> None:
    result = run("--generate", "1", "--first-click", value, "0", "--out", "x")
    assert_refused(result, f"argument --first-click: must be 0 to 999, not {shown} (see ")


@pytest.mark.parametrize(("comment", "said"), [
    ("9 9", "row 9, column 9, off the board"), ("0 0", "row 0, column 0, a mine"),
    ("99999 1", "row 99999, column 1, off the board"),
    ("99999999999 2", "row 99999999999, column 2, off the board"),  # was "must read"
    (f"{'0' * 5000}5 4", "row 5, column 4, off the board")])
def test_a_first_click_line_that_names_no_safe_cell_is_said_to_be_ignored(
        tmp_path: Path, comment: str, said: str) -> None:
    (tmp_path / "b.in").write_text(f"# first click: {comment}\n5 5\n0 0\n")
    result = run("--plain", "--board", "b.in", cwd=tmp_path, stdin="quit\n")
    assert result.returncode == 0
    assert result.stderr == (f"minesweeper: b.in, line 1: the '# first click' names {said}: "
                             "it is ignored\n")
    assert "dealt for a first click" not in result.stdout


@pytest.mark.parametrize("comment", ["# first click: x", "# First Click: 2 1",
                                     "#first click 2 1", "# first click: 2 1 extra",
                                     "# first-click: 2 1"])
def test_a_first_click_line_not_in_its_form_is_said_to_be_ignored(
        tmp_path: Path, comment: str) -> None:
    (tmp_path / "b.in").write_text(f"# a board\n{comment}\n5 5\n0 0\n")
    result = run("--plain", "--board", "b.in", cwd=tmp_path, stdin="quit\n")
    assert result.returncode == 0
    assert result.stderr == ("minesweeper: b.in, line 2: a '# first click' comment must read "
                             "'first click: ROW COL' (as --generate writes it): it is ignored\n")
    assert "dealt for a first click" not in result.stdout


def test_only_the_first_first_click_line_counts_and_the_others_are_said_to_be_ignored(
        tmp_path: Path) -> None:
    (tmp_path / "b.in").write_text("# first click: 2 2\n# first click: 3 3\n"
                                   "# First click: 1 1\n5 5\n0 0\n")
    result = run("--plain", "--board", "b.in", cwd=tmp_path, stdin="quit\n")
    assert result.returncode == 0
    assert "dealt for a first click at row 2, column 2" in result.stdout.replace("\n  ", " ")
    assert result.stderr.splitlines() == [
        "minesweeper: b.in, line 2: only the first '# first click' line (line 1) is read: this "
        "one is ignored",
        "minesweeper: b.in, line 3: a '# first click' comment must read 'first click: ROW COL' "
        "(as --generate writes it): it is ignored"]


@pytest.mark.parametrize("comments", ["# first click: 2 2\n# first clicks are safe\n",
                                      "# first clicks are hard\n"])
def test_a_board_file_with_no_misread_first_click_says_nothing(tmp_path: Path,
                                                               comments: str) -> None:
    (tmp_path / "b.in").write_text(f"{comments}5 5\n0 0\n")
    result = run("--plain", "--board", "b.in", cwd=tmp_path, stdin="quit\n")
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.parametrize("option", ["--help", "--version"])
def test_help_and_version_into_a_full_disk_say_so(option: str, tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run([COMMAND, option], cwd=tmp_path, stdout=full,
                                stderr=subprocess.PIPE, text=True, timeout=60)
    assert (result.returncode, result.stderr) == (
        2, "minesweeper: cannot write the output (No space left on device)\n")


def test_zeros_in_front_of_a_number_are_fine_however_many() -> None:
    # int() refuses 4,300 digits and more, zeros in front counted: --seed with 5,001 of
    # them was "invalid seed value", quoting the argument twice over.
    zeros = "0" * 5001
    options = cli.parse_options(["--beginner", "--seed", f"{zeros}5"])
    assert options.settings.seed == 5
    generate = cli.parse_options(["--generate", f"{zeros}2", "--first-click", f"{zeros}1",
                                  f"{zeros}3", "--out", "x"])
    assert generate.generate == 2 and generate.first_click == (1, 3)


def test_800_000_misread_first_click_lines_say_five_and_count_the_rest(
        tmp_path: Path) -> None:
    # Each was a line on standard error (932,057 of them, 297 MB, 7 s for a 17 MB file).
    (tmp_path / "b.in").write_text("5 5\n0 0\n" + "# first click: 2 x\n" * 800_000)
    result = run("--plain", "--board", "b.in", cwd=tmp_path, stdin="quit\n")
    assert result.returncode == 0
    lines = result.stderr.splitlines()
    assert len(lines) == 6 and lines[0].startswith("minesweeper: b.in, line 3: a '# first")
    assert lines[-1] == "minesweeper: b.in: 799,995 more '# first click' lines are ignored"


def test_generate_force_over_a_folder_in_the_way_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "out" / "board-2.in").mkdir(parents=True)
    (tmp_path / "out" / "board-1.in").write_text("kept")
    result = run("--generate", "3", "--beginner", "--out", "out", "--force", cwd=tmp_path)
    assert_refused(result, "out/board-2.in is a folder (--force writes over files only)")
    assert (tmp_path / "out" / "board-1.in").read_text() == "kept"  # was written over first


def test_plain_play_whose_reader_goes_away_exits_quietly_with_a_failure_status() -> None:
    # As `minesweeper --plain | head -1`: the rest of the game cannot be shown.
    process = subprocess.Popen([COMMAND, "--plain", "--beginner"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stdin is not None
    process.stdout.readline()
    process.stdout.close()
    _, err = process.communicate(b"look 0 0\n" * 2000, timeout=60)
    assert process.returncode == 141  # 128 + SIGPIPE, as a shell reports a pipe's reader gone
    assert err == b""


def test_generate_makes_its_out_folder_but_not_a_missing_folder_above_it(tmp_path: Path) -> None:
    # A mistyped --out path must not scatter new folders about.
    result = run("--generate", "1", "--out", str(tmp_path / "typo" / "boards"))
    assert_refused(result, f"--out {tmp_path}/typo/boards: the folder {tmp_path}/typo it goes "
                           "in does not exist")
    assert not (tmp_path / "typo").exists()
    result = run("--generate", "1", "--out", str(tmp_path / "boards"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "boards" / "board-1.in").is_file()
    result = run("--generate", "1", "--out", "new/.", cwd=tmp_path)  # `new/.` is `new`
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "new" / "board-1.in").is_file()
    (tmp_path / "file.txt").write_text("")
    assert_refused(run("--generate", "1", "--out", str(tmp_path / "file.txt" / "sub")),
                   f"--out {tmp_path}/file.txt/sub: {tmp_path}/file.txt is a file, not a folder")


def test_generate_that_cannot_make_a_no_guess_board_names_the_option_for_the_click(
        tmp_path: Path) -> None:
    result = run("--generate", "1", "--custom", "5x5x20", "--no-guess", "--out", "b",
                 cwd=tmp_path)
    assert_refused(result, "try another first click or fewer mines (--first-click ROW COL")

