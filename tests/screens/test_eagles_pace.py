"""Eagle's Creek's pace on the real table (issue #26, point 6): a shot animates in at most 2 s at normal speed, and a click or key skips it.

Times are counted in frames of 1/60 s, the simulated time the animations see, never the wall clock.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.common_setup import PlayerSpec
from game.scenes.eagles_creek import animate
from game.scenes.eagles_creek.play import COMPUTER_LINE_SECONDS
from tests.screens.eagles_support import game, people, set_split, start, tree_line, wait_for_person
from tests.screens.support import click, frames, press

FRAME = 1 / 60


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "normal"
    yield a
    pygame.display.quit()


def _draw_tree_line(app: App, table) -> None:  # type: ignore[no-untyped-def]
    found = tree_line(table.state)
    assert found is not None
    plan, exits = found
    set_split(table, plan)
    press(app, pygame.K_g)
    pen = game(table).chooser.pen
    for e in exits:
        assert pen.take(e)
    assert pen.complete and game(table).chooser.odds() is not None


def test_a_shot_over_a_tree_animates_in_at_most_two_seconds_at_normal_speed(app):
    table = start(app, people(1), seed=2)
    wait_for_person(app, table)
    _draw_tree_line(app, table)
    g = game(table)
    shots = len(table.state.shots[0])
    press(app, pygame.K_RETURN)  # hit
    elapsed = FRAME
    while len(table.state.shots[0]) == shots or g.busy():
        assert table.wake_in() == 0.0, "the window never rests while the shot is played"
        frames(app)
        elapsed += FRAME
        assert elapsed <= animate.SHOT_SECONDS, f"the shot still animates after {elapsed:.2f} s"
    assert table.state.shots[0][-1].elevation is not None  # the fourth die was thrown within it


def test_the_longest_shot_animation_fits_the_budget():
    # the worst case: a line over a tree that then leaves the sheet (die, verdict, the erased line shown)
    from game.hexgrid import Edge, Hex
    from game.rules.eagles_creek import events as ev

    show = animate.Animation()
    show.elevation(0, 1, (3, 4), (2,))
    show.result(0, "Ada", [ev.LeftSheet(0, 1, 3, Hex(9, 9), Edge(0, 0, 0)), ev.StrokesAdded(0, 1, 1, 2, "off_sheet")], "wood")
    frames_to_play = 9  # the plan and eight segments of a wood, one a frame
    assert show.shot_seconds() + frames_to_play * FRAME <= animate.SHOT_SECONDS


def test_a_click_skips_the_shot_and_a_key_does_too(app):
    table = start(app, people(1), seed=2)
    wait_for_person(app, table)
    _draw_tree_line(app, table)
    g = game(table)
    press(app, pygame.K_RETURN)
    for _ in range(20):  # the plan and the segments reach the game, then the fourth die is thrown
        if g.animation.busy:
            break
        frames(app)
    assert g.animation.busy
    click(app, g.view.rect.center)
    assert not g.busy(), "one click shows where the ball came to rest"
    assert table.state.shots[0] and g.animation.shown_captions(), "and what came of it stays to be read"


def test_a_computers_line_is_drawn_in_a_moment_and_a_skip_hurries_the_rest(app):
    table = start(app, [PlayerSpec("Cpu", 0, True, "normal"), PlayerSpec("P", 1, False, "normal")], seed=5)
    g = game(table)
    elapsed, started = 0.0, None
    for _ in range(2000):
        st = table.state
        if started is None and st.phase == "draw" and st.turn == 0 and g.segment_left > 0:
            started = elapsed
        if st.shots[0]:
            break
        frames(app)
        elapsed += FRAME
    assert started is not None and table.state.shots[0]
    assert elapsed - started <= COMPUTER_LINE_SECONDS + 0.2, "segments, and the thinking between them"
    # the next round: one key while the computer draws, and the rest of its line comes at once
    for _ in range(4000):
        if g.segment_left > 0 and table.state.turn == 0 and len(table.state.shots[0]) == 1:
            break
        if table.may_act() and g.chooser is not None and not g.queue:
            press(app, pygame.K_g)
            while not g.chooser.pen.complete:
                press(app, pygame.K_RETURN)
            press(app, pygame.K_RETURN)
        frames(app)
    assert g.segment_left > 0
    drawn = len(table.state.drawn)
    press(app, pygame.K_x)
    assert g.hurry
    for _ in range(30):
        if len(table.state.shots[0]) == 2:
            break
        assert g.segment_left == 0
        frames(app)
    assert len(table.state.shots[0]) == 2 and len(table.state.shots[0][-1].turns) > drawn
