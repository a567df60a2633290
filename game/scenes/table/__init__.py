"""The shared table every game is played on: turn loop, hand-over, undo, saves and replays.

Games plug in with a :class:`TableGame`; set-up screens start a game with :func:`start_game`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.match.record import MatchRecord, SeatEntry
from game.scenes.table.game import TableGame

if TYPE_CHECKING:
    from game.app import App

__all__ = ["TableGame", "new_record", "open_record", "seats_from", "start_game"]


def seats_from(players: Sequence[Any]) -> list[SeatEntry]:
    """Seats from the set-up screen's players (anything with name, style, computer, level)."""
    return [SeatEntry(p.name, int(p.style), bool(p.computer), str(p.level)) for p in players]


def new_record(
    game_id: str,
    seats: Sequence[SeatEntry],
    *,
    course: Any = None,
    options: dict[str, Any] | None = None,
    display: dict[str, Any] | None = None,
    info: dict[str, Any] | None = None,
    seed: int | None = None,
) -> MatchRecord:
    """The record of a new game (a fresh random seed unless one is given)."""
    if seed is None:
        import random

        seed = random.SystemRandom().randrange(2**31)
    return MatchRecord.new(game_id, seed, seats, course, options, display, info)


def start_game(app: App, game_id: str, seats: Sequence[SeatEntry], **kwargs: Any) -> bool:
    """Start a new game on the table (replacing the top scene); False with a message when it cannot start.

    ``kwargs`` are those of :func:`new_record` (course, options, display, info, seed).
    """
    return open_record(app, new_record(game_id, seats, **kwargs))


def open_record(app: App, record: MatchRecord, replay: bool = False) -> bool:
    """Open a saved game (or, with ``replay``, watch it); False with a message when it cannot be opened."""
    from game.scenes.table.scene import start_record

    return start_record(app, record, replay=replay)
