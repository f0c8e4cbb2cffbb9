"""The claim of forgiving and strict play: a player who only ever plays what the hint says
(every proven safe cell, and the least risky cell when none is safe) wins every game,
because each of its guesses is forced and so made safe. (benchmarks/modes.py plays 500
Advanced games of each.)
"""

from __future__ import annotations

import random

import pytest

from minesweeper.engine import Coord, Game, Level, Status
from minesweeper.engine.modeplay import play_by_hint
from minesweeper.engine.modes import Verdict

GAMES = 100
FIRST = Coord(3, 3)


@pytest.mark.parametrize(("strict", "seed"), [(False, 11), (True, 12)],
                         ids=["forgiving", "strict"])
def test_the_hint_player_wins_every_advanced_game(strict: bool, seed: int) -> None:
    seeds = random.Random(seed)
    forced = 0
    for _ in range(GAMES):
        played = play_by_hint(Level.ADVANCED.params, FIRST, random.Random(seeds.getrandbits(64)),
                              strict=strict)
        assert played.game.status is Status.WON
        assert set(played.verdicts) <= {Verdict.FORCED}
        assert played.redraws == played.forced
        forced += played.forced
    assert forced > GAMES  # Advanced games need guesses: the redraw was really exercised


def test_a_game_with_redraws_is_the_same_from_the_same_seed() -> None:
    def play() -> tuple[Game, int]:
        played = play_by_hint(Level.INTERMEDIATE.params, FIRST, random.Random(4), strict=False)
        return played.game, played.redraws

    (first, redraws), (second, _) = play(), play()
    assert redraws > 0
    assert first.minefield == second.minefield
    assert first.moves == second.moves


def test_replaying_the_moves_on_the_final_minefield_gives_the_same_game() -> None:
    # Every redraw kept the screen: the last minefield explains every open number seen.
    played = play_by_hint(Level.BEGINNER.params, FIRST, random.Random(5), strict=True)
    assert played.redraws > 0
    assert played.game.minefield is not None
    replayed = Game.restored(played.game.minefield, list(played.game.moves), 0.0)
    assert replayed.status is Status.WON
    assert replayed.to_text() == played.game.to_text()


def test_before_guess_is_told_of_every_guess_before_it_is_played() -> None:
    told: list[int] = []
    played = play_by_hint(Level.BEGINNER.params, FIRST, random.Random(5), strict=True,
                          before_guess=lambda position, cell: told.append(cell))
    assert len(told) == len(played.verdicts) > 0
    opened = [move.coord for move in played.game.moves]
    cols = Level.BEGINNER.params.cols
    assert all(Coord(*divmod(cell, cols)) in opened for cell in told)
