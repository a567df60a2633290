"""Eagle's Creek on the shared table: whose sheet is shown, what the strip holds, and what each action shows.

The parts live in their own modules: the printed sheet (:mod:`.sheet_view`),
the pen marks (:mod:`.marks`), a person's choices (:mod:`.choices`: the dice
tray and the pen), the animations (:mod:`.animate`) and the scores
(:mod:`.scores`). This class wires them to the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.render import drawing, pieces, seat_inks
from game.rules.eagles_creek import events as ev
from game.rules.eagles_creek.events import EaglesEvent
from game.rules.eagles_creek.state import DRAW, ELEVATION, OVER, PLAN, ROLL, DrawAction, EaglesAction, EaglesState, PlanAction
from game.rules.protocol import CHANCE, Action
from game.scenes.eagles_creek import marks, scores
from game.scenes.eagles_creek.allocation import Allocation
from game.scenes.eagles_creek.animate import Show
from game.scenes.eagles_creek.choices import Chooser
from game.scenes.eagles_creek.ink_lines import segment_points
from game.scenes.eagles_creek.pen import draw_pen
from game.scenes.eagles_creek.sheet_view import SheetView
from game.scenes.eagles_creek.tray import Tray
from game.scenes.table import outcome_note
from game.scenes.table.game import TableGame, skip_hint
from game.ui import text
from game.ui.controls import hint
from game.ui.theme import PALETTE, px
from game.ui.words import plural, possessive, subject

if TYPE_CHECKING:
    from game.scenes.ranking import RankEntry
    from game.scenes.scorecard import ScoreTable
    from game.scenes.table.scene import TableScene

COMPUTER_PLAN_SECONDS = 1.5
"""How long a computer's split of the dice stays in the tray before it draws."""
COMPUTER_SEGMENT_SECONDS = 0.32
"""The pause before each segment a computer draws."""


class EaglesGame(TableGame[EaglesState, EaglesAction, EaglesEvent]):
    """The Eagle's Creek plug-in."""

    title = "Eagle's Creek"
    rules_id = "eagles_creek"
    score_label = "strokes"

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        st = self.state
        self.view = SheetView(st.sheet, st.holes)
        self.mini = SheetView(st.sheet, st.holes) if st.num_players > 1 else None
        self.show = Show(sound=lambda name: table.app.sounds.play(name), outcome=table.outcome)
        self.show.seed = table.record.seed
        self.chooser: Chooser | None = None
        self.queue: list[Action] = []
        self.sheet_seat = 0
        """Whose sheet is on screen."""
        self.computer_plan: Allocation | None = None
        self.computer_edge: DrawAction | None = None
        self._fitted = False
        self.strip = pygame.Rect(0, 0, 1, 1)
        self._mini: pygame.Surface | None = None
        self._mini_key: object = None

    @property
    def state(self) -> EaglesState:
        """The engine's state."""
        return self.table.state

    def ink(self, seat: int) -> int:
        """The ink a seat chose (its style is an ink style, see :mod:`game.render.seat_marks`)."""
        return self.table.seats[seat].style % len(seat_inks.INKS)

    def name(self, seat: int) -> str:
        """A seat's name."""
        return self.table.seats[seat].name

    # ------------------------------------------------------------------ layout
    def layout(self, board: pygame.Rect, strip: pygame.Rect, scale: float) -> None:
        self.view.set_rect(board, scale)
        if not self._fitted:
            self.view.fit()
            self._fitted = True
        self.strip = pygame.Rect(self.table.strip_content)
        if self.chooser is not None:
            self.chooser.layout(self.strip, scale)

    def panel_extra_height(self, scale: float) -> int:
        return px(150, scale) if self.mini is not None else 0

    # ------------------------------------------------------------------ turns
    def turn_owner(self) -> int | None:
        st = self.state
        return st.turn if st.phase in (PLAN, DRAW, ELEVATION) and st.turn >= 0 else None

    def shown_seat(self) -> int | None:
        return self.sheet_seat

    def turn_line(self, seat: int) -> str:
        dice = " ".join(map(str, self.state.dice or ()))
        whose = "their sheet" if self.table.is_computer(seat) else "your sheet"
        return f"dice {dice} · {whose}" if dice else whose

    def handover_detail(self, seat: int) -> str:
        dice = ", ".join(map(str, self.state.dice or ()))
        return f"Round {self.state.round}: the dice show {dice}. Your sheet is next."

    def panel_heading(self) -> tuple[str, str]:
        st = self.state
        return (f"Round {st.round} · {len(st.holes)} holes", self.title)

    def seat_line(self, seat: int) -> tuple[str, str]:
        st = self.state
        total = sum(c.strokes for c in st.cards[seat])
        done = sum(1 for c in st.cards[seat] if c.done)
        note = "all holes done" if done == len(st.holes) else f"{done} of {len(st.holes)} holes done"
        return (str(total), f"{seat_inks.ink(self.ink(seat)).pattern} · {note}")

    def instruction(self) -> str:
        st = self.state
        if st.phase == OVER:
            return "Every hole is done."
        if st.phase == ROLL:
            return f"{subject(self.name(st.active), 'roll')} the three dice for round {st.round}."
        if st.phase == ELEVATION:
            return f"{possessive(self.name(st.turn))} line crosses a tree: the fourth die decides."
        who = self.name(st.turn)
        if self.table.is_computer(st.turn):
            hole = f" on hole {st.plan.hole}" if st.plan else ""
            return f"{subject(self.table.seat_title(st.turn), 'play')}{hole}."
        if self.queue:
            return f"{subject(who, 'hit')} the shot."
        c = self.chooser
        if c is None or c.pen is None:
            return f"{who}: drag the dice onto Hole, Accuracy, Strength (or ←→, ↑↓); pick a club; Draw ▶ ({hint('draw')})."
        if c.pen.complete:
            return f"{who}: Enter or Hit ▶ plays the shot · {hint('take_back')} takes a segment back."
        n = len(c.pen.drawn) + 1
        return f"{who}: segment {n} of {c.pen.rules.length}: click a lit side, or ←→ then Enter · {hint('take_back')} takes back."

    # ------------------------------------------------------------------ flow
    def busy(self) -> bool:
        return self.show.busy

    def showing(self) -> str:
        """While dice roll and a result is read: what is happening, or what came of the shot."""
        st = self.state
        beat = self.show.beats[0] if self.show.beats else None
        if beat is not None and beat.dice and not beat.on_board:
            line = f"{subject(self.name(st.active), 'roll')} the three dice for round {st.round}…"
        elif beat is not None and beat.on_board and not beat.stays:
            line = "The elevation die decides…"
        else:
            shown = self.show.shown_captions()
            line = f"{shown[-1][0]}." if shown and shown[-1][0] else ""
        return f"{line} {skip_hint()}".strip()

    def update(self, dt: float) -> None:
        self.show.update(dt)
        if not self.table.still_showing() and self.state.turn >= 0 and not self.queue:
            self.sheet_seat = self.state.turn  # once the result on the last sheet has been read
        if self.queue and self.table.may_act():
            action = self.queue.pop(0)
            if not self.table.play(action):
                self.queue.clear()
                self.chooser = None

    def skip(self) -> None:
        self.show.skip()

    def sync(self) -> None:
        self.show.skip()
        self.show.clear()  # what is shown now is the state itself, not the outcome of an action just played
        self.chooser = None
        self.queue = []
        self.computer_plan = None
        self.computer_edge = None
        st = self.state
        self.sheet_seat = st.turn if st.turn >= 0 else (self.table.viewer or 0) % st.num_players

    def prepare_human(self, seat: int) -> None:
        if self.queue:
            return  # the rest of a confirmed shot is still being played
        self.chooser = Chooser(self.state, self.view, self.table.app.notify, self.table.app.sounds.play)
        self.chooser.layout(self.strip, self.table.scale)
        self.sheet_seat = seat

    def present(self, before: EaglesState, action: EaglesAction, events: Sequence[EaglesEvent]) -> None:
        self.computer_plan = None
        self.computer_edge = None
        if before.current_player != CHANCE:
            self.show.clear()  # someone acted: the last result has been read
        if action[0] == "roll":
            self.show.roll(action[1:], before.round)
            return
        if action[0] in ("draw", "elevation") and any(isinstance(e, ev.StrokesAdded) for e in events):
            seat = before.turn
            self.sheet_seat = seat
            if not self.queue:
                self.chooser = None
            lifted = next((e for e in events if isinstance(e, ev.ElevationRolled)), None)
            if lifted is not None:
                self.show.elevation(seat, lifted.face, lifted.elevated, lifted.trees)
            club = before.plan.club if before.plan else ""
            self.show.result(seat, self.name(seat), events, club)

    def show_computer_choice(self, seat: int, action: EaglesAction) -> float:
        self.sheet_seat = seat
        st = self.state
        if action[0] == "plan":
            plan = PlanAction(*action)
            alloc = Allocation(st)
            rest = list(st.dice or ())
            rest.remove(plan.accuracy)
            rest.remove(plan.strength)
            values = [rest[0], plan.accuracy, plan.strength]
            used: list[int] = []
            for slot, v in enumerate(values):
                i = next(k for k in range(3) if (st.dice or ())[k] == v and k not in used)
                used.append(i)
                alloc.order[slot] = i
            alloc.hole, alloc.club = plan.hole, plan.club
            alloc.short_putt = plan.club == "putter" and plan.length < alloc.club_info("putter").length
            self.computer_plan = alloc
            self.view.ensure_visible(self.view.layout.edge_midpoint(st.ball_side(seat, plan.hole)), 0.2)
            return COMPUTER_PLAN_SECONDS
        if action[0] == "draw":
            self.computer_edge = action
            return COMPUTER_SEGMENT_SECONDS
        return 0.5

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        c = self.chooser
        right_click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 3
        pen_open = c is not None and c.pen is not None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL) and not (right_click and pen_open):
            # the board pans and zooms first (a right click while drawing takes a segment back instead)
            if self.view.handle_event(event):
                return True
        if c is not None and not self.queue and self.table.may_act() and self.state.turn >= 0:
            result = c.handle_event(event)
            if result:
                self.queue = list(result)
                self.table.app.sounds.play("hit")
                return True
            if result is not None:
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.strip.collidepoint(event.pos) and self.state.phase != OVER:
            if self.table.may_act() is False and self.table.is_computer(self.state.turn):
                self.table.app.notify(f"{subject(self.table.seat_title(self.state.turn), 'be')} playing: wait for your turn.")
                return True
        if event.type == pygame.KEYDOWN:
            return self.view.handle_event(event)
        return False

    # ------------------------------------------------------------------ drawing
    def static_key(self) -> object:
        # the page and this sheet's ink change only with the view, the sheet shown and the actions played
        st, seat = self.state, self.sheet_seat
        return (self.view.layer_key(), seat, len(st.shots[seat]), self.show.hiding() == seat, id(st.sheet))

    def draw_static(self, surface: pygame.Surface) -> None:
        st, seat = self.state, self.sheet_seat
        ink = self.ink(seat)
        self.view.draw_board(surface)
        self.view.draw_done(surface, scores.done_scores(st, seat))
        written = {n: str(st.card(seat, n).strokes) for n in st.holes if st.card(seat, n).done}
        total = sum(c.strokes for c in st.cards[seat])
        self.view.draw_scorecard(surface, written, str(total) if total else "", seat_inks.ink(ink).color)
        hiding = self.show.hiding() == seat
        marks.draw_marks(surface, self.view, st, seat, ink, declared_last=hiding, balls=not hiding)

    def draw_board(self, surface: pygame.Surface) -> None:
        st, seat = self.state, self.sheet_seat
        ink = self.ink(seat)
        s = self.table.scale
        c = self.chooser
        if c is not None and c.alloc is not None and c.pen is None and self.table.may_act():
            self.view.draw_lit(surface, c.alloc.lit_holes())
            if c.alloc.hole is not None:
                self.view.draw_lit(surface, [c.alloc.hole], PALETTE.accent)
        elif self.computer_plan is not None and self.computer_plan.hole is not None:
            self.view.draw_lit(surface, [self.computer_plan.hole], PALETTE.accent)
        elif st.phase in (DRAW, ELEVATION) and st.plan is not None and st.turn == seat and self.table.is_computer(seat):
            self.view.draw_lit(surface, [st.plan.hole], PALETTE.accent)
        marks.draw_current(surface, self.view, st, seat, ink)
        if c is not None and c.pen is not None and not self.queue and st.turn == seat:
            draw_pen(surface, self.view, c.pen, ink, c.hover, show_focus=not c.mouse_mode)
        if self.computer_edge is not None and st.phase == DRAW and st.turn == seat:
            self._draw_computer_segment(surface, ink)
        self._sheet_tag(surface, seat, s)
        if self._docked() is None:
            self.show.draw_board(surface, self.view.rect, s, top=self.table.banner_rect.bottom + px(8, s))
        else:
            self.show.draw_board(surface, self.view.rect, s, captions=False)

    def _docked(self) -> list[pygame.Rect] | None:
        """Where the last result's captions go while a person plans: the side panel, clear of the sheet (None: over the sheet)."""
        captions = self.show.shown_captions()
        if not captions or not self.table.may_act():
            return None
        return outcome_note.place(self.table, captions)

    def _draw_computer_segment(self, surface: pygame.Surface, ink: int) -> None:
        from game.hexgrid import Edge
        from game.rules.eagles_creek.shape import trace
        from game.scenes.eagles_creek.ink_lines import draw_line

        st = self.state
        if self.computer_edge is None:
            return
        edge = Edge(*self.computer_edge[1:])
        start = st.shot_start
        if start is None:
            return
        try:
            cell = trace(start, [*st.drawn, edge]).cells[-1]
        except ValueError:
            return
        entry = st.drawn[-1] if st.drawn else start
        draw_line(surface, self.view, segment_points(self.view.layout, cell, entry, edge, len(st.drawn)), ink, alpha=140)

    def _sheet_tag(self, surface: pygame.Surface, seat: int, s: float) -> None:
        """Whose sheet this is, at the board's top-left corner."""
        label = f"{possessive(self.name(seat))} sheet"
        img = text.render(label, "bold", px(24, s), PALETTE.ink)
        box = pygame.Rect(0, 0, img.get_width() + px(70, s), img.get_height() + px(12, s))
        box.bottomleft = (self.view.rect.x + px(10, s), self.view.rect.bottom - px(10, s))
        drawing.card(surface, box, radius=px(10, s), lift=px(4, s))
        seat_inks.badge(surface, (box.x + px(22, s), box.centery), px(13, s), self.ink(seat), str(seat + 1))
        surface.blit(img, (box.x + px(44, s), box.y + px(6, s)))
        seat_inks.draw_path(surface, [(box.right - px(20, s), box.centery), (box.right - px(6, s), box.centery)], self.ink(seat), px(3, s))

    def draw_strip(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.table.scale
        if self.show.tray_dice():
            self.show.draw_tray_dice(surface, rect, px(54, s))
            return
        c = self.chooser
        if c is not None and self.table.may_act() and not self.queue:
            c.draw_strip(surface)
            return
        if self.computer_plan is not None:
            tray = Tray(self.computer_plan, lambda: None, lambda m: None)
            tray.layout(rect, s)
            tray.draw(surface, keys_shown=False)
            return
        self._draw_round_dice(surface, rect, s)

    def _draw_round_dice(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """The round's dice at rest, and what is happening."""
        dice = self.state.dice or self.show.resting or ()
        size = min(px(54, s), rect.h - px(10, s))
        x = rect.x + px(10, s) + size // 2
        for d in dice:
            pieces.draw_die(surface, (x, rect.centery), size, d)
            x += size + px(14, s)
        line = self._waiting_line()
        img = text.render(line, "ui", text.fit_size(line, "ui", px(20, s), rect.right - x - px(10, s)), PALETTE.ink_soft)
        surface.blit(img, img.get_rect(midleft=(x + px(10, s), rect.centery)))

    def _waiting_line(self) -> str:
        st = self.state
        if st.phase == ROLL:
            return f"{subject(self.name(st.active), 'roll')} for round {st.round}."
        if st.phase in (DRAW, ELEVATION) and st.plan is not None and st.shape_rules is not None:
            p, rules = st.plan, st.shape_rules
            curls = f", {plural(rules.curls_min, 'curl')}" if rules.curls_min else ""
            return f"{subject(self.name(st.turn), 'draw')} on hole {p.hole}: {p.club}, {plural(p.length, 'segment')}{curls}."
        if st.turn >= 0:
            return f"{subject(self.name(st.turn), 'be')} playing round {st.round}."
        return ""

    def draw_panel_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.mini is None:
            return
        s = self.table.scale
        cap = "The others' sheets"
        img = text.render(cap, "ui", px(16, s), PALETTE.ink_soft)
        surface.blit(img, rect.topleft)
        area = pygame.Rect(rect.x, rect.y + img.get_height() + px(2, s), rect.w, rect.h - img.get_height() - px(2, s))
        if self.mini.rect != area:
            self.mini.set_rect(area, s * 0.5)
            self.mini.fit()
        key = (tuple(area), sum(len(x) for x in self.state.shots), self.sheet_seat)
        if self._mini_key != key or self._mini is None:
            # drawn once per action: every other player's lines on one small sheet
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self.mini.draw_board(layer)
            for seat in range(self.state.num_players):
                if seat != self.sheet_seat:
                    marks.draw_marks(layer, self.mini, self.state, seat, self.ink(seat), balls=False)
            self._mini = layer.subsurface(area).copy()
            self._mini_key = key
        surface.blit(self._mini, area)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        docked = self._docked()
        if docked is not None:
            outcome_note.draw(surface, docked, self.show.shown_captions(), self.table.scale)
        self._draw_tip(surface)

    def _draw_tip(self, surface: pygame.Surface) -> None:
        c = self.chooser
        if c is not None and c.pen is not None:
            return  # the pen's own labels say enough while drawing
        self.view.draw_tooltip(surface, self.view.hover_lines())

    # ------------------------------------------------------------------ scores
    def score_table(self) -> ScoreTable:
        return scores.score_table(self.state, self.table.seats, self.title)

    def ranking(self) -> tuple[str, list[RankEntry]]:
        return (f"{self.title} · {len(self.state.holes)} holes", scores.rank_entries(self.state, self.table.seats))

    def describe(self) -> dict[str, object]:
        return {"course": self.state.sheet.course.name, "round": self.state.round}



