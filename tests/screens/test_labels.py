"""Hex labels and floating event labels: never over what the player aims at, never out of the board, never under a dialog."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.hexgrid import Hex
from game.render import ball_timeline
from game.render.boardview import BoardView
from game.rules.course import Terrain
from game.scenes.carom.describe import ground_phrase
from game.scenes.common_setup import PlayerSpec
from tests.screens.support import cell, frames, move, press, small_course
from tests.screens.test_carom_game import game_of, human_turn, wait_idle


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def test_a_label_goes_to_the_side_of_the_pointer_that_leaves_the_aim_clear(app):
    view = BoardView(small_course())
    view.set_rect(pygame.Rect(0, 0, 900, 500), 1.0)
    view.fit()
    view.mouse = (400, 250)
    below_right = pygame.Rect(410, 260, 200, 120)
    box = view.draw_tooltip(app.surface, ["Sand", "A step that starts here costs 2 impulses."], avoid=[below_right], bounds=view.rect)
    assert box is not None and not box.colliderect(below_right)
    assert view.rect.contains(box)


def test_a_label_near_the_board_edge_stays_inside_the_board(app):
    view = BoardView(small_course())
    view.set_rect(pygame.Rect(0, 0, 900, 500), 1.0)
    view.fit()
    view.mouse = (890, 490)
    box = view.draw_tooltip(app.surface, ["Dense grass", "The ball cannot go in: it stops in front."], bounds=view.rect)
    assert box is not None and view.rect.contains(box)


def test_floating_event_labels_stay_inside_the_board(app):
    view = BoardView(small_course())
    view.set_rect(pygame.Rect(100, 100, 600, 300), 1.0)
    view.fit()
    tl = ball_timeline.Timeline(view.map_center)

    def ink(at: Hex) -> int:
        tl.effects.clear()
        ball_timeline.Say(at, "dense grass: stop").start(tl)
        tl.effects[-1].age = 0.2
        surface = pygame.Surface((800, 500))
        surface.fill((0, 0, 0))
        tl.draw_over(surface, view, 1.0)
        return sum(1 for x in range(0, 800, 2) for y in range(0, 500, 2) if surface.get_at((x, y))[:3] != (0, 0, 0))

    edge = max(small_course().terrain, key=lambda h: view.hex_center(h)[0])
    middle = cell(8, 3)
    assert ink(edge) >= 0.9 * ink(middle), "the label at the edge is drawn whole, not cut off"


def test_label_text_reads_as_a_sentence():
    assert ground_phrase(Terrain.FAIRWAY) == "On the fairway"
    assert ground_phrase(Terrain.WATER) == "In the pond"
    assert ground_phrase(Terrain.SAND) == "In the sand"


def test_while_aiming_the_hex_label_keeps_clear_of_the_path_hole_and_balls(app):
    scene = game_of(app, [PlayerSpec("You", 2, False)], seed=3)
    wait_idle(app, scene)
    human_turn(app, scene, mouse=True)  # tee
    wait_idle(app, scene)
    human_turn(app, scene, mouse=True)  # card
    wait_idle(app, scene)
    assert scene.state.phase == "strike"
    ball = scene.ball_cell()
    boxes = []
    real = scene.view.draw_tooltip

    def spy(surface, lines, avoid=(), bounds=None):
        box = real(surface, lines, avoid, bounds)
        boxes.append((box, list(avoid)))
        return box

    scene.view.draw_tooltip = spy
    for d in range(6):
        move(app, scene.view.hex_center(ball.neighbor(d).neighbor(d)))
        frames(app, 45)  # the pointer rests: the label shows
    shown = [(b, avoid) for b, avoid in boxes if b is not None]
    assert shown, "labels were shown while aiming"
    for box, avoid in shown:
        assert avoid, "the aim is passed as something to keep clear of"
        assert scene.view.rect.contains(box)
        assert sum(box.clip(r).w * box.clip(r).h for r in avoid) <= 0.15 * sum(r.w * r.h for r in avoid)


def test_labels_go_away_under_a_dialog_and_when_the_turn_passes(app):
    scene = game_of(app, [PlayerSpec("You", 2, False)], seed=3)
    wait_idle(app, scene)
    calls = []
    real = scene.game.draw_overlay
    scene.game.draw_overlay = lambda surface: (calls.append(1), real(surface))
    move(app, scene.view.hex_center(cell(4, 1)))
    assert calls
    press(app, pygame.K_ESCAPE)
    calls.clear()
    frames(app, 3)
    assert not calls, "nothing of the board's labels is drawn under the pause menu"
    press(app, pygame.K_ESCAPE)
    scene.game.turn_line(0)
    assert scene.game.labels_hidden, "a new turn hides the label until the pointer moves"
    move(app, scene.view.hex_center(cell(5, 1)))
    assert not scene.game.labels_hidden
