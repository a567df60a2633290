"""The first hidden hand of a game between several people comes after a hand-over, as every later one does."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.handover import HandOver
from tests.screens.support import click, frames, press
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


def test_an_enter_in_the_rhythm_of_the_last_move_does_not_take_the_card_away(app, monkeypatch):
    """Enter, Enter (roll on, roll on): the second press lands on the hand-over that just came up and must not show the hand."""
    from game.scenes import handover
    from game.scenes.handover import ARM_SECONDS

    monkeypatch.setattr(handover, "monotonic", lambda: 100.0)  # the wall clock stands still: only the frames count
    shown = []
    card = HandOver(app, "Ben", 1, 1, lambda: shown.append("Ben"))
    app.stack.push(card)
    app.stack.apply_pending()
    press(app, pygame.K_RETURN)
    click(app, card.ready.rect.center)
    app.stack.apply_pending()
    assert app.stack.top is card and not shown, "too soon: neither the key nor a click takes it away"
    frames(app, int(ARM_SECONDS * 60) + 1)
    press(app, pygame.K_RETURN)
    app.stack.apply_pending()
    assert shown == ["Ben"] and app.stack.top is not card


def test_keys_pressed_on_and_on_never_take_the_card_away(app, monkeypatch):
    """Return every 0.4 s (skipping, rolling on) keeps the card up: it takes a confirm only after a pause in the pressing."""
    from game.scenes import handover
    from game.scenes.handover import ARM_SECONDS

    monkeypatch.setattr(handover, "monotonic", lambda: 100.0)
    shown = []
    card = HandOver(app, "Ben", 1, 1, lambda: shown.append("Ben"))
    app.stack.push(card)
    app.stack.apply_pending()
    for _ in range(10):
        frames(app, int(0.8 * ARM_SECONDS * 60))
        press(app, pygame.K_RETURN)
        app.stack.apply_pending()
        assert app.stack.top is card and not shown
    frames(app, int(ARM_SECONDS * 60) + 1)
    press(app, pygame.K_RETURN)
    app.stack.apply_pending()
    assert shown == ["Ben"]
