"""The README's example of the engine as a library runs, and prints what the README says."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def section(title: str) -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else len(text)]


def test_the_bot_in_the_readme_plays_the_game_it_says_it_does() -> None:
    blocks = re.findall(r"```(\w*)\n(.*?)```", section("Using the engine from Python"), re.S)
    (kind, code), (_, shown) = blocks[:2]
    assert kind == "python"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, "README.md", "exec"), {"__name__": "readme"})
    assert printed.getvalue() == shown
    assert shown.splitlines()[-1] in ("won", "lost")


def test_every_name_the_readme_lists_is_in_the_engine() -> None:
    import builtins

    import minesweeper.engine as engine

    words = set(re.findall(r"`(\w\w+)", section("Using the engine from Python")))
    functions = {"parse", "deductions", "probabilities", "hint", "player_hint", "autoplay"}
    listed = {word for word in words
              if not hasattr(builtins, word) and (word[0].isupper() or word in functions)}
    assert {"NothingToHintError", "autoplay", "GameId", "Minefield"} <= listed
    assert [name for name in sorted(listed) if not hasattr(engine, name)] == []
