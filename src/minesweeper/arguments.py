"""The values command-line options take, each checked with a message for the player, and
the combinations of options that are refused because one of them would do nothing.

Every checker raises ArgumentTypeError with its own message: any other error would make
argparse name the function ("invalid _count value"). Messages quote only a short piece of
a bad value.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, Callable, Sequence, TypeVar

from .engine import MAX_SIDE, Params, ParamsError, excerpt, whole_value

if TYPE_CHECKING:
    from .engine import GameId

# More boards than anyone studies at once; a typo of a few digits must not fill the disk.
MAX_GENERATE = 10_000
_T = TypeVar("_T")


def whole(text: str, low: int, high: int) -> int:
    """`text` as a whole number from `low` to `high`; the message quotes only a short piece."""
    core = text.strip()
    digits = core[1:] if core[:1] in ("-", "+") else core
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(f"must be a whole number, not {excerpt(text)}")
    if len(digits.lstrip("0")) > len(str(high)) + 1:  # far too big: never made an int
        raise argparse.ArgumentTypeError(f"must be {low} to {high}, not {excerpt(text)}")
    value = whole_value(core.lstrip("+"))
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"must be {low} to {high}, not {value}")
    return value


def count(text: str) -> int:
    """`--generate N`: 1 to MAX_GENERATE boards."""
    return whole(text, 1, MAX_GENERATE)


def index(text: str) -> int:
    """A row or column of `--first-click` (its board checks it further)."""
    return whole(text, 0, MAX_SIDE - 1)


def seed(text: str) -> int:
    """`--seed`: what random.Random accepts and game IDs can name."""
    return whole(text, 0, 2**64 - 1)


def parsed(parse: Callable[[str], _T], text: str) -> _T:
    """`parse(text)`, its own error messages quoting only a short piece of `text`."""
    from .engine import GameIdError

    try:
        return parse(text)
    except (ParamsError, GameIdError) as error:
        message = str(error)
        for quoted in {repr(text), repr(text.strip())}:
            message = message.replace(quoted, excerpt(text.strip()))
    except ValueError:  # int()'s limit on digits: far beyond any board
        message = f"{excerpt(text)} holds a number far too large"
    raise argparse.ArgumentTypeError(message)


def custom(text: str) -> Params:
    """`--custom ROWSxCOLSxMINES`."""
    return parsed(Params.parse, text)


def game_id(text: str) -> GameId:
    """`--game ID`."""
    from .engine import GameId  # only for --game

    return parsed(GameId.parse, text)


# What each way of starting decides for itself, so that these options would do nothing.
_DECIDED = (
    ("board", "a board file places its own mines", ("seed", "mode")),
    ("game", "a game ID names its own board and mode", ("seed", "mode")),
    ("stats", "it only prints the records", ("seed", "mode", "marks", "plain", "ascii",
                                              "rulers")),
    ("generate", "it only writes new random boards to files",
     ("board", "game", "resume", "stats", "plain", "ascii", "marks", "rulers")),
    ("plain", "plain play is ASCII already", ("ascii",)),
)


# Options that take one value: a value starting with "-" (a custom size such as -8x8x10)
# is still their value, and gets the value's own message.
VALUED = ("--custom", "--board", "--game", "--seed", "--generate", "--out")


def dash_values(argv: Sequence[str]) -> list[str]:
    """`--custom -8x8x10` as `--custom=-8x8x10`: argparse would take the value for an option."""
    out: list[str] = []
    waiting = False
    for arg in argv:
        if waiting and arg.startswith("-") and not arg.startswith("--") and arg != "-h":
            out[-1] += "=" + arg
        else:
            out.append(arg)
        waiting = arg in VALUED
    return out


class Once(argparse.Action):
    """An option that takes a value and may be given once: given twice, the first value
    would be silently ignored (`--seed 1 --seed 2`), so it is refused."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        if getattr(namespace, self.dest, None) is not None:
            raise argparse.ArgumentError(self, "is given twice (the first would be ignored); "
                                               "give it once")
        setattr(namespace, self.dest, values)


def conflict(args: argparse.Namespace, argv: Sequence[str]) -> str | None:
    """Why the parsed options cannot go together (one of them would be silently ignored,
    or is missing a partner), or None."""
    if args.generate is None and (args.out is not None or args.first_click is not None
                                  or args.force):
        return "--out, --first-click and --force go with --generate"
    for mode, reason, ignored in _DECIDED:
        if getattr(args, mode) in (None, False):
            continue
        for name in ignored:
            if getattr(args, name) not in (None, False):
                return (f"{_spelled(name, argv)} does nothing with --{mode} ({reason}); "
                        f"leave one of them out")
    if args.generate is not None and args.out is None:
        return "--generate needs --out DIR (the folder it writes the boards to)"
    if args.resume and args.plain:  # no menu follows: the kept game decides everything
        for name in ("seed", "mode", "marks"):
            if getattr(args, name) not in (None, False):
                return (f"{_spelled(name, argv)} does nothing with --resume --plain (the kept "
                        f"game has its own); leave one of them out")
    if args.rulers and not args.plain:
        return "--rulers goes with --plain (it numbers the rows and columns of plain play)"
    if args.generate is not None and args.mode in ("forgiving", "strict"):
        return (f"--mode {args.mode} changes a game as it is played; --generate writes boards "
                f"(classic or no-guess)")
    return None


def ignored_in_plain(args: argparse.Namespace, argv: Sequence[str]) -> tuple[str, str] | None:
    """An option plain play would ignore, given without --plain (plain play is chosen where
    there is no terminal), and why it would be: `("--ascii", "plain play is ASCII already")`."""
    if args.plain:
        return None  # `conflict` refuses these
    if args.ascii:
        return "--ascii", "plain play is ASCII already"
    if args.resume:
        for name in ("seed", "mode", "marks"):
            if getattr(args, name) not in (None, False):
                return _spelled(name, argv), "the kept game has its own"
    return None


def _spelled(name: str, argv: Sequence[str]) -> str:
    """The option of the attribute `name` as the command line spelled it."""
    if name == "mode" and "--no-guess" in argv:  # the other spelling (--mode is exclusive)
        return "--no-guess"
    return f"--{name.replace('_', '-')}"


# The pieces of `--help`'s usage, each kept whole on a line (argparse would write the level
# options' group on one line of 136 columns).
_PLAY = ("[--beginner", "| --intermediate", "| --advanced", "| --custom ROWSxCOLSxMINES",
         "| --board FILE", "| --game ID", "| --resume", "| --stats]",
         "[--mode classic|no-guess|forgiving|strict", "| --no-guess]", "[--seed N]", "[--marks]",
         "[--plain]", "[--rulers]", "[--ascii]", "[--version]", "[--help]")
_GENERATE = ("--generate N", "[level options]", "[--no-guess]", "[--seed S]",
             "[--first-click R C]", "--out DIR", "[--force]")
_HEAD = "usage: minesweeper "  # what argparse writes before the usage, and its name


def usage(width: int) -> str:
    """The usage for `--help`, its lines at most `width` columns where they can be: the
    lines after the first go on under it, or indented by four on a narrow screen, where a
    piece too long for a line is cut at its spaces."""
    widest = max(len(piece) for piece in _PLAY + _GENERATE)
    indent = " " * (len(_HEAD) if len(_HEAD) + widest <= width else 4)
    lines: list[str] = []
    for group in (_PLAY, _GENERATE):
        pieces = [part for piece in group for part in (
            piece.split(" ") if len(indent) + len(piece) > width else [piece])]
        line = _HEAD if not lines else " " * (len(_HEAD) - len("minesweeper ")) + "minesweeper "
        line += pieces[0]
        for piece in pieces[1:]:
            if len(line) + 1 + len(piece) > width:
                lines.append(line)
                line = indent + piece
            else:
                line += " " + piece
        lines.append(line)
    return "\n".join(lines).removeprefix("usage: ")
