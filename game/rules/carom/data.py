"""Carom Golf's tunable numbers: the cards, the die, the limits and the penalties.

Everything a designer might want to tune sits here; the rules read it and
never repeat a number. ``docs/rules/carom-golf.md`` explains each choice,
in particular the three card formulas the rulebook lost.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Card:
    """A stroke card: a formula turning the die roll into impulses."""

    id: str
    """The card's id in actions and saves."""
    label: str
    """What the card shows."""
    op: str
    """``none``, ``add``, ``mul``, ``square`` or ``half``."""
    value: int = 0
    """The number added or multiplied by (``add``/``mul``)."""

    def impulses(self, face: int) -> int:
        """The impulses this card gives for a die ``face``."""
        if self.op == "add":
            return face + self.value
        if self.op == "mul":
            return face * self.value
        if self.op == "square":
            return face * face
        if self.op == "half":
            return (face + 1) // 2  # rounded up, so every roll moves the ball
        return face


NO_CARD = Card("none", "no card", "none")
"""Rolling without a card: the roll is the number of impulses."""

CARDS: tuple[Card, ...] = (
    # the five the rulebook names
    Card("+3", "+3", "add", 3),
    Card("x2", "×2", "mul", 2),
    Card("+5", "+5", "add", 5),
    Card("+10", "+10", "add", 10),
    Card("^2", "x²", "square"),
    # the three it lost (see docs/rules/carom-golf.md)
    Card("/2", "½", "half"),
    Card("x3", "×3", "mul", 3),
    Card("+20", "+20", "add", 20),
)
"""The eight cards, reusable on every stroke."""

CHOICES: tuple[Card, ...] = (NO_CARD, *CARDS)
"""What a player may pick before the roll: no card or one of the eight."""

CARD_BY_ID: dict[str, Card] = {c.id: c for c in CHOICES}

DIE_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
"""The one six-sided die."""

MAX_STROKES = 30
"""A ball not holed when its counter (strokes plus penalties) reaches this stops, scoring this."""

PENALTY_OUT = 2
"""Ball left the course."""
PENALTY_POND = 2
"""Ball sank in a pond."""
PENALTY_MOLE_HOLE = 4
"""Ball dropped into the mole hole."""

LONG_STROKE = 20
"""A stroke with at least this many impulses flies."""
ROLL_STEPS = 5
"""A long stroke rolls this many last steps on the ground (after landing point T)."""
CLEARANCE = 2
"""Empty hexes needed between a high obstacle and the start, and between it and T, to fly over it."""

MUSHROOM_COST = 3
"""Impulses a ball loses knocking a mushroom over."""
HOLE_LIP = 1
"""Impulses lost rolling over the hole (or the mole hole) without dropping."""
STEP_COST_SAND = 2
"""A step that starts on sand costs one extra impulse."""
STEP_COST_PUDDLE = 3
"""A step that starts in a puddle costs three impulses."""
STEP_COST_ICE = 0
"""Steps on the ice are free: the ball slides."""

TEE_CELLS = 6
"""The tee rectangle covers exactly six hexes."""
FLAT_OBSTACLE_CELLS = (1, 4)
"""A flat obstacle covers one to four hexes."""
