"""What a Roll in One button may do besides playing an engine action: act on the screen's own choice.

A button plays either one of the engine's legal actions (``RollAction``) or
one of these: open a caddie card's choices or close them again, place or turn
the board the design tool holds, switch it to the green, swing the club and
aim chosen on the board, take the last board back. ``RollInOneGame.act`` (in
``play.py``) dispatches them with ``match`` ending in ``assert_never``, so a
new one without a handler is a type error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from game.rules.rollinone.actions import RollAction
from game.rules.rollinone.data import CardId


@dataclass(frozen=True)
class OpenCard:
    """Show the choices of one caddie card that can be played several ways."""

    card: CardId


@dataclass(frozen=True)
class CloseCard:
    """Back from a card's choices to the other choices."""


@dataclass(frozen=True)
class PlaceHeld:
    """Place the board (or the green) the design tool holds where it is."""


@dataclass(frozen=True)
class TurnHeld:
    """Turn the held board one step."""


@dataclass(frozen=True)
class ToggleGreen:
    """Switch the design tool between boards and the green."""


@dataclass(frozen=True)
class SwingAimed:
    """Swing the club and aim chosen on the board and in the tray."""


@dataclass(frozen=True)
class TakeBackBoard:
    """Take the last board placed back (the table's undo)."""


ScreenAction: TypeAlias = OpenCard | CloseCard | PlaceHeld | TurnHeld | ToggleGreen | SwingAimed | TakeBackBoard
"""Every button that changes the screen's own choice rather than play an action."""

Choice: TypeAlias = RollAction | ScreenAction
"""What a Roll in One button plays."""
