"""Command line: parse options, load a board, start a front end."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import dataclass
from importlib import resources
from typing import NoReturn, Sequence

from . import __version__, plain, signals
from .engine import (
    BoardFileError,
    Coord,
    Level,
    Minefield,
    NoGuessError,
    Params,
    ParamsError,
    describe,
    format_pairs,
    no_guess_minefield,
    parse_bytes,
    place_mines,
)
from .engine.game import Clock
from .engine.gameid import GameId, GameIdError
from .engine.noguess import check_size as check_no_guess_size
from .records import Store, format_stats
from .session import Session

EXIT_USAGE = 2
# A 1000x1000 board with a mine on every cell but one is 8 MB in the pairs format.
MAX_BOARD_BYTES = 16 * 2**20


class UsageError(Exception):
    """A bad option or value: one line on stderr and exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    """The option parser (also the source of `--help`)."""
    parser = _Parser(
        prog="minesweeper",
        description="Minesweeper in the terminal. With no options, opens a menu.",
        epilog="Board files: 'ROWS COLS' then one 'ROW COL' per mine, or a picture of * and . "
        "rows. Bundled boards (b1.in, ...) are found by name from any directory.",
    )
    level = parser.add_mutually_exclusive_group()
    for preset in Level:
        params = preset.params
        level.add_argument(
            f"--{preset.name.lower()}", dest="level", action="store_const", const=preset,
            help=f"{params.rows}x{params.cols} with {params.mines} mines",
        )
    level.add_argument(
        "--custom", metavar="ROWSxCOLSxMINES", type=_custom,
        help="a custom board, such as 20x40x150 (sides 1-1000)",
    )
    level.add_argument("--board", metavar="FILE", help="play a fixed board file")
    level.add_argument("--game", metavar="ID", type=_game_id,
                       help="play the board of a game ID (shown at the end of every game)")
    level.add_argument("--resume", action="store_true", help="go straight to the saved game")
    level.add_argument("--stats", action="store_true",
                       help="print statistics and best times, then exit")
    parser.add_argument("--seed", type=_seed, help="seed for the random boards (repeatable)")
    parser.add_argument(
        "--plain", action="store_true", help="line-oriented play on standard input and output"
    )
    parser.add_argument("--ascii", action="store_true", help="draw with ASCII only")
    parser.add_argument("--marks", action="store_true", help="allow ? marks on closed cells")
    parser.add_argument(
        "--no-guess", action="store_true",
        help="random boards that can be cleared from the first click without guessing",
    )
    parser.add_argument("--generate", metavar="N", type=_count,
                        help="write N board files to --out instead of playing")
    parser.add_argument("--first-click", metavar=("R", "C"), nargs=2, type=int,
                        help="the first click the generated boards keep clear (default: centre)")
    parser.add_argument("--out", metavar="DIR", help="where --generate writes its boards")
    parser.add_argument("--version", action="version", version=f"minesweeper {__version__}")
    return parser


def _count(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of 1 or more, not {text!r}")
    return int(text)


def _custom(text: str) -> Params:
    try:
        return Params.parse(text)
    except ParamsError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _game_id(text: str) -> GameId:
    try:
        return GameId.parse(text)
    except GameIdError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None
    if not 0 <= value < 2**64:
        raise argparse.ArgumentTypeError(f"must be 0 to {2**64 - 1}, not {value}")
    return value


@dataclass(frozen=True)
class Options:
    """The parsed command line."""

    params: Params | None
    minefield: Minefield | None
    board_name: str
    seed: int | None
    plain: bool
    ascii: bool
    marks: bool
    game_id: GameId | None = None
    resume: bool = False
    stats: bool = False
    no_guess: bool = False
    generate: int | None = None
    first_click: Coord | None = None
    out: str | None = None

    def session(self, clock: Clock, store: Store | None) -> Session:
        """The session these options ask for (a menu choice fills in `params` first)."""
        if self.game_id is not None:
            return Session.from_game_id(self.game_id, clock, marks=self.marks, store=store)
        return Session(
            self.params or Level.BEGINNER.params, clock, minefield=self.minefield,
            board_name=self.board_name, seed=self.seed, marks=self.marks, store=store,
            no_guess=self.no_guess, ranked=self.seed is None,  # a known seed is a known board
        )


def find_board(name: str) -> tuple[bytes, str]:
    """Read a board file: a path that exists first, then a bundled board of that name."""
    if os.path.exists(name):
        if os.path.isdir(name):
            raise BoardFileError(name, None, "is a directory, not a board file")
        try:
            with open(name, "rb") as handle:
                data = handle.read(MAX_BOARD_BYTES + 1)
        except OSError as error:
            raise BoardFileError(name, None, f"cannot be read ({error.strerror})") from None
        if len(data) > MAX_BOARD_BYTES:
            raise BoardFileError(name, None, f"is larger than any board file "
                                 f"({MAX_BOARD_BYTES // 2**20} MiB at most)")
        return data, name
    bundled = resources.files("minesweeper.boards")
    base = os.path.basename(name)
    if base == name and base:
        for candidate in (base, base + ".in"):
            entry = bundled / candidate
            if entry.is_file():
                return entry.read_bytes(), name
    names = sorted(item.name for item in bundled.iterdir() if item.name.endswith(".in"))
    raise BoardFileError(name, None, f"no such file (bundled boards: {', '.join(names)})")


def parse_options(argv: Sequence[str]) -> Options:
    """Parse and check the command line; UsageError or BoardFileError on bad input."""
    args = build_parser().parse_args(argv)
    if args.generate is not None and (args.out is None or args.board or args.game
                                      or args.resume or args.stats):
        raise UsageError("--generate needs --out DIR and a level (not --board, --game, "
                         "--resume or --stats)")
    if args.generate is None and (args.out is not None or args.first_click is not None):
        raise UsageError("--out and --first-click go with --generate")
    minefield = None
    params: Params | None = args.level.params if args.level is not None else args.custom
    if args.game is not None:
        params = args.game.params
    if args.board is not None:
        data, source = find_board(args.board)
        minefield = parse_bytes(data, source)
        params = minefield.params
    no_guess = args.no_guess or (args.game is not None and args.game.no_guess)
    if no_guess and params is not None and minefield is None:
        try:
            check_no_guess_size(params)
        except NoGuessError as error:
            raise UsageError(str(error)) from None
    return Options(
        params=params, minefield=minefield, board_name=args.board or "", seed=args.seed,
        plain=args.plain, ascii=args.ascii, marks=args.marks,
        game_id=args.game, resume=args.resume, stats=args.stats,
        no_guess=args.no_guess, generate=args.generate, out=args.out,
        first_click=Coord(*args.first_click) if args.first_click else None,
    )


def say(message: str) -> None:
    """One line for the player on standard error."""
    print(f"minesweeper: {message}", file=sys.stderr)


def fail(message: str) -> int:
    """Say what is wrong; the exit status for bad input."""
    say(message)
    return EXIT_USAGE


def write_out(text: str) -> int:
    """Print `text` on standard output; a closed pipe or a full disk is one line, not a trace."""
    try:
        print(text, flush=True)
    except BrokenPipeError:
        _silence_stdout()
    except OSError as error:
        _silence_stdout()
        return fail(f"cannot write the output ({error.strerror})")
    return 0


def _silence_stdout() -> None:
    # The reader went away: send what is left (and the interpreter's final flush) nowhere.
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives until the process ends


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program; returns the exit status."""
    try:
        options = parse_options(sys.argv[1:] if argv is None else argv)
    except UsageError as error:
        return fail(f"{error} (see minesweeper --help)")
    except BoardFileError as error:
        return fail(str(error))
    if options.generate is not None:
        return generate_boards(options)
    if options.game_id is not None:
        try:  # a no-guess ID names a board that may not exist (a density too high)
            options.session(time.monotonic, None)
        except NoGuessError as error:
            return fail(f"game ID {options.game_id.text}: {error}")
    if options.stats:
        store = Store()
        text = format_stats(store)
        for notice in store.take_notices():
            say(notice)
        return write_out(text)
    if options.resume:
        store = Store()
        if store.saved_game() is None:
            for notice in store.take_notices():  # a damaged file was set aside: say so
                say(notice)
            return fail("there is no saved game to resume")
    use_plain = options.plain
    if not use_plain:
        from .tui import unusable_reason

        reason = unusable_reason()
        if reason is not None:
            say(f"{reason}; playing in plain text")
            use_plain = True
    if use_plain:
        return _run_plain(options)
    from .tui.app import run

    return run(options)


def generate_boards(options: Options) -> int:
    """Write `--generate N` board files to `--out`, each naming its first click."""
    params = options.params or Level.BEGINNER.params
    first = options.first_click or Coord(params.rows // 2, params.cols // 2)
    if not (0 <= first.row < params.rows and 0 <= first.col < params.cols):
        return fail(f"--first-click {first} is outside the {params.rows}x{params.cols} board")
    seed = options.seed if options.seed is not None else random.SystemRandom().getrandbits(32)
    rng = random.Random(seed)
    place = no_guess_minefield if options.no_guess else place_mines
    out = options.out
    assert options.generate is not None and out is not None
    kind = "no-guess" if options.no_guess else "random"
    width = len(str(options.generate))
    try:
        os.makedirs(out, exist_ok=True)
        for number in range(1, options.generate + 1):
            field = place(params, first, rng)
            comments = (f"{describe(params)}, {kind}, seed {seed}, board {number}",
                        f"first click: {first.row} {first.col}")
            path = os.path.join(out, f"board-{number:0{width}}.in")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(format_pairs(field, comments))
    except NoGuessError as error:
        return fail(str(error))
    except OSError as error:
        return fail(f"cannot write to {out} ({error.strerror})")
    boards = "board" if options.generate == 1 else "boards"
    print(f"wrote {options.generate} {kind} {params} {boards} to {out} (seed {seed})")
    return 0


def _run_plain(options: Options) -> int:
    # Records and saved games are kept for a person at a terminal, not for scripts and bots.
    interactive = sys.stdin.isatty()
    store = Store() if interactive else None
    session = options.session(time.monotonic, store)
    game = None
    saved = None
    if options.resume:  # at a terminal the game becomes this run's; a script only peeks
        saved = Store().take_saved() if interactive else Store().saved_game()
    if saved is not None:  # main() made sure there was one
        session, game = Session.resume(saved, time.monotonic, Store())
        session.store = store
    previous = signals.exit_on_signals()
    try:
        return plain.run(session, sys.stdin, sys.stdout, prompt=interactive, game=game)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return 0
    except OSError:
        # The terminal went away (its window closed: reads and writes fail with EIO); the
        # game was kept by plain.run on the way out, and nobody is left to tell.
        _silence_stdout()
        return signals.EXIT_HANGUP
    finally:
        signals.restore(previous)
