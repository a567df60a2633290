"""The scene stack and the foundation screens, driven by real pygame events, headless."""

import json

import pygame
import pytest

from game import paths
from game.app import App
from game.scenes.base import Scene, SceneStack
from game.scenes.dialog import ConfirmDialog
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    # a user folder of its own: the settings these tests write must not reach other tests' smoke runs
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(tmp_path / "user"))
    for cached in (paths.user_dir, paths.user_dir_problem, paths.saves_problem):
        cached.cache_clear()
    a = App(size=(1280, 720), persist_settings=True, headless=True)
    yield a
    pygame.display.quit()
    monkeypatch.undo()
    for cached in (paths.user_dir, paths.user_dir_problem, paths.saves_problem):
        cached.cache_clear()


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app._frame(1 / 60)


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    frames(app)


def click(app: App, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app)


def start(app: App, scene_cls=TitleScene) -> Scene:
    scene = scene_cls(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    return scene


class Recorder(Scene):
    def __init__(self, app, name, log, transparent=False):
        super().__init__(app)
        self.name, self.log, self.transparent = name, log, transparent

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


def test_stack_changes_wait_for_the_end_of_the_frame(app):
    log = []
    stack = SceneStack()
    a = Recorder(app, "a", log)
    stack.push(a)
    assert stack.top is None
    stack.apply_pending()
    assert stack.top is a
    stack.push(Recorder(app, "b", log))
    stack.replace(Recorder(app, "c", log))
    assert stack.top is a
    stack.apply_pending()
    assert stack.top.name == "c" and len(stack) == 2
    stack.pop()
    stack.apply_pending()
    assert stack.top is a
    assert log == ["enter a", "exit a", "enter b", "exit b", "enter c", "exit c", "enter a"]


def test_overlays_draw_over_the_scene_below(app):
    log = []
    stack = SceneStack()
    stack.push(Recorder(app, "hidden", log))
    stack.push(Recorder(app, "board", log))
    stack.push(Recorder(app, "pause", log, transparent=True))
    stack.apply_pending()
    log.clear()
    stack.draw(app.surface)
    assert log == ["draw board", "draw pause"]


def test_title_lists_the_four_games_and_the_menu(app):
    title = start(app)
    labels = [w.label for w in title.group.widgets]
    assert labels == ["Roll in One", "Eagle's Creek", "Carom Golf", "Rollecate", "Challenge of the day", "Clubhouse", "Settings", "Rules", "Saved games", "Quit"]


def test_all_four_games_are_playable_on_screen(app):
    title = start(app)
    assert [b.badge for b in title.game_buttons] == ["", "", "", ""]


def test_a_game_that_is_not_playable_says_so(app, monkeypatch):
    from game import catalog

    real = catalog.playable_on_screen
    monkeypatch.setattr(catalog, "playable_on_screen", lambda g: g != "rollecate" and real(g))
    title = start(app)
    unplayable = [b for b in title.game_buttons if b.badge]
    assert unplayable, "a game without its screens is marked on the title"
    click(app, unplayable[0].rect.center)
    assert app.stack.top is title
    assert "not playable yet" in app.toasts[-1].message


def test_keyboard_alone_reaches_settings_and_back(app):
    title = start(app)
    # the title opens on the first playable game (Enter, Enter starts it); Settings is further down
    for _ in range(title.group.widgets.index(title.settings_button) - title.group.index):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_mouse_alone_reaches_rules_and_back(app):
    title = start(app)
    click(app, title.rules_button.rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    click(app, rules.tabs[2].rect.center)
    assert rules.page == 2
    click(app, rules.back.rect.center)
    assert isinstance(app.stack.top, TitleScene)


def test_rules_pages_switch_and_scroll(app):
    rules = start(app, RulesScene)
    assert rules.blocks, "every game has a rules page"
    press(app, pygame.K_RIGHT)
    assert rules.page == 1
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    assert rules.page == 3
    rules.content_h = rules.area.h + 500
    press(app, pygame.K_DOWN)
    assert rules.scroll > 0
    press(app, pygame.K_HOME)
    assert rules.scroll == 0


def test_settings_change_and_are_saved_as_json(app):
    settings = start(app, SettingsScene)
    settings.group.focus(settings.volume)
    before = app.settings.volume
    press(app, pygame.K_LEFT)
    assert app.settings.volume == pytest.approx(before - 0.1)
    settings.group.focus(settings.speed)
    press(app, pygame.K_RIGHT)
    saved = json.loads(paths.settings_file().read_text())
    assert saved["volume"] == pytest.approx(app.settings.volume)
    assert saved["animation_speed"] == app.settings.animation_speed != "normal"


def test_window_size_choice_resizes_the_window(app):
    app.settings.window_chosen = True  # 1280×720 chosen before (unchosen, the choice reads "Fit the screen")
    settings = start(app, SettingsScene)
    settings.group.focus(settings.window)
    press(app, pygame.K_LEFT)  # 1280x720 -> 1024x600
    assert app.size == (1024, 600)
    assert json.loads(paths.settings_file().read_text())["window_size"] == [1024, 600]


def test_f11_toggles_fullscreen(app):
    start(app)
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is True
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is False


def test_escape_on_title_asks_before_quitting(app):
    start(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ConfirmDialog)
    press(app, pygame.K_RETURN)  # "Stay" has the focus
    assert isinstance(app.stack.top, TitleScene) and app.running
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert app.running is False


def test_resizing_relays_out_the_screen(app):
    title = start(app)
    before = title.quit_button.rect.copy()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    frames(app)
    assert app.size == (1920, 1080)
    assert title.quit_button.rect != before
    assert title.quit_button.rect.right <= 1920


def test_a_scene_error_becomes_a_message_not_a_crash(app):
    class Broken(Scene):
        def update(self, dt):
            raise RuntimeError("boom")

    app.stack.push(Broken(app))
    app.stack.apply_pending()
    app._guarded(lambda: app._frame(1 / 60), fatal=False)
    assert isinstance(app.stack.top, TitleScene)
    assert "boom" in app.toasts[-1].message
    assert "boom" in paths.log_file().read_text()


SIZES = [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)]
SCENES = [TitleScene, SettingsScene, RulesScene, lambda a: ConfirmDialog(a, "Leave the game?", lambda: None)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("make", SCENES, ids=["title", "settings", "rules", "dialog"])
def test_layouts_fit_without_overlap(size, make):
    a = App(size=size, persist_settings=False, headless=True)
    scene = make(a)
    scene.resize(a.size)
    scene.draw(a.surface)
    window = pygame.Rect((0, 0), a.size)
    rects = scene.layout_rects()
    assert rects
    for name, r in rects:
        assert window.contains(r), f"{name} {r} leaves the {size} window"
    page = [r for n, r in rects if n == "page"]
    others = [(n, r) for n, r in rects if n != "page"]
    for i, (n1, r1) in enumerate(others):
        for n2, r2 in others[i + 1 :]:
            assert not r1.colliderect(r2), f"{n1} overlaps {n2} at {size}"
    for p in page:
        assert not any(p.colliderect(r) for _, r in others)
    pygame.display.quit()
