"""Properties of play that hold on every board: flood fill, winning, flagging."""

from __future__ import annotations

from gametext import minefields
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Minefield, Status, Tile


def cells(minefield: Minefield) -> list[Coord]:
    return [Coord(r, c) for r in range(minefield.rows) for c in range(minefield.cols)]


def around(coord: Coord, minefield: Minefield) -> list[Coord]:
    return [
        Coord(coord.row + dr, coord.col + dc)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr, dc) != (0, 0) and minefield.contains(Coord(coord.row + dr, coord.col + dc))
    ]


def expected_opening(start: Coord, minefield: Minefield) -> set[Coord]:
    """The connected zeros reached from `start`, and every cell touching them."""
    if minefield.count(start):
        return {start}
    zeros, todo = {start}, [start]
    while todo:
        for other in around(todo.pop(), minefield):
            if other not in zeros and minefield.count(other) == 0:
                zeros.add(other)
                todo.append(other)
    return zeros | {other for zero in zeros for other in around(zero, minefield)}


@settings(max_examples=150, deadline=None)
@given(minefields(max_side=12), st.data())
def test_flood_fill_opens_exactly_the_empty_region_and_its_border(
    minefield: Minefield, data: st.DataObject
) -> None:
    safe = [coord for coord in cells(minefield) if not minefield.is_mine(coord)]
    start = data.draw(st.sampled_from(safe), label="start")
    game = Game.fixed(minefield)
    outcome = game.open(start)
    opened = {coord for coord in cells(minefield) if game.tile(coord).is_open}
    expected = expected_opening(start, minefield)
    assert opened == expected
    assert not any(minefield.is_mine(coord) for coord in opened)
    if game.status is not Status.WON:
        assert set(outcome.changed) == expected
    assert all(game.tile(coord) is Tile.number(minefield.count(coord)) for coord in opened)


@settings(max_examples=150, deadline=None)
@given(minefields(max_side=8), st.data())
def test_a_win_is_declared_exactly_when_all_safe_cells_are_open(
    minefield: Minefield, data: st.DataObject
) -> None:
    safe = [coord for coord in cells(minefield) if not minefield.is_mine(coord)]
    order = data.draw(st.permutations(safe), label="order")
    flags = data.draw(st.sets(st.sampled_from(cells(minefield)), max_size=4), label="flags")
    game = Game.fixed(minefield)
    for coord in flags:
        game.toggle_flag(coord)
    for coord in order:
        if coord in flags:
            game.toggle_flag(coord)  # a flag on a safe cell must come off before opening it
        game.open(coord)
        all_open = all(game.tile(cell).is_open for cell in safe)
        assert (game.status is Status.WON) == all_open
        if all_open:
            break
    assert game.status is Status.WON
    assert all(game.tile(mine) is Tile.FLAG for mine in minefield.mines())
    assert game.mines_left == 0


@settings(max_examples=150, deadline=None)
@given(minefields(max_side=8), st.data(), st.booleans())
def test_flag_twice_is_a_no_op(minefield: Minefield, data: st.DataObject, marks: bool) -> None:
    game = Game.fixed(minefield, marks=marks)
    safe = [coord for coord in cells(minefield) if not minefield.is_mine(coord)]
    for coord in data.draw(st.lists(st.sampled_from(safe), max_size=3), label="opens"):
        game.open(coord)
    target = data.draw(st.sampled_from(cells(minefield)), label="target")
    before = (game.to_text(), game.flags, game.mines_left, game.status, game.opened)
    # With marks on, the cycle has three steps; the flag itself still comes and goes.
    presses = 3 if marks and not game.tile(target).is_open and not game.is_over else 2
    for _ in range(presses):
        game.toggle_flag(target)
    assert (game.to_text(), game.flags, game.mines_left, game.status, game.opened) == before


@settings(max_examples=150, deadline=None)
@given(minefields(max_side=10), st.data())
def test_the_position_shows_what_the_tiles_show(minefield: Minefield, data: st.DataObject) -> None:
    """The solver's view: open cells carry their number, flags stay flags, marks are closed."""
    from minesweeper.engine import Position

    game = Game.fixed(minefield, marks=True)
    for _ in range(data.draw(st.integers(0, 12), label="moves")):
        coord = data.draw(st.sampled_from(cells(minefield)), label="cell")
        action = data.draw(st.sampled_from([game.open, game.toggle_flag, game.toggle_mark]))
        action(coord)
        if game.status is Status.LOST:
            return
    expected = "\n".join(
        "".join("#" if tile is Tile.MARK else tile.value for tile in row) for row in game.tiles()
    )
    assert game.position() == Position.from_text(expected, minefield.mine_count)
    assert game.position().to_text() == expected


def test_the_first_click_is_the_first_cell_opened() -> None:
    game = Game.fixed(Minefield(3, 3, [Coord(0, 0)]))
    assert game.first_click is None
    game.toggle_flag(Coord(0, 0))
    game.open(Coord(2, 2))
    game.open(Coord(0, 1))
    assert game.first_click == Coord(2, 2)
