"""Ctrl-Z in plain play: the game's clock holds while the program is stopped, and the prompt
comes back after `fg` (the curses game pauses on its own; see the e2e tests)."""

from __future__ import annotations

import io
import signal

import pytest

from minesweeper import plain, signals
from minesweeper.engine import Level
from minesweeper.session import Session
from minesweeper.settings import Settings

STOP = getattr(signal, "SIGTSTP", None)
needs_job_control = pytest.mark.skipif(STOP is None, reason="no SIGTSTP (Windows)")


@needs_job_control
def test_a_stop_pauses_then_resumes_around_it(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []
    # Record the stop instead of stopping the test run.
    monkeypatch.setattr(signals.os, "kill", lambda pid, number: calls.append(
        ("stopped", number, signal.getsignal(number))))
    before = signal.getsignal(STOP)
    with signals.pausing_on_stop(lambda: calls.append("pause"), lambda: calls.append("go on")):
        signal.raise_signal(STOP)
        assert calls == ["pause", ("stopped", STOP, signal.SIG_DFL), "go on"]
        assert callable(signal.getsignal(STOP))  # ready for the next Ctrl-Z
    assert signal.getsignal(STOP) == before


class StoppedOnce(io.StringIO):
    """Input on which the player presses Ctrl-Z once, before the second line."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.reads = 0

    def readline(self, size: int | None = -1) -> str:
        self.reads += 1
        if self.reads == 2:
            signal.raise_signal(STOP)
        return super().readline(-1 if size is None else size)


@needs_job_control
def test_plain_play_holds_the_clock_while_stopped_and_asks_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=3), lambda: now[0])
    paused_while_stopped: list[bool] = []

    def stop(pid: int, number: int) -> None:  # five seconds stopped
        paused_while_stopped.append(session.game.is_paused)
        now[0] += 5.0

    monkeypatch.setattr(signals.os, "kill", stop)
    # Should plain play not catch Ctrl-Z, the signal is dropped here, not the test run stopped.
    before = signal.signal(STOP, lambda number, frame: None)
    out = io.StringIO()
    try:
        plain.run(session, StoppedOnce("open 4 4\nflag 0 0\n"), out, prompt=True)
    finally:
        signal.signal(STOP, before)
    assert paused_while_stopped == [True]
    assert not session.game.is_paused and session.game.elapsed < 1
    assert "time: 0 s" in out.getvalue().splitlines()[-2]  # after the flag
    assert out.getvalue().count("> ") == 4  # open, Ctrl-Z (asked again), flag, the end


class StoppedWhileShown(io.StringIO):
    """Output during which the player presses Ctrl-Z, as the first open's board is shown."""

    def __init__(self) -> None:
        super().__init__()
        self.stopped = False

    def write(self, text: str) -> int:
        if "playing" in text and not self.stopped:
            self.stopped = True
            signal.raise_signal(STOP)
        return super().write(text)


@needs_job_control
def test_plain_play_holds_the_clock_when_stopped_while_answering(
        monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=3), lambda: now[0])
    monkeypatch.setattr(signals.os, "kill", lambda pid, number: now.__setitem__(0, now[0] + 5))
    # Where plain play does not catch it, Ctrl-Z stops the program as it is: five seconds.
    before = signal.signal(STOP, lambda number, frame: now.__setitem__(0, now[0] + 5))
    try:
        plain.run(session, io.StringIO("open 4 4\n"), StoppedWhileShown(), prompt=True)
    finally:
        signal.signal(STOP, before)
    assert session.game.elapsed < 1
