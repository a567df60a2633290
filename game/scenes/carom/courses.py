"""The Carom Golf courses the set-up screen offers: the six shipped ones, then the player's own."""

from __future__ import annotations

from pathlib import Path

from game import paths
from game.courses import CourseError, load_course
from game.courses.validate import check_course, errors_in
from game.rules.course import CourseMap, GameKind
from game.scenes.common_setup import CourseChoice

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")

_cache: dict[tuple[str, float], tuple[CourseMap | None, str]] = {}


def load_cached(path: Path) -> tuple[CourseMap | None, str]:
    """A course file read once per modification time: (course, "") or (None, one-line error)."""
    try:
        key = (str(path), path.stat().st_mtime)
    except OSError as exc:
        return None, f"{path}: error: {exc.strerror or exc}"
    if key not in _cache:
        try:
            course = load_course(path)
            errors = errors_in(check_course(course)) if course.game == GameKind.CAROM else []
            if course.game != GameKind.CAROM:
                _cache[key] = (None, f"{path.name}: error: this course is for {course.game.value}, not Carom Golf")
            elif errors:
                _cache[key] = (None, errors[0].line_text(path.name))
            else:
                _cache[key] = (course, "")
        except CourseError as exc:
            _cache[key] = (None, str(exc))
        except Exception as exc:  # a loader bug: this one course is refused, the screen still opens
            text = " ".join(str(exc).split())[:120]
            _cache[key] = (None, CourseError(path, f"could not be read ({type(exc).__name__}: {text})").__str__())
    return _cache[key]


def shipped_files() -> list[Path]:
    """The shipped Carom Golf courses, in play order (I to VI)."""
    folder = paths.level("carom")
    return sorted(folder.glob("*.tmx")) if folder.is_dir() else []


def user_files() -> list[Path]:
    """The .tmx files in the player's courses folder (none when it is missing or unreadable)."""
    folder = paths.user_courses_dir()
    found: list[Path] = []
    try:
        for p in folder.glob("*.tmx"):
            try:
                if p.is_file():
                    found.append(p)
            except OSError:  # an odd entry (a name too long to stat): listed, so its error is shown
                found.append(p)
    except OSError:
        return []
    return sorted(found)


def course_choices() -> list[CourseChoice]:
    """Every course the set-up screen lists, each with its loaded model or its error."""
    out: list[CourseChoice] = []
    for i, path in enumerate(shipped_files()):
        course, error = load_cached(path)
        name = course.name if course else path.stem
        out.append(CourseChoice(f"{ROMAN[i] if i < len(ROMAN) else i + 1} · {name}", path, course, error))
    if not out:
        builtin = _builtin()
        if builtin is not None:
            out.append(CourseChoice(f"{builtin.name} (built in)", Path(""), builtin))
    for path in user_files():
        course, error = load_cached(path)
        name = course.name if course else path.stem
        out.append(CourseChoice(f"{name} (yours)", path, course, error, user=True))
    return out


def _builtin() -> CourseMap | None:
    """The engine's own practice course, offered when no course files are installed."""
    from game import catalog

    try:
        make = getattr(catalog.engine("carom"), "default_course", None)
    except catalog.UnknownGameError:
        return None
    return make() if make is not None else None
