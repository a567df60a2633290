"""Issue #16 point 5: M mutes everywhere, the pause menu has an entry, an icon shows it, the settings keep it."""

import json

import pygame
import pytest

from game import paths
from game.app import App
from game.scenes.pause import PauseMenu
from game.scenes.settings_scene import SettingsScene
from game.ui.notices import muted_icon_rect
from game.ui.theme import PALETTE
from tests.screens.support import frames, press, type_text
from tests.screens.test_setup_screen import open_setup


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(tmp_path / "user"))
    caches = (paths.user_dir, paths.user_dir_problem, paths.saves_problem)
    for cached in caches:
        cached.cache_clear()
    a = App(size=(1024, 600), persist_settings=True, headless=True)
    yield a
    pygame.display.quit()
    monkeypatch.undo()
    for cached in caches:
        cached.cache_clear()


def icon_shown(app: App) -> bool:
    box = muted_icon_rect(app.size, app.scale)
    return app.surface.get_at((box.x + 2, box.centery))[:3] == PALETTE.ink


def test_m_mutes_and_unmutes_and_the_settings_keep_it(app):
    app.stack.push(SettingsScene(app))
    app.stack.apply_pending()
    frames(app)
    assert not icon_shown(app)
    press(app, pygame.K_m)
    assert app.settings.muted and app.sounds.muted
    assert icon_shown(app), "a small crossed speaker says the sound is off"
    assert json.loads(paths.settings_file().read_text())["muted"] is True
    again = App(size=(1024, 600), persist_settings=True, headless=True)
    assert again.settings.muted and again.sounds.muted, "the next start is silent too"
    press(app, pygame.K_m)
    assert not app.settings.muted and not app.sounds.muted
    assert not icon_shown(app)


def test_muted_sounds_do_not_play(app, monkeypatch):
    played = []
    monkeypatch.setattr(app.sounds, "_load", lambda name: played.append(name))
    app.sounds._enabled = True  # as if a sound card were there
    app.sounds.play("click")
    app.toggle_mute()
    app.sounds.play("click")
    assert played == ["click"]


def test_m_typed_into_a_name_is_a_letter(app):
    scene, _ = open_setup(app)
    scene.group.focus(scene.names[0])
    press(app, pygame.K_m)
    type_text(app, "m")
    assert not app.settings.muted
    assert scene.names[0].value.endswith("m")


@pytest.mark.parametrize("record", [None, object()], ids=["no record", "with replay entry"])
def test_the_pause_menu_mutes(app, record):
    menu = PauseMenu(app, "carom", "Carom Golf", record=record)
    app.stack.push(menu)
    app.stack.apply_pending()
    frames(app)
    assert menu.sound.label == "Mute sound"
    menu.group.focus(menu.sound)
    press(app, pygame.K_RETURN)
    assert app.settings.muted
    frames(app)
    assert menu.sound.label == "Turn sound on"
    assert all(menu.panel.contains(b.rect) for b in menu.group.widgets), "every entry fits at 1024x600"
    assert menu.panel.bottom <= app.size[1]
