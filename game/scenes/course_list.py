"""Courses a set-up screen offers for any golf game: the shipped ones, then the player's own .tmx files.

Each file is read once per modification time through the gate the game and
``rollinone check`` share (:func:`game.courses.gate.examine`): a course that
cannot be played is still listed, with its one-line reason, so the player sees
why. The par measured by play (``rollinone check --par``) shows under a course
as "par 4 · plays 4.3 ± 1.1", read from the store; the list never plays games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from game import paths
from game.courses import declared_game
from game.rules.course import CourseMap
from game.scenes.common_setup import CourseChoice

_cache: dict[tuple[str, str, float, int], tuple[CourseMap | None, str]] = {}


def load_cached(game_id: str, path: Path) -> tuple[CourseMap | None, str]:
    """(course, "") or (None, one-line error) for a file, read once per modification time."""
    from game.courses.gate import examine

    try:
        info = path.stat()
        key = (game_id, str(path), info.st_mtime, info.st_size)
    except OSError as exc:
        return None, f"{path.name}: error: {exc.strerror or exc}"
    if key not in _cache:
        verdict = examine(path, game_id)
        refusal = verdict.refusal()
        _cache[key] = (verdict.course, "") if refusal is None else (None, str(refusal))
    return _cache[key]


def user_files(game_id: str, *, undeclared: bool = False) -> list[Path]:
    """The player's .tmx files whose map says they are for this game (with ``undeclared``, also those that say none).

    Files for another game are left out: they are listed by that game's set-up.
    """
    try:
        folder = paths.user_courses_dir()
        candidates = sorted(folder.glob("*.tmx"))
    except OSError:
        return []
    out = []
    for p in candidates:
        game = declared_game(p)
        if game == game_id or (undeclared and game is None):
            out.append(p)
    return out


def par_note(course: CourseMap | None) -> str:
    """"par 4 · plays 4.3 ± 1.1" for a course (what of it is known; '' for nothing)."""
    if course is None:
        return ""
    from game.match.parstore import ParStore

    return ParStore.default().note(course)


def distinct(choices: list[CourseChoice]) -> list[CourseChoice]:
    """The choices, with the file name added to every label that another choice also has."""
    seen: dict[str, int] = {}
    for c in choices:
        seen[c.label] = seen.get(c.label, 0) + 1
    return [replace(c, label=f"{c.label} · {c.path.name}") if seen[c.label] > 1 and c.path.name else c for c in choices]


def course_choices(
    game_id: str,
    shipped: list[Path],
    *,
    label: Callable[[int, str], str] | None = None,
    undeclared: bool = False,
) -> list[CourseChoice]:
    """Every course to list for ``game_id``: ``shipped`` first, then the player's own.

    ``label(index, name)`` names the shipped ones (Carom's "II · Duck Pond"; default: the name);
    ``undeclared`` also lists the player's files whose map names no game (see :func:`user_files`).
    """
    out: list[CourseChoice] = []
    for i, path in enumerate(shipped):
        course, error = load_cached(game_id, path)
        name = (course.name if course is not None else "") or path.stem
        out.append(CourseChoice(label(i, name) if label is not None else name, path, course, error, note=par_note(course)))
    for path in user_files(game_id, undeclared=undeclared):
        course, error = load_cached(game_id, path)
        name = (course.name if course is not None else "") or path.stem
        out.append(CourseChoice(f"{name} (yours)", path, course, error, user=True, note=par_note(course)))
    return distinct(out)
