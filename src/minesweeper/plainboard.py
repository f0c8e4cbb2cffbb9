"""Plain play's pictures of the board: the board itself (with rulers at a terminal) and
the `chances` table."""

from __future__ import annotations

from . import wording
from .engine import Game
from .plaincommands import LINE_WIDTH


def board_text(game: Game, rulers: bool = False) -> str:
    """The board, one line per row; with `rulers`, column numbers above (tens over units)
    and row numbers at the left, as `open R C` counts them."""
    text = game.to_text()
    if not rulers:
        return text
    width = len(str(game.rows - 1))
    pad = " " * (width + 1)
    units = "".join(str(col % 10) for col in range(game.cols))
    head = [pad + units]
    if game.cols > 10:
        head.insert(0, pad + "".join(str(col // 10 % 10) if col >= 10 else " "
                                     for col in range(game.cols)))
    if game.cols > 100:
        head.insert(0, pad + "".join(str(col // 100) if col >= 100 else " "
                                     for col in range(game.cols)))
    rows = [f"{row:>{width}} {line}" for row, line in enumerate(text.split("\n"))]
    return "\n".join(head + rows)


def chances_table(game: Game, chances: dict[int, float]) -> str:
    """The board with each closed cell's mine chance in whole percent (`wording.chance_percent`:
    the sign tells it from a number), column numbers above and row numbers at the left; flags
    and open cells as on the board; a cell with no chance in `chances` as closed. A board
    too wide for LINE_WIDTH comes in bands of columns as even as can be, each under its own
    column numbers."""
    width = max(5, len(str(game.cols - 1)) + 1)
    label = len(str(game.rows - 1))
    rows = game.to_text().split("\n")
    most = max(1, (LINE_WIDTH - label) // width)
    bands = -(-game.cols // most)
    size, wider = divmod(game.cols, bands)  # as even as can be: 16 as 8 and 8, 31 as 11, 10, 10
    starts = [band * size + min(band, wider) for band in range(bands + 1)]
    lines = []
    for first, end in zip(starts[:-1], starts[1:], strict=True):
        shown = range(first, end)
        lines.append(" " * label + "".join(f"{col:>{width}}" for col in shown))
        for row, text in enumerate(rows):
            cells = []
            for col in shown:
                chance = chances.get(row * game.cols + col)
                char = text[col]
                cell = char if char == "F" or chance is None else wording.chance_percent(chance)
                cells.append(f"{cell:>{width}}")
            lines.append(f"{row:>{label}}" + "".join(cells))
    return "\n".join(lines)
