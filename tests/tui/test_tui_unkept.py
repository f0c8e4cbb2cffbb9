"""The curses game where the kept games cannot be written (a read-only data folder), or are
found damaged as the game leaves: it never promises to keep the game, and what the files had
to say reaches the player after the screen is gone."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from standin import Player

from minesweeper.engine import Coord, Level, Params, Status
from minesweeper.tui.events import Button, Key


@pytest.fixture
def unwritable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The data folder under a file: it can be neither made nor read."""
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    return blocker / "minesweeper"


def words(player: Player) -> str:
    return " ".join(player.text.split())


def squeezed(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("width", [80, 40])
def test_quitting_where_games_cannot_be_kept_says_so_and_why_after_the_screen(
        unwritable: Path, width: int) -> None:
    player = Player(Level.BEGINNER.params, width=width, height=24 if width == 80 else 12)
    player.press(" ", "q")
    assert "Quit? The game cannot be kept (y/n)" in player.text
    assert "kept to resume" not in player.text
    player.terminal.events = [Key("y")]
    assert player.app.loop() == 0
    [line] = player.app.last_words()
    assert line == (f"minesweeper: games left in progress will not be kept: {unwritable.parent} "
                    "is a file, not a folder")


def test_leaving_for_the_menu_where_games_cannot_be_kept_promises_only_this_run(
        unwritable: Path) -> None:
    player = Player(Level.BEGINNER.params).press(" ", "Esc")
    assert "To the menu? Kept until you quit (y/n)" in player.text
    player.press("y")
    assert "Resume" in player.text  # kept in memory, for this run


def test_the_menu_says_at_once_that_games_cannot_be_kept(unwritable: Path) -> None:
    player = Player()
    said = words(player)  # a sentence of its own, as the win screen's notes are
    assert squeezed(f"Games left in progress will not be kept: {unwritable.parent} is a file, "
                    "not a folder.") in squeezed(said)  # a long path may break
    assert "Could not read" not in said and "left as it is" not in said  # nothing is there
    assert Player(Level.BEGINNER.params).press(" ", "q").text.count("cannot be kept") == 1


def test_what_the_menu_said_of_the_files_is_said_again_whole_after_the_screen(
        unwritable: Path) -> None:
    player = Player()  # the menu shows it: cut short on a small screen
    assert "Games left in progress will not be kept: " in words(player)
    said = player.app.last_words()
    assert said and said[0].startswith("minesweeper: games left in progress will not"), said
    assert any("will not be kept" in line for line in said)


def test_quitting_where_games_are_kept_says_they_are_and_nothing_after() -> None:
    player = Player(Level.BEGINNER.params).press(" ", "q")
    assert "Quit? The game is kept to resume (y/n)" in player.text
    player.terminal.events = [Key("y")]
    player.app.loop()
    assert player.app.last_words() == []


def test_a_kept_games_file_found_damaged_as_the_game_quits_is_said_after_the_screen(
        private_data_folder: Path) -> None:
    (private_data_folder / "minesweeper" / "saved-game.json").mkdir(parents=True)
    player = Player(Level.BEGINNER.params, seed=None).press(" ")
    player.terminal.events = [Key("q"), Key("y")]
    assert player.app.loop() == 0
    [line] = player.app.last_words()
    assert re.fullmatch(r"minesweeper: kept games could not be read: it is now saved-game\.json"
                        r"\.damaged-[-0-9]+ \(saved-game\.json was a directory\)", line)
    assert Player().app.context.keeper.kept() is not None  # and the game is kept


def test_a_file_found_damaged_as_a_signal_ends_the_game_is_said_after_the_screen(
        private_data_folder: Path) -> None:
    (private_data_folder / "minesweeper" / "saved-game.json").mkdir(parents=True)
    player = Player(Level.BEGINNER.params, seed=None).press(" ")

    def hang_up(timeout_ms: int) -> Key:
        raise SystemExit(129)  # what signals.py makes of SIGHUP

    player.terminal.read_event = hang_up  # type: ignore[method-assign]
    with pytest.raises(SystemExit):
        player.app.loop()
    [line] = player.app.last_words()
    assert "saved-game.json.damaged-" in line



@pytest.mark.parametrize("size", [(24, 80), (12, 40), (8, 40)])
def test_times_where_results_cannot_be_kept_says_its_figures_will_not_be(
        unwritable: Path, size: tuple[int, int]) -> None:
    player = Player(Level.BEGINNER.params, seed=None)
    player.press(" ", "Esc", "y", "b", "y", "Esc", "t").resize(*size)  # a game given up
    lines = [line.strip() for line in player.text.splitlines()]
    assert any(line.startswith("Played 1") for line in lines)
    assert "This session's results will not be kept" in lines


def test_times_where_results_are_kept_says_nothing_of_it() -> None:
    player = Player(Level.BEGINNER.params, seed=None)
    player.press(" ", "Esc", "y", "b", "y", "Esc", "t")
    assert "Played 1" in player.text and "will not be kept" not in player.text


def test_quitting_from_the_menu_with_a_game_only_in_memory_asks_as_the_game_does(
        unwritable: Path) -> None:
    player = Player(Level.BEGINNER.params).press(" ", "Esc", "y", "q")
    assert player.running and "Quit? The game cannot be kept (y/n)" in player.text
    assert "y yes  n no" in player.text and "arrows choose" not in player.text  # as in play
    player.press("n")  # no: the menu, the game still there to resume
    assert player.running and "(y/n)" not in player.text and "Resume" in player.text
    assert "arrows choose" in player.text and "y yes" not in player.text
    player.press("q", "y")
    assert not player.running


def test_quitting_from_the_menu_asks_nothing_where_the_game_is_kept() -> None:
    assert not Player(Level.BEGINNER.params).press(" ", "Esc", "y", "q").running


def test_times_words_a_folder_that_cannot_be_made_as_the_win_screen_does(
        unwritable: Path) -> None:
    said = words(Player().press("t"))
    assert squeezed(f"Results will not be kept: {unwritable.parent} is a file, not a "
                    "folder.") in squeezed(said)
    assert "Could not read" not in said and "left as it is" not in said


@pytest.mark.parametrize("width", [80, 40])
def test_the_win_screen_says_an_unkept_best_time_is_not_kept(
        unwritable: Path, width: int) -> None:
    player = Player(Level.BEGINNER.params, 24 if width == 80 else 12, width,
                    seed=None).press(" ")
    field = player.game.game.minefield
    assert field is not None
    for row in range(8):
        for col in range(8):
            if not field.is_mine(Coord(row, col)) and not player.game.game.is_over:
                player.game.ui.cursor = Coord(row, col)
                player.press(" ")
    assert player.game.game.status is Status.WON
    assert "not kept" in player.text and "Best #1!" not in player.text
    assert "New best time" not in player.text


def test_a_game_given_up_where_games_cannot_be_kept_is_no_longer_offered(
        unwritable: Path) -> None:
    player = Player(Level.BEGINNER.params, seed=None)
    player.press(" ", "Esc", "y", "b", "y", "Esc")  # given up for a new one, itself unstarted
    assert "Resume" not in player.text and "Beginner" in player.text


def test_a_game_left_where_games_cannot_be_kept_is_resumed_from_memory(
        unwritable: Path) -> None:
    player = Player(Level.BEGINNER.params, seed=None).press(" ", "Esc", "y", "r")
    assert "The kept game is gone" not in player.text
    assert player.game.game.status is Status.PLAYING and player.game.game.moves


def test_times_keeps_saying_results_will_not_be_kept_on_every_table_and_size(
        unwritable: Path) -> None:
    player = Player().press("t")
    note = "Results will not be kept:"
    for keys in (("Right",), ("Left",), ("Left", "Right")):
        assert note in words(player.press(*keys)), keys
    assert note in words(player.resize(10, 40))
    cut = player.resize(8, 40).text.splitlines()
    assert any(line.strip().startswith("Results will") and line.rstrip().endswith("...")
               for line in cut), cut
    assert squeezed(f"{note} {unwritable.parent} is a file, not a folder.") in squeezed(
        words(player.resize(24, 80)))


def test_the_menus_give_up_question_on_a_small_screen_shows_its_answers(
        unwritable: Path) -> None:
    player = Player(Level.BEGINNER.params, 12, 40, seed=None).press(" ", "Esc", "y", "b")
    # Whole, as in the game: it takes its answers' row, and says (y/n); nothing it counts
    # is recorded here (it had said "It counts as lost").
    asked = "Give up the game you left? Results cannot be kept (y/n)"
    assert asked in " ".join(player.text.split())
    assert "y yes  n no" not in player.text and "arrows choose" not in player.text
    player.press("n").resize(24, 80).press("b")  # room enough: the whole question
    assert asked in player.text and "y yes  n no" in player.text


@pytest.mark.parametrize("height, width", [(6, 20), (2, 12), (7, 30)])
def test_q_on_a_screen_too_small_asks_before_losing_a_game_that_cannot_be_kept(
        unwritable: Path, height: int, width: int) -> None:
    player = Player(Level.BEGINNER.params, 12, 40).press(" ").resize(height, width)
    notice = player.text
    assert "Enlarge" in notice or "+" in notice
    player.press("q")  # it quit at once, and the game was gone
    assert player.running and "Quit?" in player.text
    player.press("n")  # no: back to the notice, the game still there
    assert player.running and player.text == notice
    player.press("q")
    player.resize(12, 40)  # a bigger screen answers no: the game shows again
    assert player.running and player.game.game.status is Status.PLAYING
    assert "Quit?" not in player.text
    player.resize(height, width).press("q", "y")
    assert not player.running


def test_the_quit_question_on_a_screen_too_small_is_answered_on_its_y_n(
        unwritable: Path) -> None:
    # It stands alone, with no hints: a click on its "(y" went back, as a no.
    player = Player(Level.BEGINNER.params, 12, 40).press(" ").resize(8, 30).press("q")
    lines = player.text.splitlines()
    y = max(row for row, line in enumerate(lines) if "(y/n)" in line)
    x = lines[y].index("(y/n)")
    player.click(y, x + 3, Button.LEFT_DOWN).click(y, x + 3)  # on "n": no
    assert player.running and "(y/n)" not in player.text
    player.press("q").click(y, x + 1, Button.LEFT_DOWN)
    assert player.running and "(y/n)" in player.text  # answered as it is let go
    player.click(y, x + 1)
    assert not player.running


def test_q_on_a_screen_too_small_asks_over_a_game_left_for_the_menu(unwritable: Path) -> None:
    player = Player(Level.BEGINNER.params, 12, 40).press(" ", "Esc", "y").resize(6, 20)
    player.press("q")
    assert player.running and "Quit?" in player.text
    player.press("y")
    assert not player.running


def test_q_on_a_screen_too_small_quits_at_once_where_nothing_would_be_lost(
        unwritable: Path) -> None:
    # A game not started yet is not asked about, here or where the game shows.
    assert not Player(Level.BEGINNER.params, 12, 40).resize(6, 20).press("q").running


def test_q_on_a_screen_too_small_quits_at_once_where_the_game_is_kept() -> None:
    player = Player(Level.BEGINNER.params, 12, 40).press(" ").resize(6, 20).press("q")
    assert not player.running


def test_the_quit_question_says_the_game_is_kept_even_on_40_columns() -> None:
    player = Player(Level.BEGINNER.params, 12, 40).press(" ", "q")
    assert "Quit? The game is kept to resume (y/n)" in player.text


def test_the_menu_question_says_the_game_is_kept_even_on_40_columns() -> None:
    player = Player(Level.BEGINNER.params, 12, 40).press(" ", "Esc")
    assert "Go to the menu? The game is kept (y/n)" in player.text


@pytest.fixture
def small_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """Kept games may take 2000 bytes: a 40x40 board's 800 mines do not fit."""
    from minesweeper import storage

    monkeypatch.setattr(storage, "MAX_BYTES", 2000)


@pytest.mark.parametrize("width", [80, 40])
def test_quitting_a_game_too_big_to_keep_says_it_cannot_be_kept(small_file: None,
                                                                width: int) -> None:
    player = Player(Params(40, 40, 800), width=width, height=24 if width == 80 else 12)
    player.press(" ", "q")
    assert "Quit? The game cannot be kept (y/n)" in player.text
    assert "kept to resume" not in player.text
    player.terminal.events = [Key("y")]
    assert player.app.loop() == 0
    [line] = player.app.last_words()
    assert line.startswith("minesweeper: the game left in progress is too big to keep")


def test_leaving_a_game_too_big_to_keep_for_the_menu_says_it_cannot_be_kept(
        small_file: None) -> None:
    player = Player(Params(40, 40, 800)).press(" ", "Esc")
    assert "Menu? The game cannot be kept (y/n)" in player.text
    assert "is kept" not in player.text and "Kept until" not in player.text
    player.press("y")
    assert "Resume" not in player.text  # not even in memory: it is gone


def test_q_on_a_screen_too_small_for_a_game_too_big_to_keep_asks_first(small_file: None
                                                                       ) -> None:
    player = Player(Params(40, 40, 800)).press(" ").resize(6, 30).press("q")
    assert player.running and "cannot be kept" in words(player)
    player.press("y")
    assert not player.running


def test_a_resumed_game_the_full_disk_keeps_offering_says_at_once_it_will_not_count(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    from minesweeper import storage
    from minesweeper.engine import Action, Move
    from minesweeper.records import Store
    from minesweeper.session import Session
    from minesweeper.settings import Settings

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    for _ in range(2):  # (taking the last one would remove the file, which a full disk allows)
        session = Session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0,
                          Store(tmp_path / "minesweeper"))
        session.play(Move(Action.OPEN, Coord(4, 4)))
        assert session.save()

    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "write_atomic", full)
    player = Player().press("r")  # Resume, from the menu
    assert player.game.game.status is Status.PLAYING
    assert "this play of it is not counted" in words(player) and player.game.ui.is_error


WHOLE = "Quit? The game is kept, but the oldest kept game that counts (Beginner, 0 s) is " \
    "given up as lost (y/n)"


@pytest.mark.parametrize("height, width, asked", [
    (8, 20, WHOLE), (12, 33, WHOLE), (4, 20, "Quit? Kept; the oldest kept game is lost (y/n)")])
def test_q_on_a_screen_too_small_asks_before_keeping_gives_up_the_oldest_kept_game(
        height: int, width: int, asked: str) -> None:
    # With ten games kept, q there quit at once, and the oldest kept game counted as lost.
    for _ in range(10):
        Player(Level.BEGINNER.params, seed=None).press(" ", "Esc", "y")
    player = Player(Level.BEGINNER.params, 12, 40, seed=None).press(" ").resize(height, width)
    notice = player.text
    player.press("q")
    assert player.running
    assert asked in words(player)
    player.press("n")
    assert player.running and player.text == notice
    player.press("q", "y")
    assert not player.running


def test_a_paste_answers_the_quit_question_no(unwritable: Path) -> None:
    # A "y" in the pasted text must not quit and lose the game; the question stayed.
    from minesweeper.tui.events import Paste

    player = Player(Level.BEGINNER.params).press(" ", "q")
    assert "Quit? The game cannot be kept (y/n)" in player.text
    assert player.app.feed(Paste("y"))
    assert "(y/n)" not in player.text and player.game.game.status is Status.PLAYING


def test_a_paste_answers_the_quit_question_of_a_screen_too_small_no(unwritable: Path) -> None:
    from minesweeper.tui.events import Paste

    player = Player(Level.BEGINNER.params).press(" ").resize(10, 20).press("q")
    assert player.app.asking_quit
    assert player.app.feed(Paste("y"))
    assert not player.app.asking_quit and player.game.game.status is Status.PLAYING
