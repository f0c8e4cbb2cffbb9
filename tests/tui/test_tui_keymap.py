"""The key table: every action bound and handled, no key twice, reserved keys free, help
complete."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from minesweeper.tui import keymap
from minesweeper.tui.keymap import BINDINGS, RESERVED, Action, Binding
from minesweeper.tui.screens.game import HANDLERS

README = Path(__file__).resolve().parents[2] / "README.md"


def test_every_action_is_bound_exactly_once() -> None:
    actions = [binding.action for binding in BINDINGS]
    assert sorted(actions, key=lambda action: action.value) == \
        sorted(Action, key=lambda action: action.value)


def test_every_action_has_one_handler_on_the_game_screen() -> None:
    assert set(HANDLERS) == set(Action)


def test_no_key_is_bound_twice() -> None:
    names = [name for binding in BINDINGS for name in binding.keys]
    assert len(names) == len(set(names))
    keys = [keymap.event_name(name) for name in names]
    assert len(keys) == len(set(keys))


def test_key_names_are_what_the_terminal_reports() -> None:
    assert keymap.event_name("Space") == " "
    assert keymap.event_name("PgDn") == "PgDn" and keymap.event_name("f") == "f"
    with pytest.raises(ValueError, match="unknown key name 'Spcae'"):
        keymap.event_name("Spcae")


def test_a_second_binding_of_a_key_is_refused() -> None:
    twice = BINDINGS + (Binding(Action.QUIT, ("f",), "quit again", "Game"),)
    with pytest.raises(ValueError, match="bound to"):
        keymap.build_table(twice)


def test_reserved_keys_stay_free(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(RESERVED, "z", "something planned")
    with pytest.raises(ValueError, match="reserved"):
        keymap.build_table((Binding(Action.HELP, ("z",), "help", "Game"),))


def test_tip_and_overlay_keys_collide_with_nothing() -> None:
    assert keymap.action_for("t") is Action.TIP
    assert keymap.action_for("i") is Action.OVERLAY
    bound = [name for binding in BINDINGS for name in binding.keys]
    assert bound.count("t") == 1 and bound.count("i") == 1
    # Movement letters stay movement.
    for name in "hjklwasd":
        assert keymap.action_for(name) in (Action.UP, Action.DOWN, Action.LEFT,
                                                Action.RIGHT)


def test_issue_controls_are_bound() -> None:
    expected = {
        "Up": Action.UP, "k": Action.UP, "w": Action.UP, "j": Action.DOWN, "s": Action.DOWN,
        "h": Action.LEFT, "a": Action.LEFT, "l": Action.RIGHT, "d": Action.RIGHT,
        "K": Action.JUMP_UP, "J": Action.JUMP_DOWN, "H": Action.JUMP_LEFT, "L": Action.JUMP_RIGHT,
        "PgUp": Action.PAGE_UP, "PgDn": Action.PAGE_DOWN, "Home": Action.ROW_START,
        "End": Action.ROW_END, "Space": Action.OPEN, "Enter": Action.OPEN, "f": Action.FLAG,
        "c": Action.CHORD, "m": Action.MARK, "p": Action.PAUSE, "n": Action.NEW, "F2": Action.NEW,
        "r": Action.REPLAY, "Esc": Action.MENU, "q": Action.QUIT, "?": Action.HELP,
        "F1": Action.HELP, "t": Action.TIP, "i": Action.OVERLAY,
    }
    for name, action in expected.items():
        assert keymap.action_for(keymap.event_name(name)) is action, name


def test_help_lists_every_binding() -> None:
    text = "\n".join(keymap.help_lines())
    for binding in BINDINGS:
        assert f"{', '.join(binding.keys)}" in text
        assert binding.help in text
    for name, action in keymap.MOUSE_HELP + keymap.TERMINAL_HELP:
        assert name in text and action in text


def test_readme_controls_match_the_table() -> None:
    assert keymap.controls_markdown() in README.read_text(encoding="utf-8")


def test_help_in_a_game_with_marks_says_f_goes_round_flag_mark_closed() -> None:
    # With --marks, f on a flag makes a ?, but help said "flag or unflag" for f and the
    # right click, as in a game without marks.
    from standin import Player

    from minesweeper.engine import Level

    for marks, said in ((True, "flag, then ?, then closed"), (False, "flag or unflag")):
        player = Player(Level.BEGINNER.params, settings_of={"marks": marks}).press("?")
        lines = player.text.splitlines()
        assert any(re.search(rf"\bf +{re.escape(said)}$", line) for line in lines), marks
        assert any(re.search(rf"right click +{re.escape(said)}$", line) for line in lines)
