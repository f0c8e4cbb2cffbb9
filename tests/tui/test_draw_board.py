"""The board on the game screen: cells, cursor, the box and what lies beyond it, pausing."""

from __future__ import annotations

import random

import pytest
from canvas import SMALL, Canvas, box, frame, lost_with_a_wrong_flag

from minesweeper import wording
from minesweeper.engine import Coord, Game, Level, Params, parse
from minesweeper.tui.draw import board, layout
from minesweeper.tui.draw.theme import ASCII, UNICODE, Style
from minesweeper.tui.state import GameUI


def test_fresh_board_and_cursor() -> None:
    game = Game.fixed(SMALL)
    canvas = frame(game, GameUI(cursor=Coord(0, 0)))
    assert box(canvas) == ["┌─────────────────────┐"] + ["│ ■  ■  ■  ■  ■  ■  ■ │"] * 6 + \
        ["└─────────────────────┘"]
    lines = canvas.lines()
    y = next(y for y, line in enumerate(lines) if line.lstrip().startswith("0 │"))
    x = lines[y].index("│") + 1
    assert canvas.reverse[y][x] and canvas.reverse[y][x + 2] and not canvas.reverse[y][x + 3]
    assert canvas.focus == (y, x + 1)  # the hardware cursor on the cursor's glyph
    header = next(line for line in lines if "Mines" in line)
    assert "Mines   5" in header and "Ready" in header and "Small" in header


def test_numbers_styles_and_ascii() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    canvas = frame(game, GameUI(cursor=Coord(0, 0)), glyphs=ASCII)
    assert box(canvas)[4:7] == [
        "| 1  1  .  .  .  .  . |",
        "| #  3  2  1  1  1  1 |",
        "| #  #  #  #  #  #  # |",
    ]
    assert canvas.text().isascii()
    y = canvas.lines().index(next(line for line in canvas.lines() if "#  3  2" in line))
    x = canvas.lines()[y].index("3")
    assert canvas.styles[y][x] is Style.N3
    assert canvas.styles[y][x + 3] is Style.N2
    assert canvas.styles[y][x + 6] is Style.N1


def test_flags_and_marks_show_as_the_player_set_them() -> None:
    game = Game.fixed(SMALL, marks=True)
    game.toggle_flag(Coord(0, 0))
    game.toggle_mark(Coord(0, 1))
    assert box(frame(game, GameUI(cursor=Coord(3, 3))))[1] == "│ ⚑  ?  ■  ■  ■  ■  ■ │"
    assert box(frame(game, GameUI(cursor=Coord(3, 3)), glyphs=ASCII))[1] == \
        "| F  ?  #  #  #  #  # |"


def test_loss_shows_mines_exploded_and_wrong_flags() -> None:
    game = lost_with_a_wrong_flag()
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
    # The cursor is on the mine that went off, which keeps its look; elsewhere it shows.
    assert not any(any(row) for row in canvas.reverse)
    moved = frame(game, GameUI(cursor=Coord(5, 2)))
    assert moved.reverse[y][x] and sum(map(sum, moved.reverse)) == 3  # one cell, 3 wide
    assert "n new game" in canvas.text()


def test_paused_hides_the_board() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    game.pause()
    canvas = frame(game, GameUI())
    assert "Paused: p to resume" in canvas.text()
    assert "3" not in "".join(box(canvas))
    # A box too narrow for the whole notice still says Paused.
    narrow = Game.fixed(parse("..\n.*\n"))
    narrow.open(Coord(0, 0))
    narrow.pause()
    assert "Paused" in "".join(box(frame(narrow, GameUI(), height=10, width=34)))


def test_a_tip_brackets_its_cells_and_the_overlay_shades_chances() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    overlay = {4 * 7 + 0: 1.0, 5 * 7 + 2: 0.0, 5 * 7 + 4: 0.34, 5 * 7 + 5: 0.8,
               5 * 7 + 6: 0.61}
    ui = GameUI(cursor=Coord(5, 6), highlight=frozenset({Coord(4, 0), Coord(3, 1)}),
                overlay=overlay)
    canvas = frame(game, ui)
    rows = box(canvas)
    assert rows[4].startswith("│ 1 [1]")  # the number that proves it, bracketed
    assert rows[5].startswith("│[!] 3 ")  # the tip's cell shows its chance, bracketed
    # Shades, never digits; the cursor's cell alone says its chance in percent.
    assert rows[6] == "│ ■  ■  ○  ■  ▒  █ 61%│"
    y = canvas.lines().index(next(line for line in canvas.lines() if "■  ○  ■  ▒" in line))
    x = canvas.lines()[y].index("○")
    assert canvas.styles[y][x] is Style.CHANCE_SAFE and canvas.styles[y][x + 6] is Style.CHANCE_SOME
    assert canvas.styles[y][x + 9] is Style.CHANCE_LIKELY and canvas.reverse[y][x + 12]
    # The scale is on the bottom border, in words where the box is wide enough.
    assert " ○ ░▒▓█ ! " in rows[-1]
    wide = Game.random(Level.ADVANCED.params, random.Random(1))
    wide.open(Coord(8, 8))
    assert "○ safe ░ ▒ ▓ █ risk ! mine" in box(frame(wide, GameUI(overlay={})))[-1]
    wide.pause()  # the board is hidden, and the scale of what it hides goes with it
    bottom = box(frame(wide, GameUI(overlay={})))[-1]
    assert bottom[0] == "└" and set(bottom[1:-1]) == {"─"} and bottom[-1] == "┘"
    ascii_rows = box(frame(game, ui, glyphs=ASCII))
    assert ascii_rows[6] == "| #  #  o  #  =  @ 61%|"
    # Two-wide cells: a cell's ] is drawn in the first column of the cell after it, or
    # after the last one; cells side by side are bracketed as one run.
    big = Game.random(Level.ADVANCED.params, random.Random(1))
    ui = GameUI(highlight=frozenset({Coord(0, 1)}))
    assert box(frame(big, ui))[1].startswith("│ ■[■]■ ■")
    ui = GameUI(highlight=frozenset({Coord(0, 1), Coord(0, 2)}))
    assert box(frame(big, ui))[1].startswith("│ ■[■ ■]■ ■")
    ui = GameUI(highlight=frozenset({Coord(0, 29)}))
    assert box(frame(big, ui))[1].endswith(" ■ ■[■]│")


@pytest.mark.parametrize("probability, glyph, percent", [
    (0.0, "○", "0%"), (0.001, "░", "<1%"), (0.005, "░", "1%"), (0.34, "▒", "34%"),
    (0.5, "▒", "50%"), (0.504, "▒", "50%"), (0.505, "▓", "51%"),  # an even chance is not ▓
    (0.994, "█", "99%"), (0.996, "█", ">99%"), (1.0, "!", "100%"),
    (0.125, "░", "13%"), (0.625, "▓", "63%"),  # halves up, as the tip's 12.5% reads
    (23 / 40, "▓", "58%"), (0.145, "░", "15%"),  # floats a hair under the half (57.4999...)
    (0.246, "▒", "25%"), (0.2449, "░", "24%"), (0.745, "█", "75%"),  # shaded as they read
])
def test_a_chance_is_a_proof_only_when_certain(probability: float, glyph: str,
                                               percent: str) -> None:
    assert board.chance_glyph(probability, UNICODE)[0] == glyph
    assert wording.chance_percent(probability) == percent
    assert not any(char.isdigit() for char in UNICODE.chances + ASCII.chances)


def test_scrolling_follows_the_cursor_and_marks_edges() -> None:
    game = Game.random(Level.ADVANCED.params, random.Random(1))
    place = layout.choose_layout(12, 40, 16, 30)
    assert place is not None and place.has_rulers
    top, bottom = place.top, place.top + place.box_height - 1
    ui = GameUI(cursor=Coord(15, 29))
    lines = frame(game, ui, height=12, width=40).lines()
    assert ui.top == 16 - place.view_rows and ui.left == 30 - place.view_cols
    assert f"▲ {ui.top} more ▲" in lines[top]
    assert lines[top + 1][place.left] == "◀"
    assert "more" not in lines[bottom]
    ui.cursor = Coord(0, 0)
    canvas = frame(game, ui, height=12, width=40)
    assert (ui.top, ui.left) == (0, 0)
    assert f"▼ {16 - place.view_rows} more ▼" in canvas.lines()[bottom]
    assert canvas.lines()[top + 1].rstrip().endswith("▶")


def test_left_and_right_edges_count_the_columns_beyond() -> None:
    game = Game.random(Level.ADVANCED.params, random.Random(1))
    place = layout.choose_layout(12, 40, 16, 30)
    assert place is not None
    hidden = 30 - place.view_cols
    ui = GameUI(cursor=Coord(15, 29))
    lines = frame(game, ui, height=12, width=40).lines()
    assert lines[place.top][place.left:].startswith(f"┌ ◀ {hidden} ─")
    assert "▶" not in lines[place.top] and "▲" in lines[place.top]
    ui = GameUI(cursor=Coord(0, 0))
    lines = frame(game, ui, height=12, width=40).lines()
    assert lines[place.top].rstrip().endswith(f"─ {hidden} ▶ ┐") and "◀" not in lines[place.top]
    ui = GameUI(cursor=Coord(8, 15))
    ui.scroll_to(layout.centre(ui, place))
    lines = frame(game, ui, height=12, width=40, glyphs=ASCII).lines()
    assert f"+ < {ui.left} -" in lines[place.top]
    assert f"- {hidden - ui.left} > +" in lines[place.top]
    assert f"^ {ui.top} more ^" in lines[place.top]
    # A board that fits has plain edges.
    assert "◀" not in frame(game, GameUI(), height=24, width=80).text()


@pytest.mark.parametrize("height, width, cursor", [
    (8, 34, Coord(500, 500)), (8, 34, Coord(0, 999)), (24, 80, Coord(150, 400)),
    (10, 36, Coord(999, 3)),
])
def test_edge_counts_never_cover_the_label(height: int, width: int, cursor: Coord) -> None:
    game = Game.random(Params(1000, 1000, 1000), random.Random(3))
    ui = GameUI(cursor=cursor)
    place = layout.choose_layout(height, width, 1000, 1000)
    assert place is not None
    ui.scroll_to(layout.centre(ui, place))
    top = frame(game, ui, height, width).lines()[place.top][place.left:]
    assert len(top) == place.box_width and top[0] == "┌" and top[-1] == "┐"
    if ui.top:
        assert f" ▲ {ui.top} more ▲ " in top
    if ui.left:
        assert f" ◀ {ui.left} " in top or len(top) < 40
    assert top.count("◀") <= 1 and top.count("▶") <= 1


@pytest.mark.parametrize("cols, top_label", [
    (1, "┌─▲─┐"), (2, "┌──▲───┐"), (3, "┌──▲500▲──┐"), (5, "┌─── ▲ 500 ▲ ───┐"),
    (6, "┌── ▲ 500 more ▲ ──┐"),
])
def test_a_narrow_board_still_marks_the_rows_beyond(cols: int, top_label: str) -> None:
    """A tall board a few columns wide has no room for "more": the count, or the arrow
    alone, still shows that rows lie above and below."""
    game = Game.random(Params(1000, cols, 10), random.Random(2))
    ui = GameUI(cursor=Coord(500, 0))
    place = layout.choose_layout(24, 80, 1000, cols)
    assert place is not None
    ui.scroll_to(layout.centre(ui, place))
    lines = frame(game, ui, 24, 80).lines()
    top = lines[place.top][place.left:place.left + place.box_width]
    bottom = lines[place.top + place.box_height - 1][place.left:place.left + place.box_width]
    assert top == top_label.replace("500", str(ui.top))
    assert "▼" in bottom and len(bottom) == len(top)


def test_a_flag_on_a_huge_board_redraws_one_cell() -> None:
    """A key press draws the cells it changed: one span for a flag on a 1000x1000 board."""
    game = Game.random(Params(1000, 1000, 100000), random.Random(5))
    game.open(Coord(500, 500))
    place = layout.choose_layout(24, 80, 1000, 1000)
    assert place is not None
    ui = GameUI(cursor=Coord(500, 500))
    ui.scroll_to(layout.centre(ui, place))
    target = next(Coord(row, 500) for row in range(ui.top, ui.top + place.view_rows)
                  if game.tile(Coord(row, 500)).value == "#")
    outcome = game.toggle_flag(target)
    spans = [board.cell_span(game, ui, place, UNICODE, coord) for coord in outcome.changed]
    assert len(spans) == 1 and spans[0] is not None
    assert spans[0].text == " ⚑" and spans[0].style is Style.FLAG
    canvas = Canvas(24, 80).paint(spans)  # where the board shows it, by cell_at
    assert layout.cell_at(place, ui, spans[0].y, spans[0].x + 1) == target
    assert "⚑" in canvas.text()
    # A cell scrolled out of view is not drawn at all.
    assert board.cell_span(game, ui, place, UNICODE, Coord(0, 0)) is None


@pytest.mark.parametrize("probability, wide, narrow", [
    (0.003, " <1%", "<1"), (0.34, " 34%", "34"), (0.996, ">99%", "99")])
def test_the_cursor_s_cell_under_the_map_says_under_1_and_over_99_where_it_can(
        probability: float, wide: str, narrow: str) -> None:
    # A 1-in-320 chance read 1% there while x said 0.3%.
    game = Game.random(Level.BEGINNER.params, random.Random(1))
    ui = GameUI(cursor=Coord(2, 2), overlay={2 * 8 + 2: probability})
    for width, text in ((4, wide), (2, narrow)):
        look, _ = board.cell_look(game, ui, Coord(2, 2), game.tile(Coord(2, 2)), UNICODE, width)
        assert look == text, width
