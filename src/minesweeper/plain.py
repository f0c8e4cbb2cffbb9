"""The line-oriented front end: for screen readers, scripts, bots and non-terminals.

Each line is a command from `COMMANDS` (see `plaincommands`); a cell command becomes a
`Move` for the session.
"""

from __future__ import annotations

import re
from typing import TextIO

from . import signals, wording
from .engine import (
    Action,
    Coord,
    Move,
    OffBoardError,
    Status,
    Tile,
    ascii_escaped,
    columns,
)
from .kept import Keeper
from .linereader import MAX_LINE, LineReader
from .plainboard import board_text as board_text
from .plainboard import chances_table as chances_table
from .plaincommands import (
    COMMANDS,
    LINE_WIDTH,
    Command,
    CommandError,
    help_text,
    help_topic,
    parse_command,
)
from .session import Session, Turn
from .wording import plainplay
from .wording.cellwords import FLAG_TO_MARK, describe_cell
from .wording.joining import packed, sentences


def fitted(text: str) -> str:
    """`text` with each line longer than LINE_WIDTH cut at spaces, going on under itself
    indented by two; only a word longer than a line (a long file name) stays whole, and a
    cell's name (see `wording.wrap_units`) is one word; a `wording.NO_BREAK` is a space."""
    lines: list[str] = []
    for line in text.split("\n"):
        if columns(line) <= LINE_WIDTH:
            lines.append(line.replace(wording.NO_BREAK, " "))
            continue
        current = line[: len(line) - len(line.lstrip())]
        for word in wording.wrap_units(line, LINE_WIDTH - 2):
            if current.strip() and columns(current) + 1 + columns(word) \
                    > LINE_WIDTH:
                lines.append(current)
                current = "  "
            current += (" " if current.strip() else "") + word
        lines.append(current)
    return "\n".join(lines)


def status_line(session: Session) -> str:
    """What is played, mines left, state and time (and `assisted` after help, deaths after
    an undo): one line, or two cut between parts when one would not fit LINE_WIDTH (only
    a board file's long name makes the first longer). The state keeps the part after it on
    its line, and a line after the first starts `  | `, so `| won |` or `| lost |` is whole.
    A `|` in a board file's name is written `\x7c`: the only bars are those between parts."""
    game = session.game
    title = wording.played_title(session.title, session.fairness.replayed)
    parts = [ascii_escaped(title).replace("|", "\\x7c"),  # (plain play is ASCII)
             f"mines left: {game.mines_left}",
             f"{game.status.value} | time: "
             f"{wording.clock_seconds(game.elapsed, game.status is Status.WON)} s"]
    parts += ["assisted"] if session.assisted else []
    parts += [f"deaths: {game.deaths}"] if game.deaths else []
    return "\n".join(packed(parts, LINE_WIDTH, " | ", "  | "))


def id_lines(game_id: str) -> str:
    """The `Game ID:` line, with the ID on it however long (a bot reads it from there):
    how to play it again goes on under it where the line would pass LINE_WIDTH."""
    line = wording.game_id_line(game_id)
    label, shown, rest = wording.game_id_parts(game_id)
    if columns(line) <= LINE_WIDTH or not rest:
        return fitted(line)
    return f"{label} {shown}\n{fitted('  ' + rest)}"


# A comment: from a `#` at the start of a line or after a space to the line's end.
_COMMENT = re.compile(r"(^|(?<=\s))#.*", re.DOTALL)


def banner(session: Session) -> str:
    """What is being played and its size, without saying anything twice."""
    params = session.params
    # Whole on one line: a bot reads the size from it ("4 rows" / "x 5 columns" did not).
    size = wording.size(params.rows, params.cols, params.mines).replace(" ", wording.NO_BREAK)
    title = wording.played_title(session.settings.short_title, session.fairness.replayed)
    title = title.replace("|", "\\x7c")  # as the status line writes it
    first = session.first_click
    dealt = f"; {wording.dealt_for(first)}" if first else ""
    return f"{title}: {size}{dealt}"


def labelled(label: str, text: str) -> str:
    """`note: ...`, `error: ...`: what follows a label starts small, as a clause (the curses
    game shows the same words as sentences of their own)."""
    return f"{label}: {wording.clause(text)}"


def hint_line(session: Session) -> str:
    """What `hint` prints: the command that carries the hint out, then why."""
    tip = session.hint()
    if tip.is_error:
        return labelled("error", tip.clause)
    move = tip.move
    if move is None:
        return labelled("hint", tip.clause)
    session.heard(tip)  # said whole, in one line
    name = next(command.name for command in COMMANDS if command.action is move.action)
    line = f"hint: {name} {move.coord.row} {move.coord.col} - {wording.clause(tip.clause)}"
    if "more number" in tip.clause:  # the words name a few: the rest are listed here
        line += f" ({wording.every_number(tip.numbers)})"
    tile = session.game.tile(move.coord)  # (on a ?, the session says two flags are needed)
    if move.action is Action.FLAG and tile is Tile.FLAG:  # `flag` read as "flag it"
        line += f" ({FLAG_TO_MARK if session.settings.marks else wording.FLAG_TAKEN_OFF})"
    return line


def run(session: Session, lines: TextIO, out: TextIO, *, prompt: bool = False,
        rulers: bool = False) -> int:
    """Play games from `lines` until quit or end of input; returns the exit status.

    A game left in progress is kept (when the session keeps records); `rulers` numbers the
    board's rows and columns.
    """
    session.game  # noqa: B018 - a resumed session has one; a new one deals it here
    # Exit signals get in only while waiting for a line or writing a reply, never during a
    # save, whichever comes first when a terminal closes: its SIGHUP or the failed read.
    player = _Player(session, out, prompt, rulers)
    with signals.held():
        try:
            return player.run(lines)
        finally:
            if not player.saved:  # (a second save of a big game costs seconds)
                session.save()


class _Player:
    """One plain session's conversation: commands read from a line each, replies written."""

    def __init__(self, session: Session, out: TextIO, prompt: bool, rulers: bool) -> None:
        self.session = session
        self.out = out
        self.prompt = prompt
        self.rulers = rulers
        self.keeper = Keeper.of(session)  # None: nothing is kept (a script's game)
        self.asked_new = False  # the last command was a `new` that asked to be typed again
        self.saved = False  # leaving kept the game already

    def write(self, text: str) -> None:
        with signals.released():  # a reader that stops reading keeps no signal out
            self.out.write(text + "\n")
            self.out.flush()

    def say(self, text: str) -> None:
        if not text.isascii():  # plain play is ASCII: escaped first (`\u00e9`), then cut
            text = wording.NO_BREAK.join(  # (not the glue `fitted` turns into spaces)
                ascii_escaped(part) for part in text.split(wording.NO_BREAK))
        self.write(fitted(text))

    def ask(self) -> None:
        if self.prompt:
            self.out.write("> ")
            self.out.flush()

    def show(self) -> None:
        self.write(board_text(self.session.game, self.rulers))  # rows as wide as the board
        self.write(status_line(self.session))

    def notices(self) -> None:
        if self.keeper is not None:
            for notice in self.keeper.clauses():
                self.say(labelled("note", notice))

    def stopped(self) -> None:
        self.session.hide()

    def went_on(self) -> None:
        self.session.show()
        self.ask()  # the shell said the job goes on: ask again

    def run(self, lines: TextIO) -> int:
        """Greet, then answer commands until quit or the end of input."""
        game = self.session.game
        resumed = int(game.elapsed) if game.played else None
        self.say(plainplay.greeting(banner(self.session), resumed))
        self.say(plainplay.TYPE_HELP)
        self.show()
        if self.keeper is not None:  # if they cannot be kept, the notes say why, now
            self.keeper.can_keep_games()
            self.keeper.can_keep_results()
            if self.keeper.kept() is not None:  # (a resumed one was taken: another)
                self.say(labelled("note", wording.ANOTHER_KEPT))
        self.notices()
        first = True
        reader = LineReader(lines)
        while True:
            if reader.waits:  # the player stops a moment: moves left unkept are kept
                self.session.catch_up()
            self.ask()
            try:
                with signals.released(), signals.pausing_on_stop(self.stopped, self.went_on):
                    line = reader.read()
            except (KeyboardInterrupt, SystemExit) as stop:  # Ctrl-C, Ctrl-\, SIGTERM: kept
                if getattr(stop, "code", None) != signals.EXIT_HANGUP:  # (nobody to tell)
                    if self.prompt:
                        self.write("")  # after the prompt and the terminal's ^C, on a line
                    self.leave()  # and said, as at the end of input
                raise
            if self.prompt and line is not None and not line.endswith("\n"):
                self.write("")  # input ended (Ctrl-D) on the prompt's line
            if line is None:
                self.asked_new = False
                self.say(labelled("error", plainplay.line_too_long(MAX_LINE)))
                continue
            if not line:
                return self.leave()
            if first:  # a byte-order mark, as Windows tools write at the start of a file
                line, first = line.removeprefix("\ufeff"), False
            line = _COMMENT.sub("", line)  # `open 3 4  # the corner`, as in a board file
            if not line.strip():
                continue
            confirmed, self.asked_new = self.asked_new, False
            topic = help_topic(line)
            if topic is not None:
                self.say(help_text(topic))
                continue
            try:
                command, coord = parse_command(line)
            except CommandError as error:
                self.say(labelled("error", str(error)))
                continue
            if command.name == "quit":
                return self.leave()
            with signals.pausing_on_stop(self.stopped, self.session.show):  # (a big board's
                self.answer(command, coord, confirmed)  # reply takes a while to write)

    def answer(self, command: Command, coord: Coord | str | None, confirmed: bool) -> None:
        """Carry out one command other than quit (`confirmed`: the last one was a `new`
        that asked to be typed again)."""
        session = self.session
        if command.name == "help":
            self.say(help_text())
        elif command.name == "board":
            self.show()
        elif isinstance(coord, str):  # sync's word, said back as it came
            self.write(f"{command.name}: {coord}")
            self.asked_new = confirmed  # not a command between two `new`s: framing
        elif command.name == "hint":
            self.say(hint_line(session))
        elif command.name == "chances":
            self.chances()
        elif command.name == "look":
            assert isinstance(coord, Coord)
            try:
                self.say(describe_cell(session.game, coord))
            except OffBoardError as error:
                self.say(labelled("error", str(error)))
        elif command.name == "undo":
            self.turn(session.undo())
        elif command.name == "export":
            written, message = session.export()
            self.say(labelled("note" if written else "error", message))
        elif command.name == "new":
            self.new(confirmed)
        else:
            assert command.action is not None and isinstance(coord, Coord)
            self.turn(session.play(Move(command.action, coord)))
            self.notices()

    def chances(self) -> None:
        """The `chances` table, or why there is none."""
        found = self.session.probabilities()
        if found.refusal or found.pending:
            self.say(labelled("error" if found.refusal else "note",
                              found.refusal or wording.CHANCES_NOT_YET))
            return
        self.say(wording.CHANCES_HEAD)
        self.write(chances_table(self.session.game, found.chances))  # as wide as the board
        if found.note:
            self.say(labelled("note", found.note))

    def new(self, confirmed: bool) -> None:
        """A new game, once a game that would count as lost is given up by a second `new`."""
        session, keeper = self.session, self.keeper
        if session.gives_up_as_loss and keeper is not None:
            recorded = keeper.can_keep_results()  # if not, a note says why, first
            self.notices()
            if not confirmed:
                self.say(labelled("note", wording.NEW_GIVES_UP if recorded
                                  else wording.NEW_GIVES_UP_UNRECORDED))
                self.asked_new = True
                return
            self.say(labelled("note", wording.GIVEN_UP if recorded
                              else wording.GIVEN_UP_UNRECORDED))
        session.new_game()
        self.notices()  # the loss given up could not be written after all, say
        self.say(plainplay.new_game(banner(session)))
        self.show()

    def leave(self) -> int:
        """Quit (or the end of input): keep a game in progress, and say whether it is kept."""
        session, keeper = self.session, self.keeper
        if keeper is not None and session.game.status is Status.PLAYING:
            # Here, so that what keeping it finds (a file set aside, a game too big) is said;
            # checked first, as the check may need room on the disk the game just took.
            kept = keeper.can_keep_games() and session.save()
            self.saved = True
            self.notices()
            self.say(wording.KEPT_ON_QUIT if kept else wording.KEPT_BEFORE_ON_QUIT
                     if session.kept_as_played else wording.NOT_KEPT_ON_QUIT)
        self.notices()  # whatever is still untold (a result that could not be written)
        return 0

    def turn(self, turn: Turn) -> None:
        """What a move did: the board, then what the move's outcome says."""
        say, game = self.say, self.session.game
        if not turn.applied:
            if turn.is_error:
                say(labelled("error", turn.reason))
            elif game.is_over:
                say(labelled("error", f"{turn.reason}; "
                             f"{plainplay.game_over_commands(game.can_undo)}"))
            else:
                say(labelled("nothing happened", turn.reason))
            return
        self.show()
        if turn.notice:
            say(labelled("note", turn.notice))
        finish = turn.finish
        if finish is not None:
            say(finish.summary(with_rank=False))  # the rank has a line of its own, below
            if finish.luck_line:
                say(sentences(finish.luck_line))
            if finish.rank is not None:
                say(wording.new_best(finish.rank, finish.table, finish.kept))
            elif finish.unranked_line and self.keeper is not None:  # (a script's never ranks)
                say(finish.unranked_line)
            self.write(id_lines(finish.game_id))
            for notice in finish.notices:
                say(labelled("note", notice))
