"""A frontier too long for the search over its layouts (a long thin strip) is counted
exactly by the mines its numbers still need across each cut; the estimate it fell back on
was 20 to 46 points off (a 21% cell shown as under 1%; found by the chance map auditor).
"""

from __future__ import annotations

import random
from collections import defaultdict
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from minesweeper.engine import (
    Action,
    Coord,
    Game,
    Move,
    Params,
    Position,
    enumeration,
    parse,
    probability_map,
)
from minesweeper.engine.solver import exact_probabilities

STRIP = Path(__file__).parent / "strip_3x80.in"


def column_count(text: str, mines: int) -> dict[int, Fraction]:
    """Each closed cell's chance of a mine on a board of few rows, counted column by column
    (every assignment of a column's closed cells, the numbers of a column checked once the
    next column is known): an oracle that shares nothing with the engine's counting."""
    rows = text.split()
    height, width = len(rows), len(rows[0])

    def shown(r: int, c: int) -> int | None:
        char = rows[r][c]
        return 0 if char == "." else int(char) if char.isdigit() else None

    columns = [[bits for bits in product((0, 1), repeat=height)
                if all(not bit or shown(r, c) is None for r, bit in enumerate(bits))]
               for c in range(width)]

    def fits(c: int, around: tuple[tuple[int, ...], ...]) -> bool:  # column c's numbers
        for r in range(height):
            number = shown(r, c)
            if number is not None and number != sum(
                    bits[rr] for bits in around for rr in (r - 1, r, r + 1)
                    if 0 <= rr < height):
                return False
        return True

    none = (0,) * height
    # forward[c][(a, b)]: ways (by mines) for columns up to c, with c-1 = a and c = b,
    # every number of the columns before c checked.
    forward: list[dict[tuple, dict[int, int]]] = [{(none, b): {sum(b): 1} for b in columns[0]}]
    for c in range(1, width + 1):
        step: dict[tuple, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        for (a, b), ways in forward[-1].items():
            for d in columns[c] if c < width else [none]:
                if fits(c - 1, (a, b, d)):
                    for k, n in ways.items():
                        step[(b, d)][k + sum(d)] += n
        forward.append(step)
    backward: list[dict[tuple, dict[int, int]]] = [{} for _ in range(width + 1)]
    backward[width] = {key: {0: 1} for key in forward[width]}
    for c in range(width - 1, -1, -1):
        for (a, b) in forward[c]:
            ways = defaultdict(int)
            for d in columns[c + 1] if c + 1 < width else [none]:
                if fits(c, (a, b, d)):
                    for k, n in backward[c + 1].get((b, d), {}).items():
                        ways[k + sum(d)] += n
            backward[c][(a, b)] = ways
    chances: dict[int, Fraction] = {}
    for c in range(width):
        total, mined = 0, [0] * height
        for (a, b), ways in forward[c].items():
            n = sum(count * backward[c][(a, b)].get(mines - k, 0) for k, count in ways.items())
            total += n
            for r in range(height):
                mined[r] += n * b[r]
        for r in range(height):
            if shown(r, c) is None:
                chances[r * width + c] = Fraction(mined[r], total)
    return chances


def strip_position() -> Position:
    field = parse(STRIP.read_text())
    game = Game.restored(field, [], 0.0)
    for col in range(0, 80, 2):  # row 1's mines are at odd columns only
        game.play(Move(Action.OPEN, Coord(1, col)))
    return game.position()


def test_a_long_thin_frontier_is_counted_exactly() -> None:
    position = strip_position()
    found = probability_map(position)
    assert not found.is_estimate
    text = position.to_text() if hasattr(position, "to_text") else str(position)
    exact = column_count(text, position.mines)
    assert exact[0 * 80 + 42] == pytest.approx(0.2074, abs=1e-4)  # shown as "<1%" before
    assert found.chances.keys() == exact.keys()
    for cell, chance in exact.items():
        assert found.chances[cell] == pytest.approx(float(chance), abs=1e-12), cell


@pytest.mark.parametrize("seed", range(60))
def test_counting_by_cuts_gives_the_exact_fractions_of_the_search(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Positions of real games on small boards, with flags right or wrong, counted by the
    # search over layouts, then again with every part counted by its cuts alone.
    rng = random.Random(seed)
    rows, cols = rng.randint(4, 8), rng.randint(4, 8)
    game = Game.random(Params(rows, cols, rng.randint(3, rows * cols // 4)), rng)
    game.open(Coord(rng.randrange(rows), rng.randrange(cols)))
    field = game.minefield
    assert field is not None
    for _ in range(rng.randint(0, 12)):
        cell = Coord(rng.randrange(rows), rng.randrange(cols))
        opening = rng.random() < 0.5 and cell.row * cols + cell.col not in field.mine_indices
        if not game.is_over:  # (a last safe cell opened wins)
            game.play(Move(Action.OPEN if opening else Action.FLAG, cell))
    if game.is_over:
        return
    position = game.position()
    try:
        searched = exact_probabilities(position)
    except ValueError:
        return  # (wrong flags: a position that cannot be)
    real = enumeration._backtrack

    def cut_short(part, by_cell, needs, node_limit):  # type: ignore[no-untyped-def]
        real(part, by_cell, needs, 1)  # capped at once (unless there is nothing to try)
        part.capped = True

    monkeypatch.setattr(enumeration, "_backtrack", cut_short)
    assert exact_probabilities(position) == searched
