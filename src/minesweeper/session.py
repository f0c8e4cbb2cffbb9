"""The play controller both front ends call: moves, help, the end of a game, what is kept.

A front end turns input into a `Move` and calls `Session.play`; the session applies it and
says what the player must be told (`Turn`). Which games count (fairness), hints and their
budget, titles, game IDs, export and saving are decided here, once for both front ends
(help in `helping`, what is kept in `keeping`).
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from . import signals, wording
from .engine import (
    Action,
    Clock,
    Coord,
    Game,
    Minefield,
    Move,
    OffBoardError,
    Outcome,
    Params,
    Status,
    dealer,
    redraw_stream,
)
from .helping import Helping
from .keeping import Keeping
from .pausing import Pausing
from .settings import Mode, Settings, Source, deal_may_be_slow
from .turns import Chances, Fairness, Finish, Tip, Turn, lesson

if TYPE_CHECKING:
    from .records import SavedGame, Store


__all__ = ["Chances", "Fairness", "Finish", "Session", "Tip", "Turn"]

class Session(Helping, Pausing, Keeping):
    """A stream of games following one `Settings`, and what is kept of them.

    The first random game uses the chosen seed itself, so `--seed N` and the same first
    click always give the same board; later games draw their seeds from a stream seeded
    by it.
    """

    def __init__(self, settings: Settings, clock: Clock = time.monotonic,
                 store: Store | Callable[[], Store] | None = None) -> None:
        """`store`: where games are kept and counted, or how to open it when first needed
        (so a game starts without reading any file); None keeps nothing."""
        self.settings = settings
        self.clock = clock
        self._store = store
        self.seed = settings.seed if settings.seed is not None \
            else random.SystemRandom().getrandbits(32)
        self.fairness = Fairness(settings.is_ranked)
        self.game_seed: int | None = None
        self.current: Game | None = None
        self._seeds = _stream(settings.seed)
        self._first = True
        self._token: str | None = None  # the current game's entry among the kept games
        self._dealt_id = ""  # the board's ID when the moves alone would not name it
        self.clicks = 0  # the current game's moves tried on the board, wasted ones too
        self._counted = False  # the current game's result is in the statistics already
        self._left = False  # the current game was kept for any window to resume (see `save`)
        self.taken = False  # another window took the game up while this one played it
        self._kept_at, self._keep_cost = 0.0, 0.0  # see `keep_going`
        self._behind = False  # a move `keep_going` left for later (see `catch_up`)
        # The last board exported: its game, mines, folder and file (see `export`).
        self.exported: tuple[Game, Minefield, str, str] | None = None

    @property
    def store(self) -> Store | None:
        """Where games are kept and counted (opened on first use), or None."""
        if callable(self._store):
            self._store = self._store()
        return self._store

    # What is being played ----------------------------------------------------------

    @property
    def params(self) -> Params:
        """The board's size and mine count."""
        return self.settings.params

    @property
    def title(self) -> str:
        """What is being played: a level, a custom size, a board file or a shared board."""
        return self.settings.title

    @property
    def no_guess(self) -> bool:
        """Whether random boards are dealt so logic alone clears them."""
        return self.settings.no_guess

    @property
    def deal_may_be_slow(self) -> bool:
        """Whether dealing this session's random boards may take a moment (say so first)."""
        return deal_may_be_slow(self.params, self.no_guess)

    @property
    def first_click(self) -> Coord | None:
        """The click the board was dealt for, while that board is played (a file's: always)."""
        shared = self._first or self._dealt_id or self.settings.source is Source.FILE
        return self.settings.first_click if shared else None

    @property
    def assisted(self) -> bool:
        """Whether help was used in the current game."""
        return self.fairness.assisted

    @property
    def game(self) -> Game:
        """The game being played (a new one if none was started)."""
        return self.current if self.current is not None else self.new_game()

    def new_game(self) -> Game:
        """A fresh game: the fixed board from the start, or a new random layout. A game in
        progress is given up (see `abandon`)."""
        previous = self.current  # a fixed board is played again once it was played
        again = previous is not None and (previous.status is not Status.NOT_STARTED
                                          and previous.played or self.fairness.replayed)
        self.abandon()
        settings = self.settings
        fixed = settings.minefield
        self._token = None
        self._counted = False
        self._fresh_keeping()
        self.fairness = Fairness(settings.is_ranked, replayed=fixed is not None and again)
        # An ID with no first click (`b-5`) names no board until that click: the game's ID
        # is then made from its seed and click, as a random game's is.
        self._dealt_id = settings.name if settings.source is Source.GAME_ID \
            and fixed is not None else ""
        if fixed is None:
            self.game_seed = self.seed if self._first else self._seeds.getrandbits(32)
        self._first = False
        self.current = self._deal(fixed, settings.first_click)
        return self.current

    @property
    def can_replay(self) -> bool:
        """Whether there is a board to play again: a random one is dealt at the first click."""
        return self.game.status is not Status.NOT_STARTED

    def replay(self) -> Game:
        """The board again, dealt for its first deal's click; a game in progress is given up."""
        game = self.game
        self.abandon()
        self._dealt_id = self.game_id()  # the replay's own first click may differ
        self.fairness = replace(self.fairness, assisted=False, replayed=True, undone=False,
                                recovered=False)
        self._token = None
        self._counted = False
        self._fresh_keeping()
        self.current = self._deal(game.dealt, self.settings.dealt_click(game))
        return self.current

    @property
    def _game_seed(self) -> int:
        """The current game's seed: it dealt the mines (random boards), it seeds redraws."""
        return self.game_seed if self.game_seed is not None else self.seed

    def _deal(self, fixed: Minefield | None, dealt_for: Coord | None) -> Game:
        """A game of these settings on `fixed` mines, or on mines placed at its first click.
        Redraws (forgiving, strict) come from the game's own seed's stream, so a replay, a
        resumed game and a shared ID redraw as the first game did."""
        settings = self.settings
        self.clicks = 0
        redraws = redraw_stream(self._game_seed) if settings.mode.redraws else None
        placement = dealer(settings.mode is Mode.NO_GUESS)
        if fixed is not None:
            game = Game.fixed(fixed, clock=self.clock, marks=settings.marks, luck=settings.mode,
                              redraws=redraws, dealt_for=dealt_for,
                              dealt_opening=settings.dealt_at_random)
            game.set_up(settings.setup)  # (a board file's position: every game starts there)
            return game
        return Game.random(self.params, random.Random(self.game_seed), clock=self.clock,
                           marks=settings.marks, placement=placement, luck=settings.mode,
                           redraws=redraws)

    def game_id(self) -> str:
        """The short ID that deals the current board again (see `engine.gameid`); "" where
        none can (a kept game whose damaged file lost its seed)."""
        from .engine import GameId, GameIdError

        if self._dealt_id:
            return self._dealt_id
        if self.settings.minefield is not None:
            return GameId(self.params, first_click=self.settings.first_click,
                          minefield=self.settings.minefield).text
        try:
            return GameId(self.params, self.game_seed, self.game.first_click,
                          self.settings.mode).text
        except GameIdError:
            return ""

    @property
    def shown_game_id(self) -> str | None:
        """The board's ID when it may be shown: once the game is over, or at any time in a game
        whose result counts nowhere or is counted already (after an undo; not one another
        window took, to play on and count). A counted game's ID would give its board away
        elsewhere: with help, or recovered after a kill, it sets no best time, but a win
        still counts in the statistics."""
        game = self.game
        if game.is_over or self._counted and not self.taken or not self.fairness.counts:
            return self.game_id()
        return None

    # Play --------------------------------------------------------------------------

    def play(self, move: Move) -> Turn:
        """Apply one move to the current game. Opening an open number chords it.

        A move that does not apply changes nothing and says why (`Turn.reason`); a cell
        off the board or a no-guess board that cannot be dealt is such a move too.
        """
        game = self.game
        refused: tuple[type[ValueError], ...] = (OffBoardError,)
        if self.no_guess:  # only a no-guess deal can fail (a shape that forces a guess)
            from .engine import NoGuessError

            refused += (NoGuessError,)
        made_safe = game.made_safe
        try:
            opens, self._moving = move.action is Action.OPEN, game
            tried = move.action is not Action.UNDO and not (game.is_over or game.is_paused) \
                and (move.action is not Action.MARK or game.marks)  # (a ? with marks off: none)
            outcome = game.activate(move.coord) if opens else game.play(move)
            self.clicks += tried
        except refused as error:
            return Turn(Outcome(reason=str(error)), is_error=True)
        finally:
            self._moved(game)
        if move.action is Action.MARK and not game.marks and not outcome.applied \
                and not game.is_over:  # on the board (else that error): how to turn them on
            return Turn(Outcome(reason=wording.MARKS_OFF))
        if move.action is Action.UNDO and outcome.applied:
            self.fairness = replace(self.fairness, undone=True)
        notice = wording.MADE_SAFE if game.made_safe > made_safe else ""
        if not outcome.applied or not game.is_over:
            if outcome.applied:
                self.keep_going()
            return Turn(outcome, notice=notice)
        finish = self._finish(game)
        # The luck line counts a last guess made safe: said once, there.
        return Turn(outcome, finish, notice=finish.lesson or ("" if finish.luck_line else notice))

    def undo(self) -> Turn:
        """Take back the move that lost (the game goes on; a game that counts has counted
        as lost)."""
        game = self.game
        if not game.can_undo:
            return Turn(game.undo())  # refused, in the engine's words
        turn = self.play(Move(Action.UNDO, game.moves[-1].coord))
        said = wording.UNDONE_UNCOUNTED if not self.counts_games else wording.UNDONE \
            if self.store is not None and self.store.keeps_results else wording.UNDONE_UNRECORDED
        return replace(turn, notice=said) if turn.applied else turn

    def _finish(self, game: Game) -> Finish:
        field = game.minefield
        assert field is not None
        rank, table = None, ""
        if self.store is not None:
            from .tables import table_for, table_title

            name = table_for(self.params, self.settings.mode.value)
            with signals.held():  # counted, noted as ended in that write, then not kept
                if not self._counted:  # after an undo the game was counted as lost already
                    fair, counts = self.fairness.is_fair, self.fairness.counts
                    self._ending(name is not None and (fair or counts))
                    token = self._playing_token
                    if game.status is Status.LOST and counts and name is not None:
                        self._discard(lost_in=name)  # first: no kill gives the game back
                    rank = self.store.record(name, game, fair=fair, counted=counts, token=token)
                self._discard()
                self.store.settle_ended()
            table = table_title(name) if name is not None else ""
        self._counted = True
        said = tuple(self.store.take_notices()) if self.store is not None else ()
        words, safe_cell, numbers = lesson(game)
        unranked = self.fairness.unranked_reason(self.settings.unranked_reason, game.deaths > 0)
        return Finish(game.status is Status.WON, game.elapsed, game.three_bv, game.exploded,
                      rank, self.game_id(), table, said, game.made_safe, game.deaths,
                      lesson=words, lesson_cell=safe_cell, lesson_numbers=numbers,
                      unranked=unranked, kept=self.store is None or self.store.keeps_results,
                      three_bv_done=game.three_bv_done, clicks=self.clicks)

    # What is kept ------------------------------------------------------------------

    def export(self, directory: str = ".") -> tuple[bool, str]:
        """Write a finished game's board to a new file; whether it worked, and what to say
        (the same board asked for again, while its file is there: where it was written)."""
        from .exporting import export_game

        return export_game(self, directory)

    def abandon(self) -> None:
        """The current game is given up. A started one counts as played and lost (when it
        counts at all), once; it is no longer offered for resuming. Games kept by other
        windows or earlier stay kept; one this window left that another resumed since is
        that window's to count."""
        game = self.current
        playing = game is not None and game.status is Status.PLAYING and not self._counted
        with signals.held():  # counted (noted as ended in that write), then not kept
            ours = not self._left or self._discard()  # left for the menu: unless taken since
            if playing and ours and self.counts_games:
                from .tables import table_for

                assert self.store is not None
                self._ending(True)
                self.store.count_abandoned(table_for(self.params, self.settings.mode.value))
            self._counted = self._counted or playing
            self._discard()
            if self._store is not None and not callable(self._store):  # (opened: else nothing)
                self._store.settle_ended()

    @property
    def counts_games(self) -> bool:
        """Whether the game's result goes into the statistics (no seed, replay, board file...)."""
        return self.store is not None and self.fairness.counts

    @property
    def gives_up_as_loss(self) -> bool:
        """Whether giving up the current game now would count it as played and lost."""
        game = self.current
        return game is not None and game.status is Status.PLAYING and not self._counted \
            and self.counts_games

    def to_saved(self) -> SavedGame | None:
        """The game in progress as `save` would keep it (None: nothing to keep)."""
        game = self.current
        if self.store is None or game is None or game.status is not Status.PLAYING \
                or not game.played:  # (a board file's position untouched: nothing to keep)
            return None
        from .records import SavedGame

        flags = self.fairness.to_flags()
        mode = self.settings.mode
        flags.update(fixed=self.settings.minefield is not None, no_guess=self.no_guess,
                     counted=self._counted,
                     forgiving=mode is Mode.FORGIVING, strict=mode is Mode.STRICT,
                     shared=self.settings.source is Source.GAME_ID,
                     seeded=self.settings.seed is not None)
        saved = SavedGame.of(game, self._game_seed, self.title, self._token, **flags)
        saved.game_id, saved.name = self.game_id(), self.settings.name
        saved.setup, saved.clicks = len(self.settings.setup), self.clicks
        return saved

    @classmethod
    def resumed(cls, saved: SavedGame, clock: Clock, store: Store | None) -> Session:
        """The session a kept game came from, its game as it was left."""
        fixed = saved.flags.get("fixed", False)
        session = cls(saved.settings(), clock, store)
        session.fairness = Fairness.from_flags(saved.flags, ranked=not fixed)
        session.seed = saved.seed if saved.seed is not None else session.seed
        seeded = session.settings.seed is not None  # (then as before: from the game's seed)
        session._seeds = _stream(session.seed if seeded else None)
        session.game_seed = saved.seed
        session._first = False
        # Kept as this run's under a new token, not the one the leaver knows (or not kept).
        session._token = saved.token if saved.playing else None
        session._counted = saved.flags.get("counted", False)
        session._dealt_id = saved.game_id if _an_id(saved.game_id) else ""  # else made again
        if not session._dealt_id and session.settings.source is Source.GAME_ID:
            session.settings = replace(session.settings, name="")  # (later games' too)
        session.current = saved.restore(clock)
        session.clicks = saved.clicks
        return session


def _an_id(text: str) -> bool:
    """Whether a kept game's ID is one: a damaged file's may be anything (an escape code, a
    long board's ID cut short), and the ID is made again from the board instead."""
    from .engine import GameId

    try:
        return bool(text) and GameId.parse(text).text == text
    except ValueError:
        return False


def _stream(chosen: int | None) -> random.Random:
    """Where later games' seeds come from: the chosen seed's stream (repeatable), else the
    system's, which no game IDs shown give away (the first game's ID holds the session's
    seed; a Mersenne Twister's next output follows from 624 of its outputs: as many IDs)."""
    return random.Random(chosen) if chosen is not None else random.SystemRandom()
