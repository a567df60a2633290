"""Where the game's files are: the one owner of data and user-file lookup.

The game runs three ways, and each keeps ``assets/`` and ``levels/`` elsewhere:

* a source checkout: next to the ``game`` package;
* a wheel installed with ``pip install .``: copied into ``game/_data/`` by the
  build hook in ``setup.py``;
* a PyInstaller bundle: in the bundle folder (``sys._MEIPASS``).

User files (settings, saves, the user's own courses) live in the per-user
preference folder that SDL chooses, never next to the program.
"""

from __future__ import annotations

import os
import sys
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
    """The per-user preference folder (created on first use).

    ``ROLLINONE_USER_DIR`` overrides it, so tests never touch a real profile.
    """
    override = os.environ.get("ROLLINONE_USER_DIR")
    if override:
        path = Path(override)
    else:
        import pygame  # only here: the rest of this module stays importable without SDL

        path = Path(pygame.system.get_pref_path(ORG, APP))
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_file() -> Path:
    """The JSON file that keeps the player's settings."""
    return user_dir() / "settings.json"


def saves_dir() -> Path:
    """Saved games."""
    path = user_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_courses_dir() -> Path:
    """Courses the player made or downloaded; the game lists and opens them."""
    path = user_dir() / "courses"
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_file() -> Path:
    """Where unexpected errors are written in full (the player sees one line)."""
    return user_dir() / "rollinone.log"
