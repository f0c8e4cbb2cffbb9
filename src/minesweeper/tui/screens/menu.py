"""The menu: levels, Custom, the choice of luck, Times, Resume when a game was kept, Quit."""

from __future__ import annotations

from ...engine import Level
from ...settings import Mode
from .. import keymap
from ..draw import menu as draw
from ..draw.theme import Span
from ..events import Button, Event, Key, Mouse
from ..state import FULL, NOTHING, Dirty
from .base import QUIT, Context, Screen, Transition
from .start import resume_game, settings_for, start_game

GONE = "that game is gone: it was finished or resumed in another window"
MENU_HINT = "arrows and Enter, a first letter, or click"


def luck_words(mode: Mode) -> str:
    """What a kind of luck means, as help says it: `forgiving: a guess is made safe ...`."""
    return next(f"{name}: {text}" for name, text in keymap.LUCK_HELP if name == mode.label)


class MenuScreen(Screen):
    def __init__(self, context: Context, message: str = "") -> None:
        super().__init__(context)
        self.selected = 0
        self.message = message
        self.is_error = True  # a notice; False for a word of explanation

    def shown(self) -> MenuScreen:
        """The menu as it opens: it offers the game kept last and says what the kept files
        have to say (one set aside...)."""
        context = self.context
        context.saved = context.keeper.kept()
        self.message, self.is_error = context.notices(), True
        return self

    def items(self) -> tuple[draw.MenuItem, ...]:
        """The menu as it stands: with Resume when a game was kept."""
        saved = self.context.saved
        luck = self.context.mode.label
        if saved is None:
            return draw.menu_items(luck=luck)
        detail = draw.resume_detail(saved.params, saved.board, saved.luck_label, saved.elapsed)
        return draw.menu_items(detail, luck)

    def fits(self) -> bool:
        return draw.menu_fits(self.context.height, self.context.width, self.items())

    def handle(self, event: Event) -> Transition:
        if isinstance(event, Key):
            return self.key(event.name)
        if isinstance(event, Mouse):
            return self.click(event)
        return super().handle(event)

    def key(self, name: str) -> Transition:
        self.message, self.is_error = "", True
        items = self.items()
        letters = [item.key for item in items]
        if name in keymap.MENU_UP + keymap.MENU_DOWN:
            step = -1 if name in keymap.MENU_UP else 1
            self.selected = (self.selected + step) % len(items)
            if items[self.selected].label == draw.LUCK_LABEL:  # say what the choice means
                self.message, self.is_error = luck_words(self.context.mode), False
        elif name in keymap.CHOOSE:
            return self.choose(self.selected)
        elif len(name) == 1 and name.lower() in letters:
            self.selected = letters.index(name.lower())
            return self.choose(self.selected)
        elif name in keymap.MENU_HELP:
            self.message, self.is_error = MENU_HINT, False
        return Transition(FULL)

    def click(self, mouse: Mouse) -> Transition:
        context = self.context
        index = draw.menu_item_at(context.height, context.width, mouse.y, mouse.x,
                                    self.items())
        if index is None:
            return Transition(NOTHING)
        self.selected = index
        if mouse.button is Button.LEFT:
            return self.choose(index)
        return Transition(FULL)

    def choose(self, index: int) -> Transition:
        context = self.context
        label = self.items()[index].label
        if label == "Quit":
            return QUIT
        if label == "Resume":
            game = resume_game(context)
            if game is None:  # taken by another window, or found damaged (a notice says so)
                self.message = context.notices() or GONE
                return Transition(FULL)
            return Transition(to=game)
        if label == draw.LUCK_LABEL:
            # The next kind of luck, for the level chosen next (and Custom), like --mode.
            modes = list(Mode)
            context.mode = modes[(modes.index(context.mode) + 1) % len(modes)]
            self.message, self.is_error = luck_words(context.mode), False
            return Transition(FULL)
        if label == "Times":
            return Transition(to=context.scores)
        if label == "Custom":
            return Transition(to=context.form.opened())
        level = Level[label.upper()]
        return Transition(to=start_game(context, settings_for(context, level.params)))

    def draw(self, dirty: Dirty) -> list[Span]:
        context = self.context
        return draw.menu_spans(context.height, context.width, self.selected, self.message,
                               self.items(), self.is_error)

