"""Starting a game from the command line or a menu choice, and resuming a kept one."""

from __future__ import annotations

from ...engine import Params
from ...settings import Settings
from ...wording.screens import FIRST_CLICK_HERE
from .base import Context
from .game import GameScreen


def settings_for(context: Context, params: Params) -> Settings:
    """A menu choice: the command line's marks and the menu's Luck choice, a new size (a
    ValueError saying why when that luck cannot play it: too dense for no guess, too big to
    redraw)."""
    return context.settings.with_params(params).with_mode(context.mode)


def start_game(context: Context, settings: Settings) -> GameScreen:
    """A new session of `settings` and its first game; a game ID's board puts the cursor on
    the click it was dealt for."""
    session = context.session(settings)
    session.new_game()
    first = session.first_click
    screen = GameScreen(context, session, first)
    # Giving up the game left for the menu writes the records: a file found damaged then
    # is said now, not at the end of this game.
    said = context.notices() if context.keeper.is_open else ""
    if said:
        screen.ui.message, screen.ui.is_error = said, True
    elif first is not None and screen.layout is not None:
        screen.ui.message = FIRST_CLICK_HERE
        screen.ui.is_error = False
    return screen


def resume_game(context: Context) -> GameScreen | None:
    """Carry on with the kept game the menu names (same board, flags and clock), or None
    when it is gone."""
    # The game the menu named, now this window's: no other can resume it too.
    keeper = context.keeper
    session = keeper.resume(context.saved.token if context.saved is not None else None)
    context.saved = keeper.kept()  # what the menu offers next time
    if session is None:
        return None
    moves = session.game.moves  # the cursor goes back to the last cell played (not set up)
    screen = GameScreen(context, session, moves[-1].coord if session.game.played else None)
    said = context.notices()  # taking it found something to say (it will not count...)
    if said:
        screen.ui.message, screen.ui.is_error = said, True
    return screen
