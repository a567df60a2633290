"""A whole Rollecate game played by a person through the real scenes, alternating keyboard and mouse.

The person's moves are chosen by the computer player for their seat (a fair,
varied player) and then made with posted key presses or clicks only: hand
cards, ghosts on the railway, the buttons, penalty cards dragged onto the pile.
"""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.app import App
from game.match import SeatEntry
from game.rules.rollecate import actions
from tests.screens.rollecate_support import ended, open_game, perform, wait_for_person


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def test_a_whole_game_with_keys_and_mouse_reaches_the_ranking(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=31)
    person = catalog.make_bot("rollecate", 0, 5)
    made: list[object] = []
    turn_cards = 0
    most_in_a_turn = 0
    while wait_for_person(app, table):
        action = person.choose(table.state)
        if table.state.phase == actions.CHOOSE:
            turn_cards = 0
        if actions.parse(action)[0] == "track" and not table.state.is_setup:
            turn_cards += 1
            most_in_a_turn = max(most_in_a_turn, turn_cards)
        perform(app, table, action, mouse=len(made) % 2 == 1)
        made.append(action)
    assert ended(app), "the ranking is up"
    state = table.state
    kinds = [actions.parse(a)[0] for a in made]
    assert {"pass", "track", "roll", "penalty", "chaos"} <= set(kinds), kinds
    assert most_in_a_turn >= 2, "several cards laid in one turn"
    assert state.stat(0, "derailments") >= 1, "a derailment"
    assert state.stat(0, "pairs") >= 1, "a pair cancelled"
