"""What an expert reads at the end of a win besides the time: the clicks tried, wasted ones
too, and the efficiency, the 3BV over them (IOE), as Arbiter and Viennasweeper give them."""

from __future__ import annotations

from pathlib import Path

from minesweeper.engine import Action, Coord, Move, parse
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Settings

# One opening (from the bottom row) and the 2 at row 0, column 1 off it: 3BV 2.
BOARD = parse("*.*..\n.....\n.....")


def clock() -> float:
    return 0.0


def test_every_move_tried_on_the_board_is_a_click_wasted_ones_too(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session(Settings.of_board(BOARD, "b.in"), clock, store)
    assert session.game.minefield is not None and session.game.three_bv == 2
    session.play(Move(Action.OPEN, Coord(2, 0)))  # the opening
    session.play(Move(Action.FLAG, Coord(2, 0)))  # an open cell: wasted, but a click
    session.play(Move(Action.OPEN, Coord(2, 0)))  # open already: wasted
    assert session.game.pause()
    session.play(Move(Action.OPEN, Coord(0, 1)))  # refused while paused: not on the board
    assert session.game.resume()
    assert session.clicks == 3
    session.save()  # kept and resumed: the count goes on
    saved = store.take_saved()
    assert saved is not None and saved.clicks == 3
    back = Session.resumed(saved, clock, store)
    turn = back.play(Move(Action.OPEN, Coord(0, 1)))
    assert turn.finish is not None and turn.finish.won and turn.finish.clicks == 4
    assert turn.finish.summary() == "You won in 0.00 s.  3BV 2  3BV/s -  Clicks 4  IOE 0.50"
    assert turn.finish.summary(width=40) == "You won in 0.00 s.  3BV 2  3BV/s -"


def test_a_new_game_counts_from_nothing_and_an_undo_is_no_click() -> None:
    session = Session(Settings.of_board(BOARD, "b.in"), clock, None)
    session.play(Move(Action.OPEN, Coord(0, 0)))  # a mine
    assert session.undo().applied and session.clicks == 1
    session.replay()
    assert session.clicks == 0


def test_a_mark_with_marks_off_is_no_click_and_older_saves_count_their_own_moves() -> None:
    from minesweeper.engine import parse_board
    from minesweeper.savedfields import clicks

    session = Session(Settings.of_board(BOARD, "b.in"), clock, None)
    session.play(Move(Action.MARK, Coord(0, 1)))  # "? marks are turned off": nothing tried
    assert session.clicks == 0
    # Kept before clicks were: the player's moves stand in, not a position's nor an undo.
    board = parse_board(".F.*.\n11211\n00000\n")
    moves = [*board.setup, Move(Action.OPEN, Coord(0, 3)), Move(Action.UNDO, Coord(0, 3)),
             Move(Action.OPEN, Coord(0, 2))]
    assert clicks(None, moves, len(board.setup)) == 2
    assert clicks(7, moves, len(board.setup)) == 7
