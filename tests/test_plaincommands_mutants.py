"""Plain commands as a bot reads them back: the table, the digit limit, the line width."""

from __future__ import annotations

from minesweeper import plain, plaincommands
from test_hardening_plain import errors, play


def test_the_readme_table_has_a_row_for_every_command() -> None:
    rows = plaincommands.commands_markdown().splitlines()
    assert rows[:2] == ["| command | short | does |", "| --- | --- | --- |"]
    assert len(rows) == 2 + len(plaincommands.COMMANDS)
    for command, row in zip(plaincommands.COMMANDS, rows[2:], strict=True):
        assert row.startswith(f"| `{command.usage}` | `{command.short}` | ")


def test_forty_digits_are_a_cell_off_this_board_and_forty_one_are_off_every_board() -> None:
    forty, more = "1" * 40, "1" * 41
    output = play(f"open {forty} 0\nopen 0 {forty}\nopen {more} 0\nopen 0 -{more}\n"
                  f"open 000{forty} 0\n")
    assert errors(output) == [
        f"error: cell {forty} 0 is outside the 3x4 board (rows 0-2, columns 0-3)",
        f"error: cell 0 {forty} is outside the 3x4 board (rows 0-2, columns 0-3)",
        f"error: {'1' * 12!r}... (41 characters) is off every board",
        f"error: {'-' + '1' * 11!r}... (42 characters) is off every board",
        f"error: cell {forty} 0 is outside the 3x4 board (rows 0-2, columns 0-3)",
    ]


def test_plain_lines_use_all_80_columns_before_they_are_cut() -> None:
    # The README promises lines of at most 80 columns: one of exactly 80 stays whole.
    words = " ".join(["word"] * 16)  # 79 columns
    assert plain.fitted(words + "s") == words + "s"
    assert plain.fitted(words + " xy") == words + "\n  xy"
    assert max(len(line) for line in plaincommands.help_text().splitlines()) <= 80
