"""After a losing move is taken back, the mine the player saw go off stays known: it is
flagged, the solver counts it as a mine, and no tip or chance map offers it as a guess."""

from __future__ import annotations

import random

import pytest

from minesweeper.engine import Coord, Game, parse, player_hint
from minesweeper.engine.hints import probability_map
from minesweeper.engine.position import Position, PositionError
from minesweeper.engine.redraw import redraw
from minesweeper.engine.solver import HintKind

# Opening the top-right corner leaves the left column closed; the corner is a mine.
BOARD = "*...\n....\n....\n..*.\n"


def after_undo() -> Game:
    game = Game.fixed(parse(BOARD))
    game.open(Coord(0, 3))
    game.open(Coord(0, 0))  # a guess that loses
    game.undo()
    return game


def test_the_mine_that_went_off_is_flagged_and_known() -> None:
    game = after_undo()
    assert game.to_text().splitlines()[0] == "F1.."
    assert game.position().known_mines == {0}


def test_the_tip_builds_on_it_and_the_map_says_mine() -> None:
    game = after_undo()
    position = game.position()
    found = player_hint(position)
    # The 1 at row 1, column 1 has its mine (the one that went off): row 1, column 0 is
    # safe. Without it, nothing is proven and a guess would be needed.
    assert (found.cell, found.kind) == (Coord(1, 0), HintKind.SAFE)
    assert found.reason.endswith("already touches its mine at row 0, column 0, so its other "
                                 "neighbours are safe; that mine went off before the undo")
    chances = probability_map(position).chances
    assert chances[0] == 1.0 and chances[4] == 0.0
    # The same screen without that knowledge: the flag is only a claim.
    unknown = Position(position.rows, position.cols, position.mines, position.cells)
    assert probability_map(unknown).chances[0] < 1.0


def test_the_knowledge_outlasts_unflagging_and_resuming() -> None:
    game = after_undo()
    game.toggle_flag(Coord(0, 0))  # the player takes the flag off: still a known mine
    assert game.position().known_mines == {0}
    again = Game.restored(parse(BOARD), list(game.moves), 0.0)
    assert again.position().known_mines == {0}
    assert player_hint(again.position()).cell == Coord(1, 0)


def test_a_known_mine_must_be_closed() -> None:
    with pytest.raises(PositionError, match="known mine"):
        Position(1, 2, 1, bytes([1, 9]), known_mines=frozenset({0}))


def test_a_redraw_keeps_the_mine_that_went_off() -> None:
    # Forgiving and strict play redraw the mines among the layouts that fit the screen:
    # the one that went off stays, or the solver's knowledge of it would be wrong.
    position = after_undo().position()
    for seed in range(40):
        field = redraw(position, random.Random(seed))
        assert field.is_mine(Coord(0, 0)) and not field.is_mine(Coord(1, 0))


def test_several_mines_that_went_off_are_listed_as_cells_are_elsewhere() -> None:
    # A cell's name has a comma in it, so the list of them is split by semicolons.
    seen = Position.from_text("FFF\n#3#\n###", mines=3)
    position = Position(seen.rows, seen.cols, seen.mines, seen.cells,
                        known_mines=frozenset({0, 1, 2}))
    assert player_hint(position).reason.endswith(
        "all 3 of its mines at row 0, column 0; row 0, column 1 and row 0, column 2, so its "
        "other neighbours are safe; those mines went off before the undo")


def played(board: str, first: Coord, moves: str) -> Game:
    """`board` dealt for `first`, then `moves`: `o R C`, `u` (undo) or `f R C`, by `;`."""
    game = Game.fixed(parse(board), dealt_for=first)
    for move in moves.split(";"):
        kind, *at = move.split()
        if kind == "u":
            game.undo()
        elif kind == "o":
            game.open(Coord(int(at[0]), int(at[1])))
        else:
            game.toggle_flag(Coord(int(at[0]), int(at[1])))
    return game


def test_that_mine_is_said_only_of_the_one_mine_named() -> None:
    # "...its mines at row 0, column 0 and row 1, column 0 ...; that mine went off before the
    # undo, and that mine is proven by the 1 at row 2, column 1": the second "that mine" is
    # row 1, column 0, not the one that went off.
    game = played("*..*\n*...\n....\n", Coord(2, 2), "o 2 2;o 0 0;u;o 0 1;o 2 0;f 1 0")
    reason = player_hint(game.position()).reason
    assert reason.endswith("touches both of its mines at row 0, column 0 and row 1, column 0, "
                           "so its other neighbours are safe; the mine at row 0, column 0 went "
                           "off before the undo, and the mine at row 1, column 0, which this "
                           "relies on, is proven by the 1 at row 2, column 1"), reason


def test_two_mines_named_already_that_went_off_are_those_mines() -> None:
    game = played("....\n*...\n..*.\n", Coord(0, 2), "o 0 2;o 2 2;u;o 1 0;u;o 2 3;o 2 1")
    reason = player_hint(game.position()).reason
    assert reason.endswith("both of its mines at row 1, column 0 and row 2, column 2, so its "
                           "other neighbours are safe; those mines went off before the undo")


def test_a_number_that_needs_more_mines_says_which_it_counts_went_off() -> None:
    # "the 3 at row 1, column 0 needs 2 more mines" counted the mine that went off, and
    # nothing said so (a teacher's board).
    game = Game.fixed(parse("# first click: 0 2\n*..\n...\n**.\n...\n"))
    game.open(Coord(0, 2))
    game.open(Coord(0, 0))
    game.undo()
    game.open(Coord(1, 0))
    found = player_hint(game.position())
    assert (found.cell, found.kind) == (Coord(2, 0), HintKind.MINE)
    assert found.reason.endswith("the 3 at row 1, column 0 needs 2 more mines and has only 2 "
                                 "closed neighbours left, so they are all mines; the mine at "
                                 "row 0, column 0 went off before the undo"), found.reason


def test_a_proof_counting_the_mines_left_names_the_mine_that_went_off() -> None:
    # After an undo the count of mines left counts the mine that went off: "1 mine left
    # in all ... the 6 mines this relies on are proven by ..." on a board of 8 mines, and
    # the numbers named with the count alone did not prove the cell (found by the tips
    # helper: --custom 4x9x8 --seed 212 played on after an undo).
    seen = Position.from_text("1F1..111.\n221.13F31\nF21.1FFFF\n2F1.13FF#", 8)
    position = Position(seen.rows, seen.cols, seen.mines, seen.cells,
                        known_mines=frozenset({1}))  # row 0, column 1 went off
    found = player_hint(position)
    assert "mine left in all" in found.reason  # the proof counts the mines left
    assert "row 0, column 1" in found.reason and "went off" in found.reason, found.reason


def test_a_proof_by_the_count_alone_names_the_mine_that_went_off() -> None:
    # The count of mines left ("7 mines left in all") counts the flag the game set where
    # row 1, column 5 went off; the proof needs no other step, and still says so.
    seen = Position.from_text("#1.1##\n#212#F\n######\n######\n#1##3#\n######", 8)
    position = Position(seen.rows, seen.cols, seen.mines, seen.cells,
                        known_mines=frozenset({11}))  # row 1, column 5 went off
    found = player_hint(position)
    assert (found.cell, found.kind) == (Coord(2, 0), HintKind.SAFE)
    assert "with 7 mines left in all" in found.reason
    assert found.reason.endswith("; the mine at row 1, column 5 went off before the undo"), \
        found.reason


def test_a_mine_that_went_off_is_said_to_have_gone_off_once() -> None:
    # The reason names the mine at row 0, column 4 as gone off already (it is one of the
    # 2's two): saying it again at the end read as two mines.
    seen = Position.from_text("#2##F1\n#22321\n#22F1.\n#F3121\n#F2.1F\n#21.11", 8)
    position = Position(seen.rows, seen.cols, seen.mines, seen.cells,
                        known_mines=frozenset({4, 19}))
    found = player_hint(position)
    assert found.reason.count("went off before the undo") == 1, found.reason
    assert "the mine at row 0, column 4 went off before the undo" in found.reason
