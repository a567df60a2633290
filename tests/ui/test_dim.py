"""The veil behind an overlay (render/drawing.dim), laid down from a kept band, darkens as one veil the size of the window would."""

from __future__ import annotations

import pygame
import pytest

from game.render import drawing


@pytest.fixture
def window():
    pygame.display.init()
    yield pygame.display.set_mode((801, 481))
    pygame.display.quit()


def _one_veil(surface: pygame.Surface, alpha: int) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((18, 10, 4, alpha))
    surface.blit(veil, (0, 0))


def _busy(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
    out = pygame.Surface(size, flags)
    drawing.table(out)
    for x in range(0, size[0], 9):
        pygame.draw.line(out, (x % 256, 200, 255 - x % 256, 90 + x % 160), (x, 0), (size[0] - x, size[1]), 3)
    return out


@pytest.mark.parametrize("alpha", [120, 130, 140, 150])
def test_the_window_is_darkened_to_the_same_pixels(window, alpha):
    picture = _busy(window.get_size())
    expected = picture.copy()
    _one_veil(expected, alpha)
    window.blit(picture, (0, 0))
    drawing.dim(window, alpha)
    assert pygame.image.tobytes(window, "RGBA") == pygame.image.tobytes(expected, "RGBA")


@pytest.mark.parametrize("flags", [0, pygame.SRCALPHA])
def test_a_picture_off_the_window_too_of_any_height(window, flags):
    for size in ((300, 1), (300, drawing.VEIL_ROWS + 1), (1000, 700)):  # a band cut short at the bottom; wider than the window
        picture = _busy(size, flags)
        expected = picture.copy()
        _one_veil(expected, 140)
        drawing.dim(picture, 140)
        assert pygame.image.tobytes(picture, "RGBA") == pygame.image.tobytes(expected, "RGBA"), (size, flags)
