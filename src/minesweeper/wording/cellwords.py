"""A cell in words (a screen reader reads them): what it shows and what is around it, for
the curses game's `x` (the cell under the cursor) and plain play's `look R C`."""

from __future__ import annotations

from .. import wording
from ..engine import Coord, Game, Tile, neighbours
from .chances import ESTIMATE_HEDGE

SEEN = {
    Tile.CLOSED: "closed", Tile.FLAG: "flagged", Tile.MARK: "marked ?", Tile.EMPTY: "empty",
    Tile.MINE: "a mine", Tile.EXPLODED: "the mine that exploded",
    Tile.WRONG_FLAG: "a wrong flag",
}
UNOPENED = (Tile.CLOSED, Tile.FLAG, Tile.MARK)
# After a hint to flag a flagged cell (a wrong flag): what `flag` does there, marks on.
FLAG_TO_MARK = "flag on a flagged cell makes it a ?, which counts as closed"


def describe_cell(game: Game, coord: Coord, overlay: dict[int, float] | None = None,
                  estimated: bool = False) -> str:
    """`Row 3, column 5: 2; 1 flag and 3 closed around it`: the cell's name (0-based, as
    the rulers), what it shows, its flagged and closed neighbours; a cell not yet opened
    also names the numbers next to it, and its chance of a mine while the chance map shows
    (hedged where the map holds estimates: `estimated`)."""
    tile = game.tile(coord)
    count = tile.count
    around = [game.tile(other) for other in neighbours(coord, game.rows, game.cols)]
    flags = sum(other is Tile.FLAG for other in around)
    closed = sum(other in (Tile.CLOSED, Tile.MARK) for other in around)
    # Once a game is lost the board shows its mines and wrong flags too.
    wrong = sum(other is Tile.WRONG_FLAG for other in around)
    mines = sum(other in (Tile.MINE, Tile.EXPLODED) for other in around)
    parts = [f"{coord.name}: {count if count else SEEN[tile]}"]
    if count or tile in UNOPENED:
        near = [wording.count(flags, "flag")] if flags else []
        near += [wording.count(wrong, "wrong flag")] if wrong else []
        near += [wording.count(mines, "mine")] if mines else []
        near += [f"{closed} closed"] if closed else []
        listed = ", ".join(near[:-1]) + " and " + near[-1] if len(near) > 1 else "".join(near)
        parts.append(listed + " around it" if near else "nothing closed around it")
    if tile in UNOPENED:
        numbers = sorted(other.count for other in around if other.count)
        if numbers:
            listed = ", ".join(str(number) for number in numbers[:-1])
            listed += (" and " if listed else "") + str(numbers[-1])
            parts.append(f"next to {'a' if len(numbers) == 1 else 'the numbers'} {listed}")
        else:
            parts.append("no number next to it")
    if tile in UNOPENED and coord in game.went_off:  # the tips know it: say how
        parts.append(f"a mine: {wording.WENT_OFF}")
    elif overlay is not None and tile in UNOPENED:
        # A flag too: the map draws it as a flag, and only here says it is proven wrong.
        chance = overlay.get(coord.row * game.cols + coord.col)
        if chance == 0.0:
            parts.append("proven safe")
        elif chance == 1.0:
            parts.append("proven a mine")
        elif chance is not None:
            # The map is on, so the solver is loaded already; the tip says chances so too.
            from ..engine import chance_figure

            hedge = f" {ESTIMATE_HEDGE}" if estimated else ""
            parts.append(f"{chance_figure(chance)} chance of a mine{hedge}")
    return wording.sentence("; ".join(parts))
