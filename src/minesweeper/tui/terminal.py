"""The only module that calls curses (but `device.disable_key`'s ncurses `keyok`): set-up,
restore, colours, mouse, keys, Ctrl-Z, resize, painting spans. Above it: `events`, `Span`s."""

from __future__ import annotations

import contextlib
import curses
import functools
import os
import signal
import sys
from types import FrameType
from typing import Callable, Iterable, Iterator

from .. import signals
from .colours import palette as colours_palette
from .colours import plain as colours_plain
from .device import (
    ascii_only,
    disable_key,
    input_hung_up,
    input_waiting,
    is_utf8,
    modes_lost,
    reads_sgr,
    send,
    set_flow_control,
    use_locale,
)
from .draw.theme import Span, Style
from .events import Button, Event, Key, Mouse, Paste, Resize, Tick
from .sequences import (
    ESC,
    FALLBACK_SEQUENCES,
    PASTE_START,
    PROGRAM_MODES,
    PROGRAM_MODES_OFF,
    SGR_OFF,
    SGR_ON,
    keypad_names,
    mouse_buttons,
    read_paste,
    read_sequence,
    sgr_mouse,
)
from .sequences import mouse_mask as sequences_mouse_mask

CTRL_L = 12  # redraw the screen, as terminal programs do

BUTTONS = mouse_buttons(curses)  # report states -> meanings (see `sequences.MOUSE_STATES`)
mouse_mask = functools.partial(sequences_mouse_mask, curses)  # the reports to ask for

# Key codes -> the names screens see (`events.Key`); printable characters are themselves.
KEY_NAMES: dict[int, str] = {
    curses.KEY_UP: "Up", curses.KEY_DOWN: "Down", curses.KEY_LEFT: "Left",
    curses.KEY_RIGHT: "Right", curses.KEY_PPAGE: "PgUp", curses.KEY_NPAGE: "PgDn",
    curses.KEY_HOME: "Home", curses.KEY_END: "End", curses.KEY_F1: "F1", curses.KEY_F2: "F2",
    10: "Enter", 13: "Enter", curses.KEY_ENTER: "Enter", ESC: "Esc", 9: "Tab", 8: "Backspace",
    curses.KEY_BTAB: "BackTab", curses.KEY_BACKSPACE: "Backspace", 127: "Backspace",
}
KEY_NAMES.update(keypad_names(curses, KEY_NAMES))  # (PDCurses' keypad codes)

def key_name(code: int) -> str:
    """The name of a key code (see `events.Key`)."""
    if code in KEY_NAMES:
        return KEY_NAMES[code]
    if 0 <= code < 256:
        return chr(code)
    try:
        return f"<{curses.keyname(code).decode('ascii', 'replace')}>"
    except (ValueError, curses.error):
        return f"<{code}>"


def button(state: int) -> Button:
    """What a mouse report's button state means (see BUTTONS)."""
    return next((meaning for mask, meaning in BUTTONS if state & mask), Button.OTHER)


def unusable_reason(term: str) -> str | None:
    """What keeps terminal type `term` from running the game, after its name ("is unknown",
    "cannot move the cursor"), or None."""
    try:
        curses.setupterm(term, sys.stdout.fileno())
    except (curses.error, UnicodeError):  # UnicodeError: a byte not UTF-8 (TERM=$'xterm\xff')
        return "is unknown"
    return None if curses.tigetstr("cup") else "cannot move the cursor"


class Terminal:
    """A curses window: events in, spans out."""
    ours = False  # set up by `opened`: its line modes are the game's (not a test's window)

    def __init__(self, window: curses.window, flow_control: bool = False) -> None:
        self.window = window
        self.attributes: dict[Style, int] = {style: 0 for style in Style}
        self.has_mouse = self.sgr = False  # sgr: SGR reports asked for, read here
        self.told_ncurses = False  # not to read the mouse's reports
        self.is_utf8 = is_utf8(window.encoding or "")
        # The Linux console's fonts have no flag or mine symbol: the board is ASCII there.
        self.has_symbols = self.is_utf8 and not os.environ.get("TERM", "").startswith("linux")
        self.on_suspend: Callable[[], None] = lambda: None  # before stopping (pause the clock)
        self._pushed: list[int] = []  # codes read ahead that belong to the next event
        self._mice: list[Mouse] = []  # mouse events ncurses queued, the oldest first
        self._resumed = False
        self._stale = False  # a frame is staged but not yet sent (keys were waiting)
        self._size = window.getmaxyx()
        self._focus: tuple[int, int] | None = None  # where the hardware cursor goes
        self._cursor_shown = False
        self.flow_control = flow_control  # the shell's Ctrl-S/Ctrl-Q flow control, off in game

    @classmethod
    @contextlib.contextmanager
    def opened(cls) -> Iterator[Terminal]:
        """The terminal in curses mode; restored on every way out."""
        use_locale()
        previous = signals.stop_handler()
        tty = sys.stdout.fileno()  # the terminal curses sets up
        # Ctrl-Z is the game's before curses starts: ncurses then leaves it alone, where it
        # would otherwise ignore it during every screen update (one pressed then was lost).
        # One pressed while setting up is acted on once set up.
        early: list[int] = []
        signals.on_stop(lambda signum, frame: early.append(signum))
        try:
            window = curses.initscr()
        except BaseException:
            signals.on_stop(previous)
            raise
        flow_control = False
        try:
            curses.noecho()
            curses.cbreak()
            # Ctrl-S would freeze the screen until Ctrl-Q. Off as curses' own mode, which
            # it sets again after Ctrl-Z (the shell's comes back while stopped and after).
            flow_control = set_flow_control(tty, False)
            curses.def_prog_mode()
            window.keypad(True)
            terminal = cls(window, flow_control)
            terminal.ours = True
            terminal.set_up()
            signals.on_stop(terminal.suspend)
            if early:
                terminal.suspend(early[0], None)
            yield terminal
        finally:
            signals.on_stop(signal.SIG_IGN)
            # The terminal may be gone (window closed): any call may fail, none may mask the
            # way out. Killed while stopped (Ctrl-Z), curses was left: no second endwin.
            with contextlib.suppress(curses.error):
                window.keypad(False)
            send("" if curses.isendwin() or sys.platform == "win32" else SGR_OFF
                 + PROGRAM_MODES_OFF)  # (no VT there)
            for restore in () if curses.isendwin() else (curses.nocbreak, curses.echo,
                                                          curses.endwin):
                with contextlib.suppress(curses.error):
                    restore()
            set_flow_control(tty, flow_control)
            signals.on_stop(previous)

    def set_up(self) -> None:
        """Short Esc delay, no cursor until something has the focus, no click delay, colours."""
        if hasattr(curses, "set_escdelay"):  # not in windows-curses (no Esc delay there)
            curses.set_escdelay(25)
        with contextlib.suppress(curses.error):
            curses.curs_set(0)
        self.has_mouse = curses.mousemask(mouse_mask())[0] != 0
        curses.mouseinterval(0)
        # SGR reports are asked for and read here where that works (see `device.reads_sgr`).
        kmous = curses.tigetstr("kmous") if self.has_mouse and sys.platform != "win32" \
            else None  # (no terminfo there)
        self.sgr = reads_sgr(kmous, curses.KEY_MOUSE)
        self.told_ncurses = self.sgr and kmous == b"\x1b[<"  # not to read them itself
        send(PROGRAM_MODES + (SGR_ON if self.sgr else ""))
        self.attributes = make_attributes()

    @property
    def size(self) -> tuple[int, int]:
        """Height and width, as of the last event."""
        return self._size

    # Reading -------------------------------------------------------------------------

    def read_event(self, timeout_ms: int) -> Event:
        """The next event; Tick when nothing came within `timeout_ms`."""
        while True:
            event = self._next(timeout_ms)
            if event is not None:
                return event

    def drop_typed_ahead(self) -> None:
        """Forget the keys and clicks that came in while the game was busy."""
        del self._pushed[:], self._mice[:]
        curses.flushinp()

    def _getch(self) -> int:
        return self._pushed.pop(0) if self._pushed else self.window.getch()

    def _next(self, timeout_ms: int) -> Event | None:
        if self._mice:
            return self._mice.pop(0)
        if self._resumed:
            return self._after_resume()
        if self._stale and not (self._pushed or input_waiting()):
            curses.doupdate()  # the frame held back while keys were waiting
            self._stale = False
        self.window.timeout(0 if self._pushed else timeout_ms)
        code = self._getch()
        if self._resumed:  # Ctrl-Z was handled while waiting
            if code != -1:
                self._pushed.append(code)
            return self._after_resume()
        if code == ESC:
            return self._after_escape()
        if code == CTRL_L:  # something wrote over the screen: repaint all of it
            self.window.clear()
            return self._resized()
        if code == -1:
            if input_hung_up():  # the window closed without a SIGHUP reaching us
                raise SystemExit(signals.EXIT_HANGUP)
            if self.ours and modes_lost():  # stopped from outside, then fg: as after Ctrl-Z
                self.on_suspend()
                curses.reset_prog_mode()
                return self._after_resume()
            size = self.window.getmaxyx()
            return self._resized() if size != self._size else Tick()
        if code == curses.KEY_RESIZE:
            return self._resized()
        if code == curses.KEY_MOUSE:  # it may stand for several (two clicks in one read):
            with contextlib.suppress(curses.error):  # getmouse hands them newest first
                # (PDCurses queues none: getmouse repeats the last; it puts the wheel at -1, -1)
                for _ in range(16 if hasattr(curses, "ncurses_version") else 1):
                    _, x, y, _, state = curses.getmouse()
                    self._mice.insert(0, Mouse(max(y, 0), max(x, 0), button(state)))
            return self._mice.pop(0) if self._mice else None
        return Key(key_name(code))

    def _resized(self) -> Resize:
        with contextlib.suppress(curses.error):
            if not hasattr(curses, "ncurses_version"):  # PDCurses keeps the old size till told
                curses.resize_term(0, 0)
            curses.update_lines_cols()
        self._size = self.window.getmaxyx()
        return Resize(*self._size)

    def _after_escape(self) -> Event | None:
        """Esc came in: the key itself, or what follows at once. ncurses gives Esc for a
        sequence it does not know (`ESC [ 99 ~`, Home under vt100) and for Alt-x (`ESC x`);
        the rest of it is already waiting. A few common keys are read from their usual
        sequences; anything else (pasted text too) is swallowed whole and ignored rather
        than taken for Esc (which leaves a game)."""
        self.window.timeout(0)
        first = self._getch()
        if first == -1:  # a moment more: over a slow link an arrow's bytes come apart
            self.window.timeout(60)
            first = self._getch()
            if first not in (ord("["), ord("O")):  # (only a sequence's start is waited for)
                self._pushed.extend([] if first == -1 else [first])
                return Key("Esc")
        if first in (curses.KEY_RESIZE, curses.KEY_MOUSE):
            self._pushed.append(first)  # not part of a sequence: Esc alone, then this
            return Key("Esc")
        if first in (ord("["), ord("O")):
            self.window.timeout(100)  # (a report may come in two reads)
            rest, again = read_sequence(self._getch, first == ord("["))
            self._pushed.extend([] if again is None else [again])
            sequence = chr(first) + rest
            if sequence == PASTE_START:  # pasted text: not keys, however slowly it comes
                self.window.timeout(1000)  # (over ssh, on a loaded machine)
                return Paste(read_paste(self._getch))
            name = FALLBACK_SEQUENCES.get(sequence)
            return Key(name) if name is not None else sgr_mouse(sequence)
        if first == ESC:
            self._after_escape()  # Alt with a special key: ESC ESC [ A
        elif 0xC0 <= first < 0x100:  # Alt with a non-ASCII letter: the rest of its UTF-8 bytes
            for _ in range(3):
                if not 0x80 <= self._getch() < 0xC0:
                    break
        return None

    # Ctrl-Z --------------------------------------------------------------------------

    def suspend(self, signum: int, frame: FrameType | None) -> None:
        """Ctrl-Z: leave curses, stop for real, and come back with keys, mouse and size
        (ncurses' own handler loses keypad mode and a resize made while stopped)."""
        self.on_suspend()
        send(PROGRAM_MODES_OFF + (SGR_OFF if self.sgr else ""))
        curses.endwin()
        set_flow_control(sys.stdout.fileno(), self.flow_control)  # the shell's, while stopped
        signals.stop_now(self.suspend)  # stopped here until `fg`
        set_flow_control(sys.stdout.fileno(), False)
        self.window.keypad(False)
        self.window.keypad(True)
        if self.has_mouse:
            curses.mousemask(0)
            curses.mousemask(mouse_mask())
            send(SGR_ON if self.sgr else "")
        try:
            size = os.get_terminal_size(sys.stdout.fileno())
            if (size.lines, size.columns) != self.window.getmaxyx():
                curses.resizeterm(size.lines, size.columns)
        except (OSError, ValueError, AttributeError, curses.error):
            pass
        with contextlib.suppress(curses.error):  # the last frame at once, should the game
            self.window.redrawwin()  # be busy (dealing a big board) before it repaints
            self.window.refresh()
        if self.told_ncurses:  # told again: the first refresh since endwin undid it
            disable_key(curses.KEY_MOUSE)
        self._resumed = True

    def _after_resume(self) -> Resize:
        self._resumed = False
        send(PROGRAM_MODES)  # (after ncurses' own, which its first refresh sent again)
        self.window.clear()  # the shell wrote over the screen: repaint all of it
        return self._resized()

    # Painting ------------------------------------------------------------------------

    def erase(self) -> None:
        self.window.erase()
        self._focus = None

    def paint(self, spans: Iterable[Span]) -> None:
        """Write the spans; a span with a focus moves the hardware cursor there (on the
        next refresh), where screen readers follow it."""
        attributes = self.attributes
        window = self.window
        for span in spans:
            attribute = attributes[span.style]
            if span.reverse:
                # A grey or dim cell reversed is a faint block: the cursor shows solid (a
                # dim number, the 8 with 8 colours, bold in its colour).
                attribute = CURSOR if span.style in FAINT else (
                    attribute & ~curses.A_DIM | curses.A_BOLD if attribute & curses.A_DIM
                    else attribute) ^ curses.A_REVERSE
            # The bottom-right cell raises after drawing; text off the screen is cut.
            text = span.text if self.is_utf8 else ascii_only(span.text)  # (é vanished)
            with contextlib.suppress(curses.error):
                for row in range(span.height):
                    shown = text if row == (span.height - 1) // 2 else " " * len(text)
                    window.addstr(span.y + row, span.x, shown, attribute)
            if span.focus >= 0:
                self._focus = (span.y + (span.height - 1) // 2, span.x + span.focus)

    def refresh(self, now: bool = False) -> None:
        """Show what was painted, the hardware cursor on the focused cell (hidden when
        nothing has the focus); held back while keys are waiting, unless `now` (a notice
        shown before the game is busy for a while: dealing a big board, a slow tip)."""
        focus = self._focus
        if (focus is not None) != self._cursor_shown:
            with contextlib.suppress(curses.error):
                curses.curs_set(1 if focus is not None else 0)
            self._cursor_shown = focus is not None
        if focus is not None:
            with contextlib.suppress(curses.error):
                self.window.move(*focus)
        if not now and (self._pushed or self._mice or input_waiting()):
            # More keys are waiting (typed ahead, or held down over a slow link): they are
            # handled first, and the screen catches up once, with the last of them.
            self.window.noutrefresh()
            self._stale = True
            return
        self._stale = False
        self.window.refresh()


FAINT = frozenset({Style.CLOSED, Style.EMPTY})
CURSOR = curses.A_REVERSE | curses.A_BOLD  # (the mine that went off is never reversed)


def make_attributes() -> dict[Style, int]:
    """Curses attributes for each style: colours when the terminal has them and NO_COLOR
    is unset, otherwise bold and underline only (the chance map reads by its glyphs)."""
    attributes = colours_plain(curses.A_BOLD, curses.A_UNDERLINE, curses.A_NORMAL)
    if os.environ.get("NO_COLOR") or not curses.has_colors():
        return attributes
    try:
        curses.start_color()
        curses.use_default_colors()
        background = -1
    except curses.error:
        background = curses.COLOR_BLACK
    pairs: dict[tuple[int, int], int] = {}
    for style, (foreground, back, extra) in palette(curses.COLORS, background).items():
        if foreground >= curses.COLORS or back >= curses.COLORS:
            continue
        key = (foreground, back)
        if key not in pairs:
            number = len(pairs) + 1
            if number >= curses.COLOR_PAIRS:
                break
            curses.init_pair(number, foreground, back)
            pairs[key] = number
        attributes[style] = curses.color_pair(pairs[key]) | extra
    return attributes


def palette(colours: int, background: int) -> dict[Style, tuple[int, int, int]]:
    """`colours.palette` with this curses' attributes."""
    return colours_palette(colours, background, curses.A_BOLD, curses.A_DIM, curses.A_UNDERLINE)
