"""The terminal device under curses (the curses module is not used here; `disable_key`
makes one ncurses call, by ctypes): what it encodes text in, and its flow control."""

from __future__ import annotations

import contextlib
import errno
import os
import select
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


def input_waiting() -> bool:
    """Whether a key or report is waiting on standard input, to be read at once."""
    try:
        return bool(select.select([sys.stdin.fileno()], [], [], 0)[0])
    except (OSError, ValueError):  # no select on this stream (a Windows console)
        return False


def input_hung_up() -> bool:
    """Whether the terminal behind standard input has gone away (its window closed, with no
    SIGHUP sent here: no controlling terminal, or a parent shell that kept it): reads then
    end at once, and curses would return "no key" for ever."""
    poll = getattr(select, "poll", None)
    if poll is None:  # (Windows)
        return False
    try:
        poller = poll()
        poller.register(sys.stdin.fileno(), select.POLLIN)
        events = [events for _, events in poller.poll(0)]
    except (OSError, ValueError):
        return False
    if any(each & (select.POLLHUP | select.POLLERR) for each in events):
        return True
    # macOS's poll() does not poll terminals: it answers POLLNVAL for every one (which ended
    # the game a second in). There, modes that can no longer be read (EIO) tell.
    return any(each & select.POLLNVAL for each in events) and _modes_unreadable()


def _modes_unreadable() -> bool:
    """Whether the terminal's modes can no longer be read because it went away."""
    try:
        import termios
    except ImportError:
        return False
    try:
        termios.tcgetattr(sys.stdin.fileno())
    except termios.error as error:
        return bool(error.args) and error.args[0] in (errno.EIO, errno.ENXIO)
    except (OSError, ValueError):
        return False
    return False


def modes_lost() -> bool:
    """Whether the terminal reads lines again (canonical mode) while the game runs: a stop
    the game did not make (`kill -STOP`), and the shell's modes left after `fg`."""
    try:
        import termios  # not on Windows
    except ImportError:
        return False
    try:
        return bool(termios.tcgetattr(sys.stdin.fileno())[3] & termios.ICANON)
    except (termios.error, OSError, ValueError):
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



def reads_sgr(kmous: bytes | None, mouse_key: int) -> bool:
    """Whether the game reads SGR mouse reports itself (see `sequences`), given terminfo's
    mouse sequence `kmous`: where ncurses expects X10 ones (screen, tmux), and where it
    reads SGR itself (xterm) but can be told not to (`disable_key`): ncurses keeps only the
    last few clicks of those that come in one read, and a burst lost the rest."""
    return kmous == b"\x1b[M" or kmous == b"\x1b[<" and disable_key(mouse_key)


def disable_key(code: int) -> bool:
    """Have ncurses (the library of the loaded `_curses` module, which runs the screen) stop
    reading key `code` from its terminfo sequence (its `keyok`), so that the sequence's
    bytes come in as they are; whether it did (not on PDCurses, nor in a curses without
    `keyok`). Turning the keypad or the mouse on again (after Ctrl-Z) gives ncurses the
    sequence once more, once each: every copy is disabled."""
    library = getattr(sys.modules.get("_curses"), "__file__", None)
    if library is None or sys.platform == "win32":
        return False
    try:
        import ctypes  # (a Python built without libffi has none)

        keyok = ctypes.CDLL(library).keyok
    except (ImportError, OSError, AttributeError):
        return False
    disabled = 0
    while disabled < 8 and int(keyok(code, 0)) == 0:  # 0: ncurses' OK; then none is left
        disabled += 1
    return disabled > 0
