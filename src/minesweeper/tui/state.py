"""UI state: what the screens add to a game and a form (cursor, view, messages, fields)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from ..engine import Coord


@dataclass
class GameUI:
    """What the screen adds to a game: cursor, scroll position, a message, a prompt."""

    cursor: Coord = Coord(0, 0)
    top: int = 0
    left: int = 0
    message: str = ""
    is_error: bool = False
    passing: bool = False  # the message lasts until the next key ("7 does nothing here")
    confirm: str = ""
    # A tip too long for the message rows shows a page at a time: page `page` (counted
    # round) while the message is still the tip `paged`; the tip key again turns it (or
    # the key `pager` names: the describe key for a cell's words).
    paged: str = ""
    page: int = 0
    pager: str = ""
    # What the end of a game has to say (why it was not ranked, a strict loss's lesson...):
    # kept while the end screen shows, on the rows above the summary (the keys' row stays);
    # a reply to a key shows in its place until the next.
    note: str = ""
    note_is_error: bool = False
    # A tip's cell and its numbers, drawn apart until the next key; the overlay's mine
    # probabilities by flat index (None: the overlay is off).
    highlight: frozenset[Coord] = frozenset()
    # The safe cell a strict or forgiving loss names, then the numbers that prove it: marked
    # while the end shows, and kept in view as far as they fit when the screen is resized.
    end_marks: tuple[Coord, ...] = ()
    end_cursor: Coord | None = None  # where the loss left the cursor (moved since: no pull)
    overlay: dict[int, float] | None = None
    overlay_after_undo: bool = False  # the overlay was on at a loss: undo shows it again
    overlay_estimated: bool = False  # some of its figures are estimates
    rank: int | None = None  # the best-times rank a win earned
    pressed: tuple[int, int] | None = None  # where the left button went down (y, x)
    both: bool = False  # the right one went down while the left was held: a chord at release
    rank_kept: bool = True  # and whether it reached the files (not in a read-only folder)
    clicks: int = 0  # the moves an ended game tried (its efficiency, on a win)
    game_id: str = ""  # shown once the game is over

    def end_words(self) -> tuple[str, bool]:
        """What the end screen says besides the summary, and whether it is an error: the
        message if any, else the game's note."""
        if self.message:
            return self.message, self.is_error
        return self.note, self.note_is_error

    @property
    def note_kept_short(self) -> bool:
        """Whether the note shows, kept to the rows above the summary: no reply takes its
        place."""
        return bool(self.note) and not self.message

    def scroll_to(self, origin: tuple[int, int]) -> bool:
        """Show the board from `origin` (top, left); True if the view moved."""
        moved = origin != (self.top, self.left)
        self.top, self.left = origin
        return moved


@dataclass
class Form:
    """The custom-board form: three numbers being typed, one of them selected."""

    values: list[str] = field(default_factory=lambda: ["20", "40", "150"])
    selected: int = 0
    error: str = ""
    question: str = ""  # a y/n question before the game it asks about starts


@dataclass(frozen=True)
class Dirty:
    """What an event changed on the screen, so the loop redraws just that, once."""

    full: bool = False  # everything, on a cleared screen
    board: bool = False  # the board's border and every cell in view
    header: bool = False  # title, counters, clock
    message: bool = False  # the message and footer rows
    cells: frozenset[Coord] = frozenset()

    def __or__(self, other: Dirty) -> Dirty:
        return Dirty(self.full or other.full, self.board or other.board,
                     self.header or other.header, self.message or other.message,
                     self.cells | other.cells)

    @classmethod
    def of(cls, cells: Iterable[Coord]) -> Dirty:
        """These cells."""
        return cls(cells=frozenset(cells))


NOTHING = Dirty()
FULL = Dirty(full=True)
STATUS = Dirty(header=True, message=True)
MESSAGE = Dirty(message=True)
