"""Tips (t), the mine-chance overlay (i) and no-guess boards in the curses game."""

from __future__ import annotations

from conftest import DATA, board_lines, glyph_position, header_line, open_top_left

BOARD = str(DATA / "tui_small.in")


def test_tip_moves_to_the_proven_mine_and_highlights_its_number(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    open_top_left(terminal)
    assert "Assisted" not in header_line(terminal)
    terminal.send("t")
    terminal.wait_for(lambda: "Row 4, column 0 is a mine: the 1 at row 3, column 1 has only "
                      "one closed" in " ".join(terminal.text.split()))
    # (The frame may come in more than one read: the board's rows after the message's.)
    terminal.wait_for(lambda: board_lines(terminal)[4:6] == ["│ 1 [1] ·  ·  ·  ·  · │",
                                                            "│[■] 3  2  1  1  1  1 │"]
                      and "Assisted" in header_line(terminal))
    cursor = terminal.cell(*glyph_position(terminal, 4, 0))
    assert cursor.data == "■" and cursor.reverse
    number = terminal.cell(*glyph_position(terminal, 3, 1))
    assert (number.data, number.fg, number.bg, number.reverse) == ("1", "000000", "ffd700", False)
    assert "Assisted" in header_line(terminal)
    terminal.send("f")  # take the tip: the highlight goes, the flag shows, Assisted stays
    terminal.wait_for(lambda: "Mines   4" in terminal.text and board_lines(terminal)[4:6] == [
        "│ 1  1  ·  ·  ·  ·  · │", "│ ⚑  3  2  1  1  1  1 │"])
    assert "is a mine:" not in terminal.text and "Assisted" in header_line(terminal)
    terminal.send("t")
    terminal.wait_for("is safe:")
    terminal.send("n")  # a new game of the same board is not assisted
    terminal.wait_for("Give up this game")
    assert "[" in "".join(board_lines(terminal))  # the tip's marks stay through a question
    terminal.send("y")
    terminal.wait_for(lambda: "Ready" in terminal.text
                      and "[" not in "".join(board_lines(terminal)))
    assert "Assisted" not in header_line(terminal)
    assert "[" not in "".join(board_lines(terminal))  # a new game has none


def test_tip_when_stuck_names_a_least_risky_cell(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    terminal.send("t")  # a fixed board protects no first click: a guess is needed
    terminal.wait_for(lambda: "so a guess is needed: row 0, column 0 is as little risky as any "
                      "cell, with an 11.9% chance of a mine" in " ".join(terminal.text.split()))
    assert board_lines(terminal)[1].startswith("│[■] ■")
    assert terminal.cell(*glyph_position(terminal, 0, 0)).reverse


def test_tip_is_refused_while_paused_and_after_the_end(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    open_top_left(terminal)
    terminal.send("p")
    terminal.wait_for("Paused: p to resume")
    terminal.send("t")
    terminal.wait_for(lambda: terminal.text.count("Paused: p to resume") == 2)  # board, line
    assert "Assisted" not in header_line(terminal)
    terminal.send("p")
    terminal.wait_for("Playing")
    terminal.click(*glyph_position(terminal, 5, 3))  # a mine
    terminal.wait_for("You lost")
    terminal.send("t")
    terminal.wait_for("The game is lost: u (undo) takes back the move that lost")


def test_overlay_shows_chances_and_follows_the_game(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--board", BOARD, wait="Board")
    open_top_left(terminal)
    terminal.send("i")
    terminal.wait_for("Mine chances: ○ safe")
    assert board_lines(terminal)[5:7] == ["│ !  3  2  1  1  1  1 │", "│ !  !  ○  !  ○  ○  ! │"]
    safe = terminal.cell(*glyph_position(terminal, 5, 2))
    assert safe.data == "○" and not safe.underscore
    assert "Assisted" in header_line(terminal)
    # Open a cell the overlay calls safe: the map is recomputed and stays on.
    terminal.key("down", 5)
    terminal.key("right", 2)
    terminal.send(" ")
    terminal.wait_for(lambda: board_lines(terminal)[6] == "│ !  !  2  !  ○  ○  ! │")
    terminal.send("i")
    terminal.wait_for(lambda: board_lines(terminal)[6] == "│ ■  ■  2  ■  ■  ■  ■ │")


def test_overlay_on_a_stuck_random_board_shades_every_closed_cell(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn("--beginner", "--seed", "7", wait="Beginner")
    terminal.send("i")
    terminal.wait_for("The mine chances will show from the first click")
    terminal.send(" ")
    terminal.wait_for("Playing")
    terminal.wait_for(lambda: any(char in "".join(board_lines(terminal)) for char in "○░▒▓█!"))
    rows = board_lines(terminal)[1:9]
    assert "■" not in "".join(rows)  # every closed cell shows its chance


def test_no_guess_from_the_menus_luck_choice(spawn) -> None:  # type: ignore[no-untyped-def]
    terminal = spawn(wait="M I N E S W E E P E R")
    assert any("Luck" in line and "classic" in line for line in terminal.lines())
    terminal.send("l")
    terminal.wait_for("no guess: boards that logic alone can clear")
    terminal.send("a")
    terminal.wait_for("Advanced, no guess")
    terminal.send(" ")
    terminal.wait_for("Playing")
    for _ in range(3):  # from the opening, logic suffices: no tip is a guess
        terminal.send("t")
        terminal.wait_for(lambda: "is safe:" in terminal.text or "is a mine:" in terminal.text)
        terminal.send(" " if "is safe:" in terminal.text else "f")
        terminal.wait_for(lambda: "is safe:" not in terminal.text
                          and "is a mine:" not in terminal.text)
    assert "guess is needed" not in terminal.text
