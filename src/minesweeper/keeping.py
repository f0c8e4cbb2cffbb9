"""The game in progress kept as it is played, left for the next start, and no longer kept
once it ends; part of `session.Session` (which holds the state named here)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from . import signals, wording

if TYPE_CHECKING:
    from .records import SavedGame, Store

# A game is kept as it is played (`Session.keep_going`) after every move while keeping it
# takes at most KEEP_QUICK seconds; past that at most once per KEEP_EVERY times as long as it
# took (a bigger board), and not at all once it took over KEEP_LONGEST SLOW_WRITES times in
# a row (a huge one: one slow write alone may be the disk's hiccup, not the board's size).
KEEP_QUICK, KEEP_EVERY, KEEP_LONGEST, SLOW_WRITES = 0.02, 10, 0.1, 2


class Keeping:
    """What is kept of the current game (`Session` is one)."""

    if TYPE_CHECKING:
        @property
        def store(self) -> Store | None: ...

        def to_saved(self) -> SavedGame | None: ...

        _token: str | None
        _left: bool
        _counted: bool
        taken: bool
        _kept_at: float
        _keep_cost: float
        _behind: bool

    _slow = 0  # the writes in a row that took over KEEP_LONGEST (see `keep_going`)

    @property
    def taken_elsewhere(self) -> bool:
        """Whether the game this window left for the menu was resumed in another since."""
        return self._left and self._token is not None and self.store is not None \
            and not self.store.has_saved(self._token)

    def _discard(self, lost_in: str | None = None) -> bool:
        """Stop offering the current game for resume; whether it was still kept (`lost_in`:
        see `Store.discard_saved`)."""
        found = False
        if self._token is not None and self.store is not None:  # no token: nothing kept
            found = self.store.discard_saved(self._token, lost_in)
            self._token = None
        self._left = False
        return found

    def _ending(self, written: bool) -> None:
        """The game kept as played ends: the write that counts it (`written`: one will) says
        so, so that a window killed before it stops being kept neither loses its result nor
        offers it again (to be counted twice)."""
        token = self._playing_token
        if written and token is not None and self.store is not None:
            self.store.ending(token)

    @property
    def _playing_token(self) -> str | None:
        """The entry the game is kept under as this window plays it (None: not kept so, or
        left for any window)."""
        return self._token if not self._left else None

    def keep_going(self, always: bool = False) -> None:
        """Keep the game in progress as it is played, as this run's (see `Store.keep_playing`):
        a kill, a crash or a power cut then costs no move (the last moments' on a big board:
        see KEEP_QUICK; `always`: not this one), and a huge board is kept only when left."""
        from .safefiles import lock_waits  # (not before a game starts: no file is read)

        now, waits = time.monotonic(), lock_waits() + signals.time_stopped()
        soon = self._keep_cost > KEEP_QUICK and not always \
            and now - self._kept_at < KEEP_EVERY * self._keep_cost
        self._behind = soon and not self._left
        if self._slow >= SLOW_WRITES or self.taken or soon or self._left:
            return
        saved = self.to_saved()
        if saved is None or self.store is None:
            return
        with signals.held():  # a signal's way out then keeps it under this token, not anew
            kept = self.store.keep_playing(saved, new=self._token is None)
            self._token = saved.token if kept else self._token  # a new one the first time
        # (The first time opens the files and takes a lock too: it says nothing of the size;
        # nor does a wait for another window's write, or a Ctrl-Z meanwhile.)
        cost = time.monotonic() - now - (lock_waits() + signals.time_stopped() - waits)
        self._keep_cost = cost if self._kept_at else 0.0
        self._slow = self._slow + 1 if self._keep_cost > KEEP_LONGEST else 0
        self._kept_at = now
        if kept is None:  # another window took it up (a lock file gone): it counts it now
            self.taken = self._counted = True  # kept no more here, nor counted
            self.store.notices.tell(wording.TAKEN_ELSEWHERE)

    def _fresh_keeping(self) -> None:
        """A new game (or a replay) is this window's to keep, whoever took the last one, and
        is kept as it is played until keeping it is found slow (not the last one's)."""
        self.taken, self._keep_cost, self._kept_at, self._slow = False, 0.0, 0.0, 0

    def catch_up(self) -> None:
        """Keep the moves `keep_going` left for later, once the player stops a moment (the
        front end's idle tick): a kill then costs none of them."""
        if self._behind:
            self.keep_going(always=True)

    def save(self) -> bool:
        """Keep the game in progress for the next start (finished ones are not); whether it is."""
        saved = self.to_saved()
        if saved is None or self.store is None or self.taken:
            return False
        self._token = saved.token  # a new one the first time
        self._left = True
        return self.store.save_game(saved)

    @property
    def kept_as_played(self) -> bool:
        """Whether the file holds the game as `keep_going` kept it: it is offered again after
        this run, even where leaving it could not be written."""
        return self._token is not None and self.store is not None \
            and self._token in self.store.tokens_on_disk()

    @property
    def kept_token(self) -> str | None:
        """The game's entry among the kept games, once it has been kept (else None)."""
        return self._token
