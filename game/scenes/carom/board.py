"""Drawing Carom Golf's choices on the table: tee hexes, the aim arrow, the path preview, the strip."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.hexgrid import Hex
from game.render import dice, drawing
from game.rules.carom import events as E
from game.rules.course import CourseMap
from game.rules.protocol import TERMINAL, Event
from game.scenes.carom import animate
from game.scenes.carom.describe import high_obstacle
from game.scenes.carom.parts import CaromParts
from game.ui import text
from game.ui.controls import hint, keyed, last_device, menu_hint
from game.ui.theme import BASE_SIZES, PALETTE, Color, px
from game.ui.words import plural, subject


def _skip_key() -> str:
    """Any key skips; a controller player is told the button."""
    return "a key" if last_device() == "keys" else hint("skip")


def _card_keys(rolls: bool = True) -> str:
    """How to choose a card with the keys shown now: "←→ or 1–9 · N none · Enter rolls" (the table writes ←→ and Enter
    in the player's own). ``rolls``: the confirm throws the die (direction first, it only picks the card)."""
    confirm = "Enter rolls" if rolls else "Enter"
    if last_device() == "keys":
        return f"←→ or {hint('card')} · {hint('no_card')} none · {confirm}"
    return f"{hint('card')} · {hint('no_card')} none · {confirm}"


def _engine_data() -> Any:
    from game.rules.carom import data

    return data


def strip_tips() -> tuple[str, ...]:
    """The strip's lines while a ball is placed, with the player's own keys."""
    return (
        "New to Carom Golf? Point at any hex to see what it does to the ball.",
        f"{menu_hint()} opens the menu with How to play (the rules with pictures); {hint('scorecard')} shows the scorecard.",
        f"Mouse wheel or {hint('zoom_in')} and {hint('zoom_out')} zoom the course; drag it, or use"
        f" {hint('pan_up', 'pan_left', 'pan_down', 'pan_right')}, to move it.",
    )


FLIGHT_BLUE = (150, 208, 255)
"""The preview's dots for a ball in the air."""


@dataclass
class PreviewMarks:
    """What the path preview draws, in screen pixels: ground steps, the flight's arc, T, the ends."""

    ground: list[tuple[int, tuple[float, float]]] = field(default_factory=list)
    """(ball, point): dots half a step apart along every step on the ground."""
    flight: list[tuple[float, float]] = field(default_factory=list)
    """Dots along the flight's arc, lifted as high as the ball flies there."""
    landing: Hex | None = None
    """Point T: where the flight comes down (or, when it flies out, where it would have)."""
    landing_off: bool = False
    """T is off the course: the flight goes out."""
    too_low: list[Hex] = field(default_factory=list)
    """High obstacles the flight cannot clear: too close to the start or to T."""
    ends: list[tuple[str, Hex]] = field(default_factory=list)
    """How the stroke ends, for each ball (animate.end_marks, without T and the obstacles)."""


def flight_peak(steps: int) -> float:
    """The highest point of a flight over ``steps`` hexes, in cells (as the flight animation flies it)."""
    return min(1.1, 0.4 + steps * 0.04)


def preview_marks(events: Sequence[Event], center: Callable[[Hex], tuple[float, float]], s: float) -> PreviewMarks:
    """The preview's marks for ``events`` (a stroke played on a copy), with ``center`` a hex's screen centre."""
    marks = PreviewMarks()
    took: E.TookOff | None = None
    air: list[Hex] = []
    for e in events:
        if isinstance(e, E.TookOff):
            took, air = e, [e.start]
        elif isinstance(e, E.Step) and e.airborne:
            air.append(e.to)
        elif isinstance(e, E.Step):
            p0, p1 = center(e.start), center(e.to)
            for t in (0.5, 1.0):
                marks.ground.append((e.ball, (p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t)))
        elif isinstance(e, E.Landed):
            marks.landing = e.at
        elif isinstance(e, E.TooLow):
            marks.too_low.append(e.obstacle)
    if took is not None:
        if marks.landing is None:  # it flew out: the arc goes on to where T would have been
            marks.landing, marks.landing_off = took.landing, True
            while air[-1] != took.landing and len(air) <= took.start.distance(took.landing):
                air.append(air[-1].neighbor(took.direction))
        steps = len(air) - 1
        peak = flight_peak(steps) * s
        marks.flight.append(center(air[0]))
        for i, (a, c) in enumerate(zip(air, air[1:])):
            p0, p1 = center(a), center(c)
            for t in (0.5, 1.0):
                f = (i + t) / steps
                lift = 4 * peak * f * (1 - f)
                marks.flight.append((p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t - lift))
    marks.ends = [(kind, cell) for kind, cell in animate.end_marks(events) if kind not in ("landing", "too_low")]
    return marks


def flight_words(events: Sequence[Event], course: CourseMap) -> str:
    """What a previewed long stroke does in the air, in one line ("" when it is not a long stroke)."""
    took = next((e for e in events if isinstance(e, E.TookOff)), None)
    low = next((e for e in events if isinstance(e, E.TooLow)), None)
    struck = next((e for e in events if isinstance(e, E.Struck)), None)
    if low is not None and low.near == "start":
        what = high_obstacle(course, low.obstacle)
        n = f" all {struck.impulses}" if struck is not None else ""
        return f"{what[0].upper()}{what[1:]} is too close to the start: no flight, the ball rolls{n}."
    if took is None:
        return ""
    flown = sum(1 for e in events if isinstance(e, E.Step) and e.airborne and e.ball == took.ball)
    landed = next((e for e in events if isinstance(e, E.Landed)), None)
    if landed is None:
        return f"It flies {plural(flown, 'hex')} and off the course before T: out, +2, and back here."
    if low is not None:
        what = high_obstacle(course, low.obstacle)
        return f"{what[0].upper()}{what[1:]} is too close to T: the ball comes down after {flown}, short of it."
    return f"It flies {plural(flown, 'hex')} to T, then rolls on the ground with the last {landed.remaining}."


def t_tag(cell: Hex, center: Callable[[Hex], tuple[float, float]], s: float) -> pygame.Rect:
    """Where the small "T" badge goes beside point T."""
    cx, cy = center(cell)
    d = max(18.0, s * 0.62)
    return pygame.Rect(int(cx + s * 0.28), int(cy - s * 0.28 - d), int(d), int(d))


def draw_preview(
    surface: pygame.Surface, marks: PreviewMarks, center: Callable[[Hex], tuple[float, float]], s: float, dot_color: Callable[[int], Color]
) -> None:
    """The path preview (the table's, and the rules page's pictures): dots on the ground, a dashed arc in the air,
    how each ball ends, a red sign on what the flight cannot clear, and point T."""
    for b, (x, y) in marks.ground:
        r = max(2.5, s * 0.085)
        pygame.draw.circle(surface, (30, 16, 8), (x + 1, y + 1), r + 1)
        pygame.draw.circle(surface, dot_color(b), (x, y), r)
    w = max(3, round(s * 0.11))
    for (x0, y0), (x1, y1) in list(zip(marks.flight, marks.flight[1:]))[::2]:  # the flight: a dashed sky-blue arc above the ground
        pygame.draw.line(surface, (30, 16, 8), (x0 + 1, y0 + 1), (x1 + 1, y1 + 1), w + 1)
        pygame.draw.line(surface, FLIGHT_BLUE, (x0, y0), (x1, y1), w)
    for kind, cell in marks.ends:
        cx, cy = center(cell)
        color = {"hole": PALETTE.gold, "water": (120, 180, 240), "out": PALETTE.accent, "mole": PALETTE.accent, "carom": (255, 236, 160)}.get(kind, (250, 246, 236))
        pygame.draw.circle(surface, color, (cx, cy), s * 0.42, max(2, round(s * 0.06)))
    for cell in marks.too_low:  # a high obstacle the flight cannot clear: a red "no way over" sign on it
        cx, cy = center(cell)
        w = max(2, round(s * 0.08))
        r = s * 0.46
        pygame.draw.circle(surface, (30, 16, 8), (cx + 1, cy + 1), r, w + 1)
        pygame.draw.circle(surface, PALETTE.accent, (cx, cy), r, w)
        d = r * 0.7
        pygame.draw.line(surface, PALETTE.accent, (cx - d, cy - d), (cx + d, cy + d), w)
    if marks.landing is not None:
        draw_t(surface, marks.landing, center, s, marks.landing_off)


def draw_t(surface: pygame.Surface, cell: Hex, center: Callable[[Hex], tuple[float, float]], s: float, off: bool = False) -> None:
    """Point T, where the flight comes down: the flight animation's landing mark, with a "T" beside it (red: off the course)."""
    cx, cy = center(cell)
    r = s * 0.36
    w = max(2, round(s * 0.06))
    color = PALETTE.accent if off else (250, 246, 236)
    for dx, col in ((1.5, (30, 16, 8)), (0.0, color)):
        pygame.draw.circle(surface, col, (cx + dx, cy + dx), r, w)
        pygame.draw.line(surface, col, (cx - r * 0.6 + dx, cy - r * 0.6 + dx), (cx + r * 0.6 + dx, cy + r * 0.6 + dx), w)
        pygame.draw.line(surface, col, (cx - r * 0.6 + dx, cy + r * 0.6 + dx), (cx + r * 0.6 + dx, cy - r * 0.6 + dx), w)
    tag = t_tag(cell, center, s)
    pygame.draw.circle(surface, (30, 16, 8), (tag.centerx + 1, tag.centery + 2), tag.w / 2)
    pygame.draw.circle(surface, PALETTE.ink, tag.center, tag.w / 2)
    pygame.draw.circle(surface, color, tag.center, tag.w / 2, max(1, w // 2))
    img = text.render("T", "bold", text.fit_size("T", "bold", int(tag.h * 0.8), int(tag.w * 0.8)), color)
    surface.blit(img, img.get_rect(center=tag.center))


def _rolls_line(name: str) -> str:
    return f"{subject(name, 'roll')} the die… Click or press {_skip_key()} to skip."


def _rolled_line(name: str, n: int) -> str:
    return f"{name}: {plural(n, 'impulse')}. Click or press {_skip_key()} to skip."


def _choosing_line(title: str) -> str:
    return f"{subject(title, 'be')} choosing…"


class CaromDrawing(CaromParts):
    """The drawing half of :class:`~game.scenes.carom.play.CaromGame` (a mixin: it reads the game's fields)."""

    def _draw_choices(self, surface: pygame.Surface) -> None:
        """Legal tee hexes, the aim arrow and the path preview."""
        if not self.tl.done or self.dice.rolling:
            return
        state = self.state
        phase = state.phase
        cp = state.current_player
        if cp < 0:
            return
        if phase in ("tee", "place"):
            cells = self.legal_cells()
            self.view.draw_cells(surface, cells, PALETTE.gold, 70, outline=max(2, px(2, self.table.scale)))
            chosen = None
            if self.table.is_computer(cp) and self.select_cell in cells:
                chosen = self.select_cell
            elif not self.table.is_computer(cp) and cells:
                hover = self.view.hover
                chosen = hover if hover in cells else cells[self.select_index % len(cells)]
            if chosen is not None:
                self.view.draw_cells(surface, [chosen], PALETTE.cream_text, 120, outline=max(2, px(3, self.table.scale)))
            return
        if phase in ("strike", "aim") and self.aim_dir is not None:
            ball = self.ball_cell()
            if ball is None:
                return
            if phase == "strike" and self.show_path:
                self._draw_preview(surface, ball)
            self._draw_arrow(surface, ball, self.aim_dir)

    def _draw_arrow(self, surface: pygame.Surface, ball: Hex, d: int) -> None:
        s = self.view.cell_size
        x0, y0 = self.view.hex_center(ball)
        x1, y1 = self.view.hex_center(ball.neighbor(d))
        ang = math.atan2(y1 - y0, x1 - x0)
        start = (x0 + math.cos(ang) * s * 0.42, y0 + math.sin(ang) * s * 0.42)
        tip = (x0 + math.cos(ang) * s * 1.05, y0 + math.sin(ang) * s * 1.05)
        width = max(3, round(s * 0.12))
        clip = surface.get_clip()
        surface.set_clip(self.view.rect)
        pygame.draw.line(surface, (30, 16, 8), (start[0] + 2, start[1] + 2), (tip[0] + 2, tip[1] + 2), width)
        pygame.draw.line(surface, PALETTE.gold, start, tip, width)
        head = [
            (tip[0] + math.cos(ang) * s * 0.22, tip[1] + math.sin(ang) * s * 0.22),
            (tip[0] + math.cos(ang + 2.3) * s * 0.22, tip[1] + math.sin(ang + 2.3) * s * 0.22),
            (tip[0] + math.cos(ang - 2.3) * s * 0.22, tip[1] + math.sin(ang - 2.3) * s * 0.22),
        ]
        pygame.draw.polygon(surface, PALETTE.gold, head)
        pygame.draw.polygon(surface, (30, 16, 8), head, max(1, width // 3))
        surface.set_clip(clip)

    def preview_events(self) -> Sequence[Event]:
        """What striking in the aimed direction would do (the engine plays it on a copy; nothing changes)."""
        key = (self.table.ply, self.aim_dir if self.aim_dir is not None else -1)
        if key != self._preview_key:
            self._preview_key = key
            try:
                _, self._preview = self.state.apply(("strike", self.aim_dir)) if self.aim_dir is not None else (self.state, [])
            except Exception:  # an illegal aim has no preview
                self._preview = []
        return self._preview

    def preview_marks(self) -> PreviewMarks:
        """Where the aimed stroke's preview draws, on screen (the drawing and the redraw's rectangles read it)."""
        return preview_marks(self.preview_events(), self.view.hex_center, self.view.cell_size)

    def _draw_preview(self, surface: pygame.Surface, ball: Hex) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.view.rect)
        turn = self.state.turn
        draw_preview(surface, self.preview_marks(), self.view.hex_center, self.view.cell_size, lambda b: (250, 246, 236) if b == turn else self._style(b)[0])
        surface.set_clip(clip)

    def _draw_counter_bubble(self, surface: pygame.Surface, s: float) -> None:
        """The moving ball's remaining impulses, next to it."""
        if self.tl.done or self.tl.counter is None:
            return
        key, n = self.tl.counter
        b = self.tl.balls.get(key)
        if b is None or not b.visible:
            return
        pos = self.view.to_screen(*b.pos) if b.cell is None else self.view.hex_center(b.cell)
        lift = b.height * self.view.cell_size
        r = max(px(13, s), int(self.view.cell_size * 0.26))
        c = (pos[0] + self.view.cell_size * 0.42, pos[1] - self.view.cell_size * 0.42 - lift)
        pygame.draw.circle(surface, (30, 16, 8), (c[0] + 1, c[1] + 2), r)
        pygame.draw.circle(surface, PALETTE.ink, c, r)
        pygame.draw.circle(surface, PALETTE.gold, c, r, max(1, px(2, s)))
        img = text.render(str(n), "bold", text.fit_size(str(n), "bold", int(r * 1.2), int(r * 1.6)), PALETTE.cream_text)
        surface.blit(img, img.get_rect(center=c))

    def upcoming_instructions(self) -> list[str]:
        """The rolled impulses' line, then each computer's turn lines, from the next seat on (rendered ahead in quiet frames)."""
        state, seats = self.state, self.table.seats
        key = (int(state.turn), self.rolled, self.actor, state.current_player == TERMINAL, last_device(), len(seats))
        kept = self._upcoming
        if kept is not None and kept[0] == key:
            return kept[1]  # asked in every quiet frame: the same turn, the same lines
        out: list[str] = []
        if self.rolled is not None and state.current_player != TERMINAL:
            out.append(_rolled_line(seats[self.actor if self.actor is not None else state.turn].name, self.rolled[2]))
        n = len(seats)
        for i in range(1, n + 1):
            seat = (int(state.turn) + i) % n
            if self.table.is_computer(seat):
                out += [_choosing_line(self.table.seat_title(seat)), _rolls_line(seats[seat].name)]
        self._upcoming = (key, out)
        return out

    def showing(self) -> str:
        """While a stroke is shown and read: the die rolling, then the impulses it gave."""
        seat = self.actor if self.actor is not None else int(self.state.turn)
        name = self.table.seats[seat].name if 0 <= seat < len(self.table.seats) else ""
        if self.dice.rolling:
            return _rolls_line(name)
        if self.rolled is not None:
            return _rolled_line(name, self.rolled[2])
        return f"Click or press {_skip_key()} to skip."

    def instruction(self) -> str:
        """What the player on turn should do now, in words."""
        state = self.state
        cp = state.current_player
        if cp == TERMINAL:
            return "The game is over."
        seat = state.turn
        name = self.table.seats[seat].name
        if not self.tl.done or self.dice.rolling:
            if self.actor is not None:
                name = self.table.seats[self.actor].name
            if self.dice.rolling:
                return _rolls_line(name)
            if self.rolled is not None:
                return _rolled_line(name, self.rolled[2])
            return f"Click or press {_skip_key()} to skip."
        if self.table.is_computer(seat):
            return _choosing_line(self.table.seat_title(seat))
        phase = state.phase
        stroke = self.stroke_number(seat)
        if phase == "tee":
            return f"{name}: click one of the six tee hexes to place your ball (or ←→ and Enter)."
        if phase == "place":
            return f"{name}: your ball comes out of the mole hole. Click a hex next to it."
        if phase == "card":
            if not self.hand_shown():
                return self.showing()  # the last stroke's card is still out: no prompt before the hand is back
            if self.hand.chosen is not None:
                card = self.hand.name(self.hand.chosen)
                return f"{name}, stroke {stroke}: {card} chosen. Roll the die: Enter, the button or a click on the card again."
            return f"{name}, stroke {stroke}: choose a card (or none), then roll the die ({_card_keys()})."
        if phase == "aim":
            if not self.hand_shown():
                return self.showing()
            if self.hand.chosen is None:
                return f"{name}, stroke {stroke}: pick a card first ({_card_keys(rolls=False)}); you choose the direction before the roll."
            return f"{name}: now point at a neighbouring hex and click to aim (←→ turn, Enter)."
        if phase == "strike":
            n = state.impulses()
            return f"{name}: {plural(n, 'impulse')}. Point where the ball should go and click (←→ turn, Enter strike)."
        return ""

    def hand_shown(self) -> bool:
        """The strip shows the hand of cards (not the last stroke's card and die): a card is chosen now."""
        phase = self.state.phase
        return self.tl.done and not self.dice.rolling and self.rolled is None and phase in ("card", "aim") and self.state.current_player >= 0

    def set_roll_button(self) -> None:
        """The hand's main button: there while a person chooses the card of a stroke, naming the card and the confirm."""
        h = self.hand
        h.roll_shown = self.hand_shown() and self.state.phase == "card" and self.human_on_turn()
        h.roll.detail = keyed(h.roll_detail("Enter"))

    def draw_strip(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.table.scale
        phase = self.state.phase
        if self.hand_shown():
            self.hand.enabled = self.human_on_turn()
            self.set_roll_button()
            self.hand.draw(surface, dim_others=self.hand.chosen is not None and not self.hand.enabled)  # a person may change the card
            return
        if self.rolled is not None or self.dice.rolling or self.hand.chosen is not None:
            self._draw_roll(surface, s)
        elif phase in ("tee", "place") and self.tl.done and self.human_on_turn():
            self._draw_tips(surface, s)

    def _draw_tips(self, surface: pygame.Surface, s: float) -> None:
        """While a ball is placed, the strip has room for how to find out more."""
        tips = strip_tips()
        size = px(BASE_SIZES["small"], s)
        line_h = text.font("body", size).get_linesize()
        y = self.card_slot.y + px(4, s)
        for tip in tips:
            fsize = text.fit_size(tip, "body", size, self.content.w)
            surface.blit(text.render(tip, "body", fsize, PALETTE.ink_soft), (self.content.x, y))
            y += line_h

    def _draw_roll(self, surface: pygame.Surface, s: float) -> None:
        """The chosen card, the die in its tray, and the impulses once it has landed."""
        if self.hand.chosen is not None:
            c = self.hand.cards[self.hand.chosen]
            drawing.card(surface, self.card_slot, radius=px(10, s), lift=px(6, s), border=PALETTE.accent, border_width=px(3, s), keep=True)
            label = "none" if c.op == "none" else c.label
            img = text.render(label, "title", text.fit_size(label, "title", int(self.card_slot.h * 0.42), self.card_slot.w - px(10, s)), PALETTE.accent)
            surface.blit(img, img.get_rect(center=self.card_slot.center))
        felt = dice.draw_felt(surface, self.tray, s)  # the shared tray (render/dice.py)
        if self.rolled is not None and not self.dice.rolling:  # a rolling die is drawn by draw_strip_moving
            self.dice.draw_dice(surface, felt, s)  # kept on the felt, only where the strip is painted
        if self.rolled is not None and not self.dice.rolling:
            line, note = self._roll_words(s)
            surface.blit(line, line.get_rect(midleft=(self.roll_text.x, self.roll_text.centery - px(10, s))))
            if note is not None:
                surface.blit(note, (self.roll_text.x, self.roll_text.centery + px(12, s)))

    def _roll_words(self, s: float) -> tuple[pygame.Surface, pygame.Surface | None]:
        """The rolled impulses as a sum, and the long-stroke note (cached by text.render: warmed while the die rolls)."""
        assert self.rolled is not None
        card, face, n = self.rolled
        c = self.hand.cards[self.hand.index_of(card)]
        formula = {
            "add": f"{face} + {c.value}",
            "mul": f"{face} × {c.value}",
            "square": f"{face} × {face}",
            "half": f"half of {face}",
        }.get(c.op, f"{face}")
        line = plural(n, "impulse") if c.op == "none" else f"{formula} = {plural(n, 'impulse')}"
        fsize = text.fit_size(line, "heading", px(BASE_SIZES["heading"], s), self.roll_text.w)
        img = text.render(line, "heading", fsize, PALETTE.ink)
        if n < _engine_data().LONG_STROKE:
            return img, None
        return img, self._long_note(s)

    def long_note(self) -> str:
        """The line under a long stroke's impulses: what the aimed stroke's flight does, once the preview shows it."""
        data = _engine_data()
        generic = f"{data.LONG_STROKE} or more: a long stroke, the ball flies, then rolls the last {data.ROLL_STEPS} steps."
        if self.state.phase != "strike" or not self.show_path or self.aim_dir is None:
            return generic
        return flight_words(self.preview_events(), self.view.course) or generic

    def _long_note(self, s: float) -> pygame.Surface:
        """The note under a long stroke's impulses (text.render keeps each text's picture)."""
        note = self.long_note()
        nsize = text.fit_size(note, "body", px(BASE_SIZES["small"], s), self.roll_text.w)
        return text.render(note, "body", nsize, PALETTE.ink_soft)

    def warm_strip(self) -> None:
        """At layout: what the strip's first hand and first chosen card would otherwise build in a frame (fonts, sizes, shadows)."""
        self.hand.warm()
        scratch = pygame.Surface((1, 1))
        kept = (self.hand.chosen, self.rolled)
        try:
            self.rolled = None
            for i in range(len(self.hand.cards)):
                self.hand.chosen = i
                self._draw_roll(scratch, self.table.scale)
        finally:
            self.hand.chosen, self.rolled = kept
        # the roll's words: their font at this size and its glyphs are loaded in the frame that first measures
        # them (several ms at 4K, with a die still rolling); the long-stroke note is one fixed text
        s = self.table.scale
        sample = "0123456789 +-×= half of impulses"
        size = px(BASE_SIZES["heading"], s)
        text.size_of(sample, "heading", size)
        text.render(sample, "heading", size, PALETTE.ink)
        self._long_note(s)
