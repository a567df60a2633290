"""The replay viewer's controls: play/pause, step, speed, jump to a move, Continue from here.

The bar drives the table only through its replay methods: ``replay_playing``
and ``replay_speed`` (settable), ``replay_step()``, ``replay_back()``,
``replay_jump(ply)``, ``replay_len``, ``ply`` and ``continue_from_here()``.
Every control has a key, shown under its icon, so the keyboard alone works;
every key has a button or the move slider, so the mouse alone works.

Keys: Space (or Enter) play/pause · ← → one move back/forward · − + slower/faster ·
Home/End first/last move · PgUp/PgDn ten moves · C continue from here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.render import drawing
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import ReleaseClicks

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
"""Replay speeds offered, slowest first (1 = the animation speed of live play)."""
PAGE = 10
"""Moves skipped by PgUp/PgDn."""


class BarButton:
    """An icon (drawn in code) with its key underneath; ``icon`` names the drawing."""

    def __init__(self, icon: str, key_label: str, on_press: Callable[[], None], label: str = "") -> None:
        self.icon = icon
        self.key_label = key_label
        self.on_press = on_press
        self.label = label
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.enabled = True


class ReplayBar:
    """Controls drawn at the bottom of the table while it shows a replay."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.scale = 1.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.dragging = False
        self.flash = 0.0
        """Seconds a pressed control stays highlighted (feedback for keys)."""
        self.flashed: BarButton | None = None
        self.back = BarButton("back", "←", self.step_back)
        self.play = BarButton("play", "Space", self.toggle_play)
        self.forward = BarButton("forward", "→", self.step_forward)
        self.slower = BarButton("slower", "−", lambda: self.change_speed(-1), "Slower")
        self.faster = BarButton("faster", "+", lambda: self.change_speed(1), "Faster")
        self.continue_button = BarButton("continue", "C", self.continue_here, "Continue from here")
        self.buttons = [self.back, self.play, self.forward, self.slower, self.faster, self.continue_button]
        self.clicks: ReleaseClicks[BarButton] = ReleaseClicks()

    # ------------------------------------------------------------------ actions
    def toggle_play(self) -> None:
        """Play or pause (at the end, playing starts again from the beginning)."""
        t = self.table
        if not t.replay_playing and t.ply >= t.replay_len:
            t.replay_jump(0)
        t.replay_playing = not t.replay_playing

    def step_forward(self) -> None:
        """One move forward, animated (pauses playback)."""
        self.table.replay_playing = False
        if self.table.ply < self.table.replay_len:
            self.table.replay_step()

    def step_back(self) -> None:
        """One move back, at once (pauses playback)."""
        self.table.replay_playing = False
        if self.table.ply > 0:
            self.table.replay_back()

    def change_speed(self, delta: int) -> None:
        """The next slower (-1) or faster (+1) speed."""
        current = float(self.table.replay_speed)
        index = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - current))
        self.table.replay_speed = SPEEDS[max(0, min(len(SPEEDS) - 1, index + delta))]

    def jump(self, ply: int) -> None:
        """Show the game after ``ply`` moves (clamped; nothing happens if it is already there)."""
        ply = max(0, min(int(self.table.replay_len), ply))
        if ply != self.table.ply:
            self.table.replay_jump(ply)

    def continue_here(self) -> None:
        """Turn the replay into a live game from the move shown."""
        self.table.replay_playing = False
        self.table.continue_from_here()

    # ------------------------------------------------------------------ layout
    def layout(self, rect: pygame.Rect, scale: float) -> None:
        """Place the controls in ``rect`` (the table gives the bar a strip about 76 design pixels high)."""
        self.rect, self.scale = pygame.Rect(rect), scale
        s = scale
        pad, gap = px(10, s), px(8, s)
        h = rect.h - 2 * pad
        bw = min(h + px(8, s), px(78, s))
        x, y = rect.x + pad, rect.y + pad
        for b in (self.back, self.play, self.forward):
            b.rect = pygame.Rect(x, y, bw, h)
            x += bw + gap
        x += gap
        for b in (self.slower, self.faster):
            b.rect = pygame.Rect(x, y, bw + px(14, s), h)
            x += b.rect.w + gap
        cw = min(px(250, s), rect.w // 4)
        self.continue_button.rect = pygame.Rect(rect.right - pad - cw, y, cw, h)
        left = x + gap
        self.track = pygame.Rect(left + px(12, s), rect.y + rect.h * 62 // 100, max(10, self.continue_button.rect.x - left - px(36, s)), px(8, s))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keys and clicks for the bar; True when used."""
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.rect.collidepoint(event.pos)
            if self.dragging:
                self.jump(self._ply_at(event.pos[0]))
                return True
            return self.rect.collidepoint(event.pos)
        used, clicked = self.clicks.handle(event, self._button_at)  # a button acts on the release over it
        if clicked is not None:
            self._press(clicked)
        if used:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.track.inflate(0, px(28, self.scale)).collidepoint(event.pos):
                self.dragging = True
                self.table.replay_playing = False
                self.jump(self._ply_at(event.pos[0]))
                return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self._press(self.forward if event.y < 0 else self.back)
            return True
        return False

    def _button_at(self, pos: tuple[int, int]) -> BarButton | None:
        return next((b for b in self.buttons if b.rect.collidepoint(pos)), None)

    def _key(self, key: int) -> bool:
        t = self.table
        pressed = {
            pygame.K_SPACE: self.play,
            pygame.K_RETURN: self.play,  # a controller's A (Confirm) plays and pauses too
            pygame.K_RIGHT: self.forward,
            pygame.K_LEFT: self.back,
            pygame.K_MINUS: self.slower,
            pygame.K_KP_MINUS: self.slower,
            pygame.K_PLUS: self.faster,
            pygame.K_EQUALS: self.faster,
            pygame.K_KP_PLUS: self.faster,
            pygame.K_c: self.continue_button,
        }.get(key)
        if pressed is not None:
            self._press(pressed)
            return True
        jumps = {
            pygame.K_HOME: 0,
            pygame.K_END: t.replay_len,
            pygame.K_PAGEUP: t.ply - PAGE,
            pygame.K_PAGEDOWN: t.ply + PAGE,
        }
        if key in jumps:
            t.replay_playing = False
            self.jump(jumps[key])
            return True
        return False

    def _press(self, button: BarButton) -> None:
        self.flashed, self.flash = button, 0.18
        button.on_press()

    def _ply_at(self, x: int) -> int:
        n = int(self.table.replay_len)
        if n <= 0 or self.track.w <= 0:
            return 0
        return round(max(0.0, min(1.0, (x - self.track.x) / self.track.w)) * n)

    def update(self, dt: float) -> None:
        """Fade the pressed-control highlight."""
        self.flash = max(0.0, self.flash - dt)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The bar: buttons with their keys, the move slider and where the replay is."""
        s = self.scale
        drawing.card(surface, self.rect, radius=px(12, s), lift=px(4, s))
        t = self.table
        self.play.icon = "pause" if t.replay_playing else "play"
        self.back.enabled = t.ply > 0
        self.forward.enabled = t.ply < t.replay_len
        self.slower.enabled = t.replay_speed > SPEEDS[0]
        self.faster.enabled = t.replay_speed < SPEEDS[-1]
        for b in self.buttons:
            self._draw_button(surface, b)
        self._draw_track(surface)

    def _draw_button(self, surface: pygame.Surface, b: BarButton) -> None:
        s = self.scale
        lit = b.hover or (b is self.flashed and self.flash > 0)
        fill = PALETTE.paper_shade if lit else PALETTE.paper
        drawing.card(surface, b.rect, radius=px(10, s), fill=fill, lift=0, textured=False,
                     border=PALETTE.accent if lit else PALETTE.ink_soft, border_width=px(2, s))
        ink = PALETTE.ink if b.enabled else PALETTE.disabled
        key_size = px(BASE_SIZES["small"] - (4 if b.rect.h < px(56, s) else 0), s)  # a short bar: smaller keys, room for the icon
        role = "heading" if len(b.key_label) == 1 else "bold"  # Vollkorn has a real minus sign; Cabin's is a dot
        key_img = text.render(b.key_label, role, key_size, PALETTE.ink_soft if b.enabled else PALETTE.disabled)
        surface.blit(key_img, key_img.get_rect(midbottom=(b.rect.centerx, b.rect.bottom - px(3, s))))
        icon_area = pygame.Rect(b.rect.x, b.rect.y, b.rect.w, b.rect.h - key_img.get_height())
        if b.label:
            tall = max(8, int(icon_area.h / 1.3))  # the label fits above the key in height as well as in width
            size = text.fit_size(b.label, "ui", min(px(BASE_SIZES["ui"] - 4, s), tall), b.rect.w - px(16, s))
            img = text.render(b.label, "ui", size, ink)
            surface.blit(img, img.get_rect(center=icon_area.center))
            return
        _icon(surface, b.icon, icon_area.center, min(icon_area.w, icon_area.h) * 0.42, ink)

    def _draw_track(self, surface: pygame.Surface) -> None:
        s, t = self.scale, self.table
        n, ply = int(t.replay_len), int(t.ply)
        track = self.track
        pygame.draw.rect(surface, PALETTE.paper_shade, track, border_radius=track.h // 2)
        done = track.copy()
        done.w = int(track.w * (ply / n if n else 0))
        pygame.draw.rect(surface, PALETTE.green, done, border_radius=track.h // 2)
        knob = (track.x + done.w, track.centery)
        pygame.draw.circle(surface, PALETTE.ink, knob, px(11, s))
        pygame.draw.circle(surface, PALETTE.gold, knob, px(8, s))
        speed = f"{t.replay_speed:g}×"
        state = "playing" if t.replay_playing else "paused"
        line = f"Move {ply} of {n}   ·   {speed}   ·   {state}"
        size = text.fit_size(line, "ui", px(BASE_SIZES["small"], s), track.w + px(24, s))
        img = text.render(line, "ui", size, PALETTE.ink)
        surface.blit(img, img.get_rect(midbottom=(track.centerx, track.y - px(8, s))))

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Named rectangles of the controls (tests check they fit and do not overlap)."""
        return [(b.label or b.icon, b.rect) for b in self.buttons] + [("moves", self.track)]


def _icon(surface: pygame.Surface, name: str, center: tuple[int, int], r: float, color: tuple[int, int, int]) -> None:
    """Media-control icons as shapes (the fonts lack some of these glyphs)."""
    cx, cy = center
    bar = max(2, int(r * 0.28))

    def triangle(tip_x: float, direction: int, size: float) -> None:
        base = tip_x - direction * size * 1.5
        pygame.draw.polygon(surface, color, [(tip_x, cy), (base, cy - size), (base, cy + size)])

    if name == "play":
        triangle(cx + r * 0.75, 1, r * 0.8)
    elif name == "pause":
        for dx in (-r * 0.45, r * 0.15):
            pygame.draw.rect(surface, color, pygame.Rect(int(cx + dx), int(cy - r * 0.75), bar + 1, int(r * 1.5)))
    elif name == "forward":
        triangle(cx + r * 0.35, 1, r * 0.7)
        pygame.draw.rect(surface, color, pygame.Rect(int(cx + r * 0.45), int(cy - r * 0.7), bar, int(r * 1.4)))
    elif name == "back":
        triangle(cx - r * 0.35, -1, r * 0.7)
        pygame.draw.rect(surface, color, pygame.Rect(int(cx - r * 0.45 - bar), int(cy - r * 0.7), bar, int(r * 1.4)))
