"""Handicap points on screen: a click (or a key) on "Points +2" changes the roll shown and the points left;
flying over out of bounds is offered when the ball would leave the boards with points in hand."""

from __future__ import annotations

import re

import pygame
import pytest

from game.app import App
from game.rules.rollinone.actions import FLY, STOP, Spend, Swing
from game.scenes.rollinone import panel
from tests.screens.rollinone_support import open_game, people, wait_for_person
from tests.screens.support import click, frames, move, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def _to_wood_roll(app, table, aim: int | None = None):
    """Swing the Wood (aimed ``aim``, or at the green) until a roll can be changed by two points."""
    game = table.game
    for _ in range(200):
        wait_for_person(app, table)
        st = table.state
        if st.phase == "rolled" and Spend(2) in st.legal_actions():
            frames(app, 2)
            return
        if st.phase == "turn":
            game.club = "wood"
            if aim is not None:
                game.aim = aim
        press(app, pygame.K_RETURN)
    raise AssertionError("no roll to change")


def _points_shown(state) -> int:
    """The handicap points the side panel's seat line shows."""
    found = re.search(r"(\d+) (?:pt|pts|point|points|handicap)\b", panel.seat_note(state, 0))
    assert found, panel.seat_note(state, 0)
    return int(found.group(1))


def _felt(app, table) -> bytes:
    tray = table.game.tray
    return pygame.image.tobytes(app.surface.subsurface(tray.felt.union(tray.info)), "RGB")


def _spend_by(app, table, how: str) -> None:
    game = table.game
    st = table.state
    face, points = int(st.flight.face), st.players[0].points
    assert _points_shown(st) == points
    felt = _felt(app, table)
    i = next(i for i, o in enumerate(game.bar.options) if o.action == Spend(2))
    assert game.bar.options[i].label == "Points +2"
    if how == "click":
        centre = game.bar.buttons[i].rect.center
        move(app, centre)
        click(app, centre)
    else:
        for _ in range((i - game.bar.focus) % len(game.bar.buttons)):
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
    frames(app, 30)
    st = table.state
    assert table.record.actions[-1] == Spend(2)
    assert st.flight.face == str(face + 2) and st.players[0].points == points - 2
    tray = game.tray
    assert tray.face == str(face + 2) and tray.shot[-1] == str(face + 2), "the die and the shot's row show the changed roll"
    assert _points_shown(st) == points - 2, "the panel shows the points left"
    assert _felt(app, table) != felt, "the felt shows another number"


@pytest.mark.parametrize("how", ["click", "keys"])
def test_points_plus_two_changes_the_roll_shown_and_the_points_left(app, how):
    table = open_game(app, people("Ada"), seed=5, variant="solo", quick=True, holes=1, handicap=True)
    _to_wood_roll(app, table)
    _spend_by(app, table, how)


def test_flying_over_out_of_bounds_is_offered_and_costs_a_point(app):
    table = open_game(app, people("Ada"), seed=5, variant="solo", quick=True, holes=1, handicap=True)
    game = table.game
    for _ in range(50):
        wait_for_person(app, table)
        if table.state.phase == "turn":
            break
        press(app, pygame.K_RETURN)
    st = table.state
    ball = st.players[0].ball
    away = next(d for d in range(6) if not st.layout.inside(ball.neighbor(d)))  # the tee is at the boards' edge
    assert table.play(Swing("wood", away))
    for _ in range(40):
        wait_for_person(app, table)
        if table.state.phase == "oob":
            break
        press(app, pygame.K_RETURN)  # let the roll count
    assert table.state.phase == "oob"
    frames(app, 2)
    labels = {o.action: o.label for o in game.bar.options}
    assert labels == {FLY: "Fly over", STOP: "Stop at the edge"}
    points = table.state.players[0].points
    i = [o.action for o in game.bar.options].index(FLY)
    click(app, game.bar.buttons[i].rect.center)
    frames(app, 5)
    assert table.record.actions[-1] == FLY and table.state.players[0].points == points - 1
