"""The saved game's picture and "Save replay as…"."""

from __future__ import annotations

import pygame

from game.app import App
from game.match import saves
from game.render.picture import PICTURE_SIZE, picture_png
from game.scenes.save_replay import SaveReplayScene, clean_name, save_replay_as
from game.scenes.title import TitleScene
from tests.match.helpers import carom_record, played, rollecate_record
from tests.screens.support import click, frames, press, type_text


def app_on_title():
    app = App(persist_settings=False, headless=True)
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    frames(app)
    return app


def test_the_picture_is_a_small_png_of_the_screen():
    surface = pygame.Surface((1920, 1080))
    surface.fill((10, 200, 30))
    data = picture_png(surface)
    image = pygame.image.load(__import__("io").BytesIO(data), "p.png")
    assert image.get_size() == PICTURE_SIZE
    assert all(abs(a - b) <= 4 for a, b in zip(image.get_at((160, 90))[:3], (10, 200, 30)))
    assert picture_png(surface, pygame.Rect(5000, 0, 10, 10)) is None


def test_save_replay_as_writes_the_typed_name_and_shows_the_full_path(tmp_path):
    app = app_on_title()
    record = played(carom_record(), upto=10)
    save_replay_as(app, record)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, SaveReplayScene) and scene.name.startswith("Carom Golf ")
    for _ in range(len(scene.name)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "for Sam")
    press(app, pygame.K_RETURN)
    target = tmp_path / "exported" / "for Sam.json"
    assert scene.saved == target.resolve() and saves.read_record(target) == record
    assert str(target.resolve()) in app.toasts[-1].message
    press(app, pygame.K_RETURN)  # Done
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_save_replay_as_never_replaces_a_file_and_works_with_the_mouse(tmp_path):
    app = app_on_title()
    record = rollecate_record()
    save_replay_as(app, record)
    frames(app)
    first = app.stack.top
    click(app, first.save_button.rect.center)
    save_replay_as(app, record)
    frames(app, 2)
    second = app.stack.top
    click(app, second.save_button.rect.center)
    assert first.saved != second.saved and second.saved.name.endswith(" (2).json")
    assert first.saved.exists() and second.saved.exists()


def test_file_names_lose_folders_and_forbidden_characters():
    assert clean_name("../../etc/passwd") == "etcpasswd"
    assert clean_name('  a:b*c?.json ') == "a-bc"  # a colon reads as a dash
    assert clean_name("...") == ""


def test_an_empty_name_is_refused_in_one_line():
    app = app_on_title()
    save_replay_as(app, rollecate_record())
    frames(app)
    scene = app.stack.top
    for _ in range(len(scene.name)):
        press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_RETURN)
    assert scene.saved is None and scene.problem == "Type a name for the file first."
