"""The help screen: the key table in as many columns as fit, scrolling when it must."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from ... import wording
from ...engine import columns
from ...engine import cut as cut_to
from ...wording.ids import GAME_ID, game_id_caption
from ...wording.screens import HELP_BACK, SCORE_HELP, help_above, help_below
from .. import keymap
from .text import centred, centred_x, clip, key_at, key_hints, wrap_text
from .theme import UNICODE, Glyphs, Span, Style


@dataclass(frozen=True)
class HelpPage:
    """The help text cut into columns, lines below them across the width (the game ID),
    and how many rows of them the screen shows."""

    columns: list[list[str]]
    widths: list[int]
    usable: int  # rows for the text, between the title and the two bottom rows
    below: list[str] = field(default_factory=list)

    @property
    def column_rows(self) -> int:
        return max(len(column) for column in self.columns)

    @property
    def rows(self) -> int:
        return self.column_rows + len(self.below)

    @property
    def max_scroll(self) -> int:
        return max(0, self.rows - self.usable)




def help_page(height: int, width: int, game_id: str = "", marks: bool = False) -> HelpPage:
    """The key table flowed into as many columns as fit the width: the fewest rows, and of
    those the narrowest. When no way fits the height, help scrolls. The game ID goes on the
    bottom line when it fits there beside `HELP_BACK`, otherwise below the table, whole
    (wrapped if need be). The table ends with what 3BV means; `marks`: see `help_lines`."""
    page = _key_page(height, width, marks=marks)
    if not game_id or _id_on_bottom_line(page, width, game_id):
        return page
    below = [""] + wrap_text(_id_label(game_id), width)
    page = _key_page(height, width, len(below), marks)
    return HelpPage(page.columns, page.widths, page.usable, below)


def _id_label(game_id: str) -> str:
    """The game ID as help shows it, with how to play it again."""
    return game_id_caption(wording.id_offer(game_id))


def _id_on_bottom_line(page: HelpPage, width: int, game_id: str) -> bool:
    return not page.max_scroll and len(_id_label(game_id)) + 3 + len(HELP_BACK) + 2 <= width


def _key_page(height: int, width: int, extra_rows: int = 0, marks: bool = False) -> HelpPage:
    """The key table alone; `extra_rows` more rows will follow it."""
    lines = keymap.help_lines(width, marks) + ["", "Times"]  # (the menu's name for them)
    # Descriptions start where the key table's do; on a narrow screen, below their names.
    indent = next((match.end() for line in lines if (match := re.match(r"  \S.*?  +\S", line))),
                  0) - 1
    if min(width, keymap.HELP_COLUMN) - indent < 12:  # as the key table's do there
        indent = 0
    for name, text in SCORE_HELP:
        if indent > 0:
            wrapped = wrap_text(text, max(12, min(width, keymap.HELP_COLUMN) - indent))
            lines.append(f"  {name}".ljust(indent) + wrapped[0])
        else:
            wrapped = [""] + wrap_text(text, max(1, width - 4))
            lines.append(f"  {name}")
        lines += [" " * max(indent, 4) + line for line in wrapped[1:]]
    blocks: list[list[str]] = [[]]
    for line in lines:
        if line:
            blocks[-1].append(line)
        else:
            blocks.append([])
    usable = max(1, height - 3)
    columns, widths = [lines], [max(len(line) for line in lines)]
    best: tuple[bool, int, int, int] | None = None
    # Try every way to cut the groups into columns.
    for cuts in itertools.product((False, True), repeat=len(blocks) - 1):
        candidate: list[list[str]] = [list(blocks[0])]
        for block, cut in zip(blocks[1:], cuts):  # noqa: B905 - lengths match by construction
            if cut:
                candidate.append(list(block))
            else:
                candidate[-1] += [""] + block
        candidate_widths = [max(len(line) for line in column) for column in candidate]
        total = sum(candidate_widths) + 4 * (len(candidate) - 1)
        if total > width:
            continue
        rows = max(len(column) for column in candidate) + extra_rows
        # Fitting the height first; then few columns if it fits (the columns as even as
        # can be: the fewest rows), few rows if it scrolls.
        score = (False, len(candidate), rows, total) if rows <= usable else \
            (True, rows, len(candidate), total)
        if best is None or score < best:
            best, columns, widths = score, candidate, candidate_widths
    return HelpPage(columns, widths, usable)


def same_place(old: HelpPage, scroll: int, new: HelpPage) -> int:
    """The scroll of `new` (help at another size) that shows first what `old` showed
    first at `scroll`: the row of its first line of text there (of the first column that
    reaches so far down), else as far down in proportion."""
    if not scroll or not new.max_scroll:
        return 0
    first = next((line for column in old.columns for line in column[scroll:] if line.strip()),
                 "")
    found = [column.index(first) for column in new.columns if first in column]
    if found:
        return min(found[0], new.max_scroll)
    return min(new.max_scroll, round(scroll * new.max_scroll / max(1, old.max_scroll)))


def _longest_fitting(width: int, *texts: str) -> str:
    """The first of `texts` (longest first) no wider than `width`, else the last."""
    return next((text for text in texts if len(text) <= width), texts[-1])


def _scroll_keys(width: int) -> tuple[tuple[str, str], ...]:
    """The key hints of help that scrolls, as many keys as the width takes."""
    keys = "Up/Down/PgUp/PgDn/Home/End" if width >= 56 else \
        "Up/Down/PgUp/PgDn" if width >= 44 else "Up/Down"
    # Narrower than both hints in full: Esc stands for the other keys, so both still show.
    return (keys, "scroll"), ("other keys" if width >= 33 else "Esc", "back")


def help_key_at(height: int, width: int, game_id: str, scroll: int, y: int, x: int,
                marks: bool = False) -> str | None:
    """The key a click at (y, x) on help stands for, or None: on help that scrolls, a
    key's hint, and the lines that say how much more lies above (PgUp) and below (PgDn)."""
    page = help_page(height, width, game_id, marks)
    if not page.max_scroll:
        return None
    scroll = max(0, min(scroll, page.max_scroll))
    if y == height - 1:
        return key_at(_scroll_keys(width), width, x)
    if y == 0 and scroll:
        return "PgUp"
    if y == 1 + page.usable and scroll < page.max_scroll and y < height - 1:
        return "PgDn"
    return None


def help_spans(height: int, width: int, game_id: str = "", scroll: int = 0,
               glyphs: Glyphs = UNICODE, marks: bool = False) -> list[Span]:
    """The full key table and the game's ID; when it does not fit, the part from row
    `scroll` on, saying how much lies above and below (`marks`: see `help_lines`)."""
    page = help_page(height, width, game_id, marks)
    scroll = max(0, min(scroll, page.max_scroll))
    above, below = scroll, page.max_scroll - scroll
    title = "Help"
    if above:  # in as many words as fit, never cut
        up = f"{glyphs.up} {above}"
        title = _longest_fitting(width, *help_above(up))
    spans = centred(0, title, Style.TITLE, width)
    total = sum(page.widths) + 4 * (len(page.widths) - 1)
    x = max(0, (width - total) // 2)
    for number, column in enumerate(page.columns):
        for index, line in enumerate(column[scroll:scroll + page.usable]):
            is_heading = bool(line) and not line.startswith(" ")
            spans.append(Span(1 + index, x, line, Style.TITLE if is_heading else Style.TEXT))
        x += page.widths[number] + 4
    # A game ID wrapped over lines reads as one block: its lines start in one column.
    below_x = max(0, (width - max((len(line) for line in page.below), default=0)) // 2)
    for index, line in enumerate(page.below):
        y = 1 + page.column_rows + index - scroll
        if 1 <= y < 1 + page.usable:
            spans.append(Span(y, below_x, line, Style.DIM))
    if below and 1 + page.usable < height - 1:  # in as many words as fit, never cut
        down = f"{glyphs.down} {below}"
        line = _longest_fitting(width, *help_below(down))
        spans += centred(1 + page.usable, line, Style.EDGE, width)
    if page.max_scroll:
        spans += key_hints(_scroll_keys(width), height - 1, width)
    else:
        back = HELP_BACK
        if game_id and not any(GAME_ID in line for line in page.below):
            back = f"{_id_label(game_id)}   {back}"
        spans += centred(height - 1, back, Style.DIM, width)
    # The terminal's cursor just after "Help", where screen magnifiers follow it (not after
    # the count of lines above, which moves as it gains a digit).
    word = "Help" if title.startswith("Help") else title
    x = min(centred_x(cut_to(title, width), width) + columns(word), width - 1)
    return clip([span for span in spans if span.y < height], width) \
        + [Span(0, x, "", Style.TITLE, focus=0)]
