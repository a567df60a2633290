"""Colour-vision safety of the seat colours: Machado 2009 simulation, CIE76 difference, numbers and bands."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from game.render import pieces
from game.ui.colorvision import simulate, to_lab

DEFICIENCIES = ("protan", "deutan", "tritan")
MIN_DIFFERENCE = 20.0
"""CIE76 ΔE every two of the first six seats keep, for every colour vision (issue #18)."""


def cie76(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """ΔE*ab (CIE 1976): the distance in CIELAB."""
    return math.dist(to_lab(a), to_lab(b))


def seen_difference(a: tuple[int, int, int], b: tuple[int, int, int], vision: str) -> float:
    return cie76(simulate(a, vision), simulate(b, vision))


def seat_looks(n: int) -> list[tuple[str, tuple[int, int, int], bool]]:
    """The looks the first ``n`` seats get by default (seat i takes the lowest look no one has: look i)."""
    return [pieces.ball_style(i) for i in range(n)]


@pytest.mark.parametrize("vision", ("normal", *DEFICIENCIES))
def test_first_six_seat_colours_stay_apart_for_every_colour_vision(vision):
    looks = seat_looks(6)
    for (n1, c1, _), (n2, c2, _) in itertools.combinations(looks, 2):
        d = seen_difference(c1, c2, vision)
        assert d >= MIN_DIFFERENCE, f"{n1} and {n2} differ by only {d:.1f} with {vision} vision"


def test_the_old_palette_failed_and_the_check_would_catch_it():
    """The colours before the fix: blue and purple ~9 apart for protanopia, red and green ~17 for deuteranopia."""
    old_blue, old_purple, old_red, old_green = (52, 96, 196), (130, 70, 170), (206, 56, 48), (56, 150, 74)
    assert seen_difference(old_blue, old_purple, "protan") < 10
    assert seen_difference(old_red, old_green, "deutan") < MIN_DIFFERENCE


def test_seats_seven_to_twelve_share_a_colour_only_with_a_band():
    looks = seat_looks(12)
    for (n1, c1, band1), (n2, c2, band2) in itertools.combinations(looks, 2):
        closest = min(seen_difference(c1, c2, v) for v in ("normal", *DEFICIENCIES))
        if closest < MIN_DIFFERENCE:
            assert band1 != band2, f"{n1} and {n2} look alike for some colour vision and have the same pattern"
    assert [band for _, _, band in looks] == [False] * 6 + [True] * 6


def test_every_look_is_different_and_every_ball_carries_its_number():
    looks = [pieces.ball_style(i) for i in range(pieces.BALL_STYLE_COUNT)]
    assert len({(c, band) for _, c, band in looks}) == pieces.BALL_STYLE_COUNT
    pygame.font.init()

    def grey(img: pygame.Surface) -> list[int]:
        return [sum(img.get_at((x, y))[:3]) // 3 for x in range(0, img.get_width(), 2) for y in range(0, img.get_height(), 2)]

    _, red, _ = pieces.ball_style(1)
    three, five = pieces.ball_image(30, red, "3"), pieces.ball_image(30, red, "5")
    assert grey(three) != grey(five), "without any colour, the number tells two balls apart"
    plain, banded = pieces.ball_image(30, red, "3", False), pieces.ball_image(30, red, "3", True)
    bright = lambda img: sum(v > 200 for v in grey(img))  # noqa: E731
    assert bright(banded) > bright(plain) * 1.5, "the band is a white pattern, seen without colour"
