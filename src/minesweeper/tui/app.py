"""The curses front end's loop: an event goes to the current screen, then one redraw."""

from __future__ import annotations

import os
import sys
from typing import Callable, Iterable, Protocol

from .. import signals, wording
from ..kept import Keeper
from ..settings import Settings
from ..streams import error_line
from ..wording.screens import CRASHED
from . import keymap
from .draw.text import BACK_HINT, answer_at, centred, question_spans, quit_hint_at, shows_whole
from .draw.theme import ASCII, UNICODE, Span, Style
from .events import Button, Event, Key, Mouse, Paste, Resize
from .screens.base import QUIT, Context, Screen, Transition
from .screens.start import resume_game, start_game
from .state import FULL, NOTHING, Dirty

EXIT_CRASH = 70
# A kept game this big says what it does before its first frame (replaying a 1000x1000
# game's 100,000 moves took 2.4 s).
BUSY_CELLS = 40_000


def run(settings: Settings, *, play_now: bool = True, resume: bool = False,
        ascii: bool = False) -> int:
    """Play `settings` in the terminal (with `play_now` False, the menu starts from them;
    `resume`: the kept game, if any); the terminal is restored on every way out."""
    # Exported sizes would freeze the window size: ncurses must ask the terminal.
    for name in ("LINES", "COLUMNS"):
        os.environ.pop(name, None)
    try:
        return _run(settings, play_now, resume, ascii)
    except KeyboardInterrupt:
        return signals.EXIT_INTERRUPTED
    except Exception:
        import traceback

        print(CRASHED, file=sys.stderr)
        traceback.print_exc()
        return EXIT_CRASH


def _run(settings: Settings, play_now: bool, resume: bool, ascii: bool) -> int:
    from .terminal import Terminal

    previous = signals.exit_on_signals()
    app: App | None = None
    try:
        with Terminal.opened() as terminal:
            app = App(terminal, settings, play_now=play_now, resume=resume, ascii=ascii)
            return app.loop()
    finally:
        signals.restore(previous)
        if app is not None:  # the screen is the terminal's own again
            for line in app.last_words():
                error_line(line)


class Display(Protocol):
    """What the loop needs of a terminal (terminal.Terminal, or a stand-in in tests)."""

    is_utf8: bool
    has_symbols: bool  # can show the board's symbols (UTF-8, a font that has them)
    on_suspend: Callable[[], None]

    @property
    def size(self) -> tuple[int, int]: ...
    def read_event(self, timeout_ms: int) -> Event: ...
    def drop_typed_ahead(self) -> None: ...
    def erase(self) -> None: ...
    def paint(self, spans: Iterable[Span]) -> None: ...
    def refresh(self, now: bool = False) -> None: ...


class App:
    """The screens and the loop that feeds them events."""

    def __init__(self, terminal: Display, settings: Settings, *, play_now: bool = True,
                 resume: bool = False, ascii: bool = False) -> None:
        self.terminal = terminal
        glyphs = ASCII if ascii or not terminal.has_symbols else UNICODE
        context = Context(settings, Keeper(), glyphs, terminal.size)
        self.context = context
        context.paint_now = self.paint_now
        context.drop_typed_ahead = terminal.drop_typed_ahead
        stopped: list[bool] = []  # Ctrl-Z before there is a screen (a kept game replayed)
        terminal.on_suspend = lambda: stopped.append(True)
        screen: Screen | None = None
        if resume and context.saved is not None:
            self.say_busy(wording.RESUMING, context.saved.params.cells)
            screen = resume_game(context)
        elif play_now:
            screen = start_game(context, settings)
        # What the kept files have to say shows on the menu (now, or once a game leaves).
        self.screen: Screen = screen or context.menu.shown()
        terminal.on_suspend = self.pause
        if stopped:  # the game comes back paused after `fg`, wherever it was stopped
            self.pause()
        # q on a screen too small to show, over a game that cannot be kept: what it asks
        # first ("" when not asking); y quits.
        self.asking_quit = ""

    def say_busy(self, words: str, cells: int) -> None:
        """Before the first frame: what a game of `cells` may take seconds to do (replay a
        kept game's moves; its mines are kept, so a no-guess one is not dealt again)."""
        if cells >= BUSY_CELLS:
            height, width = self.terminal.size
            self.terminal.erase()
            self.terminal.paint(centred(height // 2, wording.sentence(words), Style.MESSAGE,
                                        width))
            self.terminal.refresh(now=True)

    def loop(self) -> int:
        try:
            self.redraw(FULL)
            while self.feed(self.terminal.read_event(self.screen.timeout_ms())):
                pass
            return 0
        finally:
            # Every way out (q, Ctrl-C, SIGTERM, SIGHUP) keeps a game in progress.
            game = self.screen.game_screen
            if game is not None:
                self.context.keep(game)

    def last_words(self) -> list[str]:
        """What the kept files had to say in this run, as lines for standard error once the
        game has left the screen: those found on the way out (a file set aside, a folder
        that cannot be written), and those shown before, which a small screen may have
        cut."""
        keeper = self.context.keeper
        if not keeper.is_open:  # nothing was read or written: nothing to say
            return []
        return [f"minesweeper: {notice}" for notice in keeper.last_clauses()]

    def feed(self, event: Event) -> bool:
        """Hand one event to the current screen and redraw what changed; False: quit."""
        done = self.step(event)
        if done.quit:
            return False
        if done.to is not None:
            self.screen = done.to
            self.redraw(FULL)
        else:
            self.redraw(done.dirty)
        return True

    def step(self, event: Event) -> Transition:
        context = self.context
        if isinstance(event, Mouse) and not (0 <= event.y < context.height
                                             and 0 <= event.x < context.width):
            return Transition(NOTHING)  # off the screen (a report from past its edge)
        if self.asking_quit and isinstance(event, (Key, Mouse, Resize, Paste)):
            if isinstance(event, Mouse) and event.button is Button.LEFT_DOWN:
                return Transition(NOTHING)  # a click is answered as it is let go
            yes = isinstance(event, Key) and event.name in keymap.CONFIRM_YES or isinstance(
                event, Mouse) and event.button is Button.LEFT and self._answer_at(event) == "y"
            self.asking_quit = ""  # any answer but y (a resize too) goes back
            if yes:
                return QUIT
            if not isinstance(event, Resize):
                return Transition(FULL)
        if isinstance(event, Resize):
            self.context.height, self.context.width = event.height, event.width
        elif isinstance(event, (Key, Mouse, Paste)) and not self.screen.fits():
            # Keys act on nothing unseen: they wait for a bigger screen, except q, which
            # quits (a game in progress is kept, as always; where it cannot be, it asks
            # first) and Ctrl-C.
            is_quit = isinstance(event, Key) and event.name in keymap.QUIT or (
                isinstance(event, Mouse) and event.button is Button.LEFT
                and quit_hint_at(self.screen.draw(FULL), event.y, event.x))
            if self.screen.leaves_when_small and (
                    isinstance(event, Key) and event.name == "Esc" or isinstance(event, Mouse)
                    and event.button is Button.LEFT
                    and quit_hint_at(self.screen.draw(FULL), event.y, event.x, BACK_HINT)):
                return self.screen.handle(Key("Esc"))
            if is_quit:
                self.asking_quit = self.quit_question()
                if self.asking_quit:
                    return Transition(FULL)
            return QUIT if is_quit else Transition()
        return self.screen.handle(event)

    def _answer_at(self, mouse: Mouse) -> str | None:
        """The answer a click on the quit question's "(y/n)" gives (it has no hints)."""
        context = self.context
        for span in question_spans(context.height, context.width, self.asking_quit):
            if span.y == mouse.y and span.text.strip():
                return answer_at(span.text, context.width, mouse.x)
        return None

    def quit_question(self) -> str:
        """What to ask before quitting loses a game (on the game screen, under help, or left
        for the menu): the game in progress when it cannot be kept, or the oldest kept game
        when keeping this one gives it up, in as many words as the screen shows whole; ""
        when nothing is lost."""
        keeper = self.context.keeper
        left = keeper.in_progress
        if left is None:
            return ""
        asked = keeper.losing_question(left)
        if asked is None:
            return ""
        wide, narrow = asked
        context = self.context
        return wide if shows_whole(wide, context.width, context.height) else narrow

    def redraw(self, dirty: Dirty) -> None:
        if dirty == NOTHING:
            return
        if dirty.full:
            self.terminal.erase()
        if self.asking_quit:  # the question alone, as the enlarge notice stands alone
            context = self.context
            self.terminal.paint(question_spans(context.height, context.width,
                                               self.asking_quit))
        else:
            self.terminal.paint(self.screen.draw(dirty))
        self.terminal.refresh()

    def paint_now(self, screen: Screen, dirty: Dirty) -> None:
        if screen is self.screen:
            self.terminal.paint(screen.draw(dirty))
            self.terminal.refresh(now=True)  # the game is busy next: shown even with keys waiting

    def pause(self) -> None:
        """Ctrl-Z: the clock stops while the game is suspended, and the game comes back
        paused after `fg` wherever it was stopped (also from help or a screen too small,
        which would otherwise let the clock run again as soon as the game shows)."""
        screen = self.screen.game_screen
        if screen is None or not screen.session.hold_paused():
            return
        screen.ui.message, screen.ui.highlight = "", frozenset()  # as `p` leaves them
