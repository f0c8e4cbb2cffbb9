"""The start menu."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from ... import wording
from ...engine import Level, Params, columns, cut, describe
from .. import keymap
from .text import (
    answer_at,
    balanced,
    centred,
    focus_after,
    key_at,
    key_hints,
    question_lines,
    too_small_spans,
    wrap_text,
)
from .theme import Span, Style


@dataclass(frozen=True)
class MenuItem:
    """One line of the menu: the key that picks it, its label, a detail after the label."""

    key: str
    label: str
    detail: str


LEVEL_ITEMS: tuple[MenuItem, ...] = tuple(
    MenuItem(level.title[0].lower(), level.title,
             f"{level.params.rows} x {level.params.cols}, {level.params.mines} mines")
    for level in Level
) + (MenuItem("c", "Custom", "your own size"),)
RESUME_ITEM = MenuItem("r", "Resume", "")
LUCK_LABEL = "Luck"
TAIL_ITEMS = (MenuItem("t", "Times", "best times, stats"), MenuItem("q", "Quit", ""))


def luck_item(luck: str) -> MenuItem:
    """The choice of luck (classic, no guess, forgiving, strict), saying where it stands."""
    return MenuItem("l", LUCK_LABEL, luck)


MENU_ITEMS: tuple[MenuItem, ...] = LEVEL_ITEMS + (luck_item("classic"),) + TAIL_ITEMS

MENU_WIDTH = 34
MENU_LABEL_WIDTH = 15  # "  Resume       ": the details start here


def resume_detail(params: Params, board: str, luck: str, elapsed: float,
                  screen_width: int = 0, *, replay: bool = False, seeded: bool = False) -> str:
    """A kept game for the menu, short and whole, its board named as the game's header
    names it: `Beginner, 12 s`, `Custom 100x200, 2000 mines, 12 s`, `Intermediate,
    forgiving, 3 s`, `b1.in, 12 s`, `Replay, Beginner, 12 s`, `Beginner, seeded, 5 s`
    (`board`: the fixed board's name, "" for a random one; `luck`: the mode's label, "" for
    classic; `replay`: a board played again, `seeded`: dealt from a chosen seed, as the
    header says). Where the screen is too narrow, `seeded` goes, then the mode (which
    changes how the game plays: the header keeps it longest too), then a custom board's
    mines (`Custom 100x200`, `Shared Custom 100x200`), then the name is cut with `..`; the
    time always shows."""
    name = board or describe(params)
    if replay:
        name = wording.replay_title(name)
    clock = f", {int(elapsed)} s"
    room = screen_width - MENU_LABEL_WIDTH - len(clock) if screen_width else 0
    tails = [", ".join(part for part in (luck, wording.SEEDED if seeded else "") if part)]
    tails += [luck] if seeded and luck else []
    names = [f"{name}, {tail}" for tail in tails if tail] + [name]
    if Level.of(params) is None and (not board or board.endswith(describe(params))):
        names.append(name.rsplit(", ", 1)[0])  # without its mines
    name = next((each for each in names if not room or columns(each) <= room), names[-1])
    if room and columns(name) > room:
        name = cut(name, max(1, room - 2)) + ".."
    return name + clock


def menu_items(saved: str = "", luck: str = "classic") -> tuple[MenuItem, ...]:
    """The menu's items; `Resume` first when there is a saved game (`saved` describes it)."""
    items = LEVEL_ITEMS + (luck_item(luck),) + TAIL_ITEMS
    if not saved:
        return items
    return (MenuItem(RESUME_ITEM.key, RESUME_ITEM.label, saved),) + items


# Blank rows after the title and before the key hints, roomiest first: a short screen
# gets the menu without them (with Resume it then fits 12 rows).
SPACINGS = ((2, 1), (1, 1), (1, 0), (0, 0))


def menu_height(items: Sequence[MenuItem]) -> int:
    """Rows the menu needs at least: the title, the items, the key hints and a message."""
    return len(items) + 3


def _spacing(height: int, items: Sequence[MenuItem]) -> tuple[int, int]:
    """The blank rows after the title and before the key hints on a screen `height` tall."""
    for above, below in SPACINGS:
        if height >= menu_height(items) + above + below:
            return above, below
    return SPACINGS[-1]


def _items_top(height: int, width: int, items: Sequence[MenuItem]) -> int:
    """The screen row of the first item."""
    return menu_origin(height, width, items)[0] + 1 + _spacing(height, items)[0]


def menu_width(width: int, items: Sequence[MenuItem] = MENU_ITEMS) -> int:
    """Columns of the menu block: wider than usual for a long detail, as the screen allows."""
    longest = max(MENU_LABEL_WIDTH + columns(item.detail) + 1 for item in items)
    return max(MENU_WIDTH, min(width, longest))


def menu_fits(height: int, width: int, items: Sequence[MenuItem] = MENU_ITEMS) -> bool:
    """Whether the menu shows (otherwise the screen asks to be enlarged)."""
    return width >= MENU_WIDTH and height >= menu_height(items)


def menu_origin(height: int, width: int, items: Sequence[MenuItem] = MENU_ITEMS
                ) -> tuple[int, int]:
    """Top-left of the menu block."""
    return (max(0, (height - menu_height(items) - sum(_spacing(height, items))) // 2),
            max(0, (width - menu_width(width, items)) // 2))


def menu_item_y(height: int, width: int, index: int,
                items: Sequence[MenuItem] = MENU_ITEMS) -> int:
    """The screen row of item `index`."""
    return _items_top(height, width, items) + index


def menu_item_at(height: int, width: int, y: int, x: int,
                 items: Sequence[MenuItem] = MENU_ITEMS) -> int | None:
    """The menu item under a screen position, or None."""
    if not menu_fits(height, width, items):
        return None
    left = menu_origin(height, width, items)[1]
    index = y - _items_top(height, width, items)
    if 0 <= index < len(items) and left <= x < left + menu_width(width, items):
        return index
    return None


KEYS = (("arrows", "choose"), ("Enter", "start"), ("letter", "pick"))
# While Luck is selected: Enter and Left and Right change it (Right and Enter to the next).
LUCK_KEYS = (("Up/Down", "choose"), ("Left/Right/Enter", "change"))


_REASON = re.compile(r" \([^()]*\)(?=\.?$)")  # a notice's closing '(why)'


def _below_items(height: int, width: int, message: str, items: Sequence[MenuItem],
                 short: str, asking: bool, selected: int = -1
                 ) -> tuple[int, list[str], tuple[int, Sequence[tuple[str, str]]] | None]:
    """Under the items: the row the message starts on, its lines, and the key hints' row
    and hints (Luck's own while it is `selected`), or None when the message takes their
    row (see `menu_spans`)."""
    hint_y = _items_top(height, width, items) + len(items) + _spacing(height, items)[1]
    rows = height - hint_y - 1
    if asking:  # the question whole where it can be: its answers under it, as in the game,
        # from the blank row above them if need be, else in their row (it says "(y/n)")
        gap = _spacing(height, items)[1]
        for start, answers in ((hint_y, 1), (hint_y - gap, 1), (hint_y, 0)):
            lines = question_lines(message, width, height - start - answers)
            if " ".join(lines) == message:
                break
        return start, lines, (start + len(lines), keymap.CONFIRM_KEYS) if answers else None
    lines = balanced(message, width)  # centred lines, as even as can be
    if len(lines) > rows and short:
        lines = balanced(short, width)
    if len(lines) > rows:
        return hint_y, lines, None
    luck = 0 <= selected < len(items) and items[selected].label == LUCK_LABEL
    return hint_y + 1, lines, (hint_y, LUCK_KEYS if luck else KEYS)


def menu_key_at(height: int, width: int, y: int, x: int, message: str = "",
                items: Sequence[MenuItem] = MENU_ITEMS, short: str = "",
                asking: bool = False, selected: int = -1) -> str | None:
    """The key whose hint the menu shows at (y, x) (a click there presses it), or None;
    the arguments as for `menu_spans`."""
    if not menu_fits(height, width, items):
        return None
    start, lines, hints = _below_items(height, width, message, items, short, asking,
                                       selected)
    if asking and 0 <= y - start < len(lines):  # a question's own "(y/n)" answers too
        return answer_at(lines[y - start], width, x)
    return key_at(hints[1], width, x) if hints is not None and y == hints[0] else None


def menu_spans(height: int, width: int, selected: int, message: str = "",
               items: Sequence[MenuItem] = MENU_ITEMS, is_error: bool = True,
               short: str = "", asking: bool = False) -> list[Span]:
    """The start menu: a title, Resume when there is a saved game, the levels, and the rest;
    a message below the key hints (a notice, or with `is_error` False a word of
    explanation), wrapped over the rows left. A message too long for them is said in its
    `short` form, if it has one, and takes the key hints' row too if it must. A y/n
    question (`asking`) comes first, whole where it can be, its answers' key hints under it
    as in the game (where it needs their row, it ends in "(y/n)")."""
    if not menu_fits(height, width, items):
        return too_small_spans(height, width, (MENU_WIDTH, menu_height(items)))
    top, left = menu_origin(height, width, items)
    block = menu_width(width, items)
    spans = centred(top, "M I N E S W E E P E R", Style.TITLE, width)
    for index, item in enumerate(items):
        y = menu_item_y(height, width, index, items)
        line = cut(f"  {item.label:<{MENU_LABEL_WIDTH - 2}}{item.detail}", block)
        line += " " * (block - columns(line))  # (a wide character takes two columns)
        # The hardware cursor sits on the chosen item (screen readers follow it).
        spans.append(Span(y, left, line, Style.SELECTED if index == selected
                          else Style.TEXT, index == selected, focus=2 if index == selected else -1))
        spans.append(Span(y, left + 2, item.label[0], Style.KEY, index == selected))
    hint_y, lines, hints = _below_items(height, width, message, items, short, asking,
                                        selected)
    if hints is not None:
        spans += key_hints(hints[1], hints[0], width)
    rows = height - hint_y
    if len(lines) > rows and not asking:  # a notice's reason goes first, then words
        # before its last, kept whole: the name a damaged file went to is what the player
        # needs ("Kept games had a damaged part, left..." over "saved-game.json.dam...")
        lines = balanced(_REASON.sub("", message), width)
        *words, last = " ".join(lines).split(" ")
        if len(lines) > rows > 1 and is_error and words and columns(last) <= width:
            while len(words) > 1 and len(wrap_text(" ".join(words) + "...", width)) >= rows:
                words.pop()  # whole words go, not a word's end ("left o...")
            lines = [*wrap_text(" ".join(words).rstrip(",:;") + "...", width, rows - 1), last]
    if len(lines) > rows:
        lines = wrap_text(" ".join(lines), width, rows)
    for index, line in enumerate(lines):
        spans += centred(hint_y + index, line, Style.ERROR if is_error else Style.MESSAGE,
                         width)
    if asking and lines:  # the cursor just after the question (screen readers follow it)
        spans.append(focus_after(min(hint_y + len(lines), height) - 1, lines[-1], width))
    return spans
