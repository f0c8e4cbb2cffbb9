"""A big board's chance map says it is working before it counts (a 200 x 200 board with
thousands of cells opened here and there took seconds, the screen frozen without a word),
and the message shown before comes back once the map is made."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Params
from minesweeper.wording.chances import CHANCES_WORKING


def watched(player: Player) -> list[str]:
    """The screen's text each time the map is counted, from now on."""
    session = player.game.session
    count = session.probabilities
    seen: list[str] = []

    def probabilities():  # type: ignore[no-untyped-def]
        seen.append(player.text)
        return count()

    session.probabilities = probabilities  # type: ignore[method-assign]
    return seen


def test_a_big_boards_map_says_it_is_working_first() -> None:
    player = Player(Params(100, 100, 2000)).press(" ")
    seen = watched(player)
    refreshes = player.terminal.refreshes
    player.press("i")
    assert len(seen) == 1 and CHANCES_WORKING.capitalize() in seen[0]
    assert player.terminal.refreshes == refreshes + 2  # the words, then the map
    assert player.game.ui.overlay and CHANCES_WORKING.capitalize() not in player.text


def test_a_move_under_a_big_boards_map_says_so_and_keeps_its_words() -> None:
    player = Player(Params(100, 100, 2000)).press(" ", "i")
    seen = watched(player)
    player.press("f")  # refused (the cell is open): the map stays as it is
    assert not seen and player.game.ui.message
    player.press("l", "l", "l", "l", "l", " ")  # a safe cell (seed 1)
    assert not player.game.game.is_over and player.game.ui.message == ""
    assert seen and CHANCES_WORKING.capitalize() in seen[-1]
    assert CHANCES_WORKING.capitalize() not in player.text


def test_a_small_boards_map_is_drawn_at_once() -> None:
    player = Player(Params(16, 30, 99)).press(" ")
    seen = watched(player)
    refreshes = player.terminal.refreshes
    player.press("i")
    assert len(seen) == 1 and CHANCES_WORKING.capitalize() not in seen[0]
    assert player.terminal.refreshes == refreshes + 1
