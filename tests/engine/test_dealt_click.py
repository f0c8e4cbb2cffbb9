"""A board dealt for a first click (a replay, a shared ID) keeps that click safe whichever
cell the player opens first: the tip, the chance map, the guess policy and the judging of
forgiving and strict play all know it."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

from minesweeper.engine import (
    Coord,
    Game,
    HintKind,
    Luck,
    Minefield,
    Verdict,
    player_hint,
    probability_map,
)
from minesweeper.engine.boardfile import parse
from minesweeper.engine.position import Position

# Dealt for row 2, column 2 (its 3x3 block clear, as random boards are dealt); the player
# opens row 1, column 0 first, a 1.
BOARD = """
    *....
    .....
    .....
    .....
    ...*.
"""
DEALT = Coord(2, 2)


def opened_elsewhere(luck: Luck = Luck.CLASSIC) -> Game:
    game = Game.fixed(parse(BOARD), dealt_for=DEALT, luck=luck, redraws=random.Random(1))
    game.open(Coord(1, 0))
    return game


def brute_chances(position: Position, safe: set[int]) -> dict[int, Fraction]:
    """Each closed cell's chance of a mine over every layout that fits the numbers and the
    mine count with the cells `safe` clear, by listing them."""
    cols, cells = position.cols, position.cells
    closed = [i for i, value in enumerate(cells) if value >= 9]
    fits = []
    for mines in combinations(closed, position.mines):
        chosen = set(mines)
        if chosen & safe:
            continue
        if all(value >= 9 or value == sum(
                1 for r in range(i // cols - 1, i // cols + 2)
                for c in range(i % cols - 1, i % cols + 2)
                if 0 <= r < position.rows and 0 <= c < cols and r * cols + c in chosen)
               for i, value in enumerate(cells)):
            fits.append(chosen)
    return {i: Fraction(sum(i in f for f in fits), len(fits)) for i in closed}


def test_the_tip_still_names_the_dealt_click_after_a_first_open_elsewhere() -> None:
    position = opened_elsewhere().position(opening=True)
    found = player_hint(position)
    assert (found.cell, found.kind) == (DEALT, HintKind.SAFE)
    assert "dealt for a first click here" in found.reason


def test_the_chance_map_counts_the_dealt_click_and_its_block_safe_and_is_exact() -> None:
    from minesweeper.engine.generate import kept_clear

    block = set(kept_clear(parse(BOARD).params, DEALT))
    position = opened_elsewhere().position(opening=True)
    chances = probability_map(position).chances
    exact = brute_chances(position, block)
    assert all(chances[cell] == 0.0 for cell in block)
    assert {i: round(chances[i], 12) for i in exact} == \
        {i: round(float(value), 12) for i, value in exact.items()}


def test_the_chance_map_counts_a_mine_that_went_off_before_any_cell_was_opened() -> None:
    # A shared board's first open hit the mine at row 0, column 0; after the undo nothing
    # is open, and the map spread the mines evenly, that one too (1/11, not 1).
    from minesweeper.engine.generate import kept_clear

    game = Game.fixed(parse(BOARD), dealt_for=DEALT, dealt_opening=True)
    game.open(Coord(0, 0))
    game.undo()
    position = game.position(DEALT, opening=True)
    assert position.is_untouched and position.known_mines == {0}
    chances = probability_map(position).chances
    block = set(kept_clear(parse(BOARD).params, DEALT))
    assert chances[0] == 1.0 and all(chances[cell] == 0.0 for cell in block)
    assert {chances[i] for i in range(25) if i not in block | {0}} == {1 / 15}  # the other


def test_strict_play_judges_a_first_open_away_from_the_dealt_click() -> None:
    # The click it was dealt for was safe, and known to be: a first open elsewhere that
    # could be a mine loses, and the loss says which cell was safe and why.
    from minesweeper.engine import proof_of_safety

    game = opened_elsewhere(Luck.STRICT)
    assert game.judgement is not None and game.judgement.verdict is Verdict.UNFORCED
    assert game.status.value == "lost"
    seen = game.judged
    assert seen is not None
    proof = proof_of_safety(seen, game.judgement.safe)
    assert proof is not None and proof.cell == DEALT
    assert "dealt for a first click here" in proof.reason


def test_forgiving_play_lets_that_first_open_take_its_real_chance() -> None:
    game = opened_elsewhere(Luck.FORGIVING)
    assert game.judgement is not None and game.judgement.verdict is Verdict.UNFORCED
    assert game.made_safe == 0 and game.minefield == parse(BOARD)
    dealt_first = Game.fixed(parse(BOARD), dealt_for=DEALT, luck=Luck.STRICT,
                             redraws=random.Random(1))
    dealt_first.open(DEALT)  # the click itself: safe, judged so, nothing redrawn
    assert dealt_first.judgement is not None
    assert dealt_first.judgement.verdict is Verdict.SAFE
    assert dealt_first.minefield == parse(BOARD)


def test_a_random_game_s_first_open_is_still_not_judged() -> None:
    game = Game.random(parse(BOARD).params, random.Random(2), luck=Luck.STRICT)
    game.open(Coord(0, 4))
    assert game.judgement is None and game.status.value != "lost"
    assert isinstance(game.minefield, Minefield)


def test_a_strict_redraw_keeps_the_whole_block_a_random_deal_promised_clear() -> None:
    # Only the click itself had been kept clear: the loss showed mines beside it.
    from minesweeper.engine.generate import kept_clear

    board = parse(BOARD)
    block = set(kept_clear(board.params, DEALT))
    redrawn = 0
    for seed in range(12):
        game = Game.fixed(board, dealt_for=DEALT, dealt_opening=True, luck=Luck.STRICT,
                          redraws=random.Random(seed))
        game.open(Coord(1, 0))
        assert game.status.value == "lost" and game.minefield is not None
        assert not block & set(game.minefield.mine_indices), seed
        redrawn += game.minefield != board
    assert redrawn  # the mines did move


def test_strict_play_keeps_the_whole_dealt_block_safe_after_a_first_open_in_it() -> None:
    # Opening the block's corner first left only the click known safe: the next open in
    # the block, shown safe by the chance map, lost (st-b-1-4.4: open 3 3, open 5 5).
    game = Game.fixed(parse(BOARD), dealt_for=DEALT, dealt_opening=True, luck=Luck.STRICT,
                      redraws=random.Random(1))
    game.open(Coord(1, 1))
    game.open(Coord(3, 3))
    assert game.status.value == "playing" and game.minefield == parse(BOARD)
    assert game.judgement is not None and game.judgement.verdict is Verdict.SAFE


def test_a_flag_on_a_cell_the_deal_keeps_clear_is_called_wrong() -> None:
    # The deal's cells are given safe to the solver, so no deduction named such a flag, and
    # the tip went on to other cells; a flag on the click itself was "open" (refused).
    for flagged in (Coord(3, 3), DEALT):
        game = Game.fixed(parse(BOARD), dealt_for=DEALT, dealt_opening=True)
        game.toggle_flag(flagged)
        if flagged != DEALT:
            game.open(DEALT)
        found = player_hint(game.position(opening=True))
        assert (found.cell, found.kind) == (flagged, HintKind.WRONG_FLAG), found
        assert "this board was dealt for a first click" in found.reason


def test_positions_that_answer_differently_are_not_equal() -> None:
    # Equal (and equally hashed) whatever their deal: a cache of hints gave one's to the other.
    cells = bytes([9] * 25)
    plain = Position(5, 5, 3, cells)
    dealt = Position(5, 5, 3, cells, dealt_for=DEALT, dealt_opening=True)
    fresh = Position(5, 5, 3, cells, first_open_is_safe=True)
    assert len({plain, dealt, fresh}) == 3 and plain != dealt != fresh
    assert player_hint(plain).kind is HintKind.GUESS
    assert player_hint(dealt).kind is HintKind.SAFE
    assert "dealt_for=Coord(row=2, col=2)" in repr(dealt)
    assert repr(plain) == "Position.from_text('#####\\n#####\\n#####\\n#####\\n#####', mines=3)"
