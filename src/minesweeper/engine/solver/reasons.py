"""The solver's reasons in plain English: why a deduction holds, naming its numbers.

Each function takes the solver's cell states (`state[n]` is the value of the open number
at flat index `n`) and the board's width, and returns one sentence without a capital or
a full stop, to follow "row R, column C is safe: ".
"""

from __future__ import annotations

import itertools
import re
from typing import Sequence

from ..coords import Coord, neighbour_indices
from .marks import MINE, SAFE, UNKNOWN


def cells_listed(names: Sequence[str]) -> str:
    """Cells' names in a list: `row 1, column 0; row 2, column 2 and row 3, column 1` (a
    name has a comma in it: ";" between)."""
    return "; ".join(names[:-1]) + " and " + names[-1] if names[1:] else names[0]


def where(index: int, cols: int) -> str:
    """`row R, column C` for a flat index (see `Coord.name`)."""
    return Coord(*divmod(index, cols)).name


def plural(count: int, word: str) -> str:
    """`1 mine`, `2 mines`."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def a_figure(figure: str) -> str:
    """`figure` (digits first: `11.1%`, `8x8`) after the article it takes read aloud: `a 1.5%`,
    `an 11.1%`, `an 80%`, `an 8x8` ("an" before eight, eleven, eighteen, eighty, eight
    hundred and eight thousand)."""
    whole = "".join(itertools.takewhile(str.isdigit, figure.replace(",", "")))
    lead = int(whole or "0")
    while lead >= 1000:  # read in groups of three: 11,000 is "eleven thousand"
        lead //= 1000
    is_an = lead in (11, 18) or str(lead).startswith("8")
    return f"{'an' if is_an else 'a'} {figure}"


def single_reason(
    state: Sequence[int], cols: int, number: int, mines: int, need: int, closed: int, is_mine: bool,
    flagged: int = 0,
) -> str:
    """One number alone: `mines` proven mines around it, `need` more on `closed` cells, of
    which `flagged` carry the player's flags (closed all the same: flags are claims)."""
    value = state[number]
    at = where(number, cols)
    if not is_mine:
        if value == 0:
            return f"the empty cell at {at} touches no mine, so its neighbours are safe"
        its = "its mine" if value == 1 else "both of its mines" if value == 2 else \
            f"all {value} of its mines"
        # Named: a wrong flag beside the number reads as "its mine" else, and "all 3 of its
        # mines" beside one flag and four closed cells says not which they are.
        known = [where(q, cols) for q in neighbour_indices(number, len(state) // cols, cols)
                 if state[q] == MINE]
        if len(known) == value:
            its += f" at {cells_listed(known)}"
        return f"the {value} at {at} already touches {its}, so its other neighbours are safe"
    # Closed neighbours proven safe (not opened yet) are not counted: say so, as the
    # screen shows them closed.
    rows = len(state) // cols
    unproven = " not proven safe" if any(
        state[q] == SAFE for q in neighbour_indices(number, rows, cols)) else ""
    if closed == 1:
        left = f"one closed neighbour{unproven}" + (" (flagged)" if flagged else "")
    else:
        left = f"{closed} closed neighbours{unproven}" + (
            "" if not flagged else " (all flagged)" if flagged == closed
            else f" ({flagged} of them flagged)")
    if mines == 0:
        if closed == 1:
            return f"the {value} at {at} has only {left}, so it is a mine"
        return f"the {value} at {at} has exactly {left}, so they are all mines"
    more = plural(need, "more mine")
    them = "it is a mine" if closed == 1 else "they are all mines"
    return f"the {value} at {at} needs {more} and has only {left} left, so {them}"


def _needs(state: Sequence[int], cols: int, number: int, need: int) -> str:
    value = state[number]
    at = where(number, cols)
    if need == value:
        return f"the {value} at {at}"
    return f"the {value} at {at} (which needs {plural(need, 'more mine')})"


def pair_reason(
    state: Sequence[int], cols: int, a: int, a_need: int, b: int, b_need: int, low: int,
    high: int, is_mine: bool,
) -> str:
    """Two numbers: the shared cells hold between `low` and `high` of their mines."""
    first = _needs(state, cols, a, a_need)
    if not is_mine:
        second = _needs(state, cols, b, b_need)
        # The first number alone might put more of its mines there.
        least = plural(low, "mine") if low == a_need else f"at least {plural(low, 'mine')}"
        # The second number is named again: "its" alone could be read as the first's.
        return (
            f"{first} must have {least} among the cells it shares with "
            f"{second}; that is all the {state[b]} at {where(b, cols)} needs, so its "
            "other neighbours are safe"
        )
    # "(which needs 2 more mines) needs 2 mines" said it twice: once, with "more".
    needs = plural(b_need, "mine" if b_need == state[b] else "more mine")
    fit = "fits" if high == 1 else "fit"
    return (
        f"the {state[b]} at {where(b, cols)} needs {needs} but at most {high} {fit} in the "
        f"cells it shares with {first}, so its other closed neighbours are mines"
    )


def listed(state: Sequence[int], cols: int, numbers: Sequence[int], last: str = "") -> str:
    """`the 1 at row 0, column 2, the empty cell at ... and 2 more numbers` (four are
    named: "1 more number" would take as long to read as the number); `last` ends the named
    ones (`... and these numbers`, `..., these numbers and 2 more numbers`)."""
    shown = 4 if len(numbers) == 4 else 3
    named = [f"the {state[n] or 'empty cell'} at {where(n, cols)}" for n in numbers[:shown]]
    named += [last] if last else []
    if len(numbers) > shown:
        named.append(plural(len(numbers) - shown, "more number"))
    if len(named) == 1:
        return named[0]
    return ", ".join(named[:-1]) + " and " + named[-1]


def mines_left_words(
    left: int, counter: int, *, unproven: int = 0, wrong: int = 0, unflagged: int = 0,
    flags: int = 0,
) -> str:
    """`3 mines left in all`, saying why when the mine counter counts otherwise: it takes
    every flag for a mine, while a proof takes only proven mines as given (the two may
    also come to the same figure by different counts, which is said too).

    `unproven`, `wrong`: flags the proof does not take as given (a flag may be a guess, or
    a mine this same step proves: the words say "not proven before", never doubt it), and
    flags proven wrong; `unflagged`: proven mines
    without a flag; `flags`: all the flags (when more, `3 of your flags`, not `your 3`).
    """
    words = f"{plural(left, 'mine')} left in all"
    if not (unproven or wrong or unflagged):
        return words
    why = []
    if unproven or wrong:
        as_mines = "a mine" if unproven + wrong == 1 else "mines"
        yours = f"{unproven} of your flags" if unproven + wrong < flags \
            else f"your {plural(unproven, 'flag')}"
        if not wrong:
            why.append(f"it counts {yours} as {as_mines}, while this proof counts only mines "
                       "proven before it")
        elif not unproven:
            why.append(f"it counts your {plural(wrong, 'wrong flag')} as {as_mines}")
        else:
            why.append(f"it counts as mines your {plural(wrong, 'wrong flag')} and {yours} "
                       "not proven before this proof")
    if unflagged:
        verb = "has" if unflagged == 1 else "have"
        why.append(f"{plural(unflagged, 'proven mine')} {verb} no flag yet")
    shows = f"{counter}" if left != counter else f"{counter} too, by another count"
    return f"{words} (the counter shows {shows}: {', and '.join(why)})"


def exact_reason(
    state: Sequence[int], cols: int, numbers: Sequence[int], is_mine: bool, left: str | None
) -> str:
    """Counting: every layout fitting `numbers` (and the mines `left`, if given) agrees
    (after "row R, column C is safe: ", which it does not say again)."""
    verdict = "puts a mine there" if is_mine else "leaves it safe"
    count = "" if left is None else f" with {left}"
    return f"every way to place mines that fits {listed(state, cols, numbers)}{count} {verdict}"


def exhausted_reason(
    state: Sequence[int], cols: int, numbers: Sequence[int], cell: int, left: int, words: str,
) -> str:
    """Counting, said outright where it can be: `numbers` share no closed cell on the board
    and touch no proven mine, and need every mine `left` between them, so `cell`, not beside
    them, is safe; "" where that is not so (proven-safe cells are closed on the board too)."""
    rows = len(state) // cols
    spans = [index for number in numbers for index in neighbour_indices(number, rows, cols)
             if state[index] in (UNKNOWN, SAFE, MINE)]
    total = sum(state[number] for number in numbers)
    if not numbers or total != left or len(set(spans)) != len(spans) or cell in spans \
            or any(state[index] == MINE for index in spans):
        return ""
    if len(numbers) == 1:
        needs = f"{listed(state, cols, numbers)} needs {plural(total, 'mine')}"
    else:
        needs = (f"{listed(state, cols, numbers)} share no closed cell, so they need "
                 f"{plural(total, 'mine')} between them")
    return f"{needs}: with {words}, no other closed cell holds one"


def rest_reason(
    state: Sequence[int], cols: int, numbers: Sequence[int], is_mine: bool, left: str,
    rest: int, mines: int = 2,
) -> str:
    """Counting: the `rest` cells away from the numbers are all mines or all safe (`left`
    says the `mines` left)."""
    verdict = "mines" if is_mine else "safe"
    cells = plural(rest, "closed cell")
    them = "it" if mines == 1 else "them"
    if not numbers and not is_mine:  # no mine left
        return f"{left}, so the {cells} are all safe" if rest > 1 else f"{left}, so it is safe"
    if not numbers:
        return f"{left} and {cells} to hold {them}: all are {verdict}"
    # "leaves the 2 closed cells away from the numbers mines" read as a list; "the 1 closed
    # cell" beside "the 1 at row 0, column 2" as a number.
    away = f"the {cells if rest > 1 else 'only closed cell'} away from the numbers"
    ending = f"puts {'mines' if rest > 1 else 'a mine'} in {away}" if is_mine \
        else f"leaves {away} safe"
    return f"{left}, and every way to place {them} that fits {listed(state, cols, numbers)} " \
        f"{ending}"


def named_cells(text: str) -> list[str]:
    """The cells `text` names (`row 2, column 4`), in order, but for its numbers' (`the 3
    at row 1, column 1`, `the empty cell at ...`)."""
    return re.findall(r"(?<!\d at )(?<!empty cell at )\brow \d+, column \d+", text)


WENT_OFF = "went off before the undo"


def went_off_reason(reason: str, went_off: Sequence[int], cols: int) -> str:
    """`reason`, then which mines it counts went off before an undo (the player sees a
    flag there, set by the game): `; that mine went off before the undo` when the reason
    names it already."""
    seen = list(dict.fromkeys(went_off))
    names = [where(q, cols) for q in seen]
    named = cells_listed(names)
    if set(names) == set(named_cells(reason)):  # "its mine at ..."
        the, named = ("that mine" if len(seen) == 1 else "those mines"), ""
    else:
        the = "the mine at " if len(seen) == 1 else "the mines at "
    return f"{reason}; {the}{named} {WENT_OFF}"


def support_reason(
    reason: str, state: Sequence[int], cols: int, numbers: Sequence[int], cells: tuple[int, int],
    left: str | None, *, own: int = 0, lone: int = -1,
) -> str:
    """`reason`, then what proves the mines and safe cells proven before (`cells`: how many
    of each) that it relies on: `numbers` (with the mines `left`, if that proof counts them),
    and the reason's own `own` numbers when they take part (they alone, where `numbers` is
    empty). `lone`: the cell, when it relies on one alone (it is named)."""
    mines, safe = cells
    named = [f"the {'mine' if mines == 1 else plural(mines, 'mine')}"] if mines else []
    if safe:
        named.append(f"the {'safe cell' if safe == 1 else plural(safe, 'safe cell')}")
    if lone < 0 or mines + safe != 1:
        relies = f"{' and '.join(named)} this relies on"
    elif named_cells(reason) == [where(lone, cols)]:  # the one cell named ("its mine at")
        relies = f"that {'mine' if mines else 'safe cell'}"
    else:
        relies = f"{named[0]} at {where(lone, cols)}, which this relies on,"
    verb = "is" if mines + safe == 1 else "are"
    if not numbers:  # the reason's own numbers prove them too
        by = "this number" if own == 1 else "these numbers"
    else:
        # Last: "these numbers and the 3 at ... and the 1 at ..." read as one list of two.
        these = "" if not own else "this number" if own == 1 else "these numbers"
        by = listed(state, cols, numbers, these)
    count = "" if left is None else f" with {left}"
    return f"{reason}, and {relies} {verb} proven by {by}{count}"


# How a guess's reason starts when nothing at all is proven, and what every guess's reason
# says before the guess (forgiving play's tip says the rest as classic play's).
GUESS_START = "nothing can be proven, so a guess is needed: "
GUESS_NEEDED = ", so a guess is needed: "


def guess_start(mines: int = 0, a_mine: str = "") -> str:
    """How a guess's reason starts: nothing proven, or only `mines` mines the player has not
    flagged (`a_mine` names the first), which change nothing: the player need not flag them
    one by one to hear that a guess is needed."""
    if not mines:
        return GUESS_START
    which = (f"{a_mine} is a proven mine; flagging it" if mines == 1 else
             f"{a_mine} and {plural(mines - 1, 'other cell')} are proven mines; flagging them")
    return f"no cell can be proven safe ({which} changes nothing){GUESS_NEEDED}"


def guess_reason(cell: str, how: str, risk: float, lowest: float, wins: float = 0.0,
                 other: str = "", tied: bool = False, influenced: bool = False, *,
                 safest: str = "", least: int = 1, safest_wins: float = 0.0,
                 settles: bool | None = None, mines: int = 0, a_mine: str = "") -> str:
    """Why the guessing policy picks the cell named `cell` (see `guess.Choice`); `risk`,
    `lowest` and `wins` are fractions of 1; `tied`: other cells are as little risky;
    `influenced`: picked for its long-term risk. A riskier cell than the least risky
    names one of those (`safest`, of `least` such cells), and in an endgame how often the
    best of them wins (`safest_wins`): a learner comparing with the chance map asks. In an
    endgame, `settles`: whether the game is won whenever the cell is safe (else another
    guess may follow). `mines`, `a_mine`: the mines proven and not flagged (`guess_start`)."""
    start = guess_start(mines, a_mine)
    chance = _mine_chance(risk)
    if how == "endgame":
        won = chance_figure(wins)  # to a tenth, as the chance beside it: 62.0%, 12.5%
        text = (f"{start}opening {cell} wins {won} of the ways this game can still go "
                f"(it has {chance})")
        if settles is not None:
            text += (": if it is safe, no other guess is needed" if settles
                     else ": if it is safe, another guess may still be needed")
        if risk > lowest and safest:
            which = "the least risky cell" if least == 1 else "the best of the least risky cells"
            text += (f"; {which}, {safest}, with {_mine_chance(lowest)}, wins "
                     f"{chance_figure(safest_wins)}")
        return text
    # A pick riskier than the least risky cell names that cell, in chances of a mine, as
    # every other tip, the chance map and `x` give them.
    low = chance_figure(lowest)
    if not safest:
        than = f"the least risky cell has {low}"
    elif least == 1:
        than = f"the least risky cell, {safest}, has {low}"
    else:
        than = f"the least risky cells, such as {safest}, have {low}"
    riskier = f" ({than})" if risk > lowest else ""
    if how == "pair":
        return (f"{start}{cell} and {other} hold one mine between them and only a guess can "
                f"ever tell which, so guess it now: {chance}{riskier}")
    if how == "pseudo" and other:
        return (f"{start}{cell} is either safe or, with {other}, one of two cells that only a "
                f"guess can ever tell apart, so guess it now: {chance}{riskier}")
    if how == "pseudo":
        return (f"{start}{cell} is either safe or in a 2x2 block of closed cells whose mines "
                f"only a guess can ever tell apart, so guess it now: {chance}{riskier}")
    # ("50/50" read as jargon, and as if the cell itself were one of two.)
    later = "it may end up among cells that only a guess can ever tell apart, so it is better " \
        "guessed now"
    if risk <= lowest and tied:
        if influenced:
            return (f"{start}{cell} is as little risky as any cell, with {chance}, and {later}")
        return (f"{start}{cell} is as little risky as any cell, with {chance}, and of those "
                "the most likely to open new ground")
    if risk <= lowest:
        return f"{start}{cell} is the least risky cell, with {chance}"
    if influenced:
        return f"{start}{cell} has {chance}{riskier}, and {later}"
    return f"{start}{cell} has {chance}{riskier}, and is the most likely to open new ground"


def _mine_chance(risk: float) -> str:
    """`a 12.5% chance of a mine`, `a chance of a mine under 0.1%`."""
    figure = chance_figure(risk)
    if figure[0].isdigit():
        return f"{a_figure(figure)} chance of a mine"
    return f"a chance of a mine {figure}"


def chance_figure(risk: float) -> str:
    """A chance (of a mine, or of being safe) to a tenth of a percent, as the tip and the
    cursor's description give it: `5.8%`; `under 0.1%` or `over 99.9%` when unproven, never
    `0.0%` or `100.0%`."""
    # Halves up, as the chance map's whole percent (5/16 is 31.3%, not Python's 31.2%),
    # to a millionth first for floats a hair under the half (rounded as written: 1999/2000
    # is 100.0% to a tenth).
    figure = f"{int(round(risk * 1000, 6) + 0.5) / 10:.1f}%"
    if risk > 0 and figure == "0.0%":
        return "under 0.1%"
    if risk < 1 and figure == "100.0%":
        return "over 99.9%"
    return figure
