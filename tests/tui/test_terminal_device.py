"""What the game asks the terminal at every idle tick (c43947d, cd7b639): whether it went
away, and whether its modes were changed behind the game's back."""

from __future__ import annotations

import sys

import pytest

from minesweeper.tui import device


@pytest.mark.skipif(sys.platform == "win32", reason="no pty (Windows)")
def test_the_terminal_is_found_reading_lines_again_by_its_line_mode_alone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Waiting for Enter is what a stop from outside leaves the game with (a shell that
    # took the terminal back sets line mode); echo alone is another matter.
    import os
    import pty
    import termios

    main, side = pty.openpty()
    try:
        with open(side, closefd=False) as stdin:
            monkeypatch.setattr(sys, "stdin", stdin)
            modes = termios.tcgetattr(side)
            for line_mode, echo, lost in ((True, False, True), (False, True, False)):
                modes[3] = (modes[3] | termios.ICANON) if line_mode \
                    else (modes[3] & ~termios.ICANON)
                modes[3] = (modes[3] | termios.ECHO) if echo else (modes[3] & ~termios.ECHO)
                termios.tcsetattr(side, termios.TCSANOW, modes)
                assert device.modes_lost() is lost
    finally:
        os.close(main)
        os.close(side)


@pytest.mark.skipif(sys.platform == "win32", reason="no pty (Windows)")
def test_a_terminal_that_went_away_is_hung_up_not_changed_behind_the_game_s_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Its modes can no longer be read (EIO): that is the hangup, which the tick ends the
    # game on; taken for modes to put back, or let out as termios.error, it was not.
    import os
    import pty

    main, side = pty.openpty()
    os.close(main)  # the window closes
    try:
        with open(side, closefd=False) as stdin:
            monkeypatch.setattr(sys, "stdin", stdin)
            assert device.input_hung_up() is True
            assert device.modes_lost() is False
    finally:
        os.close(side)


class _MacPoll:
    """poll() as macOS gives it: POLLNVAL for any terminal, whatever its state."""

    def register(self, fd: int, mask: int) -> None:
        self.fd = fd

    def poll(self, timeout: int) -> list[tuple[int, int]]:
        import select

        return [(self.fd, select.POLLNVAL)]


@pytest.mark.skipif(sys.platform == "win32", reason="no pty (Windows)")
@pytest.mark.parametrize("window_closed", [False, True])
def test_on_macos_a_terminal_is_hung_up_only_once_it_went_away(
        monkeypatch: pytest.MonkeyPatch, window_closed: bool) -> None:
    # Its poll() answers POLLNVAL for every terminal: taken for a hangup, the game ended
    # with status 129 at its first idle tick (found by the portability review).
    import os
    import pty
    import select

    main, side = pty.openpty()
    if window_closed:
        os.close(main)
    try:
        with open(side, closefd=False) as stdin:
            monkeypatch.setattr(sys, "stdin", stdin)
            monkeypatch.setattr(select, "poll", _MacPoll)
            assert device.input_hung_up() is window_closed
    finally:
        if not window_closed:
            os.close(main)
        os.close(side)


def test_a_python_without_ctypes_leaves_the_mouse_to_ncurses(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Built without libffi (pyenv does that quietly), the import failed and the game
    # stopped at its start with a traceback under TERM=xterm (the portability review).
    import curses  # noqa: F401 - loads _curses, whose library would be asked

    monkeypatch.setitem(sys.modules, "ctypes", None)  # import ctypes: ImportError
    assert device.disable_key(409) is False
