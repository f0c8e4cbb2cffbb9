"""Guessing when nothing can be proven: the policy (`choose`) and its one-move look-ahead."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from heapq import nsmallest
from typing import Literal, Sequence

from ..probability import ComponentCache, Counting, InconsistentError, count_layouts
from .core import Solver
from .endgame import ENDGAME_LAYOUTS, best_endgame_move
from .longterm import Risk, cell_influence, long_term_risk
from .marks import MINE, UNKNOWN


@dataclass(frozen=True)
class Outlook:
    """What opening one unknown cell may lead to, counted over the layouts that fit.

    Each field is a number of layouts out of `total` (the same total as the counting's):
    `safe` those where the cell is safe, `progress` those where it is safe and the number
    it shows proves at least one more cell safe, `safe_cells` the sum over layouts of how
    many cells that number proves safe, `second` the sum over the numbers it may show of
    the layouts where the move after it is safe too (two guesses survived): the least
    risky cell then counts 4/5 and the second least risky 1/5 (see `SECOND_BEST_WEIGHT`).
    """

    total: int
    safe: int
    progress: int
    safe_cells: int
    second: Fraction
    shows: int = 0  # how many different numbers it may show (1: opening it tells nothing)

    @property
    def is_dead(self) -> bool:
        """Whether opening the cell risks a mine and can show only one number: no gain
        now that waiting could not give, so it is never the guess to make."""
        return self.shows <= 1 and self.safe < self.total


def outlook(
    solver: Solver, counting: Counting, cell: int, *,
    constraints: Sequence[tuple[int, list[int], int]] | None = None,
    cache: ComponentCache | None = None,
) -> Outlook:
    """Look one move ahead: for each number the unknown `cell` could show, count the
    layouts that show it and what the exact step would prove safe next.

    `constraints` (from `solver.constraints()`) and `cache` may be passed in to share the
    work between the cells of one choice.
    """
    state = solver.state
    around = solver.around
    if constraints is None:
        constraints = solver.constraints()
    base: list[tuple[int, list[int], int]] = []
    for number, cells, need in constraints:
        if cell in cells:
            cells = [q for q in cells if q != cell]
            if not cells:
                if need:
                    # The cell is a mine in every layout: nothing safe to look at.
                    return Outlook(counting.total, 0, 0, 0, Fraction(0))
                continue
        base.append((number, cells, need))
    unknown = [q for q in solver.unknown_cells() if q != cell]
    neighbours = [q for q in around[cell] if state[q] == UNKNOWN]
    remaining = solver.mines - solver.known_mines
    progress = 0
    safe_cells = 0
    safe = 0
    second = Fraction(0)
    shows = 0
    for extra in range(len(neighbours) + 1):
        trial = sorted([*base, (cell, neighbours, extra)]) if neighbours else base
        try:
            after = count_layouts(trial, unknown, remaining, solver.node_limit, cache)
        except InconsistentError:
            continue
        ways = after.total
        if after.capped:
            # Estimates only: nothing after this cell is known exactly, so it is not
            # credited with any (best_guess then prefers cells whose outlook is exact).
            safe = counting.total - counting.mine_ways[cell]
            return Outlook(counting.total, safe, 0, 0, Fraction(0), len(neighbours) + 1)
        safe += ways
        shows += 1
        after_ways = after.mine_ways
        proven = sum(1 for q in unknown if after_ways[q] == 0)
        least = nsmallest(2, (after_ways[q] for q in unknown))
        if least:
            second += ways - least[0] + (least[0] - least[-1]) * SECOND_BEST_WEIGHT
        else:
            second += ways
        if proven:
            progress += ways
            safe_cells += ways * proven
        if not neighbours:
            break
    return Outlook(counting.total, safe, progress, safe_cells, second, shows)


# A guess may take a little more risk than the least risky cell for a better chance of
# surviving the guess after it: cells whose safe chance is within this fraction of the
# best are looked ahead from: every one of them, as Hill's solver does (on Advanced at most
# 62 in the 1,452 guesses of 700 games; LOOKAHEAD_LIMIT, the cheap score picking, only bounds
# the time on bigger boards).
# Over 3,000-5,000 Advanced games, 20 cells instead of 8 won 0.36 points more; 50 won
# 0.06 more again, for 20 ms a game. Looking one guess further (the best three cells
# scored by the chance of surviving three guesses, the next one picked from four by this
# same look-ahead) changed nothing, paired over the same 10,000 Advanced games (seed 11):
# -0.07 points (sd 0.16) from row 3, column 3, +0.02 (sd 0.23) from the corner, at twice
# the time. Weighing outcomes that prove nothing by 0.9 or 1.1 lost 0.39 and 0.92 points.
# Putting off guesses in small closed areas (under 8 cells, stepping over open cells, as
# Hill's Java solver does) changed 22 of those games, 11 each way. From the corner (10,000
# games, seed 11): 50 cells instead of 20 lost 0.19 points (before the weighing of stop 39,
# below); with it, every cell instead of 20 won +0.41 and +0.37 points (seeds 16, 17, sd 0.15
# each: 20,000 paired games) and +0.02 from row 3, column 3 (seed 42, sd 0.13), for about
# 10 ms more a game. Off-frontier cells only within 5% of the best (Hill's
# OFF_EDGE_TOLERENCE) lost 0.15. Guessing first in a closed area
# (unknown cells touching no unknown cell outside it, one mine count), by exact search
# over its layouts as Hill's isolated-edge search does, changed no game of the 10,000:
# the area and the rest are independent, so the order of their guesses cannot matter.
# A tolerance of 15% instead of 10% lost 0.10 points (+11 -21 of 10,000 Advanced games);
# on Intermediate (30,000 games from row 2, column 2) 5% and an influence weight of 1/2
# changed 42 and 8 games, evenly. On Advanced from row 3, column 3 (10,000 paired games,
# seed 42), 5% changed +0.04 points (+70 -66, sd 0.12) for a third less time, and an
# influence weight of 1 -0.03 (+14 -17). From the corner showing a 1, opening row 2, column 2
# first instead of the policy's row 0, column 2 lost 0.90 points (10,000 games, seed 11);
# row 1, column 2, row 0, column 3 and the opposite corner lost 0.48, 0.72 and 0.11. Scoring
# the cell after a guess by 4/5 of the safest and 1/5 of the second safest (Hill's blended
# safety) changed +0.12 and -0.06 points from the corner (seeds 11, 12) and +0.09 from row 3,
# column 3 (seed 11), 10,000 paired games each, sd 0.12-0.13: nothing to land. Crediting
# the layouts where every neighbour of the guess is safe (an opening) with 1/20 more changed
# 531 of 10,000 corner games (seed 11), +267 -264: fewer guesses, no more wins. Standing for
# the cells away from the numbers by the one nearest them (Hill looks at those 2 away) or the
# one farthest, not the first, changed 23 and 53 of those games, evenly (+12 -11, +27 -26).
GUESS_TOLERANCE = Fraction(1, 10)  # exact: layout counts pass what a float can hold
LOOKAHEAD_LIMIT = 100
# Each look-ahead count costs about in proportion to the closed cells (the binomials of the
# cells away from the numbers grow with them): past LOOKAHEAD_CELLS closed cells, at most
# LOOKAHEAD_FEW * LOOKAHEAD_CELLS / closed cells are looked ahead from (at least 3), so that a
# tip on a 200x200 board dense enough to need a guess takes about a second, not five. Every
# preset (Advanced: 480 cells) is below it.
LOOKAHEAD_CELLS = 2000
LOOKAHEAD_FEW = 20
# How much a cell's long-term risk (see `longterm`) counts towards guessing it now.
INFLUENCE_WEIGHT = Fraction(9, 10)
# The safety of the move after a guess is that of the least risky cell then, less this share
# of how much riskier the second least risky is: a position with two good moves is worth more
# than one with a single good move (Hill's "blended safety", 4:1). With it, the final score
# weighs each looked-at cell by its own long-term risk (`cell_influence`: pairs and blocks
# along a bare edge count too). Together, as Hill's Java solver weighs a guess, they make
# the policy try the other corners when the first shows a number (0.7280 against 0.7273 for
# row 0, column 2, in his figures and ours). From the corner, paired over the same 10,000
# games each: seed 11 -0.42, Hill's boards (seed 20240611) +1.20, seeds 12, 13, 14 +0.08,
# +0.34, +0.62 points (sd 0.40 each): +0.36 over 50,000 (sd 0.18), 3.24 guesses a game
# instead of 3.56. From row 3, column 3: -0.06 and +0.23 (seeds 11, 12; sd 0.17 and 0.16).
# Blending alone (stop 35) changed +0.12 and -0.06 from the corner: it does not change that
# first choice.
SECOND_BEST_WEIGHT = Fraction(1, 5)


def best_guess(solver: Solver, counting: Counting, candidates: Sequence[int],
               risk: Risk | None = None, cache: ComponentCache | None = None) -> int:
    """The unknown cell to open when nothing can be proven (see `weighed_guess`)."""
    return weighed_guess(solver, counting, candidates, risk, cache)[0]


def weighed_guess(solver: Solver, counting: Counting, candidates: Sequence[int],
                  risk: Risk | None = None, cache: ComponentCache | None = None
                  ) -> tuple[int, bool]:
    """The unknown cell to open when nothing can be proven, and whether its long-term risk
    made the pick (the looked-at cells scored without it would have given another).

    Cells about as safe as the least risky one are looked at one move ahead (`outlook`):
    the best is the one most likely to survive both its own opening and the least risky
    move after it (a proven safe cell counting as sure), then the one expected to prove
    the most cells safe; never a dead cell while another is looked at. A cell's
    long-term risk (`risk`) raises its score, and lets a slightly riskier cell be looked
    at. Cells away from the numbers are interchangeable, so one stands for all those with
    as many unknown neighbours. When the counts are estimates (a capped component), the
    least risky cell is taken.
    """
    if counting.capped:
        return _cheap_guess(solver, counting, candidates), False
    total = counting.total
    mine_ways = counting.mine_ways
    lowest = min(mine_ways[i] for i in candidates)
    # safe >= best safe * (1 - tolerance), in whole layouts.
    most = lowest + int((total - lowest) * GUESS_TOLERANCE)
    state = solver.state
    around = solver.around
    rest = set(counting.rest)
    units: dict[tuple[int, ...], int] = {}
    best_safe = total - lowest

    def weigh(i: int, influence: int) -> Fraction:
        """How much `influence` layouts of long-term risk raise the cell's score (exact:
        on a large board the layouts outnumber what a float can hold)."""
        return 1 + INFLUENCE_WEIGHT * Fraction(influence, max(1, total - mine_ways[i]))

    def boost(i: int) -> Fraction:
        """`weigh` by the cell's influence from the sweep (`Risk.of`)."""
        return Fraction(1) if risk is None else weigh(i, risk.of(i, counting))

    for index in candidates:
        bonus = risk.of(index, counting) if risk is not None else 0
        if mine_ways[index] > most and (
                not bonus
                or total - mine_ways[index] + bonus < best_safe * (1 - GUESS_TOLERANCE)):
            continue
        if index in rest and not bonus:
            neighbours = [q for q in around[index] if state[q] == UNKNOWN]
            if all(q in rest for q in neighbours):
                units.setdefault((-1, len(neighbours)), index)
                continue
        units[(index,)] = index
    looked = sorted(units.values(),
                    key=lambda i: (-_cheap_score(solver, counting, i, lowest) * float(boost(i)), i))
    constraints = solver.constraints()
    if cache is None:
        cache = {}
    best = plain = looked[0]
    best_score: tuple[bool, Fraction, int, int] | None = None
    plain_score: tuple[bool, Fraction, int, int] | None = None
    closed = len(solver.unknown_cells())
    limit = LOOKAHEAD_LIMIT if closed <= LOOKAHEAD_CELLS else max(
        3, LOOKAHEAD_FEW * LOOKAHEAD_CELLS // closed)

    def own_boost(i: int) -> Fraction:
        """`boost` by the cell's own influence (`cell_influence`), for the final score."""
        if risk is None:
            return Fraction(1)
        return weigh(i, cell_influence(solver, counting, i, risk, constraints, cache))

    for index in looked[:limit]:
        seen = outlook(solver, counting, index, constraints=constraints, cache=cache)
        score = (not seen.is_dead, seen.second * own_boost(index), seen.safe_cells, -index)
        if best_score is None or score > best_score:
            best, best_score = index, score
        unweighed = (not seen.is_dead, seen.second, seen.safe_cells, -index)
        if plain_score is None or unweighed > plain_score:
            plain, plain_score = index, unweighed
    return best, best != plain


def _cheap_score(solver: Solver, counting: Counting, index: int, lowest: int) -> float:
    """Safe chance, boosted by an estimate of the chance the cell shows 0 (the product of
    its unknown neighbours' safe chances), less its excess risk over the least risky cell.
    """
    total = counting.total
    mine_ways = counting.mine_ways
    state = solver.state
    ways = mine_ways[index]
    safe = 1.0 - ways / total
    zero = 1.0
    for other in solver.around[index]:
        value = state[other]
        if value == MINE:
            zero = 0.0
            break
        if value == UNKNOWN:
            zero *= 1.0 - mine_ways[other] / total
    return safe * (1.0 + zero) - (ways - lowest) / total


def _cheap_guess(solver: Solver, counting: Counting, candidates: Sequence[int]) -> int:
    """The least risky candidate (near ties, within 1% of the layouts, count as ties),
    ties going to the best `_cheap_score`: used when the counts are only estimates.
    """
    total = counting.total
    mine_ways = counting.mine_ways
    lowest = min(mine_ways[i] for i in candidates)
    slack = total // 100
    best = -1
    best_score = -1.0
    for index in candidates:
        if mine_ways[index] > lowest + slack:
            continue
        score = _cheap_score(solver, counting, index, lowest)
        if score > best_score:
            best, best_score = index, score
    return best


def unavoidable_pair(solver: Solver) -> tuple[int, int] | None:
    """Two unknown cells of a 50/50 that nothing can ever settle, or None.

    Numbers that need one mine in exactly two cells link those cells: each link's two
    cells hold one mine. A chain of links has two ways to hold its mines (every other
    cell); when both ways hold as many mines and every cell outside the chain (number or
    closed) touches as many of one way's cells as of the other's, no move but opening a
    cell of the chain can ever tell the ways apart: the guess must come some day, and it
    is worth most made early. (Chains longer than two cells are rare: finding them too won
    3 more of 10,000 corner games and 7 more of 10,000 Advanced games, seed 11, none fewer.)
    """
    constraints = solver.constraints()
    state = solver.state
    around = solver.around
    links: dict[int, list[int]] = {}
    for _, cells, need in constraints:
        if need == 1 and len(cells) == 2:
            a, b = cells
            links.setdefault(a, []).append(b)
            links.setdefault(b, []).append(a)
    seen: set[int] = set()
    for root in sorted(links):
        if root in seen:
            continue
        side = {root: 0}
        stack = [root]
        fits = True
        while stack:
            cell = stack.pop()
            for other in links[cell]:
                if other not in side:
                    side[other] = 1 - side[cell]
                    stack.append(other)
                elif side[other] == side[cell]:
                    fits = False
        seen.update(side)
        if not fits or 2 * sum(side.values()) != len(side):
            continue
        touched: dict[int, int] = {}
        for cell, way in side.items():
            for q in around[cell]:
                if q not in side and state[q] != MINE:
                    touched[q] = touched.get(q, 0) + (1 if way else -1)
        if all(balance == 0 for balance in touched.values()):
            a = min(side)
            b = min(links[a])
            return a, b
    return None


@dataclass(frozen=True)
class Choice:
    """The guess the policy makes and why: `how` is "endgame" (exact search: it wins
    `wins` of the `layouts` that fit), "pair" (an unavoidable 50/50, with `other`),
    "pseudo" (a pseudo-50/50, see `longterm`) or "outlook" (`best_guess`); `risk` is its
    mine chance, `lowest` the least among the candidates; `influenced`: an "outlook" guess
    picked for its long-term risk (a blind guess may be needed around it some day). An
    "endgame" guess also gives the best of the least risky cells, `safest`, and in how many
    layouts it wins, `safest_wins`."""

    cell: int
    how: Literal["endgame", "pair", "pseudo", "outlook"]
    risk: Fraction
    lowest: Fraction
    wins: int = 0
    layouts: int = 0
    other: int = -1
    influenced: bool = False
    safest: int = -1
    safest_wins: int = 0


def choose(solver: Solver, counting: Counting, candidates: Sequence[int]) -> Choice:
    """The policy's guess among `candidates`: the exact endgame search when few layouts
    fit, else an unavoidable 50/50 or a pseudo-50/50 first, else `best_guess`."""
    total = counting.total
    lowest = Fraction(min(counting.mine_ways[i] for i in candidates), total)
    if not counting.capped and total <= ENDGAME_LAYOUTS:
        move = best_endgame_move(solver, candidates)
        if move is not None:
            return Choice(move.cell, "endgame", counting.probability(move.cell), lowest,
                          move.wins, move.layouts, safest=move.safest,
                          safest_wins=move.safest_wins)
    if not counting.capped:
        pair = unavoidable_pair(solver)
        if pair is not None and pair[0] in candidates:
            return Choice(pair[0], "pair", counting.probability(pair[0]), lowest,
                          other=pair[1])
    cache: ComponentCache = {}
    risk = None if counting.capped else long_term_risk(solver, counting, cache=cache)
    if risk is not None and risk.pseudo is not None and risk.pseudo in candidates:
        return Choice(risk.pseudo, "pseudo", counting.probability(risk.pseudo), lowest,
                      other=risk.partner)
    cell, influenced = weighed_guess(solver, counting, candidates, risk, cache)
    return Choice(cell, "outlook", counting.probability(cell), lowest, influenced=influenced)
