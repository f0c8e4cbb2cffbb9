"""Tips (t), the mine chance map (i), the cell in words (x) and export on the game screen,
in process."""

from __future__ import annotations

from standin import Player

from minesweeper.engine import Coord, Level, Params, parse
from minesweeper.settings import Mode, Settings
from minesweeper.tui.draw import board
from minesweeper.tui.draw.text import wrap_text
from minesweeper.tui.events import Key
from minesweeper.tui.state import FULL

SMALL = parse("""\
.......
.......
.......
.......
*......
**.*..*
""", "small")


def opened() -> Player:
    """SMALL after opening the top-left corner."""
    return Player(settings=Settings.of_board(SMALL, "small")).press("Home", "K", " ")


def test_a_tip_moves_to_the_cell_and_highlights_its_proof() -> None:
    player = opened().press("t")
    game = player.game
    assert game.ui.cursor == Coord(4, 0)
    assert game.ui.highlight == {Coord(4, 0), Coord(3, 1)}
    assert "is a mine: the 1 at row 3, column 1" in game.ui.message
    assert "[1]" in player.text and "Assisted" in player.text
    player.press("z")  # the highlight lasts until the next key
    assert not game.ui.highlight and "[1]" not in player.text


def test_a_tip_s_marks_stay_with_its_words_through_help_and_a_question_answered_no() -> None:
    # The words came back after help or a "no", the brackets did not.
    player = opened().press("t")
    game = player.game
    player.press("?", "Esc")
    assert game.ui.highlight == {Coord(4, 0), Coord(3, 1)} and "[1]" in player.text
    player.press("n")
    assert "(y/n)" in player.text
    player.press("n")
    assert "[1]" in player.text and "is a mine" in " ".join(player.text.split())
    player.press("Right")  # the next move ends them
    assert not game.ui.highlight and "[1]" not in player.text


def test_a_tip_on_two_wide_cells_shows_both_brackets_until_the_next_key() -> None:
    player = Player(Level.ADVANCED.params, seed=4).press(" ", "t")
    highlight = player.game.ui.highlight
    assert len(highlight) == 2
    board_rows = [row for row in player.text.splitlines() if "│" in row]
    assert sum(row.count("[") for row in board_rows) == 2
    assert sum(row.count("]") for row in board_rows) == 2
    player.press("z")  # redraws the cells the tip marked, and those after them
    assert "[" not in player.text and "]" not in player.text


def test_a_tip_in_the_last_column_of_two_wide_cells_leaves_no_bracket_behind() -> None:
    player = Player(Level.ADVANCED.params, seed=4).press(" ")
    player.game.ui.highlight = frozenset({Coord(3, 29)})  # as a tip there would mark it
    player.app.redraw(FULL)
    row = next(line for line in player.text.splitlines() if line.lstrip().startswith("3 │"))
    assert row.endswith("[■]│")
    player.press("z")  # the next key: the cell is drawn again, and the column after it
    assert "[" not in player.text and "]" not in player.text


def message_rows(player: Player) -> str:
    """The two rows at the foot of a 40 x 12 game: its message row and the footer's row,
    which a long message takes (the key hints left out)."""
    rows = player.text.splitlines()[-2:]
    return " ".join(row.strip() for row in rows if "q quit" not in row)


def test_a_tip_too_long_for_the_message_rows_is_read_a_page_at_a_time() -> None:
    player = Player(settings=Settings.of_board(SMALL, "small"), height=12, width=40)
    player.press("Home", "K", " ", "t")
    tip = player.game.ui.message
    first = message_rows(player)
    assert len(tip) > 80 and first.endswith("(t: more)")
    assert first.startswith("Row 4, column 0 is a mine")
    second = message_rows(player.press("t"))
    assert "more" not in second and second  # the last page
    assert second.startswith("... ")  # read alone, it is not a sentence: it goes on
    assert (first.removesuffix("(t: more)") + " " + second[4:]).split() == tip.split()
    assert player.game.ui.highlight  # each page still shows the tip's cells
    player.press("t")  # read whole, the unflagged mine gives way to the next move
    assert message_rows(player).startswith("Row 5, column 4 is safe")
    assert player.game.ui.cursor == Coord(5, 4)
    again = Player(settings=Settings.of_board(SMALL, "small"), height=12, width=40)
    again.press("Home", "K", " ", "t", "Right", "Left", "t")  # a key between: it starts over
    assert message_rows(again) == first


def test_a_tip_before_the_first_click_is_not_help() -> None:
    player = Player(Level.BEGINNER.params, settings_of={"mode": Mode.NO_GUESS}).press("t")
    assert "Open anywhere: the first click is never a mine" in player.text
    assert "no-guess" in player.text and "Assisted" not in player.text


def test_a_tip_on_a_lost_game_points_to_undo() -> None:
    player = opened().press("End", "J", " ", "t")
    ui = player.game.ui
    assert ui.message == "The game is lost: u (undo) takes back the move that lost"
    assert not ui.is_error  # a way on, not a refusal


def test_the_chance_legend_fits_its_rows_whole_with_each_entry_on_one_line() -> None:
    glyphs = opened().app.context.glyphs
    for width in range(36, 100):
        lines = wrap_text(board.chance_legend(glyphs, width, 2), width)
        assert len(lines) <= 2 and not any(line.endswith("...") for line in lines), lines
        assert not any(line.endswith(("under", "█ 75%", " or", " a", "!")) for line in lines)
        assert lines[-1].endswith(("i hides", "i hides them")), (width, lines)


def test_the_chance_map_comes_back_when_a_loss_is_undone() -> None:
    player = opened().press("i", "End", "J", " ")
    assert player.game.game.is_over and player.game.ui.overlay is None  # the mines show
    player.press("u")
    ui = player.game.ui
    assert not player.game.game.is_over and ui.overlay, ui.overlay
    assert "○ ░▒▓█ !" in player.text  # the map's scale on the border
    player.press("i", "J", " ", "u")  # off at the loss: it stays off
    assert player.game.ui.overlay is None


def test_a_tip_on_a_huge_board_says_it_is_looking_first() -> None:
    player = Player(Params(201, 200, 4000)).press(" ")
    refreshes = player.terminal.refreshes
    player.press("t")
    assert player.terminal.refreshes == refreshes + 2  # "looking for a tip...", then the tip
    assert player.game.ui.message


def test_keys_typed_while_a_slow_tip_looks_are_dropped() -> None:
    # Space typed after t, while "looking for a tip..." shows, would open the cell the
    # tip then moves the cursor to (a mine, when the tip is a mine).
    player = Player(Params(201, 200, 4000)).press(" ")
    player.terminal.events = [Key(" ")]
    player.press("t")
    assert player.terminal.dropped == 1 and not player.terminal.events
    assert not player.game.game.is_over


def test_keys_typed_after_a_quick_tip_stay() -> None:
    player = opened()
    player.terminal.events = [Key("f")]
    player.press("t")
    assert player.terminal.dropped == 0 and player.terminal.events == [Key("f")]


def test_the_chance_map_shows_and_hides() -> None:
    player = opened().press("i")
    view = player.game.layout
    assert view is not None and view.message_rows >= 2
    legend = board.chance_legend(player.app.context.glyphs, view.width, view.message_rows)
    assert legend.startswith("Mine chances:")  # the longest that fits the rows of 80
    assert " ".join(legend.split()) in " ".join(player.text.split())
    assert "!" in player.text and "Assisted" in player.text
    player.press("i")
    assert player.game.ui.overlay is None and legend not in player.text


def test_the_chance_map_follows_the_board() -> None:
    player = opened().press("i")
    before = dict(player.game.ui.overlay or {})
    player.press("J", "l", "l", " ")  # (5, 2) is safe
    after = player.game.ui.overlay
    assert after is not None and after != before
    player.press("End", " ")  # (5, 6) is a mine: the end shows the mines instead
    assert player.game.ui.overlay is None


def test_the_chance_map_before_the_first_click() -> None:
    player = Player(Level.BEGINNER.params).press("i")
    assert "The mine chances will show from the first click: it is never a mine" in player.text
    assert player.game.ui.overlay == {} and "Assisted" not in player.text
    player.press(" ")
    assert player.game.ui.overlay  # filled in once there is something to count


def test_the_chance_map_is_refused_where_it_cannot_be_shown() -> None:
    over = opened().press("End", "J", "J", " ", "i")
    assert over.game.ui.overlay is None and over.game.ui.is_error and over.game.ui.message
    huge = Player(Params(201, 200, 4000)).press(" ", "i")
    assert huge.game.ui.overlay is None and "too slow" in huge.game.ui.message
    assert "Assisted" not in huge.text


def test_x_says_what_the_cell_under_the_cursor_is_without_assisting() -> None:
    player = opened().press("j", "j", "j", "l", "x")  # row 3, column 1: a 1
    assert "Row 3, column 1: 1;" in player.text
    assert "Assisted" not in player.text
    player.press("j", "h", "x")  # row 4, column 0: a closed cell next to numbers
    assert "Row 4, column 0: closed" in player.text and "next to the numbers" in player.text
    player.press("p", "x")  # paused: the board is hidden, so is the cell
    assert player.game.ui.message == "Paused: p to resume"


def test_words_too_long_for_the_message_rows_are_paged_with_x_again() -> None:
    # 40 columns, the chance map on: a closed cell's words take more than two rows.
    player = Player(Level.BEGINNER.params, 12, 40, seed=7).press(" ", "i", "k", "k", "h", "h")
    player.press("x")
    whole = player.game.ui.message
    assert "(x: more)" in player.text and whole.endswith("proven safe")
    assert "proven safe" not in player.text
    player.press("x")
    assert "proven safe" in player.text
    player.press("x")  # round again to the first page
    assert "(x: more)" in player.text


def test_a_tip_scrolls_its_numbers_into_view_beside_its_cell() -> None:
    # Beginner at 40x12 shows 6 of its 8 rows. Seed 21: the first tip is row 6, column 1,
    # proven by the 1 at row 7, column 2, a row below the view the cell alone needs.
    player = Player(Level.BEGINNER.params, 12, 40, seed=21).press(" ", "t")
    ui, view = player.game.ui, player.game.layout
    assert ui.cursor == Coord(6, 1) and Coord(7, 2) in ui.highlight
    assert all(ui.top <= cell.row < ui.top + view.view_rows for cell in ui.highlight)


def test_x_pages_its_words_at_the_end_of_a_game_too() -> None:
    # Beginner, seed 7, 40x12: a chord on a wrong flag loses; then x on a number.
    player = Player(Level.BEGINNER.params, 12, 40, seed=7).press(
        " ", "k", "k", "h", "f", "l", "f", "h", "h", "j", " ")
    assert player.game.game.is_over
    player.press("x")  # on the 1 at row 3, column 2
    whole = player.game.ui.message
    assert "(x: more)" in player.text and "(t: more)" not in player.text
    player.press("x")
    assert whole.endswith("around it") and "around it" in player.text


def test_x_says_a_mine_went_off_before_the_undo_flagged_or_not() -> None:
    player = Player(Level.BEGINNER.params, seed=5)
    for _ in range(100):  # follow the tips until a guess loses
        player.press("t")
        player.press("f" if "is a mine" in player.game.ui.message else " ")
        if player.game.game.is_over:
            break
    (boom,) = player.game.game.exploded
    player.press("u")
    player.game.ui.cursor = boom
    player.press("x")
    assert "a mine: it went off before the undo" in " ".join(player.text.split())
    player.press("f", "i", "x")  # unflagged, the map on: not "proven", which it is not
    said = " ".join(player.text.split())
    assert "went off before the undo" in said and "proven a mine" not in said


def test_the_shortest_chance_legend_keeps_the_safe_glyph_as_the_map_draws_it() -> None:
    # Capitalised as a sentence, the ASCII map's safe glyph o read as O.
    player = Player(Level.BEGINNER.params, 12, 40, ascii=True).press(" ", "i")
    message = player.game.ui.message
    assert message.startswith("o\u00a0safe"), message
    shown = player.text.replace("\u00a0", " ")
    assert "o safe" in shown and "O safe" not in shown


def test_a_capital_letter_whose_small_one_is_a_key_asks_about_caps_lock() -> None:
    player = opened().press("T")
    assert player.game.ui.message == \
        "T does nothing; t is the key (is Caps Lock on?)"
    assert not player.game.ui.highlight  # no tip was given
    cursor = player.game.ui.cursor
    player.press("J")  # a capital that is a key of its own: jump down
    assert player.game.ui.cursor != cursor and "Caps Lock" not in player.game.ui.message


def test_a_character_that_is_no_key_says_where_the_keys_are_listed() -> None:
    # Before, `Z` or `7` did nothing and said nothing: a newcomer could not tell a key the
    # game does not have from one it ignored.
    player = opened()
    board_before = player.game.game.position()
    for name in ("7", "o", "/"):
        player.press(name)
        assert player.game.ui.message == f"{name} does nothing here: ? lists the keys"
        assert not player.game.ui.is_error
        assert player.game.game.position() == board_before
    player.press("x")  # a key that is bound still does its own thing
    assert "does nothing" not in player.game.ui.message
    # Named keys stay quiet, and so do other characters: a terminal whose encoding is not
    # the game's sends their bytes ("\u00e9" showed as "\u00a9").
    for name in ("Insert", "\u00e9"):
        player.press(name)
        assert "does nothing" not in player.game.ui.message
    player.press("p", "7")  # paused, every key that does nothing says how to resume
    assert player.game.ui.message == "Paused: p to resume"


def test_a_character_that_is_no_key_leaves_the_end_s_note_in_place() -> None:
    player = opened().press("End", "J", " ")  # the mine at row 5, column 6: lost
    assert player.game.game.is_over
    note = player.game.ui.end_words()
    player.press("o")
    assert player.game.ui.end_words() == note and "does nothing" not in player.text
    player.press("N")  # but Caps Lock is still worth saying: n starts a new game
    assert "is Caps Lock on?" in player.game.ui.message


def test_a_move_on_a_finished_game_gives_the_end_s_note_its_place_back() -> None:
    # x's words stayed over the end's note whatever was pressed next (f, Space, c).
    player = opened().press("End", "J", " ")  # the mine at row 5, column 6: lost
    note = player.game.ui.end_words()
    player.press("x")
    assert player.game.ui.message.startswith("Row 5, column 6")
    for key in ("f", " "):
        player.press(key)
        assert player.game.ui.end_words() == note and "Row 5, column 6" not in player.text


def test_the_chance_legend_takes_as_many_words_as_a_new_size_holds() -> None:
    # Shown at 80x24 and shrunk to 40x12, the longest legend stayed, cut, and pushed out the
    # keys' row; back at 80x24 the long one returns.
    player = opened().press("i")
    glyphs = player.app.context.glyphs
    longest, _, shortest = board.chance_legends(glyphs)
    assert player.game.ui.message == longest
    player.resize(12, 40)
    assert player.game.ui.message == shortest
    assert "..." not in player.text and "q quit" in player.text
    player.resize(24, 80)
    assert player.game.ui.message == longest
    player.press("x").resize(12, 40)  # another message is left alone
    assert player.game.ui.message.startswith("Row ")


def test_the_note_of_a_key_that_does_nothing_goes_at_the_next_key() -> None:
    # It stayed on: back from help and from a question answered no, where the player had
    # just read the keys, and over the end's note after a key that changed nothing.
    player = opened().press("7", "?", "Esc")
    assert "does nothing" not in player.text
    player.press("7", "q", "n")
    assert "does nothing" not in player.text
    player.press("7", "Insert")  # a key that says nothing of its own
    assert "does nothing" not in player.text
    player.press("End", "J", " ")  # the mine at row 5, column 6: lost
    note = player.game.ui.end_words()
    player.press("N")
    assert "is Caps Lock on?" in player.game.ui.message
    player.press(" ")  # changes nothing now: the end's own note is back
    assert player.game.ui.end_words() == note and "Caps Lock" not in player.text


# A teacher's Intermediate game (i-25-8.8) played by its tips, at 40x12: the next tip takes
# eight pages, and its third names the 3 at row 6, column 2, below the view.
TEACHER_MOVES = (
    "O8,8 F13,9 F14,9 O15,9 O14,10 O15,10 O14,11 O15,11 O11,10 O12,10 O13,10 F13,11 "
    "O13,12 O13,13 F13,14 O13,15 O12,14 O12,15 O12,12 O12,13 O12,11 O11,14 F10,10 F8,14 "
    "O8,15 F10,5 O11,5 O12,5 F13,5 O14,5 F15,5 O13,4 O14,4 O15,4 O14,3 O15,3 F13,3 O12,3 "
    "O12,4 O11,4 O11,3 O10,4 O10,3 F9,3 F9,4 F8,4 O7,14 O7,15 F7,12 O7,13 O7,4 O6,14 O6,4 "
    "F5,4 F4,10 O4,9 O4,8 F4,7 O4,6 O4,5 O4,4 F3,13 F3,12 O3,11 O3,10 O3,8 O3,9 O3,7 O3,5 "
    "O3,6 O3,4 O2,9 F2,12 O2,6 F2,5 O2,4 O2,3 O3,3 O4,3 F5,3 F3,2 F4,2 F5,2 O2,2 F1,6 "
    "O1,5 O1,3 F3,1 F0,7 O0,6 O2,0 O2,13 F1,13 F1,14 F2,14 O2,15 O1,15 O0,14 O0,15 O0,13 "
    "F8,3 O13,2 O10,2 O9,1 O10,1 O9,0 O6,2 O7,2 F8,2 O9,2 F11,2 O12,2 O13,1 F13,0 O14,0 "
    "O14,1 F14,2 O15,2 O15,1 O15,0 F0,0 "
)


def teacher_game() -> Player:
    """Intermediate i-25-8.8 at 40x12 after TEACHER_MOVES: a tip of several pages."""
    from minesweeper.engine import Move
    from minesweeper.engine.gameid import GameId

    player = Player(settings=Settings.of_game_id(GameId.parse("i-25-8.8")), height=12,
                    width=40)
    for text in TEACHER_MOVES.split():
        player.game.session.play(Move.parse(text))
    return player


def test_turning_a_tip_s_pages_scrolls_to_the_cells_each_names() -> None:
    player = teacher_game()
    player.press("t")
    view = player.game.layout
    assert view is not None and player.game.ui.top == 0 and view.view_rows == 6
    player.press("t", "t")  # the third page
    assert "3 at row 6, column 2" in " ".join(player.text.splitlines()[-2:])
    ui = player.game.ui
    assert ui.top <= 6 < ui.top + view.view_rows  # (it stayed on rows 0-5)
    assert ui.top <= ui.cursor.row < ui.top + view.view_rows  # and the tip's cell shows
