"""Tips and the mine-chance overlay on the game screen: the pure parts, without curses."""

from __future__ import annotations

import random

import pytest
from canvas import Canvas

from minesweeper.engine import Coord, Game, Params, parse
from minesweeper.tui import assist, render
from minesweeper.tui.render import UNICODE, GameUI, Style

SMALL = parse("""\
.......
.......
.......
.......
*......
**.*..*
""", "small")


def opened() -> Game:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    return game


def frame(game: Game, ui: GameUI, assisted: bool = False) -> tuple[Canvas, list[str]]:
    layout = render.choose_layout(24, 80, game.rows, game.cols)
    assert layout is not None
    render.follow(ui, layout)
    canvas = Canvas(24, 80).paint(render.game_spans(game, ui, layout, UNICODE, "Small",
                                                    assisted))
    lines = canvas.lines()
    top = next(y for y, line in enumerate(lines) if "┌" in line)
    left = lines[top].index("┌")
    return canvas, [line[left:] for line in lines[top + 1: top + 1 + game.rows]]


def test_tip_names_the_mine_and_the_number_that_proves_it() -> None:
    tip = assist.tip(opened())
    assert tip.cell == Coord(4, 0)
    assert tip.numbers == (Coord(3, 1),)
    assert tip.message == ("A mine: the 1 at row 3, column 1 has only one closed neighbour, "
                           "so it is a mine")
    assert tip.assisted and not tip.is_error
    assert tip.highlight == {Coord(4, 0), Coord(3, 1)}


def test_tip_when_stuck_is_the_least_risky_guess() -> None:
    tip = assist.tip(Game.fixed(SMALL))  # a fixed board does not protect the first click
    assert tip.cell == Coord(0, 0)
    assert tip.message.startswith("A guess is needed: nothing can be proven.")
    assert "row 0, column 0, with a 11.9% chance of a mine" in tip.message


def test_tip_before_the_first_click_of_a_random_game() -> None:
    game = Game.random(Params(9, 9, 10), random.Random(1))
    tip = assist.tip(game, no_guess=True)
    assert tip.cell is None and not tip.assisted
    assert tip.message.startswith("Open anywhere: the first click is never a mine")
    assert "no-guess" in tip.message


def test_tip_on_a_finished_game_is_refused() -> None:
    game = opened()
    game.open(Coord(5, 0))
    tip = assist.tip(game)
    assert tip.is_error and tip.cell is None and "game is lost" in tip.message


def test_highlight_brackets_the_cell_and_its_numbers() -> None:
    game = opened()
    ui = GameUI(cursor=Coord(4, 0), highlight=frozenset({Coord(4, 0), Coord(3, 1)}))
    canvas, rows = frame(game, ui)
    assert rows[3:5] == ["│ 1 [1] ·  ·  ·  ·  · │", "│[■] 3  2  1  1  1  1 │"]
    y = canvas.lines().index(next(line for line in canvas.lines() if "[1]" in line))
    x = canvas.lines()[y].index("[1]")
    assert canvas.styles[y][x + 1] is Style.HIGHLIGHT
    # Cleared, the same cells are drawn as usual.
    _, rows = frame(game, GameUI(cursor=Coord(4, 0)))
    assert rows[3:5] == ["│ 1  1  ·  ·  ·  ·  · │", "│ ■  3  2  1  1  1  1 │"]


def test_overlay_frame_shows_chances_in_tenths() -> None:
    game = opened()
    game.toggle_flag(Coord(5, 6))
    found = assist.overlay(game)
    assert found.note == ""
    assert found.probabilities[4 * 7 + 0] == 1.0 and found.probabilities[5 * 7 + 2] == 0.0
    canvas, rows = frame(game, GameUI(cursor=Coord(0, 0), overlay=found.probabilities))
    # Flags stay flags; every other closed cell shows its chance.
    assert rows[4:6] == ["│ !  3  2  1  1  1  1 │", "│ !  !  0  !  0  0  ⚑ │"]
    lines = canvas.lines()
    y = next(y for y, line in enumerate(lines) if "!  !  0" in line)
    x = lines[y].index("!  !  0")
    assert canvas.styles[y][x] is Style.CHANCE_MINE
    assert canvas.styles[y][x + 6] is Style.CHANCE_SAFE


def test_overlay_on_an_open_position_with_real_odds() -> None:
    game = Game.fixed(parse("""\
**..
....
....
...*
""", "odds"))
    game.open(Coord(1, 1))  # a lone 2: two mines among its eight neighbours, one elsewhere
    found = assist.overlay(game)
    _, rows = frame(game, GameUI(cursor=Coord(0, 0), overlay=found.probabilities))
    assert rows[1][5] == "2"
    closed = {index for index, value in found.probabilities.items() if 0 < value < 1}
    assert len(closed) == 15
    for index in closed:
        digit = rows[index // 4][2 + 3 * (index % 4)]
        assert digit == render.chance_glyph(found.probabilities[index])[0]


@pytest.mark.parametrize(("probability", "glyph"), [
    (0.0, "0"), (0.001, "1"), (0.04, "1"), (0.15, "2"), (0.5, "5"), (0.94, "9"), (0.999, "9"),
    (1.0, "!"),
])
def test_chance_glyph_keeps_0_and_bang_for_proofs(probability: float, glyph: str) -> None:
    assert render.chance_glyph(probability)[0] == glyph


def test_header_says_assisted() -> None:
    canvas, _ = frame(opened(), GameUI(), assisted=True)
    assert "Small   Assisted" in canvas.lines()[0]
    canvas, _ = frame(opened(), GameUI(), assisted=False)
    assert "Assisted" not in canvas.lines()[0]


def test_long_message_takes_the_footer_line() -> None:
    text = "word " * 30
    assert render.message_lines("short", 80) == ["short"]
    first, second = render.message_lines(text.strip(), 40)
    assert len(first) <= 40 and len(second) <= 40 and second.endswith("...")
    game = opened()
    ui = GameUI(message="A mine: " + "x " * 45)
    canvas, _ = frame(game, ui)
    assert canvas.lines()[22].strip().startswith("A mine:")
    assert "help" not in canvas.lines()[23] and canvas.lines()[23].strip().startswith("x")


def test_large_boards_skip_exact_counting() -> None:
    params = Params(201, 200, 4000)
    assert params.cells > assist.LARGE_CELLS
    game = Game.random(params, random.Random(3))
    game.open(Coord(100, 100))
    with pytest.raises(assist.OverlayError, match="too slow on 40,200 cells"):
        assist.overlay(game)
    tip = assist.tip(game)
    assert tip.cell is not None or "too slow" in tip.message
