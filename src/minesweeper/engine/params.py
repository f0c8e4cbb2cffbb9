"""Board sizes and mine counts: the presets and the rules for custom boards."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

MIN_SIDE = 1
MAX_SIDE = 1000


class ParamsError(ValueError):
    """A board size or mine count outside what the game allows."""


@dataclass(frozen=True)
class Params:
    """The size of a board and how many mines it holds."""

    rows: int
    cols: int
    mines: int

    def __post_init__(self) -> None:
        if not all(type(value) is int for value in (self.rows, self.cols, self.mines)):
            raise ParamsError(f"rows, columns and mines are whole numbers, not "
                              f"{self.rows!r}, {self.cols!r} and {self.mines!r}"[:200])
        check_size(self.rows, self.cols)
        limit = self.rows * self.cols - 1
        if not 0 <= self.mines <= limit:
            from .solver.reasons import a_figure  # the solver imports this module

            takes = f"0 to {limit:,} mines" if limit else "no mines"  # (1x1: not "0 to 0")
            raise ParamsError(  # (999,999 as the other refusals write big numbers)
                f"{a_figure(f'{self.rows}x{self.cols}')} board takes {takes}, not {self.mines:,}")

    @property
    def cells(self) -> int:
        """How many cells the board has."""
        return self.rows * self.cols

    @property
    def safe_cells(self) -> int:
        """How many cells hold no mine."""
        return self.cells - self.mines

    def __str__(self) -> str:
        return f"{self.rows}x{self.cols}x{self.mines}"

    @classmethod
    def parse(cls, text: str) -> Params:
        """Read `ROWSxCOLSxMINES` (for example `16x30x99`)."""
        if not isinstance(text, str):
            raise TypeError(f"Params.parse takes text such as '16x30x99', not "
                            f"{type(text).__name__}")
        # Any space around it goes, as for --seed and --game (a pasted no-break space too).
        match = re.fullmatch(r"(\d+)\s*[xX]\s*(\d+)\s*[xX]\s*(\d+)", text.strip(), re.ASCII)
        if match is None:
            raise ParamsError(f"expected ROWSxCOLSxMINES such as 16x30x99, got {text!r}")
        rows, cols, mines = (_whole(group, text) for group in match.groups())
        return cls(rows, cols, mines)


def _whole(digits: str, text: str) -> int:
    """`digits` as a number; ParamsError when it is far beyond any board."""
    if len(digits.lstrip("0")) > 12:
        from .excerpt import excerpt

        raise ParamsError(f"{excerpt(text.strip())} holds a number far too large")
    return whole_value(digits)


def whole_value(text: str) -> int:
    """ASCII digits, `-` before them or not, as a number, however many zeros come first:
    int() refuses 4,300 digits and more, those zeros counted. (Callers first refuse a
    number of too many digits that are not zeros.)"""
    value = int(text.lstrip("-").lstrip("0") or "0")
    return -value if text.startswith("-") else value


def check_size(rows: int, cols: int) -> None:
    """Raise ParamsError unless both sides are whole numbers within MIN_SIDE..MAX_SIDE."""
    for name, value in (("rows", rows), ("columns", cols)):
        if type(value) is not int:
            raise ParamsError(f"{name} must be a whole number, not {value!r}"[:200])
        if not MIN_SIDE <= value <= MAX_SIDE:
            raise ParamsError(f"{name} must be {MIN_SIDE} to {MAX_SIDE}, not {value}")


class Level(enum.Enum):
    """The classic difficulty presets."""

    BEGINNER = Params(8, 8, 10)
    INTERMEDIATE = Params(16, 16, 40)
    ADVANCED = Params(16, 30, 99)

    @property
    def params(self) -> Params:
        """The board size and mine count of this level."""
        return self.value

    @property
    def title(self) -> str:
        """The name shown to players, such as `Beginner`."""
        return self.name.capitalize()

    @classmethod
    def of(cls, params: Params) -> Level | None:
        """The preset with exactly these parameters, if any."""
        for level in cls:
            if level.params == params:
                return level
        return None


def describe(params: Params) -> str:
    """A player-facing name: the level's title, or `Custom 10x12, 20 mines`."""
    level = Level.of(params)
    if level is not None:
        return level.title
    mines = "1 mine" if params.mines == 1 else f"{params.mines} mines"
    return f"Custom {params.rows}x{params.cols}, {mines}"
