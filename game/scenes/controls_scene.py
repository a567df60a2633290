"""Controls: every action with its keys and controller buttons; change one, or restore the defaults.

Choosing an action (Enter, A or a click) waits for the next key or button,
which becomes that action's key (or button). A key another action already
uses is refused with a one-line message; Esc cancels the wait. Changes are
kept in the settings file at once.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import pygame

from game.render import drawing
from game.scenes import common
from game.scenes.base import Scene
from game.ui import controls, text
from game.ui.controls import ACTIONS, Action, Bindings
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import ACTIVATE_KEYS, Button, FocusGroup, Widget

if TYPE_CHECKING:
    from game.app import App

TITLE = "Controls"
ROWS_PER_COLUMN = (len(ACTIONS) + 1) // 2


class BindingRow(Widget):
    """One action: its name, its keys and its controller inputs; activating it waits for a new one."""

    def __init__(self, scene: ControlsScene, action: Action) -> None:
        super().__init__()
        self.scene = scene
        self.action = action
        self.label = action.label

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in ACTIVATE_KEYS:
            self.scene.wait_for(self.action)
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        self.scene.wait_for(self.action)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface, radius=px(8, self.scale))
        b = self.scene.bindings
        waiting = self.scene.waiting is self.action
        pad = px(12, self.scale)
        size = px(BASE_SIZES["small"], self.scale)
        lift = px(2, self.scale) if self.focused else 0
        cy = self.rect.centery - lift
        name_w = int(self.rect.w * 0.40)
        keys_w = int(self.rect.w * 0.32)
        pad_w = self.rect.w - name_w - keys_w - 2 * pad
        if waiting:
            cells = [("Press a key or button…", "bold", PALETTE.accent, self.rect.w - 2 * pad)]
        else:
            style = self.scene.app.input.style
            cells = [
                (self.label, "ui", self._ink(), name_w - pad),
                (controls.describe_keys(b.keys[self.action.id]), "bold", PALETTE.accent, keys_w - pad),
                (controls.describe_pad(b.pad[self.action.id], style), "body", PALETTE.ink_soft, pad_w),
            ]
        x = self.rect.x + pad
        for message, role, colour, width in cells:
            img = text.render(message, role, text.fit_size(message, role, size, width), colour)
            surface.blit(img, img.get_rect(midleft=(x, cy)))
            x += width + pad


class ControlsScene(Scene):
    """The Controls page of Settings."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.bindings: Bindings = copy.deepcopy(app.input.bindings)
        self.waiting: Action | None = None
        self.rows = [BindingRow(self, a) for a in ACTIONS]
        self.restore = Button("Restore defaults", self.restore_defaults)
        self.back = Button("Back", self.app.stack.pop)
        self.group = FocusGroup([*self.rows, self.restore, self.back])
        self.resize(app.size)

    # changing -------------------------------------------------------------------
    def wait_for(self, action: Action) -> None:
        """Wait for the next key or controller input and bind it to ``action``."""
        self.waiting = action
        self.app.input.capture(self._captured)

    def _captured(self, what: tuple[str, Any]) -> None:
        action, self.waiting = self.waiting, None
        if action is None:
            return
        kind, value = what
        if kind == "key" and value == pygame.K_ESCAPE:
            return  # Esc cancels; Back keeps Esc
        if kind == "key":
            problem = self.bindings.set_key(action.id, value)
            shown = controls.key_label(value)
        else:
            problem = self.bindings.set_pad(action.id, value, self.app.input.style)
            shown = controls.pad_label(value, self.app.input.style)
        if problem:
            self.app.notify(problem)
            return
        self._keep()
        self.app.notify(f"{action.label}: {shown}.")

    def restore_defaults(self) -> None:
        """Every key and button back as shipped."""
        self.bindings.restore_defaults()
        self._keep()
        self.app.notify("Controls restored to the defaults.")

    def _keep(self) -> None:
        self.app.input.rebind(copy.deepcopy(self.bindings))

    def exit(self) -> None:
        if self.waiting is not None:  # leaving while waiting must not swallow the next key on another screen
            self.waiting = None
            self.app.input.capture(None)

    # layout ---------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        top = common.heading_rect(size, TITLE, s).bottom + px(54, s)
        bottom_h = px(56, s)
        bottom = size[1] - px(44, s) - bottom_h - px(16, s)
        gap = px(6, s)
        row_h = max(px(30, s), min(px(46, s), (bottom - top) // ROWS_PER_COLUMN - gap))
        col_gap = px(20, s)
        col_w = min(px(600, s), (size[0] - px(48, s) - col_gap) // 2)
        x0 = size[0] // 2 - col_w - col_gap // 2
        for i, row in enumerate(self.rows):
            col, line = divmod(i, ROWS_PER_COLUMN)
            row.rect = pygame.Rect(x0 + col * (col_w + col_gap), top + line * (row_h + gap), col_w, row_h)
        y = top + ROWS_PER_COLUMN * (row_h + gap) + px(12, s)
        bw = px(280, s)
        self.restore.rect = pygame.Rect(size[0] // 2 - bw - px(10, s), y, bw, bottom_h)
        self.back.rect = pygame.Rect(size[0] // 2 + px(10, s), y, bw, bottom_h)
        self._intro_y = top - px(40, s)

    # input ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.stack.pop()
            return True
        focused = self.group.focused
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and focused in self.rows:
            i = self.rows.index(focused) + (ROWS_PER_COLUMN if event.key == pygame.K_RIGHT else -ROWS_PER_COLUMN)
            if 0 <= i < len(self.rows):
                self.group.focus(self.rows[i])
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and focused in (self.restore, self.back):
            self.group.focus(self.back if event.key == pygame.K_RIGHT else self.restore)
            return True
        return self.group.handle_event(event)

    # drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.table(surface, s)
        common.heading(surface, TITLE, s)
        self._draw_intro(surface, s)
        self.group.draw(surface)
        h = controls.hint
        common.hint(
            surface,
            f"{h('up', 'down', 'left', 'right')} choose   {h('confirm')} change   {h('back')} back   (Esc cancels a change)",
            s,
        )

    def _draw_intro(self, surface: pygame.Surface, s: float) -> None:
        message = "Choose an action, then press its new key or controller button. Columns: action, keys, controller."
        size = text.fit_size(message, "body", px(BASE_SIZES["small"], s), surface.get_width() - px(60, s))
        img = text.render(message, "body", size, PALETTE.cream_text)
        surface.blit(img, img.get_rect(midtop=(surface.get_width() // 2, self._intro_y)))

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(getattr(w, "label", "?"), w.rect) for w in self.group.widgets] + [
            ("heading", common.heading_rect(self.app.size, TITLE, self.app.scale))
        ]
