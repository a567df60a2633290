"""Controls: every action with its keys and controller buttons, a page for the shared ones and one per game.

Choosing an action (Enter, A or a click) waits for the next key or button,
which becomes that action's key (or button). A key another action already
uses where this one works is refused with a one-line message; Esc cancels
the wait. Changes are kept in the settings file at once. The tabs (or the
previous/next choice: [ ], LB/RB) switch between *Everywhere* and the games:
a game's own actions work only on its table, so one button may mean one thing
in Rollecate and another in Roll in One.
"""

from __future__ import annotations

import copy
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.render import drawing
from game.scenes import common
from game.scenes.base import Scene
from game.ui import controls, text
from game.ui.controls import GAMES, SHARED, Action, Bindings
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import ACTIVATE_KEYS, Button, FocusGroup, Widget

if TYPE_CHECKING:
    from game.app import App

TITLE = "Controls"
PAGES: tuple[str, ...] = ("", *GAMES)
"""The pages: "" for the actions that work everywhere, then one per game."""
PAGE_TITLES: dict[str, str] = {"": "Everywhere", **GAMES}
ROWS_PER_COLUMN = (len(SHARED) + 1) // 2
"""The shared page has two columns; a game's few actions share one."""
PAD_GUIDES: dict[str, str] = {
    "rollinone": "Designing a hole: the d-pad slides the board round the hole (↑↓ another board), {rotate} turns it,"
    " {green} goes to the green, {confirm} places. Your turn: {club} the club, d-pad ←→ the aim,"
    " {next_card} the caddie cards, {confirm} swings or plays the card.",
    "eagles_creek": "The dice tray: the d-pad walks the slots, the clubs and Draw (↑↓ puts another die in a slot),"
    " {draw} draws the shot. The pen: the d-pad picks a lit side, {confirm} draws to it, {take_back} takes"
    " a segment back (the last one back goes to the tray), {confirm} hits once the line is complete.",
    "carom": "{card} lift the next card (the first is no card; {no_card} lifts it), {confirm} rolls the die for the lifted one."
    " Aiming: d-pad ←→ turns, {confirm} strikes; once a card is chosen, {card} change it.",
    "rollecate": "{previous}/{next} step through your cards, also while one is being placed; the d-pad walks"
    " your hand, then the places and the buttons; {confirm} takes a card and lays it. {pass} passes, or rolls"
    " the dice once you have laid.",
}
"""How a controller plays each game, with the buttons filled in from the bindings (docs/controls.md says the same)."""


def page_actions(page: str) -> tuple[Action, ...]:
    """The actions a page lists: the shared ones, or one game's own."""
    return SHARED if not page else controls.game_actions(page)


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

    def pad_text(self) -> str:
        """The controller column: its own buttons, or the shared actions a controller reaches it with."""
        b = self.scene.bindings
        return controls.describe_pad(b.pad[self.action.id], self.scene.app.input.style, self.action.pad_via, b)

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface, radius=px(8, self.scale))
        b = self.scene.bindings
        waiting = self.scene.waiting is self.action
        pad = px(12, self.scale)
        size = px(BASE_SIZES["small"], self.scale)
        lift = px(2, self.scale) if self.focused else 0
        cy = self.rect.centery - lift
        name_w = int(self.rect.w * 0.38)
        keys_w = int(self.rect.w * 0.31)
        pad_w = self.rect.w - name_w - keys_w - 2 * pad
        if waiting:
            cells = [("Press a key or button…", "bold", PALETTE.accent, self.rect.w - 2 * pad)]
        else:
            cells = [
                (self.label, "ui", self._ink(), name_w - pad),
                (controls.describe_keys(b.keys[self.action.id]), "bold", PALETTE.accent, keys_w - pad),
                (self.pad_text(), "body", PALETTE.ink_soft, pad_w),
            ]
        x = self.rect.x + pad
        for message, role, colour, width in cells:
            img = text.render(message, role, text.fit_size(message, role, size, width), colour)
            surface.blit(img, img.get_rect(midleft=(x, cy)))
            x += width + pad


class ControlsScene(Scene):
    """The Controls page of Settings."""

    def __init__(self, app: App, page: str = "") -> None:
        super().__init__(app)
        self.bindings: Bindings = copy.deepcopy(app.input.bindings)
        self.waiting: Action | None = None
        self.page = page if page in PAGES else ""
        self.tabs = {p: Button(PAGE_TITLES[p], partial(self.show, p), size_role="small") for p in PAGES}
        self.restore = Button("Restore defaults", self.restore_defaults)
        self.back = Button("Back", self.app.stack.pop)
        self.rows: list[BindingRow] = []
        self.group: FocusGroup[Widget] = FocusGroup([])
        self._build()

    def _build(self) -> None:
        self.rows = [BindingRow(self, a) for a in page_actions(self.page)]
        for p, tab in self.tabs.items():
            tab.selected = p == self.page
        self.group = FocusGroup([*self.tabs.values(), *self.rows, self.restore, self.back])
        self.group.focus(self.rows[0] if self.rows else self.tabs[self.page])
        self.resize(self.app.size)

    def show(self, page: str) -> None:
        """Switch to another page (the shared actions, or a game's own)."""
        if page == self.page:
            return
        self.page = page
        self._build()
        self.group.focus(self.tabs[page])

    # changing -------------------------------------------------------------------
    def wait_for(self, action: Action) -> None:
        """Wait for the next key or controller input and bind it to ``action``."""
        if action.fixed:
            via = controls.describe_pad((), self.app.input.style, action.pad_via, self.bindings)
            self.app.notify(f"{action.label}: always the number keys {controls.describe_keys(action.keys)}; a controller steps with {via}.")
            return
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
        where = f" (in {GAMES[action.game]})" if action.game else ""
        self.app.notify(f"{action.label}: {shown}{where}.")

    def restore_defaults(self) -> None:
        """Every key and button back as shipped (every page's)."""
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
    def columns(self) -> int:
        """Two columns for the long shared page, one for a game's few actions."""
        return 2 if len(self.rows) > ROWS_PER_COLUMN else 1

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        head = common.heading_rect(size, TITLE, s).bottom
        tab_h, tab_gap = px(40, s), px(10, s)
        tab_w = min(px(210, s), (size[0] - px(48, s) - tab_gap * (len(PAGES) - 1)) // len(PAGES))
        tx = size[0] // 2 - (len(PAGES) * tab_w + (len(PAGES) - 1) * tab_gap) // 2
        ty = head + px(12, s)
        for i, tab in enumerate(self.tabs.values()):
            tab.rect = pygame.Rect(tx + i * (tab_w + tab_gap), ty, tab_w, tab_h)
        intro_h = text.font("body", px(BASE_SIZES["small"], s)).get_linesize()
        self._intro_y = ty + tab_h + px(10, s)
        top = self._intro_y + intro_h + px(10, s)
        bottom_h = px(52, s)
        bottom = size[1] - common.hint_room(s) - bottom_h - px(16, s)
        gap = px(6, s)
        row_h = max(px(24, s), min(px(46, s), (bottom - top) // ROWS_PER_COLUMN - gap))
        col_gap = px(20, s)
        col_w = min(px(600, s), (size[0] - px(48, s) - col_gap) // 2)
        if self.columns() == 1:
            col_w = min(px(820, s), size[0] - px(48, s))
        x0 = size[0] // 2 - (col_w * self.columns() + col_gap * (self.columns() - 1)) // 2
        for i, row in enumerate(self.rows):
            col, line = divmod(i, ROWS_PER_COLUMN)
            row.rect = pygame.Rect(x0 + col * (col_w + col_gap), top + line * (row_h + gap), col_w, row_h)
        y = top + ROWS_PER_COLUMN * (row_h + gap) + px(8, s)
        bw = px(280, s)
        self.restore.rect = pygame.Rect(size[0] // 2 - bw - px(10, s), y, bw, bottom_h)
        self.back.rect = pygame.Rect(size[0] // 2 + px(10, s), y, bw, bottom_h)

    # input ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return self.group.handle_event(event)
        if common.is_back(event):
            self.app.stack.pop()
            return True
        focused = self.group.focused
        if controls.is_action(event, "previous", "next") and not controls.is_action(event, "left", "right"):
            step = 1 if controls.is_action(event, "next") else -1  # [ ] or the shoulders turn the pages from anywhere
            self.show(PAGES[(PAGES.index(self.page) + step) % len(PAGES)])
            return True
        tabs = list(self.tabs.values())
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and focused in tabs:
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.show(PAGES[(PAGES.index(self.page) + step) % len(PAGES)])
            return True
        if event.key == pygame.K_DOWN and focused in tabs and self.rows:
            self.group.focus(self.rows[0])
            return True
        if event.key == pygame.K_UP and focused in self.rows and self.rows.index(focused) % ROWS_PER_COLUMN == 0:
            self.group.focus(self.tabs[self.page])
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and focused in self.rows:
            i = self.rows.index(focused) + (ROWS_PER_COLUMN if event.key == pygame.K_RIGHT else -ROWS_PER_COLUMN)
            if 0 <= i < len(self.rows):
                self.group.focus(self.rows[i])
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and focused in (self.restore, self.back):
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
        self._draw_guide(surface, s)
        h = controls.hint
        common.hint(
            surface,
            f"{h('up', 'down')} choose   {h('previous', 'next')} pages   {h('confirm')} change   {h('back')} back   (Esc cancels a change)",
            s,
        )

    def intro(self) -> str:
        """The line above the rows: what the columns are, or where a game's actions work."""
        if not self.page:
            return "Choose an action, then press its new key or controller button. Columns: action, keys, controller."
        return f"These work at the {GAMES[self.page]} table, with everything under Everywhere; a button may mean another thing in another game."

    def pad_guide(self) -> str:
        """How a controller plays this page's game, with the player's buttons ("" on the shared page)."""
        if not self.page:
            return ""
        style = self.app.input.style
        names = {a.id: controls.pad_hint(a.id, bindings=self.bindings, style=style) for a in controls.ACTIONS}
        return "With a controller: " + PAD_GUIDES[self.page].format_map(names)

    def _draw_guide(self, surface: pygame.Surface, s: float) -> None:
        guide = self.pad_guide()
        if not guide or not self.rows:
            return
        area = pygame.Rect(self.rows[0].rect.x, self.rows[-1].rect.bottom + px(18, s), self.rows[0].rect.w, 0)
        area.h = self.restore.rect.y - px(14, s) - area.y
        if area.h <= 0:
            return
        size, lines = text.fit_lines(guide, "body", px(BASE_SIZES["small"], s), area.w, area.h)
        y = area.y
        for line in lines:
            img = text.render(line, "body", size, PALETTE.cream_text)
            surface.blit(img, (area.x, y))
            y += text.font("body", size).get_linesize()

    def _draw_intro(self, surface: pygame.Surface, s: float) -> None:
        message = self.intro()
        size = text.fit_size(message, "body", px(BASE_SIZES["small"], s), surface.get_width() - px(60, s))
        img = text.render(message, "body", size, PALETTE.cream_text)
        surface.blit(img, img.get_rect(midtop=(surface.get_width() // 2, self._intro_y)))

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(getattr(w, "label", "?"), w.rect) for w in self.group.widgets] + [
            ("heading", common.heading_rect(self.app.size, TITLE, self.app.scale))
        ]
