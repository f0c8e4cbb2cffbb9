"""Every option the rest of the command line would ignore is refused: one line, status 2.

The table pairs each combination with the option the message must name first and the
words that say why; the second table holds combinations where every option does something
(they must not be refused).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper import cli

GAME_ID = "b-6-4.4"
GENERATE = ["--generate", "1", "--beginner", "--out", "boards"]

REFUSED: list[tuple[list[str], str]] = [
    # --rulers numbers the plain board only
    (["--rulers"], "--rulers goes with --plain"),
    (["--beginner", "--rulers"], "--rulers goes with --plain"),
    (["--board", "b1.in", "--rulers"], "--rulers goes with --plain"),
    (["--resume", "--rulers"], "--rulers goes with --plain"),
    (["--seed", "3", "--marks", "--rulers"], "--rulers goes with --plain"),
    # plain play is ASCII already
    (["--plain", "--ascii"], "--ascii does nothing with --plain"),
    (["--plain", "--beginner", "--ascii"], "--ascii does nothing with --plain"),
    (["--plain", "--board", "b1.in", "--ascii", "--rulers"], "--ascii does nothing with --plain"),
    (["--resume", "--plain", "--ascii"], "--ascii does nothing with --plain"),
    # a plain resume: the kept game has its own seed, mode and marks, and no menu follows
    (["--resume", "--plain", "--seed", "5"], "--seed does nothing with --resume --plain"),
    (["--resume", "--plain", "--mode", "strict"], "--mode does nothing with --resume --plain"),
    (["--resume", "--plain", "--no-guess"], "--no-guess does nothing with --resume --plain"),
    (["--resume", "--plain", "--marks"], "--marks does nothing with --resume --plain"),
    # a board file or a game ID decides the mines (and a game ID the mode)
    (["--board", "b1.in", "--seed", "5"], "--seed does nothing with --board"),
    (["--board", "b1.in", "--mode", "forgiving"], "--mode does nothing with --board"),
    (["--board", "b1.in", "--no-guess"], "--no-guess does nothing with --board"),
    (["--plain", "--board", "b1.in", "--seed", "5"], "--seed does nothing with --board"),
    (["--game", GAME_ID, "--seed", "5"], "--seed does nothing with --game"),
    (["--game", GAME_ID, "--mode", "classic"], "--mode does nothing with --game"),
    (["--game", GAME_ID, "--no-guess"], "--no-guess does nothing with --game"),
    # --stats only prints
    (["--stats", "--seed", "5"], "--seed does nothing with --stats"),
    (["--stats", "--mode", "strict"], "--mode does nothing with --stats"),
    (["--stats", "--no-guess"], "--no-guess does nothing with --stats"),
    (["--stats", "--marks"], "--marks does nothing with --stats"),
    (["--stats", "--plain"], "--plain does nothing with --stats"),
    (["--stats", "--ascii"], "--ascii does nothing with --stats"),
    (["--stats", "--rulers"], "--rulers does nothing with --stats"),
    # --generate only writes files
    ([*GENERATE, "--plain"], "--plain does nothing with --generate"),
    ([*GENERATE, "--ascii"], "--ascii does nothing with --generate"),
    ([*GENERATE, "--marks"], "--marks does nothing with --generate"),
    ([*GENERATE, "--rulers"], "--rulers does nothing with --generate"),
    ([*GENERATE, "--plain", "--rulers"], "--plain does nothing with --generate"),
    ([*GENERATE, "--mode", "forgiving"], "--mode forgiving changes a game as it is played"),
    ([*GENERATE, "--mode", "strict"], "--mode strict changes a game as it is played"),
    (["--generate", "1", "--beginner"], "--generate needs --out DIR (the folder it writes"),
    (["--generate", "1"], "--generate needs --out DIR (the folder it writes"),
    (["--generate", "1", "--board", "b1.in", "--out", "x"], "--board does nothing with --generate"),
    (["--generate", "1", "--game", GAME_ID, "--out", "x"], "--game does nothing with --generate"),
    (["--generate", "1", "--resume"], "--resume does nothing with --generate"),
    (["--generate", "1", "--stats", "--out", "x"], "--stats does nothing with --generate"),
    (["--out", "x"], "--out, --first-click and --force go with --generate"),
    (["--first-click", "0", "0"], "--out, --first-click and --force go with --generate"),
    (["--force", "--beginner"], "--out, --first-click and --force go with --generate"),
    # an option given twice: its first value would be ignored
    *[(args, f"argument {option}: is given twice (the first would be ignored); give it once")
      for option, args in (
        ("--seed", ["--seed", "1", "--seed", "2"]), ("--seed", ["--seed=1", "--se", "2"]),
        ("--board", ["--board", "b1.in", "--board", "b2.in"]),
        ("--custom", ["--custom", "5x5x1", "--custom", "6x6x1"]),
        ("--game", ["--game", GAME_ID, "--game", GAME_ID]),
        ("--mode", ["--mode", "strict", "--mode", "classic"]),
        ("--generate", ["--generate", "1", "--generate", "2", "--out", "x"]),
        ("--out", [*GENERATE, "--out", "y"]),
        ("--first-click", [*GENERATE, "--first-click", "1", "1", "--first-click", "2", "2"]),
    )],
]

# Each option here does something: the menu (or the game) uses it.
ACCEPTED: list[list[str]] = [
    ["--seed", "5"],  # the menu's random boards
    ["--marks", "--mode", "strict"],  # the menu's games
    ["--ascii"],
    ["--beginner", "--ascii", "--marks", "--seed", "5", "--mode", "strict"],
    ["--plain"],
    ["--plain", "--rulers", "--seed", "5", "--no-guess", "--marks"],
    ["--plain", "--board", "b1.in", "--marks", "--rulers"],
    ["--plain", "--custom", "5x5x3", "--seed", "1", "--mode", "forgiving"],
    ["--game", GAME_ID, "--marks"],
    ["--board", "b1.in", "--ascii"],
    # the full-screen resume: the kept game keeps its own settings, and the menu that
    # follows it starts from these
    ["--resume", "--seed", "5"],
    ["--resume", "--mode", "strict", "--marks"],
    ["--resume", "--no-guess"],
    ["--resume", "--ascii"],
    ["--resume", "--plain", "--rulers"],
    [*GENERATE, "--seed", "5", "--no-guess", "--first-click", "0", "0", "--force"],
    [*GENERATE, "--mode", "classic"],
]


@pytest.mark.parametrize(("args", "message"), REFUSED, ids=[" ".join(a) for a, _ in REFUSED])
def test_an_option_that_would_be_ignored_is_refused(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)  # were one accepted, its boards would be written here
    assert cli.main(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    assert err.startswith(f"minesweeper: {message}"), err
    assert err.endswith(" (see minesweeper --help)\n")


@pytest.mark.parametrize("args", ACCEPTED, ids=[" ".join(a) for a in ACCEPTED])
def test_options_that_all_do_something_are_accepted(args: list[str]) -> None:
    cli.parse_options(args)  # no UsageError


def test_every_option_is_in_some_refusal_or_accepted() -> None:
    """A new option gets a row here: either it can be ignored somewhere or it never is."""
    seen = {arg for args, _ in REFUSED for arg in args} | {a for args in ACCEPTED for a in args}
    for action in cli.build_parser()._actions:
        for option in action.option_strings:
            if option not in ("-h", "--help", "--version", "--intermediate", "--advanced"):
                assert option in seen, option


def test_a_long_option_may_be_shortened_while_nothing_else_starts_so(
        capsys: pytest.CaptureFixture[str]) -> None:
    # As the README says (and GNU tools do): --int is --intermediate; --s could be --seed
    # or --stats, and is refused.
    assert cli.parse_options(["--int"]).settings == \
        cli.parse_options(["--intermediate"]).settings
    assert cli.main(["--s", "3", "--plain"]) == 2
    assert capsys.readouterr().err == "minesweeper: ambiguous option: --s could match " \
                                      "--stats, --seed (see minesweeper --help)\n"


@pytest.mark.parametrize(("args", "message"), [
    (["--custom", "316x316x15977", "--no-guess"], "a no-guess 316x316 board takes at most "
     "15,976 mines (16%), not 15,977: denser ones take too long to make"),
    (["--custom", "300x300x10", "--mode", "forgiving"], "forgiving and strict play go up to "
     "40,000 cells; 300x300 has 90,000"),
    # the same sizes from a game ID (a friend's, or one typed in): the same line
    (["--game", "n-316x316x15977-5"], "game ID n-316x316x15977-5: a no-guess 316x316 board "
     "takes at most 15,976 mines (16%), not 15,977: denser ones take too long to make"),
    (["--game", "st-300x300x10-5"], "game ID st-300x300x10-5: forgiving and strict play go "
     "up to 40,000 cells; 300x300 has 90,000"),
])
def test_a_size_too_big_for_its_mode_names_the_limit_without_pointing_to_help(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    # --help says nothing of the modes' limits: the refusal itself says the most that fits.
    # ('(see minesweeper --help)' followed the forgiving and strict refusals, and a game
    # ID's, but not no-guess's own.)
    assert cli.main([*args, "--plain"]) == 2
    assert capsys.readouterr().err == f"minesweeper: {message}\n"


def test_a_first_click_off_the_board_names_the_board_s_rows_and_columns(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # As plain play's `open 9 9` does; --help names no board's range (it pointed there).
    assert cli.main([*GENERATE[:-1], str(tmp_path), "--first-click", "9", "9"]) == 2
    assert capsys.readouterr().err == "minesweeper: --first-click 9 9 is outside the 8x8 " \
                                      "board (rows 0-7, columns 0-7)\n"
    assert not any(tmp_path.iterdir())


@pytest.mark.parametrize(("args", "message"), [
    (["--ascii", "--beginner"], "--ascii does nothing (plain play is ASCII already)"),
    (["--resume", "--seed", "3"], "--seed does nothing (the kept game has its own)"),
    (["--resume", "--no-guess", "--marks"], "--no-guess does nothing (the kept game has its "
                                             "own)"),
])
def test_an_option_plain_play_would_ignore_is_refused_when_plain_play_is_chosen_for_it(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    # With no terminal the game is played in plain text, as if --plain had been given.
    import io
    import random

    from minesweeper.engine import Coord, Game, Level
    from minesweeper.records import Store
    from minesweeper.savedgame import SavedGame

    game = Game.random(Level.BEGINNER.params, random.Random(3))
    game.open(Coord(4, 4))
    Store().save_game(SavedGame.of(game, None, "Beginner", "t1"))  # for --resume
    monkeypatch.setattr("minesweeper.tui.unusable_reason", lambda: "not a terminal")
    class Typed(io.StringIO):  # a terminal the full-screen game cannot use (TERM=dumb)
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr("sys.stdin", Typed("open 0 0\n"))
    assert cli.main(args) == 2
    _, err = capsys.readouterr()  # one line, naming only options that were given
    assert err == f"minesweeper: not a terminal, so play is plain text, where {message}; " \
                  "leave it out\n"


def test_generate_stopped_by_ctrl_c_says_how_many_boards_it_wrote(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Ctrl-C left 423 boards of 10,000 without a word: the set looked whole.
    from minesweeper import cli, safefiles

    real, calls = safefiles.write_new, []

    def interrupted_after_two(path: str, text: str, **kwargs: bool) -> None:
        calls.append(path)
        if len(calls) > 2:
            raise KeyboardInterrupt
        real(path, text, **kwargs)

    monkeypatch.setattr(safefiles, "write_new", interrupted_after_two)
    target = tmp_path / "boards"
    assert cli.main(["--generate", "5", "--beginner", "--out", str(target)]) == 130
    assert capsys.readouterr().err == f"minesweeper: stopped: 2 boards of 5 written to {target}\n"
    assert len(list(target.iterdir())) == 2
