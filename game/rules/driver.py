"""Drive a game: sample chance outcomes, ask bots, record and replay actions.

The only randomness in a game comes from here, and always from a generator
passed in (or derived from a seed), never from the ``random`` module's global
state. :class:`SeededChance` derives each chance draw from ``(seed, ply)`` so a
game resumed from a save rolls the same dice it would have rolled anyway.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeAlias, TypeVar

from game.rules.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    AnyState,
    Event,
    IllegalActionError,
)

S = TypeVar("S", bound=AnyState)
"""One engine's state class: the driver hands back states of the class it was given."""

Chooser: TypeAlias = Callable[[AnyState], Action]
"""A player that can choose in any game (see :func:`random_player`); a bot's ``choose`` is narrower."""


def sample_outcome(outcomes: Sequence[tuple[Action, float]], rng: random.Random) -> Action:
    """Pick one outcome with its probability, using ``rng``."""
    if not outcomes:
        raise IllegalActionError("no chance outcomes to sample from")
    x = rng.random() * sum(p for _, p in outcomes)
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if x < acc:
            return outcome
    return outcomes[-1][0]


class SeededChance:
    """Chance draws that depend only on a seed and the number of actions so far."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def draw(self, state: AnyState, ply: int) -> Action:
        """The outcome for the chance node reached after ``ply`` actions."""
        rng = random.Random(f"{self.seed}:{ply}")
        return sample_outcome(state.chance_outcomes(), rng)


@dataclass
class Match(Generic[S]):
    """A game in progress and every action applied to it since the start."""

    state: S
    actions: list[Action] = field(default_factory=list)

    @property
    def ply(self) -> int:
        """Number of actions applied so far."""
        return len(self.actions)

    def apply(self, action: Action) -> Sequence[Event]:
        """Apply one action (a move or a chance outcome) and record it."""
        self.state, events = self.state.apply(action)
        self.actions.append(action)
        return events


def play_out(
    state: S,
    players: Sequence[Callable[[S], Action]],
    chance: SeededChance,
    max_actions: int = 100_000,
    on_step: Callable[[S, Action, Sequence[Event]], None] | None = None,
) -> Match[S]:
    """Play to the end: chance nodes from ``chance``, seat ``i`` chooses with ``players[i]``."""
    match = Match(state)
    while match.state.current_player != TERMINAL:
        if match.ply >= max_actions:
            raise RuntimeError(f"game did not end within {max_actions} actions")
        current = match.state.current_player
        if current == CHANCE:
            action = chance.draw(match.state, match.ply)
        else:
            action = players[current](match.state)
        before = match.state
        events = match.apply(action)
        if on_step is not None:
            on_step(before, action, events)
    return match


def random_player(rng: random.Random) -> Chooser:
    """A chooser that picks uniformly among the legal actions."""

    def choose(state: AnyState) -> Action:
        actions: list[Action] = list(state.legal_actions())
        return actions[rng.randrange(len(actions))]

    return choose


def replay(initial: S, actions: Sequence[Action]) -> S:
    """The state reached by applying ``actions`` to ``initial`` in order."""
    state = initial
    for action in actions:
        state, _ = state.apply(action)
    return state


def undo_point(states_before: Sequence[AnyState], actions: Sequence[Action], seat: int) -> int:
    """How many actions from the end ``seat`` may take back (0: none).

    ``states_before[i]`` is the state ``actions[i]`` was applied to (as
    :meth:`game.match.MatchRecord.states` gives them). Counting back from the
    last action, only ``seat``'s own decisions that :meth:`GameState.undoable`
    allows are counted; the first chance outcome, another seat's action or a
    decision that revealed something stops the count. Whether a computer seat
    may ask is the caller's business (they never do).
    """
    if len(states_before) != len(actions):
        raise ValueError(f"{len(states_before)} states for {len(actions)} actions")
    count = 0
    for state, action in zip(reversed(states_before), reversed(actions)):
        if state.current_player != seat or not state.undoable(action):
            break
        count += 1
    return count


def undo_refusal(states_before: Sequence[AnyState], actions: Sequence[Action], seat: int) -> str:
    """Why ``seat`` has nothing to undo, in one line for the screen ("" when it may undo)."""
    if not actions:
        return "Nothing has been played yet."
    if undo_point(states_before, actions, seat) > 0:
        return ""
    last = states_before[-1].current_player
    if last == CHANCE:
        return "The dice or the cards have spoken since: that cannot be taken back."
    if last != seat:
        return "Another player has moved since your last move."
    return "Your last move showed something new, so it stands."
