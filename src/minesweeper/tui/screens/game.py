"""The game screen: one handler per keymap action, in a table; each returns what changed."""

from __future__ import annotations

from typing import Callable

from ... import wording
from ...engine import Action as MoveKind
from ...engine import Coord, Game, Move, Status
from ...session import Session, Turn
from .. import keymap
from ..draw import board, header, layout, status
from ..draw.game import focus_spans, game_spans
from ..draw.layout import Layout
from ..draw.text import shows_whole, too_small_spans
from ..draw.theme import Span
from ..events import Event, Key, Mouse, Paste, Resize, Tick
from ..keymap import Action
from ..state import FULL, MESSAGE, NOTHING, STATUS, Dirty, GameUI
from . import assisting, ending, pointer
from .base import IDLE_TIMEOUT_MS, QUIT, Context, Result, Screen, Transition, transition

MOVES: dict[Action, tuple[int, int]] = {
    Action.UP: (-1, 0), Action.DOWN: (1, 0), Action.LEFT: (0, -1), Action.RIGHT: (0, 1),
    Action.JUMP_UP: (-keymap.JUMP, 0), Action.JUMP_DOWN: (keymap.JUMP, 0),
    Action.JUMP_LEFT: (0, -keymap.JUMP), Action.JUMP_RIGHT: (0, keymap.JUMP),
    Action.PAGE_UP: (-1, 0), Action.PAGE_DOWN: (1, 0),
    Action.ROW_START: (0, 0), Action.ROW_END: (0, 0),
}

# What a new game or a replay over a game in progress asks (saying if it counts as lost).
GIVE_UP_TEXT = {Action.NEW: wording.GIVE_UP_FOR_NEW, Action.REPLAY: wording.GIVE_UP_FOR_REPLAY}
# Leaving a game in progress asks first (`Keeper.leave_question` words it).
LEAVING = frozenset({Action.MENU, Action.QUIT})

# What still works while the game is paused; anything else says how to resume.
WHILE_PAUSED = frozenset({Action.QUIT, Action.MENU, Action.EXPORT, Action.NEW, Action.REPLAY,
                          Action.HELP, Action.PAUSE})

REPLAY_HERE = wording.REPLAY_HERE

MOVE_KINDS = {Action.OPEN: MoveKind.OPEN, Action.FLAG: MoveKind.FLAG, Action.CHORD: MoveKind.CHORD,
              Action.MARK: MoveKind.MARK}


class GameScreen(Screen):
    """The session's current game, its cursor and view, and a question waiting for y/n."""

    def __init__(self, context: Context, session: Session, cursor: Coord | None = None
                 ) -> None:
        super().__init__(context)
        self.session = session
        game = session.game
        self.ui = GameUI(cursor=Coord(game.rows // 2, game.cols // 2) if cursor is None else cursor)
        self.layout: Layout | None = None
        self.pending: Action | None = None
        self.asked = ("", "")  # the leave question, whole and in fewer words (see relayout)
        self.shown_seconds = -1
        self.begin()

    @property
    def game(self) -> Game:
        return self.session.game

    def begin(self, cursor: Coord | None = None) -> None:
        """Show the session's game afresh, the cursor on `cursor` (else kept, as far as fits)."""
        game, old = self.game, self.ui.cursor if cursor is None else cursor
        self.ui = GameUI(cursor=Coord(min(old.row, game.rows - 1), min(old.col, game.cols - 1)))
        self.pending = None
        self.relayout(centre=True)

    @property
    def game_screen(self) -> GameScreen:
        return self

    @property
    def title(self) -> str:
        """What the header names (`wording.played_title`: Replay first, on a replay)."""
        return wording.played_title(self.session.title, self.session.fairness.replayed)

    def fits(self) -> bool:
        return self.layout is not None

    def timeout_ms(self) -> int:
        """Wake for the next whole second while the clock runs; otherwise every
        IDLE_TIMEOUT_MS (kept moves catch up on the Tick)."""
        game = self.game
        if game.status is Status.PLAYING and not game.is_paused:
            fraction = game.elapsed % 1.0
            return max(10, min(IDLE_TIMEOUT_MS, int((1.0 - fraction) * 1000) + 5))
        return IDLE_TIMEOUT_MS

    def relayout(self, centre: bool = False, showing: bool = True) -> None:
        """Fit the game to the screen; the view centres on the cursor when a game starts or
        when the cursor would leave it, and otherwise keeps its place (at a new size, with
        the cells a loss marks, as many as fit). While nothing can be seen the clock stops;
        it runs again once the game shows (`showing`: not under help).
        """
        game, old = self.game, self.layout
        self.layout = layout.choose_layout(self.context.height, self.context.width,
                                           game.rows, game.cols)
        if self.layout is None:
            self.session.hide()
            self.ui.pressed, self.ui.both = None, False  # its release goes elsewhere
            return
        if self.ui.confirm and self.ui.confirm in self.asked:  # in as many words as fit
            self.ui.confirm = self.leave_question()
        assisting.refit_legend(self)
        if game.is_over and self.ui.note:
            self.layout = ending.room_for_note(self.layout, self.ui)
        if centre or not layout.is_in_view(self.ui, self.layout):
            self.ui.scroll_to(layout.centre(self.ui, self.layout))
        self.ui.scroll_to(layout.follow(self.ui, self.layout))
        if old is None or (old.view_rows, old.view_cols) != (self.layout.view_rows,
                                                            self.layout.view_cols):
            ending.keep_marks_in_view(self.ui, self.layout)  # at a new size, as at the loss
            assisting.keep_tip_in_view(self.ui, self.layout)  # as when the tip was given
        if showing:
            self.session.show()

    # Events --------------------------------------------------------------------------

    def handle(self, event: Event) -> Transition:
        if isinstance(event, Tick):  # nothing typed a moment: moves left unkept are kept
            self.session.catch_up()
            seconds = int(self.game.elapsed)
            return Transition(Dirty(header=self.layout is not None
                                    and seconds != self.shown_seconds))
        if isinstance(event, Resize):
            self.relayout()
            return Transition(FULL)
        if isinstance(event, Mouse):
            return pointer.handle(self, event)
        if isinstance(event, Paste):  # not keys: a game ID pasted must not play
            if self.pending is None:
                return Transition()
            self.pending, self.ui.confirm = None, ""  # nor say yes: it answers no
            return Transition(STATUS)
        return self.key(event)

    def key(self, key: Key) -> Transition:
        # Only while the game shows: the loop holds keys back while it does not fit. A tip's
        # marks stay, as its words do, through help and a question answered no.
        asks = keymap.action_for(key.name) in (Action.HELP, *LEAVING, *GIVE_UP_TEXT)
        cleared = NOTHING if asks or self.pending is not None else self.clear_highlight()
        if self.ui.passing:  # the note of a key that does nothing goes at the next key
            self.ui.message, self.ui.passing = "", False
            cleared |= STATUS
        if self.layout is not None and not layout.is_in_view(self.ui, self.layout):
            # Scrolled away by the mouse: a key acts where the cursor is, so it shows first.
            self.ui.scroll_to(layout.follow(self.ui, self.layout))
            cleared |= Dirty(board=True)
        if self.pending is not None:
            pending, self.pending = self.pending, None
            self.ui.confirm = ""
            if key.name in keymap.CONFIRM_YES:
                return self.perform(pending, cleared)
            return Transition(cleared | STATUS)
        action = keymap.action_for(key.name)
        if action is None:  # over, the end's own note stays; paused, it says how to resume
            note = keymap.unbound_note(key.name, generic=not self.game.is_over,
                                        marks=self.game.marks)
            if note is not None and self.game.is_paused:
                cleared |= self.say(wording.paused(keymap.key_for(Action.PAUSE)))
            elif note is not None:
                cleared |= self.say(note, error=False, key_first=True)
                self.ui.passing = True
            return Transition(cleared)
        if (action in LEAVING or action in GIVE_UP_TEXT) \
                and self.game.status is Status.PLAYING and self.game.played:
            self.pending = action
            if action in GIVE_UP_TEXT:
                question = self.context.keeper.give_up_question(GIVE_UP_TEXT[action],
                                                                self.session)
            else:
                self.asked = self.context.keeper.leave_question(self.session,
                                                                menu=action is Action.MENU)
                question = self.leave_question()
            self.ui.confirm = question
            return Transition(cleared | STATUS)
        return self.perform(action, cleared)

    def leave_question(self) -> str:
        """The leave question asked (`asked`) whole where the screen shows it so (the rows
        a question may take, its answers' row too), else in fewer words."""
        wide, narrow = self.asked
        view = self.layout
        if view is None or shows_whole(wide, view.width, view.free_rows + 2):
            return wide
        return narrow

    def perform(self, action: Action, cleared: Dirty = NOTHING) -> Transition:
        """Run the action's handler (a paused game refuses moves and help from the solver)."""
        if self.game.is_paused and action not in WHILE_PAUSED:
            result: Result = self.say(wording.paused(keymap.key_for(Action.PAUSE)))
        else:
            result = HANDLERS[action](self, action)
        done = transition(result)
        return Transition(cleared | done.dirty, done.to, done.quit)

    # Handlers, one per action (HANDLERS below) -----------------------------------------

    def quit(self, action: Action) -> Result:
        return QUIT

    def to_menu(self, action: Action) -> Result:
        self.context.keep(self)
        return Transition(to=self.context.menu.shown())

    def new(self, action: Action) -> Result:
        """A new board, the cursor at its centre (or on the click a shared board was dealt
        for); the session gives up a game in progress."""
        game = self.session.new_game()
        self.begin(self.session.first_click or Coord(game.rows // 2, game.cols // 2))
        return FULL

    def replay(self, action: Action) -> Result:
        """The same board again, the cursor on the click it was dealt for (never where a
        replay of it was lost); on a board file, where the last game began, unless that was
        a mine or the file draws a position (then its centre, as a new game's)."""
        if not self.session.can_replay:
            return self.say(wording.NOTHING_TO_REPLAY)
        opened = self.game.first_click
        game = self.session.replay()
        if opened is not None and game.minefield is not None and game.minefield.is_mine(opened):
            opened = None  # a board file lost on its first click: not back on that mine
        first = None if self.session.settings.setup else (  # (a position: none to go to)
            game.dealt_for or opened or self.session.first_click)
        self.begin(first or Coord(game.rows // 2, game.cols // 2))
        if first is not None and self.layout is not None:
            self.say(REPLAY_HERE, error=False)
        return FULL

    def help(self, action: Action) -> Result:
        from .help import HelpScreen

        self.session.hide()
        return Transition(to=HelpScreen(self.context, self))

    def close_help(self) -> None:
        """Back from help: the clock runs again if help stopped it."""
        self.ui.pressed, self.ui.both = None, False  # a press made before: let go in help
        if self.layout is not None:
            self.session.show()

    def pause(self, action: Action) -> Result:
        wrong = self.session.toggle_pause()
        if wrong:
            return self.say(wrong)
        self.ui.message = ""
        return Dirty(board=True) | STATUS

    def move(self, action: Action) -> Result:
        view = self.layout
        assert view is not None  # keys wait while the game does not fit
        row, col = self.ui.cursor
        if action is Action.ROW_START:
            col = 0
        elif action is Action.ROW_END:
            col = view.cols - 1
        else:
            d_row, d_col = MOVES[action]
            if action in (Action.PAGE_UP, Action.PAGE_DOWN):
                d_row *= max(1, view.view_rows - 1)
            row = min(max(row + d_row, 0), view.rows - 1)
            col = min(max(col + d_col, 0), view.cols - 1)
        return self.move_to(Coord(row, col))

    def move_to(self, cursor: Coord) -> Dirty:
        view, ui = self.layout, self.ui
        assert view is not None
        old = ui.cursor
        ui.cursor = cursor
        dirty = NOTHING
        if ui.message:
            ui.message = ""
            dirty = STATUS
        if ui.scroll_to(layout.follow(ui, view)):
            return dirty | Dirty(board=True)
        return dirty | Dirty.of((old, cursor))

    def play(self, action: Action) -> Result:
        return self.act(action, self.ui.cursor)

    def act(self, action: Action, coord: Coord) -> Dirty:
        """Open, flag, chord or mark `coord`; redraw what the move changed."""
        game = self.game
        if action is Action.OPEN and game.minefield is None and self.session.deal_may_be_slow:
            self.context.paint_now(self, self.say(
                wording.DEALING_NO_GUESS if self.session.no_guess else wording.DEALING, False))
        turn = self.session.play(Move(MOVE_KINDS[action], coord))
        dirty = self.show(turn)
        if turn.applied and action in (Action.OPEN, Action.CHORD) \
                and self.ui.overlay is not None:
            dirty |= assisting.update_overlay(self)
        return dirty

    def show(self, turn: Turn) -> Dirty:
        """What a move changed: its cells (those in view), the status; all at the end."""
        view = self.layout
        assert view is not None
        if not turn.applied:
            if self.game.is_over:  # the end screen says so, and its note stays in view
                # (a reply to the key before, such as x's words, gives it back its place)
                cleared = STATUS if self.ui.message else NOTHING
                self.ui.message = ""
                return cleared
            return self.say(turn.reason)
        self.ui.message = ""
        if turn.finish is not None:
            ending.finish(self, turn.finish, turn.notice)
            return FULL
        dirty = STATUS
        if turn.notice:  # a forced guess was made safe: said as it happens
            dirty |= self.say(turn.notice, error=False)
        if turn.outcome.count > view.view_rows * view.view_cols:
            return Dirty(board=True) | dirty
        return Dirty.of(turn.outcome.changed) | dirty

    def say(self, text: str, error: bool = True, *, key_first: bool = False) -> Dirty:
        """Put `text` on the message line as a sentence of its own, as tips are (but for
        one that starts with a key's name: `key_first`)."""
        self.ui.message = text if key_first else wording.sentence(text)
        self.ui.is_error = error
        return MESSAGE  # a long message takes the footer's line too

    def clear_highlight(self) -> Dirty:
        """A tip's highlight lasts until the next key or click (a strict loss's, while
        the end shows)."""
        if self.ui.end_marks:
            return NOTHING
        cells, self.ui.highlight = self.ui.highlight, frozenset()
        return Dirty.of(cells)

    # Drawing ---------------------------------------------------------------------------

    def read_clock(self) -> float:
        """The seconds played, read once for a frame: the header shows them and the Tick
        compares the next second with them (read twice, a second turning in between left
        the clock a second behind until the next one)."""
        elapsed = self.game.elapsed
        self.shown_seconds = int(elapsed)
        return elapsed

    def draw(self, dirty: Dirty) -> list[Span]:
        game, ui, view, glyphs = self.game, self.ui, self.layout, self.context.glyphs
        if dirty.full:
            if view is None:
                return too_small_spans(self.context.height, self.context.width,
                                       layout.needed_size(game.rows, game.cols))
            elapsed = self.read_clock()
            return game_spans(game, ui, view, glyphs, self.title, self.session.assisted,
                              elapsed=elapsed)
        spans: list[Span] = []
        if view is None:
            return spans
        if dirty.board:
            spans += board.border_spans(ui, view, glyphs, legend=not game.is_paused)
            spans += status.caption_spans(game, ui, view)  # the border is drawn over
            spans += board.paused_spans(view) if game.is_paused \
                else board.board_spans(game, ui, view, glyphs)
        elif not game.is_paused:  # (the board hidden: no cell shows, a tip's neither)
            cells = dirty.cells
            if view.cell_width == 2:  # a cell's ] shows in the first column of the next
                cells |= {Coord(row, col + 1) for row, col in cells if col + 1 < game.cols}
            for coord in cells:
                span = board.cell_span(game, ui, view, glyphs, coord)
                if span is not None:
                    spans.append(span)
        if dirty.header:
            spans += header.header_spans(game, self.title, view.width, self.session.assisted,
                                         view.header_y, elapsed=self.read_clock())
        if dirty.message:
            spans += status.message_spans(game, ui, view)
            spans += status.footer_spans(game, ui, view)
        # The cursor's cell may have taken the focus from a question (the wheel scrolls).
        return spans + focus_spans(game, ui, view, glyphs) if dirty.board or dirty.message \
            else spans


Handler = Callable[[GameScreen, Action], Result]

HANDLERS: dict[Action, Handler] = {
    **{action: GameScreen.move for action in MOVES},
    Action.OPEN: GameScreen.play,
    Action.FLAG: GameScreen.play,
    Action.CHORD: GameScreen.play,
    Action.MARK: GameScreen.play,
    Action.PAUSE: GameScreen.pause,
    Action.NEW: GameScreen.new,
    Action.REPLAY: GameScreen.replay,
    Action.MENU: GameScreen.to_menu,
    Action.QUIT: GameScreen.quit,
    Action.HELP: GameScreen.help,
    Action.TIP: assisting.tip,
    Action.OVERLAY: assisting.toggle_overlay,
    Action.EXPORT: assisting.export,
    Action.UNDO: ending.undo,
    Action.DESCRIBE: assisting.describe,
}
