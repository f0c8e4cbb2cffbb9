"""The custom-board form: rows, columns and mines, typed as digits."""

from __future__ import annotations

from ...engine import Params
from .. import keymap
from ..draw import form as draw
from ..draw.theme import Span
from ..events import Button, Event, Key, Mouse
from ..state import FULL, NOTHING, Dirty, Form
from .base import Context, Screen, Transition
from .start import settings_for, start_game

MAX_DIGITS = 7


class FormScreen(Screen):
    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.form = Form()  # kept between visits

    def fits(self) -> bool:
        return draw.form_fits(self.context.height, self.context.width)

    def handle(self, event: Event) -> Transition:
        if isinstance(event, Key):
            return self.key(event.name)
        if isinstance(event, Mouse):
            field = draw.form_field_at(self.context.height, self.context.width,
                                         event.y, event.x)
            if field is None or event.button not in (Button.LEFT, Button.LEFT_DOWN):
                return Transition(NOTHING)
            self.form.selected = field
            return Transition(FULL)
        return super().handle(event)

    def key(self, name: str) -> Transition:
        form = self.form
        if name in keymap.BACK:
            return Transition(to=self.context.menu)
        if name in keymap.FORM_PREVIOUS:
            form.selected = (form.selected - 1) % len(form.values)
        elif name in keymap.FORM_NEXT:
            form.selected = (form.selected + 1) % len(form.values)
        elif name == "Backspace":
            form.values[form.selected] = form.values[form.selected][:-1]
            form.error = ""  # it spoke of the values before this edit
        elif len(name) == 1 and "0" <= name <= "9":
            if len(form.values[form.selected]) < MAX_DIGITS:
                form.values[form.selected] += name
                form.error = ""
        elif name in keymap.CHOOSE:
            return self.submit()
        return Transition(FULL)

    def submit(self) -> Transition:
        form = self.form
        for index, value in enumerate(form.values):
            if not value:
                form.error = f"{draw.FORM_FIELDS[index]}: type a number"
                return Transition(FULL)
        rows, cols, mines = (int(value) for value in form.values)
        try:  # ParamsError, or NoGuessError when no-guess cannot deal this size
            settings = settings_for(self.context, Params(rows, cols, mines))
        except ValueError as error:
            form.error = str(error)
            return Transition(FULL)
        form.error = ""
        return Transition(to=start_game(self.context, settings))

    def draw(self, dirty: Dirty) -> list[Span]:
        return draw.form_spans(self.context.height, self.context.width, self.form)
