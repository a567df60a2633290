"""The shared set-up screen: defaults that start with Enter, typed names, unique balls, courses, options."""

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.render import pieces
from game.scenes.common_setup import CourseChoice, OptionSpec, SetupScene, SetupSpec
from tests.screens.support import frames, press, small_course, type_text


def spec(courses=3, broken=False):
    def choices():
        out = [CourseChoice(f"{i + 1} · Meadow", Path(f"/courses/{i}.tmx"), small_course(f"Meadow {i}")) for i in range(courses)]
        if broken:
            out.append(CourseChoice("bad (yours)", Path("/courses/bad.tmx"), None, "bad.tmx: error: not a readable Tiled map", user=True))
        return out

    return SetupSpec(
        game_id="carom",
        title="Carom Golf",
        min_players=1,
        max_players=12,
        modes=(("basic", "Basic", "one at a time"), ("carom", "Carom", "all together")),
        levels=("easy", "normal", "hard"),
        options=(OptionSpec("direction_first", "Direction first", False), OptionSpec("show_path", "Show path", True)),
        courses=choices,
        user_folder=Path("/courses"),
    )


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def open_setup(app, **kw):
    started = []
    scene = SetupScene(app, spec(**kw), started.append)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    return scene, started


def test_enter_starts_with_sensible_defaults(app):
    scene, started = open_setup(app)
    press(app, pygame.K_RETURN)
    assert len(started) == 1
    result = started[0]
    assert [p.computer for p in result.players] == [False, True], "one person and one computer"
    assert result.mode == "basic"
    assert [c.course.name for c in result.courses] == ["Meadow 0"]
    assert result.options == {"direction_first": False, "show_path": True, "hints": True}
    assert len({p.style for p in result.players}) == 2


def test_names_are_typed_in(app):
    scene, started = open_setup(app)
    scene.group.focus(scene.names[0])
    for _ in range(5):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Zoë")
    press(app, pygame.K_RETURN)  # Enter finishes the name and moves on
    assert scene.players[0].name == "Zoë"
    scene.start()
    assert started[-1].players[0].name == "Zoë"


def test_player_count_adds_seats_with_their_own_ball(app):
    scene, _ = open_setup(app)
    scene.group.focus(scene.count)
    for _ in range(10):
        press(app, pygame.K_RIGHT)
    assert len(scene.players) == 12
    styles = [p.style for p in scene.players]
    assert len(set(styles)) == 12, "every ball looks different"
    press(app, pygame.K_LEFT)
    assert len(scene.players) == 11


def test_a_ball_swatch_skips_looks_taken_by_others(app):
    scene, _ = open_setup(app)
    taken = scene.players[1].style
    scene.players[0] = replace(scene.players[0], style=(taken - 1) % pieces.BALL_STYLE_COUNT)
    scene.group.focus(scene.swatches[0])
    press(app, pygame.K_RIGHT)
    assert scene.players[0].style not in (taken, (taken - 1) % pieces.BALL_STYLE_COUNT)


def test_computer_strength_and_mode_are_chosen_with_the_arrows(app):
    scene, started = open_setup(app)
    scene.group.focus(scene.kinds[0])
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert scene.players[0].computer and scene.players[0].level == "normal"
    scene.group.focus(scene.mode)
    press(app, pygame.K_RIGHT)
    scene.start()
    assert started[-1].mode == "carom"


def test_courses_are_added_in_list_order_and_one_always_stays(app):
    scene, started = open_setup(app)
    scene.toggle_course(2)
    scene.toggle_course(1)
    assert scene.selected == [0, 1, 2]
    scene.toggle_course(0)
    scene.toggle_course(1)
    scene.toggle_course(2)
    assert scene.selected == [2], "the last course cannot be taken out"
    assert "At least one" in app.toasts[-1].message


def test_a_broken_course_says_why_and_cannot_be_chosen(app):
    scene, _ = open_setup(app, broken=True)
    bad = len(scene.course_choices) - 1
    scene.toggle_course(bad)
    assert bad not in scene.selected
    assert "not a readable Tiled map" in app.toasts[-1].message


def test_the_set_up_is_remembered_for_next_time(app):
    scene, started = open_setup(app)
    scene._set_name(0, "Mia")  # what typing in the name field does
    scene.toggle_course(1)
    scene.start()
    again, _ = open_setup(app)
    assert again.players[0].name == "Mia"
    assert again.selected == [0, 1]


def test_escape_goes_back(app):
    from game.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    open_setup(app)
    press(app, pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.stack.top, TitleScene)
