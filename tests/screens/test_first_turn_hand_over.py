"""The first hidden hand of a game between several people comes after a hand-over, as every later one does."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.handover import HandOver
from tests.screens.support import frames, press
from tests.screens.tables import open_table


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def test_the_first_persons_hand_waits_for_a_hand_over(app):
    """Roll in One: the roll-off and the golfers are everyone's; the first shot shows a hand (Rollecate's set-up lays show none)."""
    table = open_table(app, "rollinone", "--players", "3", "--computer", "1")
    for _ in range(3000):
        if isinstance(app.stack.top, HandOver):
            break
        assert table.viewer is None or table.is_computer(table.viewer), "a person's hand was shown before anyone took the screen"
        if table.game.busy():
            press(app, pygame.K_PERIOD)
        frames(app)
    else:
        raise AssertionError("no hand-over came")
    assert table.viewer is None
