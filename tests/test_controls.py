"""Remappable keys: the bindings, the Controls page in Settings, and playing with the new keys."""

from __future__ import annotations

import json

import pygame
import pytest

from game import paths
from game.app import App
from game.scenes.common_setup import SetupScene
from game.scenes.controls_scene import ControlsScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.settings import Settings
from game.ui import controls
from game.ui.controls import ACTIONS, BY_ID, Bindings
from game.ui.widgets import TextInput
from tests.screens.support import click, frames, press, type_text
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)


@pytest.fixture
def app(own_user_folder):  # noqa: F811  (the fixture, by name)
    a = App(size=(1280, 720), persist_settings=True, headless=True)
    yield a
    pygame.display.quit()


def pad_button(app: App, button: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=button))
    frames(app)


def open_controls(app: App) -> ControlsScene:
    app.stack.push(TitleScene(app))
    app.stack.push(SettingsScene(app))
    app.stack.apply_pending()
    frames(app)
    settings = app.stack.top
    click(app, settings.controls.rect.center)
    frames(app)
    page = app.stack.top
    assert isinstance(page, ControlsScene)
    return page


def row(page: ControlsScene, action_id: str):
    return next(r for r in page.rows if r.action.id == action_id)


# -- the bindings ---------------------------------------------------------------------------------
def test_default_bindings_have_no_clash_and_every_action_a_key():
    b = Bindings()
    assert b.clashes() == []
    assert all(b.keys[a.id] for a in ACTIONS), "every action can be done from the keyboard"
    # the game log has no controller button by default: every button already has a job (a player may give it one)
    assert all(b.pad[a.id] for a in ACTIONS if not a.game and a.id not in ("fullscreen", "log")), "and nearly every one from a controller"
    # Eagle's Creek's others' sheets are like the log: a key and a click, and a button only if the player gives it one
    assert all(b.pad[a.id] or a.pad_via for a in ACTIONS if a.game and a.id != "others"), "every game's own action too: a button, or the shared ones that reach it"


def test_a_key_two_actions_would_share_is_refused_with_a_message():
    b = Bindings()
    message = b.set_key("confirm", pygame.K_TAB)
    assert message == "Tab is already used for Scorecard; choose another key."
    assert b.keys["confirm"] == BY_ID["confirm"].keys, "nothing changed"
    assert b.set_pad("skip", "a") == "A is already used for Confirm, choose; choose another button."
    assert b.set_key("next", pygame.K_RIGHT) is None, "Next choice and Move right mean the same to the screens: no clash"
    assert b.set_key("pause", pygame.K_ESCAPE) == "Esc is already used for Back; choose another key."


def test_clashes_are_checked_within_a_context_the_shared_actions_and_one_games():
    b = Bindings()
    assert b.set_key("rotate", pygame.K_d) == "D is already used for Pan right; choose another key."
    assert b.set_key("confirm", pygame.K_n) == "N is already used for No card in Carom Golf; choose another key."
    assert b.set_key("rotate", pygame.K_3) == "3 is already used for Club by number; choose another key."
    assert b.set_key("club", pygame.K_t) == "Club by number always uses the number keys; choose another action."
    assert b.set_key("rotate", pygame.K_p) is None, "Rollecate's P is another game's: no clash"
    assert b.set_key("draw", pygame.K_n) is None, "nor is Carom's N at the Eagle's Creek table"
    assert b.set_pad("green", "y") == "Y is already used for Scorecard; choose another button."
    assert b.set_pad("rotate", "x") == "X is already used for The green / the boards; choose another button.", "both while designing"
    assert b.set_pad("next_card", "x") is None, "on a turn, not while designing or while something moves: X may do it"
    assert b.set_key("roll", pygame.K_p) is None, "Pass and Roll the dice are never offered together"
    assert b.clashes() == []
    b.keys["green"] = (pygame.K_a,)  # a hand-edited clash inside one game's context ...
    assert b.clashes() == ["key 97: green and pan_left (Roll in One)"]
    pygame.display.init()  # key names are SDL's, as in the running app
    assert Bindings.from_json({"green": {"keys": ["a"]}}).keys == Bindings().keys, "... is not trusted"
    assert Bindings.from_json({"green": {"keys": ["p"]}}).keys["green"] == (pygame.K_p,)
    assert Bindings.from_json({"club": {"keys": ["t"]}}).keys["club"] == BY_ID["club"].keys, "the digits stay the digits"


def test_an_event_names_its_actions_and_one_that_skipped_the_input_layer_reads_by_the_defaults():
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, actions=("pass", "roll", "skip"))
    assert controls.is_action(event, "roll") and not controls.is_action(event, "confirm")
    plain = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0)
    assert controls.actions_of(plain) == ("rotate", "roll")
    assert controls.actions_of(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0)) == ("right",), "an arrow is a move, not the next choice"
    assert controls.number(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_KP7, mod=0)) == 7
    assert controls.number(plain) is None


def test_bindings_round_trip_through_the_settings_file_and_ignore_damage():
    pygame.display.init()  # key names are SDL's, as in the running app
    b = Bindings()
    assert b.set_key("confirm", pygame.K_f) is None
    assert b.set_pad("undo", "guide") is not None, "Guide is Hint's"
    b.pad["hint"] = ()  # as a player who took Hint's button away (the settings file may say so)
    assert b.set_pad("undo", "guide") is None
    data = json.loads(json.dumps(Settings(controls=b.to_json()).to_json()))
    again = Bindings.from_json(Settings.from_json(data).controls)
    assert again.keys == b.keys and again.pad == b.pad
    assert b.to_json()["confirm"] == {"keys": ["f"]}, "keys are kept by name, only what changed"
    damaged = Bindings.from_json({"confirm": {"keys": ["no such key"], "pad": ["bogus"]}, "nonsense": 3, "back": []})
    assert damaged.keys == Bindings().keys and damaged.pad == Bindings().pad
    clashing = Bindings.from_json({"confirm": {"keys": ["tab"]}})
    assert clashing.keys == Bindings().keys, "a hand-edited clash falls back to the defaults"
    assert Bindings.from_json("not a dict").keys == Bindings().keys


# -- the Controls page ----------------------------------------------------------------------------
def test_controls_page_lists_every_action_with_keys_and_buttons(app):
    page = open_controls(app)
    assert [r.action.id for r in page.rows] == [a.id for a in ACTIONS if not a.game]
    for w in (*page.rows, page.restore, page.back):
        assert app.surface.get_rect().contains(w.rect)
    rects = [w.rect for w in (*page.rows, page.restore, page.back)]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), "nothing overlaps"
    assert controls.describe_keys(page.bindings.keys["confirm"]) == "Enter, Keypad Enter, Space"
    assert controls.describe_pad(page.bindings.pad["up"]) == "D-pad ↑, Left stick ↑"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_controls_page_fits_small_and_large_windows(size):
    from game.scenes.controls_scene import PAGES

    a = App(size=size, persist_settings=False, headless=True)
    try:
        for p in PAGES:  # the shared actions, then each game's own
            a.stack.push(ControlsScene(a, p))
            a.stack.apply_pending()
            frames(a)
            rects = [r for _, r in a.stack.top.layout_rects()]
            assert all(a.surface.get_rect().contains(r) for r in rects), p
            assert not any(x.colliderect(y) for i, x in enumerate(rects) for y in rects[i + 1 :]), p
            a.stack.pop()
            a.stack.apply_pending()
    finally:
        pygame.display.quit()


def test_each_game_has_a_page_of_its_own_actions_turned_with_the_tabs_brackets_or_shoulders(app):
    from game.scenes.controls_scene import PAGES

    page = open_controls(app)
    seen = {}
    for _ in PAGES:
        seen[page.page] = [r.action.id for r in page.rows]
        press(app, pygame.K_RIGHTBRACKET)  # the next choice: the next page
    assert page.page == "" and list(seen) == list(PAGES)
    for game_id, title in controls.GAMES.items():
        assert seen[game_id] == [a.id for a in ACTIONS if a.game == game_id], title
    assert seen["rollinone"] == ["rotate", "green", "club", "next_card"]
    assert seen["rollecate"] == ["place", "pass", "roll"]
    pad_button(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert page.page == "rollecate", "LB turns back a page"
    page.group.focus(page.tabs["rollecate"])
    press(app, pygame.K_LEFT)
    assert page.page == "carom" and page.group.focused is page.tabs["carom"], "←→ on the tabs"
    press(app, pygame.K_DOWN)
    assert page.group.focused is page.rows[0], "↓ from the tabs to the first action"
    press(app, pygame.K_UP)
    assert page.group.focused is page.tabs["carom"], "and ↑ back"


def test_a_game_action_is_rebound_on_its_page_and_kept_in_the_settings_file(app):
    page = open_controls(app)
    page.show("rollinone")
    click(app, row(page, "rotate").rect.center)
    assert page.waiting is BY_ID["rotate"]
    press(app, pygame.K_d)  # Pan right's, also at the Roll in One table: refused
    assert any("D is already used for Pan right" in t.message for t in app.toasts)
    click(app, row(page, "rotate").rect.center)
    press(app, pygame.K_p)  # Rollecate's Pass: another game, no clash
    assert app.input.bindings.keys["rotate"] == (pygame.K_p,)
    saved = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert saved["controls"]["rotate"] == {"keys": ["p"]}
    click(app, row(page, "green").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_GUIDE)
    assert any("Guide is already used for Hint" in t.message for t in app.toasts), "Hint's, at every table"
    page.bindings.pad["hint"] = ()  # a player who took Hint's button away: Guide is free again
    click(app, row(page, "green").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_GUIDE)
    assert app.input.bindings.pad["green"] == ("guide",)
    assert controls.describe_pad(page.bindings.pad["green"]) == "Guide"
    click(app, row(page, "club").rect.center)
    assert page.waiting is None, "the digits are fixed: nothing to wait for"
    assert any("always the number keys 1–6" in t.message and "D-pad ↑↓" in t.message for t in app.toasts)
    again = App(size=(1280, 720), persist_settings=True, headless=True)
    assert again.input.bindings.keys["rotate"] == (pygame.K_p,) and again.input.bindings.pad["green"] == ("guide",)


def test_remap_confirm_on_the_controls_page_then_play_with_the_new_key(app, monkeypatch):
    from pathlib import Path

    from game.scenes.carom import setup as setup_mod
    from game.scenes.common_setup import CourseChoice
    from game.scenes.table.scene import TableScene
    from tests.screens.support import small_course

    monkeypatch.setattr(setup_mod, "course_choices", lambda: [CourseChoice("I", Path(""), small_course())])
    page = open_controls(app)
    page.group.focus(row(page, "confirm"))
    press(app, pygame.K_RETURN)  # choose the action ...
    assert page.waiting is BY_ID["confirm"]
    press(app, pygame.K_f, unicode="f")  # ... and press its new key
    assert page.waiting is None
    assert app.input.bindings.keys["confirm"] == (pygame.K_f,)
    saved = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert saved["controls"]["confirm"] == {"keys": ["f"]}, "kept in the settings file at once"
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    from game.scenes.title import GAME_ORDER

    title.group.focus(title.game_buttons[GAME_ORDER.index("carom")])
    assert controls.hint("confirm") == "F", "the hints name the new key"
    press(app, pygame.K_RETURN)
    assert app.stack.top is title, "Enter no longer confirms"
    press(app, pygame.K_f, unicode="f")
    frames(app)
    assert isinstance(app.stack.top, SetupScene), "F opens the focused game"
    press(app, pygame.K_f, unicode="f")  # Start has the focus
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene), "F starts the game"
    for _ in range(600):  # to the person's tee shot
        if table.state.phase == "tee" and table.state.current_player == 0 and not table.game.busy() and table.pending is None:
            break
        frames(app)
    ply = table.ply
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert table.ply == ply, "Enter does nothing on the table either"
    press(app, pygame.K_f, unicode="f")
    assert table.ply == ply + 1, "F tees the ball up"
    # a restart reads the new key back from the settings file
    pygame.display.quit()
    again = App(size=(1280, 720), persist_settings=True, headless=True)
    assert again.input.bindings.keys["confirm"] == (pygame.K_f,)


def test_remapped_letters_still_type_in_a_name(app):
    app.input.rebind(_with(app.input.bindings, "confirm", pygame.K_f))
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    press(app, pygame.K_f, unicode="f")
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    name = next(w for w in setup.group.widgets if isinstance(w, TextInput))
    setup.group.focus(name)
    before = name.value
    press(app, pygame.K_f, unicode="f")
    type_text(app, "f")
    assert app.stack.top is setup and name.value == before + "f", "F types an f in a name field"


def test_a_clash_on_the_page_is_refused_with_a_message_and_restore_defaults_is_one_click(app):
    page = open_controls(app)
    click(app, row(page, "skip").rect.center)
    press(app, pygame.K_TAB)
    assert app.input.bindings.keys["skip"] == BY_ID["skip"].keys
    assert any("Tab is already used for Scorecard" in t.message for t in app.toasts)
    click(app, row(page, "scorecard").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_X)
    assert any("X is already used for Skip animation" in t.message for t in app.toasts)
    click(app, row(page, "undo").rect.center)
    press(app, pygame.K_u, unicode="u")
    click(app, row(page, "mute").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_GUIDE)
    assert any("Guide is already used for Hint" in t.message for t in app.toasts)
    page.bindings.pad["hint"] = ()  # a player who took Hint's button away: Guide is free again
    click(app, row(page, "mute").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_GUIDE)
    assert app.input.bindings.keys["undo"] == (pygame.K_u,) and app.input.bindings.pad["mute"] == ("guide",)
    click(app, row(page, "pause").rect.center)
    press(app, pygame.K_ESCAPE)  # Esc cancels a change
    assert app.input.bindings.keys["pause"] == BY_ID["pause"].keys and app.stack.top is page
    click(app, page.restore.rect.center)
    assert app.input.bindings.keys == Bindings().keys and app.input.bindings.pad == Bindings().pad
    assert "controls" not in json.loads(paths.settings_file().read_text(encoding="utf-8")) or not json.loads(
        paths.settings_file().read_text(encoding="utf-8")
    )["controls"]


def test_a_remapped_controller_button_works_on_screen(app):
    page = open_controls(app)
    click(app, row(page, "back").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_BACK)
    assert any("View is already used for Undo" in t.message for t in app.toasts)
    click(app, row(page, "undo").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_LEFTSTICK)  # refused: it is Mute's
    click(app, row(page, "back").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)  # refused: Next choice
    assert app.input.bindings.pad["back"] == ("b",)
    page.bindings.pad["hint"] = ()  # a player who took Hint's button away: Guide is free again
    click(app, row(page, "back").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_GUIDE)
    assert app.input.bindings.pad["back"] == ("guide",)
    pad_button(app, pygame.CONTROLLER_BUTTON_B)
    assert app.stack.top is page, "B no longer goes back"
    pad_button(app, pygame.CONTROLLER_BUTTON_GUIDE)
    frames(app)
    assert isinstance(app.stack.top, SettingsScene), "the new button goes back"


def test_mute_key_silences_and_restores_the_sound(app):
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    app.settings.volume = app.sounds.volume = 0.7
    press(app, pygame.K_m, unicode="m")
    assert app.sounds.muted and app.input.muted and app.settings.muted
    press(app, pygame.K_m, unicode="m")
    assert not app.sounds.muted and not app.input.muted
    assert app.sounds.volume == app.settings.volume == 0.7, "mute does not overwrite the volume"


def _with(b: Bindings, action: str, key: int) -> Bindings:
    assert b.set_key(action, key) is None
    return b


def test_hint_lines_written_with_default_keys_follow_remapping_and_controllers(app):
    line = "←→ aim · ↑↓ club · Enter swing · R turn · Esc menu · Tab scores · Entering is not a key"
    assert controls.keyed(line) == line, "default keys, keyboard: the line as the game wrote it"
    app.input.rebind(_with(app.input.bindings, "confirm", pygame.K_f))
    assert controls.keyed(line) == "←→ aim · ↑↓ club · F swing · R turn · Esc menu · Tab scores · Entering is not a key"
    app.input.rebind(Bindings())
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert controls.keyed(line) == "D-pad ←→ aim · D-pad ↑↓ club · A swing · R turn · B menu · Y scores · Entering is not a key"
