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

    def hold_paused(self) -> None:
        """Ctrl-Z in the full-screen game: a game in progress comes back paused after `fg`,
        wherever it was stopped (help or a screen too small would resume it as it shows)."""
        game, self._hid = self.game, None
        if game.status is Status.PLAYING and not game.is_paused:
            game.pause()
