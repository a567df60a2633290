"""Dice Race: a tiny game that exercises the rules contract until real engines land.

Each player gets three turns; on a turn they either pass or roll a die and add
it to their total. The score is how far the total ended from 10 (lower wins).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from game.rules.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    Event,
    IllegalActionError,
    StateFormatError,
)

TURNS_EACH = 3
TARGET = 10


@dataclass(frozen=True)
class Rolled(Event):
    """A player rolled the die."""

    player: int
    face: int


@dataclass(frozen=True)
class DemoState:
    """A Dice Race position."""

    totals: tuple[int, ...]
    turn: int = 0
    rolling: bool = False
    seed: int = 0
    game_id: str = "demo"

    @property
    def num_players(self) -> int:
        return len(self.totals)

    @property
    def current_player(self) -> int:
        if self.turn >= TURNS_EACH * self.num_players:
            return TERMINAL
        if self.rolling:
            return CHANCE
        return self.turn % self.num_players

    def legal_actions(self) -> list[Action]:
        player = self.current_player
        if player == TERMINAL:
            return []
        if player == CHANCE:
            return [face for face, _ in self.chance_outcomes()]
        return ["roll", "pass"]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return [(face, 1 / 6) for face in range(1, 7)] if self.current_player == CHANCE else []

    def apply(self, action: Action) -> tuple[DemoState, list[Event]]:
        if action not in self.legal_actions():
            raise IllegalActionError(f"{action!r} is not legal now")
        if self.rolling:
            player = self.turn % self.num_players
            totals = list(self.totals)
            totals[player] += int(action)  # type: ignore[call-overload]
            return replace(self, totals=tuple(totals), rolling=False, turn=self.turn + 1), [
                Rolled(player, int(action))  # type: ignore[call-overload]
            ]
        if action == "roll":
            return replace(self, rolling=True), []
        return replace(self, turn=self.turn + 1), []

    def scores(self) -> list[float]:
        return [abs(TARGET - t) for t in self.totals]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "totals": list(self.totals),
            "turn": self.turn,
            "rolling": self.rolling,
            "seed": self.seed,
        }


def new_state(players: int, course: Any, seed: int, **options: Any) -> DemoState:
    """A new Dice Race."""
    if options:
        raise ValueError(f"Dice Race has no options ({', '.join(options)})")
    return DemoState(totals=(0,) * players, seed=seed)


def from_json(data: dict[str, Any]) -> DemoState:
    """Rebuild a saved Dice Race."""
    if data.get("game") != "demo":
        raise StateFormatError("not a Dice Race save")
    return DemoState(
        totals=tuple(int(t) for t in data["totals"]),
        turn=int(data["turn"]),
        rolling=bool(data["rolling"]),
        seed=int(data["seed"]),
    )


class DemoBot:
    """Rolls while the total is below 7."""

    def __init__(self, player: int, seed: int) -> None:
        self.player = player
        self.rng = random.Random(seed)

    def choose(self, state: DemoState) -> Action:
        return "roll" if state.totals[self.player] < 7 else "pass"


def make_bot(player: int, seed: int, level: str = "normal") -> DemoBot:
    """The demo's computer player."""
    return DemoBot(player, seed)
