"""The values command-line options take, each checked with a message for the player.

Every checker raises ArgumentTypeError with its own message: any other error would make
argparse name the function ("invalid _count value"). Messages quote only a short piece of
a bad value.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Callable, TypeVar

from .engine import Params, ParamsError, excerpt

if TYPE_CHECKING:
    from .engine import GameId

# More boards than anyone studies at once; a typo of a few digits must not fill the disk.
MAX_GENERATE = 10_000
_T = TypeVar("_T")


def whole(text: str, low: int, high: int) -> int:
    """`text` as a whole number from `low` to `high`; the message quotes only a short piece."""
    core = text.strip()
    digits = core[1:] if core[:1] in ("-", "+") else core
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(f"must be a whole number, not {excerpt(text)}")
    if len(digits.lstrip("0")) > len(str(high)):
        raise argparse.ArgumentTypeError(f"must be {low} to {high}, not {excerpt(text)}")
    value = int(core)
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"must be {low} to {high}, not {value}")
    return value


def count(text: str) -> int:
    """`--generate N`: 1 to MAX_GENERATE boards."""
    return whole(text, 1, MAX_GENERATE)


def index(text: str) -> int:
    """A row or column of `--first-click` (its board checks it further)."""
    return whole(text, 0, 10**6)


def seed(text: str) -> int:
    """`--seed`: what random.Random accepts and game IDs can name."""
    return whole(text, 0, 2**64 - 1)


def parsed(parse: Callable[[str], _T], text: str) -> _T:
    """`parse(text)`, its own error messages quoting only a short piece of `text`."""
    from .engine import GameIdError

    try:
        return parse(text)
    except (ParamsError, GameIdError) as error:
        message = str(error)
        for quoted in {repr(text), repr(text.strip())}:
            message = message.replace(quoted, excerpt(text.strip()))
    except ValueError:  # int()'s limit on digits: far beyond any board
        message = f"{excerpt(text)} holds a number far too large"
    raise argparse.ArgumentTypeError(message)


def custom(text: str) -> Params:
    """`--custom ROWSxCOLSxMINES`."""
    return parsed(Params.parse, text)


def game_id(text: str) -> GameId:
    """`--game ID`."""
    from .engine import GameId  # only for --game

    return parsed(GameId.parse, text)
