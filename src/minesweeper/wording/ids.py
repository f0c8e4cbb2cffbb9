"""How a game ID is offered, to play its board again."""

from __future__ import annotations

# What a game ID is called beside it: `Game ID 3f9a...` (on the board's border, in help),
# `Game ID: 3f9a...` (plain play).
GAME_ID = "Game ID"
# How a game ID is used, where an ID is offered.
PLAY_AGAIN = "play it again with --game"
# Linux takes no command-line argument longer than 128 KiB (a big board file's ID can be).
LONGEST_ARGUMENT = 128 * 1024 - 1


def id_offer(game_id: str) -> str:
    """The game ID and how to play it again; one too long to give to --game is not shown."""
    return " ".join(part for part in game_id_parts(game_id)[1:] if part)


def game_id_parts(game_id: str) -> tuple[str, str, str]:
    """The label, the ID and how to play it again: ("Game ID:", ID, "(play it again...)"),
    or the label and why one too long to give to --game is not shown."""
    if len(game_id.encode()) <= LONGEST_ARGUMENT:
        return f"{GAME_ID}:", game_id, f"({PLAY_AGAIN})"
    return (f"{GAME_ID}:", f"too long for --game ({len(game_id):,} characters): export the "
            "board and play the file with --board", "")


def game_id_caption(shown: str) -> str:
    """A game ID (or its `id_offer`) after its label, as the curses game shows it."""
    return f"{GAME_ID} {shown}"


def game_id_line(game_id: str) -> str:
    """How plain play offers the board again."""
    return " ".join(part for part in game_id_parts(game_id) if part)
