"""The Settings page shows where saves and own courses are kept, and opens that folder (#32)."""

import pygame
import pytest

from game import desktop, paths
from game.app import MIN_SIZE, App
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def settings_of(app):
    app.stack.push(TitleScene(app))
    app.stack.push(SettingsScene(app))
    app.stack.apply_pending()
    app._frame(1 / 60)
    return app.stack.top


def test_the_folder_is_shown_and_opened(app, monkeypatch):
    opened = []
    monkeypatch.setattr(desktop, "open_folder", lambda folder, **kw: opened.append((folder, kw)))
    page = settings_of(app)
    assert page.user_folder.detail == str(paths.user_dir())
    pos = page.user_folder.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app._frame(1 / 60)
    assert opened == [(paths.user_dir(), {"what": "the folder of saves and own courses"})]
    assert paths.user_courses_dir().is_dir()  # where own courses go exists before the player looks
    assert any(str(paths.user_dir()) in t.message for t in app.toasts)


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 720), (3840, 2160)])
def test_every_row_fits_the_window_and_none_overlap(size):
    a = App(size=size, persist_settings=False, headless=True)
    try:
        page = settings_of(a)
        rects = [w.rect for w in page.group.widgets]
        screen = a.surface.get_rect()
        assert all(screen.contains(r) for r in rects)
        assert all(r.collidelist(rects[:i] + rects[i + 1 :]) == -1 for i, r in enumerate(rects))
        assert page.group.widgets.index(page.user_folder) == len(rects) - 2, "just above Back"
    finally:
        pygame.display.quit()
