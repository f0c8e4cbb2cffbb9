"""Asking for a hint on a finished position: an answer of its own, not a contradiction."""

from __future__ import annotations

import pytest

from minesweeper.engine import (
    Coord,
    HintError,
    HintKind,
    InconsistentError,
    NothingToHintError,
    Position,
    hint,
    player_hint,
)

FINISHED = [("..\n..", 0), ("1F\n11", 1), ("F2F\n121", 2)]


@pytest.mark.parametrize(("text", "mines"), FINISHED)
def test_a_finished_position_has_nothing_to_hint_and_is_not_called_impossible(
        text: str, mines: int) -> None:
    with pytest.raises(NothingToHintError, match="there is nothing to hint") as raised:
        hint(Position.from_text(text, mines))
    assert not isinstance(raised.value, InconsistentError)  # a bot reads that as a misread


@pytest.mark.parametrize(("text", "mines"), FINISHED)
def test_the_players_hint_says_so_in_the_same_error_a_hint_does(text: str, mines: int) -> None:
    # It raised a plain HintError, and NothingToHintError was none: `except
    # NothingToHintError` around player_hint, as the README names it, never ran.
    with pytest.raises(NothingToHintError, match="there is nothing to hint") as raised:
        player_hint(Position.from_text(text, mines))
    assert isinstance(raised.value, HintError)  # what the front ends catch


def test_a_contradiction_is_still_called_one() -> None:
    with pytest.raises(InconsistentError):
        hint(Position.from_text("2#\n##", 1))


def test_the_players_hint_names_a_wrong_flag_first() -> None:
    # The library's `hint` gives the first deduction (row 2, column 2 is safe); the hint a
    # player asks for points out the flag first, as its docstring says.
    given = player_hint(Position.from_text(".1F\n.1#\n.1#", 1))
    assert given.kind is HintKind.WRONG_FLAG and given.cell == Coord(0, 2)
