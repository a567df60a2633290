"""The Eagle's Creek sheet drawn like a printed roll-and-write page.

The page is the course (terrain in the tabletop style of
:mod:`game.render.terrain`) on paper, with a printed header: the game's name
on the left and the three tables in the top corner. Each hole is printed as on
the paper sheet: its tee line, its flag with the number, a label with its die
faces, and a dotted outline tying the hole to its label. Zoom, pan and hover
come from :class:`~game.render.boardview.BoardView`; the printed layer is
cached with the board, so a frame only draws the players' ink on top.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

import pygame

from game.hexgrid import Hex, hex_lerp_line
from game.render import pieces
from game.render.boardview import TERRAIN_NAMES, BoardView
from game.render.terrain import shade
from game.rules.course import CourseMap, Terrain
from game.rules.eagles_creek.sheet import Hole, Sheet
from game.scenes.eagles_creek import printed_tables
from game.ui import text
from game.ui.theme import PALETTE, Color

Point = tuple[float, float]

HEADER_CELLS = 4.6
"""Height of the printed header above the course, in cell heights."""
PAGE: Color = (246, 238, 218)
PRINT: Color = (52, 36, 26)
FLAG_RED: Color = (206, 56, 48)
LIT: Color = (236, 182, 64)
REACH = 1
"""A hole's outline takes in its own ground up to this many cells from the straight tee-flag line."""


def tee_cell(sheet: Sheet, hole: Hole) -> Hex:
    """The tee side's dry hex nearest the flag (where the hole's corridor starts)."""
    a, b = hole.tee.hexes()
    return min((h for h in (a, b) if sheet.terrain(h) not in (None, Terrain.WATER)), key=lambda h: h.distance(hole.flag), default=a)


def hole_region(sheet: Sheet, hole: Hole, label: Hex | None = None) -> tuple[list[Hex], Hex]:
    """The cells a hole's dotted outline encloses (a corridor from tee to flag and the label), and the label's cell.

    Without a ``label`` the label goes next to the flag, beyond it (the sheet view places it
    clear of the sides near every flag instead, see :meth:`SheetView.place_label`).
    """
    tee = tee_cell(sheet, hole)
    line = hex_lerp_line(tee, hole.flag)
    direction = line[-2].direction_to(hole.flag) if len(line) > 1 else 0
    if label is None:
        label = hole.flag.neighbor(direction if direction is not None else 0)
        if sheet.terrain(label) is None or sheet.terrain(label.neighbor(direction or 0)) is None:
            # no room beyond the flag: put the label beside it
            for d in range(6):
                c = hole.flag.neighbor(d)
                if sheet.terrain(c) is not None and c not in line:
                    label = c
                    break
    # the hole's own ground: fairway, green, bunkers and water joined to its tee, near the tee-flag line
    ground = {Terrain.FAIRWAY, Terrain.GREEN, Terrain.TEE, Terrain.SAND, Terrain.WATER}
    near = {c for h in line for c in h.spiral(REACH)}
    fill = {tee, hole.flag}
    todo = [tee, hole.flag]
    while todo:
        h = todo.pop()
        for n in h.neighbors():
            if n not in fill and n in near and sheet.terrain(n) in ground:
                fill.add(n)
                todo.append(n)
    cells: set[Hex] = set()
    for c in [*fill, *line, label]:
        cells.add(c)
        cells.update(c.neighbors())
    return sorted(h for h in cells if sheet.terrain(h) is not None), label


def flag_parts(center: Point, s: float) -> tuple[Point, Point, list[Point]]:
    """A printed flag in the hex centred at ``center`` (cells ``s`` across): the cup, the pole's top and the cloth.

    Small enough that all of it stays inside its own hex, whichever way the grid is staggered.
    """
    cx, cy = center
    cup = (cx, cy + s * 0.22)
    top = (cx, cy - s * 0.42)
    cloth = [top, (cx + s * 0.38, cy - s * 0.3), (cx, cy - s * 0.18)]
    return cup, top, cloth


class SheetView(BoardView):
    """One player's sheet on screen: the printed page, with zoom and pan."""

    def __init__(self, sheet: Sheet, holes: Sequence[int] | None = None) -> None:
        self.sheet = sheet
        self.in_play = tuple(holes) if holes is not None else tuple(sorted(sheet.holes))
        super().__init__(sheet.course, describe=self.describe_cell)
        self.set_hidden(o.id for o in sheet.course.objects)  # tees and flags are printed by this view
        self.regions: dict[int, list[Hex]] = {}
        self.labels: dict[int, Hex] = {}
        self.member: dict[Hex, list[int]] = {}
        self.outlines: dict[int, list[tuple[Point, Point]]] = {}
        """Each hole's dotted outline as map-pixel side segments (computed once)."""
        self._near_flags = [
            self.layout.edge_endpoints(e) for hole in sheet.holes.values() for c in hole.flag.spiral(1) for e in c.edges()
        ]
        """The sides near every flag (of its hex and the hexes around it), which no label may cover (map pixels)."""
        self._tags: list[pygame.Rect] = []
        """Label tags placed so far (map pixels): no two labels overlap."""
        for n, hole in sorted(sheet.holes.items()):
            cells, label = hole_region(sheet, hole, self.place_label(hole))
            self.regions[n], self.labels[n] = cells, label
            for c in cells:
                self.member.setdefault(c, []).append(n)
            members = set(cells)
            self.outlines[n] = [
                self.layout.edge_endpoints(c.edge(d)) for c in cells for d in range(6) if c.neighbor(d) not in members
            ]

    def place_label(self, hole: Hole) -> Hex | None:
        """The cell for a hole's label: as near the flag as its tag fits clear of the sides near any flag, beyond the flag first.

        None when no cell within four of the flag fits (the label then goes next to the flag).
        """
        s = min(self.course.grid.tile_width, self.course.grid.tile_height)
        fx, fy = self.layout.center(hole.flag)
        tx, ty = self.layout.center(tee_cell(self.sheet, hole))
        bx, by = fx - tx, fy - ty
        norm = math.hypot(bx, by) or 1.0
        flags = {h.flag for h in self.sheet.holes.values()}

        def beyond(c: Hex) -> float:
            cx, cy = self.layout.center(c)
            return -((cx - fx) * bx + (cy - fy) * by) / (norm * (math.hypot(cx - fx, cy - fy) or 1.0))

        candidates = [c for c in hole.flag.spiral(4) if c.distance(hole.flag) >= 2 and self.sheet.terrain(c) is not None]
        for c in sorted(candidates, key=lambda c: (c.distance(hole.flag), beyond(c), c)):
            tag = self.tag_rect(self.layout.center(c), hole, s).inflate(s * 0.12, s * 0.12)
            corners = (tag.topleft, tag.topright, tag.bottomleft, tag.bottomright)
            if any(self.sheet.terrain(self.layout.pixel_to_hex(*p)) is None for p in corners):
                continue  # the whole tag stays on the sheet
            if any(tag.clipline(a, b) for a, b in self._near_flags):
                continue
            if any(tag.collidepoint(self.layout.center(f)) for f in flags) or tag.collidelist(self._tags) >= 0:
                continue
            self._tags.append(tag)
            return c
        return None

    def tag_rect(self, center: Point, hole: Hole, s: float) -> pygame.Rect:
        """Where a hole's label tag is printed around ``center`` for cells ``s`` pixels across."""
        die, gap = max(6, int(s * 0.62)), max(2, int(s * 0.08))
        num_w = text.font("bold", max(7, int(s * 0.5))).size(str(hole.number))[0]
        tag = pygame.Rect(0, 0, num_w + gap * 2 + len(hole.dice) * (die + gap) + gap, die + gap * 2)
        tag.center = (round(center[0]), round(center[1]))
        return tag

    # page --------------------------------------------------------------------------------
    def _set_course(self, course: CourseMap) -> None:
        super()._set_course(course)
        head = int(course.grid.tile_height * HEADER_CELLS)
        self.bounds = pygame.Rect(self.bounds.x, self.bounds.y - head, self.bounds.w, self.bounds.h + head)
        self.header_h = head

    def page_rect(self, offset: tuple[int, int] = (0, 0)) -> pygame.Rect:
        """The paper page on screen."""
        x0, y0 = self.to_screen(self.bounds.x, self.bounds.y)
        x1, y1 = self.to_screen(self.bounds.right, self.bounds.bottom)
        return pygame.Rect(round(x0) + offset[0], round(y0) + offset[1], round(x1 - x0), round(y1 - y0))

    def header_rect(self, offset: tuple[int, int] = (0, 0)) -> pygame.Rect:
        """The printed header band (title and tables) on screen."""
        page = self.page_rect(offset)
        return pygame.Rect(page.x, page.y, page.w, round(self.header_h * self.zoom))

    def paint(self, target: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        """The page, the course, then everything printed on it."""
        page = self.page_rect(offset)
        shadow = page.move(max(2, page.w // 300), max(3, page.w // 200))
        pygame.draw.rect(target, (40, 24, 12), shadow, border_radius=max(2, page.w // 200))
        pygame.draw.rect(target, PAGE, page, border_radius=max(2, page.w // 200))
        super().paint(target, offset)
        for n in self.in_play:
            self._print_hole(target, offset, self.sheet.holes[n])
        self._print_header(target, offset)

    def _print_header(self, target: pygame.Surface, offset: tuple[int, int]) -> None:
        band = self.header_rect(offset)
        if band.h < 12:
            return
        pad = band.h * 0.12
        title_w = band.w * 0.3
        small = max(6, int(band.h * 0.14))
        big = max(8, int(band.h * 0.26))
        img = text.render("ROLL IN ONE", "bold", small, PALETTE.ink_soft)
        target.blit(img, (band.x + pad, band.y + pad))
        name = self.sheet.course.name.upper() or "EAGLE'S CREEK"
        img = text.render(name, "title", text.fit_size(name, "title", big, int(title_w), minimum=6), PRINT)
        target.blit(img, (band.x + pad, band.y + pad + small * 1.2))
        note = "A golf roll-and-write · lowest total wins"
        img = text.render(note, "body", text.fit_size(note, "body", small, int(title_w), minimum=5), PALETTE.ink_soft)
        target.blit(img, (band.x + pad, band.y + pad + small * 1.2 + big * 1.15))
        tables = pygame.Rect(0, 0, int(band.w * 0.6), int(band.h * 0.62))
        tables.topright = (int(band.right - pad), int(band.y + pad))
        printed_tables.draw_all(target, tables, self.sheet.tables)
        self._print_scorecard_grid(target, self.scorecard_rect(offset))

    def scorecard_rect(self, offset: tuple[int, int] = (0, 0)) -> pygame.Rect:
        """The printed scorecard box (one column per hole in play, and the total) in the header."""
        band = self.header_rect(offset)
        pad = band.h * 0.12
        return pygame.Rect(round(band.x + pad), round(band.bottom - band.h * 0.25), round(band.w * 0.5), round(band.h * 0.21))

    def _print_scorecard_grid(self, target: pygame.Surface, box: pygame.Rect) -> None:
        if box.h < 8:
            return
        cols = len(self.in_play) + 2
        cw = box.w / cols
        line = max(1, box.h // 22)
        pygame.draw.rect(target, (250, 244, 226), box)
        pygame.draw.rect(target, printed_tables.RULE, box, line)
        pygame.draw.line(target, printed_tables.RULE, (box.x, box.centery), (box.right - 1, box.centery), line)
        size = max(5, int(box.h * 0.3))
        for k, label in enumerate(["HOLE", *map(str, self.in_play), "TOTAL"]):
            x = box.x + k * cw
            if k:
                pygame.draw.line(target, printed_tables.RULE, (x, box.y), (x, box.bottom - 1), line)
            img = text.render(label, "bold", text.fit_size(label, "bold", size, int(cw * 0.9), minimum=4), PRINT)
            target.blit(img, img.get_rect(center=(x + cw / 2, box.y + box.h / 4)))

    def draw_scorecard(self, surface: pygame.Surface, strokes: dict[int, str], total: str, ink: Color) -> None:
        """A player's strokes written into the printed scorecard (per frame: it is each player's own)."""
        box = self.scorecard_rect()
        if box.h < 8 or not box.colliderect(self.rect):
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        cw = box.w / (len(self.in_play) + 2)
        size = max(6, int(box.h * 0.42))
        for k, n in enumerate(self.in_play, 1):
            value = strokes.get(n, "")
            if value:
                img = text.render(value, "bold", size, ink)
                surface.blit(img, img.get_rect(center=(box.x + (k + 0.5) * cw, box.y + box.h * 0.75)))
        img = text.render(total, "bold", size, ink)
        surface.blit(img, img.get_rect(center=(box.x + (len(self.in_play) + 1.5) * cw, box.y + box.h * 0.75)))
        surface.set_clip(clip)

    def _print_hole(self, target: pygame.Surface, offset: tuple[int, int], hole: Hole) -> None:
        geo_center = lambda h: (lambda p: (p[0] + offset[0], p[1] + offset[1]))(self.hex_center(h))  # noqa: E731
        s = self.cell_size
        # dotted outline tying the hole to its label
        for a, b in self.outlines[hole.number]:
            _dotted(target, PRINT, self._off(self.to_screen(*a), offset), self._off(self.to_screen(*b), offset), max(1.0, s * 0.035), s * 0.16)
        # the tee line: a bold printed stroke along the tee side
        p, q = self.layout.edge_endpoints(hole.tee)
        p = self._off(self.to_screen(*p), offset)
        q = self._off(self.to_screen(*q), offset)
        pygame.draw.line(target, (252, 250, 238), p, q, max(3, round(s * 0.16)))
        pygame.draw.line(target, PRINT, p, q, max(2, round(s * 0.09)))
        # the flag, all of it in its own hex (its cloth never hides the sides of the hex above)
        cup, top, cloth = flag_parts(geo_center(hole.flag), s)
        pygame.draw.circle(target, (26, 22, 18), cup, max(2, s * 0.09))
        w = max(1, round(s * 0.05))
        pygame.draw.line(target, (90, 80, 70), (cup[0] + 1, cup[1]), (top[0] + 1, top[1]), w)
        pygame.draw.line(target, (246, 244, 236), cup, top, w)
        pygame.draw.polygon(target, FLAG_RED, cloth)
        pygame.draw.polygon(target, shade(FLAG_RED, 0.7), cloth, max(1, w // 2))
        self._print_label(target, geo_center(self.labels[hole.number]), hole, s, PAGE)

    def _print_label(self, target: pygame.Surface, center: Point, hole: Hole, s: float, paper: Color, ring: Color | None = None) -> pygame.Rect:
        """The hole's label: its number and its die faces on a small printed tag."""
        die = max(6, int(s * 0.62))
        gap = max(2, int(s * 0.08))
        num = str(hole.number)
        num_img = text.render(num, "bold", max(7, int(s * 0.5)), PRINT)
        tag = self.tag_rect(center, hole, s)
        pygame.draw.rect(target, paper, tag, border_radius=max(2, gap))
        pygame.draw.rect(target, ring or PRINT, tag, max(1, int(s * 0.04)) if ring is None else max(2, int(s * 0.08)), border_radius=max(2, gap))
        target.blit(num_img, num_img.get_rect(midleft=(tag.x + gap * 1.5, tag.centery)))
        x = tag.x + gap * 2 + num_img.get_width()
        for d in hole.dice:
            face = pieces.die_face(die, d)
            target.blit(face, (x, tag.y + gap))
            x += die + gap
        return tag

    @staticmethod
    def _off(p: Point, offset: tuple[int, int]) -> Point:
        return p[0] + offset[0], p[1] + offset[1]

    # per-frame marks ------------------------------------------------------------------------
    def draw_lit(self, surface: pygame.Surface, holes: Collection[int], color: Color = LIT) -> None:
        """Ring the labels and outlines of holes that may be chosen now."""
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        s = self.cell_size
        for n in holes:
            for a, b in self.outlines[n]:
                pygame.draw.line(surface, color, self.to_screen(*a), self.to_screen(*b), max(2, round(s * 0.07)))
            self._print_label(surface, self.hex_center(self.labels[n]), self.sheet.holes[n], s, (255, 246, 214), ring=color)
        surface.set_clip(clip)

    def draw_done(self, surface: pygame.Surface, done: dict[int, int]) -> None:
        """Finished holes: the score written on the label in ink, the hole shaded like a crossed-off box."""
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        s = self.cell_size
        shaded = {c for n in done for c in self.regions[n]}
        if shaded:  # one veil for every finished hole (one surface, one blit)
            self.draw_cells(surface, shaded, (246, 238, 218), alpha=70)
        for n, strokes in done.items():
            cx, cy = self.hex_center(self.labels[n])
            r = max(8, s * 0.34)
            label = str(strokes)
            pygame.draw.circle(surface, (250, 244, 226), (cx + r * 1.8, cy - r * 0.9), r)
            pygame.draw.circle(surface, PALETTE.accent, (cx + r * 1.8, cy - r * 0.9), r, max(2, round(r * 0.12)))
            img = text.render(label, "bold", max(8, int(r * 1.2)), PALETTE.accent)
            surface.blit(img, img.get_rect(center=(cx + r * 1.8, cy - r * 0.9)))
        surface.set_clip(clip)

    def hole_at(self, pos: tuple[int, int]) -> int | None:
        """The hole in play whose label or flag is under a screen position (None elsewhere)."""
        h = self.hex_at(pos)
        if h is None:
            return None
        for n in self.in_play:
            if h in (self.labels[n], self.sheet.holes[n].flag):
                return n
        inside = [n for n in self.member.get(h, []) if n in self.in_play]
        return inside[0] if len(inside) == 1 else None

    def describe_cell(self, h: Hex) -> list[str]:
        """Hover text: terrain, and which hole the cell belongs to."""
        t = self.sheet.terrain(h)
        lines = []
        for n in self.member.get(h, []):
            if n in self.in_play:
                hole = self.sheet.holes[n]
                lines.append(f"Hole {n} · die {' or '.join(map(str, hole.dice))}")
                if h == hole.flag:
                    lines.append("the flag: end a shot on one of its sides")
        lines.append(TERRAIN_NAMES.get(t, t.value) if t is not None else "Off the sheet")
        return lines


def _dotted(surface: pygame.Surface, color: Color, a: Point, b: Point, r: float, step: float) -> None:
    """Printed dots from ``a`` to ``b``."""
    d = math.dist(a, b)
    n = max(1, int(d / max(2.0, step)))
    for k in range(n + 1):
        t = k / n
        pygame.draw.circle(surface, color, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), r)
