"""Rollecate's screens fit every window from 1024×600 to 4K: set-up, the table with four players, round results."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import SeatEntry
from game.rules.rollecate.events import RoundScored
from game.scenes.common_setup import SetupScene
from game.scenes.rollecate import setup as setup_mod
from game.scenes.rollecate.round_end import RoundOver
from tests.screens.rollecate_support import game, open_game
from tests.screens.support import frames
from tests.screens.test_layouts import assert_fits

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def app(request):
    a = App(size=request.param, persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def test_the_set_up_with_its_choices_fits(app):
    scene = SetupScene(app, setup_mod.spec(), lambda r: None)
    scene._set_count(3)
    assert_fits(scene, app, app.size)


def test_round_results_for_four_fit(app):
    seats = [SeatEntry(f"Player {i + 1}", i) for i in range(4)]
    hands = (("1S", "2L", "C4"), ("3R",), (), ("4S", "4L", "1R", "2S", "3S"))
    piles = (("1S", "2S"), ("3L",), (), ("4S", "2L", "1L", "3S"))
    event = RoundScored(0, (12, 7, 0, 30), (5, 2, 0, 9), hands, (12, 7, 0, 30), piles)
    assert_fits(RoundOver(app, seats, event, 2, False, lambda: None), app, app.size)


def test_the_table_parts_stay_apart_with_four_players(app):
    table = open_game(app, [SeatEntry(f"P{i}", i, True) for i in range(4)], seed=2)
    frames(app, 3)
    lay = game(table).stage.lay
    board = table.board_rect
    for name, r in (("railway", lay.railway), ("hand", lay.hand), ("side", lay.side)):
        assert board.contains(r), f"{name} leaves the board"
    assert not lay.railway.colliderect(lay.hand) and not lay.hand.colliderect(lay.side)
    extra = table.panel.extra
    parts = [lay.piles, *lay.mats]
    for i, r in enumerate(parts):
        assert extra.contains(r), f"part {i} leaves the panel's extra area"
        for other in parts[i + 1 :]:
            assert not r.colliderect(other)
    for row in table.panel.rows:
        assert not row.colliderect(extra), "the seat rows keep clear of the piles and mats"
