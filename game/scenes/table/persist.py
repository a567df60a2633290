"""The table's link to saved games and replays (game.match.saves), kept in one place.

Saving never stops a game: a folder that cannot be written is said once, in one line.
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene


def _saves() -> Any:
    if importlib.util.find_spec("game.match.saves") is None:
        return None
    from game.match import saves

    return saves


def _warn_once(table: TableScene, exc: Exception) -> None:
    if not getattr(table, "_save_warned", False):
        table._save_warned = True  # type: ignore[attr-defined]
        table.app.notify(f"This game cannot be saved: {exc}")


def autosave(table: TableScene) -> None:
    """Save the live game after an action (atomically; a failure is said once)."""
    saves = _saves()
    if saves is None or table.replaying or not table.app.persist_settings:
        return
    try:
        saves.autosave(table.record)
    except (OSError, ValueError) as exc:
        _warn_once(table, exc)


def finish(table: TableScene) -> None:
    """The game is over: it leaves the saved games and joins the replays."""
    saves = _saves()
    if saves is None or not table.app.persist_settings:
        return
    try:
        saves.finish(table.record)
    except (OSError, ValueError) as exc:
        _warn_once(table, exc)


def replay_bar(table: TableScene) -> Any:
    """The replay controls (None until that module exists)."""
    if importlib.util.find_spec("game.scenes.table.replay_bar") is None:
        return None
    from game.scenes.table.replay_bar import ReplayBar

    return ReplayBar(table)
