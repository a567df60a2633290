"""Ball motion on a hex board, as a timeline of beats: roll, fly, bounce, splash, drop, place.

A game's screen turns its engine's events into beats and hands them to a
:class:`Timeline`; the timeline plays them one after another, moving balls in
*map pixels* (so a window resize in mid-flight changes nothing but the
picture), keeps a remaining-impulse counter, and reports sound cues. A skip
jumps every ball to where the last beat leaves it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

import pygame

from game.hexgrid import Hex
from game.render import course_pieces, timeline
from game.render.beats import (
    BASE_STEP,
    AirHop,
    BallState,
    Beat,
    Bounce,
    Call,
    Collide,
    Drop,
    Effect,
    Fly,
    Knock,
    Land,
    Place,
    Point,
    Roll,
    Say,
    Splash,
    Wait,
)
from game.render.boardview import BallSprite, BoardView
from game.ui import text
from game.ui.theme import Color, px

# the beats live in game.render.beats; screens reach them as ball_timeline.Roll, ball_timeline.Say, ...
__all__ = [
    "BASE_STEP", "AirHop", "BallState", "Beat", "Bounce", "Call", "Collide", "Drop", "Effect", "Fly", "Knock", "Land",
    "Place", "Point", "Roll", "Say", "Splash", "Timeline", "Wait",
]  # fmt: skip


LABEL_FADED = 150
"""Opacity of a label while a person decides (see :meth:`Timeline.draw_over`)."""


class Timeline(timeline.Timeline):
    """Beats played in order over a set of balls (the shared :class:`~game.render.timeline.Timeline`, with balls)."""

    def __init__(self, center: Callable[[Hex], Point], balls: dict[Hashable, BallState] | None = None) -> None:
        super().__init__()
        self.center = center
        """Map-pixel centre of a cell (the board view's layout)."""
        self.balls: dict[Hashable, BallState] = balls if balls is not None else {}
        self.counter: tuple[Hashable, int] | None = None
        """(ball, remaining impulses) shown next to the moving ball."""
        self.moving: Hashable | None = None
        self.landing: Hex | None = None
        self.hidden: set[int] = set()
        self.effects: list[Effect] = []

    def ball(self, key: Hashable) -> BallState:
        """The state of a ball (created off the board if unknown)."""
        if key not in self.balls:
            self.balls[key] = BallState(None, visible=False)
        return self.balls[key]

    def _finished(self) -> None:
        self.effects = [e for e in self.effects if e.kind in ("label",)]
        self.moving = None
        self.landing = None

    def _age(self, dt: float) -> None:
        self._age_effects(dt)

    def _age_effects(self, dt: float) -> None:
        for e in self.effects:
            e.age += dt
        self.effects = [e for e in self.effects if e.age < e.life]

    def clear_trails(self) -> None:
        """Forget the paths drawn for the last stroke."""
        for b in self.balls.values():
            b.trail = []

    def clear_labels(self) -> None:
        """Take the labels of the last action away (the next decision is being shown)."""
        self.effects = [e for e in self.effects if e.kind != "label"]

    def labels(self) -> list[str]:
        """The words of the labels on the board now."""
        return [e.label for e in self.effects if e.kind == "label"]

    @property
    def settling(self) -> bool:
        """True while an effect still moves (a splash fading, a label rising), after the beats have played too."""
        return any(e.moving for e in self.effects)

    # drawing ----------------------------------------------------------------------
    def sprites(self, style: Callable[[Hashable], tuple[Color, str, bool]]) -> list[BallSprite]:
        """Ball sprites for the board view; ``style(key)`` gives (colour, label, stripe)."""
        out = []
        for key, b in self.balls.items():
            if not b.visible:
                continue
            color, label, stripe = style(key)
            out.append(
                BallSprite(key, color, label, stripe, cell=b.cell, pos=b.pos, height=b.height, alpha=b.alpha, scale=b.scale)
            )
        return out

    def draw_under(self, surface: pygame.Surface, view: BoardView, colors: Callable[[Hashable], Color]) -> None:
        """Trails, the landing mark and ground effects (drawn before the balls)."""
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        s = view.cell_size
        for key, b in self.balls.items():
            pts = [view.to_screen(*p) for p in b.trail]
            if b.cell is None and b.visible and pts:
                pts.append(view.to_screen(*b.pos))
            if len(pts) >= 2:
                _dotted(surface, pts, colors(key), max(2, s * 0.06), s * 0.2)
        for b in self.balls.values():
            if b.visible and b.height > 0.05:
                gx, gy = view.to_screen(*b.pos)
                w = s * 0.62 * (1 + b.height * 0.25)
                shadow = pygame.Surface((int(w) + 2, int(w * 0.5) + 2), pygame.SRCALPHA)
                pygame.draw.ellipse(shadow, (20, 10, 4, int(110 / (1 + b.height * 0.5))), shadow.get_rect())
                surface.blit(shadow, shadow.get_rect(center=(gx, gy + s * 0.1)))
        if self.landing is not None:
            cx, cy = view.hex_center(self.landing)
            r = s * 0.36
            w = max(2, round(s * 0.05))
            pygame.draw.circle(surface, (250, 246, 236), (cx, cy), r, w)
            pygame.draw.line(surface, (250, 246, 236), (cx - r * 0.6, cy - r * 0.6), (cx + r * 0.6, cy + r * 0.6), w)
            pygame.draw.line(surface, (250, 246, 236), (cx - r * 0.6, cy + r * 0.6), (cx + r * 0.6, cy - r * 0.6), w)
        for e in self.effects:
            f = e.age / e.life
            x, y = view.to_screen(*e.pos)
            if e.kind in ("splash", "ripple"):
                for k in range(3):
                    rr = s * (0.15 + 0.45 * f + 0.12 * k)
                    a = int(200 * (1 - f))
                    ring = pygame.Surface((int(rr * 2 + 4), int(rr * 1.4 + 4)), pygame.SRCALPHA)
                    pygame.draw.ellipse(ring, (235, 245, 255, a), ring.get_rect(), max(1, round(s * 0.03)))
                    surface.blit(ring, ring.get_rect(center=(x, y)))
            elif e.kind in ("dust", "thud"):
                puff = pygame.Surface((int(s), int(s)), pygame.SRCALPHA)
                col = (236, 214, 160) if e.kind == "dust" else (250, 246, 236)
                for k in range(5):
                    ang = math.tau * k / 5
                    pygame.draw.circle(
                        puff, (*col, int(150 * (1 - f))), (s / 2 + math.cos(ang) * s * 0.3 * f, s / 2 + math.sin(ang) * s * 0.2 * f), s * 0.08 * (1 + f)
                    )
                surface.blit(puff, puff.get_rect(center=(x, y + s * 0.15)))
            elif e.kind == "mushroom":
                course_pieces.draw_mushroom(surface, (x, y), s, tilt=min(1.0, f * 2.2), alpha=int(255 * (1 - max(0.0, f * 1.6 - 0.6))))
        surface.set_clip(clip)

    def draw_over(
        self, surface: pygame.Surface, view: BoardView, scale: float, keep_clear: pygame.Rect | None = None, *, faded: bool = False,
        avoid: Sequence[pygame.Rect] = (),
    ) -> None:
        """Sparks, flashes and rising labels (drawn after the balls); a label never hides under ``keep_clear`` (a banner).

        ``faded``: a person is deciding, and the board's own marks (the aim, the
        odds) must show through the labels of the last action, which stay.
        ``avoid``: the board's own labels (the odds): see :meth:`label_places`.
        """
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        s = view.cell_size
        for e in self.effects:
            f = e.age / e.life
            x, y = view.to_screen(*e.pos)
            if e.kind == "spark":
                for k in range(6):
                    a = math.tau * k / 6 + 0.3
                    r0, r1 = s * 0.08 * (1 + f * 2), s * 0.2 * (1 + f * 2)
                    pygame.draw.line(
                        surface, (255, 236, 160), (x + math.cos(a) * r0, y + math.sin(a) * r0), (x + math.cos(a) * r1, y + math.sin(a) * r1), max(1, round(s * 0.03))
                    )
            elif e.kind == "flash":
                pygame.draw.circle(surface, (255, 246, 200), (x, y), s * (0.36 + 0.2 * f), max(1, round(s * 0.05 * (1 - f)) + 1))
            elif e.kind == "leaves":
                _leaves(surface, (x, y), s, f)
            elif e.kind == "sand":  # thrown up round the ball, so drawn over it
                _sand_puff(surface, (x, y), s, f)
            elif e.kind == "grass":
                _grass_flick(surface, (x, y), s, f)
        size = px(22, scale)
        for e, r in self.label_places(view, scale, keep_clear, avoid):
            back = text.render(e.label, "bold", size, (30, 16, 8))
            img = text.render(e.label, "bold", size, e.color)
            if faded:  # copies: the rendered text is shared
                back, img = back.copy(), img.copy()
                back.set_alpha(LABEL_FADED)
                img.set_alpha(LABEL_FADED)
            surface.blit(back, r.move(2, 2))
            surface.blit(img, r)
        surface.set_clip(clip)

    def label_places(
        self, view: BoardView, scale: float, keep_clear: pygame.Rect | None = None, avoid: Sequence[pygame.Rect] = ()
    ) -> list[tuple[Effect, pygame.Rect]]:
        """Where each label is drawn: risen above its cell, inside the board, below ``keep_clear``, and never over another.

        ``avoid`` holds labels that matter more (the odds of the decision on the board): a label that would cover one
        goes above it, or, with no room there inside the board, is left out.
        """
        size = px(22, scale)
        s = view.cell_size
        inside = view.rect.inflate(-4, -4)
        out: list[tuple[Effect, pygame.Rect]] = []
        for e in self.effects:
            if e.kind != "label":
                continue
            w, h = text.size_of(e.label, "bold", size)
            x, y = view.to_screen(*e.pos)
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(x), int(y - s * 0.5 - s * 0.9 * e.rise() - e.stack * h))
            r.clamp_ip(inside)  # near the board's edge the label moves in, never out of sight
            if keep_clear is not None and r.colliderect(keep_clear):
                r.top = keep_clear.bottom + 4  # a banner is drawn over the board: the label shows just below it
            for _ in out:  # labels stay until the next decision: one never hides another, the later goes above
                hit = next((o for _, o in out if r.colliderect(o)), None)
                if hit is None:
                    break
                r.bottom = hit.top - 1
            for _ in avoid:
                hit = next((o for o in [*avoid, *(o for _, o in out)] if r.colliderect(o)), None)
                if hit is None:
                    break
                r.bottom = hit.top - 1
            if avoid and (not inside.contains(r) or any(r.colliderect(o) for o in [*avoid, *(o for _, o in out)])):
                continue  # no room clear of what matters more: this label waits out of sight
            out.append((e, r))
        return out


def _sand_puff(surface: pygame.Surface, at: Point, s: float, f: float) -> None:
    """A ball coming down in sand: a spray of grains thrown up and out, settling."""
    x, y = at
    puff = pygame.Surface((int(s * 2), int(s * 1.6)), pygame.SRCALPHA)
    cx, cy = puff.get_width() / 2, puff.get_height() / 2 + s * 0.12
    a = int(235 * (1 - f))
    for k in range(16):
        ang = math.pi * (0.02 + 0.96 * k / 15)
        reach = s * (0.42 + 0.4 * f) * (0.8 + 0.2 * ((k * 7) % 5) / 4)
        gx = cx + math.cos(ang) * reach
        gy = cy - math.sin(ang) * reach * (1.0 - 0.4 * f) + s * 0.3 * f * f
        pygame.draw.circle(puff, (120, 90, 40, a // 2), (gx + 1, gy + 1), max(1.5, s * 0.05))
        pygame.draw.circle(puff, (242, 220, 168, a), (gx, gy), max(1.5, s * 0.05))
    surface.blit(puff, puff.get_rect(center=(x, y)))


def _grass_flick(surface: pygame.Surface, at: Point, s: float, f: float) -> None:
    """A ball coming down on grass: a few blades flicked up."""
    x, y = at
    a = int(230 * (1 - f))
    layer = pygame.Surface((int(s * 1.6), int(s * 1.6)), pygame.SRCALPHA)
    c = s * 0.8
    for k in range(8):
        side = -1 if k < 4 else 1
        ang = math.pi * (0.02 + 0.09 * (k % 4))
        r0, r1 = s * 0.34, s * (0.42 + 0.22 * f)
        p0 = (c + side * math.cos(ang) * r0, c + s * 0.2 - math.sin(ang) * r0 * 0.5)
        p1 = (c + side * math.cos(ang) * r1, c + s * 0.2 - math.sin(ang) * r1 * 0.9 - s * 0.1 * f)
        pygame.draw.line(layer, (30, 60, 20, a // 2), (p0[0] + 1, p0[1] + 1), (p1[0] + 1, p1[1] + 1), max(1, round(s * 0.04)))
        pygame.draw.line(layer, (150, 200, 90, a), p0, p1, max(1, round(s * 0.04)))
    surface.blit(layer, layer.get_rect(center=(x, y)))


def _leaves(surface: pygame.Surface, at: Point, s: float, f: float) -> None:
    """A ball clattering down into trees: leaves and twigs knocked loose, falling and spinning."""
    x, y = at
    a = int(255 * (1 - max(0.0, f * 1.4 - 0.4)))
    if a <= 0:
        return
    layer = pygame.Surface((int(s * 1.6), int(s * 1.6)), pygame.SRCALPHA)
    c = s * 0.8
    for k in range(9):
        ang = math.tau * k / 9 + 0.4
        spread_ = s * (0.35 + 0.4 * f)
        lx = c + math.cos(ang) * spread_
        ly = c - s * 0.35 + math.sin(ang) * spread_ * 0.5 + s * 0.6 * f * f
        col = (70, 128, 48, a) if k % 3 else (120, 84, 44, a)
        w, h = s * 0.13, s * 0.07
        leaf = pygame.Surface((int(w) + 2, int(h) + 2), pygame.SRCALPHA)
        if k % 3:
            pygame.draw.ellipse(leaf, col, leaf.get_rect())
        else:  # a twig
            pygame.draw.line(leaf, col, (0, leaf.get_height() // 2), (leaf.get_width(), leaf.get_height() // 2), max(1, round(s * 0.025)))
        leaf = pygame.transform.rotate(leaf, (k * 53 + f * 540) % 360)
        layer.blit(leaf, leaf.get_rect(center=(lx, ly)))
    for k in range(3):  # the clatter: short strokes round the ball
        ang = -math.pi / 2 + (k - 1) * 0.7
        r0, r1 = s * (0.3 + 0.1 * f), s * (0.42 + 0.12 * f)
        pygame.draw.line(layer, (255, 236, 160, a), (c + math.cos(ang) * r0, c - s * 0.1 + math.sin(ang) * r0), (c + math.cos(ang) * r1, c - s * 0.1 + math.sin(ang) * r1), max(1, round(s * 0.035)))
    surface.blit(layer, layer.get_rect(center=(x, y)))


def _dotted(surface: pygame.Surface, pts: Sequence[Point], color: Color, radius: float, gap: float) -> None:
    """Dots every ``gap`` pixels along a polyline (the path a ball took)."""
    carry = 0.0
    dot = tuple(min(255, int(c * 0.5 + 128)) for c in color)
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        d = carry
        while d < seg:
            t = d / seg
            p = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
            pygame.draw.circle(surface, (30, 16, 8), (p[0] + 1, p[1] + 1), radius)
            pygame.draw.circle(surface, dot, p, radius)
            d += gap
        carry = d - seg
