"""What is said about a board file's comments: `# first click` lines left unused."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from ..engine import Coord, Minefield


def first_click_warnings(name: str, comments: Iterable[tuple[int, Coord | None]],
                         field: Minefield, shown: int = 5) -> list[str]:
    """What a board file's `# first click` comments (`engine.first_click_comments`) leave
    unused, a sentence each: only the first in form is read, and it counts when it names a
    safe cell (the lines after it are ignored either way). Past `shown` sentences, one more
    counts the rest."""
    warnings: list[str] = []
    counted = more = 0
    for line, cell in comments:
        if len(warnings) == shown and (counted or cell is None):
            more += 1  # another unused line: only counted
            continue
        where = f"{name}, line {line}"
        if cell is None:
            warnings.append(f"{where}: a '# first click' comment must read 'first click: ROW "
                            "COL' (as --generate writes it): it is ignored")
        elif counted:
            warnings.append(f"{where}: only the first '# first click' line (line {counted}) "
                            "is read: this one is ignored")
        else:
            counted = line
            if not field.contains(cell) or field.is_mine(cell):
                what = "a mine" if field.contains(cell) else "off the board"
                warnings.append(f"{where}: the '# first click' names {cell.name}, {what}: "
                                "it is ignored")
    if more:
        warnings.append(f"{name}: {more:,} more '# first click' lines are ignored")
    return warnings


def row_comment_warnings(name: str, lines: Iterable[int], shown: int = 5) -> list[str]:
    """A sentence for each comment line of a picture board file drawn like a row
    (`engine.rows_in_comments`); past `shown` of them, one more counts the rest."""
    warnings: list[str] = []
    more = 0
    for line in lines:
        if len(warnings) == shown:
            more += 1
            continue
        warnings.append(f"{name}, line {line}: this row starts with #, so it is read as a "
                        "comment, not part of the board (draw a mine * and a safe cell .)")
    if more:
        warnings.append(f"{name}: {more:,} more rows starting with # are read as comments")
    return warnings
