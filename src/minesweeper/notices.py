"""The one-line messages for the player about a data folder, each given once per process,
whichever Store noticed it."""

from __future__ import annotations

from pathlib import Path

from .engine import readable
from .safefiles import remove_stale_temporaries


class Notices:
    """The one-line messages for the player about one data folder; each is given once."""

    def __init__(self) -> None:
        self.pending: list[str] = []
        self.said: list[str] = []  # every message, in order, given or not (a handful)

    def tell(self, message: str, once: bool = True) -> None:
        """Queue `message`, unless it was already queued or given in this process (`once`:
        an event that happens again, unlike a file's fault, is told each time). A path in it
        shows escaped (`\\x1b`, `\\xe9`), as every other message shows a file's name: a folder's
        name must not drive the terminal."""
        message = readable(message)
        if not once or message not in self.said:
            self.pending.append(message)
            self.said.append(message)

    def take_all(self) -> list[str]:
        """Every message of this process, given before or not (a screen may have shown
        one cut short); they all count as given."""
        self.pending.clear()
        return list(self.said)

    def take(self) -> list[str]:
        """The messages not given yet; they count as given."""
        out = list(self.pending)
        self.pending.clear()
        return out


_NOTICES: dict[Path, Notices] = {}
_OPENED: set[Path] = set()


def open_folder(directory: Path, names: tuple[str, ...]) -> Notices:
    """The notices of `directory`, shared by every Store of it in this process; the first
    time, stale temporary files of `names` are removed."""
    if directory not in _OPENED:
        _OPENED.add(directory)
        remove_stale_temporaries(directory, names)
    return _NOTICES.setdefault(directory, Notices())
