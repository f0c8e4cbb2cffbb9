"""UI state: what the screens add to a game and a form (cursor, view, messages, fields)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Coord


@dataclass
class GameUI:
    """What the screen adds to a game: cursor, scroll position, a message, a prompt."""

    cursor: Coord = Coord(0, 0)
    top: int = 0
    left: int = 0
    message: str = ""
    is_error: bool = False
    confirm: str = ""
    # A tip's cell and its numbers, drawn apart until the next key; the overlay's mine
    # probabilities by flat index (None: the overlay is off).
    highlight: frozenset[Coord] = frozenset()
    overlay: dict[int, float] | None = None
    rank: int | None = None  # the best-times rank a win earned
    game_id: str = ""  # shown once the game is over


@dataclass
class Form:
    """The custom-board form: three numbers being typed, one of them selected."""

    values: list[str] = field(default_factory=lambda: ["20", "40", "150"])
    selected: int = 0
    error: str = ""
