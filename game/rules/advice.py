"""What a hint says about a move: the move in words, its expected outcome in numbers, one line why (pure).

Each engine's ``advice.py`` writes one from the strongest computer player's
own value tables (``advise(state, seat, action, bot) -> Advice``), for the
move that player chose; ``game.match.hint`` asks the bot and the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Advice:
    """A move explained: what to do, what to expect, and why."""

    move: str
    """The move in the game's words ("Wood, towards the upper right")."""
    figures: tuple[tuple[str, str], ...] = ()
    """(what, how much) pairs, already written out ("Expected strokes to hole out", "4.3")."""
    why: str = ""
    """One line why this move rather than another."""
    shows: tuple[Any, ...] = ()
    """What the board's ghost draws besides the move itself (Eagle's Creek: the whole shot's exit sides;
    Carom: the direction for each die face), in the engine's own values."""


def margin_words(gain: float, unit: str, runner_up: str) -> str:
    """"0.4 strokes better than Iron, left" (or "as good as ..." when the two are within a hundredth)."""
    if gain < 0.005:
        return f"as good as {runner_up}, and first on the computer's list"
    return f"{gain:.2f} {unit} better than {runner_up}"
