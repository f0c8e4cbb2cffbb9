"""Plain play's help and board text: help built from the command table (as the README's list
is), fitted to 80 columns; the rulers; and long lines cut without parting a row or column
from its number."""

from __future__ import annotations

from pathlib import Path

from minesweeper import plain, plaincommands
from minesweeper.engine import Level
from minesweeper.session import Session
from minesweeper.settings import Settings
from test_plain import play


def test_help_lists_every_command() -> None:
    for command in ("help", "h"):
        _, output = play(command + "\n")
        assert output.count("Commands:") == 1
        for word in ("open R C", "flag R C", "chord R C", "mark R C", "new", "help", "quit"):
            assert word in output


def test_the_readme_lists_the_plain_commands_from_the_table() -> None:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert plaincommands.commands_markdown() in readme


def test_help_is_built_from_the_command_table() -> None:
    text = plaincommands.help_text()
    for command in plaincommands.COMMANDS:
        assert f"  {command.usage}" in text and f"({command.short})" in text


def test_help_fits_80_columns_and_wraps_at_words_without_repeating_itself() -> None:
    lines = plaincommands.help_text().splitlines()
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
    assert joined == [command.does.replace("`", "") for command in plaincommands.COMMANDS]
    assert any(line[:indent].isspace() for line in rows)  # the hint's reason did wrap
    assert plaincommands.help_text().count("0-based") == 1


def test_rulers_number_the_rows_and_columns_as_commands_count_them() -> None:
    game = Session(Settings.of_params(Level.ADVANCED.params), lambda: 0.0).game
    lines = plain.board_text(game, rulers=True).splitlines()
    assert lines[0] == "   " + " " * 10 + "1" * 10 + "2" * 10  # tens over columns 10-29
    assert lines[1] == "   " + "0123456789" * 3
    assert lines[2] == " 0 " + "#" * 30 and lines[-1] == "15 " + "#" * 30
    assert plain.board_text(game) == game.to_text()  # no rulers: the bare picture


def test_a_long_line_never_parts_a_row_or_column_from_its_number() -> None:
    assert plain.fitted("b" * 75 + " row 4 is safe").split("\n") == ["b" * 75, "  row 4 is safe"]
    shown = plain.fitted("a" * 72 + " column 23 is safe").split("\n")
    assert shown == ["a" * 72, "  column 23 is safe"]


def test_a_long_line_never_parts_seconds_from_their_number() -> None:
    # A resumed custom game's greeting ended a line on "(resumed, 12" and began the next
    # with "s played)."
    for length in range(50, 80):
        lines = plain.fitted("a" * length + " (resumed, 12 s played).").split("\n")
        assert any("12 s" in line for line in lines), lines
    assert plain.fitted("a" * 75 + " in 9 s").split("\n") == ["a" * 75 + " in", "  9 s"]


def test_a_command_may_end_in_a_comment_as_a_board_file_s_line_may() -> None:
    # `open 0 9 # why` was "open takes a row and a column": only whole lines were comments.
    from test_plain import play

    _, commented = play("open 1 1   # the first click\n  # a line of its own\nhint #\n")
    _, bare = play("open 1 1\nhint\n")
    assert commented == bare and "error" not in commented
    _, glued = play("open 1 1#x\n")  # not after a space: part of the word, so refused
    assert "error: open takes a row and a column" in glued


def test_the_banner_keeps_the_board_s_size_on_one_line() -> None:
    # A long board file name broke "4 rows" from "x 5 columns": a bot read the size from it.
    from minesweeper.engine import parse

    field = parse("*..\n...\n..*\n")
    for length in range(1, 90):
        session = Session(Settings.of_board(field, "b" * length + ".in"), lambda: 0.0)
        lines = plain.fitted(f"Minesweeper: {plain.banner(session)}.").splitlines()
        assert any("3 rows x 3 columns, 2 mines" in line for line in lines), lines
