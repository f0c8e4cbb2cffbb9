"""Keys as real terminals send them where terminfo does not list them: the keypad's Enter in
application mode (screen, tmux), F1 and F2 in the vt220's, xterm's and the Linux console's
forms (found by playing under each TERM)."""

from __future__ import annotations

import curses

import pytest
from test_tui_terminal import events

from minesweeper.tui.events import Key, Paste

ESC = 27


@pytest.fixture(autouse=True)
def no_initscr(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curses, "update_lines_cols", lambda: None)


def test_the_keypads_enter_in_application_mode_is_enter() -> None:
    # The game turns the keypad's application mode on (smkx), so its Enter sends ESC O M;
    # the screen and tmux entries have no kent, and the key did nothing.
    assert events(ESC, "OM") == [Key("Enter")]


def test_keys_after_the_keypads_enter_are_not_taken_for_a_mouse_report() -> None:
    # ESC O M was read as an X10 report (ESC [ M) and the next three bytes as its button and
    # position: a p typed after it, or a whole arrow key, was lost.
    assert events(ESC, "OM", "p", ESC, "[A") == [Key("Enter"), Key("p"), Key("Up")]


@pytest.mark.parametrize(("sequence", "name"), [
    ("OP", "F1"), ("OQ", "F2"),  # xterm's, under TERM=xterm-mono or rxvt (kf1 ESC [ 11 ~)
    ("[11~", "F1"), ("[12~", "F2"),  # the vt220's: PuTTY's default, under TERM=xterm
    ("[[A", "F1"), ("[[B", "F2"),  # the Linux console's, under another TERM
])
def test_f1_and_f2_in_their_other_usual_forms_are_read(sequence: str, name: str) -> None:
    assert events(ESC, sequence, "f") == [Key(name), Key("f")]


def test_the_linux_consoles_other_function_keys_leave_no_letter_behind() -> None:
    # ESC [ [ C (F3) ended at the second "[" and left "C": at the menu, c chose Custom.
    assert events(ESC, "[[C", ESC, "[[E", "f") == [Key("f")]


def test_a_function_key_with_a_modifier_in_ss3_form_leaves_no_letter_behind() -> None:
    # ESC O 2 P (Shift-F1 where terminfo does not list it) ended after the 2 and left P;
    # ESC O 1 ; 5 Q (Ctrl-F2) left ; 5 Q.
    assert events(ESC, "O2P", ESC, "O1;5Q", "f", ESC, "OB") == [Key("f"), Key("Down")]


def test_pasted_text_is_one_paste_not_keys_and_keys_after_it_are_read() -> None:
    # Pasted text came in as keys: a game ID pasted on the end screen wrote a file (its
    # `e`), and a board file pasted on the menu started a game and played its characters
    # (found by the keyboard tester).
    pasted = "f-8x10-eNpjEGBoEWCQ4WRgAQAFJQDO\n3 3\n0 1\n\x1b[A q y"
    assert events(ESC, "[200~", pasted, ESC, "[201~", "f", ESC, "[A") == \
        [Paste(pasted), Key("f"), Key("Up")]  # (no screen but the custom form takes it)


def test_a_long_paste_hands_on_its_start_and_its_bytes_read_as_utf_8() -> None:
    assert events(ESC, "[200~", "9" * 200, ESC, "[201~", "f") == [Paste("9" * 64), Key("f")]
    assert events(ESC, "[200~", "16\xc3\x9730\xff", ESC, "[201~") == [Paste("16\u00d730\ufffd")]


def test_a_paste_cut_short_ends_where_nothing_more_comes() -> None:
    assert events(ESC, "[200~", "qy") == [Paste("qy")]



def test_a_paste_that_pauses_is_skipped_to_its_end() -> None:
    # Over ssh or on a loaded machine a paste may come in pieces: after 100 ms without a
    # byte the rest was taken as keys (a `?` in it opened help; found by the regression
    # tester). A pause of a few hundred milliseconds is now waited out.
    from test_tui_terminal import SlowWindow

    from minesweeper.tui.terminal import Terminal

    class Pausing(SlowWindow):
        NEEDS = 500  # (a pause only a read waiting that long sits out)

    screen = Terminal(Pausing(ESC, "[200~", "ab", Pausing.GAP, "?q", ESC, "[201~", "f"))  # type: ignore[arg-type]
    assert screen.read_event(0) == Paste("ab?q")
    assert screen.read_event(0) == Key("f")


def test_an_arrow_whose_bytes_come_apart_is_still_the_arrow() -> None:
    # Over a slow link ESC came alone, past ncurses' Esc delay, and `O B` after it: on the
    # menu the B started a Beginner game, and a split F2 (ESC, then O Q) quit (found by the
    # keyboard tester, with 50 ms between the pieces). A key that starts no sequence is
    # still Esc and then itself.
    from test_tui_terminal import SlowWindow

    from minesweeper.tui.terminal import Terminal

    def read(*codes: int | str) -> list[object]:
        screen = Terminal(SlowWindow(*codes))  # type: ignore[arg-type]
        return [screen.read_event(0) for _ in range(2)]

    gap = SlowWindow.GAP
    assert read(ESC, gap, "OB", "f") == [Key("Down"), Key("f")]
    assert read(ESC, gap, "OQ", "f") == [Key("F2"), Key("f")]
    assert read(ESC, gap, "y", "f") == [Key("Esc"), Key("y")]
