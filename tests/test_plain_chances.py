"""Plain play's `chances`: the chance map as a table a bot or a screen reader can read."""

from __future__ import annotations

import io
import random

import pytest

from minesweeper import plain, wording
from minesweeper.engine import Coord, Game, Level, Params, Status, Tile, probability_map
from minesweeper.session import Session
from minesweeper.settings import Settings


def _play(session: Session, text: str) -> list[str]:
    out = io.StringIO()
    plain.run(session, io.StringIO(text), out)
    return out.getvalue().splitlines()


def _table(lines: list[str], rows: int) -> dict[Coord, str]:
    """What the table after the `chances:` line shows, cell by cell (bands joined)."""
    start = next(i for i, line in enumerate(lines) if line.startswith("chances:")) + 2
    found: dict[Coord, str] = {}
    while start < len(lines) and lines[start].startswith(" ") \
            and lines[start].split()[0].isdigit():
        head = [int(word) for word in lines[start].split()]
        for row in range(rows):
            words = lines[start + 1 + row].split()
            assert int(words[0]) == row
            for col, word in zip(head, words[1:], strict=True):
                found[Coord(row, col)] = word
        start += 1 + rows
    return found


def test_every_closed_cell_shows_its_exact_chance_and_open_cells_show_the_board() -> None:
    session = Session(Settings.of_params(Level.ADVANCED.params, seed=3))
    lines = _play(session, "open 3 3\nflag 1 2\nchances\n")
    game = session.game
    chances = probability_map(game.position()).chances
    table = _table(lines, game.rows)
    assert len(table) == game.rows * game.cols  # two bands, every column once
    assert all(len(line) <= 80 for line in lines)
    for coord, shown in table.items():
        tile = game.tile(coord)
        if tile is Tile.FLAG:
            assert shown == "F"
        elif tile in (Tile.CLOSED, Tile.MARK):
            assert shown == wording.chance_percent(chances[coord.row * game.cols + coord.col])
        else:
            assert shown == (str(tile.count) if tile.count else ".")
    assert table[Coord(1, 2)] == "F"
    assert "0%" in table.values() and "100%" in table.values()  # proven cells say so
    assert session.assisted  # it told something the screen does not


def test_no_table_before_the_first_click_or_after_the_end() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=3))
    lines = _play(session, "i\n")
    assert "note: no chances before the first click: it places the mines, never on itself" \
        in lines
    assert not any(line.startswith("chances:") for line in lines)
    assert not session.assisted
    session = Session(Settings.of_params(Params(3, 3, 8), seed=1))
    lines = _play(session, "open 0 0\nopen 1 1\nchances\n")
    assert session.game.status is Status.WON
    assert "error: the game is over: the mines are shown" in lines
    session = Session(Settings.of_params(Params(1, 1, 0)))  # (it said the mines are shown)
    assert "error: the game is over: the board has no mines" in _play(session, "o 0 0\ni\n")


def test_bands_are_as_even_as_can_be() -> None:
    session = Session(Settings.of_params(Level.INTERMEDIATE.params, seed=4))
    lines = _play(session, "open 7 7\nchances\n")
    heads = [line.split() for line in lines if line.startswith("    ")
             and all(word.isdigit() for word in line.split())]
    assert heads == [[str(col) for col in range(8)], [str(col) for col in range(8, 16)]]
    assert len(_table(lines, 16)) == 256


@pytest.mark.parametrize(("cols", "bands"), [
    (16, [8, 8]), (31, [11, 10, 10]), (46, [12, 12, 11, 11]), (200, [15] * 4 + [14] * 10)])
def test_wide_tables_come_in_bands_as_even_as_can_be(cols: int, bands: list[int]) -> None:
    # 31 columns came as 11, 11 and 9; 200 as thirteen of 15 and one of 5.
    game = Game.random(Params(3, cols, 1), random.Random(1))
    table = plain.chances_table(game, {}).split("\n")
    heads = table[::4]  # each band: its column numbers, then the 3 rows
    assert [len(head.split()) for head in heads] == bands
    assert [int(head.split()[0]) for head in heads] == [sum(bands[:i]) for i in range(len(bands))]


def test_the_map_of_a_board_file_nothing_opened_on_does_not_mark_the_game_assisted() -> None:
    # Every cell then shows the mine count over the cells (13% here), as the status line
    # says already; the game was marked assisted for it. Once a cell is open it tells more.
    from minesweeper.engine import parse

    field = parse("*.......\n........\n......*.\n........\n")
    session = Session(Settings.of_board(field, "two.in"), lambda: 0.0)
    lines = _play(session, "flag 1 1\nchances\nboard\n")
    assert set(_table(lines, 4).values()) == {"6%", "F"} and not session.assisted
    assert not lines[-1].endswith("assisted")
    lines = _play(session, "open 3 0\nchances\nboard\n")
    assert session.assisted and lines[-1].endswith("| assisted")
