"""What the curses game asks before leaving a game in progress."""

from __future__ import annotations

# What the curses game asks before leaving a game in progress (each whole on 40 columns):
# the game is kept; it cannot be written (a read-only folder), so it lasts until you quit;
# it has no room (a huge custom board).
MENU_KEPT = "Go to the menu? The game is kept (y/n)"
QUIT_KEPT = "Quit? The game is kept to resume (y/n)"
MENU_UNKEPT = "To the menu? Kept until you quit (y/n)"
QUIT_UNKEPT = "Quit? The game cannot be kept (y/n)"
MENU_TOO_BIG = "Menu? The game cannot be kept (y/n)"


def keeping_gives_up(menu: bool, named: str, lost: bool, width: int = 0, gone: int = 1,
                     losses: int = 0) -> str:
    """The question before leaving a game that is kept by giving up one of the ten kept
    games of its kind (`named`: `Beginner, 12 s`): the oldest that counts (`lost`), or the
    oldest that counts nothing; narrower than 80 columns, in fewer words, each part whole
    on 40 (the part after the `?` on a line of its own). Where games of killed windows
    are kept too, `gone` may be more, `losses` of them counting as lost."""
    leave = "Go to the menu" if menu else "Quit"
    if gone > 1:
        as_lost = ", as lost" if losses == gone else f", {losses} as lost" if losses else ""
        if width and width < 80:  # (all, or some, counting as lost: said in fewer words)
            return f"{leave}? Kept; {gone} older games " + (
                f"go, {losses} lost (y/n)" if losses else "are given up (y/n)")
        return f"{leave}? The game is kept, but the {gone} oldest kept games are given " \
               f"up{as_lost} (y/n)"
    if width and width < 80:
        return f"{leave}? Kept; " + ("the oldest kept game is lost (y/n)" if lost
                                     else "an older game is given up (y/n)")
    if lost:
        return f"{leave}? The game is kept, but the oldest kept game that counts ({named}) is " \
               "given up as lost (y/n)"
    return f"{leave}? The game is kept, but the oldest kept game that counts nothing " \
           f"({named}) is given up (y/n)"
