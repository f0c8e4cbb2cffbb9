"""A game in progress: what the player has opened, flagged and marked, and how it ends."""

from __future__ import annotations

import enum
import random
from typing import Callable, Iterator

from .coords import Coord, check_on_board, neighbour_indices
from .generate import place_mines
from .minefield import Minefield
from .moves import Action, Move
from .params import Params
from .position import CLOSED, FLAG, Position, PositionError

Clock = Callable[[], float]
# Places the mines at the first open: (params, first click, rng) -> minefield.
Placement = Callable[[Params, Coord, random.Random], Minefield]

# Per-cell player state, stored in a bytearray.
_CLOSED, _OPEN, _FLAG, _MARK = 0, 1, 2, 3
# Player state -> Position cell value, for every cell that is not open (open cells: 0).
_CLOSED_PART = bytes([CLOSED, 0, FLAG, CLOSED]) + bytes(252)
# Player state -> 0xFF for an open cell, 0 otherwise.
_OPEN_MASK = bytes([0, 0xFF, 0, 0]) + bytes(252)


class Status(enum.Enum):
    """Where a game stands."""

    NOT_STARTED = "not started"
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


class Tile(enum.Enum):
    """What the player sees in one cell; the value is its plain-text character."""

    CLOSED = "#"
    FLAG = "F"
    MARK = "?"
    EMPTY = "."
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    MINE = "*"
    EXPLODED = "X"
    WRONG_FLAG = "x"

    @classmethod
    def number(cls, count: int) -> Tile:
        """The tile of an open cell touching `count` mines."""
        return _NUMBERS[count]

    @property
    def count(self) -> int | None:
        """The neighbour count shown on an open cell, else None."""
        return _COUNTS.get(self)

    @property
    def is_open(self) -> bool:
        """Whether this is an opened safe cell (a number or an empty cell)."""
        return self in _COUNTS


_NUMBERS = (
    Tile.EMPTY, Tile.ONE, Tile.TWO, Tile.THREE, Tile.FOUR,
    Tile.FIVE, Tile.SIX, Tile.SEVEN, Tile.EIGHT,
)
_COUNTS = {tile: count for count, tile in enumerate(_NUMBERS)}


class Outcome:
    """What an action did: the cells whose tile changed, or why nothing happened.

    The changed cells are kept as flat indices and turned into coordinates only when
    asked for, so a one-click opening of a million cells costs no million Coords.
    """

    __slots__ = ("reason", "_indices", "_cols", "_changed")

    def __init__(self, changed: tuple[Coord, ...] = (), reason: str = "") -> None:
        self.reason = reason
        self._changed: tuple[Coord, ...] | None = tuple(changed)
        self._indices: list[int] = []
        self._cols = 1

    @classmethod
    def of_indices(cls, indices: list[int], cols: int) -> Outcome:
        """The outcome of changing the cells at these flat indices on a board `cols` wide."""
        outcome = cls()
        outcome._changed = None
        outcome._indices = indices
        outcome._cols = cols
        return outcome

    @property
    def changed(self) -> tuple[Coord, ...]:
        """The cells whose tile changed."""
        if self._changed is None:
            cols = self._cols
            self._changed = tuple(Coord(*divmod(index, cols)) for index in self._indices)
        return self._changed

    @property
    def count(self) -> int:
        """How many cells changed."""
        return len(self._changed) if self._changed is not None else len(self._indices)

    @property
    def applied(self) -> bool:
        """Whether the action changed anything."""
        return self.count > 0

    def __repr__(self) -> str:
        return f"Outcome(changed={self.changed!r}, reason={self.reason!r})"


def _no_clock() -> float:
    return 0.0


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
        clock: Clock = _no_clock,
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
        self._clock = clock
        self._state = bytearray(params.cells)
        self._opened = 0
        self._flags = 0
        self._status = Status.NOT_STARTED
        self._exploded: list[int] = []
        self._started_at: float | None = None  # clock reading while the clock runs
        self._banked = 0.0  # seconds counted before the last start or resume
        self._paused = False
        self._moves: list[Move] = []

    @classmethod
    def random(
        cls, params: Params, rng: random.Random, *, clock: Clock = _no_clock, marks: bool = False,
        placement: Placement = place_mines,
    ) -> Game:
        """A game whose mines are placed by `rng` at the first open (by `placement`)."""
        return cls(params, rng=rng, clock=clock, marks=marks, placement=placement)

    @classmethod
    def fixed(cls, minefield: Minefield, *, clock: Clock = _no_clock, marks: bool = False) -> Game:
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
    def exploded(self) -> tuple[Coord, ...]:
        """The mine or mines opened to lose the game (empty unless lost)."""
        return tuple(self._coord(index) for index in self._exploded)

    @property
    def elapsed(self) -> float:
        """Seconds played: from the first open to the end, not counting pauses."""
        if self._started_at is None:
            return self._banked
        return self._banked + max(0.0, self._clock() - self._started_at)

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
            return _NUMBERS[field.count_at(index)]
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
            self._started_at = self._clock()
        self._moves.append(Move(Action.OPEN, Coord(*coord)))
        if field.is_mine_at(index):
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
        changed = self._flood(safe, field)
        if mines:
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

    def play(self, move: Move) -> Outcome:
        """Apply a move given in its text-form value (see `moves.Move`)."""
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
        clock: Clock = _no_clock,
        marks: bool = False,
    ) -> Game:
        """A game on `minefield` with `moves` replayed and `elapsed` seconds on its clock."""
        game = cls.fixed(minefield, clock=clock, marks=marks)
        for move in moves:
            game.play(move)
        game._banked = elapsed
        game._started_at = clock() if game._status is Status.PLAYING else None
        return game

    def pause(self) -> bool:
        """Stop the clock and refuse actions until `resume`; False if it does not apply."""
        if self._paused or self.is_over:
            return False
        self._paused = True
        self._stop_clock()
        return True

    def resume(self) -> bool:
        """Undo `pause`; False if the game was not paused."""
        if not self._paused:
            return False
        self._paused = False
        if self._status is Status.PLAYING:
            self._started_at = self._clock()
        return True

    # Internals ---------------------------------------------------------------------

    def _refusal(self) -> str:
        if self.is_over:
            return f"the game is over ({self._status.value})"
        if self._paused:
            return "the game is paused"
        return ""

    def _stop_clock(self) -> None:
        if self._started_at is not None:
            self._banked += max(0.0, self._clock() - self._started_at)
            self._started_at = None

    def _flood(self, starts: list[int], field: Minefield) -> list[int]:
        """Open safe `starts` and, from every zero reached, its neighbours; iteratively."""
        rows, cols = self.rows, self.cols
        state = self._state
        counts = field.counts
        changed: list[int] = []
        stack: list[int] = []
        for start in starts:
            if state[start] in (_CLOSED, _MARK):
                state[start] = _OPEN
                changed.append(start)
                if counts[start] == 0:
                    stack.append(start)
        around = (-cols - 1, -cols, -cols + 1, -1, 1, cols - 1, cols, cols + 1)
        last_row, last_col = rows - 1, cols - 1
        # Flags are kept: a flag protects its cell even inside an opening. The two loops
        # differ only in how they find neighbours: inside the board, by fixed offsets.
        while stack:
            index = stack.pop()
            row, col = divmod(index, cols)
            if 0 < row < last_row and 0 < col < last_col:
                for offset in around:
                    other = index + offset
                    if state[other] == _CLOSED or state[other] == _MARK:
                        state[other] = _OPEN
                        changed.append(other)
                        if counts[other] == 0:
                            stack.append(other)
            else:
                for other in neighbour_indices(index, rows, cols):
                    if state[other] == _CLOSED or state[other] == _MARK:
                        state[other] = _OPEN
                        changed.append(other)
                        if counts[other] == 0:
                            stack.append(other)
        self._opened += len(changed)
        return changed

    def _after_opening(self, changed: list[int]) -> Outcome:
        if self._opened == self.params.safe_cells:
            self._status = Status.WON
            self._stop_clock()
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
        self._stop_clock()
        field = self._minefield
        assert field is not None
        state = self._state
        shown = set(changed)
        shown.update(i for i in field.mine_indices if state[i] != _FLAG)
        shown.update(i for i, s in enumerate(state) if s == _FLAG and not field.is_mine_at(i))
        return Outcome.of_indices(sorted(shown), self.cols)

    _ACTIONS = {
        Action.OPEN: open,
        Action.CHORD: chord,
        Action.FLAG: toggle_flag,
        Action.MARK: toggle_mark,
    }
