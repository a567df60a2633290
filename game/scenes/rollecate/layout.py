"""Where each part of the Rollecate table goes: the board area and the bottom of the side panel.

Board: the railway takes the top, and below it lie the hand of the person at
the screen and, beside it, the place where dice roll and taken penalty cards
wait. Side panel (its extra area): the draw pile and the box, then one mat
per player (hand as card backs with a count, penalty pile face up).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.theme import px


@dataclass
class BoardLayout:
    """Rectangles of the board's parts, in screen pixels."""

    board: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    piles: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    """The draw pile and the box."""
    draw_pile: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    box: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    mats: list[pygame.Rect] = field(default_factory=list)
    railway: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    hand: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    """The viewer's hand."""
    side: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    """Beside the hand: the dice tray, or the penalty cards waiting to be laid."""
    card_w: int = 40
    """Width of a hand card (its height is twice that)."""
    mat_card_w: int = 20
    scale: float = 1.0
    extra: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    """The side panel's area given to the piles and the mats."""


def compute(board: pygame.Rect, players: int, scale: float, extra: pygame.Rect | None = None) -> BoardLayout:
    """Lay the board out in ``board``: the railway above, the hand and its side area below.

    The draw pile, the box and the players' mats go in ``extra`` (the bottom of
    the table's side panel) when it is known, so the railway gets the board's height.
    """
    s = scale
    gap = px(8, s)
    bottom_h = max(px(128, s), int(board.h * 0.3))
    bottom = pygame.Rect(board.x, board.bottom - bottom_h, board.w, bottom_h)
    side_w = int(bottom.w * 0.4)
    hand = pygame.Rect(bottom.x, bottom.y, bottom.w - side_w - gap, bottom.h)
    side = pygame.Rect(hand.right + gap, bottom.y, side_w, bottom.h)
    banner = px(58, s)  # the table's turn banner comes down over the board's top: keep the railway clear of it
    rail = pygame.Rect(board.x, board.y + banner, board.w, bottom.y - board.y - banner - gap)
    card_w = max(12, min(int((hand.h - px(32, s)) / 2.08), px(80, s)))
    lay = BoardLayout(board, pygame.Rect(0, 0, 1, 1), pygame.Rect(0, 0, 1, 1), pygame.Rect(0, 0, 1, 1), [], rail, hand, side, card_w, 8, s)
    place_extra(lay, extra if extra is not None else pygame.Rect(board.right, board.y, 1, board.h), players)
    return lay


def extra_height(players: int, scale: float) -> int:
    """Height the piles and the mats want at the bottom of the side panel."""
    return min(px(400, scale), px(84, scale) + players * px(80, scale))


def place_extra(lay: BoardLayout, extra: pygame.Rect, players: int) -> None:
    """The draw pile and the box in a row, then one mat per player, in the side panel's extra area."""
    s = lay.scale
    gap = px(6, s)
    lay.extra = pygame.Rect(extra)
    piles_h = min(px(84, s), max(px(40, s), extra.h // (players + 1)))
    lay.piles = pygame.Rect(extra.x, extra.y, extra.w, piles_h)
    card_h = piles_h - px(22, s)
    lay.draw_pile = pygame.Rect(0, 0, max(6, card_h // 2), card_h)
    lay.draw_pile.midtop = (lay.piles.x + lay.piles.w // 4, lay.piles.y + px(2, s))
    lay.box = pygame.Rect(0, 0, max(8, int(card_h * 1.3)), max(6, card_h - px(6, s)))
    lay.box.midtop = (lay.piles.x + lay.piles.w * 3 // 4, lay.piles.y + px(6, s))
    top = lay.piles.bottom + gap
    mat_h = max(px(30, s), (extra.bottom - top - gap * (players - 1)) // max(1, players))
    lay.mats = [pygame.Rect(extra.x, top + i * (mat_h + gap), extra.w, mat_h) for i in range(players)]
    lay.mat_card_w = max(6, int((mat_h - px(10, s)) / 2.1))
