"""The mouse on the game screen: a click on a cell plays it, on a key's hint does what the
key does (as does one on a cut message's "(t: more)"), on a side of the box that says more
board lies beyond it shows the next page that way; the wheel scrolls a board larger than
the screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import wording
from ..draw import board, header, layout, status
from ..events import Button, Key, Mouse
from ..keymap import Action, key_for
from ..state import NOTHING, STATUS, Dirty
from .base import Transition

if TYPE_CHECKING:
    from .game import GameScreen

CLICKS = {Button.LEFT: Action.OPEN, Button.RIGHT: Action.FLAG, Button.MIDDLE: Action.CHORD}
# Rows (or columns, on a board that shows all its rows) one turn of the wheel scrolls.
WHEEL_STEP = 3
WHEEL = {Button.WHEEL_UP: -1, Button.WHEEL_DOWN: 1}
NEW_GAME_KEY = key_for(Action.NEW)


def handle(screen: GameScreen, mouse: Mouse) -> Transition:
    """What a mouse report does on the game screen (only while the game shows)."""
    view, ui = screen.layout, screen.ui
    pressed, both = ui.pressed, ui.both  # kept through other reports, to the release
    if mouse.button in (Button.LEFT_DOWN, Button.LEFT):
        ui.pressed = (mouse.y, mouse.x) if mouse.button is Button.LEFT_DOWN else None
        ui.both = False
    if mouse.button is Button.RIGHT and pressed is not None:
        ui.both = True  # both buttons, as Windows players chord: nothing until the release
        return Transition(NOTHING)
    on_hint = None if view is None or pressed is None \
        else status.footer_key_at(screen.game, ui, view, *pressed)
    name = None if view is None or mouse.button is not Button.LEFT \
        else status.footer_key_at(screen.game, ui, view, mouse.y, mouse.x)
    # A key's hint acts when clicked: pressed there too (a press elsewhere dragged onto it
    # is let go, as is a press on it dragged off), or reported as one click.
    if name and view is not None and (pressed is None or name == on_hint):
        return screen.key(Key(name))
    if view is not None and mouse.button is Button.LEFT and mouse.y == view.header_y:
        spans = header.header_spans(screen.game, screen.title, view.width,
                                    screen.session.assisted, view.header_y)
        if header.face_at(spans, mouse.y, mouse.x) and (
                pressed is None or header.face_at(spans, *pressed)):
            return screen.key(Key(NEW_GAME_KEY))  # the face: a new game, as it is classically
    if view is not None and mouse.button is Button.LEFT \
            and layout.cell_at(view, ui, mouse.y, mouse.x) is None:
        # The message rows only: the title may be a board file's name, "(t: more)" say.
        spans = status.message_spans(screen.game, ui, view) \
            + status.footer_spans(screen.game, ui, view)
        more = status.more_at(spans, ui, mouse.y, mouse.x)
        if more and (pressed is None or status.more_at(spans, ui, *pressed) == more):
            return screen.key(Key(more))  # a cut message's "(t: more)": the rest of it
    if view is not None and screen.game.is_paused and mouse.button in CLICKS \
            and layout.cell_at(view, ui, mouse.y, mouse.x) is not None:  # as a key says
        return Transition(screen.say(wording.paused(key_for(Action.PAUSE))))
    if view is None or screen.game.is_paused or mouse.button is Button.LEFT and (
            on_hint or pressed is not None and layout.cell_at(view, ui, *pressed) is None
            and layout.cell_at(view, ui, mouse.y, mouse.x) is not None):
        return Transition(NOTHING)  # (a press off the board, on the face say, let go on it)
    if mouse.button is Button.LEFT and both:  # a chord where it is a number, else nothing
        coord = layout.cell_at(view, ui, mouse.y, mouse.x)
        if coord is None or not screen.game.tile(coord).count:
            return Transition(NOTHING)
        return Transition(click(screen, Mouse(mouse.y, mouse.x, Button.MIDDLE)))
    if mouse.button in WHEEL:
        step = WHEEL[mouse.button] * WHEEL_STEP
        return Transition(scroll(screen, (step, 0) if view.view_rows < view.rows else (0, step)))
    if mouse.button is Button.LEFT and screen.pending is None:
        way = board.border_direction(screen.ui, view, screen.context.glyphs, mouse.y, mouse.x)
        if way is not None:
            pages = (way[0] * max(1, view.view_rows - 1), way[1] * max(1, view.view_cols - 1))
            return Transition(scroll(screen, pages))
    return Transition(click(screen, mouse))


def scroll(screen: GameScreen, by: tuple[int, int]) -> Dirty:
    """Move the view by (rows, columns) to look around: the cursor, a tip and its
    highlight stay (the next key acts on the cursor's cell and brings it back in view)."""
    view, ui = screen.layout, screen.ui
    assert view is not None
    return Dirty(board=True) if ui.scroll_to(layout.scrolled(ui, view, *by)) else NOTHING


def click(screen: GameScreen, mouse: Mouse) -> Dirty:
    """A click on the board: the cell it is on is played (a left or right click anywhere
    answers a question with no; a middle click there does nothing)."""
    game, view, ui = screen.game, screen.layout, screen.ui
    assert view is not None
    if screen.pending is not None:
        if mouse.button in (Button.LEFT, Button.RIGHT):
            screen.pending = None
            ui.confirm = ""
            return STATUS
        return NOTHING
    coord = layout.cell_at(view, ui, mouse.y, mouse.x)
    if coord is None:
        return NOTHING
    dirty = screen.clear_highlight()
    action = CLICKS.get(mouse.button)
    if action is None:
        return dirty
    if coord != ui.cursor and not game.is_over:
        dirty |= screen.move_to(coord)
    else:  # (the end of a game keeps its words: only the cursor moves, and the focus)
        dirty |= Dirty.of((ui.cursor, coord))
        ui.cursor = coord
    return dirty | screen.act(action, coord)
