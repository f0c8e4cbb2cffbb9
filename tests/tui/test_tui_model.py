"""A model-based test of the whole curses app, in process on the stand-in terminal: a
hypothesis state machine presses random keys of the real keymap (and the menu's, the form's,
help's), clicks anywhere with every button, resizes (down to 20x6), redraws (Ctrl-L),
suspends (Ctrl-Z) and lets the clock run, on small boards. After every step the screen as
painted (partial redraws included) is checked against the game: every cell in view, the
cursor, the mine counter, the clock, the face, the end's words, the paused board; no span
outside the window. Undo, help and the menu are checked to bring the game back as it was."""

from __future__ import annotations

import os
import re
import shutil
import tempfile

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from standin import Player, StandIn

from minesweeper import runs, wording
from minesweeper.engine import Coord, Params, Status, Tile, check_no_guess_size, columns
from minesweeper.kept import Keeper
from minesweeper.settings import Mode
from minesweeper.tui.app import App
from minesweeper.tui.draw import status
from minesweeper.tui.draw.header import state_words
from minesweeper.tui.draw.theme import tile_glyph
from minesweeper.tui.events import Button, Tick
from minesweeper.tui.screens.form import FormScreen
from minesweeper.tui.screens.game import GameScreen
from minesweeper.tui.screens.help import HelpScreen
from minesweeper.tui.screens.menu import MenuScreen
from minesweeper.tui.state import FULL, GameUI

NOW = [1000.0]  # the games' clock: it moves only when the machine lets time pass
SIZES = [(6, 20), (8, 34), (9, 40), (10, 34), (12, 40), (16, 50), (24, 80), (30, 90),
         (33, 100), (40, 120), (7, 60), (20, 36)]
GAME_KEYS = ["Up", "Down", "Left", "Right", "k", "j", "h", "l", "w", "a", "s", "d", "K", "J",
             "H", "L", "PgUp", "PgDn", "Home", "End", " ", "Enter", "f", "c", "m", "p", "n",
             "F2", "r", "Esc", "u", "?", "F1", "t", "i", "x", "e", "q", "y", "Y", "z", "Q"]
OTHER_KEYS = ["Tab", "BackTab", "Backspace", "b", "g", "1", "3", "0", "9", "<KEY_IC>"]
XDG = ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")


def clock() -> float:
    return NOW[0]


def tiles(screen: GameScreen) -> tuple[Tile, ...]:
    game = screen.game
    return tuple(game.tile(Coord(r, c)) for r in range(game.rows) for c in range(game.cols))


def looks(screen: GameScreen) -> tuple[object, ...]:
    """What leaving a game and coming back must keep."""
    game = screen.game
    return (tiles(screen), game.status, game.flags, round(game.elapsed, 2), game.deaths)


def cell_text(ui: GameUI, coord: Coord, glyph: str, width: int) -> str:
    """A cell as drawn: its glyph in the middle; a tip's cells in brackets (two-wide cells
    have room for the [ only: the ] of a run is in the first column of the cell after)."""
    chars = [" "] * width
    chars[width // 2] = glyph
    if coord in ui.highlight:
        chars[width // 2 - 1] = "["
        if width > 2:
            chars[width // 2 + 1] = "]"
    if width == 2 and coord.col > ui.left and Coord(coord.row, coord.col - 1) in ui.highlight:
        chars[0] = " " if coord in ui.highlight else "]"  # a run of them: `[1 2]`
    return "".join(chars)


class Watched(StandIn):
    """The stand-in terminal, refusing any span that leaves the window."""

    def paint(self, spans):  # type: ignore[no-untyped-def]
        painted = list(spans)
        height, width = self.size
        for span in painted:
            assert columns(span.text) == len(span.text), span
            assert span.y >= 0 and span.y + span.height <= height, (span, self.size)
            assert span.x >= 0 and span.x + len(span.text) <= width, (span, self.size)
        super().paint(painted)


class TuiMachine(RuleBasedStateMachine):
    @initialize(rows=st.integers(1, 9), cols=st.integers(1, 12), mines=st.integers(0, 40),
                seed=st.integers(0, 2**16), marks=st.booleans(),
                mode=st.sampled_from(list(Mode)), size=st.sampled_from(SIZES),
                menu=st.sampled_from([False, False, False, True]))
    def start(self, rows: int, cols: int, mines: int, seed: int, marks: bool, mode: Mode,
              size: tuple[int, int], menu: bool) -> None:
        self.folder = tempfile.mkdtemp(prefix="tuimodel-")
        self.environ = {name: os.environ.get(name) for name in XDG}
        self.cwd = os.getcwd()
        os.chdir(self.folder)  # where `e` writes the board
        for name in XDG:
            os.environ[name] = os.path.join(self.folder, name)
        self.defaults = Keeper.session.__defaults__, Keeper.resume.__defaults__
        Keeper.session.__defaults__ = (clock,)
        Keeper.resume.__defaults__ = (None, clock)
        mines = min(mines, rows * cols - 1)
        try:
            check_no_guess_size(Params(rows, cols, mines))
        except ValueError:  # the command line refuses it: classic luck instead
            mode = Mode.CLASSIC if mode is Mode.NO_GUESS else mode
        self.player = Player(Params(rows, cols, mines), *size, seed=seed,
                             settings_of={"marks": marks, "mode": mode})
        self.settings = self.player.app.context.settings
        self.player.terminal = self.swap_terminal(self.player.app)
        if menu:
            self.player.app = App(self.player.terminal, self.settings, play_now=False)
            self.player.app.redraw(FULL)
        self.shown: tuple[object, int] = (None, 0)  # a game, the last second its header showed
        self.before_loss: tuple[object, tuple[Tile, ...]] = (None, ())  # a game, its board

    def swap_terminal(self, app: App) -> Watched:
        old = app.terminal
        terminal = Watched(*old.size)
        terminal.on_suspend = old.on_suspend
        app.terminal = terminal
        app.context.drop_typed_ahead = terminal.drop_typed_ahead
        app.redraw(FULL)
        return terminal

    def teardown(self) -> None:
        if not hasattr(self, "folder"):
            return
        Keeper.session.__defaults__, Keeper.resume.__defaults__ = self.defaults
        runs.let_go()
        os.chdir(self.cwd)
        for name, value in self.environ.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        shutil.rmtree(self.folder, ignore_errors=True)

    # Steps -----------------------------------------------------------------------------

    @property
    def game_screen(self) -> GameScreen | None:
        screen = self.player.app.screen
        return screen if isinstance(screen, GameScreen) else None

    def step(self, act) -> None:  # type: ignore[no-untyped-def]
        """One event, with what a move must keep: the board after a game's end, the board
        before a loss for its undo."""
        screen = self.player.app.screen.game_screen
        game = screen.game if screen is not None else None
        before = tiles(screen) if screen is not None else ()
        status_before = game.status if game is not None else None
        act()
        if not self.player.running:  # quit: the program starts again (--resume, else menu)
            terminal = self.player.terminal
            self.player.app = App(terminal, self.settings, play_now=False, resume=True)
            self.player.app.redraw(FULL)
            self.player.running = True
            return
        if screen is None or screen.game is not game or game is None:
            return
        if status_before in (Status.WON, Status.LOST) and game.is_over:
            assert tiles(screen) == before, "a move changed the board of a finished game"
        if status_before is not Status.LOST and game.status is Status.LOST:
            # Undo brings this back, but for the mines that went off: flagged (README Modes).
            flagged = {coord.row * game.cols + coord.col for coord in game.exploded}
            self.before_loss = game, tuple(Tile.FLAG if index in flagged else tile
                                           for index, tile in enumerate(before))
        if status_before is Status.LOST and game.status is Status.PLAYING:
            assert self.before_loss[0] is game
            assert tiles(screen) == self.before_loss[1], "undo left a different board"

    @rule(key=st.sampled_from(GAME_KEYS + OTHER_KEYS))
    def press(self, key: str) -> None:
        self.step(lambda: self.player.press(key))

    @precondition(lambda self: self.game_screen is not None)
    @rule(key=st.sampled_from([" ", " ", "f", "u", "t", "t", "c", "m", "i", "x", "Left", "Down",
                               "J", "L", "p"]))
    def play(self, key: str) -> None:
        self.step(lambda: self.player.press(key))

    @precondition(lambda self: self.game_screen is not None and self.game_screen.fits()
                  and self.game_screen.game.minefield is not None)
    @rule(which=st.integers(0, 50), button=st.sampled_from([Button.LEFT, Button.RIGHT]))
    def click_mine(self, which: int, button: Button) -> None:
        field = self.player.game.game.minefield
        assert field is not None
        mines = [Coord(r, c) for r in range(field.rows) for c in range(field.cols)
                 if field.is_mine(Coord(r, c))]
        if mines:
            self.step(lambda: self.player.click(*self.player.cell_position(
                *mines[which % len(mines)]), button))

    @rule(y=st.integers(-1, 41), x=st.integers(-1, 121), button=st.sampled_from(list(Button)))
    def click(self, y: int, x: int, button: Button) -> None:
        self.step(lambda: self.player.click(y, x, button))

    @precondition(lambda self: self.game_screen is not None and self.game_screen.fits())
    @rule(row=st.integers(0, 11), col=st.integers(0, 11),
          button=st.sampled_from([Button.LEFT, Button.RIGHT, Button.MIDDLE]),
          down=st.booleans())
    def click_cell(self, row: int, col: int, button: Button, down: bool) -> None:
        game = self.player.game.game
        y, x = self.player.cell_position(min(row, game.rows - 1), min(col, game.cols - 1))

        def act() -> None:
            if down and button is Button.LEFT:
                self.player.click(y, x, Button.LEFT_DOWN)
            self.player.click(y, x, button)
        self.step(act)

    @rule(size=st.sampled_from(SIZES))
    def resize(self, size: tuple[int, int]) -> None:
        self.step(lambda: self.player.resize(*size))

    @rule()
    def ctrl_l(self) -> None:  # the terminal clears its window and reports its size
        self.step(lambda: self.player.resize(*self.player.terminal.size))

    @rule()
    def ctrl_z(self) -> None:  # suspended, then fg
        def act() -> None:
            self.player.terminal.on_suspend()
            self.player.resize(*self.player.terminal.size)
        self.step(act)

    @rule(seconds=st.sampled_from([0.3, 0.7, 1.0, 2.5, 61.0]))
    def tick(self, seconds: float) -> None:
        NOW[0] += seconds
        self.step(lambda: setattr(self.player, "running", self.player.app.feed(Tick())))

    @precondition(lambda self: isinstance(self.player.app.screen, FormScreen))
    @rule(rows=st.integers(0, 10), cols=st.integers(0, 12), mines=st.integers(0, 30))
    def custom(self, rows: int, cols: int, mines: int) -> None:
        self.step(lambda: self.player.press(str(rows), "Tab", str(cols), "Tab", str(mines),
                                            "Enter"))

    @precondition(lambda self: self.game_screen is not None and self.game_screen.fits()
                  and not self.game_screen.ui.confirm and not self.player.app.asking_quit)
    @rule(opener=st.sampled_from(["?", "F1"]), closer=st.sampled_from(["q", "Esc", "y", " "]))
    def help_and_back(self, opener: str, closer: str) -> None:
        screen = self.game_screen
        assert screen is not None
        kept = looks(screen), screen.ui.cursor
        self.player.press(opener)
        assert isinstance(self.player.app.screen, HelpScreen)
        self.player.press(closer)
        assert self.player.app.screen is screen, "help was not left for the game"
        assert (looks(screen), screen.ui.cursor) == kept

    @precondition(lambda self: self.game_screen is not None and self.game_screen.fits()
                  and not self.game_screen.ui.confirm and not self.player.app.asking_quit
                  and self.game_screen.game.status is Status.PLAYING
                  and not self.game_screen.game.is_paused)
    @rule()
    def menu_and_back(self) -> None:
        screen = self.game_screen
        assert screen is not None
        kept = looks(screen)
        self.player.press("Esc", "y")
        assert isinstance(self.player.app.screen, MenuScreen)
        if not self.player.app.screen.fits():
            self.player.resize(24, 80)
        self.player.press("r")
        back = self.game_screen
        assert back is not None, self.player.text
        assert looks(back) == kept, "the game came back from the menu changed"

    # What the screen shows -------------------------------------------------------------

    @invariant()
    def screen_shows_the_game(self) -> None:
        if not hasattr(self, "player"):
            return
        app, canvas = self.player.app, self.player.terminal.canvas
        screen = self.game_screen
        if screen is None or app.asking_quit:
            return
        view, game, ui = screen.layout, screen.game, screen.ui
        lines = canvas.lines()
        if view is None:
            assert "nlarge" in self.player.text, self.player.text
            return
        assert (view.height, view.width) == self.player.terminal.size
        glyphs = app.context.glyphs
        board_glyphs = {tile_glyph(tile, glyphs)[0] for tile in Tile} | set("12345678")
        for r in range(view.view_rows):
            for c in range(view.view_cols):
                coord = Coord(ui.top + r, ui.left + c)
                y, x = view.glyph_at(r, c)
                seen = canvas.chars[y][x]
                where = f"cell {coord} at y={y} x={x}\n{self.player.text}"
                if game.is_paused:
                    assert seen not in board_glyphs, "the paused board shows: " + where
                    continue
                tile = game.tile(coord)
                shaded = ui.overlay is not None and tile is Tile.CLOSED and not game.is_over
                if not shaded:
                    width, left = view.cell_width, x - view.cell_width // 2
                    drawn = "".join(canvas.chars[y][left:left + width])
                    assert drawn == cell_text(ui, coord, tile_glyph(tile, glyphs)[0], width), \
                        where
                cursor = coord == ui.cursor and tile is not Tile.EXPLODED
                assert canvas.reverse[y][x] == cursor, "cursor: " + where
                if cursor and not ui.confirm:
                    assert canvas.focus == (y, x), "focus: " + where
        header = lines[view.header_y]
        mines = re.search(r"Mines\s+(-?\d+)", header)
        assert mines and int(mines[1]) == game.params.mines - game.flags, header
        seconds = re.search(r"Time\s+(\d+)", header)
        assert seconds, header
        shown = int(seconds[1])
        assert shown == wording.clock_seconds(game.elapsed, game.status is Status.WON), \
            (header, game.elapsed)
        if self.shown[0] is game:
            assert shown >= self.shown[1], "the clock went back: " + header
        self.shown = game, shown
        assert state_words(game)[0].split()[0] in header, header
        if game.is_over and not ui.confirm:
            summary = status.end_plan(game, ui, view).summary[0].strip()
            assert summary in lines[view.message_row], (summary, self.player.text)


TestTuiModel = TuiMachine.TestCase
TestTuiModel.settings = settings(max_examples=50, stateful_step_count=50, deadline=None,
                                 suppress_health_check=[HealthCheck.too_slow])
