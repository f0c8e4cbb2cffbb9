"""Best times, statistics and the saved game: kept, merged, and never lost."""

from __future__ import annotations

import datetime
import json
import multiprocessing
import os
from pathlib import Path

import pytest

from minesweeper.engine import Action, Coord, Game, Level, Move, parse
from minesweeper.engine.gameid import GameId
from minesweeper.notices import Notices
from minesweeper.records import SavedGame, Store
from minesweeper.session import Session
from minesweeper.settings import Settings
from minesweeper.statstext import format_stats
from minesweeper.tables import table_for, table_title

# A 2x3 board with one mine in the corner: opening 0 0 loses.
TINY = "*..\n...\n"


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def beginner_win(clock: FakeClock, seconds: float) -> Game:
    """A won Beginner game that took `seconds`, played by opening every safe cell."""
    import random

    game = Game.random(Level.BEGINNER.params, random.Random(7), clock=clock)
    game.open(Coord(3, 3))
    field = game.minefield
    assert field is not None
    clock.now += seconds
    for row in range(8):
        for col in range(8):
            if not field.is_mine(Coord(row, col)):
                game.open(Coord(row, col))
    assert game.is_over
    return game


def test_a_win_is_ranked_and_survives_a_new_store(tmp_path: Path) -> None:
    clock = FakeClock()
    store = Store(tmp_path)
    rank = store.record("beginner", beginner_win(clock, 12.3456), fair=True,
                        today=datetime.date(2026, 11, 29))
    assert rank == 1
    again = Store(tmp_path)
    [entry] = again.best()["beginner"]
    assert entry.ms == 12346 and entry.date == "2026-11-29"
    stats = again.stats()["beginner"]
    assert (stats.played, stats.won, stats.streak, stats.longest) == (1, 1, 1, 1)
    assert "average win 12.35 s" in format_stats(again)


def test_only_the_ten_best_are_kept_and_rank_is_reported(tmp_path: Path) -> None:
    store = Store(tmp_path)
    ranks = [store.record("beginner", beginner_win(FakeClock(), float(s)), fair=True)
             for s in (50, 40, 30, 20, 10, 60, 70, 80, 90, 100, 110, 5)]
    assert ranks == [1, 1, 1, 1, 1, 6, 7, 8, 9, 10, None, 1]
    times = [entry.ms // 1000 for entry in store.best()["beginner"]]
    assert times == [5, 10, 20, 30, 40, 50, 60, 70, 80, 90]


def test_unfair_and_unranked_games_are_not_counted(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.record("beginner", beginner_win(FakeClock(), 3), fair=False,
                        counted=False) is None
    assert store.record(None, beginner_win(FakeClock(), 3), fair=True) is None
    assert store.best()["beginner"] == []
    assert store.stats()["beginner"].played == 0


def test_an_assisted_game_counts_in_the_statistics_but_sets_no_best_time(
        tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.record("beginner", beginner_win(FakeClock(), 3), fair=False) is None
    assert store.best()["beginner"] == []
    assert (store.stats()["beginner"].played, store.stats()["beginner"].won) == (1, 1)


def test_a_kept_game_pushed_off_the_list_counts_as_lost(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for _ in range(11):  # one more than the list keeps
        kept_beginner(store)
    assert store.stats()["beginner"].played == 1  # the oldest, given up
    assert store.stats()["beginner"].won == 0
    assert table_for(Level.ADVANCED.params, "no-guess") == "advanced-no-guess"
    assert table_for(Level.BEGINNER.params, "forgiving") == "beginner-forgiving"
    assert table_title("intermediate-strict") == "Intermediate (strict)"


def test_a_loss_breaks_the_streak(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record("beginner", beginner_win(FakeClock(), 9), fair=True)
    store.record("beginner", beginner_win(FakeClock(), 9), fair=True)
    lost = Game.fixed(parse(TINY))
    lost.open(Coord(0, 0))
    store.record("beginner", lost, fair=True)
    stats = store.stats()["beginner"]
    assert (stats.played, stats.won, stats.streak, stats.longest) == (3, 2, 0, 2)


def test_saved_game_resumes_with_board_flags_and_clock(tmp_path: Path) -> None:
    clock = FakeClock()
    game = Game.fixed(parse(TINY), clock=clock)
    game.open(Coord(1, 0))
    game.toggle_flag(Coord(0, 0))
    clock.now += 42.5
    store = Store(tmp_path)
    store.save_game(SavedGame.of(game, None, "Board tiny", "t1"))
    later = FakeClock()
    restored = Store(tmp_path).saved_game()
    assert restored is not None and restored.title == "Board tiny"
    back = restored.restore(later)
    assert back.to_text() == game.to_text() == "F##\n1##"
    assert back.elapsed == pytest.approx(42.5)
    later.now += 1
    assert back.elapsed == pytest.approx(43.5)
    store.discard_saved("t1")
    assert Store(tmp_path).saved_game() is None


DAMAGE = {
    "truncated": b'{"kind": "minesweeper-records", "version": 1, "data": {"be',
    "binary": bytes(range(256)) * 4,
    "wrong type": b"[1, 2]",
    "NaN": b'{"kind": "minesweeper-records", "version": 1, "data": '
           b'{"best": {"beginner": [{"ms": NaN, "date": "x", "three_bv": 1}]}}}',
    "huge": b" " * (5 * 1024 * 1024) + b"{}",
    "wrong field": b'{"kind": "minesweeper-records", "version": 1, "data": '
                   b'{"stats": {"beginner": {"played": "many"}}}}',
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_file_is_set_aside_and_play_goes_on(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "records.json"
    path.write_bytes(DAMAGE[damage])
    store = Store(tmp_path)
    assert store.best()["beginner"] == []
    notices = store.take_notices()
    assert len(notices) == 1 and "damaged" in notices[0]
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("records.json.damaged")]
    assert len(kept) == 1 and kept[0].read_bytes() == DAMAGE[damage]
    assert store.record("beginner", beginner_win(FakeClock(), 4), fair=True) == 1
    assert json.loads(path.read_text())["version"] == 1
    assert store.take_notices() == []


def test_an_unwritable_folder_is_reported_once(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the data folder should be")
    store = Store(blocker / "minesweeper")
    assert store.record("beginner", beginner_win(FakeClock(), 4), fair=True) == 1
    assert store.record("beginner", beginner_win(FakeClock(), 5), fair=True) == 2
    [notice] = store.take_notices()
    assert "results will not be kept" in notice
    # The session still sees its own results (kept in memory until the process ends).
    assert [best.ms for best in Store(blocker / "minesweeper").best()["beginner"]] == [4000, 5000]
    assert Store(blocker / "minesweeper").take_notices() == []  # told once, whichever Store


def _record_many(directory: str, count: int) -> None:
    store = Store(Path(directory))
    for _ in range(count):
        store.record("beginner", beginner_win(FakeClock(), 1 + os.getpid() % 7), fair=True)


def test_two_processes_recording_at_once_lose_nothing(tmp_path: Path) -> None:
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_record_many, args=(str(tmp_path), 25)) for _ in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0
    assert Store(tmp_path).stats()["beginner"].played == 50


def test_the_stats_command_prints_what_was_kept(tmp_path: Path) -> None:
    import subprocess
    import sys

    Store(tmp_path / "minesweeper").record(
        "beginner", beginner_win(FakeClock(), 7.5), fair=True, today=datetime.date(2026, 1, 2))
    command = Path(sys.executable).parent / "minesweeper"
    result = subprocess.run([str(command), "--stats"], capture_output=True, text=True,
                            env={**os.environ, "XDG_DATA_HOME": str(tmp_path)}, check=False)
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == "Beginner: played 1, won 1 (100%), streak 1, longest 1, average win 7.50 s"
    assert lines[1].split()[:4] == ["1.", "7.50", "s", "2026-01-02"]


def test_a_kept_game_survives_another_game_ending(tmp_path: Path) -> None:
    from minesweeper.session import Session

    store = Store(tmp_path)
    first = Session(Settings.of_params(Level.BEGINNER.params), FakeClock(), store=store)
    kept = first.new_game()
    kept.open(Coord(4, 4))
    first.save()
    other = Session(Settings.of_params(Level.BEGINNER.params), FakeClock(), store=store)
    other.play(Move(Action.OPEN, Coord(4, 4)))
    field = other.game.minefield
    assert field is not None
    finish = other.play(Move(Action.OPEN, next(field.mines()))).finish
    assert finish is not None and finish.rank is None
    assert store.saved_game() is not None  # still there to resume
    first.abandon()
    assert store.saved_game() is None


def test_known_seeds_are_not_ranked() -> None:
    from minesweeper.cli import parse_options

    assert parse_options(["--beginner"]).settings.is_ranked
    assert not parse_options(["--beginner", "--seed", "3"]).settings.is_ranked


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
def test_stats_into_a_closed_pipe_or_a_full_disk_is_never_a_traceback(tmp_path: Path) -> None:
    import subprocess
    import sys

    command = str(Path(sys.executable).parent / "minesweeper")
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    piped = subprocess.run(f"'{command}' --stats | true", shell=True, capture_output=True,
                           text=True, env=env, check=False)
    assert piped.returncode == 0 and "Traceback" not in piped.stderr
    with open("/dev/full", "w") as full:
        result = subprocess.run([command, "--stats"], stdout=full, stderr=subprocess.PIPE,
                                text=True, env=env, check=False)
    assert result.returncode == 2
    assert result.stderr == "minesweeper: cannot write the output (No space left on device)\n"
    for option in ("--stats", "--version", "--help"):  # standard output closed: no success
        closed = subprocess.run(f"'{command}' {option} >&-", shell=True, capture_output=True,
                                text=True, env=env, check=False)
        assert (closed.returncode, closed.stderr) == (
            2, "minesweeper: cannot write the output (standard output is closed)\n")


def test_resume_says_when_the_saved_game_was_damaged(tmp_path: Path) -> None:
    from test_resume_plain import read_until, start, wait_exit

    folder = tmp_path / "minesweeper"
    folder.mkdir()
    (folder / "saved-game.json").write_text("[1, 2]")
    process = start(tmp_path, "--resume")  # at a terminal: a script's --resume is refused
    said = " ".join(read_until(process, "there is no kept game to resume").split())
    assert said.startswith("minesweeper: kept games were damaged: the file is now "
                           "saved-game.json.damaged-")
    assert said.endswith(" (a JSON list, not an object) minesweeper: there is no kept game to "
                         "resume")
    assert wait_exit(process) == 2


def kept_beginner(store: Store, seed: int | None = None) -> tuple[Session, Game]:
    """A Beginner game opened once and kept, as leaving it would keep it."""
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=seed), FakeClock(),
                      store=store)
    game = session.new_game()
    game.open(Coord(4, 4))
    session.save()
    return session, game


def test_each_window_keeps_its_own_game_and_resuming_takes_it(tmp_path: Path) -> None:
    store = Store(tmp_path)
    first_session, first = kept_beginner(store)
    second_session, second = kept_beginner(store)
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if second.tile(Coord(r, c)).value == "#")
    assert second.toggle_flag(closed).applied
    second_session.save()  # saving again replaces its own entry, not the other
    taken = store.take_saved()
    assert taken is not None and taken.moves == list(second.moves) and len(taken.moves) == 2
    left = store.saved_game()
    assert left is not None and left.moves == list(first.moves)
    assert store.take_saved() is not None
    assert store.take_saved() is None  # a second window finds nothing to resume twice


def test_a_game_ending_in_one_window_leaves_other_kept_games(tmp_path: Path) -> None:
    store = Store(tmp_path)
    kept_beginner(store)
    mine, game = kept_beginner(store)
    field = game.minefield
    assert field is not None
    mine.play(Move(Action.OPEN, next(field.mines())))
    assert store.saved_game() is not None and store.take_saved() is not None
    assert store.saved_game() is None


def test_a_big_seed_is_kept_and_resumed(tmp_path: Path) -> None:
    store = Store(tmp_path)
    _, game = kept_beginner(store, seed=2**64 - 1)
    saved = Store(tmp_path).take_saved()
    assert saved is not None and saved.seed == 2**64 - 1
    session = Session.resumed(saved, FakeClock(), store)
    back = session.game
    assert back.to_text() == game.to_text()
    assert session.game_id() == GameId(Level.BEGINNER.params, 2**64 - 1, Coord(4, 4)).text


def test_a_replay_keeps_the_id_of_the_board_it_replays() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=5), FakeClock())
    game = session.new_game()
    game.open(Coord(4, 4))
    original = session.game_id()
    replay = session.replay()
    replay.open(Coord(0, 0))
    assert session.game_id() == original


@pytest.mark.parametrize("moves", [["O99,99"], ["X"], []])
def test_a_saved_game_that_cannot_be_replayed_is_set_aside(tmp_path: Path,
                                                            moves: list[str]) -> None:
    store = Store(tmp_path)
    _, game = kept_beginner(store)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][0]["moves"] = moves
    path.write_text(json.dumps(document))
    assert Store(tmp_path).saved_game() is None
    assert any(p.name.startswith("saved-game.json.damaged") for p in tmp_path.iterdir())


def test_a_saved_game_already_lost_is_set_aside(tmp_path: Path) -> None:
    store = Store(tmp_path)
    _, game = kept_beginner(store)
    field = game.minefield
    assert field is not None
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    row, col = next(field.mines())
    document["data"]["games"][0]["moves"].append(f"O{row},{col}")
    path.write_text(json.dumps(document))
    checker = Store(tmp_path)
    assert checker.saved_game() is not None  # the menu lists it without replaying it
    assert checker.take_saved() is None  # resuming replays it: damage, set aside
    [notice] = checker.take_notices()
    assert notice.startswith("Kept games had a damaged part, left out: a copy of the file is "
                             "saved-game.json.damaged-")
    assert notice.endswith(" (the saved game is not a game in progress)")
    copies = [p for p in tmp_path.iterdir() if p.name.startswith("saved-game.json.damaged")]
    assert len(copies) == 1 and json.loads(copies[0].read_text()) == document
    assert Store(tmp_path).saved_game() is None


def test_one_damaged_kept_game_does_not_cost_the_others(tmp_path: Path) -> None:
    store = Store(tmp_path)
    _, good = kept_beginner(store)
    _, bad = kept_beginner(store)
    path = tmp_path / "saved-game.json"
    document = json.loads(path.read_text())
    document["data"]["games"][1]["moves"] = ["O99,99"]
    path.write_text(json.dumps(document))
    reader = Store(tmp_path)
    kept = reader.saved_game()
    assert kept is not None and kept.moves == list(good.moves)
    [notice] = reader.take_notices()
    assert notice.startswith("Kept games had a damaged part, left out: a copy of the file is ")
    assert notice.endswith(" (a saved move is off the board)")
    copies = [p for p in tmp_path.iterdir() if p.name.startswith("saved-game.json.damaged")]
    assert len(copies) == 1 and json.loads(copies[0].read_text()) == document
    assert reader.take_saved() is not None and reader.take_saved() is None


def test_taking_a_named_game_takes_that_one_or_none(tmp_path: Path) -> None:
    store = Store(tmp_path)
    kept_beginner(store)
    older = store.saved_game()
    kept_beginner(store)
    assert older is not None
    taken = store.take_saved(older.token)
    assert taken is not None and taken.mines == older.mines  # (kept under a new token)
    assert store.take_saved(older.token) is None  # gone: another window took it
    assert store.take_saved() is not None  # the other one is still there


def test_every_notice_said_again_at_the_end_counts_as_given() -> None:
    notices = Notices()
    notices.tell("a")
    assert notices.take() == ["a"]
    notices.tell("b")
    notices.tell("a")  # told once in a process
    assert notices.take_all() == ["a", "b"]
    assert notices.take() == []
