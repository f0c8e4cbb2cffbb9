"""The game screen's message rows: a message that fits shows in lines as even as can be."""

from __future__ import annotations

from minesweeper.tui.draw import status
from minesweeper.tui.draw.text import wrap_text
from minesweeper.tui.state import GameUI

TIP = ("Nothing can be proven, so a guess is needed: row 3, column 6 is as little risky as "
       "any cell, with a 3.6% chance of a mine, and of those the most likely to open new "
       "ground")


def test_a_message_that_fits_is_wrapped_evenly_not_with_a_short_last_line() -> None:
    # It showed two full lines and "new ground" centred alone under them.
    ui = GameUI(message=TIP)
    assert wrap_text(TIP, 80)[-1] == "new ground"  # as it was
    lines = status.message_lines(ui, 80, 3)
    assert len(lines) == 3 and " ".join(lines) == TIP
    assert max(map(len, lines)) - min(map(len, lines)) < 20, lines
    assert all(len(line) <= 80 for line in lines)


def test_a_tip_that_fits_one_page_is_wrapped_evenly_too() -> None:
    # A tip goes through the pages (it may need more than one): the first fix missed it.
    ui = GameUI(message=TIP, paged=TIP)
    assert status.message_lines(ui, 80, 3) == status.message_lines(GameUI(message=TIP), 80, 3)
    assert status.message_lines(ui, 80, 3)[-1] != "new ground"


def test_a_message_too_long_for_its_rows_is_cut_as_before() -> None:
    ui = GameUI(message=TIP)
    assert status.message_lines(ui, 40, 2) == wrap_text(TIP, 40, 2)
    assert status.message_lines(ui, 40, 2)[-1].endswith("...")
