"""The game screen's header: mines left, the state, the clock and what is played (a title
cut to fit, the most telling words last to go)."""

from __future__ import annotations

from typing import Sequence

from ... import wording
from ...engine import Game, Luck, Status, columns, cut
from ...wording.games import board_title
from .text import clip
from .theme import Span, Style

STATE_WORDS = {
    Status.NOT_STARTED: (":-)", "Ready", Style.PLAYING),
    Status.PLAYING: (":-)", "Playing", Style.PLAYING),
    Status.WON: ("B-)", "Won", Style.WON),
    Status.LOST: ("X-(", "Lost", Style.LOST),
}

PAUSED_WORDS = ("-_-", "Paused")
# Every state's words take this room, so the header never shifts as the state changes.
STATE_WIDTH = max(len(f"{face} {word}") for face, word, *_ in (*STATE_WORDS.values(),
                                                               PAUSED_WORDS))


def state_words(game: Game) -> tuple[str, Style]:
    """The face and word for where the game stands."""
    if game.is_paused:
        return " ".join(PAUSED_WORDS), Style.PLAYING
    face, word, style = STATE_WORDS[game.status]
    return f"{face} {word}", style


def header_spans(game: Game, title: str, width: int, assisted: bool = False, y: int = 0,
                 *, elapsed: float | None = None) -> list[Span]:
    """Mines left, state, whole seconds, the level, deaths taken back (if any) and
    `Assisted`, centred on row y; the state's words take a fixed room, so that nothing
    moves sideways as they change. `elapsed`: the seconds to show, as the screen read them
    for this frame (the game's clock, read now, if not given).

    When the row is narrow the gaps close, then the state keeps only its face (its word
    says the same) before the title loses a part; then the title drops its `, ...` parts,
    the level and a custom size before the mode, `seeded` and `Replay` (`_short_title`), the
    state's word staying where that leaves it room. A title too long even so is cut
    beside the state's word, or goes, and then the state keeps only its face.
    Mines, Time and deaths stay; Assisted shortens to `Asst.`, or goes, rather than be cut.
    """
    state, state_style = state_words(game)
    state = state.ljust(STATE_WIDTH)
    mines = (f"Mines {game.mines_left:>3}", Style.COUNTER)
    played = game.elapsed if elapsed is None else elapsed
    seconds = wording.clock_seconds(played, game.status is Status.WON)
    clock = (f"Time {seconds:>3}", Style.COUNTER)
    # `Deaths 1`, labelled first as the counter and the clock are: `Time   1 1 death` read
    # as a time of "1 1" where a narrow row drops the title between them.
    tail = [(f"Deaths {game.deaths}", Style.LOST)] if game.deaths else []
    tail += [("Assisted", Style.ASSISTED)] if assisted else []
    parts: list[tuple[str, Style]] = []
    gap = " "
    face = state.split()[0]
    # Where the title would go, Assisted shortens first: the mode in it matters more.
    short_tail: list[tuple[str, Style]] = [
        ("Asst." if style is Style.ASSISTED else text, style) for text, style in tail]
    tails: list[list[tuple[str, Style]]] = [tail, short_tail] if assisted else [tail]
    options: list[tuple[str, str, str, list[tuple[str, Style]]]] = [
        (gap, state_text, with_title, ends)
        for gap, state_text, with_title in (
            ("   ", state, "whole"), (" ", state, "whole"), (" ", face, "whole"),
            (" ", state, "parts"), (" ", face, "parts"), (" ", state, "short"),
            (" ", state, ""), (" ", face, ""))
        for ends in (tails if with_title else tails[:1])]
    for gap, state_text, with_title, ends in options:
        fixed = [mines, (state_text, state_style), clock]
        parts = fixed + ends
        room = width - _joined_length(parts, gap)
        if not with_title:
            if room >= 0:
                break
            continue
        short = _short_title(title, room - len(gap)) if title else ""
        if with_title == "whole" and short != title \
                or with_title == "parts" and short.endswith(".."):
            continue
        spare = columns(state_text) - columns(face)  # what showing the face alone frees
        if spare and with_title == "parts" \
                and short != _short_title(title, room + spare - len(gap)):
            continue  # the state's word goes before a part of the title
        if short:
            parts = fixed + [(short, Style.HEADER)] + ends
            break
        if not title and room >= 0:
            break
    if assisted and _joined_length(parts, gap) > width:  # Assisted shortens, or goes
        shorter = [("Asst." if style is Style.ASSISTED else text, style) for text, style in parts]
        parts = shorter if _joined_length(shorter, gap) <= width else \
            [part for part in parts if part[1] is not Style.ASSISTED]
    total = _joined_length(parts, gap)
    x = max(0, (width - total) // 2)
    spans = [Span(y, 0, " " * width, Style.HEADER)]
    for index, (text, style) in enumerate(parts):
        if index:
            x += len(gap)
        spans.append(Span(y, x, text, style))
        x += columns(text)
    return clip(spans, width)


def _joined_length(parts: Sequence[tuple[str, Style]], gap: str) -> int:
    return sum(columns(text) for text, _ in parts) + len(gap) * (len(parts) - 1)


# Title parts that a narrow header keeps longest: what the board alone does not show.
KEPT_PARTS = frozenset({"Replay", wording.SEEDED} | {luck.label for luck in Luck})
# Of those, the order they go in: the mode last, since it says what a guess costs.
KEPT_LAST = (wording.SEEDED, "Replay")
# How a board file's title starts: a narrow header may cut its name short.
_BOARD = board_title("")


def _short_title(title: str, room: int) -> str:
    """`title` in at most `room` characters: whole, without its trailing `, ...` parts (but
    `seeded`, `Replay` and the mode go last, in that order: the board shows its size, not
    those), or cut with `..`; empty when even that does not fit (four characters)."""
    if columns(title) <= room:
        return title
    pieces = title.split(", ")
    board = next((at for at, piece in enumerate(pieces) if piece.startswith(_BOARD)), None)
    if board is not None:  # a file's name is one piece, ", " in it too: the title ends there
        pieces[board:] = [", ".join(pieces[board:])]
    dropped = [piece for piece in pieces if piece not in KEPT_PARTS]
    while len(pieces) > 1:
        piece = dropped.pop() if dropped else next(
            (kept for kept in KEPT_LAST if kept in pieces), pieces[-1])
        at = pieces.index(piece)
        pieces.remove(piece)
        rest = ", ".join(pieces)
        if columns(rest) <= room:
            spare = room - columns(rest) - len(", ")  # what a file's name may keep, cut
            if piece.startswith(_BOARD) and spare >= len(_BOARD) + 3:
                pieces.insert(at, cut(piece, spare - 2).rstrip() + "..")
            return ", ".join(pieces)
    if room >= 4:
        return cut(title, room - 2).rstrip() + ".."
    return ""


def face_at(spans: Sequence[Span], y: int, x: int) -> bool:
    """Whether (y, x) is on the state's face among the header's `spans` (a click there
    starts a new game, as in the classic game)."""
    faces = {face for face, *_ in STATE_WORDS.values()} | {PAUSED_WORDS[0]}
    return any(span.y == y and span.text[:3] in faces and span.x <= x < span.x + 3
               for span in spans)
