"""What an Eagle's Creek sheet keeps per player: hole cards and the shots drawn, and how each is saved."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.hexgrid import Edge, Hex
from game.rules.eagles_creek import data
from game.rules.eagles_creek.flight import RESULTS
from game.rules.eagles_creek.shape import TURNS, follow
from game.rules.eagles_creek.sheet import Sheet
from game.rules.evolve import memo_property


@dataclass(frozen=True)
class HoleCard:
    """One player's record of one hole."""

    strokes: int = 0
    """Strokes so far (the hole's score once it is done)."""
    ball: Edge | None = None
    """The side the ball lies on; None before the first shot (it is on the tee)."""
    done: bool = False
    picked_up: bool = False
    """True when the hole ended at the stroke limit instead of at the flag."""

    def to_json(self) -> list[Any]:
        """``[strokes, ball or null, done, picked_up]``."""
        return [self.strokes, self.ball.to_json() if self.ball else None, self.done, self.picked_up]

    @classmethod
    def from_json(cls, d: Sequence[Any]) -> HoleCard:
        """Inverse of :meth:`to_json`."""
        strokes, ball, done, picked = d
        if not isinstance(strokes, int) or strokes < 0:
            raise ValueError(f"bad stroke count {strokes!r}")
        return cls(strokes, Edge.from_json(ball) if ball is not None else None, bool(done), bool(picked))


TURN_SET = frozenset(TURNS)


@dataclass(frozen=True)
class ShotRecord:
    """A shot drawn on a player's sheet (what the screen draws for past shots)."""

    hole: int
    round: int
    club: str
    start: Edge
    heading: int
    """The direction the line left its start side in (it picks one of the side's two hexes)."""
    turns: tuple[int, ...]
    """Each drawn segment's turn: the line's shape (see :mod:`.shape`)."""
    flown: int
    """How many segments stay drawn (fewer after a tree, a bunker, rough; none off the sheet)."""
    result: str
    """rest, stopped, tree, water or off_sheet."""
    end: Edge
    """The side the ball lies on afterwards."""
    strokes: int
    """The hole's strokes after this shot."""
    holed: bool
    elevation: int | None = None
    """The elevation die, if it was rolled."""

    @memo_property
    def exits(self) -> tuple[Edge, ...]:
        """The side each drawn segment left by."""
        return tuple(follow(self.start, self.heading, self.turns)[1])

    @memo_property
    def cells(self) -> tuple[Hex, ...]:
        """The hex each drawn segment crossed."""
        return tuple(follow(self.start, self.heading, self.turns)[0])

    @memo_property
    def json(self) -> list[Any]:
        """A compact JSON-compatible list (computed once: saves are written often).

        ``[hole, round, club, start, heading, turns, flown, result, end, strokes, holed, elevation]``
        with sides as ``[q, r, side]``.
        """
        return [
            self.hole,
            self.round,
            self.club,
            list(self.start),
            self.heading,
            list(self.turns),
            self.flown,
            self.result,
            list(self.end),
            self.strokes,
            self.holed,
            self.elevation,
        ]

    @classmethod
    def from_json(cls, d: Sequence[Any]) -> ShotRecord:
        """Inverse of :attr:`json`."""
        hole, rnd, club, start, heading, turns, flown, result, end, strokes, holed, elevation = d
        start_side = Edge.from_json(start)
        # a line leaves its start side into one of the side's two hexes (see shape.first_headings)
        if heading not in (start_side.side, start_side.side + 3):
            raise ValueError(f"a line cannot leave side {start!r} heading {heading!r}")
        if not set(turns) <= TURN_SET:
            raise ValueError(f"bad segment turns {turns!r}")
        if club not in data.CLUBS or result not in RESULTS or not 0 <= flown <= len(turns):
            raise ValueError(f"bad shot record {list(d)!r}")
        return cls(
            int(hole), int(rnd), str(club), start_side, heading, tuple(turns), int(flown), str(result),
            Edge.from_json(end), int(strokes), bool(holed), None if elevation is None else int(elevation),
        )


class ShotLog(tuple[ShotRecord, ...]):
    """One player's shots, oldest first: an immutable tuple that remembers its JSON form."""

    @memo_property
    def json(self) -> list[list[Any]]:
        """Every shot's :attr:`ShotRecord.json` (computed once per log: saves are written often)."""
        return [s.json for s in self]

    def plus(self, record: ShotRecord) -> ShotLog:
        """A new log with ``record`` added."""
        return ShotLog((*self, record))


def opened(opened_by: tuple[int, ...] | None, cards: tuple[HoleCard, ...]) -> bool:
    """:meth:`EaglesState.is_open` for a hole opened by the cards at ``opened_by`` (None: a one-die hole)."""
    return opened_by is None or not opened_by or any(cards[i].done for i in opened_by)


def holes_in_play(sheet: Sheet, variant: int) -> tuple[int, ...]:
    """The hole numbers a variant plays: 9 all, 6 the one-die holes, 3 the two-dice holes."""
    holes = sorted(sheet.holes.values(), key=lambda h: h.number)
    if variant == 6:
        holes = [h for h in holes if not h.two_dice]
    elif variant == 3:
        holes = [h for h in holes if h.two_dice]
    return tuple(h.number for h in holes)

