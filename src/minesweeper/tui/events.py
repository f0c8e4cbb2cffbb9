"""What the terminal reports: our own values, so screens never see curses key codes.

Small named tuples (like the engine's Move): they are made at start-up, where they cost less
than half of what dataclasses do."""

from __future__ import annotations

import enum
from typing import NamedTuple, Union


class Key(NamedTuple):
    """A key press. `name` is the character typed ("a", " ", "?") or a named key: Up, Down,
    Left, Right, PgUp, PgDn, Home, End, Enter, Esc, Tab, BackTab, Backspace, F1, F2; any other
    special key is named "<its curses name>" and bound to nothing."""

    name: str


class Button(enum.Enum):
    """What a mouse report means: a left click (on release, or one CLICKED report), the
    left button going down, a right click (on press), a middle click, the wheel turned up
    (away from the player) or down, or anything else."""

    LEFT = "left"
    LEFT_DOWN = "left down"
    RIGHT = "right"
    MIDDLE = "middle"
    WHEEL_UP = "wheel up"
    WHEEL_DOWN = "wheel down"
    OTHER = "other"


class Mouse(NamedTuple):
    """A mouse report at a screen position (0-based, row first)."""

    y: int
    x: int
    button: Button


class Resize(NamedTuple):
    """The terminal has a new size (also after coming back from Ctrl-Z)."""

    height: int
    width: int


class Tick(NamedTuple):
    """Nothing happened within the timeout: time to update the clock."""


class Paste(NamedTuple):
    """Text pasted (the terminal marks it): only the custom form takes it, as a size. It is
    never keys: a game ID or a board pasted must not play (a y in it answers no question)."""

    text: str


Event = Union[Key, Mouse, Resize, Tick, Paste]
