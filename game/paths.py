"""Where the game's files are: the one owner of data and user-file lookup.

The game runs three ways, and each keeps ``assets/`` and ``levels/`` elsewhere:

* a source checkout: next to the ``game`` package;
* a wheel installed with ``pip install .``: copied into ``game/_data/`` by the
  build hook in ``setup.py``;
* a PyInstaller bundle: in the bundle folder (``sys._MEIPASS``: ``_internal/``
  beside the executable; ``Contents/Frameworks`` in the macOS ``.app``, whose
  data PyInstaller keeps in ``Contents/Resources``).

User files (settings, saves, the user's own courses) live in the per-user
preference folder that SDL chooses, never next to the program:
``%APPDATA%\\RollInOne\\rollinone`` on Windows, ``~/Library/Application
Support/RollInOne/rollinone`` on macOS, ``~/.local/share/RollInOne/rollinone``
on Linux. Replays the player saves to send go to their Documents folder, as
the desktop names it (:func:`documents_dir`).
"""

from __future__ import annotations

import os
import sys
import tempfile
from functools import cache
from pathlib import Path

ORG = "RollInOne"
APP = "rollinone"

_PACKAGE_DIR = Path(__file__).resolve().parent


class DataNotFoundError(RuntimeError):
    """The game's data folders are missing: a broken install."""


def _candidate_roots() -> list[Path]:
    roots: list[Path] = []
    override = os.environ.get("ROLLINONE_DATA")
    if override:
        roots.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
        if sys.platform == "darwin":  # a .app: PyInstaller keeps data files in Contents/Resources
            roots.append(Path(sys.executable).resolve().parent.parent / "Resources")
    roots.append(_PACKAGE_DIR / "_data")
    roots.append(_PACKAGE_DIR.parent)
    return roots


@cache
def data_root() -> Path:
    """The folder that holds ``assets/`` and ``levels/``."""
    for root in _candidate_roots():
        if (root / "assets").is_dir() and (root / "levels").is_dir():
            return root
    tried = ", ".join(str(r) for r in _candidate_roots())
    raise DataNotFoundError(f"game data (assets/ and levels/) not found; looked in {tried}")


def assets_dir() -> Path:
    """The bundled art, fonts, sounds and rules pages."""
    return data_root() / "assets"


def levels_dir() -> Path:
    """The shipped courses (a Tiled project folder)."""
    return data_root() / "levels"


def asset(*parts: str) -> Path:
    """A file under ``assets/``."""
    return assets_dir().joinpath(*parts)


def level(*parts: str) -> Path:
    """A file under ``levels/``."""
    return levels_dir().joinpath(*parts)


@cache
def user_dir() -> Path:
    """The per-user preference folder (created on first use, if it can be).

    ``ROLLINONE_USER_DIR`` overrides it, so tests never touch a real profile.
    Never raises: when the folder cannot be created the path is still returned,
    and :func:`user_dir_problem` says why nothing can be kept there.
    """
    override = os.environ.get("ROLLINONE_USER_DIR")
    if override:
        path = Path(override)
    else:
        path = _sdl_pref_path()
    _make_folder(path)
    return path


def _sdl_pref_path() -> Path:
    """SDL's choice of preference folder, or the usual place when SDL cannot make it."""
    import pygame  # only here: the rest of this module stays importable without SDL

    try:
        return Path(pygame.system.get_pref_path(ORG, APP))
    except (pygame.error, OSError, UnicodeError):  # SDL creates the folder itself and fails when it cannot
        return fallback_pref_path()


def fallback_pref_path(platform: str = sys.platform) -> Path:
    """Where SDL would put the preference folder on ``platform`` (used when SDL cannot create it)."""
    if platform == "win32":
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
    elif platform == "darwin":
        base = str(Path.home() / "Library" / "Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / ORG / APP


def documents_dir(platform: str = sys.platform) -> Path | None:
    """The player's Documents folder as their desktop names it, or None when there is none.

    Windows: the Documents known folder (moved to OneDrive or another drive,
    or named in the player's language in Explorer only); macOS: ``~/Documents``;
    Linux and the other Unixes: ``XDG_DOCUMENTS_DIR`` from ``user-dirs.dirs``
    (``~/Dokumente``, ``~/Documents``…). Never raises.
    """
    try:
        home = Path.home()
    except (RuntimeError, KeyError, OSError):
        return None
    found: Path | None = None
    if platform == "win32":
        found = _windows_documents()
    elif platform != "darwin":
        found = _xdg_documents(home)
    if found is None:
        found = home / "Documents"
    try:
        return found if found.is_dir() and found != home else None
    except OSError:
        return None


def _windows_documents() -> Path | None:
    """The Documents known folder (SHGetKnownFolderPath), or None where it cannot be asked."""
    if sys.platform != "win32":  # the ctypes names below exist only there
        return None
    import ctypes
    import uuid
    from ctypes import wintypes

    documents = uuid.UUID("{FDD39AD0-238F-46AF-ADB4-6C85480369C7}")  # FOLDERID_Documents
    guid = (ctypes.c_byte * 16).from_buffer_copy(documents.bytes_le)
    found = ctypes.c_wchar_p()
    try:
        shell32 = ctypes.WinDLL("shell32")
        ole32 = ctypes.WinDLL("ole32")
        shell32.SHGetKnownFolderPath.argtypes = [ctypes.c_void_p, wintypes.DWORD, wintypes.HANDLE, ctypes.POINTER(ctypes.c_wchar_p)]
        shell32.SHGetKnownFolderPath.restype = ctypes.HRESULT
        try:
            shell32.SHGetKnownFolderPath(ctypes.byref(guid), 0, None, ctypes.byref(found))
            return Path(found.value) if found.value else None
        finally:
            ole32.CoTaskMemFree(found)
    except (OSError, AttributeError, ValueError):
        return None


def _xdg_documents(home: Path) -> Path | None:
    """``XDG_DOCUMENTS_DIR`` as ``xdg-user-dirs`` keeps it (``$XDG_CONFIG_HOME/user-dirs.dirs``), or None."""
    config = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    try:
        lines = (config / "user-dirs.dirs").read_text(encoding="utf-8", errors="replace").splitlines()
    except (OSError, ValueError):
        return None
    for line in lines:
        key, _, value = line.strip().partition("=")
        if key.strip() != "XDG_DOCUMENTS_DIR":
            continue
        value = value.strip().strip('"')
        if value.startswith("$HOME"):
            value = str(home) + value[len("$HOME") :]
        return Path(value) if value.startswith("/") or Path(value).is_absolute() else None
    return None


def _make_folder(path: Path) -> None:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError):  # read-only disk, a file in the way, a name the OS rejects: reported by *_problem()
        pass


def _unusable(folder: Path) -> str | None:
    """Why files cannot be written in ``folder`` (one line), or None when they can."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return f"{folder} is a file, not a folder"
    except (OSError, ValueError) as exc:
        return f"{folder} cannot be created ({_reason(exc)})"
    if not folder.is_dir():
        return f"{folder} is not a folder"
    try:
        # the only sure test of writability (permissions, read-only mounts, ACLs, full disks)
        fd, probe = tempfile.mkstemp(prefix=".write-test-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return f"{folder} cannot be written ({_reason(exc)})"
    return None


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or " ".join(str(exc).split())[:80] or type(exc).__name__


@cache
def user_dir_problem() -> str | None:
    """Why settings, saves and the player's courses cannot be kept (one line), or None when they can.

    Checked once per run (the answer is cached): the game says it once and carries on.
    """
    return _unusable(user_dir())


@cache
def saves_problem() -> str | None:
    """Why games cannot be saved (one line), or None when :func:`saves_dir` can be written."""
    return user_dir_problem() or _unusable(user_dir() / "saves")


def settings_file() -> Path:
    """The JSON file that keeps the player's settings."""
    return user_dir() / "settings.json"


def saves_dir() -> Path:
    """Saved games (created if it can be; :func:`saves_problem` says when it cannot be written)."""
    path = user_dir() / "saves"
    _make_folder(path)
    return path


def no_saved_games() -> bool:
    """True when the saves folder surely holds no saved game (no ``.json`` file, or no folder at all).

    A cheap look (no file is read) that lets the title skip the match layer on a
    first start; False whenever it cannot tell, so that the saves module looks and says why.
    """
    try:
        with os.scandir(user_dir() / "saves") as entries:
            return not any(e.name.endswith(".json") and not e.name.startswith(".") for e in entries)
    except FileNotFoundError:
        return True
    except (OSError, ValueError):
        return False


def user_courses_dir() -> Path:
    """Courses the player made or downloaded; the game lists and opens them.

    Created if it can be; a folder that does not exist simply holds no courses.
    """
    path = user_dir() / "courses"
    _make_folder(path)
    return path


def log_file() -> Path:
    """Where unexpected errors are written in full (the player sees one line)."""
    return user_dir() / "rollinone.log"
