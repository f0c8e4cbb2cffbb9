"""How a kept game's fairness flags are read back: a save from before they were kept is
neither helped nor replayed (the test fails with changes the rest of the suite let
through)."""

from __future__ import annotations

from minesweeper.turns import Fairness


def test_a_kept_game_from_before_fairness_was_kept_counts_as_its_settings_say() -> None:
    # Older saves kept none of these flags: the game was neither helped nor replayed, and
    # nothing was taken back.
    older = Fairness.from_flags({}, ranked=True)
    assert older == Fairness(ranked=True)
    assert older.counts and older.is_fair and older.unranked_reason("") == ""
    unranked = Fairness.from_flags({}, ranked=False)
    assert not unranked.counts
    assert unranked.unranked_reason("board file") == "board file"
    assert Fairness.from_flags(Fairness(True, assisted=True).to_flags(), ranked=False) \
        == Fairness(True, assisted=True)
