"""A model-based test of plain play's text (README "Plain-text play"): a state machine types
lines of every kind README lists (moves long and short, commas, comments, every line ending;
look, hint, chances, undo, export, new, board, help, sync, quit, the end of input, a byte-order
mark; unknown words, odd Unicode, wrong counts, cells off the board, blank and over-long lines)
into `plain.run`, a line at a time, on small boards of every mode, as a script and as at a
terminal. A model of the rules (`plainmodel`; it learns only where the mines lie) predicts
each reply: board, status line, error lines, the end's lines, Game ID, exported file."""

from __future__ import annotations

import os
import random
import re
import shutil
import tempfile
import threading
import traceback
from io import StringIO

from hypothesis import HealthCheck, Phase, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, precondition, rule

from minesweeper import plain, runs, signals
from minesweeper.engine import GameId, Params, Status, parse_bytes
from minesweeper.kept import Keeper
from minesweeper.plaincommands import COMMANDS, help_text
from minesweeper.session import Session
from minesweeper.settings import Mode
from plainmodel import FLAG_OFF, ODD, Feed, Model, choose, logical, one, ruled, table_cells

XDG = ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")
ENDS = st.sampled_from(["\n", "\n", "\r\n", "\r"])
MOVES, OVER, SYNC = {"open": "o", "flag": "f", "chord": "c", "mark": "m"}, ("won", "lost"), \
    r"[A-Za-z0-9_-]{1,40}"
NAMES = {part: c.name for c in COMMANDS for part in (c.name, c.short)}
README = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "README.md")


class PlainMachine(RuleBasedStateMachine):
    @initialize(rows=st.integers(1, 5), cols=st.integers(1, 12), data=st.data(),
                marks=st.booleans(), rulers=st.booleans(), mode=st.sampled_from(list(Mode)),
                kind=st.sampled_from(["file", "file", "random", "kept"]),
                seed=st.integers(0, 2**64 - 1),
                name=st.sampled_from(["ring", "b|1.in", "\u00e9t\u00e9", "x" * 90]))
    def start(self, rows: int, cols: int, data: st.DataObject, marks: bool, rulers: bool,
              mode: Mode, kind: str, seed: int, name: str) -> None:
        total = data.draw(st.integers(0, rows * cols - 1))
        self.fixed = data.draw(st.sets(st.integers(0, rows * cols - 1), min_size=total,
                                       max_size=total)) if kind == "file" else None
        safe = [] if self.fixed is None else [i for i in range(rows * cols) if i not in self.fixed]
        self.dealt_for = data.draw(st.sampled_from([None, *safe[:3]]))
        chosen = choose(kind, Params(rows, cols, total), self.fixed, self.dealt_for, name,
                        marks=marks, mode=mode, seed=seed)
        rows, cols, total = (8, 8, 10) if kind == "kept" else (rows, cols, total)
        self.folder, self.thread, self.stop = tempfile.mkdtemp(prefix="plainmodel-"), None, \
            signals.STOP
        signals.STOP = None  # no Ctrl-Z handler: play runs in a thread (as on Windows)
        self.environ, self.cwd = {key: os.environ.get(key) for key in XDG}, os.getcwd()
        os.chdir(self.folder)  # where `export` writes
        for key in XDG:
            os.environ[key] = os.path.join(self.folder, key)
        self.kind, self.rows, self.cols, self.total = kind, rows, cols, total
        self.settings, self.rulers, self.seed = chosen, rulers, seed
        self.launch()

    def launch(self) -> None:
        """A player on a new session (again after each quit, as a bot would start one)."""
        runs.let_go()
        self.session = Keeper().session(self.settings, lambda: 0.0) if self.kind == "kept" \
            else Session(self.settings, lambda: 0.0)
        # (a Beginner game's board, dealt the same each run, as hypothesis needs)
        self.session.seed, self.session._seeds = self.seed, random.Random(self.seed)
        self.model = Model(self.rows, self.cols, self.total, self.settings.marks,
                           set(self.fixed or ()))
        self.title, self.asked_new, self.ended, self.fresh = None, False, False, True
        self.feed, self.out = Feed(), StringIO()
        self.thread = threading.Thread(target=self.play, daemon=True)
        self.thread.start()
        head, _, board = self.wait(0).partition("Type help for commands.\n")
        first = logical(head)
        assert first[0].startswith("Minesweeper: "), head
        assert re.search(rf": {self.rows} rows? x {self.cols} columns?, {self.total} "
                         r"mines?[.;]", first[0]), first[0]
        assert all(line.startswith("note: ") for line in first[1:]
                   + logical(self.after_board(board))), head

    def play(self) -> None:
        try:
            status = plain.run(self.session, self.feed, self.out,  # type: ignore[arg-type]
                               rulers=self.rulers)
            self.feed.asked.put(("ended", status))
        except BaseException:  # noqa: BLE001 - the test's thread says what it was
            self.feed.asked.put(("crashed", traceback.format_exc()))

    def wait(self, mark: int) -> str:
        what, value = self.feed.asked.get(timeout=20)
        assert what != "crashed" and value in (None, 0), value
        self.ended = self.ended or what == "ended"
        reply = self.out.getvalue()[mark:]
        assert reply.isascii() and reply[-1:] in ("", "\n"), reply  # README: plain is ASCII
        for line in reply.split("\n"):  # README: every line fits 80 columns, but a long name
            assert len(line) <= 80 or "x" * 40 in line or line.startswith(
                ("Game ID: ", "note: board ")), line
        return reply

    def type(self, line: str | None) -> str:
        self.fresh = False
        self.was_asked, self.asked_new = self.asked_new, False  # only sync keeps it
        mark = len(self.out.getvalue())
        self.feed.typed.put(line)
        reply, game = self.wait(mark), self.session.game
        if game.minefield is not None and game.status is not Status.NOT_STARTED:
            self.model.mines = set(game.minefield.mine_indices)  # placed, or redrawn
            assert self.fixed is None or self.model.mines == self.fixed
        return reply

    def teardown(self) -> None:
        if not hasattr(self, "folder"):
            return
        try:
            if self.thread is not None and not self.ended:
                self.finish(None)
        finally:
            if self.thread is not None and self.thread.is_alive():
                self.feed.typed.put(None)  # (a failed example's player: let it go)
                self.thread.join(5)
            runs.let_go()
            signals.STOP = self.stop
            os.chdir(self.cwd)
            for key, value in self.environ.items():
                os.environ.pop(key, None) if value is None else os.environ.update({key: value})
            shutil.rmtree(self.folder, ignore_errors=True)

    def after_board(self, reply: str) -> str:
        """What follows the board and the status line at the start of `reply`."""
        m, board = self.model, ruled(self.model.view(), self.rulers)
        assert reply.startswith(board + "\n"), (reply, board)
        status, _, rest = reply[len(board) + 1:].partition("\n")
        while rest.startswith("  | "):
            more, _, rest = rest.partition("\n")
            status += more[1:]
        title, _, parts = status.partition(" | ")
        self.title = self.title or title
        expected = [f"mines left: {m.total - m.state.count('F')}", m.status, "time: 0 s",
                    *(["assisted"] if m.assisted else []),
                    *([f"deaths: {m.deaths}"] if m.deaths else [])]
        assert "|" not in title.replace("\\x7c", ""), status
        assert title in (self.title, "Replay, " + self.title), status
        assert parts == " | ".join(expected), (status, expected)
        return rest

    @rule(name=st.sampled_from(list(MOVES)), short=st.booleans(), at=st.data(), end=ENDS,
          form=st.sampled_from(["{} {} {}", "{} {},{}", "{}\t{} , {}  # a", " {} {} {} ",
                                "{} 0{} {}"]))
    def move(self, name: str, short: bool, at: st.DataObject, end: str, form: str) -> None:
        row = at.draw(st.integers(-2, self.rows + 1) | st.integers(0, self.rows - 1))
        col = at.draw(st.integers(-2, self.cols + 1) | st.integers(0, self.cols - 1))
        line = form.format(MOVES[name] if short else name.upper() if row % 3 else name,
                           row, col) + end
        if form.startswith("{} 0") and row < 0:  # `0-1`
            assert self.type(line) == f"error: {name} takes a row and a column, for " \
                f"example: {name} 3 4\n"
        else:
            self.do(name, row, col, line)

    @rule(pick=st.integers(0, 59), wrong=st.integers(0, 255),
          name=st.sampled_from(["open", "open", "flag", "chord", "chord", "blunder", "undo"]))
    def sure_move(self, pick: int, wrong: int, name: str) -> None:
        """Moves a player who knew the mines would make (and some wrong ones): deeper games."""
        m, cells, cols, undo = self.model, range(self.rows * self.cols), self.cols, name == "undo"
        mine = name in ("flag", "blunder", "undo")
        name = "open" if mine and name != "flag" else name
        picks = [i for i in cells if m.state[i] == "o" and m.count(i)] if name == "chord" \
            else [i for i in cells if m.state[i] != "o" and (i in m.mines) == mine]
        i = (picks or list(cells))[pick % len(picks or cells)]
        if name == "chord":  # its mines flagged first: sometimes a wrong one
            for bit, o in enumerate(m.around(i)):
                if m.state[o] != "o" and (o in m.mines) != bool(wrong >> bit & 1) \
                        and (m.state[o] == "F") != (o in m.mines):
                    self.do("flag", o // cols, o % cols, f"f {o // cols} {o % cols}\n")
        self.do(name, i // cols, i % cols, f"{name} {i // cols} {i % cols}\n")
        if undo:  # (a blunder taken back: deaths counted)
            self.command("u")

    @rule(pick=st.integers(0, 59), wrong=st.integers(0, 255),
          name=st.sampled_from(["open", "chord"]))
    def sure_move_again(self, pick: int, wrong: int, name: str) -> None:
        self.sure_move(pick, wrong, name)  # (more likely than the other rules)

    @rule(pick=st.integers(0, 59))
    def wrong_flag_then_hint(self, pick: int) -> None:
        """README: a hint points out a flag proven wrong, and taking it off is `flag`."""
        m, cells = self.model, range(self.rows * self.cols)
        safe = [i for i in cells if m.state[i] == "#" and i not in m.mines]
        if safe and m.status not in OVER:
            row, col = divmod(safe[pick % len(safe)], self.cols)
            self.do("flag", row, col, f"flag {row} {col}\n")
        self.command("hint")

    def do(self, name: str, row: int, col: int, line: str) -> None:
        m, reply = self.model, self.type(line)
        if name == "mark" and not m.marks and m.status not in OVER and 0 <= row < self.rows \
                and 0 <= col < self.cols and reply.startswith("nothing happened: ? marks are off"):
            pass  # (off the board with marks off too: its error, below)
        elif not (0 <= row < self.rows and 0 <= col < self.cols):
            line = one(reply, "error: ")
            assert f"{row} {col}" in line and f"{self.rows}x{self.cols} board" in line, line
        elif m.status in OVER:
            kinds = "undo, export" if m.status == "lost" else "export"
            assert reply == f"error: the game is over ({m.status}); type {kinds}, new or " \
                "quit\n", reply
        elif reply.startswith("error: ") and m.status == "not started":
            one(reply, "error: ")  # a no-guess first click no board works for
        elif not m.move(name, row * self.cols + col):
            one(reply, "nothing happened: ")
        else:
            event(f"{name} applied")
            lines = logical(self.after_board(reply))
            while lines and lines[0].startswith("note: "):
                lines.pop(0)
            assert lines == [] if m.status not in OVER else self.ends(lines), lines

    def ends(self, lines: list[str]) -> bool:
        m, game = self.model, self.session.game
        event(f"{self.kind} {self.settings.mode.value} {m.status}")
        if m.status == "won":
            said = re.fullmatch(fr"You won in 0\.00 s\.  3BV {m.three_bv()}  3BV/s -  Clicks "
                                r"(\d+)  IOE (\d+\.\d\d)", lines[0])  # 3BV over clicks:
            assert said and float(said[2]) == round(m.three_bv() / int(said[1]), 2), lines
        else:
            assert lines[0].startswith("Boom! You lost after 0 s: "), lines
            assert all("row {}, column {}".format(*divmod(mine, self.cols)) in lines[0]
                       for mine in m.exploded), lines
        found = [line for line in lines if line.startswith("Game ID: ")]
        assert len(found) == 1 and game.dealt is not None, lines
        dealt = GameId.parse(found[0].split()[2]).deal()
        assert dealt is not None and dealt.mine_indices == game.dealt.mine_indices, found
        luck = [line for line in lines if "taken back" in line or "made safe" in line]
        return bool(luck) == bool(m.deaths or game.made_safe)

    @rule(at=st.data())
    def look(self, at: st.DataObject) -> None:
        row, col = at.draw(st.integers(-1, self.rows)), at.draw(st.integers(-1, self.cols))
        on = 0 <= row < self.rows and 0 <= col < self.cols
        one(self.type(f"look {row} {col}\n"), f"Row {row}, column {col}: " if on
            else "error: cell ")

    @rule(word=st.sampled_from(["hint", "t", "HINT", "chances", "i", "undo", "u", "export",
                                "e", "new", "n", "New", "board", "b"]))
    def command(self, word: str) -> None:
        getattr(self, "on_" + NAMES[word.lower()])(self.type(word + "\n"))

    def on_hint(self, reply: str) -> None:
        m, line = self.model, one(reply, "hint: ")
        if m.status in OVER or m.status == "not started" and self.fixed is None:
            assert re.match(rf"hint: the game is {m.status}: |hint: open (anywhere|a cell): "
                            "the first click is never a mine|hint: open another cell: could not "
                            "find a no-guess board", line), line  # (after a refused start)
            return
        found = re.match(r"hint: (open|flag) (\d+) (\d+) - ([^:]*)", line)
        assert found, line
        i, is_flag = int(found[2]) * self.cols + int(found[3]), found[1] == "flag"
        assert m.state[i] != "o", line
        if found[4].endswith((" is safe", " is a mine")):
            assert (i in m.mines) == found[4].endswith(" is a mine") == is_flag, line
        if is_flag and m.state[i] == "F":  # README: a wrong flag pointed out
            assert line.endswith(FLAG_OFF[m.marks]), line  # README: with marks F, then ?
            assert i not in m.mines or "a guess is needed" in line, line  # (a guess on it)
        if is_flag and m.state[i] == "?":
            assert i in m.mines and "the second flags it" in line, line
        untouched = self.dealt_for is not None and "o" not in m.state  # README: no help
        m.assisted |= not (untouched or i == self.dealt_for and (not is_flag or m.state[i] == "F"))

    def on_chances(self, reply: str) -> None:
        m = self.model
        if m.status in OVER or m.status == "not started" and self.fixed is None:
            shown = "the mines are shown" if m.mines else "the board has no mines"
            assert reply == f"error: the game is over: {shown}\n" \
                if m.status in OVER else one(reply, "note: "), reply  # (nothing yet)
            return
        head, _, table = reply.partition("\n  F a flag, open cells as on the board\n")
        assert head.startswith("chances: "), reply
        m.assisted |= not ("o" not in m.state and (self.dealt_for is not None or not m.deaths))
        view = m.view().replace("\n", "")
        for i, text in table_cells(table, self.rows, self.cols).items():  # README: sound
            assert text == view[i] if view[i] not in "#?" else re.fullmatch(
                r"(\d+|<1|>99)%", text) and text != ("0%" if i in m.mines else "100%"), table

    def on_undo(self, reply: str) -> None:
        m = self.model
        if m.status == "lost":
            event("undone")
            m.state, m.status, m.deaths = m.undo_to, "playing", m.deaths + 1
            for mine in m.exploded:  # README: the mine that went off stays flagged
                m.state[mine] = "F"
            assert all(line.startswith("note: ") for line in logical(self.after_board(reply)))
        elif m.status == "won":
            assert one(reply, "error: ").endswith("; type export, new or quit")
        else:
            one(reply, "nothing happened: ")

    def on_export(self, reply: str) -> None:
        m = self.model  # README: the same board asked for again is not written again
        said = f"note: board {'already ' * (m.exported == m.mines)}written to "
        path = one(reply, said if m.status in OVER else "error: ")[len(said):]
        if m.status not in OVER:
            return
        m.exported = set(m.mines)
        with open(path, "rb") as file:  # README: the mines as they lie (after redraws)
            assert parse_bytes(file.read(), path).mine_indices == frozenset(self.model.mines)

    def on_new(self, reply: str) -> None:
        m = self.model
        if self.kind == "kept" and m.status == "playing" and not self.was_asked \
                and not m.deaths:  # (a game with an undo has counted as lost already)
            assert reply == "note: new would give up this game: it counts as lost; type new " \
                "again to do so\n", reply
            self.asked_new = True
            event("new asked")
            return
        self.model = Model(self.rows, self.cols, self.total, m.marks, set(self.fixed or ()))
        head, board, rest = reply.rpartition(ruled(self.model.view(), self.rulers) + "\n")
        lines = logical(head)
        assert lines[-1].startswith("New game: ") and lines[-1].endswith("."), reply
        assert all(line.startswith("note: ") for line in lines[:-1]), reply
        assert self.after_board(board + rest) == "", reply

    def on_board(self, reply: str) -> None:
        assert self.after_board(reply) == ""  # README: nothing changes

    @precondition(lambda self: self.kind == "kept")
    @rule(word=st.from_regex(SYNC, fullmatch=True))
    def new_sync_new(self, word: str) -> None:
        """README: a `sync` between two `new`s does not count."""
        self.command("new")
        self.sync(word)
        self.command("new")

    @rule(topic=st.sampled_from([None, *COMMANDS]))
    def help(self, topic: object) -> None:
        reply = self.type(f"Help {getattr(topic, 'name', '')}\n")
        assert reply == help_text(topic) + "\n"  # type: ignore[arg-type]
        with open(README, encoding="utf-8") as file:
            table = file.read().split("| command | short | does |")[1]
        for command in COMMANDS if topic is None else [topic]:  # as README's table says
            usage, short = getattr(command, "usage"), getattr(command, "short")  # noqa: B009
            assert f"| `{usage}` | `{short}` |" in table and f"  {usage}" in reply, usage

    @rule(word=st.from_regex(SYNC, fullmatch=True)
          | st.text(st.characters(blacklist_characters="\r\n"), max_size=45))
    def sync(self, word: str) -> None:
        reply = self.type(f"sync {word}\n")
        args = re.sub(r"(^|(?<=\s))#.*", "", f"sync {word}").split()[1:]
        if len(args) == 1 and re.fullmatch(SYNC, args[0]):
            assert reply == f"sync: {args[0]}\n", reply
            self.asked_new = self.was_asked  # README: a sync between two `new`s does not count
        else:
            assert reply == "error: sync takes one word of at most 40 ASCII letters, digits, " \
                "- or _, for\n  example: sync 17\n", reply

    @rule(case=st.sampled_from(ODD), end=ENDS)
    def odd_line(self, case: tuple[str, str], end: str) -> None:
        reply, said = self.type(case[0] + end), case[1]
        assert reply == said if said.endswith("\n") or not said else one(reply, said)
        self.asked_new = self.asked_new or self.was_asked and not said  # (blank: skipped)

    @rule(line=st.text(st.characters(blacklist_characters="\r\n#"), min_size=1, max_size=30))
    def garbage(self, line: str) -> None:
        words = line.replace(",", " ").split()
        if words and words[0].lower() not in NAMES:
            one(self.type(line + "\n"), "error: unknown command ")

    @rule(word=st.sampled_from([None, "quit", "q", "QUIT"]))
    def leave(self, word: str | None) -> None:
        self.finish(word)
        self.launch()  # (a bot starts another)

    def finish(self, word: str | None) -> None:
        """Quit, or the end of input: a script's game says nothing; a terminal's is kept."""
        reply = self.type(None if word is None else word + "\n")
        assert self.ended and self.thread is not None, "quit did not end play"
        if self.kind == "kept" and self.model.status == "playing":
            assert logical(reply)[-1] == "The game is kept: minesweeper --plain --resume " \
                "goes on with it.", reply
        else:
            assert reply == "", reply
        self.thread.join(20)
        assert not self.thread.is_alive(), "the player hangs after its input ended"

    @precondition(lambda self: self.fresh)
    @rule(end=ENDS)
    def byte_order_mark(self, end: str) -> None:
        assert self.after_board(self.type("\ufeffboard" + end)) == ""


TestPlainModel = PlainMachine.TestCase
TestPlainModel.settings = settings(max_examples=150, stateful_step_count=40, deadline=None,
                                   suppress_health_check=[HealthCheck.too_slow],
                                   phases=set(Phase) - {Phase.explain})
