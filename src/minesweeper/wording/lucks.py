"""What the four kinds of luck (the menu's Luck item, --mode) mean, in words."""

from __future__ import annotations

# The four kinds of luck, by their command-line names: how each deals with a guess, for the
# help screen and --help alike. "Proven" is what the complete solver proves from the screen
# and the mine count.
LUCKS: tuple[tuple[str, str], ...] = (
    ("classic", "mines at random, and a guess takes its chance"),
    ("no-guess", "boards that logic alone can clear"),
    ("forgiving", "a guess is made safe when no cell could be proven safe"),
    ("strict", "as forgiving, but a guess that could be a mine loses when a safe cell "
               "could be proven: the loss shows that cell and why"),
)
# Shorter words for the menu's line where the help's do not fit (at 40 columns).
LUCK_SHORT = {"strict": "careless guesses lose; forced ones are made safe"}
