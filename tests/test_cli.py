"""The installed `minesweeper` command: options, board files, errors and a plain session."""

from __future__ import annotations

import builtins
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from minesweeper import __version__, cli
from minesweeper.engine import BoardFileError

COMMAND = str(Path(sys.executable).parent / "minesweeper")
DATA = Path(__file__).resolve().parent / "data"
BUNDLED = "advanced.in, b1.in, b2.in, beginner.in, intermediate.in"


def run(
    *args: str, stdin: str = "", cwd: Path | None = None, home: Path | None = None
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if home is not None:  # keep records and saved games out of the real home
        env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"))
    return subprocess.run(
        [COMMAND, *args], input=stdin, capture_output=True, text=True, cwd=cwd, env=env,
        timeout=60,
    )


def assert_one_line_error(result: subprocess.CompletedProcess[str], message: str) -> None:
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("minesweeper: ")
    assert message in result.stderr
    assert result.stdout == ""


# Board-file problems ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    ["empty.in", "bad_header.in", "extra_token.in", "rows_out_of_range.in", "mine_outside.in",
     "duplicate_mine.in", "no_safe_cell.in", "ragged_picture.in", "binary.in", "not_utf8.in"],
)
def test_a_bad_board_file_is_one_line_on_stderr_and_exit_2(name: str, tmp_path: Path) -> None:
    path = DATA / "bad" / name
    result = run("--plain", "--board", str(path), home=tmp_path)
    assert_one_line_error(result, f"minesweeper: {loader_message(path)}\n")


def loader_message(path: Path) -> str:
    """What the engine's loader says about `path`: the CLI must print exactly that."""
    try:
        cli.parse_board_bytes(path.read_bytes(), str(path))
    except BoardFileError as error:
        return str(error)
    raise AssertionError(f"{path} loaded")


@pytest.mark.parametrize("name", ["nope.in", "__init__.py"])  # (the boards package's code)
def test_a_missing_file_names_the_bundled_boards(tmp_path: Path, name: str) -> None:
    result = run("--plain", "--board", name, cwd=tmp_path, home=tmp_path)
    assert_one_line_error(result, f"minesweeper: {name}: no such file (bundled boards: {BUNDLED})")


def test_a_broken_link_is_named_as_one(tmp_path: Path) -> None:
    (tmp_path / "old.in").symlink_to("gone/b9.in")
    result = run("--plain", "--board", "old.in", cwd=tmp_path, home=tmp_path)
    assert_one_line_error(result, "minesweeper: old.in: is a link to gone/b9.in, which does "
                          "not exist")


def test_a_missing_path_in_a_directory_is_not_looked_up_among_the_bundled_boards(
    tmp_path: Path,
) -> None:
    result = run("--plain", "--board", "boards/b1.in", cwd=tmp_path, home=tmp_path)
    assert_one_line_error(result, "minesweeper: boards/b1.in: no such file")


def test_a_file_name_that_is_not_utf8_shows_its_bad_byte_as_a_byte(tmp_path: Path) -> None:
    name = os.fsdecode(b"b\xfe.in")
    result = run("--plain", "--board", name, cwd=tmp_path, home=tmp_path)
    assert_one_line_error(result, "minesweeper: b\\xfe.in: no such file")
    (tmp_path / name).write_text("2 2\nxx\n")
    result = run("--plain", "--board", name, cwd=tmp_path, home=tmp_path)
    assert_one_line_error(result, "minesweeper: b\\xfe.in, line 2: 'xx' is not a whole number")


def test_control_characters_in_a_file_name_are_escaped_in_one_line(tmp_path: Path) -> None:
    name = "evil\x1b[31mred\n.in"
    result = run("--plain", "--board", name, cwd=tmp_path, home=tmp_path)
    assert_one_line_error(result, "minesweeper: evil\\x1b[31mred\\n.in: no such file")
    (tmp_path / name).write_text("x\n")
    result = run("--plain", "--board", name, cwd=tmp_path, home=tmp_path)
    assert_one_line_error(result, "minesweeper: evil\\x1b[31mred\\n.in, line 1: 'x' is not")
    assert "\x1b" not in result.stderr


def test_a_good_board_with_control_characters_in_its_name_shows_them_escaped(
    tmp_path: Path,
) -> None:
    name = "ok\x1b\t.in"
    (tmp_path / name).write_text("2 2\n0 0\n")
    result = run("--plain", "--board", name, stdin="open 1 1\nquit\n", cwd=tmp_path,
                 home=tmp_path)
    assert result.returncode == 0
    assert result.stdout.startswith("Minesweeper: Board ok\\x1b\\t.in: 2 rows x 2 columns")
    assert "Board ok\\x1b\\t.in | mines left: 1 | playing" in result.stdout
    assert "\x1b" not in result.stdout and "\t" not in result.stdout


def test_a_directory(tmp_path: Path) -> None:
    (tmp_path / "b1.in").mkdir()
    result = run("--plain", "--board", "b1.in", cwd=tmp_path, home=tmp_path)
    assert_one_line_error(result, "minesweeper: b1.in: is a directory, not a board file")


@pytest.mark.skipif(
    hasattr(os, "geteuid") and os.geteuid() == 0,
    reason="running as root: chmod 000 does not stop root reading the file "
    "(the same code path is tested below through a patched open)",
)
def test_an_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "secret.in"
    path.write_text("2 2\n0 0\n")
    path.chmod(0)
    try:
        result = run("--plain", "--board", str(path), home=tmp_path)
    finally:
        path.chmod(0o600)
    assert_one_line_error(result, f"{path}: cannot be read (Permission denied)")


def test_an_unreadable_file_through_a_patched_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "secret.in"
    path.write_text("2 2\n0 0\n")
    real_open = builtins.open

    def refusing_open(file: Any, *args: Any, **kwargs: Any) -> Any:
        if str(file) == str(path):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", refusing_open)
    with pytest.raises(BoardFileError) as raised:
        cli.find_board(str(path))
    assert str(raised.value) == f"{path}: cannot be read (Permission denied)"


def test_board_errors_in_process_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--plain", "--board", str(DATA / "bad" / "duplicate_mine.in")]) == 2
    captured = capsys.readouterr()
    assert captured.err.endswith("duplicate_mine.in, line 5: mine 0 0 is listed twice\n")


# Options -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--custom", "0x5x1"], "argument --custom: rows must be 1 to 1000, not 0"),
        (["--custom", "abc"], "expected ROWSxCOLSxMINES such as 16x30x99, got 'abc'"),
        (["--custom", "3x3x9"], "a 3x3 board takes 0 to 8 mines, not 9"),
        (["--seed", "-1"], "argument --seed: must be 0 to 18446744073709551615, not -1"),
        (["--seed", "x"], "argument --seed: must be a whole number, not 'x'"),
        (["--beginner", "--advanced"], "not allowed with argument"),
        (["--custom", "5x5x1", "--intermediate"], "not allowed with argument"),
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--version", "--bogus"], "unrecognized arguments: --bogus"),
        (["--bogus", "--version"], "unrecognized arguments: --bogus"),
        (["--version", "--seed", "x"], "argument --seed: must be a whole number, not 'x'"),
        (["--board"], "expected one argument"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(args: list[str], message: str) -> None:
    assert_one_line_error(run(*args), message)


def test_version() -> None:
    result = run("--version")
    assert result.returncode == 0
    assert (result.stdout, result.stderr) == (f"minesweeper {__version__}\n", "")


def test_python_dash_m_works_too() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper", "--version"],
        capture_output=True, text=True, timeout=60,
    )
    assert result.stdout == f"minesweeper {__version__}\n"


def test_help_lists_the_options() -> None:
    result = run("--help")
    assert result.returncode == 0
    for option in ("--beginner", "--intermediate", "--advanced", "--custom", "--board", "--seed",
                   "--plain", "--version"):
        assert option in result.stdout


@pytest.mark.parametrize("columns", [40, 80, 120])
def test_help_fits_the_terminal_and_its_usage_names_every_option(
        monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    from minesweeper.cli import build_parser

    monkeypatch.setenv("COLUMNS", str(columns))  # argparse wraps to the terminal's width
    text = build_parser().format_help()
    assert max(len(line) for line in text.splitlines()) <= columns
    assert not any(line.endswith("-") for line in text.splitlines())  # no "no-" / "guess"
    usage = text.split("\n\n")[0]
    options = {flag for action in build_parser()._actions for flag in action.option_strings
               if flag.startswith("--")}
    assert {flag for flag in options if flag not in usage} == set()
    assert "[--mode classic|no-guess|forgiving|strict" in " ".join(usage.split())


# Plain sessions through the command --------------------------------------------------------


def test_the_issue_example_is_a_complete_session(tmp_path: Path) -> None:
    result = run(
        "--plain", "--board", "b1.in", stdin="open 0 0\nquit\n", cwd=tmp_path, home=tmp_path
    )
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("Minesweeper: Board b1.in: 8 rows x 10 columns, 10 mines.")
    assert ".1########\n.1########\n12########\n" + "##########\n" * 5 in result.stdout
    assert "Board b1.in | mines left: 10 | playing" in result.stdout


def test_a_bundled_board_is_found_without_its_extension(tmp_path: Path) -> None:
    result = run("--plain", "--board", "b2", stdin="", cwd=tmp_path, home=tmp_path)
    assert result.returncode == 0
    assert "11 rows x 11 columns, 21 mines" in result.stdout


def test_a_path_that_exists_is_used_before_a_bundled_board(tmp_path: Path) -> None:
    (tmp_path / "b1.in").write_text("# my own b1\n1 3\n0 0\n")
    result = run("--plain", "--board", "b1.in", stdin="open 0 2\n", cwd=tmp_path, home=tmp_path)
    assert result.returncode == 0
    assert "1 row x 3 columns, 1 mine" in result.stdout
    assert "F1.\nBoard b1.in | mines left: 0 | won" in result.stdout
    assert "You won" in result.stdout


def test_a_lost_game_through_the_command(tmp_path: Path) -> None:
    result = run("--plain", "--board", "b1.in", stdin="o 1 2\n", cwd=tmp_path, home=tmp_path)
    assert result.returncode == 0
    assert "You lost after 0 s: a mine at row 1, column 2." in result.stdout
    reveal = result.stdout.split("Board b1.in | mines left: 10 | lost")[0].splitlines()[-8:]
    assert reveal[1] == "##X#######"
    assert sum(row.count("*") for row in reveal) == 9  # every other mine is shown
    assert "Board b1.in | mines left: 10 | lost" in result.stdout


def test_a_bad_command_through_the_command_keeps_playing(tmp_path: Path) -> None:
    result = run("--plain", "--board", "b1.in", stdin="jump\nopen 0 0\n", home=tmp_path)
    assert result.returncode == 0
    assert "error: unknown command 'jump'" in result.stdout
    assert "| playing |" in result.stdout


def test_the_same_seed_gives_the_same_game(tmp_path: Path) -> None:
    def board(seed: str) -> str:
        result = run("--plain", "--custom", "9x9x12", "--seed", seed, stdin="open 4 4\n",
                     home=tmp_path)
        assert result.returncode == 0
        return result.stdout

    assert board("7") == board("7")
    assert board("7") != board("8")


def test_without_a_terminal_it_falls_back_to_plain_play(tmp_path: Path) -> None:
    result = run("--beginner", stdin="quit\n", home=tmp_path)
    assert result.returncode == 0
    assert "playing in plain text" in result.stderr
    assert "Beginner | mines left: 10 | not started" in result.stdout


def test_an_endless_device_is_refused_without_reading_it() -> None:
    result = run("--plain", "--board", "/dev/zero")
    assert_one_line_error(result, "minesweeper: /dev/zero: is a device, not a board file")


def test_a_file_over_the_size_limit_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "huge.in"
    with open(path, "wb") as handle:  # sparse: 17 MiB of NUL bytes that take no disk
        handle.truncate(cli.MAX_BOARD_BYTES + 2**20)
    result = run("--plain", "--board", str(path), home=tmp_path)
    assert_one_line_error(result, f"minesweeper: {path}: is larger than any board file")


def test_a_no_guess_game_id_too_dense_to_deal_is_one_line() -> None:
    result = run("--plain", "--game", "n-5x5x20-1-2.2")
    assert_one_line_error(result, "minesweeper: game ID n-5x5x20-1-2.2: could not find a no-guess "
                                  "5x5x20 board")


def test_no_guess_on_a_board_too_big_for_it_is_refused() -> None:
    result = run("--plain", "--custom", "1000x1000x1000", "--no-guess")
    assert_one_line_error(result, "no-guess boards go up to 100,000 cells; 1000x1000 has")


def test_options_a_plain_resume_would_ignore_are_refused(capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    for option in (["--mode", "strict"], ["--seed", "3"], ["--marks"]):
        assert cli.main(["--resume", "--plain", *option]) == 2
        assert "does nothing with --resume --plain" in capsys.readouterr().err


def test_generate_into_a_file_says_it_is_not_a_folder(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    target = tmp_path / "t2.sh"
    target.write_text("echo hi\n")
    assert cli.main(["--generate", "2", "--beginner", "--out", str(target), "--force"]) == 2
    assert "is not a folder" in capsys.readouterr().err and target.read_text() == "echo hi\n"


def test_generate_escapes_control_characters_in_the_folder_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "t\x1b[2J\n"
    target.write_text("")
    assert cli.main(["--generate", "1", "--beginner", "--out", str(target)]) == 2
    expected = f"minesweeper: --out {tmp_path}/t\\x1b[2J\\n is not a folder\n"
    assert capsys.readouterr().err == expected


def test_generate_that_cannot_make_a_board_leaves_no_folder_behind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "boards"
    assert cli.main(["--generate", "1", "--custom", "5x5x20", "--no-guess",
                     "--out", str(target)]) == 2
    assert "could not find a no-guess 5x5x20 board" in capsys.readouterr().err
    assert not target.exists()


def test_generate_that_stops_part_way_says_how_many_boards_it_wrote(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from minesweeper import safefiles

    real, calls = safefiles.write_new, []

    def full_after_two(path: str, text: str, **kwargs: bool) -> None:
        calls.append(path)
        if len(calls) > 2:
            raise OSError(28, "No space left on device")
        real(path, text, **kwargs)

    monkeypatch.setattr(safefiles, "write_new", full_after_two)
    target = tmp_path / "boards"
    assert cli.main(["--generate", "5", "--beginner", "--out", str(target)]) == 2
    assert capsys.readouterr().err == (f"minesweeper: cannot write to {target} (No space left "
                                       "on device; 2 written)\n")
    assert sorted(path.name for path in target.iterdir()) == ["board-1.in", "board-2.in"]


def test_help_points_to_the_in_game_keys() -> None:
    command = str(Path(sys.executable).parent / "minesweeper")
    out = subprocess.run([command, "--help"], capture_output=True, text=True, check=True).stdout
    assert "? shows every key" in " ".join(out.split())
    assert "--mode" in out and "--rulers" in out


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
def test_plain_play_into_a_full_disk_says_so_in_one_line(tmp_path: Path) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"))
    with open("/dev/full", "w") as full:
        result = subprocess.run([COMMAND, "--plain", "--beginner"], stdin=subprocess.DEVNULL,
                                stdout=full, stderr=subprocess.PIPE, text=True, env=env,
                                timeout=60)
    assert result.returncode == 2
    assert result.stderr == "minesweeper: cannot write the output (No space left on device)\n"


@pytest.mark.parametrize("closed", ["stdin", "stdout"])
@pytest.mark.parametrize("plain", [True, False])
def test_a_closed_standard_stream_is_one_line_not_a_trace(
        tmp_path: Path, closed: str, plain: bool) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"))
    shell = f"exec {COMMAND}{' --plain' if plain else ''} --beginner " + (
        "<&-" if closed == "stdin" else "</dev/null >&-")
    result = subprocess.run(["sh", "-c", shell], stderr=subprocess.PIPE, text=True, env=env,
                            timeout=60)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr == (  # one line: before, "...; playing in plain text" came first
        "minesweeper: the game needs standard input and output, and one is closed\n")
