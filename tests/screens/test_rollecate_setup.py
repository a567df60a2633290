"""Rollecate's set-up: choices with several values (rounds, the solo derailment limit), Enter Enter starts."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.common_setup import ChoiceSpec, PlayerSpec, SetupResult, SetupScene
from game.scenes.rollecate import setup as setup_mod
from game.scenes.rollecate.play import RollecateGame
from game.scenes.table.scene import TableScene
from game.scenes.title import TitleScene
from tests.screens.support import click, frames, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def test_the_title_offers_rollecate_and_enter_enter_starts_a_sensible_game(app):
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    frames(app)
    title = app.stack.top
    button = title.game_buttons[3]
    assert button.label == "Rollecate" and button.badge == "", "no longer 'coming soon'"
    click(app, button.rect.center)
    frames(app)
    assert isinstance(app.stack.top, SetupScene)
    press(app, pygame.K_RETURN)  # Start has the focus
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene) and isinstance(table.game, RollecateGame)
    assert [s.computer for s in table.seats] == [False, True], "you against one computer player"
    assert table.record.options == {"rounds": 1}


def _choice_widget(scene: SetupScene, key: str):
    index = [c.key for c in scene.spec.choices].index(key)
    return scene.choice_widgets[index]


def test_rounds_step_with_the_arrows_and_the_mouse_and_are_remembered(app):
    started: list[SetupResult] = []
    scene = SetupScene(app, setup_mod.spec(), started.append)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    rounds = _choice_widget(scene, "rounds")
    scene.group.focus(rounds)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert scene.choices["rounds"] == "3"
    click(app, (rounds.value_rect.x + 4, rounds.value_rect.centery))  # ‹ steps back
    assert scene.choices["rounds"] == "2"
    click(app, (rounds.value_rect.right - 4, rounds.value_rect.centery))  # › steps forward
    assert scene.choices["rounds"] == "3"
    click(app, (rounds.value_rect.x + 4, rounds.value_rect.centery))
    assert scene.choices["rounds"] == "2"
    scene.start()
    assert started[-1].choices["rounds"] == "2"
    assert setup_mod.options_of(started[-1]) == {"rounds": 2}
    again = SetupScene(app, setup_mod.spec(), started.append)
    assert again.choices["rounds"] == "2", "kept in the saved set-up"


def test_the_derailment_limit_is_for_solo_play_only():
    solo = SetupResult([PlayerSpec("Ada", 0)], "", [], {}, {"rounds": "1", "derail_limit": "3"})
    duo = SetupResult([PlayerSpec("Ada", 0), PlayerSpec("Ben", 1)], "", [], {}, {"rounds": "1", "derail_limit": "3"})
    assert setup_mod.options_of(solo) == {"rounds": 1, "derail_limit": 3}
    assert setup_mod.options_of(duo) == {"rounds": 1}


def test_a_choice_spec_has_the_agreed_shape():
    c = ChoiceSpec("k", "Label", (("a", "A", "first"), ("b", "B", "second")), "a")
    assert (c.key, c.label, c.default) == ("k", "Label", "a") and c.values[1] == ("b", "B", "second")
    assert SetupResult([], "", []).choices == {}


def test_a_saved_choice_that_no_longer_exists_falls_back_to_the_default(app):
    app.settings.extra["rollecate_setup"] = {"choices": {"rounds": "99", "derail_limit": 7}}
    scene = SetupScene(app, setup_mod.spec(), lambda r: None)
    assert scene.choices == {"rounds": "1", "derail_limit": "none"}
