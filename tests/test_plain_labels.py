"""Plain play's labelled lines (`hint:`, `note:`, `error:`) go on with a small letter, as a
clause; the curses game shows the same words as sentences of their own."""

from __future__ import annotations

import io
from pathlib import Path

from minesweeper import plain, wording
from minesweeper.engine import Action, Coord, Level, Move
from minesweeper.kept import Keeper
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings

LABELS = ("hint: ", "note: ", "error: ", "nothing happened: ")


def played(session: Session, commands: str) -> list[str]:
    out = io.StringIO()
    plain.run(session, io.StringIO(commands), out)
    return out.getvalue().splitlines()


def labelled(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith(LABELS)]


def assert_small_after_the_label(lines: list[str]) -> None:
    for line in labelled(lines):
        rest = line.split(": ", 1)[1]
        assert not rest[:1].isupper(), line


def beginner(mode: Mode = Mode.CLASSIC, seed: int = 4) -> Session:
    return Session(Settings.of_params(Level.BEGINNER.params, seed=seed, mode=mode), lambda: 0.0)


def test_the_first_hint_says_open_anywhere_after_its_label() -> None:
    lines = played(beginner(), "hint\n")
    assert "hint: open anywhere: the first click is never a mine" in lines
    assert_small_after_the_label(lines)


def test_a_strict_loss_names_the_safe_cell_after_its_label() -> None:
    from minesweeper.engine.modes import proven

    looking = beginner(Mode.STRICT)
    looking.play(Move(Action.OPEN, Coord(4, 4)))
    position = looking.game.position()
    safe, mines = proven(position)
    guess = next(position.coord(i) for i in range(64)
                 if position.is_closed(i) and i not in safe and i not in mines)
    lines = played(beginner(Mode.STRICT), f"open 4 4\nopen {guess.row} {guess.col}\n")
    assert any(line.startswith("note: strict: row ") for line in lines), lines
    assert_small_after_the_label(lines)


def test_a_guess_made_safe_is_told_after_its_label() -> None:
    for seed in range(100):  # the first seed whose hints lead to a guess made safe mid-game
        looking = beginner(Mode.FORGIVING, seed)
        moves = [Move(Action.OPEN, Coord(4, 4))]
        turn = looking.play(moves[0])
        while not looking.game.is_over and turn.notice != wording.MADE_SAFE:
            tip = looking.hint()
            assert tip.move is not None
            moves.append(tip.move)
            turn = looking.play(tip.move)
        if turn.notice == wording.MADE_SAFE:
            break
    else:
        raise AssertionError("no seed made a guess safe mid-game")
    commands = "".join(f"{move.action.name.lower()} {move.coord.row} {move.coord.col}\n"
                       for move in moves)
    lines = played(beginner(Mode.FORGIVING, seed), commands)
    assert "note: no cell could be proven safe: your guess was made safe" in lines
    assert_small_after_the_label(lines)


def test_a_damaged_file_is_told_after_its_label(tmp_path: Path) -> None:
    (tmp_path / "records.json").write_bytes(b"{bad json")
    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))
    every_cell = "".join(f"open {row} {col}\n" for row in range(8) for col in range(8))
    lines = played(session, "open 4 4\n" + every_cell)  # the end is counted: the file is read
    said = " ".join(lines)  # (the notice wraps at the line width, as every line does)
    assert "note: records were damaged: the file is now records.json.damaged-" in said, lines
    assert " (not JSON from line 1)" in said
    assert_small_after_the_label(lines)


def test_a_word_in_capitals_keeps_them() -> None:
    assert wording.clause("ID b-1 is not valid") == "ID b-1 is not valid"
    assert wording.clause("A lock was given up") == "a lock was given up"


def test_a_hint_that_finds_no_tip_on_a_huge_board_is_an_answer_not_an_error() -> None:
    from minesweeper.engine import Minefield

    # One number with eight closed neighbours on 40,200 cells: exact counting is too slow.
    field = Minefield.from_indices(200, 201, [1, 5000])
    session = Session(Settings.of_board(field, "big"), lambda: 0.0)
    [line] = [line for line in played(session, "open 1 1\nhint\nquit\n") if "no tip" in line]
    assert line.startswith("hint: no tip: no one- or two-number deduction")


def test_a_proof_does_not_call_a_number_s_proven_safe_closed_neighbour_missing() -> None:
    # The 1 at row 5, column 0 has two closed neighbours on screen; one is proven safe.
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=5, mode=Mode.STRICT),
                      lambda: 0.0)
    said = " ".join(" ".join(played(session, "open 4 4\nopen 6 0\nquit\n")).split())
    assert "the 1 at row 5, column 0 has only one closed neighbour not proven safe, so it " \
        "is a mine" in said


def test_a_replay_is_called_one_in_plain_play_as_in_the_curses_header() -> None:
    # A replay kept from the curses game and resumed here was called plain "Beginner".
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=3), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert plain.banner(session).startswith("Beginner, seeded: ")
    session.replay()
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert plain.banner(session).startswith("Replay, Beginner, seeded: ")
    assert plain.status_line(session).startswith("Replay, Beginner, seeded | mines left: ")


def test_sync_says_its_word_back_so_a_piped_bot_knows_a_reply_is_whole() -> None:
    # Piped, nothing marked the end of a reply: a bot followed each command with an unknown
    # one and waited for its error.
    from test_plain import play

    status, output = play("open 1 1\nsync 17\nhint\ns a-B_9\nsync\nsync two words\n"
                          f"sync {'x' * 41}\n")
    lines = output.splitlines()
    assert status == 0 and lines.count("sync: 17") == 1 and lines.count("sync: a-B_9") == 1
    board_reply = lines[:lines.index("sync: 17")]
    assert board_reply[-1].startswith("Board ring")  # the status line came whole before it
    hint_reply = lines[lines.index("sync: 17") + 1:lines.index("sync: a-B_9")]
    assert hint_reply and hint_reply[0].startswith("hint:")
    errors = [line for line in lines if line.startswith("error: sync takes one word of at "
                                                         "most 40 ASCII letters")]
    assert len(errors) == 3
    assert not [line for line in lines if line.startswith("sync:") and line not in
                ("sync: 17", "sync: a-B_9")]
