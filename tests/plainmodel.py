"""What the plain-play model test (test_plain_model.py) needs besides its state machine: the
classic rules as README says them, a standard input fed a line at a time, reply lines."""

from __future__ import annotations

import queue

from minesweeper.engine import Coord, Level, Minefield, Params
from minesweeper.settings import Mode, Settings

# Lines and what README says they get: the whole reply, or how its one (long) line starts.
ODD = [("", ""), ("   ", ""), ("\t", ""), ("# a comment", ""), ("  # open 0 0", ""),
       ("open 1", "error: open takes "), ("flag 1 2 3", "error: flag takes "),
       ("hint 3", "error: hint takes "), ("open 1 x", "error: open takes "),
       ("open --1 2", "error: open takes "), ("open +1 2", "error: open takes "),
       ("board now", "error: board takes "), ("open 1,,2", "error: open takes "),
       ("help me", "error: help takes "), ("q 1", "error: quit takes "),
       ("open \u0661 \u0662", "error: open takes "), ("look 99999 1", "error: cell 99999 1 is "),
       ("open 1 " + "9" * 41, "error: '999999999999'... (41 characters) is off every board"),
       ("\x00", "error: unknown command "),
       ("\udcff", "error: unknown command "), ("o" * 8192, "error: unknown command "),
       *[("o" * n, "error: a line of more than 8192 characters; type help for the commands\n")
         for n in (8193, 9000, 20000)]]


# How a wrong flag's hint ends, by whether marks are on (F, then ?, then closed).
FLAG_OFF = {False: "(flag on a flagged cell takes the flag off)",
            True: "(flag on a flagged cell makes it a ?, which counts as closed)"}


def around(i: int, rows: int, cols: int) -> list[int]:
    r, c = divmod(i, cols)
    return [y * cols + x for y in range(r - 1, r + 2) for x in range(c - 1, c + 2)
            if 0 <= y < rows and 0 <= x < cols and (y, x) != (r, c)]


def logical(reply: str) -> list[str]:
    """The reply's lines, each long one joined with the lines that go on under it."""
    lines: list[str] = []
    for line in reply.split("\n")[:-1]:
        if line.startswith("  ") and lines:
            lines[-1] += " " + line.strip()
        else:
            lines.append(line)
    return lines


def one(reply: str, start: str) -> str:
    """The reply's one logical line, which starts with `start`."""
    lines = logical(reply)
    assert len(lines) == 1 and lines[0].startswith(start), (reply, start)
    return lines[0]


class Feed:
    """Standard input: a line handed over when the test types it; the player asking for
    more is the sign that its reply is whole."""

    def __init__(self) -> None:
        self.typed: queue.Queue[str | None] = queue.Queue()
        self.asked: queue.Queue[tuple[str, object]] = queue.Queue()
        self.rest = ""

    def readline(self, size: int = -1) -> str:
        if not self.rest:
            self.asked.put(("asked", None))
            self.rest = self.typed.get() or ""
        piece, self.rest = self.rest[:size], self.rest[size:]
        return piece


class Model:
    """README How to play, Rules and undo; the mines are learnt after each move."""

    def __init__(self, rows: int, cols: int, total: int, marks: bool, mines: set[int]) -> None:
        self.rows, self.cols, self.total, self.marks = rows, cols, total, marks
        self.state, self.mines, self.undo_to = ["#"] * (rows * cols), mines, [""]
        self.status, self.exploded, self.deaths, self.assisted = "not started", [], 0, False
        self.exported: set[int] | None = None  # the mines of the board exported last

    def around(self, i: int) -> list[int]:
        return around(i, self.rows, self.cols)

    def count(self, i: int) -> int:
        return sum(o in self.mines for o in self.around(i))

    def move(self, name: str, i: int) -> bool:
        """Play a move; whether it changed anything."""
        state, near = self.state, around(i, self.rows, self.cols)
        if name in ("flag", "mark") and state[i] != "o":
            state[i] = ({"#": "F", "F": "?" if self.marks else "#", "?": "#"} if name == "flag"
                        else {"#": "?", "F": "?", "?": "#"})[state[i]]
            return True
        if name == "open" and state[i] != "o":
            targets = [i] if state[i] in "#?" else []
        elif name in ("flag", "mark") or state[i] != "o" or not self.count(i) \
                or sum(state[o] == "F" for o in near) != self.count(i):
            targets = []
        else:
            targets = [o for o in near if state[o] in "#?"]
        if not targets:
            return False
        self.undo_to, self.status, stack = list(state), "playing", targets
        self.exploded = sorted(t for t in targets if t in self.mines)
        while stack:
            j = stack.pop()
            if state[j] in "#?" and j not in self.mines:
                state[j] = "o"
                stack += around(j, self.rows, self.cols) if not self.count(j) else []
        if self.exploded:
            self.status = "lost"
        elif all(s == "o" or j in self.mines for j, s in enumerate(state)):
            self.status = "won"
            for mine in self.mines:
                state[mine] = "F"
        return True

    def view(self) -> str:
        def tile(i: int) -> str:
            s, lost = self.state[i], self.status == "lost"
            if s == "o":
                return str(self.count(i) or ".")
            if lost and s == "F":
                return "F" if i in self.mines else "x"
            return ("X" if i in self.exploded else "*") if lost and i in self.mines else s
        return "\n".join("".join(tile(r * self.cols + c) for c in range(self.cols))
                         for r in range(self.rows))

    def three_bv(self) -> int:
        safe, seen, clicks = [j for j in range(len(self.state)) if j not in self.mines], set(), 0
        for stack in ([j] for j in safe if self.count(j) == 0 and j not in seen):
            clicks += 1
            while stack:
                k = stack.pop()
                if k not in seen:
                    seen.add(k)
                    stack += around(k, self.rows, self.cols) if not self.count(k) else []
        return clicks + sum(j not in seen for j in safe)


def ruled(view: str, rulers: bool) -> str:
    """The board as README says plain play prints it: with rulers, column numbers above (tens
    over units, past 10 columns) and row numbers at the left."""
    lines = view.split("\n")
    if not rulers:
        return view
    rows, cols = len(lines), len(lines[0])
    pad = " " * (len(str(rows - 1)) + 1)
    head = [pad + "".join(str(c // 10) if c >= 10 else " " for c in range(cols))] \
        if cols > 10 else []
    return "\n".join(head + [pad + "".join(str(c % 10) for c in range(cols))]
                     + [f"{r:>{len(pad) - 1}} {line}" for r, line in enumerate(lines)])


def table_cells(table: str, rows: int, cols: int) -> dict[int, str]:
    """Each cell of a `chances` table (README: bands of at most 15 columns, each under its own
    column numbers, every row labelled), by flat index."""
    lines, cells = [line.split() for line in table.split("\n")[:-1]], {}
    while lines:
        shown = [int(col) for col in lines.pop(0)]
        assert len(shown) <= 15 and lines, table
        for r in range(rows):
            row = lines.pop(0)
            assert int(row[0]) == r and len(row) == len(shown) + 1, table
            cells.update({r * cols + c: text for c, text in zip(shown, row[1:], strict=True)})
    assert sorted(cells) == list(range(rows * cols)), table
    return cells


def choose(kind: str, params: Params, fixed: set[int] | None, dealt_for: int | None,
           name: str, marks: bool, mode: Mode, seed: int) -> Settings:
    """What is played: a board file's mines (and the click it was dealt for), a seeded random
    board in a mode, or a Beginner game as at a terminal (kept, counted)."""
    if kind == "file":
        assert fixed is not None
        first = None if dealt_for is None else Coord(*divmod(dealt_for, params.cols))
        return Settings.of_board(Minefield.from_indices(params.rows, params.cols, fixed), name,
                                 marks=marks, first_click=first)
    if kind == "kept":
        return Settings.of_params(Level.BEGINNER.params, marks=marks,
                                  mode=Mode.CLASSIC if mode.redraws else mode)
    mode = Mode.CLASSIC if mode is Mode.NO_GUESS and params.cells > 25 else mode
    try:
        return Settings.of_params(params, marks=marks, mode=mode, seed=seed)
    except ValueError:  # a no-guess size the command line refuses
        return Settings.of_params(params, marks=marks, seed=seed)
