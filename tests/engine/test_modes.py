"""Forgiving and strict play in the engine: guesses judged against brute force on small
positions, and how a move is answered (the redraw itself is tested in test_redraw.py).
"""
from __future__ import annotations

import random

import pytest
from gametext import BESIDE_A_SAFE_CELL, assert_fits, closed_cells, layouts, positions
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import Coord, Game, Level, Luck, Minefield, Params, modes
from minesweeper.engine.modes import (
    MAX_CELLS,
    Judgement,
    ModeError,
    TangledError,
    Verdict,
    _is_safe_nearby,
    check_size,
    is_forced,
    judge,
    proven,
    proven_mine,
    respond,
    safe_cells,
)
from minesweeper.engine.position import CLOSED, Position

# Judging ---------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(positions(), st.data())
def test_judgement_matches_brute_force_with_right_and_wrong_flags(
    position: Position, data: st.DataObject
) -> None:
    closed = closed_cells(position)
    if not closed:
        return
    every = layouts(position)
    safe = frozenset(c for c in closed if not any(c in layout for layout in every))
    mines = frozenset(c for c in closed if all(c in layout for layout in every))
    assert proven(position) == (safe, mines)
    assert safe_cells(position) == safe
    opened = data.draw(st.sets(st.sampled_from(closed), min_size=1, max_size=3))
    if opened & mines:
        expected = Verdict.MISTAKE
    elif opened <= safe:
        expected = Verdict.SAFE
    elif safe:
        expected = Verdict.UNFORCED
    else:
        expected = Verdict.FORCED
    judgement = judge(position, opened)
    assert judgement.verdict is expected
    if expected is Verdict.SAFE:  # perhaps proven from the numbers nearby only
        assert opened <= judgement.safe <= safe and judgement.mines <= mines
    else:
        assert judgement == Judgement(expected, safe, mines)
    assert is_forced(position, opened) == (expected is Verdict.FORCED)
    assert all(proven_mine(position, c) == (c in mines) for c in opened)


def test_a_fifty_fifty_with_nothing_safe_is_forced() -> None:
    position = Position.from_text("""
        11
        ##
    """, mines=1)
    assert safe_cells(position) == frozenset()
    assert judge(position, {2}) == Judgement(Verdict.FORCED, frozenset(), frozenset())
    assert is_forced(position, {3})


def test_flags_are_claims_not_mines() -> None:
    # Counted as a mine, the flag would satisfy the 1 and prove the bottom row safe.
    position = Position.from_text("""
        1F
        ##
    """, mines=1)
    assert safe_cells(position) == frozenset()
    assert not proven_mine(position, 1)
    assert judge(position, {2}).verdict is Verdict.FORCED


def test_a_flag_on_a_proven_safe_cell_is_a_safe_cell_so_no_guess_is_forced() -> None:
    # One mine in all: it must be the cell both outer 1s touch, so the flag is wrong.
    position = Position.from_text("""
        .1F
        .1#
        .1#
    """, mines=1)
    assert safe_cells(position) == {2, 8}
    assert proven_mine(position, 5)
    assert judge(position, {5}).verdict is Verdict.MISTAKE
    assert judge(position, {8}).verdict is Verdict.SAFE


def test_a_guess_while_a_safe_cell_exists_is_unforced() -> None:
    position = Position.from_text(BESIDE_A_SAFE_CELL, mines=2)
    assert safe_cells(position) == {4}
    assert proven_mine(position, 3)
    assert judge(position, {14}).verdict is Verdict.UNFORCED
    assert not is_forced(position, {9})


def test_a_chord_is_one_move() -> None:
    position = Position.from_text("""
        .1F
        .1#
        .1#
    """, mines=1)
    # A proven safe cell with a proven mine: a mistake; with nothing else: safe.
    assert judge(position, {5, 8}).verdict is Verdict.MISTAKE
    assert judge(position, {2, 8}).verdict is Verdict.SAFE


def test_the_first_open_of_a_random_game_is_always_safe() -> None:
    fresh = Game.random(Level.BEGINNER.params, random.Random(3)).position()
    assert judge(fresh, {0}) == Judgement(Verdict.SAFE, frozenset(), frozenset())


def test_a_board_dealt_for_a_click_has_that_cell_safe() -> None:
    field = Minefield(3, 3, [Coord(0, 0)])
    position = Game.fixed(field).position(dealt_for=Coord(2, 2))
    assert safe_cells(position) == {8}
    assert judge(position, {1}).verdict is Verdict.UNFORCED


@pytest.mark.parametrize("nearby", [2, 3, modes.NEARBY])
def test_cells_judged_safe_from_the_numbers_nearby_are_proven_safe(
    nearby: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Games part played (some of the solver's safe cells opened, in a random order) on
    # boards wider than the window, so that numbers at its edge are read as closed; small
    # windows cut through many numbers.
    from minesweeper.engine.noguess import solve_from

    monkeypatch.setattr(modes, "NEARBY", nearby)
    quick = 0
    for seed in range(6):
        rng = random.Random(seed)
        game = Game.random(Params(30, 40, 220), rng)
        game.open(Coord(15, 20))
        assert game.minefield is not None
        solver = solve_from(game.minefield, Coord(15, 20))
        opened = [i for i, value in enumerate(solver.state) if value < CLOSED]
        for index in rng.sample(opened, len(opened) // 2):
            game.open(Coord(*divmod(index, 40)))
        position = game.position()
        safe, _ = proven(position)
        for cell in closed_cells(position):
            if _is_safe_nearby(position, [cell]):
                quick += 1
                assert cell in safe
                assert judge(position, {cell}).verdict is Verdict.SAFE
    assert quick > 50


def test_judging_a_cell_that_is_not_closed_is_refused() -> None:
    position = Position.from_text("1#\n##", mines=1)
    for opened in (set(), {0}, {9}):
        with pytest.raises(ModeError):
            judge(position, opened)


def test_an_impossible_position_is_refused() -> None:
    with pytest.raises(ModeError, match="no layout"):
        proven(Position.from_text("3#\n##", mines=1))


# Responding to a move, and the size limit ------------------------------------------------


def test_a_forced_guess_is_made_safe_in_both_modes() -> None:
    position = Position.from_text("11\n##", mines=1)
    for strict in (False, True):
        for seed in range(10):
            response = respond(position, {2}, random.Random(seed), strict=strict)
            assert response.judgement.verdict is Verdict.FORCED
            assert response.minefield is not None
            assert response.minefield.mine_indices == {3}


def test_a_forced_move_that_cannot_be_made_safe_says_why_and_keeps_the_mines(
        monkeypatch: pytest.MonkeyPatch) -> None:
    position = Position.from_text("11\n##", mines=1)
    for strict in (False, True):  # a chord opening both cells: one of them is the mine
        response = respond(position, {2, 3}, random.Random(1), strict=strict)
        assert response.judgement.verdict is Verdict.FORCED
        assert response.judgement.unmade == "together" and response.minefield is None
    assert respond(position, {2}, random.Random(1), strict=False).judgement.unmade == ""

    def tangled(*args: object, **kwargs: object) -> None:
        raise TangledError("too many layouts to count: the frontier is too tangled")

    monkeypatch.setattr(modes, "redraw", tangled)
    response = respond(position, {2}, random.Random(1), strict=False)
    assert response.judgement.unmade == "tangled" and response.minefield is None


def test_an_unforced_guess_loses_in_strict_play_and_takes_its_chance_when_forgiving() -> None:
    position = Position.from_text(BESIDE_A_SAFE_CELL, mines=2)
    for seed in range(10):
        strict = respond(position, {14}, random.Random(seed), strict=True)
        assert strict.judgement.verdict is Verdict.UNFORCED
        assert strict.minefield is not None and strict.minefield.is_mine_at(14)
        assert respond(position, {14}, random.Random(seed), strict=False).minefield is None


@settings(max_examples=150, deadline=None)
@given(positions(), st.data())
def test_strict_play_punishes_every_unforced_guess_that_could_be_a_mine(
    position: Position, data: st.DataObject
) -> None:
    closed = closed_cells(position)
    if not closed:
        return
    opened = data.draw(st.sets(st.sampled_from(closed), min_size=1, max_size=3))
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    response = respond(position, opened, rng, strict=True)
    verdict = response.judgement.verdict
    field = response.minefield
    if verdict is Verdict.UNFORCED:
        assert field is not None and opened & field.mine_indices
    elif verdict is Verdict.FORCED and layouts(position, safe=opened):
        assert field is not None and not opened & field.mine_indices
    else:
        assert field is None
    if field is not None:
        assert_fits(field, position)


def test_proven_moves_and_mistakes_keep_the_mines() -> None:
    position = Position.from_text(BESIDE_A_SAFE_CELL, mines=2)
    for opened in ({4}, {3}, {3, 4}):
        for strict in (False, True):
            assert respond(position, opened, random.Random(0), strict=strict).minefield is None


def test_boards_too_large_to_judge_in_a_move_are_refused_in_one_line() -> None:
    check_size(Level.ADVANCED.params)
    check_size(Params(200, 200, 8000))
    with pytest.raises(ModeError) as refused:
        check_size(Params(201, 200, 10))
    assert str(refused.value) == (
        f"forgiving and strict play go up to {MAX_CELLS:,} cells; 201x200 has 40,200")


@pytest.mark.parametrize("luck", [Luck.FORGIVING, Luck.STRICT])
def test_a_game_refuses_forgiving_and_strict_play_on_a_board_too_large_to_judge(
        luck: Luck) -> None:
    # A bot's Game.fixed(1000x1000, luck=FORGIVING) was taken: each forced open took 7 s.
    big = Minefield.from_indices(201, 200, [0])
    with pytest.raises(ModeError, match="go up to 40,000 cells; 201x200 has 40,200"):
        Game.fixed(big, luck=luck)
    with pytest.raises(ModeError):
        Game.random(Params(201, 200, 10), random.Random(1), luck=luck)
    assert Game.random(Params(200, 200, 10), random.Random(1), luck=luck).luck is luck
    assert Game.fixed(big, luck=Luck.CLASSIC).luck is Luck.CLASSIC
