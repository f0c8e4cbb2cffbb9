"""Text in a width: wrapped, centred, clipped; key hints; the enlarge notice."""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from ... import wording
from ...engine import columns, cut
from ...wording.joining import packed
from .theme import Span, Style


def _hints_placed(pairs: Sequence[tuple[str, str]], width: int, first_to_go: Sequence[str]
                  ) -> list[tuple[int, str, str]]:
    """Where `key_hints` puts each hint that fits: (x, key, action)."""
    pieces: list[tuple[str, str]] = list(pairs)

    def length(pieces: list[tuple[str, str]]) -> int:
        return sum(len(key) + 1 + len(action) for key, action in pieces) + 2 * (len(pieces) - 1)

    going = [key for key in first_to_go if any(key == k for k, _ in pieces[:-1])]
    while len(pieces) > 1 and length(pieces) > width:
        if going:
            key = going.pop(0)
            pieces = [piece for piece in pieces if piece[0] != key]
        else:
            del pieces[-2]
    x = max(0, (width - length(pieces)) // 2)
    placed = []
    for key, action in pieces:
        placed.append((x, key, action))
        x += len(key) + 1 + len(action) + 2
    return placed


def key_hints(pairs: Sequence[tuple[str, str]], y: int, width: int,
              first_to_go: Sequence[str] = ()) -> list[Span]:
    """A centred row of `key action` hints; where they do not fit, the ones named in
    `first_to_go` go first (in that order), then the ones before the last (the last is
    how to leave), so that no hint is ever cut in two."""
    spans = [Span(y, 0, " " * width)]
    for x, key, action in _hints_placed(pairs, width, first_to_go):
        spans.append(Span(y, x, key, Style.KEY))
        spans.append(Span(y, x + len(key) + 1, action, Style.DIM))
    return clip(spans, width)


# The key press a hint's label stands for, where they differ (`events.Key` names); hints
# that stand for no one key.
HINT_KEYS = {"Space": " ", "other keys": "Esc"}
NOT_KEYS = frozenset({"arrows", "letter"})


def answer_at(line: str, width: int, x: int) -> str | None:
    """The answer a click at column `x` gives on a question's `centred` line that ends in
    "(y/n)": y on "(y", n on "n)" (as its answers' key hints, where they have room)."""
    line = cut(line, width)
    if not line.endswith("(y/n)"):
        return None
    at = x - centred_x(line, width) - (columns(line) - 5)
    return "y" if at in (0, 1) else "n" if at in (3, 4) else None


def key_at(pairs: Sequence[tuple[str, str]], width: int, x: int,
           first_to_go: Sequence[str] = ()) -> str | None:
    """The key press a click at column `x` of a `key_hints` row stands for, or None (no
    hint there, or one that is no one key). A hint of several keys (`Left/Right table`)
    stands for the one clicked; its words go forward (PgDn where it has it, else its last
    key)."""
    for left, key, action in _hints_placed(pairs, width, first_to_go):
        if not left <= x < left + len(key) + 1 + len(action):
            continue
        if "/" in key:
            parts = key.split("/")
            for part in parts:
                if x < left + len(part):
                    return part
                left += len(part) + 1
            return "PgDn" if "PgDn" in parts else parts[-1]
        return HINT_KEYS.get(key, key) if key not in NOT_KEYS else None
    return None


def wrap_text(text: str, width: int, max_lines: int = 0) -> list[str]:
    """`text` cut at spaces into lines of at most `width` (a cell's name, "row 10", is one
    word: see `wording.wrap_units`); a word longer than a line is broken. With `max_lines`,
    the last line kept ends in `...` when text is left over."""
    lines = _wrapped(text, width)[0]
    if max_lines and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = cut(cut(lines[-1], max(0, width - 3)).rstrip() + "...", width)
    return lines


def _wrapped(text: str, width: int) -> tuple[list[str], list[bool]]:
    """`wrap_text`'s lines, and for each whether it ends inside a word broken over a line
    (so that the text is joined again without a space there: `_joined`)."""
    if width <= 0:
        return [], []
    lines: list[str] = []
    broken: list[bool] = []
    for word in wording.wrap_units(text, width):  # widths in columns (a CJK name's are 2)
        if lines and columns(lines[-1]) + 1 + columns(word) <= width:
            lines[-1] += " " + word
            continue
        if columns(word) > width:
            piece = _piece(word, width - columns(lines[-1]) - 1) if lines else ""
            if piece and ("/" not in word or piece.endswith("/")):  # fill the line first
                lines[-1] += " " + piece
                broken[-1] = True
                word = word[len(piece):]
            while word:
                piece = _piece(word, width) or word[0]
                lines.append(piece)
                word = word[len(piece):]
                broken.append(bool(word))
        else:
            lines.append(word)
            broken.append(False)
    return lines, broken


def _joined(lines: list[str], broken: list[bool]) -> str:
    """`lines` (and whether each ends inside a broken word) as one text again."""
    return "".join(line + (" " if not cut_here else "")
                   for line, cut_here in zip(lines, broken, strict=True)).rstrip(" ")


def _piece(word: str, width: int) -> str:
    """The start of a `word` too long for a line that goes on one `width` wide: up to its
    last "/" that fits, if any (a file's path breaks between folders), else all that fits."""
    piece = cut(word, width)
    slash = piece.rfind("/") + 1
    return piece[:slash] if slash > 1 and len(piece) < len(word) else piece


def balanced(text: str, width: int) -> list[str]:
    """`text` in as few lines of at most `width` as `wrap_text` gives, but as even as can be
    (no last word left alone on a line)."""
    count = len(wrap_text(text, width))
    longest = max((columns(word) for word in wording.wrap_units(text)), default=0)
    # The narrowest width (not below the longest word) that needs no more lines: a wider
    # one never needs more, so it is found by halving (each try wraps the whole text; a
    # tip is drawn again at every key).
    narrowest, widest = min(longest, width), width
    while narrowest < widest:
        middle = (narrowest + widest) // 2
        if len(wrap_text(text, middle)) == count:
            widest = middle
        else:
            narrowest = middle + 1
    return wrap_text(text, widest)


# How a page that goes on from the one before starts.
GOES_ON = "..."
# A number's name cut from its cell's at a page's end: it goes over with the cell.
_NUMBER_AT = re.compile(r" (the (?:\S+|empty cell) at)$")


def pages(text: str, width: int, rows: int, marker: str) -> list[list[str]]:
    """`text` wrapped to `width` in pages of at most `rows` lines, each page but the last
    ending in `marker` (the key that shows the next), each but the first starting `... `
    (alone, a page read as a sentence of its own) where a line has room for it beside a
    cell's name. Where the marker leaves too little room on a line, one page, its last line
    ending in `...`. Text that fits one page is wrapped as evenly as it can be (`balanced`)."""
    lines, broken = _wrapped(text, width)
    room = width - len(marker) - 1
    if len(lines) <= rows:
        return [balanced(text, width)]
    if room < 10:
        return [wrap_text(text, width, rows)]
    shown: list[list[str]] = []
    previous = ""
    lead = f"{GOES_ON} " if room >= 2 * len(GOES_ON) + 20 else ""  # (a cell's name fits)
    while len(lines) > rows:
        going_on = _joined(lines[rows - 1:], broken[rows - 1:])
        last, last_broken = _wrapped(going_on, room)
        if last[0] == GOES_ON and len(last) > 1:  # a word that fits the room but not the lead
            last, last_broken = _wrapped(going_on.removeprefix(f"{GOES_ON} "), room)
        head, tail = _before_open_bracket(last[0], room // 3)
        if head == GOES_ON:  # nothing but the lead before the bracket: no cut
            head, tail = last[0], ""
        named = _NUMBER_AT.search(head)  # "the 1 at (t: more)" / "... row 3, column 3"
        if named and named.start() >= room // 3:
            head, tail = head[:named.start()], f"{named.group(1)} {tail}".rstrip()
        head = head.rstrip(",;") or head  # a list goes on overleaf: "5, (t: more)" read badly
        rest = _joined([tail, *last[1:]], last_broken) if tail \
            else _joined(last[1:], last_broken[1:])
        if rest == previous:  # not a word further (none fits the room): the rest, cut short
            return [*shown, wrap_text(_joined(lines, broken), width, rows)]
        shown.append(lines[: rows - 1] + [f"{head} {marker}"])
        previous = rest
        lines, broken = _wrapped(lead + rest, width) if rest else ([], [])
        if lines[:1] == [GOES_ON] and len(lines) > 1:  # a word that fits a line but not the lead
            lines, broken = _wrapped(rest, width)
    return shown + [lines] if lines else shown


def _before_open_bracket(line: str, least: int) -> tuple[str, str]:
    """`line` cut before a bracket it opens and does not close (so that a page's marker,
    itself in brackets, is not written inside it), as (the line, what goes on); the whole
    line where there is no such bracket, or less than `least` before it (a page is not
    left nearly empty for it)."""
    depth_at: list[int] = []
    for index, char in enumerate(line):
        if char == "(":
            depth_at.append(index)
        elif char == ")" and depth_at:
            depth_at.pop()
    if not depth_at or len(line[: depth_at[0]].strip()) < max(1, least):
        return line, ""
    return line[: depth_at[0]].rstrip(), line[depth_at[0]:]


def whole_text_pages(height: int, width: int, text: str) -> list[list[str]]:
    """`text` wrapped for a screen of its own (`whole_text_spans`), cut into pages of the
    rows above its last two; in even lines (`balanced`) where it fits on one. A line break
    in `text` starts a new line."""
    room = width - 2 if width > 20 else width  # a margin where there is room for one
    parts = text.split("\n")
    lines = [line for part in parts for line in wrap_text(part, room)] or [""]
    rows = max(1, height - 2)
    if len(lines) <= rows:
        return [[line for part in parts for line in balanced(part, room)] or [""]]
    return [lines[start:start + rows] for start in range(0, len(lines), rows)]


def whole_text_spans(height: int, width: int, text: str, style: Style, hint: str,
                     page: int = 0) -> list[Span]:
    """A screen of its own for `text`: wrapped and centred, `hint` (how to leave, or to
    turn the page) on the last row; page `page` of what a small screen cannot show at once
    (`whole_text_pages`)."""
    lines = whole_text_pages(height, width, text)[page]
    top = max(0, (height - 2 - len(lines)) // 2)
    spans = [Span(y, 0, " " * width) for y in range(height)]
    for index, line in enumerate(lines):
        spans += centred(top + index, line, style, width)
    if height > 1:
        spans += centred(height - 1, hint, Style.DIM, width)
    return spans + focus_before(top, lines[:1], width)  # (magnifiers follow the cursor)


def confirm_text(question: str, width: int) -> str:
    """A y/n question that fits: the full one, or its first sentence (at width 0, that
    sentence), or a cut one."""
    if width and columns(question) <= width:
        return question
    short = question.split("?")[0] + "? (y/n)"
    if not width or columns(short) <= width:
        return short
    return cut(question, max(0, width - 9)).rstrip() + "... (y/n)"


def question_lines(question: str, width: int, rows: int) -> list[str]:
    """A y/n question in at most `rows` lines of `width`, whole where it can be: on one
    line, else a line a sentence (each whole), else in even lines; where it cannot be, one
    line (`confirm_text`)."""
    if columns(question) <= width:
        return [question]
    head, is_two, tail = question.partition("? ")
    if is_two and rows >= 2 and columns(head) + 1 <= width and columns(tail) <= width:
        return [head + "?", tail]
    lines = balanced(question, width)
    return lines if len(lines) <= rows else [confirm_text(question, width)]


def shows_whole(question: str, width: int, rows: int) -> bool:
    """Whether `question_lines` shows all of `question` in `rows` lines of `width`."""
    return " ".join(question_lines(question, width, rows)) == question


def question_spans(height: int, width: int, question: str) -> list[Span]:
    """A y/n question alone in the middle of a screen too small for anything else: whole,
    wrapped in even lines, where it fits; else its first sentence, or cut (`confirm_text`)."""
    lines = balanced(question, width)
    if len(lines) > height:
        lines = balanced(confirm_text(question, 0), width)  # the first sentence
    if len(lines) > height:
        lines = [confirm_text(question, width)]
    top = max(0, (height - len(lines)) // 2)
    spans: list[Span] = []
    for index, line in enumerate(lines[:height]):
        spans += centred(top + index, line, Style.ERROR, width)
    return spans


QUIT_HINT = "q quits"  # under "Enlarge the terminal": a click on it presses q
BACK_HINT = "Esc back"  # beside it where Esc leaves (the form, Times): a click presses Esc


def quit_hint_at(spans: Iterable[Span], y: int, x: int, hint: str = QUIT_HINT) -> bool:
    """Whether (y, x) is on the QUIT_HINT (or another `hint`, such as BACK_HINT) among
    `spans` (a screen too small to show)."""
    return any(span.text == hint and span.y == y and span.x <= x < span.x + len(hint)
               for span in spans)


def too_small_spans(height: int, width: int, need: tuple[int, int], back: bool = False
                    ) -> list[Span]:
    """Asks for a bigger terminal, wrapped to fit even a very small one; shorter forms on a
    tiny one, so that what shows is whole. Keys other than q (and, with `back`, Esc, which
    goes back to a screen that may fit: "Esc back" is said where there is room) wait for a
    bigger screen."""
    need_text = f"(need {need[0]} x {need[1]})"
    # The size is one piece when it fits: "(need 34" over "x 8)" reads badly.
    candidates = [
        ["Enlarge", "the", "terminal", need_text],
        ["Enlarge", "the", "terminal"] + need_text.split(),
        ["Enlarge", "to", f"{need[0]}x{need[1]}"],
        [f"{need[0]}x{need[1]}"],
        ["Enlarge"],
        ["+"],
    ]
    lines: list[str] = []
    for words in candidates:
        lines = packed(words, width)
        if len(lines) <= height and all(len(line) <= width for line in lines):
            break
    hint = f"{BACK_HINT}  {QUIT_HINT}"
    if not back or len(hint) > width:
        hint = QUIT_HINT
    if len(lines) + 2 <= height and len(hint) <= width:
        lines += ["", hint]
    top = max(0, (height - len(lines)) // 2)
    spans: list[Span] = []
    for index, line in enumerate(lines[:height]):
        spans += centred(top + index, line, Style.DIM if line == hint else Style.ERROR, width)
        if line == hint != QUIT_HINT:  # each hint a span of its own, for its click
            x = centred_x(hint, width)
            spans[-1:] = [Span(top + index, x, BACK_HINT, Style.DIM),
                          Span(top + index, x + len(hint) - len(QUIT_HINT), QUIT_HINT,
                               Style.DIM)]
    return spans + focus_before(top, lines[:1], width)


def centred_x(text: str, width: int) -> int:
    """The column where `centred` starts `text` (already cut to the width)."""
    return max(0, (width - columns(text)) // 2)


def centred(y: int, text: str, style: Style, width: int) -> list[Span]:
    """Row y cleared, then `text` (cut to the width) in its middle."""
    text = cut(text, width)
    return [Span(y, 0, " " * width), Span(y, centred_x(text, width), text, style)]


def focus_after(y: int, text: str, width: int) -> Span:
    """A span that paints nothing and parks the terminal's cursor just after `text` as
    `centred` shows it on row y (screen readers follow the cursor there)."""
    text = cut(text, width)
    return Span(y, min(centred_x(text, width) + columns(text), width - 1), "", Style.MESSAGE,
                focus=0)


def focus_before(y: int, first: Sequence[str], width: int) -> list[Span]:
    """The terminal's cursor parked where the `first` line centred on row y starts (none
    for no line): screen readers and magnifiers follow it."""
    return [Span(y, centred_x(cut(text, width), width), "", Style.MESSAGE, focus=0)
            for text in first]


def clip(spans: Iterable[Span], width: int) -> list[Span]:
    """The spans cut at the right edge of a `width`-wide screen."""
    out = []
    for span in spans:
        if span.x >= width:
            continue
        out.append(Span(span.y, span.x, cut(span.text, width - span.x), span.style,
                        span.reverse))
    return out
