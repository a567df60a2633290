"""The Carom Golf courses the set-up screen offers: the six shipped ones, then the player's own."""

from __future__ import annotations

from pathlib import Path

from game import paths
from game.rules.course import CourseMap
from game.scenes import course_list
from game.scenes.common_setup import CourseChoice
from game.scenes.course_list import distinct, par_note

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")

_cache: dict[tuple[str, float, int], tuple[CourseMap | None, str]] = {}


def load_cached(path: Path) -> tuple[CourseMap | None, str]:
    """A course file read once per modification time through the game's gate: (course, "") or (None, one-line error)."""
    from game.courses.gate import examine

    try:
        info = path.stat()
        key = (str(path), info.st_mtime, info.st_size)
    except OSError as exc:
        return None, f"{path}: error: {exc.strerror or exc}"
    if key not in _cache:
        verdict = examine(path, "carom")
        refusal = verdict.refusal()
        _cache[key] = (verdict.course, "") if refusal is None else (None, str(refusal))
    return _cache[key]


def shipped_files() -> list[Path]:
    """The shipped Carom Golf courses, in play order (I to VI)."""
    folder = paths.level("carom")
    return sorted(folder.glob("*.tmx")) if folder.is_dir() else []


def user_files() -> list[Path]:
    """The player's .tmx files for Carom Golf, and those that name no game (listed with their error)."""
    return course_list.user_files("carom", undeclared=True)


def course_choices() -> list[CourseChoice]:
    """Every course the set-up screen lists, each with its loaded model or its error, and its par by play."""
    out: list[CourseChoice] = []
    for i, path in enumerate(shipped_files()):
        course, error = load_cached(path)
        name = course.name if course else path.stem
        out.append(CourseChoice(f"{ROMAN[i] if i < len(ROMAN) else i + 1} · {name}", path, course, error, note=par_note(course)))
    if not out:
        builtin = _builtin()
        if builtin is not None:
            out.append(CourseChoice(f"{builtin.name} (built in)", Path(""), builtin))
    for path in user_files():
        course, error = load_cached(path)
        name = course.name if course else path.stem
        out.append(CourseChoice(f"{name} (yours)", path, course, error, user=True, note=par_note(course)))
    return distinct(out)


def _builtin() -> CourseMap | None:
    """The engine's own practice course, offered when no course files are installed."""
    from game.rules.carom.default_course import default_course

    return default_course()
