"""The window opens at a size that fits the desktop it opens on, unless the player chose one in Settings."""

from __future__ import annotations

import json

import pygame
import pytest

from game import app as app_mod
from game import paths
from game.app import App
from game.settings import Settings
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)


@pytest.mark.parametrize(
    ("saved", "chosen"),
    [
        ({}, False),
        ({"window_size": [1280, 720]}, False),  # an old file that only kept the old default
        ({"window_size": [1600, 900]}, True),  # an old file with a size somebody picked
        ({"window_size": [1280, 720], "window_chosen": True}, True),
        ({"window_size": [1600, 900], "window_chosen": False}, False),
    ],
)
def test_a_size_counts_as_chosen_only_when_the_player_chose_it(saved, chosen):
    s = Settings.from_json(saved)
    assert s.window_chosen is chosen
    assert Settings.from_json(s.to_json()).window_chosen is chosen, "kept in the file"


def test_the_desktop_size_is_the_first_displays(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080), (2560, 1440)])
    assert app_mod.desktop_size(headless=False) == (1920, 1080)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [])
    assert app_mod.desktop_size(headless=False) == (1280, 720), "nothing to tell: the designed size"
    assert app_mod.desktop_size(headless=True) == (1280, 720)


def test_a_window_nobody_sized_opens_at_the_desktops_size(monkeypatch):
    """Headless drivers have no desktop, so the size the app asks for is checked where it is decided."""
    monkeypatch.setattr(app_mod, "desktop_size", lambda headless: (1920, 1080))
    monkeypatch.setattr(app_mod, "display_problem", lambda: None)
    opened: list[tuple[int, int]] = []
    real = pygame.display.set_mode

    def noting(size=(0, 0), flags=0, *args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(tuple(size))
        return real(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", noting)
    monkeypatch.setattr(app_mod, "maximize_window", lambda: opened.append(("maximized",)))  # type: ignore[arg-type]
    a = App(persist_settings=False, load_settings=False)
    try:
        assert opened[0] == (1920, 1080) and ("maximized",) in opened
        assert a.size == (1920, 1080)
    finally:
        pygame.display.quit()


def test_settings_offer_fit_the_screen_and_a_chosen_size_is_kept(monkeypatch):
    from game.scenes.settings_scene import FIT_SCREEN, SettingsScene

    paths.user_dir.cache_clear()
    a = App(size=(1280, 720), persist_settings=True, headless=True)
    try:
        a.settings.window_chosen = False
        scene = SettingsScene(a)
        assert scene.window.options[scene.window.index] == FIT_SCREEN, "nobody chose: the choice says the window fits the screen"
        scene._set_size(2)  # 1600 × 900
        assert a.size == (1600, 900) and a.settings.window_chosen
        assert json.loads(paths.settings_file().read_text())["window_chosen"] is True
        scene._set_size(len(scene.window.options) - 1)
        assert not a.settings.window_chosen and a.size == (1280, 720), "headless, the desktop is the designed size"
        assert json.loads(paths.settings_file().read_text())["window_chosen"] is False
    finally:
        pygame.display.quit()
