"""The custom form as a player types into it, in process."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Params
from minesweeper.tui.screens.form import FormScreen


def test_a_space_between_numbers_moves_to_the_next_field_and_enter_plays() -> None:
    # "9 40 150" typed as a player writes a size: each space ends a number, as Tab does;
    # the space used to start the game at once, 9 rows by the form's old columns and mines.
    player = Player().press("c", "9", " ", "40", " ", "150")
    assert isinstance(player.app.screen, FormScreen)
    assert player.app.screen.form.values == ["9", "40", "150"]
    player.press(" ")  # on Mines, round to Rows again: still no game
    assert isinstance(player.app.screen, FormScreen)
    player.press("Enter")
    assert player.game.game.params == Params(9, 40, 150)
