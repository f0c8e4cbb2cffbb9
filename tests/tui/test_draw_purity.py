"""Drawing changes nothing: every draw function leaves the game, the UI state and the form as
it found them, so drawing a frame twice, or not at all, never changes what the player sees."""

from __future__ import annotations

import copy
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Params
from minesweeper.tables import Best, Stats
from minesweeper.tui.draw import board, game, layout, menu, scores, status
from minesweeper.tui.draw import help as help_screen
from minesweeper.tui.draw.form import form_field_at, form_spans
from minesweeper.tui.draw.theme import ASCII, UNICODE
from minesweeper.tui.state import Form, GameUI


def snapshot(played: Game) -> tuple[Any, ...]:
    """Everything about a game a player can see or a later move depends on."""
    return (played.to_text(), played.status, played.moves, played.elapsed, played.is_paused,
            played.mines_left, played.first_click)


@st.composite
def games(draw: st.DrawFn) -> tuple[Game, GameUI]:
    rows = draw(st.integers(1, 40))
    cols = draw(st.integers(1, 80))
    mines = draw(st.integers(0, rows * cols - 1))
    now = [0.0]
    played = Game.random(Params(rows, cols, mines), random.Random(draw(st.integers(0, 99))),
                         clock=lambda: now[0], marks=draw(st.booleans()))
    cells = st.builds(Coord, st.integers(0, rows - 1), st.integers(0, cols - 1))
    actions = st.sampled_from(["open", "chord", "toggle_flag", "toggle_mark"])
    for action, cell in draw(st.lists(st.tuples(actions, cells), max_size=12)):
        getattr(played, action)(cell)
        now[0] += 1.5
    if draw(st.booleans()):
        played.pause()
    highlight = frozenset(draw(st.lists(cells, max_size=3)))
    overlay = draw(st.none() | st.dictionaries(st.integers(0, rows * cols - 1),
                                               st.floats(0.0, 1.0), max_size=6))
    ui = GameUI(cursor=draw(cells), top=draw(st.integers(0, rows - 1)),
                left=draw(st.integers(0, cols - 1)), message=draw(st.sampled_from(
                    ["", "short", "a long note " * 12])), is_error=draw(st.booleans()),
                confirm=draw(st.sampled_from(["", "Quit? The game is kept (y/n)"])),
                highlight=highlight, overlay=overlay, rank=draw(st.none() | st.integers(1, 10)),
                game_id=draw(st.sampled_from(["", "b-1", "f-16x30-" + "x" * 90])))
    return played, ui


sizes = st.tuples(st.integers(1, 60), st.integers(1, 200))
small_screens = st.tuples(st.integers(1, 30), st.integers(1, 90))


@settings(max_examples=60, deadline=None)
@given(games(), small_screens | sizes, st.booleans())
def test_drawing_a_game_changes_nothing(drawn: tuple[Game, GameUI], size: tuple[int, int],
                                        ascii_glyphs: bool) -> None:
    played, ui = drawn
    height, width = size
    glyphs = ASCII if ascii_glyphs else UNICODE
    place = layout.choose_layout(height, width, played.rows, played.cols)
    if place is not None:
        ui.scroll_to(layout.follow(ui, place))  # as the game screen does before drawing
    before = snapshot(played), copy.deepcopy(ui)
    if place is not None:
        layout.follow(ui, place)
        layout.centre(ui, place)
        layout.is_in_view(ui, place)
        layout.cell_at(place, ui, height // 2, width // 2)
        game.game_spans(played, ui, place, glyphs, "Custom, no guess", assisted=True)
        board.cell_span(played, ui, place, glyphs, ui.cursor)
        status.end_plan(played, ui, place)
    status.header_spans(played, "Beginner", width)
    status.end_summary(played, ui.rank, width)
    assert (snapshot(played), ui) == before


@settings(max_examples=40, deadline=None)
@given(sizes, st.lists(st.text(max_size=5), min_size=3, max_size=3), st.integers(0, 2),
       st.integers(0, 30))
def test_drawing_the_other_screens_changes_nothing(size: tuple[int, int], values: list[str],
                                                   selected: int, scroll: int) -> None:
    height, width = size
    form = Form(values=values, selected=selected, error="Rows: type a number")
    stats = Stats(played=3, won=2, streak=1, longest=2, win_ms=9000)
    best = [Best(4000, "2026-12-01", 7), Best(5000, "2026-12-01", 9)]
    items = menu.menu_items(menu.resume_detail(Params(9, 9, 10), "", "no guess", 3.5))
    before = copy.deepcopy((form, stats, best, items))
    form_spans(height, width, form)
    form_field_at(height, width, height // 2, width // 2)
    scores.scores_spans(height, width, "Beginner", stats, best, "no records")
    menu.menu_spans(height, width, selected, "a notice", items)
    menu.menu_item_at(height, width, height // 2, width // 2, items)
    help_screen.help_spans(height, width, "b-1", scroll)
    assert (form, stats, best, items) == before
