"""Everything on the Rollecate board at once: the shown table and the pieces that draw it.

The stage owns the shown table (:class:`ShownTable`), the layout, the railway
view, the hand tray, the dice and the animation, and draws them in order. It
is rebuilt from one view only: :meth:`Stage.resync` takes
``state.view(viewer)`` (or a view with the hand emptied when nobody may look).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import pygame

from game.match.record import SeatEntry
from game.rules.rollecate import railway
from game.rules.rollecate.events import RoundScored
from game.rules.rollecate.view import RollecateView
from game.scenes.rollecate import layout as layout_mod
from game.scenes.rollecate import piles
from game.scenes.rollecate.animate import Animation
from game.scenes.rollecate.dice_tray import LocoDice
from game.scenes.rollecate.hand import HandTray
from game.scenes.rollecate.layout import BoardLayout
from game.scenes.rollecate.model import ShownTable
from game.scenes.rollecate.railway_view import RailwayView


class Stage:
    """The board of a Rollecate table."""

    def __init__(self, seats: Sequence[SeatEntry], view: RollecateView, viewer: int | None, seed: int = 0) -> None:
        self.seats = list(seats)
        self.shown = ShownTable.from_view(view, viewer)
        self.lay = BoardLayout()
        self.rail_view = RailwayView()
        self.tray = HandTray()
        self.dice = LocoDice(seed)
        self.animation = Animation(self)
        self.sound: Callable[[str, float], None] | None = None
        self.on_round_over: Callable[[RoundScored], None] | None = None
        self.banner_rect: Callable[[], pygame.Rect | None] = lambda: None
        """Where the table's turn banner is while it shows (captions keep clear of it)."""
        self.outcome: Callable[[], None] = lambda: None
        """Called when an outcome appears (dice landed, a derailment, a pair): the table gives it reading time."""
        self.derail_limit: int | None = view.derail_limit
        self.on_turn: int | None = view.current_player if view.current_player >= 0 else None

    # set-up ------------------------------------------------------------------------------------
    def set_layout(self, board: pygame.Rect, scale: float, extra: pygame.Rect | None = None) -> None:
        """Lay the board out in ``board`` (and the piles and mats in ``extra``, the side panel's bottom)."""
        self.lay = layout_mod.compute(board, self.shown.players, scale, extra)
        above_hand = pygame.Rect(board.x, board.y, board.w, self.lay.railway.bottom - board.y)
        self.rail_view.set_rect(self.lay.railway, scale, above_hand)  # drawn up to the board's edge, fitted clear of the banner
        self.refollow(at_once=True)

    def resync(self, view: RollecateView, viewer: int | None) -> None:
        """Show exactly what ``view`` holds (after loading, undo, a jump, or a new viewer)."""
        marked = self.shown.new_card if viewer == self.shown.viewer else None
        self.animation.clear()
        self.shown = ShownTable.from_view(view, viewer)
        self.shown.new_card = marked if marked in self.shown.hand else None
        self.rail_view.loco_pose = None
        self.derail_limit = view.derail_limit
        self.dice.hide()
        self.refollow()

    def refollow(self, at_once: bool = False) -> None:
        """Aim the camera at the railway as shown now."""
        self.rail_view.follow(self.shown, at_once)

    def name(self, seat: int) -> str:
        """A player's name."""
        return self.seats[seat].name if 0 <= seat < len(self.seats) else f"Player {seat + 1}"

    def app_sound(self, name: str, volume: float = 1.0) -> None:
        """Play a sound effect when the app has sound."""
        if self.sound is not None:
            self.sound(name, volume)

    def round_over(self, event: RoundScored) -> None:
        """A round was scored: the game shows its summary."""
        if self.on_round_over is not None:
            self.on_round_over(event)

    # running -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance the animations, the dice and the camera."""
        self.animation.update(dt)
        self.dice.update(dt)
        self.rail_view.camera.update(dt)

    def head_blocked(self) -> bool:
        """True when the railway's end faces a card (nobody can lay track)."""
        if not self.shown.rail:
            return False
        return railway.head_of(self.shown.rail)[0] in railway.occupied(self.shown.rail)

    # drawing ---------------------------------------------------------------------------------------
    def draw_extra(self, surface: pygame.Surface, extra: pygame.Rect) -> None:
        """The draw pile, the box and the players' mats in the side panel."""
        if extra != self.lay.extra:
            layout_mod.place_extra(self.lay, extra, self.shown.players)
        piles.draw_piles(surface, self.lay, self.shown)
        piles.draw_mats(surface, self.lay, self.shown, self.seats, self.on_turn, self.derail_limit)

    def draw_overlay(self, surface: pygame.Surface, captions: bool = True) -> None:
        """What is flying (over the board and the side panel alike) and (``captions``) the captions."""
        self.animation.paint(surface, captions)

    def draw(self, surface: pygame.Surface, may_choose: bool, top_for_pending: str | None) -> None:
        """The board: railway, hand, waiting penalty cards or dice."""
        lay, shown = self.lay, self.shown
        self.rail_view.draw(surface, shown)
        name = self.name(shown.viewer) if shown.viewer is not None else ""
        self.tray.draw_hand(surface, lay, shown, name, may_choose)
        if shown.pending:
            who = self.name(shown.pending_seat) if shown.pending_seat is not None else ""
            self.tray.draw_pending(surface, lay, shown, top_for_pending, who, may_choose)
        elif shown.setup_card is not None:
            self.tray.draw_pending(surface, lay, _setup_shown(shown), None, "", False, "Turned up for the first railway: it goes at the end")
        elif self.dice.visible:
            self.dice.draw(surface, lay.side, lay.scale)


def _setup_shown(shown: ShownTable) -> ShownTable:
    """The set-up card drawn where waiting cards go (it is public)."""
    return dataclasses.replace(shown, pending=[shown.setup_card] if shown.setup_card else [])
