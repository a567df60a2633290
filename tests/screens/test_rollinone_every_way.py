"""Every way to play Roll in One and every option, from the set-up screen to the final ranking.

The set-up screen is driven with keys as a person would (players, way to play, golfers, options, Start);
the seats are computers so the games play themselves, skipping animations, to the ranking. A way that
does not fit the players chosen is greyed on the set-up screen with its reason beside it.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.rules.protocol import TERMINAL
from game.scenes.common_setup import SetupScene
from game.scenes.rollinone import setup as setup_mod
from game.scenes.table.scene import TableScene
from tests.screens.rollinone_support import play_to_ranking
from tests.screens.support import click, frames, press

OPTION_KEYS = tuple(o.key for o in setup_mod.OPTIONS)
CASES = [
    # (way, players, golfers, options on) -> what the engine must have been given
    ("full", 2, "dealt", ()),
    ("quick", 2, "dealt", ()),
    ("solo", 1, "dealt", ()),
    ("survival", 1, "dealt", ()),
    ("campaign", 2, "dealt", ()),
    ("bumper_game", 3, "dealt", ()),
    ("quick", 2, "chosen", ()),
    ("quick", 2, "shared1", ()),
    ("quick", 2, "shared2", ()),
    ("quick", 2, "shared3", ()),
    ("quick", 2, "dealt", ("handicap",)),
    ("quick", 2, "dealt", ("play_mean",)),
    ("quick", 2, "dealt", ("bumper_golf",)),
]


@pytest.fixture
def app():
    a = App(size=(800, 450), persist_settings=False, headless=True)  # small: the rules and the flow are tested here, not pixels
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def open_setup(app: App) -> SetupScene:
    scene = setup_mod.setup_scene(app)
    assert isinstance(scene, SetupScene)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    return scene


def step_to(app: App, scene: SetupScene, widget, done) -> None:  # type: ignore[no-untyped-def]
    """Focus ``widget`` and press Right until ``done()``."""
    scene.group.focus(widget)
    for _ in range(12):
        if done():
            return
        press(app, pygame.K_RIGHT)
    assert done(), f"{widget.label!r} never reached the value wanted"


def set_table(app: App, scene: SetupScene, way: str, players: int, golfers: str, options: tuple[str, ...]) -> None:
    """Choose the table with the keys, every seat a computer."""
    step_to(app, scene, scene.count, lambda: len(scene.players) == players)
    for seat in range(players):
        step_to(app, scene, scene.kinds[seat], lambda seat=seat: scene.players[seat].computer)
    modes = [m[0] for m in setup_mod.MODES]
    step_to(app, scene, scene.mode, lambda: scene.mode_index == modes.index(way))
    step_to(app, scene, scene.choice_widgets[0], lambda: scene.choices["golfers"] == golfers)
    for key, toggle in zip(OPTION_KEYS, scene.option_toggles):
        if scene.options[key] != (key in options):
            scene.group.focus(toggle)
            press(app, pygame.K_RETURN)
        assert scene.options[key] == (key in options)


@pytest.mark.parametrize(("way", "players", "golfers", "options"), CASES, ids=[f"{c[0]}-{c[1]}p-{c[2]}-{'+'.join(c[3]) or 'plain'}" for c in CASES])
def test_each_way_and_option_plays_from_the_setup_screen_to_the_ranking(app, way, players, golfers, options):
    scene = open_setup(app)
    set_table(app, scene, way, players, golfers, options)
    assert not scene.mode_problem() and not scene.start_button.greyed
    scene.group.focus(scene.start_button)
    press(app, pygame.K_RETURN)
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene), [t.message for t in app.toasts]
    o = table.state.options
    variant = {"full": "solo" if players == 1 else "standard", "quick": "solo" if players == 1 else "standard"}.get(way, way)
    assert (o.variant, o.quick, table.state.num_players) == (variant, way == "quick", players)
    assert (o.choose_golfers, o.shared_golfers) == (golfers == "chosen", int(golfers[-1]) if golfers.startswith("shared") else 0)
    assert (o.play_mean, bool(o.handicap)) == ("play_mean" in options, "handicap" in options)
    assert o.bumper_golf == ("bumper_golf" in options or way == "bumper_game")
    ranking = play_to_ranking(app, table)
    assert table.state.current_player == TERMINAL
    assert {e.seat: e.score for _, e in ranking.ranked} == dict(enumerate(table.state.scores()))
    assert not any("went wrong" in t.message for t in app.toasts)


def test_ways_that_do_not_fit_the_players_are_greyed_with_the_reason_beside_them(app):
    scene = open_setup(app)
    step_to(app, scene, scene.count, lambda: len(scene.players) == 3)
    modes = [m[0] for m in setup_mod.MODES]
    assert {modes[i] for i in scene.mode.greyed_values} == {"solo", "survival"}
    step_to(app, scene, scene.mode, lambda: modes[scene.mode_index] == "survival")
    assert scene.start_button.greyed and "for one player" in scene.mode_problem()
    frames(app)
    note = pygame.image.tobytes(app.surface.subsurface(scene.mode_note), "RGB")
    click(app, scene.start_button.rect.center)
    assert app.stack.top is scene and any("for one player" in t.message for t in app.toasts), "Start says why, and nothing starts"
    step_to(app, scene, scene.count, lambda: len(scene.players) == 1)  # Players wraps round to 1
    assert not scene.mode.greyed_values and not scene.start_button.greyed and not scene.mode_problem()
    frames(app)
    assert pygame.image.tobytes(app.surface.subsurface(scene.mode_note), "RGB") != note, "the reason gives way to the explanation"
