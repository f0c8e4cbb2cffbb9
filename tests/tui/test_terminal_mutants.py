"""terminal.py behaviour its other tests left unchecked (found by mutation testing): clicks
without ncurses' click delay, typed-ahead input dropped, a resize while stopped, colours a
terminal lacks, and a sequence ending in `@`."""

from __future__ import annotations

import curses

import pytest
from test_tui_terminal import FakeColours, FakeWindow, events, queued

from minesweeper.tui import terminal
from minesweeper.tui.draw.theme import Style
from minesweeper.tui.events import Button, Key, Mouse, Tick
from minesweeper.tui.terminal import Terminal


@pytest.fixture(autouse=True)
def no_initscr(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curses, "update_lines_cols", lambda: None)


def test_clicks_are_asked_for_without_the_click_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    # ncurses' default interval (1/6 s) holds each press back to see if a click follows.
    intervals: list[int] = []
    monkeypatch.setattr(curses, "tigetstr", lambda name: None)
    monkeypatch.setattr(curses, "mousemask", lambda mask: (mask, 0))
    monkeypatch.setattr(curses, "mouseinterval", lambda interval: intervals.append(interval))
    monkeypatch.setattr(curses, "curs_set", lambda visibility: 0)
    monkeypatch.setattr(terminal, "send", lambda text: None)
    monkeypatch.setattr(terminal, "make_attributes", dict)
    Terminal(FakeWindow()).set_up()  # type: ignore[arg-type]
    assert intervals == [0]


def test_dropping_typed_ahead_forgets_queued_clicks_and_read_ahead_keys(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A click or key that came while a slow tip looked must not act on the cell it moved to.
    monkeypatch.setattr(curses, "flushinp", lambda: None)
    monkeypatch.setattr(curses, "getmouse", queued(
        (0, 7, 3, 0, curses.BUTTON1_RELEASED), (0, 9, 3, 0, curses.BUTTON1_RELEASED)))
    screen = Terminal(FakeWindow(curses.KEY_MOUSE))  # type: ignore[arg-type]
    assert screen.read_event(500) == Mouse(3, 7, Button.LEFT)
    screen.drop_typed_ahead()
    assert screen.read_event(500) == Tick()
    screen = Terminal(FakeWindow(27, curses.KEY_RESIZE))  # type: ignore[arg-type]
    assert screen.read_event(500) == Key("Esc")  # the resize is read ahead, kept for next
    screen.drop_typed_ahead()
    assert screen.read_event(500) == Tick()


def test_a_window_resized_while_stopped_is_its_new_size_after_fg(
        monkeypatch: pytest.MonkeyPatch) -> None:
    resized: list[tuple[int, int]] = []
    monkeypatch.setattr(curses, "endwin", lambda: None)
    monkeypatch.setattr(terminal.os, "kill", lambda pid, signum: None)
    monkeypatch.setattr(terminal.signal, "signal", lambda signum, handler: None)
    monkeypatch.setattr(terminal.os, "get_terminal_size",
                        lambda fd: terminal.os.terminal_size((100, 30)))
    monkeypatch.setattr(curses, "resizeterm", lambda lines, cols: resized.append((lines, cols)))
    screen = Terminal(FakeWindow())  # type: ignore[arg-type]
    screen.suspend(0, None)
    assert resized == [(30, 100)]


def test_a_terminal_with_fewer_than_eight_colours_is_asked_for_none_it_lacks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # curses refuses a pair with a colour the terminal lacks: the game would stop there.
    monkeypatch.delenv("NO_COLOR", raising=False)
    few = FakeColours(monkeypatch, 4)
    attributes = terminal.make_attributes()
    assert all(max(pair) < 4 for pair in few.pairs.values())
    assert attributes[Style.FLAG] & curses.A_BOLD


def test_a_sequence_ending_in_at_sign_does_not_swallow_the_next_key() -> None:
    # rxvt's Ctrl-Shift-Insert is ESC [ 2 @: `@` ends a sequence as `~` does.
    assert events(27, "[2@", "f") == [Key("f")]
