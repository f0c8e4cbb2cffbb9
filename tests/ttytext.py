"""A text stream that says it is a terminal: for output that only a terminal gets."""

from __future__ import annotations

import io


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True
