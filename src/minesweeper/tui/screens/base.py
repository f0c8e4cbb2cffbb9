"""What every screen shares: the context they live in, what a handler returns (a `Dirty`
or a `Transition`), and the Screen base class the loop talks to."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Union

from ... import signals
from ..draw.theme import Glyphs, Span
from ..events import Event, Resize
from ..state import FULL, NOTHING, Dirty

if TYPE_CHECKING:
    from ...kept import Keeper, KeptGame
    from ...session import Session
    from ...settings import Mode, Settings
    from .form import FormScreen
    from .game import GameScreen
    from .menu import MenuScreen
    from .scores import ScoresScreen

IDLE_TIMEOUT_MS = 500


@dataclass(frozen=True)
class Transition:
    """What the loop does after an event: redraw some of this screen, show another screen
    (drawn in full), or quit."""

    dirty: Dirty = NOTHING
    to: Screen | None = None
    quit: bool = False


QUIT = Transition(quit=True)
Result = Union[Dirty, Transition]


def transition(result: Result) -> Transition:
    return result if isinstance(result, Transition) else Transition(result)


class Context:
    """What the screens share: the settings asked for, the kept games and records, the
    glyphs, the screen size, and the screens that live as long as the program (made when
    first shown: a game started from the command line draws sooner without them)."""

    def __init__(self, settings: Settings, keeper: Keeper, glyphs: Glyphs,
                 size: tuple[int, int]) -> None:
        self.settings = settings
        self.mode: Mode = settings.mode  # the menu's Luck choice, for the games it starts
        self.keeper = keeper
        self.glyphs = glyphs
        self.height, self.width = size
        # Paint part of a screen before slow work (dealing a big board); the loop sets it.
        self.paint_now: Callable[[Screen, Dirty], None] = lambda screen, dirty: None
        # Forget the keys typed during such work (they were meant for the screen before it).
        self.drop_typed_ahead: Callable[[], None] = lambda: None

    @functools.cached_property
    def saved(self) -> KeptGame | None:
        """The kept game the menu offers to resume (read when first asked)."""
        return self.keeper.kept()

    @functools.cached_property
    def menu(self) -> MenuScreen:
        from .menu import MenuScreen

        return MenuScreen(self)

    @functools.cached_property
    def form(self) -> FormScreen:
        from .form import FormScreen

        return FormScreen(self)

    @functools.cached_property
    def scores(self) -> ScoresScreen:
        from .scores import ScoresScreen

        return ScoresScreen(self)

    def session(self, settings: Settings) -> Session:
        """A session of `settings`, its games kept and counted."""
        return self.keeper.session(settings)

    def keep(self, screen: GameScreen) -> None:
        """Save the game in progress for the next start (finished games are not kept)."""
        with signals.held():
            screen.session.save()

    def notices(self) -> str:
        """What the player must be told about the kept files (one set aside...), once."""
        return " ".join(self.keeper.notices())


class Screen:
    """One screen: it turns events into transitions and draws itself."""

    def __init__(self, context: Context) -> None:
        self.context = context

    # A screen one only reads and leaves (times), or whose Esc loses nothing (the custom
    # form keeps what was typed): Esc leaves it even while the terminal is too small to
    # show it, rather than waiting for a bigger one.
    leaves_when_small = False

    def fits(self) -> bool:
        """Whether it can be shown at the current size (else keys wait, but q quits)."""
        return True

    def timeout_ms(self) -> int:
        """How long the loop may wait for an event before a Tick."""
        return IDLE_TIMEOUT_MS

    def handle(self, event: Event) -> Transition:
        """What `event` does; a Resize redraws everything by default."""
        return Transition(FULL if isinstance(event, Resize) else NOTHING)

    def draw(self, dirty: Dirty) -> list[Span]:
        """The spans of what `dirty` names (all of the screen when it is full)."""
        raise NotImplementedError

    @property
    def game_screen(self) -> GameScreen | None:
        """The game this screen shows or stands over (help), if any: kept on the way out."""
        return None
