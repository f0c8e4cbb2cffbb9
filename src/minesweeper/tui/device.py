"""The terminal device under curses (no curses here): what it encodes text in."""

from __future__ import annotations

import os
import sys


def is_utf8(screen_encoding: str) -> bool:
    """Whether the terminal's encoding is UTF-8 (otherwise the game draws ASCII).

    Python turns a C locale into C.UTF-8 (PEP 538) and UTF-8 mode (PEP 540); the player
    still asked for C, so that counts as not UTF-8.
    """
    if "utf8" not in screen_encoding.lower().replace("-", "").replace("_", ""):
        return False
    coerced = bool(sys.flags.utf8_mode) and "PYTHONUTF8" not in os.environ
    return not coerced or "utf8" in sys._xoptions
