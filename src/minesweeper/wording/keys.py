"""What keys and pastes that do nothing say."""

from __future__ import annotations

# A paste into the custom form that is not a size of at most three numbers.
PASTE_NOT_A_SIZE = "Paste a size as numbers: 16x30x99"


def caps_lock(key: str) -> str:
    """A capital letter pressed whose small letter is a key: most likely Caps Lock."""
    return does_nothing(key, f"{key.lower()} is the key (is Caps Lock on?)")


def does_nothing(key: str, why: str) -> str:
    """A key that does nothing in this game, and `why`."""
    return f"{key} does nothing; {why}"


def unbound_key(key: str, help_key: str) -> str:
    """A character pressed that is no key of the game screen."""
    return f"{key} does nothing here: {help_key} lists the keys"
