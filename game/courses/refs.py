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

import errno
import os
import stat
from functools import cache, lru_cache
from pathlib import Path

from game.courses.errors import CourseError

MAX_PROJECT_SEARCH = 12
"""How many folders above a course are searched for a ``.tiled-project`` file."""


@cache
def _levels_dir() -> Path | None:
    """The shipped levels folder, resolved (once: it does not move while the game runs)."""
    from game import paths

    try:
        return paths.levels_dir().resolve()
    except Exception:  # a broken install: no shipped root, references then stay in the course's folder
        return None


def _user_courses_dir() -> Path | None:
    return _user_courses_for(os.environ.get("ROLLINONE_USER_DIR"))


@cache
def _user_courses_for(override: str | None) -> Path | None:
    """The player's courses folder, resolved once per user-folder setting (finding it creates folders)."""
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


RealDirs = dict[str, str]
"""Folders already resolved during one load, by name as written: a course's references all start from
the same two or three folders. Kept for one load only, so a moved folder or changed link is seen next time."""


def resolved(path: Path, real_dirs: RealDirs | None = None) -> Path:
    """``path.resolve()``, quicker when its folder was resolved already in this load."""
    found = _fast(path, path.name, real_dirs)
    return _as_path(found[0]) if found is not None else path.resolve()


def course_root(course: Path, real_dirs: RealDirs | None = None) -> Path:
    """The folder a course's references must stay inside (see the module docstring)."""
    return root_of(resolved(course, real_dirs))


def root_of(course: Path) -> Path:
    """:func:`course_root` of a course path resolved already."""
    posix = os.name == "posix"
    for root in (_levels_dir(), _user_courses_dir()):
        if root is not None and (_inside(str(course), root) if posix else course.is_relative_to(root)):
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


def resolve(reference: str, base_file: Path, root: Path, course: Path, what: str, where: str = "", real_dirs: RealDirs | None = None) -> Path:
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
    inside: bool | None = None
    fast = _fast(base_file, ref, real_dirs)
    if fast is not None:
        text, is_file, is_dir, exists = fast
        target, inside = _as_path(text), _inside(text, root)
    else:
        try:
            resolved = (base_file.parent / ref).resolve()
            is_file, is_dir, exists = resolved.is_file(), resolved.is_dir(), resolved.exists()
            target = resolved
        except (OSError, RuntimeError, ValueError) as exc:  # symlink loops, over-long names, names the OS rejects
            unusable = _why(exc)
    if inside is None:
        inside = target is not None and target.is_relative_to(root)
    if inside and is_file and target is not None:
        return target
    shipped = shipped_files().get(_file_name(ref))
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


def check_inside(reference: str, base_file: Path, root: Path, course: Path, what: str, where: str = "", real_dirs: RealDirs | None = None) -> Path | None:
    """Like :func:`resolve` for files the game never reads (images): must stay inside, may be missing.

    Returns the path, or None when the file is missing (the caller warns).
    """
    ref = reference.strip()
    if not ref:
        return None
    fast = _fast(base_file, ref, real_dirs)
    if fast is not None:
        target, is_file, inside = _as_path(fast[0]), fast[1], _inside(fast[0], root)
    else:
        try:
            target = (base_file.parent / ref).resolve()
            is_file = target.is_file()
        except (OSError, RuntimeError, ValueError) as exc:
            raise CourseError(course, f"the {what} {_short(ref)} is not a usable file name ({_why(exc)})", where) from None
        inside = target.is_relative_to(root)
    if not inside:
        name = _file_name(ref)
        if name in shipped_files():
            return shipped_files()[name]
        raise CourseError(course, f"the {what} {_short(ref)} lies outside the course's folder {root}", where)
    if not is_file:
        return shipped_files().get(_file_name(ref))
    return target


def _file_name(ref: str) -> str:
    """The file name a reference ends in (Windows separators too), worked out only when needed."""
    return Path(ref.replace("\\", "/")).name


_MISSING = frozenset({errno.ENOENT, errno.ENOTDIR, errno.EBADF})
"""The errors for which pathlib's is_file(), is_dir() and exists() answer False instead of raising
(a loop of links, which they also pass over, makes resolve() fail first: that is left to the slow road)."""


@lru_cache(maxsize=256)
def _as_path(text: str) -> Path:
    """``Path(text)``: the same few resolved files come up in every load, and a Path never changes."""
    return Path(text)


def _fast(base_file: Path, ref: str, real_dirs: RealDirs | None) -> tuple[str, bool, bool, bool] | None:
    """``(base_file.parent / ref).resolve()`` and its is_file(), is_dir(), exists(), for the common case only.

    Resolving is walking a path one name at a time and asking each whether it is a link.
    Starting from its folder already resolved (once per load, in ``real_dirs``), only the names
    in ``ref`` are left to walk, and one stat answers the three questions. On anything
    unusual (a link among them, an absolute reference, a file system error, not POSIX) this
    answers None and the caller takes the slow road, which says exactly what went wrong.
    """
    if real_dirs is None or os.name != "posix" or ref.startswith("/"):
        return None
    key = os.path.dirname(str(base_file)) or "."  # str(base_file.parent): a Path's text is already normal
    path = real_dirs.get(key)
    try:
        if path is None:
            path = os.path.realpath(key, strict=True)  # strict: a missing folder or a loop of links takes the slow road
            real_dirs[key] = path
        mode: int | None = None  # the last name's lstat mode, while it is the last step taken
        for name in ref.split("/"):  # what posixpath.realpath does for each name, for names that are no links
            mode = None
            if not name or name == ".":
                continue
            if name == "..":
                path, last = os.path.split(path)
                if last == "..":
                    return None
                continue
            nextpath = os.path.join(path, name)
            known = real_dirs.get(nextpath)
            if known is not None:  # a folder resolved already in this load (tilesets and templates share theirs)
                path = known
                continue
            try:
                mode = os.lstat(nextpath).st_mode
                if stat.S_ISLNK(mode):
                    return None
            except OSError:
                pass  # a name that is not there is no link (realpath goes on the same way)
            path = nextpath
        if mode is None:
            try:
                mode = os.stat(path).st_mode
            except OSError as exc:
                if exc.errno not in _MISSING:
                    return None
                return path, False, False, False
        # else: the last name was no link, so its lstat is what stat would answer
    except (OSError, ValueError):
        return None
    if stat.S_ISREG(mode):
        folder = os.path.dirname(path)
        real_dirs.setdefault(folder, folder)  # a file's folder is resolved now too
    return path, stat.S_ISREG(mode), stat.S_ISDIR(mode), True


def _inside(resolved: str, root: Path) -> bool:
    """``Path(resolved).is_relative_to(root)`` for resolved POSIX paths, without building paths."""
    top = str(root)
    return resolved == top or resolved.startswith(top if top.endswith("/") else top + "/")


def _why(exc: BaseException) -> str:
    if isinstance(exc, RuntimeError):
        return "a loop of links"
    return getattr(exc, "strerror", None) or type(exc).__name__


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")
