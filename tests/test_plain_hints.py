"""Plain play's `hint`, driven in-process: the command it begins with, a board dealt for a
first click, a guess on a large board, a game already over, and the numbers it names."""

from __future__ import annotations

import re

import pytest

from minesweeper import wording
from minesweeper.engine import Coord, Level, Params, Tile, parse_bytes
from minesweeper.plain import fitted
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_plain import play


def test_the_hint_on_a_shared_board_points_at_the_click_it_was_dealt_for() -> None:
    from minesweeper.cli import parse_options

    session = Session(parse_options(["--game", "b-6-4.4"]).settings, lambda: 0.0)
    _, output = play("hint\nopen 4 4\nhint\n", session=session)
    output = output.replace("\n  ", " ")  # a line cut at 80 columns goes on indented by two
    hints = [line for line in output.splitlines() if line.startswith("hint:")]
    assert hints[0] == ("hint: open 4 4 - row 4, column 4 is safe: this board was dealt for "
                        "a first click here, so it keeps this cell free of mines")
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
                            "for a first click here, so it keeps this cell free of mines")
    else:
        assert "dealt for" not in output
        assert "nothing can be proven, so a guess is needed" in hints[0]


def test_a_hint_begins_with_the_command_that_carries_it_out() -> None:
    _, output = play("open 0 0\nhint\n")
    [line] = [line for line in output.splitlines() if line.startswith("hint:")]
    command, _, why = line.removeprefix("hint: ").partition(" - ")
    assert command.split()[0] in ("open", "flag") and why.startswith("row ")
    name, row, col = command.split()
    assert f"row {row}, column {col}" in why


def test_a_hint_after_a_loss_points_to_undo_and_after_a_win_says_it_is_over() -> None:
    lost = play("open 2 0\nhint\n")[1]
    assert "hint: the game is lost: u (undo) takes back the move that lost\n" in lost  # no error
    won = play("open 0 0\nopen 2 3\nhint\n")[1]
    assert "hint: the game is won: there is nothing left to hint\n" in won  # an answer too


def test_a_hint_that_names_only_some_of_its_numbers_lists_them_all() -> None:
    # Plain play cannot highlight them as the curses game does: a bot or a player checking
    # the proof gets every number as row and column.
    mines = "5 5\n0 2\n0 4\n1 0\n2 4\n4 1\n4 2\n4 4\n"
    session = Session(Settings.of_board(parse_bytes(mines.encode()), "five"), lambda: 0.0)
    _, output = play("open 2 2\nopen 0 1\nopen 2 0\nflag 0 2\nhint\n", session=session)
    [line] = [line for line in output.replace("\n  ", " ").splitlines()
              if line.startswith("hint:")]
    assert line.startswith("hint: open 0 3 - row 0, column 3 is safe: every way to place "
                           "mines that fits the 1 at row 1, column 2, the 3 at row 1, column 3, "
                           "the 2 at row 0, column 1 and 2 more numbers with 7 mines left")
    listed = line.rsplit("(every number it uses: ", 1)[1].rstrip(")").split(", ")
    assert listed == ["1 2", "1 3", "0 1", "3 1", "3 3"]


def test_the_list_of_every_number_keeps_each_row_and_column_on_one_line() -> None:
    # Wrapped at 80 columns, "..., 9 8, 10 8, 6 5" broke as "10" at a line's end and "8,"
    # at the next one's start (a play-tester's Advanced game, seed 4).
    numbers = [Coord(row, col) for row in range(6, 12) for col in range(4, 10)]
    for lead in range(1, 30):
        line = f"hint: open 10 5 - {'x' * lead} ({wording.every_number(numbers)})"
        shown = fitted(line)
        assert wording.NO_BREAK not in shown
        for part in shown.splitlines():
            assert re.search(r"[,:] \d+$", part) is None, shown  # a row without its column
        assert shown.replace("\n  ", " ") == line.replace(wording.NO_BREAK, " ")
    short = fitted(f"hint: ({wording.every_number(numbers[:2])})")
    assert short == "hint: (every number it uses: 6 4, 6 5)"


def test_a_hint_that_names_all_its_numbers_adds_no_list() -> None:
    session = Session(Settings.of_params(Params(5, 5, 7), seed=5), lambda: 0.0)
    _, output = play("open 2 2\nhint\n", session=session)
    assert "hint: " in output and "every number it uses" not in output


def test_a_hint_to_flag_a_cell_that_holds_a_question_mark_says_it_takes_two_flags() -> None:
    # With --marks `flag` goes F, ?, closed: on a `?` the hint's `flag` first takes it off.
    from minesweeper.engine import Coord, Tile

    field = parse_bytes(b"3 5\n0 0\n2 0\n", "marked.in")
    session = Session(Settings.of_board(field, "marked.in", marks=True), lambda: 0.0)
    _, output = play("open 0 4\nmark 0 0\nmark 2 0\nhint\n", session=session)
    output = output.replace("\n  ", " ")  # a line cut at 80 columns goes on indented by two
    [line] = [line for line in output.splitlines() if line.startswith("hint:")]
    assert line.startswith("hint: flag ")
    assert line.endswith("(it holds a ?: the first flag takes the ? off, the second flags it)")
    cell = Coord(int(line.split()[2]), int(line.split()[3]))
    session.game.toggle_flag(cell)
    assert session.game.tile(cell) is Tile.CLOSED
    session.game.toggle_flag(cell)
    assert session.game.tile(cell) is Tile.FLAG


def test_a_hint_to_take_a_wrong_flag_off_says_that_flag_takes_it_off() -> None:
    # "hint: flag 6 4 - the flag ... is wrong" read to a teacher as "flag it".
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=5), lambda: 0.0)
    _, output = play("open 3 3\nflag 6 4\nhint\n", session=session)
    output = output.replace("\n  ", " ")
    [line] = [line for line in output.splitlines() if line.startswith("hint:")]
    assert line.startswith("hint: flag 6 4 - the flag at row 6, column 4 is wrong: ")
    assert line.endswith("(flag on a flagged cell takes the flag off)")


def test_with_marks_a_hint_to_take_a_wrong_flag_off_says_flag_leaves_a_question_mark() -> None:
    # With --marks `flag` turns F into ?, not into a closed cell: the hint said it took
    # the flag off, and the board then showed a ? where it had promised nothing.
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=5, marks=True),
                      lambda: 0.0)
    _, output = play("open 3 3\nflag 6 4\nhint\nflag 6 4\n", session=session)
    [line] = [line for line in output.replace("\n  ", " ").splitlines()
              if line.startswith("hint:")]
    assert line.startswith("hint: flag 6 4 - the flag at row 6, column 4 is wrong: ")
    assert line.endswith("(flag on a flagged cell makes it a ?, which counts as closed)")
    assert session.game.tile(Coord(6, 4)) is Tile.MARK  # as the hint said


def test_a_hint_naming_a_mine_left_unflagged_gives_way_to_the_next_move() -> None:
    # A player who does not flag heard the same mine at every `hint`.
    field = parse_bytes(b".......\n.......\n.......\n.......\n*......\n**.*..*\n", "small")
    session = Session(Settings.of_board(field, "small"), lambda: 0.0)
    _, output = play("open 0 0\nhint\nhint\nhint\nflag 4 0\nflag 4 0\nhint\n", session=session)
    hints = [line[:22] for line in output.splitlines() if line.startswith("hint:")]
    assert hints == ["hint: flag 4 0 - row 4", "hint: open 5 4 - row 5", "hint: open 5 4 - row 5",
                     "hint: open 5 4 - row 5"]
