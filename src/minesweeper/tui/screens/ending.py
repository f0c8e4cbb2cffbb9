"""The end of a game on the game screen: what the end screen says besides the summary, and
undo after a loss (`u`, a handler of `game.HANDLERS`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...turns import Finish
from ...wording.joining import sentences
from ..draw.layout import Layout, follow
from ..draw.text import wrap_text
from ..keymap import Action
from ..state import FULL, GameUI
from . import assisting
from .base import Result

if TYPE_CHECKING:
    from .game import GameScreen



def finish(screen: GameScreen, finish: Finish, notice: str = "") -> None:
    """A game just ended: its rank and ID for the end screen, and a note of what the player
    should know: the turn's notice (a strict loss's lesson, a guess made safe), the luck
    line, why a win was not ranked, and what the kept files have to say."""
    ui = screen.ui
    ui.rank, ui.rank_kept, ui.clicks = finish.rank, finish.kept, finish.clicks
    ui.game_id = finish.game_id  # the game is over: its ID gives nothing away now
    # The safe cell a strict loss names and the numbers that prove it (or those that
    # proved the mine opened), marked while the end shows.
    marks = ((finish.lesson_cell,) if finish.lesson_cell is not None else ()) \
        + finish.lesson_numbers
    if marks:
        ui.highlight, ui.end_marks = frozenset(marks), marks
    notes = [note for note in (notice, finish.luck_line, finish.unranked_line, *finish.notices)
             if note]
    ui.note = sentences(*notes)
    ui.note_is_error = bool(finish.notices) or bool(finish.lesson)
    screen.relayout()  # room for the note, where the screen has it
    if screen.layout is not None:
        keep_marks_in_view(ui, screen.layout)


def keep_marks_in_view(ui: GameUI, view: Layout) -> None:
    """At the end of a game, scroll so that the cells it marks (the safe cell a strict or
    forgiving loss names, then its numbers) show beside the cursor, as many as fit; where
    they do not all fit beside it, the cursor goes to the first: the lesson shows, and the
    summary names the mine. Done at the loss and again at each new size of the view, until
    the player moves the cursor: then it leads, as in play."""
    marks = ui.end_marks
    if not marks or ui.end_cursor not in (None, ui.cursor):
        return
    spots = (ui.cursor, *marks)
    if not (max(c.row for c in spots) - min(c.row for c in spots) < view.view_rows
            and max(c.col for c in spots) - min(c.col for c in spots) < view.view_cols):
        ui.cursor = marks[0]
    ui.end_cursor = ui.cursor
    ui.scroll_to(follow(ui, view, also=marks))


# At the end of a game, a board that scrolls shows up to this many rows fewer for a note
# that does not fit below it (one that shows whole, one fewer where the note has no row),
# keeping at least KEPT_VIEW_ROWS of its rows in view.
NOTE_ROWS_FROM_VIEW = 2
KEPT_VIEW_ROWS = 4


def room_for_note(view: Layout, ui: GameUI) -> Layout:
    """`view` with the summary and keys moved down, as far as the screen allows, so that the
    end's note (and the game ID) fit between the board and the summary; the screen hugs the
    board, so a small board leaves rows free below it. Where that is not enough, the view
    gives up a row or two to the note (see NOTE_ROWS_FROM_VIEW): the keys' row stays."""
    # The game's own note, not a reply shown in its place since (x, t, e): the rows are
    # found as the game ended, whatever was said since, so a resize finds them again.
    note_lines = len(wrap_text(ui.note, view.width))
    needed = note_lines + (1 if ui.game_id else 0)
    shift = min(view.height - 1 - view.footer_row, max(0, needed - view.free_rows))
    if shift:
        view = replace(view, footer_y=view.footer_row + shift)
    # A board that shows whole gives up a row only where the note would have none, and
    # the rulers show where the row went (the note names cells by row and column).
    scrolls = view.view_rows < view.rows
    short = min(note_lines, NOTE_ROWS_FROM_VIEW if scrolls else 1) - view.free_rows
    if short > 0 and (scrolls or not view.free_rows and view.has_rulers):
        give = min(-(-short // view.cell_height), view.view_rows - KEPT_VIEW_ROWS)
        if give > 0:
            view = replace(view, view_rows=view.view_rows - give)
    return view


def undo(screen: GameScreen, action: Action) -> Result:
    """Take back the move that lost: the mines hide again and the game goes on."""
    turn = screen.session.undo()
    if not turn.applied:
        return screen.say(turn.reason)
    ui = screen.ui
    ui.rank, ui.game_id, ui.highlight, ui.note = None, "", frozenset(), ""
    ui.end_marks, ui.end_cursor = (), None
    screen.say(turn.notice, error=False)
    screen.relayout()  # the keys go back under the board
    if ui.overlay_after_undo:  # the chance map was on when the game was lost
        ui.overlay, ui.overlay_after_undo = {}, False
        assisting.update_overlay(screen)
    return FULL
