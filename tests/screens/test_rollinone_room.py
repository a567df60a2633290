"""Roll in One's board leaves room for what is over it: the banners never cover the course's top row, and the hover
label stays over the board, off the side panel's cards, the dice, the choice buttons and the balls."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.scenes.rollinone import drawing_board
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "build_scripts"))
import rollinone_shots as shots  # noqa: E402

SIZES = [(1280, 720), (1920, 1080)]


def course_top(table) -> float:
    view = table.game.view
    return min(y for h in view.course.terrain for _, y in view.hex_polygon(h))


@pytest.mark.parametrize("moment", ["odds", "campaign_design"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_course_is_fitted_below_the_turn_banner_and_the_paper_strip(size, moment):
    app = App(size=size, persist_settings=False, headless=True)
    try:
        getattr(shots, moment)(app)
        table = app.stack.top
        view = table.game.view
        strip = drawing_board.banner_rect(view.rect, "Ada plays Lay Up", "Before a roll: the ball lands where it is", table.scale)
        top = course_top(table)
        assert top >= strip.bottom, f"the paper strip (to {strip.bottom}) covers the course's top row (from {top:.0f})"
        assert top >= table.banner_rect.bottom, "the turn banner covers the course's top row"
        assert view.rect.contains(strip), "the strip is over the board, not elsewhere"
    finally:
        pygame.display.quit()


def test_while_the_turn_banner_shows_the_paper_strip_waits_in_the_side_panel():
    app = App(size=(1920, 1080), persist_settings=False, headless=True)
    try:
        shots.odds(app)
        table = app.stack.top
        table.game.banner = ("Ben plays Lay Up", "Before a roll: the ball lands where it is")
        table.banner = (1, "shot 2", 1.0)
        dock = drawing_board.docked_rect(table.game)
        assert dock is not None and table.panel_rect.contains(dock), "docked in the side panel's free room"
        assert not dock.colliderect(table.banner_rect)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hover_label_stays_over_the_board_clear_of_cards_dice_buttons_and_balls(size):
    app = App(size=size, persist_settings=False, headless=True)
    try:
        shots.odds(app)
        table = app.stack.top
        game = table.game
        view = game.view
        placed: list[pygame.Rect] = []
        real = view.draw_tooltip

        def noting(*args, **kwargs):  # type: ignore[no-untyped-def]
            box = real(*args, **kwargs)
            if box is not None:
                placed.append(box)
            return box

        view.draw_tooltip = noting  # type: ignore[method-assign]
        balls = [view.hex_center(c) for seat in game.in_play() if (c := game.ball_of(seat)) is not None]
        cells = sorted(view.course.terrain, key=lambda h: view.hex_center(h))
        pointers = [view.hex_center(cells[-1]), view.hex_center(cells[0]), *balls]  # the far right by the panel, the far left, each ball
        for x, y in pointers:
            game.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(1, 0), buttons=(0, 0, 0)))  # a pointer moved there
            drawing_board.draw_overlay(game, app.surface)
        assert len(placed) == len(pointers), "a label for every space pointed at"
        for box in placed:
            assert table.board_area.contains(box), f"{box} leaves the board for the panel or the dice"
            assert not box.colliderect(table.panel_rect) and not box.colliderect(table.strip)
            assert not box.colliderect(game.bar.rect), "the choice buttons stay clickable"
            assert not any(box.collidepoint(b) for b in balls), "no ball is hidden"
    finally:
        pygame.display.quit()
