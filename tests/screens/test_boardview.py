"""The hex board view: fitting, hit-testing, zoom and pan, clicks versus drags, shared cells, hover."""

import pygame
import pytest

from game.hexgrid import Hex, Stagger
from game.render.boardview import BallSprite, BoardView, spread, thumbnail
from game.render.pieces import BALL_COLORS
from tests.screens.support import cell, small_course


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    yield surface
    pygame.display.quit()


def fitted(course, rect=pygame.Rect(20, 20, 900, 520)):
    view = BoardView(course)
    view.set_rect(rect, 1.0)
    view.fit()
    return view


@pytest.mark.parametrize("stagger", [Stagger("y", "odd"), Stagger("y", "even"), Stagger("x", "odd"), Stagger("x", "even")])
def test_the_whole_course_fits_the_view_and_every_cell_is_found_under_its_centre(stagger):
    course = small_course(stagger=stagger)
    view = fitted(course)
    for h in course.terrain:
        for x, y in view.hex_polygon(h):
            assert view.rect.inflate(2, 2).collidepoint(x, y), f"{h} corner leaves the view"
        cx, cy = view.hex_center(h)
        assert view.hex_at((round(cx), round(cy))) == h


def test_a_resize_keeps_the_course_fitted_and_the_zoom_relative():
    course = small_course()
    view = fitted(course)
    view.zoom_by(2.0)
    rel = view.zoom / view.fit_zoom
    view.set_rect(pygame.Rect(10, 10, 1800, 900), 1.5)
    assert view.zoom / view.fit_zoom == pytest.approx(rel)
    view.fit()
    for h in course.terrain:
        assert view.rect.collidepoint(view.hex_center(h))


def test_zooming_keeps_the_point_under_the_pointer_still():
    view = fitted(small_course())
    anchor = (view.rect.x + 150, view.rect.centery)  # on the middle line, where the edges do not clamp
    before = view.to_map(*anchor)
    view.zoom_by(1.5, anchor)
    after = view.to_map(*anchor)
    assert after == pytest.approx(before, abs=0.5)
    assert view.zoomed_in


def test_zoom_never_goes_below_fitting_or_past_a_few_cells_across():
    view = fitted(small_course())
    view.zoom_by(0.1)
    assert view.zoom == pytest.approx(view.fit_zoom)
    view.zoom_by(1000)
    assert view.zoom == pytest.approx(view.max_zoom)


def test_wheel_zooms_drag_pans_and_a_plain_click_picks_a_cell():
    view = fitted(small_course())
    clicked = []
    view.on_click = clicked.append
    target = cell(5, 3)
    pos = tuple(round(v) for v in view.hex_center(target))
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert view.hover == target
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert clicked == [target]
    assert view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    assert view.zoomed_in
    cam = view.cam
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 60, pos[1]), rel=(60, 0), buttons=(1, 0, 0)))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(pos[0] + 60, pos[1]), button=1))
    assert view.cam[0] < cam[0], "dragging right moves the board right"
    assert clicked == [target], "a drag is not a click"


def test_keys_zoom_pan_and_fit():
    view = fitted(small_course())
    key = lambda k, mod=0: view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))  # noqa: E731
    assert key(pygame.K_PLUS)
    z = view.zoom
    assert z > view.fit_zoom
    cam = view.cam
    assert key(pygame.K_d)
    assert view.cam[0] > cam[0]
    assert key(pygame.K_0)
    assert view.zoom == pytest.approx(view.fit_zoom)


def test_balls_sharing_a_cell_are_all_visible_inside_it():
    view = fitted(small_course())
    h = cell(4, 2)
    sprites = [BallSprite(i, BALL_COLORS[i][1], str(i + 1), cell=h) for i in range(12)]
    places = view.ball_screen_pos(sprites)
    poly = view.hex_polygon(h)
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    centres = [places[i][0] for i in range(12)]
    for (x, y), r in places.values():
        assert min(xs) <= x - r and x + r <= max(xs) and min(ys) <= y - r and y + r <= max(ys)
    for i, a in enumerate(centres):
        for b in centres[i + 1 :]:
            assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 > 4, "two balls drawn on the same spot"


def test_spread_shrinks_balls_as_more_share_a_cell():
    radii = [spread(n)[0][2] for n in range(1, 13)]
    assert radii == sorted(radii, reverse=True)
    assert all(len(spread(n)) == n for n in range(1, 13))


def test_the_board_layer_is_rebuilt_at_the_new_size_so_it_stays_sharp(display):
    view = fitted(small_course())
    view.draw_board(display)
    first = view._layer
    view.set_rect(pygame.Rect(0, 0, 1200, 700), 1.2)
    view.draw_board(display)
    assert view._layer is not first and view._layer.get_size() == (1200, 700)
    second = view._layer
    view.draw_board(display)
    assert view._layer is second, "an unchanged view reuses the cached layer"


def test_hover_says_what_a_cell_is():
    course = small_course()
    view = fitted(course)
    view.hover = cell(4, 1)
    assert view.hover_lines()[0] == "Sand"
    view.hover = cell(7, 2)
    assert view.hover_lines()[0] == "Flat obstacle"
    view.hover = cell(14, 2)
    assert "hole" in view.hover_lines()[0].lower()


def test_pieces_and_terrain_are_drawn_where_the_course_says(display):
    course = small_course()
    view = fitted(course)
    display.fill((0, 0, 0))
    view.draw_board(display)
    water = view.hex_center(cell(11, 1))
    r, g, b, _ = display.get_at((round(water[0]) - 8, round(water[1]) + 8))
    assert b > r + 40, "ponds are blue"
    hole = view.hex_center(cell(14, 2))
    assert sum(display.get_at((round(hole[0]), round(hole[1]) + 2))[:3]) < 150, "the hole is a dark cup"
    view.set_hidden({6})
    view.draw_board(display)
    assert view._layer_key[-1] == frozenset({6})


def test_a_thumbnail_is_the_whole_course_in_small():
    img = thumbnail(small_course(), (180, 100))
    assert img.get_size() == (180, 100)
    colours = {img.get_at((x, 50))[:3] for x in range(20, 160, 10)}
    assert len(colours) > 3, "the course is drawn, not a blank card"


def test_hex_at_is_none_off_the_course():
    view = fitted(small_course())
    assert view.hex_at((view.rect.x + 1, view.rect.y + 1)) in (None, *view.course.terrain)
    assert view.hex_at((5000, 5000)) is None
    assert Hex(99, 99) not in view.course.terrain


def test_panning_scrolls_the_layer_and_matches_a_fresh_repaint(display):
    view = fitted(small_course())
    view.zoom_by(2.5)
    view.draw_board(display)
    for i in range(12):
        view.pan_by(-17, 9 if i % 3 else -6)
        view.draw_board(display)
    scrolled = view._layer.copy()
    view._layer = None
    view.draw_board(display)
    fresh = view._layer
    w, h = fresh.get_size()
    off = 0
    for x in range(0, w, 3):
        for y in range(0, h, 3):
            a, b = scrolled.get_at((x, y)), fresh.get_at((x, y))
            if max(abs(a[i] - b[i]) for i in range(4)) > 40:
                off += 1
    assert off < (w // 3) * (h // 3) * 0.002, f"{off} pixels differ after panning"
