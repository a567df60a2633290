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
from game.ui.theme import BASE_SIZES, PALETTE, px, readable
from game.ui.words import for_owner, plural, possessive, subject

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
        more = "" if placed < 2 or state.options.layout_game else f" · {hint('green')}: the green"
        count = f"{placed} of {boards_wanted(state)} placed" if state.options.layout_game else f"{placed} placed, {boards_wanted(state)}"
        return f"{who}: add a course board ({count}) — ←→ move · ↑↓ board · {hint('rotate')} or wheel turn · Enter/click place{more}"
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


LAYOUT_GAMES = {
    "campaign": ("Campaign", "one long course for the whole game, no holes; first to reach every green wins"),
    "bumper_game": ("Bumper Golf", "one course for the whole game; balls knock each other, ten penalty tokens and you are out"),
}
"""The ways to play on one big layout: their name and, in plain words, what the game is."""


def boards_wanted(state: RollState) -> str:
    """How many course boards the layout being designed may have, in words: "2-4", "6"."""
    from game.rules.rollinone.flow import board_counts

    counts = board_counts(state)
    return f"{counts[0]}" if len(counts) == 1 else f"{counts[0]}-{counts[-1]}" if counts == tuple(range(counts[0], counts[-1] + 1)) else " or ".join(map(str, counts))


def design_words(state: RollState) -> tuple[str, str]:
    """The design strip's headline and note: what is being built and how far along it is."""
    placed = len(state.placements) - 1
    if state.options.layout_game:
        name, what = LAYOUT_GAMES.get(state.options.variant, ("Layout", "one course for the whole game"))
        want = boards_wanted(state)
        if placed < int(want):
            return (f"{name}: {placed} of {want} boards", f"{what[0].upper()}{what[1:]}. Greens after the boards.")
        return (f"{name}: greens {len(state.greens)} of {data.GREEN_TOKENS}", f"{what[0].upper()}{what[1:]}.")
    return (f"Par {len(state.placements)} so far", f"{plural(placed, 'course board')} placed ({boards_wanted(state)}); each board adds one to par.")


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


def golfer_line(state: RollState, viewer: int | None, names: Sequence[str]) -> str:
    """The golfers in play under the hand: the shared ones, or the viewer's own."""
    if state.shared:
        return "Shared golfers: " + "; ".join(f"{data.GOLFER_BY_ID[g].title} ({for_owner(data.GOLFER_BY_ID[g].text, None).rstrip('.')})" for g in state.shared)
    if viewer is not None and (golfer := state.players[viewer].golfer):
        g = data.GOLFER_BY_ID[golfer]
        return f"{subject(names[viewer], 'be')} the {g.title}: {for_owner(g.text, names[viewer])}"  # its seat named: "they", or "you" for You
    return ""


class HandLook:
    """Sizes of the hand's cards and the golfer lines at a scale and width: drawing and the room asked for agree."""

    COLS = 2

    def __init__(self, width: int, scale: float, cards: Sequence[str]) -> None:
        s = scale
        self.gap = px(6, s)
        self.card_w = (width - self.gap) // self.COLS
        room = self.card_w - px(12, s)
        self.room = room
        self.title_size = px(15, s)
        self.short_size = max(readable(s), px(12, s))
        self.short_lines = max((len(text.wrap(card_short(data.CARD_BY_ID[c].id), "body", self.short_size, room)) for c in cards), default=1)
        title_h = text.font("bold", self.title_size).get_linesize()
        self.short_step = text.font("body", self.short_size).get_linesize()
        self.card_h = max(px(46, s), px(6, s) + title_h + self.short_lines * self.short_step)
        self.head_size = px(16, s)
        self.head_h = max(px(22, s), text.font("bold", self.head_size).get_linesize())
        self.line_size = max(readable(s), px(BASE_SIZES["small"] - 4, s))
        self.line_step = max(px(16, s), text.font("body", self.line_size).get_linesize())

    def rows(self, n: int) -> int:
        """Rows of cards for ``n`` cards."""
        return -(-n // self.COLS)

    def height(self, n: int, golfer: str, width: int) -> int:
        """Pixels a hand of ``n`` cards and the golfer line need, all of it readable."""
        lines = len(text.wrap(golfer, "body", self.line_size, width)) if golfer else 0
        return self.head_h + self.rows(n) * (self.card_h + self.gap) + lines * self.line_step + self.line_step // 2


def hand_room(state: RollState, names: Sequence[str], width: int, scale: float) -> int:
    """The room the hand and golfer lines need for the largest hand at the table and the longest golfer line.

    Hand sizes and golfers are public, so the room is the same for every viewer and shows nothing hidden."""
    from game.rules.rollinone.data import CARDS

    most = max(state.view(0).hand_sizes, default=0)
    look = HandLook(width, scale, [c.id for c in CARDS])
    golfers = [golfer_line(state, seat, names) for seat in range(state.num_players)]
    longest = max(golfers, key=lambda g: len(text.wrap(g, "body", look.line_size, width)) if g else 0, default="")
    secret = "Caddie cards are secret: each hand shows only to its player, after the hand-over."
    return max(look.height(max(3, most), longest, width), look.head_h + len(text.wrap(secret, "body", look.line_size, width)) * look.line_step)


class HandView:
    """The viewer's caddie cards (playable ones gold-edged) and the golfers in play."""

    def __init__(self) -> None:
        self.slots: list[tuple[str, pygame.Rect]] = []

    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The card under a click."""
        return next((c for c, r in self.slots if r.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float, state: RollState, viewer: int | None, names: Sequence[str], playable: set[str]) -> None:
        """Cards in a grid; the golfers below, wrapped (never shrunk under the readable size)."""
        from game.rules.rollinone.data import CARDS

        s = scale
        self.slots = []
        y = rect.y
        look = HandLook(rect.w, s, [c.id for c in CARDS])
        if viewer is None:
            msg = "Caddie cards are secret: each hand shows only to its player, after the hand-over."
            for line in text.wrap(msg, "body", look.line_size, rect.w):
                surface.blit(text.render(line, "body", look.line_size, PALETTE.ink_soft), (rect.x, y))
                y += look.line_step
        else:
            hand = state.view(viewer).hand  # only the viewer's own cards, through the engine's view
            head = f"{possessive(names[viewer])} caddie cards" + ("" if hand else ": none")
            hsize = text.fit_size(head, "bold", look.head_size, rect.w, readable(s))
            hrect = surface.blit(text.render(text.shorten(head, "bold", hsize, rect.w), "bold", hsize, PALETTE.ink), (rect.x, y))
            y = max(y + look.head_h, hrect.bottom)
            cw, ch, gap = look.card_w, look.card_h, look.gap
            for i, card in enumerate(hand):
                row, col = divmod(i, look.COLS)
                r = pygame.Rect(rect.x + col * (cw + gap), y + row * (ch + gap), cw, ch)
                live = card in playable
                card_frame(surface, r, s, lifted=live, border=PALETTE.gold if live else None)
                rr = r.move(0, -px(3, s)) if live else r
                title = data.CARD_BY_ID[card].title
                tsize = text.fit_size(title, "bold", look.title_size, look.room, readable(s))
                trect = surface.blit(text.render(text.shorten(title, "bold", tsize, look.room), "bold", tsize, PALETTE.ink), (rr.x + px(6, s), rr.y + px(3, s)))
                below = trect.bottom - trect.h // 8
                for k, line in enumerate(text.wrap(card_short(data.CARD_BY_ID[card].id), "body", look.short_size, look.room)):
                    surface.blit(text.render(line, "body", look.short_size, PALETTE.ink_soft), (rr.x + px(6, s), below + k * look.short_step))
                self.slots.append((card, r))
            y += look.rows(len(hand)) * (ch + gap)
        y += look.line_step // 4
        # the room asked for (hand_room) holds every line; where the panel could not give it (many seats, the largest
        # text, a small window) the words take the readable size, and what still does not fit ends with "…"
        golfer = golfer_line(state, viewer, names)
        size, lines = text.fit_lines(golfer, "body", look.line_size, rect.w, rect.bottom + look.line_step // 3 - y, readable(s)) if golfer else (look.line_size, [])
        step = max(text.font("body", size).get_linesize(), px(14, s))
        for wline in lines:
            surface.blit(text.render(wline, "body", size, PALETTE.ink_soft), (rect.x, y))
            y += step
