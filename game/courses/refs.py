"""Which files a course may refer to (tilesets, templates, images), and where they are.

A course file names other files by relative paths. A downloaded course must
not make the game read files elsewhere on the player's disk (``/dev/zero``,
someone's documents), and a course should not only work on its author's
machine, so every reference must stay inside the course's **root**: the
first of

1. the game's shipped ``levels/`` folder, if the course is inside it;
2. the player's courses folder (:func:`game.paths.user_courses_dir`), if the course is inside it;
3. the nearest folder above the course that holds a ``.tiled-project`` file;
4. otherwise the course's own folder.

Paths are compared after resolving ``..`` and symbolic links. One exception
keeps courses portable: a reference that is missing or outside the root but
whose file name is one of the game's own tilesets, tileset images or object
templates (``terrain-pointy.tsx``, ``stump.tx``, ...) is read from the game's
``levels/`` folder. So a course made in the shipped project and copied to the
courses folder still finds ``../tilesets/terrain-pointy.tsx``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from game.courses.errors import CourseError

MAX_PROJECT_SEARCH = 12
"""How many folders above a course are searched for a ``.tiled-project`` file."""


def _levels_dir() -> Path | None:
    from game import paths

    try:
        return paths.levels_dir().resolve()
    except Exception:  # a broken install: no shipped root, references then stay in the course's folder
        return None


def _user_courses_dir() -> Path | None:
    from game import paths

    try:
        return paths.user_courses_dir().resolve()
    except Exception:  # no preference folder (no SDL, read-only home): simply not a root
        return None


@cache
def shipped_files() -> dict[str, Path]:
    """The game's own tilesets, their images and object templates, by file name."""
    levels = _levels_dir()
    if levels is None:
        return {}
    found: dict[str, Path] = {}
    for folder, patterns in (("tilesets", ("*.tsx", "*.png")), ("templates", ("*.tx",))):
        for pattern in patterns:
            for file in sorted((levels / folder).glob(pattern)):
                found.setdefault(file.name, file)
    return found


def course_root(course: Path) -> Path:
    """The folder a course's references must stay inside (see the module docstring)."""
    course = course.resolve()
    for root in (_levels_dir(), _user_courses_dir()):
        if root is not None and course.is_relative_to(root):
            return root
    for depth, folder in enumerate(course.parents):
        if depth >= MAX_PROJECT_SEARCH:
            break
        try:
            if any(folder.glob("*.tiled-project")):
                return folder
        except OSError:  # an unreadable folder on the way up: stop looking
            break
    return course.parent


def resolve(reference: str, base_file: Path, root: Path, course: Path, what: str, where: str = "") -> Path:
    """The file a reference in ``base_file`` names, checked to stay inside ``root``.

    Raises :class:`CourseError` (against ``course``, the file the player opened)
    when the reference is empty, leaves the root or names a missing file.
    """
    ref = reference.strip()
    if not ref:
        raise CourseError(course, f"a {what} reference is empty", where)
    if "\x00" in ref:
        raise CourseError(course, f"the {what} reference {_short(ref)} is not a file name", where)
    target: Path | None = None
    is_file = is_dir = exists = False
    unusable = ""
    try:
        resolved = (base_file.parent / ref).resolve()
        is_file, is_dir, exists = resolved.is_file(), resolved.is_dir(), resolved.exists()
        target = resolved
    except (OSError, RuntimeError, ValueError) as exc:  # symlink loops, over-long names, names the OS rejects
        unusable = _why(exc)
    name = Path(ref.replace("\\", "/")).name
    inside = target is not None and target.is_relative_to(root)
    if inside and is_file and target is not None:
        return target
    shipped = shipped_files().get(name)
    if shipped is not None:
        return shipped
    if target is None:
        raise CourseError(course, f"the {what} {_short(ref)} is not a usable file name ({unusable})", where)
    if not inside:
        raise CourseError(
            course,
            f"the {what} {_short(ref)} lies outside the course's folder {root}; keep tilesets and templates inside it",
            where,
        )
    if is_dir:
        raise CourseError(course, f"the {what} {_short(ref)} is a folder", where)
    if exists:
        raise CourseError(course, f"the {what} {_short(ref)} is not a regular file (a device or pipe?); not read", where)
    raise CourseError(course, f"the {what} {_short(ref)} is missing (looked for {target})", where)


def check_inside(reference: str, base_file: Path, root: Path, course: Path, what: str, where: str = "") -> Path | None:
    """Like :func:`resolve` for files the game never reads (images): must stay inside, may be missing.

    Returns the path, or None when the file is missing (the caller warns).
    """
    ref = reference.strip()
    if not ref:
        return None
    try:
        target = (base_file.parent / ref).resolve()
        is_file = target.is_file()
    except (OSError, RuntimeError, ValueError) as exc:
        raise CourseError(course, f"the {what} {_short(ref)} is not a usable file name ({_why(exc)})", where) from None
    name = Path(ref.replace("\\", "/")).name
    if not target.is_relative_to(root):
        if name in shipped_files():
            return shipped_files()[name]
        raise CourseError(course, f"the {what} {_short(ref)} lies outside the course's folder {root}", where)
    if not is_file:
        return shipped_files().get(name)
    return target


def _why(exc: BaseException) -> str:
    if isinstance(exc, RuntimeError):
        return "a loop of links"
    return getattr(exc, "strerror", None) or type(exc).__name__


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")
