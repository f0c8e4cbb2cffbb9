"""How much luck a game asks of the player: how its mines are dealt and what a guess costs."""

from __future__ import annotations

import enum
import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .params import Params


class Luck(enum.Enum):
    """The four ways to play; the value is the command-line and file form.

    A Game's `luck` decides only what a guess costs (redraws, and strict judging): its
    boards come from its `placement`, which `generate.dealer` picks
    (`Game.random(params, rng, placement=dealer(True), luck=Luck.NO_GUESS)`).
    """

    CLASSIC = "classic"  # uniform random mines; every guess takes its real chance
    NO_GUESS = "no-guess"  # boards logic clears from the first click
    FORGIVING = "forgiving"  # a forced guess is made safe by a redraw
    STRICT = "strict"  # a forced guess is made safe; an unforced one that could lose, loses

    @property
    def label(self) -> str:
        """How menus and titles name it: `no guess`."""
        return self.value.replace("-", " ")

    @property
    def redraws(self) -> bool:
        """Whether the hidden mines may be redrawn as the game goes on."""
        return self in (Luck.FORGIVING, Luck.STRICT)

    def taking(self, params: Params) -> Luck:
        """This luck, if a board of `params` can be played with it: ModeError for a
        forgiving or strict board too large to judge and redraw within a move."""
        if self.redraws:
            from .modes import check_size

            check_size(params)
        return self


def redraw_stream(seed: int | None) -> random.Random:
    """The random stream a game's redraws come from: its own, apart from the one that dealt
    its mines, so a game dealt from its ID and a replay of its moves redraw the same."""
    return random.Random(f"redraws {seed}")
