"""The par figures measured by play, kept in the user folder so that course lists never replay games.

``rollinone check --par`` stores each course's :class:`~game.match.par.ParReport`
in ``par.json`` in the user folder, keyed by a hash of the course as the game
reads it (terrain, objects, properties: not the file's path, and not its ``par``
properties, so writing the suggested par into the map keeps its figures). The
set-up lists read the note "par 4 · plays 4.3 ± 1.1" from here. A damaged or
unreadable store counts as empty; a store that cannot be written is said once
by the caller, never raised.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.match.par import ParFigure, ParReport, current_par
from game.rules.course import CourseMap

VERSION = 1
MAX_ENTRIES = 500
"""Most courses kept (the oldest measured go first)."""


def course_key(course: CourseMap) -> str:
    """A hash of what play depends on: the course as read, without its source path or its ``par`` properties."""
    data = course.to_json()
    data.pop("source", None)
    data["props"] = {k: v for k, v in data["props"].items() if k != "par"}
    for obj in data["objects"]:
        obj["props"] = {k: v for k, v in obj["props"].items() if k != "par"}
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


@dataclass
class ParStore:
    """The store file and what it holds (read once, written on each :meth:`put`)."""

    path: Path
    entries: dict[str, dict[str, Any]] = field(default_factory=dict)
    stamp: tuple[int, int] | None = None
    """The file's modification time and size when read (read again when it changes)."""

    @classmethod
    def default(cls) -> ParStore:
        """The store in the user folder (shared, re-read when another process wrote it)."""
        from game import paths

        path = paths.user_dir() / "par.json"
        known = _STORES.get(path)
        if known is None:
            known = _STORES[path] = cls(path)
        known.refresh()
        return known

    def refresh(self) -> None:
        """Read the file again if it changed since it was read."""
        try:
            info = self.path.stat()
            stamp = (info.st_mtime_ns, info.st_size)
        except OSError:
            self.entries, self.stamp = {}, None
            return
        if stamp == self.stamp:
            return
        self.stamp = stamp
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            self.entries = {}
            return
        courses = data.get("courses") if isinstance(data, dict) and data.get("version") == VERSION else None
        self.entries = {k: v for k, v in courses.items() if isinstance(v, dict)} if isinstance(courses, dict) else {}

    def get(self, course: CourseMap) -> ParReport | None:
        """The stored report of a course, or None."""
        entry = self.entries.get(course_key(course))
        if entry is None:
            return None
        try:
            figures = tuple(ParFigure.from_json(f) for f in entry["figures"])
            if not figures:
                return None
            return ParReport(int(entry["games"]), int(entry["seed"]), str(entry["level"]), figures)
        except (KeyError, TypeError, ValueError):
            return None

    def put(self, course: CourseMap, report: ParReport) -> str | None:
        """Keep a course's report; None when written, else why not (one line)."""
        self.refresh()
        key = course_key(course)
        self.entries.pop(key, None)
        self.entries[key] = {
            "name": course.name,
            "games": report.games,
            "seed": report.seed,
            "level": report.level,
            "figures": [f.to_json() for f in report.figures],
        }
        while len(self.entries) > MAX_ENTRIES:
            self.entries.pop(next(iter(self.entries)))
        text = json.dumps({"version": VERSION, "courses": self.entries}, indent=1, ensure_ascii=False)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".par-", suffix=".json", dir=self.path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(tmp, self.path)
        except OSError as exc:
            return f"the par figures cannot be kept in {self.path} ({exc.strerror or exc})"
        info = self.path.stat()
        self.stamp = (info.st_mtime_ns, info.st_size)
        return None

    def note(self, course: CourseMap) -> str:
        """"par 4 · plays 4.3 ± 1.1" for a course list: the map's par and the stored figures ('' when neither is known)."""
        report = self.get(course)
        par = current_par(course)
        if report is None:
            return f"par {par}" if par is not None else ""
        return replace(report.total, current=par).note()


_STORES: dict[Path, ParStore] = {}
