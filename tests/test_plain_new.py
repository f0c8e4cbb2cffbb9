"""Plain `new` over a game it would count as lost asks first: a second `new` in a row does it."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from minesweeper import plain, wording
from minesweeper.engine import Level, Status
from minesweeper.kept import Keeper
from minesweeper.session import Session
from minesweeper.settings import Settings

ASKS = f"note: {wording.NEW_GIVES_UP}"
GIVES_UP = f"note: {wording.GIVEN_UP}"


def counted(tmp_path: Path) -> Session:
    """A Beginner session at a terminal: its games count, a game given up as a loss."""
    return Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))


def played(session: Session, commands: str) -> list[str]:
    out = io.StringIO()
    plain.run(session, io.StringIO(commands), out)
    return out.getvalue().splitlines()


def test_one_new_mid_game_only_asks_and_the_game_goes_on(tmp_path: Path) -> None:
    session = counted(tmp_path)
    lines = played(session, "open 4 4\nnew\n")
    assert lines[-2:] == [ASKS, wording.KEPT_ON_QUIT] and GIVES_UP not in lines
    assert session.game.status is Status.PLAYING and session.game.opened > 0
    assert session.store is not None and session.store.stats()["beginner"].played == 0


def test_a_second_new_in_a_row_gives_the_game_up_as_a_loss(tmp_path: Path) -> None:
    session = counted(tmp_path)
    lines = played(session, "open 4 4\nnew\n\n# sure\nnew\n")
    assert lines.count(ASKS) == 1 and lines.count(GIVES_UP) == 1
    assert lines.index(ASKS) < lines.index(GIVES_UP)
    assert lines[-1].endswith("| not started | time: 0 s")
    assert session.store is not None and session.store.stats()["beginner"].played == 1


def test_another_command_between_the_two_asks_again(tmp_path: Path) -> None:
    session = counted(tmp_path)
    lines = played(session, "open 4 4\nnew\nhelp\nnew\n")
    assert lines.count(ASKS) == 2 and GIVES_UP not in lines
    assert session.game.status is Status.PLAYING


def test_a_game_not_started_or_over_or_not_counted_starts_again_at_once(
    tmp_path: Path,
) -> None:
    lines = played(counted(tmp_path), "new\n")
    assert ASKS not in lines and lines[-1].endswith("| not started | time: 0 s")
    every_cell = "".join(f"open {row} {col}\n" for row in range(8) for col in range(8))
    lines = played(counted(tmp_path), every_cell + "new\n")  # won or lost by the end
    assert ASKS not in lines and lines[-1].endswith("| not started | time: 0 s")
    piped = Session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)  # no records
    lines = played(piped, "open 4 4\nnew\n")
    assert ASKS not in lines and lines[-1].endswith("| not started | time: 0 s")


def test_the_question_fits_a_line() -> None:
    assert len(ASKS) <= plain.LINE_WIDTH


def test_where_results_cannot_be_kept_new_never_says_the_game_counts(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"  # a file where the data folder should be: read-only
    blocker.write_text("a file where the data folder should be")
    session = Keeper(blocker / "minesweeper").session(Settings.of_params(Level.BEGINNER.params))
    lines = played(session, "open 4 4\nnew\nnew\n")
    said = " ".join(" ".join(lines).split())
    assert "count" not in said
    assert ASKS not in lines and GIVES_UP not in lines
    assert f"note: {wording.NEW_GIVES_UP_UNRECORDED}" in lines
    assert f"note: {wording.GIVEN_UP_UNRECORDED}" in said
    assert f"results will not be kept: {blocker} is a file, not a folder" in said  # and why
    assert lines[-1].endswith("| not started | time: 0 s")  # the second new gave it up


def test_a_new_game_is_named_before_its_board() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params))
    lines = played(session, "open 4 4\nnew\n")
    at = lines.index("New game: Beginner: 8 rows x 8 columns, 10 mines.")
    assert lines[at + 1] == "########"  # then its board, all closed


def test_a_kept_game_is_named_at_the_start_and_a_resumed_one_says_so(tmp_path: Path) -> None:
    played(counted(tmp_path), "open 4 4\nquit\n")  # kept
    lines = played(counted(tmp_path), "quit\n")
    assert f"note: {wording.ANOTHER_KEPT}" in lines
    resumed = Keeper(tmp_path).resume()
    assert resumed is not None
    lines = played(resumed, "quit\n")
    assert lines[0].startswith("Minesweeper: Beginner: 8 rows x 8 columns, 10 mines (resumed, ")
    assert f"note: {wording.ANOTHER_KEPT}" not in lines  # it was the only one kept
    played(counted(tmp_path), "open 4 4\nquit\n")  # two kept now
    again = Keeper(tmp_path).resume()
    assert again is not None
    assert f"note: {wording.ANOTHER_KEPT}" in played(again, "quit\n")


def test_quitting_keeps_the_game_with_one_write(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # Saved on quit and again on the way out: a big game's kept file took seconds twice.
    saves: list[bool] = []
    real = Session.save

    def save(self: Session) -> bool:
        saves.append(True)
        return real(self)

    monkeypatch.setattr(Session, "save", save)
    lines = played(counted(tmp_path), "open 4 4\nquit\n")
    assert lines[-1] == wording.KEPT_ON_QUIT and len(saves) == 1
    saves.clear()
    played(Session(Settings.of_params(Level.BEGINNER.params)), "open 4 4\n")  # piped: once
    assert len(saves) == 1


def test_a_sync_between_the_two_does_not_ask_again(tmp_path: Path) -> None:
    # A bot sends `sync` after every command (as the README says) to know a reply is
    # whole: it could never give a counted game up, each sync asking again.
    session = counted(tmp_path)
    lines = played(session, "open 4 4\nnew\nsync 1\nnew\nsync 2\n")
    assert lines.count(ASKS) == 1 and lines.count(GIVES_UP) == 1
    assert lines.index("sync: 1") < lines.index(GIVES_UP) < lines.index("sync: 2")
    assert session.store is not None and session.store.stats()["beginner"].played == 1
