"""The renderer: state -> frame, without curses."""

from __future__ import annotations

import pytest
from canvas import Canvas

from minesweeper.engine import Coord, Game, Level, parse
from minesweeper.tui import keymap, render
from minesweeper.tui.render import ASCII, UNICODE, GameUI, Style

SMALL = parse("""\
.......
.......
.......
.......
*......
**.*..*
""", "small")


def frame(game: Game, ui: GameUI, height: int = 24, width: int = 80,
          glyphs: render.Glyphs = UNICODE) -> Canvas:
    layout = render.choose_layout(height, width, game.rows, game.cols)
    assert layout is not None
    render.follow(ui, layout)
    return Canvas(height, width).paint(render.game_spans(game, ui, layout, glyphs, "Small"))


def box(canvas: Canvas) -> list[str]:
    lines = canvas.lines()
    top = next(y for y, line in enumerate(lines) if "┌" in line or "+-" in line)
    left = min(lines[top].index("┌") if "┌" in lines[top] else lines[top].index("+"), 999)
    out = []
    for line in lines[top:]:
        out.append(line[left:])
        if line[left] in "└+" and len(out) > 1:
            break
    return out


def test_fresh_board_and_cursor() -> None:
    game = Game.fixed(SMALL)
    canvas = frame(game, GameUI(cursor=Coord(0, 0)))
    assert box(canvas) == ["┌─────────────────────┐"] + ["│ ■  ■  ■  ■  ■  ■  ■ │"] * 6 + \
        ["└─────────────────────┘"]
    y = canvas.lines().index("│ ■  ■  ■  ■  ■  ■  ■ │".rjust(len(canvas.lines()[8])))
    assert canvas.reverse[y][29] and canvas.reverse[y][31]
    assert not canvas.reverse[y][32]
    assert "Mines   5" in canvas.lines()[0] and "Ready" in canvas.lines()[0]
    assert "Small" in canvas.lines()[0]


def test_numbers_styles_and_ascii() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    canvas = frame(game, GameUI(cursor=Coord(0, 0)), glyphs=ASCII)
    assert box(canvas)[4:7] == [
        "| 1  1  .  .  .  .  . |",
        "| #  3  2  1  1  1  1 |",
        "| #  #  #  #  #  #  # |",
    ]
    text = canvas.text()
    assert text.isascii()
    y = canvas.lines().index(next(line for line in canvas.lines() if "#  3  2" in line))
    x = canvas.lines()[y].index("3")
    assert canvas.styles[y][x] is Style.N3
    assert canvas.styles[y][x + 3] is Style.N2
    assert canvas.styles[y][x + 6] is Style.N1


def test_loss_shows_mines_exploded_and_wrong_flags() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    game.toggle_flag(Coord(5, 2))
    game.open(Coord(5, 3))
    canvas = frame(game, GameUI(cursor=Coord(5, 3)))
    assert box(canvas)[5:7] == [
        "│ ✹  3  2  1  1  1  1 │",
        "│ ✹  ✹  ✗  ✹  ■  ■  ✹ │",
    ]
    assert "Boom! You lost" in canvas.text()
    y = canvas.lines().index(next(line for line in canvas.lines() if "✹  ✹  ✗" in line))
    x = canvas.lines()[y].index("✗")
    assert canvas.styles[y][x] is Style.WRONG_FLAG
    assert canvas.styles[y][x + 3] is Style.EXPLODED
    assert not any(any(row) for row in canvas.reverse[1:-2])  # no cursor after the end
    assert "n new game" in canvas.lines()[-1]


def test_win_summary_has_time_and_3bv() -> None:
    now = [0.0]
    game = Game.fixed(SMALL, clock=lambda: now[0])
    game.open(Coord(0, 0))
    now[0] = 8.0
    for coord in (Coord(5, 2), Coord(5, 4), Coord(5, 5)):
        game.open(coord)
    assert render.end_summary(game) == "You won in 8.00 s.  3BV 4  3BV/s 0.50"
    canvas = frame(game, GameUI())
    assert "B-) Won" in canvas.lines()[0] and "Mines   0" in canvas.lines()[0]


def test_paused_hides_the_board() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    game.pause()
    canvas = frame(game, GameUI())
    assert "Paused: p to resume" in canvas.text()
    assert "3" not in "".join(box(canvas))


def test_advanced_fits_80x24_with_two_column_cells() -> None:
    layout = render.choose_layout(24, 80, 16, 30)
    assert layout is not None and not layout.scrolls
    assert layout.cell_width == 2 and layout.box_width == 63
    assert render.choose_layout(60, 200, 16, 30).cell_width == 3  # type: ignore[union-attr]


def test_too_small_says_what_it_needs() -> None:
    assert render.choose_layout(6, 20, 16, 30) is None
    need = render.needed_size(16, 30)
    canvas = Canvas(6, 20).paint(render.too_small_spans(6, 20, need))
    assert "Enlarge the" in canvas.text() and f"{need[0]} x {need[1]}" in canvas.text()


def test_scrolling_follows_the_cursor_and_marks_edges() -> None:
    game = Game.random(Level.ADVANCED.params, __import__("random").Random(1))
    ui = GameUI(cursor=Coord(15, 29))
    canvas = frame(game, ui, height=12, width=40)
    lines = canvas.lines()
    assert ui.top == 16 - 7 and ui.left == 30 - 18
    assert "▲ 9 more ▲" in lines[1]
    assert lines[2].lstrip().startswith("◀")
    assert "more" not in lines[9]
    ui.cursor = Coord(0, 0)
    canvas = frame(game, ui, height=12, width=40)
    assert (ui.top, ui.left) == (0, 0)
    assert "▼ 9 more ▼" in canvas.lines()[9]
    assert canvas.lines()[2].rstrip().endswith("▶")


def test_cell_at_inverts_cell_positions() -> None:
    layout = render.choose_layout(24, 80, 16, 30)
    assert layout is not None
    ui = GameUI()
    for coord in (Coord(0, 0), Coord(15, 29), Coord(7, 11)):
        span = render.cell_span(Game.random(layout_params(), __import__("random").Random(2)),
                                ui, layout, UNICODE, coord)
        assert span is not None
        assert render.cell_at(layout, ui, span.y, span.x + 1) == coord
    assert render.cell_at(layout, ui, 0, 0) is None


def layout_params():  # type: ignore[no-untyped-def]
    return Level.ADVANCED.params


def test_one_key_draws_only_what_changed() -> None:
    """A flag on a 1000x1000 board touches one cell, whatever the board size."""
    game = Game.random(__import__("minesweeper").engine.Params(1000, 1000, 100000),
                       __import__("random").Random(5))
    outcome = game.open(Coord(500, 500))
    assert outcome.applied
    outcome = game.toggle_flag(Coord(0, 0)) if game.tile(Coord(0, 0)).value == "#" else \
        game.toggle_flag(Coord(999, 999))
    assert len(outcome.changed) == 1


def test_menu_and_form_and_help_render() -> None:
    canvas = Canvas(24, 80).paint(render.menu_spans(24, 80, 2))
    text = canvas.text()
    for label in ("Beginner", "Intermediate", "Advanced", "Custom", "Quit"):
        assert label in text
    y = render.menu_item_y(24, 80, 2)
    assert "Advanced" in canvas.lines()[y]
    assert render.menu_item_at(24, 80, y, 40) == 2
    form = render.Form(values=["5", "", "3"], selected=1, error="Columns: type a number")
    text = Canvas(24, 80).paint(render.form_spans(24, 80, form)).text()
    assert "Columns: type a number" in text and "Rows" in text
    help_text = Canvas(24, 80).paint(render.help_spans(24, 80)).text()
    assert "jump 5 up" in help_text and "middle click" in help_text


def _help_text_seen(height: int, width: int) -> str:
    """Every help row the player can scroll to, top to bottom, whitespace collapsed."""
    page = render.help_page(height, width)
    assert len(page.columns) == 1
    seen: list[str] = []
    for scroll in range(page.max_scroll + 1):
        lines = Canvas(height, width).paint(render.help_spans(height, width, "", scroll)).lines()
        content = lines[1:1 + page.usable]
        seen += content if scroll == 0 else content[-1:]
    return " ".join(" ".join(seen).split())


@pytest.mark.parametrize("height, width", [(6, 34), (15, 50), (10, 40), (12, 34)])
def test_help_scrolls_to_every_binding_when_it_does_not_fit(height: int, width: int) -> None:
    text = _help_text_seen(height, width)
    for binding in keymap.BINDINGS:
        assert ", ".join(binding.keys) in text and binding.help in text, binding
    for name, action in keymap.MOUSE_HELP:
        assert name in text and action in text
    page = render.help_page(height, width)
    first = Canvas(height, width).paint(render.help_spans(height, width)).lines()
    last = Canvas(height, width).paint(
        render.help_spans(height, width, "", page.max_scroll)).lines()
    assert f"▼ {page.max_scroll} more below" in "\n".join(first)
    assert f"▲ {page.max_scroll} more above" in last[0]
    assert "more below" not in "\n".join(last) and "more above" not in first[0]
    assert "scroll" in first[-1] and "back" in first[-1]
    assert all(len(line) <= width for line in first + last)


def test_help_that_fits_does_not_scroll() -> None:
    assert render.help_page(24, 80).max_scroll == 0
    lines = Canvas(24, 80).paint(render.help_spans(24, 80, "b-1", scroll=3)).lines()
    assert "more" not in "\n".join(lines)
    assert lines[1].lstrip().startswith("Move")
    assert "any key: back to the game" in lines[-1]


def test_left_and_right_edges_count_the_columns_beyond() -> None:
    game = Game.random(Level.ADVANCED.params, __import__("random").Random(1))
    ui = GameUI(cursor=Coord(15, 29))
    lines = frame(game, ui, height=12, width=40).lines()
    assert lines[1].lstrip().startswith("┌ ◀ 12 ─") and "▶" not in lines[1]
    assert "▲ 9 more ▲" in lines[1]
    ui = GameUI(cursor=Coord(0, 0))
    lines = frame(game, ui, height=12, width=40).lines()
    assert lines[1].rstrip().endswith("─ 12 ▶ ┐") and "◀" not in lines[1]
    ui = GameUI(cursor=Coord(8, 15))
    render.centre(ui, render.choose_layout(12, 40, 16, 30))  # type: ignore[arg-type]
    lines = frame(game, ui, height=12, width=40, glyphs=ASCII).lines()
    assert "+ < 6 -" in lines[1] and "- 6 > +" in lines[1] and "^ 5 more ^" in lines[1]
    # A board that fits has plain edges.
    assert "◀" not in frame(game, GameUI(), height=24, width=80).text()


@pytest.mark.parametrize("height, width, cursor", [
    (8, 34, Coord(500, 500)), (8, 34, Coord(0, 999)), (24, 80, Coord(150, 400)),
    (10, 36, Coord(999, 3)),
])
def test_edge_counts_never_cover_the_label(height: int, width: int, cursor: Coord) -> None:
    game = Game.random(__import__("minesweeper").engine.Params(1000, 1000, 1000),
                       __import__("random").Random(3))
    ui = GameUI(cursor=cursor)
    layout = render.choose_layout(height, width, 1000, 1000)
    assert layout is not None
    render.centre(ui, layout)
    top = frame(game, ui, height, width).lines()[layout.top][layout.left:]
    assert len(top) == layout.box_width and top[0] == "┌" and top[-1] == "┐"
    if ui.top:
        assert f" ▲ {ui.top} more ▲ " in top
    if ui.left:
        assert f" ◀ {ui.left} " in top or len(top) < 40
    assert top.count("◀") <= 1 and top.count("▶") <= 1


def test_centre_puts_the_cursor_mid_view_within_the_board() -> None:
    layout = render.choose_layout(24, 80, 60, 200)
    assert layout is not None and (layout.view_rows, layout.view_cols) == (19, 38)
    ui = GameUI(cursor=Coord(30, 100))
    render.centre(ui, layout)
    assert (ui.top, ui.left) == (21, 81)
    assert render.is_in_view(ui, layout)
    ui = GameUI(cursor=Coord(59, 1))
    render.centre(ui, layout)
    assert (ui.top, ui.left) == (60 - 19, 0)


@pytest.mark.parametrize("width", [16, 20, 34])
def test_too_small_keeps_the_needed_size_on_one_line(width: int) -> None:
    lines = Canvas(8, width).paint(render.too_small_spans(8, width, (34, 8))).lines()
    assert any("(need 34 x 8)" in line for line in lines), lines
    narrow = Canvas(8, 10).paint(render.too_small_spans(8, 10, (34, 8))).text()
    assert "(need" in narrow and "8)" in narrow


def test_a_tall_terminal_keeps_header_board_and_keys_together() -> None:
    game = Game.fixed(SMALL)
    canvas = frame(game, GameUI(), height=60, width=200)
    lines = canvas.lines()
    header = next(y for y, line in enumerate(lines) if "Mines" in line)
    top = next(y for y, line in enumerate(lines) if "┌" in line)
    bottom = next(y for y, line in enumerate(lines) if "└" in line)
    footer = next(y for y, line in enumerate(lines) if "? help" in line)
    assert top - header - 1 <= render.MAX_GAP and footer - 1 - bottom - 1 <= render.MAX_GAP
    assert abs(header - (59 - footer)) <= 1  # centred as a block
    assert header > 0 and footer < 59
    # Where the screen is not much taller than needed, header and keys keep the edges.
    lines = frame(game, GameUI()).lines()
    assert "Mines" in lines[0] and "? help" in lines[-1]


LONG_NOTE = ("could not read /tmp/t2/afile/minesweeper/saved-game.json (Not a directory);"
             " starting without it, and results will not be kept: cannot write to"
             " /tmp/t2/afile/minesweeper (Not a directory)")
LONG_ID = "f-16x30-eNpz" + "AbCdEfGh" * 11


def _words(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split())


def test_wrap_text_keeps_every_word_and_breaks_long_ones() -> None:
    lines = render.wrap_text(LONG_NOTE, 40)
    assert all(len(line) <= 40 for line in lines)
    assert "".join(lines).replace(" ", "") == LONG_NOTE.replace(" ", "")
    assert _words(render.wrap_text(LONG_NOTE, 60)) == LONG_NOTE
    assert "".join(render.wrap_text(LONG_ID, 30)) == LONG_ID
    cut = render.wrap_text(LONG_NOTE, 40, 2)
    assert len(cut) == 2 and cut[1].endswith("...")


def test_a_long_menu_notice_is_wrapped_whole() -> None:
    lines = Canvas(24, 80).paint(render.menu_spans(24, 80, 0, LONG_NOTE)).lines()
    hint = next(y for y, line in enumerate(lines) if "Enter start" in line)
    assert _words(lines[hint + 1:]) == LONG_NOTE


def _lost_small(ui: GameUI, height: int, width: int) -> list[str]:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    game.open(Coord(5, 0))
    return frame(game, ui, height, width).lines()


def test_a_long_end_notice_is_wrapped_over_the_free_rows() -> None:
    lines = _lost_small(GameUI(message=LONG_NOTE, is_error=True, game_id="b-1"), 24, 80)
    bottom = next(y for y, line in enumerate(lines) if "└" in line)
    summary = next(y for y, line in enumerate(lines) if "Boom!" in line)
    assert _words(lines[bottom + 1:summary]) == LONG_NOTE
    # No free row: the note takes the summary line and the footer, ending in "...".
    game = Game.fixed(parse("." * 30 + "\n" + ("." * 29 + "*\n") * 39, "tall"))
    game.open(Coord(0, 0))
    game.open(Coord(1, 29))
    ui = GameUI(message=LONG_NOTE, is_error=True)
    lines = frame(game, ui, 24, 80).lines()
    assert lines[-2].startswith("could not read") or "could not read" in lines[-2]
    assert lines[-1].strip().endswith("...")


@pytest.mark.parametrize("height, width", [(24, 80), (60, 200), (11, 40)])
def test_a_long_game_id_is_readable_at_the_end(height: int, width: int) -> None:
    lines = _lost_small(GameUI(game_id=LONG_ID), height, width)
    text = "\n".join(lines)
    joined = "".join(line.strip() for line in lines)
    assert LONG_ID in joined or "help (?)" in text, text


def test_with_no_room_the_end_points_to_help() -> None:
    game = Game.fixed(parse("." * 30 + "\n" + ("." * 29 + "*\n") * 39, "tall"))
    game.open(Coord(0, 0))
    game.open(Coord(1, 29))
    lines = frame(game, GameUI(game_id=LONG_ID), 24, 80).lines()
    assert "game ID: see help (?)" in lines[-2]


@pytest.mark.parametrize("height, width", [(24, 80), (10, 40), (8, 34)])
def test_help_shows_the_whole_game_id_also_when_it_scrolls(height: int, width: int) -> None:
    page = render.help_page(height, width, LONG_ID)
    seen: list[str] = []
    for scroll in range(page.max_scroll + 1):
        lines = Canvas(height, width).paint(
            render.help_spans(height, width, LONG_ID, scroll)).lines()
        seen += lines
    assert LONG_ID in "".join(line.strip() for line in seen)
    short = Canvas(height, width).paint(render.help_spans(height, width, "b-1", 0)).text()
    page = render.help_page(height, width, "b-1")
    assert "b-1" in short or page.max_scroll


def test_resume_detail_is_short_and_whole() -> None:
    beginner = Level.BEGINNER.params
    assert render.resume_detail(beginner, False, False, 12.7) == "Beginner, 12 s"
    big = render.Params(100, 200, 2000)
    assert render.resume_detail(big, False, False, 12) == "100x200x2000, 12 s"
    assert render.resume_detail(big, True, False, 3) == "board, 3 s"
    detail = render.resume_detail(Level.INTERMEDIATE.params, False, True, 1234)
    items = render.menu_items(detail)
    lines = Canvas(24, 80).paint(render.menu_spans(24, 80, 0, "", items)).lines()
    assert any("Resume" in line and detail in line for line in lines)


@pytest.mark.parametrize("width", [34, 40, 50, 60])
def test_header_keeps_mines_state_time_and_assisted(width: int) -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    line = Canvas(1, width).paint(
        render.header_spans(game, "Beginner, no guess", width, assisted=True)).lines()[0]
    for word in ("Mines", "Time", "Assisted", ":-)"):
        assert word in line, line
    if width >= 50:
        assert "Playing" in line and "Beginner" in line, line
    assert "Beg" not in line or "Beginner" in line or ".." in line, line


@pytest.mark.parametrize("height, width", [(3, 12), (2, 8), (1, 5), (8, 30)])
def test_too_small_degrades_to_whole_words(height: int, width: int) -> None:
    lines = [line.strip() for line in
             Canvas(height, width).paint(render.too_small_spans(height, width, (34, 16))).lines()]
    text = " ".join(line for line in lines if line)
    assert text and "(need 34 x" not in text.replace("(need 34 x 16)", "")
    assert any(word in text for word in ("Enlarge", "34x16", "34 x 16", "+"))


def test_narrow_screens_keep_every_figure_and_hint_whole() -> None:
    from minesweeper.engine import Coord, Game, parse

    game = Game.fixed(parse("*..\n...\n"))
    for coord in (Coord(0, 1), Coord(0, 2), Coord(1, 0), Coord(1, 1), Coord(1, 2)):
        game.open(coord)
    assert game.is_over
    full = render.end_summary(game, rank=3)
    assert full.startswith("You won in") and full.endswith("New best time: #3!")
    for width in (20, 30, 36, 45):
        text = render.end_summary(game, rank=3, width=width)
        assert len(text) <= width and "3BV/s 2" not in text[-7:]
    assert render.end_summary(game, rank=3, width=40) == "Won 0.00 s  3BV 2  -/s Best #3!"
    for width in (20, 34, 45, 60):
        spans = render.key_hints(render.END_KEYS, 0, width)
        shown = [span.text for span in spans[1:]]
        assert "q" in shown and "quit" in shown  # the way out always stays
        assert all(text in {key for key, _ in render.END_KEYS}
                   | {action for _, action in render.END_KEYS} for text in shown)
        assert max(span.x + len(span.text) for span in spans[1:]) <= width
    assert render.confirm_text("Quit? The game is kept to resume next time (y/n)", 36) \
        == "Quit? (y/n)"
    cut = render.confirm_text("Abandon this game for a new one? (y/n)", 30)
    assert len(cut) <= 30 and cut.endswith("... (y/n)")
