"""What happens in Eagle's Creek, as events a screen can animate from (in the order they happen)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from game.hexgrid import Edge, Hex
from game.rules.protocol import Event


@dataclass(frozen=True)
class DiceRolled(Event):
    """The active player rolled the three shared dice for a round."""

    round: int
    active: int
    dice: tuple[int, int, int]


@dataclass(frozen=True)
class ShotPlanned(Event):
    """A player split the dice: a hole, the accuracy and strength dice, the club and the length to draw."""

    player: int
    hole: int
    hole_die: int
    accuracy: int
    strength: int
    club: str
    length: int
    curls_min: int
    curls_max: int
    lie: str
    start: Edge


@dataclass(frozen=True)
class SegmentDrawn(Event):
    """One segment of the shot's line: across ``cell`` from side ``entry`` to side ``exit``."""

    player: int
    hole: int
    index: int
    """1 for the first segment of the shot."""
    cell: Hex
    entry: Edge
    exit: Edge
    shape: str
    """straight, bend or curl."""
    on_sheet: bool
    """False for a segment drawn beyond the edge of the sheet (the shot is then over)."""


@dataclass(frozen=True)
class ElevationRolled(Event):
    """The fourth die, rolled because the line crosses a tree: which segments fly high."""

    player: int
    hole: int
    face: int
    elevated: tuple[int, ...]
    trees: tuple[int, ...]
    """The segments that cross a tree hex."""


@dataclass(frozen=True)
class TreeStop(Event):
    """A low segment met a tree: the ball stops on the far side of the tree hex."""

    player: int
    hole: int
    index: int
    cell: Hex
    side: Edge


@dataclass(frozen=True)
class LeftSheet(Event):
    """The line left the sheet: it is erased and the shot is taken again from ``start``."""

    player: int
    hole: int
    index: int
    """The first segment off the sheet."""
    cell: Hex
    start: Edge


@dataclass(frozen=True)
class BallInWater(Event):
    """The line ended in water: the ball is lost and placed on ``drop``, the side before the water."""

    player: int
    hole: int
    cell: Hex
    drop: Edge


@dataclass(frozen=True)
class StoppedShort(Event):
    """The last segment would cross a bunker or rough hex: the ball stops at its near side."""

    player: int
    hole: int
    cell: Hex
    side: Edge
    terrain: str


@dataclass(frozen=True)
class BallAtRest(Event):
    """Where the ball lies after the shot, and the lie it will be played from."""

    player: int
    hole: int
    side: Edge
    lie: str
    on_flag: bool


@dataclass(frozen=True)
class StrokesAdded(Event):
    """Strokes written on a hole: the shot itself, a penalty or the extra stroke at the flag."""

    player: int
    hole: int
    strokes: int
    total: int
    reason: str
    """shot, water, off_sheet or flag."""


@dataclass(frozen=True)
class HoleFinished(Event):
    """A player finished a hole."""

    player: int
    hole: int
    strokes: int
    picked_up: bool
    """True when the hole reached the stroke limit rather than the flag."""


@dataclass(frozen=True)
class HoleUnlocked(Event):
    """A two-dice hole became playable for a player."""

    player: int
    hole: int


@dataclass(frozen=True)
class GameFinished(Event):
    """Every player finished every hole; lowest total wins."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


EaglesEvent: TypeAlias = (
    DiceRolled
    | ShotPlanned
    | SegmentDrawn
    | ElevationRolled
    | TreeStop
    | LeftSheet
    | BallInWater
    | StoppedShort
    | BallAtRest
    | StrokesAdded
    | HoleFinished
    | HoleUnlocked
    | GameFinished
)
"""Every event :meth:`~game.rules.eagles_creek.state.EaglesState.apply` reports."""
