"""Controls that work with the mouse alone and with the keyboard alone.

A :class:`FocusGroup` owns a list of widgets: Up/Down (and Tab) move the
focus, Left/Right change the focused value, Enter/Space activate it; the
mouse focuses what it points at and clicks it. A click acts when the button
is released over the widget it was pressed on, as in every desktop toolkit
(a press that slides off does nothing); sliders and text fields answer the
press itself. Scenes lay widgets out by setting ``widget.rect`` and then call
``group.draw``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from game.render import drawing
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
HOVER_SLACK = 12
"""Pixels the pointer must travel after a window change before hovering moves the focus again."""


class Widget:
    """Something on screen that may take focus."""

    focusable = True
    acts_on_release = True
    """A click acts when the button is released over the widget it was pressed on (False: on the press, as a slider)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.enabled = True
        self.scale = 1.0

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A key pressed while focused; True when used."""
        return False

    def handle_text(self, event: pygame.event.Event) -> bool:
        """Typed text while focused; True when used."""
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A left click inside the widget (released there, or pressed for a widget that acts on the press); True when used."""
        return False

    def drag(self, pos: tuple[int, int]) -> None:
        """The mouse moved with the button held after clicking this widget."""

    def wheel(self, dy: int) -> bool:
        """Mouse wheel over the widget; True when used."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw at ``self.rect``."""

    def _frame(self, surface: pygame.Surface, radius: int | None = None) -> None:
        r = px(12, self.scale) if radius is None else radius
        lifted = self.focused and self.enabled
        rect = self.rect.move(0, -px(2, self.scale)) if lifted else self.rect
        drawing.card(
            surface,
            rect,
            radius=r,
            lift=px(7 if lifted else 4, self.scale),
            border=PALETTE.accent if lifted else PALETTE.paper_shade,
            border_width=px(3 if lifted else 2, self.scale),
        )

    def _ink(self) -> tuple[int, int, int]:
        return PALETTE.ink if self.enabled and not getattr(self, "greyed", False) else PALETTE.disabled


class Button(Widget):
    """A card that does something when activated; may carry a second line and a badge."""

    def __init__(
        self,
        label: str,
        on_press: Callable[[], None],
        *,
        detail: str = "",
        badge: str = "",
        size_role: str = "ui",
        compact: bool = False,
    ) -> None:
        super().__init__()
        self.label = label
        self.on_press = on_press
        self.detail = detail
        self.badge = badge
        self.size_role = size_role
        self.compact = compact
        """A narrow card (the table's Undo, Scores, Menu): small margins, both lines centred, so a key's name fits whole."""
        self.detail_shown = ""
        """The second line as last drawn (shortened with "…" only when even the smallest text does not fit)."""
        self.selected = False
        """Shown as the current choice (a tab's page): a gold bar under the label."""
        self.greyed = False
        """Drawn as unavailable but still pressable, so pressing it can say why (Undo with nothing to undo)."""

    def activate(self) -> None:
        """Press it."""
        if self.enabled:
            self.on_press()

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in ACTIVATE_KEYS:
            self.activate()
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        self.activate()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        lift = px(2, self.scale) if self.focused and self.enabled else 0
        pad = px(7 if self.compact else 18, self.scale)
        size = px(BASE_SIZES[self.size_role], self.scale)
        inner_w = self.rect.w - 2 * pad
        badge_w = 0
        if self.badge:
            bsize = px(BASE_SIZES["small"] - 2, self.scale)
            bimg = text.render(self.badge, "bold", bsize, PALETTE.paper)
            brect = bimg.get_rect()
            brect.inflate_ip(px(16, self.scale), px(6, self.scale))
            brect.topright = (self.rect.right - pad // 2, self.rect.y + pad // 2 - lift)
            pygame.draw.rect(surface, PALETTE.ink_soft, brect, border_radius=brect.h // 2)
            surface.blit(bimg, bimg.get_rect(center=brect.center))
            badge_w = brect.w + pad // 2
        if self.detail:  # two lines share the card's height, whatever the text-size setting
            size = text.fit_height("ui", size, int((self.rect.h - px(6, self.scale)) * 0.55))
        size = text.fit_size(self.label, "ui", size, inner_w - badge_w)
        label = text.render(text.shorten(self.label, "ui", size, inner_w - badge_w), "ui", size, self._ink())
        if self.selected:
            bar = pygame.Rect(0, 0, min(inner_w, label.get_width() + pad), px(4, self.scale))
            bar.midbottom = (self.rect.centerx, self.rect.bottom - px(6, self.scale) - lift)
            pygame.draw.rect(surface, PALETTE.gold, bar, border_radius=bar.h // 2)
        if self.detail:
            dsize = px(BASE_SIZES["small"], self.scale)
            dsize = text.fit_height("body", dsize, self.rect.h - px(6, self.scale) - label.get_height())
            dsize = text.fit_size(self.detail, "body", dsize, inner_w)
            words = text.shorten(self.detail, "body", dsize, inner_w)  # never into the next button, even at the largest text
            self.detail_shown = words
            detail = text.render(words, "body", dsize, PALETTE.ink_soft if self.enabled and not self.greyed else PALETTE.disabled)
            total = label.get_height() + detail.get_height()
            y = self.rect.centery - total // 2 - lift
            if self.compact:
                surface.blit(label, label.get_rect(midtop=(self.rect.centerx, y)))
                surface.blit(detail, detail.get_rect(midtop=(self.rect.centerx, y + label.get_height())))
            else:
                surface.blit(label, (self.rect.x + pad, y))
                surface.blit(detail, (self.rect.x + pad, y + label.get_height()))
        else:
            surface.blit(label, label.get_rect(center=(self.rect.centerx, self.rect.centery - lift)))


class Toggle(Widget):
    """An on/off setting."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None]) -> None:
        super().__init__()
        self.label = label
        self.value = value
        self.on_change = on_change

    def set(self, value: bool) -> None:
        """Change the value and report it."""
        self.value = value
        self.on_change(value)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in ACTIVATE_KEYS or event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set(not self.value)
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        self.set(not self.value)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        _draw_label_value(self, surface, "On" if self.value else "Off", self.value)


class Choice(Widget):
    """One value from a list, changed with Left/Right or by clicking."""

    def __init__(self, label: str, options: Sequence[str], index: int, on_change: Callable[[int], None]) -> None:
        super().__init__()
        self.label = label
        self.options = list(options)
        self.index = index
        self.on_change = on_change
        self.greyed_values: frozenset[int] = frozenset()
        """Values that do not fit now (a way to play for other player counts): still shown and chosen, so the
        screen can say why next to them, but drawn struck through in grey."""

    def step(self, delta: int) -> None:
        """Move to the next (+1) or previous (-1) option."""
        self.index = (self.index + delta) % len(self.options)
        self.on_change(self.index)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RIGHT, *ACTIVATE_KEYS):
            self.step(1)
            return True
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on the ‹ half of the value steps back; anywhere else (› half, the label) steps forward."""
        value = self.value_rect
        back = value.w > 0 and value.left - px(12, self.scale) <= pos[0] < value.centerx
        self.step(-1 if back else 1)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        greyed = self.index in self.greyed_values
        self.value_rect = _draw_label_value(self, surface, f"‹  {self.options[self.index]}  ›", True, greyed=greyed)
        if greyed:  # struck through, so grey is not the only sign that it does not fit
            word = self.value_rect.inflate(-px(40, self.scale), 0)
            y = word.centery + px(1, self.scale)
            pygame.draw.line(surface, PALETTE.disabled, (word.x, y), (word.right, y), max(2, px(2, self.scale)))

    value_rect = pygame.Rect(0, 0, 0, 0)
    """Where the last drawing put "‹ value ›" (a click left of its middle steps back)."""


class Slider(Widget):
    """A value from 0 to 1, changed with Left/Right or by dragging."""

    acts_on_release = False

    def __init__(self, label: str, value: float, on_change: Callable[[float], None], step: float = 0.1) -> None:
        super().__init__()
        self.label = label
        self.value = value
        self.on_change = on_change
        self.step = step

    def set(self, value: float) -> None:
        """Change the value (clamped to 0..1) and report it."""
        self.value = round(min(1.0, max(0.0, value)), 3)
        self.on_change(self.value)

    def _track(self) -> pygame.Rect:
        w = int(self.rect.w * 0.38)
        h = px(8, self.scale)
        return pygame.Rect(self.rect.right - px(20, self.scale) - w, self.rect.centery - h // 2, w, h)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_RIGHT:
            self.set(self.value + self.step)
            return True
        if event.key == pygame.K_LEFT:
            self.set(self.value - self.step)
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        self.drag(pos)
        return True

    def drag(self, pos: tuple[int, int]) -> None:
        track = self._track()
        self.set((pos[0] - track.x) / max(1, track.w))

    def wheel(self, dy: int) -> bool:
        self.set(self.value + self.step * dy)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        size = px(BASE_SIZES["ui"], self.scale)
        label = text.render(self.label, "ui", size, self._ink())
        surface.blit(label, label.get_rect(midleft=(self.rect.x + px(18, self.scale), self.rect.centery)))
        track = self._track()
        pygame.draw.rect(surface, PALETTE.paper_shade, track, border_radius=track.h // 2)
        filled = track.copy()
        filled.w = int(track.w * self.value)
        pygame.draw.rect(surface, PALETTE.green, filled, border_radius=track.h // 2)
        knob = (track.x + filled.w, track.centery)
        pygame.draw.circle(surface, PALETTE.ink, knob, px(11, self.scale))
        pygame.draw.circle(surface, PALETTE.gold, knob, px(8, self.scale))
        pct = text.render(f"{round(self.value * 100)}%", "body", px(BASE_SIZES["small"], self.scale), PALETTE.ink_soft)
        surface.blit(pct, pct.get_rect(midright=(track.x - px(14, self.scale), self.rect.centery)))


class TextInput(Widget):
    """A single line of typed text (a player's name)."""

    acts_on_release = False

    def __init__(self, label: str, value: str, on_change: Callable[[str], None], max_length: int = 16) -> None:
        super().__init__()
        self.label = label
        self.value = value
        self.on_change = on_change
        self.max_length = max_length

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            if self.value:
                self.value = self.value[:-1]
                self.on_change(self.value)
            return True
        return False

    def handle_text(self, event: pygame.event.Event) -> bool:
        typed = "".join(ch for ch in event.text if ch.isprintable())
        if typed and len(self.value) < self.max_length:
            self.value = (self.value + typed)[: self.max_length]
            self.on_change(self.value)
        return bool(typed)

    def click(self, pos: tuple[int, int]) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        caret = "|" if self.focused and (pygame.time.get_ticks() // CARET_BLINK_MS) % 2 == 0 else " "
        _draw_label_value(self, surface, self.value + caret if self.focused else self.value or "—", True)


CARET_BLINK_MS = 500
"""A text caret shows and hides every this many milliseconds (drawn from ``pygame.time.get_ticks()``)."""


def caret_wait() -> float:
    """Seconds until a blinking caret next changes (a screen with a text field focused rests only that long)."""
    return (CARET_BLINK_MS - pygame.time.get_ticks() % CARET_BLINK_MS) / 1000


def _draw_label_value(widget: Widget, surface: pygame.Surface, value: str, strong: bool, greyed: bool = False) -> pygame.Rect:
    """The label on the left, the value on the right (in grey when ``greyed``); returns where the value went."""
    scale = widget.scale
    pad = px(18, scale)
    size = px(BASE_SIZES["ui"], scale)
    lift = px(2, scale) if widget.focused and widget.enabled else 0
    label_text = getattr(widget, "label", "")
    role = "bold" if strong else "ui"
    value_size = text.fit_size(value, role, size, widget.rect.w - 2 * pad)  # a long value shrinks rather than spill out
    value_img = text.render(value, role, value_size, PALETTE.disabled if greyed else PALETTE.accent if strong else PALETTE.ink_soft)
    room = widget.rect.w - 3 * pad - value_img.get_width()
    label = text.render(label_text, "ui", text.fit_size(label_text, "ui", size, room), widget._ink())
    surface.blit(label, label.get_rect(midleft=(widget.rect.x + pad, widget.rect.centery - lift)))
    value_rect = value_img.get_rect(midright=(widget.rect.right - pad, widget.rect.centery - lift))
    surface.blit(value_img, value_rect)
    return value_rect


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A bold ring around the focused control, so it stands out on a busy screen (cards, balls, names)."""
    if not rect.w or not rect.h:
        return
    gap, width = px(4, scale), max(2, px(4, scale))
    ring = rect.move(0, -px(2, scale)).inflate(2 * (gap + width), 2 * (gap + width))
    radius = min(ring.h // 2, px(16, scale) + gap)
    pygame.draw.rect(surface, PALETTE.gold, ring, width=width, border_radius=radius)
    pygame.draw.rect(surface, PALETTE.accent, ring.inflate(-2 * width, -2 * width), width=max(1, width // 2), border_radius=max(0, radius - width))


K = TypeVar("K")


class ReleaseClicks(Generic[K]):
    """Clicks on drawn targets (cards, dice, board buttons) the way a button takes them.

    A target acts only when the left button comes up over the same target it
    went down on; :meth:`handle` says whether the event was part of such a
    press (so nothing else takes it) and which target was clicked, if any.
    """

    def __init__(self) -> None:
        self.down: K | None = None
        """The target the left button went down on (None: no press of ours is held)."""

    def handle(self, event: pygame.event.Event, target_at: Callable[[tuple[int, int]], K | None]) -> tuple[bool, K | None]:
        """(used, clicked): ``used`` when the event was a press on a target or its release; ``clicked`` when it completed a click."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.down = target_at(event.pos)
            return self.down is not None, None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            down, self.down = self.down, None
            if down is None:
                return False, None
            return True, down if target_at(event.pos) == down else None
        if event.type == pygame.MOUSEMOTION and not getattr(event, "buttons", (0,))[0]:
            self.down = None  # let go where we did not see it
        return False, None


def clicked_outside(clicks: ReleaseClicks[bool], event: pygame.event.Event, panel: pygame.Rect) -> bool:
    """True when ``event`` completes a click pressed and released outside ``panel`` (a dialog's way of saying 'close')."""
    _, hit = clicks.handle(event, lambda pos: None if panel.collidepoint(pos) else True)
    return bool(hit)


W = TypeVar("W", bound=Widget)


class FocusGroup(Generic[W]):
    """Keyboard focus and mouse hover for a list of widgets, in reading order.

    Generic in the kind of widget it holds, so a group of buttons hands back
    buttons (with their labels and ``activate``) without a cast.
    """

    def __init__(self, widgets: Sequence[W] = (), *, wrap: bool = True) -> None:
        self.widgets: list[W] = list(widgets)
        self.wrap = wrap
        self.index = self._first_focusable()
        self._dragging: W | None = None
        self._pressed: W | None = None
        """The widget a left button went down on: it acts if the button comes up over it."""
        self._hover_anchor: tuple[int, int] | None = None
        self._hover_held = False
        self._sync()

    def hold_hover(self) -> None:
        """Keep the keyboard focus where it is until the pointer really moves.

        After the window changes size the pointer stands over another control
        without anyone touching the mouse; hover must not steal the focus then.
        """
        self._hover_held = True
        self._hover_anchor = None

    def _hover_allowed(self, pos: tuple[int, int]) -> bool:
        if not self._hover_held:
            return True
        if self._hover_anchor is None:
            self._hover_anchor = pos  # where the window change left the pointer
            return False
        if abs(pos[0] - self._hover_anchor[0]) + abs(pos[1] - self._hover_anchor[1]) < HOVER_SLACK:
            return False
        self._hover_held = False
        return True

    def _first_focusable(self) -> int:
        for i, w in enumerate(self.widgets):
            if w.focusable and w.enabled:
                return i
        return 0

    def _sync(self) -> None:
        for i, w in enumerate(self.widgets):
            w.focused = i == self.index

    @property
    def focused(self) -> W | None:
        """The widget with keyboard focus."""
        return self.widgets[self.index] if self.widgets else None

    def focus(self, widget: Widget) -> None:
        """Give ``widget`` the focus."""
        if widget in self.widgets:
            self.index = self.widgets.index(widget)
            self._sync()

    def move(self, delta: int) -> None:
        """Move the focus to the next focusable, enabled widget."""
        n = len(self.widgets)
        i = self.index
        for _ in range(n):
            i += delta
            if not self.wrap and not 0 <= i < n:
                return
            i %= n
            w = self.widgets[i]
            if w.focusable and w.enabled:
                self.index = i
                self._sync()
                return

    def set_scale(self, scale: float) -> None:
        """Tell every widget the current UI scale."""
        for w in self.widgets:
            w.scale = scale

    def widget_at(self, pos: tuple[int, int]) -> W | None:
        """The widget under a screen position."""
        for w in self.widgets:
            if w.rect.collidepoint(pos):
                return w
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route one event; True when a widget or the focus used it."""
        if event.type == pygame.KEYDOWN:
            focused = self.focused
            if focused is not None and focused.enabled and focused.handle_key(event):
                return True
            if event.key in (pygame.K_DOWN, pygame.K_TAB) and not (event.mod & pygame.KMOD_SHIFT):
                self.move(1)
                return True
            if event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
                self.move(-1)
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            focused = self.focused
            return bool(focused and focused.enabled and focused.handle_text(event))
        if event.type == pygame.MOUSEMOTION:
            if not getattr(event, "buttons", (0,))[0]:
                self._dragging = self._pressed = None  # let go where this group did not see it
            if self._dragging is not None:
                self._dragging.drag(event.pos)
                return True
            w = self.widget_at(event.pos)
            if not self._hover_allowed(event.pos):
                return w is not None
            if w is not None and w.focusable and w.enabled and w is not self.focused:
                self.focus(w)
            return w is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            w = self.widget_at(event.pos)
            if w is None or not w.enabled:
                return False
            self.focus(w)
            if w.acts_on_release:
                self._pressed = w
                return True
            self._dragging = w
            return w.click(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._dragging = None
            pressed, self._pressed = self._pressed, None
            if pressed is None:
                return False
            if pressed.enabled and pressed in self.widgets and pressed.rect.collidepoint(event.pos):
                pressed.click(event.pos)
            return True  # the end of a press made here, acted on or slid off
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            w = self.widget_at(pos)
            return bool(w and w.enabled and w.wheel(event.y))
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every widget (the focused one last, so its lifted shadow sits on top)."""
        last = self.focused
        for w in self.widgets:  # a widget lit by its owner (the table lights the button under the pointer) is drawn too
            if w is not last and w.rect.w and w.rect.h:  # an empty rect means laid out of view (a scrolled list)
                w.draw(surface)
        if last is not None and last.rect.w and last.rect.h:
            last.draw(surface)
