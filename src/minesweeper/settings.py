"""What the player asked to play: a size or a fixed board, where it came from, and how.

The command line and the menu build a Settings; both front ends receive one. It is checked
once, when it is made (SettingsError), so a front end never meets a combination that
cannot be played.
"""

from __future__ import annotations

import enum
import os
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from . import wording
from .engine import Action, Coord, Level, Luck, Minefield, Move, Params, describe
from .wording import games

if TYPE_CHECKING:
    from typing import Callable

    from .engine import Game, GameId


class SettingsError(ValueError):
    """A combination of choices that cannot be played; the message says why."""


# How much luck a game asks (classic, no guess, forgiving, strict): the engine's Luck.
Mode = Luck

# Boards of these many cells or more take a while to deal (a million cells: a second or
# so; a no-guess board is searched for), and the front ends say so before dealing one.
SLOW_NO_GUESS_DEAL = 2000
SLOW_DEAL = 250_000


def deal_may_be_slow(params: Params, no_guess: bool) -> bool:
    """Whether dealing a board of `params` (a no-guess one, with `no_guess`) may take a
    moment: long enough that a player should be told before the screen waits."""
    return params.cells >= (SLOW_NO_GUESS_DEAL if no_guess else SLOW_DEAL)


class Source(enum.Enum):
    """Where the board comes from."""

    LEVEL = "level"  # a preset size, mines placed at the first click
    CUSTOM = "custom"  # a size the player chose
    FILE = "file"  # a board file: the mines are fixed
    GAME_ID = "game ID"  # a shared board, dealt from its ID


@dataclass(frozen=True)
class Settings:
    """One choice of what to play; games of a session all follow it."""

    params: Params
    source: Source = Source.LEVEL
    minefield: Minefield | None = None  # the fixed mines of a file or a dealt game ID
    name: str = ""  # the board file as given, or the game ID's text
    seed: int | None = None  # chosen by the player (--seed) or named by a game ID
    marks: bool = False
    mode: Mode = Mode.CLASSIC
    first_click: Coord | None = None  # the click a shared board was dealt for
    setup: tuple[Move, ...] = ()  # a board file's position: every game of it starts there

    def __post_init__(self) -> None:
        if self.minefield is not None and self.minefield.params != self.params:
            raise SettingsError(f"the board is {self.minefield.params}, not {self.params}")
        if self.source is Source.FILE:
            if self.minefield is None:
                raise SettingsError("a board file needs its mines")
            if self.mode is not Mode.CLASSIC:
                raise SettingsError(f"--mode {self.mode.value} does not apply to a board "
                                    f"file: its mines are fixed")
            if self.seed is not None:
                raise SettingsError("--seed does not apply to a board file: its mines are "
                                    "fixed")
        if self.mode is Mode.NO_GUESS and self.minefield is None:
            from .engine import check_no_guess_size  # only no-guess play needs the solver

            check_no_guess_size(self.params)  # NoGuessError is a ValueError with the reason
        if self.mode.redraws:
            from .engine import check_mode_size

            check_mode_size(self.params)  # ModeError, a ValueError with the reason

    @classmethod
    def of_params(cls, params: Params, *, marks: bool = False, mode: Mode = Mode.CLASSIC,
                  seed: int | None = None) -> Settings:
        """Random boards of a size: a level when it is a preset, else custom."""
        source = Source.LEVEL if Level.of(params) is not None else Source.CUSTOM
        return cls(params, source, seed=seed, marks=marks, mode=mode)

    @classmethod
    def of_board(cls, minefield: Minefield, name: str, *, marks: bool = False,
                 first_click: Coord | None = None, setup: tuple[Move, ...] = ()) -> Settings:
        """A board file's fixed mines, the first click it was made for (its `# first
        click: R C` comment), kept only if that cell is a safe cell of the board, and the
        position its picture draws (`setup`, see `engine.BoardPosition`)."""
        if first_click is not None and not (
                minefield.contains(first_click) and not minefield.is_mine(first_click)) \
                or any(move.action is Action.OPEN for move in setup):  # (begun: none to make)
            first_click = None
        return cls(minefield.params, Source.FILE, minefield, name, marks=marks,
                   first_click=first_click, setup=setup)

    @classmethod
    def of_game_id(cls, game_id: GameId, *, marks: bool = False,
                   dealing: Callable[[], None] | None = None) -> Settings:
        """Exactly the board a game ID names, dealt once here (NoGuessError when a no-guess
        ID names a board too dense to deal; ModeError, before dealing, when a forgiving or
        strict one names a board too big for its play); `dealing` is called just before
        the dealing starts.
        """
        if game_id.luck.redraws:
            from .engine import check_mode_size

            check_mode_size(game_id.params)
        if game_id.no_guess and game_id.first_click is not None:  # refused before the notice
            from .engine import check_no_guess_size

            check_no_guess_size(game_id.params)
        if dealing is not None:
            dealing()
        return cls(game_id.params, Source.GAME_ID, game_id.deal(), game_id.text,
                   seed=game_id.seed, marks=marks, mode=game_id.luck,
                   first_click=game_id.first_click)

    def with_params(self, params: Params) -> Settings:
        """The same choices for random boards of another size (the menu's levels): marks,
        mode, and a seed the player chose (not one a game ID named).
        """
        seed = self.seed if self.source in (Source.LEVEL, Source.CUSTOM) else None
        return Settings.of_params(params, marks=self.marks, mode=self.mode, seed=seed)

    def with_mode(self, mode: Mode) -> Settings:
        """The same board with another mode (checked again)."""
        return replace(self, mode=mode)

    def dealt_click(self, game: Game) -> Coord | None:
        """The first click `game`'s board was dealt for: a random board's (its mines were
        placed there), else the click a shared board or a board file names, if any."""
        if self.minefield is None:
            return game.dealt_for or game.first_click
        return self.first_click

    @property
    def no_guess(self) -> bool:
        """Whether random boards are dealt so logic alone clears them."""
        return self.mode is Mode.NO_GUESS

    @property
    def dealt_at_random(self) -> bool:
        """Whether boards are dealt as random ones are, with the 3x3 block around the first
        click kept clear: random games and the IDs of random games, not board files or the
        IDs of fixed boards (which promise only the click itself)."""
        return self.minefield is None or (self.source is Source.GAME_ID and self.seed is not None)

    @property
    def is_ranked(self) -> bool:
        """Whether games may count towards best times: random boards of a preset level that
        nobody could know in advance (no chosen seed, no shared ID, no file).
        """
        return self.source is Source.LEVEL and self.seed is None

    @property
    def unranked_reason(self) -> str:
        """Why games of these settings never set a best time ("" when they may)."""
        if self.source is Source.FILE:
            return games.BOARD_FILE
        if self.source is Source.GAME_ID:
            return games.SHARED_BOARD
        if self.seed is not None:
            return games.CHOSEN_SEED
        if self.source is Source.CUSTOM:
            return games.CUSTOM_SIZE
        return ""

    @property
    def title(self) -> str:
        """What is being played, for headers, status lines and kept games."""
        if self.source is Source.FILE:
            return games.board_title(wording.file_name(_basename(self.name))) if self.name \
                else games.FIXED_BOARD
        if self.source is Source.GAME_ID:
            return games.shared_title(describe(self.params)) + self._mode_part
        return describe(self.params) + self._mode_part + self._seeded

    @property
    def short_title(self) -> str:
        """The title without a custom board's size, for where the size is said in words
        (`Custom, strict`, `Shared Custom`, `Beginner, strict`)."""
        if Level.of(self.params) is None:
            if self.source is Source.CUSTOM:
                return f"{games.CUSTOM}{self._mode_part}{self._seeded}"
            if self.source is Source.GAME_ID:
                return games.shared_title(games.CUSTOM) + self._mode_part
        return self.title

    @property
    def _seeded(self) -> str:
        """`, seeded` in the title of games dealt from a chosen seed: they look like the
        level's, but are neither ranked nor counted (after the mode, which a narrow header
        keeps longer)."""
        return f", {wording.SEEDED}" if self.seed is not None else ""

    @property
    def _mode_part(self) -> str:
        return f", {self.mode.label}" if self.mode is not Mode.CLASSIC else ""


def _basename(path: str) -> str:
    """The last part of `path`, split where this system splits paths (a backslash is part
    of a name on POSIX systems)."""
    separators = os.sep + (os.altsep or "")
    return os.path.basename(path.rstrip(separators)) or path
