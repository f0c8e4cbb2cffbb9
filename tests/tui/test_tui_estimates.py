"""`x` on a chance map that holds estimates says so of the chance it gives."""

from __future__ import annotations

import pytest
from standin import Player

from minesweeper.engine import Coord, Level


def test_x_hedges_a_chance_while_the_map_holds_estimates(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    # The note that the map holds estimates is the message line, gone at the next key;
    # x then said "under 0.1% chance of a mine" of a cell the map had estimated (found by
    # the chance map auditor: 20.7% in truth). The second game has every part estimated,
    # as on a board too wide to count.
    from minesweeper.engine import enumeration

    def described() -> str:
        player = Player(Level.BEGINNER.params, seed=2).press(" ", "i")
        overlay = player.game.ui.overlay
        assert overlay is not None
        unsure = next(index for index, chance in sorted(overlay.items()) if 0 < chance < 1)
        player.game.ui.cursor = Coord(unsure // 8, unsure % 8)
        return " ".join(player.press("x").text.split())

    assert "chance of a mine arrows" in described()  # (the footer's keys next)
    real = enumeration._backtrack

    def cut_short(part, by_cell, needs, node_limit):  # type: ignore[no-untyped-def]
        real(part, by_cell, needs, 1)
        part.capped = True

    monkeypatch.setattr(enumeration, "_backtrack", cut_short)
    monkeypatch.setattr(enumeration, "_count_by_states", lambda *parts: None)
    assert "chance of a mine (an estimate: the map holds some)" in described()
