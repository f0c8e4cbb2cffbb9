"""Forgiving and strict play in the curses game, in process: what the player is told when a
guess is made safe or punished, undo after a loss, and where replay and new put the cursor.

The board: a 6 x 6 custom board with 8 mines, seed 1. Opening the centre (3, 3) leaves no
cell anywhere proven safe (a forced guess); after the guess at (0, 0), row 1, column 4 is
proven safe, so in strict play the guess at (0, 5) is unforced and loses.
"""

from __future__ import annotations

import re

import pytest
from standin import Player

from minesweeper import wording
from minesweeper.engine import Coord, Params, Status
from minesweeper.settings import Mode
from minesweeper.tui import keymap
from minesweeper.tui.events import Button
from minesweeper.tui.screens.game import REPLAY_HERE
from minesweeper.tui.screens.note import BACK, NoteScreen
from minesweeper.wording import sentence

BOARD = Params(6, 6, 8)


def player(mode: Mode, height: int = 24, width: int = 80) -> Player:
    return Player(BOARD, height, width, seed=1, settings_of={"mode": mode})


def footer(player: Player) -> str:
    return player.text.splitlines()[player.game.layout.footer_row]


def forced_guess(mode: Mode) -> Player:
    """The centre, then the forced guess in the top-left corner."""
    return player(mode).press(" ", "Home", "K", " ")


def test_a_forced_guess_made_safe_is_said_as_it_happens() -> None:
    played = player(Mode.FORGIVING).press(" ")
    assert wording.MADE_SAFE not in played.text
    played.press("Home", "K", " ")
    assert played.game.game.status is Status.PLAYING
    assert wording.MADE_SAFE in played.text
    assert "Custom 6x6, 8 mines, forgiving" in played.text.splitlines()[
        played.game.layout.header_y]


def test_a_classic_guess_says_nothing() -> None:
    played = player(Mode.CLASSIC).press(" ", "Home", "K", " ")
    assert wording.MADE_SAFE not in played.text


def test_a_strict_loss_shows_the_safe_cell_and_why_and_can_be_undone() -> None:
    played = forced_guess(Mode.STRICT).press("End", " ")
    game = played.game.game
    assert game.status is Status.LOST
    text = " ".join(played.text.split())
    assert "Strict: row 1, column 4 was proven safe" in text
    assert "1 forced guess made safe" in text
    # The safe cell there was, marked, and the numbers that prove it.
    assert played.game.ui.highlight == {Coord(1, 4), Coord(2, 2), Coord(2, 3)}
    assert "[" in played.text.splitlines()[played.game.layout.board_y + 1]
    # The keys move down below the note where the screen has room, so all shows at once.
    assert "Boom! You lost" in played.text and "u undo" in footer(played)
    played.press("u")
    assert game.status is Status.PLAYING and not game.is_over
    assert sentence(wording.UNDONE).split(":")[0] in played.text
    assert "u undo" not in footer(played)
    assert "You lost" not in played.text


def test_undo_only_takes_back_a_loss() -> None:
    played = player(Mode.CLASSIC).press(" ", "u")
    assert played.game.game.status is Status.PLAYING
    assert "Only the move that lost the game can be taken back" in played.text


def test_u_is_in_help() -> None:
    assert keymap.action_for("u") is keymap.Action.UNDO
    assert any(line.split()[0] == "u" and "undo" in line for line in keymap.help_lines()
               if line.strip())
    luck = keymap.help_lines()[-len(keymap.LUCK_HELP):]
    assert [line.split()[0] for line in luck] == ["classic", "no", "forgiving", "strict"]


def test_replay_puts_the_cursor_on_the_first_click_and_says_replay() -> None:
    played = forced_guess(Mode.STRICT).press("End", " ")  # lost at (0, 5)
    assert played.game.ui.cursor == Coord(0, 5)
    played.press("r")
    assert played.game.ui.cursor == Coord(3, 3)
    header = played.text.splitlines()[played.game.layout.header_y]
    assert "Replay" in header
    assert REPLAY_HERE in played.text
    played.press("n")
    assert played.game.ui.cursor == Coord(3, 3)  # the centre of a new board
    assert "Replay" not in played.text.splitlines()[played.game.layout.header_y]


def test_r_before_the_first_click_replays_nothing_and_says_so() -> None:
    played = player(Mode.CLASSIC).press("r")
    assert wording.NOTHING_TO_REPLAY in " ".join(played.text.split())
    assert "Replay" not in played.text.splitlines()[played.game.layout.header_y]
    assert not played.game.session.fairness.replayed
    played.press(" ", "n", "y", "r")  # a new board after giving one up: none of it opened
    assert not played.game.session.fairness.replayed
    assert played.game.game.status is Status.NOT_STARTED


def test_new_starts_at_the_centre() -> None:
    played = player(Mode.CLASSIC).press(" ", "Home", "K", "n", "y")
    assert played.game.ui.cursor == Coord(3, 3)
    assert played.game.game.status is Status.NOT_STARTED


def test_the_keys_row_stays_under_a_long_end_note() -> None:
    played = player(Mode.STRICT, 12, 40).press(" ", "Home", "K", " ", "End", " ")
    assert "Strict: row 1, column 4" in played.text and "Boom!" in played.text
    assert "u undo" in footer(played)
    # Another careless guess, after an undo (which flagged the mine that went off).
    played.press("u", "End", "Left", " ")
    assert played.game.game.is_over and "u undo" in footer(played)
    assert "Strict: row 1, column 4" in played.text


def note_rows(played: Player) -> str:
    """The rows between the board and the keys, the summary left out."""
    view = played.game.layout
    assert view is not None
    rows = played.text.splitlines()[view.top + view.box_height:view.footer_row + 1]
    return " ".join(row.strip() for row in rows if "Boom!" not in row and "u undo" not in row)


@pytest.mark.parametrize("height, width", [(12, 40), (16, 60)])
def test_a_long_end_note_is_read_whole_with_t(height: int, width: int) -> None:
    played = player(Mode.STRICT, height, width).press(" ", "Home", "K", " ", "End", " ")
    note = played.game.ui.note
    assert note.startswith("Strict: row 1, column 4") and len(note) > 2 * width
    first = note_rows(played)
    assert first.endswith("(t: more)") and first.startswith("Strict:")
    played.press("t")  # the note on a screen of its own, all of it
    assert isinstance(played.app.screen, NoteScreen)
    lines = played.text.splitlines()
    shown = " ".join(lines[:-1]).split()  # led by the summary, which the end screen cut
    assert shown[:6] == ["Boom!", "You", "lost", "after", "0", "s:"], shown
    assert shown[-len(note.split()):] == note.split() and lines[-1].strip() == BACK
    played.press("Left")  # back to the board, with its keys
    assert played.app.screen is played.game and "u undo" in footer(played)
    assert "[" in played.text  # the safe cell is still marked
    played.press("t")  # and t shows it again
    assert isinstance(played.app.screen, NoteScreen)
    # A click goes back too, and only back: the button going down stays on the note.
    y, x = played.game.layout.board_y, played.game.layout.board_x
    played.click(y, x, Button.LEFT_DOWN)
    assert isinstance(played.app.screen, NoteScreen)
    played.click(y, x)
    assert played.app.screen is played.game and played.game.ui.note == note
    assert "The game is over" not in played.text
    played.press(" ", "t")  # a reply to a key gives way to the note again with t
    assert isinstance(played.app.screen, NoteScreen)


def in_view(played: Player, cell: Coord) -> bool:
    ui, view = played.game.ui, played.game.layout
    return (ui.top <= cell.row < ui.top + view.view_rows
            and ui.left <= cell.col < ui.left + view.view_cols)


def test_a_strict_loss_scrolls_the_safe_cell_into_view_beside_the_losing_one() -> None:
    # Beginner at 40x12 shows 6 of its 8 rows. Seed 1: after the centre, (6, 0) is a
    # careless guess, and the safe cell there was is (7, 3), a row below the view.
    played = Player(Params(8, 8, 10), 12, 40, seed=1, settings_of={"mode": Mode.STRICT})
    played.press(" ", "Down", "Down", "Left", "Left", "Left", "Left", " ")
    assert played.game.game.status is Status.LOST
    assert Coord(7, 3) in played.game.ui.highlight
    assert in_view(played, Coord(6, 0)) and in_view(played, Coord(7, 3))


def test_a_safe_cell_too_far_from_the_losing_one_takes_the_view_and_the_cursor() -> None:
    # Seed 2: the guess at (0, 0) loses, and the safe cell (7, 1) is 7 rows away: the
    # lesson shows, its numbers beside it (the mine that went off is 4 rows up).
    played = Player(Params(8, 8, 10), 12, 40, seed=2, settings_of={"mode": Mode.STRICT})
    played.press(" ", *["Up"] * 4, *["Left"] * 4, " ")
    ui = played.game.ui
    assert Coord(7, 1) in ui.highlight and ui.cursor == Coord(7, 1)
    assert all(in_view(played, cell) for cell in ui.highlight)
    assert "row 7, column 1 was proven safe" in " ".join(played.text.split())


def test_a_loss_seen_whole_keeps_its_marks_in_view_on_a_smaller_screen() -> None:
    # As the two tests above, but lost at 80x24 (the whole board shows), then shrunk to
    # 40x12: the view showed the rows above the marks.
    for seed, keys, lesson in ((1, ("Down", "Down", *["Left"] * 4), Coord(7, 3)),
                               (2, (*["Up"] * 4, *["Left"] * 4), Coord(7, 1))):
        played = Player(Params(8, 8, 10), 24, 80, seed=seed, settings_of={"mode": Mode.STRICT})
        played.press(" ", *keys, " ")
        assert played.game.game.status is Status.LOST and lesson in played.game.ui.highlight
        played.resize(12, 40)
        assert in_view(played, lesson) and in_view(played, played.game.ui.cursor)
        row = played.game.ui.cursor.row
        played.press("Up", "Up", "Up", "?", "Esc")  # looking elsewhere, then help: no jump
        assert played.game.ui.cursor.row == row - 3
        cursor = played.game.ui.cursor
        played.resize(8, 34)  # nor at a new size once the player has looked elsewhere
        assert played.game.ui.cursor == cursor and in_view(played, cursor)


def open_a_mine(played: Player) -> None:
    """Move to a mine of the board and open it."""
    field = played.game.game.minefield
    assert field is not None
    mine, cursor = next(field.mines()), played.game.ui.cursor
    rows, cols = mine.row - cursor.row, mine.col - cursor.col
    played.press(*["Down" if rows > 0 else "Up"] * abs(rows),
                 *["Right" if cols > 0 else "Left"] * abs(cols), " ")
    assert played.game.game.status is Status.LOST


def test_undo_says_whether_the_game_counts_as_a_loss() -> None:
    played = Player(Params(8, 8, 10), seed=None).press(" ")  # Beginner, random: it counts
    open_a_mine(played)
    played.press("u")
    assert sentence(wording.UNDONE) in " ".join(played.text.split())
    played.press("r", "y", " ")  # a replay counts for nothing
    open_a_mine(played)
    played.press("u")
    assert sentence(wording.UNDONE_UNCOUNTED) in " ".join(played.text.split())


def test_a_strict_loss_keeps_the_safe_cell_marked_while_the_end_shows() -> None:
    played = forced_guess(Mode.STRICT).press("End", " ")
    played.press("Left", "Down", "x")  # looking around the board
    assert played.game.ui.highlight == {Coord(1, 4), Coord(2, 2), Coord(2, 3)}
    played.press("u")  # play goes on: the mark goes
    assert played.game.ui.highlight == frozenset()


def test_a_note_too_long_for_a_small_screen_is_read_a_page_at_a_time() -> None:
    played = player(Mode.STRICT, 12, 40).press(" ", "Home", "K", " ", "End", " ")
    note = played.game.ui.note
    played.resize(8, 34).press("t")
    assert isinstance(played.app.screen, NoteScreen)
    seen: list[str] = []
    while "Space: more" in played.text.splitlines()[-1]:
        seen += played.text.splitlines()[:-1]
        played.press(" ")
        assert isinstance(played.app.screen, NoteScreen)
    seen += played.text.splitlines()[:-1]
    whole = " ".join(" ".join(seen).split())
    assert whole.startswith("Boom! You lost") and whole.endswith(" ".join(note.split()))
    assert played.text.splitlines()[-1].strip() == BACK
    played.press(" ")
    assert played.app.screen is played.game


@pytest.mark.parametrize("height, width", [(10, 40), (13, 40), (8, 34)])
def test_a_strict_loss_whose_note_has_no_row_says_t_more(height: int, width: int) -> None:
    # Beginner at 40x10 scrolls a view of 4 rows, at 40x13 shows whole without rulers:
    # neither gives a row to the note, and the summary said nothing of it.
    played = Player(Params(8, 8, 10), height, width, seed=1, settings_of={"mode": Mode.STRICT})
    played.press(" ", "Down", "Down", "Left", "Left", "Left", "Left", " ")
    view = played.game.layout
    assert played.game.game.status is Status.LOST and view is not None
    assert view.free_rows == 0 and played.game.ui.note
    summary = played.text.splitlines()[view.message_row]
    assert "lost" in summary.lower() and "(t: more)" in summary and len(summary) <= width
    played.press("t")
    assert isinstance(played.app.screen, NoteScreen)
    # The summary, cut to the width on the end screen, leads the note whole.
    text = " ".join(played.text.split())
    assert text.startswith("Boom! You lost after 0 s: a mine at row 6, column 0. ")
    assert played.game.ui.note.split(" (")[0] in text


def to(played: Player, cell: Coord) -> Player:
    """Arrow keys from the cursor to `cell`."""
    cursor = played.game.ui.cursor
    rows, cols = cell.row - cursor.row, cell.col - cursor.col
    return played.press(*(["Down"] * rows if rows > 0 else ["Up"] * -rows),
                        *(["Right"] * cols if cols > 0 else ["Left"] * -cols))


def test_a_replay_lost_on_its_first_click_is_replayed_from_the_click_it_was_dealt_for() -> None:
    played = player(Mode.CLASSIC).press(" ", "r", "y")  # dealt for the centre, replayed
    field = played.game.game.minefield
    assert field is not None and played.game.ui.cursor == Coord(3, 3)
    to(played, next(field.mines())).press(" ")  # a mine first: lost at once
    assert played.game.game.status is Status.LOST
    played.press("r")
    assert played.game.ui.cursor == Coord(3, 3) and REPLAY_HERE in played.text
    assert played.game.game.dealt_for == Coord(3, 3)
    played.press("t")  # the tip names the click the board was dealt for, not the mine
    assert "Row 3, column 3 is safe: this board was dealt for a first click here" in \
        " ".join(played.text.split())


def test_before_a_replay_is_opened_the_map_shows_its_dealt_click_safe() -> None:
    played = player(Mode.CLASSIC).press(" ", "r", "y", "i", "x")
    text = " ".join(played.text.split())
    assert "Row 3, column 3: closed" in text and "proven safe" in text
    to(played, Coord(0, 0)).press("x")  # away from the 3x3 block kept clear: 8 in 27
    assert "29.6% chance of a mine" in " ".join(played.text.split())


def test_t_on_a_narrow_win_shows_the_summary_then_the_note_on_lines_of_their_own() -> None:
    from minesweeper.engine import Minefield
    from minesweeper.settings import Settings

    played = Player(settings=Settings.of_board(Minefield(8, 8, [Coord(0, 0)]), "x.in"),
                    height=8, width=34)
    played.game.ui.cursor = Coord(7, 7)
    played.press(" ")  # the one click opens every safe cell
    assert played.game.game.status is Status.WON
    # (The real clock: the one move takes a few milliseconds, more on a busy machine.)
    assert re.search(r"Won 0\.\d\d s \(t: more\)", played.text)  # cut: no row for the note
    played.press("t")
    lines = [line.strip() for line in played.text.splitlines() if line.strip()]
    assert re.fullmatch(r"You won in 0\.\d\d s\. 3BV 1", lines[0])
    assert lines[1] == "3BV/s - Clicks 1 IOE 1.00"  # the one click did the whole 3BV
    lines.pop(1)
    assert lines[1] == "Not ranked: board file."
