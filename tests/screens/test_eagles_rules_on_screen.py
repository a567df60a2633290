"""The rest of the rulebook, reached and shown on the real table (issue #26, point 5).

A putt from the green (the putter only there), its optional curl, the putter's
one segment fewer, a line that may not cross itself (refused with its reason),
and any hole when no die selects one: each played with the mouse or the keys
through the table, as a person plays it.
"""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.app import App
from game.rules.eagles_creek import new_state
from game.rules.eagles_creek.shape import extend_trace, first_headings, follow, legal_next_segments, shapes, trace
from game.rules.eagles_creek.state import PLAN, PlanAction, draw_action
from game.scenes.eagles_creek import line_words
from tests.rules.eagles_creek.helpers import cell, sheet, side
from tests.screens.eagles_support import game, people, set_split, side_on_screen, start, start_on, wait_for_person
from tests.screens.support import click, frames, move, press

GREEN_ROWS = [
    "rrrrrrrrrrrrr",
    "rt.gggggggggr",
    "rrggggggggggr",
    "rrggggggggggr",
    "rrrrrrrrrrrrr",
]
"""A tee beside a wide green: an iron from the tee comes to rest on it."""
TEE = side((1, 1), (2, 1))


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def on_the_green(app: App, second_roll: tuple[int, int, int] = (1, 4, 5)):  # type: ignore[no-untyped-def]
    """A one-player game whose ball lies on the green after an iron from the tee; the next roll is ``second_roll``."""
    course = sheet(GREEN_ROWS, [(1, "1", TEE, cell(11, 3))])
    state = new_state(1, course, 1)
    actions: list = [("roll", 1, 1, 3)]
    state, _ = state.apply(actions[0])
    for plan in state.plans():
        if plan.club != "iron":
            continue
        after_plan, _ = state.apply(plan)
        start = after_plan.shot_start
        for _, heading in first_headings(start):
            for turns in shapes(after_plan.shape_rules):
                exits = follow(start, heading, turns)[1]
                s = after_plan
                for e in exits:
                    if s.phase != "draw":
                        break
                    s, _ = s.apply(draw_action(e))
                if s.phase == "roll" and s.lie_of(0, 1) == "green" and not s.card(0, 1).done:
                    actions += [tuple(plan), *(tuple(draw_action(e)) for e in exits), ("roll", *sorted(second_roll))]
                    table = start_on(app, course, people(1), actions, holes="9")
                    wait_for_person(app, table)
                    assert table.state.lie_of(0, 1) == "green"
                    return table
    raise AssertionError("no iron from this tee comes to rest on the green")


def test_a_putt_from_the_green_with_the_putter_only_there(app):
    table = on_the_green(app)
    g = game(table)
    tray, alloc = g.chooser.tray, g.chooser.alloc
    assert alloc.club == "putter", "on the green the putter comes first"
    click(app, tray.club_rects["wood"].center)
    assert alloc.club == "putter"
    assert any(t.message == "Woods are played only from the tee or the fairway, and the ball lies on the green." for t in app.toasts)
    press(app, pygame.K_g)
    press(app, pygame.K_RETURN)  # the best putt
    press(app, pygame.K_RETURN)  # hit
    wait_for_person(app, table)
    shot = table.state.shots[0][-1]
    assert shot.club == "putter"
    # and from the tee the putter is refused, saying why
    first = start(app, people(1), seed=7)
    wait_for_person(app, first)
    g = game(first)
    click(app, g.chooser.tray.club_rects["putter"].center)
    assert g.chooser.alloc.club != "putter"
    assert any(t.message == "The putter is played only on the green, and the ball lies on the tee." for t in app.toasts)


def test_a_putt_may_carry_one_curl_by_choice(app):
    table = on_the_green(app)
    g = game(table)
    press(app, pygame.K_g)
    pen = g.chooser.pen
    assert (pen.rules.curls_min, pen.rules.curls_max) == (0, 1)
    assert "one curl allowed" in pen.status()
    # draw a curl by hand: the first segment as a curl, if offered, then the rest as the pen offers
    start_side = pen.start
    curl_side = next(e for e in pen.options() if abs(trace(start_side, [e]).turns[-1]) == 2)
    click(app, side_on_screen(table, curl_side))
    assert pen.drawn == [curl_side]
    assert "one curl allowed" not in pen.status()
    while not pen.complete:
        click(app, side_on_screen(table, pen.options()[0]))
    sides = list(pen.drawn)
    press(app, pygame.K_RETURN)
    wait_for_person(app, table)
    shot = table.state.shots[0][-1]
    assert shot.club == "putter" and list(shot.exits) == sides
    assert sum(1 for t in shot.turns if abs(t) == 2) == 1


def test_the_putter_may_draw_one_segment_fewer(app):
    table = on_the_green(app)
    g = game(table)
    tray, alloc = g.chooser.tray, g.chooser.alloc
    full = alloc.club_info("putter").length
    assert full == 2
    frames(app)
    assert tray.short_rect.w and tray.go_rect.bottom <= tray.short_rect.top  # the choice is on the tray
    click(app, tray.short_rect.center)
    assert alloc.short_putt and alloc.plan().length == full - 1
    click(app, tray.go_rect.center)
    pen = g.chooser.pen
    assert pen.rules.length == 1
    click(app, side_on_screen(table, pen.proposal().exits[-1]))
    assert pen.complete and len(pen.drawn) == 1
    click(app, g.chooser.hit_rect.center)
    wait_for_person(app, table)
    plan = PlanAction(*next(a for a in reversed(table.record.actions) if a[0] == "plan"))
    assert plan.club == "putter" and plan.length == full - 1


def crossing_setup(state):  # type: ignore[no-untyped-def]
    """A wood owing 2 curls from the tee, a line drawn part way, and a side of the next hex that would cross it."""
    plan = next(p for p in state.plans() if p.club == "wood" and p.accuracy == 1)
    planned, _ = state.apply(plan)
    rules, start = planned.shape_rules, planned.shot_start
    for _, heading in first_headings(start):
        for turns in shapes(rules):
            for k in range(2, len(turns)):
                drawn = follow(start, heading, turns[:k])[1]
                if any(state.sheet.terrain(c) is None for c in trace(start, drawn).cells):
                    break
                path = trace(start, drawn)
                nxt = path.cells[-1].neighbor(path.heading)
                offered = legal_next_segments(start, drawn, rules)
                for e in nxt.edges():
                    if e != drawn[-1] and e not in offered and (e in (start, *drawn) or extend_trace(start, drawn, path, e).crossed):
                        return plan, drawn, e
    raise AssertionError("no crossing found")


def test_a_line_may_not_cross_itself_and_the_refusal_says_so(app):
    table = start_on(app, catalog.load_course("eagles_creek"), people(1), [("roll", 1, 1, 6)])
    wait_for_person(app, table)
    state = table.state
    plan, drawn, crossing = crossing_setup(state)
    set_split(table, plan)
    g = game(table)
    press(app, pygame.K_g)
    pen = g.chooser.pen
    view = g.view
    move(app, side_on_screen(table, pen.start))
    for _ in range(6):  # the wheel zooms in about the ball, so the sides are easy to hit
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        frames(app)
    for e in drawn:
        click(app, side_on_screen(table, e))
    assert pen.drawn == list(drawn)
    view_before = view.cam
    click(app, side_on_screen(table, crossing))
    assert pen.drawn == list(drawn), "nothing is drawn"
    assert view.cam == view_before
    assert any(t.message == "A line may not cross itself." for t in app.toasts)
    assert table.state.phase == PLAN


TWO_HOLES = [
    "rrrrrrrrrrrr",
    "rt.....ggggr",
    "rrrrrrrrrrrr",
    "rt.....ggggr",
    "rrrrrrrrrrrr",
]


def test_any_hole_when_no_die_selects_one(app):
    course = sheet(TWO_HOLES, [(1, "1", side((1, 1), (2, 1)), cell(10, 1)), (2, "2", side((1, 3), (2, 3)), cell(10, 3))])
    table = start_on(app, course, people(1), [("roll", 4, 5, 6)], holes="9")
    wait_for_person(app, table)
    g = game(table)
    alloc = g.chooser.alloc
    assert table.state.free_choice(0)
    assert sorted(alloc.lit_holes()) == [1, 2], "every unfinished hole is lit"
    assert "any hole" in alloc.summary("hole")
    view = g.view
    click(app, view.hex_center(view.labels[2]))  # the label of hole 2, which no die shows
    assert alloc.hole == 2
    for key in (pygame.K_g, pygame.K_RETURN, pygame.K_RETURN):
        press(app, key)
    wait_for_person(app, table)
    assert table.state.shots[0][-1].hole == 2


# refusals that say why (issue #26, point 3) -------------------------------------------------------


def test_a_locked_hole_says_which_hole_opens_it(app):
    table = start_on(app, catalog.load_course("eagles_creek"), people(1), [("roll", 1, 3, 4)])
    wait_for_person(app, table)
    g = game(table)
    view = g.view
    click(app, view.hex_center(view.labels[7]))
    assert g.chooser.alloc.hole != 7
    assert any(t.message == "Hole 7 opens once hole 1 or 2 is done." for t in app.toasts)


def test_a_bend_still_owed_is_the_reason_given(app):
    table = start_on(app, catalog.load_course("eagles_creek"), people(1), [("roll", 1, 3, 4)])
    wait_for_person(app, table)
    state = table.state
    plan = next(p for p in state.plans() if p.club == "iron" and p.accuracy == 4 and p.strength == 1)  # 3 segments, no curl
    set_split(table, plan)
    g = game(table)
    press(app, pygame.K_g)
    pen = g.chooser.pen
    sheet_of = table.state.sheet
    heading = next(h for _, h in first_headings(pen.start) if all(sheet_of.terrain(c) is not None for c in follow(pen.start, h, (0, 0, 0))[0]))
    straight = follow(pen.start, heading, (0, 0, 0))[1]
    move(app, side_on_screen(table, pen.start))
    for _ in range(6):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        frames(app)
    for e in straight[:2]:
        click(app, side_on_screen(table, e))
    assert pen.drawn == straight[:2]
    click(app, side_on_screen(table, straight[2]))  # straight on again: the line would never bend
    assert pen.drawn == straight[:2]
    assert any(t.message.startswith("A bend is still owed") for t in app.toasts)


def test_a_line_into_water_or_off_the_sheet_is_warned_before_the_hit_with_its_cost(app):
    table = start_on(app, catalog.load_course("eagles_creek"), people(1), [("roll", 1, 1, 6)])
    wait_for_person(app, table)
    g = game(table)
    press(app, pygame.K_g)
    pen = g.chooser.pen
    planner = pen.planner
    seen = set()
    for h in sorted(table.state.sheet.course.terrain):
        if h.distance(pen.start.hexes()[0]) > pen.rules.length + 1:
            continue
        for line in planner.lines_to(h, limit=3):
            result = line.reading.result
            if result in ("water", "off_sheet") and result not in seen:
                seen.add(result)
                while pen.back():
                    pass
                assert pen.take_line(line)  # as a click on its row would
                frames(app)
                words = {"water": "Ends in water: +1 stroke", "off_sheet": "Leaves the sheet: +1 stroke, shot again from here"}[result]
                assert pen.complete and words in line_words.warning(pen.drawn_line().reading)
                assert words in g.chooser.strip_lines(), "said in the strip before the hit"
    assert seen, "some line from this tee ends in water or off the sheet"
