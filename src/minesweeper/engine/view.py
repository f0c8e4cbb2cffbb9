"""What the player sees of a game: the tiles, the counters, and the solver's view of it."""

from __future__ import annotations

from typing import Iterator

from .coords import Coord, check_on_board
from .flood import FLAG as _FLAG
from .flood import MARK as _MARK
from .flood import OPEN as _OPEN
from .minefield import Minefield
from .moves import Action, Move
from .outcome import Status, Tile
from .params import Params
from .position import CLOSED, FLAG, Position, PositionError
from .stopwatch import Stopwatch

# Player state -> Position cell value, for every cell that is not open (open cells: 0).
_CLOSED_PART = bytes([CLOSED, 0, FLAG, CLOSED]) + bytes(252)
# Player state -> 0xFF for an open cell, 0 otherwise.
_OPEN_MASK = bytes([0, 0xFF, 0, 0]) + bytes(252)


class GameView:
    """The questions about a game that change nothing (`Game` adds the actions)."""

    params: Params
    _state: bytearray  # per cell: flood.CLOSED, OPEN, FLAG or MARK
    _minefield: Minefield | None
    _status: Status
    _exploded: list[int]
    _known_mines: set[int]
    _opened: int
    _flags: int
    _moves: list[Move]
    _dealt_for: Coord | None
    _dealt_opening: bool
    _paused: bool
    _dealt: Minefield | None
    _made_safe: int
    _deaths: int
    _watch: Stopwatch
    _done: tuple[int, int]  # the 3BV done, and after how many moves
    _set_up: int
    _set_up_done: int

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
    def played(self) -> bool:
        """Whether the player has made a move (a set-up position's moves are not theirs)."""
        return len(self._moves) > self._set_up

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
    def three_bv(self) -> int:
        """The 3BV the player has to do: the board's (0 before the mines are placed), less
        what a set-up position did (see `Game.set_up`)."""
        return 0 if self._minefield is None else self._minefield.three_bv - self._set_up_done

    @property
    def three_bv_done(self) -> int:
        """How much of that 3BV the player's opens have done: a lost game's progress."""
        return self._three_bv_done() - self._set_up_done

    def _three_bv_done(self) -> int:
        field = self._minefield
        if field is None or self._status is Status.WON:
            return 0 if field is None else field.three_bv
        if self._done[0] != len(self._moves):  # (a flood of the board: once a position)
            self._done = (len(self._moves), field.three_bv_done([state == _OPEN
                                                                 for state in self._state]))
        return self._done[1]

    @property
    def exploded(self) -> tuple[Coord, ...]:
        """The mine or mines opened to lose the game (empty unless lost)."""
        return tuple(self._coord(index) for index in self._exploded)

    @property
    def went_off(self) -> frozenset[Coord]:
        """The mines that went off in losing moves taken back (see `Game.undo`)."""
        return frozenset(self._coord(index) for index in self._known_mines)

    @property
    def first_click(self) -> Coord | None:
        """The first cell opened (where a random game's mines were placed around), if any."""
        for move in self._moves:
            if move.action is Action.OPEN:
                return move.coord
        return None

    @property
    def dealt_for(self) -> Coord | None:
        """The first click a fixed board was dealt for (a replay's, a shared ID's), if
        any: not necessarily the first cell opened in this game."""
        return self._dealt_for

    @property
    def dealt(self) -> Minefield | None:
        """The mines as first dealt (the current ones differ after a redraw)."""
        return self._dealt

    @property
    def made_safe(self) -> int:
        """How many forced guesses a redraw made safe (forgiving and strict play)."""
        return self._made_safe

    @property
    def deaths(self) -> int:
        """How many losing moves were taken back (see `Game.undo`)."""
        return self._deaths

    @property
    def can_undo(self) -> bool:
        """Whether the game was just lost (only the losing move can be taken back)."""
        return self._status is Status.LOST

    @property
    def elapsed(self) -> float:
        """Seconds played: from the first open to the end, not counting pauses."""
        return self._watch.elapsed

    def tile(self, coord: Coord) -> Tile:
        """What the player sees at `coord` (after a loss: mines, the exploded one, wrong flags)."""
        return self._tile(check_on_board(coord, self.rows, self.cols))

    def position(self, dealt_for: Coord | None = None, *, opening: bool = False) -> Position:
        """What the player sees now, as the solver reads it (flags as flags, marks closed).

        `dealt_for`: the first click a fixed board was dealt for, known safe whichever cell
        opens first (OffBoardError off the board, MinefieldError on a mine); `opening`: the
        board was dealt as random boards are, its 3x3 block kept clear too (a random game's
        ID or replay, not a board file; MinefieldError where a mine lies in that block). A
        lost game shows its mines, so it has no position (PositionError).
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
        if dealt_for is not None and field is not None:
            field.check_deal(self.params, dealt_for, opening=opening)  # off the board, a mine
        dealt_for = dealt_for or self._dealt_for
        return Position(self.rows, self.cols, self.params.mines, cells,
                        first_open_is_safe=field is None,
                        dealt_for=dealt_for,
                        dealt_opening=opening or self._dealt_opening,
                        known_mines=frozenset(self._known_mines))

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

    def _lose_shown(self, field: Minefield) -> list[int]:
        """The cells a loss shows: mines not flagged, and wrong flags."""
        state = self._state
        shown = [i for i in field.mine_indices if state[i] != _FLAG]
        shown += [i for i, s in enumerate(state) if s == _FLAG and not field.is_mine_at(i)]
        return shown
