"""The game screen's words: the message line, the end of a game and the footer (the header:
`header`, given here too)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ... import wording
from ...engine import Game, Status, columns
from ...turns import summary_line
from ...wording.ids import game_id_caption
from ...wording.screens import id_pointers
from .. import keymap
from ..state import GameUI
from .header import header_spans as header_spans
from .layout import Layout
from .text import (
    answer_at,
    balanced,
    centred,
    key_at,
    key_hints,
    pages,
    question_lines,
    wrap_text,
)
from .theme import Span, Style


def end_summary(game: Game, rank: int | None = None, width: int = 0, kept: bool = True,
                clicks: int = 0) -> str:
    """The end-of-game line of a game over, as plain play says it (`turns.summary_line`)."""
    won, field = game.status is Status.WON, game.minefield
    assert field is not None or not won
    return summary_line(won, game.elapsed, game.three_bv, game.exploded, rank, kept, width,
                        game.three_bv_done, clicks)


END_KEYS = (("n", "new game"), ("r", "replay"), ("e", "export"), ("Esc", "menu"), ("q", "quit"))
PAUSED_KEYS = (("p", "resume"), ("?", "help"), ("Esc", "menu"), ("q", "quit"))
# Where the keys' row in play is narrow, these go first (help stays longest, with quit).
FIRST_TO_GO = ("m", "p", "arrows", "t", "f", "Space")


def message_spans(game: Game, ui: GameUI, layout: Layout) -> list[Span]:
    """The message rows above the footer: a question, a tip or refusal (wrapped over the
    rows, the last ones at the bottom), or the end of game."""
    if game.is_over and not ui.confirm:
        return _end_spans(game, ui, layout)
    if ui.confirm:
        lines, on_footer = question_plan(ui, layout)
        lines, style = lines[:-1] if on_footer else lines, Style.ERROR
    elif ui.message:
        lines = message_lines(ui, layout.width, max(2, layout.message_rows))
        if layout.message_rows == 1:
            lines = lines[:1]  # the rest takes the footer's row
        style = Style.ERROR if ui.is_error else Style.MESSAGE
    else:
        lines, style = [], Style.TEXT
    spans: list[Span] = []
    # From the box down: a question may have taken the free rows above the message rows.
    for y in range(layout.top + layout.box_height, layout.message_row + 1):
        index = y - (layout.message_row + 1 - len(lines))
        spans += centred(y, lines[index] if index >= 0 else "", style, layout.width)
    return spans


def question_plan(ui: GameUI, layout: Layout) -> tuple[list[str], bool]:
    """The question's lines, whole where it can be: over the free rows down to the message
    row, its answers' keys below; where those rows are too few, its last line takes the
    keys' row (it ends in "(y/n)"), and whether it does."""
    rows = layout.free_rows + 1
    lines = question_lines(ui.confirm, layout.width, rows)
    if len(lines) > 1 or columns(ui.confirm) <= layout.width:
        return lines, False
    lower = question_lines(ui.confirm, layout.width, rows + 1)
    return (lower, True) if len(lower) > 1 else (lines, False)


@dataclass(frozen=True)
class EndPlan:
    """Where the end of a game puts its words: rows between the box and the summary line
    (`above`, bottom-aligned) and the summary line itself (the keys' row stays below)."""

    above: list[tuple[str, Style]]
    summary: tuple[str, Style]


_HELP_KEY = keymap.key_for(keymap.Action.HELP)
# What the end says in place of the ID where it has no room, longest first.
ID_POINTERS = id_pointers(_HELP_KEY)
HELP_FOR_ID, _, SHORT_HELP_FOR_ID = ID_POINTERS
# Ends a page of a tip, or of the end's note, that goes on (the tip key shows the next).
_TIP_KEY = keymap.key_for(keymap.Action.TIP)
MORE = f"({_TIP_KEY}: more)"


def end_plan(game: Game, ui: GameUI, layout: Layout) -> EndPlan:
    """The summary, a note if any (results not kept...) wrapped over the free rows above the
    summary, and the game ID: on the border, on free rows (wrapped if need be), after the
    summary, or a pointer to help where there is no room.

    The note keeps to the free rows (the view gives some up for it: `ending.room_for_note`),
    and so does a reply; where there are none, a reply takes the summary's row until the
    next key. The keys' row always stays. A note or reply cut short ends in `(t: more)`:
    the tip key shows it whole (`screens.note`).
    """
    width = layout.width
    free = layout.free_rows
    note, is_error = ui.end_words()
    # A note with no row at all: the summary ends in the marker, as a cut note does.
    more = f" {MORE}" if note and ui.note_kept_short and not free else ""
    summary = _summary(game, ui, layout, width, more)
    style = Style.WON if game.status is Status.WON else Style.LOST
    note_style = Style.ERROR if is_error else Style.MESSAGE
    notes = balanced(note, width) if note else []  # centred: lines as even as can be
    if len(notes) > free and ui.note_kept_short:
        notes = pages(note, width, free, MORE)[0] if free else []  # the keys come back
    if len(notes) > free:
        # A reply, a page at a time over the free rows (or, where there are none, in the
        # summary's place until the next key): the keys' row stays.
        shown = end_pages(ui, layout)
        # A reply its own key pages (the describe key's words): the page it is on.
        notes = shown[ui.page % len(shown)] if ui.pager and ui.paged == note else shown[0]
        if not free:
            return EndPlan([], (notes[0], note_style))
        rows = [("", Style.TEXT)] * (free - len(notes)) + [(line, note_style) for line in notes]
        return EndPlan(rows, (summary, style))
    above = [(line, note_style) for line in notes]
    room = free - len(above)
    game_id = game_id_caption(ui.game_id) if ui.game_id else ""
    if game_id and not _caption_fits(layout, game_id):
        id_lines = wrap_text(game_id, width)
        # Padded to one length, so that centring lines them up and a copy has no indent.
        id_lines = [line.ljust(len(id_lines[0])) for line in id_lines]
        if len(id_lines) <= room and not (len(id_lines) > 1 and
                                          len(summary) + 3 + len(game_id) <= width):
            above = [(line, Style.DIM) for line in id_lines] + above
        elif len(summary) + 3 + len(game_id) <= width:
            summary += "   " + game_id
        elif room:
            above = [(HELP_FOR_ID, Style.DIM)] + above
        else:
            for pointer in ID_POINTERS:
                if len(summary) + 3 + len(pointer) <= width:
                    summary += "   " + pointer
                    break
            else:  # a shorter summary makes room for the pointer
                shorter = _summary(game, ui, layout, width - 3 - len(SHORT_HELP_FOR_ID), more)
                if len(shorter) + 3 + len(SHORT_HELP_FOR_ID) <= width:
                    summary = shorter + "   " + SHORT_HELP_FOR_ID
    return EndPlan(above, (summary, style))


def _summary(game: Game, ui: GameUI, layout: Layout, width: int, more: str) -> str:
    """The summary in `width` columns, `more` after it. A win whose 3BV it cuts ends in the
    marker (the tip key shows it whole) where the marker costs neither its hundredths nor a
    best time's rank, and no note above ends in it already."""
    summary = end_summary(game, ui.rank, width - len(more), ui.rank_kept, ui.clicks)
    if more or game.status is not Status.WON or end_is_cut(ui, layout) \
            or summary == end_summary(game, ui.rank, 0, ui.rank_kept, ui.clicks):
        return summary + more
    marked = end_summary(game, ui.rank, width - len(MORE) - 1, ui.rank_kept, ui.clicks)
    whole = wording.win_lines(game.elapsed, game.three_bv, ui.rank, ui.rank_kept, ui.clicks)
    return f"{marked} {MORE}" if marked in whole[:4] else summary


def end_pages(ui: GameUI, layout: Layout) -> list[list[str]]:
    """The end's note or reply in pages of the free rows (of one row where there are none:
    the summary's): the first shows, and the tip key shows it whole."""
    text = ui.end_words()[0]
    return pages(text, layout.width, max(1, layout.free_rows),
                 _more(ui) if ui.paged == text else MORE)


def end_is_cut(ui: GameUI, layout: Layout) -> bool:
    """Whether the end screen shows only part of its note or reply."""
    text = ui.end_words()[0]
    if not text:
        return False
    if ui.note_kept_short and len(wrap_text(text, layout.width)) > layout.free_rows:
        return True  # cut to the free rows (or hidden where there are none)
    return len(end_pages(ui, layout)) > 1


def _end_spans(game: Game, ui: GameUI, layout: Layout) -> list[Span]:
    """The end of a game as `end_plan` places it; the other free rows are cleared."""
    plan = end_plan(game, ui, layout)
    y = layout.message_row
    first_free = layout.top + layout.box_height
    spans: list[Span] = []
    for row in range(first_free, y):
        index = row - (y - len(plan.above))
        text, style = plan.above[index] if index >= 0 else ("", Style.TEXT)
        spans += centred(row, text, style, layout.width)
    return spans + centred(y, *plan.summary, layout.width)


def message_lines(ui: GameUI, width: int, rows: int = 2) -> list[str]:
    """The message in at most `rows` lines of `width`: a tip a page at a time (see
    `GameUI.page`), anything else cut (the last line ending in ...); one that fits, in lines
    as even as can be (centred, a short last line stood apart from the ones above)."""
    if ui.paged and ui.paged == ui.message:
        shown = pages(ui.message, width, rows, _more(ui))
        return shown[ui.page % len(shown)]
    if len(wrap_text(ui.message, width)) <= rows:
        return balanced(ui.message, width) or [""]
    return wrap_text(ui.message, width, rows) or [""]


def is_last_page(ui: GameUI, width: int, rows: int = 2) -> bool:
    """Whether `message_lines` shows the message's last page (or all of it)."""
    if not (ui.paged and ui.paged == ui.message):
        return True
    count = len(pages(ui.message, width, rows, _more(ui)))
    return ui.page % count == count - 1


def _more(ui: GameUI) -> str:
    """How a page of the paged message ends: the key that turns it (the tip key unless
    `GameUI.pager` names another)."""
    return f"({ui.pager}: more)" if ui.pager else MORE


def more_at(spans: Sequence[Span], ui: GameUI, y: int, x: int) -> str | None:
    """The key that shows the rest of a cut message when (y, x) is on its `(t: more)`
    among the game screen's `spans` (a click there does what the key does), or None."""
    for marker, key in ((_more(ui), ui.pager or _TIP_KEY), (MORE, _TIP_KEY)):
        for span in spans:
            start = span.text.find(marker) if span.y == y else -1
            if start >= 0 and span.x + start <= x < span.x + start + len(marker):
                return key
    return None


def _message_overflow(game: Game, ui: GameUI, layout: Layout) -> str:
    """The second line of a long message during play where there is one message row (it
    takes the footer's place)."""
    if ui.confirm or game.is_over or not ui.message or layout.message_rows > 1:
        return ""
    lines = message_lines(ui, layout.width)
    return lines[1] if len(lines) > 1 else ""


def footer_spans(game: Game, ui: GameUI, layout: Layout) -> list[Span]:
    """The keys that matter now (or words that take their row)."""
    y = layout.footer_row
    words = _footer_words(game, ui, layout)
    if words is not None:
        return centred(y, words[0], words[1], layout.width)
    pairs = _footer_pairs(game, ui, layout)
    return key_hints(pairs, y, layout.width, _first_to_go(pairs))


def _footer_words(game: Game, ui: GameUI, layout: Layout) -> tuple[str, Style] | None:
    """What the footer says instead of keys during play: a long message's second line;
    None when it shows keys."""
    if ui.confirm:
        lines, on_footer = question_plan(ui, layout)
        return (lines[-1], Style.ERROR) if on_footer else None
    overflow = _message_overflow(game, ui, layout)
    if overflow:
        return overflow, Style.ERROR if ui.is_error else Style.MESSAGE
    return None


def _footer_pairs(game: Game, ui: GameUI, layout: Layout) -> Sequence[tuple[str, str]]:
    """The key hints the footer shows when it shows keys."""
    if ui.confirm:
        return keymap.CONFIRM_KEYS
    if game.is_over:
        pairs = ((keymap.UNDO_KEY,) if game.can_undo else ()) + END_KEYS
        return pairs
    if game.is_paused:
        return PAUSED_KEYS
    return keymap.MARKS_FOOTER_KEYS if game.marks else keymap.FOOTER_KEYS


def _first_to_go(pairs: Sequence[tuple[str, str]]) -> Sequence[str]:
    """The hints that go first where `pairs` do not fit (help stays longest in play)."""
    return FIRST_TO_GO if pairs in (keymap.FOOTER_KEYS, keymap.MARKS_FOOTER_KEYS) else ()


def footer_key_at(game: Game, ui: GameUI, layout: Layout, y: int, x: int) -> str | None:
    """The key whose hint the footer shows at (y, x), as a key press names it (a click
    there does what the key does), or None; a question's own "(y/n)" answers too."""
    if ui.confirm and y == layout.message_row and not question_plan(ui, layout)[1]:
        return answer_at(question_plan(ui, layout)[0][-1], layout.width, x)  # its "(y/n)"
    words = _footer_words(game, ui, layout) if y == layout.footer_row else ("", Style.TEXT)
    if words is not None:  # not the footer, or words instead of keys: a question's "(y/n)"?
        return answer_at(words[0], layout.width, x) if ui.confirm else None
    pairs = _footer_pairs(game, ui, layout)
    return key_at(pairs, layout.width, x, _first_to_go(pairs))


def points_to_help(game: Game, ui: GameUI, layout: Layout) -> bool:
    """Whether the end of a game sends the player to help for its ID (no room for it)."""
    plan = end_plan(game, ui, layout)
    return any(text.endswith(ID_POINTERS) for text, _ in (*plan.above, plan.summary))


def _caption_fits(layout: Layout, caption: str) -> bool:
    """Whether `caption` goes on the bottom border: it fits there, and the border does not
    say how many rows lie below (a board taller than the view may)."""
    return layout.view_rows >= layout.rows and len(caption) + 4 <= layout.box_width - 2


def caption_spans(game: Game, ui: GameUI, layout: Layout) -> list[Span]:
    """The game ID on the bottom border of a finished game, when it fits there."""
    caption = game_id_caption(ui.game_id)
    if not (game.is_over and ui.game_id and _caption_fits(layout, caption)):
        return []
    bottom = layout.top + layout.box_height - 1
    x = layout.left + (layout.box_width - len(caption) - 2) // 2
    return [Span(bottom, x, f" {caption} ", Style.DIM)]
