"""Plain play's commands: the table (help and the README's table come from it) and how a
line is read into a command and its cell."""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass

from .engine import Action, Coord, excerpt, whole_value
from .wording.plainplay import (
    HELP_TAKES,
    NEW_TAKES,
    off_every_board,
    takes_a_cell,
    takes_a_word,
    takes_nothing,
    unknown_command,
)


@dataclass(frozen=True)
class Command:
    """One plain command: its name, short form, whether it takes a cell, what it does."""

    name: str
    short: str
    does: str
    action: Action | None = None  # the move a cell command makes
    names_cell: bool = False  # takes a cell, but makes no move (`look`)
    takes_word: bool = False  # one word follows it (`sync`)

    @property
    def takes_cell(self) -> bool:
        """Whether a row and a column follow the command."""
        return self.action is not None or self.names_cell

    @property
    def usage(self) -> str:
        """`open R C`, `hint`, `sync WORD`."""
        if self.takes_word:
            return f"{self.name} WORD"
        return f"{self.name} R C" if self.takes_cell else self.name


COMMANDS = (
    Command("open", "o", "open a cell (row first, 0-based); on an open number it chords",
            Action.OPEN),
    Command("flag", "f", "flag a closed cell, or take the flag off (with `--marks`: F, "
            "then ?, then closed)", Action.FLAG),
    Command("chord", "c", "open around a number whose flags are all placed", Action.CHORD),
    Command("mark", "m", "put a `?` on a closed or flagged cell, or take it off (with "
            "`--marks`)", Action.MARK),
    Command("look", "l", "what a cell shows and what is around it (its closed and flagged "
            "neighbours, the numbers next to a closed cell)", names_cell=True),
    Command("hint", "t", "a safe cell or a sure mine and why, or the best guess and why "
            "(marks the game assisted once it tells you something)"),
    Command("chances", "i", "every closed cell's chance of a mine, in whole percent, as a "
            "table (0 and 100 only when proven; marks the game assisted once it tells you "
            "something)"),
    Command("undo", "u", "take back the move that lost; the game goes on, unranked, and a "
            "loss that counted stays counted"),
    Command("export", "e", "write the board of a finished game to a new board file in the "
            "current folder"),
    Command("new", "n", "new game with the same settings (a game in progress that would "
            "count as lost is given up only by a second `new` in a row; a `sync` between "
            "them does not count)"),
    Command("board", "b", "print the board and the status line again (nothing changes: "
            "for a bot that lost its place)"),
    Command("help", "h", "list the commands"),
    Command("sync", "s", "print `sync: WORD` (ASCII letters, digits, `-`, `_`: at most 40), "
            "which no other reply starts with: piped, a bot that sends it after each command "
            "knows a reply is whole when that line comes", takes_word=True),
    Command("quit", "q", "leave (end of input and Ctrl-C quit too); at a terminal a game in "
            "progress is kept, if its folder can be written"),
)
_BY_NAME = {name: command for command in COMMANDS for name in (command.name, command.short)}
LEGEND = ("Board: # closed, F flag, ? mark, . empty, 1-8 numbers,\n"
          "       * mine, X the mine that exploded, x a wrong flag.")

# An 80-column terminal would wrap longer lines mid-word: every line but the board's rows
# is kept to this, a longer one going on under itself (see `fitted`).
LINE_WIDTH = 80
# A comma between a row and a column (`open 3,4`, `open 3, 4`), and nowhere else.
_BETWEEN = re.compile(r"(?<=[0-9])[ \t]*,[ \t]*(?=-?[0-9])")
# What `sync` says back: one word, so that its line is the same however it is read.
_WORD = re.compile(r"[A-Za-z0-9_-]{1,40}")
# A number longer than this is off every board, and too long to quote whole (or for int()).
_MAX_DIGITS = 40


def help_text(topic: Command | None = None) -> str:
    """What `help` prints: every command, then what the board's characters mean; each line
    fits LINE_WIDTH, a long description going on under itself (`open` says how cells count).
    With a `topic` (`help open`), that command's lines alone."""
    width = max(len(command.usage) for command in COMMANDS)
    lines = [] if topic else ["Commands:"]
    for command in (topic,) if topic else COMMANDS:
        head = f"  {command.usage:<{width}} ({command.short})  "
        lines += textwrap.wrap(command.does.replace("`", ""), LINE_WIDTH, initial_indent=head,
                               subsequent_indent=" " * len(head), break_long_words=False,
                               break_on_hyphens=False)
    return "\n".join(lines) + ("" if topic else "\n" + LEGEND)


def help_topic(line: str) -> Command | None:
    """The command a `help NAME` line asks about (None for any other line)."""
    words = line.split()
    if len(words) != 2 or _BY_NAME.get(words[0].lower()) is not _BY_NAME["help"]:
        return None
    return _BY_NAME.get(words[1].lower())


def commands_markdown() -> str:
    """The README's table of plain commands."""
    rows = ["| command | short | does |", "| --- | --- | --- |"]
    rows += [f"| `{command.usage}` | `{command.short}` | {command.does} |"
             for command in COMMANDS]
    return "\n".join(rows)


class CommandError(ValueError):
    """A line the plain front end cannot understand."""


def parse_command(line: str) -> tuple[Command, Coord | str | None]:
    """A command line's command and its cell, if it takes one (its word, for `sync`)."""
    words = _BETWEEN.sub(" ", line).split()  # `open 1,2` as `open 1 2`
    command = _BY_NAME.get(words[0].lower())
    if command is None:
        raise CommandError(unknown_command(excerpt(words[0], ascii_only=True)))
    args = words[1:]
    if command.takes_word:
        if len(args) != 1 or not _WORD.fullmatch(args[0]):
            raise CommandError(takes_a_word(command.name))
        return command, args[0]
    if not command.takes_cell:
        if args and command.name == "help":
            raise CommandError(HELP_TAKES)
        if args and command.name == "new":  # `new 16x30x99`, `new advanced`
            raise CommandError(NEW_TAKES)
        if args:
            raise CommandError(takes_nothing(command.name))
        return command, None
    if len(args) != 2 or not all(_is_integer(arg) for arg in args):
        raise CommandError(takes_a_cell(command.name))
    for arg in args:
        if len(arg.lstrip("-0")) > _MAX_DIGITS:
            raise CommandError(off_every_board(excerpt(arg, 12, ascii_only=True)))
    return command, Coord(whole_value(args[0]), whole_value(args[1]))


def _is_integer(text: str) -> bool:
    digits = text[1:] if text.startswith("-") else text  # one sign only: int() refuses "--1"
    return digits.isdigit() and digits.isascii()
