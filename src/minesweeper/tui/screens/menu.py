"""The menu: levels, Custom, the choice of luck, Times, Resume when a game was kept, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import wording
from ...engine import Level
from ...settings import Mode
from ...wording.joining import sentences
from ...wording.screens import MENU_HINT
from .. import keymap
from ..draw import menu as draw
from ..draw.theme import Span
from ..events import Button, Event, Key, Mouse, Paste
from ..state import FULL, NOTHING, Dirty
from .base import QUIT, Context, Screen, Transition

if TYPE_CHECKING:
    from ...kept import Keeper
    from ...session import Session
from .start import resume_game, settings_for, start_game


def give_up_question(keeper: Keeper, left: Session) -> str:
    """The question before a new game gives up the game left for the menu."""
    return keeper.give_up_question(wording.GIVE_UP_LEFT, left)


def luck_words(mode: Mode) -> str:
    """What a kind of luck means, as help says it: `forgiving: a guess is made safe ...`."""
    return next(f"{name}: {text}" for name, text in keymap.LUCK_HELP if name == mode.label)


def short_luck_words(mode: Mode) -> str:
    """The same in fewer words, for a narrow screen, or "" where help's are short."""
    short = wording.LUCK_SHORT.get(mode.label)
    return f"{mode.label}: {short}" if short else ""


class MenuScreen(Screen):
    def __init__(self, context: Context, message: str = "") -> None:
        super().__init__(context)
        self.selected = 0
        self.message = message
        self.is_error = True  # a notice; False for a word of explanation
        self.pending: int | None = None  # the choice that waits for a yes (see `choose`)
        self.pressed: tuple[int, int] | None = None  # where the left button went down
        self.shorter: tuple[str, str] = ("", "")  # a message, and the fewer words it takes

    def shown(self) -> MenuScreen:
        """The menu as it opens: it offers the game kept last and says what the kept files
        have to say (one set aside...)."""
        context = self.context
        label = self.items()[self.selected].label
        context.saved = context.keeper.kept()
        context.keeper.can_keep_games()  # if not, a notice says why, now
        self.message, self.is_error = context.notices(), True
        self.pending = None
        # Back from a game it kept, the menu offers it first; else the choice stays put.
        labels = [item.label for item in self.items()]
        self.selected = 0 if context.saved is not None else (
            labels.index(label) if label in labels else 0)
        return self

    def again(self) -> MenuScreen:
        """The menu come back to from Times or the custom form: it offers the game kept last
        as it is now (another window may have left or taken one meanwhile); the choice
        stays put."""
        label = self.items()[self.selected].label
        self.context.saved = self.context.keeper.kept()
        labels = [item.label for item in self.items()]
        self.selected = labels.index(label) if label in labels else 0
        return self

    def items(self) -> tuple[draw.MenuItem, ...]:
        """The menu as it stands: with Resume when a game was kept."""
        saved = self.context.saved
        luck = self.context.mode.label
        if saved is None:
            return draw.menu_items(luck=luck)
        detail = draw.resume_detail(saved.params, saved.board, saved.luck_label, saved.elapsed,
                                    self.context.width, replay=saved.replayed,
                                    seeded=saved.seeded)
        return draw.menu_items(detail, luck)

    def fits(self) -> bool:
        return draw.menu_fits(self.context.height, self.context.width, self.items())

    def handle(self, event: Event) -> Transition:
        if isinstance(event, Key):
            return self.key(event.name)
        if isinstance(event, Mouse):
            return self.click(event)
        if isinstance(event, Paste) and self.pending is not None:  # (not keys: it answers no)
            self.pending, self.message = None, ""
            return Transition(FULL)
        return super().handle(event)

    def key(self, name: str) -> Transition:
        self.message, self.is_error = "", True
        if self.pending is not None:  # y starts the game asked about; any other key not
            pending, self.pending = self.pending, None
            if name in keymap.CONFIRM_YES:
                return self.choose(pending, confirmed=True)
            return Transition(FULL)
        items = self.items()
        letters = [item.key for item in items]
        if name in keymap.MENU_UP + keymap.MENU_DOWN:
            step = -1 if name in keymap.MENU_UP else 1
            self.selected = (self.selected + step) % len(items)
        elif name in keymap.CHOOSE:
            return self.choose(self.selected)
        elif name in keymap.LUCK_BACK + keymap.LUCK_ON \
                and items[self.selected].label == draw.LUCK_LABEL:
            self.next_luck(-1 if name in keymap.LUCK_BACK else 1)
        elif len(name) == 1 and name.lower() in letters:
            self.selected = letters.index(name.lower())
            return self.choose(self.selected)
        elif name in keymap.MENU_HELP:
            self.message, self.is_error = MENU_HINT, False
        return Transition(FULL)

    def _key_at(self, y: int, x: int) -> str | None:
        context = self.context
        return draw.menu_key_at(context.height, context.width, y, x, self.said()[0],
                                self.items(), self._short(), asking=self.pending is not None,
                                selected=self.selected)

    def click(self, mouse: Mouse) -> Transition:
        context = self.context
        pressed = self.pressed
        if mouse.button in (Button.LEFT_DOWN, Button.LEFT):
            self.pressed = (mouse.y, mouse.x) if mouse.button is Button.LEFT_DOWN else None
        if mouse.button is Button.LEFT:
            key = self._key_at(mouse.y, mouse.x)
            # A click on a key's hint presses it (a press elsewhere dragged onto it is let go).
            if key is not None and (pressed is None or self._key_at(*pressed) == key):
                return self.key(key)
        index = draw.menu_item_at(context.height, context.width, mouse.y, mouse.x,
                                    self.items())
        if index is None:
            return Transition(NOTHING)
        if self.pending is not None:  # a click answers no
            self.pending, self.message = None, ""
            return Transition(FULL)
        self.selected, self.message, self.is_error = index, "", True  # as a key clears it
        if mouse.button is Button.LEFT:
            return self.choose(index)
        return Transition(FULL)

    def choose(self, index: int, confirmed: bool = False) -> Transition:
        """Act on a menu item; a new game (a level, Custom) first asks whether to give up
        this window's game left in progress."""
        context = self.context
        label = self.items()[index].label
        left = context.keeper.in_progress
        if (left is not None and not confirmed
                and label not in ("Quit", "Resume", "Times", "Custom", draw.LUCK_LABEL)):
            # (Custom asks in its form, once a size is typed.)
            self.pending = index
            self.message, self.is_error = give_up_question(context.keeper, left), False
            return Transition(FULL)
        if label == "Quit":
            question = "" if left is None or confirmed else \
                context.keeper.unkept_question(left)
            if question:  # the game left for the menu lives in memory only: asked as in play
                self.pending = index
                self.message, self.is_error = question, False
                return Transition(FULL)
            return QUIT
        if label == "Resume":
            game = resume_game(context)
            if game is None:  # taken by another window, or found damaged (a notice says so)
                self.message = context.notices() or wording.sentence(wording.KEPT_GAME_GONE)
                if context.saved is not None:  # Resume is still there, for an older game
                    gone = self.message
                    self.message = sentences(gone, wording.ANOTHER_KEPT_GAME)
                    self.shorter = (self.message, gone)
                return Transition(FULL)
            return Transition(to=game)
        if label == draw.LUCK_LABEL:
            self.next_luck(1)
            return Transition(FULL)
        if label == "Times":
            return Transition(to=context.scores.opened())
        if label == "Custom":
            return Transition(to=context.form.opened())
        level = next(level for level in Level if level.title == label)  # (as the menu says)
        return Transition(to=start_game(context, settings_for(context, level.params)))

    def next_luck(self, step: int) -> None:
        """The next kind of luck (`step` 1) or the one before (-1), for the level chosen
        next (and Custom), like --mode."""
        modes = list(Mode)
        self.context.mode = modes[(modes.index(self.context.mode) + step) % len(modes)]

    def said(self) -> tuple[str, bool]:
        """The message below the menu, and whether it is an error: what was said last (a
        notice, a question, the keys), else what the chosen luck means while Luck has the
        focus, however it got there (a key, a click, the menu opening on it)."""
        if self.message or self.pending is not None \
                or self.items()[self.selected].label != draw.LUCK_LABEL:
            return self.message, self.is_error
        return luck_words(self.context.mode), False

    def _short(self) -> str:
        """The message in fewer words, for a narrow screen, or "" (it has none)."""
        mode, said = self.context.mode, self.said()[0]
        if said == self.shorter[0]:
            return self.shorter[1]
        return short_luck_words(mode) if said == luck_words(mode) else ""

    def draw(self, dirty: Dirty) -> list[Span]:
        context = self.context
        message, is_error = self.said()
        return draw.menu_spans(context.height, context.width, self.selected, message,
                               self.items(), is_error, self._short(),
                               asking=self.pending is not None)

