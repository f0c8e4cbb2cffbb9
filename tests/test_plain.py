"""The plain-text front end, driven in-process with literal input and expected output."""

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


def test_help_lists_every_command() -> None:
    for command in ("help", "h"):
        _, output = play(command + "\n")
        assert output.count("Commands:") == 1
        for word in ("open R C", "flag R C", "chord R C", "mark R C", "new", "help", "quit"):
            assert word in output


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
            Board ring | mines left: 2 | not started | time: 0 s
            ..1#
            111#
            ####
            Board ring | mines left: 2 | playing | time: 0 s
        """) + "\n")


def test_new_deals_a_fresh_random_board() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=5), lambda: 0.0)
    _, output = play("open 4 4\nnew\n", session=session)
    assert output.rstrip("\n").endswith(
        "\n".join(["########"] * 8) + "\nBeginner | mines left: 10 | not started | time: 0 s"
    )


@pytest.mark.parametrize(
    ("line", "error"),
    [
        ("dance", "error: unknown command 'dance'; type help for the list"),
        ("open 1", "error: open takes a row and a column, for example: open 3 4"),
        ("f 1 2 3", "error: flag takes a row and a column, for example: flag 3 4"),
        ("open a b", "error: open takes a row and a column, for example: open 3 4"),
        ("open --1 0", "error: open takes a row and a column, for example: open 3 4"),
        ("open 1.0 2", "error: open takes a row and a column, for example: open 3 4"),
        ("open \u0661 2", "error: open takes a row and a column, for example: open 3 4"),
        ("quit now", "error: quit takes nothing after it"),
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


def test_the_hint_on_a_shared_board_points_at_the_click_it_was_dealt_for() -> None:
    from minesweeper.cli import parse_options

    session = Session(parse_options(["--game", "b-6-4.4"]).settings, lambda: 0.0)
    _, output = play("hint\nopen 4 4\nhint\n", session=session)
    output = output.replace("\n  ", " ")  # a line cut at 80 columns goes on indented by two
    hints = [line for line in output.splitlines() if line.startswith("hint:")]
    assert hints[0] == ("hint: open 4 4 - row 4, column 4 is safe: this board was dealt for "
                        "a first click here, so this cell is safe")
    assert "dealt for" not in hints[1]
    assert "Shared Beginner: 8 rows x 8 columns, 10 mines; dealt for a first click at row 4, " \
           "column 4." in output


def test_a_hint_on_a_large_board_that_needs_a_guess_names_one() -> None:
    # 30 x 50 with 300 mines (seed 14): after the first click nothing can be proven, and
    # the layouts to weigh outnumber what a float can hold (the hint once ended the game
    # with an OverflowError here).
    session = Session(Settings.of_params(Params(30, 50, 300), seed=14), lambda: 0.0)
    status, output = play("open 15 25\nhint\n", session=session)
    assert status == 0
    [line] = [line for line in output.splitlines() if line.startswith("hint:")]
    assert line.startswith("hint: open ") and "a guess is needed" in line


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


@pytest.mark.parametrize(("comment", "dealt_for"), [
    ("# first click: 2 2", True),
    ("#first click:2 2\r", True),
    ("# first click: 0 0", False),  # a mine there: the comment is not believed
    ("# first click: 9 9", False),  # off the board
    ("# the first click: 2 2 was nice", False),  # only the line --generate writes
])
def test_a_board_file_made_for_a_first_click_says_so_and_the_hint_opens_it(
        comment: str, dealt_for: bool) -> None:
    from minesweeper.engine import first_click_comment

    data = f"# Custom 5x5, 3 mines, no-guess\n{comment}\n5 5\n0 0\n0 4\n4 0\n".encode()
    field = parse_bytes(data, "made.in")
    settings = Settings.of_board(field, "made.in", first_click=first_click_comment(data))
    _, output = play("hint\n", session=Session(settings, lambda: 0.0))
    output = output.replace("\n  ", " ")  # a line cut at 80 columns goes on indented by two
    hints = [line for line in output.splitlines() if line.startswith("hint:")]
    if dealt_for:
        assert "3 mines; dealt for a first click at row 2, column 2." in output
        assert hints[0] == ("hint: open 2 2 - row 2, column 2 is safe: this board was dealt "
                            "for a first click here, so this cell is safe")
    else:
        assert "dealt for" not in output
        assert "nothing can be proven, so a guess is needed" in hints[0]


def test_the_readme_lists_the_plain_commands_from_the_table() -> None:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert plain.commands_markdown() in readme


def test_help_is_built_from_the_command_table() -> None:
    text = plain.help_text()
    for command in plain.COMMANDS:
        assert f"  {command.usage}" in text and f"({command.short})" in text


def test_help_fits_80_columns_and_wraps_at_words_without_repeating_itself() -> None:
    lines = plain.help_text().splitlines()
    assert all(len(line) <= 80 for line in lines), [line for line in lines if len(line) > 80]
    rows = lines[1:lines.index(next(line for line in lines if line.startswith("Board:")))]
    indent = rows[0].index("open a cell")  # where every description starts
    joined: list[str] = []
    for line in rows:
        if line[:indent].strip():  # a command's first line
            joined.append(line[indent:])
        else:  # a continuation, indented to the description's column
            assert line[indent] != " "
            joined[-1] += " " + line[indent:]
    assert joined == [command.does.replace("`", "") for command in plain.COMMANDS]
    assert any(line[:indent].isspace() for line in rows)  # the hint's reason did wrap
    assert plain.help_text().count("0-based") == 1


def test_rulers_number_the_rows_and_columns_as_commands_count_them() -> None:
    game = Session(Settings.of_params(Level.ADVANCED.params), lambda: 0.0).game
    lines = plain.board_text(game, rulers=True).splitlines()
    assert lines[0] == "   " + " " * 10 + "1" * 10 + "2" * 10  # tens over columns 10-29
    assert lines[1] == "   " + "0123456789" * 3
    assert lines[2] == " 0 " + "#" * 30 and lines[-1] == "15 " + "#" * 30
    assert plain.board_text(game) == game.to_text()  # no rulers: the bare picture


def test_a_hint_begins_with_the_command_that_carries_it_out() -> None:
    _, output = play("open 0 0\nhint\n")
    [line] = [line for line in output.splitlines() if line.startswith("hint:")]
    command, _, why = line.removeprefix("hint: ").partition(" - ")
    assert command.split()[0] in ("open", "flag") and why.startswith("row ")
    name, row, col = command.split()
    assert f"row {row}, column {col}" in why


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


def test_a_hint_after_a_loss_points_to_undo_and_after_a_win_says_it_is_over() -> None:
    lost = play("open 2 0\nhint\n")[1]
    assert "hint: the game is lost: undo takes back the move that lost\n" in lost  # no error
    won = play("open 0 0\nopen 2 3\nhint\n")[1]
    assert "hint: the game is won: there is nothing left to hint\n" in won  # an answer too


def test_undo_says_the_game_goes_on_and_whether_it_counts() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7), lambda: 0.0)
    output = play("open 4 4\nopen 5 6\nundo\n", session=session)[1]
    assert f"note: {wording.UNDONE_UNCOUNTED}" in output.splitlines()  # a chosen seed


def test_a_long_line_never_parts_a_row_or_column_from_its_number() -> None:
    assert plain.fitted("b" * 75 + " row 4 is safe").split("\n") == ["b" * 75, "  row 4 is safe"]
    shown = plain.fitted("a" * 72 + " column 23 is safe").split("\n")
    assert shown == ["a" * 72, "  column 23 is safe"]


def test_a_hint_that_names_only_some_of_its_numbers_lists_them_all() -> None:
    # Plain play cannot highlight them as the curses game does: a bot or a player checking
    # the proof gets every number as row and column.
    session = Session(Settings.of_params(Params(5, 5, 7), seed=5), lambda: 0.0)
    _, output = play("open 2 2\nflag 2 4\nflag 3 4\nopen 2 0\nhint\n", session=session)
    [line] = [line for line in output.replace("\n  ", " ").splitlines()
              if line.startswith("hint:")]
    assert "the 2 at row 3, column 1, the 2 at row 3, column 2, the 1 at row 2, column 0 " \
           "and 4 more numbers" in line and "proven by the 2 at row 2, column 3" in line
    listed = line.rsplit("(every number it uses: ", 1)[1].rstrip(")").split(", ")
    assert len(listed) == 3 + 4 + 1 and {"3 1", "3 2", "2 0", "2 3"} <= set(listed)


def test_a_hint_that_names_all_its_numbers_adds_no_list() -> None:
    session = Session(Settings.of_params(Params(5, 5, 7), seed=5), lambda: 0.0)
    _, output = play("open 2 2\nhint\n", session=session)
    assert "hint: " in output and "every number it uses" not in output
