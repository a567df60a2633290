"""The one error a course file can cause: :class:`CourseError`, always one line."""

from __future__ import annotations

from pathlib import Path

from game.rules.course import Problem, Severity


class CourseError(Exception):
    """A course file that cannot be loaded; ``str()`` is one line for the player.

    Besides the words it may carry what ``rollinone check --json`` reports as fields: a
    stable ``code``, the ``fix`` in words, the ``line`` of the file, the Tiled ``cell`` or
    the object (``object_id``, ``object_name``) it is about.
    """

    def __init__(
        self,
        path: str | Path,
        message: str,
        where: str = "",
        *,
        code: str = "",
        fix: str = "",
        line: int | None = None,
        cell: tuple[int, int] | None = None,
        object_id: int | None = None,
        object_name: str | None = None,
    ) -> None:
        super().__init__(message)
        self.path = str(path)
        self.message = _one_line(message)
        self.where = _one_line(where)
        self.code = code
        self.fix = _one_line(fix)
        self.line = line
        self.cell = cell
        self.object_id = object_id
        self.object_name = object_name

    def __str__(self) -> str:
        """``file: error: where: message; fix`` (the fix left out when there is none or the message says it)."""
        path = self.path.replace("\n", "\\n").replace("\r", "\\r")
        message = f"{self.message}; {self.fix}" if self.fix and self.fix not in self.message else self.message
        return ": ".join(p for p in (path, "error", self.where, message) if p)

    def problem(self) -> Problem:
        """The same as a :class:`Problem` (an error), for lists of every problem of a file."""
        return Problem(
            Severity.ERROR,
            self.message,
            self.where,
            self.code or "file.unreadable",
            self.fix,
            self.cell,
            self.object_id,
            self.object_name,
            self.line,
        )


def _one_line(text: str) -> str:
    """Collapse whitespace so a message never spans lines (hostile names may hold newlines)."""
    return " ".join(str(text).split())
