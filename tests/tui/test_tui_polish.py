"""Issue 12 in process: when help shows the game ID (item 8) and what a win says about
ranking (item 9)."""

from __future__ import annotations

import re

import pytest
from standin import Player

from minesweeper.engine import Level, Params, Status, Tile, parse
from minesweeper.settings import Settings
from minesweeper.tui.screens.help import HelpScreen
from minesweeper.tui.screens.note import NoteScreen

LINE = parse("*..\n", "line")  # one click at the right end wins


def help_id(player: Player) -> str:
    player.press("?")
    screen = player.app.screen
    assert isinstance(screen, HelpScreen)
    shown = screen.game_id()
    player.press("x")
    return shown


def test_help_hides_a_ranked_games_id_until_it_is_over() -> None:
    player = Player(Level.BEGINNER.params, height=50, seed=None).press(" ")
    assert help_id(player) == ""
    assert "game id" not in player.press("?").text.lower()
    player.press("x")
    session = player.game.session
    assert session.settings.is_ranked and not player.game.game.is_over


def test_help_shows_an_unranked_games_id_at_once() -> None:
    player = Player(Level.BEGINNER.params, height=50, seed=3).press(" ")
    assert help_id(player) == player.game.session.game_id() != ""


def test_a_win_on_a_board_file_says_it_was_not_ranked_and_shows_the_id() -> None:
    player = Player(settings=Settings.of_board(LINE, "line.txt")).press("End", " ")
    assert player.game.game.status is Status.WON
    assert "Not ranked: board file." in player.text
    assert player.game.ui.game_id == player.game.session.game_id()
    assert help_id(player) == player.game.session.game_id()


def test_the_end_note_stays_while_the_end_screen_shows() -> None:
    player = Player(settings=Settings.of_board(LINE, "line.txt")).press("End", " ")
    note = "Not ranked: board file."
    player.press("Left", "z", "Right")  # moving the cursor, an unbound key
    assert note in player.text
    player.press(" ", "f", "Left", " ")  # a move on the board: the end screen says it is over
    assert note in player.text and "is over" not in player.text
    player.press("p")  # a reply takes the note's place until the next key
    assert "Only a game in progress can be paused" in player.text and note not in player.text
    assert note in player.press("Left").text and "can be paused" not in player.text
    player.press("p", "t")  # and t shows the note again at once
    assert note in player.text and "can be paused" not in player.text
    player.press("?", "x")  # back from help
    assert note in player.text
    assert note not in player.press("r").text  # a new game has no note


def won_by_tips(height: int = 24, width: int = 80) -> Player:
    """A seeded Beginner game won by doing what each tip says."""
    player = Player(Level.BEGINNER.params, height, width, seed=1).press(" ")
    while not player.game.game.is_over:
        player.press("t")
        player.press("f" if "is a mine" in player.game.ui.message else " ")
    assert player.game.game.status is Status.WON
    return player


def bottom_border(player: Player) -> str:
    view = player.game.layout
    assert view is not None
    return player.text.splitlines()[view.top + view.box_height - 1]


def test_the_game_id_stays_on_the_border_when_the_board_is_redrawn() -> None:
    player = won_by_tips()
    assert "Game ID b-1-4.4" in bottom_border(player)
    player.press("i")  # refused now, but it redraws the board
    assert "Game ID b-1-4.4" in bottom_border(player)


def test_a_board_taller_than_the_view_keeps_its_rows_below_marker_and_shows_the_id() -> None:
    player = won_by_tips(12, 40)
    view = player.game.layout
    assert view is not None and view.view_rows < view.rows
    assert "more" in bottom_border(player) and "Game ID" not in bottom_border(player)
    player.press("Left")  # the note gives the keys' row back; the summary makes room
    assert "ID: press ?" in player.text.splitlines()[view.message_row]
    assert "more" in bottom_border(player)
    player.press("?")  # help scrolls at 40x12: it opens where the ID is
    assert f"Game ID {player.game.session.game_id()}" in player.text


def test_where_the_end_shows_the_id_help_opens_at_its_top() -> None:
    player = won_by_tips(24, 80)
    assert "Game ID" in bottom_border(player)
    player.press("?")
    screen = player.app.screen
    assert isinstance(screen, HelpScreen) and screen.scroll == 0


def test_where_the_end_note_has_no_rows_the_summary_ends_in_t_more() -> None:
    player = won_by_tips(10, 40)  # a view of 4 rows gives none up
    view = player.game.layout
    assert view is not None
    summary = player.text.splitlines()[view.message_row]
    assert "Not ranked" not in player.text and "(t: more)" in summary
    player.press("t")
    assert isinstance(player.app.screen, NoteScreen)
    assert "Not ranked: chosen seed, assisted." in player.text
    assert "(t: more)" in player.press("Left").text  # back on the board


def test_the_end_note_takes_a_row_of_a_scrolling_board_and_the_keys_stay() -> None:
    playing = Player(Level.BEGINNER.params, 12, 40, seed=1).press(" ").game.layout
    player = won_by_tips(12, 40)
    view = player.game.layout
    assert playing is not None and view is not None
    assert view.view_rows == playing.view_rows - 1
    lines = player.text.splitlines()
    assert "Not ranked: chosen seed, assisted." in lines[view.footer_row - 2]
    assert lines[view.footer_row].split()[:3] == ["n", "new", "game"]


def test_a_whole_board_gives_a_row_to_the_end_note_only_where_rulers_number_the_rows() -> None:
    from dataclasses import replace

    from minesweeper.tui.draw.layout import Layout
    from minesweeper.tui.screens.ending import room_for_note
    from minesweeper.tui.state import GameUI

    # 16 rows shown whole on 21, nothing free between the box and the summary.
    bare = Layout(21, 80, 3, 16, 16, 1, 15, 16, 16, footer_y=20)
    assert bare.free_rows == 0
    ui = GameUI(note="Not forgiven: row 12, column 5 was proven safe.")
    assert room_for_note(bare, ui).view_rows == 16  # no rulers: t shows the note
    ruled = replace(bare, top=2, ruler_width=3)
    assert ruled.free_rows == 0 and room_for_note(ruled, ui).view_rows == 15


def test_a_resumed_game_puts_the_cursor_back_on_the_last_cell_played() -> None:
    first = Player(Level.BEGINNER.params, seed=3).press(" ", "Home", "f")  # row 4, column 0
    flagged = first.game.ui.cursor
    assert first.game.game.tile(flagged) is Tile.FLAG
    first.press("q", "y")
    assert not first.running
    first.app.context.keep(first.game)  # as the loop does on its way out
    again = Player(Level.BEGINNER.params, seed=3, resume=True)
    assert again.game.game.tile(flagged) is Tile.FLAG  # the same game
    assert again.game.ui.cursor == flagged  # not the board's centre


@pytest.mark.parametrize(("params", "said"), [
    (Params(600, 600, 5000), "Dealing the board..."),  # 360,000 cells: about a second
    (Params(50, 50, 300), "Dealing a no-guess board..."),
])
def test_a_big_board_says_it_is_being_dealt_before_the_first_click_opens(
        params: Params, said: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper.settings import Mode

    mode = Mode.NO_GUESS if "no-guess" in said else Mode.CLASSIC
    player = Player(params, settings_of={"mode": mode})
    shown: list[str] = []
    real = player.terminal.refresh

    def refresh(now: bool = False) -> None:  # what the screen holds each time it is shown
        shown.append(" ".join(player.text.split()))
        real(now)

    monkeypatch.setattr(player.terminal, "refresh", refresh)
    player.press(" ")
    assert any(said in frame for frame in shown)
    assert player.game.game.minefield is not None
    small = Player(Level.BEGINNER.params)
    assert "Dealing" not in " ".join(small.press(" ").text.split())


def test_a_seeded_game_says_so_in_its_header_from_the_start() -> None:
    # With --seed the header read as a ranked game's: only a win said "Not ranked: chosen
    # seed", and losses went uncounted without a word.
    seeded = Player(Level.BEGINNER.params, seed=7).press(" ")
    assert "Beginner, seeded" in next(line for line in seeded.text.splitlines() if "Mines" in line)
    fair = Player(Level.BEGINNER.params, seed=None).press(" ")
    header = next(line for line in fair.text.splitlines() if "Mines" in line)
    assert "Beginner" in header and "seeded" not in header


def test_help_says_what_a_tip_or_the_chance_map_costs() -> None:
    # Nothing in the game said t and i rule out a best time, until a win was not ranked.
    for width in (80, 34):
        player = Player(Level.BEGINNER.params, 40, width, seed=None).press(" ", "?")
        lines = [line.strip() for line in player.text.splitlines()]
        heading = next(i for i, line in enumerate(lines)
                       if line.startswith("Assist (t, i: no best time)"))
        assert lines[heading + 1].startswith("t") and lines[heading + 2].startswith("i")


def test_a_narrow_header_keeps_seeded_after_the_level_goes() -> None:
    player = Player(Level.INTERMEDIATE.params, 12, 40, seed=7).press(" ")
    assert "seeded" in next(line for line in player.text.splitlines() if "Mines" in line)


def test_the_menu_s_resume_line_names_a_kept_seeded_game_as_seeded() -> None:
    Player(Level.BEGINNER.params, seed=5).press(" ", "Esc", "y")  # kept, from the menu
    player = Player()
    resume = next(line for line in player.text.splitlines() if "Resume" in line)
    assert "Beginner, seeded" in resume


def test_a_kept_shared_game_is_not_called_seeded_in_the_menu() -> None:
    # An ID carries a seed, but the game is a shared board: its header says "Shared".
    from minesweeper.engine import GameId

    settings = Settings.of_game_id(GameId.parse("b-1-4.4"))
    Player(settings=settings).press(" ", "Esc", "y")
    resume = next(line for line in Player().text.splitlines() if "Resume" in line)
    assert "Shared Beginner" in resume and "seeded" not in resume


def test_a_win_line_cut_for_the_id_s_pointer_says_t_shows_it_whole() -> None:
    # At 40x12 the line read "Won 0.15 s   ID: press ?": the 3BV and 3BV/s were cut, and
    # no key showed them (t did nothing: the note above was whole).
    player = won_by_tips(12, 40)
    view = player.game.layout
    assert view is not None
    summary = player.text.splitlines()[view.message_row]
    assert re.search(r"Won \d+\.\d\d s \(t: more\)   ID: press \?", summary), summary
    player.press("t")
    said = " ".join(player.text.split())
    assert re.search(r"You won in \d+\.\d\d s\. 3BV 16 3BV/s \S+ Clicks \d+ IOE ", said), said
    assert "Not ranked: chosen seed, assisted." in player.text
