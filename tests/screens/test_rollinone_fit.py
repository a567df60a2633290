"""Roll in One's hole fills the board area: no empty ring of spaces is fitted round it in play, and while the hole is
designed the view fits the placed boards and the legal spots with one ring of spaces, not every board they could take."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.app import App
from game.match.record import SeatEntry
from tests.screens.support import frames
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "build_scripts"))
import rollinone_shots as shots  # noqa: E402

SEATS = [SeatEntry("Ada", 0, False), SeatEntry("Ben", 1, False), SeatEntry("Cleo", 2, True)]


def _course_box(view) -> pygame.Rect:  # type: ignore[no-untyped-def]
    pts = [p for h in view.course.terrain for p in view.hex_polygon(h)]
    xs, ys = [x for x, _ in pts], [y for _, y in pts]
    return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys)))


def test_a_long_hole_fills_the_height_left_under_the_banners():
    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        shots._moment(app, SEATS, 5, lambda st, a: st.phase == "turn" and st.actor == 0)
        frames(app, 3)
        view = app.stack.top.game.view
        box = _course_box(view)
        room = view.rect.h - view.top_room
        assert box.h > box.w, "this hole runs up the screen (the height is what limits it)"
        assert box.h >= 0.9 * room, f"the hole takes {box.h} of the {room} pixels left under the banners"
        assert box.top >= view.rect.top + view.top_room and box.bottom <= view.rect.bottom
    finally:
        pygame.display.quit()


def test_designing_the_view_keeps_every_spot_in_sight_with_the_boards_larger():
    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        shots._moment(app, SEATS, 5, lambda st, a: st.phase == "design" and len(st.placements) >= 3)
        frames(app, 3)
        game = app.stack.top.game
        view = game.view
        spots = game.design_tool.spots
        assert spots
        for spot in spots:
            assert view.rect.collidepoint(view.hex_center(spot)), "every legal spot's mark is on the board"
        box = _course_box(view)
        assert box.h >= 0.6 * (view.rect.h - view.top_room), f"the placed boards take only {box.h} pixels of the height"
    finally:
        pygame.display.quit()
