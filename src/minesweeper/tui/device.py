"""The terminal device under curses (no curses here): what it encodes text in, and its
flow control."""

from __future__ import annotations

import contextlib
import os
import sys

from ..streams import is_utf8 as is_utf8  # (where the encoding of text is decided)


def use_locale() -> None:
    """Take the player's locale, whose encoding decides whether curses draws UTF-8. One not
    installed (LANG=en_US.UTF-8 over ssh to a machine that has only C.UTF-8) must not stop
    the game: the character type alone is taken then, and failing that C (ASCII)."""
    import locale

    try:
        locale.setlocale(locale.LC_ALL, "")
    except locale.Error:
        with contextlib.suppress(locale.Error):
            locale.setlocale(locale.LC_CTYPE, "")


def set_flow_control(fd: int, on: bool) -> bool:
    """Turn XON/XOFF flow control on the terminal `fd` on or off; whether it was on (False
    where `fd` is no terminal). On, Ctrl-S freezes the screen until Ctrl-Q; off, they are
    keys like any other (and Ctrl-C, Ctrl-Z and Ctrl-\\ still send their signals)."""
    try:
        import termios  # not on Windows
    except ImportError:
        return False
    with contextlib.suppress(termios.error, OSError):
        modes = termios.tcgetattr(fd)
        was_on = bool(modes[0] & termios.IXON)
        if was_on != on:
            modes[0] = modes[0] | termios.IXON if on else modes[0] & ~termios.IXON
            termios.tcsetattr(fd, termios.TCSANOW, modes)
        return was_on
    return False


def send(text: str) -> None:
    """Write a control sequence to the terminal now (one curses does not know)."""
    with contextlib.suppress(OSError, ValueError):
        os.write(sys.stdout.fileno(), text.encode())


def ascii_only(text: str) -> str:
    """`text` for a terminal that is not UTF-8: each other character a `?` in each column
    it takes (a name's `é` vanished there, and a wide character would shift the line)."""
    if text.isascii():
        return text
    from ..engine import columns  # (only for text that needs it)

    return "".join(char if char.isascii() else "?" * columns(char) for char in text)
