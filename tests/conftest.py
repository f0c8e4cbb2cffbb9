"""Every test gets its own user data folder: no test reads or writes the real one.

Under CI (`CI` set, as `.ci/run` does) hypothesis draws the same examples every run, so a
rare example cannot turn one submission red and the next green; runs elsewhere keep
exploring new ones.

Started in the background by a script (`nohup pytest &`), the tests inherit Ctrl-C, the
hangup and Ctrl-\\ ignored, and so would every game they start (a game keeps an exit signal
ignored from the start: nohup's way): the signal tests then fail. Each is given back its
default here, which the games inherit.
"""

from __future__ import annotations

import os
import random
import signal
from pathlib import Path
from typing import Callable, Iterator

import pytest
from hypothesis import settings

from minesweeper import runs

# No example has a deadline: time is measured in benchmarks, never asserted in tests (a busy
# machine can take longer than hypothesis's 200 ms over an example that is right).
settings.register_profile("untimed", deadline=None)
settings.register_profile("ci", settings.get_profile("untimed"), derandomize=True,
                          database=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "untimed")
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
for _name in ("SIGHUP", "SIGQUIT"):  # (not on Windows)
    if getattr(signal, _name, None) and signal.getsignal(getattr(signal, _name)) is signal.SIG_IGN:
        signal.signal(getattr(signal, _name), signal.SIG_DFL)


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path_factory: pytest.TempPathFactory,
                        monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point XDG_DATA_HOME (and so platformdirs and every child process) at a fresh folder.
    Afterwards this process plays in no folder (as a run that ends: see `runs`)."""
    from minesweeper import storage

    folder = tmp_path_factory.mktemp("xdg-data")
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    # Windows, and macOS with an older platformdirs, ignore XDG_DATA_HOME: stop rather than
    # play in the player's own folder.
    assert storage.data_dir().is_relative_to(folder), "XDG_DATA_HOME is not honoured here"
    yield folder
    runs.let_go()


@pytest.fixture(autouse=True)
def every_move_kept(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """In process, a game in progress is kept at every move however long a write takes
    (but in tests marked `real_keep_limits`, of the throttle itself). Writes over a
    fiftieth of a second are spaced out, and keeping stops after slow ones (a huge board):
    on a busy machine an ordinary write took that long, and the parity test then found one
    front end's game unkept."""
    from minesweeper import keeping

    if request.node.get_closest_marker("real_keep_limits"):
        return
    monkeypatch.setattr(keeping, "KEEP_QUICK", 1e9)
    monkeypatch.setattr(keeping, "KEEP_LONGEST", 1e9)


@pytest.fixture(autouse=True)
def no_first_click_wins() -> Iterator[None]:
    """A session's deal of a preset level that its first click wins outright (about one
    Beginner deal in 80,000) is dealt again from the same random stream: tests that keep,
    resume or count a game opened once assume it goes on (11 random games kept in a row
    counted none lost, once). The game itself lets such a deal stand, as Windows did."""
    from minesweeper import session
    from minesweeper.engine import Coord, Game, Level, Minefield, Params, Status, dealer

    levels = {level.params for level in Level}

    def dealing(no_guess: bool) -> Callable[[Params, Coord, random.Random], Minefield]:
        deal = dealer(no_guess)

        def again(params: Params, first: Coord, rng: random.Random) -> Minefield:
            field = deal(params, first, rng)
            for _ in range(100 if params in levels else 0):
                game = Game.fixed(field)
                game.open(first)
                if game.status is not Status.WON:
                    break
                field = deal(params, first, rng)
            return field

        return again

    with pytest.MonkeyPatch.context() as patch:  # (not undone by a test's monkeypatch.undo)
        patch.setattr(session, "dealer", dealing)
        yield
