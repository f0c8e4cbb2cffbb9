"""The times screen: one table's statistics and its best times."""

from __future__ import annotations

import pytest
from canvas import Canvas

from minesweeper import wording
from minesweeper.tables import Best, Stats, time_text
from minesweeper.tui.draw import scores


def test_statistics_and_best_times_in_rank_order() -> None:
    stats = Stats(played=4, won=3, streak=2, longest=3, win_ms=36900)
    best = [Best(4000, "2026-11-30", 8), Best(12345, "2026-12-01", 20)]
    canvas = Canvas(24, 80).paint(scores.scores_spans(24, 80, "Beginner", stats, best))
    lines = [line.strip() for line in canvas.lines()]
    assert "Best times and statistics: Beginner" in lines
    assert "Played 4   Won 3 (75%)" in lines
    assert "Streak 2   Longest 3   Average win 12.30 s" in lines
    header = next(y for y, line in enumerate(lines) if line.startswith("#"))
    assert lines[header].split() == ["#", "time", "date", "3BV", "3BV/s"]
    assert lines[header + 1].split() == ["1", "4.00s", "2026-11-30", "8", "2.00"]
    assert lines[header + 2].split() == ["2", "12.35s", "2026-12-01", "20", "1.62"]
    assert "Left/Right table" in canvas.text() and "other keys back" in canvas.text()


def test_an_empty_table_says_which_games_count() -> None:
    assert scores.NO_WINS == "No wins yet: only random games count (no seed, ID, replay, " \
        "file, undo)"  # (a shared game ID deals a random board, and counts nothing either;
    # a win after an undo is not one: the loss taken back was counted)
    text = Canvas(24, 80).paint(scores.scores_spans(24, 80, "Expert", Stats(), [],
                                                    "records could not be read")).text()
    assert "Played 0   Won 0" in text and "(0%)" not in text  # no share of no games
    assert "Average win -" in text
    assert scores.NO_WINS in " ".join(text.split())
    assert "records could not be read" in text


def test_wins_without_a_best_time_say_so_whole_on_the_narrowest_table() -> None:
    stats = Stats(played=1, won=1, streak=1, longest=1, win_ms=9000)  # an assisted win
    for width in (48, 60, 80):
        text = Canvas(24, width).paint(scores.scores_spans(24, width, "Beginner", stats,
                                                           [])).text()
        assert "Won 1 (100%)" in text and "No wins yet" not in text
        assert scores.NO_TIMES in " ".join(text.split())
    lines = [line.strip() for line in Canvas(24, 48).paint(
        scores.scores_spans(24, 48, "Beginner", stats, [])).lines() if "No best" in line
        or "chance map" in line]
    assert len(lines) == 2 and all(len(line.split()) >= 3 for line in lines)  # no word alone
    for height, width in ((12, 40), (12, 44), (12, 50), (16, 60), (12, 80)):
        small = Canvas(height, width).paint(scores.scores_spans(height, width, "Beginner",
                                                                stats, [])).text()
        said = " ".join(small.split())
        assert "No best times yet: only wins with no tip or chance map are ranked" in said, \
            (width, said)


def test_the_note_in_place_of_best_times_stays_within_the_table_on_a_wide_screen() -> None:
    # At 160 columns it ran on one line past the table's right edge.
    stats = Stats(played=1, won=1, streak=1, longest=1, win_ms=9000)
    lines = Canvas(50, 160).paint(scores.scores_spans(50, 160, "Beginner", stats, [])).lines()
    table = next(line for line in lines if "3BV/s" in line)
    right = table.index("3BV/s") + len("3BV/s")
    noted = [line for line in lines if "No best" in line or "are ranked" in line]
    assert len(noted) == 2 and all(len(line.rstrip()) <= right for line in noted), noted


def test_a_screen_too_small_for_the_table_asks_for_more_room() -> None:
    assert not scores.scores_fits(7, 80) and not scores.scores_fits(24, 39)
    text = Canvas(7, 40).paint(scores.scores_spans(7, 40, "Beginner", Stats(), [])).text()
    assert "Enlarge the terminal (need 40 x 8)" in text


def test_a_small_screen_shows_the_same_in_fewer_rows() -> None:
    stats = Stats(played=14, won=10, streak=2, longest=3, win_ms=123000)
    best = [Best(1000 * (rank + 3), "2026-11-30", 8) for rank in range(10)]
    canvas = Canvas(12, 40).paint(scores.scores_spans(12, 40, "Intermediate, forgiving", stats,
                                                      best))
    lines = [line.strip() for line in canvas.lines()]
    assert lines[0] == "Times: Intermediate, forgiving"
    assert lines[1:3] == ["Played 14   Won 10 (71%)   Streak 2",
                          "Longest 3   Average win 12.30 s"]  # no figure broken
    assert lines[3].split() == ["#", "time", "date", "3BV", "3BV/s"]
    assert [line.split()[:2] for line in lines[4:10]] == [
        [str(rank), f"{rank + 2}.00s"] for rank in range(1, 7)]
    assert lines[10] == "4 more below (Down)" and "other keys back" in lines[11]
    empty = Canvas(12, 40).paint(scores.scores_spans(12, 40, "Beginner", Stats(), [],
                                                     "records could not be read")).text()
    assert scores.NO_WINS in " ".join(empty.split())
    assert "records could not be read" in empty


def test_the_note_of_an_empty_table_starts_under_its_hash_and_wraps_within_the_table() -> None:
    for height, width in ((24, 80), (24, 120), (19, 48), (24, 60), (12, 40), (12, 80),
                          (8, 40), (12, 160), (50, 160)):
        lines = Canvas(height, width).paint(scores.scores_spans(
            height, width, "Beginner", Stats(), [])).lines()
        header = next(y for y, line in enumerate(lines) if line.strip().startswith("#"))
        note = [line for line in lines[header + 1:] if line.strip() and "Left/Right" not in line]
        column = lines[header].index("#")
        assert all(len(line) - len(line.lstrip()) == column for line in note), (width, note)
        said = " ".join(" ".join(note).split())
        assert said == scores.NO_WINS, (width, said)
        assert len(note) == 2, (width, note)  # as wide as the table (48), or the screen
        assert all(len(line) <= column - 2 + scores.SCORES_WIDTH for line in note), note


def test_a_long_note_shows_whole_at_every_size_or_ends_in_dots() -> None:
    note = ("Could not read /tmp/x/file/minesweeper/records.json (Not a directory); it is "
            "left as it is, and this session's results will not be kept.")
    for height, width in ((24, 80), (30, 120), (19, 48), (12, 40), (16, 60), (60, 200)):
        canvas = Canvas(height, width).paint(scores.scores_spans(
            height, width, "Beginner", Stats(), [], note, kept=False))
        assert note in " ".join(canvas.text().split()), (height, width)
        assert "Left/Right table" in canvas.text()
    tiny = Canvas(8, 40).paint(scores.scores_spans(8, 40, "Beginner", Stats(), [], note,
                                                   kept=False)).text()
    assert "..." in tiny and "Left/Right table" in tiny


def test_a_win_of_hours_keeps_its_row_in_line_with_the_others() -> None:
    stats = Stats(played=3, won=3, streak=3, longest=3, win_ms=12_000_000)
    best = [Best(6080, "2026-11-30", 8), Best(12_345_000, "2026-12-01", 20),
            Best(40_000_000_000, "2026-12-02", 30), Best(10**15 - 1, "2026-12-03", 9)]
    for height, width in ((24, 80), (12, 40)):
        lines = Canvas(height, width).paint(scores.scores_spans(height, width, "Beginner",
                                                                stats, best)).lines()
        rows = [line for line in lines if "2026-" in line]
        assert [line.index("2026-") for line in rows] == [rows[0].index("2026-")] * 4
        assert [line.split()[1] for line in rows] == ["6.08s", "12345s", "11111h", "9999999h"]


def test_best_times_that_do_not_fit_scroll_to_the_last() -> None:
    # Up and Down had left the screen: the last four of ten could not be read at 40x12.
    stats = Stats(played=14, won=10, streak=2, longest=3, win_ms=123000)
    best = [Best(1000 * (rank + 3), "2026-11-30", 8) for rank in range(10)]
    assert scores.last_scroll(12, 40, stats, best) == 4
    assert scores.last_scroll(24, 80, stats, best) == 0  # all ten show
    seen: list[str] = []
    for scroll in range(5):
        lines = [line.strip() for line in Canvas(12, 40).paint(scores.scores_spans(
            12, 40, "Beginner", stats, best, scroll=scroll)).lines()]
        seen += [line.split()[0] for line in lines[4:11] if line.endswith("2.67")
                 or line.split()[-1].replace(".", "").isdigit() and "-11-" in line]
        if scroll:
            assert lines[4] == f"{scroll} more above (Up)"
        assert (lines[10] == f"{4 - scroll + (scroll > 0)} more below (Down)") == (scroll < 4)
    assert sorted(set(seen), key=int) == [str(rank) for rank in range(1, 11)]


@pytest.mark.parametrize("ms", [10_000_600, 10_001_500, 12_345_678])
def test_a_long_win_reads_the_same_seconds_in_the_table_as_on_the_clock(ms: int) -> None:
    clock = wording.clock_seconds(ms / 1000, won=True)
    assert time_text(ms).strip() == f"{clock}s"
    assert wording.win_lines(ms / 1000, 10, None)[0].startswith(f"You won in {clock}.")


@pytest.mark.parametrize(("height", "width"), [(24, 80), (12, 40), (60, 200)])
def test_times_parks_the_terminal_s_cursor_after_its_title(height: int, width: int) -> None:
    # It hid the cursor: a screen magnifier following it lost its place on Times.
    spans = scores.scores_spans(height, width, "Beginner", Stats(), [])
    focus = [span for span in spans if span.focus >= 0]
    lines = Canvas(height, width).paint(spans).lines()
    assert len(focus) == 1
    title = lines[focus[0].y]
    assert "Beginner" in title and focus[0].x == len(title.rstrip())
