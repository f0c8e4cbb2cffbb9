"""Kept games pushed off the list to make room count as lost, each once, whatever kills the
window: the write of the kept games that removes them also notes them (`pushed`, with the
table each counts in), and a later write of the records counts them and notes them as
ended. A window killed between the two leaves the note, and the next window to write the
kept games finishes the count; those the records say ended are not counted again, and their
notes are dropped."""

from __future__ import annotations

from typing import Any, Iterable

from .recordcheck import ENDED, count_game, is_token, with_ended
from .tables import TABLES


def notes(lost: Iterable[tuple[str, str | None]]) -> list[dict[str, str]]:
    """The notes for games pushed off, by token and table (none for a game whose table is
    None: a custom size counts nothing)."""
    return [{"token": token, "table": table} for token, table in lost if table is not None]


def valid(data: dict[str, Any]) -> dict[str, Any]:
    """The kept games' notes of games pushed off, as `{"pushed": [...]}` ({} when none):
    those that cannot be used are dropped (they only count losses)."""
    notes = data.get("pushed")
    if not isinstance(notes, list):
        return {}
    kept = [{"token": item["token"], "table": item["table"]} for item in notes[-ENDED:]
            if isinstance(item, dict) and is_token(item.get("token"))
            and item.get("table") in TABLES and item.get("table") is not None]
    return {"pushed": kept} if kept else {}


def carried(before: dict[str, Any] | None, after: dict[str, Any] | None, ended: set[str]
            ) -> tuple[dict[str, Any] | None, list[dict[str, str]]]:
    """The kept games `after` a change of `before`, with the notes of games pushed off that
    `before` had and that are not counted yet (not `ended`) and those `after` adds; and
    those notes (to count). Unchanged (`after is before`) stays as it is."""
    notes = [item for item in (before or {}).get("pushed", []) if item["token"] not in ended]
    if after is before:
        return after, notes
    notes = [*notes, *(after or {}).get("pushed", [])][-ENDED:]
    if not notes:
        return None if after is None else {"games": after["games"]}, notes
    return {"games": (after or {"games": []})["games"], "pushed": notes}, notes


def counted(data: dict[str, Any] | None, notes: list[dict[str, str]]) -> dict[str, Any]:
    """The records with the games of `notes` counted as lost (played, not won) and noted as
    ended: those the records say ended already (counted by another window) are not."""
    data = data or {"best": {}, "stats": {}}
    ended = set(data.get("ended", []))
    fresh = list({item["token"]: item for item in notes if item["token"] not in ended}.values())
    for item in fresh:
        count_game(data, item["table"], False, 0)
    return with_ended(data, *(item["token"] for item in fresh))
