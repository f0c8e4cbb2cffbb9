"""The numeric keypad types digits in a real terminal (tmux), before and after Ctrl-Z
(found by the keyboard tester)."""

from __future__ import annotations

from pathlib import Path

from test_e2e_terminal import _tmux, tmux_shell, waiter

from conftest import minesweeper_command

__all__ = ["tmux_shell"]  # (the fixture, used by name)


def test_keypad_digits_type_in_the_custom_form_before_and_after_ctrl_z(
        tmux_shell: Path) -> None:
    # ncurses turns the keypad's application mode on, where its digits send ESC O q...:
    # the form took none of them.
    socket = tmux_shell
    wait = waiter(socket)
    wait("$")
    _tmux(socket, "send-keys", minesweeper_command(), "Enter")
    wait("Custom")
    _tmux(socket, "send-keys", "c")
    wait("Custom board")
    _tmux(socket, "send-keys", "KP1", "KP2")
    wait("Rows       12")
    _tmux(socket, "send-keys", "C-z")
    wait("Stopped")
    _tmux(socket, "send-keys", "fg", "Enter")
    wait("Custom board")
    _tmux(socket, "send-keys", "Tab", "KP3", "KP0")
    wait("Columns    30")

