"""The line-oriented front end: for screen readers, scripts, bots and non-terminals."""

from __future__ import annotations

from typing import Callable, TextIO

from . import signals
from .engine import (
    Coord,
    Game,
    Level,
    NoGuessError,
    OffBoardError,
    Outcome,
    Position,
    Status,
    hint,
)
from .engine.excerpt import excerpt
from .records import rate_text
from .session import Session

HELP = """\
Commands (row first, both 0-based):
  open R C   (o)  open a cell; on an open number, chord
  flag R C   (f)  put a flag on a closed cell, or take it off
  chord R C  (c)  open around a number whose flags are all placed
  mark R C   (m)  put a ? on a closed cell, or take it off (with --marks)
  hint       (t)  show a safe cell or a sure mine and why (marks the game assisted)
  new        (n)  start a new game with the same settings
  help       (h)  show this list
  quit       (q)  leave
Board: # closed, F flag, ? mark, . empty, 1-8 numbers,
       * mine, X the mine that exploded, x a wrong flag."""

_CELL_ACTIONS: dict[str, Callable[[Game, Coord], Outcome]] = {
    "open": Game.activate,
    "flag": Game.toggle_flag,
    "chord": Game.chord,
    "mark": Game.toggle_mark,
}
_SHORT = {
    "o": "open", "f": "flag", "c": "chord", "m": "mark", "n": "new", "q": "quit", "h": "help",
    "t": "hint",
}


# No command is near this long; a longer line is one error, read and dropped a piece at a time.
MAX_LINE = 8192
# A number longer than this is off every board, and too long to quote whole (or for int()).
_MAX_DIGITS = 40


class CommandError(ValueError):
    """A line the plain front end cannot understand."""


def parse_command(line: str) -> tuple[str, Coord | None]:
    """Split a command line into a full command name and its cell, if it takes one."""
    words = line.split()
    name = _SHORT.get(words[0].lower(), words[0].lower())
    args = words[1:]
    if name in _CELL_ACTIONS:
        if len(args) != 2 or not all(_is_integer(arg) for arg in args):
            raise CommandError(f"{name} takes a row and a column, for example: {name} 3 4")
        for arg in args:
            if len(arg.lstrip("-0")) > _MAX_DIGITS:
                raise CommandError(f"{excerpt(arg, 12)} is off every board")
        return name, Coord(int(args[0]), int(args[1]))
    if name in ("new", "quit", "help", "hint"):
        if args:
            raise CommandError(f"{name} takes nothing after it")
        return name, None
    raise CommandError(f"unknown command {excerpt(words[0])}; type help for the list")


def _is_integer(text: str) -> bool:
    digits = text[1:] if text.startswith("-") else text  # one sign only: int() refuses "--1"
    return digits.isdigit() and digits.isascii()


def status_line(game: Game, title: str, assisted: bool = False) -> str:
    """One line: level, mines left, state and time (and `assisted` once a hint was used)."""
    return (
        f"{title} | mines left: {game.mines_left} | {game.status.value}"
        f" | time: {int(game.elapsed)} s" + (" | assisted" if assisted else "")
    )


def hint_line(game: Game, dealt_for: Coord | None = None) -> str:
    """The hint for `game` in one line: the cell, what it is, and why."""
    given = hint(Position.from_game(game, dealt_for))
    return f"hint: {given}"



def _count(number: int, word: str) -> str:
    return f"{number} {word}{'' if number == 1 else 's'}"


def banner(session: Session) -> str:
    """What is being played and its size, without saying anything twice."""
    params = session.params
    size = (f"{_count(params.rows, 'row')} x {_count(params.cols, 'column')}, "
            f"{_count(params.mines, 'mine')}")
    custom = session.minefield is None and Level.of(params) is None
    title = "Custom" + (", no guess" if session.no_guess else "") if custom else session.title
    first = session.first_click
    dealt = f"; dealt for a first click at row {first.row}, column {first.col}" if first else ""
    return f"{title}: {size}{dealt}"


def ending(game: Game) -> str:
    """The line said when a game ends; contains `won` or `lost`."""
    if game.status is Status.WON:
        field = game.minefield
        assert field is not None
        seconds = game.elapsed
        rate = rate_text(field.three_bv, seconds)
        return f"You won in {seconds:.1f} s (3BV {field.three_bv}, {rate} 3BV/s)."
    where = ", ".join(f"row {row}, column {col}" for row, col in game.exploded)
    return f"You lost: a mine at {where}."


def run(
    session: Session, lines: TextIO, out: TextIO, *, prompt: bool = False,
    game: Game | None = None,
) -> int:
    """Play games from `lines` until quit or end of input; returns the exit status.

    A game left in progress is saved (when the session keeps records).
    """
    game = game if game is not None else session.new_game()
    # Exit signals get in only while waiting for a line, so one can never cut the save
    # short, whichever comes first when a terminal closes: its SIGHUP or the failed read.
    with signals.held():
        try:
            return _loop(session, game, lines, out, prompt)
        finally:
            if session.current is not None:
                session.save(session.current)


def _read_line(lines: TextIO) -> str | None:
    """The next line ("" at the end); None for one over MAX_LINE, read to its end and dropped."""
    line = lines.readline(MAX_LINE + 1)
    if len(line) <= MAX_LINE or line.endswith("\n"):
        return line
    while line and not line.endswith("\n"):
        line = lines.readline(MAX_LINE)
    return None


def _loop(session: Session, game: Game, lines: TextIO, out: TextIO, prompt: bool) -> int:

    def say(text: str) -> None:
        out.write(text + "\n")
        out.flush()

    def show(game: Game) -> None:
        say(game.to_text())
        say(status_line(game, session.title, session.assisted))

    def notices() -> None:
        if session.store is not None:
            for notice in session.store.take_notices():
                say(f"note: {notice}")

    say(f"Minesweeper: {banner(session)}. Type help for commands.")
    show(game)
    notices()
    while True:
        if prompt:
            out.write("> ")
            out.flush()
        with signals.released():
            line = _read_line(lines)
        if line is None:
            say(f"error: a line of more than {MAX_LINE} characters; type help for the commands")
            continue
        if not line:
            return 0
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            name, coord = parse_command(line)
        except CommandError as error:
            say(f"error: {error}")
            continue
        if name == "quit":
            return 0
        if name == "help":
            say(HELP)
            continue
        if name == "hint":
            if game.is_over:
                say(f"error: the game is over ({game.status.value}); type new or quit")
                continue
            if game.minefield is not None:  # "open anywhere" before the first click is no help
                session.assisted = True
            say(hint_line(game, session.first_click))
            continue
        if name == "new":
            game = session.new_game()
            show(game)
            continue
        assert coord is not None
        try:
            outcome = _CELL_ACTIONS[name](game, coord)
        except (OffBoardError, NoGuessError) as error:
            say(f"error: {error}")
            continue
        if not outcome.applied:
            if game.is_over:
                say(f"error: {outcome.reason}; type new or quit")
            else:
                say(f"nothing happened: {outcome.reason}")
            continue
        show(game)
        if game.is_over:
            say(ending(game))
            rank = session.finish(game)
            if rank is not None:
                say(f"New best time: number {rank} on the {session.title} table.")
            say(f"Game ID: {session.game_id(game)} (play it again with --game)")
            notices()
