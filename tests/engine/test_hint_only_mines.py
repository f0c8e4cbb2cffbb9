"""When the numbers prove mines but no safe cell, the tip says at once that a guess is needed
(it named one proven mine per press until every one was flagged: a player who does not flag
never heard it); where a safe cell can be proven too, the cheapest deduction comes first."""

from __future__ import annotations

import random
import re

from minesweeper import wording
from minesweeper.engine import (
    GUESS_START,
    Coord,
    Game,
    GameId,
    HintKind,
    Luck,
    Params,
    Status,
    Tile,
    player_hint,
    probability_map,
)
from minesweeper.engine.position import FLAG, Position

ONLY_MINES = "no cell can be proven safe ("


def stuck_with_mines_unflagged() -> Game:
    """Beginner game b-5-4.4 opened until no safe cell is left to prove: 8 mines are."""
    game_id = GameId.parse("b-5-4.4")
    game = Game(game_id.params, minefield=game_id.deal(), dealt_for=game_id.first_click)
    for cell in ((4, 4), (1, 0), (0, 0), (2, 7), (3, 7), (5, 7), (6, 6), (6, 7), (6, 3),
                 (6, 4), (6, 1), (7, 2)):
        game.open(Coord(*cell))
    return game


def proven(position: Position) -> tuple[set[int], set[int]]:
    """The closed cells proven safe, and the unflagged ones proven mines (by exact chances)."""
    chances = probability_map(position).chances
    safe = {index for index, chance in chances.items() if chance == 0.0}
    mines = {index for index, chance in chances.items()
             if chance == 1.0 and position.cells[index] != FLAG}
    return safe, mines


def test_a_tip_with_only_mines_proven_names_the_guess_at_once() -> None:
    game = stuck_with_mines_unflagged()
    tip = player_hint(game.position())
    assert tip.kind is HintKind.GUESS and tip.cell == Coord(7, 0)
    assert tip.reason.startswith(
        "no cell can be proven safe (row 6, column 5 and 7 other cells are proven mines; "
        "flagging them changes nothing), so a guess is needed: opening row 7, column 0 wins "
        "50.0% of the ways")
    # Flagged one by one, the count goes down; with all flagged, nothing is left to prove.
    for left, cell in enumerate(((6, 5), (7, 5), (4, 7), (6, 2), (6, 0), (2, 6), (2, 0)), 1):
        game.toggle_flag(Coord(*cell))
        again = player_hint(game.position())
        assert again.cell == Coord(7, 0) and again.reason.startswith(ONLY_MINES)
        assert ("is a proven mine; flagging it" in again.reason) == (left == 7)
    game.toggle_flag(Coord(0, 1))
    assert player_hint(game.position()).reason.startswith(GUESS_START)


def test_forgiving_play_says_the_same_before_the_guess_it_makes_safe() -> None:
    tip = player_hint(stuck_with_mines_unflagged().position())
    said = wording.hint_clause(tip, Luck.FORGIVING)
    assert said.startswith("no cell can be proven safe (row 6, column 5 and 7 other cells are "
                           "proven mines; flagging them changes nothing), so a guess is needed, "
                           "and in forgiving play it is made safe: open row 7, column 0; it is "
                           "the best guess in classic play, where opening row 7")
    assert "nothing can be proven" not in said


def test_tips_in_real_games_name_a_mine_only_while_a_safe_cell_can_be_proven() -> None:
    rng = random.Random(7)
    seen = {HintKind.MINE: 0, HintKind.GUESS: 0, "only mines": 0}
    for _ in range(40):
        game = Game.random(Params(8, 8, 12), random.Random(rng.random()))
        game.open(Coord(rng.randrange(8), rng.randrange(8)))
        while game.status is Status.PLAYING:
            position = game.position()
            tip = player_hint(position)
            safe, mines = proven(position)
            if tip.kind is HintKind.MINE:
                seen[HintKind.MINE] += 1
                assert safe, "a mine named while no cell can be proven safe"
            elif tip.kind is HintKind.GUESS:
                seen[HintKind.GUESS] += 1
                assert not safe
                stated = re.match(r"no cell can be proven safe \((row \d+, column \d+) (?:is a"
                                  r" proven mine|and (\d+) other cells? are)", tip.reason)
                if mines:
                    seen["only mines"] += 1
                    assert stated is not None
                    assert 1 + int(stated.group(2) or 0) == len(mines)
                    row, col = map(int, re.findall(r"\d+", stated.group(1)))
                    assert row * 8 + col in mines
                else:
                    assert tip.reason.startswith(GUESS_START)
            if tip.kind is HintKind.MINE and rng.random() < 0.5:
                game.toggle_flag(tip.cell)  # some players flag, some do not
            elif tip.kind is not HintKind.MINE:
                if game.tile(tip.cell) is Tile.FLAG:
                    game.toggle_flag(tip.cell)
                game.open(tip.cell)
            else:
                game.open(next(Coord(i // 8, i % 8) for i in sorted(safe)))
    assert min(seen.values()) >= 5, seen  # each case met, not only the easy one


def test_a_mine_seen_going_off_before_an_undo_counts_while_it_is_unflagged() -> None:
    # The solver knows it without a deduction: it was left out of the count (7, not 8).
    game = stuck_with_mines_unflagged()
    game.open(Coord(0, 1))
    assert game.status is Status.LOST
    game.undo()
    assert game.tile(Coord(0, 1)) is Tile.FLAG  # the undo leaves a flag on it
    assert "and 6 other cells are proven mines" in player_hint(game.position()).reason
    game.toggle_flag(Coord(0, 1))
    position = game.position()
    assert len(proven(position)[1]) == 8
    assert "row 6, column 5 and 7 other cells are proven mines" in player_hint(position).reason


def test_a_position_typed_in_with_only_a_mine_left_closed_still_names_it() -> None:
    # Nothing is left to guess: the mine is the hint (it raised "nothing to hint").
    tip = player_hint(Position.from_text("11\n#1", mines=1))
    assert tip.kind is HintKind.MINE and tip.cell == Coord(1, 0)
