"""The clubhouse's records: every person's results, kept in the user folder as versioned JSON.

``records.json`` in the preference folder holds every :class:`~game.match.results.Result`
ever made on this machine, the names merged on the clubhouse page and the days
whose challenge has had its counted try::

    {"format": "rollinone-records", "version": 1,
     "results": [{"name": "Cleo", "game": "carom", "key": "Duck Pond", "score": 4, ...}, ...],
     "merged": {"cleo": "Cleo"},
     "tries": ["carom 2026-05-14", ...]}

A game adds its results the moment it becomes a replay (:func:`note_finished`,
called by :func:`game.match.saves.finish`). The file is written atomically, like
the saves. The replays are the truth: the file can always be made again from
them (:func:`rebuild`), and is, when it is missing or damaged. Only the newest
50 replays are kept, so the file keeps every result itself: dropping an old
replay loses nothing here, and a rebuild (only after the file was lost) brings
back what the kept replays hold. A damaged file is kept aside as
``records.json.bad`` (as the settings are), the results still readable in it
are kept, and the player reads one line. Name merges live only in this file.

Nothing here can stop a game: every failure becomes a one-line notice
(:func:`take_notices`), shown by the screen that comes next.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import catalog
from game.match.fileformat import version_refusal
from game.match.record import MatchRecord, RecordError
from game.match.results import DAILY_KEY, Result, counted_try, results_of

FILE_NAME = "records.json"
FORMAT = "rollinone-records"
VERSION = 1
"""The records version this program writes; it reads this one and older ones."""
MAX_RESULTS = 50_000
"""Results kept at most (the oldest go first): years of evenings, a few megabytes."""
MAX_FILE_BYTES = 32 * 1024 * 1024
LAST = 20
"""Results the clubhouse's charts show."""
MAX_NAME = 120


class RecordsDamaged(ValueError):
    """The file is not a records file this program can read (the message says why, in a few words)."""


def lower_is_better(game: str) -> bool:
    """Which way the game's scores rank (its catalog entry says; a game no longer known counts like golf)."""
    try:
        return catalog.info(game).lower_is_better
    except ValueError:
        return True


def best_of(game: str, scores: Iterable[float]) -> float:
    """The best of ``scores`` in ``game``: the lowest, or the highest where higher wins."""
    return min(scores) if lower_is_better(game) else max(scores)


def beats(game: str, score: float, other: float) -> bool:
    """True when ``score`` is strictly better than ``other`` in ``game``."""
    return score < other if lower_is_better(game) else score > other


@dataclass(frozen=True)
class KeyStats:
    """One person's figures on one course or hole (or way to play) of one game."""

    game: str
    key: str
    unit: str
    played: int
    against: int
    """Games played with others (the only ones that can be won)."""
    wins: int
    best: float
    average: float
    last: tuple[Result, ...]
    """The newest :data:`LAST` results, oldest first (the chart)."""

    @property
    def par(self) -> float | None:
        """The par of the newest result (None when unknown)."""
        return self.last[-1].par if self.last else None


@dataclass
class Records:
    """Everything the clubhouse knows."""

    results: list[Result] = field(default_factory=list)
    """Oldest first (by the game's end)."""
    merged: dict[str, str] = field(default_factory=dict)
    """A name merged into another: shown, counted and compared as that one."""
    tries: set[str] = field(default_factory=set)
    """``"<game> <YYYY-MM-DD>"`` of every challenge of the day whose counted try has started."""

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        """The file's content."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "results": [r.to_json() for r in self.results],
            "merged": dict(sorted(self.merged.items())),
            "tries": sorted(self.tries),
        }

    @classmethod
    def from_json(cls, d: Any, *, salvage: bool = False) -> Records:
        """Read the file's content; :class:`RecordsDamaged` for anything wrong (``salvage``: keep what is good instead)."""
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise RecordsDamaged("not a records file")
        refusal = version_refusal(d, VERSION, "records")
        if refusal is not None:
            raise RecordsDamaged(refusal)
        raw, merged, tries = d.get("results"), d.get("merged", {}), d.get("tries", [])
        if not isinstance(raw, list) or not isinstance(merged, dict) or not isinstance(tries, list):
            raise RecordsDamaged("its lists are damaged")
        out = cls()
        for item in raw:
            try:
                out.results.append(Result.from_json(item))
            except ValueError:
                if not salvage:
                    raise RecordsDamaged("a result is damaged") from None
        for a, b in merged.items():
            if isinstance(b, str) and 0 < len(a) <= MAX_NAME and 0 < len(b) <= MAX_NAME and a != b:
                out.merged[a] = b
            elif not salvage:
                raise RecordsDamaged("a merged name is damaged")
        for t in tries:
            if isinstance(t, str) and len(t) <= 64:
                out.tries.add(t)
            elif not salvage:
                raise RecordsDamaged("a day's try is damaged")
        out.tidy()
        return out

    def tidy(self) -> None:
        """Oldest first (a game's results in their own order), at most :data:`MAX_RESULTS`."""
        self.results = sorted(self.results, key=_order)[-MAX_RESULTS:]

    # ------------------------------------------------------------------ names
    def canonical(self, name: str) -> str:
        """The name ``name`` is shown and counted as (itself, unless merged into another)."""
        seen = {name}
        while name in self.merged:
            name = self.merged[name]
            if name in seen:  # a circle (a hand-edited file): stop where it closes
                break
            seen.add(name)
        return name

    def people(self) -> list[str]:
        """Every name with results (merged names as the one they joined), the most recently played first."""
        latest: dict[str, str] = {}
        for r in self.results:
            name = self.canonical(r.name)
            latest[name] = max(latest.get(name, ""), r.when)
        return sorted(latest, key=lambda n: (latest[n], n), reverse=True)

    def merge(self, name: str, into: str) -> None:
        """From now on ``name``'s results are ``into``'s (and every name merged into ``name`` too)."""
        name, into = self.canonical(name), self.canonical(into)
        if name == into:
            return
        self.merged[name] = into
        for a, b in list(self.merged.items()):
            if b == name:
                self.merged[a] = into

    # ------------------------------------------------------------------ reading
    def of(self, name: str) -> list[Result]:
        """``name``'s results (with the names merged into it), oldest first."""
        name = self.canonical(name)
        return [r for r in self.results if self.canonical(r.name) == name]

    def stats(self, name: str) -> dict[str, list[KeyStats]]:
        """Per game (catalog id), ``name``'s figures per course or hole, the most played first."""
        groups: dict[tuple[str, str], list[Result]] = {}
        for r in self.of(name):
            groups.setdefault((r.game, r.key), []).append(r)
        out: dict[str, list[KeyStats]] = {}
        for (game, key), rs in groups.items():
            scores = [r.score for r in rs]
            out.setdefault(game, []).append(
                KeyStats(
                    game, key, rs[-1].unit, len(rs), sum(1 for r in rs if r.others), sum(r.won for r in rs),
                    best_of(game, scores), math.fsum(scores) / len(rs), tuple(rs[-LAST:]),
                )  # fmt: skip
            )
        for rows in out.values():
            rows.sort(key=lambda k: (k.key != DAILY_KEY, -k.played, k.key))
        return out

    def new_bests(self, new: Iterable[Result]) -> list[Result]:
        """Those of ``new`` that beat every earlier result of the same person on the same course or hole.

        A first result on a course is no "new" best; the challenge of the day (a
        new course every day) has none either.
        """
        out = []
        for r in new:
            if r.key == DAILY_KEY:
                continue
            name = self.canonical(r.name)
            before = [o.score for o in self.results if o.match != r.match and o.game == r.game and o.key == r.key and self.canonical(o.name) == name]
            if before and beats(r.game, r.score, best_of(r.game, before)):
                out.append(r)
        return out

    def has_match(self, match: str) -> bool:
        """True when a game's results are in already."""
        return any(r.match == match for r in self.results)

    def add(self, results: list[Result]) -> bool:
        """Add one game's results (once: False when that game is in already)."""
        if not results or any(self.has_match(r.match) for r in results[:1]):
            return False
        self.results.extend(results)
        self.tidy()
        return True


def _order(r: Result) -> tuple[str, str]:
    return (r.when, r.match)


def try_key(game: str, day: str) -> str:
    """How a day's challenge is named in :attr:`Records.tries`."""
    return f"{game} {day}"


# ---------------------------------------------------------------------------- the file
def path() -> Path:
    """The records file in the user folder."""
    from game import paths

    return paths.user_dir() / FILE_NAME


_cache: dict[Path, tuple[tuple[int, int], Records]] = {}
"""The records last read or written, by file, with the file's (size, mtime) then."""
_notices: list[str] = []
"""One-line messages for the player, waiting for a screen to show them."""
_news: dict[str, list[Result]] = {}
"""New personal bests of the games finished in this run, by match id (the final ranking reads them)."""


def _stamp(p: Path) -> tuple[int, int] | None:
    try:
        st = p.stat()
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns)


def notice(message: str) -> None:
    """Keep a line for the player (said by the next screen that asks)."""
    if message not in _notices:
        _notices.append(message)


def take_notices() -> list[str]:
    """The lines waiting for the player (each said once)."""
    out = list(_notices)
    _notices.clear()
    return out


def load() -> Records:
    """The records (never raises: a missing file is rebuilt from the replays, a damaged one kept aside and rebuilt)."""
    p = path()
    stamp = _stamp(p)
    known = _cache.get(p)
    if known is not None and stamp is not None and known[0] == stamp:
        return known[1]
    if stamp is None:
        if p.exists() or p.is_symlink():  # there but unreadable
            notice("The clubhouse records cannot be read; showing what the replays hold.")
            return rebuild()
        records = rebuild()
        if records.results or records.tries:
            _write(records, quiet=True)  # a first start with this version, or the file was deleted
        return records
    try:
        if stamp[0] > MAX_FILE_BYTES:
            raise RecordsDamaged("far too large")
        text = p.read_bytes()
    except RecordsDamaged as exc:
        return _damaged(p, str(exc), None)
    except OSError as exc:
        notice(f"The clubhouse records cannot be read ({exc.strerror or type(exc).__name__}); showing what the replays hold.")
        return rebuild()
    try:
        data = json.loads(text, parse_constant=_refuse)
    except (ValueError, RecursionError, UnicodeDecodeError) as exc:
        return _damaged(p, type(exc).__name__, None)
    try:
        records = Records.from_json(data)
    except RecordsDamaged as exc:
        return _damaged(p, str(exc), data)
    _cache[p] = (stamp, records)
    return records


def _refuse(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _damaged(p: Path, why: str, data: Any) -> Records:
    """Keep the damaged file aside, rebuild from the replays with what can be saved from it, and say so once."""
    salvaged = Records()
    if data is not None:
        try:
            salvaged = Records.from_json(data, salvage=True)
        except RecordsDamaged:
            salvaged = Records()
    rebuilt = rebuild()
    known = {r.match for r in rebuilt.results}
    rebuilt.results += [r for r in salvaged.results if r.match not in known]  # games whose replays are gone
    rebuilt.merged.update(salvaged.merged)
    rebuilt.tries |= salvaged.tries
    rebuilt.tidy()
    kept = _aside(p)
    if kept is None:
        notice(f"The clubhouse records are damaged ({why}) and could not be moved aside; they are left as they are and rebuilt from the replays for now.")
        return rebuilt
    problem = _write(rebuilt, quiet=True)
    games = len({r.match for r in rebuilt.results})
    again = f"rebuilt them from the replays ({games} game{'s' if games != 1 else ''})"
    notice(f"The clubhouse records were damaged ({why}); kept them as {kept.name} and {again}." + (f" {problem}" if problem else ""))
    return rebuilt


def _aside(p: Path) -> Path | None:
    """Move ``p`` to ``records.json.bad`` (or .bad2 ... never over an earlier one); None if impossible."""
    for n in range(1, 10):
        target = p.with_name(f"{p.name}.bad{n if n > 1 else ''}")
        if target.exists():
            continue
        try:
            p.replace(target)
            return target
        except OSError:
            return None
    return None


def _write(records: Records, *, quiet: bool = False) -> str | None:
    """Write the file atomically; a one-line reason when that failed (also kept as a notice unless ``quiet``)."""
    from game.match.saves import write_atomic

    p = path()
    try:
        data = json.dumps(records.to_json(), ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")
        p.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(p, data)
    except (OSError, ValueError) as exc:
        why = getattr(exc, "strerror", None) or type(exc).__name__
        message = f"The clubhouse records could not be written ({why})."
        if not quiet:
            notice(message)
        return message
    stamp = _stamp(p)
    if stamp is not None:
        _cache[p] = (stamp, records)
    return None


def save(records: Records) -> str | None:
    """Write the records (after a merge); a one-line reason when that failed."""
    return _write(records, quiet=True)


def rebuild() -> Records:
    """The records made again from the kept replays (and the days' tries from the saved games too)."""
    from game.match import saves

    out = Records()
    for lister in (saves.list_replays, saves.list_saves):
        try:
            entries = lister()
        except saves.SaveError:
            continue
        for entry in entries:
            record = entry.record
            if record is None:
                continue
            _note_try(out, record)
            if lister is saves.list_replays and record.finished:
                try:
                    out.add(results_of(record))
                except RecordError:
                    continue  # a replay that no longer plays adds nothing
    out.tidy()
    return out


def _day(record: MatchRecord) -> str:
    """The date of the challenge of the day a record's counted try is at ("" for any other game)."""
    return counted_try(record)


def _note_try(records: Records, record: MatchRecord) -> bool:
    """Remember a counted try's day; True when it was new."""
    day = _day(record)
    if not day or try_key(record.game, day) in records.tries:
        return False
    records.tries.add(try_key(record.game, day))
    return True


def note_finished(record: MatchRecord, final: Any = None) -> None:
    """A game became a replay: add its results (once) and keep the new personal bests for its final ranking. Never raises."""
    try:
        new = results_of(record, final)
    except (RecordError, ValueError, TypeError, AttributeError, KeyError, IndexError) as exc:
        notice(f"This game's results could not be added to the clubhouse ({exc}).")
        new = []
    records = load()
    changed = _note_try(records, record)
    if new and not records.has_match(record.id):
        _news[record.id] = records.new_bests(new)
        changed = records.add(new) or changed
    if changed:
        _write(records)


def news_for(record: MatchRecord | None) -> list[Result]:
    """The new personal bests the game ``record`` made in this run ([] for any other)."""
    if record is None:
        return []
    return list(_news.get(record.id, []))


def mark_try(game: str, day: str) -> str | None:
    """Remember that the counted try at a day's challenge has started; a one-line reason when that could not be kept."""
    records = load()
    key = try_key(game, day)
    if key in records.tries:
        return None
    records.tries.add(key)
    return _write(records, quiet=True)


def merge_names(name: str, into: str) -> str | None:
    """Merge ``name`` into ``into`` and keep it; a one-line reason when it could not be written."""
    records = load()
    records.merge(name, into)
    return save(records)
