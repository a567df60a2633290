"""A game that rests when nothing moves: no drawing and no busy loop while the screen waits for a person.

The loop itself (``App.run`` without a frame count) is driven here with real
waits; CPU shares are measured in ``benchmarks/idle.py``, not in tests.
"""

import threading
import time

import pygame
import pytest

from game.app import App
from game.scenes import title as title_mod
from game.scenes.common_setup import PlayerSpec
from game.scenes.ranking import RankEntry, RankingScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def key(k, kind=pygame.KEYDOWN):
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0)


def run_for(app, scene, seconds, posts=()):
    """Run the real loop for ``seconds``; ``posts`` are (at, event) posted from another thread. Frames: (time, dt)."""
    drawn = []
    frame = app._frame

    def recording(dt, woken=None):
        drawn.append((time.monotonic(), dt))
        frame(dt, woken)

    app._frame = recording

    def poster():
        t0 = time.monotonic()
        for at, event in [*posts, (seconds, pygame.event.Event(pygame.QUIT))]:
            time.sleep(max(0.0, t0 + at - time.monotonic()))
            sent.append(time.monotonic())
            pygame.event.post(event)

    sent: list[float] = []
    thread = threading.Thread(target=poster)
    thread.start()
    app.run(scene)
    thread.join()
    return drawn, sent


def test_the_title_animates_then_comes_to_rest(app):
    title = TitleScene(app)
    app.stack.push(title)
    app.stack.apply_pending()
    assert title.wake_in() == 0.0
    for _ in range(int(title_mod.VIGNETTE_SECONDS * 60) + 2):
        title.update(1 / 60)
    assert title.wake_in() is None
    title.enter()  # back to the title: the little table moves again
    assert title.wake_in() == 0.0


def test_the_resting_title_draws_almost_nothing_and_wakes_at_once_on_input(app, monkeypatch):
    monkeypatch.setattr(title_mod, "VIGNETTE_SECONDS", 0.05)
    title = TitleScene(app)
    before = title.group.focused
    drawn, sent = run_for(app, title, 2.0, posts=[(1.2, key(pygame.K_DOWN)), (1.25, key(pygame.K_DOWN, pygame.KEYUP))])
    # about 3 animated frames, a look around once a second, the key, the quit: not the 120 of a busy loop
    assert len(drawn) < 12, len(drawn)
    after_key = [t for t, _ in drawn if t >= sent[0]]
    assert after_key and after_key[0] - sent[0] < 0.5  # woken by the key, not by the once-a-second look
    assert title.group.focused is not before
    first_dt = next(dt for t, dt in drawn if t >= sent[0])
    assert first_dt <= 1 / 30  # what the key starts begins with a normal step, not with the length of the rest


def test_a_scene_that_animates_is_drawn_every_frame(app):
    title = TitleScene(app)  # the vignette moves for its first seconds
    drawn, _ = run_for(app, title, 0.6)
    assert len(drawn) > 15


def test_messages_fade_out_at_full_rate_and_then_the_loop_rests(app):
    settings = SettingsScene(app)
    app.notify("a message")
    app.toasts[0].remaining = 0.7
    assert settings.wake_in() is None
    app.stack.push(settings)
    app.stack.apply_pending()
    assert 0.1 < app.idle_wait() <= 0.2  # until the fade begins
    app.toasts[0].remaining = 0.3
    assert app.idle_wait() == 0.0
    app.toasts.clear()
    assert app.idle_wait() is None


def test_a_focused_text_field_wakes_for_its_caret_only(app):
    from game.scenes.carom.setup import setup_scene

    scene = setup_scene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    assert scene.wake_in() is None  # Start is focused: nothing blinks
    scene.group.focus(scene.names[0])
    assert 0 < scene.wake_in() <= 0.5


def test_the_ranking_rests_once_every_row_has_slid_in(app):
    entries = [RankEntry(i, f"P{i}", i, float(i)) for i in range(3)]
    ranking = RankingScene(app, "Final", entries, on_rematch=lambda: None)
    assert ranking.wake_in() == 0.0
    ranking.update(5.0)
    assert ranking.wake_in() is None


def test_a_carom_game_rests_only_while_a_person_decides(app):
    from tests.screens.test_carom_game import game_of, wait_idle

    scene = game_of(app, [PlayerSpec("You", 0), PlayerSpec("Cpu", 1, True)])
    assert scene.table.wake_in() == 0.0  # the turn banner slides in
    wait_idle(app, scene)
    for _ in range(200):  # let the banner go
        app._frame(1 / 60)
    assert scene.human_turn() and scene.idle()
    wait = scene.table.wake_in()
    assert wait is None or wait > 0  # resting; a course file on screen is looked at a few times a second


def test_scenes_without_an_update_rest_and_unknown_animating_scenes_do_not(app):
    from game.scenes.base import Scene

    class Still(Scene):
        pass

    class Moving(Scene):
        def update(self, dt):
            pass

    assert Still(app).wake_in() is None
    assert Moving(app).wake_in() == 0.0


def test_work_put_off_until_after_the_first_frame_waits_for_it_and_runs_once(app):
    done = []
    app.after_first_frame(lambda: done.append(app.frame))
    app.run(TitleScene(app), frames=1)
    assert done == []  # a one-frame run ends with the first picture: nothing was put off in vain
    app.run(TitleScene(app), frames=3)
    assert done == [1]


def test_an_animating_frame_takes_a_key_at_once_and_the_pointer_at_its_time(app, monkeypatch):
    """While the table animates the loop waits for the next frame's time, but a key ends the wait (its frame runs
    then, not up to a frame later); the pointer's moves alone wait for the frame's time."""
    monkeypatch.setattr(app, "idle_wait", lambda: 0.0)
    clock = pygame.time.Clock()
    pygame.event.clear()
    app._frame_due = time.perf_counter() + 5.0  # a frame due far off: only input can end the wait early
    pygame.event.post(key(pygame.K_TAB))
    start = time.perf_counter()
    events, _ = app._wait_for_change(clock, 60)
    assert any(e.type == pygame.KEYDOWN for e in events)
    assert time.perf_counter() - start < 2.5, "the key ended the wait"
    due = app._frame_due = time.perf_counter() + 0.2
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    events, _ = app._wait_for_change(clock, 60)
    assert [e.type for e in events] == [pygame.MOUSEMOTION]
    assert time.perf_counter() >= due - 0.005, "a move alone waited for the frame's time"
