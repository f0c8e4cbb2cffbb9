"""What the session says of a game: its title, why it sets no best time, a tip it cannot
give, and the board it exports."""

from __future__ import annotations

# Titles (the header, plain play, kept games) of what is not a level dealt here: a board
# file's (`Board NAME`, or a fixed board with no name), a game ID's, a custom size's.
BOARD = "Board"
FIXED_BOARD = "Fixed board"
SHARED = "Shared"
CUSTOM = "Custom"


def board_title(name: str) -> str:
    """A board file's title, by its name as shown (`board_title("")`: what every one
    starts with)."""
    return f"{BOARD} {name}"


def shared_title(described: str) -> str:
    """A game ID's title: what it deals (`Shared Beginner`, `Shared Custom`)."""
    return f"{SHARED} {described}"


# Why a game cannot set a best time, in a few words each (`Not ranked: chosen seed,
# assisted.`): first what the settings say, then what happened in play.
BOARD_FILE = "board file"
SHARED_BOARD = "shared board"
CHOSEN_SEED = "chosen seed"
CUSTOM_SIZE = "custom size"
NOT_A_RANKED_LEVEL = "not a ranked level"
REPLAY = "replay"
ASSISTED = "assisted"
RECOVERED = "recovered after a kill"
LOSS_TAKEN_BACK = "a loss taken back"


def no_tip(reason: str) -> str:
    """A tip the solver cannot give (the board is too big...): an answer, not a refusal."""
    return f"no tip: {reason}"


# Export (the game screen's `e`, plain play's `export`): what is said, and the comment
# that names what the file holds.
EXPORT_WHEN_OVER = "export the board once the game is over"
NO_FREE_NAME = "could not find a free file name to export to"
FOLDER_GONE = "the folder the game started in is gone"


def exported_name(title: str, game_id: str, redrawn: bool) -> str:
    """The exported file's comment naming the game: its title and ID, and, where play
    redrew the mines (forgiving or strict), that the file holds them as redrawn."""
    mines = " (the mines as play redrew them, not as that ID deals them)" if redrawn else ""
    return f"{title}; game ID {game_id}{mines}"


def board_written(path: str, again: bool = False) -> str:
    """The board written to `path` (as shown), or written there before (`again`)."""
    return f"board {'already ' if again else ''}written to {path}"


def not_written(path: str, reason: str) -> str:
    """The board could not be written to `path` (as shown), and why."""
    return f"could not write {path}: {reason}"
