"""A cell of a course in words (terrain and pieces), and the paper label near the pointer that says it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.hexgrid import Hex
from game.rules.course import CourseMap, CourseObject, ObjectKind, Terrain
from game.ui import text
from game.ui.theme import PALETTE, px

TERRAIN_NAMES: dict[Terrain, str] = {
    Terrain.FAIRWAY: "Fairway",
    Terrain.ROUGH: "Rough",
    Terrain.SAND: "Sand",
    Terrain.TREES: "Trees",
    Terrain.WATER: "Water",
    Terrain.GREEN: "Green",
    Terrain.TEE: "Tee",
    Terrain.DENSE_GRASS: "Dense grass",
    Terrain.PUDDLE: "Puddle",
    Terrain.ICE: "Ice",
}
OBJECT_NAMES: dict[ObjectKind, str] = {
    ObjectKind.TEE: "Tee area",
    ObjectKind.HOLE: "The hole",
    ObjectKind.FLAG: "Flag",
    ObjectKind.GREEN: "Green",
    ObjectKind.FLAT_OBSTACLE: "Flat obstacle",
    ObjectKind.STUMP: "Tree stump",
    ObjectKind.ROCK: "Rock",
    ObjectKind.MUSHROOM: "Mushroom",
    ObjectKind.MOLE_HOLE: "Mole hole",
}


def default_description(course: CourseMap, h: Hex, objects: Sequence[CourseObject]) -> list[str]:
    """A cell in words: its pieces and terrain, then its place on the map."""
    lines = [OBJECT_NAMES.get(o.kind, o.kind.value) for o in objects]
    t = course.terrain_at(h)
    if t is not None:
        lines.append(TERRAIN_NAMES.get(t, t.value))
    if not lines:
        lines.append("Off the course")
    col, row = course.grid.stagger.to_offset(h)
    lines.append(f"column {col}, row {row}")
    return lines


def draw_tooltip(
    surface: pygame.Surface,
    lines: Sequence[str],
    mouse: tuple[int, int],
    scale: float,
    avoid: Sequence[pygame.Rect] = (),
    bounds: pygame.Rect | None = None,
) -> pygame.Rect:
    """A small paper label near the pointer saying what is under it.

    It goes to whichever side of the pointer keeps it inside ``bounds`` (the
    window by default) and clear of every rectangle in ``avoid`` (what the
    player is aiming at); where no side is clear, the one covering least.
    """
    s = scale
    size_title = px(19, s)
    size_body = px(16, s)
    imgs = [text.render(lines[0], "bold", size_title, PALETTE.ink)]
    imgs += [text.render(line, "body", size_body, PALETTE.ink_soft) for line in lines[1:]]
    pad = px(10, s)
    w = max(i.get_width() for i in imgs) + 2 * pad
    h = sum(i.get_height() for i in imgs) + 2 * pad
    box = tooltip_place((w, h), mouse, surface.get_rect() if bounds is None else bounds, avoid, scale)
    from game.render import drawing

    drawing.card(surface, box, radius=px(8, s), lift=px(4, s))
    y = box.y + pad
    for img in imgs:
        surface.blit(img, (box.x + pad, y))
        y += img.get_height()
    return box


def tooltip_place(
    size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect, avoid: Sequence[pygame.Rect], scale: float
) -> pygame.Rect:
    """The label's rectangle: the first side of the pointer that is inside ``bounds`` and clear of ``avoid``."""
    s = scale
    w, h = size
    mx, my = mouse
    near, far = px(18, s), px(12, s)
    spots = (
        (mx + near, my + near),
        (mx - far - w, my + near),
        (mx + near, my - far - h),
        (mx - far - w, my - far - h),
        (mx - w // 2, my + near * 2),
        (mx - w // 2, my - far * 2 - h),
    )
    best: tuple[int, int, pygame.Rect] | None = None
    for x, y in spots:
        box = pygame.Rect(x, y, w, h)
        inside = bounds.contains(box)
        box.clamp_ip(bounds)
        covered = sum(box.clip(r).w * box.clip(r).h for r in avoid)
        score = (0 if inside else 1, covered)
        if best is None or score < best[:2]:
            best = (score[0], score[1], box)
        if inside and covered == 0:
            break
    assert best is not None
    return best[2]
