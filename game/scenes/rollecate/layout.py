"""Where each part of the Rollecate table goes inside the board area the shared table gives.

Top: the draw pile and the box, then one mat per player (hand as card backs,
penalty pile). Middle: the railway. Bottom: the hand of the person at the
screen, and beside it the place where dice roll and taken penalty cards wait.
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


def compute(board: pygame.Rect, players: int, scale: float) -> BoardLayout:
    """Lay the parts out in ``board``."""
    s = scale
    gap = px(8, s)
    top_h = max(px(84, s), int(board.h * 0.17))
    bottom_h = max(px(124, s), int(board.h * 0.28))
    piles_w = min(px(190, s), board.w // 5)
    piles = pygame.Rect(board.x, board.y, piles_w, top_h)
    half = (piles.w - gap) // 2
    card_h = min(piles.h - px(26, s), half * 2 - gap)
    pile_w = max(8, card_h // 2)
    draw_pile = pygame.Rect(0, 0, pile_w, pile_w * 2)
    draw_pile.midtop = (piles.x + half // 2, piles.y + px(2, s))
    box = pygame.Rect(0, 0, half - gap, card_h - px(6, s))
    box.midtop = (piles.x + half + gap + half // 2, piles.y + px(8, s))
    mats_area = pygame.Rect(piles.right + gap, board.y, board.right - piles.right - gap, top_h)
    mat_w = (mats_area.w - gap * (players - 1)) // max(1, players)
    mats = [pygame.Rect(mats_area.x + i * (mat_w + gap), mats_area.y, mat_w, top_h) for i in range(players)]
    bottom = pygame.Rect(board.x, board.bottom - bottom_h, board.w, bottom_h)
    side_w = int(bottom.w * 0.4)
    hand = pygame.Rect(bottom.x, bottom.y, bottom.w - side_w - gap, bottom.h)
    side = pygame.Rect(hand.right + gap, bottom.y, side_w, bottom.h)
    rail = pygame.Rect(board.x, piles.bottom + gap, board.w, bottom.y - piles.bottom - 2 * gap)
    card_w = max(12, min(int((hand.h - px(32, s)) / 2.08), px(80, s)))
    mat_card_w = max(8, int((top_h - px(40, s)) / 2.1))
    return BoardLayout(board, piles, draw_pile, box, mats, rail, hand, side, card_w, mat_card_w, s)
