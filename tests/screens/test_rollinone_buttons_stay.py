"""Roll in One's choice bar: the phase's main button keeps its place as other buttons come and go."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from tests.screens import rollinone_support
from tests.screens.support import frames, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def button(table, label: str) -> pygame.Rect:
    bar = table.game.bar
    return next(b.rect.copy() for b in bar.buttons if b.label == label)


def test_place_board_stays_under_the_pointer_as_take_back_and_the_green_appear(app):
    table = rollinone_support.open_game(app, rollinone_support.people("Ada"), seed=2, variant="solo")
    rollinone_support.wait_for_person(app, table)
    frames(app, 2)
    first = button(table, "Place board")
    assert table.game.bar.options[table.game.bar.focus].label == "Place board", "Enter places the board"
    labels = []
    for _ in range(2):
        press(app, pygame.K_RETURN)
        rollinone_support.wait_for_person(app, table)
        frames(app, 2)
        labels.append([b.label for b in table.game.bar.buttons])
        assert button(table, "Place board") == first, f"the same place with {labels[-1]}"
        assert table.game.bar.options[table.game.bar.focus].label == "Place board"
    assert "Take back" in labels[-1] and "The green" in labels[-1], "other buttons came meanwhile"


def test_the_first_aim_stays_on_the_boards_on_a_dogleg():
    from game.hexgrid import Hex
    from game.scenes.rollinone.play import first_aim

    ball = Hex(0, 0)
    goal = Hex(0, 4)  # straight ahead, but the boards bend: only one row leads away, then turns
    path = [ball]
    for _ in range(4):
        path.append(path[-1].neighbor(1))
    inside = set(path)
    d = first_aim(ball, goal, 4, inside.__contains__)
    assert ball.neighbor(d) in inside, "the aim follows the boards, not the crow's line off them"
    open_field = first_aim(ball, goal, 3, lambda h: True)
    assert ball.neighbor(open_field).distance(goal) < ball.distance(goal), "with room everywhere it aims at the green"
