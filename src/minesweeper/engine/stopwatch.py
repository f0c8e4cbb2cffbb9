"""A game's clock: seconds played, stopped while paused and once the game ends."""

from __future__ import annotations

from typing import Callable

Clock = Callable[[], float]


def no_clock() -> float:
    """A clock that never moves (the default: tests and bots need no time)."""
    return 0.0


class Stopwatch:
    """Seconds counted between `start` and `stop`, read from an injected clock."""

    __slots__ = ("_clock", "_started_at", "_banked")

    def __init__(self, clock: Clock = no_clock, banked: float = 0.0) -> None:
        self._clock = clock
        self._started_at: float | None = None  # the clock's reading while it runs
        self._banked = banked  # seconds counted before the last start

    @property
    def elapsed(self) -> float:
        """Seconds counted so far."""
        if self._started_at is None:
            return self._banked
        return self._banked + max(0.0, self._clock() - self._started_at)

    def start(self) -> None:
        """Count from now (no effect while running)."""
        if self._started_at is None:
            self._started_at = self._clock()

    def reset(self) -> None:
        """Stop, and forget what was counted."""
        self._banked, self._started_at = 0.0, None

    def stop(self) -> None:
        """Stop counting, keeping what was counted."""
        self._banked = self.elapsed
        self._started_at = None
