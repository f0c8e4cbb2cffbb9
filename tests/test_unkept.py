"""A game that cannot be kept (a data folder that cannot be written) is never said to be."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Callable

import pytest

from minesweeper import plain, runs, wording
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.settings import Settings


def blocked(tmp_path: Path) -> Path:
    """A data folder that cannot be made: a file stands where its parent should be."""
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the data folder should be")
    return blocker / "minesweeper"


def test_a_folder_that_cannot_be_written_cannot_keep_games_and_says_why_once(
        tmp_path: Path) -> None:
    store = Store(blocked(tmp_path))
    assert not store.can_keep_games()
    [notice] = store.take_notices()  # it cannot be read either, here
    assert notice == (f"games left in progress will not be kept: {tmp_path / 'not-a-dir'} "
                      "is a file, not a folder")  # the file in the way, not the folder
    assert not store.can_keep_games() and store.take_notices() == []


def test_a_writable_folder_keeps_games_and_leaves_nothing_behind(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.can_keep_games() and store.take_notices() == []
    assert sorted(path.name for path in tmp_path.iterdir()) == ["saved-game.json.lock"]


def test_plain_play_never_says_a_game_is_kept_when_it_cannot_be(tmp_path: Path) -> None:
    session = Keeper(blocked(tmp_path)).session(Settings.of_params(Level.BEGINNER.params))
    out = io.StringIO()
    assert plain.run(session, io.StringIO("open 4 4\nquit\n"), out) == 0
    lines = out.getvalue().splitlines()
    note = next(i for i, line in enumerate(lines) if line.startswith("note: "))
    said = " ".join(" ".join(lines[note:note + 4]).split())
    assert "games left in progress will not be kept" in said
    statuses = [i for i, line in enumerate(lines) if line.startswith("Beginner |")]
    assert statuses[0] < note < statuses[1]  # said at the start, before the first move
    assert wording.KEPT_ON_QUIT not in lines and lines[-1] == wording.NOT_KEPT_ON_QUIT


def test_plain_play_says_the_game_is_kept_where_it_is(tmp_path: Path) -> None:
    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))
    out = io.StringIO()
    plain.run(session, io.StringIO("open 4 4\nquit\n"), out)
    lines = out.getvalue().splitlines()
    assert lines[-1] == wording.KEPT_ON_QUIT and not any(line.startswith("note:")
                                                         for line in lines)


class Lines(io.StringIO):
    """Input lines; `before_quit` runs as the line `quit` is read."""

    def __init__(self, text: str, before_quit: Callable[[], None]) -> None:
        super().__init__(text)
        self.before_quit = before_quit

    def readline(self, size: int | None = -1) -> str:
        line = super().readline(size)
        if line == "quit\n":
            self.before_quit()
        return line


def test_plain_play_says_a_kept_games_file_found_damaged_as_it_quits(tmp_path: Path) -> None:
    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))
    out = io.StringIO()
    # Another window leaves a folder where the kept games should be, while this one plays.
    path = tmp_path / "saved-game.json"  # (the game as played is in it: gone with it)
    lines = Lines("open 4 4\nquit\n", lambda: (path.unlink(), path.mkdir()))
    plain.run(session, lines, out)
    said = out.getvalue().splitlines()
    assert said[-1] == wording.KEPT_ON_QUIT
    note = " ".join(" ".join(said[-3:-1]).split())
    assert note.startswith("note: kept games could not be read: it is now saved-game.json.damaged-")
    assert note.endswith(" (saved-game.json was a directory)")
    assert Keeper(tmp_path).kept() is not None


def test_plain_play_says_as_it_starts_that_neither_games_nor_results_are_kept(
        tmp_path: Path) -> None:
    session = Keeper(blocked(tmp_path)).session(Settings.of_params(Level.BEGINNER.params))
    out = io.StringIO()
    plain.run(session, io.StringIO("open 4 4\nnew\nnew\nopen 4 4\nquit\n"), out)
    lines = out.getvalue().splitlines()
    moved = [i for i, line in enumerate(lines) if line.startswith("Beginner |")][1]
    notes = [line for line in lines if line.startswith("note: ")]
    start = [line for line in lines[:moved] if line.startswith("note: ")]  # before a move
    assert any("games left in progress will not be kept" in line for line in start)
    assert any("results will not be kept" in line for line in start)
    assert sum("will not be kept" in line for line in notes) == 2  # once each


def test_a_file_standing_as_the_data_folder_is_called_not_a_folder_when_results_are_kept(
        tmp_path: Path) -> None:
    # The menu read it as "Not a directory"; writing the results at the end said "File
    # exists" (what making the folder says), two reasons for one file.
    from minesweeper.engine import Coord, Game
    from minesweeper.engine.boardfile import parse

    folder = tmp_path / "minesweeper"
    folder.write_text("a file where the data folder should be")
    game = Game.fixed(parse("2 2\n0 0\n"))
    for cell in (Coord(0, 1), Coord(1, 0), Coord(1, 1)):
        game.open(cell)
    store = Store(folder)
    store.record("beginner", game, fair=True)
    assert store.take_notices() == [f"results will not be kept: {folder} is a file, not a folder"]


def no_space(path: Path, text: str) -> None:
    raise OSError(28, "No space left on device")


def test_plain_play_says_kept_when_the_game_took_the_last_room_on_the_disk(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The check wants a whole block; the game, written first, took the last one: the game
    # was kept, and "cannot be kept" was said all the same. The check now comes first.
    from minesweeper import storage

    write = storage.write_atomic

    def filling(path: Path, text: str) -> None:
        write(path, text)
        if path.name == "saved-game.json":
            monkeypatch.setattr(storage, "try_writing", lambda *_: no_space(path, text))

    monkeypatch.setattr(storage, "write_atomic", filling)
    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))
    out = io.StringIO()
    plain.run(session, io.StringIO("open 4 4\nquit\n"), out)
    # Kept as it was played (the move wrote it and took the last room): so it is said.
    assert out.getvalue().splitlines()[-1] == wording.KEPT_BEFORE_ON_QUIT
    runs.let_go(tmp_path)  # as the run ends: the game is offered to the next
    assert Keeper(tmp_path).kept() is not None


def test_a_given_up_game_whose_loss_cannot_be_written_says_so_before_the_next(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper import storage

    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))
    out = io.StringIO()
    # The disk fills after the check that the loss could be written, as it is written.
    class Filling(io.StringIO):
        def readline(self, size: int | None = -1) -> str:
            line = super().readline(size)
            if line == "new\n" and self.tell() > len("open 4 4\nnew\n"):
                monkeypatch.setattr(storage, "write_atomic", no_space)
            return line

    plain.run(session, Filling("open 4 4\nnew\nnew\nquit\n"), out)
    said = out.getvalue().splitlines()
    given_up = next(i for i, line in enumerate(said) if line.startswith("note: the game in "))
    new = next(i for i, line in enumerate(said) if line.startswith("New game: "))
    note = " ".join(" ".join(said[given_up + 1:new]).split())
    assert note == f"note: results will not be kept: cannot write to {tmp_path} (No space " \
        "left on device)"


def test_a_folder_name_with_control_bytes_shows_escaped_in_the_notice(tmp_path: Path) -> None:
    # A name read from the environment keeps a byte that is not UTF-8 as "\udce9".
    odd = tmp_path / "x\x1b[31mred\udce9"
    odd.mkdir()
    store = Store(blocked(odd))
    assert not store.can_keep_games()
    [notice] = store.take_notices()
    assert "x\\x1b[31mred\\xe9" in notice and "\x1b" not in notice and "\udce9" not in notice


def test_a_file_further_up_is_the_one_named(tmp_path: Path) -> None:
    blocker = tmp_path / "share"
    blocker.write_text("a file where a folder above the data folder should be")
    store = Store(blocker / "deeper" / "minesweeper")
    assert not store.can_keep_games()
    assert store.take_notices() == [
        f"games left in progress will not be kept: {blocker} is a file, not a folder"]


@pytest.mark.parametrize("target", ["nowhere", "loop"])
def test_a_link_to_nothing_in_the_data_folder_s_path_is_not_called_a_file(
        tmp_path: Path, target: str) -> None:
    # A dangling link and a loop of links were "a file, not a folder"; what the system
    # says of them is said instead.
    link = tmp_path / "link"
    link.symlink_to(tmp_path / target)
    if target == "loop":
        (tmp_path / "loop").symlink_to(link)
    store = Store(link / "minesweeper")
    assert not store.can_keep_games()
    [notice] = store.take_notices()
    assert "not a folder" not in notice and str(link) in notice



def test_an_undo_where_results_cannot_be_kept_does_not_say_the_loss_is_counted(
        tmp_path: Path) -> None:
    def undone(folder: Path) -> str:
        session = Keeper(folder).session(Settings.of_params(Level.BEGINNER.params))
        session.play(Move(Action.OPEN, Coord(4, 4)))
        field = session.game.minefield
        assert field is not None
        assert session.play(Move(Action.OPEN, next(field.mines()))).finish is not None
        return session.undo().notice

    assert undone(tmp_path / "kept") == wording.UNDONE
    assert undone(blocked(tmp_path)) == wording.UNDONE_UNRECORDED  # it said "counted"
    assert "count" not in wording.UNDONE_UNRECORDED  # (the words the player reads)
    assert wording.UNDONE_UNRECORDED.endswith("play on (results cannot be kept)")
