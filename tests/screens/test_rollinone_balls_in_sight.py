"""Roll in One's balls and their numbers stay in sight: the chances of an aimed shot are written off every ball as it
is drawn (spread on the tee, piled elsewhere), and a pile leaves the number of each ball under another readable."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pygame

from game.app import App
from game.hexgrid import Hex
from game.match.record import SeatEntry
from game.render.balls import BallSprite, ball_places
from game.scenes.rollinone import drawing_board
from tests.screens.support import frames
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "build_scripts"))
import rollinone_shots as shots  # noqa: E402

SEATS = [SeatEntry("Ada", 0, False), SeatEntry("Ben", 1, False), SeatEntry("Cleo", 2, True)]
SPOT = 0.52
"""The white spot a ball's number is printed on, in ball radii (pieces.ball_image)."""


def test_no_chance_is_written_over_a_ball_on_the_tee_whatever_the_aim_and_club():
    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        shots._moment(app, SEATS, 5, lambda st, a: st.phase == "turn" and st.actor == 0)
        game = app.stack.top.game
        st = game.state
        assert sum(1 for p in st.players if p.ball == st.layout.tee) >= 2, "several balls wait on the tee"
        written = 0
        for club in ("putter", "iron6", "wood"):
            for aim in range(6):
                game.club, game.aim = club, aim
                frames(app)
                balls = drawing_board.ball_boxes(game)
                for words, box, _ in drawing_board.odds_labels(game):
                    written += 1
                    hit = [k for k, b in balls.items() if b.colliderect(box)]
                    assert not hit, f"{club}, aim {aim}: '{words}' is written over ball {hit}"
        assert written > 20, "the chances were written"
    finally:
        pygame.display.quit()


def test_each_ball_of_a_pile_keeps_its_number_in_sight():
    cell = Hex(3, 1)
    sprites = [BallSprite(k, (200, 40, 40), str(k + 1), cell=cell, stack=k) for k in range(3)]
    places = ball_places(sprites, 60, lambda c: (100.0, 100.0), lambda x, y: (x, y))
    for low in sprites:
        (x0, y0), r = places[low.key]
        for high in sprites:
            if high.stack <= low.stack:
                continue
            (x1, y1), r1 = places[high.key]
            gap = math.hypot(x1 - x0, y1 - y0)
            assert gap >= r1 + SPOT * r, f"ball {high.label} covers the number of ball {low.label} under it ({gap:.1f} < {r1 + SPOT * r:.1f})"

