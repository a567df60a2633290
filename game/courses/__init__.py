"""Courses are Tiled maps: loading them into the pure course model, and checking them.

This package is the only place that reads .tmx files (and so the only place
that imports pytmx). See ``docs/course-format.md`` for the format.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.courses.errors import CourseError
from game.courses.loader import LoadReport, load_course, load_report
from game.rules.course import CourseMap, GameKind, Severity

__all__ = ["CourseError", "LoadReport", "load_course", "load_folder", "load_for_game", "load_report"]

GAME_KINDS = {"rollinone": GameKind.ROLLINONE, "eagles_creek": GameKind.EAGLES_CREEK, "carom": GameKind.CAROM}


def load_folder(folder: Path) -> tuple[CourseMap, ...]:
    """Every .tmx in a folder (sorted by file name), e.g. a set of Roll in One boards."""
    files = sorted(p for p in Path(folder).glob("*.tmx") if p.is_file())
    if not files:
        raise CourseError(folder, "the folder holds no .tmx courses")
    return tuple(load_course(p) for p in files)


def load_for_game(game_id: str, path: str | Path) -> Any:
    """The course model a game's engine takes: one checked course, or (for a folder) a tuple of them."""
    from game import catalog

    path = Path(path)
    courses = load_folder(path) if path.is_dir() else (load_course(path),)
    kind = GAME_KINDS.get(game_id)
    validate = getattr(catalog.engine(game_id), "validate_course", None)
    for course in courses:
        if kind is not None and course.game != kind:
            raise CourseError(course.source, f"this course is for {course.game.value}, not {game_id}")
        if validate is not None:
            for problem in validate(course):
                if problem.severity == Severity.ERROR:
                    raise CourseError(course.source, problem.message, problem.where)
    return courses if path.is_dir() else courses[0]
