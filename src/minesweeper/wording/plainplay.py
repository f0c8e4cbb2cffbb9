"""What plain play says of itself: its greeting, a new game, and lines it cannot read."""

from __future__ import annotations

TYPE_HELP = "Type help for commands."


def greeting(banner: str, resumed_seconds: int | None = None) -> str:
    """The first line: what is played (`banner`), and how long a resumed game has been."""
    resumed = "" if resumed_seconds is None else f" (resumed, {resumed_seconds} s played)"
    return f"Minesweeper: {banner}{resumed}."


def new_game(banner: str) -> str:
    """Said as `new` deals the next game."""
    return f"New game: {banner}."


def line_too_long(most: int) -> str:
    """A line longer than `most` characters (it is not read)."""
    return f"a line of more than {most} characters; type help for the commands"


def game_over_commands(can_undo: bool) -> str:
    """What a finished game still takes, after why a move did nothing."""
    commands = "undo, export, new or quit" if can_undo else "export, new or quit"
    return f"type {commands}"


def unknown_command(word: str) -> str:
    """A line's first word (as shown) that is no command."""
    return f"unknown command {word}; type help for the list"


def takes_a_word(name: str) -> str:
    """`sync` (`name`) given anything but one word."""
    return (f"{name} takes one word of at most 40 ASCII letters, digits, - or _, for "
            f"example: {name} 17")


HELP_TAKES = "help takes nothing after it, or a command's name: help open"
NEW_TAKES = ("new takes nothing after it: the size is chosen when plain play starts "
             "(--advanced, --custom 16x30x99)")


def takes_nothing(name: str) -> str:
    """A command that takes nothing, given something."""
    return f"{name} takes nothing after it"


def takes_a_cell(name: str) -> str:
    """A cell command not given two whole numbers."""
    return f"{name} takes a row and a column, for example: {name} 3 4"


def off_every_board(number: str) -> str:
    """A row or column (as shown) too long for any board."""
    return f"{number} is off every board"
