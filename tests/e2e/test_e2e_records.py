"""Best times, statistics, save and resume, game IDs and export, through the real game."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from conftest import Terminal, glyph_position
from minesweeper.engine import Coord, Game, HintKind, Level, Position, hint, parse
from minesweeper.engine.gameid import GameId
from minesweeper.session import Session
from minesweeper.settings import Settings

SEED = "4242"
CENTRE = Coord(4, 4)  # where the cursor starts on Beginner


def twin_game() -> Game:
    """The Beginner game the command deals with --seed SEED, after the first open."""
    game = Session(Settings.of_params(Level.BEGINNER.params, seed=int(SEED)),
                   lambda: 0.0).new_game()
    game.open(CENTRE)
    return game


def screen_cell(terminal: Terminal, coord: Coord) -> tuple[int, int]:
    return glyph_position(terminal, coord.row, coord.col)


def closed_on_screen(terminal: Terminal) -> int:
    return terminal.text.count("■")


def board_text(terminal: Terminal) -> str:
    top, left = terminal.find("┌")
    lines = terminal.lines()[top: top + 10]
    return "\n".join(line[left: left + 26] for line in lines)


def start_and_open(spawn, *extra: str) -> tuple[Terminal, Game]:  # type: ignore[no-untyped-def]
    terminal = spawn("--beginner", "--seed", SEED, *extra, wait="Beginner")
    twin = twin_game()
    terminal.send(" ")
    expected = twin.to_text().count("#")
    terminal.wait_for(lambda: closed_on_screen(terminal) == expected)
    return terminal, twin


def win(terminal: Terminal, twin: Game) -> None:
    """Open every safe cell by mouse, one click at a time."""
    field = twin.minefield
    assert field is not None
    for row in range(8):
        for col in range(8):
            coord = Coord(row, col)
            if field.is_mine(coord) or twin.tile(coord).is_open:
                continue
            twin.open(coord)
            terminal.click(*screen_cell(terminal, coord))
            if twin.is_over:
                break
            expected = twin.to_text().count("#")
            terminal.wait_for(lambda expected=expected: closed_on_screen(terminal) == expected)
    terminal.wait_for("You won")


GLYPHS = {"■": "#", "⚑": "F", "·": "."}


def position_on_screen(terminal: Terminal) -> Position:
    """What the player sees, read off the screen (Beginner, three-wide cells)."""
    top, left = terminal.find("┌")
    rows = []
    for line in terminal.lines()[top + 1: top + 9]:
        cells = line[left + 2: left + 2 + 24: 3]
        rows.append("".join(GLYPHS.get(char, char) for char in cells))
    return Position.from_text("\n".join(rows), Level.BEGINNER.params.mines)


def solve_on_screen(terminal: Terminal) -> None:
    """Win a no-guess Beginner game from the middle, reading the board off the screen."""
    terminal.send(" ")
    terminal.wait_for("Playing")
    while "You won" not in terminal.text:
        seen = terminal.text
        given = hint(position_on_screen(terminal))
        assert given.kind in (HintKind.SAFE, HintKind.MINE), given.reason
        terminal.click(*screen_cell(terminal, given.cell),
                       button=1 if given.kind is HintKind.SAFE else 3)
        terminal.wait_for(lambda seen=seen: terminal.text != seen)


def test_a_fair_win_is_ranked_and_kept_after_a_restart(spawn) -> None:  # type: ignore[no-untyped-def]
    # No seed (a known seed would make the board known, so unranked): a no-guess board,
    # cleared by the solver reading the screen, as a player would.
    terminal = spawn("--beginner", "--no-guess", wait="Beginner")
    solve_on_screen(terminal)
    terminal.wait_for("New best time: #1!")
    terminal.wait_for("Game ID n-b-")
    terminal.send("q")
    assert terminal.wait_exit() == 0

    again = spawn(wait="Times")
    again.send("t")  # Times opens on the table of the last game, from the run before
    again.wait_for("statistics: Beginner (no guess)")
    assert "Played 1   Won 1 (100%)" in again.text
    assert any(line.strip().startswith("1 ") and "s " in line for line in again.lines())


def test_a_known_seed_is_not_ranked(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal, twin = start_and_open(spawn)
    win(terminal, twin)
    terminal.wait_for("Game ID b-")
    assert "New best time" not in terminal.text


def test_a_game_id_deals_the_same_board_again(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal, twin = start_and_open(spawn)
    terminal.key("f1")  # a chosen seed's game is unranked: help shows its ID at once
    terminal.wait_for("Help")
    terminal.key("end")  # help scrolls at 80 x 24: the ID is at its end
    terminal.wait_for("Game ID ")
    game_id = terminal.text.split("Game ID ")[1].split()[0]
    assert game_id == GameId(Level.BEGINNER.params, int(SEED), CENTRE).text
    terminal.send("x")
    terminal.wait_for("Beginner")
    before = board_text(terminal)
    again = spawn("--game", game_id, wait="Shared Beginner")
    again.send(" ")
    again.wait_for(lambda: closed_on_screen(again) == twin.to_text().count("#"))
    assert board_text(again) == before


@pytest.mark.parametrize("route", ["quit", "SIGTERM", "SIGHUP", "Ctrl-C", "Ctrl-\\"])
def test_leaving_mid_game_keeps_it_for_resume(spawn, route: str) -> None:  # type: ignore[no-untyped-def]
    terminal, twin = start_and_open(spawn)
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if twin.tile(Coord(r, c)).value == "#")
    terminal.click(*screen_cell(terminal, closed), button=3)
    terminal.wait_for("Mines   9")
    terminal.wait_for("Time   1", timeout=3)
    board = board_text(terminal)
    if route == "quit":
        terminal.send("q")
        terminal.wait_for("(y/n)")
        terminal.send("y")
        expected = 0
    elif route == "Ctrl-C":
        terminal.send("\x03")
        expected = 130
    elif route == "Ctrl-\\":  # SIGQUIT: kept like the others, not a dump
        terminal.send("\x1c")
        expected = 128 + signal.SIGQUIT
    else:
        terminal.process.kill(getattr(signal, route))
        expected = 128 + getattr(signal, route)
    assert terminal.wait_exit() == expected

    again = spawn(wait="Resume")
    assert "Beginner, seeded, 1 s" in again.text  # (start_and_open gives a seed)
    again.send("r")
    again.wait_for("Mines   9")
    assert board_text(again) == board
    assert "Time   1" in again.text or "Time   2" in again.text
    again.send("q")
    again.wait_for("(y/n)")
    again.send("y")
    assert again.wait_exit() == 0
    third = spawn("--resume", wait="Mines   9")
    assert board_text(third) == board


def test_a_game_killed_mid_play_is_offered_again_as_it_was(spawn) -> None:  # type: ignore[no-untyped-def]
    # SIGKILL, the out-of-memory killer, a crash: nothing runs on the way out. The game
    # was kept as it was played, so the next start offers it, every move in it.
    terminal, twin = start_and_open(spawn)
    closed = next(Coord(r, c) for r in range(8) for c in range(8)
                  if twin.tile(Coord(r, c)).value == "#")
    terminal.click(*screen_cell(terminal, closed), button=3)
    terminal.wait_for("Mines   9")
    board = board_text(terminal)
    terminal.process.kill(signal.SIGKILL)
    assert terminal.wait_exit() == -signal.SIGKILL

    again = spawn(wait="Resume")
    assert "Beginner, seeded" in again.text
    again.send("r")
    again.wait_for("Mines   9")
    assert board_text(again) == board


def test_resume_without_a_saved_game_says_so(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--resume")
    assert terminal.wait_exit() == 2
    assert "no kept game to resume" in terminal.text and "Traceback" not in terminal.text


DAMAGE = {
    "truncated": b'{"kind": "minesweeper-records", "version": 1, "da',
    "binary": bytes(range(256)),
    "wrong JSON type": b'"just a string"',
    "NaN": b'{"kind": "minesweeper-records", "version": 1, "data": {"stats": '
           b'{"beginner": {"played": NaN}}}}',
    "huge": b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
@pytest.mark.parametrize("name", ["records.json", "saved-game.json"])
def test_a_damaged_file_is_set_aside_with_a_message(  # type: ignore[no-untyped-def]
        spawn, private_data_folder: Path, damage: str, name: str) -> None:
    folder = private_data_folder / "minesweeper"
    folder.mkdir()
    (folder / name).write_bytes(DAMAGE[damage])
    terminal = spawn(wait="M I N E S W E E P E R")
    if name == "records.json":
        terminal.send("t")  # records are read when the scores are shown
        terminal.wait_for("statistics: Beginner")
    terminal.wait_for("damaged")
    assert "Traceback" not in terminal.text
    kept = [path for path in folder.iterdir() if path.name.startswith(name + ".damaged")]
    assert len(kept) == 1 and kept[0].read_bytes() == DAMAGE[damage]
    terminal.send("q" if name == "saved-game.json" else "xq")
    assert terminal.wait_exit() == 0


def test_an_unwritable_data_folder_is_reported_and_play_goes_on(  # type: ignore[no-untyped-def]
        spawn, private_data_folder: Path) -> None:
    (private_data_folder / "minesweeper").write_text("a file where a folder should be")
    terminal = spawn("--beginner", "--no-guess", wait="Beginner")
    solve_on_screen(terminal)
    terminal.wait_for("Results will not be kept")  # a sentence of the end's note
    terminal.send("q")
    assert terminal.wait_exit() == 0


def test_export_writes_the_finished_board(spawn, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", "b1.in", wait="Board", cwd=str(tmp_path))
    terminal.send("e")
    terminal.wait_for("once the game is over")
    terminal.key("up", 3)
    terminal.key("left", 3)  # row 1, column 2 holds a mine in b1.in
    terminal.send(" ")
    terminal.wait_for("Boom")
    terminal.send("e")
    terminal.wait_for("Board written to")
    [written] = list(tmp_path.glob("minesweeper-*.in"))
    bundled = Path(__file__).resolve().parents[2] / "boards" / "b1.in"
    assert parse(written.read_text()) == parse(bundled.read_text())
