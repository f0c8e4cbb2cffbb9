"""The custom-board form: rows, columns and mines, typed as digits. A field's first digit
replaces its text (the size shown first, or what it held); Backspace edits it instead."""

from __future__ import annotations

import re

from ... import wording
from ...engine import Params
from ...settings import Source
from ...wording.screens import digits_only, type_a_number
from .. import keymap
from ..draw import form as draw
from ..draw.theme import Span
from ..events import Button, Event, Key, Mouse, Paste
from ..state import FULL, NOTHING, Dirty, Form
from .base import Context, Screen, Transition
from .menu import give_up_question
from .start import settings_for, start_game

MAX_DIGITS = 7
# Between numbers pasted: "16 30 99", "16x30x99" (as --custom takes it), "16, 30, 99",
# "16 × 30 × 99" (as web pages write it).
PASTE_BETWEEN = re.compile(r"[\s,;xX\u00d7*]+")


class FormScreen(Screen):
    leaves_when_small = True  # Esc goes back to the menu (which fits in less room)

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        last = context.keeper.last_custom()  # the custom size played last, in any run
        # Kept between visits.
        self.form = Form() if last is None else Form([str(last.rows), str(last.cols),
                                                      str(last.mines)])
        self.editing = False  # the selected field was typed in since it was selected

    def opened(self) -> FormScreen:
        """The form as the menu opens it: no error, the next digit replaces the field."""
        self.form.error = self.form.question = ""
        self.form.selected = 0  # on Rows, whichever field was left last time
        self.editing = False
        return self

    def select(self, field: int) -> None:
        self.form.selected = field % len(self.form.values)
        self.editing = False

    def fits(self) -> bool:
        return draw.form_fits(self.context.height, self.context.width)

    def handle(self, event: Event) -> Transition:
        if isinstance(event, Key):
            return self.key(event.name)
        if isinstance(event, Mouse):
            key = draw.form_key_at(self.context.height, self.context.width, self.form,
                                   event.y, event.x)
            if key is not None and event.button is Button.LEFT:  # a key's hint: pressed
                return self.key(key)
            field = draw.form_field_at(self.context.height, self.context.width,
                                         event.y, event.x)
            if field is None or event.button not in (Button.LEFT, Button.LEFT_DOWN):
                return Transition(NOTHING)
            self.form.question = ""  # a click answers no, as on the menu, and picks the field
            self.select(field)
            return Transition(FULL)
        if isinstance(event, Paste):
            return self.paste(event.text)
        return super().handle(event)

    def paste(self, text: str) -> Transition:
        """Pasted text: a size of two or three numbers (`16x30x99`, `16 30 99`, `16, 30, 99`)
        fills the fields from Rows on, whichever is selected; one number replaces the field
        selected. Not Enter (a line end pasted does not start a game), nor y to a question
        (a paste answers no, as a click does)."""
        form = self.form
        form.question = ""
        numbers = [part for part in PASTE_BETWEEN.split(text) if part]
        if not numbers:
            return Transition(FULL)
        if len(numbers) > len(form.values) or not all(
                part.isascii() and part.isdigit() and len(part) <= MAX_DIGITS
                for part in numbers):
            form.error = wording.PASTE_NOT_A_SIZE
            return Transition(FULL)
        first = form.selected if len(numbers) == 1 else 0
        form.values[first:first + len(numbers)] = numbers
        form.selected, form.error = first + len(numbers) - 1, ""
        self.editing = True  # (a digit typed next goes on the number pasted last)
        return Transition(FULL)

    def key(self, name: str) -> Transition:
        form = self.form
        if form.question:  # y starts the game asked about; any other key does not
            form.question = ""
            if name in keymap.CONFIRM_YES:
                return self.submit(confirmed=True)
            return Transition(FULL)
        if name in keymap.BACK:
            return Transition(to=self.context.menu.again())
        if name in keymap.FORM_PREVIOUS:
            self.select(form.selected - 1)
        elif name == " " and not self.editing:
            pass  # a space ends a number typed: a second one skips no field ("9  40 150")
        elif name in keymap.FORM_NEXT:
            self.select(form.selected + 1)
        elif name == "Backspace":
            form.values[form.selected] = form.values[form.selected][:-1]
            form.error = ""  # it spoke of the values before this edit
            self.editing = True
        elif len(name) == 1 and "0" <= name <= "9":
            value = form.values[form.selected] if self.editing else ""
            if len(value) < MAX_DIGITS:
                form.values[form.selected] = value + name
                form.error = ""
                self.editing = True
        elif name in keymap.CHOOSE:
            return self.submit()
        elif len(name) == 1 and name.isprintable():  # a letter where only digits go
            form.error = digits_only(draw.FORM_FIELDS[form.selected])
        return Transition(FULL)

    def submit(self, confirmed: bool = False) -> Transition:
        """Start a game of the size typed; first ask whether to give up the game left for
        the menu, if one is in progress (as the menu's levels do)."""
        form = self.form
        for index, value in enumerate(form.values):
            if not value:
                form.error = type_a_number(draw.FORM_FIELDS[index])
                return Transition(FULL)
        rows, cols, mines = (int(value) for value in form.values)
        try:  # ParamsError, or NoGuessError when no-guess cannot deal this size
            settings = settings_for(self.context, Params(rows, cols, mines))
        except ValueError as error:
            form.error = wording.sentence(str(error))
            self.editing = False  # the next digit starts the field afresh, as on arrival
            return Transition(FULL)
        form.error = ""
        left = self.context.keeper.in_progress
        if left is not None and not confirmed:
            form.question = give_up_question(self.context.keeper, left)
            return Transition(FULL)
        # The size typed is the next form's; the keeper keeps it as it starts a custom
        # game, and here only a level's size (8x8x10) needs keeping too.
        if settings.source is not Source.CUSTOM:
            self.context.keeper.remember_custom(settings.params)
        return Transition(to=start_game(self.context, settings))

    def draw(self, dirty: Dirty) -> list[Span]:
        return draw.form_spans(self.context.height, self.context.width, self.form)
