"""Clicks do what they show: a button acts on the release of a press made on it, a press
never reaches the screen that appears or the one beneath, a held key does not run on into the
next screen, a screen that opens is drawn at once, and closing the window always ends the app.

These drive the real main-loop body with real pygame events, headless; tests/xwin/ does the
same in a real X window.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.base import Scene
from game.scenes.dialog import ConfirmDialog
from game.scenes.pause import PauseMenu
from game.ui.widgets import Button, Choice, FocusGroup


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def post(*events: pygame.event.Event) -> None:
    for e in events:
        pygame.event.post(e)


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def key(k, kind=pygame.KEYDOWN, **extra):
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0, **extra)


class Board(Scene):
    """A screen with one button; it counts what reaches it and what it drew."""

    def __init__(self, app: App, on_press=None) -> None:
        super().__init__(app)
        self.pressed = 0
        self.events: list[int] = []
        self.drawn = 0
        self.button = Button("Go", on_press or self._count)
        self.button.rect = pygame.Rect(100, 100, 200, 60)
        self.group = FocusGroup([self.button])

    def _count(self) -> None:
        self.pressed += 1

    def handle_event(self, event):
        self.events.append(event.type)
        return self.group.handle_event(event)

    def draw(self, surface):
        self.drawn += 1
        surface.fill((10, 120, 10))
        self.group.draw(surface)


def start(app: App, scene: Scene) -> Scene:
    app.stack.push(scene)
    app.stack.apply_pending()
    app._frame(1 / 60)
    return scene


def test_a_button_acts_on_the_release_over_it_not_on_the_press(app):
    board = start(app, Board(app))
    post(motion((150, 120)), down((150, 120)))
    app._frame(1 / 60)
    assert board.pressed == 0, "nothing happens on the press"
    post(up((160, 125)))
    app._frame(1 / 60)
    assert board.pressed == 1


def test_a_press_that_slides_off_the_button_does_nothing(app):
    board = start(app, Board(app))
    post(down((150, 120)), motion((500, 500), (1, 0, 0)), up((500, 500)))
    app._frame(1 / 60)
    assert board.pressed == 0


def test_a_click_that_opens_a_screen_never_reaches_it(app):
    """The press opens the next screen (as a table's Esc or a dialog's click can): its release stays behind."""
    second = Board(app)

    class Opener(Board):
        def handle_event(self, event):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.app.stack.push(second)
                return True
            return super().handle_event(event)

    start(app, Opener(app))
    post(motion((150, 120)), down((150, 120)))
    app._frame(1 / 60)
    post(up((150, 120)))  # a person's release comes a few frames later
    app._frame(1 / 60)
    assert app.stack.top is second
    assert pygame.MOUSEBUTTONUP not in second.events and second.pressed == 0


def test_a_dialogs_click_never_lands_on_the_screen_beneath(app):
    """Confirming a dialog whose button lies over a button of the screen below: only the dialog acts."""
    answered: list[bool] = []
    board = start(app, Board(app))
    dialog = ConfirmDialog(app, "Quit to title?", lambda: answered.append(True))
    app.stack.push(dialog)
    app._frame(1 / 60)
    target = dialog.yes_button.rect.center
    board.button.rect = pygame.Rect(target[0] - 20, target[1] - 20, 40, 40)  # right beneath the dialog's Yes
    post(motion(target), down(target))
    app._frame(1 / 60)
    post(up(target))
    app._frame(1 / 60)
    post(motion((target[0] + 1, target[1])), down(target))  # and pressed again: only now the screen below takes it
    app._frame(1 / 60)
    assert answered == [True] and app.stack.top is board
    assert board.pressed == 0 and pygame.MOUSEBUTTONUP not in board.events and board.events.count(pygame.MOUSEBUTTONDOWN) == 1


def test_a_click_outside_a_dialog_closes_it_without_reaching_beneath(app):
    board = start(app, Board(app))
    app.stack.push(ConfirmDialog(app, "Quit?", lambda: None))
    app._frame(1 / 60)
    post(motion((150, 120)), down((150, 120)), up((150, 120)))
    app._frame(1 / 60)
    assert app.stack.top is board and board.pressed == 0


def test_a_pause_menu_opened_and_used_with_quick_clicks_in_one_frame(app):
    """Two clicks that arrive together: the second meets the menu the first one opened, not the screen below."""
    opened: list[Scene] = []

    def open_menu():
        menu = PauseMenu(app, "carom", "Carom Golf", game_running=lambda: False)
        opened.append(menu)
        app.stack.push(menu)

    board = start(app, Board(app, on_press=open_menu))
    post(motion((150, 120)), down((150, 120)), up((150, 120)))
    app._frame(1 / 60)
    menu = opened[0]
    assert app.stack.top is menu
    resume = menu.group.widgets[0].rect.center
    post(motion(resume), down(resume), up(resume))
    app._frame(1 / 60)
    assert app.stack.top is board and len(opened) == 1


def test_a_held_key_does_not_repeat_into_the_screen_it_opened(app):
    second = Board(app)

    class Opener(Board):
        def handle_event(self, event):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and not getattr(event, "repeat", False):
                self.app.stack.push(second)
                return True
            return super().handle_event(event)

    start(app, Opener(app))
    post(key(pygame.K_RETURN))
    app._frame(1 / 60)
    assert app.stack.top is second
    for _ in range(40):  # held for two thirds of a second: the input layer repeats it
        app._frame(1 / 60)
    assert pygame.KEYDOWN not in second.events, "the repeats belong to the screen the key was pressed on"
    post(key(pygame.K_RETURN, pygame.KEYUP), key(pygame.K_RETURN))
    app._frame(1 / 60)
    assert second.events.count(pygame.KEYDOWN) == 1, "a fresh press reaches the new screen"


def test_a_held_key_repeats_on_its_own_screen(app):
    board = start(app, Board(app))
    post(key(pygame.K_DOWN))
    for _ in range(40):
        app._frame(1 / 60)
    assert board.events.count(pygame.KEYDOWN) > 3
    post(key(pygame.K_DOWN, pygame.KEYUP))
    app._frame(1 / 60)
    n = board.events.count(pygame.KEYDOWN)
    for _ in range(40):
        app._frame(1 / 60)
    assert board.events.count(pygame.KEYDOWN) == n, "let go: no more repeats"


def test_a_screen_that_opens_is_drawn_before_the_loop_rests(app):
    """The new top scene is drawn in the frame of the click that opened it, and the loop may only rest after that."""
    second = Board(app)
    start(app, Board(app, on_press=lambda: app.stack.push(second)))
    post(motion((150, 120)), down((150, 120)), up((150, 120)))
    app._frame(1 / 60)
    assert app.stack.top is second and second.drawn == 1
    assert pygame.Surface.get_at(app.surface, (5, 5))[:3] == (10, 120, 10)
    assert app.idle_wait() is None, "still screens rest: nothing is left undrawn"


def test_a_scene_pushed_while_drawing_is_drawn_before_resting(app):
    second = Board(app)

    class PushesWhileDrawing(Board):
        def draw(self, surface):
            super().draw(surface)
            if not second.drawn:
                self.app.stack.push(second)

    start(app, PushesWhileDrawing(app))
    assert app.idle_wait() == 0.0, "a change made after the picture: draw again before resting"
    app._frame(1 / 60)
    assert second.drawn == 1 and app.idle_wait() is None


@pytest.mark.parametrize("on_top", ["dialog", "pause", "board"])
def test_closing_the_window_ends_the_app_whatever_is_on_top(app, on_top):
    board = start(app, Board(app))
    if on_top == "dialog":
        app.stack.push(ConfirmDialog(app, "Quit?", lambda: None))
    elif on_top == "pause":
        app.stack.push(PauseMenu(app, "carom", "Carom Golf", game_running=lambda: True))
    app._frame(1 / 60)
    assert board is not app.stack.top or on_top == "board"
    post(pygame.event.Event(pygame.QUIT))
    app._frame(1 / 60)
    assert app.running is False


def test_the_back_arrow_of_a_choice_steps_back_and_the_forward_arrow_forward(app):
    values: list[int] = []
    choice = Choice("Players", ["1", "2", "3", "4", "5"], 2, values.append)
    board = Board(app)
    board.group = FocusGroup([choice])
    choice.rect = pygame.Rect(100, 300, 500, 60)
    start(app, board)
    back = (choice.value_rect.left + 3, choice.value_rect.centery)
    forward = (choice.value_rect.right - 3, choice.value_rect.centery)
    for pos in (back, back, forward):
        post(motion(pos), down(pos), up(pos))
        app._frame(1 / 60)
    assert values == [1, 0, 1]
