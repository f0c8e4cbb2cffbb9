"""Every sentence both front ends say, worded once: cells, counts, the end of a game, hints.

The curses game picks the longest wording that fits its width; plain play prints the first.
What is said about a board file's comments is in `boardfiles`, of mine chances in `chances`,
how a game ID is offered in `ids`, what the curses game asks before leaving a game in
`leaving`, and the kinds of luck in `lucks`; all are said from here too. Imported from their
own modules: the curses screens' words (`screens`), the Times screen's and --stats'
(`times`), plain play's (`plainplay`), the session's of a game (`games`), and `joining`,
which puts clauses into sentences and parts into lines of a width.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable, Sequence

from ..engine import Coord, Luck, readable
from ..tables import kept_ms
from .boardfiles import first_click_warnings as first_click_warnings
from .boardfiles import row_comment_warnings as row_comment_warnings
from .chances import CHANCES_AFTER_FIRST_CLICK as CHANCES_AFTER_FIRST_CLICK
from .chances import CHANCES_ESTIMATED as CHANCES_ESTIMATED
from .chances import CHANCES_HEAD as CHANCES_HEAD
from .chances import CHANCES_NOT_YET as CHANCES_NOT_YET
from .chances import chance_percent as chance_percent
from .chances import chances_game_over as chances_game_over
from .chances import no_chance_map as no_chance_map
from .folders import damage as damage
from .folders import first_of as first_of
from .folders import not_a_folder as not_a_folder
from .folders import pushed_off as pushed_off
from .folders import too_big_to_keep as too_big_to_keep
from .folders import unkept as unkept
from .folders import without_session as without_session
from .ids import LONGEST_ARGUMENT as LONGEST_ARGUMENT
from .ids import PLAY_AGAIN as PLAY_AGAIN
from .ids import game_id_line as game_id_line
from .ids import game_id_parts as game_id_parts
from .ids import id_offer as id_offer
from .keys import PASTE_NOT_A_SIZE as PASTE_NOT_A_SIZE
from .keys import caps_lock as caps_lock
from .keys import does_nothing as does_nothing
from .keys import unbound_key as unbound_key
from .leaving import MENU_KEPT as MENU_KEPT
from .leaving import MENU_TOO_BIG as MENU_TOO_BIG
from .leaving import MENU_UNKEPT as MENU_UNKEPT
from .leaving import QUIT_KEPT as QUIT_KEPT
from .leaving import QUIT_UNKEPT as QUIT_UNKEPT
from .leaving import keeping_gives_up as keeping_gives_up
from .lucks import LUCK_SHORT as LUCK_SHORT
from .lucks import LUCKS as LUCKS

if TYPE_CHECKING:
    from ..engine import Hint

FIRST_CLICK_IS_SAFE = "Open anywhere: the first click is never a mine"
MADE_SAFE = "No cell could be proven safe: your guess was made safe"
MARKS_OFF = "? marks are off (start the game with --marks to use them)"  # (a ? refused)
# Giving up a started game that counts (played, not won), said one way: after every question
# and note that names the game given up.
COUNTS_AS_LOST = "it counts as lost"
GIVEN_UP = f"the game in progress is given up: {COUNTS_AS_LOST}"
# Plain play's `new` over a game it would count as lost: a second `new` in a row does it.
NEW_GIVES_UP = f"new would give up this game: {COUNTS_AS_LOST}; type new again to do so"
# The curses game asks before giving up a game in progress: for a new game, for a replay of
# its board, or (from the menu or the custom form) for another game than the one left.
GIVE_UP_FOR_NEW = "Give up this game for a new one?"
GIVE_UP_FOR_REPLAY = "Give up this game for a replay?"
GIVE_UP_LEFT = "Give up the game you left?"
# The same where results cannot be written (a read-only folder): nothing is counted for good.
GIVEN_UP_UNRECORDED = "the game in progress is given up; results cannot be kept, so nothing " \
    "is recorded"
NEW_GIVES_UP_UNRECORDED = "new would give up this game: type new again to do so"


def give_up_question(question: str, as_loss: bool, recorded: bool = True) -> str:
    """A y/n question before a game is given up (`question` names it), saying that it counts
    as lost where it does (a replay, a seed or a board file count nothing), or, where
    results cannot be kept, that they cannot (it counts in this session only); each part
    fits a line of 40 columns."""
    if as_loss and not recorded:
        return f"{question} Results cannot be kept (y/n)"
    return f"{question} {COUNTS_AS_LOST.capitalize()} (y/n)" if as_loss else f"{question} (y/n)"


TAKEN_NOT_COUNTED = ("the resumed game could not be taken out of the kept games, so it is "
                     "still offered there and this play of it is not counted")


SEEDED = "seeded"  # a title's part for games dealt from a chosen seed: "Beginner, seeded"


def played_title(title: str, replayed: bool) -> str:
    """A game's name while it is played (the header, plain play): `replay_title` on a replay."""
    return replay_title(title) if replayed else title


def replay_title(title: str) -> str:
    """A board played again, as the header and the menu's Resume line name it (Replay
    first, so that it stays when a narrow line drops the title's last parts)."""
    return f"Replay, {title}"


DEALING = "dealing the board..."
# Before anything of a big game shows: a game ID's board is dealt, a kept game replayed.
DEALING_ID = "dealing the game ID's board..."
RESUMING = "opening the kept game..."
DEALING_NO_GUESS = "dealing a no-guess board..."
REPLAY_HERE = "Replay: the cursor is on the first click of this board"
NOTHING_TO_REPLAY = "Nothing to replay yet: no cell of this board has been opened"

KEPT_ON_QUIT = "The game is kept: minesweeper --plain --resume goes on with it."
# A script's --resume (standard input not a terminal) is refused.
RESUME_NEEDS_TERMINAL = "--resume needs a terminal: kept games are played there, not by scripts"
NOTHING_TO_RESUME = "there is no kept game to resume"
# The kept game to resume was finished or taken up in another window meanwhile.
KEPT_GAME_GONE = "the kept game is gone: it was finished or resumed in another window"
# After that, where another kept game takes its place on the menu.
ANOTHER_KEPT_GAME = "Resume now offers another kept game"
# Said after a terminal type that this machine does not know (or none set).
TRY_XTERM = "most terminals play full-screen as TERM=xterm-256color minesweeper"
STREAM_CLOSED = "the game needs standard input and output, and one is closed"
STREAM_FAILED = "standard input or output failed"
ANOTHER_KEPT = "a game left earlier is kept: minesweeper --plain --resume goes on with it"
NOT_KEPT_ON_QUIT = "The game cannot be kept (the note above says why): it ends here."
# A game another window took up while this one played it (its lock file was removed).
TAKEN_ELSEWHERE = ("this game was taken up in another window, which plays and counts it "
                   "now: here it is neither kept nor counted")
# Leaving could not be written, but the game was kept as it was played (a move or two back).
KEPT_BEFORE_ON_QUIT = "The game is kept, perhaps a move back: minesweeper --plain --resume goes on."
NO_GUESS_FROM_THERE = "; on a no-guess board logic finishes it from there"


def cells(coords: Iterable[Coord]) -> str:
    """`row 1, column 2` or several of them joined."""
    return "; ".join(coord.name for coord in coords)


# Plain play's hint to flag a cell that holds a `?` (flag cycles F, ?, closed with --marks).
FLAG_THROUGH_MARK = "it holds a ?: the first flag takes the ? off, the second flags it"
FLAG_TAKEN_OFF = "flag on a flagged cell takes the flag off"  # (and a wrong flag's hint)


def every_number(numbers: Iterable[Coord]) -> str:
    """Plain play's list of all the numbers a reason builds on, where its words name only
    some ("and 4 more numbers"): as `R C` pairs, as the commands take cells (each kept
    whole on a line)."""
    return "every number it uses: " + ", ".join(f"{c.row}{NO_BREAK}{c.col}" for c in numbers)


def file_name(name: str) -> str:
    """A file's name as any message shows it (see `engine.readable`: escapes and line
    breaks escaped)."""
    return readable(name)


def count(number: int, word: str, plural: str = "") -> str:
    """`1 mine`, `3 mines` (`plural` when adding an s will not do: `guesses`)."""
    return f"{number} {word if number == 1 else plural or word + 's'}"


def size(rows: int, cols: int, mines: int) -> str:
    """`16 rows x 30 columns, 99 mines`."""
    return f"{count(rows, 'row')} x {count(cols, 'column')}, {count(mines, 'mine')}"


def rate(three_bv: int, seconds: float) -> str:
    """3BV per second to two decimals, or `-` for a win too short to rate."""
    from ..tables import rate_text

    return rate_text(three_bv, seconds)


def clock_seconds(seconds: float, won: bool) -> int:
    """The whole seconds a clock shows: for a won game, those of the time its win line gives
    (12.996 s is 13.00 s there, so 13, not 12)."""
    return _hundredths(seconds) // 100 if won else int(seconds)


def _hundredths(seconds: float) -> int:
    """A won game's time in hundredths, as its win line gives it (kept to the millisecond
    first, as best times are): every coarser figure is cut from this one, not rounded again
    (12.96 s is 12.9 s in tenths, beside a clock's 12)."""
    return int(f"{kept_ms(seconds) / 1000:.2f}".replace(".", ""))


def win_lines(seconds: float, three_bv: int, rank: int | None, kept: bool = True,
              clicks: int = 0) -> Sequence[str]:
    """The end of a won game, longest wording first (every figure whole in each). Unless
    `kept` (a read-only folder), a best time is said to last only this session. With
    `clicks` (moves tried, wasted too) the longest says them and the 3BV over them (IOE)."""
    hundredths = _hundredths(seconds)
    tenths = f"{hundredths // 100}.{hundredths // 10 % 10}"
    seconds = kept_ms(seconds) / 1000  # as best times keep it: the table's figure
    figures = rate(three_bv, seconds)
    best = short_best = ""
    if rank is not None:
        best = f"  New best time: #{rank}!" if kept else f"  Best time #{rank}, not kept"
        short_best = f" Best #{rank}!" if kept else f" #{rank}, not kept"
    efficiency = f"  Clicks {clicks}  IOE {three_bv / clicks:.2f}" if clicks else ""
    return (
        f"You won in {seconds:.2f} s.  3BV {three_bv}  3BV/s {figures}{efficiency}{best}",
        f"You won in {seconds:.2f} s.  3BV {three_bv}  3BV/s {figures}{best}",
        f"Won {seconds:.2f} s  3BV {three_bv}  {figures}/s{short_best}",
        f"Won {seconds:.2f} s{short_best}",
        f"Won {tenths} s",  # the word before the hundredths (34 columns: "14.3 s")
        f"{tenths} s",
    )


def loss_lines(seconds: float, exploded: Sequence[Coord], three_bv: int = 0, done: int = 0
               ) -> Sequence[str]:
    """The end of a lost game, longest wording first: how far the player got (`done` of
    the board's `three_bv`) goes before where the mine was, which the board shows."""
    whole = int(seconds)
    where = ""
    if len(exploded) == 1:
        where = f": a mine at {cells(exploded)}"
    elif exploded:  # a chord around a number with wrong flags can open several
        where = f": mines at {cells(exploded[:-1])} and {exploded[-1].name}"
    progress = f"  3BV {done}/{three_bv}" if three_bv else ""
    return (
        f"Boom! You lost after {whole} s{where}.{progress}",
        f"Boom! You lost after {whole} s.{progress}",
        f"Boom! You lost after {whole} s.",
        f"Lost, {whole} s",
        "Lost",
    )


def fitting(wordings: Sequence[str], width: int = 0) -> str:
    """The first wording no wider than `width` (any width when 0), else the shortest."""
    return next((text for text in wordings if not width or len(text) <= width), wordings[-1])


def boards_written(written: int, boards: int) -> str:
    """How far `--generate` has come."""
    return f"{written:,} of {boards:,} boards written"


NOTHING_TO_PAUSE = "only a game in progress can be paused"
GAME_PAUSED = "the game is paused"


def paused(key: str) -> str:
    """What a paused game says, over the board and when a move is tried."""
    return f"Paused: {key} to resume"


def luck_line(made_safe: int, deaths: int) -> str:
    """How much luck a finished game was given ("" when none)."""
    parts = []
    if made_safe:
        parts.append(f"{count(made_safe, 'forced guess', 'forced guesses')} made safe")
    if deaths:
        parts.append(f"{count(deaths, 'death')} taken back")
    return "; ".join(parts)


def punished(cell: Coord, reason: str) -> str:
    """Strict play: why a guess lost while a safe cell was there to open."""
    why = f" ({reason})" if reason else ""
    return f"Strict: {cell.name} was proven safe{why}, so a guess that could be a mine loses"


def not_forgiven(cell: Coord, reason: str, guess: Coord) -> str:
    """Forgiving play: why the guess at `guess` that lost was not made safe (a safe cell
    was there)."""
    why = f" ({reason})" if reason else ""
    return (f"Not forgiven: {cell.name} was proven safe{why}, so the guess at {guess.name} "
            "was not forced")


def not_made_safe(tangled: bool) -> str:
    """Forgiving or strict play: why a forced move that lost was not made safe."""
    if tangled:
        return ("Not made safe: the mines could be placed in too many ways to redraw them "
                "in time, so this guess took its real chance")
    return ("Not made safe: the cells this chord opens cannot all be safe at once (every "
            "way to place the mines puts one among them), so it took its real chance")


UNDONE = "the losing move is taken back: play on (counted as a loss, unranked)"
UNDONE_UNCOUNTED = "the losing move is taken back: play on (this game is not counted)"
UNDONE_UNRECORDED = "the losing move is taken back: play on (results cannot be kept)"


def nothing_to_hint(won: bool, can_undo: bool) -> str:
    """A hint asked for once the game is over: after a loss that can be taken back, how."""
    if can_undo:
        return "the game is lost: u (undo) takes back the move that lost"  # (both front ends)
    return f"the game is {'won' if won else 'lost'}: there is nothing left to hint"


# Why a closed cell is a mine when no number proves it: the player saw it go off.
WENT_OFF = "it went off before the undo"


def mistake(cell: Coord, reason: str) -> str:
    """Forgiving or strict play: why opening a proven mine lost, redrawn or not."""
    return f"{cell.name} was a proven mine ({reason}): nothing makes a proven mine safe"


def not_ranked(reason: str) -> str:
    """Why a win set no best time."""
    return f"Not ranked: {reason}."


def new_best(rank: int, table: str, kept: bool = True) -> str:
    """Said in plain play after a best time (unless `kept`, one that lasts this session)."""
    if not kept:
        return f"Best time: number {rank} on the {table} table, not kept."
    return f"New best time: number {rank} on the {table} table."


def dealt_for(first: Coord) -> str:
    """The click a shared board was dealt for."""
    return f"dealt for a first click at {first.name}"


def first_click_tip(no_guess: bool, refused: Sequence[Coord] = (), crowded: bool = False
                    ) -> str:
    """The tip before the first click of a random board, after the first clicks
    `refused` (where no board could be dealt). On a `crowded` no-guess board (too many
    mines to keep a click's whole block clear, or mostly mines) a first click may be
    refused: "anywhere" is not said."""
    if not refused and crowded:
        return ("Open a cell: the first click is never a mine, but on a no-guess board this "
                "crowded a first click may be refused (if yours is, try another)")
    if not refused:
        return FIRST_CLICK_IS_SAFE + (NO_GUESS_FROM_THERE if no_guess else "")
    tried = list(dict.fromkeys(refused))  # in order, each once
    shown = 4 if len(tried) <= 4 else 3  # a fourth rather than "the other cell tried"
    names = [cell.name for cell in tried[:shown]]
    if len(tried) > shown:
        names.append(f"the {len(tried) - shown} other cells tried")
    cells = ", at ".join(names[:-1]) + " or at " + names[-1] if len(names) > 1 else names[0]
    return f"Open another cell: could not find a no-guess board that starts at {cells}"


def sentence(text: str) -> str:
    """`text` as a sentence of its own (a capital first letter), but for one that starts
    with a glyph standing for itself (`o` then a no-break space: the chance map's safe)."""
    if text[1:2] == NO_BREAK:
        return text
    return text[:1].upper() + text[1:]


def clause(text: str) -> str:
    """`text` to follow a label such as plain play's `note: ` (a small first letter, but
    for a word in capitals: `ID`)."""
    first = text.split(" ", 1)[0]
    return text if len(first) > 1 and first.isupper() else text[:1].lower() + text[1:]


def hint_clause(given: Hint, luck: Luck = Luck.CLASSIC, flagged: bool = False) -> str:
    """A hint in words: what the cell is and why (`row 3, column 4 is safe: ...`). Where
    `luck` makes a forced guess safe, a guess's tip says so (it is the one classic play's
    tip names, and it says why); a guess on a cell the player `flagged` says to unflag it."""
    from ..engine import GUESS_NEEDED, HintKind

    if given.kind is HintKind.GUESS:
        flag = f"; the flag on {given.cell.name} is not proven, so take it off first" \
            if flagged else ""  # (named: the reason may end on the least risky cell)
        if luck.redraws:
            lead, _, why = given.reason.partition(GUESS_NEEDED)
            return (f"{lead}, so a guess is needed, and in {luck.label} play "
                    f"it is made safe: open {given.cell.name}{flag}; it is the best guess in "
                    f"classic play, where {why}")  # (a tip, or plain play's hint)
        return given.reason + flag
    verdict = {
        HintKind.SAFE: f"{given.cell.name} is safe",
        HintKind.MINE: f"{given.cell.name} is a mine",
        HintKind.WRONG_FLAG: f"the flag at {given.cell.name} is wrong",
    }[given.kind]
    return f"{verdict}: {given.reason}"


# A space that wrapping never breaks at (shown as a space): "▒ under 50%" as one entry.
NO_BREAK = "\u00a0"


def wrap_units(text: str, width: int = 0) -> list[str]:
    """The words of `text` for wrapping it over lines of `width` (0: any): a cell's name,
    "row 10, column 23", is one word, never split over two lines (nor two pages); so are
    "and 2" (a list's last number), "12 s", and a one-character word with the next ("! a
    mine") and words joined by NO_BREAK, unless together they are longer than a line."""
    kept = re.sub(r"\b([Rr]ow|[Cc]olumn|and) (?=\d)", "\\1\0", text.replace(NO_BREAK, "\1"))
    kept = re.sub(r"(?<=\d) (?=s\b)", "\1", kept)  # looser: "12 s", a whole cell's name, and
    kept = re.sub(r"(\b[Rr]ow\0\d+,) (?=column\0)", "\\1\1", kept)  # a lone character
    kept = re.sub(r"(?<!\S)(\S) (?=\S)", "\\1\1", kept)  # with what follows
    units: list[str] = []
    for unit in kept.split():
        parts = unit.split("\1") if width and len(unit) > width else [unit]
        for part in parts:
            pieces = part.split("\0") if width and len(part) > width else [part]
            units += [piece.replace("\0", " ").replace("\1", " ") for piece in pieces]
    return units

