"""Games kept as they are played: a window killed mid-game leaves its game for the next one,
and a game another window is playing is never offered twice."""

from __future__ import annotations

import errno
import json
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper import runs, wording
from minesweeper.engine import Action, Coord, Level, Move, Status
from minesweeper.kept import Keeper
from minesweeper.records import Store
from minesweeper.savedgame import MAX_SAVED
from minesweeper.session import Session
from minesweeper.settings import Settings

# Another window: it plays a seeded Beginner game (an open, a flag), says so, and waits.
PLAYER = """
import sys
from pathlib import Path
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings

session = Session(Settings.of_params(Level.BEGINNER.params, seed=4242),
                  store=Store(Path(sys.argv[1])))
session.play(Move(Action.OPEN, Coord(4, 4)))
closed = next(Coord(r, c) for r in range(8) for c in range(8)
              if not session.game.tile(Coord(r, c)).is_open)
session.play(Move(Action.FLAG, closed))
print(session.game.to_text().replace("\\n", "/"), flush=True)
sys.stdin.read()
"""


def other_window(folder: Path) -> tuple[subprocess.Popen[str], str]:
    """A process playing a game kept in `folder`, and its board as it stands."""
    child = subprocess.Popen([sys.executable, "-c", PLAYER, str(folder)], text=True,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert child.stdout is not None
    board = child.stdout.readline().strip()
    assert board, "the other window did not play"
    return child, board


def killed(child: subprocess.Popen[str]) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=10)


def test_a_game_killed_mid_play_is_offered_again_as_it_was(tmp_path: Path) -> None:
    child, board = other_window(tmp_path)
    [lock] = tmp_path.glob(f"{runs.PREFIX}*.lock")
    try:
        # While it plays, no other window is offered its game, nor can take it.
        assert Store(tmp_path).saved_game() is None
        assert Store(tmp_path).take_saved() is None
        assert Keeper(tmp_path).kept() is None
    finally:
        killed(child)
    kept = Keeper(tmp_path).kept()
    assert kept is not None and kept.title == "Beginner, seeded"
    session = Keeper(tmp_path).resume()
    assert session is not None
    assert session.game.to_text().replace("\n", "/") == board
    assert session.game.status is Status.PLAYING
    assert not lock.exists()  # the killed run's lock file goes once its end is found
    # Its clock lost the time since its last move, with the board seen: no best time.
    assert not session.fairness.is_fair
    assert "recovered after a kill" in session.fairness.unranked_reason("")


def test_a_lock_is_held_while_its_run_lives_and_only_then(tmp_path: Path) -> None:
    child, _ = other_window(tmp_path)
    [lock] = tmp_path.glob(f"{runs.PREFIX}*.lock")
    run = lock.name[len(runs.PREFIX):-len(".lock")]
    assert runs.is_playing(tmp_path, run)
    killed(child)
    assert not runs.is_playing(tmp_path, run)
    assert not lock.exists()
    assert not runs.is_playing(tmp_path, "0" * 32)  # never was: no file
    assert not runs.is_playing(tmp_path, "../x")  # not a run's name at all


def test_a_run_that_ends_normally_removes_its_lock(tmp_path: Path) -> None:
    child, _ = other_window(tmp_path)
    assert child.stdin is not None
    child.stdin.close()  # it reads to the end of its input, then ends as a program does
    child.wait(timeout=10)
    assert not list(tmp_path.glob(f"{runs.PREFIX}*"))
    assert Store(tmp_path).saved_game() is not None  # its game: never left, so still kept


def test_a_game_is_kept_after_each_move_and_its_mark_goes_when_it_is_left(
        tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7), store=store)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    games = json.loads((tmp_path / "saved-game.json").read_text())["data"]["games"]
    assert len(games) == 1 and games[0]["playing"] == runs.this_run(tmp_path)
    assert games[0]["moves"] == ["O4,4"]
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if not session.game.tile(Coord(r, c)).is_open)
    session.play(Move(Action.FLAG, closed))
    games = json.loads((tmp_path / "saved-game.json").read_text())["data"]["games"]
    assert len(games) == 1 and len(games[0]["moves"]) == 2
    assert session.save()  # left: any window may resume it
    games = json.loads((tmp_path / "saved-game.json").read_text())["data"]["games"]
    assert len(games) == 1 and "playing" not in games[0]


def test_a_game_given_up_or_finished_is_no_longer_kept_and_counts_once(
        tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session(Settings.of_params(Level.BEGINNER.params), store=store)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert (tmp_path / "saved-game.json").exists()
    session.new_game()  # the first is given up: played and lost
    assert not (tmp_path / "saved-game.json").exists()
    assert store.stats()["beginner"].played == 1
    game = session.game
    session.play(Move(Action.OPEN, Coord(4, 4)))
    field = game.minefield
    assert field is not None
    mine = next(iter(field.mine_indices))
    session.play(Move(Action.OPEN, Coord(mine // 8, mine % 8)))
    assert game.status is Status.LOST
    # Only its loss's note is left (see `pushing`), until the next game is kept.
    data = json.loads((tmp_path / "saved-game.json").read_text())["data"]
    assert data["games"] == [] and len(data["pushed"]) == 1
    assert store.stats()["beginner"].played == 2
    runs.let_go(tmp_path)
    assert Store(tmp_path).saved_game() is None
    session.new_game()
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert "pushed" not in json.loads((tmp_path / "saved-game.json").read_text())["data"]
    assert store.stats()["beginner"].played == 2


def test_making_room_never_gives_up_a_game_another_window_is_playing(tmp_path: Path) -> None:
    child, board = other_window(tmp_path)
    try:
        for _ in range(MAX_SAVED + 1):  # one more than are kept: the oldest left goes
            session = Session(Settings.of_params(Level.BEGINNER.params), store=Store(tmp_path))
            session.play(Move(Action.OPEN, Coord(4, 4)))
            assert session.save()
        runs.let_go(tmp_path)
        games = json.loads((tmp_path / "saved-game.json").read_text())["data"]["games"]
        assert len(games) == MAX_SAVED + 1 and sum("playing" in game for game in games) == 1
        assert Store(tmp_path).stats()["beginner"].played == 1
    finally:
        killed(child)
    resumed = Keeper(tmp_path).resume(next(
        game["token"] for game in games if "playing" in game))
    assert resumed is not None and resumed.game.to_text().replace("\n", "/") == board


def test_a_lock_file_removed_by_hand_is_made_again_at_the_next_move(tmp_path: Path) -> None:
    run = runs.this_run(tmp_path)
    assert run is not None
    lock = tmp_path / f"{runs.PREFIX}{run}.lock"
    lock.unlink()  # another window would take this run's game for one whose run is over
    assert runs.this_run(tmp_path) == run and lock.exists()
    child = subprocess.run([sys.executable, "-c", "import sys; from pathlib import Path; "
                            "from minesweeper import runs; "
                            "print(runs.is_playing(Path(sys.argv[1]), sys.argv[2]))",
                            str(tmp_path), run], capture_output=True, text=True, check=True)
    assert child.stdout.strip() == "True"


def taken_by_another_window(folder: Path) -> tuple[Session, Path]:
    """A Beginner game kept as played, then taken by another window as far as the file
    shows (as when this run's lock file was removed by hand), noticed at the next move;
    and the kept games' file."""
    session = Session(Settings.of_params(Level.BEGINNER.params), store=Store(folder))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    path = folder / "saved-game.json"
    document = json.loads(path.read_text())
    [game] = document["data"]["games"]
    game |= {"token": "b" * 32, "playing": "c" * 32}  # as another window's resume takes it
    path.write_text(json.dumps(document))
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if not session.game.tile(Coord(r, c)).is_open)
    session.play(Move(Action.FLAG, closed))
    return session, path


def test_a_game_taken_by_another_window_is_neither_put_back_nor_counted_here(
        tmp_path: Path) -> None:
    # A run's lock file removed by hand let another window take its game; the first went
    # on, and both counted it (a helper's stats: played 2 for one game).
    session, path = taken_by_another_window(tmp_path)
    assert [kept["token"] for kept in json.loads(path.read_text())["data"]["games"]] \
        == ["b" * 32]  # not put back
    assert session.taken and wording.TAKEN_ELSEWHERE in session.store.take_notices()
    assert not Keeper.of(session).can_keep(session) and not session.save()  # type: ignore[union-attr]
    session.new_game()  # giving it up here counts nothing: the other window counts it
    assert Store(tmp_path).stats()["beginner"].played == 0


def test_a_game_taken_by_another_window_is_not_put_back_at_later_moves(
        tmp_path: Path) -> None:
    # Once another window took the game, this one keeps it no more: when the other
    # window's game ends (its entry gone), a move here must not bring it back.
    session, path = taken_by_another_window(tmp_path)
    assert session.taken
    document = json.loads(path.read_text())
    document["data"]["games"] = []  # the other window finished it
    path.write_text(json.dumps(document))
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if not session.game.tile(Coord(r, c)).is_open)
    session.play(Move(Action.FLAG, closed))  # (the flag taken back)
    session.catch_up()
    assert json.loads(path.read_text())["data"]["games"] == []


def test_a_game_whose_file_was_set_aside_is_kept_again_at_the_next_move(
        tmp_path: Path) -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params), store=Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    (tmp_path / "saved-game.json").unlink()  # no other window has it: nothing took it
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if not session.game.tile(Coord(r, c)).is_open)
    session.play(Move(Action.FLAG, closed))
    assert session.kept_as_played and not session.taken


def test_games_left_by_many_killed_windows_all_count_once_given_up(tmp_path: Path) -> None:
    # 45 windows killed mid-game, then one game left: the file held 46 games, and reading
    # it kept only the last 40, so 6 went without ever being counted as lost.
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7), store=Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    runs.let_go(tmp_path)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    [game] = document["data"]["games"]
    game["flags"]["seeded"], game["flags"]["ranked"] = False, True
    document["data"]["games"] = [game | {"token": f"{i:032x}", "playing": f"{i + 1:032x}"}
                                 for i in range(45)]  # runs that are over: no lock files
    path.write_text(json.dumps(document))
    left = Session(Settings.of_params(Level.BEGINNER.params), store=Store(tmp_path))
    left.play(Move(Action.OPEN, Coord(4, 4)))
    assert left.save()
    games = json.loads(path.read_text())["data"]["games"]
    assert len(games) == MAX_SAVED and not any("playing" in game for game in games)
    assert Store(tmp_path).stats()["beginner"].played == 45 + 1 - MAX_SAVED


def test_the_quit_question_counts_every_kept_game_leaving_gives_up(tmp_path: Path) -> None:
    # Ten games left and two of killed windows: leaving one more gives up three, and the
    # question named only the oldest.
    for _ in range(MAX_SAVED):
        left = Session(Settings.of_params(Level.BEGINNER.params), store=Store(tmp_path))
        left.play(Move(Action.OPEN, Coord(4, 4)))
        assert left.save()
    runs.let_go(tmp_path)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    games = document["data"]["games"]
    games += [games[0] | {"token": f"{i:032x}", "playing": f"{i + 1:032x}"} for i in range(2)]
    path.write_text(json.dumps(document))
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    wide, narrow = keeper.leave_question(session)
    assert wide == "Quit? The game is kept, but the 3 oldest kept games are given up, as lost (y/n)"
    assert narrow == "Quit? Kept; 3 older games go, 3 lost (y/n)"  # (it left out "lost")
    assert session.save()
    assert Store(tmp_path).stats()["beginner"].played == 3


def test_a_file_named_like_a_lock_but_not_a_runs_is_never_removed(tmp_path: Path) -> None:
    # A kept game's "playing" is read from a file: a name that is not a run's must not make
    # the game open, lock or remove a file of that name.
    other = tmp_path / f"{runs.PREFIX}notes.lock"
    other.write_text("mine")
    assert not runs.is_playing(tmp_path, "notes")
    assert not runs.plays(tmp_path, {"playing": "notes"})
    run = runs.this_run(tmp_path)  # a run starting sweeps old lock files: not this one
    runs.let_go(tmp_path)
    assert run is not None and other.read_text() == "mine"


def test_where_no_lock_can_be_taken_no_run_claims_a_game_nor_leaves_a_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A folder where files cannot be locked (no flock there): games are kept only when
    # left, never marked as played by a run no other window can see is alive.
    monkeypatch.setattr(runs, "try_lock", lambda fd: None)
    assert runs.this_run(tmp_path) is None
    assert runs.this_run(tmp_path) is None  # asked again: still none, and no file made
    assert list(tmp_path.iterdir()) == []
    runs._NONE.discard(tmp_path)


def test_a_runs_lock_file_is_for_its_owner_alone(tmp_path: Path) -> None:
    run = runs.this_run(tmp_path)
    mode = (tmp_path / f"{runs.PREFIX}{run}.lock").stat().st_mode
    runs.let_go(tmp_path)
    assert stat.S_IMODE(mode) == 0o600


def test_a_lock_that_cannot_be_tried_counts_its_run_as_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A data folder where flock fails (ENOLCK: NFS without its lock daemon): a game left by
    # a killed window made the menu end in a traceback at every start.
    dead = "0" * 32
    lock = tmp_path / f"{runs.PREFIX}{dead}.lock"
    lock.write_text("")

    def no_locks(fd: int) -> bool:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(runs, "try_lock", no_locks)
    assert not runs.is_playing(tmp_path, dead)
    assert not runs.plays(tmp_path, {"playing": dead})
    assert lock.exists()  # not known to be free: left alone


@pytest.mark.parametrize("next_game", ["new_game", "replay"])
def test_the_next_game_after_one_taken_elsewhere_is_kept_again(
        tmp_path: Path, next_game: str) -> None:
    # Another window took the game (its lock file removed by hand); `n` or `r` here then
    # dealt a game that was never kept as played, nor on quit (`taken` stayed set).
    session, _ = taken_by_another_window(tmp_path)
    assert session.taken
    getattr(session, next_game)()
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert session.kept_as_played
    keeper = Keeper.of(session)
    assert keeper is not None and keeper.can_keep(session) and session.save()
    assert len(Store(tmp_path).tokens_on_disk()) == 2


SWEEP = "import sys; from pathlib import Path; from minesweeper import runs; " \
        "runs._sweep(Path(sys.argv[1]))"


def test_a_run_whose_new_lock_file_another_window_swept_still_keeps_its_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Two windows making their first move at once: the second one's sweep found the
    # first one's lock file made but not yet locked, and removed it. The first then kept
    # no game as played for the rest of its run (a kill lost every game it played, and
    # a game it resumed was taken off the list, to be lost the same way).
    real = runs.try_lock

    def swept_first(fd: int) -> bool | None:
        monkeypatch.setattr(runs, "try_lock", real)
        subprocess.run([sys.executable, "-c", SWEEP, str(tmp_path)], check=True)
        return real(fd)

    monkeypatch.setattr(runs, "try_lock", swept_first)
    session = Session(Settings.of_params(Level.BEGINNER.params), store=Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if not session.game.tile(Coord(r, c)).is_open)
    session.play(Move(Action.FLAG, closed))
    assert session.kept_as_played


def test_a_game_taken_by_another_window_does_not_show_its_id_here(tmp_path: Path) -> None:
    # The other window plays (and counts) the same board: this one's help must not give
    # its ID away (it deals the whole board), as the taking window's does not.
    session, _ = taken_by_another_window(tmp_path)
    assert session.taken and session.game.status is Status.PLAYING
    assert session.shown_game_id is None
