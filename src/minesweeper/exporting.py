"""Writing a finished game's board to a new board file (the game screen's `e`, plain
play's `export`)."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

from .engine import Minefield, first_click_line, format_pairs, readable
from .wording import games as words

if TYPE_CHECKING:
    from .session import Session


def export_game(session: Session, directory: str = ".") -> tuple[bool, str]:
    """Write `session`'s finished game's board to a new file, naming its title, game ID and
    the click it was dealt for; whether it worked, and what to say."""
    game = session.game
    if not game.is_over or game.minefield is None:
        return False, words.EXPORT_WHEN_OVER
    done = session.exported  # the same board, written before: said again, not written twice
    if done is not None and done[:3] == (game, game.minefield, directory) \
            and os.path.isfile(done[3]):
        return True, words.board_written(readable(done[3]), again=True)
    click = session.settings.dealt_click(game)  # as --generate writes it, to be read back
    dealt = (first_click_line(click),) if click is not None else ()
    redrawn = game.dealt is not None and game.dealt != game.minefield  # forgiving, strict
    named = words.exported_name(session.title, session.game_id(), redrawn)
    written, said, path = _export(game.minefield, (named, *dealt), directory)
    if written:
        session.exported = (game, game.minefield, directory, path)
    return written, said


def export_board(field: Minefield, comments: tuple[str, ...], directory: str = "."
                 ) -> tuple[bool, str]:
    """Write `field` (with `comments`) to a new `minesweeper-DATE-TIME.in` in `directory`,
    never over a file or through a planted link; whether it worked, and what to say."""
    return _export(field, comments, directory)[:2]


def _export(field: Minefield, comments: tuple[str, ...], directory: str
            ) -> tuple[bool, str, str]:
    """As `export_board`, and the path written (or tried last)."""
    from .safefiles import write_new

    text = format_pairs(field, comments)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for suffix in [""] + [f"-{n}" for n in range(2, 100)]:
        path = os.path.join(directory, f"minesweeper-{stamp}{suffix}.in")
        try:
            path = os.path.abspath(path)  # asks for the current folder: it may be gone
        except OSError:
            return False, words.not_written(readable(path), words.FOLDER_GONE), path
        try:
            write_new(path, text)
        except FileExistsError:
            continue
        except OSError as error:
            return False, words.not_written(readable(path), str(error.strerror)), path
        return True, words.board_written(readable(path)), path  # escapes shown, not obeyed
    return False, words.NO_FREE_NAME, path
