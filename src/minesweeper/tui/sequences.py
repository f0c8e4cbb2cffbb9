"""Escape sequences the curses layer reads itself (no curses here): keys that terminfo does
not list for the terminal type, and SGR mouse reports where ncurses expects X10 ones."""

from __future__ import annotations

import re
import sys
from typing import Callable

from .events import Button, Mouse

ESC = 27

# What a few keys send when terminfo does not list them (Home and End under vt100...).
FALLBACK_SEQUENCES: dict[str, str] = {
    "[1~": "Home", "[7~": "Home", "[H": "Home", "OH": "Home",
    "[4~": "End", "[8~": "End", "[F": "End", "OF": "End", "[5~": "PgUp", "[6~": "PgDn",
    "[A": "Up", "[B": "Down", "[C": "Right", "[D": "Left",
    "OA": "Up", "OB": "Down", "OC": "Right", "OD": "Left",
    "OM": "Enter",  # the keypad's, in application mode (screen and tmux list no kent)
    # F1 and F2 as xterm, the vt220 (PuTTY's default, rxvt) and the Linux console send them
    "OP": "F1", "OQ": "F2", "[11~": "F1", "[12~": "F2", "[[A": "F1", "[[B": "F2",
}

# Modes asked for once ncurses has set its own (and again after Ctrl-Z), and given up at the
# end: the numeric keypad sends its digits (`ESC >`: ncurses turns on its application mode,
# where they came as ESC O p to ESC O y, swallowed, or read as Home, End, PgUp and PgDn, so
# the custom form took no digit typed there); and pasted text comes marked (bracketed
# paste), to be ignored: typed as keys, a pasted game ID's `e` wrote a file on the end
# screen, and a board file pasted on the menu started a game and played its characters.
PROGRAM_MODES = "" if sys.platform == "win32" else "\x1b>\x1b[?2004h"  # (no VT there)
PROGRAM_MODES_OFF = "" if sys.platform == "win32" else "\x1b[?2004l"
PASTE_START, PASTE_END = "[200~", "\x1b[201~"


def read_sequence(getch: Callable[[], int], is_csi: bool) -> tuple[str, int | None]:
    """The rest of `ESC [` (parameters, a final byte) or `ESC O` (one byte, after any
    parameters: `ESC O 2 P`, Shift-F1 on some terminals), read with `getch`; an ESC in it
    starts the next one (returned, to be read again): this one is dropped."""
    text = ""
    while True:
        code = getch()
        if not 0 <= code < 0x80 or code == ESC:
            return text + "?", code if code == ESC else None
        text += chr(code)
        if text == "[" and is_csi:  # ESC [ [ A: the Linux console's F1 (to F5: E)
            continue
        if 0x40 <= code <= 0x7E or not is_csi and not 0x30 <= code <= 0x3F:
            break
    if is_csi and text == "M":  # (ESC O M is the keypad's Enter)
        for _ in range(3):  # an X10 mouse report this terminal type does not read
            getch()
    return text, None


PASTE_KEPT = 64  # the pasted characters handed on (a custom size is at most 23)


def read_paste(getch: Callable[[], int]) -> str:
    """Read pasted text to its end mark or until nothing more comes (-1); its first
    PASTE_KEPT characters, its bytes read as UTF-8 (one that is not, as U+FFFD)."""
    tail, data = "", bytearray()
    while (code := getch()) != -1:
        tail = (tail + chr(code))[-len(PASTE_END):] if 0 <= code < 0x110000 else ""
        if tail == PASTE_END:
            data = bytearray(data.removesuffix(PASTE_END[:-1].encode()))
            break
        if 0 <= code < 0x100 and len(data) < 4 * PASTE_KEPT + len(PASTE_END):
            data.append(code)  # (room for the end mark's start, and 4 bytes a character)
    return data.decode("utf-8", "replace")[:PASTE_KEPT]


# Where ncurses reads X10 mouse reports (screen, tmux: `ESC [ M` and three bytes), it takes a
# `;` among those bytes (row or column 27) for a separator: the report comes apart into
# keys that play moves, and no click past column 222 can be told at all. There the game
# asks the terminal for SGR reports (`ESC [ < button ; column ; row M`, `m` on release)
# and reads them itself; a terminal that ignores the request goes on with X10.
SGR_ON = "\x1b[?1006h"
SGR_OFF = "\x1b[?1006l"
_SGR = re.compile(r"\[<([0-9]{1,4});([0-9]{1,5});([0-9]{1,5})([Mm])")
# (button number, pressed) -> meaning, as `terminal.BUTTONS` reads ncurses' reports.
_SGR_BUTTONS = {(0, False): Button.LEFT, (0, True): Button.LEFT_DOWN, (2, True): Button.RIGHT,
                (1, False): Button.MIDDLE, (64, True): Button.WHEEL_UP,
                (65, True): Button.WHEEL_DOWN}
_MOVED = 32  # a report of the pointer moving with a button held
_MODIFIERS = 4 | 8 | 16  # Shift, Alt, Ctrl


def sgr_mouse(sequence: str) -> Mouse | None:
    """The mouse event of an SGR report as read after its ESC (`[<0;12;5M`: 1-based), or
    None for any other sequence; a move with a button held is ignored (Button.OTHER)."""
    found = _SGR.fullmatch(sequence)
    if found is None:
        return None
    code, column, row = int(found[1]), int(found[2]), int(found[3])
    pressed = found[4] == "M"
    meaning = Button.OTHER if code & _MOVED else \
        _SGR_BUTTONS.get((code & ~_MODIFIERS, pressed), Button.OTHER)
    return Mouse(max(0, row - 1), max(0, column - 1), meaning)


# The numeric keypad's codes (curses names) where a curses gives them instead of the keys'
# own: PDCurses (windows-curses) for the keypad's Enter, and its arrows with NumLock off.
KEYPAD_NAMES = {"PADENTER": "Enter", "KEY_A2": "Up", "KEY_C2": "Down", "KEY_B1": "Left",
                "KEY_B3": "Right", "KEY_A1": "Home", "KEY_C1": "End", "KEY_A3": "PgUp",
                "KEY_C3": "PgDn"}


def keypad_names(library: object, known: dict[int, str]) -> dict[int, str]:
    """KEYPAD_NAMES by the codes `library` (the curses module) gives them, less those known."""
    codes = {getattr(library, code, None): name for code, name in KEYPAD_NAMES.items()}
    return {code: name for code, name in codes.items() if code is not None and code not in known}


# Mouse report states (curses names) -> what they mean, the first that matches: a click may
# come as PRESSED then RELEASED, or as one CLICKED; the wheel comes as presses of buttons 4
# and 5 (BUTTON5 is not in every curses). Last, PDCurses' DOUBLE_CLICKED: the Windows console
# makes a quick second press a double click, after which no release comes.
MOUSE_STATES = (
    (("BUTTON1_RELEASED", "BUTTON1_CLICKED"), Button.LEFT),
    (("BUTTON3_PRESSED", "BUTTON3_CLICKED"), Button.RIGHT),
    (("BUTTON2_RELEASED", "BUTTON2_CLICKED"), Button.MIDDLE),
    (("BUTTON1_PRESSED",), Button.LEFT_DOWN),
    (("BUTTON4_PRESSED",), Button.WHEEL_UP), (("BUTTON5_PRESSED",), Button.WHEEL_DOWN),
    (("BUTTON1_DOUBLE_CLICKED",), Button.LEFT), (("BUTTON3_DOUBLE_CLICKED",), Button.RIGHT),
    (("BUTTON2_DOUBLE_CLICKED",), Button.MIDDLE),
)
_DOUBLES = ("BUTTON1_DOUBLE_CLICKED", "BUTTON2_DOUBLE_CLICKED", "BUTTON3_DOUBLE_CLICKED")
_ALSO_ASKED = ("BUTTON2_PRESSED", "BUTTON3_RELEASED")  # (read as nothing)


def mouse_buttons(library: object) -> tuple[tuple[int, Button], ...]:
    """MOUSE_STATES by the numbers `library` (the curses module) gives them."""
    return tuple((_mask(library, names), meaning) for names, meaning in MOUSE_STATES)


def mouse_mask(library: object) -> int:
    """The reports to ask `library` for: all MOUSE_STATES, double clicks only where it is
    not ncurses (asked for them, ncurses makes one report of two quick clicks in one read,
    and loses one)."""
    states = [name for names, _ in MOUSE_STATES for name in names] + list(_ALSO_ASKED)
    doubles = _mask(library, _DOUBLES) if hasattr(library, "ncurses_version") else 0
    return _mask(library, states) & ~doubles


def _mask(library: object, names: tuple[str, ...] | list[str]) -> int:
    mask = 0
    for name in names:
        mask |= getattr(library, name, 0)
    return mask
