"""Watching a match back on the table: step, jump, play at a pace, and carry on live from any move."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.match.record import MatchRecord, RecordError
from game.rules.protocol import TERMINAL, IllegalActionError

if TYPE_CHECKING:
    from game.app import App
    from game.match.session import MatchSession
    from game.scenes.table.game import TableGame

REPLAY_GAP = 0.45
"""Seconds between two replayed actions at normal replay speed (after their animations)."""


class ReplayMixin:
    """The replay half of :class:`~game.scenes.table.scene.TableScene` (the replay bar calls these)."""

    # set by TableScene.__init__; declared here so this half is checked against them
    app: App
    record: MatchRecord
    session: MatchSession
    game: TableGame
    replay_playing: bool
    _replay_gap: float

    def _replay_tick(self, d: float) -> None:
        if not self.replay_playing or self.session.ply >= self.session.length:
            return
        self._replay_gap += d
        if self._replay_gap >= REPLAY_GAP:
            self._replay_gap = 0.0
            self.replay_step()

    def replay_step(self) -> None:
        """One recorded action forward, animated."""
        if self.session.ply >= self.session.length:
            return
        self.game.skip()
        try:
            before, action, events = self.session.step()
        except (IllegalActionError, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            self.replay_playing = False
            self.app.notify(f"This replay cannot go on: move {self.session.ply + 1} ({exc})")
            return
        self.game.present(before, action, events)

    def replay_back(self) -> None:
        """One recorded action back (shown at once)."""
        self.replay_jump(self.session.ply - 1)

    def replay_jump(self, ply: int) -> None:
        """Show the game after ``ply`` recorded actions."""
        self.game.skip()
        try:
            self.session.goto(ply)
        except RecordError as exc:
            self.replay_playing = False
            self.app.notify(str(exc))
        self.game.sync()

    def continue_from_here(self) -> None:
        """Turn the replay into a live game from the action shown, with the same seats (not from its very end)."""
        if self.session.state.current_player == TERMINAL:
            self.app.notify("The game is over here: step back to play on from an earlier move.")
            return
        r = self.record
        live = MatchRecord.new(r.game, r.seed, r.seats, r.course_argument(), r.options, r.display, r.info)
        live.actions = list(r.actions[: self.session.ply])
        from game.scenes.table.scene import start_record

        start_record(self.app, live)
