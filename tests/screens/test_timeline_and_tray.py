"""The one timeline every game plays its events on, and the one dice tray every game throws in (issue #31, points 1 and 2)."""

from __future__ import annotations

import pygame
import pytest

from game.render import dice
from game.render.timeline import Step, Timeline


def test_beats_play_in_order_and_time_left_when_one_ends_goes_to_the_next():
    seen: list[str] = []
    tl = Timeline()
    tl.add(
        Step(0.5, begin=lambda: seen.append("a begins"), end=lambda: seen.append("a ends"), sound="roll"),
        Step(0.5, begin=lambda: seen.append("b begins"), end=lambda: seen.append("b ends")),
    )
    assert tl.update(0.75) == ["roll"]
    assert seen == ["a begins", "a ends", "b begins"]
    assert tl.progress == pytest.approx(0.5), "b has had the quarter second a left over"
    tl.update(0.25)
    assert tl.done and seen[-1] == "b ends"


def test_a_step_that_waits_lasts_until_its_condition_holds_and_a_skip_ends_everything_with_one_sound():
    rolling = [True]
    ticks: list[float] = []
    seen: list[str] = []
    tl = Timeline()
    tl.add(Step(0.1, tick=ticks.append, wait=lambda: not rolling[0], sound="roll"), Step(0.3, end=lambda: seen.append("after"), sound="drop"))
    tl.update(1.0)
    assert not tl.done and tl.current is not None and ticks[-1] == 1.0, "past its time, it waits for the die"
    rolling[0] = False
    tl.update(0.0)
    assert tl.current is not None and seen == [], "the die landed: the next step begins"
    tl.clear()
    tl.add(Step(0.4, sound="roll"), Step(0.4, end=lambda: seen.append("skipped to"), sound="drop"))
    assert tl.finish() == ["drop"] and seen == ["skipped to"] and tl.done


def test_a_thrown_tray_lands_on_the_faces_given_inside_its_felt():
    pygame.init()
    tray = dice.DiceTray(seed=5)
    tray.throw(dice.DieLook(), [3, 6, 1])
    assert tray.rolling
    landed = False
    for _ in range(int(dice.THROW_TIME * 60) + 2):
        landed = tray.update(1 / 60) or landed
    assert landed and not tray.rolling and tray.faces() == [3, 6, 1]
    surface = pygame.Surface((400, 200))
    surface.fill((255, 0, 255))
    rect = pygame.Rect(50, 40, 300, 120)
    felt = tray.draw(surface, rect, 1.0)
    assert surface.get_at(felt.topleft)[:3] != (255, 0, 255) and surface.get_at((felt.x + 6, felt.bottom - 6))[:3] == dice.FELT
    assert surface.get_at((rect.x + 2, rect.centery))[:3] == dice.RIM
    outside = [surface.get_at((x, y))[:3] for x in range(0, 400, 7) for y in range(0, 200, 7) if not rect.collidepoint(x, y)]
    assert set(outside) == {(255, 0, 255)}, "the dice stay on the felt"
    ivory = sum(1 for x in range(felt.x, felt.right) for y in range(felt.y, felt.bottom) if surface.get_at((x, y))[:3] == dice.IVORY)
    assert ivory > 3 * (dice.die_size(felt, 1.0, 3) // 3) ** 2, "three ivory dice lie there"


def test_the_same_throw_looks_the_same_every_time_and_a_skip_lands_at_once():
    a, b = dice.DiceTray(seed=9), dice.DiceTray(seed=9)
    for t in (a, b):
        t.throw(dice.DieLook(), [2, 4])
        t.update(0.3)
    assert [d.pose() for d in a.dice] == [d.pose() for d in b.dice] and a.faces() == b.faces()
    a.skip()
    assert not a.rolling and a.faces() == [2, 4]


def test_every_game_takes_its_die_size_from_the_tray():
    felt = pygame.Rect(0, 0, 140, 80)
    assert dice.die_size(felt, 1.0) == int(80 * dice.DIE_SHARE)
    assert dice.die_size(pygame.Rect(0, 0, 500, 300), 1.0) == dice.DIE_LARGEST
    assert dice.die_size(pygame.Rect(0, 0, 100, 300), 1.0, count=4) == int(100 / 4.6), "four side by side fit the width"
