"""Rollecate's screen parts on their own: rails that join, the camera, the odds shown before a choice."""

from __future__ import annotations

import math

import pygame
import pytest

from game.render.camera import Camera
from game.rules.rollecate import data, railway
from game.scenes.rollecate import geometry, odds
from tests.rules.rollecate.helpers import build_railway, straight_railway, table


def test_rails_join_from_card_to_card_through_every_turn():
    rail = build_railway([("1S", "straight"), ("2L", "left"), ("3L", "right"), ("4R", "right"), ("1R", "left"), ("2S", "straight"), ("3L", "left")])
    paths = [geometry.path_of(r) for r in rail]
    for a, b in zip(paths, paths[1:]):
        assert math.dist(a[-1], b[0]) < 1e-9, "the rail leaves one card where it enters the next"
    for r, p in zip(rail, paths):
        x, y, w, h = geometry.card_box(r.cells)
        assert all(x - 1e-9 <= px <= x + w + 1e-9 and y - 1e-9 <= py <= y + h + 1e-9 for px, py in p), "the rail stays on its card"
        assert (r.orientation == "portrait") == (h > w)


def test_the_locomotive_faces_the_end_of_the_railway():
    rail = build_railway([("1S", "straight"), ("2L", "left"), ("3S", "straight")])
    for r in rail:
        _, heading = geometry.loco_spot(r)
        dx, dy = railway.DIRECTIONS[r.heading_out]
        d_in = railway.DIRECTIONS[r.heading_in]
        facing = (math.cos(heading), math.sin(heading))
        assert facing[0] * (dx + d_in[0]) + facing[1] * (dy + d_in[1]) > 0, "it faces the way the rail runs"


def test_the_chance_of_derailing_sums_the_engines_dice_outcomes():
    p = data.DIE_FACES.count(data.LOCO_FACE) / len(data.DIE_FACES)
    for dice, ahead in ((1, 0), (4, 2), (6, 3), (9, 5)):
        exact = sum(math.comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(ahead + 1, dice + 1))
        assert odds.derail_chance(dice, ahead)[0] == pytest.approx(exact)
    assert odds.derail_chance(3, 3) == (0.0, 0.0), "more cards ahead than dice: no derailment"


def test_a_pass_names_the_penalty_card_it_takes_and_a_pair_it_makes():
    state = table(rail=straight_railway([2, 1, 4, 3]), loco=1, piles=[["2L"], []])
    line = odds.pass_preview(state.view(0))
    assert "the 2 at the start" in line and "cancels your top 2" in line


def test_a_blocked_card_says_why():
    state = table(rail=straight_railway([2, 2, 1]), loco=1, hands=[["3S", "C2"], []])
    assert "may not follow the 1" in odds.blocked_reason(state.view(0), "3S")
    assert odds.blocked_reason(state.view(0), "C2") == ""


def test_the_camera_zooms_about_the_pointer_and_follows_until_moved_by_hand():
    cam = Camera(min_units=2.0, margin=0.0)
    cam.show((0.0, 0.0, 10.0, 5.0))
    cam.set_rect(pygame.Rect(0, 0, 400, 200), 1.0)
    assert cam.zoom == pytest.approx(40.0) and cam.following
    before = cam.to_map(300, 50)
    cam.zoom_by(1.5, (300, 50))
    assert cam.to_map(300, 50) == pytest.approx(before)
    assert not cam.following, "zooming by hand stops the following"
    cam.follow_again()
    cam.show((0.0, 0.0, 20.0, 5.0))
    for _ in range(200):
        cam.update(1 / 30)
    assert cam.zoom == pytest.approx(20.0) and cam.cam == pytest.approx((10.0, 2.5))


def _on_screen(cam: Camera, area: tuple[float, float, float, float]) -> bool:
    x, y, w, h = area
    (x0, y0), (x1, y1) = cam.to_screen(x, y), cam.to_screen(x + w, y + h)
    return cam.rect.left - 1e-6 <= x0 and x1 <= cam.rect.right + 1e-6 and cam.rect.top - 1e-6 <= y0 and y1 <= cam.rect.bottom + 1e-6


def test_what_must_be_seen_is_in_view_from_the_first_frame_of_a_glide_to_its_end():
    cam = Camera(min_units=2.0, margin=0.5)
    cam.set_rect(pygame.Rect(0, 0, 400, 200), 1.0)
    cam.show((0.0, 0.0, 4.0, 2.0), at_once=True)
    far = (30.0, 12.0, 2.0, 1.0)  # the places for the next card, far from what was shown
    cam.show((0.0, 0.0, 32.0, 13.0), must=far)
    assert cam.gliding and _on_screen(cam, far), "in view at once, before the glide has begun"
    for _ in range(120):
        cam.update(1 / 60)
        assert _on_screen(cam, far), "and at every step of the glide"
    cam.zoom_by(3.0, (0, 0))  # the player looks elsewhere: the view is theirs...
    cam.pan_by(-400, 0)
    assert not _on_screen(cam, far)
    cam.update(1 / 60)
    assert not _on_screen(cam, far), "...until something new must be seen"
    cam.show(cam.target, must=(1.0, 1.0, 2.0, 1.0))
    assert _on_screen(cam, (1.0, 1.0, 2.0, 1.0))
