"""What the curses game's screens say of themselves: their hints, the custom form's
limits and errors, help's scroll lines, where the end of a game points for its ID, and
the note a crash leaves on standard error."""

from __future__ import annotations

# While a tip is looked for on a board big enough for it to take a while.
LOOKING_FOR_TIP = "looking for a tip..."
# A game ID's board: the cursor starts on the first click it was dealt for.
FIRST_CLICK_HERE = "This board was dealt for a first click here"
MENU_HINT = "arrows and Enter, a first letter, or click"
# The last line of a note shown whole (`x`'s words on a cell, a long end note), and of help.
NOTE_BACK = "any key: back to the board"
HELP_BACK = "any key: back to the game"
# What the win line and Times mean by 3BV (said once, in help), laid out as the key table is.
SCORE_HELP = (("3BV", "the fewest clicks that clear the board, without flags or chords"),
              ("3BV/s", "3BV per second"))
# An error that stops the curses game, said on standard error before Python's details.
CRASHED = ("minesweeper: an unexpected error stopped the game (please report it); the "
           "details follow.")


def more_pages(page: int, pages: int) -> str:
    """A note's hint that another of its `pages` follows page `page` (from 1)."""
    return f"Space: more ({page}/{pages})"


def digits_only(field: str) -> str:
    """A letter typed into a field of the custom form (`Rows`)."""
    return f"{field}: digits only"


def type_a_number(field: str) -> str:
    """A field of the custom form left empty as Enter is pressed."""
    return f"{field}: type a number"


def form_limits(least: int, most: int) -> tuple[str, str]:
    """What sizes the custom form takes, in full and in fewer words (34 columns)."""
    return (f"Sides {least} to {most}, at least one safe cell",
            f"Sides {least}-{most}, at least 1 safe cell")


def help_above(up: str) -> tuple[str, ...]:
    """Help's title where it is scrolled down: `up`, an arrow and how many rows lie above,
    in as many words as fit, longest first."""
    return f"Help   {up} more above", f"Help  {up} above", f"{up} above", up


def help_below(down: str) -> tuple[str, ...]:
    """Help's line under a table that goes on below (`down` as `up` is in `help_above`)."""
    return f"{down} more below", f"{down} below", down


def id_pointers(help_key: str) -> tuple[str, str, str]:
    """What the end of a game says in place of its ID where there is no room for it,
    longest first: help (`help_key`) shows it."""
    from .ids import GAME_ID

    return (f"{GAME_ID}: see help ({help_key})", f"ID: see help ({help_key})",
            f"ID: press {help_key}")
