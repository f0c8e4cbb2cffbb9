"""terminal.py without a terminal: key codes become names, escape sequences are decoded or
swallowed, resizes and ticks, mouse reports, and painting that never raises."""

from __future__ import annotations

import curses
from typing import Callable

import pytest

from minesweeper.tui import device, terminal
from minesweeper.tui.draw.theme import Span, Style
from minesweeper.tui.events import Button, Key, Mouse, Resize, Tick
from minesweeper.tui.sequences import PROGRAM_MODES
from minesweeper.tui.terminal import Terminal

ESC = 27


class FakeWindow:
    """A curses window that returns scripted key codes (-1 once they run out)."""

    encoding = "utf-8"

    def __init__(self, *codes: int | str, size: tuple[int, int] = (24, 80)) -> None:
        self.codes = [ord(code) if isinstance(code, str) else code
                      for item in codes for code in (item if isinstance(item, str) else [item])]
        self.size = size
        self.drawn: list[tuple[int, int, str, int]] = []
        self.cleared = False
        self.keypad_calls: list[bool] = []
        self.refreshes = -1  # -1 until the window is marked for a whole repaint

    def getch(self) -> int:
        return self.codes.pop(0) if self.codes else -1

    def getmaxyx(self) -> tuple[int, int]:
        return self.size

    def addstr(self, y: int, x: int, text: str, attribute: int) -> None:
        height, width = self.size
        if y >= height or x + len(text) > width:
            raise curses.error("addstr() returned ERR")
        self.drawn.append((y, x, text, attribute))
        if (y, x + len(text)) == (height - 1, width):
            raise curses.error("addstr() returned ERR")  # drawn, but the cursor cannot move on

    def clear(self) -> None:
        self.cleared = True

    def keypad(self, on: bool) -> None:
        self.keypad_calls.append(on)

    def timeout(self, milliseconds: int) -> None:
        pass

    def erase(self) -> None:
        self.drawn.clear()

    def refresh(self) -> None:
        self.refreshes += 1

    def redrawwin(self) -> None:
        self.refreshes = 0  # counts the refreshes since


def events(*codes: int | str, size: tuple[int, int] = (24, 80)) -> list[object]:
    """What the terminal makes of these codes, up to the first Tick."""
    screen = Terminal(FakeWindow(*codes, size=size))  # type: ignore[arg-type]
    found: list[object] = []
    while True:
        event = screen.read_event(500)
        if isinstance(event, Tick):
            return found
        found.append(event)


@pytest.fixture(autouse=True)
def no_initscr(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curses, "update_lines_cols", lambda: None)


def test_keys_become_names() -> None:
    assert events("f", " ", "?", curses.KEY_UP, curses.KEY_NPAGE, 10, 13, curses.KEY_ENTER,
                  9, curses.KEY_BTAB, 127, curses.KEY_F1, curses.KEY_F2) == [
        Key("f"), Key(" "), Key("?"), Key("Up"), Key("PgDn"), Key("Enter"), Key("Enter"),
        Key("Enter"), Key("Tab"), Key("BackTab"), Key("Backspace"), Key("F1"), Key("F2")]
    assert terminal.key_name(curses.KEY_F0 + 5).startswith("<")  # bound to nothing


def test_esc_alone_is_esc() -> None:
    assert events(ESC) == [Key("Esc")]


@pytest.mark.parametrize(("sequence", "name"), [
    ("[A", "Up"), ("OB", "Down"), ("[H", "Home"), ("[4~", "End"), ("OF", "End"),
    ("[5~", "PgUp"), ("[6~", "PgDn"),
])
def test_sequences_terminfo_does_not_list_are_read(sequence: str, name: str) -> None:
    assert events(ESC, sequence, "f") == [Key(name), Key("f")]


@pytest.mark.parametrize("sequence", [
    "[99~",  # a sequence nobody knows
    "x",  # Alt-x
    [ESC, *b"[A"],  # Alt with an arrow
    [0xC3, 0xA9],  # Alt-é (two UTF-8 bytes)
    [*b"[M", 32, 33, 33],  # an X10 mouse report under a TERM that reads SGR
    [*b"[1", 0x1F600],  # a sequence cut by a key code
])
def test_other_escapes_are_swallowed_not_taken_for_esc(sequence: str | list[int]) -> None:
    codes = [ord(c) for c in sequence] if isinstance(sequence, str) else sequence
    assert events(ESC, *codes) == []


def test_keys_after_a_swallowed_sequence_still_count() -> None:
    assert events(ESC, "[99~", "f", ESC, "x", ESC) == [Key("f"), Key("Esc")]


def test_esc_then_a_resize_is_both() -> None:
    window = FakeWindow(ESC, curses.KEY_RESIZE, size=(30, 100))
    screen = Terminal(window)  # type: ignore[arg-type]
    assert screen.read_event(500) == Key("Esc")
    assert screen.read_event(500) == Resize(30, 100)
    assert screen.size == (30, 100)


def test_ctrl_l_repaints_the_whole_screen() -> None:
    window = FakeWindow(12, "f")
    screen = Terminal(window)  # type: ignore[arg-type]
    assert screen.read_event(500) == Resize(24, 80)  # the screens lay out and draw afresh
    assert window.cleared  # on a screen curses clears whole on the next refresh
    assert screen.read_event(500) == Key("f")


def test_a_size_change_seen_on_a_timeout_is_a_resize() -> None:
    window = FakeWindow()
    screen = Terminal(window)  # type: ignore[arg-type]
    assert screen.read_event(500) == Tick()
    window.size = (40, 120)
    assert screen.read_event(500) == Resize(40, 120)
    assert screen.read_event(500) == Tick()


@pytest.mark.parametrize(("state", "button"), [
    (curses.BUTTON1_RELEASED, Button.LEFT), (curses.BUTTON1_CLICKED, Button.LEFT),
    (curses.BUTTON1_PRESSED, Button.LEFT_DOWN), (curses.BUTTON3_PRESSED, Button.RIGHT),
    (curses.BUTTON3_CLICKED, Button.RIGHT), (curses.BUTTON2_CLICKED, Button.MIDDLE),
    (curses.BUTTON3_RELEASED, Button.OTHER), (curses.BUTTON4_PRESSED, Button.WHEEL_UP),
    (curses.BUTTON5_PRESSED, Button.WHEEL_DOWN),
])
def test_mouse_reports(monkeypatch: pytest.MonkeyPatch, state: int, button: Button) -> None:
    monkeypatch.setattr(curses, "getmouse", queued((0, 7, 3, 0, state)))
    assert events(curses.KEY_MOUSE) == [Mouse(3, 7, button)]


def queued(*reports: tuple[int, int, int, int, int]) -> Callable[[], tuple[int, ...]]:
    """`curses.getmouse` as ncurses has it with `reports` queued (oldest first): the
    newest at each call, then ERR."""
    waiting = list(reports)

    def getmouse() -> tuple[int, ...]:
        if not waiting:
            raise curses.error("getmouse() returned ERR")
        return waiting.pop()

    return getmouse


def test_mouse_reports_queued_behind_one_key_mouse_all_come_in_order(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Two right clicks in one read: ncurses gave one KEY_MOUSE, and the older was lost.
    monkeypatch.setattr(curses, "getmouse", queued(
        (0, 7, 3, 0, curses.BUTTON3_PRESSED), (0, 7, 3, 0, curses.BUTTON3_RELEASED),
        (0, 9, 3, 0, curses.BUTTON3_PRESSED), (0, 9, 3, 0, curses.BUTTON3_RELEASED)))
    assert events(curses.KEY_MOUSE, "f") == [
        Mouse(3, 7, Button.RIGHT), Mouse(3, 7, Button.OTHER), Mouse(3, 9, Button.RIGHT),
        Mouse(3, 9, Button.OTHER), Key("f")]


def test_an_unreadable_mouse_report_is_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    def fails() -> tuple[int, int, int, int, int]:
        raise curses.error("getmouse() returned ERR")

    monkeypatch.setattr(curses, "getmouse", fails)
    assert events(curses.KEY_MOUSE, "f") == [Key("f")]


def test_ctrl_z_stops_the_clock_first_and_repaints_everything_after(
        monkeypatch: pytest.MonkeyPatch) -> None:
    done: list[str] = []
    monkeypatch.setattr(curses, "endwin", lambda: done.append("endwin"))
    monkeypatch.setattr(curses, "mousemask", lambda mask: done.append(f"mouse {mask}"))
    monkeypatch.setattr(terminal.os, "kill", lambda pid, signum: done.append("stopped"))
    monkeypatch.setattr(terminal.signal, "signal", lambda signum, handler: None)
    window = FakeWindow("f")
    screen = Terminal(window)  # type: ignore[arg-type]
    screen.has_mouse = True
    screen.on_suspend = lambda: done.append("paused")
    screen.suspend(0, None)
    assert done == ["paused", "endwin", "stopped", "mouse 0", f"mouse {terminal.mouse_mask()}"]
    assert window.keypad_calls == [False, True]  # keypad mode back on after `fg`
    # The last frame shows again at once, even if the game is busy before it repaints.
    assert window.refreshes == 1
    assert screen.read_event(500) == Resize(24, 80)
    assert window.cleared
    assert screen.read_event(500) == Key("f")


def test_painting_never_raises_and_maps_styles() -> None:
    window = FakeWindow(size=(2, 10))
    screen = Terminal(window)  # type: ignore[arg-type]
    screen.attributes = {style: 0 for style in Style}
    screen.attributes[Style.FLAG] = curses.A_BOLD
    screen.paint([Span(0, 0, "flag", Style.FLAG), Span(0, 4, "cursor", Style.TEXT, True),
                  Span(1, 0, "x" * 10, Style.TEXT), Span(5, 0, "off", Style.TEXT)])
    assert window.drawn == [(0, 0, "flag", curses.A_BOLD), (0, 4, "cursor", curses.A_REVERSE),
                            (1, 0, "x" * 10, 0)]


@pytest.mark.parametrize(("encoding", "expected"), [
    ("UTF-8", True), ("utf8", True), ("ANSI_X3.4-1968", False), ("ISO-8859-1", False),
    ("cp65001", True), ("cp437", False),  # a Windows console after `chcp 65001`, and before
    ("", False), ("no-such-encoding", False),  # none, or one Python does not know: ASCII
])
def test_utf8_is_read_from_the_screen_encoding(encoding: str, expected: bool) -> None:
    assert device.is_utf8(encoding) is expected


def test_flow_control_is_turned_off_and_back_on_where_there_is_a_terminal() -> None:
    import os
    import termios

    leader, follower = os.openpty()
    try:
        assert termios.tcgetattr(follower)[0] & termios.IXON
        assert device.set_flow_control(follower, False) is True  # it was on
        assert not termios.tcgetattr(follower)[0] & termios.IXON
        assert device.set_flow_control(follower, True) is False
        assert termios.tcgetattr(follower)[0] & termios.IXON
    finally:
        os.close(leader)
        os.close(follower)
    reader, writer = os.pipe()  # no terminal: nothing to turn off
    assert device.set_flow_control(reader, False) is False
    os.close(reader)
    os.close(writer)


class FakeColours:
    """curses' colour calls, as a terminal with `colours` colours and `pairs` pairs answers."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, colours: int, pairs: int = 64) -> None:
        self.pairs: dict[int, tuple[int, int]] = {}
        monkeypatch.setattr(curses, "has_colors", lambda: colours > 0)
        monkeypatch.setattr(curses, "start_color", lambda: None)
        monkeypatch.setattr(curses, "use_default_colors", lambda: None)
        monkeypatch.setattr(curses, "COLORS", colours, raising=False)
        monkeypatch.setattr(curses, "COLOR_PAIRS", pairs, raising=False)
        monkeypatch.setattr(curses, "init_pair", lambda n, fg, bg: self.pairs.update({n: (fg, bg)}))
        monkeypatch.setattr(curses, "color_pair", lambda n: n << 8)

    def colour_of(self, attribute: int) -> tuple[int, int]:
        return self.pairs[(attribute & curses.A_COLOR) >> 8]


def test_without_colours_styles_are_bold_reverse_and_underline(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    colours = FakeColours(monkeypatch, 0)
    attributes = terminal.make_attributes()
    assert attributes[Style.FLAG] == curses.A_BOLD
    # The mine that went off never looks like the cursor (bold, reversed): it was reversed
    # and underlined, and with the cursor elsewhere two reversed cells read as two cursors.
    assert attributes[Style.EXPLODED] == curses.A_BOLD | curses.A_UNDERLINE
    assert not attributes[Style.EXPLODED] & curses.A_REVERSE
    assert attributes[Style.TEXT] == curses.A_NORMAL and not colours.pairs


def test_no_color_is_honoured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    colours = FakeColours(monkeypatch, 256)
    assert terminal.make_attributes()[Style.WRONG_FLAG] == curses.A_BOLD | curses.A_UNDERLINE
    assert not colours.pairs


def test_numbers_use_bright_colours_where_there_are_sixteen(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    eight = FakeColours(monkeypatch, 8)
    attributes = terminal.make_attributes()
    assert eight.colour_of(attributes[Style.N1]) == (curses.COLOR_BLUE, -1)
    assert attributes[Style.N1] & curses.A_BOLD  # bold stands in for bright
    sixteen = FakeColours(monkeypatch, 16)
    attributes = terminal.make_attributes()
    assert sixteen.colour_of(attributes[Style.N1]) == (12, -1)
    assert not attributes[Style.N1] & curses.A_BOLD
    many = FakeColours(monkeypatch, 256)
    attributes = terminal.make_attributes()
    assert many.colour_of(attributes[Style.N1]) == (33, -1)  # a blue no theme changes
    assert many.colour_of(attributes[Style.EXPLODED]) == (231, 160)  # fixed: no theme changes them


def test_a_terminal_with_few_colour_pairs_keeps_the_rest_plain(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    few = FakeColours(monkeypatch, 8, pairs=3)
    attributes = terminal.make_attributes()
    assert len(few.pairs) == 2  # pair 0 is the terminal's own
    assert attributes[Style.FLAG] == curses.A_BOLD  # no pair left: the plain look


def test_sgr_mouse_reports_are_read_as_ncurses_reads_its_own() -> None:
    from minesweeper.tui.events import Button, Mouse
    from minesweeper.tui.sequences import sgr_mouse

    assert sgr_mouse("[<0;12;27M") == Mouse(26, 11, Button.LEFT_DOWN)  # 1-based
    assert sgr_mouse("[<0;12;27m") == Mouse(26, 11, Button.LEFT)  # released: the click
    assert sgr_mouse("[<2;300;5M") == Mouse(4, 299, Button.RIGHT)  # past X10's 223 columns
    assert sgr_mouse("[<1;3;4m") == Mouse(3, 2, Button.MIDDLE)
    assert sgr_mouse("[<65;3;4M") == Mouse(3, 2, Button.WHEEL_DOWN)
    assert sgr_mouse("[<16;3;4M") == Mouse(3, 2, Button.LEFT_DOWN)  # with Ctrl held
    assert sgr_mouse("[<32;3;4M") == Mouse(3, 2, Button.OTHER)  # moved with a button held
    assert sgr_mouse("[<2;3;4m").button is Button.OTHER  # a right release: nothing
    assert sgr_mouse("[1;5A") is None and sgr_mouse("[<0;3M") is None


@pytest.mark.parametrize(("platform", "kmous", "keyok", "asked"), [
    ("linux", b"\x1b[M", True, True),  # screen, tmux: X10 reports, so SGR is asked for
    # xterm: ncurses asks for SGR; told not to read it (it lost clicks), the game reads it
    ("linux", b"\x1b[<", True, True),
    ("linux", b"\x1b[<", False, False),  # a curses that cannot be told: it reads them
    ("win32", None, True, False),  # PDCurses has no terminfo to ask
])
def test_sgr_mouse_reports_are_read_here_where_ncurses_expects_x10_or_can_be_told_not_to(
        monkeypatch: pytest.MonkeyPatch, platform: str, kmous: bytes | None, keyok: bool,
        asked: bool) -> None:
    from minesweeper.tui import device

    sent: list[str] = []
    told: list[int] = []
    monkeypatch.setattr(device, "disable_key", lambda code: told.append(code) or keyok)

    def tigetstr(name: str) -> bytes | None:
        assert platform != "win32", "no terminfo there"
        return kmous if name == "kmous" else None

    monkeypatch.setattr("sys.platform", platform)
    monkeypatch.setattr(curses, "tigetstr", tigetstr)
    monkeypatch.setattr(curses, "mousemask", lambda mask: (mask, 0))
    monkeypatch.setattr(curses, "mouseinterval", lambda interval: 0)
    monkeypatch.setattr(curses, "curs_set", lambda visibility: 0)
    monkeypatch.setattr(terminal, "send", sent.append)
    monkeypatch.setattr(terminal, "make_attributes", dict)
    screen = Terminal(FakeWindow())  # type: ignore[arg-type]
    screen.set_up()
    assert screen.sgr is asked and sent == [PROGRAM_MODES + ("\x1b[?1006h" if asked else "")]
    assert told == ([curses.KEY_MOUSE] if kmous == b"\x1b[<" else [])
    assert events(ESC, "[<0;12;27m", "f") == [Mouse(26, 11, Button.LEFT), Key("f")]


class SlowWindow(FakeWindow):
    """A window whose input has a gap (GAP): the rest arrives a few milliseconds later, so
    a read that does not wait gets nothing there, and one that waits gets it."""

    GAP = -2
    NEEDS = 1  # the wait (ms) that sits the gap out

    def __init__(self, *codes: int | str) -> None:
        super().__init__(*codes)
        self.wait = 0

    def timeout(self, milliseconds: int) -> None:
        self.wait = milliseconds

    def getch(self) -> int:
        if self.codes and self.codes[0] == self.GAP:
            if self.wait < self.NEEDS:
                return -1
            self.codes.pop(0)
        return super().getch()


def test_a_mouse_report_cut_in_two_reads_is_one_report_not_keys() -> None:
    # The tail (`m`) came as a key: it marked the flagged cell. Split anywhere, it waits.
    gap = SlowWindow.GAP
    screen = Terminal(SlowWindow(ESC, "[<2;31;7M", ESC, "[<2;31;7", gap, "m",  # type: ignore[arg-type]
                                 ESC, "[<0;5", ESC, "[<2;9;3M", "f"))
    found = [screen.read_event(500) for _ in range(4)]
    assert found == [Mouse(6, 30, Button.RIGHT), Mouse(6, 30, Button.OTHER),
                     Mouse(2, 8, Button.RIGHT), Key("f")]  # a report cut short is dropped
