"""Courses are Tiled maps: loading them into the pure course model, checking them, watching them.

This package is the only place that reads .tmx files. See
``docs/course-format.md`` for the format.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from game.courses.errors import CourseError
from game.courses.loader import LoadReport, load_course, load_report
from game.rules.course import CourseMap

__all__ = ["CourseError", "LoadReport", "course_files", "declared_game", "load_course", "load_folder", "load_for_game", "load_report"]

SKIPPED_FOLDERS = frozenset({"templates", "tilesets"})
"""Folders of a Tiled project that hold no courses."""


def course_files(folder: Path, unreadable: list[tuple[Path, str]] | None = None) -> list[Path]:
    """Every .tmx under a folder, recursively and sorted, skipping templates/, tilesets/ and hidden folders.

    Folders that cannot be read are skipped and, if ``unreadable`` is given, listed there.
    """
    import os

    def note(exc: OSError) -> None:
        if unreadable is not None:
            unreadable.append((Path(exc.filename or folder), exc.strerror or str(exc)))

    found: list[Path] = []
    for here, dirs, files in os.walk(folder, onerror=note, followlinks=False):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS and not d.startswith("."))
        found.extend(Path(here) / f for f in files if f.lower().endswith(".tmx") and not f.startswith("."))
    return sorted(found)


_GAME_PROPERTY = re.compile(r'<property\b[^>]*\bname="game"[^>]*\bvalue="([^"]*)"|<property\b[^>]*\bvalue="([^"]*)"[^>]*\bname="game"')


def declared_game(path: Path) -> str | None:
    """The ``game`` map property a file declares in its first few kilobytes (None: none found, or unreadable)."""
    try:
        with path.open("rb") as f:
            head = f.read(4000).decode("utf-8", errors="replace")
    except OSError:
        return None
    found = _GAME_PROPERTY.search(head)
    return (found.group(1) or found.group(2)) if found else None


def load_folder(folder: Path) -> tuple[CourseMap, ...]:
    """Every .tmx directly in a folder (sorted by file name), e.g. a set of Roll in One boards."""
    return tuple(load_course(p) for p in _folder_files(folder))


def load_for_game(game_id: str, path: str | Path) -> Any:
    """The course model a game's engine takes: one checked course, or (for a folder) a tuple of them.

    Every file goes through the gate (:func:`game.courses.gate.examine`), the same checks
    ``rollinone check`` runs; its first error is raised as a :class:`CourseError`, so a game
    never starts on a course ``check`` would refuse, and never refuses one it passes.
    """
    from game.courses.gate import examine

    path = Path(path)
    try:
        is_dir = path.is_dir()
    except OSError as exc:  # a name too long for the file system, a link loop ...
        raise CourseError(path, f"cannot be read ({exc.strerror or exc})") from None
    files = _folder_files(path) if is_dir else [path]
    courses = []
    for file in files:
        verdict = examine(file, game_id)
        refusal = verdict.refusal()
        if refusal is not None:
            raise refusal
        assert verdict.course is not None  # a verdict without a refusal has its course
        courses.append(verdict.course)
    return tuple(courses) if is_dir else courses[0]


def _folder_files(folder: Path) -> list[Path]:
    """The .tmx files directly in a folder, sorted by name (CourseError when there are none)."""
    try:
        files = sorted(p for p in Path(folder).glob("*.tmx") if p.is_file())
    except OSError as exc:
        raise CourseError(folder, f"cannot read the folder ({exc.strerror or exc})") from None
    if not files:
        raise CourseError(folder, "the folder holds no .tmx courses")
    return files
