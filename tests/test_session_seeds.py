"""Later games' seeds must not be predictable from the IDs earlier games show."""

from __future__ import annotations

from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.engine.gameid import GameId
from minesweeper.session import Session
from minesweeper.settings import Settings

N = 624  # the Mersenne Twister's state, in 32-bit words


def clock() -> float:
    return 0.0


def _untemper(y: int) -> int:
    y ^= y >> 18
    y ^= (y << 15) & 0xEFC60000
    x = y
    for _ in range(5):
        x = y ^ ((x << 7) & 0x9D2C5680)
    y = x & 0xFFFFFFFF
    x = y
    for _ in range(3):
        x = y ^ (x >> 11)
    return x & 0xFFFFFFFF


def _next(state: list[int]) -> int:
    """The output after the N given untempered words (one MT19937 step)."""
    y = (state[0] & 0x80000000) | (state[1] & 0x7FFFFFFF)
    x = state[397] ^ (y >> 1) ^ (0x9908B0DF if y & 1 else 0)
    x ^= x >> 11
    x ^= (x << 7) & 0x9D2C5680
    x ^= (x << 15) & 0xEFC60000
    return (x ^ (x >> 18)) & 0xFFFFFFFF


def test_624_shown_ids_do_not_give_away_the_next_ranked_board() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params), clock)
    shown = []
    for _ in range(N + 1):  # the first game's seed is the session's own, not the stream's
        session.new_game()
        session.play(Move(Action.OPEN, Coord(4, 4)))
        seed = GameId.parse(session.game_id()).seed  # as the end screen shows it
        assert seed is not None
        shown.append(seed)
    predicted = _next([_untemper(seed) for seed in shown[1:]])
    session.new_game()
    assert session.fairness.is_fair
    assert session.game_seed != predicted
