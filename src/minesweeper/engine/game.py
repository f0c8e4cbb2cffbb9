"""A game in progress: what the player has opened, flagged and marked, and how it ends."""

from __future__ import annotations

import random
from typing import Callable, Iterator

from .coords import Coord, check_on_board, neighbour_indices
from .flood import CLOSED as CLOSED_STATE
from .flood import FLAG as FLAG_STATE
from .flood import MARK, OPEN, flood
from .generate import place_mines
from .minefield import Minefield
from .moves import Action, Move
from .outcome import Outcome, Status, Tile
from .params import Params
from .position import CLOSED, FLAG, Position, PositionError
from .stopwatch import Clock as Clock  # re-exported: the type front ends pass
from .stopwatch import Stopwatch, no_clock

# Places the mines at the first open: (params, first click, rng) -> minefield.
Placement = Callable[[Params, Coord, random.Random], Minefield]

_CLOSED, _OPEN, _FLAG, _MARK = CLOSED_STATE, OPEN, FLAG_STATE, MARK
# Player state -> Position cell value, for every cell that is not open (open cells: 0).
_CLOSED_PART = bytes([CLOSED, 0, FLAG, CLOSED]) + bytes(252)
# Player state -> 0xFF for an open cell, 0 otherwise.
_OPEN_MASK = bytes([0, 0xFF, 0, 0]) + bytes(252)


class Game:
    """One game of Minesweeper.

    A random game places its mines at the first open (see `generate.place_mines`);
    a game on a fixed minefield (from a board file) does not protect the first click.
    Times come from the injected `clock`, in seconds.
    """

    def __init__(
        self,
        params: Params,
        *,
        rng: random.Random | None = None,
        minefield: Minefield | None = None,
        clock: Clock = no_clock,
        marks: bool = False,
        placement: Placement = place_mines,
    ) -> None:
        if (rng is None) == (minefield is None):
            raise ValueError("a game needs either a random generator or a minefield")
        if minefield is not None and minefield.params != params:
            raise ValueError(f"the minefield is {minefield.params}, not {params}")
        self.params = params
        self.marks = marks
        self._rng = rng
        self._placement = placement
        self._minefield = minefield
        self._watch = Stopwatch(clock)
        self._state = bytearray(params.cells)
        self._opened = 0
        self._flags = 0
        self._status = Status.NOT_STARTED
        self._exploded: list[int] = []
        self._paused = False
        self._moves: list[Move] = []
        self._deaths = 0  # losing moves taken back
        self._last_opened: list[tuple[int, int]] = []  # (cell, old state) the losing move opened

    @classmethod
    def random(
        cls, params: Params, rng: random.Random, *, clock: Clock = no_clock, marks: bool = False,
        placement: Placement = place_mines,
    ) -> Game:
        """A game whose mines are placed by `rng` at the first open (by `placement`)."""
        return cls(params, rng=rng, clock=clock, marks=marks, placement=placement)

    @classmethod
    def fixed(cls, minefield: Minefield, *, clock: Clock = no_clock, marks: bool = False) -> Game:
        """A game on a given minefield, with no first-click protection."""
        return cls(minefield.params, minefield=minefield, clock=clock, marks=marks)

    # Questions about the game -------------------------------------------------------

    @property
    def rows(self) -> int:
        """Rows on the board."""
        return self.params.rows

    @property
    def cols(self) -> int:
        """Columns on the board."""
        return self.params.cols

    @property
    def minefield(self) -> Minefield | None:
        """The mines, once placed (a random game has none before its first open)."""
        return self._minefield

    @property
    def status(self) -> Status:
        """Not started, playing, won or lost."""
        return self._status

    @property
    def is_over(self) -> bool:
        """Whether the game has been won or lost."""
        return self._status in (Status.WON, Status.LOST)

    @property
    def is_paused(self) -> bool:
        """Whether the game is paused (its clock stopped, actions refused)."""
        return self._paused

    @property
    def flags(self) -> int:
        """How many flags are on the board."""
        return self._flags

    @property
    def mines_left(self) -> int:
        """Mines minus flags: the classic counter, negative when over-flagged."""
        return self.params.mines - self._flags

    @property
    def opened(self) -> int:
        """How many safe cells are open."""
        return self._opened

    @property
    def deaths(self) -> int:
        """How many losing moves were taken back (see `undo`)."""
        return self._deaths

    @property
    def can_undo(self) -> bool:
        """Whether the game was just lost (only the losing move can be taken back)."""
        return self._status is Status.LOST

    @property
    def exploded(self) -> tuple[Coord, ...]:
        """The mine or mines opened to lose the game (empty unless lost)."""
        return tuple(self._coord(index) for index in self._exploded)

    @property
    def elapsed(self) -> float:
        """Seconds played: from the first open to the end, not counting pauses."""
        return self._watch.elapsed

    def tile(self, coord: Coord) -> Tile:
        """What the player sees at `coord` (after a loss: mines, the exploded one, wrong flags)."""
        return self._tile(check_on_board(coord, self.rows, self.cols))

    @property
    def first_click(self) -> Coord | None:
        """The first cell opened (where a random game's mines were placed around), if any."""
        for move in self._moves:
            if move.action is Action.OPEN:
                return move.coord
        return None

    def position(self, dealt_for: Coord | None = None) -> Position:
        """What the player sees now, as the solver reads it (flags as flags, marks closed).

        `dealt_for`: the first click a fixed board was dealt for, known safe until a cell
        opens. A lost game shows its mines, so it has no position (PositionError).
        """
        if self._status is Status.LOST:
            raise PositionError("a lost game shows its mines; there is nothing to solve")
        size = self.params.cells
        state = bytes(self._state)
        # Built with whole-board byte operations (a million cells in milliseconds): open
        # cells take the neighbour count, the others CLOSED or FLAG.
        closed = int.from_bytes(state.translate(_CLOSED_PART), "little")
        field = self._minefield
        if field is not None and self._opened:
            is_open = int.from_bytes(state.translate(_OPEN_MASK), "little")
            closed |= int.from_bytes(field.counts, "little") & is_open
        cells = closed.to_bytes(size, "little")
        return Position(self.rows, self.cols, self.params.mines, cells,
                        first_open_is_safe=field is None,
                        dealt_for=dealt_for if self._opened == 0 else None)

    def tiles(self) -> Iterator[list[Tile]]:
        """The tiles row by row."""
        cols = self.cols
        for row in range(self.rows):
            yield [self._tile(row * cols + col) for col in range(cols)]

    def to_text(self) -> str:
        """The board as the player sees it, one line per row, one character per cell."""
        return "\n".join("".join(tile.value for tile in row) for row in self.tiles())

    def _tile(self, index: int) -> Tile:
        state = self._state[index]
        field = self._minefield
        if state == _OPEN:
            assert field is not None
            return Tile.number(field.count_at(index))
        if self._status is Status.LOST:
            assert field is not None
            if state == _FLAG:
                return Tile.FLAG if field.is_mine_at(index) else Tile.WRONG_FLAG
            if field.is_mine_at(index):
                return Tile.EXPLODED if index in self._exploded else Tile.MINE
        if state == _FLAG:
            return Tile.FLAG
        if state == _MARK:
            return Tile.MARK
        return Tile.CLOSED

    def _coord(self, index: int) -> Coord:
        return Coord(*divmod(index, self.cols))

    # Actions -----------------------------------------------------------------------

    def open(self, coord: Coord) -> Outcome:
        """Open a closed cell; a zero opens its whole empty region and its border."""
        index = check_on_board(coord, self.rows, self.cols)
        refusal = self._refusal()
        if refusal:
            return Outcome(reason=refusal)
        state = self._state[index]
        if state == _OPEN:
            return Outcome(reason="that cell is already open")
        if state == _FLAG:
            return Outcome(reason="that cell is flagged: remove the flag to open it")
        field = self._minefield
        if field is None:
            assert self._rng is not None
            field = self._minefield = self._placement(self.params, Coord(*coord), self._rng)
        if self._status is Status.NOT_STARTED:
            self._status = Status.PLAYING
            self._watch.start()
        self._moves.append(Move(Action.OPEN, Coord(*coord)))
        if field.is_mine_at(index):
            self._last_opened = []
            return self._lose([index], [])
        changed = self._flood([index], field)
        return self._after_opening(changed)

    def chord(self, coord: Coord) -> Outcome:
        """On an open number with as many flags around it, open all its other neighbours.

        Wrong flags make this open a mine and lose, as in the classic game.
        """
        index = check_on_board(coord, self.rows, self.cols)
        refusal = self._refusal()
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
            return Outcome(reason=f"the {count} touches {flags} flag{'' if flags == 1 else 's'}")
        targets = [other for other in around if state[other] in (_CLOSED, _MARK)]
        if not targets:
            return Outcome(reason="nothing left to open around that number")
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
        """The main click: chord on an open number, open anything else."""
        index = check_on_board(coord, self.rows, self.cols)
        if self._state[index] == _OPEN:
            return self.chord(coord)
        return self.open(coord)

    def toggle_flag(self, coord: Coord) -> Outcome:
        """Cycle a closed cell: closed -> flag (-> ? when marks are on) -> closed."""
        index = check_on_board(coord, self.rows, self.cols)
        refusal = self._refusal()
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
        index = check_on_board(coord, self.rows, self.cols)
        refusal = self._refusal()
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
        self._exploded = []
        self._deaths += 1
        self._status = Status.PLAYING
        self._moves.append(Move(Action.UNDO, losing.coord))
        self._watch.start()
        return Outcome.of_indices(sorted(shown), self.cols)

    def play(self, move: Move) -> Outcome:
        """Apply a move given in its text-form value (see `moves.Move`)."""
        if move.action is Action.UNDO:
            return self.undo()
        return self._ACTIONS[move.action](self, move.coord)

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move that changed something, in order: enough to rebuild the game."""
        return tuple(self._moves)

    @classmethod
    def restored(
        cls,
        minefield: Minefield,
        moves: list[Move],
        elapsed: float,
        *,
        clock: Clock = no_clock,
        marks: bool = False,
    ) -> Game:
        """A game on `minefield` with `moves` replayed and `elapsed` seconds on its clock."""
        game = cls.fixed(minefield, clock=clock, marks=marks)
        for move in moves:
            game.play(move)
        game._watch = Stopwatch(clock, elapsed)
        if game._status is Status.PLAYING:
            game._watch.start()
        return game

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
        if self._status is Status.PLAYING:
            self._watch.start()
        return True

    # Internals ---------------------------------------------------------------------

    def _refusal(self) -> str:
        if self.is_over:
            return f"the game is over ({self._status.value})"
        if self._paused:
            return "the game is paused"
        return ""

    def _flood(self, starts: list[int], field: Minefield) -> list[int]:
        changed = flood(self._state, field.counts, self.rows, self.cols, starts)
        self._opened += len(changed)
        return changed

    def _after_opening(self, changed: list[int]) -> Outcome:
        if self._opened == self.params.safe_cells:
            self._status = Status.WON
            self._watch.stop()
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
        field = self._minefield
        assert field is not None
        shown = set(changed)
        shown.update(self._lose_shown(field))
        return Outcome.of_indices(sorted(shown), self.cols)

    def _lose_shown(self, field: Minefield) -> list[int]:
        """The cells a loss shows: mines not flagged, and wrong flags."""
        state = self._state
        shown = [i for i in field.mine_indices if state[i] != _FLAG]
        shown += [i for i, s in enumerate(state) if s == _FLAG and not field.is_mine_at(i)]
        return shown

    _ACTIONS = {
        Action.OPEN: open,
        Action.CHORD: chord,
        Action.FLAG: toggle_flag,
        Action.MARK: toggle_mark,
    }
