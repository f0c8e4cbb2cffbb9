"""The loop and the way out: in process, with a stand-in terminal."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from standin import Player, StandIn

from minesweeper.engine import Level, Status
from minesweeper.settings import Settings
from minesweeper.tui import app
from minesweeper.tui.app import App
from minesweeper.tui.events import Key, Tick
from minesweeper.tui.screens import help as help_screen
from minesweeper.tui.screens.base import Context
from minesweeper.tui.screens.game import GameScreen
from minesweeper.tui.screens.menu import MenuScreen
from minesweeper.tui.state import FULL

BEGINNER = Level.BEGINNER.params
SRC = Path(app.__file__).resolve().parent
IMPORTS_CURSES = re.compile(r"^\s*(import\s+curses|from\s+curses\b)", re.MULTILINE)


def test_only_the_terminal_module_uses_curses() -> None:
    users = sorted(path.relative_to(SRC).as_posix() for path in SRC.rglob("*.py")
                   if IMPORTS_CURSES.search(path.read_text(encoding="utf-8")))
    assert users == ["terminal.py"]


def test_unexpected_error_prints_message_and_traceback(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def boom(*args: object) -> int:
        raise RuntimeError("boom")

    monkeypatch.setattr(app, "_run", boom)
    assert app.run(Settings.of_params(BEGINNER)) == app.EXIT_CRASH
    err = capsys.readouterr().err
    assert err.startswith("minesweeper: an unexpected error")
    assert "Traceback" in err and "RuntimeError: boom" in err


def test_ctrl_c_is_exit_130(monkeypatch: pytest.MonkeyPatch,
                            capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(*args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(app, "_run", interrupted)
    monkeypatch.setenv("LINES", "10")
    assert app.run(Settings.of_params(BEGINNER)) == 130
    assert capsys.readouterr().err == ""
    assert "LINES" not in os.environ


def test_the_loop_draws_once_and_quits_keeping_the_game() -> None:
    terminal = StandIn()
    terminal.events = [Key(" "), Tick(), Key("q"), Key("y")]
    game_app = App(terminal, Settings.of_params(BEGINNER, seed=3))
    assert game_app.loop() == 0
    assert terminal.events == []
    # First frame, the open, the question, and nothing for a tick in the same second.
    assert terminal.refreshes in (3, 4)
    kept = App(StandIn(), Settings.of_params(BEGINNER), play_now=False, resume=True)
    assert isinstance(kept.screen, GameScreen)
    assert kept.screen.game.status is Status.PLAYING and kept.screen.game.opened > 0


def test_resume_without_a_kept_game_opens_the_menu() -> None:
    player = Player(None, resume=True)
    assert isinstance(player.app.screen, MenuScreen)
    assert "Beginner" in player.text and "Resume" not in player.text


def test_ascii_glyphs_unless_the_terminal_is_utf8() -> None:
    assert "■" in Player(BEGINNER).text
    assert "■" not in Player(BEGINNER, utf8=False).text
    assert "■" not in Player(BEGINNER, ascii=True).text


def test_a_screen_too_small_waits_for_keys_but_q_quits() -> None:
    player = Player(BEGINNER).press(" ")
    game = player.app.screen.game_screen
    assert game is not None
    player.resize(10, 20)
    assert "Enlarge" in player.text or "enlarge" in player.text
    assert game.game.is_paused  # nothing can be seen: the clock stops
    player.press("f", " ")
    assert game.game.flags == 0
    player.resize(24, 80)
    assert not game.game.is_paused and "Mines" in player.text
    player.resize(10, 20).press("q")
    assert not player.running


def test_the_form_and_times_too_small_say_esc_goes_back_and_a_click_on_it_does() -> None:
    # Esc went back to the menu from a form too small to show, but only "q quits" was said.
    player = Player(None).press("c").resize(9, 30)
    assert "Esc back  q quits" in player.text
    player.press("Esc")
    assert isinstance(player.app.screen, MenuScreen) and player.running
    player.resize(24, 80).press("t").resize(9, 30)
    assert "Times" not in player.text and "Esc back" in player.text
    y = next(row for row, line in enumerate(player.text.splitlines()) if "Esc back" in line)
    x = player.text.splitlines()[y].index("Esc back")
    player.click(y, x + 7)  # its last letter
    assert isinstance(player.app.screen, MenuScreen) and player.running
    player.press("c").resize(9, 12)  # no room for both: q quits is the one said
    assert "q quits" in player.text and "Esc" not in player.text
    player.resize(9, 30).press("q")
    assert not player.running


def test_ctrl_z_stops_the_clock() -> None:
    player = Player(BEGINNER).press(" ")
    game = player.app.screen.game_screen
    assert game is not None and not game.game.is_paused
    player.terminal.on_suspend()
    assert game.game.is_paused


def test_ctrl_z_after_a_tip_comes_back_paused_with_nothing_of_the_board_showing() -> None:
    # After fg the tip's words stayed under the paused board, and the next key drew the
    # tip's cells through it (a pause by p showed neither).
    player = Player(BEGINNER, seed=5).press(" ", "t")
    assert player.game.ui.highlight and "is a mine" in player.text
    player.terminal.on_suspend()
    player.app.redraw(FULL)  # fg: the screen is drawn again
    assert "Paused" in player.text and "is a mine" not in player.text
    for key in ("Left", " ", "f"):
        player.press(key)
        assert not re.search("[■0-8]", board_rows(player)), player.text


def board_rows(player: Player) -> str:
    """The rows between the board's top and bottom borders, less the row numbers."""
    lines = player.text.splitlines()
    top = next(i for i, line in enumerate(lines) if "┌" in line)
    bottom = next(i for i, line in enumerate(lines) if "└" in line)
    return "\n".join(line.split("│")[1] for line in lines[top + 1:bottom] if "│" in line)


def test_ctrl_z_on_a_screen_too_small_comes_back_paused_as_from_the_game() -> None:
    # The screen too small had stopped the clock itself; after Ctrl-Z, a bigger terminal
    # and fg, the game ran again ("Playing"), where from the game screen it comes back
    # "Paused" for the player to go on when ready.
    player = Player(BEGINNER).press(" ")
    game = player.game.game
    player.resize(6, 20)
    assert game.is_paused
    player.terminal.on_suspend()
    player.resize(24, 80)
    assert game.is_paused and "Paused" in player.text


def test_curses_is_not_tried_without_a_terminal_or_on_a_dumb_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper.tui import unusable_reason

    assert unusable_reason() == "standard input or output is not a terminal"
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    monkeypatch.setenv("TERM", "dumb")
    assert unusable_reason() == "TERM=dumb cannot move the cursor"
    monkeypatch.setenv("TERM", "no-such-terminal-" * 5)
    reason = unusable_reason()
    assert reason == "TERM=no-such-terminal-... is unknown"
    assert len(f"minesweeper: {reason}; playing in plain text") <= 80
    monkeypatch.setenv("TERM", "x\x1b[31mRED")
    assert unusable_reason() == "TERM=x\\x1b[31mRED is unknown"  # shown, not obeyed
    monkeypatch.delenv("TERM")
    assert unusable_reason() == "TERM is not set (or empty), so the terminal type is unknown"


def test_on_windows_curses_is_tried_without_term(monkeypatch: pytest.MonkeyPatch) -> None:
    # windows-curses (PDCurses) draws on the console itself: Windows sets no TERM and has no
    # terminfo, so asking for them refused the curses game there every time.
    from minesweeper.tui import unusable_reason

    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    monkeypatch.delenv("TERM", raising=False)
    monkeypatch.setattr("sys.platform", "win32")
    assert unusable_reason() is None
    monkeypatch.setenv("TERM", "dumb")  # set by hand, meaning nothing to PDCurses
    assert unusable_reason() is None


def test_a_mouse_report_from_off_the_screen_does_nothing() -> None:
    # A release past the screen's edge closed the Times and help screens as a click elsewhere.
    from minesweeper.tui.events import Button
    from minesweeper.tui.screens.help import HelpScreen

    player = Player(Level.BEGINNER.params).press("?")
    assert isinstance(player.app.screen, HelpScreen)
    player.click(99_998, 99_998).click(24, 0).click(0, 80, Button.LEFT)
    assert isinstance(player.app.screen, HelpScreen)
    player.click(3, 3)  # on the screen, a click elsewhere still goes back
    assert not isinstance(player.app.screen, HelpScreen)


class Recording(StandIn):
    """A stand-in that keeps every frame's text, as a player would have seen it."""

    def __init__(self) -> None:
        super().__init__()
        self.frames: list[str] = []

    def refresh(self, now: bool = False) -> None:
        super().refresh(now)
        self.frames.append(self.canvas.text())


@pytest.mark.parametrize(("rows", "busy"), [(300, True), (16, False)])
def test_a_big_kept_game_says_what_it_does_before_its_first_frame(rows: int, busy: bool) -> None:
    # Replaying a 1000x1000 game's 100,000 moves left the screen blank for 2.4 s.
    from minesweeper.engine import Action, Coord, Move, Params
    from minesweeper.kept import Keeper

    session = Keeper().session(Settings.of_params(Params(rows, rows, rows * rows // 10),
                                                  seed=1), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(8, 15)))
    assert session.game.status is Status.PLAYING and session.save()
    terminal = Recording()
    App(terminal, Settings.of_params(Level.BEGINNER.params), play_now=False, resume=True)
    said = [frame for frame in terminal.frames if "Opening the kept game..." in frame]
    assert bool(said) is busy  # (a small one: no frame but the game's)


def test_help_left_open_does_no_work_at_each_tick(monkeypatch: pytest.MonkeyPatch) -> None:
    # Laying help out in columns takes about a millisecond; the loop wakes twice a second.
    player = Player(BEGINNER).press(" ", "?")
    laid_out: list[tuple[int, int]] = []
    real = help_screen.draw.help_page
    monkeypatch.setattr(help_screen.draw, "help_page",
                        lambda *args: laid_out.append(args[:2]) or real(*args))
    shown = player.text
    for _ in range(10):
        player.app.feed(Tick())
    assert laid_out == [] and player.text == shown
    player.press("Down")  # a key still scrolls or closes it
    assert laid_out


def test_a_term_that_is_not_utf8_is_unknown_not_a_traceback(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # TERM=$'xterm\xff' (a byte that is not UTF-8, read with surrogateescape) ended the game
    # in a UnicodeEncodeError traceback from curses.setupterm.
    from minesweeper.tui import unusable_reason

    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    monkeypatch.setenv("TERM", os.fsdecode(b"xterm\xff"))
    assert unusable_reason() == "TERM=xterm\\xff is unknown"


def test_a_wide_term_is_cut_by_columns_to_keep_its_line_in_80(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The name is cut at 20 characters so that the line fits 80 columns; twenty CJK
    # characters take 40, and the line took 92.
    from minesweeper.engine import columns
    from minesweeper.tui import unusable_reason

    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    monkeypatch.setenv("TERM", "地雷" * 10)
    reason = unusable_reason()
    assert reason is not None and reason.endswith("... is unknown")
    assert columns(f"minesweeper: {reason}; playing in plain text") <= 80


def test_ctrl_z_while_the_kept_game_is_replayed_at_start_is_no_crash(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # It was an AttributeError (App has no `screen` yet) out of the Ctrl-Z handler: the
    # game stopped with a traceback and status 70 ("Resuming..." on a big board takes
    # seconds, time enough to press Ctrl-Z).
    left = Player(BEGINNER).press(" ", "q", "y")
    left.app.context.keep(left.game)
    terminal = StandIn()
    replay = app.resume_game

    def stopped_meanwhile(context: Context) -> GameScreen | None:
        terminal.on_suspend()  # what Ctrl-Z calls before the program stops
        return replay(context)

    monkeypatch.setattr(app, "resume_game", stopped_meanwhile)
    resumed = App(terminal, Settings.of_params(BEGINNER), play_now=False, resume=True)
    game = resumed.screen.game_screen
    assert game is not None and game.game.status is Status.PLAYING
    assert game.game.is_paused  # back after fg paused, as from anywhere else
