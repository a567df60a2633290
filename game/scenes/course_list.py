"""Courses a set-up screen offers for any golf game: the shipped ones, then the player's own .tmx files.

Each file is read once per modification time and checked for the game
(``catalog.load_course``): a course that cannot be played is still listed,
with its one-line reason, so the player sees why.
"""

from __future__ import annotations

from pathlib import Path

from game import catalog, paths
from game.courses import CourseError
from game.rules.course import CourseMap
from game.scenes.common_setup import CourseChoice

_cache: dict[tuple[str, str, float], tuple[CourseMap | None, str]] = {}


def load_cached(game_id: str, path: Path) -> tuple[CourseMap | None, str]:
    """(course, "") or (None, one-line error) for a file, read once per modification time."""
    try:
        key = (game_id, str(path), path.stat().st_mtime)
    except OSError as exc:
        return None, f"{path.name}: error: {exc.strerror or exc}"
    if key not in _cache:
        try:
            _cache[key] = (catalog.load_course(game_id, path), "")
        except CourseError as exc:
            _cache[key] = (None, str(exc))
        except (OSError, ValueError) as exc:  # unreadable file: one line, never a traceback
            _cache[key] = (None, f"{path.name}: error: {exc}")
    return _cache[key]


def user_files(game_id: str) -> list[Path]:
    """The player's .tmx files whose map says they are for this game (others are not listed)."""
    try:
        folder = paths.user_courses_dir()
    except OSError:
        return []
    out = []
    for p in sorted(folder.glob("*.tmx")):
        try:
            head = p.read_text(encoding="utf-8", errors="replace")[:4000]
        except OSError:
            continue
        if f'value="{game_id}"' in head:
            out.append(p)
    return out


def course_choices(game_id: str, shipped: list[Path]) -> list[CourseChoice]:
    """Every course to list for ``game_id``: ``shipped`` first, then the player's own."""
    out: list[CourseChoice] = []
    for path in shipped:
        course, error = load_cached(game_id, path)
        name = (course.name if course is not None else "") or path.stem
        out.append(CourseChoice(name, path, course, error))
    for path in user_files(game_id):
        course, error = load_cached(game_id, path)
        name = (course.name if course is not None else "") or path.stem
        out.append(CourseChoice(f"{name} (yours)", path, course, error, user=True))
    return out
