"""A kept game's mines, packed: `z:` and the base64 of zlib over a byte a cell, 1 for a mine.

Above PACK_FROM mines a kept game's mines are written so. As numbers, the 300,000 mines of a
1000x1000 board took 3.9 MB, over the kept games' 4 MB at 700,000, and a write took so long
that the game was kept no more after its first move; packed they take about 200 KB.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import zlib

from .storage import CorruptFile

PACK_FROM = 1000
PACKED = "z:"
_UNPACKED: dict[tuple[str, int], tuple[int, ...]] = {}  # (packed form, cells) -> mines


def pack(cells: bytes) -> str:
    """The packed form of a byte a cell (1 for a mine, else 0)."""
    return PACKED + base64.b64encode(zlib.compress(cells, 6)).decode("ascii")


def unpacked(text: str, cells: int) -> tuple[int, ...]:
    """The mines' indices from their packed form (see PACK_FROM) on a board of `cells`;
    CorruptFile for anything else (its size checked before it is inflated, and as it is).
    The last few are remembered: the file is read at every move a game is kept."""
    known = _UNPACKED.get((text, cells))
    if known is not None:
        return known
    if not text.startswith(PACKED) or len(text) > cells + 100:
        raise CorruptFile("the saved mines are not in their packed form")
    inflater = zlib.decompressobj()
    try:
        data = inflater.decompress(base64.b64decode(text[len(PACKED):], validate=True),
                                   cells + 1)
    except (binascii.Error, zlib.error, ValueError):
        raise CorruptFile("the saved mines cannot be unpacked") from None
    if len(data) != cells or not inflater.eof or inflater.unused_data \
            or data.translate(None, b"\0\1"):
        raise CorruptFile("the saved mines do not match the board size")
    if len(_UNPACKED) >= 4:
        _UNPACKED.clear()
    mines = _UNPACKED[text, cells] = tuple(itertools.compress(range(cells), data))
    return mines
