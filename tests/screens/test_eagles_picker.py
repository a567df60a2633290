"""Picking a shot by where it ends, on the real table (issue #26, points 1 and 2).

The person points where the shot should end; the lines ending there are
proposed as ghosts, best first; one click (or Enter) takes one; it can still be
changed segment by segment before the hit. The keys' first line aims at the
flag. The inputs a considered shot takes are counted here, with the mouse and
with the keys, and the sheet never moves under the pointer.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.rules.eagles_creek.bot import best_shot
from game.rules.eagles_creek.state import PLAN, draw_action
from game.scenes.ranking import RankingScene
from tests.screens.eagles_support import game, people, side_on_screen, start, wait_for_person
from tests.screens.support import click, frames, move, press, settled


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


class Inputs:
    """The person's inputs, counted: clicks and drags with the mouse, key presses (pointer moves are not inputs)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.clicks = 0
        self.keys = 0
        self.moves = 0

    def click(self, pos: tuple[float, float]) -> None:
        self.clicks += 1
        click(self.app, pos)

    def drag(self, a: tuple[int, int], b: tuple[int, int]) -> None:
        self.clicks += 1
        move(self.app, a)
        settled(self.app)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(b[0] - a[0], b[1] - a[1]), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
        frames(self.app)

    def move(self, pos: tuple[float, float]) -> None:
        self.moves += 1
        move(self.app, pos)

    def key(self, key: int) -> None:
        self.keys += 1
        press(self.app, key)


def at_screen(table, h) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    x, y = game(table).view.hex_center(h)
    return int(x), int(y)


def test_pointing_at_a_hex_proposes_the_lines_ending_there_and_a_click_takes_the_best(app):
    table = start(app, people(1), seed=7)
    wait_for_person(app, table)
    g = game(table)
    press(app, pygame.K_g)
    pen = g.chooser.pen
    planner = pen.planner
    goal = planner.choices(limit=6)[3].exits[-1].hexes()[0]  # somewhere a legal line ends, not the best place
    move(app, at_screen(table, goal))
    assert pen.target == goal and pen.proposals
    assert all(goal in line.exits[-1].hexes() for line in pen.proposals), "every ghost ends there"
    assert [ln.expected for ln in pen.proposals] == sorted(ln.expected for ln in pen.proposals), "best first"
    assert g.chooser.ghosts() == "all"
    best = pen.proposals[0]
    click(app, at_screen(table, goal))
    assert pen.complete and pen.drawn == list(best.exits)
    assert table.state.phase == PLAN, "nothing is played before the hit"


def test_any_listed_line_is_taken_with_one_click_on_its_row(app):
    table = start(app, people(1), seed=7)
    wait_for_person(app, table)
    g = game(table)
    press(app, pygame.K_g)
    pen = g.chooser.pen
    planner = pen.planner
    goal = next(h for line in planner.choices(limit=6) for h in line.exits[-1].hexes() if len(planner.lines_to(h)) >= 2)
    move(app, at_screen(table, goal))
    assert len(pen.proposals) >= 2
    second = pen.proposals[1]
    row = g.chooser.row_rects[1]
    move(app, row.center)  # the row pointed at is the ghost drawn strongest
    assert pen.proposal() is second
    click(app, row.center)
    assert pen.drawn == list(second.exits)


def test_a_taken_line_can_still_be_changed_segment_by_segment(app):
    table = start(app, people(1), seed=7)
    wait_for_person(app, table)
    g = game(table)
    press(app, pygame.K_g)
    press(app, pygame.K_RETURN)  # the keys' first line
    pen = g.chooser.pen
    taken = list(pen.drawn)
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_BACKSPACE)
    assert pen.drawn == taken[:-2] and not pen.complete
    other = next(e for e in pen.options() if e != taken[len(pen.drawn)])
    click(app, side_on_screen(table, other))  # a lit side: one segment
    assert pen.drawn == [*taken[:-2], other]
    goal = pen.proposals[0].exits[-1]  # the pointed place is then reached from what is drawn
    click(app, side_on_screen(table, goal))
    assert pen.complete and pen.drawn[: len(taken) - 1] == [*taken[:-2], other]
    sides = list(pen.drawn)
    press(app, pygame.K_RETURN)
    wait_for_person(app, table)
    assert list(table.state.shots[0][0].exits) == sides


def test_the_keys_first_line_aims_at_the_flag_as_the_computer_would(app):
    table = start(app, people(1), seed=7)
    wait_for_person(app, table)
    g = game(table)
    press(app, pygame.K_g)
    plan = g.chooser.alloc.plan()
    _, best = best_shot(table.state, plan)
    pen = g.chooser.pen
    assert list(pen.proposal().exits) == best
    flag = table.state.hole(plan.hole).flag
    ends = [min(h.distance(flag) for h in line.exits[-1].hexes()) for line in pen.proposals]
    assert ends[0] == min(ends) or pen.proposals[0].expected <= min(ln.expected for ln in pen.proposals)
    press(app, pygame.K_RETURN)
    assert pen.drawn == best
    press(app, pygame.K_RETURN)
    wait_for_person(app, table)
    assert table.record.actions[1] == tuple(plan)
    assert table.record.actions[2 : 2 + len(best)] == [tuple(draw_action(e)) for e in best]


def test_enter_pressed_again_and_again_plays_a_sound_game(app):
    table = start(app, people(1), holes="3", seed=4)
    shots = 0
    while not isinstance(app.stack.top, RankingScene):
        wait_for_person(app, table)
        if isinstance(app.stack.top, RankingScene):
            break
        for key in (pygame.K_g, pygame.K_RETURN, pygame.K_RETURN):  # draw, take the first line, hit
            press(app, key)
        shots += 1
        assert shots < 40
    cards = table.state.cards[0]
    assert not any(c.picked_up for c in cards), "no hole runs to the stroke limit"
    assert sum(c.strokes for c in cards) <= 6 * len(cards)


def test_a_considered_shot_with_the_mouse_takes_five_clicks(app):
    table = start(app, people(1), seed=11)
    wait_for_person(app, table)
    g = game(table)
    tray, alloc = g.chooser.tray, g.chooser.alloc
    you = Inputs(app)
    # another die on Hole (drag), the iron (click), Draw (click), where it should end (click), Hit (click)
    you.drag(tray.die_rects[2].center, tray.die_rects[0].center)
    you.click(tray.club_rects["iron"].center)
    assert alloc.club == "iron"
    you.click(tray.go_rect.center)
    pen = g.chooser.pen
    goal = pen.planner.choices(limit=3)[1].exits[-1].hexes()[0]
    you.move(at_screen(table, goal))
    you.click(at_screen(table, goal))
    assert pen.complete
    you.click(g.chooser.hit_rect.center)
    wait_for_person(app, table)
    assert len(table.state.shots[0]) == 1 and table.state.shots[0][0].club == "iron"
    assert (you.clicks, you.moves) == (5, 1)


def test_the_quickest_shot_with_the_mouse_takes_three_clicks(app):
    table = start(app, people(1), seed=11)
    wait_for_person(app, table)
    g = game(table)
    you = Inputs(app)
    you.click(g.chooser.tray.go_rect.center)
    goal = g.chooser.pen.proposal().exits[-1]
    you.click(side_on_screen(table, goal))
    you.click(g.chooser.hit_rect.center)
    wait_for_person(app, table)
    assert table.state.shots[0] and you.clicks == 3


def test_a_considered_shot_with_the_keys_takes_ten_presses(app):
    table = start(app, people(1), seed=11)
    wait_for_person(app, table)
    g = game(table)
    alloc = g.chooser.alloc
    you = Inputs(app)
    before = alloc.value("hole")
    you.key(pygame.K_UP)  # another die on Hole
    assert alloc.value("hole") != before
    for _ in range(3):  # over Accuracy and Strength to the wood, then the iron
        you.key(pygame.K_RIGHT)
    you.key(pygame.K_RIGHT)
    you.key(pygame.K_RETURN)
    assert alloc.club == "iron"
    you.key(pygame.K_g)  # Draw
    pen = g.chooser.pen
    you.key(pygame.K_DOWN)  # the second best place to end
    second = pen.proposal()
    you.key(pygame.K_RETURN)  # take it
    assert pen.drawn == list(second.exits)
    you.key(pygame.K_RETURN)  # hit
    wait_for_person(app, table)
    assert table.state.shots[0] and you.keys == 10
    quick = Inputs(app)
    for key in (pygame.K_g, pygame.K_RETURN, pygame.K_RETURN):
        quick.key(key)
    assert quick.keys == 3


# the sheet stays put ------------------------------------------------------------------------------


def test_opening_the_pen_keeps_the_view(app):
    table = start(app, people(1), seed=7)
    wait_for_person(app, table)
    g = game(table)
    view = g.view
    before = (view.zoom, view.cam)
    press(app, pygame.K_g)
    assert (view.zoom, view.cam) == before


def test_drawing_side_by_side_never_moves_the_sheet_while_the_next_sides_are_in_view(app):
    table = start(app, people(1), seed=7)
    wait_for_person(app, table)
    g = game(table)
    view = g.view
    press(app, pygame.K_g)
    pen = g.chooser.pen
    x, y = side_on_screen(table, pen.start)
    for _ in range(4):  # the wheel zooms in about the ball, as a player would
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        frames(app)
    moved = 0
    while not pen.complete:
        edge = pen.options()[0]
        cam = view.cam
        click(app, side_on_screen(table, edge))
        assert pen.drawn[-1] == edge, "the click took the side under it"
        inner = view.rect.inflate(-2 * view.cell_size * 0.6, -2 * view.cell_size * 0.6)
        if view.cam != cam:
            moved += 1
            # it moved only because the next sides would have been out of view ...
            view_then = (view.cam, cam)
            view.cam = cam
            assert not all(inner.collidepoint(side_on_screen(table, e)) for e in pen.options())
            view.cam = view_then[0]
        # ... and now they are all in view, before the next click
        assert all(inner.collidepoint(side_on_screen(table, e)) for e in pen.options())
    assert moved < len(pen.drawn)


def test_a_pan_never_comes_between_a_press_and_its_release(app):
    table = start(app, people(1), seed=7)
    wait_for_person(app, table)
    g = game(table)
    view = g.view
    press(app, pygame.K_g)
    pen = g.chooser.pen
    for _ in range(8):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        frames(app)
    while not pen.complete:
        edge = pen.options()[-1]
        pos = side_on_screen(table, edge)
        settled(app)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        frames(app)
        cam = view.cam
        for _ in range(5):
            frames(app)  # held: nothing moves the sheet
        assert view.cam == cam
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        frames(app)
        assert pen.drawn[-1] == edge
