"""A board file's picture may draw the position a game starts from: F a flagged mine, a digit
an open cell (a teacher's pattern for a class, a puzzle to hand out)."""

from __future__ import annotations

import random

import pytest
from gametext import minefields, picture
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import (
    Action,
    BoardFileError,
    Coord,
    Game,
    GameError,
    Minefield,
    Move,
    Status,
    Tile,
    parse,
    parse_board,
    parse_board_bytes,
)

# The 1-2-1 a class is shown: two mines above it, one flagged already.
ONE_TWO_ONE = picture("""
    .F.*.
    11211
    00000
""")


def drawn(game: Game) -> str:
    """The picture of a game's position: what `parse_board` reads back."""
    field = game.minefield
    assert field is not None
    rows = []
    for row in range(game.rows):
        line = ""
        for col in range(game.cols):
            cell = Coord(row, col)
            tile = game.tile(cell)
            if tile is Tile.FLAG:
                line += "F"
            elif tile is Tile.CLOSED:
                line += "*" if field.is_mine(cell) else "."
            else:
                line += str(field.count(cell))
        rows.append(line)
    return "\n".join(rows)


def test_a_picture_draws_the_position_a_game_starts_from() -> None:
    board = parse_board(ONE_TWO_ONE, "121.in")
    assert board.minefield == Minefield(3, 5, [Coord(0, 1), Coord(0, 3)])
    assert board.flagged == (Coord(0, 1),)
    assert len(board.opened) == 10
    clock = iter(range(100, 200, 10))
    game = Game.fixed(board.minefield, clock=lambda: float(next(clock)))
    game.set_up(board.setup)
    assert drawn(game) == ONE_TWO_ONE
    assert game.status is Status.PLAYING and game.flags == 1
    # The clock waits for the player: set-up time is not theirs.
    assert game.elapsed == 0.0
    game.open(Coord(0, 0))
    assert game.elapsed == 10.0


def test_parse_reads_the_mines_of_a_position_a_flag_among_them() -> None:
    assert parse(ONE_TWO_ONE) == parse_board(ONE_TWO_ONE).minefield
    plain = parse_board("3 5\n0 1\n0 3\n")
    assert plain.minefield == parse(ONE_TWO_ONE) and plain.setup == ()
    assert parse_board_bytes(ONE_TWO_ONE.encode()).setup == parse_board(ONE_TWO_ONE).setup


@settings(max_examples=150, deadline=None)
@given(minefields(), st.randoms(use_true_random=False))
def test_any_position_of_a_game_drawn_reads_back_as_that_position(
        field: Minefield, rng: random.Random) -> None:
    game = Game.fixed(field)
    cells = [Coord(r, c) for r in range(field.rows) for c in range(field.cols)]
    safe = [cell for cell in cells if not field.is_mine(cell)]
    for cell in rng.sample(safe, rng.randint(0, len(safe) - 1)):
        game.open(cell)
        if game.status is Status.WON:
            return  # nothing left to play: such a picture is refused (below)
    for cell in field.mines():
        if rng.random() < 0.5:
            game.toggle_flag(cell)
    board = parse_board(drawn(game))
    again = Game.fixed(board.minefield)
    again.set_up(board.setup)
    assert drawn(again) == drawn(game)
    assert again.status is game.status


@pytest.mark.parametrize(("text", "line", "problem"), [
    (".F.*.\n11221\n00000", 2, "the 2 at row 1, column 3 touches 1 mine"),
    ("..*\n0..\n...", 2, "the 0 at row 1, column 0 has a closed cell beside it, "
                        "row 0, column 0: an open 0 opens every cell around it"),
    ("*1\n11", 2, "every safe cell is open: nothing is left to play"),
    ("*1\n1f", 2, "'f' at row 1, column 1 of the picture"),
    ("*9\n..", 1, "'9' at row 0, column 1 of the picture"),
])
def test_a_position_that_cannot_be_is_refused_naming_its_line(text: str, line: int,
                                                              problem: str) -> None:
    with pytest.raises(BoardFileError) as raised:
        parse_board(text, "pos.in")
    assert str(raised.value).startswith(f"pos.in, line {line}: {problem}")


def test_a_first_row_of_numbers_is_a_picture_row_where_a_row_as_wide_follows() -> None:
    assert parse_board("1F1\n1.1").flagged == (Coord(0, 1),)
    assert parse_board("111\n1*1\n111\n...").opened[:3] == (Coord(0, 0), Coord(0, 1),
                                                           Coord(0, 2))
    for header in ("34\n0 0", "34"):  # a header without its space is still a header
        with pytest.raises(BoardFileError, match="the header ROWS COLS"):
            parse_board(header)


def test_a_position_is_set_up_on_a_new_game_only() -> None:
    board = parse_board(ONE_TWO_ONE)
    game = Game.fixed(board.minefield)
    game.open(Coord(2, 4))
    with pytest.raises(GameError, match="on a new game only"):
        game.set_up(board.setup)
    fresh = Game.fixed(board.minefield)
    with pytest.raises(GameError, match="the set-up move O0,3 ended the game"):
        fresh.set_up([Move(Action.OPEN, Coord(0, 3))])  # a mine


def test_a_first_row_of_numbers_then_a_bad_row_is_a_picture_s_problem() -> None:
    # It fell back to the pairs format: "expected two numbers (the header ROWS COLS)".
    with pytest.raises(BoardFileError, match="line 2: this row has 4 cells, the first row"):
        parse_board("00000\n1121\n.F.*.")


def test_a_position_row_drawn_in_a_comment_is_found_as_the_board_s_rows_are() -> None:
    from minesweeper.engine import rows_in_comments

    assert list(rows_in_comments(b".F.*.\n11211\n#0000\n")) == [3]
