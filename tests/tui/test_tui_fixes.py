"""Rough edges a play-tester found: each is a screen doing what a player expects."""

from __future__ import annotations

from pathlib import Path

from standin import Player

from minesweeper.engine import Coord, Level, Tile
from minesweeper.tui.events import Button
from minesweeper.tui.screens.help import HelpScreen
from minesweeper.tui.screens.menu import MenuScreen


def test_the_form_opens_on_rows_whichever_field_was_left_last() -> None:
    player = Player().press("c", "Tab", "Tab", "Esc", "c", "5")
    assert player.app.context.form.form.values[0] == "5"


def test_esc_leaves_the_times_screen_even_when_it_does_not_fit() -> None:
    player = Player(height=12, width=36).press("t")  # the menu fits, the times do not
    assert "Enlarge" in player.text
    player.press("Esc")
    assert isinstance(player.app.screen, MenuScreen) and player.running


def test_esc_leaves_the_custom_form_even_when_it_does_not_fit() -> None:
    # At 34x10 the menu fits and offers Custom, the form needs 34x11: only q, which quits
    # the program, or a bigger window got away from "Enlarge the terminal".
    player = Player(height=10, width=34).press("c")
    assert "Enlarge" in player.text
    player.press("Esc")
    assert isinstance(player.app.screen, MenuScreen) and player.running


def test_giving_up_a_replay_does_not_say_it_counts_as_lost() -> None:
    player = Player(Level.BEGINNER.params, seed=None).press(" ")
    player.press("r")
    assert "counts as lost" in player.text  # a first game on a ranked level counts
    player.press("y", " ", "r")
    assert "Give up this game for a replay? (y/n)" in player.text


def test_a_game_from_the_command_line_starts_before_any_file_is_read(tmp_path: Path) -> None:
    """Start-up: the kept files (records, storage) open when first needed, not before the
    first frame."""
    import os
    import subprocess
    import sys

    here = Path(__file__).resolve().parent
    code = ("import sys; from standin import Player; from minesweeper.engine import Level;"
            "Player(Level.BEGINNER.params);"
            "print(sorted(m for m in sys.modules if m.startswith('minesweeper.')"
            " and m.split('.')[1] in ('records', 'storage', 'savedgame', 'safefiles')))")
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], cwd=here, env=env, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"
    assert not (tmp_path / "minesweeper").exists()  # nothing was opened or made


def where(player: Player, words: str) -> tuple[int, int]:
    """The screen position of `words` (on its last row, if on several)."""
    rows = player.text.splitlines()
    y = max(i for i, row in enumerate(rows) if words in row)
    return y, rows[y].index(words)


def test_the_footer_keys_can_be_clicked() -> None:
    player = Player(Level.BEGINNER.params).press(" ", "q")
    assert "Quit?" in player.text
    player.click(*where(player, "n no"))
    assert "Quit?" not in player.text and player.running
    player.press("q")
    y, x = where(player, "y yes")
    player.click(y, x + 3)  # on "yes", not only on "y"
    assert not player.running


def test_a_press_on_the_board_let_go_over_a_keys_hint_does_nothing() -> None:
    # Dragged off a cell, the press is let go, as beside the board (it ran the tip, and
    # the game was marked assisted).
    player = Player(Level.BEGINNER.params).press(" ")
    top, left = where(player, "┌")
    tip = where(player, "t tip")
    player.click(top + 3, left + 8, Button.LEFT_DOWN).click(*tip)
    assert "Assisted" not in player.text and not player.game.ui.highlight
    player.click(top + 3, left + 8, Button.LEFT_DOWN)  # other buttons on the way keep it
    player.click(*tip, Button.RIGHT).click(*tip, Button.WHEEL_DOWN).click(*tip, Button.OTHER)
    player.click(*tip)
    assert "Assisted" not in player.text and not player.game.ui.highlight
    player.click(*tip, Button.LEFT_DOWN).click(*tip)  # pressed and let go there: a click
    assert "Assisted" in player.text


def test_a_click_on_help_in_the_footer_opens_help_and_on_space_opens_the_cursor() -> None:
    player = Player(Level.BEGINNER.params)
    player.click(*where(player, "Space open"))
    assert player.game.game.opened > 0
    player.click(*where(player, "? help"))
    assert isinstance(player.app.screen, HelpScreen)


def test_a_narrow_footer_keeps_help_and_flag() -> None:
    player = Player(Level.BEGINNER.params, height=12, width=40)
    footer = player.text.splitlines()[player.game.layout.footer_row].split()
    assert footer == ["Space", "open", "f", "flag", "?", "help", "q", "quit"]


def test_with_marks_the_keys_row_names_m_and_a_click_on_it_marks() -> None:
    player = Player(Level.BEGINNER.params, settings_of={"marks": True})
    assert "f flag  m mark  p pause" in player.text
    player.click(*where(player, "m mark"))
    assert player.game.game.tile(player.game.ui.cursor) is Tile.MARK
    narrow = Player(Level.BEGINNER.params, height=12, width=40, settings_of={"marks": True})
    footer = narrow.text.splitlines()[narrow.game.layout.footer_row].split()
    assert footer == ["Space", "open", "f", "flag", "?", "help", "q", "quit"]  # m goes first
    assert "m mark" not in Player(Level.BEGINNER.params).text  # no marks: no m


def test_the_menu_says_a_kept_game_is_a_replay() -> None:
    player = Player(Level.BEGINNER.params, seed=None).press(" ", "r", "y", " ", "Esc", "y")
    assert isinstance(player.app.screen, MenuScreen)
    assert "Replay, Beginner," in player.text


def test_giving_up_a_counted_game_is_said_to_count_as_lost_in_one_sentence_everywhere(
        tmp_path: Path) -> None:
    import io

    from minesweeper import plain
    from minesweeper.kept import Keeper
    from minesweeper.settings import Settings

    asked = [Player(Level.BEGINNER.params, seed=None).press(" ", key).text for key in "nr"]
    asked.append(Player(Level.INTERMEDIATE.params, seed=None).press(" ", "Esc", "y", "b").text)
    said = [" ".join(text.split()) for text in asked]
    assert [text.count("? It counts as lost (y/n)") for text in said] == [1, 1, 1], said
    out = io.StringIO()
    session = Keeper(tmp_path).session(Settings.of_params(Level.BEGINNER.params))
    plain.run(session, io.StringIO("open 4 4\nnew\nnew\n"), out)
    notes = [line for line in out.getvalue().splitlines() if "counts as lost" in line]
    assert notes == ["note: new would give up this game: it counts as lost; type new again "
                     "to do so", "note: the game in progress is given up: it counts as lost"]


def said(player: Player) -> str:
    """The screen's words, rows joined (a question may take several)."""
    return " ".join(player.text.split())


def test_a_question_keeps_its_second_sentence_on_a_narrow_screen() -> None:
    """Below 56 columns "It counts as lost" went, and "The game is kept" below 38: the
    question takes the free rows above its answers' keys, or the keys' row."""
    for height in (24, 12):
        player = Player(Level.BEGINNER.params, height, 40, seed=None).press(" ", "n")
        assert "Give up this game for a new one? It counts as lost (y/n)" in said(player)
        player.press("n")  # no: the question's rows are cleared, the keys come back
        assert "counts as lost" not in player.text and "q quit" in player.text
    for height, width in ((8, 34), (12, 40), (24, 36)):
        for key, question in (("q", "Quit? The game is kept to resume (y/n)"),
                              ("Esc", "Go to the menu? The game is kept (y/n)")):
            player = Player(Level.BEGINNER.params, height, width, seed=None).press(" ", key)
            assert question in said(player), (height, width)
    player = Player(height=12, width=40, seed=None).press("b", " ", "Esc", "y", "i")
    assert "Give up the game you left? It counts as lost (y/n)" in said(player)
    player.press("n")
    assert "counts as lost" not in player.text and "Resume" in player.text


def test_the_quit_question_keeps_its_warning_in_as_many_words_as_a_new_size_holds() -> None:
    # Asked at 80 columns, then narrowed: only "Quit? (y/n)" was left, and y still gave up
    # the oldest kept game; asked narrow, then widened, it stayed in its fewest words.
    for _ in range(10):
        Player(Level.BEGINNER.params, seed=None).press(" ", "Esc", "y")
    player = Player(Level.BEGINNER.params, seed=None).press(" ", "q")
    wide = "Quit? The game is kept, but the oldest kept game that counts (Beginner, 0 s) is " \
           "given up as lost (y/n)"
    assert wide in " ".join(player.text.split())
    player.resize(12, 40)
    assert "Quit? Kept; the oldest kept game is lost (y/n)" in " ".join(player.text.split())
    player.resize(24, 80)
    assert wide in " ".join(player.text.split())
    player.resize(24, 60)  # under 80 columns, but room for it whole on two lines
    assert wide in " ".join(player.text.split())
    player.press("n")  # no: the game goes on, and the question is not asked again at a resize
    player.resize(12, 40)
    assert "oldest" not in player.text


def test_a_tip_s_numbers_stay_in_view_when_the_terminal_shrinks() -> None:
    # After a resize the view followed the cursor only: the 1 that proves the tip went out.
    player = Player(Level.BEGINNER.params, seed=5).press("Enter", "t")
    screen = player.game
    assert screen.ui.highlight and "[" in player.text
    player.resize(8, 220)
    ui, view = screen.ui, screen.layout
    assert view is not None and view.view_rows < 8
    for cell in ui.highlight | {ui.cursor}:
        assert ui.top <= cell.row < ui.top + view.view_rows, (cell, ui.top, view.view_rows)


def test_help_stays_on_the_same_part_of_its_text_over_a_resize() -> None:
    player = Player(Level.BEGINNER.params).press(" ", "?", "PgDn", "PgDn")
    before = [line.strip() for line in player.text.splitlines()[1:4]]
    player.resize(12, 40)
    after = [line.strip() for line in player.text.splitlines()]
    section = next(line.split("  ")[0] for line in before if line)
    assert "more above" in after[0] or "above" in after[0]
    assert any(line.startswith(section) for line in after[1:4]), (before, after)


def test_giving_up_where_results_cannot_be_written_says_nothing_is_recorded() -> None:
    # "It counts as lost" was asked, and the loss then went nowhere without a word.
    from minesweeper import storage

    folder = storage.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "records.json").symlink_to(folder / "gone" / "records.json")
    for height, width in ((24, 80), (12, 40)):  # whole on 40 columns too
        player = Player(Level.BEGINNER.params, height, width, seed=None).press(" ", "n")
        said = " ".join(player.text.split())
        assert "Give up this game for a new one? Results cannot be kept (y/n)" in said, said
        assert "counts as lost" not in said


def test_a_board_file_lost_on_its_first_click_is_not_replayed_from_that_mine() -> None:
    # A board file that names no first click, opened first on a mine: `r` put the cursor
    # back on the mine and said it was "the first click of this board"; Space lost again.
    from minesweeper.engine import Coord, Status, parse
    from minesweeper.settings import Settings
    from minesweeper.tui.screens.game import REPLAY_HERE

    field = parse("*....\n.....\n.....\n.....\n....*\n")
    played = Player(settings=Settings.of_board(field, "corners.in"))
    played.press("Up", "Up", "Left", "Left")
    assert played.game.ui.cursor == Coord(0, 0)
    played.press(" ")
    assert played.game.game.status is Status.LOST
    played.press("r")
    assert played.game.ui.cursor != Coord(0, 0) and REPLAY_HERE not in played.text
    played.press(" ")  # the centre: it opens the whole board
    assert played.game.game.status is Status.WON
    played.press("r")  # begun on the centre this time: replayed from there
    assert played.game.ui.cursor == Coord(2, 2) and REPLAY_HERE in played.text


def test_a_drawn_position_is_replayed_from_the_position_not_from_a_first_click() -> None:
    # Its set-up opens are no click of the player's: `r` sent the cursor to the first of
    # them and said it was "the first click of this board".
    from minesweeper.engine import Coord, Status, parse_board
    from minesweeper.settings import Settings
    from minesweeper.tui.screens.game import REPLAY_HERE

    board = parse_board(".F.*.\n11211\n00000\n")
    played = Player(settings=Settings.of_board(board.minefield, "121.in",
                                               setup=board.setup))
    assert played.game.game.tile(Coord(0, 1)) is Tile.FLAG
    played.press("Up", "Up", " ")  # (0, 2): the safe cell the 1-2-1 proves
    assert played.game.game.status is Status.PLAYING
    played.press("Right", "Right", " ", "Left", "Left", "Left", "Left", " ")
    assert played.game.game.status is Status.WON
    played.press("r")
    assert played.game.game.tile(Coord(0, 1)) is Tile.FLAG
    assert played.game.game.tile(Coord(0, 2)) is Tile.CLOSED
    assert played.game.ui.cursor == Coord(1, 2) and REPLAY_HERE not in played.text


def test_a_drawn_position_nobody_touched_is_left_without_a_question() -> None:
    # Set up, the game is under way: n, r and Esc asked "Give up this game...?" over it.
    from minesweeper.engine import parse_board
    from minesweeper.settings import Settings

    board = parse_board(".F.*.\n11211\n00000\n")
    played = Player(settings=Settings.of_board(board.minefield, "121.in",
                                               setup=board.setup))
    played.press("n")
    assert not played.game.ui.confirm and played.game.game.tile(Coord(0, 1)) is Tile.FLAG
    played.press("Up", "f")  # a flag is the player's: now it asks
    played.press("n")
    assert played.game.ui.confirm


def test_a_drawn_position_left_untouched_for_the_menu_is_no_game_in_progress() -> None:
    # The menu asked "Quit? The game cannot be kept" over it, and "Give up the game you
    # left?" before a level: nothing of the player's was there to lose (the regression
    # tester).
    from minesweeper.engine import parse_board
    from minesweeper.settings import Settings

    board = parse_board(".F.*.\n11211\n00000\n")
    played = Player(settings=Settings.of_board(board.minefield, "121.in",
                                               setup=board.setup))
    played.press("Esc")
    assert isinstance(played.app.screen, MenuScreen)
    played.press("b")
    assert "Give up" not in played.text and played.game.game.params.mines == 10
