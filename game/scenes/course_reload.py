"""Hot reload of the course on screen: notice a saved file and load it, keeping the last good version.

A minimal modification-time poll (twice a second). The game asks between
turns, so a course never changes under a rolling ball; a broken save yields
its one-line error and the game keeps the course it has.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.courses import CourseError, load_course
from game.rules.course import CourseMap

POLL_SECONDS = 0.5


class CoursePoll:
    """Watches one course file."""

    def __init__(self, path: str | Path, *, interval: float = POLL_SECONDS, load: Callable[[Path], CourseMap] = load_course) -> None:
        self.path = Path(path)
        self.interval = interval
        self.load = load
        self._mtime = self._stat()
        self._clock = 0.0
        self._changed = False

    def _stat(self) -> float | None:
        try:
            st = self.path.stat()
        except OSError:
            return None
        return st.st_mtime_ns + st.st_size

    def tick(self, dt: float) -> None:
        """Advance the clock; looks at the file every ``interval`` seconds."""
        self._clock += dt
        if self._clock < self.interval:
            return
        self._clock = 0.0
        now = self._stat()
        if now is not None and now != self._mtime:
            self._mtime = now
            self._changed = True

    def take(self) -> tuple[CourseMap | None, str]:
        """If the file changed since last asked: (the new course, "") or (None, its error); else (None, "")."""
        if not self._changed:
            return None, ""
        self._changed = False
        try:
            return self.load(self.path), ""
        except CourseError as exc:
            return None, str(exc)
        except Exception as exc:  # a half-written file can fail in many ways; the game keeps its course
            return None, f"{self.path}: error: {type(exc).__name__}: {exc}"
