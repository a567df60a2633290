"""The replay viewer's bar drives the table through its replay methods, by keyboard alone and by mouse alone."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.table.replay_bar import SPEEDS, ReplayBar


class FakeTable:
    """The replay side of TableScene, recording what the bar asked for."""

    def __init__(self, n: int = 40, ply: int = 10) -> None:
        self.replay_len = n
        self.ply = ply
        self.replay_playing = False
        self.replay_speed = 1.0
        self.calls: list[str] = []

    def replay_step(self) -> None:
        self.calls.append("step")
        self.ply += 1

    def replay_back(self) -> None:
        self.calls.append("back")
        self.ply -= 1

    def replay_jump(self, ply: int) -> None:
        self.calls.append(f"jump {ply}")
        self.ply = ply

    def continue_from_here(self) -> None:
        self.calls.append(f"continue at {self.ply}")


@pytest.fixture
def bar():
    pygame.display.init()
    pygame.font.init()
    b = ReplayBar(FakeTable())
    b.layout(pygame.Rect(20, 620, 1240, 80), 1.0)
    return b


def key(b: ReplayBar, k: int) -> bool:
    return b.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def click(b: ReplayBar, pos) -> bool:
    used = b.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    b.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    return used


def test_keyboard_alone_plays_steps_changes_speed_jumps_and_continues(bar):
    t = bar.table
    assert key(bar, pygame.K_SPACE) and t.replay_playing
    assert key(bar, pygame.K_SPACE) and not t.replay_playing
    key(bar, pygame.K_RIGHT)
    key(bar, pygame.K_LEFT)
    key(bar, pygame.K_LEFT)
    assert t.calls == ["step", "back", "back"] and t.ply == 9
    key(bar, pygame.K_PLUS)
    key(bar, pygame.K_EQUALS)
    assert t.replay_speed == 4.0
    key(bar, pygame.K_MINUS)
    assert t.replay_speed == 2.0
    key(bar, pygame.K_END)
    key(bar, pygame.K_HOME)
    key(bar, pygame.K_PAGEDOWN)
    assert t.calls[-3:] == ["jump 40", "jump 0", "jump 10"]
    t.replay_playing = True
    key(bar, pygame.K_c)
    assert t.calls[-1] == "continue at 10" and not t.replay_playing
    assert not key(bar, pygame.K_ESCAPE), "Esc stays the table's (pause menu)"


def test_mouse_alone_presses_every_control(bar):
    t = bar.table
    click(bar, bar.play.rect.center)
    assert t.replay_playing
    click(bar, bar.forward.rect.center)
    assert not t.replay_playing and t.calls == ["step"]
    click(bar, bar.back.rect.center)
    click(bar, bar.faster.rect.center)
    click(bar, bar.slower.rect.center)
    click(bar, bar.slower.rect.center)
    assert t.calls == ["step", "back"] and t.replay_speed == 0.5
    click(bar, bar.continue_button.rect.center)
    assert t.calls[-1] == "continue at 10"


def test_the_slider_jumps_to_the_move_under_the_pointer_and_follows_a_drag(bar):
    t = bar.table
    track = bar.track
    click(bar, (track.x + track.w // 4, track.centery))
    assert t.ply == 10 and t.calls == []  # a quarter of 40 moves: already there, nothing replayed
    click(bar, (track.right - 1, track.centery))
    assert t.calls[-1] == "jump 40"
    bar.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(track.x, track.centery), button=1))
    bar.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(track.centerx, track.centery), rel=(0, 0), buttons=(1, 0, 0)))
    bar.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(track.centerx, track.centery), button=1))
    assert t.calls[-2:] == ["jump 0", "jump 20"]
    bar.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(track.right, track.centery), rel=(0, 0), buttons=(0, 0, 0)))
    assert t.ply == 20, "no jump once the button is up"


def test_steps_stop_at_both_ends_and_speed_stays_in_range(bar):
    t = bar.table
    t.ply = 0
    key(bar, pygame.K_LEFT)
    t.ply = t.replay_len
    key(bar, pygame.K_RIGHT)
    assert t.calls == []
    for _ in range(10):
        key(bar, pygame.K_PLUS)
    assert t.replay_speed == SPEEDS[-1]
    for _ in range(10):
        key(bar, pygame.K_MINUS)
    assert t.replay_speed == SPEEDS[0]
    key(bar, pygame.K_SPACE)  # at the end, play starts again from the first move
    assert t.calls == ["jump 0"] and t.replay_playing


def test_clicks_outside_the_bar_are_left_to_the_table(bar):
    assert not click(bar, (600, 100))
    assert bar.table.calls == []


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_controls_fit_the_bar_and_do_not_overlap(size):
    from game.ui.theme import px, scale_for

    pygame.display.init()
    pygame.font.init()
    s = scale_for(size)
    b = ReplayBar(FakeTable())
    b.layout(pygame.Rect(px(20, s), size[1] - px(96, s), size[0] - px(40, s), px(80, s)), s)
    surface = pygame.Surface(size)
    b.draw(surface)
    rects = b.layout_rects()
    for name, r in rects:
        assert b.rect.contains(r), (name, r)
    for i, (n1, r1) in enumerate(rects):
        for n2, r2 in rects[i + 1 :]:
            assert not r1.colliderect(r2), (n1, n2)
