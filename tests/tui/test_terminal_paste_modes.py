"""Bracketed paste as the terminal sees it: only its real end mark ends a paste, and the
modes the game asks for (numeric keypad, bracketed paste) are given back while it is stopped
and asked for again after `fg` (found by the mutation tester: each could go unnoticed)."""

from __future__ import annotations

import curses

import pytest
from test_tui_terminal import FakeWindow, events

from minesweeper.tui import terminal
from minesweeper.tui.events import Key, Paste, Resize
from minesweeper.tui.terminal import Terminal

ESC = 27
PASTE_ON, PASTE_OFF, KEYPAD_NUMERIC = "\x1b[?2004h", "\x1b[?2004l", "\x1b>"


@pytest.fixture(autouse=True)
def no_initscr(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curses, "update_lines_cols", lambda: None)


@pytest.mark.parametrize("pasted", [
    "~/boards/mine.txt ? q",  # a path: a `~` is no end of the paste
    "see [201~ here ? q",  # the end mark's text without its ESC, as typed in a message
    "a\x00b ? q",  # a NUL byte (Ctrl-Space) is a character of the paste, not its end
])
def test_only_the_paste_s_own_end_mark_ends_it(pasted: str) -> None:
    # What follows a false end was read as keys: `?` opened help, `q` left the game.
    assert events(ESC, "[200~", pasted, ESC, "[201~", "f") == [Paste(pasted), Key("f")]


def test_ctrl_z_gives_up_bracketed_paste_while_stopped_and_fg_asks_for_its_modes_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Left on while stopped, the shell's next program (`cat`, an editor without it) got
    # pasted text wrapped in ESC [ 200 ~ ... ESC [ 201 ~; not asked for again after `fg`,
    # a paste became keys and the keypad's digits came as ESC O p... (the custom form took
    # none of them).
    sent: list[str] = []
    monkeypatch.setattr(terminal, "send", sent.append)
    monkeypatch.setattr(curses, "endwin", lambda: sent.append("<endwin>"))
    monkeypatch.setattr(curses, "mousemask", lambda mask: (mask, 0))
    monkeypatch.setattr(terminal.os, "kill", lambda pid, signum: sent.append("<stopped>"))
    monkeypatch.setattr(terminal.signal, "signal", lambda signum, handler: None)
    screen = Terminal(FakeWindow("f"))  # type: ignore[arg-type]
    screen.suspend(0, None)
    stopped = sent.index("<stopped>")
    before = "".join(sent[:stopped])
    assert PASTE_OFF in before and PASTE_ON not in before
    assert screen.read_event(500) == Resize(24, 80)
    after = "".join(sent[stopped:])
    assert PASTE_ON in after and KEYPAD_NUMERIC in after
    assert after.rindex(PASTE_ON) > after.rfind(PASTE_OFF)  # on, not given up again
    assert screen.read_event(500) == Key("f")
