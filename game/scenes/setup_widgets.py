"""The set-up screen's own controls: a seat's ball or ink, its name, a course card."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.render import pieces
from game.render.boardview import thumbnail
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import CARET_BLINK_MS, TextInput, Widget

if TYPE_CHECKING:
    from game.scenes.common_setup import SetupScene


class BallSwatch(Widget):
    """A player's ball: Left/Right or a click picks another look no one else has."""

    def __init__(self, scene: SetupScene, seat: int) -> None:
        super().__init__()
        self.scene, self.seat = scene, seat
        self.label = f"ball {seat + 1}"

    def step(self, delta: int) -> None:
        """Move to the next free ball look."""
        self.scene.next_style(self.seat, delta)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.step(1)
            return True
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        self.step(1)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface, radius=self.rect.h // 2)
        if self.scene.spec.draw_style is not None:
            inner = self.rect.inflate(-self.rect.h // 5, -self.rect.h // 4)
            self.scene.spec.draw_style(surface, inner, self.seat, self.scene.players[self.seat].style)
            return
        _, color, stripe = pieces.ball_style(self.scene.players[self.seat].style)
        r = int(self.rect.h * 0.4)
        lift = px(2, self.scale) if self.focused else 0
        pieces.draw_ball(surface, (self.rect.centerx, self.rect.centery - lift), r, color, str(self.seat + 1), stripe=stripe)


class NameInput(TextInput):
    """A player's name, typed in place (left-aligned, with a caret while focused)."""

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        pad = px(16, self.scale)
        lift = px(2, self.scale) if self.focused else 0
        size = px(BASE_SIZES["ui"], self.scale)
        shown = self.value or "name"
        size = text.fit_size(shown + "|", "ui", size, self.rect.w - 2 * pad)
        img = text.render(shown, "ui", size, PALETTE.ink if self.value else PALETTE.disabled)
        r = img.get_rect(midleft=(self.rect.x + pad, self.rect.centery - lift))
        surface.blit(img, r)
        if self.focused and (pygame.time.get_ticks() // CARET_BLINK_MS) % 2 == 0:
            x = r.right + px(2, self.scale) if self.value else r.left
            pygame.draw.line(surface, PALETTE.accent, (x, r.top + px(3, self.scale)), (x, r.bottom - px(3, self.scale)), max(1, px(2, self.scale)))


class CourseCard(Widget):
    """A course with its thumbnail; activating it adds it to (or takes it out of) the round."""

    def __init__(self, scene: SetupScene, index: int) -> None:
        super().__init__()
        self.scene, self.index = scene, index
        self.label = scene.course_choices[index].label
        self._thumb: pygame.Surface | None = None
        self._thumb_size: tuple[int, int] = (0, 0)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.scene.toggle_course(self.index)
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        self.scene.toggle_course(self.index)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        choice = self.scene.course_choices[self.index]
        order = self.scene.course_order(self.index)
        self._frame(surface, radius=px(10, s))
        lift = px(2, s) if self.focused else 0
        pad = px(6, s)
        caption_h = px(24, s)
        area = pygame.Rect(self.rect.x + pad, self.rect.y + pad - lift, self.rect.w - 2 * pad, self.rect.h - 2 * pad - caption_h)
        picture = choice.picture
        room = area.h >= px(40, s)  # below that (a crowded set-up) the card is its caption, the note in it
        if choice.course is not None and picture is not None and area.w > 8 and room:
            if self._thumb is None or self._thumb_size != area.size:
                self._thumb = thumbnail(picture, area.size)
                self._thumb_size = area.size
            surface.blit(self._thumb, area)
            if order is None:
                veil = pygame.Surface(area.size, pygame.SRCALPHA)
                veil.fill((244, 234, 210, 130))
                surface.blit(veil, area)
            if choice.note:
                self._note(surface, area, choice.note)
        elif choice.course is not None:
            if room:
                pygame.draw.rect(surface, PALETTE.paper_shade, area)
                if choice.note:
                    self._note(surface, area, choice.note)
        else:
            pygame.draw.rect(surface, PALETTE.paper_shade, area)
            msg = "cannot be opened"
            img = text.render(msg, "body", text.fit_size(msg, "body", px(15, s), area.w - pad), PALETTE.accent)
            surface.blit(img, img.get_rect(center=area.center))
        caption = choice.label if room or not choice.note else f"{choice.label} · {choice.note}"
        size = text.fit_size(caption, "ui", px(17, s), self.rect.w - 2 * pad - px(30, s))
        ink = PALETTE.ink if order is not None else PALETTE.ink_soft
        cap = text.render(caption, "ui", size, ink)
        surface.blit(cap, cap.get_rect(midleft=(self.rect.x + pad + px(2, s), self.rect.bottom - caption_h // 2 - pad // 2 - lift)))
        if order is not None:
            r = px(13, s)
            c = (self.rect.right - pad - r, self.rect.bottom - caption_h // 2 - pad // 2 - lift)
            pygame.draw.circle(surface, PALETTE.green, c, r)
            num = text.render(str(order + 1), "bold", px(16, s), PALETTE.cream_text)
            surface.blit(num, num.get_rect(center=c))

    def _note(self, surface: pygame.Surface, area: pygame.Rect, note: str) -> None:
        """The course's par line on a paper band along the bottom of its picture."""
        s = self.scale
        size = text.fit_size(note, "body", px(14, s), area.w - px(8, s))
        img = text.render(note, "body", size, PALETTE.ink)
        band = pygame.Rect(area.x, area.bottom - img.get_height() - px(4, s), area.w, img.get_height() + px(4, s))
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((244, 234, 210, 215))
        surface.blit(shade, band)
        surface.blit(img, img.get_rect(center=band.center))
