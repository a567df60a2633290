"""The one error a course file can cause: :class:`CourseError`, always one line."""

from __future__ import annotations

from pathlib import Path


class CourseError(Exception):
    """A course file that cannot be loaded; ``str()`` is one line for the player."""

    def __init__(self, path: str | Path, message: str, where: str = "") -> None:
        super().__init__(message)
        self.path = str(path)
        self.message = _one_line(message)
        self.where = _one_line(where)

    def __str__(self) -> str:
        path = self.path.replace("\n", "\\n").replace("\r", "\\r")
        return ": ".join(p for p in (path, "error", self.where, self.message) if p)


def _one_line(text: str) -> str:
    """Collapse whitespace so a message never spans lines (hostile names may hold newlines)."""
    return " ".join(str(text).split())
