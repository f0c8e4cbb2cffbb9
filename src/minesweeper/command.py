"""The `minesweeper` command. Ctrl-C while the program still loads ends it as Ctrl-C does
once it runs, with status 130 and no traceback (it printed Python's, from an import)."""

from __future__ import annotations


def main() -> int:
    """Load the program and run it; its exit status."""
    try:
        from .cli import main as run
    except KeyboardInterrupt:
        return 128 + 2  # as signals.EXIT_INTERRUPTED (not loaded yet, perhaps)
    return run()
