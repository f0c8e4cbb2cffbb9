"""The play controller: moves, the end of a game, help and fairness, decided once."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from minesweeper import wording
from minesweeper.engine import Action, Coord, Level, Move, Params, parse
from minesweeper.engine.gameid import GameId
from minesweeper.records import Store
from minesweeper.session import Fairness, Finish, Session
from minesweeper.settings import Mode, Settings
from minesweeper.turns import Tip

BOARD = parse("""
*....
.....
...*.
""")


def clock() -> float:
    return 0.0


def board_session(store: Store | None = None) -> Session:
    return Session(Settings.of_board(BOARD, "t.in"), clock, store)


def test_a_winning_move_says_how_the_game_ended() -> None:
    session = board_session()
    turn = session.play(Move(Action.OPEN, Coord(0, 4)))
    assert turn.applied and turn.finish is None
    closed = [Coord(r, c) for r in range(3) for c in range(5)
              if session.game.tile(Coord(r, c)).value == "#" and not BOARD.is_mine(Coord(r, c))]
    for coord in closed[:-1]:
        assert session.play(Move(Action.OPEN, coord)).finish is None
    last = session.play(Move(Action.OPEN, closed[-1]))
    assert last.finish is not None and last.finish.won
    assert last.finish.three_bv == BOARD.three_bv
    assert last.finish.summary().startswith("You won in")
    assert last.finish.game_id == GameId(BOARD.params, minefield=BOARD).text


def test_a_losing_move_names_the_mine() -> None:
    session = board_session()
    turn = session.play(Move(Action.OPEN, Coord(2, 3)))
    assert turn.finish is not None and not turn.finish.won
    assert turn.finish.summary() == "Boom! You lost after 0 s: a mine at row 2, column 3."
    assert turn.finish.summary(width=20) == "Lost, 0 s"


def test_a_move_that_does_not_apply_says_why_and_changes_nothing() -> None:
    session = board_session()
    off = session.play(Move(Action.OPEN, Coord(7, 7)))
    assert not off.applied and "outside the 3x5 board" in off.reason
    session.play(Move(Action.FLAG, Coord(0, 0)))
    flagged = session.play(Move(Action.OPEN, Coord(0, 0)))
    assert not flagged.applied and "flagged" in flagged.reason


def test_opening_an_open_number_chords_it() -> None:
    session = board_session()
    session.play(Move(Action.OPEN, Coord(1, 1)))  # a 1 touching the mine at 0,0
    session.play(Move(Action.FLAG, Coord(0, 0)))
    turn = session.play(Move(Action.OPEN, Coord(1, 1)))
    assert turn.applied and session.game.moves[-1].action is Action.CHORD


def test_help_before_the_first_click_gives_nothing_away() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params), clock)
    tip = session.hint()
    assert tip.message.startswith("Open anywhere") and not session.assisted
    assert session.fairness.is_fair


def test_after_a_refused_no_guess_first_click_the_tip_names_the_cells_to_avoid() -> None:
    settings = Settings.of_params(Params(2, 4, 3), mode=Mode.NO_GUESS, seed=1)
    session = Session(settings, clock)
    for cell in (Coord(0, 0), Coord(1, 0), Coord(0, 0)):
        assert session.play(Move(Action.OPEN, cell)).is_error
    tip = session.hint().message
    assert tip == ("Open another cell: could not find a no-guess board that starts at "
                   "row 0, column 0 or at row 1, column 0")
    assert not session.hint().is_error and not session.assisted
    four = wording.first_click_tip(True, [Coord(0, 0), Coord(1, 0), Coord(1, 3), Coord(0, 3)])
    assert four.endswith("row 0, column 0, at row 1, column 0, at row 1, column 3 or at "
                         "row 0, column 3")
    five = wording.first_click_tip(True, [Coord(0, c) for c in range(5)])
    assert five.endswith("at row 0, column 2 or at the 2 other cells tried")


def test_a_hint_that_proves_something_marks_the_game_assisted() -> None:
    session = board_session()
    session.play(Move(Action.OPEN, Coord(0, 4)))
    tip = session.hint()
    assert tip.cell is not None and not tip.is_error
    assert tip.message.startswith(f"{tip.cell.name[:1].upper()}{tip.cell.name[1:]} is")
    assert session.assisted and not session.fairness.is_fair


def test_the_chance_map_is_exact_and_marks_the_game_assisted() -> None:
    session = board_session()
    session.play(Move(Action.OPEN, Coord(0, 4)))
    chances = session.probabilities()
    assert not chances.refusal and session.assisted
    assert chances.chances[2 * 5 + 3] == 1.0  # the 1s around it leave only this cell


def test_before_the_first_click_a_board_file_promises_only_the_cell_it_was_dealt_for() -> None:
    # A mine beside the click: the 3x3 block a random deal keeps clear is not promised.
    field = parse("*...\n....\n...*\n.*..\n")
    session = Session(Settings.of_board(field, "b.in", first_click=Coord(1, 1)), clock)
    chances = session.probabilities().chances
    assert chances[1 * 4 + 1] == 0.0  # the click it was dealt for
    assert chances[0] == chances[3] == pytest.approx(3 / 15)  # beside it and far away alike
    assert not session.assisted


def test_before_the_first_click_a_random_game_s_id_keeps_its_block_clear() -> None:
    game_id = GameId.parse("b-7-4.4")
    session = Session(Settings.of_game_id(game_id), clock)
    chances = session.probabilities().chances
    assert all(chances[(4 + dr) * 8 + 4 + dc] == 0.0 for dr in (-1, 0, 1) for dc in (-1, 0, 1))
    assert chances[0] == pytest.approx(10 / 55)
    # The ID of a fixed board (a file's) promises only the click, as the file does.
    field = parse("*...\n....\n...*\n.*..\n")
    fixed_id = GameId.parse(GameId(field.params, first_click=Coord(1, 1), minefield=field).text)
    fixed = Session(Settings.of_game_id(fixed_id), clock).probabilities().chances
    assert fixed[1 * 4 + 1] == 0.0 and fixed[0] == pytest.approx(3 / 15)


def test_before_the_first_click_a_replayed_random_board_keeps_its_block_clear() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=3), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.replay()
    chances = session.probabilities().chances
    assert all(chances[(4 + dr) * 8 + 4 + dc] == 0.0 for dr in (-1, 0, 1) for dc in (-1, 0, 1))
    assert chances[0] == pytest.approx(10 / 55)


def test_a_finished_game_exports_its_board(tmp_path: Path) -> None:
    session = board_session()
    assert session.export(str(tmp_path)) == (False, "export the board once the game is over")
    session.play(Move(Action.OPEN, Coord(0, 0)))
    done, message = session.export(str(tmp_path))
    [written] = tmp_path.glob("minesweeper-*.in")
    assert done and str(written) in message and parse(written.read_text()) == BOARD


def test_an_export_that_fails_names_the_whole_path_as_one_that_works_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    session = board_session()
    session.play(Move(Action.OPEN, Coord(0, 0)))
    done, message = session.export("missing")
    assert not done and message.startswith(f"could not write {tmp_path / 'missing'}/mine")
    assert message.endswith(".in: No such file or directory")


def test_a_replay_never_counts(tmp_path: Path) -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params), clock, Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    first = session.game.minefield
    session.replay()
    assert session.fairness.replayed and not session.fairness.is_fair
    session.play(Move(Action.OPEN, Coord(0, 0)))
    assert session.game.minefield == first


def test_a_kept_shared_board_comes_back_as_a_shared_board(tmp_path: Path) -> None:
    store = Store(tmp_path)
    game_id = GameId(Level.BEGINNER.params, 9, Coord(4, 4))
    session = Session(Settings.of_game_id(game_id), clock, store)
    session.play(Move(Action.FLAG, Coord(0, 0)))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.save()
    saved = store.take_saved()
    assert saved is not None
    back = Session.resumed(saved, clock, store)
    assert back.title == "Shared Beginner" and back.game_id() == game_id.text
    assert back.game.to_text() == session.game.to_text()
    assert not back.fairness.ranked


def follow_hints(session: Session, limit: int = 2000) -> Finish:
    """Play only what the hint says (a sure move, or the least risky guess) to the end."""
    for _ in range(limit):
        tip = session.hint()
        assert tip.cell is not None or tip.message.startswith("Open anywhere"), tip.message
        cell = tip.cell or Coord(session.params.rows // 2, session.params.cols // 2)
        action = Action.FLAG if " is a mine" in tip.clause else Action.OPEN
        if action is Action.FLAG and session.game.tile(cell).value == "F":
            action = Action.OPEN  # a wrong flag: the hint says the cell is safe
        turn = session.play(Move(action, cell))
        if turn.finish is not None:
            return turn.finish
    raise AssertionError("the game did not end")


def test_a_player_who_follows_the_hints_wins_every_forgiving_game() -> None:
    made_safe = 0
    for seed in range(3):
        session = Session(Settings.of_params(Level.ADVANCED.params, seed=seed,
                                             mode=Mode.FORGIVING), clock)
        tips: list[str] = []
        hint = session.hint

        def noted(hint: Callable[[], Tip] = hint, tips: list[str] = tips) -> Tip:
            tip = hint()
            tips.append(tip.message)
            return tip

        session.hint = noted  # type: ignore[method-assign]
        finish = follow_hints(session)
        assert finish.won, (seed, session.game.to_text())
        made_safe += finish.made_safe
        guesses = [tip for tip in tips if "guess is needed" in tip]
        assert len(guesses) >= finish.made_safe  # a guess's tip says it is made safe:
        assert all("in forgiving play it is made safe: open row" in tip and "%" not in tip
                   for tip in guesses), guesses  # no risk that is not taken
    assert made_safe > 0  # some of those games needed a guess, and it was made safe


def test_strict_play_shows_the_safe_cell_an_unforced_guess_passed_by() -> None:
    from minesweeper.engine.modes import proven

    session = Session(Settings.of_params(Level.BEGINNER.params, seed=4, mode=Mode.STRICT),
                      clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    position = session.game.position()
    safe, mines = proven(position)
    assert safe  # this opening proves some cell safe, so any other guess is unforced
    guess = next(position.coord(i) for i in range(64)
                 if position.is_closed(i) and i not in safe and i not in mines)
    turn = session.play(Move(Action.OPEN, guess))
    assert turn.finish is not None and not turn.finish.won
    assert turn.notice.startswith("Strict: row ") and "was proven safe" in turn.notice
    assert turn.finish.lesson == turn.notice
    cell = turn.finish.lesson_cell
    assert cell is not None and cell.name in turn.notice and cell.name != guess.name


def test_a_win_on_a_guess_made_safe_says_so_once() -> None:
    for seed in range(200):
        session = Session(Settings.of_params(Params(3, 3, 2), seed=seed, mode=Mode.FORGIVING),
                          clock)
        session.play(Move(Action.OPEN, Coord(1, 1)))
        while not session.game.is_over:
            made_safe = session.game.made_safe
            cell = session.hint().cell
            assert cell is not None
            turn = session.play(Move(Action.OPEN, cell))
        if session.game.made_safe == made_safe:
            continue  # the last move was not a guess made safe
        assert turn.finish is not None and turn.finish.won
        assert turn.finish.luck_line == "1 forced guess made safe" or turn.finish.made_safe > 1
        assert turn.notice == ""  # the luck line says it: not "your guess was made safe" too
        return
    raise AssertionError("no seed won on a guess made safe")


def test_forgiving_play_says_why_a_guess_that_lost_was_not_forgiven() -> None:
    from minesweeper.engine.modes import proven

    for seed in range(40):  # the first seeds whose unforced guess at random loses
        session = Session(Settings.of_params(Level.BEGINNER.params, seed=seed,
                                             mode=Mode.FORGIVING), clock)
        session.play(Move(Action.OPEN, Coord(4, 4)))
        position = session.game.position()
        safe, mines = proven(position)
        field = session.game.minefield
        assert field is not None
        guess = next((position.coord(i) for i in range(64) if position.is_closed(i)
                      and i not in safe and field.is_mine(position.coord(i))), None)
        if not safe or guess is None:
            continue
        turn = session.play(Move(Action.OPEN, guess))
        assert turn.finish is not None and not turn.finish.won  # not forced: not made safe
        assert turn.notice.startswith("Not forgiven: row ") and "was proven safe" in turn.notice
        assert turn.notice.endswith(f"so the guess at {guess.name} was not forced")
        cell = turn.finish.lesson_cell
        assert cell is not None and cell.name in turn.notice and turn.finish.lesson_numbers
        return
    raise AssertionError("no seed gave an unforced losing guess")


def test_a_chord_that_opens_a_safe_cell_and_a_guess_is_told_which_was_the_guess() -> None:
    # A wrong flag at row 0, column 0 lets the 1 at row 1, column 1 chord: it opens row 2,
    # column 0, proven safe, and row 1, column 0, a mine. The safe cell named is one the
    # chord opened, so the words say which cell was the guess.
    session = Session(Settings.of_params(Params(5, 5, 7), seed=5, mode=Mode.FORGIVING), clock)
    session.play(Move(Action.OPEN, Coord(2, 2)))
    session.play(Move(Action.FLAG, Coord(0, 0)))
    turn = session.play(Move(Action.OPEN, Coord(1, 1)))
    assert turn.finish is not None and not turn.finish.won
    assert session.game.exploded == (Coord(1, 0),)
    assert turn.notice.startswith("Not forgiven: row 2, column 0 was proven safe")
    assert turn.notice.endswith("so the guess at row 1, column 0 was not forced")


def test_undo_after_a_loss_goes_on_and_the_game_counted_as_lost(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = Session(Settings.of_params(Level.BEGINNER.params), clock, store)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    field = session.game.minefield
    assert field is not None
    assert session.play(Move(Action.OPEN, next(field.mines()))).finish is not None
    turn = session.undo()
    assert turn.applied and session.game.status.value == "playing"
    assert session.fairness.undone and not session.fairness.is_fair
    assert not session.undo().applied  # only the losing move
    finish = follow_hints(session)
    assert finish.deaths == 1 and finish.rank is None
    stats = store.stats()["beginner"]
    assert (stats.played, stats.won) == (1, 0)  # counted once, as the loss


def test_a_kept_forgiving_game_resumes_with_its_redraws(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for seed in range(100, 110):  # until a game needs a forced guess (103 does)
        session = Session(Settings.of_params(Level.INTERMEDIATE.params, seed=seed,
                                             mode=Mode.FORGIVING), clock, store)
        while session.game.made_safe == 0 and not session.game.is_over:
            tip = session.hint()
            assert tip.cell is not None or not tip.is_error
            cell = tip.cell or Coord(8, 8)
            action = Action.FLAG if " is a mine" in tip.clause else Action.OPEN
            if action is Action.FLAG and session.game.tile(cell).value == "F":
                action = Action.OPEN
            session.play(Move(action, cell))
        if not session.game.is_over:
            break
    assert session.game.made_safe == 1 and session.game.dealt != session.game.minefield
    session.save()
    saved = store.take_saved()
    assert saved is not None
    back = Session.resumed(saved, clock, store)
    assert back.title == "Intermediate, forgiving"
    assert back.game.to_text() == session.game.to_text()
    assert back.game.minefield == session.game.minefield and back.game.made_safe == 1


def test_the_end_says_why_a_game_set_no_best_time() -> None:
    seeded = Session(Settings.of_params(Level.BEGINNER.params, seed=3), clock)
    seeded.play(Move(Action.OPEN, Coord(4, 4)))
    field = seeded.game.minefield
    assert field is not None
    finish = seeded.play(Move(Action.OPEN, next(field.mines()))).finish
    assert finish is not None and finish.unranked == "chosen seed"
    seeded.replay()
    seeded.play(Move(Action.OPEN, Coord(4, 4)))
    seeded.hint()  # it tells the player something
    finish = seeded.play(Move(Action.OPEN, next(field.mines()))).finish
    assert finish is not None and finish.unranked == "chosen seed, replay, assisted"
    board = board_session()
    finish = board.play(Move(Action.OPEN, Coord(0, 0))).finish
    assert finish is not None and finish.unranked == "board file"


def test_a_wrong_flag_is_pointed_out_before_any_other_move() -> None:
    from minesweeper.engine import proof_of_safety

    session = Session(Settings.of_params(Level.BEGINNER.params, seed=2), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    position = session.game.position()
    flagged = Coord(1, 3)
    assert proof_of_safety(position, frozenset({1 * 8 + 3})) is not None  # proven safe
    session.play(Move(Action.FLAG, flagged))
    tip = session.hint()
    assert tip.clause.startswith("the flag at row 1, column 3 is wrong")
    assert tip.move == Move(Action.FLAG, flagged)  # flag again: the flag comes off


def test_a_hint_on_a_board_over_the_budget_uses_the_one_and_two_number_rules() -> None:
    from minesweeper.engine import BUDGET_CELLS, HintKind, Position, player_hint

    position = Position.from_text("""
        1###
        1###
        ####
    """, mines=2)
    found = player_hint(position, budget=4)  # 12 cells: over a budget of 4
    assert 4 < position.rows * position.cols < BUDGET_CELLS
    assert found.kind in (HintKind.SAFE, HintKind.MINE) and found.numbers
    with pytest.raises(ValueError, match="exact counting is too slow"):
        player_hint(Position.from_text("####\n####\n####", mines=2), budget=4)


@pytest.mark.parametrize("mode", [Mode.FORGIVING, Mode.STRICT])
def test_opening_a_proven_mine_says_what_proved_it(mode: Mode) -> None:
    # Beginner, seed 7: after the centre, the 1 at row 6, column 5 proves row 5, column 6.
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7, mode=mode), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    turn = session.play(Move(Action.OPEN, Coord(5, 6)))
    assert turn.finish is not None and not turn.finish.won
    assert turn.finish.lesson == wording.mistake(
        Coord(5, 6), "the 1 at row 6, column 5 has only one closed neighbour, so it is a mine")
    assert turn.notice == turn.finish.lesson


def test_opening_a_mine_in_classic_play_has_no_lesson() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    turn = session.play(Move(Action.OPEN, Coord(5, 6)))
    assert turn.finish is not None and turn.finish.lesson == ""


def test_a_lesson_names_the_numbers_it_marks() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7, mode=Mode.FORGIVING),
                      clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    finish = session.play(Move(Action.OPEN, Coord(5, 6))).finish
    assert finish is not None and finish.lesson_numbers == (Coord(6, 5),)
    assert finish.lesson_cell is None  # a mistake: no safe cell to show, its number marked


def test_the_win_line_rates_the_time_as_best_times_keep_it() -> None:
    # 7 3BV in 1.0927 s: kept as 1093 ms, 6.40/s in the table (6.41 unrounded); the win
    # line says the same as the table.
    kept = wording.rate(7, 1093 / 1000)
    assert kept == "6.40" and f"3BV/s {kept}" in wording.win_lines(1.0927, 7, None)[0]


def test_a_win_after_an_undo_names_the_undo_once() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.play(Move(Action.OPEN, Coord(5, 6)))  # a mine
    session.undo()
    session.hint()  # assisted, as well as chosen seed
    finish = follow_hints(session)
    assert finish.won and finish.luck_line == "1 death taken back"
    assert finish.unranked == "chosen seed, assisted"  # the luck line says the undo
    assert Fairness(True, undone=True).unranked_reason("", undo_said=True) == \
        "a loss taken back"  # unless it is the only reason
