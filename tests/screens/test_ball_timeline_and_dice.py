"""Ball-flight beats and the rolling die: they end exactly where they were told, and can be skipped."""

import pygame
import pytest

from game.hexgrid import Hex
from game.render import ball_timeline
from game.render.dice import THROW_TIME, RollingDie


def centre(h: Hex) -> tuple[float, float]:
    return (h.q * 10.0 + h.r * 5.0, h.r * 9.0)


def run(tl: ball_timeline.Timeline, seconds: float, step: float = 1 / 60) -> list[str]:
    cues = []
    t = 0.0
    while t < seconds and not tl.done:
        cues += tl.update(step)
        t += step
    return cues


def test_rolling_steps_end_on_the_last_cell_with_the_counter_at_its_last_value():
    a, b, c = Hex(0, 0), Hex(1, 0), Hex(2, 0)
    tl = ball_timeline.Timeline(centre, {1: ball_timeline.BallState(a)})
    tl.add(ball_timeline.Roll(1, a, b, 4), ball_timeline.Roll(1, b, c, 3, "sand"))
    tl.update(0.05)
    assert tl.balls[1].cell is None and 0 < tl.balls[1].pos[0] < 10, "mid-step the ball is between cells"
    run(tl, 5)
    assert tl.balls[1].cell == c
    assert tl.counter == (1, 3)
    assert [centre(a), centre(b), centre(c)] == tl.balls[1].trail


def test_a_long_stroke_arcs_over_its_cells_and_lands_on_the_last_one():
    cells = [Hex(i, 0) for i in range(8)]
    tl = ball_timeline.Timeline(centre, {0: ball_timeline.BallState(cells[0])})
    fly = ball_timeline.Fly(0, cells, list(range(27, 20, -1)))
    tl.add(fly)
    cues = tl.update(fly.duration / 2)
    assert "whoosh" in cues
    ball = tl.balls[0]
    assert ball.height == pytest.approx(fly.peak, rel=0.05) and fly.peak > 0.5, "half-way the ball is at the top of its arc"
    assert tl.landing == cells[-1], "the landing point is marked during the flight"
    run(tl, 10)
    assert ball.cell == cells[-1] and ball.height == 0 and tl.landing is None


def test_skipping_puts_every_ball_where_the_last_beat_leaves_it():
    a, b = Hex(0, 0), Hex(1, 0)
    tl = ball_timeline.Timeline(centre, {0: ball_timeline.BallState(a), 1: ball_timeline.BallState(b)})
    tl.add(ball_timeline.Roll(0, a, b, 2), ball_timeline.Collide(0, 1, 2), ball_timeline.Roll(1, b, Hex(2, 0), 1), ball_timeline.Roll(1, Hex(2, 0), Hex(3, 0), 0))
    tl.update(0.01)
    tl.finish()
    assert tl.done
    assert tl.balls[1].cell == Hex(3, 0) and tl.counter == (1, 0)


def test_a_splash_hides_the_ball_and_placing_it_back_shows_it_again():
    a, w = Hex(0, 0), Hex(1, 0)
    tl = ball_timeline.Timeline(centre, {0: ball_timeline.BallState(a)})
    tl.add(ball_timeline.Splash(0, a, w, "water"))
    cues = run(tl, 5)
    assert "splash" in cues
    assert not tl.balls[0].visible
    assert any(e.kind == "splash" for e in tl.effects)
    tl.add(ball_timeline.Place(0, a))
    run(tl, 5)
    assert tl.balls[0].visible and tl.balls[0].cell == a


def test_dropping_into_the_hole_and_a_knocked_mushroom():
    a, h = Hex(0, 0), Hex(1, 0)
    tl = ball_timeline.Timeline(centre, {0: ball_timeline.BallState(a)})
    tl.add(ball_timeline.Knock(7, h), ball_timeline.Drop(0, h))
    cues = run(tl, 5)
    assert cues.count("hit") == 1 and "drop" in cues
    assert 7 in tl.hidden
    assert not tl.balls[0].visible


def test_a_bounce_comes_back_to_its_cell():
    a, obstacle = Hex(0, 0), Hex(1, 0)
    tl = ball_timeline.Timeline(centre, {0: ball_timeline.BallState(a)})
    tl.add(ball_timeline.Bounce(0, a, obstacle, 5))
    tl.update(tl.beats[0].duration / 2)
    assert tl.balls[0].pos[0] > centre(a)[0], "half-way it touches the obstacle side"
    run(tl, 5)
    assert tl.balls[0].cell == a and tl.counter == (0, 5)


@pytest.fixture
def display():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((400, 300))
    yield surface
    pygame.display.quit()


def test_the_die_tumbles_then_lands_on_the_face_it_was_given(display):
    die = RollingDie(seed=3)
    die.throw(5)
    seen = set()
    landed = 0
    for _ in range(int(THROW_TIME * 60) + 5):
        if die.update(1 / 60):
            landed += 1
        seen.add(die.face)
        die.draw(display, pygame.Rect(0, 0, 400, 300), 60)
    assert landed == 1 and die.done
    assert die.face == 5
    assert len(seen) > 2, "faces flash while it tumbles"
    (x, y), angle, height, squash = die.pose()
    assert height == 0 and squash == 0


def test_a_die_throw_can_be_skipped(display):
    die = RollingDie(seed=1)
    die.throw(2)
    die.update(0.1)
    assert die.rolling
    die.skip()
    assert die.done and die.face == 2
