"""The hole designer through the real table: keys alone, the mouse alone, refusals and taking a board back."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.hexgrid import Hex
from game.rules.rollinone.actions import PlaceGreen
from game.rules.rollinone.boards import Placement
from game.scenes.rollinone.design_tool import REFUSED
from tests.screens.rollinone_support import open_game, people, wait_for_person
from tests.screens.support import click, frames, move, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def solo(app: App):
    """One person designing the first hole of a solo round."""
    table = open_game(app, people("Ada"), seed=2, variant="solo")
    wait_for_person(app, table)
    assert table.state.phase == "design" and table.may_act()
    return table


def placed(table) -> list[Placement]:
    return list(table.state.placements[1:])


def test_designing_a_hole_with_the_keys_alone(app):
    table = solo(app)
    d = table.game.design_tool
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_r)
    press(app, pygame.K_DOWN)
    held = d.held()
    assert held is not None and d.legal_now() and held.rotation == 1
    press(app, pygame.K_RETURN)
    assert placed(table) == [held], "the board goes exactly where its ghost was"
    wait_for_person(app, table)
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # take it back
    assert placed(table) == []
    wait_for_person(app, table)
    press(app, pygame.K_RETURN)
    wait_for_person(app, table)
    press(app, pygame.K_LEFT)
    second = d.held()
    press(app, pygame.K_RETURN)
    assert len(placed(table)) == 2 and placed(table)[1] == second
    wait_for_person(app, table)
    assert table.state.phase == "design"
    press(app, pygame.K_g)
    assert d.green_mode
    press(app, pygame.K_RIGHT)
    green = d.green_cell()
    press(app, pygame.K_RETURN)
    assert table.state.greens == (green,)
    assert table.state.par == 3 and table.state.phase != "design"


def test_designing_a_hole_with_the_mouse_alone(app):
    table = solo(app)
    d = table.game.design_tool
    view = table.game.view
    other = d.boards[2]
    click(app, d.tray_slots[other].center)  # a board from the tray
    assert d.board == other
    spot = d.spots[3]
    move(app, view.hex_center(spot))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frames(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frames(app)
    assert d.rotation == 2 and d.centre() == spot and d.legal_now()
    click(app, view.hex_center(spot.neighbor(0)))  # next to a spot still snaps onto it
    assert placed(table) == [Placement(other, 2, spot.q, spot.r)]
    wait_for_person(app, table)
    # take it back with the button, then place two boards
    back = next(b for b in table.game.bar.buttons if b.label == "Take back")
    click(app, back.rect.center)
    assert placed(table) == []
    for _ in range(2):
        wait_for_person(app, table)
        spot = d.spots[0]
        move(app, view.hex_center(spot))
        click(app, view.hex_center(spot))
    assert len(placed(table)) == 2
    wait_for_person(app, table)
    green_button = next(b for b in table.game.bar.buttons if b.label == "The green")
    click(app, green_button.rect.center)
    assert d.green_mode
    target = Hex(d.greens[-1].q, d.greens[-1].r)
    move(app, view.hex_center(target))
    click(app, view.hex_center(target))
    assert table.state.greens == (target,) and table.state.phase != "design"


def test_illegal_placements_are_refused_with_the_reason(app):
    table = solo(app)
    d = table.game.design_tool
    view = table.game.view
    tee = table.state.layout.tee
    move(app, view.hex_center(tee))
    assert not d.legal_now(), "a board over the tee board overlaps it"
    click(app, view.hex_center(tee))
    assert placed(table) == []
    assert any(t.message == REFUSED for t in app.toasts)
    far = Hex(tee.q + 30, tee.r)
    assert all(s.distance(far) > 1 for s in d.spots)
    d.pointer = far
    press(app, pygame.K_RETURN)
    assert placed(table) == [], "Enter with the ghost off every legal spot places nothing"
    # the green cannot go down before two boards are placed
    press(app, pygame.K_g)
    assert not d.green_mode and any("two course boards" in t.message for t in app.toasts)
    # only listed placements are ever played
    for _ in range(2):
        wait_for_person(app, table)
        press(app, pygame.K_RETURN)
    wait_for_person(app, table)
    press(app, pygame.K_g)
    water = [h for h, t in table.state.layout.terrain.items() if t.value == "water"]
    if water:
        d.pointer = water[0]
        assert d.choose() != PlaceGreen(water[0].q, water[0].r)
    assert table.state.greens == ()


def test_the_computer_designs_in_view_board_by_board(app):
    from tests.screens.rollinone_support import cpus

    table = open_game(app, cpus(1), seed=2, variant="solo")
    shown = []
    for _ in range(3000):
        if table.state.phase == "design" and table.pending is not None and not shown or (shown and table.pending is not None and table.pending != shown[-1][0]):
            shown.append((table.pending, table.wait, table.game.design_tool.held()))
        if table.state.phase not in ("design", "golfer_deal"):
            break
        frames(app)
    boards = [s for s in shown if isinstance(s[0], Placement)]
    assert len(boards) >= 2
    for action, wait, ghost in boards:
        assert wait >= 0.4, "each board is held in view for a readable moment"
        assert ghost == action, "the ghost shows the board the computer is about to place"


@pytest.mark.parametrize("mouse", [False, True], ids=["keys", "mouse"])
def test_a_whole_game_designed_and_played_to_the_ranking(app, mouse):
    from game.rules.rollinone.actions import Curve
    from game.scenes.ranking import RankingScene
    from game.scenes.scorecard import ScorecardOverlay

    table = open_game(app, people("Ada"), seed=9, variant="standard", holes=1)
    game = table.game
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, RankingScene):
            break
        if isinstance(top, ScorecardOverlay):
            click(app, top.button.rect.center) if mouse else press(app, pygame.K_RETURN)
            continue
        if top is not table:
            frames(app)
            continue
        if not table.may_act():
            press(app, pygame.K_SPACE) if (game.busy() or table.wait > 0) else frames(app)
            continue
        st = table.state
        d = game.design_tool
        if st.phase == "design":
            if len(st.placements) < 3:
                if mouse:
                    move(app, game.view.hex_center(d.spots[0]))
                    click(app, game.view.hex_center(d.spots[0]))
                else:
                    press(app, pygame.K_r)
                    press(app, pygame.K_RETURN)
            elif mouse:
                click(app, next(b for b in game.bar.buttons if b.label == "The green").rect.center)
                g = Hex(d.greens[-1].q, d.greens[-1].r)
                move(app, game.view.hex_center(g))
                click(app, game.view.hex_center(g))
            else:
                press(app, pygame.K_g)
                press(app, pygame.K_RETURN)
        elif st.phase == "turn":
            ball = st.players[0].ball
            goal = st.greens[0]
            aim = min(range(6), key=lambda k: ball.neighbor(k).distance(goal))
            if mouse:
                click(app, game.tray.slots["wedge" if ball.distance(goal) > 2 else "putter"].center)
                click(app, game.view.hex_center(ball.neighbor(aim)))
            else:
                press(app, pygame.K_2 if ball.distance(goal) > 2 else pygame.K_1)
                while game.aim != aim:
                    press(app, pygame.K_LEFT)
                press(app, pygame.K_RETURN)
        elif st.phase in ("curve", "dturn"):
            if mouse:
                first = next(a for a in st.legal_actions() if isinstance(a, Curve))
                click(app, game.view.hex_center(st.flight.cell.neighbor(first.direction)))
            else:
                press(app, pygame.K_RETURN)
        else:
            click(app, game.bar.buttons[0].rect.center) if mouse else press(app, pygame.K_RETURN)
    ranking = app.stack.top
    assert isinstance(ranking, RankingScene)
    assert table.state.history[0].par == 3, "two boards and the tee: par 3"
    assert [e.score for _, e in ranking.ranked] == [table.state.scores()[0]]
    assert not any("went wrong" in t.message for t in app.toasts)
