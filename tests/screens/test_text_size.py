"""Larger interface text and high contrast: every screen honours them, and no two texts overlap, 1024×600 to 1920×1080.

Each screen is drawn onto a surface that records where every rendered text
lands; texts must stay in the window and must not cover each other.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.controls_scene import ControlsScene
from game.scenes.handover import HandOver
from game.scenes.pause import PauseMenu
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.ui import text, theme
from tests.screens.test_layouts import ranking, scorecard, setup_full, setup_small
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)

SIZES = [(1024, 600), (1920, 1080)]


def carom_tee(app: App):
    from game.scenes.common_setup import PlayerSpec
    from tests.screens.support import frames
    from tests.screens.test_carom_game import game_of

    scene = game_of(app, [PlayerSpec("Ada Lovelace-Byron", 1, False, "normal"), PlayerSpec("Computer", 2, True, "normal")])
    for _ in range(200):
        if scene.idle() and scene.human_turn():
            break
        frames(app)
    return scene.table


def rollecate_table(app: App):
    from game.match import SeatEntry
    from tests.screens.rollecate_support import open_game, wait_for_person

    seats = [SeatEntry("Ada Lovelace-Byron", 1), SeatEntry("Computer", 2, computer=True, level="normal")]
    table = open_game(app, seats)
    wait_for_person(app, table)
    return table


def rollinone_table(app: App):
    from game.match import SeatEntry
    from tests.screens.rollinone_support import open_game, wait_for_person

    table = open_game(app, [SeatEntry("Ada Lovelace-Byron", 1), SeatEntry("Computer", 2, computer=True)])
    wait_for_person(app, table)
    return table


def eagles_table(app: App):
    from game.scenes.common_setup import PlayerSpec
    from tests.screens.eagles_support import start, wait_for_person

    table = start(app, [PlayerSpec("Ada Lovelace-Byron", 0, False, "normal"), PlayerSpec("Computer", 1, True, "normal")])
    wait_for_person(app, table)
    return table


def saved_games(app: App):
    from game.match import saves
    from game.scenes.saved_games import SavedGamesScene
    from tests.match.helpers import carom_record, played

    saves.finish(played(carom_record(seed=4)))
    return SavedGamesScene(app, tab="replays")


SCREENS = {
    "title": TitleScene,
    "settings": SettingsScene,
    "controls": ControlsScene,
    "controls-rollinone": lambda a: ControlsScene(a, "rollinone"),
    "rules": RulesScene,
    "setup-12-players": setup_full,
    "setup-1-course": setup_small,
    "scorecard": scorecard,
    "pause": lambda a: PauseMenu(a, "carom", "Carom Golf"),
    "ranking": ranking,
    "handover": lambda a: HandOver(a, "Ada", 0, 0, lambda: None),
    "carom": carom_tee,
    "saved-games": saved_games,
    "rollecate": rollecate_table,
    "eagles": eagles_table,
    "rollinone": rollinone_table,
}


class Recording(pygame.Surface):
    """A window-sized surface that notes where each rendered text is blitted."""

    def __init__(self, size: tuple[int, int], made: dict[int, str]) -> None:
        super().__init__(size)
        self.made = made
        self.texts: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def, override]
        if id(source) in self.made:
            pos = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
            size = pygame.Rect(area).size if area is not None else source.get_size()
            shown = pygame.Rect(pos, size).clip(self.get_clip())  # scrolled lists clip what is outside them
            if shown.w and shown.h:
                self.texts.append((self.made[id(source)], shown))
        return super().blit(source, dest, area, special_flags)


def drawn_texts(app: App, scene, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    made: dict[int, str] = {}
    keep: list[pygame.Surface] = []
    original = text.render

    def recording_render(message, role, size, color):  # type: ignore[no-untyped-def]
        img = original(message, role, size, color)
        made[id(img)] = message
        keep.append(img)
        return img

    monkeypatch.setattr(text, "render", recording_render)
    surface = Recording(app.size, made)
    scene.resize(app.size)
    for below in app.stack.scenes[:-1] if app.stack.top is scene else []:
        below.draw(surface)
    scene.draw(surface)
    return surface.texts


def ink_box(message: str, r: pygame.Rect) -> pygame.Rect:
    """The part of a text image that holds ink: fonts pad lines above and below."""
    return r.inflate(-2, -int(r.h * 0.35))


def assert_texts_fit(texts: list[tuple[str, pygame.Rect]], window: pygame.Rect, where: str) -> None:
    assert texts, f"{where}: no text drawn"
    for message, r in texts:
        assert window.contains(ink_box(message, r)), f"{where}: {message!r} at {r} leaves the window"
    boxes = [(m, ink_box(m, r)) for m, r in texts if m.strip()]
    for i, (m1, r1) in enumerate(boxes):
        for m2, r2 in boxes[i + 1 :]:
            if m1 == m2 and abs(r1.x - r2.x) <= 6 and abs(r1.y - r2.y) <= 6:
                continue  # a text and its own drop shadow
            assert not r1.colliderect(r2), f"{where}: {m1!r} {r1} overlaps {m2!r} {r2}"


def assert_texts_stay_in_their_cards(texts: list[tuple[str, pygame.Rect]], scene, where: str) -> None:
    """A text that starts on a control (a button, a row, a setting) ends on it too."""
    groups = [getattr(scene, name, None) for name in ("group", "buttons")]
    cards = [w.rect for g in groups for w in getattr(g, "widgets", ()) if w.rect.w and w.rect.h]
    for message, r in texts:
        ink = ink_box(message, r)
        for card in cards:
            if card.collidepoint(ink.center):
                assert card.inflate(2, 2).contains(ink), f"{where}: {message!r} {ink} spills out of its card {card}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_larger_text_fits_every_screen_without_overlap(size, name, monkeypatch):
    app = App(size=size, persist_settings=False, headless=True)
    try:
        app.settings.text_size = "largest"
        app.settings.high_contrast = True
        app.apply_look()
        scene = SCREENS[name](app)
        if app.stack.top is not scene:
            app.stack.push(scene)
            app.stack.apply_pending()
        texts = drawn_texts(app, scene, monkeypatch)
        assert_texts_fit(texts, pygame.Rect((0, 0), size), f"{name} at {size}")
        assert_texts_stay_in_their_cards(texts, scene, f"{name} at {size}")
    finally:
        app.settings.text_size = "normal"
        app.settings.high_contrast = False
        app.apply_look()
        pygame.display.quit()


def test_text_size_setting_makes_every_font_larger():
    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        normal = text.size_of("Roll in One", "ui", 26)[1]
        app.settings.text_size = "largest"
        app.apply_look()
        larger = text.size_of("Roll in One", "ui", 26)[1]
        assert larger >= normal * 1.2
        assert text.fit_size("A long line that must shrink", "ui", 26, 200) < 26, "fitting still works at the larger size"
    finally:
        app.settings.text_size = "normal"
        app.apply_look()
        pygame.display.quit()


def _contrast(a: theme.Color, b: theme.Color) -> float:
    def lum(c: theme.Color) -> float:
        lin = [(v / 255) / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_high_contrast_darkens_ink_outlines_and_the_board_grid():
    from game.render import drawing, terrain
    from game.rules.course import Terrain

    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        pal = theme.PALETTE
        before = {
            "ink": _contrast(pal.ink, pal.paper),
            "soft": _contrast(pal.ink_soft, pal.paper),
            "border": _contrast(pal.paper_shade, pal.paper),
        }
        poly = ((10.0, 0.0), (20.0, 5.0), (20.0, 15.0), (10.0, 20.0), (0.0, 15.0), (0.0, 5.0))
        grid_normal = terrain.tile(Terrain.FAIRWAY, 0, (140, 140), tuple((x * 7, y * 7) for x, y in poly))
        card = pygame.Surface((120, 80))
        drawing.card(card, pygame.Rect(10, 10, 100, 60), lift=0)
        edge_normal = card.get_at((10, 40))
        app.settings.high_contrast = True
        app.apply_look()
        assert _contrast(pal.ink, pal.paper) > before["ink"] and _contrast(pal.ink, pal.paper) >= 15
        assert _contrast(pal.ink_soft, pal.paper) >= 7 > before["soft"], "secondary text reaches WCAG AAA"
        assert _contrast(pal.paper_shade, pal.paper) > before["border"]
        grid_strong = terrain.tile(Terrain.FAIRWAY, 0, (140, 140), tuple((x * 7, y * 7) for x, y in poly))

        def darkness(img: pygame.Surface) -> float:
            inked = [img.get_at((x, y)) for x in range(0, img.get_width(), 2) for y in range(0, img.get_height(), 2)]
            inked = [c for c in inked if c.a == 255]
            return sum(765 - (c.r + c.g + c.b) for c in inked) / len(inked)

        assert darkness(grid_strong) > darkness(grid_normal) + 8, "the board's printed grid is darker and thicker"
        card2 = pygame.Surface((120, 80))
        drawing.card(card2, pygame.Rect(10, 10, 100, 60), lift=0)
        assert sum(card2.get_at((10, 40))[:3]) < sum(edge_normal[:3]) - 100, "card outlines are darker"
        assert text.size_of("Heavier strokes", "body", 20) == text.size_of("Heavier strokes", "ui", 20), "regular text takes the heavier cut"
    finally:
        app.settings.high_contrast = False
        app.apply_look()
        pygame.display.quit()
    assert theme.PALETTE == theme.NORMAL_PALETTE, "switched off, the designed palette is back"


def test_text_size_and_contrast_are_kept_in_the_settings_file_and_checked():
    from game.settings import Settings

    s = Settings.from_json({"text_size": "largest", "high_contrast": True})
    assert (s.text_size, s.high_contrast) == ("largest", True)
    assert Settings.from_json(s.to_json()).text_size == "largest"
    bad = Settings.from_json({"text_size": "gigantic", "high_contrast": "yes"})
    assert (bad.text_size, bad.high_contrast) == ("normal", False)


def test_settings_screen_switches_text_size_and_contrast_at_once():
    from tests.screens.support import click, frames

    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        app.stack.push(SettingsScene(app))
        app.stack.apply_pending()
        frames(app)
        page = app.stack.top
        height = text.size_of("Back", "ui", 26)[1]
        click(app, (page.text_size.rect.right - 10, page.text_size.rect.centery))
        assert app.settings.text_size == "large" and theme.LOOK.text_scale > 1
        assert text.size_of("Back", "ui", 26)[1] > height
        click(app, page.contrast.rect.center)
        assert app.settings.high_contrast and theme.LOOK.high_contrast
        assert theme.PALETTE.ink == theme.HIGH_CONTRAST_PALETTE.ink
    finally:
        app.settings.text_size, app.settings.high_contrast = "normal", False
        app.apply_look()
        pygame.display.quit()
