"""Eagle's Creek played through the real scenes with posted mouse and keyboard events, headless.

The scenes are driven as a player drives them; the engine's state is only
read, to check that what is drawn and played is what the rules say.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.hexgrid import Edge
from game.render import seat_inks
from game.rules.eagles_creek import rules_for_plan
from game.rules.eagles_creek.flight import tree_segments
from game.rules.eagles_creek.shape import first_headings, follow, shapes
from game.rules.eagles_creek.state import PLAN, draw_action
from game.scenes.ranking import RankingScene
from tests.screens.eagles_support import SKIP, computers, game, people, pixel_near_ink, side_on_screen, start, wait_for_person
from tests.screens.support import click, frames, move, press, settled


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def draw_line_with_keys(app: App, table) -> list[Edge]:
    """Enter takes the offered side under the keyboard's choice until the line is done; returns the sides."""
    pen = game(table).chooser.pen
    for _ in range(20):
        if pen.complete:
            break
        press(app, pygame.K_RIGHT)  # another offered side: the keys move among them
        press(app, pygame.K_RETURN)
    assert pen.complete
    return list(pen.drawn)


def test_keys_alone_allocate_the_dice_choose_a_club_and_draw_a_shot(app):
    table = start(app, people(1), seed=7)
    wait_for_person(app, table)
    g = game(table)
    alloc = g.chooser.alloc
    before = list(alloc.order)
    press(app, pygame.K_UP)  # Hole slot: put another die on it
    assert alloc.order != before and sorted(alloc.order) == [0, 1, 2]
    press(app, pygame.K_DOWN)  # and back
    assert alloc.order == before
    for _ in range(3):  # over Accuracy and Strength to the clubs
        press(app, pygame.K_RIGHT)
    assert g.chooser.tray.focus == "wood"
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)  # the iron
    assert alloc.club == "iron"
    plan = alloc.plan()
    assert plan is not None and plan in table.state.plans()
    press(app, pygame.K_g)  # Draw ▶ (G: D pans right)
    assert g.chooser.pen is not None and g.chooser.pen.rules.length == plan.length
    sides = draw_line_with_keys(app, table)
    press(app, pygame.K_BACKSPACE)  # a segment can be taken back before the shot is hit
    assert len(g.chooser.pen.drawn) == len(sides) - 1
    assert table.state.phase == PLAN  # nothing reached the game yet
    press(app, pygame.K_RETURN)
    sides = list(g.chooser.pen.drawn)
    press(app, pygame.K_RETURN)  # hit
    wait_for_person(app, table)
    shot = table.state.shots[0][0]
    assert shot.hole == plan.hole and shot.club == "iron"
    assert list(shot.exits) == sides
    # the actions recorded are the plan and one per segment, as a computer's would be
    assert table.record.actions[1] == tuple(plan)
    assert table.record.actions[2 : 2 + len(sides)] == [tuple(draw_action(e)) for e in sides]


def test_mouse_alone_drags_dice_picks_a_club_and_draws_a_shot(app):
    table = start(app, people(1), seed=11)
    wait_for_person(app, table)
    g = game(table)
    tray, alloc = g.chooser.tray, g.chooser.alloc
    hole_die = alloc.value("hole")
    strength_die = alloc.value("strength")
    # drag the Strength die onto Hole
    a, b = tray.die_rects[2].center, tray.die_rects[0].center
    move(app, a)
    settled(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(b[0] - a[0], b[1] - a[1]), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    frames(app)
    assert alloc.value("hole") == strength_die and alloc.value("strength") == hole_die
    # click a hole label on the sheet that the dice allow: that hole is chosen
    lit = alloc.lit_holes() or alloc.holes_for(alloc.value("accuracy"))
    target = lit[-1]
    view = g.view
    click(app, view.hex_center(view.labels[target]))
    assert alloc.hole == target
    club = next(c for c in ("iron", "wedge", "wood", "putter") if alloc.club_info(c).allowed)
    click(app, tray.club_rects[club].center)
    assert alloc.club == club
    click(app, tray.go_rect.center)
    pen = g.chooser.pen
    assert pen is not None
    while not pen.complete:
        edge = pen.options()[-1]
        click(app, side_on_screen(table, edge))
        assert pen.drawn[-1] == edge
    n = len(pen.drawn)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=view.rect.center, button=3))
    frames(app)  # a right click takes a segment back
    assert len(pen.drawn) == n - 1
    click(app, side_on_screen(table, pen.options()[0]))
    sides = list(pen.drawn)
    click(app, g.chooser.hit_rect.center)
    wait_for_person(app, table)
    assert list(table.state.shots[0][0].exits) == sides


def test_a_side_that_breaks_the_shape_is_refused(app):
    table = start(app, people(1), seed=3)
    wait_for_person(app, table)
    g = game(table)
    press(app, pygame.K_g)
    pen = g.chooser.pen
    offered = set(pen.options())
    # a side of the first hex that is not offered (the side the ball lies on, for one)
    cell = follow(pen.start, pen.start.side, [0])[0][0]
    refused = next(e for e in cell.edges() if e not in offered)
    click(app, side_on_screen(table, refused))
    assert pen.drawn == []
    assert pen.refusal(refused) and any(t.message == pen.refusal(refused) for t in app.toasts)  # the rule it breaks
    # and the engine refuses it too if it were sent
    state = table.state
    assert state.phase == PLAN
    assert not table.play(("draw", refused.q, refused.r, refused.side))


def test_a_tree_attempt_shows_the_odds_then_rolls_the_fourth_die(app):
    table = start(app, people(1), seed=2)
    wait_for_person(app, table)
    g = game(table)
    state = table.state
    # find a plan and a legal line over a tree (what a player would look for on the sheet)
    found = None
    for plan in state.plans():
        if plan.club in ("putter",):
            continue
        start_side = state.ball_side(0, plan.hole)
        rules = rules_for_plan(state, plan)
        for _, heading in first_headings(start_side):
            for turns in shapes(rules):
                cells, exits = follow(start_side, heading, turns)
                if any(state.sheet.terrain(c) is None for c in cells):
                    continue
                trees = set(tree_segments(state.sheet, cells))
                if trees and any(trees <= state.sheet.tables.elevated(plan.club, f) for f in range(1, 7)):
                    found = (plan, exits)
                    break
            if found:
                break
        if found:
            break
    assert found is not None
    plan, exits = found
    alloc = g.chooser.alloc
    rest = list(state.dice)
    rest.remove(plan.accuracy)
    rest.remove(plan.strength)
    for slot, value in enumerate((rest[0], plan.accuracy, plan.strength)):
        alloc.order[slot] = [i for i in range(3) if state.dice[i] == value and i not in alloc.order[:slot]][0]
    alloc.hole, alloc.club = plan.hole, plan.club
    assert alloc.plan() == plan
    press(app, pygame.K_g)
    pen = g.chooser.pen
    for e in exits:
        click(app, side_on_screen(table, e))
    assert pen.complete and pen.drawn == list(exits)
    odds = g.chooser.odds()
    assert odds is not None and "%" in odds.words()
    # the chance shown is the elevation table's
    tables = state.sheet.tables
    assert odds.faces == tuple(f for f in range(1, 7) if set(odds.segments) <= tables.elevated(plan.club, f))
    press(app, pygame.K_RETURN)
    for _ in range(400):
        if any(b.on_board for b in g.animation.beats()):
            break
        frames(app)
    assert any(b.on_board and b.dice for b in g.animation.beats()), "the fourth die is thrown over the sheet"
    wait_for_person(app, table)
    shot = table.state.shots[0][0]
    assert shot.elevation is not None
    cleared = shot.elevation in odds.faces
    assert (shot.result != "tree") == cleared


def test_the_drawn_line_follows_the_engine_segments(app):
    table = start(app, computers(1), seed=9)
    for _ in range(3000):
        if table.state.shots[0]:
            break
        press(app, SKIP) if table.game.busy() or table.wait > 0 else frames(app)
    g = game(table)
    for _ in range(300):
        if not g.animation.busy:
            break
        press(app, SKIP)
    move(app, (table.panel_rect.centerx, table.panel_rect.bottom - 4))
    frames(app)
    shot = table.state.shots[0][0]
    surface = pygame.display.get_surface()
    color = seat_inks.ink(table.seats[0].style).color
    view = g.view
    drawn = shot.exits[: shot.flown]
    assert drawn
    for e in drawn[:-1]:  # every side the line crosses carries its ink (the last one has the rest mark)
        x, y = view.to_screen(*view.layout.edge_midpoint(e))
        assert pixel_near_ink(surface, (int(x), int(y)), color), e
    # and a side the line does not cross has none
    far = next(c for c in view.sheet.course.terrain if all(c.distance(h) > 4 for h in shot.cells))
    x, y = view.hex_center(far)
    assert not pixel_near_ink(surface, (int(x), int(y)), color, radius=1, tol=20)


@pytest.mark.parametrize(("holes", "seats"), [("3", 2), ("6", 1)])
def test_computer_games_reach_the_ranking(app, holes, seats):
    table = start(app, computers(seats), holes=holes, seed=21)
    for _ in range(20000):
        if isinstance(app.stack.top, RankingScene):
            break
        if table.game.busy() or table.wait > 0:
            press(app, SKIP)
        else:
            frames(app)
    assert isinstance(app.stack.top, RankingScene)
    state = table.state
    assert len(state.holes) == int(holes)
    assert all(state.finished(p) for p in range(seats))
    assert table.record.finished and table.record.final_scores == [float(x) for x in state.scores()]


def test_a_person_plays_a_whole_three_hole_game_with_keys_alone(app):
    table = start(app, people(1), holes="3", seed=4)
    shots = 0
    while not isinstance(app.stack.top, RankingScene):
        wait_for_person(app, table)
        if isinstance(app.stack.top, RankingScene):
            break
        g = game(table)
        press(app, pygame.K_g)
        assert g.chooser.pen is not None, [t.message for t in app.toasts]
        while not g.chooser.pen.complete:
            press(app, pygame.K_RETURN)
        press(app, pygame.K_RETURN)
        shots += 1
        assert shots < 40, "a three-hole game ends"
    assert table.state.finished(0)
    assert len(table.state.shots[0]) == shots
