"""The old home of the drawing code, kept only while callers move to `tui.draw` and
`tui.state`; it is deleted once nothing imports it."""

from __future__ import annotations

from ..engine import Params
from .draw import layout as _layout
from .draw.board import (
    board_spans,
    border_spans,
    cell_look,
    cell_span,
    chance_glyph,
    paused_spans,
)
from .draw.form import (
    FORM_FIELDS,
    FORM_HEIGHT,
    form_field_at,
    form_fits,
    form_origin,
    form_spans,
)
from .draw.game import (
    game_spans,
)
from .draw.help import (
    HELP_BACK,
    HelpPage,
    help_page,
    help_spans,
)
from .draw.layout import (
    BOTTOM_ROWS,
    HEADER_ROWS,
    MAX_GAP,
    MIN_VIEW_COLS,
    MIN_VIEW_ROWS,
    MIN_WIDTH,
    Layout,
    box_width,
    cell_at,
    choose_layout,
    is_in_view,
    needed_size,
)
from .draw.menu import (
    LEVEL_ITEMS,
    MENU_ITEMS,
    MENU_LABEL_WIDTH,
    MENU_WIDTH,
    NO_GUESS_LABEL,
    RESUME_ITEM,
    TAIL_ITEMS,
    MenuItem,
    menu_fits,
    menu_height,
    menu_item_at,
    menu_item_y,
    menu_items,
    menu_origin,
    menu_spans,
    menu_width,
    no_guess_item,
    resume_detail,
)
from .draw.scores import (
    SCORES_HEIGHT,
    SCORES_WIDTH,
    scores_fits,
    scores_spans,
)
from .draw.status import (
    END_KEYS,
    HELP_FOR_ID,
    PAUSED_KEYS,
    STATE_WORDS,
    EndPlan,
    caption_spans,
    confirm_text,
    end_plan,
    end_summary,
    footer_spans,
    header_spans,
    message_lines,
    message_spans,
    state_words,
)
from .draw.text import (
    key_hints,
    too_small_spans,
    wrap_text,
)
from .draw.theme import (
    ASCII,
    NUMBER_STYLES,
    UNICODE,
    Glyphs,
    Span,
    Style,
    tile_glyph,
)
from .state import (
    Form,
    GameUI,
)

__all__ = [
    "Params",
    "board_spans",
    "border_spans",
    "cell_look",
    "cell_span",
    "chance_glyph",
    "paused_spans",
    "form_field_at",
    "FORM_FIELDS",
    "form_fits",
    "FORM_HEIGHT",
    "form_origin",
    "form_spans",
    "game_spans",
    "HELP_BACK",
    "help_page",
    "help_spans",
    "HelpPage",
    "BOTTOM_ROWS",
    "box_width",
    "cell_at",
    "centre",
    "choose_layout",
    "follow",
    "HEADER_ROWS",
    "is_in_view",
    "Layout",
    "MAX_GAP",
    "MIN_VIEW_COLS",
    "MIN_VIEW_ROWS",
    "MIN_WIDTH",
    "needed_size",
    "LEVEL_ITEMS",
    "menu_fits",
    "menu_height",
    "menu_item_at",
    "menu_item_y",
    "MENU_ITEMS",
    "menu_items",
    "MENU_LABEL_WIDTH",
    "menu_origin",
    "menu_spans",
    "MENU_WIDTH",
    "menu_width",
    "MenuItem",
    "no_guess_item",
    "NO_GUESS_LABEL",
    "resume_detail",
    "RESUME_ITEM",
    "TAIL_ITEMS",
    "scores_fits",
    "SCORES_HEIGHT",
    "scores_spans",
    "SCORES_WIDTH",
    "caption_spans",
    "confirm_text",
    "END_KEYS",
    "end_plan",
    "end_summary",
    "EndPlan",
    "footer_spans",
    "header_spans",
    "HELP_FOR_ID",
    "message_lines",
    "message_spans",
    "PAUSED_KEYS",
    "STATE_WORDS",
    "state_words",
    "key_hints",
    "too_small_spans",
    "wrap_text",
    "ASCII",
    "Glyphs",
    "NUMBER_STYLES",
    "Span",
    "Style",
    "tile_glyph",
    "UNICODE",
    "Form",
    "GameUI",
]



def follow(ui: GameUI, layout: Layout) -> bool:
    """The old mutating form of `draw.layout.follow`: scrolls `ui`; True if the view moved."""
    return ui.scroll_to(_layout.follow(ui, layout))


def centre(ui: GameUI, layout: Layout) -> None:
    """The old mutating form of `draw.layout.centre`: scrolls `ui`."""
    ui.scroll_to(_layout.centre(ui, layout))
