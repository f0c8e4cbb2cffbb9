"""The one flood fill: open cells and, from every zero reached, its neighbours."""

from __future__ import annotations

from .coords import neighbour_indices

# Per-cell player state of a game, stored in a bytearray.
CLOSED, OPEN, FLAG, MARK = 0, 1, 2, 3


def flood(state: bytearray, counts: bytearray, rows: int, cols: int, starts: list[int]
          ) -> list[int]:
    """Open the closed or marked `starts` and the empty regions they reach, iteratively;
    the cells opened. Flags are kept: a flag protects its cell even inside an opening.
    """
    changed: list[int] = []
    stack: list[int] = []
    for start in starts:
        if state[start] == CLOSED or state[start] == MARK:
            state[start] = OPEN
            changed.append(start)
            if counts[start] == 0:
                stack.append(start)
    around = (-cols - 1, -cols, -cols + 1, -1, 1, cols - 1, cols, cols + 1)
    last_row, last_col = rows - 1, cols - 1
    # The two loops differ only in how they find neighbours: inside the board, by offsets.
    while stack:
        index = stack.pop()
        row, col = divmod(index, cols)
        if 0 < row < last_row and 0 < col < last_col:
            for offset in around:
                other = index + offset
                if state[other] == CLOSED or state[other] == MARK:
                    state[other] = OPEN
                    changed.append(other)
                    if counts[other] == 0:
                        stack.append(other)
        else:
            for other in neighbour_indices(index, rows, cols):
                if state[other] == CLOSED or state[other] == MARK:
                    state[other] = OPEN
                    changed.append(other)
                    if counts[other] == 0:
                        stack.append(other)
    return changed
