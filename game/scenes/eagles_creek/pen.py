"""The pen: a shot's line before it is played, picked by where it ends or drawn one segment at a time.

A person points where the shot should end and the pen proposes the legal
lines that end there (or nearest to it), best first (the rules' picker,
:mod:`game.rules.eagles_creek.picker`); one is taken whole. Or the line is
drawn side by side: only segments some legal complete line continues are
offered (the engine's :func:`~game.rules.eagles_creek.shape.legal_next_segments`),
so a line that would break a shape rule can never be started. Segments can be
taken back until the shot is confirmed; nothing reaches the game before that.
The pen also says what is owed (bends, curls, segments left), the chance of
clearing a tree the line crosses, and what a line into water or off the sheet costs.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.hexgrid import Edge, Hex
from game.render import seat_inks
from game.render.boardview import BoardView
from game.rules.eagles_creek.flight import tree_segments
from game.rules.eagles_creek.picker import Line, Planner, Target
from game.rules.eagles_creek.refusals import segment_refusal
from game.rules.eagles_creek.shape import ShapeRules, kind_of, legal_next_segments, trace
from game.rules.eagles_creek.sheet import Sheet
from game.rules.eagles_creek.state import EaglesState
from game.scenes.eagles_creek import ink_lines
from game.ui import text
from game.ui.theme import PALETTE, Color
from game.ui.words import numbered

OFFER: Color = (255, 214, 92)
"""The highlight of a side the next segment may end on."""
POINTED = 3
"""Lines proposed for the place pointed at (the best drawn strongest)."""
KEY_CHOICES = 6
"""Lines the keys step through when nothing is pointed at: the best one to each of the best ends."""
TURN_WORDS = {0: "straight", 1: "bend left", -1: "bend right", 2: "curl left", -2: "curl right"}


@dataclass(frozen=True)
class TreeOdds:
    """The chance of flying over every tree the line crosses."""

    segments: tuple[int, ...]
    """Segment numbers that cross a tree hex."""
    faces: tuple[int, ...]
    """Faces of the fourth die that lift the ball over all of them."""

    @property
    def chance(self) -> float:
        """Probability of clearing (0..1)."""
        return len(self.faces) / 6

    def words(self) -> str:
        """One line for the player."""
        segs = numbered("segment", self.segments)
        if not self.faces:
            return f"Crosses a tree on {segs}: this club never flies that high there; the ball will stop at the tree."
        pct = round(self.chance * 100)
        return f"Crosses a tree on {segs}: clears it on {', '.join(map(str, self.faces))} ({len(self.faces)} in 6, {pct}%); else stops at the tree."


class Pen:
    """A line being drawn: its start side, its shape rules and the sides drawn so far."""

    def __init__(
        self, state: EaglesState, start: Edge, rules: ShapeRules, club: str, fixed: Sequence[Edge] = (), planner: Planner | None = None
    ) -> None:
        self.sheet: Sheet = state.sheet
        self.start = start
        self.rules = rules
        self.club = club
        self.drawn: list[Edge] = list(fixed)
        self.fixed = len(self.drawn)
        """Segments already played into the game (a resumed save): these cannot be taken back here."""
        self.focus = 0
        self.planner = planner
        self.target: Target | None = None
        """Where the person points (a side or a hex); None: the best lines anywhere are proposed."""
        self.proposals: list[Line] = []
        """Whole lines proposed now, best first (they keep what is drawn, see :meth:`prefix`)."""
        self.chosen = 0
        """The proposal Enter or a click would take."""
        self.browsed = False
        """The keys moved among the proposals since the last line was taken (Enter then takes, not hits)."""
        self.refresh()
    # reading ------------------------------------------------------------------------------------
    @property
    def complete(self) -> bool:
        """The line has its length, or has left the sheet (drawing stops at the page's edge)."""
        if len(self.drawn) >= self.rules.length:
            return True
        return bool(self.drawn) and self.sheet.terrain(self.cells()[-1]) is None

    def cells(self) -> tuple[Hex, ...]:
        """The hex each drawn segment crosses."""
        return trace(self.start, self.drawn).cells if self.drawn else ()

    def turns(self) -> tuple[int, ...]:
        """Each drawn segment's turn."""
        return trace(self.start, self.drawn).turns if self.drawn else ()

    def options(self) -> list[Edge]:
        """The sides the next segment may end on."""
        if self.complete:
            return []
        return legal_next_segments(self.start, self.drawn, self.rules)

    def entry(self) -> Edge:
        """The side the next segment starts from."""
        return self.drawn[-1] if self.drawn else self.start

    def option_cell(self, edge: Edge) -> Hex:
        """The hex a segment ending on ``edge`` would cross."""
        cells = trace(self.start, [*self.drawn, edge]).cells
        return cells[-1]

    def option_turn(self, edge: Edge) -> int:
        """The turn a segment ending on ``edge`` would make."""
        return trace(self.start, [*self.drawn, edge]).turns[-1]

    def counts(self) -> dict[str, int]:
        """Segments left, curls still owed, bends used."""
        turns = self.turns()
        curls = sum(1 for t in turns if abs(t) == 2)
        bends = sum(1 for t in turns if abs(t) == 1)
        return {
            "left": self.rules.length - len(turns),
            "curls_owed": max(0, self.rules.curls_min - curls),
            "curls": curls,
            "bends": bends,
        }

    def status(self) -> str:
        """The counters in words."""
        c = self.counts()
        parts = [f"{c['left']} segment{'s' if c['left'] != 1 else ''} left"]
        if c["curls_owed"]:
            parts.append(f"{c['curls_owed']} curl{'s' if c['curls_owed'] > 1 else ''} still owed")
        elif self.rules.curls_max > self.rules.curls_min and c["curls"] < self.rules.curls_max:
            parts.append("one curl allowed")
        if self.rules.length > 1:
            parts.append(f"bends {c['bends']} of 1–2, same way")
        return " · ".join(parts)

    def refusal(self, edge: Edge) -> str:
        """Why the next segment may not end on ``edge``, naming the rule ("" when it may)."""
        return segment_refusal(self.start, self.drawn, self.rules, edge)

    def tree_odds(self, can_fly: bool) -> TreeOdds | None:
        """The chance of clearing the trees the line crosses (None when it crosses none or cannot fly)."""
        segs = tree_segments(self.sheet, self.cells())
        if not segs or not can_fly:
            return None
        tables = self.sheet.tables
        faces = tuple(f for f in range(1, 7) if set(segs) <= tables.elevated(self.club, f))
        return TreeOdds(segs, faces)

    # proposals ----------------------------------------------------------------------------------
    def prefix(self) -> list[Edge]:
        """What a proposed line keeps: the segments drawn, or, once the line is finished, only those already played."""
        return list(self.drawn[: self.fixed]) if self.complete else list(self.drawn)

    def refresh(self) -> None:
        """Propose again: the lines to the place pointed at, or the best lines anywhere."""
        self.chosen = 0
        self.browsed = False
        if self.planner is None:
            self.proposals = []
        elif self.target is None:
            self.proposals = self.planner.choices(self.prefix(), KEY_CHOICES)
        else:
            self.proposals = self.planner.lines_to(self.target, self.prefix(), POINTED)

    def point(self, target: Target | None) -> bool:
        """The person points at ``target``; True when the proposals changed."""
        if target == self.target:
            return False
        self.target = target
        self.refresh()
        return True

    def proposal(self) -> Line | None:
        """The proposed line Enter or a click would take."""
        return self.proposals[self.chosen % len(self.proposals)] if self.proposals else None

    def step_choice(self, delta: int) -> None:
        """Move the keys' choice among the proposed lines."""
        if self.proposals:
            self.chosen = (self.chosen + delta) % len(self.proposals)
            self.browsed = True

    def take_line(self, line: Line) -> bool:
        """Take a proposed line whole (cut where it leaves the sheet: drawing stops at the page's edge)."""
        keep = self.prefix()
        if list(line.exits[: len(keep)]) != keep:
            return False
        exits = list(line.exits)
        cells = trace(self.start, exits).cells
        for i, cell in enumerate(cells):
            if self.sheet.terrain(cell) is None:
                exits = exits[: i + 1]
                break
        self.drawn = exits
        self.focus = 0
        self.target = None  # taken: no ghosts over it until the pointer moves on
        self.refresh()
        return True

    def drawn_line(self) -> Line | None:
        """The finished line, valued and read (None while it is being drawn)."""
        if self.planner is None or not self.complete:
            return None
        if len(self.drawn) < self.rules.length:  # it left the sheet: value the whole line it began
            for line in self.planner.lines_to(self.drawn[-1], self.drawn, 1):
                return line
            return None
        return self.planner.line_through(self.drawn)

    # changing -----------------------------------------------------------------------------------
    def take(self, edge: Edge) -> bool:
        """Draw a segment ending on ``edge``; False (nothing drawn) if that would break the shape."""
        if edge not in self.options():
            return False
        self.drawn.append(edge)
        self.focus = 0
        self.refresh()
        return True

    def back(self) -> bool:
        """Take back the last segment; False when there is none that may be taken back."""
        if len(self.drawn) <= self.fixed:
            return False
        self.drawn.pop()
        self.focus = 0
        self.refresh()
        return True

    def step_focus(self, delta: int) -> None:
        """Move the keyboard's choice among the offered sides."""
        n = len(self.options())
        if n:
            self.focus = (self.focus + delta) % n

    def focused(self) -> Edge | None:
        """The side the keyboard would draw to."""
        opts = self.options()
        return opts[self.focus % len(opts)] if opts else None

    def nearest(self, view: BoardView, pos: tuple[int, int]) -> Edge | None:
        """The offered side under the pointer: the side nearest to it if offered, else an offered one very close by."""
        opts = self.options()
        if not opts:
            return None
        under = view.layout.nearest_edge(*view.to_map(*pos))
        if under in opts:
            return under
        best, best_d = None, view.cell_size * 0.3
        for e in opts:
            mx, my = view.to_screen(*view.layout.edge_midpoint(e))
            d = math.hypot(mx - pos[0], my - pos[1])
            if d < best_d:
                best, best_d = e, d
        return best


def draw_pen(
    surface: pygame.Surface, view: BoardView, pen: Pen, ink: int, hover: Edge | None, show_focus: bool, ghosts: str = "chosen", refused: Edge | None = None
) -> None:
    """The line so far in the seat's ink, the proposed lines as ghosts, the offered sides lit, the chosen one previewed.

    ``ghosts``: "all" draws every proposal (the place pointed at), "chosen" the one Enter takes, "none" none.
    """
    pts = ink_lines.path_points(view.layout, pen.start, pen.drawn)
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    if ghosts != "none" and hover is None:
        draw_proposals(surface, view, pen, ink, every=ghosts == "all")
    ink_lines.draw_line(surface, view, pts, ink)
    s = view.cell_size
    if not pen.drawn:  # the ball's side, where the pen starts
        ink_lines.draw_rest_mark(surface, view, pen.start, ink)
    chosen = hover if hover is not None else (pen.focused() if show_focus else None)
    for e in pen.options():
        a, b = view.layout.edge_endpoints(e)
        a, b = view.to_screen(*a), view.to_screen(*b)
        strong = e == chosen
        pygame.draw.line(surface, (40, 26, 10), a, b, max(4, round(s * (0.2 if strong else 0.13))))
        pygame.draw.line(surface, OFFER if not strong else (255, 250, 220), a, b, max(2, round(s * (0.13 if strong else 0.08))))
    if refused is not None and not pen.complete:  # the side just refused, crossed out in red
        a, b = (view.to_screen(*p) for p in view.layout.edge_endpoints(refused))
        pygame.draw.line(surface, (40, 26, 10), a, b, max(4, round(s * 0.16)))
        pygame.draw.line(surface, PALETTE.accent, a, b, max(2, round(s * 0.1)))
        mx, my = view.to_screen(*view.layout.edge_midpoint(refused))
        r = max(4, s * 0.12)
        for d in (-1, 1):
            pygame.draw.line(surface, PALETTE.accent, (mx - r, my - d * r), (mx + r, my + d * r), max(2, round(s * 0.06)))
    if chosen is not None:
        cell = pen.option_cell(chosen)
        ghost = ink_lines.segment_points(view.layout, cell, pen.entry(), chosen, len(pen.drawn))
        ink_lines.draw_line(surface, view, ghost, ink, alpha=150)
        word = TURN_WORDS.get(pen.option_turn(chosen), "")
        mx, my = view.to_screen(*view.layout.edge_midpoint(chosen))
        size = max(12, int(s * 0.26))
        img = text.render(word, "bold", size, PALETTE.ink)
        box = img.get_rect(midbottom=(mx, my - s * 0.22)).inflate(size * 0.6, size * 0.25)
        pygame.draw.rect(surface, (255, 248, 226), box, border_radius=size // 3)
        pygame.draw.rect(surface, seat_inks.ink(ink).color, box, 2, border_radius=size // 3)
        surface.blit(img, img.get_rect(center=box.center))
    surface.set_clip(clip)


def draw_proposals(surface: pygame.Surface, view: BoardView, pen: Pen, ink: int, *, every: bool) -> None:
    """The proposed lines as ghosts in the seat's ink (the one a click or Enter takes strongest), numbered, the best tagged."""
    from game.scenes.eagles_creek import line_words

    chosen = pen.proposal()
    lines = [ln for ln in pen.proposals if ln is not chosen] if every else []
    s = view.cell_size
    size = max(11, int(s * 0.3))
    for line in [*lines, *([chosen] if chosen is not None else [])]:
        strong = line is chosen
        ink_lines.draw_line(surface, view, ink_lines.path_points(view.layout, pen.start, line.exits, salt=7), ink, alpha=175 if strong else 85)
        r = line.reading
        if r.rest != r.end:  # where the ball comes to rest when it is not where the line ends (a bunker, water ...)
            rx, ry = view.to_screen(*view.layout.edge_midpoint(r.rest))
            pygame.draw.circle(surface, seat_inks.ink(ink).casing, (rx, ry), max(4, s * 0.16), max(2, round(s * 0.07)))
            pygame.draw.circle(surface, seat_inks.ink(ink).color, (rx, ry), max(3, s * 0.13), max(1, round(s * 0.04)))
        if every and len(pen.proposals) > 1:
            mx, my = view.to_screen(*view.layout.edge_midpoint(line.exits[-1]))
            seat_inks.badge(surface, (mx, my), max(6, round(s * 0.2)), ink, str(pen.proposals.index(line) + 1))
    if chosen is None:
        return
    mx, my = view.to_screen(*view.layout.edge_midpoint(chosen.exits[-1]))
    words = line_words.tag(chosen)
    img = text.render(words, "bold", size, PALETTE.ink)
    flag = view.to_screen(*view.layout.center(pen.planner.hole.flag)) if pen.planner is not None else None
    body = ink_lines.to_screen(view, ink_lines.path_points(view.layout, pen.start, chosen.exits))
    sx = view.to_screen(*view.layout.edge_midpoint(pen.start))[0]
    ahead = 1 if mx >= sx else -1  # the side of the end away from where the line comes from
    box = img.get_rect().inflate(size * 0.7, size * 0.3)
    best: tuple[int, tuple[int, int]] | None = None
    for dx, dy in ((ahead, 0), (0, -1), (0, 1), (-ahead, 0)):  # the tag leaves the line, its end and the flag in sight
        box.center = (round(mx + dx * (box.w / 2 + s * 0.35)), round(my + dy * (box.h / 2 + s * 0.35)))
        box.clamp_ip(view.rect)
        covered = sum(1 for x, y in body if box.collidepoint(x, y)) + (99 if flag is not None and box.inflate(s * 0.5, s * 0.5).collidepoint(flag) else 0)
        if best is None or covered < best[0]:
            best = (covered, box.center)
        if covered == 0:
            break
    assert best is not None
    box.center = best[1]
    box.clamp_ip(view.rect)
    pygame.draw.rect(surface, (255, 248, 226), box, border_radius=size // 3)
    pygame.draw.rect(surface, seat_inks.ink(ink).color, box, 2, border_radius=size // 3)
    surface.blit(img, img.get_rect(center=box.center))


def segment_kind_words(turns: Sequence[int]) -> str:
    """The shape of a line in words, for the computer's caption ("straight, bend, curl ...")."""
    return ", ".join(kind_of(t) for t in turns)
