"""A match being played or watched: the record, every state it went through, undo and jumps.

Pure Python: the table scene drives it, tests drive it headless. Chance is
drawn from ``(seed, ply)`` (:class:`~game.rules.driver.SeededChance`), so a
resumed, undone or replayed game rolls exactly the dice it would have rolled.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from game.match.record import MatchRecord, RecordError
from game.rules.driver import SeededChance, undo_point, undo_refusal
from game.rules.protocol import TERMINAL, Action, Event, GameState, IllegalActionError


class MatchSession:
    """The states of one match, from the start to the action being shown."""

    def __init__(self, record: MatchRecord, *, replay: bool = False) -> None:
        self.record = record
        self.replay = replay
        """Watching: the recorded actions stay, :attr:`ply` moves along them."""
        self.chance = SeededChance(record.seed)
        self.states: list[GameState] = [record.initial_state()]
        """``states[i]`` is the state after ``i`` actions (computed as far as needed)."""
        self.ply = 0
        if not replay:
            self.goto(len(record.actions))

    # ------------------------------------------------------------------ queries
    @property
    def state(self) -> GameState:
        """The state the screen shows."""
        return self.states[self.ply]

    @property
    def length(self) -> int:
        """Number of recorded actions."""
        return len(self.record.actions)

    def before(self, ply: int) -> GameState:
        """The state before action ``ply`` (0-based) was applied."""
        self._extend(ply)
        return self.states[ply]

    def _extend(self, ply: int) -> None:
        """Compute states up to ``ply`` actions."""
        while len(self.states) <= ply:
            i = len(self.states) - 1
            try:
                nxt, _ = self.states[i].apply(self.record.actions[i])
            except (IllegalActionError, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                raise RecordError(f"move {i + 1} of the record cannot be played again ({exc})") from None
            self.states.append(nxt)

    # ------------------------------------------------------------------ playing
    def draw_chance(self) -> Action:
        """The chance outcome for the current (chance) state."""
        return self.chance.draw(self.state, self.ply)

    def apply(self, action: Action) -> tuple[GameState, Sequence[Event]]:
        """Apply ``action`` (checked against the legal actions) and record it; returns (state before, events).

        In a replay the action must be the recorded one; live, the record grows.
        """
        before = self.state
        if before.current_player == TERMINAL:
            raise IllegalActionError("the game is over")
        if action not in before.legal_actions():
            raise IllegalActionError(f"{action!r} is not allowed now")
        after, events = before.apply(action)
        if self.replay:
            if self.record.actions[self.ply] != action:
                raise IllegalActionError("a replay only plays its recorded moves")
        else:
            del self.record.actions[self.ply :]
            self.record.actions.append(action)
            self.record.touch()
        del self.states[self.ply + 1 :]
        self.states.append(after)
        self.ply += 1
        return before, events

    def step(self) -> tuple[GameState, Action, Sequence[Event]]:
        """Replay: apply the next recorded action; returns (state before, action, events)."""
        action = self.record.actions[self.ply]
        before = self.state
        after, events = before.apply(action)
        if len(self.states) == self.ply + 1:
            self.states.append(after)
        self.ply += 1
        return before, action, events

    def goto(self, ply: int) -> None:
        """Show the state after ``ply`` recorded actions (no events: the screen syncs to it)."""
        ply = max(0, min(ply, self.length))
        self._extend(ply)
        self.ply = ply

    # ------------------------------------------------------------------ undo
    def undo_count(self, seat: int | None, humans: Collection[int]) -> tuple[int, str]:
        """How many actions ``seat`` — the person at the screen — may take back one by one, and why not when 0.

        Whose undo it is comes from who is at the screen, never from who acted
        last: with two people at one table, the next one must not take back the
        move before theirs. A person may take back their own decisions since the
        last moment that revealed something: a chance outcome, another seat's
        action, or an action the engine says revealed something
        (``state.undoable(action)``); the counting is the driver's
        (:func:`~game.rules.driver.undo_point`). ``humans`` are the seats
        played by people (a computer's move is named as such).
        """
        if self.replay:
            return 0, "This is a replay: use the replay controls."
        if self.ply == 0:
            return 0, "Nothing has been played yet."
        if not humans:
            return 0, "The computers' moves are not taken back."
        if seat is None or seat not in humans:
            return 0, "Only the person at the screen may take back their own move."
        before = self.states[: self.ply]
        actions = self.record.actions[: self.ply]
        n = undo_point(before, actions, seat)
        if n:
            return n, ""
        last = before[-1].current_player
        if last >= 0 and last != seat and last not in humans:
            return 0, "The computer has moved since: its moves are not taken back."
        return 0, undo_refusal(before, actions, seat)

    def undo(self) -> GameState:
        """Take back the last action (the caller checked :meth:`undo_count`); returns the state it undid."""
        if self.ply == 0:
            raise IllegalActionError("nothing to undo")
        undone = self.state
        self.ply -= 1
        del self.states[self.ply + 1 :]
        del self.record.actions[self.ply :]
        self.record.touch()
        return undone

    def truncate(self) -> None:
        """Replay → live game from here: forget the recorded future."""
        del self.record.actions[self.ply :]
        del self.states[self.ply + 1 :]
        self.record.finished = False
        self.record.final_scores = None
        self.record.outcome = None
        self.replay = False
