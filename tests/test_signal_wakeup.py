"""An exit signal ends a plain game waiting for input even when it comes just before the
wait starts, too late to interrupt it: the wait wakes on any signal (`signals.wait_readable`)."""

from __future__ import annotations

import os
import signal
import threading

import pytest

from minesweeper import signals
from minesweeper.linereader import LineReader

pytestmark = pytest.mark.skipif(not hasattr(signal, "pthread_kill"), reason="POSIX signals")


def test_an_exit_signal_that_misses_the_read_still_ends_the_wait() -> None:
    # A signal handled by another thread is the race made certain: its handler's low-level
    # half runs at once (there), the Python half waits for the main thread's next step, and
    # the main thread's read, not interrupted, would wait for input. A line that comes
    # three seconds later (if it comes at all) shows which happened: read, or left unread.
    read_end, write_end = os.pipe()
    stream = open(read_end, encoding="utf-8")  # noqa: SIM115 - closed below
    exited = threading.Event()

    def signal_then_type() -> None:
        threading.Event().wait(0.2)  # (the main thread is waiting by then, most likely)
        signal.pthread_kill(threading.get_ident(), signal.SIGTERM)
        exited.wait(3)
        os.write(write_end, b"open 1 1\n")

    previous = signals.exit_on_signals()
    helper = threading.Thread(target=signal_then_type)
    try:
        helper.start()
        with pytest.raises(SystemExit) as leaving:
            LineReader(stream).read()
        exited.set()
        helper.join()
        assert leaving.value.code == 128 + signal.SIGTERM
        os.set_blocking(read_end, False)  # (empty: BlockingIOError, not a wait)
        assert os.read(read_end, 100) == b"open 1 1\n"  # not taken as a command first
    finally:
        exited.set()
        helper.join()
        signals.restore(previous)
        stream.close()
        os.close(write_end)


def test_waiting_leaves_the_wakeup_as_it_found_it() -> None:
    read_end, write_end = os.pipe()
    os.write(write_end, b"look\n")
    with open(read_end, encoding="utf-8") as stream:
        before = signal.set_wakeup_fd(-1)
        try:
            assert LineReader(stream).read() == "look\n"
            assert signal.set_wakeup_fd(-1) == -1
        finally:
            signal.set_wakeup_fd(before)
    os.close(write_end)
