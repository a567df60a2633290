"""A person's shot, from the dice tray to the confirmed line, with the mouse alone or the keyboard alone.

First the tray (:mod:`.tray`): the split of the dice and the club. Draw ▶
opens the pen (:mod:`.pen`) on the ball's side. Nothing is sent to the game
until the line is complete and confirmed; then the plan and every segment are
played in order, one action each, so saves and replays hold the same actions
a computer player makes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.hexgrid import Edge
from game.render import drawing
from game.rules.eagles_creek.state import DRAW, PLAN, EaglesState, draw_action
from game.rules.protocol import Action
from game.scenes.eagles_creek.allocation import Allocation
from game.scenes.eagles_creek.pen import Pen, TreeOdds
from game.scenes.eagles_creek.sheet_view import SheetView
from game.scenes.eagles_creek.tray import Tray
from game.ui import text
from game.ui.controls import is_action
from game.ui.theme import PALETTE, px
from game.ui.widgets import ReleaseClicks

PEN_CELL = 44
"""Design pixels a cell should have while drawing: the offered sides are then easy to hit."""


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
        self.button_clicks: ReleaseClicks[str] = ReleaseClicks()
        self.hit_rect = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        if state.phase == PLAN:
            self.alloc = Allocation(state)
            self.tray = Tray(self.alloc, self.open_pen, notify)
        elif state.phase == DRAW:  # a saved game resumed mid-line: the plan and the drawn part are played already
            assert state.shot_start is not None and state.shape_rules is not None and state.plan is not None
            self.pen = Pen(state, state.shot_start, state.shape_rules, state.plan.club, state.drawn)

    # phases -------------------------------------------------------------------------------------
    def open_pen(self) -> None:
        """From the tray to the pen, on the ball's side of the chosen hole."""
        assert self.alloc is not None
        plan = self.alloc.plan()
        if plan is None:
            self.notify(self.alloc.problem() or "This split cannot be played.")
            return
        from game.rules.eagles_creek import rules_for_plan

        start = self.state.ball_side(self.state.turn, plan.hole)
        self.pen = Pen(self.state, start, rules_for_plan(self.state, plan), plan.club)
        self.focus_pen(start)
        self.sound("click")

    def focus_pen(self, side: Edge) -> None:
        """Bring the pen close enough to see the sides it may draw to (zooming in from the whole sheet)."""
        view = self.view
        mid = view.layout.edge_midpoint(side)
        want = px(PEN_CELL, self.scale)
        if view.cell_size < want:
            x, y = view.to_screen(*mid)
            view.zoom_by(want / max(1.0, view.cell_size), (int(x), int(y)))
            view.center_on(mid)
        view.ensure_visible(mid, 0.25)

    def back_to_tray(self) -> None:
        """Leave the pen and change the dice or club again (only before anything was played)."""
        if self.plan_played or self.pen is None or len(self.pen.drawn) > self.pen.fixed:
            return
        self.pen = None

    @property
    def drawing(self) -> bool:
        """The pen is open."""
        return self.pen is not None

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
            if self.pen is not None:
                self.hover = self.pen.nearest(self.view, event.pos) if self.view.rect.collidepoint(event.pos) else None
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

    def _pen_event(self, event: pygame.event.Event) -> list[Action] | None:
        pen = self.pen
        assert pen is not None
        if event.type == pygame.KEYDOWN:
            shift = bool(event.mod & pygame.KMOD_SHIFT)  # Shift with the arrows pans the sheet
            if is_action(event, "left", "right", "previous", "next") and not shift:
                pen.step_focus(1 if is_action(event, "right", "next") else -1)
                return []
            if is_action(event, "up", "down") and not shift:
                pen.step_focus(-1 if is_action(event, "up") else 1)
                return []
            if is_action(event, "confirm"):
                if pen.complete:
                    return self.confirm()
                edge = pen.focused()
                if edge is not None:
                    self._take(edge)
                return []
            if is_action(event, "take_back"):
                if not pen.back():
                    self.back_to_tray()
                self.sound("click")
                return []
            return None
        used, act = self.button_clicks.handle(event, self._button_at)  # on the release over the button pressed
        if act == "hit":
            return self.confirm()
        if act == "undo":
            pen.back()
        elif act == "back":
            self.back_to_tray()
        if used:
            return []
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.view.rect.collidepoint(event.pos):
            pen.back()
            return []
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.view.rect.collidepoint(event.pos) and not self.view._dragging:
            edge = pen.nearest(self.view, event.pos)
            if edge is not None:
                self._take(edge)
                self.hover = pen.nearest(self.view, event.pos)
            elif not pen.complete:
                self.refuse(self.view.layout.nearest_edge(*self.view.to_map(*event.pos)))
            return []
        return None

    def _button_at(self, pos: tuple[int, int]) -> str | None:
        """Which of the strip's buttons (hit, take back, dice & club) is under ``pos``."""
        for rect, act in ((self.hit_rect, "hit"), (self.undo_rect, "undo"), (self.back_rect, "back")):
            if rect.collidepoint(pos):
                return act
        return None

    def _take(self, edge: Edge) -> None:
        assert self.pen is not None
        if self.pen.take(edge):
            self.sound("place")
            self.view.ensure_visible(self.view.layout.edge_midpoint(edge), 0.22)
        else:
            self.refuse(edge)

    def refuse(self, edge: Edge) -> None:
        """A side that is not offered: nothing is drawn, and one line names the rule it breaks."""
        assert self.pen is not None
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
        img = text.render(head, "bold", text.fit_size(head, "bold", px(22, s), info.w - px(20, s)), PALETTE.ink)
        surface.blit(img, (info.x + px(12, s), info.y + px(6, s)))
        odds = self.odds()
        line = odds.words() if odds else ("Line finished: hit the shot." if pen.complete else pen.status())
        size = px(17, s)
        y = info.y + px(10, s) + img.get_height()
        for t in text.wrap(line, "body", size, info.w - px(24, s))[:2]:
            li = text.render(t, "body", size, PALETTE.accent if odds else PALETTE.ink_soft)
            surface.blit(li, (info.x + px(12, s), y))
            y += li.get_height()
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
