"""The menu's screens, help, the note and the end of a game as a player drives them, from
mutation testing: each test fails with a change to the screens that the suite let through."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from standin import Player

from minesweeper.engine import Coord, Level, Params, Status
from minesweeper.settings import Mode
from minesweeper.tui.draw.theme import Style
from minesweeper.tui.screens.game import GameScreen
from minesweeper.tui.screens.help import HelpScreen
from minesweeper.tui.screens.menu import MenuScreen
from minesweeper.tui.screens.note import BACK, NoteScreen
from minesweeper.tui.state import FULL


def more_below(text: str) -> int:
    """The count in help's `N more below`."""
    found = re.search(r"(\d+) more below", text)
    assert found is not None, text
    return int(found.group(1))


STRICT_BOARD = Params(6, 6, 8)  # seed 1: see test_tui_modes


def strict_loss(height: int = 24, width: int = 80) -> Player:
    """A strict loss that marks the safe cell it names (as in test_tui_modes)."""
    played = Player(STRICT_BOARD, height, width, seed=1, settings_of={"mode": Mode.STRICT})
    played.press(" ", "Home", "K", " ", "End", " ")
    assert played.game.game.status is Status.LOST and played.game.ui.highlight
    return played


def test_up_in_help_scrolls_back_one_line() -> None:
    played = Player(Params(9, 9, 10), 16, 40).press("?")
    assert isinstance(played.app.screen, HelpScreen)
    top = played.text
    one_down = played.press("Down").text
    assert one_down != top
    played.press("Down")
    assert played.text not in (top, one_down)
    played.press("Up")
    assert isinstance(played.app.screen, HelpScreen) and played.text == one_down
    played.press("Home")
    assert played.text == top


def test_a_note_read_in_pages_starts_again_at_a_new_size() -> None:
    played = strict_loss(12, 40).resize(8, 34).press("t", " ")
    assert isinstance(played.app.screen, NoteScreen)
    assert played.text.splitlines()[-1].strip() == BACK  # the second page of two
    played.resize(9, 36)  # still two pages: the first again
    lines = played.text.splitlines()
    assert lines[0].strip().startswith("Boom! You lost")
    assert lines[-1].strip() == "Space: more (1/2)"
    played.resize(24, 80)  # all of it fits
    assert played.text.splitlines()[-1].strip() == BACK
    assert "Boom! You lost" in played.text


def test_after_undoing_a_strict_loss_a_tips_mark_goes_with_the_next_key() -> None:
    played = strict_loss().press("u")
    assert played.game.game.status is Status.PLAYING
    played.press("t")
    assert played.game.ui.highlight  # the tip marks the numbers that prove its cell
    played.press("Left")
    assert played.game.ui.highlight == frozenset()


def test_page_down_in_help_moves_on_a_screen_of_one_line_of_text() -> None:
    played = Player(Params(9, 9, 10), 16, 40).press("?").resize(4, 40)
    assert isinstance(played.app.screen, HelpScreen)
    below = more_below(played.text)  # one line of the key table shows
    played.press("PgDn")
    assert more_below(played.text) == below - 1 and "1 more above" in played.text


def shows(played: Player, cell: Coord) -> bool:
    ui, view = played.game.ui, played.game.layout
    assert view is not None
    return (ui.top <= cell.row < ui.top + view.view_rows
            and ui.left <= cell.col < ui.left + view.view_cols)


def test_a_strict_loss_on_a_view_too_short_to_give_rows_still_shows_the_safe_cell() -> None:
    # Beginner at 40x10 scrolls a view of 4 rows, the fewest kept: the end's note takes
    # none of them, so the view's size stays, and the loss itself must scroll to the marks.
    for seed, keys, lesson in ((1, ("Down", "Down", *["Left"] * 4), Coord(7, 3)),
                               (2, (*["Up"] * 4, *["Left"] * 4), Coord(7, 1))):
        played = Player(Params(8, 8, 10), 10, 40, seed=seed,
                        settings_of={"mode": Mode.STRICT})
        played.press(" ", *keys, " ")
        assert played.game.game.status is Status.LOST
        assert lesson in played.game.ui.highlight
        assert shows(played, lesson) and shows(played, played.game.ui.cursor)



def test_a_tips_later_page_that_scrolls_the_board_redraws_it() -> None:
    from test_tui_assisting import teacher_game

    played = teacher_game()
    played.press("t")
    top = played.game.ui.top
    played.press("t", "t")  # the third page names a cell below the view: it scrolls
    assert played.game.ui.top != top
    seen = played.text
    played.app.redraw(FULL)  # the screen drawn afresh: nothing was left stale
    assert played.text == seen


def test_a_tip_after_a_refusal_is_said_as_news_not_as_an_error() -> None:
    played = Player(Params(9, 9, 10), seed=1).press(" ", "e")  # export: not yet
    assert played.game.ui.is_error
    played.press("t")
    tip = played.game.ui.message[:20]
    assert tip.startswith("Row ")
    canvas = played.terminal.canvas
    y = canvas.row_of(tip)
    assert canvas.styles[y][canvas.lines()[y].index(tip)] is Style.MESSAGE


def test_strict_luck_is_said_in_fewer_words_on_a_small_screen() -> None:
    played = Player(height=12, width=40).press("l", "l", "l")  # classic -> ... -> strict
    assert played.app.context.mode is Mode.STRICT
    assert "strict: careless guesses lose; forced ones are made safe" in " ".join(
        played.text.split())


def test_a_kept_game_gone_as_it_is_resumed_is_said_as_an_error() -> None:
    first = Player(Level.BEGINNER.params).press(" ", "Esc", "y")
    second = Player()  # another window sees the same kept game
    first.press("r")
    second.press("r")
    assert isinstance(second.app.screen, MenuScreen)
    canvas = second.terminal.canvas
    y = canvas.row_of("The kept game is gone")
    x = canvas.lines()[y].index("The kept game is gone")
    assert canvas.styles[y][x] is Style.ERROR


def test_the_custom_form_is_drawn_again_at_a_new_size() -> None:
    from minesweeper.tui.screens.form import FormScreen

    played = Player().press("c")
    assert isinstance(played.app.screen, FormScreen)
    width = max(len(line.rstrip()) for line in played.text.splitlines())
    played.resize(30, 100)
    assert isinstance(played.app.screen, FormScreen) and "Rows" in played.text
    assert max(len(line.rstrip()) for line in played.text.splitlines()) > width  # centred


def test_a_cut_export_reply_after_a_loss_with_no_note_is_read_whole_with_t(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # (as test_tui_game's after a game with a note; here the end has none)
    deep = tmp_path / "a" / "very" / "long" / "path" / "of" / "folders" / "that" / "goes" / "on"
    deep.mkdir(parents=True)
    monkeypatch.chdir(deep)
    played = Player(Level.BEGINNER.params, 12, 40, seed=1).press(" ")
    field = played.game.game.minefield
    assert field is not None
    mine, cursor = next(field.mines()), played.game.ui.cursor
    rows, cols = mine.row - cursor.row, mine.col - cursor.col
    played.press(*["Down" if rows > 0 else "Up"] * abs(rows),
                 *["Right" if cols > 0 else "Left"] * abs(cols), " ")
    assert played.game.game.status is Status.LOST and not played.game.ui.note
    played.press("e")
    [written] = deep.glob("minesweeper-*.in")
    assert "(t: more)" in played.text
    played.press("t")
    assert isinstance(played.app.screen, NoteScreen)
    assert written.name in "".join(played.text.split())


def test_the_times_open_again_at_their_top_without_the_last_visits_notice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper.tables import Best, Stats

    played = Player(height=12, width=40)
    keeper = played.app.context.keeper
    monkeypatch.setattr(keeper, "best", lambda table: [
        Best(1000 * (rank + 3), "2026-11-30", 8) for rank in range(10)])
    monkeypatch.setattr(keeper, "stats", lambda table: Stats(10, 10, 10, 10, 65000))
    notices = ["the records could not be read: a copy was set aside"]
    monkeypatch.setattr(keeper, "notices", lambda: [notices.pop()] if notices else [])
    played.press("t", "Down", "Down")
    text = " ".join(played.text.split())
    assert "more above" in text and "the records could not be read" in text
    played.press("Esc")
    assert isinstance(played.app.screen, MenuScreen)
    played.press("t")  # a new visit: from the top, and the notice was said once
    text = " ".join(played.text.split())
    assert "more above" not in text and "12.00s" not in text
    assert "the records could not be read" not in text


def test_undoing_a_loss_gives_the_notes_rows_back_to_the_board() -> None:
    # Beginner at 40x12 shows 6 of its 8 rows in play; the strict loss's note takes rows.
    played = Player(Params(8, 8, 10), 12, 40, seed=1, settings_of={"mode": Mode.STRICT})
    played.press(" ", "Down", "Down", "Left", "Left", "Left", "Left")
    in_play = played.game.layout
    assert in_play is not None
    played.press(" ")
    assert played.game.game.status is Status.LOST and played.game.layout != in_play
    played.press("u")
    assert played.game.game.status is Status.PLAYING
    assert played.game.layout == in_play


def test_page_down_in_help_keeps_one_line_of_the_page_before() -> None:
    played = Player(Params(9, 9, 10), 16, 40).press("?")

    def shown() -> list[str]:
        lines = played.text.splitlines()
        below = next(y for y, line in enumerate(lines) if "more below" in line)
        return lines[1:below]  # between the title and "N more below"

    before = shown()
    played.press("PgDn")
    after = shown()
    assert len(after) == len(before) > 2
    assert after[0] == before[-1] and after != before


def test_redrawing_the_times_reads_the_records_once_a_table_and_keeps_the_scroll(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper.tables import Best, Stats

    played = Player(height=12, width=40)
    keeper = played.app.context.keeper
    reads: list[str] = []
    monkeypatch.setattr(keeper, "best", lambda table: [
        Best(1000 * (rank + 3), "2026-11-30", 8) for rank in range(10)])
    monkeypatch.setattr(keeper, "stats", lambda table: reads.append(table) or Stats(10, 10))
    played.press("t", "Down", "Down")
    scrolled = played.text
    assert "more above" in scrolled and len(reads) == 1
    played.resize(30, 80).resize(12, 40).resize(12, 40)  # a resize storm, and back
    assert played.text == scrolled and len(reads) == 1  # drawn again, read once
    played.press("Right")
    assert len(reads) == 2 and reads[1] != reads[0] and "more above" not in played.text


def test_a_kept_game_gone_says_when_resume_now_offers_another() -> None:
    # Resume stayed on the menu for an older kept game, unsaid: it read as the same game.
    Player(Level.BEGINNER.params).press(" ", "Esc", "y")
    Player(Level.INTERMEDIATE.params).press(" ", "Esc", "y")  # two games kept
    first, second = Player(), Player()
    assert "Intermediate" in first.text and "Intermediate" in second.text  # the newest
    first.press("r")
    second.press("r")
    assert isinstance(second.app.screen, MenuScreen)
    said = " ".join(second.text.split())
    assert "in another window. Resume now offers another kept game." in said
    assert "Resume Beginner" in said
    second.resize(12, 40)  # in fewer words where they do not fit: the first sentence whole
    said = " ".join(second.text.split())
    assert said.endswith("The kept game is gone: it was finished or resumed in another window")
    second.resize(24, 80)
    third = Player().press("r")  # the last kept game: gone, and no other is offered
    assert isinstance(third.app.screen, GameScreen)
    second.press("r")
    said = " ".join(second.text.split())
    assert "The kept game is gone" in said and "another kept game" not in said
    assert "Resume" not in said
