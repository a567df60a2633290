"""The table's own buttons (Undo, Scores, Menu) after a menu opened from them closes again."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.pause import PauseMenu
from tests.screens.support import click, frames
from tests.screens.tables import GAMES, open_table


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def inked(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Dark pixels (a button's label) inside ``rect``."""
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom) if sum(surface.get_at((x, y))[:3]) < 300)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_menu_button_is_still_there_after_the_menu_it_opened_closes(app, game_id):
    table = open_table(app, game_id, "--players", "2")
    frames(app, 20)
    surface = pygame.display.get_surface()
    menu = table.menu_button.rect.copy()
    before = inked(surface, menu)
    assert before > 20, "the Menu button is drawn at first"
    click(app, menu.center)
    app.stack.apply_pending()
    pause = app.stack.top
    assert isinstance(pause, PauseMenu)
    click(app, dict(pause.layout_rects())["Resume"].center)
    app.stack.apply_pending()
    frames(app, 5)
    assert app.stack.top is table
    assert inked(surface, menu) > before // 2, "Menu is drawn again once the pause menu is gone (it vanished while lit)"
    assert not table.menu_button.focused, "and not left lit where the pointer no longer is"


def test_a_button_under_the_pointer_is_lit_not_hidden(app):
    from tests.screens.support import move

    table = open_table(app, "carom", "--players", "2")
    frames(app, 20)
    surface = pygame.display.get_surface()
    for button in (table.scorecard_button, table.menu_button):
        rect = button.rect.copy()
        before = inked(surface, rect)
        move(app, rect.center)
        frames(app, 3)
        assert button.focused, "pointed at, it is lit"
        assert inked(surface, rect) > before // 2, f"{button.label} is still drawn under the pointer"
        move(app, (5, 5))
        frames(app, 3)
