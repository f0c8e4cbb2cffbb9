"""After a game ends, a reply (x, t, e) takes the end note's place in the rows found for the
note as the game ended: a resize away and back finds the same rows, so the same state at
the same size draws the same screen (it laid the rows out again from the reply: the keys'
row moved up, or the Game ID gave way to "see help")."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Level, Params
from minesweeper.settings import Mode

STRICT = {"mode": Mode.STRICT}


def test_a_reply_after_a_strict_loss_keeps_its_rows_through_a_resize() -> None:
    player = Player(Level.BEGINNER.params, 30, 90, seed=86, settings_of=STRICT)
    player.resize(28, 153).click(9, 87).press("t").resize(21, 76).press("L", "Enter")
    assert player.game.session.game.is_over
    player.press("x")
    before = player.text
    assert player.resize(37, 152).resize(21, 76).text == before


def test_the_game_id_stays_under_the_board_after_a_reply_and_a_resize() -> None:
    player = Player(Params(60, 20, 100), 24, 80, seed=66, settings_of=STRICT, ascii=True)
    player.click(12, 30).press("J", " ")
    assert player.game.session.game.is_over
    player.press("x")
    before = player.text
    assert "Game ID" in before
    assert player.resize(1, 183).resize(24, 80).text == before
