"""A proven mine the player was told about (`told`) is not named again while another move can
be proven: a player who does not flag heard the same mine at every ask and never got on (298
of 300 tip-only Beginner games stalled so)."""

from __future__ import annotations

import random

import pytest
from test_hint_only_mines import stuck_with_mines_unflagged

from minesweeper.engine import (
    Coord,
    Game,
    HintError,
    HintKind,
    OffBoardError,
    Params,
    Status,
    hint,
    parse,
    player_hint,
    probability_map,
)
from minesweeper.engine.position import Position

SMALL = parse(""".......
.......
.......
.......
*......
**.*..*
""", "small")


def test_a_mine_told_gives_way_to_the_next_move_and_comes_back_only_when_nothing_else_does() -> (
        None):
    game = Game(SMALL.params, minefield=SMALL)
    game.open(Coord(0, 0))
    position = game.position()
    first = player_hint(position)
    assert first.kind is HintKind.MINE and first.cell == Coord(4, 0)
    second = player_hint(position, told=[first.cell])
    assert second.kind is HintKind.SAFE and second.cell == Coord(5, 4)
    assert player_hint(position, budget=10, told=[first.cell]) == second  # the quick rules
    assert player_hint(position, told=[(4, 0), (5, 3)]).cell == Coord(5, 4)
    game.toggle_flag(Coord(4, 0))  # flagged, it is not named either way
    assert player_hint(game.position()) == second
    # Typed in with only a mine left closed: it is the answer, told or not.
    for told_cells in ((), [(1, 0)], [Coord(1, 0)]):
        only = player_hint(Position.from_text("11\n#1", mines=1), told=told_cells)
        assert only.kind is HintKind.MINE and only.cell == Coord(1, 0)


def test_the_guess_counts_the_mines_told_and_names_the_first() -> None:
    game = stuck_with_mines_unflagged()
    position = game.position()
    mines = [Coord(i // 8, i % 8) for i, chance in probability_map(position).chances.items()
             if chance == 1.0]
    assert len(mines) == 8
    for told in ((), mines[:3], mines):
        tip = player_hint(position, told=told)
        assert tip.kind is HintKind.GUESS and tip.cell == Coord(7, 0)
        assert tip.reason.startswith("no cell can be proven safe (row 6, column 5 and 7 other "
                                     "cells are proven mines")


def test_cells_told_must_be_on_the_board() -> None:
    position = stuck_with_mines_unflagged().position()
    for bad in ([(8, 0)], [(0, -1)], ["a1"]):
        with pytest.raises(OffBoardError):
            player_hint(position, told=bad)  # type: ignore[arg-type]
        with pytest.raises(OffBoardError):
            hint(position, told=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("budget", [10, 40_000])  # the quick rules only, and exact counting
def test_a_player_who_never_flags_and_tells_each_mine_once_gets_through_every_game(
        budget: int) -> None:
    rng = random.Random(11)
    results = {Status.WON: 0, Status.LOST: 0}
    mines_told = 0
    for _ in range(25):
        game = Game.random(Params(8, 8, 10), random.Random(rng.random()))
        game.open(Coord(rng.randrange(8), rng.randrange(8)))
        told: list[Coord] = []
        asks = 0
        while game.status is Status.PLAYING:
            asks += 1
            assert asks <= 64, "the tips went round without a way on"
            position = game.position()
            try:
                tip = player_hint(position, budget=budget, told=told)
            except HintError:  # the quick rules found nothing: a guess by hand
                tip = None
            if tip is None or tip.cell in told:  # only a mine told: nothing else found
                assert budget == 10
                game.open(next(Coord(i // 8, i % 8) for i, chance in sorted(
                    probability_map(position).chances.items()) if chance < 1))
                continue
            chances = probability_map(position).chances
            index = tip.cell.row * 8 + tip.cell.col
            if tip.kind is HintKind.MINE:
                assert tip.cell not in told and chances[index] == 1.0
                told.append(tip.cell)
                mines_told += 1
            else:
                assert tip.kind in (HintKind.SAFE, HintKind.GUESS)
                assert tip.kind is HintKind.GUESS or chances[index] == 0.0
                game.open(tip.cell)
        results[game.status] += 1
    assert results[Status.WON] >= 15 and mines_told >= 50, (results, mines_told)
