"""The table's link to saved games and replays (game.match.saves), kept in one place.

Saving never stops a game: a folder that cannot be written is said once, at
start (``paths.saves_problem``), or once per game when it fails later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakSet

from game import paths
from game.match import saves

if TYPE_CHECKING:
    from game.scenes.table.replay_bar import ReplayBar
    from game.scenes.table.scene import TableScene


_warned: WeakSet[TableScene] = WeakSet()
"""Tables that have said their game cannot be saved (once per game)."""


def _can_save(table: TableScene) -> bool:
    return table.app.persist_settings and paths.saves_problem() is None


def _warn_once(table: TableScene, exc: Exception) -> None:
    if table not in _warned:
        _warned.add(table)
        table.app.notify(f"This game cannot be saved: {exc}")


def autosave(table: TableScene) -> None:
    """Save the live game after an action (atomically; a failure is said once).

    A finished game is a replay: it is never saved again, so it cannot come back under Continue.
    """
    if table.replaying or table.record.finished or not _can_save(table):
        return
    try:
        saves.autosave(table.record, picture=_picture(table))
    except (OSError, ValueError) as exc:
        _warn_once(table, exc)


def _picture(table: TableScene, *, always: bool = False) -> bytes | None:
    """A small picture of the board for the saved-games list, at most every few seconds (hands stay off it)."""
    if not always and not saves.picture_due(table.record):
        return None
    from game.render.picture import picture_png

    return picture_png(table.app.surface, table.game.picture_area(table.board_rect))


def finish(table: TableScene) -> None:
    """The game is over: it leaves the saved games and joins the replays (with a picture of the board as it was last shown)
    and the clubhouse's records."""
    if table.replaying or not _can_save(table):
        return
    try:
        saves.finish(table.record, picture=_picture(table, always=True), final=table.state)
    except (OSError, ValueError) as exc:
        _warn_once(table, exc)
    from game.match import records

    for line in records.take_notices():  # the clubhouse's records had a problem: said once, the game goes on
        table.app.notify(line)


def replay_bar(table: TableScene) -> ReplayBar:
    """The replay controls."""
    from game.scenes.table.replay_bar import ReplayBar

    return ReplayBar(table)
