"""A game in progress: what the player has opened, flagged and marked, and how it ends."""

from __future__ import annotations

import random
from random import Random
from typing import TYPE_CHECKING, Callable, Iterable

from .coords import Coord, check_on_board, neighbour_indices, on_board
from .excerpt import brief
from .flood import CLOSED as CLOSED_STATE
from .flood import FLAG as FLAG_STATE
from .flood import MARK, OPEN, flood
from .generate import place_mines
from .luck import Luck
from .minefield import Minefield
from .moves import Action, Move, MoveError
from .outcome import Outcome, Status
from .params import Params
from .position import Position
from .stopwatch import Clock as Clock  # re-exported: the type front ends pass
from .stopwatch import Stopwatch, no_clock
from .view import GameView

if TYPE_CHECKING:
    from .modes import Judgement

# Places the mines at the first open: (params, first click, rng) -> minefield.
Placement = Callable[[Params, Coord, random.Random], Minefield]

_CLOSED, _OPEN, _FLAG, _MARK = CLOSED_STATE, OPEN, FLAG_STATE, MARK


class GameError(ValueError):
    """A game that cannot be set up from what it was given (its parts, their kinds)."""


class Game(GameView):
    """One game of Minesweeper.

    A random game places its mines at the first open (see `generate.place_mines`);
    a game on a fixed minefield (from a board file) does not protect the first click.
    Times come from the injected `clock`, in seconds.
    """

    def __init__(self, params: Params, *, rng: random.Random | None = None,
                 minefield: Minefield | None = None, clock: Clock = no_clock,
                 marks: bool = False, placement: Placement = place_mines,
                 luck: Luck = Luck.CLASSIC, redraws: random.Random | None = None,
                 dealt_for: Coord | None = None, dealt_opening: bool = False) -> None:
        if (rng is None) == (minefield is None):
            raise GameError("a game needs either a random generator or a minefield")
        for value, kind, name in ((minefield, Minefield, "minefield"), (params, Params, "params"),
                                  (luck, Luck, "luck"), (rng, random.Random, "rng"),
                                  (redraws, random.Random, "redraws"), (marks, bool, "marks"),
                                  (dealt_opening, bool, "dealt_opening")):
            if not isinstance(value, kind) and (value is not None or kind in (Params, Luck, bool)):
                raise GameError(f"{name} must be a {kind.__name__}, not {value!r}"[:200])
        for part, name in ((clock, "clock"), (placement, "placement")):
            if not callable(part):  # (called only later: at the first open, or for a time)
                raise GameError(f"{name} must be a function, not {brief(part)}")
        if dealt_for is not None:
            dealt_for = on_board(dealt_for, params.rows, params.cols)  # (a pair will do)
        if minefield is not None:
            minefield.check_deal(params, dealt_for, opening=dealt_opening)
        self.params = params
        self.marks = marks
        self._rng = rng
        self._placement = placement
        self._minefield = minefield
        self._dealt = minefield  # the mines as first dealt, before any redraw
        self.luck = luck.taking(params)
        # Redraws come from their own stream, so replaying the moves redraws the same.
        self._redraws = redraws if redraws is not None or not luck.redraws else \
            random.Random("redraws")
        self._dealt_for = dealt_for  # the first click a fixed board was dealt for
        self._dealt_opening = dealt_opening  # with its block clear, as random deals are
        self._made_safe = 0  # forced guesses made safe by a redraw
        self.judgement: Judgement | None = None  # the last opening move's, when judged
        self.judged: Position | None = None  # what the player saw before that move
        self._watch = Stopwatch(clock)
        self._done = (-1, 0)
        self._set_up = self._set_up_done = 0  # a set-up position's moves, and the 3BV they did
        self._waits = False  # set up: the clock waits for the player's first open or chord
        self._state = bytearray(params.cells)
        self._opened = 0
        self._flags = 0
        self._status = Status.NOT_STARTED
        self._exploded: list[int] = []
        self._known_mines: set[int] = set()  # went off in a move taken back: flagged then
        self._paused = False
        self._moves: list[Move] = []
        self._deaths = 0  # losing moves taken back
        self.refused_starts: list[Coord] = []  # first clicks `placement` could not deal for
        self._last_opened: list[tuple[int, int]] = []  # (cell, old state) the losing move opened

    @classmethod
    def random(
        cls, params: Params, rng: random.Random, *, clock: Clock = no_clock, marks: bool = False,
        placement: Placement = place_mines, luck: Luck = Luck.CLASSIC,
        redraws: random.Random | None = None,
    ) -> Game:
        """A game whose mines are placed by `rng` at the first open (by `placement`)."""
        return cls(params, rng=rng, clock=clock, marks=marks, placement=placement, luck=luck,
                   redraws=redraws)

    @classmethod
    def fixed(cls, minefield: Minefield, *, clock: Clock = no_clock, marks: bool = False,
              luck: Luck = Luck.CLASSIC, redraws: Random | None = None,
              dealt_for: Coord | None = None, dealt_opening: bool = False) -> Game:
        """A game on a given minefield, with no first-click protection (but the click
        it was `dealt_for`, if any, and its 3x3 block with `dealt_opening`: a random deal's)."""
        params = minefield.params if isinstance(minefield, Minefield) else None
        return cls(params, minefield=minefield, clock=clock, marks=marks,
                   luck=luck, redraws=redraws, dealt_for=dealt_for, dealt_opening=dealt_opening)

    # Actions -----------------------------------------------------------------------

    def open(self, coord: Coord) -> Outcome:
        """Open a closed cell; a zero opens its whole empty region and its border."""
        index, refusal = self._check(coord)
        if refusal:
            return Outcome(reason=refusal)
        state = self._state[index]
        if state == _OPEN:
            return Outcome(reason=f"{Coord(*coord).name} is already open")
        if state == _FLAG:
            return Outcome(reason="that cell is flagged: remove the flag to open it")
        field = self._minefield
        if field is None:
            assert self._rng is not None
            drawn = self._rng.getstate()  # a refused deal draws nothing (as the game ID deals)
            try:
                field = self._placement(self.params, Coord(*coord), self._rng)
            except ValueError:  # such as a no-guess board that cannot start there
                self._rng.setstate(drawn)
                self.refused_starts.append(Coord(*coord))
                raise
            if not isinstance(field, Minefield) or field.params != self.params:  # (a bot's own)
                raise GameError(f"the placement dealt {brief(field)}, not a minefield of "
                                f"{self.params}")
            self._minefield = self._dealt = field
        else:
            field = self._judge([index])
        self._begin()
        self._moves.append(Move(Action.OPEN, Coord(*coord)))
        if field.is_mine_at(index):
            self._last_opened = []
            return self._lose([index], [])
        changed = self._flood([index], field)
        return self._after_opening(changed)

    def chord(self, coord: Coord) -> Outcome:
        """On an open number with as many flags around it, open all its other neighbours
        (wrong flags make this open a mine and lose, as in the classic game)."""
        index, refusal = self._check(coord)
        if refusal:
            return Outcome(reason=refusal)
        if self._state[index] != _OPEN:
            return Outcome(reason="only an open number can be chorded")
        field = self._minefield
        assert field is not None
        count = field.count_at(index)
        if count == 0:
            return Outcome(reason="an empty cell has nothing to chord")
        around = neighbour_indices(index, self.rows, self.cols)
        state = self._state
        flags = sum(1 for other in around if state[other] == _FLAG)
        if flags != count:
            touched = f"{flags or 'no'} flag{'' if flags == 1 else 's'}"
            needed = f"{count} flag{'' if count == 1 else 's'}"
            return Outcome(reason=f"the {count} touches {touched}: a chord needs {needed}")
        targets = [other for other in around if state[other] in (_CLOSED, _MARK)]
        if not targets:
            return Outcome(reason="nothing left to open around that number")
        field = self._judge(targets)
        self._begin()  # (a position's first move may be a chord)
        self._moves.append(Move(Action.CHORD, Coord(*coord)))
        mines = [other for other in targets if field.is_mine_at(other)]
        safe = [other for other in targets if not field.is_mine_at(other)]
        before = bytes(state) if mines else b""  # what a losing chord opened can close again
        changed = self._flood(safe, field)
        if mines:
            self._last_opened = [(index, before[index]) for index in changed]
            return self._lose(mines, changed)
        return self._after_opening(changed)

    def activate(self, coord: Coord) -> Outcome:
        """The main click: chord on an open number, open anything else (an open empty cell
        is said to be open: there is no chord to miss on it)."""
        index = check_on_board(coord, self.rows, self.cols)
        field = self._minefield
        if self._state[index] == _OPEN and field is not None and field.count_at(index):
            return self.chord(coord)
        return self.open(coord)

    def toggle_flag(self, coord: Coord) -> Outcome:
        """Cycle a closed cell: closed -> flag (-> ? when marks are on) -> closed."""
        index, refusal = self._check(coord)
        if refusal:
            return Outcome(reason=refusal)
        state = self._state[index]
        if state == _OPEN:
            return Outcome(reason="an open cell cannot be flagged")
        self._moves.append(Move(Action.FLAG, Coord(*coord)))
        if state == _FLAG:
            self._flags -= 1
            self._state[index] = _MARK if self.marks else _CLOSED
        elif state == _MARK:
            self._state[index] = _CLOSED
        else:
            self._flags += 1
            self._state[index] = _FLAG
        return Outcome(changed=(self._coord(index),))

    def toggle_mark(self, coord: Coord) -> Outcome:
        """Put a `?` on a closed or flagged cell, or take it off (only when marks are on)."""
        index, refusal = self._check(coord)
        if refusal:
            return Outcome(reason=refusal)
        if not self.marks:
            return Outcome(reason="? marks are turned off")
        state = self._state[index]
        if state == _OPEN:
            return Outcome(reason="an open cell cannot be marked")
        self._moves.append(Move(Action.MARK, Coord(*coord)))
        if state == _FLAG:
            self._flags -= 1
        self._state[index] = _CLOSED if state == _MARK else _MARK
        return Outcome(changed=(self._coord(index),))

    def undo(self) -> Outcome:
        """Take back the move that lost: the mines hide again and the game goes on.

        Only the losing move can be taken back; the game then counts a death.
        """
        if not self.can_undo:
            return Outcome(reason="only the move that lost the game can be taken back")
        field = self._minefield
        assert field is not None
        losing = self._moves[-1]
        shown = set(self._lose_shown(field))
        state = self._state
        for index, old in self._last_opened:
            state[index] = old
        self._opened -= len(self._last_opened)
        shown.update(index for index, _ in self._last_opened)
        self._last_opened = []
        # The player saw these go off: they stay known, and flagged.
        for index in self._exploded:
            self._known_mines.add(index)
            if state[index] != _FLAG:
                state[index] = _FLAG
                self._flags += 1
        self._exploded = []
        self._deaths += 1
        self._moves.append(Move(Action.UNDO, losing.coord))
        self._begin()
        return Outcome.of_indices(sorted(shown), self.cols)

    def play(self, move: Move) -> Outcome:
        """Apply `move` (one of `moves`, as a kept game replays them); MoveError if not a Move."""
        if not isinstance(move, Move) or not isinstance(move.action, Action):
            raise MoveError(f"{repr(move)[:60]} is not a Move of an Action and a cell")
        if move.action is Action.UNDO:
            return self.undo()
        return self._ACTIONS[move.action](self, move.coord)

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move that changed something, in order: enough to rebuild the game."""
        return tuple(self._moves)

    @classmethod
    def restored(cls, minefield: Minefield, moves: list[Move], elapsed: float, *,
                 clock: Clock = no_clock, marks: bool = False, luck: Luck = Luck.CLASSIC,
                 redraws: Random | None = None, dealt_for: Coord | None = None,
                 dealt_opening: bool = False, set_up: int = 0) -> Game:
        """A game dealt `minefield`, with `moves` replayed (redraws included: give the same
        `redraws` stream; the first `set_up` as its position), `elapsed` s on its clock."""
        if type(elapsed) not in (int, float) or not 0 <= elapsed < float("inf"):
            raise GameError(f"elapsed must be seconds played, 0 or more, not {brief(elapsed)}")
        game = cls.fixed(minefield, clock=clock, marks=marks, luck=luck, redraws=redraws,
                         dealt_for=dealt_for, dealt_opening=dealt_opening)
        game.set_up(moves[:set_up])
        for move in moves[set_up:]:
            game.play(move)
        game._watch = Stopwatch(clock, elapsed)
        if game._status is Status.PLAYING and not game._waits:
            game._watch.start()
        return game

    def set_up(self, moves: Iterable[Move]) -> None:
        """Play `moves` as the position a new game starts from (a board file's, see
        `BoardPosition.setup`): its clock waits for the player's first open. GameError on a
        game already begun, or where the moves end the game."""
        if self._moves or self._status is not Status.NOT_STARTED:
            raise GameError("a position is set up on a new game only")
        for move in moves:
            self.play(move)
            if self.is_over:
                raise GameError(f"the set-up move {move.text} ended the game")
        self._watch.reset()
        self._set_up, self._waits = len(self._moves), self.status is Status.PLAYING
        self._set_up_done = self._three_bv_done() if self._set_up else 0

    def pause(self) -> bool:
        """Stop the clock and refuse actions until `resume`; False if it does not apply."""
        if self._paused or self.is_over:
            return False
        self._paused = True
        self._watch.stop()
        return True

    def resume(self) -> bool:
        """Undo `pause`; False if the game was not paused."""
        if not self._paused:
            return False
        self._paused = False
        if self._status is Status.PLAYING and not self._waits:
            self._watch.start()
        return True

    def _begin(self) -> None:
        """An open or a chord: the game is under way, its clock running."""
        self._status, self._waits = Status.PLAYING, False
        self._watch.start()

    # Internals ---------------------------------------------------------------------

    def _check(self, coord: Coord) -> tuple[int, str]:
        """The flat index of `coord` (OffBoardError if off the board), and why no action
        applies now ("" when one may)."""
        return check_on_board(coord, self.rows, self.cols), self._refusal()

    def _refusal(self) -> str:
        if self.is_over:
            return f"the game is over ({self._status.value})"
        if self._paused:
            return "the game is paused"
        return ""

    def _judge(self, opened: list[int]) -> Minefield:
        """Forgiving and strict play: judge a move that opens `opened`, redrawing the hidden
        mines as the luck says (see `modes.respond`); the minefield to play it on."""
        field = self._minefield
        assert field is not None
        # A random board's first open placed the mines around itself; on a board dealt for a
        # click (a replay, a shared ID) that click is safe, and a first open is judged.
        if not self.luck.redraws or (self._opened == 0 and self._dealt_for is None):
            return field
        from .modes import ModeError, Verdict, respond

        assert self._redraws is not None
        self.judged = self.position()
        try:
            response = respond(self.judged, opened, self._redraws,
                               strict=self.luck is Luck.STRICT)
        except ModeError:  # cannot be judged (too many layouts): the real chance
            self.judgement = None
            return field
        self.judgement = response.judgement
        if response.minefield is not None:
            self._minefield = field = response.minefield
            if response.judgement.verdict is Verdict.FORCED:
                self._made_safe += 1
        return field

    def _flood(self, starts: list[int], field: Minefield) -> list[int]:
        changed = flood(self._state, field.counts, self.rows, self.cols, starts)
        self._opened += len(changed)
        return changed

    def _after_opening(self, changed: list[int]) -> Outcome:
        if self._opened == self.params.safe_cells:
            self._status = Status.WON
            self._watch.stop()
            self._paused = False  # (paused during the move, by Ctrl-Z: a game over is not)
            field = self._minefield
            assert field is not None
            for index in field.mine_indices:
                if self._state[index] != _FLAG:
                    self._state[index] = _FLAG
                    changed.append(index)
            self._flags = self.params.mines
        return Outcome.of_indices(changed, self.cols)

    def _lose(self, mines: list[int], changed: list[int]) -> Outcome:
        self._status = Status.LOST
        self._exploded = sorted(mines)
        self._watch.stop()
        self._paused = False
        field = self._minefield
        assert field is not None
        shown = set(changed)
        shown.update(self._lose_shown(field))
        return Outcome.of_indices(sorted(shown), self.cols)

    _ACTIONS = {Action.OPEN: open, Action.CHORD: chord, Action.FLAG: toggle_flag,
                Action.MARK: toggle_mark}
