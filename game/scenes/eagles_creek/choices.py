"""A person's shot, from the dice tray to the confirmed line, with the mouse alone or the keyboard alone.

First the tray (:mod:`.tray`): the split of the dice and the club. Draw ▶
opens the pen (:mod:`.pen`) on the ball's side. Nothing is sent to the game
until the line is complete and confirmed; then the plan and every segment are
played in order, one action each, so saves and replays hold the same actions
a computer player makes.

The mouse points where the shot should end: the lines ending there are
proposed as ghosts, and a click takes the best (a click on a lit side draws
that one segment instead; the list in the strip takes any of them). The keys
step through the best lines (↑↓, the first aims at the flag) and Enter takes
one, or draw side by side (←→, Enter). The sheet never moves under the
pointer: it pans by itself only when the next sides to choose from would be
out of view, right after the choice that made it so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import assert_never

import pygame

from game.hexgrid import Edge, Hex
from game.render import drawing
from game.rules.eagles_creek.picker import Line, Planner, Target
from game.rules.eagles_creek.state import DRAW, PLAN, EaglesState, draw_action
from game.rules.protocol import Action
from game.scenes.eagles_creek import line_words
from game.scenes.eagles_creek.allocation import Allocation
from game.scenes.eagles_creek.pen import Pen, TreeOdds
from game.scenes.eagles_creek.screen_actions import BackToTray, Hit, ScreenAction, TakeBack, TakeListed
from game.scenes.eagles_creek.sheet_view import SheetView
from game.scenes.eagles_creek.tray import Tray
from game.ui import text
from game.ui.controls import is_action
from game.ui.theme import PALETTE, px
from game.ui.widgets import ReleaseClicks

SIDE_POINT = 0.22
"""The pointer this close to a side's middle (in cell sizes) points at that side; farther in, at the hex."""
VIEW_MARGIN = 0.6
"""The next sides to choose from stay this many cells inside the view's edge."""
ROWS = 3
"""Proposed lines listed in the strip."""


class Chooser:
    """The decision of the person on turn (a working copy until it is confirmed)."""

    def __init__(self, state: EaglesState, view: SheetView, notify: Callable[[str], None], sound: Callable[[str], None]) -> None:
        self.state = state
        self.view = view
        self.notify = notify
        self.sound = sound
        self.alloc: Allocation | None = None
        self.tray: Tray | None = None
        self.pen: Pen | None = None
        self.plan_played = state.phase == DRAW
        self.hover: Edge | None = None
        self.mouse_mode = False
        """The pointer was used last (the keyboard's choice is not drawn then)."""
        self.confirmed: list[Action] = []
        self.back_rect = pygame.Rect(0, 0, 0, 0)
        self.undo_rect = pygame.Rect(0, 0, 0, 0)
        self.button_clicks: ReleaseClicks[ScreenAction] = ReleaseClicks()
        self.hit_rect = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.key_segment = False
        """The keys draw side by side (←→ chose a side) rather than take whole lines (↑↓)."""
        self.row_rects: list[pygame.Rect] = []
        """The proposed lines listed in the strip (a click takes one), as last drawn."""
        self.row_lines: list[int] = []
        """Which proposal each row shows."""
        self.refused: Edge | None = None
        """The side last refused, marked on the sheet until the pointer or the line moves on."""
        self.taken_at: Target | None = None
        """The place whose line was just taken: pointing there again proposes nothing new (no ghosts over the line)."""
        if state.phase == PLAN:
            self.alloc = Allocation(state)
            self.tray = Tray(self.alloc, self.open_pen, notify)
        elif state.phase == DRAW:  # a saved game resumed mid-line: the plan and the drawn part are played already
            assert state.shot_start is not None and state.shape_rules is not None and state.plan is not None
            planner = Planner.for_plan(state, state.plan)
            self.pen = Pen(state, state.shot_start, state.shape_rules, state.plan.club, state.drawn, planner)

    # phases -------------------------------------------------------------------------------------
    def open_pen(self) -> None:
        """From the tray to the pen, on the ball's side of the chosen hole."""
        assert self.alloc is not None
        plan = self.alloc.plan()
        if plan is None:
            self.notify(self.alloc.problem() or "This split cannot be played.")
            return
        planner = Planner.for_plan(self.state, plan)
        self.pen = Pen(self.state, planner.start, planner.rules, plan.club, planner=planner)
        self.key_segment = False
        self.keep_in_view()
        self.sound("click")

    def keep_in_view(self) -> None:
        """Pan just enough that the sides to choose from next are in view (only when one is not: the sheet stays put)."""
        pen, view = self.pen, self.view
        if pen is None:
            return
        sides = pen.options() if pen.drawn else [pen.start, *pen.options()]
        if not sides:
            return
        points = [view.to_screen(*view.layout.edge_midpoint(e)) for e in sides]
        margin = view.cell_size * VIEW_MARGIN
        inner = view.rect.inflate(-2 * margin, -2 * margin)
        if all(inner.collidepoint(x, y) for x, y in points):
            return
        xs, ys = [x for x, _ in points], [y for _, y in points]
        dx = (inner.left - min(xs)) if min(xs) < inner.left else (inner.right - max(xs)) if max(xs) > inner.right else 0
        dy = (inner.top - min(ys)) if min(ys) < inner.top else (inner.bottom - max(ys)) if max(ys) > inner.bottom else 0
        view.pan_by(dx, dy)

    def pointed(self, pos: tuple[int, int]) -> Target | None:
        """What the pointer points at on the sheet: a side when it is near its middle, else the hex (None off the sheet)."""
        view = self.view
        h, e = view.layout.cell_and_nearest_edge(*view.to_map(*pos))
        if self.state.sheet.terrain(h) is None:
            return None
        mx, my = view.to_screen(*view.layout.edge_midpoint(e))
        return e if (mx - pos[0]) ** 2 + (my - pos[1]) ** 2 <= (view.cell_size * SIDE_POINT) ** 2 else h

    def next_cells(self) -> tuple[Hex, ...]:
        """The hexes the next segment may cross (either hex of the ball's side for the first)."""
        pen = self.pen
        if pen is None or pen.complete:
            return ()
        if not pen.drawn:
            return pen.start.hexes()
        from game.rules.eagles_creek.shape import trace

        path = trace(pen.start, pen.drawn)
        return (path.cells[-1].neighbor(path.heading),)

    def back_to_tray(self) -> None:
        """Leave the pen and change the dice or club again (only before anything was played)."""
        if self.plan_played or self.pen is None or len(self.pen.drawn) > self.pen.fixed:
            return
        self.pen = None

    @property
    def drawing(self) -> bool:
        """The pen is open."""
        return self.pen is not None

    def ghosts(self) -> str:
        """Which proposed lines the sheet shows: "all" for the place pointed at, "chosen" for the keys' choice, or "none"."""
        pen = self.pen
        if pen is None or (self.key_segment and not self.mouse_mode):
            return "none"
        if self.mouse_mode and pen.target is not None:
            return "all"
        return "none" if pen.complete and not pen.browsed else "chosen"

    def odds(self) -> TreeOdds | None:
        """The chance of clearing the trees on the finished line."""
        if self.pen is None or not self.pen.complete:
            return None
        return self.pen.tree_odds(self.state.sheet.tables.can_clear_trees(self.pen.club))

    def confirm(self) -> list[Action]:
        """The actions that play this shot (empty, with a message, if the line is not finished)."""
        if self.pen is None:
            if self.tray is not None:
                self.tray.go()
            return []
        if not self.pen.complete:
            self.notify(f"A line has exactly its {self.pen.rules.length} segments: {self.pen.status()}.")
            return []
        actions: list[Action] = []
        if not self.plan_played:
            assert self.alloc is not None
            plan = self.alloc.plan()
            if plan is None:
                self.notify(self.alloc.problem())
                return []
            actions.append(tuple(plan))
        actions += [tuple(draw_action(e)) for e in self.pen.drawn[self.pen.fixed :]]
        self.confirmed = actions
        return actions

    # input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> list[Action] | None:
        """Input for the decision: None when unused, [] when used, actions when the shot is confirmed."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse_mode = True
            self.hover_at(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.mouse_mode = False
            self.hover = None
        if self.pen is None:
            return self._tray_event(event)
        return self._pen_event(event)

    def _tray_event(self, event: pygame.event.Event) -> list[Action] | None:
        assert self.tray is not None and self.alloc is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.tray.dragging is None and self.view.rect.collidepoint(event.pos):
            n = self.view.hole_at(event.pos)
            if n is not None and not self.view._dragging:
                if not self.alloc.choose_hole(n):
                    self.notify(self.alloc.hole_refusal(n))
                return []
        if self.tray.handle_event(event):
            return []
        return None

    def hover_at(self, pos: tuple[int, int]) -> None:
        """The pointer is at ``pos``: a lit side under it is previewed; elsewhere on the sheet the lines ending there are proposed."""
        pen = self.pen
        if pen is None:
            return
        if self.view.rect.collidepoint(pos):
            self.hover = pen.nearest(self.view, pos)
            if self.hover is None:
                target = self.pointed(pos)
                if target != self.refused:
                    self.refused = None
                if target == self.taken_at:
                    return
                self.taken_at = None
                pen.point(target)
            return
        self.hover = None
        row = self._row_at(pos)
        if row is not None:
            pen.chosen = self.row_lines[row]  # the row pointed at is the ghost drawn strongest

    def _pen_event(self, event: pygame.event.Event) -> list[Action] | None:
        pen = self.pen
        assert pen is not None
        if event.type == pygame.KEYDOWN:
            shift = bool(event.mod & pygame.KMOD_SHIFT)  # Shift with the arrows pans the sheet
            if is_action(event, "left", "right", "previous", "next") and not shift:
                if self.key_segment:
                    pen.step_focus(1 if is_action(event, "right", "next") else -1)
                self.key_segment = True  # the first press shows the side the keys are on
                return []
            if is_action(event, "up", "down") and not shift:
                self.key_segment = False
                pen.point(None)  # the keys step through the best lines anywhere
                pen.step_choice(-1 if is_action(event, "up") else 1)
                return []
            if is_action(event, "confirm"):
                if pen.complete and not pen.browsed:
                    return self.confirm()
                if self.key_segment and not pen.complete:
                    edge = pen.focused()
                    if edge is not None:
                        self._take(edge)
                    return []
                self._take_line(pen.proposal())
                return []
            if is_action(event, "take_back"):
                if not pen.back():
                    self.back_to_tray()
                else:
                    self.keep_in_view()
                self.sound("click")
                return []
            return None
        used, act = self.button_clicks.handle(event, self._button_at)  # on the release over the button pressed
        match act:
            case None:
                pass
            case Hit():
                return self.confirm()
            case TakeBack():
                if pen.back():
                    self.keep_in_view()
            case BackToTray():
                self.back_to_tray()
            case TakeListed(row):
                if row < len(self.row_lines):
                    self._take_line(pen.proposals[self.row_lines[row]])
            case _:
                assert_never(act)
        if used:
            return []
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.view.rect.collidepoint(event.pos):
            if pen.back():
                self.keep_in_view()
            return []
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.view.rect.collidepoint(event.pos) and not self.view._dragging:
            self.click_sheet(event.pos)
            return []
        return None

    def click_sheet(self, pos: tuple[int, int]) -> None:
        """A click on the sheet takes what is under it: a lit side's segment, or the best line ending there.

        A side of the hex the next segment crosses that is not lit is refused, naming the rule it breaks.
        """
        pen, view = self.pen, self.view
        assert pen is not None
        edge = pen.nearest(view, pos)
        if edge is not None:
            self._take(edge)
            self.hover = pen.nearest(view, pos)
            return
        under = view.layout.nearest_edge(*view.to_map(*pos))
        if any(h in self.next_cells() for h in under.hexes()) and self.pointed(pos) == under:
            self.refuse(under)
            return
        target = self.pointed(pos)
        if target is None:
            self.notify("Point at a hex or a hex side on the sheet where the shot should end.")
            return
        pen.point(target)
        self._take_line(pen.proposal())

    def _button_at(self, pos: tuple[int, int]) -> ScreenAction | None:
        """Which of the strip's buttons (hit, take back, dice & club, a listed line) is under ``pos``."""
        buttons: tuple[tuple[pygame.Rect, ScreenAction], ...] = ((self.hit_rect, Hit()), (self.undo_rect, TakeBack()), (self.back_rect, BackToTray()))
        for rect, act in buttons:
            if rect.collidepoint(pos):
                return act
        row = self._row_at(pos)
        return TakeListed(row) if row is not None else None

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.row_rects) if r.collidepoint(pos)), None)

    def _take(self, edge: Edge) -> None:
        assert self.pen is not None
        self.refused = None
        if self.pen.take(edge):
            self.sound("place")
            self.keep_in_view()
        else:
            self.refuse(edge)

    def _take_line(self, line: Line | None) -> None:
        assert self.pen is not None
        target = self.pen.target
        if line is not None and self.pen.take_line(line):
            self.taken_at = target
            self.sound("place")

    def refuse(self, edge: Edge) -> None:
        """A side that is not offered: nothing is drawn, it is marked, and one line names the rule it breaks."""
        assert self.pen is not None
        self.refused = edge
        self.notify(self.pen.refusal(edge) or "That side is not on a legal line from here: pick one of the lit sides.")

    # drawing ------------------------------------------------------------------------------------------
    def layout(self, strip: pygame.Rect, scale: float) -> None:
        """Place the tray or the pen's buttons in the strip."""
        self.strip, self.scale = pygame.Rect(strip), scale
        if self.tray is not None:
            self.tray.layout(strip, scale)
        gap = px(8, scale)
        bw = max(px(150, scale), strip.w // 7)
        self.hit_rect = pygame.Rect(strip.right - bw, strip.y, bw, strip.h)
        self.undo_rect = pygame.Rect(self.hit_rect.x - gap - bw, strip.y, bw, strip.h // 2 - gap // 2)
        self.back_rect = pygame.Rect(self.undo_rect.x, self.undo_rect.bottom + gap, bw, strip.h - self.undo_rect.h - gap)

    def draw_strip(self, surface: pygame.Surface) -> None:
        """The tray, or the pen's counters and buttons."""
        if self.pen is None:
            if self.tray is not None:
                self.tray.draw(surface, keys_shown=not self.mouse_mode)
            return
        s, pen = self.scale, self.pen
        info = pygame.Rect(self.strip.x, self.strip.y, self.undo_rect.x - self.strip.x - px(10, s), self.strip.h)
        drawing.card(surface, info, radius=px(10, s), lift=px(3, s))
        plan = self.alloc.plan() if self.alloc is not None else self.state.plan
        club = pen.club.title()
        head = f"{club} · {pen.rules.length} segment{'s' if pen.rules.length != 1 else ''}"
        if plan is not None:
            head += f" · hole {plan.hole}"
        if not pen.complete:
            head += f" · {pen.status()}"
        img = text.render(head, "bold", text.fit_size(head, "bold", px(20, s), info.w - px(20, s)), PALETTE.ink)
        surface.blit(img, (info.x + px(12, s), info.y + px(5, s)))
        y = info.y + px(7, s) + img.get_height()
        size = px(16, s)
        line_h = text.font("body", size).get_linesize()
        width = info.w - px(24, s)
        self.row_rects, self.row_lines = [], []
        if pen.complete and not pen.browsed:
            for t, color in self.finished_lines()[:3]:
                li = text.render(text.shorten(t, "body", size, width), "body", size, color)
                surface.blit(li, (info.x + px(12, s), y))
                y += line_h
            self._draw_buttons(surface)
            return
        # the proposed lines, best first: the one a click or Enter takes is marked
        shown = list(range(len(pen.proposals)))
        if len(shown) > ROWS:
            first = min(max(0, pen.chosen - 1), len(shown) - ROWS)
            shown = shown[first : first + ROWS]
        for k in shown:
            line = pen.proposals[k]
            row = pygame.Rect(info.x + px(6, s), y - px(1, s), info.w - px(12, s), line_h + px(2, s))
            chosen = k == pen.chosen
            if chosen:
                pygame.draw.rect(surface, PALETTE.paper_shade, row, border_radius=px(5, s))
            words = f"{'▶' if chosen else '  '} {k + 1}  {line_words.sentence(line)}"
            li = text.render(text.shorten(words, "body", size, width), "body", size, PALETTE.ink if chosen else PALETTE.ink_soft)
            surface.blit(li, (info.x + px(8, s), y))
            self.row_rects.append(row)
            self.row_lines.append(k)
            y += line_h + px(2, s)
        self._draw_buttons(surface)

    def finished_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the strip says of a finished line before the hit: where it ends, then its warnings (water, the sheet's edge, a tree)."""
        pen = self.pen
        assert pen is not None
        finished = pen.drawn_line()
        odds = self.odds()  # said on a line of its own
        lines = [("Line finished: " + (line_words.sentence(finished, trees=odds is None) if finished else "hit the shot") + ".", PALETTE.ink_soft)]
        warn = line_words.warning(finished.reading) if finished else ""
        if warn:
            lines.append((warn, PALETTE.accent))
        if odds:
            lines.append((odds.words(), PALETTE.accent))
        return lines

    def strip_lines(self) -> str:
        """What the strip says of the line now, in plain words."""
        pen = self.pen
        if pen is None:
            return ""
        if pen.complete and not pen.browsed:
            return " ".join(t for t, _ in self.finished_lines())
        return " ".join(line_words.sentence(line) for line in pen.proposals)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        """Take back, Dice & club, and Hit."""
        s, pen = self.scale, self.pen
        assert pen is not None
        odds = self.odds()
        can_back = len(pen.drawn) > pen.fixed
        for rect, label, enabled in ((self.undo_rect, "Take back", can_back), (self.back_rect, "Dice & club", not self.plan_played and not can_back)):
            drawing.card(surface, rect, radius=px(8, s), lift=px(2, s))
            li = text.render(label, "ui", text.fit_size(label, "ui", px(17, s), rect.w - px(10, s)), PALETTE.ink if enabled else PALETTE.disabled)
            surface.blit(li, li.get_rect(center=rect.center))
        ready = pen.complete
        label = "Try it ▶" if odds else "Hit ▶"
        drawing.card(surface, self.hit_rect, radius=px(10, s), lift=px(4, s), fill=PALETTE.green if ready else PALETTE.paper_shade, textured=False)
        li = text.render(label, "heading", text.fit_size(label, "heading", px(24, s), self.hit_rect.w - px(10, s)), PALETTE.cream_text if ready else PALETTE.disabled)
        surface.blit(li, li.get_rect(center=self.hit_rect.center))
