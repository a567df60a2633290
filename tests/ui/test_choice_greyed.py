"""A Choice's value that does not fit now is drawn grey and struck through; its label stays in ink either way."""

from __future__ import annotations

import pygame
import pytest

from game.ui.theme import PALETTE
from game.ui.widgets import Choice


@pytest.fixture
def window():
    pygame.display.init()
    pygame.font.init()
    yield pygame.display.set_mode((600, 120))
    pygame.display.quit()


def _draw(window: pygame.Surface, index: int, greyed: frozenset[int]) -> tuple[set, set]:
    """The colours of the label's half and of the value's area."""
    choice = Choice("Mode", ["Full game", "Solo round"], index, lambda i: None)
    choice.greyed_values = greyed
    choice.rect = pygame.Rect(10, 10, 580, 60)
    window.fill((0, 0, 0))
    choice.draw(window)
    label = pygame.Rect(choice.rect.x, choice.rect.y, choice.value_rect.x - choice.rect.x - 20, choice.rect.h)
    colours = lambda r: {window.get_at((x, y))[:3] for x in range(r.left, r.right) for y in range(r.top, r.bottom)}  # noqa: E731
    return colours(label), colours(choice.value_rect)


def test_a_greyed_value_is_grey_and_struck_through_and_the_label_keeps_its_ink(window):
    label, value = _draw(window, 1, frozenset({1}))
    assert tuple(PALETTE.disabled) in value and tuple(PALETTE.accent) not in value
    assert tuple(PALETTE.ink) in label, "the label is not greyed with the value"
    label, value = _draw(window, 0, frozenset({1}))
    assert tuple(PALETTE.accent) in value and tuple(PALETTE.disabled) not in value, "another value of the same Choice is not greyed"
    assert tuple(PALETTE.ink) in label
