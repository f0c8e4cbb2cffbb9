"""Game IDs at their edges: the white space a copy brings along, and the notice that a big
ID's board is being dealt (found by the mutation tester: the suite let changes to each
through)."""

from __future__ import annotations

import io
import sys

import pytest

from minesweeper import wording
from minesweeper.engine import GameId, GameIdError
from ttytext import Terminal


def test_white_space_of_any_kind_around_a_whole_id_is_ignored() -> None:
    # A copy from a web page or a chat brings a no-break space or a form feed along; the
    # ID read with it.
    for text in ("b-1z3-4.4\u00a0", "\x0c b-1z3-4.4\n", "\u3000b-1z3-4.4\x0b"):
        assert GameId.parse(text) == GameId.parse("b-1z3-4.4"), repr(text)


@pytest.mark.parametrize("text", ["b-1z\x0c\n3-4.4", "b-1z3\n\u00a0-4.4", "b-1z\x1f\r\n3-4.4",
                                  "b-1z3-4.\u2028\n4"])
def test_only_spaces_and_tabs_go_with_a_line_break_inside_an_id(text: str) -> None:
    # A screen that wrapped a long ID puts spaces or tabs around the break; other white
    # space there is not a wrapped line, and a damaged ID is not read as another one.
    with pytest.raises(GameIdError, match="not a game ID"):
        GameId.parse(text)


@pytest.mark.parametrize("game_id", ["n-50x50x300-1", "600x600x1000-1"])
def test_an_id_with_no_first_click_is_not_said_to_be_dealing(
        monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    # Such an ID deals nothing until the first click: "dealing the game ID's board..." was
    # then said for a board never dealt there.
    from minesweeper import cli

    monkeypatch.setattr(sys, "stderr", Terminal())
    cli.parse_options(["--game", game_id])
    assert sys.stderr.getvalue() == ""


def test_the_dealing_notice_goes_to_a_terminal_only(monkeypatch: pytest.MonkeyPatch) -> None:
    # Standard error redirected to a file or a pipe (a script's log) gets no progress line;
    # the same ID on a terminal does.
    from minesweeper import cli

    for stream, said in ((io.StringIO(), False), (Terminal(), True)):
        monkeypatch.setattr(sys, "stderr", stream)
        cli.parse_options(["--game", "n-50x50x300-1-25.25"])
        assert (stream.getvalue() == f"minesweeper: {wording.DEALING_ID}\n") is said
