"""Kept games as the menu offers them: a random board is named by its size, not a file."""

from __future__ import annotations

from pathlib import Path

from minesweeper.engine import Action, Coord, Level, Move, Params
from minesweeper.kept import Keeper
from minesweeper.settings import Mode, Settings
from minesweeper.tui.draw.menu import resume_detail


def test_a_kept_random_game_has_no_board_name_so_the_menu_says_its_mode_once(
        tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    session = keeper.session(Settings.of_params(Level.BEGINNER.params, seed=5,
                                                mode=Mode.FORGIVING), lambda: 0.0)
    session.play(Move(Action.OPEN, Coord(4, 4)))
    session.save()
    kept = keeper.kept()
    assert kept is not None and kept.board == "" and kept.seeded
    assert resume_detail(kept.params, kept.board, kept.luck_label, kept.elapsed,
                         seeded=kept.seeded) == "Beginner, forgiving, seeded, 0 s"


def test_resuming_a_custom_game_leaves_times_on_this_window_s_last_table(
        tmp_path: Path) -> None:
    # A custom size has no table of its own: Times opens where this window last played.
    earlier = Keeper(tmp_path).session(Settings.of_params(Params(10, 12, 15), seed=1), lambda: 0.0)
    earlier.play(Move(Action.OPEN, Coord(5, 5)))
    earlier.save()
    keeper = Keeper(tmp_path)
    keeper.session(Settings.of_params(Level.INTERMEDIATE.params), lambda: 0.0)
    assert keeper.resume(None, lambda: 0.0) is not None
    assert keeper.last_table == "intermediate"
