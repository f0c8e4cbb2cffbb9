"""One table of keys -> actions for the game screen; help and the README are built from it."""

from __future__ import annotations

import enum
import textwrap
from dataclasses import dataclass

from .. import wording


class Action(enum.Enum):
    """Everything a key can ask for on the game screen."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    JUMP_UP = "jump up"
    JUMP_DOWN = "jump down"
    JUMP_LEFT = "jump left"
    JUMP_RIGHT = "jump right"
    PAGE_UP = "page up"
    PAGE_DOWN = "page down"
    ROW_START = "row start"
    ROW_END = "row end"
    OPEN = "open"
    FLAG = "flag"
    CHORD = "chord"
    MARK = "mark"
    PAUSE = "pause"
    NEW = "new"
    REPLAY = "replay"
    MENU = "menu"
    QUIT = "quit"
    HELP = "help"
    TIP = "tip"
    OVERLAY = "overlay"
    EXPORT = "export"
    UNDO = "undo"
    DESCRIBE = "describe"


# Key names as bindings write them -> the names of `events.Key` they stand for; the other
# named keys and every single character stand for themselves.
NAMED_KEYS = frozenset({"Up", "Down", "Left", "Right", "PgUp", "PgDn", "Home", "End", "Enter",
                        "Esc", "F1", "F2", "Tab", "BackTab", "Backspace"})
SPELLED = {"Space": " "}


def event_name(name: str) -> str:
    """The `events.Key` name a binding's key name stands for."""
    if name in SPELLED:
        return SPELLED[name]
    if name not in NAMED_KEYS and len(name) != 1:
        raise ValueError(f"unknown key name {name!r}")
    return name


@dataclass(frozen=True)
class Binding:
    """Keys that do one action, and what help says about it."""

    action: Action
    keys: tuple[str, ...]
    help: str
    group: str


# The group of the assisting keys; help's heading says what t and i cost (x tells nothing
# hidden).
ASSIST = "Assist"
# How far the capital letters and PgUp/PgDn jump, in cells.
JUMP = 5

BINDINGS: tuple[Binding, ...] = (
    Binding(Action.UP, ("Up", "k", "w"), "move up", "Move"),
    Binding(Action.DOWN, ("Down", "j", "s"), "move down", "Move"),
    Binding(Action.LEFT, ("Left", "h", "a"), "move left", "Move"),
    Binding(Action.RIGHT, ("Right", "l", "d"), "move right", "Move"),
    Binding(Action.JUMP_UP, ("K",), f"jump {JUMP} up", "Move"),
    Binding(Action.JUMP_DOWN, ("J",), f"jump {JUMP} down", "Move"),
    Binding(Action.JUMP_LEFT, ("H",), f"jump {JUMP} left", "Move"),
    Binding(Action.JUMP_RIGHT, ("L",), f"jump {JUMP} right", "Move"),
    Binding(Action.PAGE_UP, ("PgUp",), "one screen up", "Move"),
    Binding(Action.PAGE_DOWN, ("PgDn",), "one screen down", "Move"),
    Binding(Action.ROW_START, ("Home",), "first column", "Move"),
    Binding(Action.ROW_END, ("End",), "last column", "Move"),
    # Kept short: help's two columns fit side by side in 80 columns.
    Binding(Action.TIP, ("t",), "tip: best move", ASSIST),
    Binding(Action.OVERLAY, ("i",), "mine chance map", ASSIST),
    Binding(Action.DESCRIBE, ("x",), "cell in words", ASSIST),
    Binding(Action.OPEN, ("Space", "Enter"), "open (chord on a number)", "Play"),
    Binding(Action.FLAG, ("f",), "flag or unflag", "Play"),
    Binding(Action.CHORD, ("c",), "chord a fully flagged number", "Play"),
    Binding(Action.MARK, ("m",), "? mark (with --marks)", "Play"),
    Binding(Action.PAUSE, ("p",), "pause or resume", "Game"),
    Binding(Action.NEW, ("n", "F2"), "new game, same settings", "Game"),
    Binding(Action.REPLAY, ("r",), "replay the same board", "Game"),
    Binding(Action.MENU, ("Esc",), "back to the menu", "Game"),
    Binding(Action.EXPORT, ("e",), "export the board (game over)", "Game"),
    Binding(Action.UNDO, ("u",), "undo the move that lost", "Game"),
    Binding(Action.QUIT, ("q",), "quit (keeps the game)", "Game"),
    Binding(Action.HELP, ("?", "F1"), "this help", "Game"),
)

# What f and a right click do with --marks on (help says so in such a game).
FLAG_WITH_MARKS = "flag, then ?, then closed"

# Keys kept free for planned actions: nothing else may bind them (none at the moment).
RESERVED: dict[str, str] = {}

MOUSE_HELP: tuple[tuple[str, str], ...] = (
    ("left click", "open (chord on a number)"),
    ("right click", "flag or unflag"),
    ("middle click", "chord (or both buttons)"),
    ("click a hint", "press its key"),
    ("wheel", "scroll a big board"),
    ("border click", "page a big board that way"),
)

# Keys the terminal layer handles on every screen (not game actions), for help.
TERMINAL_HELP: tuple[tuple[str, str], ...] = (
    ("Ctrl-L", "redraw the screen"),
    ("Ctrl-Z", "suspend (fg resumes)"),
    ("Ctrl-C", "leave (a game is kept)"),
)

# The four kinds of luck (the menu's Luck item, --mode), for help, named as menus name them.
LUCK_HELP = tuple((name.replace("-", " "), words) for name, words in wording.LUCKS)
# Help lines are wrapped at most this wide, so that they can share the screen in columns.
HELP_COLUMN = 44

# The few keys the footer shows while playing.
FOOTER_KEYS: tuple[tuple[str, str], ...] = (
    ("arrows", "move"),
    ("Space", "open"),
    ("f", "flag"),
    ("p", "pause"),
    ("t", "tip"),
    ("?", "help"),
    ("q", "quit"),
)
# The same in a game with ? marks (--marks): m beside f.
MARKS_FOOTER_KEYS = FOOTER_KEYS[:3] + (("m", "mark"),) + FOOTER_KEYS[3:]


# What a lost game's footer adds while its losing move can be undone.
UNDO_KEY = ("u", "undo")


def build_table(bindings: tuple[Binding, ...] = BINDINGS) -> dict[str, Action]:
    """Key name -> action; ValueError if a key is bound twice or a reserved key is used."""
    table: dict[str, Action] = {}
    for binding in bindings:
        for name in binding.keys:
            if name in RESERVED:
                raise ValueError(f"key {name!r} is reserved for {RESERVED[name]}")
            key = event_name(name)
            if key in table:
                raise ValueError(f"key {name!r} is bound to {table[key]} and {binding.action}")
            table[key] = binding.action
    return table


KEYS: dict[str, Action] = build_table()


def action_for(key: str) -> Action | None:
    """The game action of a key (an `events.Key` name), if any."""
    return KEYS.get(key)


def key_for(action: Action) -> str:
    """The first key bound to `action`, as help names it."""
    return next(binding.keys[0] for binding in BINDINGS if binding.action is action)


def unbound_note(name: str, *, generic: bool = True, marks: bool = True) -> str | None:
    """What pressing a key that does nothing on the game screen says, if anything: what a
    reserved key is kept for, that Caps Lock may be on, or (`generic`) for any other ASCII
    character, where the keys are listed (other named keys, such as Insert, say nothing;
    so do other characters: a terminal whose encoding is not ours sends their bytes). In a
    game without ? marks (`marks` False), M says so, as m would."""
    if name in RESERVED:
        return f"{name}: {RESERVED[name]}"
    if len(name) != 1 or not name.isprintable() or name.isspace():
        return None
    if name.isupper() and action_for(name.lower()) is not None:
        if action_for(name.lower()) is Action.MARK and not marks:  # (over: m says nothing)
            return wording.does_nothing(name, wording.MARKS_OFF) if generic else None
        return wording.caps_lock(name)
    return wording.unbound_key(name, key_for(Action.HELP)) if generic and name.isascii() \
        else None


# The other screens' keys, as `events.Key` names.
MENU_UP = ("Up", "k", "w", "BackTab")
MENU_DOWN = ("Down", "j", "s", "Tab")
CHOOSE = ("Enter", " ")
# On the menu's Luck: the kind of luck before or after the one chosen.
LUCK_BACK = ("Left",)
LUCK_ON = ("Right",)
MENU_HELP = ("?", "F1")
FORM_PREVIOUS = ("Up", "BackTab")
FORM_NEXT = ("Down", "Tab", " ")  # "9 40 150": a space ends a number (Enter plays)
BACK = ("Esc", "q", "Q")
QUIT = ("q", "Q")  # the one key that works while the screen asks to be enlarged
SCORES_PREVIOUS = ("Left", "h")
SCORES_NEXT = ("Right", "l")
HELP_UP = ("Up", "k")
HELP_DOWN = ("Down", "j")
CONFIRM_YES = ("y", "Y")
CONFIRM_KEYS = (("y", "yes"), ("n", "no"))  # the key hints while a y/n question is asked


def help_lines(width: int | None = None, marks: bool = False) -> list[str]:
    """The full help screen, one string per line, generated from the table.

    With a `width`, a line too long for it (or for `HELP_COLUMN`) goes on below, under its
    own description. With `marks` (the game's `--marks`), f and a right click go round
    flag, ?, closed.
    """
    if width is not None:
        width = min(width, HELP_COLUMN)
    lines: list[str] = []
    group = ""
    keys_width = max(len(", ".join(binding.keys)) for binding in BINDINGS)
    named = MOUSE_HELP + TERMINAL_HELP + LUCK_HELP
    keys_width = max(keys_width, max(len(name) for name, _ in named))

    def entry(keys: str, text: str) -> None:
        indent = 2 + keys_width + 2
        if width is None or indent + len(text) <= width:
            lines.append(f"  {keys:<{keys_width}}  {text}")
            return
        if width - indent < 12:  # no room for a column: the description goes below the keys
            lines.append(f"  {keys}")
            indent = 4
            first = " " * indent
        else:
            first = f"  {keys:<{keys_width}}  "
        lines.extend(_filled(text, width, first, " " * indent))

    def heading(text: str) -> None:  # cut at spaces where the width is too narrow
        lines.extend(_filled(text, width) if width is not None else [text])

    for binding in BINDINGS:
        if binding.group != group:
            if lines:
                lines.append("")
            group = binding.group
            heading(group if group != ASSIST else f"{ASSIST} ({key_for(Action.TIP)}, "
                    f"{key_for(Action.OVERLAY)}: no best time)")
        entry(", ".join(binding.keys), FLAG_WITH_MARKS if marks and binding.action is
              Action.FLAG else binding.help)
    for title, entries in (("Mouse", MOUSE_HELP), ("Terminal", TERMINAL_HELP),
                           ("Luck (menu, --mode)", LUCK_HELP)):
        lines.append("")
        heading(title)
        for name, text in entries:
            entry(name, FLAG_WITH_MARKS if marks and name == "right click" else text)
    return [line.rstrip() for line in lines]


def _filled(text: str, width: int, first: str = "", then: str = "") -> list[str]:
    """`text` in lines of at most `width` cut at spaces (a word too long stays whole), the
    first starting with `first`, the others with `then`."""
    return textwrap.wrap(text, width, initial_indent=first, subsequent_indent=then,
                         break_long_words=False, break_on_hyphens=False) or [first]


def controls_markdown() -> str:
    """The README's controls table, generated from the same bindings."""
    rows = ["| keys | action |", "| --- | --- |"]
    for binding in BINDINGS:
        keys = ", ".join(f"`{name}`" for name in binding.keys)
        rows.append(f"| {keys} | {binding.help} |")
    for name, text in MOUSE_HELP + TERMINAL_HELP:
        rows.append(f"| {name} | {text} |")
    return "\n".join(rows)
