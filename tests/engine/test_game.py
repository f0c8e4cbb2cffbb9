"""The rules of play on literal positions: open, flood fill, flags, marks, chording,
status, win and loss, counters and refused actions (the clock, undo and luck are in
test_game_clock_undo.py)."""

from __future__ import annotations

import random

import pytest
from gametext import CORNER, TWO_ON_TOP, TWO_OPENINGS, apply, field, game_after, picture

from minesweeper.engine import Coord, Game, Params, Status, Tile, TileError

# Opening and flood fill ---------------------------------------------------------------


def test_opening_a_number_opens_only_that_cell() -> None:
    game = game_after(TWO_OPENINGS, "O1,1")
    assert game.to_text() == picture("""
        ####
        #1##
        ####
    """)
    assert game.status is Status.PLAYING


def test_opening_a_zero_opens_its_empty_region_and_the_numbered_border() -> None:
    game = game_after(TWO_OPENINGS, "O0,0")
    assert game.to_text() == picture("""
        ..1#
        111#
        ####
    """)
    assert game.opened == 6


def test_opening_the_second_region_wins_and_flags_the_remaining_mines() -> None:
    game = game_after(TWO_OPENINGS, "O0,0")
    outcome = apply(game, "O2,3")
    assert game.status is Status.WON
    assert game.to_text() == picture("""
        ..1F
        1111
        F1..
    """)
    assert game.mines_left == 0
    assert game.flags == 2
    # The mines that became flags are reported as changed, so a front end redraws them.
    assert {Coord(0, 3), Coord(2, 0), Coord(2, 2), Coord(1, 3)} <= set(outcome.changed)


def test_flood_fill_keeps_flags_on_safe_cells_inside_the_region() -> None:
    game = game_after(CORNER, "F0,0 O0,2")
    assert game.to_text() == picture("""
        F..
        .11
        .1#
    """)
    assert game.status is Status.PLAYING  # (0,0) is safe but still closed under its flag


def test_flood_fill_opens_question_marks() -> None:
    game = game_after(CORNER, "M0,0 O0,2", marks=True)
    assert game.tile(Coord(0, 0)) is Tile.EMPTY
    assert game.status is Status.WON


def test_the_won_game_needs_no_flags() -> None:
    game = game_after(CORNER, "F0,0 O0,2 F0,0 O0,0")
    assert game.status is Status.WON
    assert game.to_text() == picture("""
        ...
        .11
        .1F
    """)


def test_a_one_million_cell_empty_board_opens_in_one_click() -> None:
    game = Game.random(Params(1000, 1000, 0), random.Random(7))
    outcome = game.open(Coord(999, 0))
    assert game.status is Status.WON
    assert game.opened == 1_000_000
    assert len(outcome.changed) == 1_000_000
    assert game.tile(Coord(0, 999)) is Tile.EMPTY


def test_a_large_fixed_board_floods_around_its_only_mine_without_recursion() -> None:
    # 300,000 cells: far past any recursion limit, at a third of the cost of a full board.
    game = Game.fixed(field("*" + "." * 999 + "\n" + ("." * 1000 + "\n") * 299))
    game.open(Coord(299, 999))
    assert game.status is Status.WON
    assert game.tile(Coord(0, 0)) is Tile.FLAG
    assert game.tile(Coord(1, 1)) is Tile.ONE


# First click ---------------------------------------------------------------------------


def test_a_random_game_places_its_mines_at_the_first_open() -> None:
    game = Game.random(Params(8, 8, 10), random.Random(3))
    assert game.minefield is None
    assert game.status is Status.NOT_STARTED
    game.open(Coord(4, 4))
    assert game.minefield is not None
    assert game.minefield.mine_count == 10
    assert game.tile(Coord(4, 4)) is Tile.EMPTY  # the 3x3 around it was kept clear


def test_flags_before_the_first_open_do_not_start_the_game() -> None:
    game = Game.random(Params(8, 8, 10), random.Random(3))
    assert game.toggle_flag(Coord(0, 0)).applied
    assert game.status is Status.NOT_STARTED
    assert game.minefield is None
    assert not game.open(Coord(0, 0)).applied  # the flag protects even before mines exist


def test_a_fixed_board_has_no_first_click_protection() -> None:
    game = game_after("*.\n..")
    apply(game, "O0,0")
    assert game.status is Status.LOST
    assert game.exploded == (Coord(0, 0),)


# Flags and question marks ---------------------------------------------------------------


def test_a_flag_protects_its_cell() -> None:
    game = game_after(TWO_OPENINGS, "F2,0")
    before = game.to_text()
    outcome = apply(game, "O2,0")
    assert not outcome.applied
    assert "flag" in outcome.reason
    assert game.to_text() == before
    assert game.status is Status.NOT_STARTED


def test_flag_twice_is_a_no_op() -> None:
    game = game_after(TWO_OPENINGS, "O0,0")
    before, left = game.to_text(), game.mines_left
    assert apply(game, "F2,2").applied
    assert game.tile(Coord(2, 2)) is Tile.FLAG
    assert game.mines_left == left - 1
    assert apply(game, "F2,2").applied
    assert game.to_text() == before
    assert game.mines_left == left


def test_an_open_cell_cannot_be_flagged() -> None:
    game = game_after(TWO_OPENINGS, "O0,0")
    outcome = apply(game, "F0,0")
    assert not outcome.applied
    assert outcome.reason == "an open cell cannot be flagged"
    assert game.flags == 0


def test_with_marks_the_flag_cycle_is_closed_flag_mark_closed() -> None:
    game = game_after(TWO_OPENINGS, marks=True)
    seen = []
    for _ in range(4):
        assert apply(game, "F1,1").applied
        seen.append((game.tile(Coord(1, 1)).value, game.flags))
    assert seen == [("F", 1), ("?", 0), ("#", 0), ("F", 1)]


def test_without_marks_the_flag_cycle_is_closed_flag_closed() -> None:
    game = game_after(TWO_OPENINGS)
    seen = []
    for _ in range(3):
        apply(game, "F1,1")
        seen.append(game.tile(Coord(1, 1)).value)
    assert seen == ["F", "#", "F"]


def test_marks_are_refused_when_turned_off() -> None:
    game = game_after(TWO_OPENINGS)
    outcome = apply(game, "M1,1")
    assert not outcome.applied
    assert "turned off" in outcome.reason
    assert game.tile(Coord(1, 1)) is Tile.CLOSED


def test_mark_toggles_and_replaces_a_flag() -> None:
    game = game_after(TWO_OPENINGS, "F0,3 M0,3", marks=True)
    assert game.tile(Coord(0, 3)) is Tile.MARK
    assert game.flags == 0
    apply(game, "M0,3")
    assert game.tile(Coord(0, 3)) is Tile.CLOSED


def test_a_marked_cell_can_be_opened() -> None:
    game = game_after(TWO_OPENINGS, "M1,1 O1,1", marks=True)
    assert game.tile(Coord(1, 1)) is Tile.ONE


def test_an_open_cell_cannot_be_marked() -> None:
    game = game_after(TWO_OPENINGS, "O1,1", marks=True)
    outcome = apply(game, "M1,1")
    assert not outcome.applied
    assert outcome.reason == "an open cell cannot be marked"


# Chording ---------------------------------------------------------------------------------


def test_chord_with_right_flags_opens_the_other_neighbours() -> None:
    game = game_after(TWO_ON_TOP, "O2,0 F0,0")
    assert game.to_text() == picture("""
        F##
        121
        ...
    """)
    apply(game, "F0,2")
    outcome = apply(game, "C1,1")
    assert outcome.changed[0] == Coord(0, 1)
    assert game.status is Status.WON


def test_chord_with_a_wrong_flag_loses_and_records_the_exploded_mine() -> None:
    game = game_after(TWO_ON_TOP, "O2,0 F0,0 F0,1")
    apply(game, "C1,1")
    assert game.status is Status.LOST
    assert game.exploded == (Coord(0, 2),)
    assert game.to_text() == picture("""
        FxX
        121
        ...
    """)


def test_chord_that_opens_a_zero_floods_its_region() -> None:
    game = game_after("""
        *....
        .....
        .....
    """, "O0,1 F0,0 C0,1")
    assert game.status is Status.WON
    assert game.to_text() == picture("""
        F1...
        11...
        .....
    """)


def test_chord_needs_as_many_flags_as_the_number() -> None:
    game = game_after(TWO_ON_TOP, "O2,0 F0,0")
    before = game.to_text()
    outcome = apply(game, "C1,1")
    assert not outcome.applied
    assert outcome.reason == "the 2 touches 1 flag: a chord needs 2 flags"
    assert game.to_text() == before


def test_chord_with_too_many_flags_is_refused() -> None:
    game = game_after(TWO_ON_TOP, "O2,0 F0,0 F0,1 F0,2")
    outcome = apply(game, "C1,1")
    assert not outcome.applied
    assert outcome.reason == "the 2 touches 3 flags: a chord needs 2 flags"
    assert game.status is Status.PLAYING


@pytest.mark.parametrize(
    ("moves", "chord", "reason"),
    [
        ("O2,0", "C0,1", "only an open number can be chorded"),
        ("O2,0", "C2,2", "an empty cell has nothing to chord"),
        ("", "C1,1", "only an open number can be chorded"),
    ],
)
def test_chord_where_it_does_not_apply(moves: str, chord: str, reason: str) -> None:
    game = game_after(TWO_ON_TOP, moves)
    before = game.to_text()
    outcome = apply(game, chord)
    assert (outcome.applied, outcome.reason) == (False, reason)
    assert game.to_text() == before


def test_chord_with_nothing_left_to_open() -> None:
    game = game_after("""
        *...*
        .....
    """, "O0,2 O1,0 F0,0")
    assert game.to_text() == picture("""
        F1.1#
        11.1#
    """)
    outcome = apply(game, "C0,1")
    assert (outcome.applied, outcome.reason) == (False, "nothing left to open around that number")


def test_activate_chords_on_an_open_number_and_opens_anything_else() -> None:
    game = game_after(TWO_ON_TOP, "A2,0 F0,0 F0,2")
    assert game.status is Status.PLAYING
    apply(game, "A1,1")
    assert game.status is Status.WON


def test_activating_an_open_empty_cell_says_it_is_already_open() -> None:
    game = game_after(TWO_OPENINGS, "O0,0")
    before = game.to_text()
    outcome = apply(game, "A0,1")
    assert (outcome.applied, outcome.reason) == (False, "row 0, column 1 is already open")
    assert game.to_text() == before


# Status, loss display, counters -----------------------------------------------------------


def test_status_goes_from_not_started_to_playing_to_lost() -> None:
    game = game_after(TWO_OPENINGS)
    assert (game.status, game.is_over) == (Status.NOT_STARTED, False)
    apply(game, "O0,0")
    assert (game.status, game.is_over) == (Status.PLAYING, False)
    apply(game, "O0,3")
    assert (game.status, game.is_over) == (Status.LOST, True)


def test_a_loss_shows_the_exploded_mine_the_other_mines_and_the_wrong_flags() -> None:
    game = game_after(TWO_OPENINGS, "O0,0 F0,3 F1,3 F2,2")
    outcome = apply(game, "O2,0")
    assert game.status is Status.LOST
    assert game.exploded == (Coord(2, 0),)
    assert game.to_text() == picture("""
        ..1F
        111x
        X#x#
    """)
    assert game.tile(Coord(2, 0)) is Tile.EXPLODED
    assert game.tile(Coord(1, 3)) is Tile.WRONG_FLAG
    assert game.tile(Coord(0, 3)) is Tile.FLAG
    assert set(outcome.changed) == {Coord(2, 0), Coord(1, 3), Coord(2, 2)}


def test_a_loss_shows_unflagged_mines() -> None:
    game = game_after(TWO_OPENINGS, "O2,0")
    assert game.to_text() == picture("""
        ###*
        ####
        X###
    """)


def test_the_mines_left_counter_goes_negative() -> None:
    game = game_after(TWO_OPENINGS, "F0,0 F0,1 F0,2")
    assert game.mines_left == -1
    assert game.flags == 3


def test_counters_on_a_fresh_game() -> None:
    game = game_after(TWO_OPENINGS)
    assert (game.mines_left, game.flags, game.opened, game.exploded) == (2, 0, 0, ())
    assert (game.rows, game.cols) == (3, 4)


@pytest.mark.parametrize("moves", ["O0,0 O2,3", "O0,3"])
def test_nothing_applies_once_the_game_is_over(moves: str) -> None:
    game = game_after(TWO_OPENINGS, moves, marks=True)
    before, status = game.to_text(), game.status
    for token in ("O1,1", "F1,1", "M1,1", "C1,1", "A1,1"):
        outcome = apply(game, token)
        assert not outcome.applied
        assert outcome.reason == f"the game is over ({status.value})"
    assert game.to_text() == before
    assert game.status is status


def test_opening_an_open_cell_changes_nothing() -> None:
    game = game_after(TWO_OPENINGS, "O0,0")
    outcome = apply(game, "O0,1")
    assert (outcome.applied, outcome.reason) == (False, "row 0, column 1 is already open")


def test_tiles_and_tile_agree_with_to_text() -> None:
    game = game_after(TWO_OPENINGS, "O0,0 F2,0")
    rows = list(game.tiles())
    assert "\n".join("".join(t.value for t in row) for row in rows) == game.to_text()
    assert rows[2][0] is game.tile(Coord(2, 0)) is Tile.FLAG


def test_tile_numbers_and_counts() -> None:
    assert [Tile.number(n).value for n in range(9)] == list(".12345678")
    assert Tile.THREE.count == 3 and Tile.EMPTY.count == 0
    assert Tile.FLAG.count is None
    assert Tile.ONE.is_open and not Tile.CLOSED.is_open and not Tile.MINE.is_open


@pytest.mark.parametrize("count", [-1, 9, True, 2.0, "3"])
def test_no_tile_for_a_count_no_cell_can_show(count: object) -> None:
    # -1 had given EIGHT and True ONE (list indices); 9 an IndexError from inside.
    with pytest.raises(TileError, match=r"an open cell touches 0 to 8 mines, not "):
        Tile.number(count)  # type: ignore[arg-type]
