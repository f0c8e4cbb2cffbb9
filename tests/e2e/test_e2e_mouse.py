"""Mouse bursts: every click of several that come in one read acts, also after Ctrl-Z."""

from __future__ import annotations

from conftest import Terminal, minesweeper_command


def flag_burst(terminal: Terminal, cells: list[tuple[int, int]]) -> None:
    """Right clicks on the screen cells `cells`, all in one write."""
    terminal.send("".join(f"\x1b[<2;{x + 1};{y + 1}M\x1b[<2;{x + 1};{y + 1}m"
                          for y, x in cells))


def closed_cells(terminal: Terminal, many: int) -> list[tuple[int, int]]:
    top, left = terminal.find("┌")
    width = terminal.text.splitlines()[top].index("┐")
    return [(y, x) for y in range(top + 1, top + 17) for x in range(left + 1, width)
            if terminal.cell(y, x).data == "■"][:many]


def test_a_burst_of_clicks_in_one_read_all_act_under_xterm(spawn) -> None:  # type: ignore[no-untyped-def]
    # ncurses, reading xterm's SGR reports itself, kept only the last few clicks of one
    # read: 12 right clicks flagged 4. The game now reads the reports itself there too.
    terminal = spawn("--advanced", "--seed", "7", wait="Mines  99")
    assert terminal.term.startswith("xterm")
    top, left = terminal.find("┌")
    terminal.click(top + 8, left + 40)
    terminal.wait_for("Playing")
    closed = closed_cells(terminal, 12)
    assert len(closed) == 12
    flag_burst(terminal, closed)
    terminal.wait_for("Mines  87")
    assert all(terminal.cell(y, x).data == "⚑" for y, x in closed)


def test_a_burst_of_clicks_all_act_after_ctrl_z_and_fg_under_xterm(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # ncurses takes back the reading of mouse reports at the first refresh after Ctrl-Z:
    # told not to before that refresh, it read them again, and lost clicks.
    shell = Terminal([], env={"PS1": "$ ", "XDG_DATA_HOME": str(tmp_path)},
                     program=["bash", "--norc", "--noprofile", "-i"])
    try:
        shell.wait_for(lambda: shell.text.startswith("$"))
        shell.send(f"{minesweeper_command()} --beginner --seed 3\r")
        shell.wait_for("Mines  10")
        top, left = shell.find("┌")
        shell.click(top + 5, left + 14)  # row 4, column 4
        shell.wait_for("Playing")
        shell.send("\x1a")
        shell.wait_for(lambda: shell.text.rstrip().endswith("$"))
        shell.send("fg\r")
        shell.wait_for("Paused")
        shell.send("p")
        shell.wait_for("Playing")
        closed = closed_cells(shell, 10)
        assert len(closed) == 10
        flag_burst(shell, closed)
        shell.wait_for("Mines   0")
    finally:
        shell.close()
