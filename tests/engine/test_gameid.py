"""Game IDs and move texts round-trip, and an ID deals the same board again."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.engine import (
    Coord,
    Game,
    Level,
    Minefield,
    Move,
    MoveError,
    Params,
    is_no_guess,
    parse,
)
from minesweeper.engine.gameid import GameId, GameIdError
from minesweeper.engine.luck import Luck
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings


def clock() -> float:
    return 0.0


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("no_guess", [False, True])
def test_a_played_game_id_deals_the_same_board(level: Level, no_guess: bool) -> None:
    mode = Mode.NO_GUESS if no_guess else Mode.CLASSIC
    session = Session(Settings.of_params(level.params, seed=123456789, mode=mode), clock)
    game = session.new_game()
    game.open(Coord(3, 3))
    text = session.game_id()
    parsed = GameId.parse(text)
    assert parsed.text == text and parsed.first_click == Coord(3, 3)
    assert parsed.params == level.params and parsed.no_guess == no_guess
    again = Session(Settings.of_game_id(parsed), clock)
    assert again.no_guess == no_guess
    assert again.new_game().minefield == game.minefield
    if no_guess:
        assert game.minefield is not None and is_no_guess(game.minefield, Coord(3, 3))
    flagged = GameId(level.params, 42, Coord(1, 2),
                     Luck.NO_GUESS if no_guess else Luck.CLASSIC)
    assert GameId.parse(flagged.text) == flagged
    assert flagged.text.startswith("n-") == no_guess


def test_an_id_without_a_first_click_replays_with_the_same_click() -> None:
    session = Session(Settings.of_params(Params(9, 9, 20), seed=99), clock)
    game = session.new_game()
    before = GameId.parse(session.game_id())
    assert before.first_click is None and before.text == "9x9x20-2r"
    game.open(Coord(4, 4))
    replay = Session(Settings.of_game_id(before), clock).new_game()
    replay.open(Coord(4, 4))
    assert replay.minefield == game.minefield


@pytest.mark.parametrize("no_guess", [False, True])
def test_dealing_an_id_gives_the_board_its_game_was_played_on(no_guess: bool) -> None:
    from minesweeper.engine import no_guess_minefield, place_mines

    placement = no_guess_minefield if no_guess else place_mines
    game = Game.random(Level.INTERMEDIATE.params, random.Random(77), placement=placement)
    game.open(Coord(5, 9))
    luck = Luck.NO_GUESS if no_guess else Luck.CLASSIC
    dealt = GameId(Level.INTERMEDIATE.params, 77, Coord(5, 9), luck).deal()
    assert dealt is not None and dealt == game.minefield
    assert GameId(Level.INTERMEDIATE.params, 77, None, luck).deal() is None


def test_a_fixed_board_id_carries_the_board() -> None:
    field = parse("*..*\n....\n.*..\n")
    text = GameId(field.params, minefield=field).text
    assert text.startswith("f-3x4-")
    assert GameId.parse(text).minefield == field


@pytest.mark.parametrize("text", [
    "", "x", "q-12", "a-", "a-12-3", "a-12-99.0", "5x5x30-1", "0x5x1-1",
    "f-3x4-", "f-3x4-!!", "f-3x4-AAAA", "f-2000x2000-eNpjEGBoEWCQ4WRgAQAFJQDO",
    "b-3w5e11264sgsg-1.1",  # seed 2**64: one past what --seed accepts
])
def test_bad_ids_say_what_is_wrong(text: str) -> None:
    with pytest.raises(GameIdError, match="game ID|not a game ID"):
        GameId.parse(text)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.data())
def test_fixed_ids_round_trip(rows: int, cols: int, data: st.DataObject) -> None:
    cells = data.draw(st.sets(st.integers(0, rows * cols - 1), max_size=rows * cols - 1))
    field = Minefield(rows, cols, [Coord(*divmod(index, cols)) for index in cells])
    assert GameId.parse(GameId(field.params, minefield=field).text).minefield == field
    # With the click a board file was dealt for (its `# first click` comment): kept too.
    safe = [Coord(*divmod(index, cols)) for index in range(rows * cols) if index not in cells]
    first = data.draw(st.sampled_from(safe))
    game_id = GameId(field.params, first_click=first, minefield=field)
    assert GameId.parse(game_id.text) == game_id and game_id.text.endswith(
        f"-{first.row}.{first.col}")


@pytest.mark.parametrize(("click", "problem"), [("0.0", "is a mine"), ("3.0", "off the board")])
def test_a_fixed_ids_first_click_must_be_a_safe_cell_of_its_board(click: str,
                                                                   problem: str) -> None:
    field = parse("*..*\n....\n.*..\n")
    text = GameId(field.params, minefield=field).text
    with pytest.raises(GameIdError, match=problem):
        GameId.parse(f"{text}-{click}")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 15), st.integers(0, 29), st.booleans())
def test_random_ids_round_trip(seed: int, row: int, col: int, no_guess: bool) -> None:
    game_id = GameId(Level.ADVANCED.params, seed, Coord(row, col),
                     Luck.NO_GUESS if no_guess else Luck.CLASSIC)
    assert GameId.parse(game_id.text) == game_id


def test_moves_round_trip_and_rebuild_a_game() -> None:
    game = Game.random(Level.BEGINNER.params, random.Random(3))
    game.open(Coord(0, 0))
    game.toggle_flag(Coord(7, 7))
    game.toggle_flag(Coord(7, 6))
    game.toggle_flag(Coord(7, 6))
    game.open(Coord(7, 7))  # refused (flagged): not a move
    texts = [move.text for move in game.moves]
    assert texts == ["O0,0", "F7,7", "F7,6", "F7,6"]
    assert [Move.parse(text).text for text in texts] == texts
    assert game.minefield is not None
    rebuilt = Game.restored(game.minefield, [Move.parse(text) for text in texts], 0.0)
    assert rebuilt.to_text() == game.to_text()
    with pytest.raises(MoveError):
        Move.parse("X1,2")


@pytest.mark.parametrize("luck", list(Luck))
def test_the_luck_is_part_of_the_id(luck: Luck) -> None:
    game_id = GameId(Level.BEGINNER.params, 1234, Coord(2, 2), luck)
    again = GameId.parse(game_id.text)
    assert again == game_id and again.luck is luck
    assert len({GameId(Level.BEGINNER.params, 1234, None, other).text for other in Luck}) == 4


def test_a_first_click_off_the_board_is_named_as_everywhere_else() -> None:
    with pytest.raises(GameIdError, match=r"the first click, row 2, column 20, is off the board"):
        GameId.parse("b-1-2.20")


@pytest.mark.parametrize("seed", [-1, 2**64, 2**70])
def test_a_game_id_s_seed_outside_what_ids_name_is_refused_when_made(seed: int) -> None:
    # -1 made `text` loop for ever (base 36 never reached 0); 2**70 wrote an ID that
    # parse then refused.
    with pytest.raises(GameIdError, match="seed is 0 to 2\\*\\*64 - 1"):
        GameId(Level.BEGINNER.params, seed=seed)


@pytest.mark.parametrize("text", ["9" * 5000 + "x1x1-1", "f-" + "9" * 5000 + "x1-AAAA",
                                  "b-5-" + "0" * 5000 + "1.1"])
def test_a_game_id_with_thousands_of_digits_is_a_short_game_id_error(text: str) -> None:
    # int() refuses 4,300 digits: a plain ValueError with Python's own words got out.
    with pytest.raises(GameIdError) as refused:
        GameId.parse(text)
    assert len(str(refused.value)) < 200


def test_a_game_id_s_fields_are_checked_when_made() -> None:
    # Both missing gave a bare AssertionError in `text`; a minefield of another size, an ID
    # that dealt the wrong board.
    with pytest.raises(GameIdError, match="either a seed .* or a minefield"):
        GameId(Params(3, 3, 1))
    with pytest.raises(GameIdError, match="minefield is 2x2x1, not 3x3x5"):
        GameId(Params(3, 3, 5), minefield=Minefield(2, 2, [Coord(0, 0)]))
    assert GameId(Params(3, 3, 1), 5, (0, 0)).text == "3x3x1-5-0.0"  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["b-1-\uff13.\uff13", "f-3x3-eNpjZAQAAAUAAwAAAA"])
def test_only_what_an_id_is_written_with_is_read(text: str) -> None:
    # Fullwidth digits were read as 3.3; bytes after the board's data were ignored, so
    # two texts dealt one board.
    with pytest.raises(GameIdError):
        GameId.parse(text)
    assert GameId.parse("f-3x3-eNpjZAQAAAUAAw").minefield is not None


@pytest.mark.parametrize("make", [
    lambda: GameId(Params(8, 8, 10), 5, (1.5, 2)),  # type: ignore[arg-type]
    lambda: GameId(Params(8, 8, 10), 5, (True, 2)),  # type: ignore[arg-type]
    lambda: GameId(Params(8, 8, 10), 5, (1, 2, 3)),  # type: ignore[arg-type]
    lambda: GameId(Params(8, 8, 10), 5, None, "no-guess"),  # type: ignore[arg-type]
    lambda: GameId((8, 8, 10), 5),  # type: ignore[arg-type]
])
def test_a_game_id_of_the_wrong_types_is_a_game_id_error(make: object) -> None:
    # (1.5, 2) wrote b-5-1.5.2, which parse refused; "no-guess" as the luck dealt classic.
    with pytest.raises(GameIdError):
        make()  # type: ignore[operator]


def test_a_fixed_id_whose_data_has_a_mine_past_the_board_is_refused() -> None:
    # Its sides changed from 4x4 to 3x4, it read as another board, with a mine gone.
    from minesweeper.engine import Minefield

    field = Minefield(4, 4, [Coord(0, 0), Coord(3, 3)])
    text = GameId(field.params, minefield=field).text
    assert GameId.parse(text).minefield == field
    for damaged in (text.replace("4x4", "3x4"), "f-1x1-eJxjAgAAAwAD"):
        with pytest.raises(GameIdError, match="the board data does not fit"):
            GameId.parse(damaged)


def test_an_id_copied_over_several_lines_reads_as_one() -> None:
    # A large board's ID wraps on the end screen; a copy of it holds the line breaks.
    field = Minefield(16, 30, [Coord(row, (7 * row + 3) % 30) for row in range(16)])
    text = GameId(field.params, minefield=field, first_click=Coord(0, 0)).text
    wrapped = f"  {text[:20]}\n{text[20:45]} \r\n\t{text[45:]}\n"
    assert GameId.parse(wrapped).minefield == field
    assert GameId.parse("b-1z1\n  41z3-3.3") == GameId.parse("b-1z141z3-3.3")
    # Other white space is no line the screen wrapped: a word after a seed would have
    # dealt another board without a word.
    for text in ["b-1z3 junk", "b-1z3\tx", "b -1z3", "b-1z\x1f3-4.4", "b-1z3-4.\x0c4"]:
        with pytest.raises(GameIdError, match="not a game ID"):
            GameId.parse(text)


@pytest.mark.parametrize("luck", [Luck.NO_GUESS, Luck.FORGIVING, Luck.STRICT])
def test_a_fixed_board_s_id_refuses_a_luck_its_text_cannot_carry(luck: Luck) -> None:
    # It gave "f-3x3-..." and read back as classic: the luck was dropped without a word.
    field = Minefield.from_indices(3, 3, [0])
    with pytest.raises(GameIdError, match=f"played classic, not {luck.label}"):
        GameId(field.params, minefield=field, luck=luck)
    assert GameId.parse(GameId(field.params, minefield=field).text).luck is Luck.CLASSIC


def test_a_minefield_that_is_not_one_is_a_game_id_error() -> None:
    with pytest.raises(GameIdError, match="minefield is a Minefield, not 'x'"):
        GameId(Level.BEGINNER.params, minefield="x")  # type: ignore[arg-type]


def test_a_board_s_id_is_read_with_its_letters_in_capitals_as_a_random_id_is() -> None:
    # A chat that capitalises the first letter of a line sent "F-3x3-...": refused as not
    # a game ID, where "B-5" was read. The board's data stays as it was written.
    board = GameId.parse("f-3x3-eNpjZAQAAAUAAw")
    for text in ("F-3x3-eNpjZAQAAAUAAw", "f-3X3-eNpjZAQAAAUAAw", "F-3X3-eNpjZAQAAAUAAw-1.1"):
        assert GameId.parse(text).minefield == board.minefield, text
    with pytest.raises(GameIdError):
        GameId.parse("f-3x3-ENPJZAQAAAUAAW")

