"""When the clock stops: the player's pause, and while the board cannot be seen (help over
it, a screen too small, Ctrl-Z); part of `session.Session`, so both front ends keep one
rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import wording
from .engine import Status

if TYPE_CHECKING:
    from .engine import Game


class Pausing:
    """The clock of the current game (`Session` is one)."""

    if TYPE_CHECKING:
        @property
        def game(self) -> Game: ...

    _hid: Game | None = None  # the game `hide` paused (not the player): `show` resumes it
    _moving: Game | None = None  # the game a move is being made in, while it is made
    _held: Game | None = None  # a game Ctrl-Z stopped while its first move was dealt

    def hide(self) -> None:
        """The board cannot be seen: the clock of a game in progress stops until `show`."""
        game = self.game
        if game.status is Status.PLAYING and game.pause():
            self._hid = game

    def show(self) -> None:
        """The board shows again: the clock runs again if `hide` stopped it (not if the
        player paused the game)."""
        if self._hid is not None and self._hid is self.game:
            self.game.resume()
        self._hid = None

    def toggle_pause(self) -> str:
        """The player's pause key: a paused game goes on, a game in progress pauses; what
        is wrong ("" when nothing is)."""
        game, self._hid = self.game, None
        if game.is_paused:
            game.resume()
            return ""
        return "" if game.pause() else wording.NOTHING_TO_PAUSE

    def hold_paused(self) -> bool:
        """Ctrl-Z in the full-screen game: a game in progress comes back paused after `fg`,
        wherever it was stopped (help or a screen too small would resume it as it shows),
        and so does one stopped while its first move is dealt; whether it does."""
        game, self._hid = self.game, None
        if game.status is Status.NOT_STARTED and self._moving is game:
            self._held = game  # paused as soon as the move is made (`_moved`)
            return True
        if game.status is Status.PLAYING and not game.is_paused:
            game.pause()
        return game.is_paused

    def _moved(self, game: Game) -> None:
        """A move in `game` is made (or refused): pause it if Ctrl-Z came meanwhile."""
        if self._held is game and game.status is Status.PLAYING:
            game.pause()
        self._moving = self._held = None
