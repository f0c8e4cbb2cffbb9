"""One rule of play in one place: the same actions through the curses game (the stand-in
terminal) and through plain play at a terminal (`plain.run`, its results and games kept)
leave the same game, fairness, statistics, best times, kept games and end-of-game facts
after every step, in every mode, on random boards, board files and game IDs."""

from __future__ import annotations

import contextlib
import io
import json
import random
import shutil
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from standin import Player

from minesweeper import plain, runs
from minesweeper.engine import Coord, GameId, HintKind, Level, Params, Tile, parse, player_hint
from minesweeper.kept import Keeper
from minesweeper.plainboard import board_text
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings

Step = tuple[Any, ...]
STEP_SECONDS = 1.25  # the clock moves this much before every step, in both front ends
KEYS = {"open": " ", "flag": "f", "chord": "c", "mark": "m", "hint": "t", "undo": "u",
        "export": "e"}
RING = parse("...*\n....\n*...\n", "ring")
CORNER = parse("# first click: 3 3\n" + "*.......\n" + "........\n" * 7, "corner")


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Seen:
    """What one front end's session said and kept, step by step."""

    def __init__(self) -> None:
        self.snaps: list[dict[str, Any]] = []
        self.said: list[Any] = []  # ends, tips, chance maps and undos, in order


def _tokens(value: Any, names: dict[str, str]) -> Any:
    """JSON with tokens and runs (random per window) named in order of appearance."""
    if isinstance(value, dict):
        return {key: _tokens(names.setdefault(item, f"T{len(names)}")
                             if key in ("token", "playing") else item, names)
                for key, item in value.items()}
    if isinstance(value, list):
        return [_tokens(item, names) for item in value]
    return names.setdefault(value, f"T{len(names)}") if isinstance(value, str) \
        and len(value) == 32 and value.isalnum() else value


def snapshot(session: Session, data: Path) -> dict[str, Any]:
    game, fairness = session.game, session.fairness
    files = {name: json.loads(path.read_text()) if path.exists() else None
             for name in ("records.json", "saved-game.json")
             for path in [data / "minesweeper" / name]}
    return {"board": board_text(game, False), "status": game.status, "deaths": game.deaths,
            "mines left": game.mines_left, "elapsed": round(game.elapsed, 6),
            "fairness": fairness, "counts": session.counts_games,
            "gives up as loss": session.gives_up_as_loss, "shown id": session.shown_game_id,
            "files": _tokens(files, {})}


@contextlib.contextmanager
def playing(seen: Seen, clock: Clock, folder: Path) -> Iterator[None]:
    """Both front ends on one clock and one 'system' randomness; what the session says is
    recorded; each front end has its own data folder and current folder (for export)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(folder / "data"))
        (folder / "cwd").mkdir(parents=True)
        patch.chdir(folder / "cwd")
        patch.setattr(random, "SystemRandom", lambda: random.Random(4242))
        new, resume = Keeper.session, Keeper.resume
        patch.setattr(Keeper, "session", lambda keeper, settings_, _=None:
                      new(keeper, settings_, clock))
        patch.setattr(Keeper, "resume", lambda keeper, token=None, _=None:
                      resume(keeper, token, clock))
        for name, said in (("_finish", lambda f: (f.won, f.seconds, f.three_bv, f.exploded,
                                                  f.rank, f.game_id, f.table, f.made_safe,
                                                  f.deaths, f.lesson, f.unranked, f.summary())),
                           ("hint", lambda tip: (tip.clause, tip.cell, tip.move)),
                           ("probabilities", lambda found: (found.chances, found.refusal)),
                           ("undo", lambda turn: (turn.applied, turn.notice))):
            patch.setattr(Session, name, _recorded(getattr(Session, name), said, seen))
        try:
            yield
        finally:
            runs.let_go()


def _recorded(method: Callable[..., Any], said: Callable[[Any], Any], seen: Seen
              ) -> Callable[..., Any]:
    def recorded(session: Session, *args: Any) -> Any:
        over = session.game.is_over  # (over, the curses t shows the end's note instead)
        found = method(session, *args)
        if not (method.__name__ == "hint" and over):
            seen.said.append((method.__name__, said(found)))
        return found
    return recorded


def resolve(step: Step, session: Session) -> Step:
    """A step made concrete on the game: ("safe", k) opens the k-th closed safe cell,
    ("bad", k) the k-th closed mine, ("logic",) makes the engine's own move (asked without
    the session, so not assisted); cells wrap onto the board, where the cursor can go."""
    game, kind = session.game, step[0]
    if kind in ("open", "flag", "chord", "mark"):
        return kind, step[1] % game.rows, step[2] % game.cols
    if kind not in ("safe", "bad", "logic"):
        return step
    if game.is_over:
        return ("idle",)
    if game.minefield is None:
        first = session.first_click or Coord(game.rows // 2, game.cols // 2)
        return "open", first.row, first.col
    if kind == "logic":
        tip = player_hint(game.position(session.first_click,
                                        opening=session.settings.dealt_at_random))
        flag = tip.kind in (HintKind.MINE, HintKind.WRONG_FLAG) or game.tile(
            tip.cell) is Tile.FLAG
        return "flag" if flag else "open", tip.cell.row, tip.cell.col
    cells = [Coord(r, c) for r in range(game.rows) for c in range(game.cols)
             if game.tile(Coord(r, c)) in (Tile.CLOSED, Tile.MARK)
             and game.minefield.is_mine(Coord(r, c)) == (kind == "bad")]
    if not cells:  # (every such cell flagged: nothing to open)
        return ("idle",)
    cell = cells[step[1] % len(cells)]
    return "open", cell.row, cell.col


def expand(steps: list[Step]) -> list[Step]:
    """("solve",): the engine's moves until the game ends (up to 70)."""
    return [one for step in steps for one in ([("logic",)] * 70 if step == ("solve",)
                                              else [step])]


def curses_game(settings_: Settings, steps: list[Step], folder: Path,
                resume: bool = False) -> Seen:
    seen, clock = Seen(), Clock()
    with playing(seen, clock, folder):
        player = Player(settings=settings_, resume=resume)
        seen.snaps.append(snapshot(player.game.session, folder / "data"))
        for step in expand(steps):
            clock.now += STEP_SECONDS
            screen = player.game
            kind, *cell = resolve(step, screen.session)
            if cell:
                screen.ui.cursor = Coord(*cell)
            if kind in KEYS:
                player.press(KEYS[kind])
            elif kind == "chances":  # the map on, then off: plain play's is said once
                player.press("i")
                if screen.ui.overlay is not None:
                    player.press("i")
            elif kind in ("new", "quit"):
                player.press(kind[0])
                if player.running and screen.pending is not None:
                    player.press("y")  # give it up (for a new game), or leave it
            if kind == "quit":
                player.app.context.keep(screen)  # as the loop's way out does
            seen.snaps.append(snapshot(screen.session, folder / "data"))
            if kind == "quit":
                break
    return seen


class Typed:
    """Plain play's input: one command at a time, each once the last one is answered."""

    def __init__(self, lines: Iterator[str]) -> None:
        self.lines = lines

    def readline(self, size: int = -1) -> str:
        return next(self.lines, "")


def plain_game(settings_: Settings, steps: list[Step], folder: Path,
               resume: bool = False) -> Seen:
    seen, clock = Seen(), Clock()
    with playing(seen, clock, folder):
        session = Keeper().resume() if resume else Keeper().session(settings_)
        assert session is not None
        out = io.StringIO()

        def lines() -> Iterator[str]:
            seen.snaps.append(snapshot(session, folder / "data"))
            for step in expand(steps):
                clock.now += STEP_SECONDS
                kind, *cell = resolve(step, session)
                start = len(out.getvalue())
                yield " ".join([{"idle": "sync idle"}.get(kind, kind), *map(str, cell)]) + "\n"
                if kind == "new" and "type new again" in out.getvalue()[start:]:
                    yield "new\n"  # a second new in a row gives the game up
                if kind == "quit":
                    break
                seen.snaps.append(snapshot(session, folder / "data"))

        plain.run(session, Typed(lines()), out)  # type: ignore[arg-type]
        if steps and steps[-1] == ("quit",):
            seen.snaps.append(snapshot(session, folder / "data"))
    return seen


def differences(settings_: Settings, steps: list[Step], folder: Path,
                resume: bool = False) -> list[str]:
    curses = curses_game(settings_, steps, folder / "curses", resume)
    plain_ = plain_game(settings_, steps, folder / "plain", resume)
    found = [f"after step {index}, {key}: curses {one[key]!r}, plain {other[key]!r}"
             for index, (one, other) in enumerate(zip(curses.snaps, plain_.snaps, strict=False))
             for key in one if one[key] != other[key]]
    if len(curses.snaps) != len(plain_.snaps):
        found.append(f"steps: curses {len(curses.snaps)}, plain {len(plain_.snaps)}")
    if curses.said != plain_.said:
        found.append(f"said: curses {curses.said!r}, plain {plain_.said!r}")
    return found[:3]


def beginner(mode: Mode = Mode.CLASSIC, marks: bool = False) -> Settings:
    return Settings.of_params(Level.BEGINNER.params, mode=mode, marks=marks)


SCENARIOS: dict[str, tuple[Settings, list[Step]]] = {
    "two ranked wins": (beginner(), [("solve",), ("new",), ("solve",)]),
    "assisted win": (beginner(), [("logic",), ("hint",), ("chances",), ("solve",)]),
    "mines named once": (beginner(), [("logic",), ("hint",), ("hint",), ("hint",), ("hint",)]),
    "given up for a new game": (beginner(), [("logic",), ("new",), ("logic",), ("quit",)]),
    "no-guess win": (beginner(Mode.NO_GUESS), [("solve",)]),
    "wrong flag chorded": (Settings.of_board(RING, "ring"),
                           [("open", 0, 0), ("flag", 1, 3), ("chord", 0, 2), ("undo",),
                            ("export",), ("solve",)]),
    "board file's first click": (Settings.of_board(CORNER, "corner", first_click=Coord(3, 3)),
                                 [("hint",), ("chances",), ("open", 0, 1), ("hint",),
                                  ("solve",), ("export",)]),
    "marks": (Settings.of_params(Params(5, 6, 7), marks=True),
              [("logic",), ("mark", 0, 0), ("mark", 0, 0), ("flag", 0, 1), ("mark", 0, 1),
               ("hint",), ("solve",)]),
    "seeded": (Settings.of_params(Level.BEGINNER.params, seed=7),
               [("logic",), ("bad", 0), ("undo",), ("new",), ("logic",), ("quit",)]),
}
IDS = {Mode.CLASSIC: "b-1s5v7jo-3.3", Mode.NO_GUESS: "n-b-1s5v7jo-3.3",
       Mode.FORGIVING: "fg-b-1s5v7jo-3.3", Mode.STRICT: "st-b-1s5v7jo-3.3"}
for _mode, _id in IDS.items():
    SCENARIOS[f"undo, {_mode.value}"] = (beginner(_mode), [
        ("logic",), ("safe", 5), ("bad", 1), ("export",), ("undo",), ("undo",), ("chances",),
        ("safe", 3), ("solve",), ("quit",)])
    SCENARIOS[f"game ID, {_mode.value}"] = (Settings.of_game_id(GameId.parse(_id)), [
        ("open", 0, 0), ("hint",), ("safe", 2), ("bad", 0), ("undo",), ("solve",)])


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_both_front_ends_play_alike(name: str, tmp_path: Path) -> None:
    settings_, steps = SCENARIOS[name]
    assert differences(settings_, steps, tmp_path) == []


@pytest.mark.parametrize("mode", [Mode.CLASSIC, Mode.STRICT])
def test_both_front_ends_resume_a_kept_game_alike(mode: Mode, tmp_path: Path) -> None:
    curses_game(beginner(mode), [("logic",), ("hint",), ("bad", 0), ("undo",), ("quit",)],
                tmp_path / "first")
    for front_end in ("curses", "plain"):
        shutil.copytree(tmp_path / "first" / "data", tmp_path / front_end / "data",
                        ignore=shutil.ignore_patterns("playing-*.lock"))
    assert differences(beginner(mode), [("logic",), ("solve",)], tmp_path, resume=True) == []


STEPS = st.one_of(
    st.tuples(st.sampled_from(["open", "flag", "chord", "mark"]), st.integers(0, 7),
              st.integers(0, 7)),
    st.tuples(st.sampled_from(["safe", "safe", "bad"]), st.integers(0, 60)),
    st.sampled_from([("logic",), ("hint",), ("chances",), ("undo",), ("new",), ("export",),
                     ("solve",)]))
RANDOM = {"classic": lambda marks: beginner(Mode.CLASSIC, marks),
          "strict": lambda marks: beginner(Mode.STRICT, marks),
          "forgiving custom": lambda marks: Settings.of_params(Params(6, 5, 9), marks=marks,
                                                               mode=Mode.FORGIVING),
          "ring": lambda marks: Settings.of_board(RING, "ring", marks=marks)}


@pytest.mark.parametrize("name", sorted(RANDOM))
@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(marks=st.booleans(), steps=st.lists(STEPS, max_size=15), leave=st.booleans())
def test_random_actions_play_alike(name: str, marks: bool, steps: list[Step], leave: bool,
                                   tmp_path_factory: pytest.TempPathFactory) -> None:
    steps = steps + [("quit",)] * leave
    folder = tmp_path_factory.mktemp("parity")
    assert differences(RANDOM[name](marks), steps, folder) == []
