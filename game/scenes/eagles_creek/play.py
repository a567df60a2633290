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

from game.match.hint import Hint
from game.render import drawing, seat_inks
from game.rules.eagles_creek import events as ev
from game.rules.eagles_creek.events import EaglesEvent
from game.rules.eagles_creek.state import DRAW, ELEVATION, OVER, PLAN, ROLL, DrawAction, EaglesAction, EaglesState, PlanAction
from game.rules.protocol import CHANCE, Action
from game.scenes.eagles_creek import hint_ghost, marks, scores, tables_card
from game.scenes.eagles_creek.allocation import Allocation
from game.scenes.eagles_creek.animate import Animation
from game.scenes.eagles_creek.choices import Chooser
from game.scenes.eagles_creek.ink_lines import segment_points
from game.scenes.eagles_creek.pen import draw_pen
from game.scenes.eagles_creek.sheet_view import SheetView
from game.scenes.eagles_creek.tray import Tray
from game.scenes.table import outcome_note
from game.scenes.table.game import TableGame, skip_hint
from game.ui import text
from game.ui.controls import hint, is_action
from game.ui.theme import PALETTE, px
from game.ui.widgets import ReleaseClicks
from game.ui.words import plural, possessive, subject

if TYPE_CHECKING:
    from game.scenes.ranking import RankEntry
    from game.scenes.scorecard import ScoreTable
    from game.scenes.table.scene import TableScene

MINI_HEIGHT = 42
"""Design pixels of the others' sheets' row in the side panel: a small picture and its name (a click opens them large)."""
COMPUTER_PLAN_SECONDS = 1.5
"""How long a computer's split of the dice stays in the tray before it draws."""
COMPUTER_SEGMENT_SECONDS = 0.32
"""The longest a computer takes to draw one segment (at normal speed)."""
COMPUTER_LINE_SECONDS = 1.2
"""The longest a computer takes to draw a whole line: long lines draw each segment faster."""


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
        self.animation = Animation(sound=lambda name: table.app.sounds.play(name), outcome=table.outcome)
        self.animation.seed = table.record.seed
        self.chooser: Chooser | None = None
        self.queue: list[Action] = []
        self.sheet_seat = 0
        """Whose sheet is on screen."""
        self.computer_plan: Allocation | None = None
        self.computer_edge: DrawAction | None = None
        self.segment_left = 0.0
        """Seconds left of the computer's segment being drawn (the pen moving along it)."""
        self.segment_time = 0.0
        self.hurry = False
        """A skip during a computer's line: the rest of that line is drawn at once."""
        self._fitted = False
        self.strip = pygame.Rect(0, 0, 1, 1)
        self._mini: pygame.Surface | None = None
        self._mini_key: object = None
        self.mini_area = pygame.Rect(0, 0, 0, 0)
        """Where the others' sheets are drawn in the panel (a click there opens them large)."""
        self.mini_clicks: ReleaseClicks[bool] = ReleaseClicks()
        self.elevation_shown: tuple[str, int] | None = None
        """The club and the fourth die's face while its result is shown (the tables card lights its column)."""
        self.banner_home = pygame.Rect(0, 0, 0, 0)
        """Where the table would put the turn banner (over the board's top): captions over the sheet start under it."""

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
        self.banner_home = pygame.Rect(self.table.banner_rect)
        self.view.set_rect(board, scale)
        if not self._fitted:
            self.view.fit()
            self._fitted = True
        self.place_banner()
        self.strip = pygame.Rect(self.table.strip_content)
        if self.chooser is not None:
            self.chooser.layout(self.strip, scale)

    def panel_extra_height(self, scale: float) -> int:
        """The tables card, and under it the others' sheets (a thumbnail that opens large)."""
        card = tables_card.card_height(scale)
        return card + (px(8, scale) + px(MINI_HEIGHT, scale) if self.mini is not None else 0)

    # ------------------------------------------------------------------ turns
    def turn_owner(self) -> int | None:
        st = self.state
        return st.turn if st.phase in (PLAN, DRAW, ELEVATION) and st.turn >= 0 else None

    def shown_seat(self) -> int | None:
        return self.sheet_seat

    def turn_line(self, seat: int) -> str:
        dice = " ".join(map(str, self.state.dice or ()))
        return f"dice {dice}" if dice else f"round {self.state.round}"  # short: the banner sits over the side panel

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
        left = len(st.holes) - done  # the short way: beside the Hint button the note keeps to one line
        note = "all holes done" if not left else f"{plural(left, 'hole')} left"
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
        if c.pen.complete and not c.pen.browsed:
            return f"{who}: Enter or Hit ▶ plays the shot · point elsewhere or ↑↓ for another line · {hint('take_back')} takes a segment back."
        if c.key_segment and not c.mouse_mode:
            n = len(c.pen.drawn) + 1
            return f"{who}: segment {n} of {c.pen.rules.length}: ←→ a lit side, Enter draws it · ↑↓ whole lines · {hint('take_back')} takes back."
        if c.mouse_mode:
            return f"{who}: point where the shot should end and click to take its best line (or one from the list) · or click lit sides one by one."
        return f"{who}: ↑↓ where the line ends (the first aims at the flag), Enter takes it · ←→ draw side by side · {hint('take_back')} takes back."

    # ------------------------------------------------------------------ flow
    def decision_on_screen(self) -> object:
        """The pen opened (Draw, G) on the chosen club and hole: a hint asked in the tray answered the dice and the club."""
        c = self.chooser
        return None if c is None or c.pen is None else ("pen", c.pen.club)

    def busy(self) -> bool:
        return self.animation.busy or self.segment_left > 0

    def wake_in(self) -> float | None:
        """Never resting while a confirmed shot is still being played into the game, or anything moves."""
        return 0.0 if self.queue or self.busy() else None

    def showing(self) -> str:
        """While dice roll and a result is read: what is happening, or what came of the shot."""
        st = self.state
        beat = next(iter(self.animation.beats()), None)
        if self.segment_left > 0 and st.turn >= 0:
            line = f"{subject(self.table.seat_title(st.turn), 'draw')} the line…"
        elif beat is not None and beat.dice and not beat.on_board:
            line = f"{subject(self.name(st.active), 'roll')} the three dice for round {st.round}…"
        elif beat is not None and beat.on_board and not beat.stays:
            line = "The elevation die decides…"
        else:
            shown = self.animation.shown_captions()
            line = f"{shown[-1][0]}." if shown and shown[-1][0] else ""
        return f"{line} {skip_hint()}".strip()

    def place_banner(self) -> None:
        """The turn banner goes over the side panel's heading, beside its Log button, above the seats' rows.

        Never over the sheet, so never over its printed title and tables, however the sheet is zoomed or panned.
        """
        t, s = self.table, self.table.scale
        panel = t.panel_rect
        right = panel.right - px(8, s)
        log = t.log_panel.button.rect
        if log.w and log.colliderect(pygame.Rect(panel.x, panel.y, panel.w, px(10, s) + self.banner_home.h)):
            right = log.left - px(6, s)  # the Log button stays in sight and in reach while the banner shows
        t.banner_rect = pygame.Rect(panel.x + px(8, s), panel.y + px(10, s), right - panel.x - px(8, s), self.banner_home.h)

    def update(self, dt: float) -> None:
        self.animation.update(dt)
        if self.segment_left > 0:
            self.segment_left = max(0.0, self.segment_left - dt)
        if not self.table.still_showing() and self.state.turn >= 0 and not self.queue:
            self.sheet_seat = self.state.turn  # once the result on the last sheet has been read
        if self.queue and self.table.may_act():
            action = self.queue.pop(0)  # one action a frame: each is saved as it is played
            if not self.table.play(action):
                self.queue.clear()
                self.chooser = None

    def skip(self) -> None:
        self.animation.skip()
        if self.segment_left > 0:
            self.segment_left = 0.0
            self.hurry = True  # the rest of this computer's line comes at once

    def sync(self) -> None:
        self.elevation_shown = None
        self.animation.skip()
        self.segment_left, self.hurry = 0.0, False
        self.animation.clear()  # what is shown now is the state itself, not the outcome of an action just played
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
        if action[0] != "draw":
            self.hurry = False  # a new plan, or the shot resolved: the next line is drawn at its pace
        if before.current_player != CHANCE:
            self.animation.clear()  # someone acted: the last result has been read
            self.elevation_shown = None
        if action[0] in ("draw", "elevation") and any(isinstance(e, ev.StrokesAdded) for e in events):
            seat = before.turn
            self.sheet_seat = seat
            if not self.queue:
                self.chooser = None
            lifted = next((e for e in events if isinstance(e, ev.ElevationRolled)), None)
            if lifted is not None:
                self.elevation_shown = (before.plan.club if before.plan else "", lifted.face)
        self.animation.add(events, self.name, before.plan.club if before.plan else "")

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
            ball = self.view.to_screen(*self.view.layout.edge_midpoint(st.ball_side(seat, plan.hole)))
            if not self.view.rect.collidepoint(ball):  # the sheet moves only when the computer's ball would be out of view
                self.view.ensure_visible(self.view.layout.edge_midpoint(st.ball_side(seat, plan.hole)), 0.2)
            return COMPUTER_PLAN_SECONDS
        if action[0] == "draw":
            self.computer_edge = action
            length = st.shape_rules.length if st.shape_rules is not None else 1
            self.segment_time = 0.0 if self.hurry else min(COMPUTER_SEGMENT_SECONDS, COMPUTER_LINE_SECONDS / max(1, length))
            self.segment_left = self.segment_time  # busy while the pen moves: a skip hurries the whole line
            return 0.0
        return 0.5

    # ------------------------------------------------------------------ input
    def open_others(self) -> None:
        """The others' sheets, large, over the table."""
        from game.scenes.eagles_creek.others import OthersOverlay

        seats = [seat for seat in range(self.state.num_players) if seat != self.sheet_seat]
        self.table.app.stack.push(OthersOverlay(self.table.app, self.state, seats, self.name, self.ink))

    def handle_event(self, event: pygame.event.Event) -> bool:
        used, opened = self.mini_clicks.handle(event, lambda pos: True if self.mini is not None and self.mini_area.collidepoint(pos) else None)
        if opened:
            self.open_others()
        if used:
            return True
        if self.mini is not None and event.type == pygame.KEYDOWN and is_action(event, "others"):
            self.open_others()  # the keyboard's way to the others' sheets (O), as the thumbnail is the mouse's
            return True
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
        return (self.view.layer_key(), seat, len(st.shots[seat]), self.animation.hiding() == seat, id(st.sheet))

    def draw_static(self, surface: pygame.Surface) -> None:
        st, seat = self.state, self.sheet_seat
        ink = self.ink(seat)
        self.view.draw_board(surface)
        self.view.draw_done(surface, scores.done_scores(st, seat))
        written = {n: str(st.card(seat, n).strokes) for n in st.holes if st.card(seat, n).done}
        total = sum(c.strokes for c in st.cards[seat])
        self.view.draw_scorecard(surface, written, str(total) if total else "", seat_inks.ink(ink).color)
        hiding = self.animation.hiding() == seat
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
            draw_pen(surface, self.view, c.pen, ink, c.hover, show_focus=not c.mouse_mode and c.key_segment, ghosts=c.ghosts(), refused=c.refused)
        if self.computer_edge is not None and st.phase == DRAW and st.turn == seat:
            self._draw_computer_segment(surface, ink)
        self._sheet_tag(surface, seat, s)
        if self._docked() is None:
            self.animation.draw_board(surface, self.view.rect, s, top=self.banner_home.bottom + px(8, s))
        else:
            self.animation.draw_board(surface, self.view.rect, s, captions=False)

    def _docked(self) -> list[pygame.Rect] | None:
        """Where the last result's captions go while a person plans: the side panel, clear of the sheet (None: over the sheet)."""
        captions = self.animation.shown_captions()
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
        points = segment_points(self.view.layout, cell, entry, edge, len(st.drawn), salt=len(st.shots[st.turn]))
        done = 1.0 - (self.segment_left / self.segment_time if self.segment_time > 0 else 0.0)
        draw_line(surface, self.view, points[: max(2, round(len(points) * done))], ink)  # the pen moving along the segment

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
        if self.animation.tray_dice():
            self._draw_round_dice(surface, rect, s)
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
        dice = () if self.animation.tray_dice() else self.state.dice or self.animation.resting or ()
        tray = pygame.Rect(rect.x, rect.y, min(rect.w // 2, int(rect.h * 2.4)), rect.h)
        self.animation.draw_tray(surface, tray, s, dice)  # the shared tray: the dice land where they then lie
        if self.animation.tray_dice():
            return  # the strip says what is happening while they roll
        x = tray.right
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

    def lit(self) -> tables_card.Lit | None:
        """What the tables card lights now: the split being made or shown, the shot being drawn, the fourth die."""
        st = self.state
        tables = st.sheet.tables
        c = self.chooser
        alloc = c.alloc if c is not None and self.table.may_act() else None
        if alloc is None and self.computer_plan is not None:
            alloc = self.computer_plan
        if alloc is not None and alloc.hole is not None and alloc.club is not None:
            return tables_card.lit_for(alloc.club, alloc.value("strength"), alloc.value("accuracy"), alloc.lie(), tables)
        if st.plan is not None and st.turn >= 0:
            p = st.plan
            return tables_card.lit_for(p.club, p.strength, p.accuracy, st.lie_of(st.turn, p.hole), tables)
        if self.elevation_shown is not None:
            club, face = self.elevation_shown
            return tables_card.Lit(club=club, elevation=face)
        return None

    def draw_panel_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.table.scale
        card = pygame.Rect(rect.x, rect.y, rect.w, tables_card.card_height(s))
        tables_card.draw_card(surface, card, self.state.sheet.tables, self.lit(), s)
        if self.mini is None:
            return
        row = pygame.Rect(rect.x, card.bottom + px(8, s), rect.w, rect.bottom - card.bottom - px(8, s))
        drawing.card(surface, row, radius=px(8, s), lift=px(2, s))
        area = pygame.Rect(row.x + px(4, s), row.y + px(3, s), int((row.h - px(6, s)) * 1.4), row.h - px(6, s))
        cap = f"The others' sheets ▶ ({hint('others')})"
        img = text.render(cap, "ui", text.fit_size(cap, "ui", px(17, s), row.right - area.right - px(12, s)), PALETTE.ink)
        surface.blit(img, img.get_rect(midleft=(area.right + px(8, s), row.centery)))
        if self.mini.rect != area:
            self.mini.set_rect(area, s * 0.5)
            self.mini.fit()
        self.mini_area = row
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

    def draw_hint(self, surface: pygame.Surface, hint: Hint) -> list[pygame.Rect]:
        """The hint's ghost on the sheet (scenes/eagles_creek/hint_ghost.py)."""
        where = hint_ghost.draw(self, surface, hint)
        return [where] if where is not None else []

    def draw_overlay(self, surface: pygame.Surface) -> None:
        docked = self._docked()
        if docked is not None:
            outcome_note.draw(surface, docked, self.animation.shown_captions(), self.table.scale)
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



