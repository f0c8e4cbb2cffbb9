"""Long-term risk: pairs that may become a guess no move can settle, and pseudo-50/50s."""

from __future__ import annotations

import itertools
import random

import pytest
from gametext import TINY_SIZES, tiny_game

from minesweeper.engine import Coord, Game, HintKind, Minefield, player_hint
from minesweeper.engine.position import Position
from minesweeper.engine.solver import Solver, guess, hint
from minesweeper.engine.solver.endgame import best_endgame_move
from minesweeper.engine.solver.guess import choose, unavoidable_pair
from minesweeper.engine.solver.longterm import cell_influence, long_term_risk

# The 2s and the 3 prove the three cells of column 2 mines; one mine is left among the six
# cells on the right. If it is at row 0, column 3, then row 0, column 4 beside it can never
# be told apart from it (every cell that sees one sees both): a 50/50, or else safe.
PSEUDO = """
    .2###
    .3###
    .2###
"""


def stuck(text: str, mines: int) -> Solver:
    solver = Solver.from_position(Position.from_text(text, mines=mines))
    while solver.step():
        pass
    return solver


def test_a_cell_that_is_safe_or_half_of_a_fifty_fifty_is_a_pseudo_fifty_fifty() -> None:
    solver = stuck(PSEUDO, 4)
    counting = solver.count()
    assert unavoidable_pair(solver) is None  # not a 50/50 yet: it may still be safe
    risk = long_term_risk(solver, counting)
    assert risk.pseudo == 3  # row 0, column 3
    assert counting.mine_ways[3] == 1 and counting.total == 6
    # Every layout where it is a mine forms the pair, so all of its risk is long-term.
    assert risk.of(3, counting) == 1 == risk.of(4, counting)


def test_the_hint_for_a_pseudo_fifty_fifty_says_why_it_is_guessed_now(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(guess, "ENDGAME_LAYOUTS", 0)  # as on a big board: no exact search
    solver = stuck(PSEUDO, 4)
    assert choose(solver, solver.count(), solver.unknown_cells()).how == "pseudo"
    flagged = PSEUDO.replace(".2#", ".2F").replace(".3#", ".3F")  # the proven mines
    given = hint(Position.from_text(flagged, mines=4))
    assert given.is_guess and given.cell == Coord(0, 3)
    assert ("either safe or, with row 0, column 4, one of two cells that only a guess can "
            "ever tell apart") in given.reason, given.reason


def test_opening_a_pseudo_fifty_fifty_first_loses_nothing_against_perfect_play() -> None:
    rng = random.Random(2)
    checked = 0
    for _ in range(1500):
        game = tiny_game(rng, (*TINY_SIZES, (4, 6)), most_mines=6)
        if game.is_over:
            continue
        solver = Solver.from_position(game.position())
        while solver.step():
            pass
        if not solver.unknown_cells():
            continue
        counting = solver.count()
        risk = long_term_risk(solver, counting)
        for cell in solver.unknown_cells():
            mine = counting.mine_ways[cell]
            assert 0 <= risk.of(cell, counting) <= min(mine, counting.total - mine)
        if risk.pseudo is None or counting.mine_ways[risk.pseudo] in (0, counting.total):
            continue
        best = best_endgame_move(solver, limit=100_000, budget=1_000_000)
        first = best_endgame_move(solver, [risk.pseudo], limit=100_000, budget=1_000_000)
        assert best is not None and first is not None
        assert first.wins == best.wins, game.position()
        checked += 1
    assert checked >= 10


def test_a_pair_one_mine_short_of_a_fifty_fifty_weighs_its_cells_and_the_missing_mine() -> None:
    # Column 0, rows 2 and 3, would be a 50/50 if row 1, column 0 were a mine too (row 1,
    # column 1 is proven one): in 1 of the 10 layouts all three hold, so the pair and the
    # cell that would complete it each carry 1 layout of long-term risk.
    solver = stuck("###1.\n##31.\n##2..\n##1..", 5)
    counting = solver.count()
    assert counting.total == 10
    risk = long_term_risk(solver, counting)
    assert risk.influence == {5: 1, 10: 1, 15: 1} and risk.pseudo is None


def fitting_layouts(solver: Solver) -> list[set[int]]:
    """Every way to place the mines among the unknown cells that fits the numbers."""
    unknown = solver.unknown_cells()
    numbers = [i for i, value in enumerate(solver.state) if value <= 8]
    return [
        set(mined) for mined in itertools.combinations(unknown, solver.mines)
        if all(solver.state[i] == sum(1 for q in solver.around[i] if q in mined)
               for i in numbers)
    ]


def brute_cell_influence(solver: Solver, cell: int, layouts: list[set[int]]) -> int:
    """`cell_influence` less the enablers' share, by trying every layout: for the pairs
    across holding `cell`, the pairs down and the 2x2 blocks, the most layouts in which one
    of each kind has its open outer cells none, at most 3 outer cells unknown and all of
    them mines, and its first cell (its top left and bottom right, for a block) a mine and
    the rest safe."""
    rows, cols = solver.rows, solver.cols
    unknown = set(solver.unknown_cells())

    def on(r: int, c: int) -> bool:
        return 0 <= r < rows and 0 <= c < cols

    def most(shapes: list[tuple[list[tuple[int, int]], list[tuple[int, int]], int]]) -> int:
        best = 0
        for cells, outer, mined in shapes:
            if not all(on(r, c) and r * cols + c in unknown for r, c in cells):
                continue
            outside = [r * cols + c for r, c in outer if on(r, c)]
            if any(q not in unknown for q in outside) or len(outside) > 3:
                continue
            flat = [r * cols + c for r, c in cells]
            mines, safe = [*outside, *flat[:mined]], flat[mined:]
            if mined == 2:  # a block: the top left and bottom right
                mines, safe = [*outside, flat[0], flat[3]], [flat[1], flat[2]]
            best = max(best, sum(1 for layout in layouts
                                 if all(q in layout for q in mines)
                                 and not any(q in layout for q in safe)))
        return best

    row, col = divmod(cell, cols)
    across = [([(r, c), (r, c + 1)],
               [(r + d, c - 1) for d in (-1, 0, 1)] + [(r + d, c + 2) for d in (-1, 0, 1)], 1)
              for r, c in ((row, col - 1), (row, col))]
    down = [([(r, c), (r + 1, c)],
             [(r - 1, c + d) for d in (-1, 0, 1)] + [(r + 2, c + d) for d in (-1, 0, 1)], 1)
            for r, c in ((row - 1, col), (row, col))]
    blocks = [([(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)],
               [(r - 1, c - 1), (r - 1, c + 2), (r + 2, c - 1), (r + 2, c + 2)], 2)
              for r, c in ((row - 1, col - 1), (row - 1, col), (row, col - 1), (row, col))]
    return most(across) + most(down) + most(blocks)


def test_a_cells_own_influence_counts_the_shapes_it_may_end_in_even_far_from_numbers() -> None:
    rng = random.Random(5)
    checked = 0
    for _ in range(300):
        game = tiny_game(rng)
        if game.is_over:
            continue
        solver = Solver.from_position(game.position())  # no rule applied: no known mines
        unknown = solver.unknown_cells()
        counting = solver.count()
        risk = long_term_risk(solver, counting)
        constraints = solver.constraints()
        layouts = fitting_layouts(solver)
        for cell in unknown:
            mine = counting.mine_ways[cell]
            expected = brute_cell_influence(solver, cell, layouts) + risk.enablers.get(cell, 0)
            assert cell_influence(solver, counting, cell, risk, constraints) == min(
                expected, mine, counting.total - mine), (game.position(), cell)
            checked += 1
    assert checked >= 1000


def test_after_the_corner_shows_a_number_the_next_guess_is_another_corner() -> None:
    # Advanced, the first click in the corner showing 1: the far corners are as safe as any
    # cell and the likeliest to open ground, and a pair or block along their bare edges could
    # one day need a blind guess; opening one now settles that too.
    solver = Solver(16, 30, 99)
    solver.reveal(0, 1)
    counting = solver.count()
    choice = choose(solver, counting, solver.unknown_cells())
    assert divmod(choice.cell, 30) in {(0, 29), (15, 0), (15, 29)}
    assert choice.how == "outlook"
    assert choice.influenced  # scored on the look-ahead alone, row 0, column 2 would win


def test_a_guess_picked_for_its_long_term_risk_says_so_in_the_tip() -> None:
    # The same position in a real game: the corner shows 1 (a mine at row 1, column 1, the
    # other 98 far off). The far corner is picked for the blind guess it may save, not for
    # opening new ground, and the tip says which.
    far = [(row, col) for row in range(4, 16) for col in range(3, 27)][:98]
    game = Game.fixed(Minefield(16, 30, [Coord(1, 1), *(Coord(r, c) for r, c in far)]))
    game.open(Coord(0, 0))
    tip = hint(Position.from_game(game))
    assert (tip.cell.row, tip.cell.col) in {(0, 29), (15, 0), (15, 29)}
    assert tip.reason.endswith(
        "is as little risky as any cell, with a 20.6% chance of a mine, and it may end up "
        "among cells that only a guess can ever tell apart, so it is better guessed now")
    assert "new ground" not in tip.reason


# Advanced games played by their tips (seeds 40 and 41, first click row 8, column 15) that
# reach a pseudo-50/50: the tip said "one of two cells" without naming the other.
PSEUDO_PAIR = """\
1212F21......1F3F12F31..1F3F##
F2F23F31.....23F333FF211214F##
23112FF21...13F5F3F4F21F113F3#
F111345F21..1FFF3F22222233F22#
111F3FF4F322223332213F21FF222#
..113F33F3FF1..1F11F3F212212F#
....111112332..11222211.1124F#
.11211....1F1...12F1....1F2FFF
13F5F31111211...1F21....1123F3
##FFF4F34F2.....12332211.12321
######5FFF2......1FFF2F1.1FF2.
#######F42211....13F3222124F31
#######2212F1.....23311F22F33F
#######22F321.111.1FF113F312F2
#######3F5F1..1F1.123323F21221
########FF21..111...1FF2111F1.
"""
PSEUDO_BLOCK = """\
#########F3F3F##F#############
####322F5F525F543##2##########
###FF1113F3F3FF2F22F3#########
FF4F3111213232232212F#########
2222211F1.1F3322F1.23#########
...2F2111.12FFF44311F3########
...2F2111.13443FFF2112########
11.1122F1.1FF1124F31.1########
F1...1F3211332..12F1.1########
11.11223F211F1...11212########
...1F11F3F1112222223F4########
12221111211..1FF2FF5F#########
1FF1....111..23323############
1221....1F1..1F1.2############
......11211.123223F###########
......1F1...1F2F2F############
"""


def test_a_pseudo_50_50_tip_names_the_other_cell_of_its_pair() -> None:
    found = player_hint(Position.from_text(PSEUDO_PAIR, 99))
    assert found.kind is HintKind.GUESS and found.cell == Coord(1, 28)
    assert "row 1, column 28 is either safe or, with row 1, column 29, one of two cells " \
        "that only a guess can ever tell apart" in found.reason, found.reason


def test_a_pseudo_50_50_in_a_block_says_so() -> None:
    found = player_hint(Position.from_text(PSEUDO_BLOCK, 99))
    assert found.kind is HintKind.GUESS and found.cell == Coord(0, 17)
    assert "row 0, column 17 is either safe or in a 2x2 block of closed cells whose mines " \
        "only a guess can ever tell apart" in found.reason, found.reason
