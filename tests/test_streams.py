"""Whether text is written as UTF-8: the player's locale, as Python reports it."""

from __future__ import annotations

import pytest

from minesweeper import streams


@pytest.mark.parametrize(("environ", "version", "utf8_mode", "platform", "expected"), [
    # Up to 3.14, UTF-8 mode on by itself means the locale was C (PEP 540).
    ({"LANG": "C"}, (3, 11), 1, "linux", True),
    ({"LANG": "en_GB.UTF-8"}, (3, 11), 0, "linux", False),
    ({"LANG": "C", "PYTHONUTF8": "1"}, (3, 11), 1, "linux", False),  # asked for by name
    # From 3.15 it is always on (PEP 686): the locale variables tell, Python's own
    # LC_CTYPE=C.UTF-8 over a C locale (PEP 538) too.
    ({"LANG": "en_GB.UTF-8"}, (3, 15), 1, "linux", False),
    ({"LANG": "C.UTF-8"}, (3, 15), 1, "linux", False),
    ({"LC_ALL": "C", "LANG": "en_GB.UTF-8"}, (3, 15), 1, "linux", True),
    ({"LANG": "C", "LC_CTYPE": "C.UTF-8"}, (3, 15), 1, "linux", True),
    ({"LC_CTYPE": "C.UTF-8"}, (3, 15), 1, "darwin", True),
    ({"LANG": "POSIX"}, (3, 15), 1, "linux", True),
    ({}, (3, 15), 1, "linux", True),
    ({}, (3, 15), 1, "win32", False),  # no locale variables there: the code page tells
])
def test_a_c_locale_is_told_by_utf8_mode_up_to_3_14_and_by_the_locale_after(
        environ: dict[str, str], version: tuple[int, int], utf8_mode: int, platform: str,
        expected: bool) -> None:
    # On 3.15 a UTF-8 locale read as C drew every board in ASCII (the portability review).
    assert streams.asked_for_c(environ, version, utf8_mode, platform) is expected
