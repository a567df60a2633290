"""The buttons in Eagle's Creek's strip that act on the screen's own choice, not on the game.

Hit plays the line drawn (it becomes the engine's draw actions), take back
removes its last segment, back returns to the dice and clubs, and a listed
line is taken onto the sheet. ``choices.Chooser`` dispatches them with
``match`` ending in ``assert_never``, so a new one without a handler is a type
error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias


@dataclass(frozen=True)
class Hit:
    """Play the complete line drawn."""


@dataclass(frozen=True)
class TakeBack:
    """Take the line's last segment back."""


@dataclass(frozen=True)
class BackToTray:
    """Back to the dice and clubs."""


@dataclass(frozen=True)
class TakeListed:
    """Take the line on this row of the list of best lines."""

    row: int


ScreenAction: TypeAlias = Hit | TakeBack | BackToTray | TakeListed
"""Every button of the strip that changes the screen's own choice."""
