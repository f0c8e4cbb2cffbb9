"""Escape sequences the curses layer reads itself (no curses here): keys that terminfo does
not list for the terminal type."""

from __future__ import annotations

# What a few keys send when terminfo does not list them (Home and End under vt100...).
FALLBACK_SEQUENCES: dict[str, str] = {
    "[1~": "Home", "[7~": "Home", "[H": "Home", "OH": "Home",
    "[4~": "End", "[8~": "End", "[F": "End", "OF": "End", "[5~": "PgUp", "[6~": "PgDn",
    "[A": "Up", "[B": "Down", "[C": "Right", "[D": "Left",
    "OA": "Up", "OB": "Down", "OC": "Right", "OD": "Left",
}
