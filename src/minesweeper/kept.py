"""What is kept between runs, as a front end sees it: games left in progress, best times
and statistics. Front ends ask here (and the session) instead of reaching the files.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .engine import Clock, Luck, Params, Status, describe
from .session import Session
from .settings import Settings, Source

if TYPE_CHECKING:
    from .records import Store
    from .tables import Best, Stats


@dataclass(frozen=True)
class KeptGame:
    """A game left in progress, as the menu describes it."""

    token: str
    title: str
    params: Params
    is_fixed: bool
    no_guess: bool
    elapsed: float
    luck: Luck = Luck.CLASSIC
    replayed: bool = False  # a board played again (its first game was given up or ended)
    seeded: bool = False  # a random board dealt from a seed the player chose (not an ID's)

    @property
    def board(self) -> str:
        """A fixed board's name for the menu ("" for a random board): `b1.in`, `Shared
        Beginner` (as the game's header names it)."""
        if not self.is_fixed:
            return ""
        if self.title.startswith("Shared "):  # "Shared board" before levels were named
            return f"Shared {describe(self.params)}"
        return self.title.removeprefix("Board ")

    @property
    def luck_label(self) -> str:
        """The mode, as the menu says it ("" for classic)."""
        return "" if self.luck is Luck.CLASSIC else self.luck.label


class Keeper:
    """The player's kept games and records, read and written through one `Store`."""

    def __init__(self, directory: Path | None = None) -> None:
        self._directory = directory
        self._store: Store | None = None  # opened when first needed: a game starts first
        self._current: Session | None = None  # this window's session: one game at a time
        self._earlier: str | None = None  # the table of this window's last game with one

    @classmethod
    def of(cls, session: Session) -> Keeper | None:
        """The keeper of the files `session` keeps its games in (None: it keeps none), for
        a front end handed the session alone."""
        store = session.store
        if store is None:
            return None
        keeper = cls()
        keeper._store, keeper._current = store, session
        return keeper

    @property
    def store(self) -> Store:
        """The files behind it, opened on first use."""
        if self._store is None:
            from .records import Store

            self._store = Store(self._directory)
        return self._store

    def _opened(self) -> Store:
        return self.store

    def session(self, settings: Settings, clock: Clock = time.monotonic) -> Session:
        """A session whose games are kept and counted here. This window's game in progress,
        left for the menu, is given up (it counts as lost) when another one starts."""
        if self._current is not None:
            self._current.abandon()
            self._earlier = self.last_table
        self._current = Session(settings, clock, self.store if self._store else self._opened)
        if settings.source is Source.CUSTOM:
            self.remember_custom(settings.params)
        return self._current

    def remember_custom(self, params: Params) -> None:
        """The size the custom form starts from next time (a custom game's, or a level's
        typed into the form)."""
        self.store.remember_custom(params.rows, params.cols, params.mines)

    @property
    def in_progress(self) -> Session | None:
        """This window's session while its game is in progress (left for the menu): the
        game that starting another gives up."""
        current = self._current
        game = None if current is None else current.current
        if current is None or game is None or game.status is not Status.PLAYING \
                or not game.played or current.taken_elsewhere:  # (a position untouched)
            return None
        return current

    @property
    def last_table(self) -> str | None:
        """The ranking table of this window's last game that had one (a custom size or a
        board file has none), else of the last game counted, in any run (None: none yet)."""
        from .tables import table_for

        current = self._current
        table = None
        if current is not None and current.settings.minefield is None:
            table = table_for(current.params, current.settings.mode.value)
        return table or self._earlier or self.store.last_table()

    @property
    def has_played(self) -> bool:
        """Whether this window has had a game (of any size or board)."""
        return self._current is not None

    def last_custom(self) -> Params | None:
        """The custom size played last (for the form's first values), if it is still one."""
        size = self.store.last_custom()
        if size is None:
            return None
        try:
            return Params(*size)
        except ValueError:
            return None

    def kept(self) -> KeptGame | None:
        """The newest game left in progress (it stays kept), if any."""
        saved = self.store.saved_game()
        if saved is None:
            return None
        flag = saved.flags.get
        return KeptGame(saved.token, saved.title, saved.params, flag("fixed", False),
                        flag("no_guess", False), saved.elapsed, saved.luck,
                        flag("replayed", False), flag("seeded", False) and not flag("fixed", False))

    def resume(self, token: str | None = None, clock: Clock = time.monotonic
               ) -> Session | None:
        """Take a kept game (the one under `token`, or the newest) to play it here: it is
        no longer offered to other windows. None when it is gone.
        """
        saved = self.store.take_saved(token)
        if saved is None:
            return None
        if self._current is not None:
            self._earlier = self.last_table
        self._current = Session.resumed(saved, clock, self.store)
        return self._current

    @property
    def tables(self) -> tuple[str, ...]:
        """The names of the ranking tables, in the order the Times screen shows them."""
        from .tables import TABLES

        return tuple(table for table in TABLES if table is not None)

    def title_of(self, table: str) -> str:
        """`advanced-no-guess` -> `Advanced (no guess)`."""
        from .tables import table_title

        return table_title(table)

    def best(self, table: str) -> list[Best]:
        """A table's best times, fastest first."""
        return self.store.best().get(table, [])

    def stats(self, table: str) -> Stats:
        """A table's statistics."""
        from .tables import Stats

        return self.store.stats().get(table, Stats())

    def can_keep_games(self) -> bool:
        """Whether a game left now is kept for the next run (see `Store.can_keep_games`)."""
        return self.store.can_keep_games()

    def can_keep(self, session: Session) -> bool:
        """Whether leaving `session`'s game in progress now keeps it for the next run: the
        kept games can be written and have room for it (a huge custom board's mines may
        not fit). Else it lasts as long as this run, and a notice says why, once."""
        saved = session.to_saved()
        return saved is not None and not session.taken and (
            self.store.can_keep_games() and self.store.fits(saved)
            and self.store.disk_holds(saved) or session.kept_as_played)

    def unkept_question(self, session: Session, menu: bool = False) -> str:
        """What to ask before leaving `session`'s game in progress by quitting (or for the
        menu) when the game will not be kept for the next run; "" when it will be."""
        if self.can_keep(session):
            return ""
        from . import wording

        if not menu:
            return wording.QUIT_UNKEPT
        # Too big for the file, it is not kept at all; else it is kept in memory, this run.
        saved = session.to_saved()
        too_big = saved is not None and not self.store.fits(saved)
        return wording.MENU_TOO_BIG if too_big else wording.MENU_UNKEPT

    def leave_question(self, session: Session, menu: bool = False) -> tuple[str, str]:
        """What to ask before leaving `session`'s game in progress by quitting (or for the
        menu), on a screen 80 columns wide and in fewer words on a narrower one: as
        `losing_question` when leaving loses a game; else that it is kept."""
        from . import wording

        kept = wording.MENU_KEPT if menu else wording.QUIT_KEPT
        return self.losing_question(session, menu) or (kept, kept)

    def losing_question(self, session: Session, menu: bool = False) -> tuple[str, str] | None:
        """`leave_question` where leaving loses a game: as `unkept_question` when this one
        will not be kept; when keeping it gives up the oldest kept game of its kind (ten of
        each are kept), that one is named. None when nothing is lost."""
        from . import wording

        unkept = self.unkept_question(session, menu)
        if unkept:
            return unkept, unkept
        saved = session.to_saved()  # (what is asked about is keepable)
        gone = [] if saved is None else self.store.pushed_by(saved)
        if not gone:
            return None
        old, lost = gone[0], sum(game.counts for game in gone)
        return (wording.keeping_gives_up(menu, old.named, old.counts, 0, len(gone), lost),
                wording.keeping_gives_up(menu, old.named, old.counts, 40, len(gone), lost))

    def give_up_question(self, question: str, session: Session) -> str:
        """The y/n question before `session`'s game is given up (`question` names how): it
        counts as lost where it does, unless results cannot be written now (a notice says
        why, once), where it counts in this session only."""
        from . import wording

        as_loss = session.gives_up_as_loss
        return wording.give_up_question(question, as_loss,
                                        not as_loss or self.can_keep_results())

    def can_keep_results(self) -> bool:
        """Whether results counted now are kept for the next run (see
        `Store.can_keep_results`)."""
        return self.store.can_keep_results()

    def notices(self) -> list[str]:
        """What the player must be told about the files, each once, as sentences for a
        screen line of their own (`Kept games were damaged: ... .`)."""
        from .wording.joining import sentences

        return [sentences(notice) for notice in self.clauses()]

    def clauses(self) -> list[str]:
        """The same to follow a label such as `minesweeper: ` (a small first letter)."""
        from .wording import clause

        return [clause(notice) for notice in self.store.take_notices()]

    def last_clauses(self) -> list[str]:
        """Every notice of this run as `clauses` gives them, those shown before too: said
        again as the program ends, whole where a small screen cut them."""
        from .wording import clause

        return [clause(notice) for notice in self.store.all_notices()]

    @property
    def is_open(self) -> bool:
        """Whether the files have been opened (a game starts without reading them)."""
        return self._store is not None
