"""Words and cards around the board: the instruction line, each seat's note, the caddie hand and the golfers.

Caddie cards are secret: a hand is drawn only for the table's ``viewer``
(the person at the screen after the hand-over). Golfers are face up for all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.rules.rollinone import data
from game.scenes.rollinone.choices import card_short
from game.scenes.rollinone.tray import card_frame
from game.ui import text
from game.ui.controls import hint, last_device
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.words import plural, possessive, subject

if TYPE_CHECKING:
    from game.hexgrid import Hex
    from game.rules.rollinone.state import RollState


def keys_turn() -> str:
    """The turn's keys, written with the default arrows and Enter (the table shows the player's own) and the club keys as they are now."""
    club = "↑↓" if last_device() == "pad" else f"↑↓ or {hint('club')}"
    return f"{club} club · ←→ aim · Enter swing · or click a die, then a space next to the ball"


def instruction(
    state: RollState, name: Callable[[int], str], human: bool, design_green: bool, title: Callable[[int], str] | None = None
) -> str:
    """One line: who acts and what to do, with the keys."""
    phase = state.phase
    if phase == "over":
        return "The game is over."
    if phase == "rolloff":
        return "Everyone rolls the Putter: the lowest roll holds the first-player token and designs first."
    if phase in ("golfer_deal", "golfer_shared"):
        return "Dealing the golfer cards: each one is a permanent ability, face up for everyone."
    if phase == "deal":
        return "Dealing caddie cards: single-use tricks, kept secret in your hand."
    if phase == "roll":
        return f"{subject(name(state.shooter), 'roll')} the {data.CLUB_BY_ID[state.flight.club].title}…" if state.flight else "The die is rolling…"
    who = name(state.actor)
    if not human:
        return f"{subject((title or name)(state.actor), 'be')} thinking…"
    if phase == "design":
        placed = len(state.placements) - 1
        if design_green:
            return f"{who}: put the green on a lit space (←→ move, Enter or click to place; Esc menu)."
        more = "" if placed < 2 else f" · {hint('green')}: the green"
        return f"{who}: add a course board ({placed} placed, 2-4) — ←→ move · ↑↓ board · {hint('rotate')} or wheel turn · Enter/click place{more}"
    if phase == "turn":
        return f"{who}: choose a club and a direction — {keys_turn()}"
    if phase in ("curve", "dturn"):
        return f"{who}: a curve! ←→ pick a lit space, Enter — or click it."
    if phase == "golfer_choose":
        return f"{who}: choose your golfer (←→ and Enter, or click)."
    if phase == "mean":
        return f"{who}: {subject(name(state.shooter), 'shoot')} next — play caddie cards on that shot? Asked once a shot (←→ Enter, or click)."
    if phase == "oob":
        return f"{who}: the ball is flying off the boards — spend a point to fly over, or stop at the edge?"
    if phase == "bump":
        return f"{who}: bumper-golf — move your ball or the one you landed on (←→ Enter or click)."
    if phase == "rolled":
        if state.actor != state.shooter:
            return f"{who}: {subject(name(state.shooter), 'have')} rolled — play a card on it? (←→ Enter, or click)"
        return f"{who}: play a card on this roll, or let it count (Enter)."
    if phase == "flight":
        if state.actor != state.shooter:
            return f"{who}: {subject(name(state.shooter), 'have')} a shot in the air — play a card on it? (←→ Enter, or click)"
        return f"{who}: the ball is in the air — Enter rolls on, or play a card first."
    if phase == "end":
        return f"{who}: the ball is at rest — play a card, or Enter to end the turn."
    return f"{who} to play."


def seat_note(state: RollState, seat: int, at: Hex | None = None) -> str:
    """A seat's golfer, penalty tokens, and where the ball is (``at``: where it is shown now, a shot in flight's space)."""
    p = state.players[seat]
    parts = []
    if p.golfer:
        parts.append(data.GOLFER_BY_ID[p.golfer].title)
    if p.penalties:
        parts.append(plural(p.penalties, "penalty"))
    if state.options.handicap:
        parts.append(plural(p.points, "pt"))
    if state.options.variant == "survival":
        parts.append(plural(p.balls, "ball"))
    if seat in state.mean:
        parts.append("cards on this shot")
    if p.out:
        parts.append("out")
    elif p.holed:
        parts.append("on the green")
    elif (ball := at if at is not None and p.ball is not None else p.ball) is not None and state.greens:
        d = min(ball.distance(g) for g in state.greens)
        parts.append(f"{d} to green")
    n = state.view(seat).hand_sizes[seat]
    parts.append(plural(n, "card"))
    return " · ".join(parts)


class HandView:
    """The viewer's caddie cards (playable ones gold-edged) and the golfers in play."""

    def __init__(self) -> None:
        self.slots: list[tuple[str, pygame.Rect]] = []

    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The card under a click."""
        return next((c for c, r in self.slots if r.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float, state: RollState, viewer: int | None, names: Sequence[str], playable: set[str]) -> None:
        """Cards in a grid; a line on the golfers below."""
        s = scale
        self.slots = []
        y = rect.y
        if viewer is None:
            msg = "Caddie cards are secret: each hand shows only to its player, after the hand-over."
            for line in text.wrap(msg, "body", px(15, s), rect.w):
                surface.blit(text.render(line, "body", px(15, s), PALETTE.ink_soft), (rect.x, y))
                y += px(18, s)
        else:
            hand = state.view(viewer).hand  # only the viewer's own cards, through the engine's view
            head = f"{possessive(names[viewer])} caddie cards" + ("" if hand else ": none")
            hsize = text.fit_size(head, "bold", px(16, s), rect.w)
            hrect = surface.blit(text.render(text.shorten(head, "bold", hsize, rect.w), "bold", hsize, PALETTE.ink), (rect.x, y))
            y = max(y + px(22, s), hrect.bottom)
            cols = 2
            gap = px(6, s)
            cw = (rect.w - gap) // cols
            ch = px(46, s)
            for i, card in enumerate(hand):
                row, col = divmod(i, cols)
                r = pygame.Rect(rect.x + col * (cw + gap), y + row * (ch + gap), cw, ch)
                if r.bottom > rect.bottom - px(24, s):
                    break
                live = card in playable
                card_frame(surface, r, s, lifted=live, border=PALETTE.gold if live else None)
                rr = r.move(0, -px(3, s)) if live else r
                room = cw - px(10, s)
                title = data.CARD_BY_ID[card].title
                tsize = text.fit_size(title, "bold", px(15, s), room)
                trect = surface.blit(text.render(text.shorten(title, "bold", tsize, room), "bold", tsize, PALETTE.ink), (rr.x + px(6, s), rr.y + px(4, s)))
                short = card_short(data.CARD_BY_ID[card].id)
                ssize = text.fit_size(short, "body", px(12, s), room)
                below = max(rr.y + px(24, s), trect.bottom - trect.h // 6)  # under the title at any text size
                surface.blit(text.render(text.shorten(short, "body", ssize, room), "body", ssize, PALETTE.ink_soft), (rr.x + px(6, s), below))
                self.slots.append((card, r))
            rows = -(-len(hand) // cols)
            y += rows * (ch + gap)
        golfers = list(state.shared)
        if golfers:
            line = "Shared golfers: " + "; ".join(f"{data.GOLFER_BY_ID[g].title} ({data.GOLFER_BY_ID[g].text.rstrip('.')})" for g in golfers)
        elif viewer is not None and (golfer := state.players[viewer].golfer):
            g = data.GOLFER_BY_ID[golfer]
            line = f"{subject(names[viewer], 'be')} the {g.title}: {g.text}"
        else:
            line = ""
        lsize = px(BASE_SIZES["small"] - 4, s)
        step = max(px(16, s), text.font("body", lsize).get_linesize())  # lines never overlap at a larger text size
        for wline in text.wrap(line, "body", lsize, rect.w)[:3]:
            if y + step > rect.bottom:
                break
            surface.blit(text.render(wline, "body", lsize, PALETTE.ink_soft), (rect.x, y))
            y += step
