"""Issue #16 point 2: focus order and ring on the set-up screen, text and messages at 1024x600, Settings focus on resize."""

import pygame
import pytest

from game.app import App
from game.scenes.settings_scene import SettingsScene
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px
from tests.screens.support import frames, move, press
from tests.screens.test_setup_screen import open_setup


@pytest.fixture
def app():
    a = App(size=(1024, 600), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def column_of(scene, widget):
    return "left" if scene.left.contains(widget.rect) else "right"


def open_with_a_choice(app):
    """The shared set-up with a many-valued option too (it sits in the right column under the mode)."""
    from game.scenes.common_setup import ChoiceSpec, SetupScene
    from tests.screens.test_setup_screen import spec

    s = spec()
    s.choices = (ChoiceSpec("holes", "Holes", (("9", "Nine", "the full sheet"), ("3", "Three", "a short game")), "9"),)
    scene = SetupScene(app, s, lambda result: None)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    return scene


def test_focus_moves_in_reading_order_inside_each_column(app):
    scene = open_with_a_choice(app)
    assert scene.choice_widgets, "the order is checked with every kind of control"
    scene.group.focus(scene.count)
    seen = [scene.count]
    for _ in range(len(scene.group.widgets) - 1):
        press(app, pygame.K_DOWN)
        seen.append(scene.group.focused)
    columns = [column_of(scene, w) for w in seen]
    assert columns == sorted(columns), "the whole left column first, then the right one"
    for col in ("left", "right"):
        tops = [(w.rect.y, w.rect.x) for w, c in zip(seen, columns) if c == col]
        assert tops == sorted(tops), f"{col} column is visited top to bottom, left to right"


def test_down_from_the_top_of_the_right_column_stays_in_it(app):
    scene, _ = open_setup(app)
    scene.group.focus(scene.mode)
    press(app, pygame.K_DOWN)
    assert scene.group.focused is scene.cards[0]
    assert column_of(scene, scene.group.focused) == "right"


def test_the_focused_control_has_a_bold_ring(app):
    scene, _ = open_setup(app)
    scene.group.focus(scene.cards[1])
    frames(app)
    rect = scene.cards[1].rect
    s = app.scale
    ring_y = rect.y - px(2, s) - px(4, s) - px(4, s) // 2 - 1
    row = [app.surface.get_at((x, ring_y))[:3] for x in range(rect.x + rect.w // 4, rect.right - rect.w // 4)]
    assert all(c == PALETTE.gold for c in row), "a gold ring runs above the focused card"
    scene.group.focus(scene.cards[0])
    frames(app)
    assert app.surface.get_at((rect.centerx, ring_y))[:3] != PALETTE.gold, "the ring follows the focus"


def test_no_text_runs_out_of_its_panel_at_1024x600(app):
    scene, _ = open_setup(app)
    size = px(BASE_SIZES["small"], app.scale)
    note = scene.players_note
    for line in text.wrap("Click a ball (or press ←→ on it) to change its colour or band; every ball also shows", "body", size, note.w):
        assert text.size_of(line, "body", size)[0] <= note.w, "arrows are measured in the font that draws them"
    for name, rect in scene.layout_rects():
        assert scene.left.contains(rect) or scene.right.contains(rect) or name == "header", name


def test_a_message_never_covers_buttons_or_key_hints(app):
    scene, _ = open_setup(app)
    frames(app)
    hints = pygame.Rect(0, app.size[1] - px(40, app.scale), app.size[0], px(40, app.scale))
    keep = [scene.start_button.rect, scene.back_button.rect, hints] + [t.rect for t in scene.option_toggles]
    before = [app.surface.subsurface(r).copy() for r in keep]
    app.notify("The courses folder could not be opened: /home/someone/.local/share/RollInOne/rollinone/courses")
    frames(app)
    after = [app.surface.subsurface(r) for r in keep]
    for r, a, b in zip(keep, before, after):
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), f"the message drew over {r}"
    assert scene.message_area().collidelist(keep) == -1


def test_changing_the_window_size_keeps_the_keyboard_focus(app):
    app.settings.window_chosen = True  # a size chosen before (unchosen, the choice reads "Fit the screen")
    settings = SettingsScene(app)
    app.stack.push(settings)
    app.stack.apply_pending()
    frames(app)
    settings.group.focus(settings.window)
    before = app.settings.window_size
    press(app, pygame.K_RIGHT)
    assert app.settings.window_size != before
    # the window grew under a still pointer, which now stands over another row
    move(app, settings.volume.rect.center)
    assert settings.group.focused is settings.window
    size_now, volume = app.settings.window_size, app.settings.volume
    press(app, pygame.K_RIGHT)
    assert app.settings.window_size != size_now, "the next arrow changes the window size again"
    assert app.settings.volume == volume, "and not the setting under the pointer"
    move(app, settings.volume.rect.center)  # SDL reports the pointer where the new window puts it
    move(app, settings.speed.rect.center)
    assert settings.group.focused is settings.speed, "moving the mouse on purpose focuses again"


def test_fullscreen_by_f11_keeps_the_keyboard_focus_too(app):
    settings = SettingsScene(app)
    app.stack.push(settings)
    app.stack.apply_pending()
    frames(app)
    settings.group.focus(settings.speed)
    press(app, pygame.K_F11)
    move(app, settings.window.rect.center)
    assert settings.group.focused is settings.speed


def test_a_long_message_takes_two_readable_lines_rather_than_one_tiny_one(app):
    from game.ui.notices import toast_image

    message = "The courses folder could not be opened: /home/someone/.local/share/RollInOne/rollinone/courses"
    one_line = text.size_of(message, "ui", px(22, app.scale))
    img = toast_image(message, app.scale, one_line[0] // 2 + 40)
    assert img.get_width() <= one_line[0] // 2 + 40
    assert img.get_height() >= 2 * text.font("ui", px(BASE_SIZES["small"], app.scale)).get_height() - 2
    short = toast_image("Sound on", app.scale, 400)
    assert short.get_height() == text.size_of("Sound on", "ui", px(22, app.scale))[1]
