"""What the play controller tells a front end: a move's result, a game's end, help, fairness."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from . import wording
from .engine import Coord, Game, Luck, Move, Outcome, Status
from .wording import games


@dataclass(frozen=True)
class Fairness:
    """Whether a game may count towards best times and statistics, and why not."""

    ranked: bool = True  # the settings allow it (a random board nobody knew in advance)
    assisted: bool = False  # a hint or the chance map told the player something
    replayed: bool = False  # the same board again
    undone: bool = False  # a losing move was taken back (the loss was counted then)
    # Taken up again after its window was killed: its clock may have lost the time since
    # it was last kept, with the board seen.
    recovered: bool = False

    @property
    def counts(self) -> bool:
        """Whether the game counts in the statistics (help and undo do not stop it: as in
        Windows, every game on a board nobody knew counts, given up or not)."""
        return self.ranked and not self.replayed

    @property
    def is_fair(self) -> bool:
        """Whether the game may set a best time."""
        return self.counts and not self.assisted and not self.undone and not self.recovered

    def unranked_reason(self, settings_reason: str, undo_said: bool = False) -> str:
        """Every reason why the game cannot set a best time ("" when it can), for example
        `chosen seed, assisted`; `settings_reason` is what the settings say (a chosen seed,
        a custom size, a board file, a shared board). `undo_said`: the luck line says a
        loss was taken back, so only a reason that is the undo alone names it."""
        reasons = [] if self.ranked else [settings_reason or games.NOT_A_RANKED_LEVEL]
        reasons += [reason for reason, applies in (
            (games.REPLAY, self.replayed), (games.ASSISTED, self.assisted),
            (games.RECOVERED, self.recovered)) if applies]
        if self.undone and not (undo_said and reasons):
            reasons.append(games.LOSS_TAKEN_BACK)
        return ", ".join(reasons)

    def to_flags(self) -> dict[str, bool]:
        """The saved-game form (the keys older versions wrote)."""
        return {"ranked": self.ranked, "assisted": self.assisted, "replayed": self.replayed,
                "undone": self.undone} | ({"recovered": True} if self.recovered else {})

    @classmethod
    def from_flags(cls, flags: dict[str, bool], ranked: bool) -> Fairness:
        """Read the saved-game form; `ranked` is what older saves imply."""
        return cls(flags.get("ranked", ranked), flags.get("assisted", False),
                   flags.get("replayed", False), flags.get("undone", False),
                   flags.get("recovered", False))


def summary_line(won: bool, seconds: float, three_bv: int, exploded: Sequence[Coord],
                 rank: int | None, kept: bool, width: int = 0, done: int = 0,
                 clicks: int = 0) -> str:
    """The end-of-game line both front ends say: the time, and for a win the 3BV, 3BV/s and
    a new best time's rank (`kept`: it reached the files) and with `clicks` the efficiency,
    for a loss the 3BV `done`; the longest wording that fits `width` (0: any)."""
    lines = wording.win_lines(seconds, three_bv, rank, kept, clicks) if won \
        else wording.loss_lines(seconds, exploded, three_bv, done)
    return wording.fitting(lines, width)


@dataclass(frozen=True)
class Finish:
    """What the player is told when a game ends."""

    won: bool
    seconds: float
    three_bv: int
    exploded: tuple[Coord, ...]
    rank: int | None  # a new best time's place in its table
    game_id: str
    table: str  # the title of the table the game counts in ("" when it counts nowhere)
    notices: tuple[str, ...] = ()  # about the kept files (a damaged one set aside, ...)
    made_safe: int = 0  # forced guesses a redraw made safe (forgiving and strict play)
    deaths: int = 0  # losing moves taken back
    lesson: str = ""  # strict play: the safe cell there was, and why, after a guess lost
    lesson_cell: Coord | None = None  # that safe cell
    lesson_numbers: tuple[Coord, ...] = ()  # the numbers the lesson names (a mistake's too)
    unranked: str = ""  # why the game could not set a best time ("" when it could)
    kept: bool = True  # the result reached the files (not in a read-only folder)
    three_bv_done: int = 0  # how much of the 3BV a lost game's open cells did
    clicks: int = 0  # moves tried on the board, wasted ones too (0: not counted)

    def summary(self, width: int = 0, with_rank: bool = True) -> str:
        """The end-of-game line, the longest wording that fits `width` (0: any); without
        the best time's rank unless `with_rank` (plain play says it on a line of its own)."""
        return summary_line(self.won, self.seconds, self.three_bv, self.exploded,
                            self.rank if with_rank else None, self.kept, width,
                            self.three_bv_done, self.clicks)

    @property
    def luck_line(self) -> str:
        """Forced guesses made safe and deaths, when there were any ("" otherwise)."""
        return wording.luck_line(self.made_safe, self.deaths)

    @property
    def unranked_line(self) -> str:
        """Why a win set no best time (`Not ranked: chosen seed.`); "" for a loss, or a win
        that could rank."""
        return wording.not_ranked(self.unranked) if self.won and self.unranked else ""


@dataclass(frozen=True)
class Turn:
    """The result of one move: the engine's outcome, and the finish when it ended the game."""

    outcome: Outcome
    finish: Finish | None = None
    is_error: bool = False  # the move itself was wrong (off the board, a board not dealt)
    notice: str = ""  # said at once: a forced guess made safe, an unforced one punished

    @property
    def applied(self) -> bool:
        """Whether the move changed anything."""
        return self.outcome.applied

    @property
    def reason(self) -> str:
        """Why nothing happened (when nothing did)."""
        return self.outcome.reason


@dataclass(frozen=True)
class Tip:
    """What a hint shows: the cell to look at, the numbers that prove it, what to say."""

    clause: str  # the hint in words, to follow `hint:` (the message starts with a capital)
    cell: Coord | None = None
    numbers: tuple[Coord, ...] = ()
    is_error: bool = False
    move: Move | None = None  # the move that carries the hint out (open it, or flag it)

    @property
    def message(self) -> str:
        """The hint as a sentence of its own."""
        return wording.sentence(self.clause)

    @property
    def highlight(self) -> frozenset[Coord]:
        """The hinted cell and the numbers that prove it."""
        return frozenset((self.cell, *self.numbers)) if self.cell is not None else frozenset()


@dataclass(frozen=True)
class Chances:
    """The chance map, or why it cannot be shown (`refusal`)."""

    chances: dict[int, float]
    note: str = ""  # said with the map (some figures are estimates)
    estimated: bool = False  # some figures are estimates
    refusal: str = ""
    pending: str = ""  # why the map is empty for now (said when it is turned on)


def lesson(game: Game) -> tuple[str, Coord | None, tuple[Coord, ...]]:
    """Strict or forgiving play, after an unforced guess lost: one safe cell there was, and
    why (the words, the cell and the numbers the words name). Forgiving or strict, after opening a
    proven mine: why it was one (the words, no cell, the numbers); after a forced move that
    could not be made safe, why not. ("", None, ()) otherwise."""
    judgement, seen = game.judgement, game.judged
    if game.status is not Status.LOST or judgement is None or seen is None:
        return "", None, ()
    from .engine import FLAG, Verdict, proof_of_mine, proof_of_safety

    if judgement.verdict is Verdict.MISTAKE:
        opened = frozenset(c.row * game.cols + c.col for c in game.exploded) & judgement.mines
        mine = proof_of_mine(seen, opened)
        if mine is None:
            went_off = opened & seen.known_mines  # no number proves it; the player saw it
            if went_off:
                return wording.mistake(seen.coord(min(went_off)), wording.WENT_OFF), None, ()
            return "", None, ()
        return wording.mistake(mine.cell, mine.reason), None, mine.numbers
    if judgement.verdict is Verdict.FORCED and judgement.unmade:
        return wording.not_made_safe(judgement.unmade == "tangled"), None, ()
    if game.luck not in (Luck.STRICT, Luck.FORGIVING) or not judgement.safe:
        return "", None, ()
    if judgement.verdict is not Verdict.UNFORCED:
        return "", None, ()
    among = judgement.safe
    if game.luck is Luck.STRICT:  # its words do not name the guess (forgiving's do)
        # Name a cell the player could still have opened: not one this move opened itself
        # (a chord's proven cell), nor one under the player's flag, where another will do.
        cols = seen.cols
        opened = frozenset(i for i in among if game.tile(Coord(*divmod(i, cols))).is_open)
        unflagged = frozenset(i for i in among if seen.cells[i] != FLAG)
        among = (among - opened) & unflagged or among - opened or among
    proof = proof_of_safety(seen, among)
    cell = seen.coord(min(among)) if proof is None else proof.cell
    reason, numbers = ("", ()) if proof is None else (proof.reason, proof.numbers)
    if game.luck is Luck.STRICT:
        return wording.punished(cell, reason), cell, numbers
    # The guess is named: the safe cell may be one a chord opened with it.
    return wording.not_forgiven(cell, reason, game.exploded[0]), cell, numbers
