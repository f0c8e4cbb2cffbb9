"""What is said of mine chances: the chance map's notes, and a chance in whole percent."""

from __future__ import annotations

from typing import Sequence

# The chance map asked for before the first click: it is on, and fills in with the click.
CHANCES_AFTER_FIRST_CLICK = "The mine chances will show from the first click: it is never a mine"
# Plain play's `chances` before the first click, and the line over its table.
CHANCES_NOT_YET = "No chances before the first click: it places the mines, never on itself"
CHANCES_HEAD = ("chances: each closed cell's chance of a mine (0% and 100% only when proven); "
                "F a flag, open cells as on the board")
CHANCES_ESTIMATED = "Some chances are estimates: part of the frontier has too many layouts"
# Shown while a big board's chance map is worked out (a second or more at 200 x 200).
CHANCES_WORKING = "working out the mine chances..."
# After a chance in words while the map holds estimates (`x`: the note above is long gone).
ESTIMATE_HEDGE = "(an estimate: the map holds some)"


def chances_game_over(mines: int) -> str:
    """The chance map asked for once the game is over, on a board of `mines` mines."""
    return f"The game is over: {'the mines are shown' if mines else 'the board has no mines'}"


def no_chance_map(reason: str) -> str:
    """Why the chance map cannot be shown (a position that cannot be, ...)."""
    return f"No chance map: {reason}"


def chance_percent(probability: float) -> str:
    """A probability in whole percent, halves rounded up as the eye expects (12.5% beside
    the tip's figure shows as 13%, not Python's 12), never 0 or 100 unless proven: `<1%`
    and `>99%` for what rounds to them (a 1-in-320 chance, which `x` calls 0.3%, read 1%)."""
    if probability <= 0.0 or probability >= 1.0:
        return f"{round(probability * 100)}%"
    percent = whole_percent(probability)
    return "<1%" if percent < 1 else ">99%" if percent > 99 else f"{percent}%"


def whole_percent(probability: float) -> int:
    """A probability in whole percent, halves up; to a millionth first: 23/40 as a float
    is 57.49999...%, and the tip says 57.5%."""
    return int(round(probability * 100, 6) + 0.5)


def chance_legends(glyphs: Sequence[str], key: str) -> tuple[str, str, str]:
    """Every wording of the chance map's legend, longest first: the `glyphs` of its six
    shades (safe to a mine) and the `key` that hides them; each shade's entry is kept on
    one line (NO_BREAK)."""
    from . import NO_BREAK

    safe, low, some, high, likely, mine = (f"{glyph}{NO_BREAK}" for glyph in glyphs)
    under = f"under{NO_BREAK}"
    hides = f"{key} hides"
    return (
        f"Mine chances: {safe}safe, {low}{under}25%, {some}up{NO_BREAK}to{NO_BREAK}50%, "
        f"{high}{under}75%, {likely}75%{NO_BREAK}or{NO_BREAK}more, {mine}a{NO_BREAK}mine; "
        f"the cursor's cell in %; {hides} them",
        f"Chances: {safe}safe {low}<25% {some}<=50% {high}<75% {likely}more {mine}mine;"
        f" {hides}",
        f"{safe}safe {low.strip()}{some.strip()}{high.strip()}{likely}risk {mine}mine; {hides}",
    )
