"""The Roll in One game state: a :class:`~.position.Position` with the rules contract on top.

The top of the engine's own layers: the position's values and readings are in
:mod:`.position`; the rules that move from one position to the next are in
:mod:`.play` (the dispatcher), :mod:`.flow` (set-up, design, dealing, rounds,
holes), :mod:`.flight` (a shot, roll by roll), :mod:`.windows` and
:mod:`.cards` (caddie cards); this module ties them to the contract and writes
a state's save (:mod:`.saves` reads it back).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass
from functools import cache
from typing import Any

from game.hexgrid import Hex
from game.rules.evolve import evolve
from game.rules.protocol import reveals_nothing
from game.rules.rollinone import play, scoring
from game.rules.rollinone.actions import RollAction
from game.rules.rollinone.boards import course_maps_to_json
from game.rules.rollinone.events import CardDealt, CardPlayed, DeckReshuffled, RollEvent
from game.rules.rollinone.options import Options
from game.rules.rollinone.position import (
    CHANCE_PHASES,
    GAME_ID,
    PHASES,
    Flight,
    HoleRecord,
    Pending,
    Player,
    Position,
    order_from,
    replace_player,
)
from game.rules.rollinone.view import RollView, view_of

__all__ = [
    "CHANCE_PHASES",
    "FORMAT",
    "GAME_ID",
    "PHASES",
    "Flight",
    "HoleRecord",
    "Pending",
    "Player",
    "Position",
    "RollState",
    "evolve",
    "order_from",
    "replace_player",
]

FORMAT = 1
"""Save format version."""


@dataclass(frozen=True)
class RollState(Position):
    """A Roll in One position with the rules contract: legal actions, apply, scores, saving."""

    # --- the contract -----------------------------------------------------

    # the dispatcher's own functions, taking the state as their first argument (no extra call on every step)
    legal_actions = play.legal_actions
    """The legal moves (or chance outcomes)."""
    chance_outcomes = play.chance_outcomes
    """At a chance node, each outcome with its probability."""

    def apply(self, action: RollAction) -> tuple[RollState, list[RollEvent]]:
        """The state after ``action``, and what happened."""
        return play.apply(self, action)  # type: ignore[return-value]  # every rule step copies its input with evolve(), which keeps the class

    def scores(self) -> list[float]:
        """Each player's score so far (lower is better)."""
        return scoring.scores(self)

    def undoable(self, action: RollAction) -> bool:
        """True for a decision that shows nothing new: not a caddie card (it leaves a secret hand),
        not one that reshuffles the deck, not the one that ends the game. See docs/rules/roll-in-one.md, "Undo"."""
        return reveals_nothing(self, action, lambda e: isinstance(e, (CardPlayed, CardDealt, DeckReshuffled)))

    def winners(self) -> list[int]:
        """The seats that win (or lead), after the rulebook's tie-break."""
        return scoring.winners(self)

    def view(self, player: int) -> RollView:
        """What ``player`` may see of the caddie cards: their own hand, and how many the others hold."""
        return view_of(self, player)

    # --- saving -------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict that rebuilds this state exactly."""
        out: dict[str, Any] = {"game": GAME_ID, "format": FORMAT}
        for f in fields(self):
            if f.name in ("boards", "game_id"):
                continue
            value = getattr(self, f.name)
            out[f.name] = value.to_json() if isinstance(value, Options) else _encode(value)
        out["course"] = course_maps_to_json(self.boards)
        return out


def _encode(value: Any) -> Any:
    if value is None or isinstance(value, (str, int, float)):
        return value
    if isinstance(value, Hex):
        return [value.q, value.r]
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    cls: type = type(value)
    names = _field_names(cls)
    return {name: _encode(getattr(value, name)) for name in names}


@cache
def _field_names(tp: type) -> tuple[str, ...]:
    if not is_dataclass(tp):
        raise TypeError(f"cannot save a {tp.__name__}")
    return tuple(f.name for f in fields(tp))
