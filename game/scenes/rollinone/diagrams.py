"""Pictures for the Roll in One rules page, drawn by the game itself.

Each function has the rich-text diagram signature ``fn(surface, rect, scale)``
and is referenced from ``assets/rules/rollinone.md`` with a line such as
``::diagram game.scenes.rollinone.diagrams:flight 200``. The shots are played
by the real engine on a tiny hole built in code, with the die faces chosen,
so every path shown is the path the game plays.

Every die face (``FACE_KINDS``, drawn by :func:`faces`), terrain
(``TERRAIN_RULES``) and card (the pictures of :mod:`legend`, laid out by
:func:`caddie_cards` and :func:`golfers`) has its picture; each page picture
is painted once per size (:func:`game.render.rule_pictures.cached`) and one
that fails leaves its error in ``FAILED``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

import pygame

from game.hexgrid import Hex, Stagger
from game.render import pieces, rule_pictures
from game.render import terrain as terrain_art
from game.render.boardview import BoardView
from game.rules.course import CourseMap, CourseObject, GameKind, Grid, ObjectKind, Terrain
from game.rules.protocol import CHANCE
from game.rules.rollinone import data, new_state
from game.rules.rollinone import events as E
from game.rules.rollinone.actions import ACCEPT, ROLL, Curve, Swing
from game.rules.rollinone.events import RollEvent
from game.rules.rollinone.state import RollState
from game.scenes.rollinone import legend
from game.scenes.rollinone.board import FLAG
from game.scenes.rollinone.choices import card_short
from game.scenes.rollinone.tray import CLUB_COLORS, INK, card_frame
from game.ui import text
from game.ui.theme import PALETTE, Color, px

RED = pieces.BALL_COLORS[1][1]
BLUE = pieces.BALL_COLORS[2][1]
YELLOW = pieces.BALL_COLORS[3][1]
LOOKS = [(BLUE, "1"), (RED, "2"), (YELLOW, "3")]
EAST, NE, NW, WEST, SW, SE = range(6)


def _hole(terrain: dict[Hex, Terrain], green: Hex) -> CourseMap:
    objects = (CourseObject(1, ObjectKind.TEE, (Hex(0, 0),), name="tee"), CourseObject(2, ObjectKind.GREEN, (green,), name="green"))
    grid = Grid(20, 10, Stagger("y", "odd"), 62, 72, 36)
    return CourseMap("picture", GameKind.ROLLINONE, grid, terrain, objects, {"board": "hole", "par": 3})


def _strip(letters: str, rows: int = 1, r0: int = 0) -> dict[Hex, Terrain]:
    kinds = {"F": Terrain.FAIRWAY, "R": Terrain.ROUGH, "S": Terrain.SAND, "T": Terrain.TREES, "W": Terrain.WATER}
    return {Hex(i, r): kinds[ch] for r in range(r0, r0 + rows) for i, ch in enumerate(letters) if ch != " "}


def _position(course: CourseMap, balls: Sequence[Hex]) -> RollState:
    """Player 0 about to swing on ``course``; other balls resting where given; no cards, no golfers."""
    s = new_state(len(balls), course, 0, quick=True)
    players = tuple(replace(p, ball=balls[i], golfer=None, hand=()) for i, p in enumerate(s.players))
    board = s.boards.holes[0]
    return replace(s, players=players, phase="turn", actor=0, shooter=0, queue=tuple(range(len(balls))), round=1, hole=1,
                   holes_total=1, ready=board.index, greens=board.greens, par=board.par, golfer_pool=(), rolloff=(), dealing=())


def _shot(state: RollState, club: str, direction: int, faces: Sequence[data.Face], curves: Sequence[int] = ()) -> tuple[RollState, list[RollEvent]]:
    """Swing and roll the given faces (curves take the given directions); the state after and every event."""
    events: list[RollEvent] = []
    state, ev = state.apply(Swing(club, direction))
    events += ev
    faces, curves = list(faces), list(curves)
    while faces or (state.phase in ("curve", "dturn") and curves):
        if state.phase in ("curve", "dturn"):
            state, ev = state.apply(Curve(curves.pop(0)))
        elif state.current_player == CHANCE:
            state, ev = state.apply(faces.pop(0))
        elif state.flight is None:
            break
        else:
            legal = state.legal_actions()
            state, ev = state.apply(ACCEPT if ACCEPT in legal else ROLL)
        events += ev
    return state, events


class _Picture:
    """A little hole fitted into the diagram's rectangle."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect, course: CourseMap, scale: float, flag: bool = True) -> None:
        self.surface, self.rect, self.scale = surface, rect, scale
        self.view = BoardView(course)
        self.view.set_rect(rect, scale)
        self.view.fit()
        self.view.paint(surface, (0, 0))
        if flag:
            for g in course.objects_of(ObjectKind.GREEN):
                from game.render import course_pieces

                course_pieces.draw_flag(surface, self.view.hex_center(g.cells[0]), self.view.cell_size, FLAG)

    def ball(self, h: Hex | None, look: tuple[Color, str], faded: bool = False) -> None:
        if h is None:  # a ball off the course (holed, lost) has no place in the picture
            return
        x, y = self.view.hex_center(h)
        r = max(3, int(self.view.cell_size * 0.28))
        tmp = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
        pieces.draw_ball(tmp, (r * 2, r * 2), r, look[0], look[1])
        if faded:
            tmp.set_alpha(110)
        self.surface.blit(tmp, (x - r * 2, y - r * 2))

    def hop(self, a: Hex, b: Hex, face: str | None, club: str, color: Color = (250, 246, 236)) -> None:
        """An arc from one space to the next with the die face that moved it."""
        s = self.view.cell_size
        (x0, y0), (x1, y1) = self.view.hex_center(a), self.view.hex_center(b)
        pts = [(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - math.sin(math.pi * t) * s * 0.35) for t in (i / 8 for i in range(9))]
        pygame.draw.lines(self.surface, (30, 16, 8), False, [(x + 1, y + 2) for x, y in pts], max(2, round(s * 0.06)))
        pygame.draw.lines(self.surface, color, False, pts, max(2, round(s * 0.06)))
        if face is not None:
            size = max(14, int(s * 0.46))
            img = pieces.die_face(size, face, CLUB_COLORS.get(club, (250, 246, 236)), INK)
            self.surface.blit(img, img.get_rect(center=(pts[4][0], pts[4][1] - size * 0.7)))

    def label(self, h: Hex, words: str, color: Color = PALETTE.cream_text, below: bool = True) -> None:
        x, y = self.view.hex_center(h)
        s = self.view.cell_size
        size = max(10, int(s * 0.26))
        img = text.render(words, "bold", size, color)
        back = text.render(words, "bold", size, (30, 16, 8))
        r = img.get_rect(midtop=(x, y + s * 0.42)) if below else img.get_rect(midbottom=(x, y - s * 0.5))
        self.surface.blit(back, r.move(1, 1))
        self.surface.blit(img, r)

    def events(self, events: Sequence[RollEvent], club: str) -> None:
        """Hops with their faces, curves and roll-ons, in the order the engine gave them."""
        face: str | None = None
        for e in events:
            if isinstance(e, E.Rolled):
                face = e.face
            elif isinstance(e, E.Moved):
                self.hop(e.start, e.end, face, club)
                face = None if e.why != "dots" else face
            elif isinstance(e, E.RolledOn):
                self.hop(e.start, e.end, None, club, (200, 228, 250))
            elif isinstance(e, E.RollFailed):
                self.label(e.cell, f"{e.face}: down" if e.why == "beaten" else "stuck in trees", PALETTE.gold)


def _clubs(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The six club dice, each with its name and every face."""
    w = rect.w // 6
    for i, club in enumerate(data.CLUBS):
        col = pygame.Rect(rect.x + i * w, rect.y, w, rect.h)
        big = min(px(46, scale), w // 2)
        pieces.draw_die(surface, (col.centerx, col.y + big // 2 + px(4, scale)), big, str(club.top_number), body=CLUB_COLORS[club.id], pip=INK)
        name = f"{club.title} d{club.sides}"
        img = text.render(name, "bold", text.fit_size(name, "bold", px(16, scale), w - px(6, scale)), PALETTE.ink)
        surface.blit(img, img.get_rect(midtop=(col.centerx, col.y + big + px(10, scale))))
        fs = max(10, min(px(22, scale), (w - px(8, scale)) // 4 - 2))
        per_row = max(1, (w - px(4, scale)) // (fs + 2))
        y0 = col.y + big + px(34, scale)
        for k, face in enumerate(club.faces):
            r, c = divmod(k, per_row)
            x = col.centerx - (min(per_row, len(club.faces)) * (fs + 2)) // 2 + c * (fs + 2)
            y = y0 + r * (fs + 2)
            if y + fs > rect.bottom:
                break
            surface.blit(pieces.die_face(fs, face, CLUB_COLORS[club.id], INK), (x, y))


def _flight(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Roll higher and higher: Wood 3, 5, triangle, 7, then a 2 that does not beat 7."""
    course = _hole(_strip("RRRRRRRR"), Hex(7, 0))
    state, events = _shot(_position(course, [Hex(0, 0)]), "wood", EAST, ["3", "5", "tri", "7", "2"])
    pic = _Picture(surface, rect, course, scale)
    pic.ball(Hex(0, 0), LOOKS[0], faded=True)
    pic.events(events, "wood")
    pic.ball(state.players[0].ball, LOOKS[0])


def _curves(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Left: a 6-Iron curve (2, curve to the upper right, 4, then 1). Right: a Wedge dotted curve."""
    half = rect.w // 2
    left = pygame.Rect(rect.x, rect.y, half - px(8, scale), rect.h)
    right = pygame.Rect(rect.x + half + px(8, scale), rect.y, half - px(8, scale), rect.h)
    course = _hole(_strip("RRRRRR", rows=3, r0=-2), Hex(5, -2))
    state, events = _shot(_position(course, [Hex(0, 0)]), "iron6", EAST, ["2", "curve", "4", "1"], [NE])
    pic = _Picture(surface, left, course, scale)
    pic.ball(Hex(0, 0), LOOKS[0], faded=True)
    pic.events(events, "iron6")
    pic.ball(state.players[0].ball, LOOKS[0])
    state, events = _shot(_position(course, [Hex(0, 0)]), "wedge", EAST, ["dcurve"], [NE])
    pic = _Picture(surface, right, course, scale)
    pic.ball(Hex(0, 0), LOOKS[0], faded=True)
    pic.events(events, "wedge")
    pic.ball(state.players[0].ball, LOOKS[0])


def _turn_limit(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A shot flying to the right may curve to the two lit spaces only: never more than 60° a roll."""
    course = _hole(_strip("RRRRR", rows=3, r0=-1), Hex(4, 1))
    pic = _Picture(surface, rect, course, scale, flag=False)
    ball = Hex(2, 0)
    pic.hop(Hex(1, 0), ball, None, "iron6")
    pic.view.draw_cells(surface, [ball.neighbor(NE), ball.neighbor(SE)], PALETTE.gold, 110, outline=max(2, px(2, scale)))
    pic.view.draw_cells(surface, [ball.neighbor(NW), ball.neighbor(SW), ball.neighbor(WEST)], PALETTE.accent, 70)
    pic.ball(ball, LOOKS[0])
    pic.label(ball.neighbor(NE), "curve", PALETTE.gold, below=False)
    pic.label(ball.neighbor(SE), "curve", PALETTE.gold)
    pic.label(ball.neighbor(NW), "never", PALETTE.cream_text, below=False)


TERRAIN_RULES = (
    (Terrain.ROUGH, "Rough", "no special rule"),
    (Terrain.FAIRWAY, "Fairway", "landing rolls on one space (not after dots)"),
    (Terrain.SAND, "Sand", "starting here, the first roll does not move"),
    (Terrain.TREES, "Trees", "a triangle over trees brings the ball down"),
    (Terrain.WATER, "Water", "+1 penalty, back to the last dry space"),
)


def _terrain(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Each terrain with its rule; out of bounds is the bare table beyond the white stakes."""
    rows = len(TERRAIN_RULES) + 1
    h = rect.h // rows
    for i, (t, name, rule) in enumerate(TERRAIN_RULES):
        y = rect.y + i * h
        sw = pygame.Rect(rect.x, y + 2, h - 4, h - 4)
        terrain_art.swatch(surface, sw, t)
        surface.blit(text.render(name, "bold", px(17, scale), PALETTE.ink), (sw.right + px(10, scale), y + 2))
        surface.blit(text.render(rule, "body", px(16, scale), PALETTE.ink_soft), (sw.right + px(110, scale), y + 3))
    y = rect.y + (rows - 1) * h
    sw = pygame.Rect(rect.x, y + 2, h - 4, h - 4)
    pygame.draw.rect(surface, PALETTE.table, sw)
    pygame.draw.circle(surface, (250, 248, 240), sw.center, max(2, sw.w // 8))
    surface.blit(text.render("Out of bounds", "bold", px(17, scale), PALETTE.ink), (sw.right + px(10, scale), y + 2))
    surface.blit(text.render("off the boards: stop at the edge, +1 penalty", "body", px(16, scale), PALETTE.ink_soft), (sw.right + px(110, scale) + px(30, scale), y + 3))


def _collision(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Left: ball 1 lands on ball 2 and knocks it one space on. Right: at the edge, ball 1 stacks on top instead."""
    half = rect.w // 2
    left = pygame.Rect(rect.x, rect.y, half - px(8, scale), rect.h)
    right = pygame.Rect(rect.x + half + px(8, scale), rect.y, half - px(8, scale), rect.h)
    course = _hole(_strip("RRRRR"), Hex(4, 0))
    state, events = _shot(_position(course, [Hex(0, 0), Hex(2, 0)]), "wood", EAST, ["3", "5", "1"])
    pic = _Picture(surface, left, course, scale, flag=False)
    pic.ball(Hex(0, 0), LOOKS[0], faded=True)
    pic.events(events, "wood")
    for e in events:
        if isinstance(e, E.Knocked):
            pic.hop(e.start, e.end, None, "wood", (255, 236, 160))
            pic.label(e.end, "knocked", PALETTE.gold)
    for i, p in enumerate(state.players):
        pic.ball(p.ball, LOOKS[i])
    edge = _hole(_strip("RRR", rows=2), Hex(0, 1))
    state, events = _shot(_position(edge, [Hex(0, 0), Hex(2, 0)]), "wood", EAST, ["3", "5", "1"])
    pic = _Picture(surface, right, edge, scale, flag=False)
    pic.ball(Hex(0, 0), LOOKS[0], faded=True)
    pic.events(events, "wood")
    pic.ball(Hex(2, 0), LOOKS[1])
    x, y = pic.view.hex_center(Hex(2, 0))
    r = max(3, int(pic.view.cell_size * 0.22))
    pieces.draw_ball(surface, (x + r * 0.5, y - r * 1.1), r, LOOKS[0][0], LOOKS[0][1])
    pic.label(Hex(2, 0), "stacked", PALETTE.gold)


def _scoring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Ben reached the green; Ada is 2 spaces away with 1 penalty; Cleo 3 away: 1 + 1, then 0 + 2 closer."""
    course = _hole(_strip("RRRRRRR", rows=3, r0=-1), Hex(6, 0))
    left = pygame.Rect(rect.x, rect.y, rect.w * 55 // 100, rect.h)
    pic = _Picture(surface, left, course, scale)
    green = Hex(6, 0)
    pic.ball(Hex(4, 0), LOOKS[0])
    pic.label(Hex(4, 0), "2 away")
    pic.ball(Hex(3, 1), LOOKS[2])
    pic.label(Hex(3, 1), "3 away")
    pic.label(green, "Ben: on the green", PALETTE.gold, below=True)
    lines = (
        "Ben: 0 penalty tokens + 0 closer = 0",
        "Ada: 1 penalty token + 1 closer (Ben) = 2",
        "Cleo: 0 penalty tokens + 2 closer (Ben, Ada) = 2",
        "Lowest total after the last hole wins.",
    )
    x = left.right + px(16, scale)
    for i, line in enumerate(lines):
        size = text.fit_size(line, "body", px(17, scale), rect.right - x)
        surface.blit(text.render(line, "body", size, PALETTE.ink), (x, rect.y + px(14, scale) + i * px(28, scale)))


# --- every die face, caddie card and golfer -------------------------------------------------------


class FaceKind:
    """One kind of die face on the rules page: its faces, its name, what it does, and a shot that shows it."""

    def __init__(self, faces: tuple[str, ...], name: str, words: str, strip: str, club: str, rolls: tuple[data.Face, ...], curves: tuple[int, ...] = ()) -> None:
        self.faces, self.name, self.words = faces, name, words
        self.strip, self.club, self.rolls, self.curves = strip, club, rolls, curves


FACE_KINDS: dict[str, FaceKind] = {
    "number": FaceKind(
        tuple(str(n) for n in range(1, 11)), "numbers 1 to 10",
        "Higher than the number to beat: one space on, and it is the new number to beat. Not higher: down it comes.",
        "RRRR", "wood", ("5", "7", "3"),
    ),
    "tri": FaceKind(
        ("tri",), "triangle",
        "A low shot: one space on; the number to beat stays. Over trees it fails and the ball drops in.",
        "RRTR", "iron6", ("2", "tri", "tri"),
    ),
    "dots": FaceKind(
        ("dot1", "dot2", "dot3", "dot4", "dot5"), "1 to 5 dots",
        "A high shot: as many spaces as dots, then the ball lands (no fairway roll-on, sand never holds it).",
        "RRRRR", "iron4", ("1", "dot3"),
    ),
    "curve": FaceKind(
        ("curve",), "curve",
        "One space diagonally ahead, to the side you pick; the shot flies on that way.",
        "RRRR", "iron6", ("2", "curve", "4", "1"), (NE,),
    ),
    "dcurve": FaceKind(
        ("dcurve",), "dotted curve",
        "One space on, then one diagonally ahead to the side you pick, and the ball lands.",
        "RRRR", "wedge", ("dcurve",), (NE,),
    ),
}  # fmt: skip
"""Every kind of die face (``data.face_kind``), with every face code of that kind: the page pictures all of them."""


def _words(surface: pygame.Surface, rect: pygame.Rect, words: str, scale: float, role: str = "body", color: Color = PALETTE.ink, lines: int = 3) -> int:
    """Words wrapped into ``rect`` at a readable size (never under 16 px at 1080p); the bottom of the last line."""
    size = px(16, scale)
    y = rect.y
    wrapped = text.wrap(words, role, size, rect.w)
    for line in wrapped[:lines]:
        img = text.render(text.shorten(line, role, size, rect.w) if line is wrapped[:lines][-1] and len(wrapped) > lines else line, role, size, color)
        surface.blit(img, (rect.x, y))
        y += img.get_height()
    return y


def _faces(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A row per kind of face: every face of that kind, a shot the engine plays with it, and what it does."""
    rows = len(FACE_KINDS)
    h = rect.h // rows
    left_w, mid_w = rect.w * 23 // 100, rect.w * 42 // 100
    for i, kind in enumerate(FACE_KINDS.values()):
        row = pygame.Rect(rect.x, rect.y + i * h, rect.w, h - px(6, scale))
        per_row = 5
        size = min((left_w - px(8, scale)) // per_row - px(4, scale), (row.h - px(22, scale)) // (2 if len(kind.faces) > per_row else 1) - px(4, scale), px(40, scale))
        lines = -(-len(kind.faces) // per_row)
        name = text.render(kind.name, "bold", px(16, scale), PALETTE.ink)
        top = row.y + max(0, (row.h - lines * (size + px(4, scale)) - name.get_height()) // 2)  # the dice and their name, centred
        for k, face in enumerate(kind.faces):
            r_, c_ = divmod(k, per_row)
            n = min(per_row, len(kind.faces))
            x = row.x + (left_w - n * (size + px(4, scale))) // 2 + c_ * (size + px(4, scale))
            surface.blit(pieces.die_face(size, face, CLUB_COLORS[kind.club], INK), (x, top + r_ * (size + px(4, scale))))
        surface.blit(name, name.get_rect(midtop=(row.x + left_w // 2, top + lines * (size + px(4, scale)))))
        mid = pygame.Rect(row.x + left_w, row.y, mid_w, row.h)
        course = _hole(_strip(kind.strip, rows=2 if kind.curves else 1, r0=-1 if kind.curves else 0), Hex(len(kind.strip) - 1, 0))
        state, events = _shot(_position(course, [Hex(0, 0)]), kind.club, EAST, list(kind.rolls), list(kind.curves))
        pic = _Picture(surface, mid, course, scale, flag=False)
        pic.ball(Hex(0, 0), LOOKS[0], faded=True)
        pic.events(events, kind.club)
        pic.ball(state.players[0].ball, LOOKS[0])
        words = pygame.Rect(mid.right + px(14, scale), row.y + px(4, scale), rect.right - mid.right - px(14, scale), row.h)
        _words(surface, words, kind.words, scale)


CARD_WHEN = {data.START: "start of your turn", data.ROLL: "right after a roll", data.FLIGHT: "before a roll", data.END: "end of your turn"}
"""When a caddie card may be played, in a few words."""
GOLFER_SHORT: dict[str, str] = {
    "long_hitter": "the first number that moves goes two spaces",
    "beach_bum": "sand never holds your first roll",
    "lumberjack": "your triangles fly on over trees",
    "tie_breaker": "an equal number beats it",
    "straight_shooter": "after a curve, straight on too",
    "roller": "rolls on two spaces on the fairway",
    "skipper": "skips off the water one space",
    "card_shark": "one more caddie card at every deal",
    "deadeye": "Putter: land the ball when you like",
    "bully": "balls you land on go two spaces",
}
"""A few words per golfer for the rules page's cards (the card's full text is in the data)."""


def _card_grid(surface: pygame.Surface, rect: pygame.Rect, scale: float, cards: Sequence[tuple[str, str, str, legend.Painter]], cols: int = 3) -> None:
    """Small paper cards in a grid: each with its picture, its title and what it does."""
    rows = -(-len(cards) // cols)
    gap = px(10, scale)
    cw, ch = (rect.w - gap * (cols - 1)) // cols, (rect.h - gap * (rows - 1)) // rows
    for i, (title, what, when, paint) in enumerate(cards):
        r, c = divmod(i, cols)
        box = pygame.Rect(rect.x + c * (cw + gap), rect.y + r * (ch + gap), cw, ch)
        card_frame(surface, box, scale)
        art = pygame.Rect(box.x + px(6, scale), box.y + px(6, scale), min(box.h - px(12, scale), box.w // 3), box.h - px(12, scale))
        paint(surface, art, scale)
        words = pygame.Rect(art.right + px(8, scale), box.y + px(6, scale), box.right - art.right - px(14, scale), box.h - px(10, scale))
        size = text.fit_size(title, "bold", px(18, scale), words.w)
        img = text.render(title, "bold", max(size, px(16, scale)), PALETTE.ink)
        surface.blit(img, words.topleft)
        y = _words(surface, pygame.Rect(words.x, words.y + img.get_height(), words.w, words.h), what, scale, lines=2)
        if when:
            _words(surface, pygame.Rect(words.x, y, words.w, words.h), when, scale, color=PALETTE.ink_soft, lines=1)


def _caddie_cards(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Every caddie card: its picture, what it does, and when it may be played."""
    order = (data.START, data.ROLL, data.FLIGHT, data.END)
    cards = []
    for c in data.CARDS:
        when = "start or end of your turn" if c.windows == {data.START, data.END} else " or ".join(CARD_WHEN[w] for w in order if w in c.windows)
        cards.append((c.title, card_short(c.id), when, legend.CARD_PICTURES[c.id]))
    _card_grid(surface, rect, scale, cards)


def _golfers(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Every golfer: its picture and its ability."""
    cards = [(g.title, GOLFER_SHORT[g.id], "", legend.GOLFER_PICTURES[g.id]) for g in data.GOLFERS]
    _card_grid(surface, rect, scale, cards)


FAILED: dict[str, Exception] = {}
"""Pictures that could not be drawn, and why (the page shows a note; the tests look here)."""

flight = rule_pictures.cached(_flight, FAILED)
curves = rule_pictures.cached(_curves, FAILED)
turn_limit = rule_pictures.cached(_turn_limit, FAILED)
clubs = rule_pictures.cached(_clubs, FAILED)
terrain = rule_pictures.cached(_terrain, FAILED)
collision = rule_pictures.cached(_collision, FAILED)
scoring = rule_pictures.cached(_scoring, FAILED)
faces = rule_pictures.cached(_faces, FAILED)
caddie_cards = rule_pictures.cached(_caddie_cards, FAILED)
golfers = rule_pictures.cached(_golfers, FAILED)
PICTURES = (flight, curves, turn_limit, clubs, terrain, collision, scoring, faces, caddie_cards, golfers)
"""Every picture of the page, in its order, each painted once per size."""
