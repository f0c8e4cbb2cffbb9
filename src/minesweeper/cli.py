"""Command line: parse options, load a board, start a front end."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import shutil
import sys
import textwrap
from dataclasses import dataclass
from typing import TYPE_CHECKING, NoReturn, Sequence

from . import __version__, arguments, signals, streams, wording
from .engine import (
    BoardFileError,
    Coord,
    Level,
    excerpt,
    first_click_comment,
    first_click_comments,
    parse_board_bytes,
    rows_in_comments,
)
from .session import Session
from .settings import Mode, Settings, deal_may_be_slow
from .streams import EXIT_USAGE, error_line, fail, guard_streams, say, silence_stdout, write_out
from .wording.folders import NO_SUCH_FILE, output_failed

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

# A 1000x1000 board with a mine on every cell but one is 8 MB in the pairs format.
MAX_BOARD_BYTES = 16 * 2**20


class UsageError(Exception):
    """A bad option or value: one line on stderr and exit status 2 (`help`: the line ends
    by pointing to --help, where the refusal alone does not say all there is to know)."""

    def __init__(self, message: str, help: bool = True) -> None:
        super().__init__(message)
        self.help = help


class _Help(argparse.HelpFormatter):
    """argparse's help, but never cutting a word at its hyphen ("no-" / "guess")."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return textwrap.fill(" ".join(text.split()), width, initial_indent=indent,
                             subsequent_indent=indent, break_on_hyphens=False)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse quotes whole arguments: a huge one becomes a short piece of it
        raise UsageError(" ".join(word if len(word) <= 60 else excerpt(word)
                                  for word in message.split(" ")))

    def print_help(self, file: SupportsWrite[str] | None = None) -> None:
        # On standard output, as --version: closed (`>&-`), argparse wrote it to stderr.
        if write_out(self.format_help().rstrip("\n")):
            raise SystemExit(EXIT_USAGE)  # said in one line

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse drops a write that fails: --help into a full disk exited 0 in silence.
        if not message:
            return
        if file is None or file is sys.stderr:
            error_line(message.rstrip("\n"))
        elif write_out(message.rstrip("\n")):
            raise SystemExit(EXIT_USAGE)  # said in one line


def build_parser() -> argparse.ArgumentParser:
    """The option parser (also the source of `--help`)."""
    parser = _Parser(
        prog="minesweeper",
        usage=arguments.usage(shutil.get_terminal_size().columns - 2),  # as argparse
        description="Minesweeper in the terminal. With no options, opens a menu.",
        epilog="In the game, ? shows every key (plain play: type help). Board files: a "
        "line ROWS COLS, then a line ROW COL for each mine, or a picture of rows of * and "
        ". (dots). Bundled boards (b1.in, ...) are found by name from any directory.",
        formatter_class=_Help,
    )
    level = parser.add_mutually_exclusive_group()
    for preset in Level:
        params = preset.params
        level.add_argument(
            f"--{preset.name.lower()}", dest="level", action="store_const", const=preset,
            help=f"{params.rows}x{params.cols} with {params.mines} mines",
        )
    level.add_argument(
        "--custom", metavar="ROWSxCOLSxMINES", type=arguments.custom, action=arguments.Once,
        help="a custom board, such as 20x40x150 (sides 1-1000)",
    )
    level.add_argument("--board", metavar="FILE", action=arguments.Once,
                       help="play a fixed board file")
    level.add_argument("--game", metavar="ID", type=arguments.game_id, action=arguments.Once,
                       help="play the board of a game ID (shown at the end of every game)")
    level.add_argument("--resume", action="store_true",
                       help="go straight to the kept game (it keeps its own settings; "
                       "--seed, --mode and --marks are for the menu after it)")
    level.add_argument("--stats", action="store_true",
                       help="print statistics and best times, then exit")
    parser.add_argument("--seed", type=arguments.seed, metavar="N", action=arguments.Once,
                        help="seed for the random boards (repeatable)")
    parser.add_argument(
        "--plain", action="store_true", help="line-oriented play on standard input and output"
    )
    parser.add_argument("--rulers", action="store_true",
                        help="with --plain: number the board's rows and columns even when "
                        "standard output is not a terminal (at a terminal they always are)")
    parser.add_argument("--ascii", action="store_true",
                        help="draw the full-screen game with ASCII only (plain play is "
                        "ASCII anyway)")
    parser.add_argument("--marks", action="store_true", help="allow ? marks: f then goes "
                        "round flag, ?, closed, and m puts a ? on a cell or takes it off")
    luck = parser.add_mutually_exclusive_group()
    luck.add_argument(
        "--mode", choices=[mode.value for mode in Mode], metavar="MODE", action=arguments.Once,
        help="how much luck a game asks: "
        + "; ".join(f"{name} ({words})" for name, words in wording.LUCKS),
    )
    luck.add_argument("--no-guess", dest="mode", action="store_const", const="no-guess",
                      help="the same as --mode no-guess")
    parser.add_argument("--generate", metavar="N", type=arguments.count, action=arguments.Once,
                        help="write N board files to --out instead of playing")
    parser.add_argument("--first-click", metavar=("R", "C"), nargs=2, type=arguments.index,
                        action=arguments.Once,
                        help="the first click the generated boards keep clear (default: centre)")
    parser.add_argument("--out", metavar="DIR", action=arguments.Once,
                        help="where --generate writes its boards")
    parser.add_argument("--force", action="store_true",
                        help="let --generate write over board files already in --out")
    parser.add_argument("--version", action="store_true",
                        help="show program's version number and exit")
    return parser


@dataclass(frozen=True)
class Options:
    """The parsed command line: what to play (`settings`) and how."""

    settings: Settings  # what to play; with `play_now` False, what the menu starts from
    play_now: bool = True  # False: open the menu
    plain: bool = False
    ascii: bool = False
    rulers: bool = False
    resume: bool = False
    stats: bool = False
    generate: int | None = None
    first_click: Coord | None = None
    out: str | None = None
    force: bool = False
    # An option plain play would ignore, and why, if plain play is chosen for want of a
    # terminal (see `arguments.ignored_in_plain`).
    ignored_in_plain: tuple[str, str] | None = None


def find_board(name: str) -> tuple[bytes, str]:
    """Read a board file: a path that exists first, then a bundled board of that name; its
    bytes and the name its messages show."""
    from .safefiles import NotRegularFile, read_regular

    shown = _shown(name)
    try:
        data = read_regular(name, MAX_BOARD_BYTES)
    except FileNotFoundError:
        data = None
    except NotADirectoryError:  # `b1.in/`, `b1.in/x`: a file where a folder would be
        raise BoardFileError(shown, None, _file_in_path(name)) from None
    except NotRegularFile as error:
        raise BoardFileError(shown, None, f"is {error.what}, not a board file") from None
    except OSError as error:
        raise BoardFileError(shown, None, f"cannot be read ({error.strerror})") from None
    if data is not None:
        if len(data) > MAX_BOARD_BYTES:
            raise BoardFileError(shown, None, f"is larger than any board file "
                                 f"({MAX_BOARD_BYTES // 2**20} MiB at most)")
        return data, shown
    from importlib import resources

    bundled = resources.files("minesweeper.boards")
    names = sorted(item.name for item in bundled.iterdir() if item.name.endswith(".in"))
    base = os.path.basename(name)
    if base == name and base:
        for candidate in sorted({base, base + ".in"} & set(names)):  # boards, not the code
            entry = bundled / candidate
            with contextlib.suppress(OSError):  # a name too long for a file is no board
                if entry.is_file():
                    return entry.read_bytes(), shown
    if os.path.islink(name):
        target = _shown(os.readlink(name))
        raise BoardFileError(shown, None, f"is a link to {target}, which does not exist")
    raise BoardFileError(shown, None, f"{NO_SUCH_FILE} (bundled boards: {', '.join(names)})")


def _file_in_path(name: str) -> str:
    """Why a path whose reading said "not a directory" names no file: which part of it
    is a file (a slash after a file's name, a file taken for a folder)."""
    part = name.rstrip("/") if name.endswith("/") else os.path.dirname(name)
    while part and not os.path.lexists(part):
        part = os.path.dirname(part.rstrip("/"))
    if part and not os.path.isdir(part):
        return wording.not_a_folder(_shown(part))
    return NO_SUCH_FILE


def _shown(name: str) -> str:
    """A file name as a message shows it; a huge (or empty) one, quoted and cut short."""
    return wording.file_name(name) if 0 < len(name) <= 200 else excerpt(name)


def parse_options(argv: Sequence[str]) -> Options:
    """Parse and check the command line; UsageError or BoardFileError on bad input."""
    args = build_parser().parse_args(arguments.dash_values(argv))
    if args.version:  # once the whole line parsed: a bad option beside it is refused
        raise SystemExit(write_out(f"minesweeper {__version__}"))
    conflict = arguments.conflict(args, argv)
    if conflict is not None:
        raise UsageError(conflict)
    return Options(
        _settings(args), play_now=args.level is not None or args.custom is not None
        or args.board is not None or args.game is not None, plain=args.plain,
        ascii=args.ascii, rulers=args.rulers, resume=args.resume, stats=args.stats,
        generate=args.generate,
        out=args.out, force=args.force,
        first_click=Coord(*args.first_click) if args.first_click else None,
        ignored_in_plain=arguments.ignored_in_plain(args, argv),
    )


def _settings(args: argparse.Namespace) -> Settings:
    """What the options ask to play, checked (a game ID's board is dealt here, once)."""
    try:
        if args.board is not None:
            data, source = find_board(args.board)
            board = parse_board_bytes(data, source)
            field = board.minefield
            for warning in wording.first_click_warnings(_shown(args.board),
                                                        first_click_comments(data), field):
                say(warning)
            for warning in wording.row_comment_warnings(_shown(args.board),
                                                        rows_in_comments(data)):
                say(warning)
            first = first_click_comment(data)
            return Settings.of_board(field, args.board, marks=args.marks, first_click=first,
                                     setup=board.setup)
        if args.game is not None:
            slow = args.game.first_click is not None and sys.stderr.isatty() and \
                deal_may_be_slow(args.game.params, args.game.no_guess)
            try:  # (seconds, maybe, before anything else shows: said once the ID is taken)
                return Settings.of_game_id(args.game, marks=args.marks, dealing=(
                    lambda: say(wording.DEALING_ID)) if slow else None)
            except ValueError as error:  # a no-guess ID too dense to deal
                raise UsageError(f"game ID {args.game.text}: {error}", help=False) from None
        params = args.level.params if args.level is not None else args.custom
        return Settings.of_params(params or Level.BEGINNER.params, marks=args.marks,
                                  mode=Mode(args.mode or "classic"), seed=args.seed)
    except BoardFileError:
        raise
    except ValueError as error:  # SettingsError, or the NoGuessError of a no-guess size
        from .engine import ModeError, NoGuessError  # (they name the limit: --help does not)

        raise UsageError(str(error), help=not isinstance(error, (ModeError, NoGuessError))
                         ) from None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program; returns the exit status (130 after Ctrl-C, without a traceback)."""
    guard_streams()
    try:
        return _main(argv)
    except KeyboardInterrupt:  # before a front end took over: generating, loading a board
        return signals.EXIT_INTERRUPTED


def _main(argv: Sequence[str] | None) -> int:
    try:
        options = parse_options(sys.argv[1:] if argv is None else argv)
    except UsageError as error:
        return fail(f"{error} (see minesweeper --help)" if error.help else str(error))
    except BoardFileError as error:
        return fail(str(error))
    if options.generate is not None:
        from .generating import generate_boards

        return generate_boards(options)
    if options.stats:
        from .records import Store
        from .safefiles import file_in_the_way
        from .statstext import format_stats

        store = Store()
        blocker = file_in_the_way(store.directory)  # (not "cannot write")
        if blocker is not None:
            say(f"the records cannot be read: {wording.not_a_folder(_shown(str(blocker)))}")
            return 1
        text = format_stats(store)
        for notice in store.take_notices():  # (reading alone: no results to lose)
            say(wording.clause(wording.without_session(notice)))  # after "minesweeper: "
        if not store.keeps_results:  # unreadable: tables of zeros would not be the truth
            return 1
        return write_out(text)
    if sys.stdin is None or sys.stdout is None:  # started with <&- or >&-
        return fail(wording.STREAM_CLOSED)
    if options.resume and not sys.stdin.isatty():
        # A script that played the kept game without taking it could show where its mines
        # are, for a player to win it at a terminal for a best time. (No file is read.)
        return fail(wording.RESUME_NEEDS_TERMINAL)
    if options.resume:
        from .kept import Keeper

        keeper = Keeper()
        if keeper.kept() is None:
            for notice in keeper.clauses():  # a damaged file was set aside: say so
                say(notice)
            return fail(wording.NOTHING_TO_RESUME)
    use_plain = options.plain
    if not use_plain:
        from .tui import unusable_reason

        reason = unusable_reason()
        if reason is not None and options.ignored_in_plain is not None:
            option, why = options.ignored_in_plain
            return fail(f"{reason}, so play is plain text, where {option} does nothing "
                        f"({why}); leave it out")
        if reason is not None:
            say(f"{reason}; playing in plain text")
            if reason.endswith("is unknown"):  # as often after ssh from a newer terminal
                say(wording.TRY_XTERM)
            use_plain = True
    if use_plain:
        return _run_plain(options)
    from .tui.app import run

    return run(options.settings, play_now=options.play_now, resume=options.resume,
               ascii=options.ascii)


# Errors that only a write to a full disk (or one over its quota or size limit) gives.
_FULL = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})


def _run_plain(options: Options) -> int:
    from . import plain

    # Records and kept games are for a person at a terminal, not for scripts and bots (a
    # script's --resume was refused).
    interactive = sys.stdin.isatty()
    session: Session | None = None
    if options.resume:  # the game becomes this run's
        from .kept import Keeper

        keeper = Keeper()
        session = keeper.resume()
        found = keeper.clauses() if session is None else []
        for notice in found:  # a damaged game set aside (plain play says the rest)
            say(notice)
        if session is None:
            return fail(wording.NOTHING_TO_RESUME if found else wording.KEPT_GAME_GONE)
    elif interactive:
        from .kept import Keeper

        session = Keeper().session(options.settings)
    else:
        session = Session(options.settings)
    previous = signals.exit_on_signals()
    try:
        # The prompt is for a person reading the output there: into a pipe (`| tee log`), it
        # would run into the next line written.
        at_terminal = sys.stdout.isatty()
        rulers = options.rulers or at_terminal
        return plain.run(session, sys.stdin, sys.stdout, prompt=interactive and at_terminal,
                         rulers=rulers)
    except (KeyboardInterrupt, SystemExit) as stop:  # Ctrl-C; SIGTERM, SIGHUP, Ctrl-\ (kept)
        streams.drop_stuck_output()
        if isinstance(stop, SystemExit):
            raise
        return signals.EXIT_INTERRUPTED
    except BrokenPipeError:  # the game was cut short: not a success
        silence_stdout()
        return signals.EXIT_PIPE
    except OSError as error:
        silence_stdout()
        if error.errno in _FULL:  # the output is a file on a full disk: stderr can say so
            return fail(output_failed(error.strerror))
        if error.errno != errno.EIO:  # (standard input opened for writing only, say)
            return fail(f"{wording.STREAM_FAILED} ({error.strerror})")
        # The terminal went away (its window closed: reads and writes fail with EIO); the
        # game was kept by plain.run on the way out, and nobody is left to tell.
        return signals.EXIT_HANGUP
    finally:
        signals.restore(previous)
