"""A terminal Minesweeper with a pure engine underneath."""

__version__ = "0.1.0"
