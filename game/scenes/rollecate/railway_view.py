"""The railway on the table: cards on the card grid, the locomotive, ghosts where a card may go.

One map unit is one square of the grid (half a card). The view follows the
railway as it grows (a :class:`game.render.camera.Camera` gliding to fit it):
the whole railway, or on a railway too long for that the stretch from the
locomotive to the end, so the locomotive never leaves the view. The player may
zoom and pan; ``0`` (Fit) shows the whole railway, whatever its length, and
follows again. Card numbers are redrawn at a readable size however far the
view zooms out. The cards penalties would be taken from (the start of the
railway up to the locomotive) are outlined. Ghosts are the legal placements of
the card being placed, drawn see-through on their squares; the one in focus is
lifted and outlined; their labels never overlap (:func:`tags_apart`). A note about the card in focus (why it cannot be laid) is
drawn last, over the locomotive, where it covers neither the railway's end nor
the last card.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.render.camera import Camera
from game.rules.rollecate import railway
from game.rules.rollecate.railway import Cell, RailCard
from game.scenes.rollecate import faces, geometry
from game.scenes.rollecate.geometry import Point
from game.scenes.rollecate.model import ShownTable
from game.ui import text
from game.ui.theme import PALETTE, px


@dataclass
class Ghost:
    """A placement offered to the player: the action, and the card as it would lie."""

    action: tuple[str, str, str]
    rail: RailCard


@dataclass
class LocoPose:
    """The locomotive somewhere other than standing on its card (riding, derailing)."""

    point: Point
    heading: float
    tilt: float = 0.0
    alpha: int = 255


FOLLOW_SQUARE = 20
"""Design pixels a grid square keeps while the view follows the whole railway; a longer railway is followed
from the locomotive to its end (Fit still shows all of it)."""
BADGE_RADIUS = 10
"""Design pixels of a card number's badge at least, however small the cards are drawn."""


PENALTY_MARK = (150, 30, 60)
"""The dashed outline of the cards a penalty would take (a crimson no card's border has)."""


class RailCamera(Camera):
    """The railway's camera: its Fit (``0``) asks the view to show the whole railway."""

    def __init__(self, on_fit: Callable[[], None]) -> None:
        super().__init__(min_units=3.5, margin=0.6)
        self.on_fit = on_fit

    def reset_view(self) -> None:
        self.on_fit()


class RailwayView:
    """Draws the shown railway in a screen rectangle and finds what is under the pointer."""

    def __init__(self) -> None:
        self.camera = RailCamera(self.fit)
        self.rect = pygame.Rect(0, 0, 1, 1)
        """Where the railway is drawn: the board above the hand, up to the board's own edge."""
        self.scale = 1.0
        self.ghosts: list[Ghost] = []
        self.focus: int = 0
        self.blocked_note: str = ""
        """Why the chosen card fits nowhere (drawn at the railway's end)."""
        self.loco_pose: LocoPose | None = None
        self.hidden_nos: set[int] = set()
        """Cards not drawn in place (a slide is showing them elsewhere)."""
        self.fit_all = False
        """Fit was asked for: the whole railway is followed, however long, until the next turn."""
        self.whole = True
        """The view follows the whole railway (False: the stretch from the locomotive to the end)."""
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        """Where the note about the card in focus was drawn last (empty: none)."""
        self.label_rects: dict[int, pygame.Rect] = {}
        """Where each ghost's label was drawn last, on screen (by ghost): no two overlap."""
        self._layer_at = (0, 0)
        self._shown: ShownTable | None = None

    def set_rect(self, rect: pygame.Rect, scale: float, draw_area: pygame.Rect | None = None) -> None:
        """Fit the railway in ``rect``; draw it in ``draw_area`` (default the same: a larger area shows more, never less)."""
        self.rect = pygame.Rect(draw_area if draw_area is not None else rect)
        self.scale = scale
        self.camera.set_rect(rect, scale)

    @property
    def fit_rect(self) -> pygame.Rect:
        """The area the followed railway is fitted in (clear of the turn banner)."""
        return self.camera.rect

    def follow(self, shown: ShownTable, at_once: bool = False) -> None:
        """Aim the camera at the railway, the square the next card goes on and any ghosts.

        The whole railway while its squares keep :data:`FOLLOW_SQUARE` pixels (or
        after Fit, at any size); past that the stretch from the locomotive to the
        end, where everything happens: the locomotive never leaves the view. The
        railway's end and the ghosts are kept inside the view (clear of the turn
        banner) at every frame, even while the camera glides to them.
        """
        self._shown = shown
        head = railway.head_of(shown.rail)[0] if shown.rail else (0, 0)
        extra = [head, *(c for g in self.ghosts for c in g.rail.cells)]
        area = geometry.bounds(shown.rail, extra)
        self.whole = self.fit_all or self.camera.fit_zoom(area) >= px(FOLLOW_SQUARE, self.scale)
        if not self.whole:
            area = geometry.bounds(shown.rail[shown.loco_index() or 0 :], extra)
        self.camera.show(area, at_once=at_once, must=geometry.bounds([], extra))

    def fit(self) -> None:
        """Fit (``0``): the whole railway, followed again."""
        self.fit_all = True
        self.camera.follow_again()
        if self._shown is not None:
            self.follow(self._shown)

    def follow_again(self) -> None:
        """A new turn: back to following by itself (the whole railway, or the locomotive's stretch of a long one)."""
        self.fit_all = False
        self.camera.follow_again()
        if self._shown is not None:
            self.follow(self._shown)

    # geometry -------------------------------------------------------------------------------
    @property
    def unit(self) -> float:
        """Pixels per square."""
        return self.camera.zoom

    def to_screen(self, p: Point) -> Point:
        """A grid point on screen."""
        return self.camera.to_screen(*p)

    def card_center(self, rail: RailCard) -> Point:
        """The middle of a railway card on screen."""
        x, y, w, h = geometry.card_box(rail.cells)
        return self.to_screen((x + w / 2, y + h / 2))

    def cell_center(self, cell: Cell) -> Point:
        """The middle of a square on screen."""
        return self.to_screen(geometry.center(cell))

    def ghost_at(self, pos: tuple[int, int]) -> int | None:
        """The ghost under a screen point."""
        if not self.rect.collidepoint(pos):
            return None
        gx, gy = self.camera.to_map(*pos)
        for i, g in enumerate(self.ghosts):
            if (int(math.floor(gx)), int(math.floor(gy))) in g.rail.cells:
                return i
        return None

    # drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, shown: ShownTable) -> None:
        """The grid, the railway, ghosts, the locomotive, and over them all the note about the card in focus."""
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        surface.blit(self._still_layer(shown), self.rect.topleft)
        self._draw_loco(surface, shown)
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        if self.blocked_note and not self.ghosts and shown.rail:
            self.note_rect = self._draw_note(surface, shown, self.blocked_note)
        surface.set_clip(clip)

    def _still_layer(self, shown: ShownTable) -> pygame.Surface:
        """Grid, cards, marks and ghosts, painted again only when one of them (or the camera) changed."""
        key = (
            tuple(self.rect),
            tuple(self.camera.origin),
            self.unit,
            self.scale,
            tuple(shown.rail),
            frozenset(self.hidden_nos),
            tuple((g.action, g.rail) for g in self.ghosts),
            self.focus,
            shown.loco_no,
        )
        if key != getattr(self, "_still_key", None):
            layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._paint_still(layer, shown)
            self._still, self._still_key = layer, key
        return self._still

    def _paint_still(self, layer: pygame.Surface, shown: ShownTable) -> None:
        """Paint the still parts on a transparent layer the size of the view (drawn as if at the view's place)."""
        saved, saved_cam = self.rect, self.camera.rect
        self.rect = pygame.Rect(0, 0, saved.w, saved.h)
        self._layer_at = saved.topleft
        self.label_rects = {}
        self.camera.rect = pygame.Rect(saved_cam.x - saved.x, saved_cam.y - saved.y, saved_cam.w, saved_cam.h)
        try:
            self._draw_grid(layer)
            origin, unit = self.camera.origin, self.unit
            badge = px(BADGE_RADIUS, self.scale)
            for rail in shown.rail:
                if rail.no not in self.hidden_nos:
                    faces.paint_track(layer, rail.card, rail.cells, rail.heading_in, rail.heading_out, origin, unit, lift=max(1, round(unit * 0.05)), min_badge=badge)
            self._draw_penalty_marks(layer, shown)
            self._draw_head(layer, shown)
            self._draw_ghosts(layer)
        finally:
            self.rect, self.camera.rect = saved, saved_cam

    def _draw_grid(self, surface: pygame.Surface) -> None:
        """Faint dots at the square corners: the grid the cards lie on."""
        unit = self.unit
        if unit < 10:
            return
        x0, y0 = self.camera.to_map(self.rect.left, self.rect.top)
        x1, y1 = self.camera.to_map(self.rect.right, self.rect.bottom)
        r = max(1, round(unit * 0.03))
        for gx in range(math.floor(x0), math.ceil(x1) + 1):
            for gy in range(math.floor(y0), math.ceil(y1) + 1):
                sx, sy = self.to_screen((gx, gy))
                pygame.draw.circle(surface, (128, 88, 56), (round(sx), round(sy)), r)

    def penalty_cards(self, shown: ShownTable) -> list[RailCard]:
        """The cards a penalty would take, first taken first: from the start of the railway up to the locomotive's card."""
        loco = shown.loco_index()
        return list(shown.rail[:loco]) if loco is not None else []

    def card_rect(self, rail: RailCard) -> pygame.Rect:
        """A railway card's rectangle on screen."""
        x, y, w, h = geometry.card_box(rail.cells)
        (x0, y0), (x1, y1) = self.to_screen((x, y)), self.to_screen((x + w, y + h))
        return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))

    def _draw_penalty_marks(self, surface: pygame.Surface, shown: ShownTable) -> None:
        """Each card a penalty would take outlined in red, the first one tagged: penalties come from there."""
        taken = [r for r in self.penalty_cards(shown) if r.no not in self.hidden_nos]
        if not taken:
            return
        s = self.scale
        width = max(2, px(3, s))
        for rail in taken:  # dashed, so it never reads as the solid border of a card
            _dashed_rect(surface, PENALTY_MARK, self.card_rect(rail).inflate(width, width), width, max(4, round(self.unit * 0.3)))
        first = self.penalty_cards(shown)[0]
        if first.no in self.hidden_nos:
            return
        img = text.render("next penalty", "bold", px(14, s), PALETTE.cream_text)
        size = img.get_rect().inflate(px(10, s), px(4, s)).size
        card = self.card_rect(first)
        loco = shown.loco_index()
        keep = [card] + ([self.card_rect(shown.rail[loco])] if loco is not None else [])
        tag = pygame.Rect(self.free_spot(size, card, keep, [self.card_rect(r) for r in shown.rail]), size)
        pygame.draw.rect(surface, PENALTY_MARK, tag, border_radius=tag.h // 2)
        surface.blit(img, img.get_rect(center=tag.center))

    def _draw_head(self, surface: pygame.Surface, shown: ShownTable) -> None:
        """An arrow on the square the next card must cover (red when a card lies there)."""
        if not shown.rail:
            return
        cell, heading = railway.head_of(shown.rail)
        taken = cell in railway.occupied(shown.rail)
        cx, cy = self.cell_center(cell)
        unit = self.unit
        dx, dy = railway.DIRECTIONS[heading]
        tip = (cx + dx * unit * 0.3, cy + dy * unit * 0.3)
        back = (cx - dx * unit * 0.25, cy - dy * unit * 0.25)
        side = (-dy * unit * 0.2, dx * unit * 0.2)
        color = PALETTE.accent if taken else PALETTE.gold
        pygame.draw.polygon(surface, color, [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])])

    def _draw_note(self, surface: pygame.Surface, shown: ShownTable, note: str) -> pygame.Rect:
        """The note, on a card placed clear of the railway's end, the last card and the locomotive (and of other cards when it can)."""
        s = self.scale
        size = px(18, s)
        lh = text.font("ui", size).get_linesize()
        lines = text.wrap(note, "ui", size, min(px(360, s), self.fit_rect.w - px(40, s)))
        w = max(text.size_of(line, "ui", size)[0] for line in lines)
        box = pygame.Rect(0, 0, w + px(20, s), len(lines) * lh + px(12, s))
        box.topleft = self.note_spot(shown, box.size)
        pygame.draw.rect(surface, PALETTE.paper, box, border_radius=px(8, s))
        pygame.draw.rect(surface, PALETTE.accent, box, px(2, s), border_radius=px(8, s))
        for i, line in enumerate(lines):
            img = text.render(line, "ui", size, PALETTE.ink)
            surface.blit(img, (box.x + px(10, s), box.y + px(6, s) + i * lh))
        return box

    def note_spot(self, shown: ShownTable, size: tuple[int, int]) -> tuple[int, int]:
        """Where a note of ``size`` goes: beside the railway's end if that covers nothing that must be read, else the freest place in view."""
        gap = px(10, self.scale)
        cell, _ = railway.head_of(shown.rail)
        x, y = self.to_screen((float(cell[0]), float(cell[1])))
        head = pygame.Rect(round(x), round(y), max(1, round(self.unit)), max(1, round(self.unit))).inflate(gap, gap)
        keep = [head, self.card_rect(shown.rail[-1]).inflate(gap, gap)]
        loco = shown.loco_index()
        if loco is not None:
            keep.append(self.card_rect(shown.rail[loco]).inflate(gap, gap))
        return self.free_spot(size, head, keep, [self.card_rect(r) for r in shown.rail], corners=True)

    def free_spot(self, size: tuple[int, int], beside: pygame.Rect, keep: Sequence[pygame.Rect], others: Sequence[pygame.Rect], corners: bool = False) -> tuple[int, int]:
        """The top-left of a box of ``size`` in view beside ``beside``: never over ``keep`` if it can help it, over as little of ``others`` as it can.

        With ``corners`` the corners of the view are tried too (a note may sit away from what it is about).
        """
        area = self.fit_rect
        gap = px(6, self.scale)
        w, h = size
        spots = [
            (beside.centerx - w // 2, beside.bottom + gap),
            (beside.centerx - w // 2, beside.top - gap - h),
            (beside.right + gap, beside.centery - h // 2),
            (beside.left - gap - w, beside.centery - h // 2),
        ]
        if corners:
            spots += [
                (area.x + gap, area.bottom - gap - h),
                (area.right - gap - w, area.bottom - gap - h),
                (area.x + gap, area.y + gap),
                (area.right - gap - w, area.y + gap),
            ]

        def cost(spot: tuple[int, int]) -> float:
            box = pygame.Rect(spot, size).clamp(area)
            covered = sum(_overlap(box, r) for r in keep)
            hidden = sum(_overlap(box, r) for r in others)
            return covered * 1000 + hidden + math.dist(box.center, beside.center) * 0.01

        best = min(spots, key=cost)
        return pygame.Rect(best, size).clamp(area).topleft

    def _draw_ghosts(self, surface: pygame.Surface) -> None:
        origin, unit = self.camera.origin, self.unit
        order = [i for i in range(len(self.ghosts)) if i != self.focus] + ([self.focus] if 0 <= self.focus < len(self.ghosts) else [])
        outlines = {}
        for i in order:  # the ghost in focus last, on top of the others
            g = self.ghosts[i]
            layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            o = (origin[0] - self.rect.x, origin[1] - self.rect.y)
            focused = i == self.focus
            r = faces.paint_track(layer, g.rail.card, g.rail.cells, g.rail.heading_in, g.rail.heading_out, o, unit, lift=0, border=PALETTE.accent if focused else PALETTE.gold, min_badge=px(BADGE_RADIUS, self.scale))
            layer.set_alpha(235 if focused else 130)
            surface.blit(layer, self.rect.topleft)
            outline = r.move(self.rect.topleft).inflate(px(6, self.scale), px(6, self.scale))
            outlines[i] = outline
            pygame.draw.rect(surface, PALETTE.accent if focused else PALETTE.gold, outline, px(4 if focused else 2, self.scale), border_radius=max(2, round(unit * 0.15)))
        wanted: list[tuple[int, pygame.Surface, pygame.Rect]] = []
        for i in [*order[-1:], *order[:-1]]:  # labels after every ghost, so none hides another's; the focus's placed first
            g = self.ghosts[i]
            focused = i == self.focus
            label = {"straight": "straight on", "left": "turn left", "right": "turn right"}[g.action[2]]
            img = text.render(f"{i + 1}: {label}", "bold", px(16, self.scale), PALETTE.cream_text)
            if img.get_width() > 2.5 * unit and not focused:  # small cards: the number alone, so the label hides no ghost
                img = text.render(str(i + 1), "bold", px(16, self.scale), PALETTE.cream_text)
            far = self.cell_center(g.rail.cells[1])  # each ghost's far square: the labels of ghosts sharing a square stay apart
            tag = img.get_rect(center=(round(far[0]), round(far[1]))).inflate(px(10, self.scale), px(4, self.scale))
            wanted.append((i, img, tag))
        places = tags_apart([tag for _, _, tag in wanted], self.fit_rect, px(3, self.scale))  # clear of the turn banner
        self.label_rects = {}
        for (i, img, _), tag in zip(wanted, places):
            focused = i == self.focus
            pygame.draw.rect(surface, PALETTE.accent if focused else (120, 84, 40), tag, border_radius=tag.h // 2)
            surface.blit(img, img.get_rect(center=tag.center))
            self.label_rects[i] = tag.move(self._layer_at)

    def _draw_loco(self, surface: pygame.Surface, shown: ShownTable) -> None:
        unit = self.unit
        if self.loco_pose is not None:
            p = self.loco_pose
            faces.draw_locomotive(surface, self.to_screen(p.point), p.heading, unit * 0.95, p.tilt, p.alpha)
            return
        i = shown.loco_index()
        if i is None:
            return
        point, heading = self.loco_point(shown.rail, i)
        faces.draw_locomotive(surface, self.to_screen(point), heading, unit * 0.95)

    @staticmethod
    def loco_point(rail: Sequence[RailCard], index: int) -> tuple[Point, float]:
        """Where the locomotive stands on card ``index`` and the way it faces (toward the railway's end)."""
        return geometry.loco_spot(rail[index])


def tags_apart(wanted: Sequence[pygame.Rect], area: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """Each tag where it wants to be, or else the nearest place beside the tags placed before it: none overlaps another.

    Tags are placed in order (the first keeps its place, inside ``area``); a later one that would overlap an
    earlier one moves just above, below, left or right of it, whichever is nearest and inside ``area`` and clear of all.
    """
    placed: list[pygame.Rect] = []
    for want in wanted:
        spots = [pygame.Rect(want)]
        for p in placed:
            spots += [
                want.move(0, p.top - gap - want.bottom),
                want.move(0, p.bottom + gap - want.top),
                want.move(p.left - gap - want.right, 0),
                want.move(p.right + gap - want.left, 0),
            ]
        spots = [r.clamp(area) for r in spots]
        free = [r for r in spots if r.collidelist(placed) == -1]
        if free:
            best = min(free, key=lambda r: math.dist(r.center, want.center))
        else:  # no room beside them in the area: under the lowest, outside it rather than over another
            best = want.move(0, max(p.bottom for p in placed) + gap - want.top)
        placed.append(best)
    return placed


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The area two rectangles share."""
    c = a.clip(b)
    return c.w * c.h


def _dashed_rect(surface: pygame.Surface, color: tuple[int, int, int], rect: pygame.Rect, width: int, dash: int) -> None:
    """A rectangle's outline in dashes ``dash`` pixels long."""
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, 2 * dash):
            a, b = start / length, min(length, start + dash) / length
            pygame.draw.line(surface, color, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a), (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)
