"""While a y/n question waits, the terminal's cursor is just after it, where screen readers
and magnifiers follow; answered, it goes back to the cell or menu item (in process)."""

from __future__ import annotations

import pytest
from standin import Player

from minesweeper.engine import Level, Params
from minesweeper.tui.events import Button


def after(player: Player, text: str) -> tuple[int, int]:
    """The screen position just after the last place `text` shows."""
    lines = player.text.splitlines()
    y = max(row for row, line in enumerate(lines) if text in line)
    return y, lines[y].rindex(text) + len(text)


@pytest.mark.parametrize(("height", "width"), [(24, 80), (8, 34)])
def test_the_games_question_has_the_cursor_until_it_is_answered(height: int,
                                                                 width: int) -> None:
    # The cursor had stayed on the board cell, two screens' lengths from the question.
    player = Player(Level.INTERMEDIATE.params, height, width).press(" ")
    on_cell = player.terminal.canvas.focus
    player.press("q")
    assert player.terminal.canvas.focus == after(player, "(y/n)")
    player.press("n")
    assert "(y/n)" not in player.text and player.terminal.canvas.focus == on_cell


def test_the_menus_question_has_the_cursor_until_it_is_answered() -> None:
    player = Player(seed=None).press("b", " ", "Esc", "y", "i")
    assert player.terminal.canvas.focus == after(player, "(y/n)")
    player.press("n")  # back on the item chosen, Intermediate
    lines = player.text.splitlines()
    y = next(row for row, line in enumerate(lines) if "Intermediate" in line)
    assert "(y/n)" not in player.text
    assert player.terminal.canvas.focus == (y, lines[y].index("Intermediate"))


def test_the_wheel_under_a_question_leaves_the_cursor_on_it() -> None:
    # The scrolled board was drawn again with the cursor's cell taking the focus back.
    player = Player(Params(100, 100, 500), 24, 80).press(" ", "q")
    asked = after(player, "(y/n)")
    player.click(8, 40, Button.WHEEL_DOWN).click(8, 40, Button.WHEEL_UP)
    assert "(y/n)" in player.text and player.terminal.canvas.focus == asked


def test_the_custom_forms_question_has_the_cursor_until_it_is_answered() -> None:
    # The cursor stayed in the field typed last, where a screen reader would not find the
    # question; the README says a question has the cursor.
    player = Player(seed=None).press("b", " ", "Esc", "y", "c", "Enter")
    assert player.terminal.canvas.focus == after(player, "(y/n)")
    player.press("n")  # answered: back in the field, after its digits
    lines = player.text.splitlines()
    y = next(row for row, line in enumerate(lines) if "Rows" in line)
    value = lines[y].split()[-1]
    assert "(y/n)" not in player.text
    assert player.terminal.canvas.focus == (y, lines[y].rindex(value) + len(value))
