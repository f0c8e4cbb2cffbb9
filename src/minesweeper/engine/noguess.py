"""No-guess boards: layouts the solver clears from the first click without guessing.

Random layouts are drawn and tested first (`rejection`), so that boards are uniform among
the no-guess ones whenever one of those draws succeeds. When none does, a layout is
repaired where the solver got stuck, as in Simon Tatham's Mines: the mines of the stuck
frontier move to closed cells away from it (or, when there is no room, the frontier is
filled from elsewhere), and the solver goes on from what it knew, with the counts around
the moved mines updated. A board is returned only after a from-scratch solve clears it;
where that one sticks, the repairs go on from there. If every repaired layout sticks on
closed pockets walled in by proven mines (common on large dense boards), a last round of
attempts also fills such pockets with mines from their walls.

The work is bounded: rejection gets about `REJECTION_CELLS` cells' worth of draws, repair
`REPAIR_WORK` (about 4 s on a 2-core machine); a board not made by then is refused with
NoGuessError, as are sizes and densities that `check_size` knows cannot be made in time.
"""

from __future__ import annotations

import random

from .coords import Coord, on_board
from .generate import kept_clear, place_mines
from .minefield import Minefield
from .params import Params
from .probability import NODE_LIMIT, ComponentCache, check_limit
from .rejection import draw_no_guess, no_layout_clears
from .solver import MINE, SAFE, UNKNOWN, Solver

# Cells' worth of rejection draws before repairing (Advanced: 208 draws).
REJECTION_CELLS = 100_000
# Repairs of one layout before starting over from a fresh draw, and fresh starts in all.
REPAIRS = 60
RESTARTS = 20
# Work allowed for repairs before giving up (about 4 s on a 2-core machine), where a
# solve or repair of a board of n cells costs n * (1 + n / 40,000): measured, one costs
# about 0.7 us per cell on 100x100 boards, 1.2 on 200x200 and 2.0 on 316x316, because the
# frontier grows with the board and its counting with the frontier. (Until stop 48 the
# cost was taken as n * (1 + n / 10,000), from slower solves: 200x200 gave up after 1.2 s
# and 316x316 after 1.5 s, and 200x200 at 22% gave up for 2 of 12 seeds. Now both give up
# after about 3.9 s, and 1 of those 12 seeds does.)
REPAIR_WORK = 7_000_000
# Above this many cells a no-guess board takes minutes to make (measured: 300x300 in about
# 4 s, 500x500 in 33 s, 1000x1000 in 5 minutes), so it is refused instead.
MAX_CELLS = 100_000
# (most cells, most mines in percent): denser boards give up after REPAIR_WORK, so they
# are refused at once. Measured (benchmarks/generate.py --limits and single sizes, seeds
# 1-3, CPU time): 70x70 is made up to 60% in 1.4 s (70% fails at once as too dense);
# 80x80 at 40% in 2.2 s, at 60% it may give up; 100x100 at 28% in 3.3-3.9 s, 30% in
# 4.5 s, 33% gives up; 200x200 at 22% in 0.3-2 s, 25% gives up; 316x316 at 16% in 1.1-3.2
# s, 18% may give up, 20% gives up after 6 s. A size between two rows takes the limit of
# the larger.
DENSITY_LIMITS = ((5_000, 100), (6_400, 40), (10_000, 28), (40_000, 22), (MAX_CELLS, 16))


class NoGuessError(ValueError):
    """No no-guess board could be made for these parameters."""


def solve_from(field: Minefield, first: Coord, *, node_limit: int = NODE_LIMIT) -> Solver:
    """Open `first` and every cell the solver proves safe, until it is stuck or done.

    The solver only sees what opens; `field` answers the opens. Check `is_cleared`.
    """
    return _solve(field, on_board(first, field.rows, field.cols), node_limit, None)


def _solve(
    field: Minefield, first: Coord, node_limit: int, cache: ComponentCache | None
) -> Solver:
    solver = Solver(field.rows, field.cols, field.mine_count, node_limit=node_limit,
                    explain=False, cache=cache)
    solver.play_out(first.row * field.cols + first.col, field.count_at)
    return solver


def is_cleared(solver: Solver) -> bool:
    """Whether every cell is open or a proven mine."""
    state = solver.state
    return UNKNOWN not in state and SAFE not in state


def is_no_guess(field: Minefield, first: Coord, *, node_limit: int = NODE_LIMIT) -> bool:
    """Whether the solver clears `field` from `first` without guessing (and `first` is safe)."""
    if not isinstance(field, Minefield):
        game = " (a game's is game.minefield)" if hasattr(field, "minefield") else ""
        raise TypeError(f"is_no_guess takes a Minefield, not {type(field).__name__}{game}")
    first = on_board(first, field.rows, field.cols)
    if field.is_mine(first):
        return False
    return is_cleared(solve_from(field, first, node_limit=node_limit))


def check_size(params: Params) -> None:
    """NoGuessError at once when a no-guess board this big or this dense could not be
    made within the bounded work (see `DENSITY_LIMITS`).
    """
    if params.cells > MAX_CELLS:
        raise NoGuessError(
            f"no-guess boards go up to {MAX_CELLS:,} cells; {params.rows}x{params.cols} "
            f"has {params.cells:,}"
        )
    impossible = _never_made(params)
    if impossible:
        raise NoGuessError(impossible)
    for cells, percent in DENSITY_LIMITS:
        if params.cells <= cells:
            most = params.cells * percent // 100
            if params.mines > most:
                raise NoGuessError(
                    f"a no-guess {params.rows}x{params.cols} board takes at most {most:,} "
                    f"mines ({percent}%), not {params.mines:,}: denser ones take too long "
                    "to make"
                )
            return


def no_guess_minefield(
    params: Params, first: Coord, rng: random.Random, *, node_limit: int = NODE_LIMIT
) -> Minefield:
    """A minefield that the solver clears from `first` without a guess.

    NoGuessError when `check_size` refuses the parameters, or when no board is found
    within the bounded work (see the module docstring).
    """
    first = on_board(first, params.rows, params.cols)
    if not isinstance(rng, random.Random):
        raise TypeError(f"no_guess_minefield takes a random.Random, not {type(rng).__name__}")
    check_limit(node_limit)  # (up front: a board drawn without a solve never reaches one)
    check_size(params)
    # Each solve starts from scratch; only the enumeration of frontier components, a pure
    # function of their numbers, is shared between them.
    cache: ComponentCache = {}
    if no_layout_clears(params, first, cache, node_limit):
        raise _not_found(params, first)  # (a few layouts, all tried: no draw can succeed)
    draws = max(1, REJECTION_CELLS // params.cells)
    field = draw_no_guess(params, first, rng, draws, cache, node_limit)
    if field is None and min(params.rows, params.cols) == 1:
        field = _line_ends(params, first, rng, node_limit)
    if field is not None:
        return field
    clear = set(kept_clear(params, first))
    budget = _Budget(REPAIR_WORK)
    # Pockets walled in by proven mines are filled only when nothing else worked.
    for fill_pockets in (False, True):
        for _ in range(RESTARTS):
            field = place_mines(params, first, rng)
            repaired = _repaired(field, first, rng, clear, cache, node_limit, fill_pockets,
                                 budget)
            if repaired is not None:
                return repaired
            if budget.is_spent:
                raise NoGuessError(
                    f"gave up making a no-guess {params} board with the first click at "
                    f"{first.name}: it takes too long at this size and density; try fewer "
                    "mines or a smaller board"
                )
    raise _not_found(params, first)


def _not_found(params: Params, first: Coord) -> NoGuessError:
    return NoGuessError(f"could not find a no-guess {params} board for a first click at "
                        f"{first.name}: try another first click or fewer mines")


def _line_ends(params: Params, first: Coord, rng: random.Random, node_limit: int
               ) -> Minefield | None:
    """On a board one cell across, a layout with the mines packed at its two ends (a
    solve checks it), chosen evenly among those that work; None if none does.

    Past the first mine on each side of the click nothing shows, so only the count can
    tell those cells apart: random draws of a dense line almost never work, and these do.
    """
    cells, mines = params.cells, params.mines
    clear = set(kept_clear(params, first))
    splits = []
    for left in range(mines + 1):
        chosen = [*range(left), *range(cells - (mines - left), cells)]
        if clear.isdisjoint(chosen):
            field = Minefield.from_indices(params.rows, params.cols, chosen)
            if is_no_guess(field, first, node_limit=node_limit):
                splits.append(field)
    return rng.choice(splits) if splits else None


# On a board 2 cells across, the two cells of a line across it have the same neighbours,
# so a line holding one mine is a 50/50, unless it is the first click's own line. The click
# keeps the cells around it clear when there are enough safe cells (6, or 4 in a corner),
# and then an odd count never works. With fewer, its line may hold one mine beside it, and
# that works only on these boards (long side, safe cells), found by trying every layout
# from every first click (tests/engine/test_noguess_small.py does so again):
_ODD_ACROSS = frozenset({(3, 3), (4, 3), (4, 5), (5, 5)})


def _never_made(params: Params, why: bool = True) -> str:
    """Why no first click can give a no-guess board of `params`, or "" when one can (with
    `why` False, a word stands in for the reason)."""
    rows, cols, mines, safe = params.rows, params.cols, params.mines, params.safe_cells
    if min(rows, cols) == 1 or safe == 1:
        return ""  # some click works on a single line; a lone safe cell is the click
    is_odd_allowed = min(rows, cols) == 2 and (max(rows, cols), safe) in _ODD_ACROSS
    if min(rows, cols) == 2 and mines % 2 and not is_odd_allowed:
        if not why:
            return "odd"
        return (f"a no-guess {rows}x{cols} board {_counts_across(rows, cols)}, not {mines}: "
                f"{_across(params)}")
    if safe <= 3 and not is_odd_allowed:
        # The click shows a number and opens nothing: the count says which cells are safe
        # only when none touches the click and all beyond its reach are, 1 or 2 cells;
        # just the 2x3 and 2x4 boards above have a click with 2 beyond it, none with 1.
        others = "the other one is" if safe == 2 else "the other two are"
        return (f"a no-guess {rows}x{cols} board cannot hold {mines} mines: with only "
                f"{safe} safe cells, the first click never shows where {others}; "
                "try fewer mines")
    return ""


def _counts_across(rows: int, cols: int) -> str:
    """The mine counts a no-guess board 2 cells across can take (every count `_never_made`
    lets through): `needs an even number of mines up to 8 (or 11 with the first click as the
    only safe cell)`, `takes 0 or 3 mines`."""
    works = [m for m in range(rows * cols) if not _never_made(Params(rows, cols, m), False)]
    evens = [m for m in works if m % 2 == 0]  # 0 up to the most that leaves 4 safe cells
    odd = [str(m) for m in works if m % 2]
    if len(evens) < 2:
        return f"takes {_either([str(m) for m in works])} mines"
    lone = str(rows * cols - 1)  # one safe cell: the click, which opens nothing more
    rest = [count for count in odd if count != lone]
    words = [_either(rest)] if rest else []
    if lone in odd:
        words.append(f"{lone} with the first click as the only safe cell")
    return f"needs an even number of mines up to {evens[-1]}" + (
        f" (or {', or '.join(words)})" if odd else "")


def _either(counts: list[str]) -> str:
    """`3`, `3 or 5`, `3, 5 or 7`."""
    return counts[0] if len(counts) == 1 else f"{', '.join(counts[:-1])} or {counts[-1]}"


def _across(params: Params) -> str:
    """Why a board 2 cells across is hard: the two cells of a line across it have the same
    neighbours, so no number tells which one holds a lone mine.
    """
    if params.rows == 2:
        return "on a board 2 rows high, a column holding one mine is always a 50/50"
    return "on a board 2 columns wide, a row holding one mine is always a 50/50"


class _Budget:
    """Work left for repairs (see `REPAIR_WORK`)."""

    def __init__(self, work: int) -> None:
        self.left = work

    def spend(self, cells: int) -> bool:
        """Take the work of one solve or repair of a board of `cells`; False once none is
        left.
        """
        self.left -= cells + cells * cells // 40_000
        return self.left >= 0

    @property
    def is_spent(self) -> bool:
        """Whether the work ran out."""
        return self.left < 0


def _repaired(
    field: Minefield, first: Coord, rng: random.Random, clear: set[int],
    cache: ComponentCache, node_limit: int, fill_pockets: bool, budget: _Budget,
) -> Minefield | None:
    """`field` repaired until a from-scratch solve clears it, or None after `REPAIRS`
    or when `budget` runs out.
    """
    start = first.row * field.cols + first.col
    size = field.rows * field.cols
    budget.spend(size)
    solver = _solve(field, first, node_limit, cache)
    layout = _Layout(field, solver.around)
    is_fresh = True
    repairs = 0
    while True:
        if is_cleared(solver):
            if is_fresh:
                return field
            # Cleared by a solver that kept its knowledge through the repairs: check
            # that a player starting afresh clears it too, or repair where they stick.
            if not budget.spend(size):
                return None
            field = layout.minefield()
            solver = _solve(field, first, node_limit, cache)
            is_fresh = True
            continue
        moved = _repair(layout, solver, clear, rng, fill_pockets=fill_pockets)
        repairs += 1
        if moved is None or repairs == REPAIRS or not budget.spend(size):
            return None
        layout.move(*moved)
        # Go on from what the solver knew: only the counts around the moved mines changed.
        count_at = layout.counts.__getitem__
        solver.amend(sorted(moved[0] + moved[1]), count_at)
        solver.play_out(start, count_at)
        is_fresh = False


class _Layout:
    """A layout under repair: its mines and counts, kept up to date as mines move."""

    def __init__(self, field: Minefield, around: tuple[tuple[int, ...], ...]) -> None:
        self.rows = field.rows
        self.cols = field.cols
        self.around = around
        size = field.rows * field.cols
        self.mine = bytearray(size)
        for index in field.mine_indices:
            self.mine[index] = 1
        self.counts = bytearray(field.count_at(index) for index in range(size))

    def move(self, removed: list[int], added: list[int]) -> None:
        """Take the mines off `removed` and put them on `added`."""
        mine = self.mine
        counts = self.counts
        around = self.around
        for index in removed:
            mine[index] = 0
            for other in around[index]:
                counts[other] -= 1
        for index in added:
            mine[index] = 1
            for other in around[index]:
                counts[other] += 1

    def minefield(self) -> Minefield:
        """The layout as a Minefield."""
        return Minefield.from_indices(
            self.rows, self.cols, [i for i, is_mine in enumerate(self.mine) if is_mine]
        )


def _repair(
    layout: _Layout, solver: Solver, clear: set[int], rng: random.Random, *,
    fill_pockets: bool = True,
) -> tuple[list[int], list[int]] | None:
    """Mines to move between the stuck frontier and the closed cells away from it:
    (cells losing their mine, cells gaining one), or None when there is nothing to move.
    """
    state = solver.state
    near = solver.touches_number()
    frontier: list[int] = []
    away: list[int] = []
    for index, value in enumerate(state):
        if value != UNKNOWN or index in clear:
            continue
        if near[index]:
            frontier.append(index)
        else:
            away.append(index)
    is_mine = layout.mine
    if not frontier:
        if not fill_pockets:
            return None
        # Only pockets walled in by proven mines (and the edges) are left, and no number
        # touches them: fill them with mines from their walls. A wall cell made safe is
        # then proven by the numbers beside it, and its own number shows into the pocket.
        pocket = set(away)
        around = solver.around
        wall = [
            i for i, value in enumerate(state)
            if value == MINE and i not in clear and any(q in pocket for q in around[i])
        ]
        safe = [i for i in away if not is_mine[i]]
        if not safe or len(wall) < len(safe):
            return None
        return rng.sample(wall, len(safe)), safe
    frontier_mines = [i for i in frontier if is_mine[i]]
    away_safe = [i for i in away if not is_mine[i]]
    if frontier_mines and len(away_safe) >= len(frontier_mines):
        # Empty the frontier: every cell there becomes safe and opens.
        return frontier_mines, rng.sample(away_safe, len(frontier_mines))
    frontier_safe = [i for i in frontier if not is_mine[i]]
    away_mines = [i for i in away if is_mine[i]]
    # Proven mines may also give theirs up: they are not needed where they are.
    proven = [i for i, value in enumerate(state) if value == MINE and i not in clear]
    donors = away_mines or proven
    if not frontier_safe or len(donors) < len(frontier_safe):
        if not frontier_mines or not away_safe:
            return None
        return rng.sample(frontier_mines, len(away_safe)), away_safe
    return rng.sample(donors, len(frontier_safe)), frontier_safe
