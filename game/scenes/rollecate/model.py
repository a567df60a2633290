"""What lies on the table as the screen shows it: built from one seat's view and the events it may see.

The drawing code reads only this model. It is filled from
``state.view(viewer)`` (:meth:`ShownTable.from_view`) and then moved on by the
animations, one event at a time, so a card is in the railway only once its
slide across the table has ended. With no viewer (between two people) it is built from a view
whose hand is emptied, so nothing hidden is ever in it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from game.rules.rollecate.railway import RailCard
from game.rules.rollecate.view import RollecateView


@dataclass
class ShownTable:
    """The table as drawn right now."""

    players: int
    viewer: int | None
    rail: list[RailCard] = field(default_factory=list)
    loco_no: int | None = None
    """Serial number of the card the locomotive stands on (None before it is placed)."""
    hand: list[str] = field(default_factory=list)
    """The viewer's own hand (empty without a viewer)."""
    hand_sizes: list[int] = field(default_factory=list)
    piles: list[list[str]] = field(default_factory=list)
    pairs: list[int] = field(default_factory=list)
    """Cards each player has cancelled in pairs this round."""
    pending: list[str] = field(default_factory=list)
    """Penalty cards taken and not yet laid (face up for all)."""
    pending_seat: int | None = None
    draw_count: int = 0
    box_count: int = 0
    setup_card: str | None = None
    derailments: list[int] = field(default_factory=list)
    round: int = 0
    totals: list[int] = field(default_factory=list)
    """Points of the finished rounds, per player."""
    history: list[tuple[int, ...]] = field(default_factory=list)
    """What each finished round scored (the round shown is scored once this holds it)."""
    new_card: str | None = None
    """The card the viewer just drew (marked in the hand until the next turn)."""

    @classmethod
    def from_view(cls, view: RollecateView, viewer: int | None) -> ShownTable:
        """The table as ``view`` shows it; without a viewer the hand is left out."""
        if viewer is None:
            view = dataclasses.replace(view, hand=())
        return cls(
            players=view.players,
            viewer=viewer,
            rail=list(view.railway),
            loco_no=view.railway[view.loco].no if view.railway and not view.phase.startswith("setup") else None,
            hand=list(view.hand),
            hand_sizes=list(view.hand_sizes),
            piles=[list(p) for p in view.piles],
            pairs=[len(c) for c in view.cancelled],
            pending=list(view.pending),
            pending_seat=view.seat if view.pending else None,
            draw_count=view.draw_count,
            box_count=view.box_count,
            setup_card=view.setup_card,
            derailments=list(view.derailments),
            round=view.round,
            totals=list(view.totals),
            history=list(view.history),
        )

    def same_as(self, other: ShownTable) -> bool:
        """True when both show the same table (the mark on a new card aside)."""
        a, b = dataclasses.replace(self, new_card=None), dataclasses.replace(other, new_card=None)
        return a == b

    def loco_index(self) -> int | None:
        """Index in :attr:`rail` of the locomotive's card."""
        for i, r in enumerate(self.rail):
            if r.no == self.loco_no:
                return i
        return None

    def card_no(self, no: int) -> RailCard | None:
        """The railway card with serial number ``no``."""
        return next((r for r in self.rail if r.no == no), None)
