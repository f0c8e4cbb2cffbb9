"""State -> what to draw: pure functions that return spans, testable without curses.

A span is a piece of text at a screen position with a symbolic style; `app.py` maps the
styles to curses attributes and writes the spans. Drawing one cell costs one span, so a key
press draws only the cells it changed (plus the header and the cursor).
"""

from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from ..engine import Coord, Game, Level, Params, Status, Tile
from ..records import Best, Stats, rate_text
from . import keymap


class Style(enum.Enum):
    """What a piece of text is; app.py turns it into colour and attributes."""

    TEXT = "text"
    TITLE = "title"
    HEADER = "header"
    COUNTER = "counter"
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"
    DIM = "dim"
    BORDER = "border"
    EDGE = "edge"
    CLOSED = "closed"
    EMPTY = "empty"
    N1 = "1"
    N2 = "2"
    N3 = "3"
    N4 = "4"
    N5 = "5"
    N6 = "6"
    N7 = "7"
    N8 = "8"
    FLAG = "flag"
    MARK = "mark"
    MINE = "mine"
    EXPLODED = "exploded"
    WRONG_FLAG = "wrong flag"
    MESSAGE = "message"
    ERROR = "error"
    KEY = "key"
    SELECTED = "selected"
    HIGHLIGHT = "highlight"  # a tip's cell and the numbers that prove it
    CHANCE = "chance"  # a closed cell's mine probability in the overlay
    CHANCE_SAFE = "chance safe"
    CHANCE_MINE = "chance mine"
    ASSISTED = "assisted"


NUMBER_STYLES = (Style.EMPTY, Style.N1, Style.N2, Style.N3, Style.N4,
                 Style.N5, Style.N6, Style.N7, Style.N8)


@dataclass(frozen=True)
class Span:
    """Text at (y, x) in one style; `reverse` marks the cursor or a selection."""

    y: int
    x: int
    text: str
    style: Style = Style.TEXT
    reverse: bool = False


@dataclass(frozen=True)
class Glyphs:
    """The characters used to draw; one cell wide each."""

    closed: str
    empty: str
    flag: str
    mark: str
    mine: str
    exploded: str
    wrong_flag: str
    horizontal: str
    vertical: str
    top_left: str
    top_right: str
    bottom_left: str
    bottom_right: str
    up: str
    down: str
    left: str
    right: str
    dot: str


UNICODE = Glyphs(
    closed="■", empty="·", flag="⚑", mark="?", mine="✹", exploded="✹", wrong_flag="✗",
    horizontal="─", vertical="│", top_left="┌", top_right="┐", bottom_left="└",
    bottom_right="┘", up="▲", down="▼", left="◀", right="▶", dot="·",
)
ASCII = Glyphs(
    closed="#", empty=".", flag="F", mark="?", mine="*", exploded="X", wrong_flag="x",
    horizontal="-", vertical="|", top_left="+", top_right="+", bottom_left="+",
    bottom_right="+", up="^", down="v", left="<", right=">", dot="-",
)


def tile_glyph(tile: Tile, glyphs: Glyphs) -> tuple[str, Style]:
    """The one place that turns a tile into a character and a style."""
    count = tile.count
    if count is not None:
        return (glyphs.empty if count == 0 else str(count)), NUMBER_STYLES[count]
    if tile is Tile.CLOSED:
        return glyphs.closed, Style.CLOSED
    if tile is Tile.FLAG:
        return glyphs.flag, Style.FLAG
    if tile is Tile.MARK:
        return glyphs.mark, Style.MARK
    if tile is Tile.MINE:
        return glyphs.mine, Style.MINE
    if tile is Tile.EXPLODED:
        return glyphs.exploded, Style.EXPLODED
    return glyphs.wrong_flag, Style.WRONG_FLAG


# Screen rows: the header on top, then the board box, a message line and the footer.
HEADER_ROWS = 1
BOTTOM_ROWS = 2
MIN_WIDTH = 34
MIN_VIEW_ROWS = 3
MIN_VIEW_COLS = 5
# Blank rows at most between the header and the box, and between the box and the message:
# on a tall terminal the screen keeps together, centred, rather than spread to its edges.
MAX_GAP = 8


@dataclass(frozen=True)
class Layout:
    """Where the board goes on a height x width screen and how much of it shows."""

    height: int
    width: int
    cell_width: int
    view_rows: int
    view_cols: int
    top: int  # y of the box's top border
    left: int  # x of the box's left border
    rows: int
    cols: int
    header_y: int = 0
    footer_y: int = -1  # -1: the last row

    @property
    def footer_row(self) -> int:
        return self.height - 1 if self.footer_y < 0 else self.footer_y

    @property
    def message_row(self) -> int:
        return self.footer_row - 1

    @property
    def box_height(self) -> int:
        return self.view_rows + 2

    @property
    def box_width(self) -> int:
        return box_width(self.view_cols, self.cell_width)

    @property
    def board_y(self) -> int:
        return self.top + 1

    @property
    def board_x(self) -> int:
        return self.left + 1

    @property
    def scrolls(self) -> bool:
        return self.view_rows < self.rows or self.view_cols < self.cols


def box_width(view_cols: int, cell_width: int) -> int:
    """Borders plus cells; two-wide cells get one more column so the box is symmetric."""
    return 2 + view_cols * cell_width + (1 if cell_width == 2 else 0)


def needed_size(rows: int, cols: int) -> tuple[int, int]:
    """The smallest (width, height) that can show a rows x cols board, scrolling."""
    width = max(MIN_WIDTH, box_width(min(cols, MIN_VIEW_COLS), 2))
    height = HEADER_ROWS + BOTTOM_ROWS + 2 + min(rows, MIN_VIEW_ROWS)
    return width, height


def choose_layout(height: int, width: int, rows: int, cols: int) -> Layout | None:
    """The layout for a screen, or None when the screen is too small even to scroll."""
    need_width, need_height = needed_size(rows, cols)
    if width < need_width or height < need_height:
        return None
    cell_width = 3 if box_width(cols, 3) <= width else 2
    space_rows = height - HEADER_ROWS - BOTTOM_ROWS
    view_rows = min(rows, space_rows - 2)
    view_cols = min(cols, (width - box_width(0, cell_width)) // cell_width)
    box_w = box_width(view_cols, cell_width)
    free = max(0, space_rows - view_rows - 2)
    above = min(free // 2, MAX_GAP)
    below = min(free - free // 2, MAX_GAP)
    header_y = (height - (HEADER_ROWS + above + view_rows + 2 + below + BOTTOM_ROWS)) // 2
    top = header_y + HEADER_ROWS + above
    footer_y = top + view_rows + 2 + below + BOTTOM_ROWS - 1
    left = max(0, (width - box_w) // 2)
    return Layout(height, width, cell_width, view_rows, view_cols, top, left, rows, cols,
                  header_y, footer_y)


@dataclass
class GameUI:
    """What the screen adds to a game: cursor, scroll position, a message, a prompt."""

    cursor: Coord = Coord(0, 0)
    top: int = 0
    left: int = 0
    message: str = ""
    is_error: bool = False
    confirm: str = ""
    # A tip's cell and its numbers, drawn apart until the next key; the overlay's mine
    # probabilities by flat index (None: the overlay is off).
    highlight: frozenset[Coord] = frozenset()
    overlay: dict[int, float] | None = None
    rank: int | None = None  # the best-times rank a win earned
    game_id: str = ""  # shown once the game is over


def follow(ui: GameUI, layout: Layout) -> bool:
    """Scroll just enough to keep the cursor in view; True if the view moved."""
    row, col = ui.cursor
    top = min(max(ui.top, row - layout.view_rows + 1), row)
    left = min(max(ui.left, col - layout.view_cols + 1), col)
    top = max(0, min(top, layout.rows - layout.view_rows))
    left = max(0, min(left, layout.cols - layout.view_cols))
    moved = (top, left) != (ui.top, ui.left)
    ui.top, ui.left = top, left
    return moved


def is_in_view(ui: GameUI, layout: Layout) -> bool:
    """Whether the cursor shows with the current scroll position."""
    row, col = ui.cursor
    return ui.top <= row < ui.top + layout.view_rows and ui.left <= col < ui.left + layout.view_cols


def centre(ui: GameUI, layout: Layout) -> None:
    """Scroll so that the cursor is in the middle of the view, as far as the board allows."""
    row, col = ui.cursor
    ui.top = max(0, min(row - layout.view_rows // 2, layout.rows - layout.view_rows))
    ui.left = max(0, min(col - layout.view_cols // 2, layout.cols - layout.view_cols))


def cell_at(layout: Layout, ui: GameUI, y: int, x: int) -> Coord | None:
    """The board cell under a screen position (for the mouse), or None."""
    row = y - layout.board_y
    offset = x - layout.board_x
    if not (0 <= row < layout.view_rows and 0 <= offset < layout.view_cols * layout.cell_width):
        return None
    return Coord(ui.top + row, ui.left + offset // layout.cell_width)


def cell_span(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs, coord: Coord) -> Span | None:
    """The span of one board cell, or None when it is scrolled out of view."""
    row, col = coord[0] - ui.top, coord[1] - ui.left
    if not (0 <= row < layout.view_rows and 0 <= col < layout.view_cols):
        return None
    text, style = cell_look(game, ui, coord, game.tile(coord), glyphs, layout.cell_width)
    cursor = coord == ui.cursor and not game.is_over
    return Span(layout.board_y + row, layout.board_x + col * layout.cell_width, text, style, cursor)


def chance_glyph(probability: float) -> tuple[str, Style]:
    """A mine probability in one character: 0 safe, 1-9 tenths, ! a mine.

    Rounded to the nearest tenth, but never to 0 or 10 unless certain: 0 and ! are proofs.
    """
    if probability <= 0.0:
        return "0", Style.CHANCE_SAFE
    if probability >= 1.0:
        return "!", Style.CHANCE_MINE
    return str(min(9, max(1, round(probability * 10)))), Style.CHANCE


def cell_look(game: Game, ui: GameUI, coord: Coord, tile: Tile, glyphs: Glyphs,
              width: int) -> tuple[str, Style]:
    """The text and style of one cell, with the overlay and a tip's highlight."""
    if not game.is_over:
        chance: tuple[str, Style] | None = None
        if ui.overlay is not None and tile is Tile.CLOSED:
            probability = ui.overlay.get(coord[0] * game.cols + coord[1])
            if probability is not None:
                chance = chance_glyph(probability)
        if coord in ui.highlight:
            glyph = chance[0] if chance is not None else tile_glyph(tile, glyphs)[0]
            # Brackets show without colour; two-wide cells have room for one mark only.
            return ("[" + glyph if width == 2 else "[" + glyph + "]"), Style.HIGHLIGHT
        if chance is not None:
            glyph, style = chance
            return (" " + glyph if width == 2 else " " + glyph + " "), style
    glyph, style = tile_glyph(tile, glyphs)
    return (" " + glyph if width == 2 else " " + glyph + " "), style


def board_spans(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs) -> list[Span]:
    """Every visible cell: the cost grows with the view, not with the board.

    Neighbouring cells of one style go out as one span, so a mostly closed or mostly open
    view is a few dozen writes rather than one per cell.
    """
    spans: list[Span] = []
    width = layout.cell_width
    looks: dict[Tile, tuple[str, Style]] = {}
    cursor = None if game.is_over else ui.cursor
    tile = game.tile
    special = not game.is_over and (ui.overlay is not None or bool(ui.highlight))
    for offset in range(layout.view_rows):
        row = ui.top + offset
        y = layout.board_y + offset
        cells: list[tuple[str, Style, bool]] = []
        for col in range(ui.left, ui.left + layout.view_cols):
            coord = Coord(row, col)
            seen = tile(coord)
            look: tuple[str, Style] | None
            if special and (seen is Tile.CLOSED or coord in ui.highlight):
                look = cell_look(game, ui, coord, seen, glyphs, width)
            else:
                look = looks.get(seen)
                if look is None:
                    glyph, style = tile_glyph(seen, glyphs)
                    look = looks[seen] = (" " + glyph if width == 2 else " " + glyph + " ", style)
            cells.append((look[0], look[1], coord == cursor))
        x = layout.board_x
        for (style, reverse), group in itertools.groupby(cells, key=lambda cell: cell[1:]):
            text = "".join(cell[0] for cell in group)
            spans.append(Span(y, x, text, style, reverse))
            x += len(text)
        if width == 2:
            spans.append(Span(y, x, " "))
    return spans


def _label(text: str, fill: str, width: int) -> str:
    """`text` centred in a run of `fill` of exactly `width` characters."""
    if len(text) + 2 > width:
        return fill * width
    before = (width - len(text)) // 2
    return fill * before + text + fill * (width - before - len(text))


def border_spans(ui: GameUI, layout: Layout, glyphs: Glyphs) -> list[Span]:
    """The box around the board; a side with more board beyond it says so."""
    inner = layout.box_width - 2
    above = ui.top
    below = layout.rows - ui.top - layout.view_rows
    hidden_left = ui.left
    hidden_right = layout.cols - ui.left - layout.view_cols
    spans = []
    top_text = _label(f" {glyphs.up} {above} more {glyphs.up} ", glyphs.horizontal, inner)
    bottom_text = _label(f" {glyphs.down} {below} more {glyphs.down} ", glyphs.horizontal, inner)
    spans.append(Span(layout.top, layout.left, glyphs.top_left, Style.BORDER))
    spans.append(Span(layout.top, layout.left + 1, top_text if above else glyphs.horizontal * inner,
                      Style.EDGE if above else Style.BORDER))
    spans.append(Span(layout.top, layout.left + inner + 1, glyphs.top_right, Style.BORDER))
    bottom = layout.top + layout.box_height - 1
    spans.append(Span(bottom, layout.left, glyphs.bottom_left, Style.BORDER))
    spans.append(Span(bottom, layout.left + 1, bottom_text if below else glyphs.horizontal * inner,
                      Style.EDGE if below else Style.BORDER))
    spans.append(Span(bottom, layout.left + inner + 1, glyphs.bottom_right, Style.BORDER))
    label = len(f" {glyphs.up} {above} more {glyphs.up} ")
    label = label if above and label + 2 <= inner else 0
    spans += _side_counts(layout, inner, label, hidden_left, hidden_right, glyphs)
    for row in range(layout.view_rows):
        y = layout.board_y + row
        if hidden_left:
            spans.append(Span(y, layout.left, glyphs.left, Style.EDGE))
        else:
            spans.append(Span(y, layout.left, glyphs.vertical, Style.BORDER))
        if hidden_right:
            spans.append(Span(y, layout.left + inner + 1, glyphs.right, Style.EDGE))
        else:
            spans.append(Span(y, layout.left + inner + 1, glyphs.vertical, Style.BORDER))
    return spans


def _side_counts(layout: Layout, inner: int, label: int, hidden_left: int, hidden_right: int,
                 glyphs: Glyphs) -> list[Span]:
    """Columns beyond the left and right sides, at the ends of the top border, each where it
    leaves a gap to the centred label (`label` wide, 0 for none)."""
    start = (inner - label) // 2
    spans = []
    if hidden_left:
        text = f" {glyphs.left} {hidden_left} "
        if len(text) < start:
            spans.append(Span(layout.top, layout.left + 1, text, Style.EDGE))
    if hidden_right:
        text = f" {hidden_right} {glyphs.right} "
        if len(text) < inner - start - label:
            spans.append(Span(layout.top, layout.left + 1 + inner - len(text), text, Style.EDGE))
    return spans


def paused_spans(layout: Layout) -> list[Span]:
    """The board hidden behind a notice while the game is paused."""
    inner = layout.box_width - 2
    spans = [Span(layout.board_y + row, layout.board_x, " " * inner)
             for row in range(layout.view_rows)]
    notice = "Paused: p to resume"
    if len(notice) > inner:
        notice = "Paused"
    y = layout.board_y + (layout.view_rows - 1) // 2
    spans.append(Span(y, layout.board_x + max(0, (inner - len(notice)) // 2), notice[:inner],
                      Style.TITLE))
    return spans


STATE_WORDS = {
    Status.NOT_STARTED: (":-)", "Ready", Style.PLAYING),
    Status.PLAYING: (":-)", "Playing", Style.PLAYING),
    Status.WON: ("B-)", "Won", Style.WON),
    Status.LOST: ("X-(", "Lost", Style.LOST),
}


def state_words(game: Game) -> tuple[str, Style]:
    """The face and word for where the game stands."""
    if game.is_paused:
        return "-_- Paused", Style.PLAYING
    face, word, style = STATE_WORDS[game.status]
    return f"{face} {word}", style


def header_spans(game: Game, title: str, width: int, assisted: bool = False, y: int = 0
                 ) -> list[Span]:
    """Mines left, state, whole seconds, the level and `Assisted`, centred on row y.

    When the row is narrow the gaps close, then the title shortens (its `, ...` parts
    first) or goes; then the state keeps only its face. Mines, Time and Assisted stay.
    """
    state, state_style = state_words(game)
    mines = (f"Mines {game.mines_left:>3}", Style.COUNTER)
    clock = (f"Time {int(game.elapsed):>3}", Style.COUNTER)
    tail = [("Assisted", Style.ASSISTED)] if assisted else []
    parts: list[tuple[str, Style]] = []
    gap = " "
    for gap, state_text, with_title in (("   ", state, "whole"), (" ", state, "short"),
                                        (" ", state, ""), (" ", state.split()[0], "")):
        fixed = [mines, (state_text, state_style), clock]
        parts = fixed + tail
        room = width - _joined_length(parts, gap)
        if not with_title:
            if room >= 0:
                break
            continue
        short = _short_title(title, room - len(gap)) if title else ""
        if with_title == "whole" and short != title:
            continue
        if short:
            parts = fixed + [(short, Style.HEADER)] + tail
            break
        if not title and room >= 0:
            break
    total = _joined_length(parts, gap)
    x = max(0, (width - total) // 2)
    spans = [Span(y, 0, " " * width, Style.HEADER)]
    for index, (text, style) in enumerate(parts):
        if index:
            x += len(gap)
        spans.append(Span(y, x, text, style))
        x += len(text)
    return _clip(spans, width)


def _joined_length(parts: Sequence[tuple[str, Style]], gap: str) -> int:
    return sum(len(text) for text, _ in parts) + len(gap) * (len(parts) - 1)


def _short_title(title: str, room: int) -> str:
    """`title` in at most `room` characters: whole, without its trailing `, ...` parts,
    or cut with `..`; empty when even that does not fit (four characters)."""
    if len(title) <= room:
        return title
    pieces = title.split(", ")
    while len(pieces) > 1:
        pieces.pop()
        if len(", ".join(pieces)) <= room:
            return ", ".join(pieces)
    if room >= 4:
        return title[: room - 2].rstrip() + ".."
    return ""


def end_summary(game: Game, rank: int | None = None, width: int = 0) -> str:
    """The end-of-game line: time, and for a win the 3BV, 3BV/s and a new best time's rank.

    With `width`, the first wording that fits: every figure stays whole on a narrow screen.
    """
    seconds = game.elapsed
    if game.status is Status.WON:
        field = game.minefield
        assert field is not None
        three_bv, rate = field.three_bv, rate_text(field.three_bv, seconds)
        best = f"  New best time: #{rank}!" if rank is not None else ""
        short_best = f" Best #{rank}!" if rank is not None else ""
        wordings = [
            f"You won in {seconds:.2f} s.  3BV {three_bv}  3BV/s {rate}{best}",
            f"Won {seconds:.2f} s  3BV {three_bv}  {rate}/s{short_best}",
            f"Won {seconds:.2f} s{short_best}",
            f"{seconds:.1f} s",
        ]
    else:
        wordings = [f"Boom! You lost after {int(seconds)} s.", f"Lost, {int(seconds)} s",
                    "Lost"]
    return next((text for text in wordings if not width or len(text) <= width), wordings[-1])


END_KEYS = (("n", "new game"), ("r", "replay"), ("e", "export"), ("Esc", "menu"),
            ("q", "quit"))
PAUSED_KEYS = (("p", "resume"), ("?", "help"), ("Esc", "menu"), ("q", "quit"))


def key_hints(pairs: Sequence[tuple[str, str]], y: int, width: int) -> list[Span]:
    """A centred row of `key action` hints; where they do not fit, the ones before the last
    go (the last is how to leave), so that no hint is ever cut in two."""
    pieces: list[tuple[str, str]] = list(pairs)

    def length(pieces: list[tuple[str, str]]) -> int:
        return sum(len(key) + 1 + len(action) for key, action in pieces) + 2 * (len(pieces) - 1)

    while len(pieces) > 1 and length(pieces) > width:
        del pieces[-2]
    text_len = length(pieces)
    x = max(0, (width - text_len) // 2)
    spans = [Span(y, 0, " " * width)]
    for index, (key, action) in enumerate(pieces):
        if index:
            x += 2
        spans.append(Span(y, x, key, Style.KEY))
        x += len(key) + 1
        spans.append(Span(y, x, action, Style.DIM))
        x += len(action)
    return _clip(spans, width)


def confirm_text(question: str, width: int) -> str:
    """A y/n question that fits: the full one, or its first sentence, or a cut one."""
    if len(question) <= width:
        return question
    short = question.split("?")[0] + "? (y/n)"
    if len(short) <= width:
        return short
    return question[: max(0, width - 9)].rstrip() + "... (y/n)"


def message_spans(game: Game, ui: GameUI, layout: Layout) -> list[Span]:
    """The line above the footer: a question, a refusal, or the end of game."""
    y = layout.message_row
    spans: list[Span] = []
    if game.is_over and not ui.confirm:
        return _end_spans(game, ui, layout)
    if ui.confirm:
        text, style = confirm_text(ui.confirm, layout.width), Style.ERROR
    elif ui.message:
        text = message_lines(ui.message, layout.width)[0]
        style = Style.ERROR if ui.is_error else Style.MESSAGE
    else:
        text, style = "", Style.TEXT
    return spans + _centred(y, text, style, layout.width)


@dataclass(frozen=True)
class EndPlan:
    """Where the end of a game puts its words: rows between the box and the summary line
    (`above`, bottom-aligned), the summary line itself, and the footer (`footer`: a note's
    last line, or "" for the keys)."""

    above: list[tuple[str, Style]]
    summary: tuple[str, Style]
    footer: tuple[str, Style] = ("", Style.TEXT)


HELP_FOR_ID = "game ID: see help (?)"


def end_plan(game: Game, ui: GameUI, layout: Layout) -> EndPlan:
    """The summary, a note if any (results not kept...) wrapped over the free rows above the
    summary, and the game ID: on the border, on free rows (wrapped if need be), after the
    summary, or a pointer to help where there is no room.

    A note too long for the free rows takes the summary line and the footer as well, as a
    long message does during play (the next key brings them back).
    """
    width = layout.width
    free = max(0, layout.message_row - (layout.top + layout.box_height))
    summary = end_summary(game, ui.rank, width)
    style = Style.WON if game.status is Status.WON else Style.LOST
    note_style = Style.ERROR if ui.is_error else Style.MESSAGE
    notes = wrap_text(ui.message, width) if ui.message else []
    if len(notes) > free:
        notes = wrap_text(ui.message, width, free + 2)
        above = [(line, note_style) for line in notes[:free]]
        rest = notes[free:] + [""]
        footer = (rest[1], note_style) if rest[1] else ("", Style.TEXT)
        return EndPlan(above, (rest[0], note_style), footer)
    above = [(line, note_style) for line in notes]
    room = free - len(above)
    game_id = f"Game ID {ui.game_id}" if ui.game_id else ""
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
            for pointer in (HELP_FOR_ID, "ID: see help (?)", "ID: help (?)"):
                if len(summary) + 3 + len(pointer) <= width:
                    summary += "   " + pointer
                    break
    return EndPlan(above, (summary, style))


def _end_spans(game: Game, ui: GameUI, layout: Layout) -> list[Span]:
    """The end of a game as `end_plan` places it; the other free rows are cleared."""
    plan = end_plan(game, ui, layout)
    y = layout.message_row
    first_free = layout.top + layout.box_height
    spans: list[Span] = []
    for row in range(first_free, y):
        index = row - (y - len(plan.above))
        text, style = plan.above[index] if index >= 0 else ("", Style.TEXT)
        spans += _centred(row, text, style, layout.width)
    return spans + _centred(y, *plan.summary, layout.width)


def wrap_text(text: str, width: int, max_lines: int = 0) -> list[str]:
    """`text` cut at spaces into lines of at most `width`; a word longer than a line is
    broken. With `max_lines`, the last line kept ends in `...` when text is left over."""
    if width <= 0:
        return []
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
            continue
        if len(word) > width:
            if lines and len(lines[-1]) + 2 <= width:  # fill the line, then go on below
                room = width - len(lines[-1]) - 1
                lines[-1] += " " + word[:room]
                word = word[room:]
            while word:
                lines.append(word[:width])
                word = word[width:]
        else:
            lines.append(word)
    if max_lines and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = (lines[-1][: max(0, width - 3)].rstrip() + "...")[:width]
    return lines


def message_lines(text: str, width: int) -> list[str]:
    """A message in at most two lines of `width` (the second may end in ...)."""
    return wrap_text(text, width, 2) or [""]


def _message_overflow(game: Game, ui: GameUI, layout: Layout) -> str:
    """The second line of a long message during play (it takes the footer's place)."""
    if ui.confirm or game.is_over or not ui.message:
        return ""
    lines = message_lines(ui.message, layout.width)
    return lines[1] if len(lines) > 1 else ""


def footer_spans(game: Game, ui: GameUI, layout: Layout) -> list[Span]:
    """The keys that matter now."""
    y = layout.footer_row
    if game.is_over and not ui.confirm and ui.message:
        text, style = end_plan(game, ui, layout).footer
        if text:
            return _centred(y, text, style, layout.width)
    overflow = _message_overflow(game, ui, layout)
    if overflow:
        return _centred(y, overflow, Style.ERROR if ui.is_error else Style.MESSAGE, layout.width)
    if ui.confirm:
        pairs: Sequence[tuple[str, str]] = (("y", "yes"), ("n", "no"))
    elif game.is_over:
        pairs = END_KEYS
    elif game.is_paused:
        pairs = PAUSED_KEYS
    else:
        pairs = keymap.FOOTER_KEYS
    return key_hints(pairs, y, layout.width)


def _caption_fits(layout: Layout, caption: str) -> bool:
    return len(caption) + 4 <= layout.box_width - 2


def caption_spans(game: Game, ui: GameUI, layout: Layout) -> list[Span]:
    """The game ID on the bottom border of a finished game, when it fits there."""
    caption = f"Game ID {ui.game_id}"
    if not (game.is_over and ui.game_id and _caption_fits(layout, caption)):
        return []
    bottom = layout.top + layout.box_height - 1
    x = layout.left + (layout.box_width - len(caption) - 2) // 2
    return [Span(bottom, x, f" {caption} ", Style.DIM)]


def game_spans(game: Game, ui: GameUI, layout: Layout, glyphs: Glyphs, title: str,
               assisted: bool = False) -> list[Span]:
    """The whole game screen."""
    spans = header_spans(game, title, layout.width, assisted, layout.header_y)
    spans += border_spans(ui, layout, glyphs)
    spans += caption_spans(game, ui, layout)
    spans += paused_spans(layout) if game.is_paused else board_spans(game, ui, layout, glyphs)
    spans += message_spans(game, ui, layout)
    spans += footer_spans(game, ui, layout)
    return spans


def too_small_spans(height: int, width: int, need: tuple[int, int]) -> list[Span]:
    """Asks for a bigger terminal, wrapped to fit even a very small one; shorter forms on a
    tiny one, so that what shows is whole. Keys other than q wait for a bigger screen."""
    need_text = f"(need {need[0]} x {need[1]})"
    # The size is one piece when it fits: "(need 34" over "x 8)" reads badly.
    candidates = [
        ["Enlarge", "the", "terminal", need_text],
        ["Enlarge", "the", "terminal"] + need_text.split(),
        ["Enlarge", "to", f"{need[0]}x{need[1]}"],
        [f"{need[0]}x{need[1]}"],
        ["Enlarge"],
        ["+"],
    ]
    lines: list[str] = []
    for words in candidates:
        lines = []
        for word in words:
            if lines and len(lines[-1]) + 1 + len(word) <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        if len(lines) <= height and all(len(line) <= width for line in lines):
            break
    hint = "q quits"
    if len(lines) + 2 <= height and len(hint) <= width:
        lines += ["", hint]
    top = max(0, (height - len(lines)) // 2)
    spans: list[Span] = []
    for index, line in enumerate(lines[:height]):
        style = Style.DIM if line == hint else Style.ERROR
        spans += _centred(top + index, line, style, width)
    return spans


def _centred(y: int, text: str, style: Style, width: int) -> list[Span]:
    text = text[:width]
    x = max(0, (width - len(text)) // 2)
    return [Span(y, 0, " " * width), Span(y, x, text, style)]


def _clip(spans: Iterable[Span], width: int) -> list[Span]:
    out = []
    for span in spans:
        if span.x >= width:
            continue
        out.append(Span(span.y, span.x, span.text[: width - span.x], span.style, span.reverse))
    return out


# The menu ------------------------------------------------------------------------------

@dataclass(frozen=True)
class MenuItem:
    key: str
    label: str
    detail: str


LEVEL_ITEMS: tuple[MenuItem, ...] = tuple(
    MenuItem(level.title[0].lower(), level.title,
             f"{level.params.rows} x {level.params.cols}, {level.params.mines} mines")
    for level in Level
) + (MenuItem("c", "Custom", "your own size"),)
RESUME_ITEM = MenuItem("r", "Resume", "")
NO_GUESS_LABEL = "No guess"
TAIL_ITEMS = (MenuItem("t", "Times", "best times, stats"), MenuItem("q", "Quit", ""))


def no_guess_item(on: bool) -> MenuItem:
    """The toggle for no-guess boards, saying where it stands."""
    return MenuItem("n", NO_GUESS_LABEL, "on: logic suffices" if on else "off: luck may count")


MENU_ITEMS: tuple[MenuItem, ...] = LEVEL_ITEMS + (no_guess_item(False),) + TAIL_ITEMS

MENU_WIDTH = 34
MENU_LABEL_WIDTH = 15  # "  Resume       ": the details start here


def resume_detail(params: Params, fixed: bool, no_guess: bool, elapsed: float) -> str:
    """A kept game for the menu, short and whole: `Beginner, 12 s`, `100x200x2000, 12 s`,
    `board, 12 s` (a board file or a shared game ID)."""
    if fixed:
        name = "board"
    else:
        level = Level.of(params)
        name = level.title if level is not None else \
            f"{params.rows}x{params.cols}x{params.mines}"
        if no_guess:
            name += ", no guess"
    return f"{name}, {int(elapsed)} s"


def menu_items(saved: str = "", no_guess: bool = False) -> tuple[MenuItem, ...]:
    """The menu's items; `Resume` first when there is a saved game (`saved` describes it)."""
    items = LEVEL_ITEMS + (no_guess_item(no_guess),) + TAIL_ITEMS
    if not saved:
        return items
    return (MenuItem(RESUME_ITEM.key, RESUME_ITEM.label, saved),) + items


def menu_height(items: Sequence[MenuItem]) -> int:
    """Rows the menu needs."""
    return len(items) + 6


def menu_width(width: int, items: Sequence[MenuItem] = MENU_ITEMS) -> int:
    """Columns of the menu block: wider than usual for a long detail, as the screen allows."""
    longest = max(MENU_LABEL_WIDTH + len(item.detail) + 1 for item in items)
    return max(MENU_WIDTH, min(width, longest))


def menu_fits(height: int, width: int, items: Sequence[MenuItem] = MENU_ITEMS) -> bool:
    """Whether the menu shows (otherwise the screen asks to be enlarged)."""
    return width >= MENU_WIDTH and height >= menu_height(items)


def menu_origin(height: int, width: int, items: Sequence[MenuItem] = MENU_ITEMS
                ) -> tuple[int, int]:
    """Top-left of the menu block."""
    return (max(0, (height - menu_height(items)) // 2),
            max(0, (width - menu_width(width, items)) // 2))


def menu_item_y(height: int, width: int, index: int,
                items: Sequence[MenuItem] = MENU_ITEMS) -> int:
    return menu_origin(height, width, items)[0] + 3 + index


def menu_item_at(height: int, width: int, y: int, x: int,
                 items: Sequence[MenuItem] = MENU_ITEMS) -> int | None:
    """The menu item under a screen position, or None."""
    if not menu_fits(height, width, items):
        return None
    top, left = menu_origin(height, width, items)
    index = y - top - 3
    if 0 <= index < len(items) and left <= x < left + menu_width(width, items):
        return index
    return None


def menu_spans(height: int, width: int, selected: int, message: str = "",
               items: Sequence[MenuItem] = MENU_ITEMS) -> list[Span]:
    """The start menu: a title, Resume when there is a saved game, the levels, and the rest;
    a message below the key hints, wrapped over the rows left."""
    if not menu_fits(height, width, items):
        return too_small_spans(height, width, (MENU_WIDTH, menu_height(items)))
    top, left = menu_origin(height, width, items)
    block = menu_width(width, items)
    spans = _centred(top, "M I N E S W E E P E R", Style.TITLE, width)
    for index, item in enumerate(items):
        y = menu_item_y(height, width, index, items)
        line = f"  {item.label:<{MENU_LABEL_WIDTH - 2}}{item.detail}"[:block]
        spans.append(Span(y, left, f"{line:<{block}}", Style.SELECTED if index == selected
                          else Style.TEXT, index == selected))
        spans.append(Span(y, left + 2, item.label[0], Style.KEY, index == selected))
    hint_y = top + 3 + len(items) + 1
    spans += key_hints((("arrows", "choose"), ("Enter", "start"), ("letter", "pick")), hint_y,
                       width)
    if message:
        for index, line in enumerate(wrap_text(message, width, max(1, height - hint_y - 1))):
            spans += _centred(hint_y + 1 + index, line, Style.ERROR, width)
    return spans


# Scores: statistics and best times -------------------------------------------------------

SCORES_HEIGHT = 19
SCORES_WIDTH = 48


def scores_fits(height: int, width: int) -> bool:
    return width >= SCORES_WIDTH and height >= SCORES_HEIGHT


def scores_spans(height: int, width: int, title: str, stats: Stats, best: Sequence[Best],
                 message: str = "") -> list[Span]:
    """One table's statistics and its ten best times."""
    if not scores_fits(height, width):
        return too_small_spans(height, width, (SCORES_WIDTH, SCORES_HEIGHT))
    top = max(0, (height - SCORES_HEIGHT) // 2)
    left = max(0, (width - SCORES_WIDTH) // 2)
    spans = _centred(top, f"Best times and statistics: {title}", Style.TITLE, width)
    average = f"{stats.average_ms / 1000:.1f} s" if stats.won else "-"
    lines = [
        f"Played {stats.played}   Won {stats.won} ({stats.win_rate:.0f}%)",
        f"Streak {stats.streak}   Longest {stats.longest}   Average win {average}",
    ]
    for index, line in enumerate(lines):
        spans += _centred(top + 2 + index, line, Style.TEXT, width)
    y = top + 5
    spans.append(Span(y, left, f"{'#':>3}  {'time':>8}  {'date':<10}  {'3BV':>4}  {'3BV/s':>6}",
                      Style.DIM))
    for rank, entry in enumerate(best, start=1):
        rate = rate_text(entry.three_bv, entry.ms / 1000)
        spans.append(Span(y + rank, left, f"{rank:>3}  {entry.ms / 1000:>7.1f}s  {entry.date:<10}"
                          f"  {entry.three_bv:>4}  {rate:>6}", Style.TEXT))
    if not best:
        spans.append(Span(y + 1, left, "  no wins yet: fair games only, no hints or replays",
                          Style.DIM))
    if message:
        spans += _centred(top + SCORES_HEIGHT - 2, message, Style.ERROR, width)
    spans += key_hints((("Left/Right", "level"), ("other keys", "back")),
                       top + SCORES_HEIGHT - 1, width)
    return _clip(spans, width)


# The custom-board form ------------------------------------------------------------------

FORM_FIELDS = ("Rows", "Columns", "Mines")
FORM_HEIGHT = 11


@dataclass
class Form:
    """The custom-board form: three numbers being typed, one of them selected."""

    values: list[str] = field(default_factory=lambda: ["20", "40", "150"])
    selected: int = 0
    error: str = ""


def form_origin(height: int, width: int) -> tuple[int, int]:
    return max(0, (height - FORM_HEIGHT) // 2), max(0, (width - MENU_WIDTH) // 2)


def form_field_at(height: int, width: int, y: int, x: int) -> int | None:
    """The form field under a screen position, or None."""
    top, left = form_origin(height, width)
    index = y - top - 2
    if 0 <= index < len(FORM_FIELDS) and left <= x < left + MENU_WIDTH:
        return index
    return None


def form_fits(height: int, width: int) -> bool:
    return width >= MENU_WIDTH and height >= FORM_HEIGHT


def form_spans(height: int, width: int, form: Form) -> list[Span]:
    """The custom-board form."""
    if not form_fits(height, width):
        return too_small_spans(height, width, (MENU_WIDTH, FORM_HEIGHT))
    top, left = form_origin(height, width)
    spans = _centred(top, "Custom board", Style.TITLE, width)
    for index, name in enumerate(FORM_FIELDS):
        y = top + 2 + index
        chosen = index == form.selected
        spans.append(Span(y, left, f"  {name:<10}", Style.TEXT))
        spans.append(Span(y, left + 12, f" {form.values[index]:<6}", Style.SELECTED if chosen
                          else Style.TEXT, chosen))
    spans += _centred(top + 6, "sides 1 to 1000, at least one safe cell", Style.DIM, width)
    if form.error:
        spans += _centred(top + 7, form.error, Style.ERROR, width)
    spans += key_hints((("Tab", "next"), ("Enter", "play"), ("Esc", "back")), top + 9, width)
    return spans


# Help -----------------------------------------------------------------------------------

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


HELP_BACK = "any key: back to the game"


def help_page(height: int, width: int, game_id: str = "") -> HelpPage:
    """The key table flowed into as many columns as fit the width: the fewest rows, and of
    those the narrowest. When no way fits the height, help scrolls. The game ID goes on the
    bottom line when it fits there beside `HELP_BACK`, otherwise below the table, whole
    (wrapped if need be)."""
    page = _key_page(height, width)
    if not game_id or _id_on_bottom_line(page, width, game_id):
        return page
    below = [""] + wrap_text(f"Game ID {game_id}", width)
    page = _key_page(height, width, len(below))
    return HelpPage(page.columns, page.widths, page.usable, below)


def _id_on_bottom_line(page: HelpPage, width: int, game_id: str) -> bool:
    return not page.max_scroll and len(HELP_BACK) + len(game_id) + 14 <= width


def _key_page(height: int, width: int, extra_rows: int = 0) -> HelpPage:
    """The key table alone; `extra_rows` more rows will follow it."""
    lines = keymap.help_lines(width)
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
        # Fitting the height first; then few columns if it fits, few rows if it scrolls.
        score = (False, len(candidate), total, 0) if rows <= usable else \
            (True, rows, len(candidate), total)
        if best is None or score < best:
            best, columns, widths = score, candidate, candidate_widths
    return HelpPage(columns, widths, usable)


def help_spans(height: int, width: int, game_id: str = "", scroll: int = 0,
               glyphs: Glyphs = UNICODE) -> list[Span]:
    """The full key table and the game's ID; when it does not fit, the part from row
    `scroll` on, saying how much lies above and below."""
    page = help_page(height, width, game_id)
    scroll = max(0, min(scroll, page.max_scroll))
    above, below = scroll, page.max_scroll - scroll
    title = "Help"
    if above:
        title += f"   {glyphs.up} {above} more above"
    spans = _centred(0, title, Style.TITLE, width)
    total = sum(page.widths) + 4 * (len(page.widths) - 1)
    x = max(0, (width - total) // 2)
    for number, column in enumerate(page.columns):
        for index, line in enumerate(column[scroll:scroll + page.usable]):
            is_heading = bool(line) and not line.startswith(" ")
            spans.append(Span(1 + index, x, line, Style.TITLE if is_heading else Style.TEXT))
        x += page.widths[number] + 4
    for index, line in enumerate(page.below):
        y = 1 + page.column_rows + index - scroll
        if 1 <= y < 1 + page.usable:
            spans += _centred(y, line, Style.DIM, width)
    if below and 1 + page.usable < height - 1:
        spans += _centred(1 + page.usable, f"{glyphs.down} {below} more below", Style.EDGE,
                          width)
    if page.max_scroll:
        keys = "Up/Down/PgUp/PgDn" if width >= 44 else "Up/Down"
        spans += key_hints(((keys, "scroll"), ("other keys", "back")), height - 1, width)
    else:
        back = HELP_BACK
        if game_id and not page.below:
            back = f"game ID {game_id}   {back}"
        spans += _centred(height - 1, back, Style.DIM, width)
    return _clip([span for span in spans if span.y < height], width)


# A canvas for tests and benchmarks ---------------------------------------------------------

class Canvas:
    """Spans painted onto a grid of characters and styles, as curses would show them."""

    def __init__(self, height: int, width: int) -> None:
        self.height = height
        self.width = width
        self.chars = [[" "] * width for _ in range(height)]
        self.styles = [[Style.TEXT] * width for _ in range(height)]
        self.reverse = [[False] * width for _ in range(height)]

    def paint(self, spans: Iterable[Span]) -> Canvas:
        for span in spans:
            if not 0 <= span.y < self.height:
                continue
            for offset, char in enumerate(span.text):
                x = span.x + offset
                if 0 <= x < self.width:
                    self.chars[span.y][x] = char
                    self.styles[span.y][x] = span.style
                    self.reverse[span.y][x] = span.reverse
        return self

    def lines(self) -> list[str]:
        return ["".join(row).rstrip() for row in self.chars]

    def text(self) -> str:
        return "\n".join(self.lines())
