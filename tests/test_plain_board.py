"""Plain play for a bot that lost its place: `board` shows the board again, changing
nothing."""

from __future__ import annotations

import io

from minesweeper import plain
from minesweeper.engine import Level
from minesweeper.session import Session
from minesweeper.settings import Settings


def played(commands: str) -> tuple[Session, str]:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=5), lambda: 0.0)
    out = io.StringIO()
    plain.run(session, io.StringIO(commands), out)
    return session, out.getvalue()


def test_board_shows_the_board_and_status_again_and_changes_nothing() -> None:
    session, text = played("open 4 4\nsync a\nboard\nsync b\nb\nsync c\n")
    lines = text.splitlines()
    shown = lines[lines.index("sync: a") + 1: lines.index("sync: b")]
    again = lines[lines.index("sync: b") + 1: lines.index("sync: c")]
    after_open = lines[lines.index("sync: a") - len(shown): lines.index("sync: a")]
    assert len(shown) == 9 and shown == again == after_open  # 8 rows and the status
    assert shown[-1].startswith("Beginner, seeded | mines left: 10 | playing")
    assert len(session.game.moves) == 1 and not session.assisted

