"""The game screen's keys that ask for more than a move: a tip (`t`), the mine chance map
(`i`), the cell under the cursor in words (`x`, for screen readers) and exporting a finished
board (`e`). Each is a handler of `game.HANDLERS`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ... import wording
from ...engine import Coord
from ...wording.cellwords import describe_cell
from ...wording.chances import CHANCES_WORKING
from ...wording.screens import LOOKING_FOR_TIP
from ..draw import board, status
from ..draw.layout import Layout, follow
from ..keymap import Action, key_for
from ..state import NOTHING, STATUS, Dirty, GameUI
from .base import Result, Transition

if TYPE_CHECKING:
    from .game import GameScreen

NAMED = re.compile(r"\brow (\d+), column (\d+)")  # a cell as a tip names it


def tip(screen: GameScreen, action: Action) -> Result:
    """Move to a cell the solver can prove (or the least risky one) and say why; the same
    tip again shows the next page of one too long for the message rows."""
    game, layout, ui = screen.game, screen.layout, screen.ui
    assert layout is not None
    if game.is_over and ui.note:
        if ui.message and status.end_is_cut(ui, layout):  # a reply cut short: read it whole
            return _read_whole(screen)  # (then the note is back)
        # The end's note again, in place of a reply to another key: whole, on a screen of
        # its own, if the end screen shows only part of it.
        ui.message = ""
        return _read_whole(screen) if _is_cut(screen) else STATUS
    if game.is_over and _is_cut(screen):  # a long reply, or a summary cut, and no note
        return _read_whole(screen)
    shown = ui.message
    slow = screen.session.hint_may_be_slow and game.minefield is not None and not game.is_over
    if slow:
        screen.context.paint_now(screen, screen.say(LOOKING_FOR_TIP, error=False))
    found = screen.session.hint()
    if slow:
        # A key typed while it looked (Space, say) must not act on the cell the tip moves
        # the cursor to, which may be a mine.
        screen.context.drop_typed_ahead()
    dirty = STATUS
    if found.cell is not None:
        old, cell = ui.cursor, found.cell
        ui.cursor = cell
        ui.highlight = found.highlight
        if keep_tip_in_view(ui, layout):
            dirty |= Dirty(board=True)
        else:
            dirty |= Dirty.of((old, *ui.highlight))
    # The same tip again (nothing moved since) turns to its next page, if it has one.
    ui.message = shown  # not "looking for a tip..."
    turn_page(ui, found.message)
    ui.is_error = found.is_error
    rows = max(2, layout.message_rows)
    if status.is_last_page(ui, layout.width, rows):
        screen.session.heard(found)
    if ui.page and found.cell is not None:  # a later page: the view follows its cells
        page = " ".join(status.message_lines(ui, layout.width, rows))
        named = [Coord(int(row), int(col)) for row, col in NAMED.findall(page)]
        if ui.scroll_to(follow(ui, layout, also=[cell for cell in named
                                                 if cell.row < layout.rows
                                                 and cell.col < layout.cols])):
            dirty |= Dirty(board=True)
    return dirty


def _is_cut(screen: GameScreen) -> bool:
    """Whether the end screen shows only part of its note, reply or summary."""
    view, game, ui = screen.layout, screen.game, screen.ui
    assert view is not None
    full = status.end_summary(game, ui.rank, 0, ui.rank_kept, ui.clicks)
    return status.end_is_cut(ui, view) or full not in status.end_plan(game, ui, view).summary[0]


def _read_whole(screen: GameScreen) -> Transition:
    """The end's note or reply, cut short on the end screen, on a screen of its own."""
    from .note import NoteScreen

    ui = screen.ui
    text, is_error = ui.end_words()
    ui.message = ""
    view, game = screen.layout, screen.game
    full = status.end_summary(game, ui.rank, 0, ui.rank_kept, ui.clicks)
    if view is not None and full not in status.end_plan(game, ui, view).summary[0]:
        # The summary was cut too (a narrow screen): it leads, on lines of its own, each
        # figure with its word (`3BV/s 1.48`), as the end screen parts them by two spaces.
        lead = " ".join(part.replace(" ", wording.NO_BREAK) for part in full.split("  "))
        text = f"{lead}\n{text}"
    return Transition(to=NoteScreen(screen.context, screen, text, is_error))


def toggle_overlay(screen: GameScreen, action: Action) -> Result:
    """Show or hide every closed cell's mine probability."""
    ui = screen.ui
    if ui.overlay is not None:
        ui.overlay = None
        ui.message = ""
        return Dirty(board=True) | STATUS
    ui.overlay = {}
    return update_overlay(screen, announce=True)


def update_overlay(screen: GameScreen, announce: bool = False) -> Dirty:
    """Recompute the overlay after the board changed (or is first shown: `announce`), and
    redraw the view."""
    game, ui = screen.game, screen.ui
    if game.is_over and not announce:  # the mines are shown now
        ui.overlay_after_undo = ui.overlay is not None and game.can_undo
        ui.overlay = None
        return NOTHING
    # A big board's map may take a second or more: it says so first (and says again what it
    # said before, once the map is made: the move's words, say).
    slow = screen.session.chances_may_be_slow and game.minefield is not None \
        and not game.is_over and not game.is_paused
    shown, was_error = ui.message, ui.is_error
    if slow:
        screen.context.paint_now(screen, screen.say(CHANCES_WORKING, error=False))
    found = screen.session.probabilities()  # marks the game assisted if it tells anything
    if slow:
        ui.message, ui.is_error = shown, was_error
    if found.refusal:
        ui.overlay = None
        return Dirty(board=True) | STATUS | screen.say(found.refusal)
    ui.overlay = found.chances
    note = found.note
    ui.overlay_estimated = found.estimated
    if found.pending:
        message = found.pending
    else:
        view = screen.layout
        width, rows = (screen.context.width, 1) if view is None else \
            (view.width, view.message_rows)
        message = board.chance_legend(screen.context.glyphs, width, rows)  # rows it may take
    dirty = Dirty(board=True) | STATUS
    if note:
        dirty |= screen.say(note)
    elif announce:
        dirty |= screen.say(message, error=False)
    return dirty


def refit_legend(screen: GameScreen) -> None:
    """At a new size, the chance map's legend (when it is the message) in as many words as
    the message rows hold now: at 40x12 the longest one, shown at 80x24, pushed out the
    keys' row."""
    ui, view, glyphs = screen.ui, screen.layout, screen.context.glyphs
    if view is not None and ui.overlay is not None and ui.message in board.chance_legends(glyphs):
        ui.message = board.chance_legend(glyphs, view.width, view.message_rows)


def describe(screen: GameScreen, action: Action) -> Result:
    """Say what the cell under the cursor shows and what is around it (nothing hidden);
    the same key again shows the next page of words too long for the message rows."""
    ui = screen.ui
    words = describe_cell(screen.game, ui.cursor, ui.overlay, ui.overlay_estimated)
    turn_page(ui, words, key_for(action))
    ui.is_error = False
    return STATUS


def turn_page(ui: GameUI, text: str, key: str = "") -> None:
    """Show `text` as the message a page at a time: the next page when it shows already
    (nothing changed since), else its first; `key` (the tip key if "") turns them."""
    ui.page = ui.page + 1 if text == ui.message == ui.paged and key == ui.pager else 0
    ui.message = ui.paged = text
    ui.pager = key


def export(screen: GameScreen, action: Action) -> Result:
    """Write a finished game's board to a file in the current folder."""
    written, message = screen.session.export()
    return screen.say(message, error=not written)


def keep_tip_in_view(ui: GameUI, view: Layout) -> bool:
    """Scroll so that the cell a tip names (under the cursor) shows, and as many of the
    numbers that prove it as fit beside it; whether the view moved. Done as the tip is
    given and again at each new size of the view, while the tip shows."""
    cell = ui.cursor
    nearest = sorted(ui.highlight, key=lambda other: (
        max(abs(other.row - cell.row), abs(other.col - cell.col)), other))
    return ui.scroll_to(follow(ui, view, also=nearest))
