"""Plain play keeps every line it prints to 80 columns, so that a terminal of 80 never
wraps one mid-word: the only longer line is a player's own long file name, whole."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from minesweeper import plain, wording
from minesweeper.engine import Action, Coord, Level, Minefield, Move, Params, columns
from minesweeper.kept import Keeper
from minesweeper.session import Session
from minesweeper.settings import Mode, Settings

WIDTH = 80
BOARD = set("#F?.12345678*Xx")
LONG_NAME = "my-own-board-from-the-tournament-of-2024-second-round-hardest-one-" * 2 + ".in"


def script(settings: Settings) -> str:
    """Commands through help, a hint, a loss, an undo and more hints, to the end."""
    params = settings.params
    first = Coord(params.rows // 2, params.cols // 2)
    probe = Session(settings, lambda: 0.0)
    probe.play(Move(Action.OPEN, first))
    field = probe.game.minefield
    assert field is not None
    mines = [Coord(*divmod(index, params.cols)) for index in field.mine_indices]
    safe = [Coord(row, col) for row in range(params.rows) for col in range(params.cols)
            if Coord(row, col) not in mines]
    lines = ["help", "hint", f"open {first.row} {first.col}", "hint"]
    lines += [f"open {mines[0].row} {mines[0].col}", "hint", "flag 0 0", "undo", "hint"]
    lines += [f"flag {cell.row} {cell.col}" for cell in mines[1:3]] + ["hint", "undo"]
    lines += [f"open {cell.row} {cell.col}" for cell in safe] + ["hint", "frobnicate", "new"]
    return "\n".join(lines) + "\nquit\n"


def played(settings: Settings, tmp_path: Path, *, rulers: bool = False) -> list[str]:
    session = Keeper(tmp_path).session(settings, lambda: 0.0)
    out = io.StringIO()
    plain.run(session, io.StringIO(script(settings)), out, rulers=rulers)
    return out.getvalue().splitlines()


def too_wide(lines: list[str]) -> list[str]:
    # A file name cannot be cut: the line holding it may be longer, but holds nothing else;
    # and a board's rows are as wide as the board.
    return [line for line in lines if len(line) > WIDTH and not set(line) <= BOARD
            and line.strip().rstrip(":.") not in (LONG_NAME, f"Board {LONG_NAME}",
                                                  f"Replay, Board {LONG_NAME}")]


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("mode", [Mode.CLASSIC, Mode.FORGIVING, Mode.STRICT])
def test_every_line_of_a_level_fits_80_columns(level: Level, mode: Mode,
                                               tmp_path: Path) -> None:
    settings = Settings.of_params(level.params, mode=mode, seed=11)
    lines = played(settings, tmp_path, rulers=level is Level.ADVANCED)
    assert any("lost" in line for line in lines) and any("Commands:" in line for line in lines)
    assert any(line.startswith("note: the losing move is taken back") for line in lines)
    assert too_wide(lines) == []


def test_the_intro_and_the_undo_note_fit_without_a_second_line(tmp_path: Path) -> None:
    lines = played(Settings.of_params(Level.INTERMEDIATE.params, seed=11), tmp_path)
    assert lines[:2] == ["Minesweeper: Intermediate, seeded: 16 rows x 16 columns, 40 mines.",
                         "Type help for commands."]
    undone = [line for line in lines if line.startswith("note: the losing move")]
    assert undone and all(line.endswith(")") for line in undone)


def test_a_long_status_line_goes_on_under_itself_between_its_parts(tmp_path: Path) -> None:
    settings = Settings.of_params(Params(100, 100, 1000), mode=Mode.FORGIVING, seed=3)
    probe = Session(settings, lambda: 0.0)
    probe.play(Move(Action.OPEN, Coord(50, 50)))
    assert probe.game.minefield is not None
    mine = Coord(*divmod(min(probe.game.minefield.mine_indices), 100))
    session = Keeper(tmp_path).session(settings, lambda: 0.0)
    out = io.StringIO()
    plain.run(session, io.StringIO(f"open 50 50\nhint\nopen {mine.row} {mine.col}\nundo\n"), out)
    lines = out.getvalue().splitlines()
    assert "Custom 100x100, 1000 mines, forgiving, seeded | mines left: 1000" in lines
    assert "  | playing | time: 0 s | assisted | deaths: 1" in lines and too_wide(lines) == []


@pytest.mark.parametrize("mines, shown", [([Coord(0, 0)], "| lost |"), ([Coord(2, 2)], "| won |")])
def test_a_cut_status_line_keeps_won_or_lost_between_bars(tmp_path: Path, mines: list[Coord],
                                                          shown: str) -> None:
    # With a board file's name of 49 to 55 characters the cut came next to the state:
    # "... | mines left: 1" over "  lost | time: 0 s".
    name = "n" * 49 + ".in"
    field = Minefield(3, 3, mines)
    session = Keeper(tmp_path).session(Settings.of_board(field, name), lambda: 0.0)
    out = io.StringIO()
    plain.run(session, io.StringIO("open 0 0\n"), out)
    lines = out.getvalue().splitlines()
    end = next(i for i, line in enumerate(lines) if line.startswith(("You won", "Boom!")))
    assert lines[end - 2].startswith(f"Board {name} | mines left: ")
    assert lines[end - 1].startswith(f"  {shown} time: 0 s")
    assert too_wide(lines) == []


def test_a_long_board_file_name_is_the_only_longer_line(tmp_path: Path) -> None:
    field = Minefield(8, 8, [Coord(0, 0), Coord(7, 7), Coord(0, 7), Coord(3, 3)])
    settings = Settings.of_board(field, f"/some/where/{LONG_NAME}")
    lines = played(settings, tmp_path)
    longer = [line for line in lines if len(line) > WIDTH]
    assert longer and too_wide(lines) == []
    assert lines[0] == "Minesweeper: Board"


@pytest.mark.parametrize("line", [f"note: {wording.UNDONE}", f"note: {wording.UNDONE_UNCOUNTED}",
                                  f"note: {wording.UNDONE_UNRECORDED}", wording.KEPT_ON_QUIT,
                                  f"note: {wording.GIVEN_UP}"])
def test_the_fixed_notes_fit_one_line(line: str) -> None:
    assert len(line) <= WIDTH


def test_a_line_quoting_wide_characters_fits_80_columns() -> None:
    # 60 CJK characters typed as a command: quoted back in ASCII (plain play is ASCII, at
    # any locale), six columns each, and the error line that quotes them still fits.
    session = Session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0)
    out = io.StringIO()
    plain.run(session, io.StringIO("地雷" * 30 + "\nquit\n"), out)
    lines = out.getvalue().splitlines()
    assert any("\\u5730\\u96f7" in line for line in lines)
    assert out.getvalue().isascii()
    assert [line for line in lines if columns(line) > WIDTH] == []


def test_a_won_game_s_status_line_gives_the_seconds_of_its_win_line(tmp_path: Path) -> None:
    times = iter([0.0, 12.996])
    session = Session(Settings.of_board(Minefield(3, 3, [Coord(2, 2)]), "t.in"),
                      lambda: next(times, 12.996))
    out = io.StringIO()
    plain.run(session, io.StringIO("open 0 0\n"), out)
    said = out.getvalue()
    assert "| won | time: 13 s" in said and "You won in 13.00 s" in said


def test_where_output_is_ascii_lines_are_cut_after_escaping(tmp_path: Path) -> None:
    # In a C locale each é is written \u00e9: cut before that, a line of them ran to 152
    # columns.
    name = " ".join(["caf\u00e9"] * 20) + ".in"
    session = Session(Settings.of_board(Minefield(3, 3, [Coord(0, 0)]), name), lambda: 0.0)
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="ascii", errors="backslashreplace")
    plain.run(session, io.StringIO("quit\n"), out)
    out.flush()
    lines = raw.getvalue().decode("ascii").splitlines()
    banner = lines[:lines.index("Type help for commands.")]  # (the status line holds the
    assert "caf\\u00e9" in banner[0] and all(len(line) <= 80 for line in banner), banner  # name)


def test_whatever_is_typed_the_replies_are_ascii() -> None:
    out = io.StringIO()
    plain.run(Session(Settings.of_params(Level.BEGINNER.params), lambda: 0.0), io.StringIO(
        "地雷地雷\nfooé\nopen é 1\nopen 1 99999999999999999999999999é\n"), out)
    text = out.getvalue()
    assert text.isascii()
    assert "error: unknown command '\\u5730\\u96f7\\u5730\\u96f7'" in text
    assert "error: unknown command 'foo\\u00e9'" in text
