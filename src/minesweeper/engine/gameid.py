"""Short game IDs that name a board exactly, so a game can be shared and played again.

* A random game: `LEVEL-SEED`, plus `-ROW.COL` once the first click is made, where LEVEL is
  `b`, `i` or `a` for the presets or `ROWSxCOLSxMINES`, and SEED is in base 36. A game of
  another luck than classic starts with its letters: `n-` no guess, `fg-` forgiving, `st-`
  strict. Example: `a-1z141z3-3.3`.
* A fixed board (from a file): `f-ROWSxCOLS-DATA`, DATA being the mine bitmap, compressed
  and in URL-safe base 64.
"""

from __future__ import annotations

import base64
import binascii
import random
import re
import zlib
from dataclasses import dataclass

from .coords import Coord
from .excerpt import excerpt
from .generate import dealer
from .luck import Luck
from .minefield import Minefield, MinefieldError
from .params import Level, Params, ParamsError

_LETTERS = {Level.BEGINNER: "b", Level.INTERMEDIATE: "i", Level.ADVANCED: "a"}
_LEVELS = {letter: level for level, letter in _LETTERS.items()}
_PREFIXES = {Luck.NO_GUESS: "n-", Luck.FORGIVING: "fg-", Luck.STRICT: "st-"}
_BY_PREFIX = {prefix: luck for luck, prefix in _PREFIXES.items()}
# Built from the tables above, so that a level or a mode cannot be left out of either.
_RANDOM = re.compile(rf"({'|'.join(_BY_PREFIX)})?([{''.join(_LEVELS)}]|\d+x\d+x\d+)-"
                     r"([0-9a-z]{1,13})(?:-(\d{1,7})\.(\d{1,7}))?",
                     re.ASCII)  # (\d would take other scripts' digits: ３)
# Where a screen wrapped a long ID: a line break and the spaces and tabs around it.
# (Split, then stripped: `[ \t]*` before the break, as one pattern, went over a long run of
# spaces from each of its starts: minutes for a damaged kept ID of spaces.)
_WRAPPED = re.compile(r"\r\n|\r|\n")
# The board's bits, then the click it was dealt for if known ("." is not in base 64).
# (F and X in capitals too, as a random ID's letters: a chat capitalises a line's first.)
_FIXED = re.compile(r"[fF]-(\d+)[xX](\d+)-([A-Za-z0-9_-]+?)(?:-(\d{1,7})\.(\d{1,7}))?",
                    re.ASCII)
_MAX_BITMAP = 1000 * 1000 // 8 + 1


class GameIdError(ValueError):
    """Text that is not a game ID, or one that names an impossible board."""


@dataclass(frozen=True)
class GameId:
    """Everything needed to deal the same board again."""

    params: Params
    seed: int | None = None
    first_click: Coord | None = None
    luck: Luck = Luck.CLASSIC
    minefield: Minefield | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.params, Params) or not isinstance(self.luck, Luck):
            raise GameIdError("a game ID's params are a Params and its luck a Luck, not "
                              f"{self.params!r} and {self.luck!r}"[:200])
        click = self.first_click
        if click is not None:
            try:
                row, col = click
            except (TypeError, ValueError):
                raise GameIdError(f"a game ID's first click is a row and a column, not "
                                  f"{click!r}"[:200]) from None
            if type(row) is not int or type(col) is not int:
                raise GameIdError(f"a game ID's first click is a row and a column in whole "
                                  f"numbers, not {row!r} {col!r}"[:200])
        if self.seed is not None and not (type(self.seed) is int and 0 <= self.seed < 2**64):
            raise GameIdError(f"a game ID's seed is 0 to 2**64 - 1, not {self.seed!r}"[:120])
        if (self.seed is None) == (self.minefield is None):
            raise GameIdError("a game ID names either a seed (a random board) or a minefield")
        if self.minefield is not None and not isinstance(self.minefield, Minefield):
            raise GameIdError(f"a game ID's minefield is a Minefield, not {self.minefield!r}"
                              [:200])
        if self.minefield is not None and self.luck is not Luck.CLASSIC:  # (its text has none)
            raise GameIdError(f"a game ID of a fixed board is played classic, not "
                              f"{self.luck.label}")
        if self.minefield is not None and self.minefield.params != self.params:
            raise GameIdError(f"a game ID's minefield is {self.minefield.params}, not "
                              f"{self.params}")
        if self.first_click is not None and not isinstance(self.first_click, Coord):
            object.__setattr__(self, "first_click", Coord(*self.first_click))
        click = self.first_click
        if click is not None and not (0 <= click.row < self.params.rows
                                      and 0 <= click.col < self.params.cols):
            raise GameIdError(f"a game ID's first click, {click.name}, is off the board")
        if click is not None and self.minefield is not None and self.minefield.is_mine(click):
            raise GameIdError(f"a game ID's first click, {click.name}, is a mine")

    @property
    def no_guess(self) -> bool:
        """Whether the board was dealt so that logic alone clears it."""
        return self.luck is Luck.NO_GUESS

    @property
    def text(self) -> str:
        """The short form to show and share."""
        if self.minefield is not None:
            field = self.minefield
            bits = bytearray((field.rows * field.cols + 7) // 8)
            for index in field.mine_indices:
                bits[index >> 3] |= 1 << (index & 7)
            data = base64.urlsafe_b64encode(zlib.compress(bytes(bits), 9)).decode().rstrip("=")
            text = f"f-{field.rows}x{field.cols}-{data}"
        else:
            assert self.seed is not None  # (checked when made)
            level = Level.of(self.params)
            name = _LETTERS[level] if level is not None else str(self.params)
            text = f"{_PREFIXES.get(self.luck, '')}{name}-{_base36(self.seed)}"
        if self.first_click is not None:
            text += f"-{self.first_click.row}.{self.first_click.col}"
        return text

    def deal(self) -> Minefield | None:
        """The board this ID names: its mines, or None for a random game before its first
        click (its mines are placed when that click is made). NoGuessError when a no-guess
        ID names a board too dense to deal.
        """
        if self.minefield is not None or self.first_click is None:
            return self.minefield
        assert self.seed is not None
        deal = dealer(self.no_guess)
        return deal(self.params, self.first_click, random.Random(self.seed))

    @classmethod
    def parse(cls, text: str) -> GameId:
        """Read a game ID written by `text`; GameIdError says what is wrong.

        A line break, with the spaces and tabs around it, is ignored: a long ID copied
        from a screen that wrapped it over several lines reads as the one ID. (Other
        white space is refused: `b-1z3 junk` would deal another board without a word.)
        """
        if not isinstance(text, str):
            raise TypeError(f"GameId.parse takes the ID's text, not {type(text).__name__}")
        text = "".join(line.strip(" \t") for line in _WRAPPED.split(text.strip()))
        fixed = _FIXED.fullmatch(text)
        if fixed is not None:
            return cls._parse_fixed(text, fixed)
        match = _RANDOM.fullmatch(text.lower())
        if match is None:
            raise GameIdError(f"{excerpt(text)} is not a game ID (such as a-1z141z3-3.3)")
        prefix, name, seed, row, col = match.groups()
        if any(len(part.lstrip("0")) > 12 for part in name.split("x")):  # int() would refuse
            raise GameIdError(f"{excerpt(text)} holds a number far too large")
        try:
            params = _LEVELS[name].params if name in _LEVELS else Params.parse(name)
        except ParamsError as error:
            raise GameIdError(f"game ID {excerpt(text)}: {error}") from None
        first = None
        if row is not None:
            first = Coord(int(row), int(col))
            if not (first.row < params.rows and first.col < params.cols):
                raise GameIdError(f"game ID {excerpt(text)}: the first click, {first.name}, "
                                  "is off the board")
        if int(seed, 36) >= 2**64:
            raise GameIdError(f"game ID {excerpt(text)}: the seed is too large (at most 2**64 - 1)")
        return cls(params, int(seed, 36), first, _BY_PREFIX.get(prefix, Luck.CLASSIC))

    @classmethod
    def _parse_fixed(cls, text: str, match: re.Match[str]) -> GameId:
        if any(len(match.group(n).lstrip("0")) > 7 for n in (1, 2)):  # int() refuses 4,300
            raise GameIdError(f"game ID {excerpt(text)}: a side far too large")
        rows, cols = int(match.group(1)), int(match.group(2))
        data = match.group(3)
        try:
            packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
            inflater = zlib.decompressobj()
            bits = inflater.decompress(packed, _MAX_BITMAP)
            if inflater.unconsumed_tail or not inflater.eof or inflater.unused_data:
                raise GameIdError(f"game ID {excerpt(text)}: the board data is damaged")
        except (binascii.Error, zlib.error):
            raise GameIdError(f"game ID {excerpt(text)}: the board data is damaged") from None
        cells = rows * cols
        if len(bits) != (cells + 7) // 8 or (cells % 8 and bits[-1] >> (cells % 8)):
            # (a mine past the last cell: the sides were changed, or the data damaged)
            raise GameIdError(f"game ID {excerpt(text)}: the board data does not fit {rows}x{cols}")
        mines = [
            Coord(*divmod(index, cols)) for index in range(rows * cols)
            if bits[index >> 3] >> (index & 7) & 1
        ]
        try:
            field = Minefield(rows, cols, mines)
        except (MinefieldError, ParamsError) as error:
            raise GameIdError(f"game ID {excerpt(text)}: {error}") from None
        first = None
        if match.group(4) is not None:
            first = Coord(int(match.group(4)), int(match.group(5)))
            if not field.contains(first) or field.is_mine(first):
                raise GameIdError(f"game ID {excerpt(text)}: the first click, {first.name}, is "
                                  f"{'a mine' if field.contains(first) else 'off the board'}")
        return cls(field.params, first_click=first, minefield=field)


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        number, digit = divmod(number, 36)
        out = digits[digit] + out
        if number == 0:
            return out
