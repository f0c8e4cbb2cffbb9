"""The plain-text front end, driven in-process with literal input and expected output: the
commands and their errors, the end of a game and of the input, and the banner."""

from __future__ import annotations

import io
import textwrap
from pathlib import Path

import pytest

from minesweeper import plain, wording
from minesweeper.engine import Level, Minefield, Params, parse_bytes
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings

DATA = Path(__file__).resolve().parent / "data"


def ring() -> Minefield:
    """...* / .... / *... : two openings, two mines."""
    path = DATA / "ring_pairs.in"
    return parse_bytes(path.read_bytes(), str(path))


def play(
    commands: str, *, marks: bool = False, session: Session | None = None
) -> tuple[int, str]:
    if session is None:
        session = Session(Settings.of_board(ring(), "ring", marks=marks), lambda: 0.0)
    out = io.StringIO()
    status = plain.run(session, io.StringIO(textwrap.dedent(commands)), out)
    return status, out.getvalue()


def block(text: str) -> str:
    return textwrap.dedent(text).strip("\n")


def test_the_start_shows_the_closed_board_and_the_status() -> None:
    status, output = play("")
    assert status == 0
    assert output == block("""
        Minesweeper: Board ring: 3 rows x 4 columns, 2 mines.
        Type help for commands.
        ####
        ####
        ####
        Board ring | mines left: 2 | not started | time: 0 s
    """) + "\n"


def test_a_won_game_prints_the_full_reveal_and_won() -> None:
    status, output = play("""
        open 0 0
        o 2 3
        quit
    """)
    assert status == 0
    assert block("""
        ..1#
        111#
        ####
        Board ring | mines left: 2 | playing | time: 0 s
        ..1F
        1111
        F1..
        Board ring | mines left: 0 | won | time: 0 s
        You won in 0.00 s.  3BV 2  3BV/s -
    """) in output


def test_a_lost_game_prints_the_full_reveal_and_lost() -> None:
    status, output = play("""
        flag 1 3
        open 2 0
    """)
    assert status == 0
    assert block("""
        ###*
        ###x
        X###
        Board ring | mines left: 1 | lost | time: 0 s
        Boom! You lost after 0 s: a mine at row 2, column 0.
    """) in output


@pytest.mark.parametrize(
    ("commands", "board"),
    [
        ("open 0 0\nflag 2 0\n", "..1#\n111#\nF###"),
        ("o 0 0\nf 2 0\n", "..1#\n111#\nF###"),
        ("O 0 0\nF 2 0\n", "..1#\n111#\nF###"),
        ("o 0 0\nf 2 0\nchord 1 0\n", "..1#\n111#\nF1##"),
        ("o 0 0\nf 2 0\nc 1 0\n", "..1#\n111#\nF1##"),
        ("o 0 0\nf 2 0\no 1 0\n", "..1#\n111#\nF1##"),  # open on a number chords
        ("mark 1 3\n", "####\n###?\n####"),
        ("m 1 3\n", "####\n###?\n####"),
    ],
)
def test_every_cell_command_and_its_short_form(commands: str, board: str) -> None:
    _, output = play(commands, marks=True)
    assert board + "\n" + "Board ring" in output


def test_quit_stops_reading() -> None:
    for command in ("quit", "q"):
        status, output = play(f"{command}\nopen 0 0\n")
        assert status == 0
        assert "playing" not in output


def test_new_starts_the_same_fixed_board_again() -> None:
    for command in ("new", "n"):
        _, output = play(f"open 0 3\n{command}\nopen 0 0\n")
        assert "lost" in output
        assert output.endswith(block("""
            ####
            ####
            ####
            Replay, Board ring | mines left: 2 | not started | time: 0 s
            ..1#
            111#
            ####
            Replay, Board ring | mines left: 2 | playing | time: 0 s
        """) + "\n")  # the same board again: a replay, as n makes it in curses


def test_new_deals_a_fresh_random_board() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=5), lambda: 0.0)
    _, output = play("open 4 4\nnew\n", session=session)
    assert output.rstrip("\n").endswith(
        "\n".join(["########"] * 8)
        + "\nBeginner, seeded | mines left: 10 | not started | time: 0 s"
    )


@pytest.mark.parametrize(
    ("line", "error"),
    [
        ("dance", "error: unknown command 'dance'; type help for the list"),
        (" , ", "error: unknown command ','; type help for the list"),  # was a traceback
        ("open,,3,,5,", "error: unknown command 'open,,3,,5,'"),  # a comma: between R and C
        ("open 1", "error: open takes a row and a column, for example: open 3 4"),
        ("f 1 2 3", "error: flag takes a row and a column, for example: flag 3 4"),
        ("open a b", "error: open takes a row and a column, for example: open 3 4"),
        ("open --1 0", "error: open takes a row and a column, for example: open 3 4"),
        ("open 1.0 2", "error: open takes a row and a column, for example: open 3 4"),
        ("open \u0661 2", "error: open takes a row and a column, for example: open 3 4"),
        ("quit now", "error: quit takes nothing after it"),
        # a bot writer's guess at a new size: how to get one, not only that this is not it
        ("new 16x30x99", "error: new takes nothing after it: the size is chosen when plain "
                         "play starts"),
        ("open 3 0", "error: cell 3 0 is outside the 3x4 board (rows 0-2, columns 0-3)"),
        ("open -1 0", "error: cell -1 0 is outside the 3x4 board (rows 0-2, columns 0-3)"),
        ("flag 0 99999999999999999999", "error: cell 0 99999999999999999999 is outside"),
    ],
)
def test_a_bad_command_gets_one_error_line_and_play_goes_on(line: str, error: str) -> None:
    status, output = play(f"{line}\nopen 0 0\n")
    assert status == 0
    errors = [text for text in output.splitlines() if text.startswith("error:")]
    assert len(errors) == 1
    assert errors[0].startswith(error)
    assert "..1#\n111#\n####\nBoard ring | mines left: 2 | playing" in output


def test_actions_that_do_not_apply_say_so_and_change_nothing() -> None:
    _, output = play("open 0 0\nflag 0 0\nmark 1 1\nopen 1 1\nchord 0 0\nopen 0 1\n")
    assert output.count("..1#\n111#\n####") == 1
    assert [line for line in output.splitlines() if line.startswith("nothing happened")] == [
        "nothing happened: an open cell cannot be flagged",
        "nothing happened: ? marks are off (start the game with --marks to use them)",
        "nothing happened: the 1 touches no flags: a chord needs 1 flag",
        "nothing happened: an empty cell has nothing to chord",
        "nothing happened: row 0, column 1 is already open",
    ]


def test_after_the_end_actions_point_to_undo_new_or_quit() -> None:
    _, output = play("open 0 3\nopen 1 1\n")
    assert "error: the game is over (lost); type undo, export, new or quit" in output


def test_blank_lines_and_comments_are_ignored() -> None:
    _, output = play("\n   \n# a comment\nopen 0 0\n")
    assert "error" not in output
    assert "playing" in output


def test_end_of_input_quits_cleanly_even_mid_game() -> None:
    status, output = play("open 0 0")  # no newline, then end of input
    assert status == 0
    assert output.endswith("Board ring | mines left: 2 | playing | time: 0 s\n")


def test_the_prompt_is_shown_only_when_asked() -> None:
    session = Session(Settings.of_board(ring(), "ring"), lambda: 0.0)
    out = io.StringIO()
    plain.run(session, io.StringIO("quit\n"), out, prompt=True)
    assert out.getvalue().endswith("> ")


def test_end_of_input_after_the_prompt_starts_a_new_line() -> None:
    session = Session(Settings.of_board(ring(), "ring"), lambda: 0.0)
    out = io.StringIO()
    plain.run(session, io.StringIO("open 0 0\n"), out, prompt=True)  # then Ctrl-D
    assert out.getvalue().endswith("time: 0 s\n> \n")
    out = io.StringIO()
    plain.run(Session(Settings.of_board(ring(), "ring"), lambda: 0.0),
              io.StringIO("open 0 0"), out, prompt=True)  # typed, then Ctrl-D twice
    assert "> \n..1#\n" in out.getvalue()


@pytest.mark.parametrize(("size", "named"), [
    (Params(5, 5, 3), "Custom, strict: 5 rows x 5 columns, 3 mines"),
    (Level.BEGINNER.params, "Beginner, strict: 8 rows x 8 columns, 10 mines"),
])
def test_the_banner_names_the_mode_of_levels_and_custom_boards_alike(
    size: Params, named: str,
) -> None:
    session = Session(Settings.of_params(size, mode=Mode.STRICT), lambda: 0.0)
    assert play("quit\n", session=session)[1].startswith(f"Minesweeper: {named}.\n")


def test_a_random_game_with_a_seed_repeats() -> None:
    def board(seed: int) -> str:
        session = Session(Settings.of_params(Level.INTERMEDIATE.params, seed=seed), lambda: 0.0)
        return play("open 8 8\n", session=session)[1]

    assert board(42) == board(42)
    assert board(42) != board(43)


def test_a_chord_that_opens_two_mines_names_both() -> None:
    field = Minefield.from_indices(3, 4, [0, 1])  # **.. / .... / ....
    session = Session(Settings.of_board(field, "two"), lambda: 0.0)
    _, output = play("open 1 1\nflag 1 0\nflag 0 2\nchord 1 1\n", session=session)
    assert "Boom! You lost after 0 s: mines at row 0, column 0 and row 0, column 1." in output


def test_a_shared_custom_board_says_its_size_once() -> None:
    from minesweeper.cli import parse_options

    game_id = "f-11x11-eNpjEBBg-NDIEaLAJM8AZDIAABgnAk8"
    session = Session(parse_options(["--game", game_id]).settings, lambda: 0.0)
    _, output = play("", session=session)
    assert output.splitlines()[0] == \
        "Minesweeper: Shared Custom: 11 rows x 11 columns, 21 mines."


def test_quitting_at_a_terminal_says_the_game_is_kept(tmp_path: Path) -> None:
    from minesweeper.kept import Keeper

    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))
    _, output = play("open 4 4\nquit\n", session=session)
    assert output.rstrip().endswith("goes on with it.") and "--resume" in output


def test_a_win_at_a_terminal_says_why_it_was_not_ranked(tmp_path: Path) -> None:
    from minesweeper.kept import Keeper

    session = Keeper(tmp_path).session(Settings.of_board(ring(), "ring"))
    _, output = play("open 0 0\nopen 2 3\n", session=session)
    assert "You won" in output and "Not ranked: board file." in output


def test_a_new_game_over_a_started_one_says_it_counts_as_lost(tmp_path: Path) -> None:
    from minesweeper.kept import Keeper

    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))
    _, output = play("open 4 4\nnew\nnew\nnew\n", session=session)  # asked, done, afresh
    assert output.count("note: the game in progress is given up") == 1  # not before a click


def test_undo_says_the_game_goes_on_and_whether_it_counts() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7), lambda: 0.0)
    output = play("open 4 4\nopen 5 6\nundo\n", session=session)[1]
    assert f"note: {wording.UNDONE_UNCOUNTED}" in output.splitlines()  # a chosen seed


@pytest.mark.parametrize("cell", ["9 9", "-1 0", "0 4"])
def test_a_mark_off_the_board_is_an_error_with_marks_off_too(cell: str) -> None:
    _, output = play(f"mark {cell}\nopen 0 0\nmark {cell}\n")
    assert output.count(f"error: cell {cell} is outside the 3x4 board") == 2, output
    assert "marks are off" not in output
