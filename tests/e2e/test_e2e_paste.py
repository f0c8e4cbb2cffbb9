"""Pasted text is ignored in a real terminal (tmux): bracketed paste is asked for, and what
comes between its marks is no keys (found by the keyboard tester)."""

from __future__ import annotations

from pathlib import Path

from test_e2e_terminal import _tmux, tmux_shell, waiter

from conftest import minesweeper_command

__all__ = ["tmux_shell"]  # (the fixture, used by name)


def test_text_pasted_on_the_menu_does_nothing(tmux_shell: Path) -> None:
    # Typed as keys, a paste on the menu started a game and played its characters (and a
    # game ID pasted on the end screen wrote a file: its `e`).
    socket = tmux_shell
    wait = waiter(socket)
    wait("$")
    _tmux(socket, "send-keys", minesweeper_command(), "Enter")
    wait("Custom")
    _tmux(socket, "set-buffer", "b 3 3 q y")
    _tmux(socket, "paste-buffer", "-p")
    _tmux(socket, "send-keys", "c")  # the key after the paste is read as typed
    wait("Custom board")
    assert "Mines  10" not in _tmux(socket, "capture-pane", "-p")  # no Beginner game
