"""Pictures for the Carom Golf rules page, drawn by the game itself.

Each function has the rich-text diagram signature ``fn(surface, rect, scale)``
and is referenced from ``assets/rules/carom.md`` with a line such as
``::diagram game.scenes.carom.diagrams:straight_stroke 220``.

The strokes in these pictures are not drawn by hand: a tiny course is set up
in code and the real engine plays the stroke, so every path shown is the path
the game will play. A picture is rendered once per size and cached; if it
cannot be drawn the page shows a short note instead of failing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.hexgrid import Hex, Stagger
from game.render import drawing, pieces, rule_pictures
from game.render.boardview import BoardView
from game.rules.carom import events as E
from game.rules.carom import new_state as new_carom_state
from game.rules.course import CourseMap, CourseObject, ObjectKind, Terrain, course_from_rows
from game.rules.protocol import Event
from game.ui import text
from game.ui.theme import PALETTE, Color, px

ST = Stagger("y", "odd")
LEGEND = {
    ".": Terrain.FAIRWAY,
    "s": Terrain.SAND,
    "~": Terrain.WATER,
    "D": Terrain.DENSE_GRASS,
    "P": Terrain.PUDDLE,
    "i": Terrain.ICE,
}
BALL_LOOK = [(pieces.ball_style(i)[1], str(i + 1)) for i in range(4)]
"""The balls of seats 1-4 as a new game deals them, so the pictures match the table."""


def c(col: int, row: int) -> Hex:
    """Axial cell of a Tiled (column, row) in these pictures."""
    return ST.to_axial(col, row)


def _course(rows: Sequence[str], extra: Sequence[CourseObject] = (), hole: tuple[int, int] | None = None) -> CourseMap:
    """A picture's course: a tee rectangle in the two left-most columns of rows 0–2, the hole where asked."""
    tee = CourseObject(1, ObjectKind.TEE, (c(0, 0), c(1, 0), c(0, 1), c(1, 1), c(0, 2), c(1, 2)))
    width = max(len(r) for r in rows)
    hole_cell = c(*hole) if hole else c(width - 1, len(rows) - 1)
    objects = (tee, CourseObject(2, ObjectKind.HOLE, (hole_cell,)), *extra)
    return course_from_rows(rows, LEGEND, name="picture", stagger=ST, objects=objects)


Stroke = tuple[Hex, str, int, int]
"""(tee cell, card, die face, direction) of one ball's first stroke."""


def _play(course: CourseMap, strokes: Sequence[Stroke], mode: str = "carom") -> tuple[dict[int, Hex], Sequence[Event]]:
    """Each ball in turn tees up and plays its stroke (Carom mode); (where the balls were before the last stroke, its events)."""
    state = new_carom_state(len(strokes), course, 0, mode=mode)
    events: Sequence[Event] = []
    starts: dict[int, Hex] = {}
    for i, (tee, card, face, direction) in enumerate(strokes):
        state, _ = state.apply(("tee", tee.q, tee.r))
        state, _ = state.apply(("card", card))
        state, _ = state.apply(face)
        if i == len(strokes) - 1:
            starts = {b: h for b, h in enumerate(state.positions) if h is not None and state.status[b] == "playing"}
        state, events = state.apply(("strike", direction))
    return starts, events


class _Picture:
    """A board fitted into a diagram rectangle, with helpers to draw arrows and balls on it."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect, course: CourseMap, scale: float) -> None:
        self.surface, self.rect, self.scale = surface, rect, scale
        self.view = BoardView(course)
        self.view.set_rect(rect, scale)
        self.view.fit()
        self.view.paint(surface, (0, 0))

    def arrow(self, a: Hex, b: Hex, number: int | None, color: Color = (250, 246, 236), air: bool = False) -> None:
        """One step: an arrow from the middle of ``a`` toward ``b``, with its impulse number."""
        s = self.view.cell_size
        (x0, y0), (x1, y1) = self.view.hex_center(a), self.view.hex_center(b)
        ang = math.atan2(y1 - y0, x1 - x0)
        sx, sy = x0 + math.cos(ang) * s * 0.2, y0 + math.sin(ang) * s * 0.2
        ex, ey = x1 - math.cos(ang) * s * 0.22, y1 - math.sin(ang) * s * 0.22
        w = max(2, round(s * 0.07))
        col = (170, 210, 245) if air else color
        pygame.draw.line(self.surface, (30, 16, 8), (sx + 1, sy + 2), (ex + 1, ey + 2), w)
        pygame.draw.line(self.surface, col, (sx, sy), (ex, ey), w)
        head = [
            (ex + math.cos(ang) * s * 0.14, ey + math.sin(ang) * s * 0.14),
            (ex + math.cos(ang + 2.4) * s * 0.14, ey + math.sin(ang + 2.4) * s * 0.14),
            (ex + math.cos(ang - 2.4) * s * 0.14, ey + math.sin(ang - 2.4) * s * 0.14),
        ]
        pygame.draw.polygon(self.surface, col, head)
        if number is not None and s >= 18:
            img = text.render(str(number), "bold", max(9, int(s * 0.26)), PALETTE.ink)
            mx, my = (sx + ex) / 2, (sy + ey) / 2
            nx, ny = -math.sin(ang) * s * 0.2, math.cos(ang) * s * 0.2
            box = img.get_rect(center=(mx + nx, my + ny)).inflate(4, 0)
            pygame.draw.rect(self.surface, (250, 246, 236), box, border_radius=box.h // 2)
            self.surface.blit(img, img.get_rect(center=box.center))

    def ball(self, h: Hex, look: tuple[Color, str], faded: bool = False) -> None:
        """A ball resting on a cell (faded: where it started)."""
        x, y = self.view.hex_center(h)
        r = max(3, int(self.view.cell_size * 0.3))
        if faded:
            tmp = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
            pieces.draw_ball(tmp, (r * 2, r * 2), r, look[0], look[1])
            tmp.set_alpha(110)
            self.surface.blit(tmp, (x - r * 2, y - r * 2))
        else:
            pieces.draw_ball(self.surface, (x, y), r, look[0], look[1])

    def mark(self, h: Hex, label: str, color: Color = PALETTE.gold, below: bool = False) -> None:
        """A ring around a cell with a short label above (or below) it."""
        x, y = self.view.hex_center(h)
        s = self.view.cell_size
        pygame.draw.circle(self.surface, color, (x, y), s * 0.45, max(2, round(s * 0.06)))
        img = text.render(label, "bold", max(10, int(s * 0.3)), PALETTE.cream_text)
        back = text.render(label, "bold", max(10, int(s * 0.3)), (30, 16, 8))
        r = img.get_rect(midtop=(x, y + s * 0.5)) if below else img.get_rect(midbottom=(x, y - s * 0.5))
        self.surface.blit(back, r.move(1, 1))
        self.surface.blit(img, r)

    def events(self, starts: dict[int, Hex], events: Sequence[Event]) -> dict[int, Hex]:
        """Draw every step of every ball, numbered by the stroke's impulses; returns where each ball ends."""
        pos = dict(starts)
        count = 0
        for ball, h in starts.items():
            self.ball(h, BALL_LOOK[ball % len(BALL_LOOK)], faded=True)
        for e in events:
            if isinstance(e, E.Step):
                count += 1
                color = BALL_LOOK[e.ball % len(BALL_LOOK)][0]
                self.arrow(e.start, e.to, count, color=_light(color), air=e.airborne)
                pos[e.ball] = e.to
            elif isinstance(e, (E.Holed, E.Sank, E.DroppedInMoleHole)):
                pos.pop(e.ball, None)
                self.mark(e.at, "in!" if isinstance(e, E.Holed) else "sinks" if isinstance(e, E.Sank) else "mole hole")
            elif isinstance(e, E.WentOut):
                pos.pop(e.ball, None)
                self.mark(e.at, "out", PALETTE.accent)
            elif isinstance(e, E.TookOff):
                self.mark(e.landing, "T", (170, 210, 245))
            elif isinstance(e, E.BallPlaced):
                pos[e.ball] = e.at
                self.mark(e.at, "+2, back here", PALETTE.accent, below=True)
        for ball, h in pos.items():
            self.ball(h, BALL_LOOK[ball % len(BALL_LOOK)])
        return pos


def _light(color: Color) -> Color:
    r, g, b = (int(v + (255 - v) * 0.45) for v in color)
    return (r, g, b)


def _caption(surface: pygame.Surface, rect: pygame.Rect, line: str, scale: float) -> pygame.Rect:
    """A caption under a picture; returns the room left above it."""
    size = text.fit_size(line, "body", px(17, scale), rect.w - px(10, scale))
    img = text.render(line, "body", size, PALETTE.ink_soft)
    surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.bottom)))
    return pygame.Rect(rect.x, rect.y, rect.w, rect.h - img.get_height() - px(4, scale))


FAILED: dict[str, Exception] = {}
"""Pictures that could not be drawn, and why (the page shows a note; the tests look here)."""


def _cached(draw: rule_pictures.Picture) -> rule_pictures.Picture:
    """Render a picture once per size (the rules page redraws every frame), with a note if it fails (render/rule_pictures)."""
    return rule_pictures.cached(draw, FAILED)


# ---------------------------------------------------------------------------------- the pictures
@_cached
def card_and_die(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A card and the die: '+3' with a rolled 4 gives 7 impulses."""
    s = scale
    room = _caption(surface, rect, "Pick a card (or none), roll the die: the card's formula turns the roll into impulses.", s)
    h = min(room.h - px(10, s), px(150, s))
    card = pygame.Rect(0, 0, int(h * 0.72), h)
    card.midleft = (room.centerx - px(240, s), room.centery)
    drawing.card(surface, card, radius=px(10, s), lift=px(6, s), border=PALETTE.accent, border_width=px(3, s))
    img = text.render("+3", "title", int(h * 0.38), PALETTE.accent)
    surface.blit(img, img.get_rect(center=card.center))
    plus = text.render("with", "ui", px(22, s), PALETTE.ink_soft)
    surface.blit(plus, plus.get_rect(center=(card.right + px(45, s), card.centery)))
    pieces.draw_die(surface, (card.right + px(125, s), card.centery), int(h * 0.5), 4, angle=-8)
    eq = text.render("= 7 impulses", "heading", px(34, s), PALETTE.ink)
    surface.blit(eq, eq.get_rect(midleft=(card.right + px(190, s), card.centery)))


def scenario(name: str) -> tuple[CourseMap, list[Stroke]]:
    """The course and strokes behind a picture (the tests replay them to check what each one shows)."""
    wide = ["..........", "..........", ".........."]
    if name == "straight_stroke":
        return _course(wide, hole=(9, 0)), [(c(1, 1), "+3", 4, 0)]
    if name == "into_the_hole":
        return _course(wide, hole=(5, 1)), [(c(1, 1), "none", 5, 0)]
    if name == "ground":
        return _course(["..ss..D...", "...ss.D...", "....ss.D.."], hole=(9, 0)), [(c(1, 1), "+5", 3, 0)]
    if name == "pond":
        return _course(["..........", "....~~~...", ".........."], hole=(9, 0)), [(c(1, 1), "+3", 5, 0)]
    if name == "bounce":
        bar = CourseObject(3, ObjectKind.FLAT_OBSTACLE, (c(6, 2), c(5, 1), c(5, 0)), props={"shape": "bar"})
        return _course(["..........."] * 6, extra=(bar,), hole=(10, 5)), [(c(1, 2), "+3", 4, 0)]
    if name == "long_stroke":
        rows = ["........................", "......~~~~..sss.........", "........................"]
        rock = CourseObject(3, ObjectKind.ROCK, (c(10, 1),))
        return _course(rows, extra=(rock,), hole=(23, 2)), [(c(1, 1), "+20", 1, 0)]
    if name == "too_close":
        stump = CourseObject(3, ObjectKind.STUMP, (c(16, 1),))
        return _course(["........................"] * 3, extra=(stump,), hole=(23, 2)), [(c(1, 1), "+20", 1, 0)]
    if name == "carom":
        strokes = [(c(1, 1), "none", 3, 0), (c(1, 1), "none", 2, 0), (c(1, 1), "none", 6, 0)]
        return _course(["..............", "..............", ".............."], hole=(13, 0)), strokes
    raise KeyError(name)


def _board_picture(name: str, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    course, strokes = scenario(name)
    start, events = _play(course, strokes)
    _Picture(surface, rect, course, scale).events(start, events)


def _preview_picture(name: str, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A stroke drawn as the table's path preview draws it before the click (the flight's arc, T, the roll)."""
    from game.scenes.carom.board import draw_preview, preview_marks

    course, strokes = scenario(name)
    starts, events = _play(course, strokes)
    pic = _Picture(surface, rect, course, scale)
    view = pic.view
    draw_preview(surface, preview_marks(events, view.hex_center, view.cell_size), view.hex_center, view.cell_size, lambda b: (250, 246, 236))
    ends = dict(starts)
    for e in events:
        if isinstance(e, (E.Step, E.BallPlaced)):
            ends[e.ball] = e.to if isinstance(e, E.Step) else e.at
        elif isinstance(e, (E.Holed, E.Sank, E.WentOut, E.DroppedInMoleHole)):
            ends.pop(e.ball, None)
    for ball, h in starts.items():
        pic.ball(h, BALL_LOOK[ball % len(BALL_LOOK)], faded=ends.get(ball) != h)
    for ball, h in ends.items():
        if starts.get(ball) != h:
            pic.ball(h, BALL_LOOK[ball % len(BALL_LOOK)])


@_cached
def straight_stroke(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Seven impulses: the ball rolls seven hexes in a straight line, one impulse per step."""
    room = _caption(surface, rect, "Each impulse moves the ball one hex in a straight line: 7 impulses, 7 steps.", scale)
    _board_picture("straight_stroke", surface, room, scale)


@_cached
def into_the_hole(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Exactly enough impulses, or one more: the ball drops in. More than that: it rolls over and loses one."""
    room = _caption(surface, rect, "Four steps to the hole: a roll of 4 or 5 drops in; more rolls over it, losing one impulse on the far edge.", scale)
    _board_picture("into_the_hole", surface, room, scale)


@_cached
def ground(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Sand costs an extra impulse per step started on it; dense grass stops the ball in front of it."""
    room = _caption(surface, rect, "Sand: each step that starts on it costs 2 impulses. Dense grass: the ball stops in front.", scale)
    _board_picture("ground", surface, room, scale)


@_cached
def pond(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Into a pond: the ball sinks, two penalty points, and it is put back where it went in."""
    room = _caption(surface, rect, "A pond sinks the ball: +2 penalty, and it goes back to the hex it entered from.", scale)
    _board_picture("pond", surface, room, scale)


@_cached
def bounce(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A flat obstacle: the ball bounces off it and goes on with its remaining impulses."""
    room = _caption(surface, rect, "A ball meeting the long side of a bar is turned off it and goes on with the impulses it has left.", scale)
    _board_picture("bounce", surface, room, scale)


@_cached
def long_stroke(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A long stroke (20 impulses or more) flies over everything low and rolls its last five steps."""
    room = _caption(surface, rect, "21 impulses: the ball flies 16 hexes (the blue arc) over pond, rock and sand, lands at T, then rolls the last 5.", scale)
    _preview_picture("long_stroke", surface, room, scale)


@_cached
def too_close(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A stump just before T: the flying ball comes down in front of it and bounces back."""
    room = _caption(surface, rect, "A stump one hex before T is too close to clear: the ball comes down in front of it and bounces back.", scale)
    _preview_picture("too_close", surface, room, scale)


@_cached
def carom(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Carom mode: a ball that runs into a row of balls stops; the last ball of the row takes its impulses."""
    room = _caption(surface, rect, "Ball 3 runs into the row of balls 2 and 1: it stops, and the last ball of the row takes its impulses.", scale)
    _board_picture("carom", surface, room, scale)


PICTURES: tuple[Callable[[pygame.Surface, pygame.Rect, float], None], ...] = (
    card_and_die,
    straight_stroke,
    into_the_hole,
    ground,
    pond,
    bounce,
    long_stroke,
    too_close,
    carom,
)
"""Every picture, in the order the rules page uses them."""
