"""A model-based test of the play controller: a hypothesis state machine plays the same moves
on a `Session` and on a simple model of the classic rules written here (flood fill, flags,
marks, chords, win, loss, undo, pause, new game, replay, first click, a game kept and resumed,
its ID dealt again) and compares them after each. The model learns only where the mines are.
In forgiving and strict play it judges each move by enumerating every layout that fits the
screen (flags are claims) to check README's Modes; no-guess boards must be cleared by that
enumeration alone. No engine solver is used."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from minesweeper.engine import Action, Coord, GameId, Move, Params, parse
from minesweeper.savedgame import SavedGame
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings
from minesweeper.turns import Turn

CLOSED, OPEN, FLAG, MARK, OVER = "#", "o", "F", "?", ("won", "lost")
PICK = st.integers(-5, 10_000)  # below 0: a cell off the board
MOVES = st.sampled_from([Action.OPEN, Action.CHORD, Action.FLAG, Action.MARK])
Layouts = list[tuple[frozenset[int], int]]


def around(index: int, rows: int, cols: int) -> list[int]:
    row, col = divmod(index, cols)
    return [r * cols + c for r in range(row - 1, row + 2) for c in range(col - 1, col + 2)
            if 0 <= r < rows and 0 <= c < cols and (r, c) != (row, col)]


def kept_clear(index: int, rows: int, cols: int, mines: int) -> set[int]:
    """README Rules: a random deal keeps the 3x3 block clear when the board has room."""
    block = {index, *around(index, rows, cols)}
    return block if rows * cols - mines >= len(block) else {index}


class Model:
    """The classic rules, as README's How to play, Rules and Modes (undo) say them."""

    def __init__(self, rows: int, cols: int, total: int, mines: set[int] | None, marks: bool,
                 dealt_for: int | None = None, opening: bool = False) -> None:
        self.rows, self.cols, self.total, self.marks = rows, cols, total, marks
        self.mines = self.dealt = mines  # now, and as first dealt (a replay deals these)
        self.dealt_for, self.opening = dealt_for, opening
        self.state = [CLOSED] * (rows * cols)
        self.status, self.exploded, self.known, self.deaths = "not started", [], set(), 0
        self.first: int | None = None  # the first cell opened
        self.paused, self.last_opened = False, []  # (cell, state) a losing chord opened

    def count(self, index: int, mines: set[int] | None = None) -> int:
        mines = self.mines if mines is None else mines
        return sum(other in (mines or ()) for other in around(index, self.rows, self.cols))

    def targets(self, action: Action, index: int) -> list[int] | None:
        """The cells an open or a chord would open (None: it is refused)."""
        state = self.state
        if self.status in OVER or self.paused or action not in (Action.OPEN, Action.CHORD):
            return None
        if action is Action.OPEN and state[index] != OPEN:
            return [index] if state[index] == MARK or state[index] == CLOSED else None
        if state[index] != OPEN or self.count(index) == 0:
            return None
        near = around(index, self.rows, self.cols)
        if sum(state[other] == FLAG for other in near) != self.count(index):
            return None
        return [other for other in near if state[other] in (CLOSED, MARK)] or None

    def flood(self, starts: list[int]) -> list[int]:
        opened, stack = [], list(starts)
        while stack:
            index = stack.pop()
            if self.state[index] in (CLOSED, MARK):  # never a flag
                self.state[index] = OPEN
                opened.append(index)
                if self.count(index) == 0:
                    stack.extend(around(index, self.rows, self.cols))
        return opened

    def open_or_chord(self, action: Action, index: int) -> bool:
        cells = self.targets(action, index)
        if cells is None:
            return False
        assert self.mines is not None
        self.status = "playing"
        self.first = index if self.first is None else self.first
        hit = sorted(cell for cell in cells if cell in self.mines)
        before = list(self.state)
        opened = self.flood([cell for cell in cells if cell not in self.mines])
        if hit:
            self.status, self.exploded = "lost", hit
            self.last_opened = [(cell, before[cell]) for cell in opened]
        elif all(self.state[i] == OPEN for i in range(len(self.state)) if i not in self.mines):
            self.status = "won"  # flags are not needed; every mine then shows flagged
            for mine in self.mines:
                self.state[mine] = FLAG
        return True

    def flag_or_mark(self, action: Action, index: int) -> bool:
        if self.status in OVER or self.paused or self.state[index] == OPEN or \
                action is Action.MARK and not self.marks:
            return False
        cycle = {CLOSED: FLAG, FLAG: MARK if self.marks else CLOSED, MARK: CLOSED} \
            if action is Action.FLAG else {CLOSED: MARK, FLAG: MARK, MARK: CLOSED}
        self.state[index] = cycle[self.state[index]]
        return True

    def undo(self) -> bool:
        """README Modes: the losing move is taken back; the mine that went off stays flagged."""
        if self.status != "lost":
            return False
        for cell, old in self.last_opened:
            self.state[cell] = old
        for mine in self.exploded:
            self.known.add(mine)
            self.state[mine] = FLAG
        self.status, self.exploded, self.last_opened = "playing", [], []
        self.deaths += 1
        return True

    def view(self) -> str:
        mines, lost = self.mines or set(), self.status == "lost"

        def tile(index: int) -> str:
            state = self.state[index]
            if state == OPEN:
                return str(self.count(index) or ".")
            if lost and state == FLAG:
                return "F" if index in mines else "x"
            if lost and index in mines:
                return "X" if index in self.exploded else "*"
            return state

        return "\n".join("".join(tile(r * self.cols + c) for c in range(self.cols))
                         for r in range(self.rows))

    def clear(self) -> set[int]:
        """The cells a replay's deal keeps free of mines (known from the start)."""
        if self.dealt_for is None:
            return set()
        return kept_clear(self.dealt_for, self.rows, self.cols, self.total) if self.opening \
            else {self.dealt_for}

    def layouts(self) -> tuple[Layouts, list[int], list[int]]:
        """Every layout that fits the screen: (frontier mines, mines among the others)."""
        rows, cols, state = self.rows, self.cols, self.state
        numbers = {i: self.count(i) for i, s in enumerate(state) if s == OPEN}
        assign = {i: False for i in self.clear() if state[i] != OPEN}
        assign.update({i: True for i in self.known})
        closed = [i for i, s in enumerate(state) if s != OPEN and i not in assign]
        frontier = [i for i in closed if any(o in numbers for o in around(i, rows, cols))]
        others = [i for i in closed if i not in frontier]
        near = {n: [c for c in around(n, rows, cols) if state[c] != OPEN] for n in numbers}
        touching = {c: [n for n in around(c, rows, cols) if n in numbers] for c in frontier}

        def fits(number: int) -> bool:
            mines = sum(assign.get(c) is True for c in near[number])
            unknown = sum(c not in assign for c in near[number])
            return mines <= numbers[number] <= mines + unknown
        found: Layouts = []

        def search(at: int, mines: frozenset[int]) -> None:
            rest = self.total - len(self.known) - len(mines)
            if rest < 0 or at == len(frontier):
                if 0 <= rest <= len(others):
                    found.append((mines, rest))
                return
            cell = frontier[at]
            for is_mine in (False, True):
                assign[cell] = is_mine
                if all(fits(number) for number in touching[cell]):
                    search(at + 1, mines | {cell} if is_mine else mines)
                del assign[cell]

        if all(fits(number) for number in numbers):
            search(0, frozenset())
        return found, frontier, others

    def proven(self) -> tuple[set[int], set[int], Layouts, list[int]]:
        """The closed cells safe in every layout, the mines in every one; the layouts."""
        found, frontier, others = self.layouts()
        assert found, "no layout fits what the player sees\n" + self.view()
        closed = {i for i, s in enumerate(self.state) if s != OPEN}
        can_mine = set(self.known) | {c for mines, _ in found for c in mines}
        can_safe = (self.clear() & closed - self.known) \
            | {c for mines, _ in found for c in frontier if c not in mines}
        can_mine.update(others if any(rest for _, rest in found) else ())
        can_safe.update(others if any(rest < len(others) for _, rest in found) else ())
        return closed - can_mine, closed - can_safe, found, others

    def fits(self, mines: set[int]) -> bool:
        """Whether a redrawn layout fits everything the player saw before the move."""
        return len(mines) == self.total and self.known <= mines and not mines & self.clear() \
            and all(i not in mines and self.count(i) == self.count(i, mines)
                    for i, s in enumerate(self.state) if s == OPEN)


class SessionMachine(RuleBasedStateMachine):
    @initialize(data=st.data(), rows=st.integers(1, 5), cols=st.integers(1, 5),
                marks=st.booleans(), seed=st.integers(0, 2**64 - 1))
    def start(self, data: st.DataObject, rows: int, cols: int, marks: bool, seed: int) -> None:
        cells = rows * cols
        self.fixed: set[int] | None = None  # the board's mines, when known from the start
        self.first_click: int | None = None
        self.opening = False  # (a deal keeps the block clear)
        mode = data.draw(st.sampled_from([None, *Mode]), "mode (None: a board file)")
        dense = cells - 1 if mode in (None, Mode.CLASSIC, Mode.NO_GUESS) else cells // 2 + 1
        total = data.draw(st.integers(0, max(0, min(cells - 1, dense))), "mines")
        if mode is None:
            self.fixed = set(data.draw(st.permutations(range(cells)), "layout")[:total])
            safe = sorted(set(range(cells)) - self.fixed)
            self.first_click = data.draw(st.sampled_from([None, *safe]), "first_click")
            named = None if self.first_click is None else Coord(*divmod(self.first_click, cols))
            text = "\n".join("".join("*" if r * cols + c in self.fixed else "."
                                     for c in range(cols)) for r in range(rows))
            chosen = Settings.of_board(parse(text), "m.in", marks=marks, first_click=named)
        else:
            params = Params(rows, cols, total)
            try:
                chosen = Settings.of_params(params, marks=marks, mode=mode, seed=seed)
            except ValueError:  # a no-guess size the README says is refused
                chosen = Settings.of_params(params, marks=marks, seed=seed)
        self.session, self.mode = Session(chosen, lambda: 0.0), chosen.mode
        self.model = Model(rows, cols, total, self.fixed, marks, self.first_click)

    def fresh(self, mines: set[int] | None, dealt_for: int | None, opening: bool) -> Model:
        model = self.model
        return Model(model.rows, model.cols, model.total, mines, model.marks, dealt_for, opening)

    def cell(self, pick: int, among: list[int] | None = None) -> int:
        cells = among or list(range(self.model.rows * self.model.cols))
        return cells[pick % len(cells)]

    def move(self, action: Action, index: int) -> None:
        model, session = self.model, self.session
        coord = Coord(*divmod(index, model.cols))
        was_over, before = model.status in OVER, session.game.to_text()
        cells = model.targets(action, index)
        judged = cells is not None and model.mines is not None and self.mode.redraws
        proof = model.proven() if judged else None  # what the player could know before
        turn = session.play(Move(action, coord))
        game = session.game
        if cells is not None and model.mines is None:  # the first click deals the mines
            if game.minefield is None:  # a no-guess board that cannot start there
                assert turn.is_error and turn.reason and session.game.to_text() == before
                return
            dealt = set(game.minefield.mine_indices)  # README Rules: the first-click rule
            assert len(dealt) == model.total and not dealt & kept_clear(
                index, model.rows, model.cols, model.total), dealt
            model.mines = model.dealt = dealt
            shared = GameId.parse(session.game_id()).deal()  # also after a start refused
            assert shared is not None and set(shared.mine_indices) == dealt
            if self.mode is Mode.NO_GUESS:
                self.clears_by_logic(index)
        if proof is not None and cells is not None and game.minefield is not None:
            self.judge(cells, set(game.minefield.mine_indices), *proof, turn)
        if action in (Action.FLAG, Action.MARK):
            changed = model.flag_or_mark(action, index)
        else:
            changed = model.open_or_chord(action, index)
        assert turn.applied == changed and (changed or turn.reason), (action, coord, turn.reason)
        assert (turn.finish is not None) == (model.status in OVER and not was_over)
        if turn.finish is not None:
            assert turn.finish.won == (model.status == "won")

    def judge(self, cells: list[int], mines: set[int], safe: set[int], proven_mines: set[int],
              found: Layouts, others: list[int], turn: Turn) -> None:
        """README Modes, checked against the model's own enumeration of the layouts."""
        model, game = self.model, self.session.game
        verdict = "MISTAKE" if set(cells) & proven_mines else "SAFE" if set(cells) <= safe \
            else "UNFORCED" if safe else "FORCED"  # (safe: anywhere on the board)
        assert game.judgement is None or game.judgement.verdict.name == verdict, verdict
        free = set(others) - set(cells)  # forced: can all its cells be safe together?
        together = any(not layout & set(cells) and rest <= len(free) for layout, rest in found)
        if verdict == "FORCED" and together or self.mode is Mode.STRICT and verdict == "UNFORCED":
            assert model.fits(mines), (verdict, cells, mines)  # forced: made safe, a chord's
            # cells together; strict: an unforced guess loses wherever a mine could lie
            assert bool(mines & set(cells)) == (verdict == "UNFORCED"), (verdict, cells, mines)
        else:  # the real chance; a proven mine goes off
            assert mines == model.mines and (verdict != "MISTAKE" or mines & set(cells))
        if turn.finish is not None and not turn.finish.won and verdict == "UNFORCED":
            cell = turn.finish.lesson_cell  # the loss names a cell that was proven safe
            assert cell is None or cell.row * model.cols + cell.col in safe, cell
        model.mines = mines

    def clears_by_logic(self, first: int) -> None:
        """README: a no-guess board is cleared by logic alone from the first click."""
        copy = Model(self.model.rows, self.model.cols, self.model.total, self.model.mines, False)
        copy.open_or_chord(Action.OPEN, first)
        while copy.status == "playing":
            safe = copy.proven()[0]
            assert safe, "a no-guess board needs a guess:\n" + copy.view()
            for cell in sorted(safe):
                copy.open_or_chord(Action.OPEN, cell)
        assert copy.status == "won"

    @rule(action=MOVES, pick=PICK)
    def play_cell(self, action: Action, pick: int) -> None:
        if pick >= 0:
            return self.move(action, self.cell(pick))
        rows, cols = self.model.rows, self.model.cols  # off the board: refused, no change
        coord = [Coord(-1, 0), Coord(0, -1), Coord(rows, cols - 1), Coord(rows - 1, cols),
                 Coord(10**6, 10**6)][-pick - 1]
        before, turn = self.session.game.to_text(), self.session.play(Move(action, coord))
        assert not turn.applied and turn.reason and turn.finish is None
        assert (turn.is_error or action is Action.MARK) and self.session.game.to_text() == before

    @precondition(lambda self: self.model.mines is not None)
    @rule(aim=st.sampled_from(["open safe", "flag mine", "open number"]), pick=PICK)
    def aimed(self, aim: str, pick: int) -> None:
        model = self.model
        mines, state = model.mines or set(), model.state
        among = {"open safe": [i for i, s in enumerate(state) if s != OPEN and i not in mines],
                 "flag mine": [i for i in sorted(mines) if state[i] != FLAG],
                 "open number": [i for i, s in enumerate(state) if s == OPEN and model.count(i)]}
        self.move(Action.FLAG if aim == "flag mine" else Action.OPEN,
                  self.cell(pick, among[aim]))

    @rule(control=st.sampled_from(["undo", "undo", "pause", "new", "replay", "share",
                                          "keep and resume"]))
    def control(self, control: str) -> None:
        session, model = self.session, self.model
        if control == "undo":  # refused unless lost
            turn = session.undo()
            assert turn.applied == model.undo() and (turn.applied or turn.reason)
        elif control == "pause":
            said = session.toggle_pause()
            assert (said == "") == (model.paused or model.status not in OVER), said
            model.paused = not model.paused and model.status not in OVER
        elif control == "new":
            session.new_game()
            self.model = self.fresh(self.fixed, self.first_click, self.opening)
        elif control in ("replay", "share") and model.status != "not started":
            dealt_for = self.first_click if self.fixed is not None else \
                (model.dealt_for if model.dealt_for is not None else model.first)
            opening = self.opening or self.fixed is None
            if control == "replay":
                assert session.can_replay
                session.replay()
            else:  # README: the game ID deals exactly that board, in its mode, for its click
                shared = Settings.of_game_id(GameId.parse(session.game_id()), marks=model.marks)
                self.session, self.fixed = Session(shared, lambda: 0.0), model.dealt
                self.first_click, self.opening = dealt_for, opening
            self.model = self.fresh(model.dealt, dealt_for, opening)
        elif control == "keep and resume" and model.status == "playing":
            session._store = object()  # type: ignore[assignment]  # to_saved needs one
            saved = session.to_saved()
            session._store = None
            assert saved is not None
            back = SavedGame.from_json(json.loads(json.dumps(saved.to_json())))
            self.session = Session.resumed(back, lambda: 0.0, None)
            model.paused = False  # the game goes on as it was left, redraws included

    @invariant()
    def shows_the_model(self) -> None:
        game, model = self.session.game, self.model
        assert game.to_text() == model.view(), f"\n{game.to_text()}\n!=\n{model.view()}"
        assert game.status.value == model.status
        assert game.mines_left == model.total - model.state.count(FLAG)  # may be negative
        assert game.deaths == model.deaths and game.is_paused == model.paused
        assert game.exploded == tuple(Coord(*divmod(i, model.cols)) for i in model.exploded)
        field = game.minefield
        assert model.mines is None or field is not None and set(field.mine_indices) == model.mines
        if model.status == "won":  # every safe cell open, every mine flagged
            assert model.state.count(OPEN) + model.state.count(FLAG) == len(model.state)


TestSessionModel = SessionMachine.TestCase
TestSessionModel.settings = settings(max_examples=300, stateful_step_count=30, deadline=None,
                                     suppress_health_check=[HealthCheck.too_slow])

