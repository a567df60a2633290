"""Screenshots of the set-up's course lists with par measured by play (issue #29), for build_scripts/screenshots.py.

Each shot uses a throw-away user folder (Roll in One's holds courses of the
player's own), the listed courses are measured as ``rollinone check --par``
would (200 games of the strongest computer player, seed 1) and stored, and the
set-up screen then shows "par 4 · plays 4.3 ± 1.1" under each course.
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path
from typing import Any

GAMES = 200


def _own_user_folder() -> Path:
    """A fresh user folder for this process (the screenshots never touch a real profile)."""
    from game import paths

    os.environ["ROLLINONE_USER_DIR"] = tempfile.mkdtemp(prefix="rollinone-shots-")
    paths.user_dir.cache_clear()
    return paths.user_courses_dir()


def _copy(source: Path, folder: Path, name: str, title: str) -> Path:
    text = source.read_text(encoding="utf-8")
    text = re.sub(r'(<property name="name" value=")[^"]*"', rf'\g<1>{title}"', text, count=1)
    target = folder / name
    target.write_text(text, encoding="utf-8")
    return target


def _measure(paths_: list[Path]) -> None:
    """Measure and store each course's par, as ``rollinone check --par`` does."""
    from game.courses import load_course
    from game.match.par import measure
    from game.match.parstore import ParStore

    store = ParStore.default()
    for path in paths_:
        course = load_course(path)
        store.put(course, measure(course, GAMES, seed=1))


def carom(app: Any) -> tuple[Any, int]:
    """Carom Golf's set-up: the six shipped courses, each with its par by play (the last one not measured yet)."""
    from game import paths
    from game.scenes.carom.setup import setup_scene

    _own_user_folder()
    _measure(sorted(paths.level("carom").glob("*.tmx"))[:5])
    scene = setup_scene(app)
    for i in (1, 2):
        scene.toggle_course(i)
    return scene, 5


def rollinone(app: Any) -> tuple[Any, int]:
    """Roll in One's set-up: the shipped set, and the player's own board and ready-made holes with their par by play."""
    from game import paths
    from game.scenes.rollinone.setup import setup_scene

    folder = _own_user_folder()
    _copy(paths.level("rollinone", "board-07-lagoon.tmx"), folder, "my-board.tmx", "Lagoon Bend")
    holes = [
        _copy(paths.level("rollinone", "hole-2-over-the-creek.tmx"), folder, "my-hole.tmx", "Creekside"),
        _copy(paths.level("rollinone", "hole-4-lagoon-links.tmx"), folder, "my-links.tmx", "Links Walk"),
    ]
    _measure(holes)
    scene = setup_scene(app)
    scene.toggle_course(2)
    return scene, 5
