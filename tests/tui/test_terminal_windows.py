"""terminal.py as windows-curses (PDCurses) drives it, simulated: getmouse there keeps no
queue (it hands the last report again, never an error), the wheel is reported off the
screen, and the numeric keypad has codes of its own."""

from __future__ import annotations

import curses

import pytest
from test_tui_terminal import events

from minesweeper.tui import terminal
from minesweeper.tui.events import Button, Key, Mouse
from minesweeper.tui.sequences import keypad_names
from minesweeper.tui.terminal import key_name


@pytest.fixture(autouse=True)
def pdcurses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curses, "update_lines_cols", lambda: None)
    monkeypatch.delattr(curses, "ncurses_version", raising=False)


def test_one_click_is_one_event_where_getmouse_repeats_the_last_report(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Read 16 times, one right click flagged and unflagged a cell 16 times (no flag left).
    monkeypatch.setattr(curses, "getmouse", lambda: (0, 7, 3, 0, curses.BUTTON3_PRESSED))
    assert events(curses.KEY_MOUSE, "f") == [Mouse(3, 7, Button.RIGHT), Key("f")]


def test_a_quick_second_click_acts_as_the_first_did(monkeypatch: pytest.MonkeyPatch) -> None:
    # The Windows console marks a second press soon after the first a double click; PDCurses
    # reports it as DOUBLE_CLICKED, which the mask left out (so PDCurses dropped it), and
    # reports no release after it: a quick second click of any button did nothing.
    def clicks(button: int) -> list[int]:
        return [getattr(curses, f"BUTTON{button}_{what}")
                for what in ("PRESSED", "RELEASED", "DOUBLE_CLICKED")]

    for number, expected in ((3, [Button.RIGHT, Button.OTHER, Button.RIGHT]),
                             (1, [Button.LEFT_DOWN, Button.LEFT, Button.LEFT]),
                             (2, [Button.OTHER, Button.MIDDLE, Button.MIDDLE])):
        reports = clicks(number)
        assert all(state & terminal.mouse_mask() for state in reports)  # PDCurses drops the rest
        pop = reports.pop
        monkeypatch.setattr(curses, "getmouse", lambda pop=pop: (0, 7, 3, 0, pop(0)))
        assert events(*[curses.KEY_MOUSE] * 3) == [Mouse(3, 7, meaning) for meaning in expected]


def test_ncurses_is_not_asked_for_double_clicks(monkeypatch: pytest.MonkeyPatch) -> None:
    # Asked for them, ncurses made one report of two quick right clicks in one read (tmux, X10):
    # flag then unflag left the flag.
    doubles = (curses.BUTTON1_DOUBLE_CLICKED | curses.BUTTON2_DOUBLE_CLICKED
               | curses.BUTTON3_DOUBLE_CLICKED)
    pdcurses = terminal.mouse_mask()
    monkeypatch.setattr(curses, "ncurses_version", (6, 4, 20221231), raising=False)
    assert terminal.mouse_mask() & doubles == 0
    assert terminal.mouse_mask() | doubles == pdcurses


def test_the_wheel_reported_off_the_screen_still_scrolls(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # PDCurses puts wheel reports at -1, -1: the game dropped them as off the screen.
    monkeypatch.setattr(curses, "getmouse", lambda: (0, -1, -1, 0, curses.BUTTON4_PRESSED))
    assert events(curses.KEY_MOUSE) == [Mouse(0, 0, Button.WHEEL_UP)]


def test_the_keypads_own_codes_are_the_keys_they_stand_for() -> None:
    class PDCursesCodes:  # as windows-curses numbers them
        PADENTER, KEY_A2, KEY_C2, KEY_B1, KEY_B3 = 459, 450, 456, 452, 454
        KEY_A1, KEY_A3, KEY_C1, KEY_C3 = 449, 451, 455, 457

    names = keypad_names(PDCursesCodes, {10: "Enter"})
    assert names == {459: "Enter", 450: "Up", 456: "Down", 452: "Left", 454: "Right",
                     449: "Home", 451: "PgUp", 455: "End", 457: "PgDn"}
    assert keypad_names(PDCursesCodes, {459: "Tab"})[450] == "Up"  # a code known stays
    assert 459 not in keypad_names(PDCursesCodes, {459: "Tab"})
    # This curses (ncurses) has the keypad's corners: with NumLock off they move too.
    assert [key_name(curses.KEY_A1), key_name(curses.KEY_C3)] == ["Home", "PgDn"]


def test_ctrl_break_leaves_the_game_as_the_other_exit_signals_do(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib
    import signal

    from minesweeper import signals

    monkeypatch.setattr(signal, "SIGBREAK", signal.SIGUSR2, raising=False)  # Windows' number
    try:
        assert signal.SIGUSR2 in importlib.reload(signals).EXIT_SIGNALS
    finally:
        monkeypatch.undo()
        importlib.reload(signals)


def test_with_no_termios_and_no_poll_a_tick_finds_the_terminal_well(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Windows has neither: the checks made at every tick (a window closed, modes changed
    # behind the game's back) must say "all well", not fail (the except clause named
    # termios.error, unbound where the import failed).
    import select
    import sys

    from minesweeper.tui import device

    monkeypatch.setitem(sys.modules, "termios", None)  # import termios: ImportError
    monkeypatch.delattr(select, "poll", raising=False)
    assert device.modes_lost() is False and device.input_hung_up() is False


def test_a_resize_reports_the_new_size_where_pdcurses_keeps_the_old_one_until_told(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # PDCurses reports KEY_RESIZE but keeps its old size until resize_term(0, 0): without
    # the call the game laid itself out for the size the console had before.
    from test_tui_terminal import FakeWindow

    window = FakeWindow(curses.KEY_RESIZE, size=(24, 80))

    def resize_term(lines: int, columns: int) -> None:
        assert (lines, columns) == (0, 0)  # as the console is now
        window.size = (30, 100)

    monkeypatch.setattr(curses, "resize_term", resize_term)
    screen = terminal.Terminal(window)  # type: ignore[arg-type]
    assert screen.read_event(500) == terminal.Resize(30, 100)
