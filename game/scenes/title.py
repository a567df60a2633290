"""The title screen: Continue (the latest unfinished game), the four games, the challenge of the day and the
clubhouse, Saved games, Settings, Rules and Quit."""

from __future__ import annotations

import importlib
import math
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import APP_NAME, __version__, catalog, paths
from game.render import drawing, pieces
from game.scenes.base import Scene
from game.ui import look, text
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from game.app import App
    from game.match.record import MatchRecord
    from game.match.saves import SaveEntry

GAME_ORDER = tuple(catalog.GAMES)
"""The games in the catalog's order (its entries are written in the order the title lists them)."""
VIGNETTE_SECONDS = 6.0
"""The little table on the title moves this long after the screen opens, then comes to rest (and the game sleeps)."""


class TitleScene(Scene):
    """Pick a game or go to Settings, Rules or Quit."""

    still_layer = True
    """Keep the cards drawn on the background while only the picture moves (a test compares both ways)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.time = 0.0
        self.game_buttons: list[Button] = []
        for game_id in GAME_ORDER:
            entry = catalog.info(game_id)
            ready = catalog.playable_on_screen(game_id)
            button = Button(
                entry.title,
                partial(self.open_game, game_id),
                detail=entry.tagline,
                badge="" if ready else "coming soon",
            )
            self.game_buttons.append(button)
        self.continue_button = Button("Continue", self.continue_game)
        self.saved_button = Button("Saved games", self.open_saved_games)
        self.settings_button = Button("Settings", self.open_settings)
        self.rules_button = Button("Rules", self.open_rules)
        self.quit_button = Button("Quit", self.app.quit)
        self.daily_button = Button("Challenge of the day", self.open_daily)
        self.clubhouse_button = Button("Clubhouse", self.open_clubhouse)
        self.club_buttons = (self.daily_button, self.clubhouse_button)
        """A row of their own under the games (Left/Right move along it)."""
        # Saved games after Rules: the smoke tour counts Down presses from the first game to Settings
        self.small_buttons = (self.settings_button, self.rules_button, self.saved_button, self.quit_button)
        self.group: FocusGroup[Button] = FocusGroup([])
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.art_rect = pygame.Rect(0, 0, 0, 0)
        self.latest: SaveEntry | None = None
        self.refresh_continue()

    def refresh_continue(self) -> None:
        """Offer Continue, focused, when an unfinished game is saved; else focus the first playable game."""
        previous = self.latest
        self.latest = _latest_unfinished()
        if self.group.widgets and (previous is None) == (self.latest is None):
            if self.latest is not None:  # same buttons: keep the focus where the player left it
                self.continue_button.detail = f"{self.latest.game_title} · {self.latest.summary()}"
            return
        if self.latest is not None:
            self.continue_button.detail = f"{self.latest.game_title} · {self.latest.summary()}"
        top = [self.continue_button] if self.latest is not None else []
        self.group = FocusGroup([*top, *self.game_buttons, *self.club_buttons, *self.small_buttons])
        playable = [b for b in self.game_buttons if not b.badge]
        if self.latest is not None:
            self.group.focus(self.continue_button)  # Enter: straight back into the game
        elif playable:
            self.group.focus(playable[0])  # Enter, Enter: into the first playable game's set-up, then start
        self.resize(self.app.size)

    def enter(self) -> None:
        self.refresh_continue()  # back from a game: it may have been saved or finished
        self.time = 0.0  # and coming back to the title plays the vignette again

    # actions -------------------------------------------------------------------
    def open_game(self, game_id: str) -> None:
        """Start the game's set-up screen, or say it is not playable yet."""
        entry = catalog.info(game_id)
        if not catalog.playable_on_screen(game_id):
            self.app.notify(f"{entry.title} is not playable yet: its table is still being built.")
            return
        module = importlib.import_module(entry.screen or "")
        self.app.stack.push(module.setup_scene(self.app))

    def continue_game(self) -> None:
        """Open the most recent unfinished game on the table."""
        from game.scenes.saved_games import open_saved

        entry = _latest_unfinished()
        if entry is None or entry.record is None:
            self.app.notify("There is no unfinished game to continue.")
            self.refresh_continue()
            return
        open_saved(self.app, entry.record, replay=False)

    def open_saved_games(self) -> None:
        """Show the Saved games and Replays lists."""
        from game.scenes.saved_games import SavedGamesScene

        self.app.stack.push(SavedGamesScene(self.app))

    def open_daily(self) -> None:
        """Show today's challenge of each game."""
        from game.scenes.daily import DailyScene

        self.app.stack.push(DailyScene(self.app))

    def open_clubhouse(self) -> None:
        """Show everyone's records."""
        from game.scenes.clubhouse import ClubhouseScene

        self.app.stack.push(ClubhouseScene(self.app))

    def open_settings(self) -> None:
        """Show the Settings screen."""
        from game.scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        """Show the Rules pages."""
        from game.scenes.rules_scene import RulesScene

        self.app.stack.push(RulesScene(self.app))

    # layout --------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.scale
        self.group.set_scale(s)
        margin = px(40, s)
        col_w = min(px(560, s), int(w * 0.5))
        x = w - margin - col_w
        game_h, small_h, gap = px(76, s), px(52, s), px(10, s)
        total = 4 * (game_h + gap) + 2 * small_h + 2 * px(18, s)
        if self.latest is not None:
            total += game_h + gap + px(8, s)
        y = max(margin, (h - total) // 2)
        if self.latest is not None:
            self.continue_button.rect = pygame.Rect(x, y, col_w, game_h)
            y += game_h + gap + px(8, s)
        for b in self.game_buttons:
            b.rect = pygame.Rect(x, y, col_w, game_h)
            y += game_h + gap
        y += px(18, s) - gap
        half = (col_w - gap) // 2
        for i, b in enumerate(self.club_buttons):
            b.rect = pygame.Rect(x + i * (half + gap), y, half if i == 0 else col_w - half - gap, small_h)
        y += small_h + gap + px(18, s)
        # widths follow the labels (so "Saved games" keeps its size), the spare room shared evenly
        n = len(self.small_buttons)
        natural = [text.size_of(b.label, "ui", px(BASE_SIZES["ui"], s))[0] + px(36, s) for b in self.small_buttons]
        spare = (col_w - (n - 1) * gap - sum(natural)) // n
        bx = x
        for b, nat in zip(self.small_buttons, natural):
            b.rect = pygame.Rect(bx, y, max(px(60, s), nat + spare), small_h)
            bx = b.rect.right + gap
        left_w = x - 2 * margin
        self.title_rect = pygame.Rect(margin, margin, left_w, px(120, s))
        self.art_rect = pygame.Rect(margin, self.title_rect.bottom + px(20, s), left_w, h - self.title_rect.bottom - 2 * margin)

    # frame ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from game.scenes.dialog import ConfirmDialog

            self.app.stack.push(ConfirmDialog(self.app, f"Leave {APP_NAME}?", self.app.quit, yes="Quit", no="Stay"))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if self.group.focused in self.small_buttons or self.group.focused in self.club_buttons:
                self.group.move(1 if event.key == pygame.K_RIGHT else -1)
                return True
        return self.group.handle_event(event)

    def update(self, dt: float) -> None:
        self.time = min(VIGNETTE_SECONDS, self.time + dt)

    def wake_in(self) -> float | None:
        return 0.0 if self.time < VIGNETTE_SECONDS else None

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        background = self._background(surface.get_size(), s, scratch=surface)
        layer = self._still_layer(background)
        if layer is None:
            surface.blit(background, (0, 0))  # covers it whole
            self._draw_art_moving(surface)
            self.group.draw(surface)
        else:
            surface.blit(layer, (0, 0))
            self._draw_art_moving(surface)  # clear of every card (see _still_layer): drawn last, it changes no pixel
        img = text.render(version_label(), "body", px(BASE_SIZES["small"] - 2, s), PALETTE.cream_text).copy()  # render is cached
        img.set_alpha(170)  # small and quiet: for bug reports, not for play
        surface.blit(img, self.version_rect(surface.get_size(), img.get_size()))

    def _still_layer(self, background: pygame.Surface) -> pygame.Surface | None:
        """The background with the cards drawn on, kept while they look the same; None where it is not used.

        While the little picture moves, redrawing eight cards with their shadows
        was most of each frame's work. A card looks as its attributes and the
        look's version say, so the layer is remade whenever any of them changes.
        It is used only when no card, shadow included, reaches into the
        picture's area (so the picture may go on top), and never for the first
        frame (a launch makes no extra full-window surface).
        """
        self._drawn = getattr(self, "_drawn", 0) + 1
        if not self.still_layer or self._drawn == 1:
            return None
        lift = px(7, self.app.scale)  # a focused card is lifted this far (Widget._frame) and raised px(2) ...
        reach = 4 * lift + lift + px(2, self.app.scale)  # ... and drawing.shadow blurs it by twice that, both ways
        if any(w.rect.inflate(2 * reach, 2 * reach).colliderect(self.art_rect) for w in self.group.widgets):
            return None
        state = (background, look.version(), [(w, tuple(w.rect), dict(vars(w))) for w in self.group.widgets])
        layer: pygame.Surface | None = getattr(self, "_layer", None)
        if layer is None or layer.get_size() != background.get_size():
            layer = self._layer = pygame.Surface(background.get_size(), 0, background)
            self._layer_state = None
        if self._layer_state != state:
            layer.blit(background, (0, 0))
            self.group.draw(layer)
            self._layer_state = state
        return layer

    def version_rect(self, size: tuple[int, int], text_size: tuple[int, int]) -> pygame.Rect:
        """The bottom-left corner where the version is written."""
        s = self.app.scale
        return pygame.Rect(px(12, s), size[1] - px(8, s) - text_size[1], *text_size)

    def _background(self, size: tuple[int, int], s: float, scratch: pygame.Surface | None = None) -> pygame.Surface:
        """Table, title and the still parts of the picture, drawn once per window size (``scratch``: see drawing.paint_table)."""
        key = (size, s, self.title_rect.topleft, self.art_rect.size)
        if getattr(self, "_background_key", None) != key:
            screen = pygame.display.get_surface()
            # in the screen's pixel format from the start (one new full-window surface, not two)
            base = pygame.Surface(size, 0, screen) if screen is not None else pygame.Surface(size)
            drawing.paint_table(base, s, scratch)
            self._draw_title(base, s)
            self._draw_art_still(base)
            self._background_surface, self._background_key = base, key
        return self._background_surface

    def _draw_title(self, surface: pygame.Surface, s: float) -> None:
        size = text.fit_size(APP_NAME, "title", px(BASE_SIZES["title"] * 1.15, s), self.title_rect.w)
        shadow = text.render(APP_NAME, "title", size, (30, 16, 8))
        title = text.render(APP_NAME, "title", size, PALETTE.cream_text)
        shadow.set_alpha(150)
        surface.blit(shadow, (self.title_rect.x + px(4, s), self.title_rect.y + px(5, s)))
        surface.blit(title, self.title_rect.topleft)
        sub = "four dice games for the couch"
        sub_img = text.render(sub, "heading", text.fit_size(sub, "heading", px(30, s), self.title_rect.w), PALETTE.gold)
        surface.blit(sub_img, (self.title_rect.x + px(6, s), self.title_rect.y + title.get_height()))

    def _art_geometry(self) -> tuple[float, float, float, float] | None:
        r = self.art_rect
        if r.w < 40 or r.h < 40:
            return None
        size = min(r.w, r.h)
        return size, r.centerx, r.y + r.h * 0.45, size * 0.13

    def _draw_art_still(self, surface: pygame.Surface) -> None:
        """A little table scene: a patch of course with the hole on its green, and two dice."""
        geometry = self._art_geometry()
        if geometry is None:
            return
        size, cx, cy, hex_r = geometry
        # fairway, fairway, rough, sand, the green (where the flag stands), water, trees
        colors = [(104, 164, 80), (112, 170, 78), (78, 136, 62), (214, 190, 130), (140, 198, 98), (66, 120, 160), (60, 110, 54)]
        cells = [(0, 0), (1, 0), (-1, 0), (0, 1), (1, -1), (-1, 1), (0, -1)]
        for (q, rr), color in zip(cells, colors):
            x = cx + hex_r * math.sqrt(3) * (q + rr / 2)
            y = cy + hex_r * 1.5 * rr
            pts = [
                (x + hex_r * math.cos(math.radians(60 * k - 30)), y + hex_r * math.sin(math.radians(60 * k - 30)))
                for k in range(6)
            ]
            pygame.draw.polygon(surface, color, pts)
            pygame.draw.polygon(surface, (50, 84, 40), pts, max(1, int(hex_r / 14)))
        flag_x, flag_y = cx + hex_r * math.sqrt(3) * 0.5, cy - hex_r * 1.5
        pygame.draw.circle(surface, (30, 30, 30), (flag_x, flag_y + hex_r * 0.25), hex_r * 0.18)
        pygame.draw.line(surface, (230, 226, 214), (flag_x, flag_y + hex_r * 0.25), (flag_x, flag_y - hex_r * 1.3), max(2, int(hex_r / 12)))
        die = int(size * 0.17)
        pieces.draw_die(surface, (cx - size * 0.3, cy + size * 0.33), die, 6, angle=-12)
        pieces.draw_die(surface, (cx + size * 0.05, cy + size * 0.38), die, 3, angle=9, body=(178, 64, 44), pip=(250, 242, 224))

    def _draw_art_moving(self, surface: pygame.Surface) -> None:
        """The flag waving and the ball bouncing, drawn each frame over the still picture."""
        geometry = self._art_geometry()
        if geometry is None:
            return
        _, cx, cy, hex_r = geometry
        flag_x, flag_y = cx + hex_r * math.sqrt(3) * 0.5, cy - hex_r * 1.5
        calm = min(1.0, VIGNETTE_SECONDS - self.time)  # the last second eases flag and ball to rest
        wave = math.sin(self.time * 3) * hex_r * 0.06 * calm
        pygame.draw.polygon(
            surface,
            PALETTE.accent,
            [(flag_x, flag_y - hex_r * 1.3), (flag_x + hex_r * 0.8, flag_y - hex_r * 1.1 + wave), (flag_x, flag_y - hex_r * 0.85)],
        )
        bounce = abs(math.sin(self.time * 1.6)) * hex_r * 0.9 * calm
        pieces.draw_ball(surface, (cx - hex_r * 0.4, cy + hex_r * 0.2), int(hex_r * 0.34), (246, 244, 236), "1", height=bounce)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        out = [(b.label, b.rect) for b in self.group.widgets]
        out.append(("title", self.title_rect))
        label = text.size_of(version_label(), "body", px(BASE_SIZES["small"] - 2, self.app.scale))
        out.append(("version", self.version_rect(self.app.size, label)))
        return out


def version_label() -> str:
    """The words shown in the title's corner, e.g. 'version 0.1.0'."""
    return f"version {__version__}"


def _latest_unfinished() -> SaveEntry | None:
    """The newest unfinished game Continue can open, or None.

    With no saved game at all (a first start) the title neither reads records
    nor imports the match layer (a fifth of a launch's imports).
    """
    if paths.no_saved_games():
        return None
    from game.match import saves

    return saves.latest_unfinished(_openable)


def _openable(record: MatchRecord) -> bool:
    """Continue offers only games whose screens exist."""
    return record.game in catalog.GAMES and catalog.playable_on_screen(record.game)
