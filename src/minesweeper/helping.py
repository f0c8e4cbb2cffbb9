"""A session's help: tips and the chance map, and whether asking for them makes the game
assisted (part of `session.Session`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from . import wording
from .engine import Action, Move, PositionError, Status
from .turns import Chances, Fairness, Tip
from .wording import games

if TYPE_CHECKING:
    from .engine import Coord, Game, Params, ProbabilityMap
    from .settings import Settings

# From this many cells the chance map may take long enough to say that it is working (a
# 100 x 100 board with thousands of cells opened here and there: half a second).
SLOW_CHANCES_CELLS = 10_000


class Helping:
    """Tips and the chance map of the current game (`Session` is one)."""

    settings: Settings
    fairness: Fairness
    _told: tuple[Game | None, frozenset[Coord]] = (None, frozenset())  # see `heard`

    if TYPE_CHECKING:
        @property
        def game(self) -> Game: ...

        @property
        def params(self) -> Params: ...

        @property
        def no_guess(self) -> bool: ...

        @property
        def first_click(self) -> Coord | None: ...

        def keep_going(self, always: bool = False) -> None: ...

    @property
    def hint_may_be_slow(self) -> bool:
        """Whether a hint may take a moment (past the exact-counting budget, rules scan all)."""
        from .engine import BUDGET_CELLS

        return self.params.cells > BUDGET_CELLS

    @property
    def chances_may_be_slow(self) -> bool:
        """Whether the chance map may take a moment: a board of `SLOW_CHANCES_CELLS` or
        more, but within the exact-counting budget (past it the map is refused at once)."""
        from .engine import BUDGET_CELLS

        return SLOW_CHANCES_CELLS <= self.params.cells <= BUDGET_CELLS

    def hint(self) -> Tip:
        """A sure move and why, or the least risky guess. Marks the game assisted, but
        only when the hint says something the screen does not.
        """
        game = self.game
        if game.is_over:
            return Tip(wording.nothing_to_hint(game.status is Status.WON, game.can_undo))
        if game.is_paused:
            return Tip(wording.GAME_PAUSED, is_error=True)
        if game.minefield is None:  # (crowded: a click in the middle cannot keep its block)
            rows, cols = self.params.rows, self.params.cols
            block = min(rows, 3) * min(cols, 3)
            mines, cells = self.params.mines, self.params.cells  # (or mostly mines: a deal
            crowded = self.no_guess and (mines > cells - block or 2 * mines > cells)  # may fail)
            return Tip(wording.first_click_tip(self.no_guess, game.refused_starts, crowded))
        from .engine import HintError, InconsistentError, is_informative, player_hint

        position = game.position(self.first_click, opening=self.settings.dealt_at_random)
        try:
            given = player_hint(position, told=self._told_here)
        except (HintError, InconsistentError) as error:
            return Tip(games.no_tip(str(error)))  # an answer (the board is too big), not a refusal
        if is_informative(position, given):
            self.fairness = replace(self.fairness, assisted=True)
            self.keep_going(always=True)  # a kill must not take back the help
        from .engine import HintKind, Tile

        # A mine is flagged; a wrong flag, or a guess on a flag (all were), taken off.
        flagged = given.kind is HintKind.GUESS and game.tile(given.cell) is Tile.FLAG
        action = Action.FLAG if flagged or given.kind in (HintKind.MINE, HintKind.WRONG_FLAG) \
            else Action.OPEN
        clause = wording.hint_clause(given, game.luck, flagged)
        if action is Action.FLAG and game.tile(given.cell) is Tile.MARK:  # two to flag it
            clause += f" ({wording.FLAG_THROUGH_MARK})"
        return Tip(clause, given.cell, given.numbers, move=Move(action, given.cell))

    def heard(self, tip: Tip) -> None:
        """The player has read `tip` whole: a proven mine it names is not named again in
        this game while another move can be proven (a player who does not flag mines hears
        the next move, not the same mine at every ask)."""
        from .engine import Tile

        move, game = tip.move, self.game
        if move is None or move.action is not Action.FLAG or game.tile(move.coord) is Tile.FLAG:
            return
        self._told = (game, self._told_here | {move.coord})

    @property
    def _told_here(self) -> frozenset[Coord]:
        """The mines tips named in the current game (see `heard`)."""
        return self._told[1] if self._told[0] is self.game else frozenset()

    def probabilities(self) -> Chances:
        """Every closed cell's mine chance, or why it cannot be shown. Marks the game
        assisted when the map says something the screen does not.
        """
        game = self.game
        if game.is_over:
            return Chances({}, refusal=wording.chances_game_over(game.params.mines))
        if game.is_paused:  # (the board is hidden: the map would show it)
            return Chances({}, refusal=wording.GAME_PAUSED)
        if game.minefield is None:  # the first click places the mines, never on itself
            return Chances({}, pending=wording.CHANCES_AFTER_FIRST_CLICK)
        from .engine import HintError, InconsistentError, is_informative, probability_map

        try:
            position = game.position(self.first_click, opening=self.settings.dealt_at_random)
            found: ProbabilityMap = probability_map(position)
        except (HintError, InconsistentError, PositionError) as error:
            return Chances({}, refusal=wording.no_chance_map(str(error)))
        if is_informative(position, chances=True):
            self.fairness = replace(self.fairness, assisted=True)
            self.keep_going(always=True)  # a kill must not take back the help
        return Chances(found.chances, wording.CHANCES_ESTIMATED if found.is_estimate else "",
                       estimated=found.is_estimate)
