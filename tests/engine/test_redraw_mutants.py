"""The redraw of forgiving and strict play: what the surviving mutants of `redraw` showed
untested (an impossible number refused, and what the step limit counts).
"""
from __future__ import annotations

import random

import pytest

from minesweeper.engine.modes import ModeError, TangledError, proven, redraw
from minesweeper.engine.position import Position

# The one-number rule settles every closed cell, but only by coming back to a number:
# the 0 clears (2,0), so the 1 at (1,0) puts the mine on (0,1), and only then does the 1
# at (1,2), read before, clear (0,2).
SETTLED = """
    1##
    111
    #..
"""


def test_a_number_with_no_closed_cell_around_it_is_refused() -> None:
    # The 1 touches only open cells, so no layout fits, though one mine fits the rest.
    position = Position.from_text("1..##", mines=1)
    with pytest.raises(ModeError, match="no layout"):
        redraw(position, random.Random(1))
    with pytest.raises(ModeError, match="no layout"):
        redraw(position, random.Random(1), mine_among={4})


def test_what_the_one_number_rule_settles_costs_no_steps() -> None:
    position = Position.from_text(SETTLED, mines=1)
    mines = proven(position)[1]
    assert mines == {1}
    for seed in range(5):
        field = redraw(position, random.Random(seed), node_limit=0)
        assert set(field.mine_indices) == set(mines)


def test_what_the_solver_proved_is_taken_as_given_and_costs_no_steps() -> None:
    # The one-number rule settles nothing here; the complete solver proves it all.
    position = Position.from_text("""
        ###
        121
    """, mines=2)
    safe, mines = proven(position)
    assert (safe, mines) == (frozenset({1}), frozenset({0, 2}))
    field = redraw(position, random.Random(1), known=(safe, mines), node_limit=0)
    assert set(field.mine_indices) == {0, 2}
    with pytest.raises(TangledError):
        redraw(position, random.Random(1), node_limit=0)


def test_the_step_limit_is_exact() -> None:
    # One number, one group of three cells: counting it is one step.
    position = Position.from_text("""
        1#
        ##
    """, mines=1)
    with pytest.raises(TangledError, match="too many layouts"):
        redraw(position, random.Random(1), node_limit=0)
    assert redraw(position, random.Random(1), node_limit=1).mine_count == 1
