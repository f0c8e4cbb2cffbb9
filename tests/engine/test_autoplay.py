"""The auto-player: deterministic, and on a tiny board as good as perfect play."""

from __future__ import annotations

import itertools
import random
import re

import pytest
from test_solver_endgame import best_chance

from minesweeper.engine import Coord, Game, Level, Minefield, Params, Tile
from minesweeper.engine.autoplayer import autoplay
from minesweeper.engine.position import Position
from minesweeper.engine.probability import Counting
from minesweeper.engine.solver.guess import Choice


def test_the_same_seed_plays_the_same_game() -> None:
    def played(seed: int) -> tuple[str, int, tuple[object, ...]]:
        game = Game.random(Level.INTERMEDIATE.params, random.Random(seed))
        guesses = autoplay(game, Coord(3, 3))
        return game.status.value, guesses, game.moves

    assert played(5) == played(5)


def test_on_a_tiny_board_it_wins_as_often_as_perfect_play() -> None:
    # Every layout of 3 mines on a 3 x 4 board, first click in the corner: the game is
    # small enough for the exact search from the first guess on, so the auto-player must
    # win exactly as many games as the best play found by brute force (124 of 165; the
    # one-move look-ahead alone wins 121).
    rows, cols, first = 3, 4, Coord(0, 0)
    wins = 0
    by_first_look: dict[str, list[bool]] = {}
    for mines in itertools.combinations(range(1, rows * cols), 3):
        game = Game.fixed(Minefield.from_indices(rows, cols, mines))
        autoplay(game, first)
        won = game.status.value == "won"
        wins += won
        look = Game.fixed(Minefield.from_indices(rows, cols, mines))
        look.open(first)
        by_first_look.setdefault(look.position().to_text(), []).append(won)
    best = sum(best_chance(Position.from_text(text, mines=3)) * len(games)
               for text, games in by_first_look.items())
    assert wins == best


def test_watch_sees_every_guess_and_a_lost_game_ends_on_the_last_one() -> None:
    lost = 0
    for seed in range(12):
        game = Game.random(Level.ADVANCED.params, random.Random(seed))
        seen: list[tuple[int, int]] = []

        def watch(choice: Choice, counting: Counting, seen: list[tuple[int, int]] = seen
                  ) -> None:
            seen.append((choice.cell, counting.total))

        guesses = autoplay(game, Coord(3, 3), watch=watch)
        assert len(seen) == guesses
        assert all(total >= 1 for _, total in seen)
        if game.status.value == "lost":
            lost += 1
            # Proven moves are safe, so the mine that went off is the last guess's cell.
            cell = seen[-1][0]
            assert game.tile(Coord(*divmod(cell, game.cols))) is Tile.EXPLODED
    assert lost  # the seeds include lost games, so the last check ran


def test_a_board_with_more_layouts_than_a_float_can_hold_is_played_to_the_end() -> None:
    # 30 x 50 with 300 mines (seed 6): a guess has more than 2**1024 layouts to weigh, so
    # the policy must count them exactly (it once multiplied them by a float and stopped
    # with an OverflowError).
    game = Game.random(Params(30, 50, 300), random.Random(6))
    totals: list[int] = []
    autoplay(game, Coord(15, 25), watch=lambda choice, counting: totals.append(counting.total))
    assert game.is_over
    assert totals and max(totals) > 2**1024


def test_a_game_already_played_in_is_refused_not_looped_on() -> None:
    from minesweeper.engine import OffBoardError
    from minesweeper.engine.autoplayer import AutoplayError

    started = Game.random(Level.BEGINNER.params, random.Random(1))
    started.open(Coord(0, 0))
    flagged = Game.random(Params(5, 5, 3), random.Random(1))
    flagged.toggle_flag(Coord(4, 4))
    for game in (started, flagged):
        with pytest.raises(AutoplayError, match="from its first click"):
            autoplay(game, Coord(4, 4))
    with pytest.raises(OffBoardError, match="cell 5 5 is outside the 3x3 board"):
        autoplay(Game.random(Params(3, 3, 1), random.Random(1)), Coord(5, 5))


def test_a_position_s_first_click_must_be_a_safe_cell_on_the_board() -> None:
    from minesweeper.engine import MinefieldError, OffBoardError, PositionError, parse

    game = Game.fixed(parse("*..\n...\n..."))
    with pytest.raises(OffBoardError):
        game.position(Coord(5, 5))
    with pytest.raises(MinefieldError, match="a mine lies there"):
        game.position(Coord(0, 0))  # the first-click hint would call the mine safe
    assert game.position(Coord(2, 2)).dealt_for == Coord(2, 2)
    with pytest.raises(PositionError, match="must be on the board"):
        Position(3, 3, 1, bytes([9] * 9), dealt_for=Coord(3, 0))


def test_a_first_click_may_be_a_tuple_but_not_a_fraction() -> None:
    from minesweeper.engine import OffBoardError

    assert autoplay(Game.random(Level.BEGINNER.params, random.Random(1)),
                    (3, 3)) >= 0  # type: ignore[arg-type]
    with pytest.raises(OffBoardError, match="is not a row and a column in whole numbers"):
        autoplay(Game.random(Level.BEGINNER.params, random.Random(1)), Coord(1.5, 0))  # type: ignore[arg-type]


def test_the_library_names_what_it_raises_and_what_a_position_holds() -> None:
    # AutoplayError came from a private module only; a position's cell values were unnamed.
    import minesweeper.engine as engine

    assert all(getattr(engine, name) is not None for name in engine.__all__)
    game = Game.random(Params(5, 5, 3), random.Random(1))
    game.open(Coord(0, 0))
    with pytest.raises(engine.AutoplayError, match="moves made already"):
        autoplay(game, Coord(0, 0))
    cells = Position.from_text("1#\nF#", mines=1).cells
    assert list(cells) == [1, engine.CLOSED, engine.FLAG, engine.CLOSED]


def test_help_on_the_library_shows_the_names_it_loads_on_first_use() -> None:
    # The solver's names load when first used, and `help(minesweeper.engine)` left out 32
    # of them, player_hint and the whole hints API among them (a bot writer's report).
    import pydoc

    import minesweeper.engine as engine

    assert set(engine.__all__) <= set(dir(engine))
    assert not {"importlib", "TYPE_CHECKING", "Any", "annotations"} & set(dir(engine))
    # (Python 3.13 puts a long signature's parameters on lines of their own.)
    text = re.sub(r"\(\s+", "(", pydoc.render_doc(engine, renderer=pydoc.plaintext))
    for name in ("player_hint", "probability_map", "class HintKind", "class Judgement",
                 "class Response", "judge(position", "GameIdError"):
        assert name in text, name


@pytest.mark.parametrize("first", [
    "from minesweeper.engine import AutoplayError, autoplay",
    "import minesweeper.engine.modeplay; from minesweeper.engine import autoplay",
])
def test_the_engine_s_autoplay_is_always_the_function(first: str) -> None:
    # Its module shared the name: once loaded, the package's `autoplay` was the module.
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", f"{first}; print(callable(autoplay))"],
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "True", done.stderr
