"""The play controller's help: hints and the chance map before and after the first click, a
wrong flag, a board over the exact-counting budget, and help marking a game assisted."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from minesweeper import runs, wording
from minesweeper.engine import (
    Action,
    Coord,
    Level,
    Move,
    Params,
    Position,
    Status,
    parse,
    player_hint,
)
from minesweeper.engine.gameid import GameId
from minesweeper.records import Store
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings
from test_session import board_session, clock


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


def test_before_the_first_click_of_a_random_deal_the_map_waits_for_it() -> None:
    # No mines yet, and the click will not be one: a 16% on every cell would mislead.
    for mode in (Mode.CLASSIC, Mode.NO_GUESS):
        session = Session(Settings.of_params(Level.BEGINNER.params, mode=mode), clock)
        found = session.probabilities()
        assert found.chances == {} and not found.refusal
        assert found.pending == wording.CHANCES_AFTER_FIRST_CLICK
        assert not session.assisted


def test_before_the_first_click_a_replayed_random_board_keeps_its_block_clear() -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=3), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.replay()
    chances = session.probabilities().chances
    assert all(chances[(4 + dr) * 8 + 4 + dc] == 0.0 for dr in (-1, 0, 1) for dc in (-1, 0, 1))
    assert chances[0] == pytest.approx(10 / 55)


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


def test_a_guess_where_every_choice_is_flagged_takes_a_flag_off_first() -> None:
    # Both undecided cells flagged: the hint named "open 0 0", which the flag refuses, so
    # a bot that follows hints went round for ever.
    session = Session(Settings.of_board(parse("*.\n..\n", "fifty"), "fifty"), clock)
    for move in (Move(Action.OPEN, Coord(0, 1)), Move(Action.OPEN, Coord(1, 1)),
                 Move(Action.FLAG, Coord(0, 0)), Move(Action.FLAG, Coord(1, 0))):
        session.play(move)
    tip = session.hint()
    assert tip.move is not None and tip.move.action is Action.FLAG
    assert tip.clause.endswith("the flag on row 0, column 0 is not proven, so take it off first") \
        or tip.clause.endswith("the flag on row 1, column 0 is not proven, so take it off first")
    for _ in range(4):  # following the hints ends the game
        tip = session.hint()
        if session.game.is_over or tip.move is None:
            break
        session.play(tip.move)
    assert session.game.is_over


def test_after_a_first_open_elsewhere_the_tip_still_names_the_dealt_click() -> None:
    # It had been forgotten once a cell opened: the tip then sent the player onto a mine
    # (b-1-4.4: open 0 0, and the tip named row 0, column 7 as a 15% guess).
    session = Session(Settings.of_game_id(GameId.parse("b-1-4.4")), clock)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    tip = session.hint()
    assert tip.cell == Coord(4, 4) and "dealt for a first click here" in tip.message
    assert not session.assisted  # what the deal promised, not news
    chances = session.probabilities().chances
    assert chances[4 * 8 + 4] == 0.0 and session.assisted  # the map tells the rest


def test_a_crowded_no_guess_board_s_first_tip_does_not_say_anywhere() -> None:
    # 3x3 with 5 mines: a click in the middle cannot keep its block clear, and no no-guess
    # board starts there; the tip said "open anywhere" all the same.
    session = Session(Settings.of_params(Params(3, 3, 5), seed=1, mode=Mode.NO_GUESS),
                      lambda: 0.0)
    tip = session.hint()
    assert "anywhere" not in tip.clause and "a first click may be refused" in tip.clause
    assert session.play(Move(Action.OPEN, Coord(1, 1))).is_error  # refused, as foretold
    assert "starts at row 1, column 1" in session.hint().clause
    assert not session.play(Move(Action.OPEN, Coord(0, 0))).is_error
    dense = Session(Settings.of_params(Params(2, 20, 30), seed=4, mode=Mode.NO_GUESS),
                    lambda: 0.0)  # (mostly mines: a corner was refused there, seed 4)
    assert "a first click may be refused" in dense.hint().clause
    for roomy in (Params(5, 5, 12), Params(1, 20, 10), Params(2, 10, 10)):  # (the block a
        # click keeps clear is smaller on a board one or two cells across)
        session = Session(Settings.of_params(roomy, seed=1, mode=Mode.NO_GUESS), lambda: 0.0)
        assert session.hint().clause.startswith("Open anywhere"), roomy


def test_a_mine_tip_on_a_question_mark_says_two_flags_are_needed_in_both_front_ends() -> None:
    # Plain play said it; the full-screen game did not, and one f only took the ? off.
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=7, marks=True), clock)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.play(Move(Action.MARK, Coord(5, 6)))
    tip = session.hint()
    assert tip.move == Move(Action.FLAG, Coord(5, 6))
    assert tip.clause.endswith(f"({wording.FLAG_THROUGH_MARK})"), tip.clause


SMALL_FIELD = parse(""".......
.......
.......
.......
*......
**.*..*
""", "small")


def test_a_player_who_never_flags_hears_each_mine_once_then_the_next_move() -> None:
    # Each tip heard whole: tip-only games without a flag got through; the same mine came
    # back at every ask (298 of 300 such Beginner games stalled).
    results = {Status.WON: 0, Status.LOST: 0}
    for seed in range(20):
        session = Session(Settings.of_params(Level.BEGINNER.params, seed=seed), lambda: 0.0)
        session.play(Move(Action.OPEN, Coord(4, 4)))
        named: list[Coord] = []
        while not session.game.is_over:
            tip = session.hint()
            session.heard(tip)
            assert tip.move is not None and len(named) < 64
            if tip.move.action is Action.FLAG:
                assert tip.move.coord not in named  # each mine once
                named.append(tip.move.coord)
            else:
                session.play(tip.move)
        results[session.game.status] += 1
    assert results[Status.WON] >= 15, results


def test_only_a_mine_heard_is_passed_over_and_only_in_its_game() -> None:
    session = Session(Settings.of_board(SMALL_FIELD, "small"), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    mine = session.hint()
    assert mine.move == Move(Action.FLAG, Coord(4, 0))
    assert session.hint() == mine  # not heard (a tip read only in part): the same again
    session.heard(mine)
    safe = session.hint()
    assert safe.move == Move(Action.OPEN, Coord(5, 4))
    session.heard(safe)  # a safe cell is named until it is opened
    assert session.hint() == safe
    session.replay()
    session.play(Move(Action.OPEN, Coord(0, 0)))
    assert session.hint() == mine  # a new game: told nothing yet
    session.play(Move(Action.FLAG, Coord(4, 0)))
    session.heard(mine)  # flagged already: nothing to pass over
    session.play(Move(Action.FLAG, Coord(4, 0)))
    assert session.hint() == mine


def test_a_no_guess_first_tip_is_crowded_just_past_a_clear_block() -> None:
    # 4x4: a click in the middle keeps a block of 9 clear. With 7 mines that block and the
    # mines fill the board exactly (a click opens it and wins); with 8 it cannot be kept.
    def first_tip(mines: int) -> str:
        session = Session(Settings.of_params(Params(4, 4, mines), seed=1, mode=Mode.NO_GUESS),
                          lambda: 0.0)
        return session.hint().clause

    assert first_tip(7).startswith("Open anywhere")
    assert "a first click may be refused" in first_tip(8)


def test_the_chance_map_is_kept_at_once_so_a_kill_does_not_take_the_help_back(
        tmp_path: Path) -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=4242),
                      store=Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.play(Move(Action.OPEN, Coord(0, 0)))
    assert session.probabilities().chances and session.assisted
    runs.let_go(tmp_path)  # the window is killed: its game is offered again
    kept = Store(tmp_path).saved_game()
    assert kept is not None and kept.flags.get("assisted")


def test_a_paused_game_gives_no_tip_and_stays_unassisted() -> None:
    # The board is hidden while paused: a tip then would show a cell unseen (the curses
    # game refuses the key first; the session must refuse too, for any other front end).
    session = Session(Settings.of_params(Level.BEGINNER.params, seed=4242), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    assert session.toggle_pause() == "" and session.game.is_paused
    tip = session.hint()
    assert tip.is_error and tip.move is None and tip.cell is None
    assert not session.assisted


def test_a_tip_that_the_flag_on_the_dealt_click_is_wrong_is_no_help_either() -> None:
    # The deal promised that cell: saying a flag on it is wrong tells no more than naming
    # it to open does (README), but it marked the game assisted.
    session = Session(Settings.of_game_id(GameId.parse("b-1-4.4")), clock)
    session.play(Move(Action.OPEN, Coord(0, 0)))
    session.play(Move(Action.FLAG, Coord(4, 4)))
    tip = session.hint()
    assert tip.cell == Coord(4, 4) and "dealt for a first click here" in tip.message
    assert "wrong" in tip.message and not session.assisted


def test_a_counted_games_id_is_not_shown_while_it_is_played_even_with_help(
        tmp_path: Path) -> None:
    # One tip made the game assisted, and help (?) then showed its ID: the whole board,
    # for a win that counts in the statistics (played, won, streak) all the same.
    session = Session(Settings.of_params(Level.BEGINNER.params), clock, Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.hint()
    assert session.assisted and session.counts_games
    assert session.shown_game_id is None
    field = session.game.minefield
    assert field is not None
    session.play(Move(Action.OPEN, next(field.mines())))  # lost: now it may be shared
    assert session.shown_game_id == session.game_id()


def test_a_recovered_games_id_is_not_shown_while_it_is_played(tmp_path: Path) -> None:
    session = Session(Settings.of_params(Level.BEGINNER.params), clock, Store(tmp_path))
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.fairness = replace(session.fairness, recovered=True)  # as after a kill
    assert session.counts_games
    assert session.shown_game_id is None


def test_taking_a_flag_off_a_guess_names_the_flag_it_means() -> None:
    # An endgame guess on a flagged cell that is riskier than the least risky cell: the
    # tip ended "...; the least risky cell, row 4, column 1, with a 7.9% chance of a mine,
    # wins 57.9%; its flag is not proven, so take it off first": "its" read as row 4,
    # column 1, which has no flag (found by the tips helper, 5x8x9, seed 151, partway).
    position = Position.from_text(".....1##\n112222##\n2F2##21#\nF334##F#\n########", 9)
    found = player_hint(position)
    assert found.cell == (3, 6) and "least risky cell, row 4, column 1" in found.reason
    clause = wording.hint_clause(found, flagged=True)
    assert clause.endswith("; the flag on row 3, column 6 is not proven, so take it off first")
