"""Game controllers through pygame's event queue, headless: a whole Carom Golf game, hot-plug, sticks, joysticks.

Every event here is what SDL posts for a real pad; the screens are the real ones
and are never told a controller exists.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.rules.protocol import TERMINAL
from game.scenes.carom import setup as setup_mod
from game.scenes.common_setup import CourseChoice, SetupScene
from game.scenes.pause import PauseMenu
from game.scenes.ranking import RankingScene
from game.scenes.scorecard import ScorecardOverlay
from game.scenes.table.scene import TableScene
from game.scenes.title import TitleScene
from game.ui import controls, input_layer
from tests.screens.support import frames, press, settled, small_course
from tests.screens.test_carom_game import CaromScene, game_of
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)

B = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B, "x": pygame.CONTROLLER_BUTTON_X,
    "y": pygame.CONTROLLER_BUTTON_Y, "start": pygame.CONTROLLER_BUTTON_START,
    "up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
}  # fmt: skip


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def button(app: App, name: str, pad: int = 0) -> None:
    """A controller button pressed and released (after a person's pause before a decision), then one frame."""
    settled(app)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=B[name]))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=B[name]))
    frames(app)


def axis(app: App, which: int, value: int, pad: int = 0) -> None:
    """A stick or trigger moved to ``value`` (SDL's -32768..32767), then one frame."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=which, value=value))
    frames(app)


def start_title(app: App) -> TitleScene:
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    frames(app)
    return app.stack.top  # type: ignore[return-value]


def wait_for_person(app: App, scene: CaromScene, pad: int) -> None:
    """Frames until a person is asked; the controller's X skips what is being shown now and then."""
    for n in range(4000):
        if app.stack.top is not scene.table or scene.state.current_player == TERMINAL:
            return
        if scene.idle() and scene.human_turn():
            return
        if n % 9 == 8 and not scene.idle():
            button(app, "x", pad)
        else:
            frames(app)
    raise AssertionError("the game never came back to a person")


def pad_turn(app: App, scene: CaromScene, pad: int) -> None:
    """A person's turn with the controller only: d-pad/shoulders choose, A confirms."""
    phase = scene.state.phase
    if phase in ("tee", "place"):
        button(app, "right", pad)
        button(app, "a", pad)
    elif phase == "card":
        want = scene.hand.index_of("none")
        while scene.hand.focus != want:
            button(app, "rb", pad)  # the shoulder cycles the cards
        button(app, "a", pad)
    else:
        button(app, "a", pad)


def test_a_whole_carom_game_from_title_to_ranking_with_controllers_only(app, monkeypatch):
    courses = [CourseChoice("I · Meadow", Path(""), small_course("Meadow I"))]
    monkeypatch.setattr(setup_mod, "course_choices", lambda: list(courses))
    import game.scenes.table as table_mod

    real_new_record = table_mod.new_record
    monkeypatch.setattr(table_mod, "new_record", lambda *a, **k: real_new_record(*a, **{**k, "seed": 4242}))
    app.settings.animation_speed = "fast"
    from game.scenes.title import GAME_ORDER

    title = start_title(app)
    carom = title.game_buttons[GAME_ORDER.index("carom")]
    for _ in range(len(title.group.widgets)):
        if title.group.focused is carom:
            break
        button(app, "down")
    assert title.group.focused is carom, "the d-pad reaches Carom Golf on the title"
    button(app, "a")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    button(app, "start")
    assert app.stack.top is setup, "Start is the pause button: outside a game it does nothing"
    for _ in range(len(setup.group.widgets)):
        if setup.group.focused is setup.start_button:
            break
        button(app, "down")
    assert setup.group.focused is setup.start_button, "the d-pad reaches Start"
    button(app, "a")
    frames(app)
    assert isinstance(app.stack.top, TableScene)
    scene = CaromScene(app.stack.top)
    # Start opens the pause menu, B closes it; Y shows the scorecard and closes it again
    button(app, "start")
    assert isinstance(app.stack.top, PauseMenu)
    button(app, "b")
    assert app.stack.top is scene.table
    button(app, "start")
    button(app, "start")
    assert app.stack.top is scene.table, "Start closes the pause menu again"
    button(app, "y")
    assert isinstance(app.stack.top, ScorecardOverlay)
    button(app, "y")
    assert app.stack.top is scene.table
    strokes = 0
    for turn in range(400):
        pad = turn % 2  # one pad passed around, or two: either acts for the seat on turn
        wait_for_person(app, scene, pad)
        top = app.stack.top
        if isinstance(top, ScorecardOverlay):
            button(app, "a", pad)
            frames(app, 3)
            continue
        if isinstance(top, RankingScene) or scene.state.current_player == TERMINAL:
            break
        before = scene.ply
        pad_turn(app, scene, pad)
        if scene.ply > before:
            strokes += 1
    for _ in range(600):
        if isinstance(app.stack.top, RankingScene):
            break
        if isinstance(app.stack.top, ScorecardOverlay):
            button(app, "a")
        frames(app)
    assert isinstance(app.stack.top, RankingScene), "the game was played to the ranking"
    assert strokes > 3, "the person's turns were played with the controller"
    button(app, "b")  # back to the title
    frames(app)
    assert isinstance(app.stack.top, TitleScene)


def test_triggers_zoom_and_the_right_stick_pans_the_board(app):
    from game.scenes.common_setup import PlayerSpec

    scene = game_of(app, [PlayerSpec("Ada", 1, False, "normal")])
    zoom = scene.view.zoom
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32000)
    assert scene.view.zoom > zoom, "the right trigger zooms in"
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 0)
    zoomed = scene.view.zoom
    frames(app, 30)
    assert scene.view.zoom == zoomed, "a released trigger stops zooming"
    pan = tuple(scene.view.cam)
    axis(app, pygame.CONTROLLER_AXIS_RIGHTX, -30000)
    moved = tuple(scene.view.cam)
    assert moved != pan, "the right stick pans"
    frames(app, 40)
    assert tuple(scene.view.cam) != moved, "a held stick keeps panning, as a held key does"
    axis(app, pygame.CONTROLLER_AXIS_RIGHTX, 2000)
    still = tuple(scene.view.cam)
    frames(app, 30)
    assert tuple(scene.view.cam) == still, "a stick back at rest stops"
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT, 32000)
    assert scene.view.zoom < zoomed, "the left trigger zooms out"


def test_the_left_stick_moves_the_focus_with_repeat_and_a_dead_zone(app):
    title = start_title(app)
    first = title.group.index
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 9000)  # inside the dead zone
    assert title.group.index == first
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 30000)
    assert title.group.index != first
    assert app.input.wake_in() is not None and app.input.wake_in() <= input_layer.REPEAT_DELAY, "a resting app wakes to repeat"
    once = title.group.index
    frames(app, int(input_layer.REPEAT_DELAY * 60) + int(input_layer.REPEAT_EVERY * 60) + 2)
    assert title.group.index != once, "held down, the stick repeats"
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 0)
    rest = title.group.index
    assert app.input.wake_in() is None, "nothing held: the app may rest"
    frames(app, 40)
    assert title.group.index == rest


class FakePad:
    def __init__(self, name: str) -> None:
        self.name = name


def test_controllers_plugged_in_and_pulled_out_while_running(app, monkeypatch):
    opened = []

    def fake_open(index, as_controller):
        if not as_controller:
            return None
        opened.append(index)
        return 100 + index, FakePad("DualSense Wireless Controller"), "DualSense Wireless Controller", True

    monkeypatch.setattr(input_layer, "_open_device", fake_open)
    title = start_title(app)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0, which=0))
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0, which=0))
    frames(app)
    assert opened == [0] and set(app.input.pads) == {100}
    assert any("Controller connected: DualSense" in t.message for t in app.toasts)
    # a mapped pad also sends raw joystick events: they are read once, not twice
    first = title.group.index
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=100, hat=0, value=(0, -1)))
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=100, button=0))
    frames(app)
    assert title.group.index == first and app.stack.top is title, "the pad's raw joystick events are not read twice"
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=100, button=B["down"]))
    frames(app)
    assert title.group.index != first
    moved_once = title.group.index
    assert controls.hint("back") == "Circle", "hints name the PlayStation buttons after that pad was used"
    # held, then pulled out: the held button is let go, nothing repeats afterwards
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=100))
    frames(app)
    assert app.input.pads == {} and not app.input._held
    assert any("Controller disconnected" in t.message for t in app.toasts)
    frames(app, 40)
    assert title.group.index == moved_once
    assert controls.hint("back") == "Esc", "with no controller left the hints show keys again"
    # plugged in again: picked up without a restart
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=1, which=1))
    frames(app)
    assert set(app.input.pads) == {101}


def test_a_pad_without_a_controller_mapping_works_as_a_joystick(app):
    title = start_title(app)
    first = title.group.index
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, joy=7, hat=0, value=(0, -1)))
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, joy=7, hat=0, value=(0, 0)))
    frames(app)
    assert title.group.index != first, "the hat moves the focus"
    title.group.index = first
    title.group._sync()
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, joy=7, button=0))
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONUP, instance_id=7, joy=7, button=0))
    frames(app, 2)
    assert isinstance(app.stack.top, SetupScene), "button 0 confirms"
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, joy=7, button=1))
    frames(app, 2)
    assert isinstance(app.stack.top, TitleScene), "button 1 goes back"


def test_hints_follow_the_device_used_last(app):
    start_title(app)
    press(app, pygame.K_DOWN)
    assert (controls.hint("confirm"), controls.hint("back"), controls.hint("scorecard")) == ("Enter", "Esc", "Tab")
    assert controls.hint("up", "down") == "↑↓"
    button(app, "down")
    assert (controls.hint("confirm"), controls.hint("back"), controls.hint("scorecard")) == ("A", "B", "Y")
    assert controls.hint("up", "down") == "D-pad ↑↓"
    assert controls.hint("fullscreen") == "F11", "an action without a button still names its key"
    assert controls.menu_hint() == "Menu", "Start (Menu on an Xbox pad) opens a game's menu"
    press(app, pygame.K_UP)
    assert controls.menu_hint() == "Esc"


def test_carom_hints_name_the_controller_buttons_after_a_pad_was_used(app):
    from game.scenes.common_setup import PlayerSpec

    scene = game_of(app, [PlayerSpec("Ada", 1, False, "normal")])
    for _ in range(300):
        if scene.idle() and scene.human_turn():
            break
        frames(app)
    assert scene.state.phase == "tee"
    assert "(or ←→ and Enter)" in scene.table.instruction()
    t = scene.table
    assert (t.undo_button.detail, t.scorecard_button.detail, t.menu_button.detail) == ("U", "Tab", "Esc")
    button(app, "left")
    assert "(or D-pad ←→ and A)" in scene.table.instruction()
    assert (t.undo_button.detail, t.scorecard_button.detail, t.menu_button.detail) == ("View", "Y", "Menu")


@pytest.mark.parametrize("name", ["settings", "rules", "setup", "ranking"])
def test_hint_lines_switch_to_controller_buttons(app, monkeypatch, name):
    from game.scenes import common
    from game.scenes.rules_scene import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from tests.screens.test_layouts import ranking, setup_small

    make = {"settings": SettingsScene, "rules": RulesScene, "setup": setup_small, "ranking": ranking}[name]
    lines: list[str] = []
    monkeypatch.setattr(common, "hint", lambda surface, message, scale: lines.append(message) or pygame.Rect(0, 0, 1, 1))
    scene = make(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    press(app, pygame.K_LSHIFT)
    assert "Esc" in lines[-1] and "B " not in lines[-1]
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=B["lb"]))
    frames(app)
    assert "Esc" not in lines[-1] and "B " in lines[-1] and "D-pad" in lines[-1], lines[-1]


def test_a_device_that_cannot_be_opened_is_ignored_quietly(app):
    start_title(app)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=97, which=97))
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=98, which=98))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=99))
    frames(app)
    assert app.input.pads == {} and app.input.joysticks == {}
    assert not any("Controller" in t.message for t in app.toasts)
    assert isinstance(app.stack.top, TitleScene)


def test_a_replay_is_watched_with_a_controller(app):
    from game.match import saves
    from game.scenes.saved_games import SavedGamesScene
    from tests.match.helpers import carom_record, played

    done = played(carom_record(seed=4))
    saves.finish(done)
    start_title(app)
    app.stack.push(SavedGamesScene(app, tab="replays"))
    app.stack.apply_pending()
    frames(app)
    button(app, "a")  # the first replay has the focus
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.replaying
    assert table.replay_playing
    button(app, "a")
    assert not table.replay_playing, "A pauses"
    ply = table.ply
    button(app, "right")
    assert table.ply == ply + 1, "the d-pad steps"
    button(app, "a")
    assert table.replay_playing, "A plays again"


def test_rollecate_is_played_with_a_controller(app):
    from game.match import SeatEntry
    from tests.screens.rollecate_support import open_game, wait_for_person

    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Computer", 2, computer=True)])
    assert wait_for_person(app, table)
    ply = table.ply
    assert "←→ pick a ghost, Enter lays it" in table.instruction()
    button(app, "right")
    assert "D-pad ←→ pick a ghost, A lays it" in table.instruction(), "the instruction names the pad's buttons"
    button(app, "a")
    frames(app)
    assert table.ply > ply, "the d-pad picks a place and A lays the card"


def test_roll_in_one_is_played_with_a_controller(app):
    from game.match import SeatEntry
    from tests.screens.rollinone_support import open_game, wait_for_person

    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Computer", 2, computer=True)])
    wait_for_person(app, table)
    assert table.may_act()
    ply = table.ply
    button(app, "right")
    assert "D-pad ←→" in table.instruction() and " A " in table.instruction(), table.instruction()
    for _ in range(12):  # A places (or chooses); the d-pad tries the next place when this one is not allowed
        button(app, "a")
        frames(app)
        if table.ply > ply:
            break
        button(app, "right")
    assert table.ply > ply, "the d-pad and A make a move"
