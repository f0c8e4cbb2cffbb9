"""Leaving on SIGTERM, SIGHUP or SIGQUIT (Ctrl-\\) by SystemExit, so `finally` blocks
(saving the game, putting the terminal back) run, and holding those signals back while a
save is under way; a clock held while stopped."""

from __future__ import annotations

import contextlib
import os
import select
import signal
import time
from types import FrameType
from typing import Any, Callable, Iterator

# The exit statuses a shell reports for these signals (128 + the signal number; SIGHUP is
# 1 wherever it exists).
EXIT_INTERRUPTED = 128 + 2  # Ctrl-C (SIGINT), which Python raises as KeyboardInterrupt
EXIT_HANGUP = 128 + 1
# The reader of the output went away mid-game, as a shell reports one killed by SIGPIPE.
EXIT_PIPE = 128 + 13
# SIGQUIT (Ctrl-\\) would otherwise end the game at once, leaving the terminal in the
# game's modes and the game not kept. Windows has neither SIGHUP nor SIGQUIT.
# Windows has SIGBREAK (Ctrl-Break), which would otherwise end the game at once.
EXIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGQUIT",
                                                        "SIGBREAK")
                     if hasattr(signal, name))
# Ctrl-Z; none where there is no job control (Windows).
STOP: int | None = getattr(signal, "SIGTSTP", None)
_stopped = [0.0]  # seconds this process has been stopped by `stop_now`, in all

Handler = Callable[[int, FrameType | None], Any] | int | signal.Handlers | None


def _ignore(signum: int, frame: FrameType | None) -> None:
    """Swallow a second exit signal while the first one is being handled."""


def _leave(signum: int, frame: FrameType | None) -> None:
    # The first of the exit signals wins: the other would otherwise break into the
    # saving (closing a terminal sends a stopped job SIGHUP, then SIGTERM and SIGCONT).
    # Not SIG_IGN: a signal already pending would then be reported as "ignored due to race
    # condition" on stderr.
    for other in EXIT_SIGNALS:
        if signal.getsignal(other) is not signal.SIG_IGN:
            signal.signal(other, _ignore)
    raise SystemExit(128 + signum)


def exit_on_signals() -> dict[int, Handler]:
    """Install the handlers; returns the previous ones, for `restore`. A signal ignored
    from the start stays ignored: `nohup minesweeper --plain ...` goes on when the terminal
    that started it closes."""
    return {number: signal.signal(number, _leave) for number in EXIT_SIGNALS
            if signal.getsignal(number) is not signal.SIG_IGN}


def restore(previous: dict[int, Handler]) -> None:
    """Put back the handlers `exit_on_signals` replaced."""
    for number, handler in previous.items():
        signal.signal(number, handler)


@contextlib.contextmanager
def _masked(how: str) -> Iterator[None]:
    """Block (`SIG_BLOCK`) or let in (`SIG_UNBLOCK`) the exit signals and Ctrl-C for a while."""
    wanted = {*EXIT_SIGNALS, signal.SIGINT}
    try:
        previous = signal.pthread_sigmask(getattr(signal, how), wanted)
    except (AttributeError, ValueError, OSError):  # no signal masks here (Windows)
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


_wakeup: list[int] = []  # the pipe signals write a byte to while `wait_readable` waits


def wait_readable(fd: int) -> None:
    """Wait until `fd` can be read, acting on the signals that come meanwhile (an exit
    signal's handler raises SystemExit); at once where this cannot be done (Windows, not the
    main thread, no file).

    A blocking read alone can miss a signal: one that comes just before the read starts runs
    the low-level half of its handler then, and the read, not interrupted, waits on for input
    that may never come (a SIGTERM to a plain game at its prompt, a few times in a thousand
    under load). Through `signal.set_wakeup_fd`, every signal wakes this wait, whenever it
    came. (The caller reads nothing through a buffer: data held there would not wake it.)
    """
    if os.name != "posix" or fd < 0:
        return
    if not _wakeup:
        _wakeup.extend(os.pipe())  # (not inherited by programs started: os.pipe's default)
        for end in _wakeup:
            os.set_blocking(end, False)
    wake, woken = _wakeup
    try:
        previous = signal.set_wakeup_fd(woken, warn_on_full_buffer=False)
    except ValueError:  # not the main thread, which alone runs Python's signal handlers
        return
    try:
        while True:  # (each turn lets the handlers of signals that came run)
            try:
                ready = select.select([fd, wake], [], [])[0]
            except (OSError, ValueError):  # a closed file, or one select cannot watch
                return
            with contextlib.suppress(BlockingIOError):
                while os.read(wake, 256):
                    pass
            if fd in ready:
                return
    finally:
        signal.set_wakeup_fd(previous)


def held() -> contextlib.AbstractContextManager[None]:
    """Hold back exit signals (and Ctrl-C) while saving; one that came in is acted on after.

    A terminal that closes sends SIGHUP just as the game notices the end of its input and
    starts saving: without this the signal's SystemExit would cut the save short.
    """
    return _masked("SIG_BLOCK")


def released() -> contextlib.AbstractContextManager[None]:
    """Let exit signals (and Ctrl-C) in for a while, inside `held`: while waiting for input."""
    return _masked("SIG_UNBLOCK")


def stop_handler() -> Handler:
    """What Ctrl-Z (SIGTSTP) calls now; None where there is no job control."""
    return None if STOP is None else signal.getsignal(STOP)


def on_stop(handler: Handler) -> Handler:
    """Make `handler` what Ctrl-Z (SIGTSTP) calls; the handler it replaces. Nothing (and
    None) where there is no job control."""
    if STOP is None or handler is None:
        return None
    return signal.signal(STOP, handler)


def stop_now(handler: Handler) -> None:
    """Stop the program as Ctrl-Z does by default, here until it goes on (`fg`); then
    `handler` hears the next Ctrl-Z."""
    if STOP is None:
        return
    signal.signal(STOP, signal.SIG_DFL)
    start = time.monotonic()
    os.kill(os.getpid(), STOP)  # stopped here until continued
    _stopped[0] += time.monotonic() - start
    signal.signal(STOP, handler)


def time_stopped() -> float:
    """The seconds this process has been stopped (Ctrl-Z until `fg`), in all: what a task
    that took a while took itself is its time less what this grew by."""
    return _stopped[0]


@contextlib.contextmanager
def pausing_on_stop(pause: Callable[[], None], resume: Callable[[], None]) -> Iterator[None]:
    """For a while (waiting for input): Ctrl-Z (SIGTSTP) calls `pause`, stops the program
    as usual, and calls `resume` once it goes on (`fg`), so that no clock runs while it is
    stopped. Nothing where there is no job control (Windows)."""
    def stop(signum: int, frame: FrameType | None) -> None:
        pause()
        stop_now(stop)
        resume()

    previous = on_stop(stop)
    try:
        yield
    finally:
        on_stop(previous)
