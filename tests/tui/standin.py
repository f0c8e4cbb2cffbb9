"""A stand-in terminal for in-process tests of the curses front end: scripted events in,
spans painted onto a Canvas out.

Outside pytest (a maintainer trying a screen from a script) it plays in a folder of its
own, not the player's, unless XDG_DATA_HOME names one: the tests' own folders are set by
conftest.py."""

from __future__ import annotations

import os
import sys
import tempfile
from typing import Any, Callable, Iterable

from canvas import Canvas

from minesweeper.engine import Level, Params
from minesweeper.settings import Settings
from minesweeper.tui.app import App
from minesweeper.tui.draw.theme import Span
from minesweeper.tui.events import Button, Event, Key, Mouse, Resize
from minesweeper.tui.screens.game import GameScreen
from minesweeper.tui.state import FULL

if "_pytest" not in sys.modules and "XDG_DATA_HOME" not in os.environ:  # (a folder chosen
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="standin-")  # stays: a test's)


class StandIn:
    """What App needs of a terminal; `canvas` is the screen as the player would see it."""

    def __init__(self, height: int = 24, width: int = 80, utf8: bool = True) -> None:
        self._size = (height, width)
        self.is_utf8 = self.has_symbols = utf8
        self.on_suspend: Callable[[], None] = lambda: None
        self.canvas = Canvas(height, width)
        self.refreshes = 0
        self.spans = 0  # painted so far
        self.events: list[Event] = []
        self.dropped = 0  # events queued when the game dropped what was typed ahead

    @property
    def size(self) -> tuple[int, int]:
        return self._size

    def read_event(self, timeout_ms: int) -> Event:
        return self.events.pop(0)

    def drop_typed_ahead(self) -> None:
        self.dropped += len(self.events)
        self.events = [event for event in self.events if isinstance(event, Resize)]

    def erase(self) -> None:
        self.canvas = Canvas(*self._size)

    def paint(self, spans: Iterable[Span]) -> None:
        painted = list(spans)
        self.spans += len(painted)
        self.canvas.paint(painted)

    def refresh(self, now: bool = False) -> None:
        self.refreshes += 1

    def resize(self, height: int, width: int) -> Resize:
        self._size = (height, width)
        self.canvas = Canvas(height, width)
        return Resize(height, width)


class Player:
    """An App on a stand-in terminal, driven as a player would."""

    def __init__(self, params: Params | None = None, height: int = 24, width: int = 80,
                 *, seed: int | None = 1, utf8: bool = True,
                 settings_of: dict[str, Any] | None = None, settings: Settings | None = None,
                 **app_options: bool) -> None:
        """A game of `params` (None: the menu) or of `settings` on a stand-in `height` x
        `width` terminal; `settings_of` goes to Settings.of_params (marks, mode), and
        `app_options` to App (resume, ascii)."""
        self.terminal = StandIn(height, width, utf8)
        play_now = params is not None or settings is not None
        if settings is None:
            settings = Settings.of_params(params or Level.BEGINNER.params, seed=seed,
                                          **(settings_of or {}))
        self.app = App(self.terminal, settings, play_now=play_now, **app_options)
        self.app.redraw(FULL)
        self.running = True

    def press(self, *names: str) -> Player:
        """Keys by `events.Key` name; a string of several characters is typed one by one
        unless it is a named key."""
        for name in names:
            keys = [name] if name[:1].isupper() and len(name) > 1 else list(name)
            for key in keys:
                self.running = self.app.feed(Key(key))
        return self

    def click(self, y: int, x: int, button: Button = Button.LEFT) -> Player:
        self.running = self.app.feed(Mouse(y, x, button))
        return self

    def resize(self, height: int, width: int) -> Player:
        self.running = self.app.feed(self.terminal.resize(height, width))
        return self

    @property
    def text(self) -> str:
        return self.terminal.canvas.text()

    @property
    def game(self) -> GameScreen:
        """The game screen (under help too)."""
        screen = self.app.screen.game_screen
        assert screen is not None, "no game on the screen"
        return screen

    def cell_position(self, row: int, col: int) -> tuple[int, int]:
        """Where a board cell is on the screen (y, x), for the mouse."""
        layout, ui = self.game.layout, self.game.ui
        assert layout is not None
        return (layout.board_y + row - ui.top,
                layout.board_x + (col - ui.left) * layout.cell_width + layout.cell_width // 2)
