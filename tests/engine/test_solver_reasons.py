"""Every hint's reason proves its claim from what it states: the numbers it names and the
mine count, if it quotes one. Nothing else is taken as given: flags are claims, and a mine
proven on the way counts only through the numbers that prove it.

The claims are re-proven here by brute force, independently of the solver, over positions
from real games played with right and wrong flags (tips, and strict play's lessons).
"""

from __future__ import annotations

import random
import re
from collections import Counter

from minesweeper.engine import (
    Coord,
    Game,
    Params,
    player_hint,
    proof_of_mine,
    proof_of_safety,
)
from minesweeper.engine.position import CLOSED, FLAG, Position
from minesweeper.engine.solver import Hint, HintKind, hint, neighbour_table
from minesweeper.engine.solver.reasons import mines_left_words

ISSUE_BOARD = """
##F#####
13F4F5F#
.11213FF
.....122
.111....
12F21...
F33F1.11
12F21.1F
"""


def counterexample(position: Position, found: Hint) -> list[int] | None:
    """A layout of mines (flat indices) that fits every premise of `found` and not its
    claim, or None when there is none (the reason proves the claim).

    The premises are the numbers it names and, when it quotes a count, the mines on the
    board: every closed cell may hold a mine, flags included, and none is given.
    """
    cols = position.cols
    around = neighbour_table(position.rows, cols)
    cells = position.cells
    target = found.cell.row * cols + found.cell.col
    free = [i for i, value in enumerate(cells) if value >= CLOSED]
    needs = {row * cols + col: cells[row * cols + col] for row, col in found.numbers}
    frontier = sorted({q for n in needs for q in around[n] if q in free})
    rest = [i for i in free if i not in set(frontier)]
    claim_mine = found.kind is HintKind.MINE
    left = None if found.mines_left is None else position.mines

    if target in rest:
        if left is None:
            return [target] if not claim_mine else []  # nothing constrains it
        frontier_layouts = _layouts(frontier, needs, around, None)
        for mines in frontier_layouts:
            spare = left - len(mines)
            if claim_mine and 0 <= spare <= len(rest) - 1:
                return mines + [i for i in rest if i != target][:spare]
            if not claim_mine and 1 <= spare <= len(rest):
                return mines + [target] + [i for i in rest if i != target][: spare - 1]
        return None
    for mines in _layouts(frontier, needs, around, (target, not claim_mine)):
        if left is None:
            return mines
        spare = left - len(mines)
        if 0 <= spare <= len(rest):
            return mines + rest[:spare]
    return None


def _layouts(frontier: list[int], needs: dict[int, int], around: tuple[tuple[int, ...], ...],
             fixed: tuple[int, bool] | None):
    """Every way to put mines on `frontier` that gives each number its need (a generator,
    by plain backtracking), with `fixed` = (cell, is mine) forced first."""
    order = list(frontier)
    if fixed is not None:
        order.remove(fixed[0])
        order.insert(0, fixed[0])
    watchers = {cell: [n for n in needs if cell in around[n]] for cell in order}
    need = dict(needs)
    open_left = {n: sum(1 for q in around[n] if q in watchers) for n in needs}
    chosen: list[int] = []

    def place(depth: int):
        if depth == len(order):
            if all(value == 0 for value in need.values()):
                yield list(chosen)
            return
        cell = order[depth]
        options = (True, False)
        if depth == 0 and fixed is not None:
            options = (fixed[1],)
        for is_mine in options:
            ok = True
            for n in watchers[cell]:
                open_left[n] -= 1
                need[n] -= is_mine
            for n in watchers[cell]:
                if need[n] < 0 or need[n] > open_left[n]:
                    ok = False
            if ok:
                if is_mine:
                    chosen.append(cell)
                yield from place(depth + 1)
                if is_mine:
                    chosen.pop()
            for n in watchers[cell]:
                open_left[n] += 1
                need[n] += is_mine

    if all(0 <= need[n] <= open_left[n] for n in needs):
        yield from place(0)


def _name(value: int, cell: Coord) -> str:
    return f"the {'empty cell' if value == 0 else value} at {cell.name}"


NAMED = re.compile(r"the (empty cell|\d) at row (\d+), column (\d+)")
MORE = re.compile(r"and (\d+) more numbers?")


def check_words(position: Position, found: Hint) -> None:
    """The reason names exactly its numbers (the hint's highlight), each or as "and N more
    numbers", and quotes the count it uses, saying why when the counter shows another."""
    cols = position.cols
    names = {_name(position.cells[r * cols + c], Coord(r, c)) for r, c in found.numbers}
    said = {match.group(0) for match in NAMED.finditer(found.reason)}
    assert said <= names, ("named but not highlighted", said - names, found.reason)
    more = sum(int(match.group(1)) for match in MORE.finditer(found.reason))
    assert "and 1 more number" not in found.reason, found.reason  # one more is named
    assert len(said) + more == len(names), ("numbers left out", found.reason, names)
    flags = sum(1 for value in position.cells if value == FLAG)
    if found.mines_left is not None:
        words = f"{found.mines_left} mine{'s' if found.mines_left != 1 else ''} left"
        assert words in found.reason, found.reason
        counter = position.mines - flags
        if counter != found.mines_left:
            assert f"the counter shows {counter}:" in found.reason, found.reason


# What a one- or two-number reason says of one number's neighbours: how many mines it
# touches already (its value less what it needs), and how many closed cells it has left.
TOUCHES = re.compile(r"the (\d) at row (\d+), column (\d+) already touches")
NEEDS = re.compile(r"the (\d) at row (\d+), column (\d+),? (?:\(which )?needs (\d+) (?:more )?"
                   r"mines?(?: and has only (one|\d+) closed neighbours?(?: \([^)]*\))? left)?")
CLOSED_ONLY = re.compile(r"the (\d) at row (\d+), column (\d+) has (?:only|exactly) (one|\d+) "
                         r"closed neighbours?")


def check_touches(position: Position, found: Hint) -> None:
    """The mines a number touches already, and its cells proven safe, follow from the
    other numbers the reason names: a flag is no proven mine by itself."""
    facts = [(m, int(m.group(1)), 0) for m in TOUCHES.finditer(found.reason)]
    facts += [(m, int(m.group(1)) - int(m.group(4)), m.group(5)) for m in
              NEEDS.finditer(found.reason)]
    facts += [(m, 0, m.group(4)) for m in CLOSED_ONLY.finditer(found.reason)]
    cols = position.cols
    around = neighbour_table(position.rows, cols)
    # The number itself may have helped prove what it touches only where the reason says so.
    itself = "shares with" in found.reason or re.search(r"proven by [^;]*\bth(is|ese) number",
                                                           found.reason)
    for match, touched, left in facts:
        number = int(match.group(2)) * cols + int(match.group(3))
        others = tuple(n for n in found.numbers if itself or n.row * cols + n.col != number)
        mines, safe = _decided(position, Hint(found.cell, found.kind, others, "", 0.0, (),
                                              found.mines_left))
        closed = [q for q in around[number] if position.cells[q] >= CLOSED]
        assert len(mines & set(closed)) >= touched, ("a mine it touches is unproven",
                                                     found.reason)
        if left:
            undecided = len([q for q in closed if q not in mines | safe])
            assert undecided <= (1 if left == "one" else int(left)), found.reason


def _decided(position: Position, found: Hint) -> tuple[set[int], set[int]]:
    """The closed cells that are mines, and those safe, in every layout that fits the
    numbers of `found` (and the mines on the board, if it quotes a count)."""
    cols = position.cols
    around = neighbour_table(position.rows, cols)
    cells = position.cells
    needs = {row * cols + col: cells[row * cols + col] for row, col in found.numbers}
    free = [i for i, value in enumerate(cells) if value >= CLOSED]
    frontier = sorted({q for n in needs for q in around[n] if q in free})
    rest = len(free) - len(frontier)
    mines, safe = set(frontier), set(frontier)
    spares = set()
    for layout in _layouts(frontier, needs, around, None):
        spare = position.mines - len(layout)
        if found.mines_left is not None and not 0 <= spare <= rest:
            continue
        spares.add(spare)
        mines &= set(layout)
        safe -= set(layout)
    if found.mines_left is not None and spares in ({0}, {rest}):
        away = {i for i in free if i not in set(frontier)}
        (safe if spares == {0} else mines).update(away)
    return mines, safe


def test_the_issue_board_names_the_numbers_its_count_needs() -> None:
    position = Position.from_text(ISSUE_BOARD, mines=14)
    found = hint(position)
    assert (found.cell, found.kind) == (Coord(0, 3), HintKind.SAFE)
    assert {Coord(1, 0), Coord(1, 1)} & set(found.numbers)
    assert found.mines_left == 3
    check_words(position, found)
    assert counterexample(position, found) is None
    # Naming only the cell's own part, as before, leaves a layout with a mine there.
    own = Hint(found.cell, found.kind, (Coord(1, 3), Coord(1, 5)), "", 0.0, found.given, 3)
    assert counterexample(position, own) is not None


def test_the_counter_and_the_count_a_proof_uses_differ_for_reasons_it_names() -> None:
    # A flag the proof does not take as given may be a mine the same step proves: the
    # words do not call it unproven, nor doubt it (a teacher's student read "does not take
    # as given" as doubting a flag the proof itself proved).
    assert mines_left_words(5, 4, unproven=1) == ("5 mines left in all (the counter shows 4: "
                                                  "it counts your 1 flag as a mine, while this "
                                                  "proof counts only mines proven before it)")
    assert mines_left_words(4, 2, wrong=2) == ("4 mines left in all (the counter shows 2: it "
                                               "counts your 2 wrong flags as mines)")
    assert mines_left_words(3, 1, unproven=1, wrong=1, unflagged=0) == (
        "3 mines left in all (the counter shows 1: it counts as mines your 1 wrong flag and "
        "your 1 flag not proven before this proof)")
    assert mines_left_words(3, 4, unflagged=1) == ("3 mines left in all (the counter shows 4: "
                                                   "1 proven mine has no flag yet)")
    # The same figure by different counts is explained too: a learner counts the flags.
    assert mines_left_words(3, 3, unproven=1, unflagged=1) == (
        "3 mines left in all (the counter shows 3 too, by another count: it counts your 1 "
        "flag as a mine, while this proof counts only mines proven before it, and 1 proven mine "
        "has no flag yet)")
    assert mines_left_words(3, 3) == "3 mines left in all"
    # Only some of the flags: which, in words (a teacher's player had 7, and read "your 3").
    assert mines_left_words(3, 0, unproven=3, flags=7) == (
        "3 mines left in all (the counter shows 0: it counts 3 of your flags as mines, while "
        "this proof counts only mines proven before it)")
    assert mines_left_words(3, 0, unproven=2, wrong=1, flags=4).endswith(
        "it counts as mines your 1 wrong flag and 2 of your flags not proven before this "
        "proof)")
    assert "your 3 flags as mines" in mines_left_words(3, 0, unproven=3, flags=3)


def test_an_unproven_flag_is_not_counted_and_the_reason_says_so() -> None:
    # The issue board with one more flag, on a cell nothing proves yet: the counter shows
    # 2, the proof counts the 3 mines left besides the 11 proven flags.
    position = Position.from_text(ISSUE_BOARD.replace("##F#####", "##F####F"), mines=14)
    found = hint(position)
    assert (found.cell, found.kind) == (Coord(0, 3), HintKind.SAFE)
    assert found.mines_left == 3 and len(found.given) == 11
    # "your 1 flag" read as if the player had one flag; they have 12.
    assert ("(the counter shows 2: it counts 1 of your flags as a mine, while this proof counts "
            "only mines proven before it)") in found.reason
    check_words(position, found)
    assert counterexample(position, found) is None


def _play(rng: random.Random, params: Params, seen: Counter[str]) -> None:
    """Play one game by its hints, with some right and wrong flags added on the way,
    re-proving every hint that is not a guess."""
    game = Game.random(params, random.Random(rng.getrandbits(32)))
    game.open(Coord(rng.randrange(params.rows), rng.randrange(params.cols)))
    while not game.is_over:
        field = game.minefield
        assert field is not None
        closed = [Coord(*divmod(i, params.cols)) for i, value in
                  enumerate(game.position().cells) if value == CLOSED]
        if closed and rng.random() < 0.15:
            game.toggle_flag(rng.choice(closed))  # right or wrong, unproven for now
        position = game.position()
        if rng.random() < 0.2:
            _check_lesson(rng, position, field, seen)
        found = player_hint(position)
        if found.is_guess:
            seen["guess"] += 1
            if position.cells[found.cell.row * params.cols + found.cell.col] == FLAG:
                game.toggle_flag(found.cell)  # every closed cell is flagged: take one back
            game.open(found.cell)
            continue
        # Premises are true of the real board, and the claim follows from them alone.
        assert all(field.is_mine(cell) for cell in found.given)
        assert found.kind is HintKind.MINE if field.is_mine(found.cell) else found.kind in (
            HintKind.SAFE, HintKind.WRONG_FLAG)
        check_words(position, found)
        check_touches(position, found)
        assert counterexample(position, found) is None, (position, found)
        seen[found.kind.name] += 1
        if found.mines_left is not None:
            seen["counted"] += 1
            if "the counter shows" in found.reason:
                seen["counter differs"] += 1
        if len(found.numbers) > 3:
            seen["more numbers"] += 1
        if "this relies on" in found.reason:
            seen["builds on"] += 1
        if found.kind is HintKind.SAFE:
            game.open(found.cell)
        else:
            game.toggle_flag(found.cell)


def _check_lesson(rng: random.Random, position: Position, field, seen: Counter[str]) -> None:
    """Strict play's lesson: why one of a few safe closed cells is safe, flags not trusted."""
    safe = [i for i, value in enumerate(position.cells)
            if value >= CLOSED and not field.is_mine(position.coord(i))]
    if not safe:
        return
    found = proof_of_safety(position, frozenset(rng.sample(safe, min(len(safe), 3))))
    if found is None:
        return
    assert found.kind is HintKind.SAFE
    check_words(position, found)
    check_touches(position, found)
    assert counterexample(position, found) is None, (position, found)
    seen["lesson"] += 1


def test_every_hint_in_real_games_is_proven_by_its_stated_premises() -> None:
    rng = random.Random(2026)
    seen: Counter[str] = Counter()
    sizes = [Params(8, 8, 10), Params(8, 8, 14), Params(9, 9, 10), Params(6, 9, 11),
             Params(9, 9, 16), Params(5, 12, 12)]
    for game in range(150):
        _play(rng, sizes[game % len(sizes)], seen)
    proofs = seen["SAFE"] + seen["MINE"] + seen["WRONG_FLAG"]
    assert proofs >= 3000, seen
    # The run covers what the rules are about: counting, wrong flags, long lists, lessons,
    # and proofs that build on cells proven before.
    assert seen["counted"] >= 40 and seen["counter differs"] >= 10, seen
    assert seen["WRONG_FLAG"] >= 50 and seen["more numbers"] >= 10, seen
    assert seen["lesson"] >= 300 and seen["builds on"] >= 1000, seen


def test_no_mine_left_says_so_plainly() -> None:
    # Not "0 mines left in all and 6 closed cells to hold them": there is nothing to hold.
    many = hint(Position.from_text("###\n###", mines=0))
    assert many.reason == "0 mines left in all, so the 6 closed cells are all safe"
    one = hint(Position.from_text("#", mines=0))
    assert one.reason == "0 mines left in all, so it is safe"


def test_one_mine_left_is_it_not_them() -> None:
    from minesweeper.engine.solver.reasons import rest_reason

    said = rest_reason([1, 9, 9, 9], 4, [0], False, "1 mine left in all", 4, 1)
    assert said == ("1 mine left in all, and every way to place it that fits the 1 at "
                    "row 0, column 0 leaves the 4 closed cells away from the numbers safe")


def test_numbers_that_need_every_mine_left_say_so_outright() -> None:
    # "In every way to place mines that fits ..." hid the step a pupil needs: these numbers
    # share no closed cell and need all the mines there are (the teacher's review).
    one = hint(Position.from_text("1###\n####", mines=1))
    assert one.reason == ("the 1 at row 0, column 0 needs 1 mine: with 1 mine left in all, "
                          "no other closed cell holds one")
    three = hint(Position.from_text("#1###\n#####\n#####\n#1###\n#####", mines=2))
    assert three.reason.endswith("share no closed cell, so they need 2 mines between them: "
                                 "with 2 mines left in all, no other closed cell holds one")


def test_cells_away_from_the_numbers_proven_mines_read_as_a_sentence() -> None:
    # It said "leaves the 2 closed cells away from the numbers mines".
    # (Only mines are proven there, so the tip names a guess: the mine's own proof is asked.)
    position = Position.from_text("1##\n###", mines=3)
    found = proof_of_mine(position, frozenset({2}))
    assert found is not None
    assert found.reason == ("3 mines left in all, and every way to place them that fits the 1 "
                            "at row 0, column 0 puts mines in the 2 closed cells away from the "
                            "numbers")
