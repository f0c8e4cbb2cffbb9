"""Keys that come faster than the screen can be sent (held down, typed ahead, a slow link):
each is handled, and the screen is sent once, as it is after the last of them."""

from __future__ import annotations

import re

from conftest import terminfo_keys


def test_keys_waiting_are_handled_before_the_screen_catches_up(spawn) -> None:  # type: ignore[no-untyped-def]
    # 100x100 at 80x24: each Right from the centre to the right edge scrolls the board a
    # column, 2 to 3 KB each: 40 of them had sent 74 KB, every frame on the way, which a
    # slow link took many seconds to show after the key was let go.
    terminal = spawn("--custom", "100x100x700", "--seed", "7", wait="Mines")
    terminal.send(" ")
    terminal.wait_for("Playing")
    mark = len(terminal.raw)
    terminal.key("right", 40)  # in one write: all waiting before the first is read
    terminal.wait_for("◀ 54 ─")  # the view at the end (the cursor on column 90)
    assert "9 ▶" in terminal.text
    assert len(terminal.raw) - mark < 15_000  # one frame (the whole screen is 6.4 KB) or two


def test_a_notice_before_slow_work_shows_though_keys_wait(spawn) -> None:  # type: ignore[no-untyped-def]
    # Dealing 1000x1000 takes a while: its notice is sent at once, even with a key typed
    # after the first click (held back with it, the screen had looked frozen).
    terminal = spawn("--custom", "1000x1000x100000", "--seed", "7", wait="Mines")
    mark = len(terminal.raw)
    terminal.send(b" " + terminfo_keys(terminal.term)["right"])  # in one write
    terminal.wait_for("Playing")
    assert b"ealing the board" in terminal.raw[mark:]


def test_after_a_burst_the_screen_is_what_a_redraw_shows(spawn) -> None:  # type: ignore[no-untyped-def]
    # 300x300 at 200x60: a burst that scrolls the board 14 rows at once (ncurses sends
    # CSI 14 S for it), then a flag; the frame sent once must be the whole truth.
    terminal = spawn("--custom", "300x300x13000", "--seed", "7", rows=60, cols=200,
                     wait="Mines")
    terminal.send(" ")
    terminal.wait_for("Playing")
    keys = terminfo_keys(terminal.term)
    terminal.send((keys["right"] * 10 + keys["down"] * 10 + keys["left"] * 3) * 4 + b"f")
    terminal.wait_for("Mines 12999")
    terminal.settle(0.3)
    burst = re.sub(r"Time +\d+", "", terminal.text)  # (the clock may tick between)
    terminal.send("\x0c")  # Ctrl-L: everything drawn again
    terminal.settle(0.3)
    assert re.sub(r"Time +\d+", "", terminal.text) == burst
