"""The game gives bracketed paste up when it leaves, in a real terminal (tmux): the next
program run from the same command line gets a paste as plain text (found by the mutation
tester: nothing checked it)."""

from __future__ import annotations

from pathlib import Path

from test_e2e_terminal import _tmux, tmux_shell, waiter

from conftest import minesweeper_command

__all__ = ["tmux_shell"]  # (the fixture, used by name)


def test_a_paste_after_the_game_quits_is_plain_text_to_the_next_program(
        tmux_shell: Path) -> None:
    # `cat -v` runs right after the game, with no prompt between (bash's line editor turns
    # bracketed paste on and off around a prompt of its own): left on by the game, the
    # paste reached cat wrapped in ESC [ 200 ~ and ESC [ 201 ~ (shown as ^[[200~).
    socket = tmux_shell
    wait = waiter(socket)
    wait("$")
    _tmux(socket, "send-keys", f"{minesweeper_command()}; echo LE''FT; cat -v", "Enter")
    wait("Custom")
    _tmux(socket, "send-keys", "q")
    wait("LEFT")  # (the command line reads LE''FT)
    _tmux(socket, "set-buffer", "pasted")
    _tmux(socket, "paste-buffer", "-p")
    _tmux(socket, "send-keys", "Enter")
    wait("pasted\npasted")
    screen = _tmux(socket, "capture-pane", "-p")
    assert "200~" not in screen and "201~" not in screen
    _tmux(socket, "send-keys", "C-d")
