"""The command's own lines: messages on standard error, output on standard output, neither
of which may end the program with a traceback."""

from __future__ import annotations

import atexit
import codecs
import contextlib
import os
import sys
from typing import TYPE_CHECKING

from .engine import ascii_escaped
from .wording.folders import output_failed

if TYPE_CHECKING:
    from collections.abc import Mapping

EXIT_USAGE = 2

ESCAPED = "minesweeper-escaped"  # an error handler: what cannot be written, as `\u00e9`


def _escaped(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return ascii_escaped(error.object[error.start:error.end]), error.end


codecs.register_error(ESCAPED, _escaped)


def say(message: str) -> None:
    """One line for the player on standard error."""
    error_line(f"minesweeper: {message}")


def error_line(text: str) -> None:
    """`text` as a line on standard error, dropped when it cannot be written (2>/dev/full):
    a message must not be what stops the game."""
    with contextlib.suppress(OSError, ValueError):
        print(text, file=sys.stderr)


def guard_streams() -> None:
    """With standard error closed (2>&-) Python has none, and print would send messages to
    standard output, the game's own stream: they go nowhere instead. A character standard
    output cannot encode (a board file named 日本.in, piped in ASCII or cp1252) is written
    as an escape, `\u65e5`, as standard error writes it: it ended plain play in a
    traceback."""
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - lives until the process ends
    atexit.register(_drop_unwritten)
    # Where the player's locale is not UTF-8 (LC_ALL=C), what is written is ASCII, `café.in`
    # as `caf\u00e9.in` (`\xe9` is a byte of a name that was not UTF-8): Python writes
    # UTF-8 there all the same (unless PYTHONIOENCODING names an encoding: it is kept).
    asked = os.environ.get("PYTHONIOENCODING", "").partition(":")[0]  # ("": none named)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(AttributeError, ValueError):  # not a text file we can change
            ascii = not is_utf8(stream.encoding or "") and not asked
            stream.reconfigure(encoding="ascii" if ascii else None,  # type: ignore[union-attr]
                               errors=ESCAPED)


def is_utf8(encoding: str) -> bool:
    """Whether text written in `encoding` (a terminal's, or a standard stream's) is UTF-8 as
    the player asked: otherwise the game draws ASCII, and writes it.

    Python turns a C locale into C.UTF-8 (PEP 538) and UTF-8 mode (PEP 540); the player
    still asked for C, so that counts as not UTF-8.
    """
    if "utf8" not in encoding.lower().replace("-", "").replace("_", ""):
        try:  # cp65001, Windows' name for UTF-8 (a console after chcp 65001)
            if codecs.lookup(encoding).name != "utf-8":
                return False
        except LookupError:
            return False
    return not asked_for_c()


def asked_for_c(environ: Mapping[str, str] = os.environ,
                version: tuple[int, int] = sys.version_info[:2],
                utf8_mode: int = sys.flags.utf8_mode, platform: str = sys.platform) -> bool:
    """Whether the player's locale is C (or POSIX), which Python writes as UTF-8 all the
    same; not where they asked for UTF-8 by name (PYTHONUTF8, -X utf8), nor on Windows
    (no locale variables: the console's code page tells)."""
    if "PYTHONUTF8" in environ or "utf8" in sys._xoptions or platform == "win32":
        return False
    if version < (3, 15):
        return bool(utf8_mode)  # on by itself only in a C locale (PEP 540)
    # From 3.15 UTF-8 mode is always on (PEP 686): the locale variables tell, as the C
    # library reads them; Python's own LC_CTYPE=C.UTF-8 over a C locale (PEP 538) too.
    setting = next((environ[name] for name in ("LC_ALL", "LC_CTYPE", "LANG")
                    if environ.get(name)), "")
    plain = ("", "C", "POSIX")
    coerced = (not environ.get("LC_ALL") and environ.get("LANG", "") in plain
               and setting.replace("-", "").lower() == "c.utf8")
    return setting in plain or coerced


def _drop_unwritten() -> None:
    """At exit, a line standard error could not take (2>/dev/full) is dropped: left in its
    buffer, it made Python's last flush fail and the exit status 120."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            setattr(sys, name, open(os.devnull, "w"))  # noqa: SIM115 - until the end


def fail(message: str) -> int:
    """Say what is wrong; the exit status for bad input."""
    say(message)
    return EXIT_USAGE


def write_out(text: str) -> int:
    """Print `text` on standard output; a closed pipe or a full disk is one line, not a trace."""
    if sys.stdout is None:  # started with standard output closed (`>&-`): print() drops it
        return fail(output_failed("standard output is closed"))
    try:
        print(text, flush=True)
    except BrokenPipeError:
        silence_stdout()
    except OSError as error:
        silence_stdout()
        return fail(output_failed(error.strerror))
    return 0


def drop_stuck_output() -> None:
    """Leaving on a signal: what a reader no longer takes (a full pipe) is dropped, not
    waited for at exit (the signal that would end the wait is ignored by then)."""
    import select

    try:
        if select.select([], [sys.stdout], [], 0)[1]:
            return
        nowhere = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nowhere, sys.stdout.fileno())
        os.close(nowhere)
    except (OSError, ValueError, AttributeError):  # no such stream, or no select for it
        pass


def silence_stdout() -> None:
    """The reader went away: send what is left (and the interpreter's final flush) nowhere."""
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives until the process ends
