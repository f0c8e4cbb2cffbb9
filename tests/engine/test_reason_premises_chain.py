"""Reasons that build on cells proven on the way name the numbers that prove those too.

The three positions a play-tester reported: each reason left out a number its proof needs.
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path

from test_solver_reasons import check_touches, check_words, counterexample

from minesweeper.engine import (
    Action,
    Coord,
    Game,
    Level,
    Luck,
    Move,
    deductions,
    player_hint,
    proof_of_safety,
)
from minesweeper.engine.boardfile import parse
from minesweeper.engine.position import Position
from minesweeper.engine.solver import Hint, HintKind
from minesweeper.engine.solver.marks import UNKNOWN
from minesweeper.engine.solver.reasons import single_reason
from minesweeper.session import Session
from minesweeper.settings import Settings

BOARDS = Path(__file__).resolve().parents[2] / "boards"
# The mines of `--beginner --mode strict --seed 7` after a first click at row 4, column 4.
STRICT_SEVEN = "8 8\n0 0\n0 3\n0 4\n0 5\n2 4\n3 0\n3 1\n5 6\n6 2\n7 1\n"
# Late in `--beginner --seed 7`: the 3 at row 1, column 5 touches two flags and a closed cell.
LATE_SEVEN = """
112#F2##
1F233322
2221F11F
1F111111
221..111
F211.1F1
12F1.111
.111....
"""


def proven(position: Position, found: Hint) -> None:
    check_words(position, found)
    check_touches(position, found)
    assert counterexample(position, found) is None, found


def test_a_wrong_flag_names_the_number_proving_the_mines_it_counts_on() -> None:
    game = Game.fixed(parse((BOARDS / "b1.in").read_text()))
    game.open(Coord(0, 9))
    game.toggle_flag(Coord(4, 6))
    position = game.position()
    found = player_hint(position)
    assert (found.cell, found.kind) == (Coord(4, 6), HintKind.WRONG_FLAG)
    # The 2 at row 3, column 7 counts on the mines at rows 2 and 3 of column 6, which the
    # 2 at row 2, column 7 proves by itself (its only closed neighbours).
    assert found.numbers == (Coord(3, 7), Coord(2, 7))
    assert found.reason.endswith("the 2 mines this relies on are proven by the 2 at row 2, "
                                 "column 7")
    proven(position, found)


def test_a_strict_lesson_names_the_number_proving_the_mine_it_counts_on() -> None:
    game = Game.fixed(parse(STRICT_SEVEN), luck=Luck.STRICT)
    game.open(Coord(4, 4))
    game.open(Coord(0, 0))
    judgement, seen = game.judgement, game.judged
    assert judgement is not None and seen is not None and game.is_over
    found = proof_of_safety(seen, judgement.safe)
    assert found is not None and found.cell == Coord(5, 7)
    assert Coord(6, 5) in found.numbers
    assert "the 1 at row 6, column 5" in found.reason
    proven(seen, found)


def test_a_flag_counts_only_through_the_numbers_that_prove_it() -> None:
    position = Position.from_text(LATE_SEVEN, mines=10)
    found = player_hint(position)
    assert (found.cell, found.kind) == (Coord(0, 6), HintKind.MINE)
    # Not "the 3 at row 1, column 5 needs 2 more mines", which counts on a flag as a mine:
    # the shortest proof, one number with as many closed neighbours as its value. Its
    # words say one of them is flagged (closed all the same): the board shows one ■ there.
    assert found.reason == ("the 2 at row 0, column 5 has exactly 2 closed neighbours "
                            "(1 of them flagged), so they are all mines")
    assert found.numbers == (Coord(0, 5),)
    proven(position, found)


def test_a_mine_one_number_proves_by_itself_is_explained_by_that_number_alone() -> None:
    # `--intermediate --seed 3`, following every tip (flagging the mines): late in the game
    # the solver proves mines from others proven first, where one number alone would do.
    session = Session(Settings.of_params(Level.INTERMEDIATE.params, seed=3), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(8, 8)))
    checked = 0
    while not session.game.is_over:
        position = session.game.position()
        found = player_hint(position)
        if found.kind is HintKind.MINE:
            alone = [n for n in found.numbers if closed_around(position, n) == value(position, n)]
            if any(closed_around(position, n) == value(position, n)
                   for n in neighbours_of(position, found.cell)):
                assert len(found.numbers) == 1 and alone, found.reason
                checked += 1
        session.play(Move(Action.FLAG if found.kind is HintKind.MINE else Action.OPEN,
                          found.cell))
    assert session.game.status.value == "won" and checked > 20


def neighbours_of(position: Position, cell: Coord) -> list[Coord]:
    return [Coord(r, c) for r in range(cell.row - 1, cell.row + 2)
            for c in range(cell.col - 1, cell.col + 2)
            if (r, c) != cell and 0 <= r < position.rows and 0 <= c < position.cols]


def value(position: Position, cell: Coord) -> int:
    """The open number at `cell`, or -1."""
    state = position.cells[cell.row * position.cols + cell.col]
    return state if 0 <= state <= 8 else -1


def closed_around(position: Position, cell: Coord) -> int:
    """Closed neighbours of an open number, flags included (-2 elsewhere)."""
    if value(position, cell) < 1:
        return -2
    return sum(1 for q in neighbours_of(position, cell) if value(position, q) < 0)


def test_a_wrong_flag_beside_an_empty_cell_is_proven_by_that_cell() -> None:
    # The flag was put down before the opening reached it, so the empty cells left of it
    # never opened it: they prove it safe at once, with no other number or mine.
    position = Position.from_text(".F1#\n.111\n....\n", mines=1)
    found = player_hint(position)
    assert (found.cell, found.kind) == (Coord(0, 1), HintKind.WRONG_FLAG)
    assert found.numbers == (Coord(0, 0),)
    assert found.reason.endswith(
        "the empty cell at row 0, column 0 touches no mine, so its neighbours are safe")
    proven(position, found)


def test_a_number_s_closed_neighbours_say_which_are_flagged() -> None:
    # Flags are closed cells to the proof, but the board draws them apart: the words say so.
    state = [2, UNKNOWN, UNKNOWN, UNKNOWN]  # a 2 at index 0, on a 2x2 board
    say = functools.partial(single_reason, state, 2, 0)
    assert say(0, 2, 3, True) == \
        "the 2 at row 0, column 0 has exactly 3 closed neighbours, so they are all mines"
    assert say(0, 2, 3, True, 2) == ("the 2 at row 0, column 0 has exactly 3 closed "
                                     "neighbours (2 of them flagged), so they are all mines")
    assert say(0, 2, 2, True, 2) == ("the 2 at row 0, column 0 has exactly 2 closed "
                                     "neighbours (all flagged), so they are all mines")
    assert say(1, 1, 1, True, 1) == ("the 2 at row 0, column 0 needs 1 more mine and has "
                                     "only one closed neighbour (flagged) left, so it is a mine")
    assert say(2, 0, 1, False, 1) == ("the 2 at row 0, column 0 already touches both of "
                                      "its mines, so its other neighbours are safe")



def test_a_proof_by_one_or_two_numbers_takes_as_given_only_the_mines_beside_them() -> None:
    # Two separate corners: the 1s at the bottom right prove the mine at row 6, column 6;
    # the 1 at row 2, column 0 proves row 1, column 0 a mine, and so row 0, column 0 safe.
    # That last proof's premises are its number and the mine beside it, not the far one
    # (listing every proven mine at each step cost seconds per hint with thousands of flags).
    from minesweeper.engine.solver import Solver

    position = Position.from_text("""
        #1.....
        #1.....
        11.....
        .......
        .......
        .....11
        .....1#
        """, 2)
    found = {(d.cell.row, d.cell.col): d for d in Solver.from_position(position).deductions()}
    assert found[(6, 6)].is_mine and found[(1, 0)].is_mine and not found[(0, 0)].is_mine
    assert found[(0, 0)].given == (Coord(1, 0),)


# `--advanced --mode forgiving --seed 7` after `open 8 15`, every provable cell opened, then
# `open 15 5` and `open 15 4` (a play-tester's game).
FORGIVING_SEVEN = """
########1.111112123#212###1.1#
########211#22#2#3##21#4431.11
#######3#1112#333#432124#2....
#######321..112#212#1.1##21221
########2111..222.111.12322##1
########32#2..1#1....1222#2221
########43#311111....2##322...
######4##212#21...1223#33#2111
#####32333133#1...2##3224#43#2
#####324#3#2#21...2#5#11##4##2
#####4###31322....12#2113#4442
#######521.1#21....11211112##1
#####3#2...12#2211...1#1..1221
#####322111124#4#211.111.111..
#####3#21#12#4##22#21.1222#211
####23#21112#322112#1.1##212#1
"""


def test_mines_one_number_proves_together_are_credited_to_it_alone() -> None:
    # The 3 at row 14, column 5 relies on three mines. The solver found the one at row 15,
    # column 6 by the 2 at row 15, column 7 and the others by the 3 at row 15, column 5,
    # and the reason named both numbers; the 3 proves all three by itself, and a student
    # reads "proven by A and B" as "both are needed".
    position = Position.from_text(FORGIVING_SEVEN, 99)
    found = Hint.from_deduction(
        next(d for d in deductions(position) if d.cell == Coord(13, 4)), flagged=False)
    assert found.numbers == (Coord(14, 5), Coord(15, 5))
    assert found.reason.endswith("the 3 mines this relies on are proven by the 3 at row 15, "
                                 "column 5"), found.reason
    proven(position, found)


# Beginner positions (10 mines) from an audit of 600 games played by the hints.
# A pair of numbers whose own cells prove the mines it counts on.
PAIR_OWN = """
.113F###
.1F3F311
.1121111
....123F
....1FF2
..123321
..1FF211
..1222F1
"""
# A mine proven on the way by three numbers, where two prove it.
LONG_ROUTE = """
1F113F##
1111FF##
...123##
.....1##
....13##
....1FF2
....2331
....1F##
"""


def test_a_reason_names_no_number_the_cells_it_relies_on_do_without() -> None:
    # "...the 2 mines this relies on are proven by the 3 at row 0, column 3": the 3 at
    # row 1, column 5 and the 1 at row 1, column 6, the pair the reason is about, prove
    # them by themselves.
    position = Position.from_text(PAIR_OWN, 10)
    found = player_hint(position)
    assert found.cell == Coord(0, 7) and found.numbers == (Coord(1, 5), Coord(1, 6))
    assert found.reason.endswith("and the 2 mines this relies on are proven by these "
                                 "numbers"), found.reason
    proven(position, found)
    # "...that mine is proven by the 1 at row 4, column 4, the 3 at row 4, column 5 and the
    # 1 at row 3, column 5": the 1 at row 4, column 4 had proved a cell on the way there.
    position = Position.from_text(LONG_ROUTE, 10)
    found = player_hint(position)
    assert found.cell == Coord(7, 6)
    assert found.reason.endswith("that mine is proven by the 3 at row 4, column 5 and the 1 "
                                 "at row 3, column 5"), found.reason
    proven(position, found)


# Advanced (99 mines), a corner opened late: ten 1s in one part of the frontier.
TEN_ONES = "\n".join(["#" * 30] * 11 + [
    "#########################1##3#",
    "##########################11##",
    "##########################1111",
    "###########################1..",
    "###########################1..",
])


def test_a_proof_within_one_part_names_only_the_numbers_it_needs() -> None:
    # It named the whole part: "...the 1 at row 12, column 27 and 7 more numbers"; four do.
    position = Position.from_text(TEN_ONES, 99)
    found = Hint.from_deduction(
        next(d for d in deductions(position) if d.cell == Coord(14, 25)), flagged=False)
    assert found.reason == (
        "every way to place mines that fits the 1 at row 13, column 26, the 1 at row 12, "
        "column 26, the 1 at row 12, column 27 and the 1 at row 13, column 27 leaves it safe")
    proven(position, found)
    for number in found.numbers:  # and each of them is needed
        fewer = dataclasses.replace(found, numbers=tuple(n for n in found.numbers
                                                         if n != number))
        assert counterexample(position, fewer) is not None, number


# `--beginner --seed 173` after its first click at row 4, column 4 and three tips: the
# fourth counts on the flag at row 4, column 2, which the same two numbers prove.
SHARED_PROOF = """
########
########
###2####
###312##
##F2.1##
###211##
######2#
########
"""


def test_a_reason_says_that_its_own_numbers_prove_the_mine_it_counts_on() -> None:
    # A teacher read "the 3 at row 3, column 3 (which needs 2 more mines)" as trusting the
    # flag: nothing said that the mine is proven.
    position = Position.from_text(SHARED_PROOF, 10)
    found = player_hint(position)
    assert found.cell == Coord(1, 2) and found.numbers == (Coord(3, 3), Coord(2, 3))
    assert found.reason.endswith("and the mine at row 4, column 2, which this relies on, is "
                                 "proven by these numbers"), found.reason
    assert found.given == (Coord(4, 2),)
    proven(position, found)


# A teacher's game (i-18-8.8): the reason ended "proven by these numbers and the 3 at row 7,
# column 6 and the 1 at row 7, column 9", read as a list of two.
OWN_AND_OTHERS = """\
################
################
################
################
##########F#####
########332#####
FF21112FF11#####
221.1233211#####
11..1FF1.12#####
F2..123211F#####
F2.1111F234#####
11.1F1112FF3####
...111..1222####
....111....1####
....1F211112####
....112F11F2####
"""


def test_a_reason_lists_its_own_numbers_last_among_those_that_prove_its_mines() -> None:
    position = Position.from_text(OWN_AND_OTHERS, 40)
    found = player_hint(position)
    assert found.reason.endswith("the 3 mines this relies on are proven by the 3 at row 7, "
                                 "column 6, the 1 at row 7, column 9 and these numbers"), \
        found.reason
    proven(position, found)


def test_the_numbers_a_step_relies_on_are_named_nearest_first() -> None:
    # Row 6, column 5 is two steps from the safe cell, row 8, column 3 three (to its left):
    # the reason names the nearer first, on either side.
    position = Position.from_text("....1####\n....114##\n......2##\n......122\n.........\n"
                                  "111...111\n2F2..12##\n2F2112F##\n1111F2###", 10)
    found = player_hint(position)
    assert found.cell == Coord(8, 6)
    assert found.reason.endswith("the 2 mines this relies on are proven by the 1 at row 6, "
                                 "column 5 and the 1 at row 8, column 3"), found.reason
