"""The records file's contents checked as it is read: what is damaged is left out, the rest
kept (`records.Store` reads and writes the file)."""

from __future__ import annotations

import contextlib
import re
from dataclasses import asdict
from typing import Any, Iterator

from . import wording
from .safefiles import read_regular
from .storage import MAX_BYTES, CorruptFile, JsonFile, PartlyDamaged, whole_count
from .tables import TABLES, TOP, Best, Stats, one_more

_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_TOKEN = re.compile(r"[0-9a-f]{1,64}")
# The tokens of kept games that ended kept: the newest this many (see `Store.discard_saved`).
ENDED = 50
# The records' parts this version reads (see `validate_records`).
KNOWN = frozenset({"best", "stats", "custom", "last", "ended"})


@contextlib.contextmanager
def _leaving_out(problems: list[str]) -> Iterator[None]:
    """Check one part of the records: what is wrong with it goes into `problems`, and the
    rest of the file is still read."""
    try:
        yield
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        problems.append(wording.damage(error))


def validate_records(data: Any) -> dict[str, Any]:
    """The records that can be used; a bad entry or table is left out (PartlyDamaged: one
    bad best time must not cost every level its tables). CorruptFile when they are not an
    object at all."""
    if not isinstance(data, dict):
        raise CorruptFile("records are not an object")
    best: dict[str, list[dict[str, Any]]] = {}
    stats: dict[str, dict[str, int]] = {}
    problems: list[str] = []
    parts = []
    for part, what in (("best", "the best times"), ("stats", "the statistics")):
        found = data.get(part, {})
        if not isinstance(found, dict):  # one part that is not a table costs only itself
            problems.append(f"{what} are not a table")
            found = {}
        parts.append(found)
    best_data, stats_data = parts
    for table, entries in best_data.items():
        if table not in TABLES:  # a newer version's (a mode or level this one lacks): kept
            best[table] = entries
            continue
        if not isinstance(entries, list):
            problems.append(f"the {table} best times are not a list")
            continue
        clean = []
        for entry in entries:
            with _leaving_out(problems):  # a date as we write it (2026-12-04): printed as it is
                if not isinstance(entry, dict) or not isinstance(entry.get("date"), str) \
                        or not _ISO_DATE.fullmatch(entry["date"]):
                    raise CorruptFile("a best time is not an object with a date")
                clean.append({**entry, **asdict(Best(whole_count(entry["ms"]), entry["date"],
                                                     whole_count(entry["three_bv"])))})
        best[table] = sorted(clean, key=lambda entry: entry["ms"])[:TOP]  # edited by hand?
    for table, numbers in stats_data.items():
        with _leaving_out(problems):
            if table not in TABLES:
                stats[table] = numbers
                continue
            if not isinstance(numbers, dict):
                raise CorruptFile(f"the {table} statistics are not a table")
            record = Stats(**{name: whole_count(numbers.get(name, 0))
                              for name in Stats.__dataclass_fields__})
            if not record.streak <= record.longest <= record.won <= record.played:
                raise CorruptFile(f"the {table} statistics do not add up")
            stats[table] = {**numbers, **asdict(record)}
    # What a newer version added (a field, a table) is kept as it is and written back, so
    # running this one does not cost that one anything; only what this one knows is used.
    valid: dict[str, Any] = {key: value for key, value in data.items() if key not in KNOWN}
    valid.update(best=best, stats=stats)
    custom = data.get("custom")
    if custom is not None:  # the last custom size (rows, cols, mines), checked on use
        with _leaving_out(problems):
            if not isinstance(custom, list) or len(custom) != 3:
                raise CorruptFile("the last custom size is not three numbers")
            valid["custom"] = [whole_count(value, 10**7) for value in custom]
    last = data.get("last")  # the table of the last game counted (Times opens on it), kept
    if isinstance(last, str) and len(last) <= 64:  # also when a newer version's own
        valid["last"] = last
    ended = data.get("ended")
    if ended is not None:  # kept games that ended (noted with their result: see `Store.ending`)
        tokens = [token for token in ended if is_token(token)] \
            if isinstance(ended, list) else []
        if not isinstance(ended, list) or len(tokens) < len(ended):  # one bad entry costs
            problems.append("an ended game is not a token")  # only itself: the rest are
        valid["ended"] = tokens[-ENDED:]  # never offered again
    if problems:
        raise PartlyDamaged(wording.first_of(problems), valid)
    return valid


def count_game(data: dict[str, Any], table: str, won: bool, ms: int) -> None:
    """One more game in `table`'s statistics (won in `ms`, or lost)."""
    old = data["stats"].get(table, {})
    data["stats"][table] = {**old, **asdict(one_more(Stats.of(old), won, ms))}


def rank_time(data: dict[str, Any], table: str, entry: Best) -> int | None:
    """Put a won game's time among `table`'s best; its rank (1 to TOP) if it stays."""
    new = asdict(entry)
    entries = sorted([*data["best"].get(table, []), new], key=lambda item: item["ms"])
    data["best"][table] = entries[:TOP]  # (sorted is stable: a tie ranks after the older)
    position = next(i for i, item in enumerate(entries) if item is new)
    return position + 1 if position < TOP else None


def is_token(value: Any) -> bool:
    """Whether `value` is a kept game's token."""
    return isinstance(value, str) and _TOKEN.fullmatch(value) is not None


def with_ended(data: dict[str, Any] | None, *tokens: str) -> dict[str, Any]:
    """The records with `tokens` among the ended games (the newest ENDED of them)."""
    data = data or {"best": {}, "stats": {}}
    earlier = [old for old in data.get("ended", []) if old not in tokens]
    data["ended"] = [*earlier, *tokens][-ENDED:]
    return data


def ended_tokens(records: JsonFile) -> set[str]:
    """The kept games that ended (noted with their result, or while the kept games could not
    be written: see `Store.discard_saved`), read quietly: a damaged records file is said
    where the records are read, not wherever kept games are listed."""
    data = records.load() if not records.writable else None
    if records.writable:
        import json

        try:
            document = json.loads(read_regular(records.path, MAX_BYTES))
            data = document.get("data") if isinstance(document, dict) else None
        except (OSError, ValueError, RecursionError):
            return set()
    ended = data.get("ended") if isinstance(data, dict) else None
    return {token for token in ended if isinstance(token, str)} \
        if isinstance(ended, list) else set()
