"""The custom-board form."""

from __future__ import annotations

from ...engine import MAX_SIDE, MIN_SIDE
from ...wording import fitting
from ...wording.screens import form_limits
from .. import keymap
from ..state import Form
from .menu import MENU_WIDTH
from .text import balanced, centred, focus_after, key_at, key_hints, too_small_spans, wrap_text
from .theme import Span, Style

FORM_FIELDS = ("Rows", "Columns", "Mines")
FORM_HEIGHT = 11
KEYS = (("Tab", "next"), ("Enter", "play"), ("Esc", "back"))


def form_origin(height: int, width: int) -> tuple[int, int]:
    """Top-left of the form block."""
    return max(0, (height - FORM_HEIGHT) // 2), max(0, (width - MENU_WIDTH) // 2)


def form_field_at(height: int, width: int, y: int, x: int) -> int | None:
    """The form field under a screen position, or None."""
    top, left = form_origin(height, width)
    index = y - top - 2
    if 0 <= index < len(FORM_FIELDS) and left <= x < left + MENU_WIDTH:
        return index
    return None


def form_fits(height: int, width: int) -> bool:
    """Whether the form shows (otherwise the screen asks to be enlarged)."""
    return width >= MENU_WIDTH and height >= FORM_HEIGHT


def form_spans(height: int, width: int, form: Form) -> list[Span]:
    """The custom-board form."""
    if not form_fits(height, width):
        return too_small_spans(height, width, (MENU_WIDTH, FORM_HEIGHT), back=True)
    top, left = form_origin(height, width)
    spans = centred(top, "Custom board", Style.TITLE, width)
    for index, name in enumerate(FORM_FIELDS):
        y = top + 2 + index
        chosen = index == form.selected
        spans.append(Span(y, left, f"  {name:<10}", Style.TEXT))
        # The hardware cursor goes where typing goes.
        spans.append(Span(y, left + 12, f" {form.values[index]:<6}", Style.SELECTED if chosen
                          else Style.TEXT, chosen, focus=1 + len(form.values[index]) if chosen
                          else -1))
    limits = fitting(form_limits(MIN_SIDE, MAX_SIDE), width)
    said = form.question or form.error  # a question, with its answers' hints below it
    error = balanced(said, width) if said else []  # "...mines, not" / "150" read badly
    if len(error) <= 2:  # below the limits, over the blank row
        spans += centred(top + 6, limits, Style.DIM, width)
    elif len(error) > 4:  # a long one takes the limits' row and the blank row above too
        error = wrap_text(said, width, 4)
    style = Style.MESSAGE if form.question else Style.ERROR
    for index, line in enumerate(error):
        spans += centred(top + 9 - len(error) + index, line, style, width)
    if form.question:  # the cursor just after the question, as on the menu (screen readers)
        spans.append(focus_after(top + 8, error[-1], width))
    spans += key_hints(_keys(form), top + 9, width)
    return spans


def _keys(form: Form) -> tuple[tuple[str, str], ...]:
    return keymap.CONFIRM_KEYS if form.question else KEYS


def form_key_at(height: int, width: int, form: Form, y: int, x: int) -> str | None:
    """The key whose hint the form shows at (y, x) (a click there presses it), or None."""
    if not form_fits(height, width) or y != form_origin(height, width)[0] + 9:
        return None
    return key_at(_keys(form), width, x)
