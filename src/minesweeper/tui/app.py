"""The curses loop: read an event, turn it into an action, apply it, draw what changed."""

from __future__ import annotations

import contextlib
import curses
import dataclasses
import enum
import functools
import locale
import os
import signal
import sys
import time
import traceback
from types import FrameType
from typing import TYPE_CHECKING, Iterable

from .. import signals
from ..engine import (
    Coord,
    Game,
    Level,
    NoGuessError,
    Outcome,
    Params,
    ParamsError,
    Status,
    format_pairs,
)
from ..engine.gameid import GameId, GameIdError
from ..engine.noguess import check_size as check_no_guess_size
from ..records import TABLES, SavedGame, Store, table_title
from ..session import Session
from ..settings import Mode as Luck
from . import assist, keymap, render
from .keymap import Action
from .render import Form, GameUI, Glyphs, Layout, Span, Style

if TYPE_CHECKING:
    from ..cli import Options

EXIT_INTERRUPTED = 130
EXIT_CRASH = 70

IDLE_TIMEOUT_MS = 500
CONFIRM_YES = (ord("y"), ord("Y"))
BACKSPACE = (curses.KEY_BACKSPACE, 127, 8)

LEFT_CLICK = curses.BUTTON1_RELEASED | curses.BUTTON1_CLICKED
RIGHT_CLICK = curses.BUTTON3_PRESSED | curses.BUTTON3_CLICKED
MIDDLE_CLICK = curses.BUTTON2_RELEASED | curses.BUTTON2_CLICKED
MOUSE_MASK = (
    curses.BUTTON1_PRESSED | LEFT_CLICK | curses.BUTTON2_PRESSED | MIDDLE_CLICK
    | RIGHT_CLICK | curses.BUTTON3_RELEASED
)

MENU_KEYS_UP = (curses.KEY_UP, ord("k"), ord("w"))
MENU_KEYS_DOWN = (curses.KEY_DOWN, ord("j"), ord("s"), ord("\t"))
ENTER_KEYS = (10, 13, curses.KEY_ENTER, ord(" "))


class Mode(enum.Enum):
    MENU = "menu"
    FORM = "form"
    GAME = "game"
    HELP = "help"
    SCORES = "scores"


def run(options: Options) -> int:
    """Run the game in the terminal; the terminal is restored on every way out."""
    # Exported sizes would freeze the window size: ncurses must ask the terminal.
    for name in ("LINES", "COLUMNS"):
        os.environ.pop(name, None)
    try:
        return _run(options)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except Exception:
        print(
            "minesweeper: an unexpected error stopped the game (please report it);"
            " the details follow.",
            file=sys.stderr,
        )
        traceback.print_exc()
        return EXIT_CRASH


SHARED_BOARD = "Shared board"


@functools.lru_cache(maxsize=8)
def is_shared_board(board_name: str) -> bool:
    """Whether a fixed board came from a game ID (its name is the ID, or, once kept and
    resumed, the title it was kept under) rather than from a board file."""
    if board_name == SHARED_BOARD:
        return True
    try:
        GameId.parse(board_name)
    except GameIdError:
        return False
    return True


def _run(options: Options) -> int:
    locale.setlocale(locale.LC_ALL, "")
    previous = signals.exit_on_signals()
    previous[signal.SIGTSTP] = signal.getsignal(signal.SIGTSTP)
    screen = curses.initscr()
    try:
        curses.noecho()
        curses.cbreak()
        screen.keypad(True)
        app = App(screen, options)
        signal.signal(signal.SIGTSTP, app.suspend)
        return app.loop()
    finally:
        signal.signal(signal.SIGTSTP, signal.SIG_IGN)
        # The terminal may be gone (its window closed): each call may fail, none may mask
        # the way out.
        with contextlib.suppress(curses.error):
            screen.keypad(False)
        for restore in (curses.nocbreak, curses.echo, curses.endwin):
            with contextlib.suppress(curses.error):
                restore()
        signals.restore(previous)


def wants_ascii(screen_encoding: str, ascii_option: bool) -> bool:
    """ASCII unless the terminal's encoding is UTF-8.

    Python turns a C locale into C.UTF-8 (PEP 538) and UTF-8 mode (PEP 540); the player
    still asked for C, so that counts as not UTF-8.
    """
    if ascii_option:
        return True
    if "utf8" not in screen_encoding.lower().replace("-", "").replace("_", ""):
        return True
    coerced = bool(sys.flags.utf8_mode) and "PYTHONUTF8" not in os.environ
    return coerced and "utf8" not in sys._xoptions


def make_attributes() -> dict[Style, int]:
    """Curses attributes for each style: colours when the terminal has them and NO_COLOR
    is unset, otherwise bold, reverse and underline only."""
    bold, reverse, underline = curses.A_BOLD, curses.A_REVERSE, curses.A_UNDERLINE
    plain = {
        Style.TITLE: bold, Style.COUNTER: bold, Style.WON: bold, Style.LOST: bold,
        Style.EDGE: bold, Style.FLAG: bold, Style.MARK: bold, Style.MINE: bold,
        Style.EXPLODED: bold | reverse, Style.WRONG_FLAG: bold | underline,
        Style.ERROR: bold, Style.KEY: bold, Style.SELECTED: bold,
        Style.HIGHLIGHT: bold | underline, Style.CHANCE: underline,
        Style.CHANCE_SAFE: bold | underline, Style.CHANCE_MINE: bold | underline,
        Style.ASSISTED: bold,
    }
    attributes = {style: plain.get(style, curses.A_NORMAL) for style in Style}
    if os.environ.get("NO_COLOR") or not curses.has_colors():
        return attributes
    try:
        curses.start_color()
        curses.use_default_colors()
        background = -1
    except curses.error:
        background = curses.COLOR_BLACK
    many = curses.COLORS >= 16
    grey = 8 if many else curses.COLOR_WHITE
    bright_blue = 12 if many else curses.COLOR_BLUE
    bright_red = 9 if many else curses.COLOR_RED
    colours: dict[Style, tuple[int, int, int]] = {
        Style.N1: (bright_blue, background, 0 if many else bold),
        Style.N2: (curses.COLOR_GREEN, background, 0),
        Style.N3: (bright_red, background, 0 if many else bold),
        Style.N4: (curses.COLOR_BLUE, background, 0),
        Style.N5: (curses.COLOR_RED, background, 0),
        Style.N6: (curses.COLOR_CYAN, background, 0),
        Style.N7: (-1, background, bold),
        Style.N8: (grey, background, 0 if many else curses.A_DIM),
        Style.EMPTY: (grey, background, 0 if many else curses.A_DIM),
        Style.BORDER: (grey, background, 0),
        Style.DIM: (grey, background, 0 if many else curses.A_DIM),
        Style.FLAG: (curses.COLOR_YELLOW, background, bold),
        Style.MARK: (curses.COLOR_MAGENTA, background, bold),
        Style.MINE: (-1, background, bold),
        Style.EXPLODED: (curses.COLOR_WHITE, curses.COLOR_RED, bold),
        Style.WRONG_FLAG: (curses.COLOR_MAGENTA, background, bold | underline),
        Style.COUNTER: (bright_red, background, bold),
        Style.WON: (curses.COLOR_GREEN, background, bold),
        Style.LOST: (bright_red, background, bold),
        Style.EDGE: (curses.COLOR_YELLOW, background, bold),
        Style.ERROR: (curses.COLOR_YELLOW, background, bold),
        Style.KEY: (curses.COLOR_CYAN, background, bold),
        Style.TITLE: (-1, background, bold),
        Style.HIGHLIGHT: (curses.COLOR_BLACK, curses.COLOR_YELLOW, bold),
        Style.CHANCE: (curses.COLOR_CYAN, background, underline),
        Style.CHANCE_SAFE: (curses.COLOR_GREEN, background, bold | underline),
        Style.CHANCE_MINE: (bright_red, background, bold | underline),
        Style.ASSISTED: (curses.COLOR_MAGENTA, background, bold),
    }
    pairs: dict[tuple[int, int], int] = {}
    for style, (foreground, back, extra) in colours.items():
        if foreground >= curses.COLORS or back >= curses.COLORS:
            continue
        key = (foreground, back)
        if key not in pairs:
            number = len(pairs) + 1
            if number >= curses.COLOR_PAIRS:
                break
            curses.init_pair(number, foreground, back)
            pairs[key] = number
        attributes[style] = curses.color_pair(pairs[key]) | extra
    return attributes


class App:
    """The screens (menu, custom form, game, help) and what each event does to them."""

    def __init__(self, screen: curses.window, options: Options, *, terminal: bool = True) -> None:
        """`terminal=False` skips the terminal set-up, for benchmarks with a stand-in screen."""
        self.screen = screen
        self.options = options
        self.has_mouse = False
        self.attributes = {style: 0 for style in Style}
        self.glyphs: Glyphs = render.ASCII if options.ascii else render.UNICODE
        if terminal:
            curses.set_escdelay(25)
            with contextlib.suppress(curses.error):
                curses.curs_set(0)
            self.has_mouse = curses.mousemask(MOUSE_MASK)[0] != 0
            curses.mouseinterval(0)
            self.attributes = make_attributes()
            if wants_ascii(screen.encoding or "", options.ascii):
                self.glyphs = render.ASCII
        self.height, self.width = screen.getmaxyx()
        self.mode = Mode.MENU
        self.menu_selected = 0
        self.menu_message = ""
        self.form = Form()
        self.session: Session | None = None
        self.game: Game | None = None
        self.ui = GameUI()
        self.layout: Layout | None = None
        self.pending: Action | None = None
        self.auto_paused = False
        self.shown_seconds = -1
        self.running = True
        self.store = Store()
        self.saved: SavedGame | None = self.store.saved_game()
        self.scores_table = 0
        self.help_scroll = 0
        if options.resume and self.saved is not None:
            self.resume()
        elif options.params is not None or options.minefield is not None \
                or options.game_id is not None:
            session = options.session(time.monotonic, self.store)
            self.start(session, first_click=self.id_first_click(session))
        self.menu_message = " ".join(self.store.take_notices())

    # The loop ------------------------------------------------------------------------

    def loop(self) -> int:
        try:
            return self._loop()
        finally:
            # Every way out (q, Ctrl-C, SIGTERM, SIGHUP) keeps a game in progress.
            self.keep_game()

    def keep_game(self) -> None:
        """Save the game in progress for the next start (finished games are not kept)."""
        if self.session is not None and self.game is not None:
            with signals.held():
                self.session.save(self.game)

    def _loop(self) -> int:
        self.draw_full()
        while self.running:
            self.screen.timeout(self.timeout_ms())
            key = self.screen.getch()
            if key == keymap.ESC:
                escaped = self.after_escape()
                if escaped is None:
                    continue
                key = escaped
            if key == -1:
                self.tick()
            elif key == curses.KEY_RESIZE:
                self.resize()
            elif self.too_small():
                self.too_small_key(key)
            elif key == curses.KEY_MOUSE:
                self.mouse()
            elif self.mode is Mode.MENU:
                self.menu_key(key)
            elif self.mode is Mode.FORM:
                self.form_key(key)
            elif self.mode is Mode.HELP:
                self.help_key(key)
            elif self.mode is Mode.SCORES:
                self.scores_key(key)
            else:
                self.game_key(key)
        return 0

    def too_small(self) -> bool:
        """Whether the screen shows only "Enlarge the terminal" instead of the current one."""
        height, width = self.height, self.width
        if self.mode is Mode.MENU:
            return not render.menu_fits(height, width, self.menu_items())
        if self.mode is Mode.FORM:
            return not render.form_fits(height, width)
        if self.mode is Mode.SCORES:
            return not render.scores_fits(height, width)
        if self.mode is Mode.GAME:
            return self.layout is None
        return False  # help scrolls to fit any size

    def too_small_key(self, key: int) -> None:
        """Keys act on nothing unseen: they wait for a bigger screen, except q, which quits
        (a game in progress is kept for resuming, as always) and Ctrl-C."""
        if key == curses.KEY_MOUSE:
            with contextlib.suppress(curses.error):
                curses.getmouse()
        elif key in (ord("q"), ord("Q")):
            self.running = False

    def after_escape(self) -> int | None:
        """Esc came in: the key itself (Esc), or what follows at once.

        ncurses gives Esc for a sequence it does not know (`ESC [ 99 ~`, Home under vt100)
        and for Alt-x (`ESC x`); the rest of it is already waiting. A few common keys are
        read from their usual sequences; anything else is swallowed whole and ignored
        rather than taken for Esc (which leaves a game).
        """
        screen = self.screen
        screen.timeout(0)
        try:
            first = screen.getch()
            if first == -1:
                return keymap.ESC
            if first in (curses.KEY_RESIZE, curses.KEY_MOUSE):
                curses.ungetch(first)  # not part of a sequence: Esc alone, then this
                return keymap.ESC
            if first in (ord("["), ord("O")):
                sequence = chr(first) + self._read_sequence(first == ord("["))
                return FALLBACK_SEQUENCES.get(sequence)
            if first == keymap.ESC:
                self.after_escape()  # Alt with a special key: ESC ESC [ A
            elif 0xC0 <= first < 0x100:
                # Alt with a non-ASCII letter: the rest of its UTF-8 bytes.
                for _ in range(3):
                    if not 0x80 <= screen.getch() < 0xC0:
                        break
            return None
        finally:
            screen.timeout(self.timeout_ms())

    def _read_sequence(self, is_csi: bool) -> str:
        """The rest of `ESC [` (parameters, then a final byte) or of `ESC O` (one byte)."""
        text = ""
        while True:
            key = self.screen.getch()
            if not 0 <= key < 0x80:
                return text + "?"
            text += chr(key)
            if 0x40 <= key <= 0x7E or not is_csi:
                break
        if text == "M":
            for _ in range(3):  # an X10 mouse report this terminal type does not read
                self.screen.getch()
        return text

    def timeout_ms(self) -> int:
        """Wake for the next whole second while the clock runs; otherwise rarely."""
        game = self.game
        if self.mode is Mode.GAME and game is not None and game.status is Status.PLAYING \
                and not game.is_paused:
            fraction = game.elapsed % 1.0
            return max(10, min(IDLE_TIMEOUT_MS, int((1.0 - fraction) * 1000) + 5))
        return IDLE_TIMEOUT_MS

    def tick(self) -> None:
        height, width = self.screen.getmaxyx()
        if (height, width) != (self.height, self.width):
            self.resize()
            return
        if self.mode is Mode.GAME and self.game is not None and self.layout is not None \
                and int(self.game.elapsed) != self.shown_seconds:
            self.draw_header()
            self.screen.refresh()

    # Drawing -------------------------------------------------------------------------

    def paint(self, spans: Iterable[Span]) -> None:
        attributes = self.attributes
        screen = self.screen
        for span in spans:
            attribute = attributes[span.style]
            if span.reverse:
                attribute ^= curses.A_REVERSE
            # The bottom-right cell raises after drawing; text off the screen is cut.
            with contextlib.suppress(curses.error):
                screen.addstr(span.y, span.x, span.text, attribute)

    def draw_full(self) -> None:
        self.screen.erase()
        height, width = self.height, self.width
        if self.mode is Mode.MENU:
            self.paint(render.menu_spans(height, width, self.menu_selected, self.menu_message,
                                         self.menu_items()))
        elif self.mode is Mode.FORM:
            self.paint(render.form_spans(height, width, self.form))
        elif self.mode is Mode.HELP:
            game_id = self.help_game_id()
            self.help_scroll = min(self.help_scroll,
                                   render.help_page(height, width, game_id).max_scroll)
            self.paint(render.help_spans(height, width, game_id, self.help_scroll, self.glyphs))
        elif self.mode is Mode.SCORES:
            table = TABLES[self.scores_table]
            assert table is not None
            self.paint(render.scores_spans(height, width, table_title(table),
                                           self.store.stats()[table], self.store.best()[table],
                                           " ".join(self.store.take_notices())))
        else:
            game = self.game
            assert game is not None
            if self.layout is None:
                self.paint(render.too_small_spans(height, width,
                                                  render.needed_size(game.rows, game.cols)))
            else:
                self.paint(render.game_spans(game, self.ui, self.layout, self.glyphs,
                                             self.title, self.assisted))
                self.shown_seconds = int(game.elapsed)
        self.screen.refresh()

    @property
    def title(self) -> str:
        session = self.session
        if session is None:
            return ""
        if session.minefield is not None and session.board_name:
            if is_shared_board(session.board_name):
                return SHARED_BOARD  # a game ID: too long for a title
            return f"Board {os.path.basename(session.board_name)}"
        return session.title

    @property
    def assisted(self) -> bool:
        """Whether the current game had help (a tip or the overlay); the header says so."""
        return self.session is not None and self.session.assisted

    def draw_header(self) -> None:
        assert self.game is not None
        header_y = 0 if self.layout is None else self.layout.header_y
        self.paint(render.header_spans(self.game, self.title, self.width, self.assisted,
                                       header_y))
        self.shown_seconds = int(self.game.elapsed)

    def draw_status(self) -> None:
        game, layout = self.game, self.layout
        assert game is not None and layout is not None
        self.draw_header()
        self.paint(render.message_spans(game, self.ui, layout))
        self.paint(render.footer_spans(game, self.ui, layout))

    def draw_cells(self, coords: Iterable[Coord]) -> None:
        game, layout = self.game, self.layout
        assert game is not None and layout is not None
        spans = []
        for coord in coords:
            span = render.cell_span(game, self.ui, layout, self.glyphs, coord)
            if span is not None:
                spans.append(span)
        self.paint(spans)

    def draw_board(self) -> None:
        game, layout = self.game, self.layout
        assert game is not None and layout is not None
        self.paint(render.border_spans(self.ui, layout, self.glyphs))
        if game.is_paused:
            self.paint(render.paused_spans(layout))
        else:
            self.paint(render.board_spans(game, self.ui, layout, self.glyphs))

    # Resizing and suspending -----------------------------------------------------------

    def resize(self) -> None:
        curses.update_lines_cols()
        self.height, self.width = self.screen.getmaxyx()
        if self.game is not None:
            self.relayout()
        self.draw_full()

    def relayout(self, centre: bool = False) -> None:
        """Fit the game to the screen; the view centres on the cursor when a game starts or
        when the cursor would leave it, and otherwise keeps its place."""
        game = self.game
        assert game is not None
        self.layout = render.choose_layout(self.height, self.width, game.rows, game.cols)
        if self.layout is None:
            # Nothing can be seen: stop the clock until the game shows again.
            if game.status is Status.PLAYING and game.pause():
                self.auto_paused = True
        else:
            if centre or not render.is_in_view(self.ui, self.layout):
                render.centre(self.ui, self.layout)
            render.follow(self.ui, self.layout)
            if self.auto_paused and self.mode is Mode.GAME:
                self.auto_paused = False
                game.resume()

    def suspend(self, signum: int, frame: FrameType | None) -> None:
        """Ctrl-Z: leave curses, stop for real, and come back with keys, mouse and size."""
        game = self.game
        if game is not None and game.status is Status.PLAYING and not game.is_paused:
            game.pause()
        curses.endwin()
        signal.signal(signal.SIGTSTP, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTSTP)
        # Stopped here until `fg`.
        signal.signal(signal.SIGTSTP, self.suspend)
        self.screen.keypad(False)
        self.screen.keypad(True)
        if self.has_mouse:
            curses.mousemask(0)
            curses.mousemask(MOUSE_MASK)
        try:
            size = os.get_terminal_size(sys.stdout.fileno())
            if (size.lines, size.columns) != self.screen.getmaxyx():
                curses.resizeterm(size.lines, size.columns)
        except (OSError, ValueError, AttributeError, curses.error):
            pass
        self.screen.clear()
        self.resize()

    # The menu and the form -----------------------------------------------------------

    def menu_items(self) -> tuple[render.MenuItem, ...]:
        """The menu as it stands: with Resume when a game was kept."""
        saved = self.saved
        no_guess = self.options.no_guess
        if saved is None:
            return render.menu_items(no_guess=no_guess)
        detail = render.resume_detail(saved.params, saved.flags.get("fixed", False),
                                      saved.flags.get("no_guess", False), saved.elapsed)
        return render.menu_items(detail, no_guess)

    def menu_key(self, key: int) -> None:
        self.menu_message = ""
        items = self.menu_items()
        if key in MENU_KEYS_UP:
            self.menu_selected = (self.menu_selected - 1) % len(items)
        elif key in MENU_KEYS_DOWN or key == curses.KEY_BTAB:
            self.menu_selected = (self.menu_selected + 1) % len(items)
        elif key in ENTER_KEYS:
            self.choose(self.menu_selected)
            return
        elif 0 <= key < 256 and chr(key).lower() in [item.key for item in items]:
            index = [item.key for item in items].index(chr(key).lower())
            self.menu_selected = index
            self.choose(index)
            return
        elif key in (ord("?"), curses.KEY_F1):
            self.menu_message = "arrows and Enter, a first letter, or click"
        self.draw_full()

    def choose(self, index: int) -> None:
        item = self.menu_items()[index]
        if item.label == "Quit":
            self.running = False
            return
        if item.label == "Resume":
            self.resume()
            self.draw_full()
            return
        if item.label == render.NO_GUESS_LABEL:
            # The level chosen next (and Custom) deals no-guess boards, like --no-guess.
            mode = Luck.CLASSIC if self.options.no_guess else Luck.NO_GUESS
            self.options = dataclasses.replace(self.options,
                                               settings=self.options.settings.with_mode(mode))
            self.draw_full()
            return
        if item.label == "Times":
            self.mode = Mode.SCORES
            self.draw_full()
            return
        if item.label == "Custom":
            self.mode = Mode.FORM
            self.form.error = ""
            self.draw_full()
            return
        level = Level[item.label.upper()]
        self.start(self.session_for(level.params))
        self.draw_full()

    def form_key(self, key: int) -> None:
        form = self.form
        if key == keymap.ESC:
            self.mode = Mode.MENU
        elif key in (curses.KEY_UP, curses.KEY_BTAB):
            form.selected = (form.selected - 1) % len(form.values)
        elif key in (curses.KEY_DOWN, ord("\t")):
            form.selected = (form.selected + 1) % len(form.values)
        elif key in BACKSPACE:
            form.values[form.selected] = form.values[form.selected][:-1]
            form.error = ""  # it spoke of the values before this edit
        elif ord("0") <= key <= ord("9"):
            if len(form.values[form.selected]) < 7:
                form.values[form.selected] += chr(key)
                form.error = ""
        elif key in ENTER_KEYS:
            self.submit_form()
            return
        elif key in (ord("q"), ord("Q")):
            self.mode = Mode.MENU
        self.draw_full()

    def submit_form(self) -> None:
        form = self.form
        for index, value in enumerate(form.values):
            name = render.FORM_FIELDS[index]
            if not value:
                form.error = f"{name}: type a number"
                self.draw_full()
                return
        rows, cols, mines = (int(value) for value in form.values)
        try:
            params = Params(rows, cols, mines)
            if self.options.no_guess:
                check_no_guess_size(params)
        except (ParamsError, NoGuessError) as error:
            form.error = str(error)
            self.draw_full()
            return
        form.error = ""
        self.start(self.session_for(params))
        self.draw_full()

    # The game ------------------------------------------------------------------------

    def session_for(self, params: Params) -> Session:
        """A menu choice: the command line's seed, marks and no-guess, with a new size."""
        return Session(self.options.settings.with_params(params), time.monotonic, self.store)

    def id_first_click(self, session: Session) -> Coord | None:
        """The first click a game ID was dealt for (its board is safe there), if any."""
        first: Coord | None = getattr(session, "first_click", None)
        if first is None and self.options.game_id is not None:
            first = self.options.game_id.first_click
        return first

    def start(self, session: Session, first_click: Coord | None = None) -> None:
        self.session = session
        self.begin(session.new_game(), center=True, cursor=first_click)
        if first_click is not None and self.layout is not None:
            self.ui.message = "dealt for a first click here"
            self.ui.is_error = False

    def resume(self) -> None:
        """Carry on with the kept game: same board, flags and clock."""
        # The game the menu named, now this window's: no other can resume it too.
        saved = self.store.take_saved(self.saved.token if self.saved is not None else None)
        self.saved = self.store.saved_game()  # what the menu offers next time
        if saved is None:
            self.mode = Mode.MENU
            self.menu_message = "that game is gone: it was finished or resumed in another window"
            return
        self.session, game = Session.resume(saved, time.monotonic, self.store)
        self.begin(game, center=True)

    def scores_key(self, key: int) -> None:
        if key in (curses.KEY_LEFT, curses.KEY_RIGHT, ord("h"), ord("l")):
            step = -1 if key in (curses.KEY_LEFT, ord("h")) else 1
            self.scores_table = (self.scores_table + step) % len(TABLES)
        else:
            self.mode = Mode.MENU
        self.draw_full()

    def abandon(self, game: Game) -> None:
        """The player gave up a game in progress: it is no longer offered for resuming."""
        if game.status is Status.PLAYING and self.session is not None:
            self.session.abandon()

    def finish(self) -> None:
        """A game just ended: count it, and note its rank and ID for the end screen."""
        game, session = self.game, self.session
        assert game is not None and session is not None
        self.ui.rank = session.finish(game)
        self.ui.game_id = session.game_id(game)
        notices = self.store.take_notices()
        if notices:
            self.ui.message = " ".join(notices)
            self.ui.is_error = True

    def export(self) -> None:
        """Write a finished game's board to a file in the current folder."""
        game = self.game
        assert game is not None and self.session is not None
        if not game.is_over or game.minefield is None:
            self.say("export the board once the game is over")
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        comments = (f"{self.session.title}; game ID {self.session.game_id(game)}",)
        for suffix in [""] + [f"-{n}" for n in range(2, 100)]:
            name = f"minesweeper-{stamp}{suffix}.in"
            try:
                with open(name, "x", encoding="utf-8") as handle:
                    handle.write(format_pairs(game.minefield, comments))
            except FileExistsError:
                continue
            except OSError as error:
                self.say(f"could not write {name}: {error.strerror}")
                return
            self.say(f"board written to {os.path.abspath(name)}", error=False)
            return
        self.say("could not find a free file name to export to")

    def begin(self, game: Game, center: bool = False, cursor: Coord | None = None) -> None:
        self.mode = Mode.GAME
        old = self.ui.cursor
        if cursor is not None:
            cursor = Coord(min(cursor.row, game.rows - 1), min(cursor.col, game.cols - 1))
        elif center or self.game is None:
            cursor = Coord(game.rows // 2, game.cols // 2)
        else:
            cursor = Coord(min(old.row, game.rows - 1), min(old.col, game.cols - 1))
        self.game = game
        self.ui = GameUI(cursor=cursor)
        self.pending = None
        self.auto_paused = False
        self.relayout(centre=True)

    def game_key(self, key: int) -> None:
        game = self.game
        assert game is not None
        if self.layout is None:
            return  # nothing is visible: keys would change a game nobody can see
        self.clear_highlight()
        if self.pending is not None:
            pending = self.pending
            self.pending = None
            self.ui.confirm = ""
            if key in CONFIRM_YES:
                self.perform(pending)
            else:
                self.draw_status()
                self.screen.refresh()
            return
        action = keymap.action_for(key)
        if action is None:
            if 0 <= key < 256 and chr(key) in keymap.RESERVED:
                self.say(f"{chr(key)}: {keymap.RESERVED[chr(key)]}", error=False)
            return
        if action in (Action.NEW, Action.REPLAY, Action.MENU, Action.QUIT) \
                and game.status is Status.PLAYING:
            self.pending = action
            self.ui.confirm = CONFIRM_TEXT[action]
            self.draw_status()
            self.screen.refresh()
            return
        self.perform(action)

    def perform(self, action: Action) -> None:
        game, layout, ui = self.game, self.layout, self.ui
        assert game is not None and layout is not None and self.session is not None
        self.clear_highlight()
        if action is Action.QUIT:
            self.running = False
        elif action is Action.MENU:
            self.keep_game()
            self.saved = self.store.saved_game()
            self.menu_message = " ".join(self.store.take_notices())
            self.mode = Mode.MENU
            self.game = None
            self.draw_full()
        elif action is Action.EXPORT:
            self.export()
        elif action is Action.NEW:
            self.abandon(game)
            self.begin(self.session.new_game())
            self.draw_full()
        elif action is Action.REPLAY:
            self.abandon(game)
            self.begin(self.session.replay(game))
            self.draw_full()
        elif action is Action.HELP:
            if game.status is Status.PLAYING and game.pause():
                self.auto_paused = True
            self.mode = Mode.HELP
            self.help_scroll = 0
            self.draw_full()
        elif action is Action.PAUSE:
            if game.is_paused:
                game.resume()
                self.auto_paused = False
            elif not game.pause():
                self.say("only a game in progress can be paused")
                return
            ui.message = ""
            self.draw_board()
            self.draw_status()
            self.screen.refresh()
        elif game.is_paused:
            self.say("paused: press p to resume")
        elif action is Action.TIP:
            self.tip()
        elif action is Action.OVERLAY:
            self.toggle_overlay()
        elif action in MOVES:
            self.move(action)
        else:
            self.act(action, ui.cursor)

    def move(self, action: Action) -> None:
        layout, ui = self.layout, self.ui
        assert layout is not None
        row, col = ui.cursor
        rows, cols = layout.rows, layout.cols
        if action is Action.ROW_START:
            col = 0
        elif action is Action.ROW_END:
            col = cols - 1
        else:
            d_row, d_col = MOVES[action]
            if action in (Action.PAGE_UP, Action.PAGE_DOWN):
                d_row *= max(1, layout.view_rows - 1)
            row = min(max(row + d_row, 0), rows - 1)
            col = min(max(col + d_col, 0), cols - 1)
        self.move_to(Coord(row, col))

    def move_to(self, cursor: Coord) -> None:
        layout, ui = self.layout, self.ui
        assert layout is not None
        old = ui.cursor
        ui.cursor = cursor
        if ui.message:
            ui.message = ""
            self.draw_status()
        if render.follow(ui, layout):
            self.draw_board()
        else:
            self.draw_cells((old, cursor))
        self.screen.refresh()

    def act(self, action: Action, coord: Coord) -> None:
        game, layout = self.game, self.layout
        assert game is not None and layout is not None
        if action is Action.OPEN:
            if game.minefield is None and self.session is not None and self.session.no_guess \
                    and game.params.cells > 2000:
                self.say("dealing a no-guess board...", error=False)  # big ones take a while
            try:
                outcome = game.activate(coord)
            except NoGuessError as error:  # the first click of a board too dense for no-guess
                self.say(str(error))
                return
        elif action is Action.FLAG:
            outcome = game.toggle_flag(coord)
        elif action is Action.CHORD:
            outcome = game.chord(coord)
        else:
            outcome = game.toggle_mark(coord)
        self.show(outcome)
        if outcome.applied and action in (Action.OPEN, Action.CHORD) \
                and self.ui.overlay is not None:
            self.update_overlay()

    def show(self, outcome: Outcome) -> None:
        """Draw what an engine call changed: its cells (those in view), the cursor, the status."""
        game, layout, ui = self.game, self.layout, self.ui
        assert game is not None and layout is not None
        if not outcome.applied:
            self.say(outcome.reason)
            return
        ui.message = ""
        if game.is_over:
            self.finish()
            self.draw_full()
            return
        if outcome.count > layout.view_rows * layout.view_cols:
            self.draw_board()
        else:
            self.draw_cells(outcome.changed)
        self.draw_status()
        self.screen.refresh()

    def say(self, text: str, error: bool = True) -> None:
        game, layout = self.game, self.layout
        assert game is not None and layout is not None
        self.ui.message = text
        self.ui.is_error = error
        self.paint(render.message_spans(game, self.ui, layout))
        self.paint(render.footer_spans(game, self.ui, layout))  # a long message takes two lines
        self.screen.refresh()

    # Help from the logic engine ---------------------------------------------------------

    def clear_highlight(self) -> None:
        """A tip's highlight lasts until the next key or click."""
        ui = self.ui
        if ui.highlight:
            cells = ui.highlight
            ui.highlight = frozenset()
            if self.layout is not None and self.game is not None:
                self.draw_cells(cells)

    def tip(self) -> None:
        """`t`: move to a cell the solver can prove (or the least risky one) and say why."""
        game, layout, ui, session = self.game, self.layout, self.ui, self.session
        assert game is not None and layout is not None and session is not None
        if assist.is_large(game) and game.minefield is not None and not game.is_over:
            self.say("looking for a tip...", error=False)
        found = assist.tip(game, session.no_guess, session.first_click)
        if found.assisted:
            session.assisted = True
        if found.cell is not None:
            old = ui.cursor
            ui.cursor = found.cell
            ui.highlight = found.highlight
            if render.follow(ui, layout):
                self.draw_board()
            else:
                self.draw_cells((old, *ui.highlight))
        ui.message = found.message
        ui.is_error = found.is_error
        self.draw_status()
        self.screen.refresh()

    def toggle_overlay(self) -> None:
        """`i`: show or hide every closed cell's mine probability."""
        game, ui, session = self.game, self.ui, self.session
        assert game is not None and session is not None
        if ui.overlay is not None:
            ui.overlay = None
            ui.message = ""
            self.draw_board()
            self.draw_status()
            self.screen.refresh()
            return
        if game.is_over:
            self.say("the game is over: n for a new game, r to replay")
            return
        ui.overlay = {}
        was_assisted = session.assisted
        session.assisted = True
        self.update_overlay(announce=True)
        if ui.overlay is None:  # refused: nothing was shown
            session.assisted = was_assisted
            self.draw_header()
            self.screen.refresh()

    def update_overlay(self, announce: bool = False) -> None:
        """Recompute the overlay after the board changed, and redraw the view."""
        game, ui = self.game, self.ui
        assert game is not None
        if game.is_over:
            ui.overlay = None
            return
        note = ""
        if game.minefield is None:
            ui.overlay = {}
            message = "Mine chances show after the first click: it is never a mine"
        else:
            try:
                found = assist.overlay(game)
            except assist.OverlayError as error:
                ui.overlay = None
                self.draw_board()
                self.draw_status()
                self.say(str(error))
                return
            ui.overlay = found.probabilities
            note = found.note
            message = "Mine chances: 0 safe, 1-9 in tenths, ! a mine; i hides them"
        self.draw_board()
        self.draw_status()
        if note:
            self.say(note)
        elif announce:
            self.say(message, error=False)
        else:
            self.screen.refresh()

    def help_key(self, key: int) -> None:
        """Scrolling keys move a help page that does not fit; any other key closes it."""
        page = render.help_page(self.height, self.width, self.help_game_id())
        step = max(1, page.usable - 1)
        moves = {
            curses.KEY_UP: -1, ord("k"): -1, curses.KEY_DOWN: 1, ord("j"): 1,
            curses.KEY_PPAGE: -step, curses.KEY_NPAGE: step,
            curses.KEY_HOME: -page.max_scroll, curses.KEY_END: page.max_scroll,
        }
        if not page.max_scroll or key not in moves:
            self.close_help()
            return
        scroll = max(0, min(self.help_scroll + moves[key], page.max_scroll))
        if scroll != self.help_scroll:
            self.help_scroll = scroll
            self.draw_full()

    def help_game_id(self) -> str:
        return "" if self.session is None or self.game is None \
            else self.session.game_id(self.game)

    def close_help(self) -> None:
        self.mode = Mode.GAME
        if self.auto_paused and self.game is not None and self.layout is not None:
            self.auto_paused = False
            self.game.resume()
        self.draw_full()

    # The mouse -----------------------------------------------------------------------

    def mouse(self) -> None:
        try:
            _, x, y, _, state = curses.getmouse()
        except curses.error:
            return
        if self.mode is Mode.MENU:
            index = render.menu_item_at(self.height, self.width, y, x, self.menu_items())
            if index is None:
                return
            self.menu_selected = index
            if state & LEFT_CLICK:
                self.choose(index)
            else:
                self.draw_full()
        elif self.mode is Mode.FORM:
            field = render.form_field_at(self.height, self.width, y, x)
            if field is not None and state & (LEFT_CLICK | curses.BUTTON1_PRESSED):
                self.form.selected = field
                self.draw_full()
        elif self.mode is Mode.HELP:
            if state & LEFT_CLICK:
                self.close_help()
        else:
            self.game_mouse(y, x, state)

    def game_mouse(self, y: int, x: int, state: int) -> None:
        game, layout = self.game, self.layout
        if game is None or layout is None or game.is_paused:
            return
        if self.pending is not None:
            if state & (LEFT_CLICK | RIGHT_CLICK):
                self.pending = None
                self.ui.confirm = ""
                self.draw_status()
                self.screen.refresh()
            return
        coord = render.cell_at(layout, self.ui, y, x)
        if coord is None:
            return
        self.clear_highlight()
        action: Action | None = None
        if state & LEFT_CLICK:
            action = Action.OPEN
        elif state & RIGHT_CLICK:
            action = Action.FLAG
        elif state & MIDDLE_CLICK:
            action = Action.CHORD
        if action is None:
            return
        if coord != self.ui.cursor and not game.is_over:
            self.move_to(coord)
        else:
            self.ui.cursor = coord
        self.act(action, coord)


MOVES: dict[Action, tuple[int, int]] = {
    Action.UP: (-1, 0),
    Action.DOWN: (1, 0),
    Action.LEFT: (0, -1),
    Action.RIGHT: (0, 1),
    Action.JUMP_UP: (-keymap.JUMP, 0),
    Action.JUMP_DOWN: (keymap.JUMP, 0),
    Action.JUMP_LEFT: (0, -keymap.JUMP),
    Action.JUMP_RIGHT: (0, keymap.JUMP),
    Action.PAGE_UP: (-1, 0),
    Action.PAGE_DOWN: (1, 0),
    Action.ROW_START: (0, 0),
    Action.ROW_END: (0, 0),
}

# What a few keys send when terminfo does not list them (Home and End under vt100...).
FALLBACK_SEQUENCES: dict[str, int] = {
    "[1~": curses.KEY_HOME, "[7~": curses.KEY_HOME, "[H": curses.KEY_HOME,
    "OH": curses.KEY_HOME, "[4~": curses.KEY_END, "[8~": curses.KEY_END, "[F": curses.KEY_END,
    "OF": curses.KEY_END, "[5~": curses.KEY_PPAGE, "[6~": curses.KEY_NPAGE,
    "[A": curses.KEY_UP, "[B": curses.KEY_DOWN, "[C": curses.KEY_RIGHT, "[D": curses.KEY_LEFT,
    "OA": curses.KEY_UP, "OB": curses.KEY_DOWN, "OC": curses.KEY_RIGHT, "OD": curses.KEY_LEFT,
}

CONFIRM_TEXT: dict[Action, str] = {
    Action.NEW: "Abandon this game for a new one? (y/n)",
    Action.REPLAY: "Abandon this game and replay the board? (y/n)",
    Action.MENU: "Leave for the menu? The game is kept to resume (y/n)",
    Action.QUIT: "Quit? The game is kept to resume next time (y/n)",
}
