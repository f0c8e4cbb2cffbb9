"""A board file that draws a position: every game of it starts there (the first, a replay,
a new game, one kept and resumed), and the clock waits for the player."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from minesweeper.engine import Action, Coord, Move, Status, Tile, parse_board
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings

# A 1-2-1 under two mines, one of them flagged; the closed row below is still to play.
POSITION = """\
.F.*.
11211
00000
11100
.*100
"""


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def session_of(store: Store | None, clock: Clock) -> Session:
    board = parse_board(POSITION, "121.in")
    settings = Settings.of_board(board.minefield, "121.in", setup=board.setup)
    return Session(settings, clock, store)


def shows_the_position(session: Session) -> bool:
    game = session.game
    return (game.tile(Coord(0, 1)) is Tile.FLAG and game.tile(Coord(0, 0)) is Tile.CLOSED
            and game.tile(Coord(1, 2)) is Tile.TWO and game.tile(Coord(4, 0)) is Tile.CLOSED
            and game.status is Status.PLAYING and game.flags == 1)


def test_every_game_of_a_position_starts_there_with_the_clock_waiting(tmp_path: Path) -> None:
    clock = Clock()
    session = session_of(Store(tmp_path), clock)
    assert shows_the_position(session)
    clock.now += 30  # the teacher talks: not the player's time
    assert session.game.elapsed == 0.0
    session.play(Move(Action.OPEN, Coord(0, 0)))
    clock.now += 5
    assert session.game.elapsed == 5.0
    session.replay()
    assert shows_the_position(session) and session.game.elapsed == 0.0
    session.play(Move(Action.OPEN, Coord(0, 3)))  # a mine: lost
    assert session.game.status is Status.LOST
    session.new_game()
    assert shows_the_position(session)


def test_a_position_kept_and_resumed_is_where_its_later_games_start(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = session_of(store, Clock())
    session.play(Move(Action.OPEN, Coord(0, 0)))
    session.save()
    saved = store.take_saved()
    assert saved is not None and saved.setup == len(session.settings.setup)
    back = Session.resumed(saved, Clock(), store)
    assert back.game.tile(Coord(0, 0)) is Tile.ONE and shows_the_position(back) is False
    back.replay()
    assert shows_the_position(back)
    back.save()  # the position untouched: nothing of the player's to keep
    assert store.take_saved() is None
    back.play(Move(Action.FLAG, Coord(4, 1)))
    back.save()  # kept again, the position with it
    again = store.take_saved()
    assert again is not None and again.setup == saved.setup
    assert shows_the_position(Session.resumed(again, Clock(), store)) is False


def test_the_clock_of_a_position_waits_through_a_pause_and_starts_at_a_chord() -> None:
    # Set up, the game is under way but the clock is not the player's: a pause, help or a
    # resume started it, and a first move that was a chord never did (the regression tester).
    clock = Clock()
    session = session_of(None, clock)
    game = session.game
    assert game.pause() and game.resume()
    clock.now += 7
    assert game.elapsed == 0.0
    assert session.play(Move(Action.OPEN, Coord(1, 1))).applied  # a chord: (0, 0), (0, 2)
    clock.now += 3
    assert game.elapsed == 3.0 and game.tile(Coord(0, 2)) is Tile.TWO


def test_the_3bv_of_a_position_is_the_player_s_part() -> None:
    session = session_of(None, Clock())
    game = session.game
    # One opening (drawn open: the position's) and four numbers off it (the player's).
    assert game.minefield is not None and game.minefield.three_bv == 5
    assert (game.three_bv, game.three_bv_done) == (4, 0)
    turn = session.play(Move(Action.OPEN, Coord(0, 3)))  # a mine
    assert turn.finish is not None and turn.finish.summary().endswith("3BV 0/4")


def test_plain_play_of_a_position_shows_it_from_the_start(tmp_path: Path) -> None:
    board = tmp_path / "121.in"
    board.write_text("# first click: 2 2\n" + POSITION)  # (begun: no first click to make)
    result = subprocess.run(
        [str(Path(sys.executable).parent / "minesweeper"), "--plain", "--board", str(board)],
        input="open 4 0\n", capture_output=True, text=True, timeout=60, check=False,
        env={"XDG_DATA_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    rows = result.stdout.splitlines()
    assert rows[0] == "Minesweeper: Board 121.in: 5 rows x 5 columns, 3 mines."  # not resumed
    first = rows.index("#F###")  # the first board shown: the position, the game begun
    assert rows[first:first + 6] == ["#F###", "11211", ".....", "111..", "##1..",
                                     "Board 121.in | mines left: 2 | playing | time: 0 s"]
    assert rows[first + 6:first + 11][-1] == "1#1..", result.stdout  # (4, 0) opened
