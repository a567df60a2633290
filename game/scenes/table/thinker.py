"""Computer players think off the frame, so a slow decision never stalls the picture.

In a window the bot's ``choose`` runs on a worker thread and the table asks
each frame whether it is done. Headless runs (tests, smoke runs, screenshots)
decide at once, so they stay frame-for-frame reproducible. Either way the
decision is the same: bots are deterministic for their seed and the state.
"""

from __future__ import annotations

import threading
from typing import Any

from game.rules.protocol import Action, Bot, GameState


class Thinker:
    """One computer decision at a time, on a worker thread or at once."""

    def __init__(self, background: bool = True) -> None:
        self.background = background
        self._ply: int | None = None
        self._thread: threading.Thread | None = None
        self._result: list[Any] = []

    def decide(self, bot: Bot, state: GameState, ply: int) -> Action | None:
        """The bot's choice for ``state`` (reached after ``ply`` actions), or None while it is still thinking."""
        if not self.background:
            return bot.choose(state)
        if self._ply != ply:
            self.forget()
            self._ply = ply
            result: list[Any] = []
            self._result = result

            def work() -> None:
                try:
                    result.append(("ok", bot.choose(state)))
                except Exception as exc:  # handed to the main thread, which reports it like any error
                    result.append(("error", exc))

            self._thread = threading.Thread(target=work, name="computer-player", daemon=True)
            self._thread.start()
            return None
        if not self._result:
            return None
        kind, value = self._result[0]
        self.forget()
        if kind == "error":
            raise value
        return value

    def forget(self) -> None:
        """Drop a decision under way (an undo, a new state): its answer will not be used."""
        self._ply = None
        self._thread = None
        self._result = []
