"""The title keeps its cards drawn on the background while only the little picture moves: the same picture, less work."""

import pygame
import pytest

from game import paths
from game.app import App
from game.scenes.title import VIGNETTE_SECONDS, TitleScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(tmp_path / "user"))
    for cached in (paths.user_dir, paths.user_dir_problem, paths.saves_problem):
        cached.cache_clear()
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()
    monkeypatch.undo()
    for cached in (paths.user_dir, paths.user_dir_problem, paths.saves_problem):
        cached.cache_clear()


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def both_ways(title: TitleScene, surface: pygame.Surface) -> tuple[bytes, bytes]:
    """The frame drawn with the kept layer, then drawn plainly."""
    title.still_layer = True
    title.draw(surface)
    kept = pygame.image.tobytes(surface, "RGB")
    title.still_layer = False
    title.draw(surface)
    plain = pygame.image.tobytes(surface, "RGB")
    title.still_layer = True
    return kept, plain


def title_at(app, size: tuple[int, int]) -> TitleScene:
    """The title screen shown alone in a window of ``size``."""
    app.set_window_size(size)
    title = TitleScene(app)
    app.stack.push(title)
    app.stack.apply_pending()
    return title


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_title_with_its_kept_card_layer_is_the_same_picture_as_drawn_plainly(app, size):
    title = title_at(app, size)
    surface = app.surface
    title.draw(surface)  # the first frame is always drawn plainly
    steps = [None, pygame.K_DOWN, None, pygame.K_DOWN, pygame.K_DOWN, None, pygame.K_UP, None]
    for n, step in enumerate(steps):
        if step is not None:
            title.handle_event(key(step))
        title.time = VIGNETTE_SECONDS * n / len(steps)  # the picture at several moments of its animation
        kept, plain = both_ways(title, surface)
        assert kept == plain, f"frame {n} differs"
    hovered = title.group.widgets[2].rect.center
    title.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=hovered, rel=(0, 0), buttons=(0, 0, 0)))
    kept, plain = both_ways(title, surface)
    assert kept == plain
    assert title._layer_state is not None  # the kept layer was really used


@pytest.mark.parametrize("size", [(800, 480), (1280, 720), (3840, 2160)])
def test_the_moving_picture_stays_inside_its_area(app, size):
    # the kept layer puts the picture over the cards: it may only do so because they never meet
    title = title_at(app, size)
    surface = pygame.Surface(app.size)
    surface.fill((1, 2, 3))
    untouched = pygame.image.tobytes(surface, "RGB")
    for n in range(31):
        title.time = VIGNETTE_SECONDS * n / 30
        title._draw_art_moving(surface)
        surface.fill((1, 2, 3), title.art_rect)  # wipe the picture's own area: nothing else may have changed
        assert pygame.image.tobytes(surface, "RGB") == untouched, f"drawn outside its area at {title.time:.1f} s"
