"""The game screen's words: the header, questions and messages, the end of a game, the keys."""

from __future__ import annotations

import random

import pytest
from canvas import SMALL, Canvas, box, frame, words

from minesweeper.engine import Coord, Game, Level, Minefield, Status, parse
from minesweeper.tui import keymap
from minesweeper.tui.draw import layout, status
from minesweeper.tui.draw.text import confirm_text
from minesweeper.tui.draw.theme import Style
from minesweeper.tui.state import GameUI

LONG_NOTE = ("could not read /tmp/t2/afile/minesweeper/saved-game.json (Not a directory);"
             " starting without it, and results will not be kept: cannot write to"
             " /tmp/t2/afile/minesweeper (Not a directory)")
LONG_ID = "f-16x30-eNpz" + "AbCdEfGh" * 11
# A board with no free row between its box and the message line at 80x24.
TALL = parse("." * 30 + "\n" + ("." * 29 + "*\n") * 39, "tall")


def won_small(seconds: float = 8.0) -> Game:
    now = [0.0]
    game = Game.fixed(SMALL, clock=lambda: now[0])
    game.open(Coord(0, 0))
    now[0] = seconds
    for coord in (Coord(5, 2), Coord(5, 4), Coord(5, 5)):
        game.open(coord)
    return game


def lost() -> Game:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    game.open(Coord(5, 0))
    return game


def lost_tall() -> Game:
    game = Game.fixed(TALL)
    game.open(Coord(0, 0))
    game.open(Coord(1, 29))
    return game


def test_a_win_shows_its_time_and_3bv() -> None:
    game = won_small()
    assert status.end_summary(game) == "You won in 8.00 s.  3BV 4  3BV/s 0.50"
    canvas = frame(game, GameUI())
    assert "B-) Won" in canvas.shown()[0] and "Mines   0" in canvas.shown()[0]
    summary = next(y for y, line in enumerate(canvas.lines()) if "You won in 8.00 s" in line)
    x = canvas.lines()[summary].index("You won")
    assert canvas.styles[summary][x] is Style.WON
    assert "n new game" in canvas.shown()[-1] and "q quit" in canvas.shown()[-1]


def test_a_loss_names_the_mine_where_it_fits() -> None:
    game = lost()
    # How far the player got comes first: the board shows where the mine was.
    assert status.end_summary(game) == \
        "Boom! You lost after 0 s: a mine at row 5, column 0.  3BV 1/4"
    assert status.end_summary(game, width=40) == "Boom! You lost after 0 s.  3BV 1/4"
    assert status.end_summary(game, width=30) == "Boom! You lost after 0 s."
    assert status.end_summary(game, width=10) == "Lost, 0 s"
    assert "X-( Lost" in frame(game, GameUI()).shown()[0]


@pytest.mark.parametrize("width", [34, 40, 50, 60])
def test_header_keeps_mines_state_time_and_assisted(width: int) -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    line = Canvas(1, width).paint(
        status.header_spans(game, "Beginner, no guess", width, assisted=True)).lines()[0]
    for word in ("Mines", "Time", "Assisted", ":-)"):
        assert word in line, line
    if width >= 60:
        assert "Playing" in line and "Beginner, no guess" in line, line
    elif width == 50:  # the state's word goes before a part of the title
        assert "Playing" not in line and "Beginner, no guess" in line, line
    assert "Beg" not in line or "Beginner" in line or ".." in line, line


def test_header_shortens_a_long_title_before_dropping_it() -> None:
    game = Game.fixed(SMALL)
    line = Canvas(1, 50).paint(status.header_spans(
        game, "Board my-very-long-board-file-name.in", 50)).lines()[0]
    assert "Mines" in line and "Ready" in line and "Board my-very" in line and ".." in line
    paused = Game.fixed(SMALL)
    paused.open(Coord(0, 0))
    paused.pause()
    assert "-_- Paused" in Canvas(1, 80).paint(status.header_spans(paused, "x", 80)).text()
    # A file named "Board, odd name.in" was cut at its ", " as if that ended the title:
    # "Board Board" at 36 to 45 columns, as if that were its whole name.
    for width in range(36, 52):
        line = Canvas(1, width).paint(status.header_spans(
            game, "Board Board, odd name.in", width)).lines()[0].rstrip()
        assert line.endswith(("..", "Board Board, odd name.in")), line


def test_a_narrow_header_keeps_the_mode_and_replay_longest() -> None:
    game = Game.fixed(SMALL)

    def header(title: str, width: int) -> str:
        return Canvas(1, width).paint(status.header_spans(game, title, width)).lines()[0]

    # The state's word ("Ready") goes before any part of the title, as for a classic game.
    assert header("Custom 6x6, 8 mines, strict", 58).endswith("Ready   Time   0 Custom 6x6, 8 "
                                                              "mines, strict")
    assert header("Custom 6x6, 8 mines, strict", 52).endswith(":-) Time   0 Custom 6x6, 8 "
                                                              "mines, strict")
    assert header("Custom 6x6, 8 mines, strict", 44).endswith(":-) Time   0 Custom 6x6, strict")
    assert header("Intermediate", 40).endswith(":-) Time   0 Intermediate")
    assert header("Beginner, strict", 40).endswith(":-) Time   0 Beginner, strict")
    # Where even that leaves no room, the level goes before the mode, and the word is back.
    assert header("Beginner, forgiving", 40).endswith("Ready   Time   0 forgiving")
    assert header("Beginner, strict", 30).endswith(":-) Time   0 strict")
    assert header("Replay, Advanced, no guess", 50).endswith(":-) Time   0 Replay, Advanced, "
                                                             "no guess")
    assert header("Replay, Advanced, no guess", 40).endswith(":-) Time   0 Replay, no guess")
    # The mode outlasts Replay and seeded: it says what a guess costs ("Replay" alone was
    # left of "Replay, Beginner, strict", beside Deaths 1, at 40 columns).
    assert header("Replay, Beginner, strict", 30).endswith(":-) Time   0 strict")
    assert header("Beginner, strict, seeded", 30).endswith(":-) Time   0 strict")
    assert header("Custom 6x6, 8 mines", 46).endswith(":-) Time   0 Custom 6x6, 8 mines")  # classic
    # A replayed board file keeps as much of its name as fits, cut, beside Replay.
    assert header("Replay, Board my-very-long-board-file-name.in", 60).endswith(
        "Ready   Time   0 Replay, Board my-very-long-..")
    assert header("Replay, Board my-very-long-board-file-name.in", 50).endswith(
        "Replay, Board my-..")



def test_a_header_with_a_wide_file_name_stays_on_its_line() -> None:
    # Each CJK character takes two columns: counted as one, a cut name ran past the edge
    # and the terminal wrapped the rest onto the column numbers below.
    from minesweeper.engine import columns

    game = Game.fixed(SMALL)
    title = "Board " + "地雷" * 10 + ".in"
    for width in range(30, 90):
        spans = status.header_spans(game, title, width)
        assert max(span.x + columns(span.text) for span in spans) <= width, width
    shown = "".join(span.text for span in status.header_spans(game, title, 60))
    assert "Board 地雷" in shown and ".." in shown
    assert title in "".join(span.text for span in status.header_spans(game, title, 80))
    assert columns("地雷.in") == 7 and columns("e\u0301") == 1

def test_a_question_takes_the_message_line_and_the_keys_say_y_or_n() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    ui = GameUI(confirm="Abandon this game for a new one? (y/n)", message="ignored now")
    lines = frame(game, ui).shown()
    assert lines[-2].strip() == "Abandon this game for a new one? (y/n)"
    assert lines[-1].split() == ["y", "yes", "n", "no"]
    assert "ignored" not in "\n".join(lines)


def test_a_long_message_takes_the_message_rows_never_the_keys() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    # 80x24 has rows to spare around a small board: four message rows, the note whole.
    lines = frame(game, GameUI(message=LONG_NOTE, is_error=True), width=80).shown()
    assert words(lines[-4:-1]) == LONG_NOTE and "? help" in lines[-1]
    lines = frame(game, GameUI(message=LONG_NOTE * 2, is_error=True), width=80).shown()
    assert words(lines[-5:-1]).startswith("could not read") and lines[-2].endswith("...")
    assert "? help" in lines[-1]
    # Where the board takes the rows, two (Advanced at 80x24).
    wide = Game.random(Level.ADVANCED.params, random.Random(1))
    lines = frame(wide, GameUI(message=LONG_NOTE, is_error=True), width=80).shown()
    assert words(lines[-3:-1]).startswith("could not read") and lines[-2].endswith("...")
    canvas = frame(game, GameUI(message="Flagged"))
    y = canvas.row_of("Flagged")
    assert canvas.lines()[y].strip() == "Flagged" and "? help" in canvas.lines()[y + 1]
    assert canvas.styles[y][canvas.lines()[y].index("Flagged")] is Style.MESSAGE
    error = frame(game, GameUI(message="Nothing to open there", is_error=True))
    y = error.row_of("Nothing")
    assert error.styles[y][error.lines()[y].index("Nothing")] is Style.ERROR


def test_with_one_message_row_a_long_message_takes_the_footer_until_the_next_key() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    place = layout.choose_layout(12, 40, 6, 7)
    assert place is not None and place.message_rows == 1
    lines = frame(game, GameUI(message=LONG_NOTE, is_error=True), 12, 40).shown()
    assert words(lines[-2:]).startswith("could not read") and lines[-1].endswith("...")
    assert "? help" not in lines[-1]


def test_paused_keys_say_how_to_resume() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    game.pause()
    assert frame(game, GameUI()).shown()[-1].split()[:2] == ["p", "resume"]


def test_an_end_note_over_two_lines_wraps_them_evenly() -> None:
    note = "2 forced guesses made safe. Not ranked: assisted."
    lines = frame(lost(), GameUI(message=note), width=40).lines()
    shown = [line.strip() for line in lines if "forced" in line or "assisted" in line]
    assert " ".join(shown) == note and len(shown) == 2
    assert all(len(line.split()) >= 3 for line in shown), shown  # not 'assisted.' alone


def test_a_long_end_notice_is_wrapped_over_the_free_rows() -> None:
    note = LONG_NOTE.split(";")[0] + "; starting without it"
    lines = frame(lost(), GameUI(message=note, is_error=True, game_id="b-1")).lines()
    bottom = next(y for y, line in enumerate(lines) if "└" in line)
    summary = next(y for y, line in enumerate(lines) if "Boom!" in line)
    assert words(lines[bottom + 1:summary]) == note
    # Too few free rows: a page of it ends in "(t: more)" (t shows the rest), and the
    # summary (what the game came to) and the keys still show.
    narrow = frame(lost_tall(), GameUI(message=LONG_NOTE, is_error=True), width=60).lines()
    assert "Boom!" in narrow[-2] and narrow[-1].split()[:2] == ["u", "undo"]
    assert narrow[-3].endswith("(t: more)") and "could not read" in "\n".join(narrow[-4:-2])
    # No free row at all: a reply takes the summary's row until the next key, not the keys'.
    none = frame(lost(), GameUI(message="Board written to minesweeper-1.in"), height=9)
    assert none.lines()[-2].strip() == "Board written to minesweeper-1.in"
    assert none.lines()[-1].split()[:2] == ["u", "undo"]


def test_a_short_game_id_goes_on_the_bottom_border() -> None:
    canvas = frame(lost(), GameUI(game_id="b-1x2"), height=24, width=80)
    assert "Game ID b-1x2" in box(canvas)[-1]
    # Not before the game is over.
    assert "Game ID" not in frame(Game.fixed(SMALL), GameUI(game_id="b-1x2")).text()


@pytest.mark.parametrize("height, width", [(24, 80), (60, 200), (11, 40)])
def test_a_long_game_id_is_readable_at_the_end(height: int, width: int) -> None:
    lines = frame(lost(), GameUI(game_id=LONG_ID), height, width).lines()
    text = "\n".join(lines)
    joined = "".join(line.strip() for line in lines)
    assert LONG_ID in joined or "help (?)" in text or "ID: press ?" in text, text


def test_with_no_room_the_end_points_to_help() -> None:
    # A free row takes the pointer; without one it shortens to fit beside the summary.
    lines = frame(lost_tall(), GameUI(game_id=LONG_ID)).lines()
    assert lines[-3].strip() == "Game ID: see help (?)"
    assert lines[-2].strip().startswith("Boom! You lost")
    lines = frame(lost(), GameUI(game_id=LONG_ID), height=11, width=40).shown()
    assert lines[-2].strip() == "Boom! You lost after 0 s.   ID: press ?"


def test_narrow_screens_keep_every_figure_and_hint_whole() -> None:
    game = Game.fixed(parse("*..\n...\n"))
    for coord in (Coord(0, 1), Coord(0, 2), Coord(1, 0), Coord(1, 1), Coord(1, 2)):
        game.open(coord)
    assert game.is_over
    full = status.end_summary(game, rank=3)
    assert full.startswith("You won in") and full.endswith("New best time: #3!")
    for width in (20, 30, 36, 45):
        text = status.end_summary(game, rank=3, width=width)
        assert len(text) <= width and "3BV/s 2" not in text[-7:]
    assert status.end_summary(game, rank=3, width=40) == "Won 0.00 s  3BV 2  -/s Best #3!"
    for width in (20, 34, 45, 60):
        spans = status.key_hints(status.END_KEYS, 0, width)
        shown = [span.text for span in spans[1:]]
        assert "q" in shown and "quit" in shown  # the way out always stays
        assert all(text in {key for key, _ in status.END_KEYS}
                   | {action for _, action in status.END_KEYS} for text in shown)
        assert max(span.x + len(span.text) for span in spans[1:]) <= width
    assert confirm_text("Quit? The game is kept to resume next time (y/n)", 36) \
        == "Quit? (y/n)"
    cut = confirm_text("Abandon this game for a new one? (y/n)", 30)
    assert len(cut) <= 30 and cut.endswith("... (y/n)")


GAME_WORDS = {
    "new game": keymap.Action.NEW, "replay": keymap.Action.REPLAY,
    "export": keymap.Action.EXPORT, "menu": keymap.Action.MENU, "quit": keymap.Action.QUIT,
    "resume": keymap.Action.PAUSE, "pause": keymap.Action.PAUSE, "help": keymap.Action.HELP,
    "open": keymap.Action.OPEN, "flag": keymap.Action.FLAG, "tip": keymap.Action.TIP,
    "mark": keymap.Action.MARK, "undo": keymap.Action.UNDO,
}


@pytest.mark.parametrize("hints", [status.END_KEYS, status.PAUSED_KEYS, keymap.FOOTER_KEYS,
                                   keymap.MARKS_FOOTER_KEYS, (keymap.UNDO_KEY,)])
def test_every_key_the_footer_names_does_what_it_says(hints: tuple[tuple[str, str], ...]
                                                      ) -> None:
    for key, word in hints:
        if key == "arrows":
            assert {keymap.action_for(name) for name in ("Up", "Down", "Left", "Right")} == \
                {keymap.Action.UP, keymap.Action.DOWN, keymap.Action.LEFT, keymap.Action.RIGHT}
            continue
        assert keymap.action_for(keymap.event_name(key)) is GAME_WORDS[word], (key, word)


def test_the_hints_a_narrow_footer_drops_first_are_hints_it_shows() -> None:
    shown = {key for key, _ in keymap.MARKS_FOOTER_KEYS}
    assert set(status.FIRST_TO_GO) <= shown and len(set(status.FIRST_TO_GO)) == 6


def test_the_header_does_not_move_as_the_state_changes_and_counts_deaths() -> None:
    def header(game: Game) -> str:
        return Canvas(1, 80).paint(status.header_spans(game, "Small", 80)).lines()[0]

    game = Game.fixed(SMALL)
    ready = header(game)
    game.open(Coord(0, 0))
    playing = header(game)
    game.pause()
    paused = header(game)
    assert ready.index(":-)") == playing.index(":-)") == paused.index("-_-")
    assert ready.index("Time") == playing.index("Time") == paused.index("Time")
    game.resume()
    game.open(Coord(5, 0))
    lost_line = header(game)
    assert lost_line.index("X-( Lost") == ready.index(":-)") and "death" not in lost_line
    game.undo()
    assert "Deaths 1" in header(game)


def test_a_narrow_header_gives_the_state_words_up_for_the_whole_level_name() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    line = Canvas(1, 40).paint(status.header_spans(game, "Intermediate", 40)).lines()[0]
    assert line.split() == ["Mines", str(game.mines_left), ":-)", "Time", "0", "Intermediate"]
    wide = Canvas(1, 60).paint(status.header_spans(game, "Intermediate", 60)).lines()[0]
    assert "Playing" in wide and "Intermediate" in wide


def test_a_narrow_header_shortens_assisted_before_dropping_the_mode() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    line = Canvas(1, 40).paint(status.header_spans(
        game, "Intermediate, forgiving", 40, assisted=True)).lines()[0]
    assert line.split()[-2:] == ["forgiving", "Asst."], line  # it showed Assisted, no mode


@pytest.mark.parametrize("width", [34, 36, 38, 40])
def test_a_narrow_header_never_cuts_assisted(width: int) -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    game.open(Coord(5, 0))  # a mine, taken back
    game.undo()
    words = Canvas(1, width).paint(
        status.header_spans(game, "Beginner", width, assisted=True)).lines()[0].split()
    assert words[:7] == ["Mines", str(game.mines_left), ":-)", "Time", "0", "Deaths", "1"]
    assert words[7:] in ([], ["Asst."], ["Assisted"]), words
    assert (words[7:] == ["Assisted"]) == (width >= 40)


def test_a_narrow_header_gives_the_state_words_up_before_cutting_a_title() -> None:
    game = Game.fixed(SMALL)
    game.open(Coord(0, 0))
    for width in (35, 38):
        line = Canvas(1, width).paint(
            status.header_spans(game, "Advanced, no guess", width)).lines()[0]
        assert ".." not in line and "Playing" not in line and ":-)" in line, line
        assert line.split()[-1] in ("guess", "Advanced"), line


def test_a_narrow_win_with_a_note_still_says_won() -> None:
    # 34 columns, a note with no row of its own and the ID's pointer: the line was
    # "14.3 s (t: more)   ID: press ?", which never says the game was won (the tenths are
    # cut now, as the clock's seconds are: 14.2).
    game = won_small(14.27)
    place = layout.choose_layout(8, 34, game.rows, game.cols)
    assert place is not None
    ui = GameUI(note="Not ranked: chosen seed.", game_id="b-123456789-4.4")
    summary = status.end_plan(game, ui, place).summary[0]
    assert summary.startswith("Won 14.2 s") and len(summary) <= 34, summary


@pytest.mark.parametrize("seconds, shown, said", [
    (12.996, "Time  13", "You won in 13.00 s"), (12.994, "Time  12", "You won in 12.99 s")])
def test_a_won_game_s_clock_shows_the_seconds_of_its_win_line(seconds: float, shown: str,
                                                              said: str) -> None:
    # 12.996 s: the header said 12 beside "You won in 13.00 s".
    times = iter([0.0, seconds])
    game = Game.fixed(Minefield(3, 3, [Coord(2, 2)]), clock=lambda: next(times))
    game.open(Coord(0, 0))
    assert game.status is Status.WON
    line = Canvas(1, 80).paint(status.header_spans(game, "Board", 80)).lines()[0]
    assert shown in line and status.end_summary(game).startswith(said)


def test_a_narrow_win_line_cuts_its_tenths_from_the_hundredths_as_the_clock_does() -> None:
    # At 12.96 s the header said 12 and the narrow win line, rounding again, 13.0 s.
    from minesweeper import wording

    assert wording.win_lines(12.96, 5, None)[4:] == ("Won 12.9 s", "12.9 s")
    assert wording.clock_seconds(12.96, won=True) == 12
    assert wording.win_lines(12.996, 5, None)[4] == "Won 13.0 s"
