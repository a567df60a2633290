"""Hot reload: notice that a course file (or a tileset or template it uses) was saved, and reload it.

A screen calls :meth:`CourseWatcher.poll` now and then (between turns, a few
times a second). Polling only compares each watched file's modification time
and size, so it costs a handful of ``stat`` calls. A change is read only once
the files have stayed the same for :attr:`CourseWatcher.settle` seconds, so a
save still being written is never read half-way. The reload returns the new
course, or the :class:`CourseError` of a broken save, while
:attr:`CourseWatcher.course` keeps the last good course.

A folder (a set of Roll in One boards) is watched as a whole: any .tmx in it
appearing, disappearing or changing counts.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.courses.errors import CourseError

Signature = tuple[tuple[str, int, int], ...]


def _default_loader(path: Path) -> tuple[Any, frozenset[Path]]:
    from game.courses import load_folder
    from game.courses.loader import load_report

    try:
        is_dir = path.is_dir()
    except OSError as exc:
        raise CourseError(path, f"cannot be read ({exc.strerror or exc})") from None
    if is_dir:
        courses = load_folder(path)
        files = frozenset(Path(c.source) for c in courses)
        return courses, files
    report = load_report(path)
    return report.course, report.files


class CourseWatcher:
    """Watches one course file or folder and reloads it when it changes."""

    settle: float
    """Seconds the files must stay unchanged before a change is read."""

    def __init__(
        self,
        path: str | Path,
        *,
        load: Callable[[Path], tuple[Any, frozenset[Path]]] | None = None,
        settle: float = 0.3,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """Load the course now (raising :class:`CourseError` if it is broken) and start watching it.

        ``load`` returns ``(course, files read)``; the default reads a course
        file with :func:`~game.courses.loader.load_report` or a folder with
        :func:`~game.courses.load_folder`. Wrap it to add a game's checks.
        """
        self.path = Path(path)
        self.settle = settle
        self._load = load or _default_loader
        self._clock = clock
        self.course, files = self._load(self.path)
        self._files = frozenset(files) | {self.path}
        self._seen = self._signature()
        self._pending: Signature | None = None
        self._pending_since = 0.0
        self.error: CourseError | None = None
        """The error of the latest broken save (None once a good save loads)."""

    def _signature(self) -> Signature:
        entries = []
        paths = set(self._files)
        try:
            if self.path.is_dir():
                paths.update(p for p in self.path.iterdir() if p.suffix.lower() == ".tmx")
        except OSError:
            pass
        for p in sorted(paths):
            try:
                st = os.stat(p)
                entries.append((str(p), st.st_mtime_ns, st.st_size))
            except OSError:
                entries.append((str(p), -1, -1))  # missing for now (an editor may be replacing it)
        return tuple(entries)

    def poll(self) -> Any:
        """The reloaded course, a :class:`CourseError` for a broken save, or None when nothing new is ready."""
        now = self._clock()
        current = self._signature()
        if current == self._seen:
            self._pending = None
            return None
        if current != self._pending:
            self._pending, self._pending_since = current, now  # still changing: wait for it to settle
            return None
        if now - self._pending_since < self.settle:
            return None
        self._seen = current
        self._pending = None
        try:
            course, files = self._load(self.path)
        except CourseError as exc:
            self.error = exc
            return exc
        except OSError as exc:  # a file-system error from a custom loader is a course error too
            self.error = CourseError(self.path, f"cannot be read ({exc.strerror or exc})")
            return self.error
        self.course, self.error = course, None
        self._files = frozenset(files) | {self.path}
        self._seen = self._signature()  # a tileset newly used is watched from now on
        return course
