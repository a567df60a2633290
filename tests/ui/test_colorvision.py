"""Colour-vision simulation (Machado et al. 2009), CIEDE2000, and the player inks that must stay apart."""

from __future__ import annotations

import itertools

import pytest

from game.render.seat_inks import INKS
from game.ui.colorvision import VISIONS, delta_e, min_difference, simulate, to_lab


def test_simulation_keeps_greys_grey() -> None:
    # every Machado matrix maps white to white and black to black (rows sum to 1)
    for vision in VISIONS:
        assert simulate((255, 255, 255), vision) == (255, 255, 255)
        assert simulate((0, 0, 0), vision) == (0, 0, 0)
        r, g, b = simulate((128, 128, 128), vision)
        assert max(r, g, b) - min(r, g, b) <= 1


def test_protan_and_deutan_confuse_red_and_green() -> None:
    red, green = (200, 40, 40), (60, 140, 40)
    assert delta_e(red, green) > 40
    for vision in ("protan", "deutan"):
        assert delta_e(simulate(red, vision), simulate(green, vision)) < 20


def test_tritan_confuses_blue_and_green_but_keeps_red_and_green() -> None:
    blue, teal = (40, 90, 220), (20, 150, 140)
    assert delta_e(simulate(blue, "tritan"), simulate(teal, "tritan")) < delta_e(blue, teal) / 2
    assert delta_e(simulate((200, 40, 40), "tritan"), simulate((60, 140, 40), "tritan")) > 30


def test_known_machado_value_for_pure_red() -> None:
    # the first column of the protanopia matrix applied to linear red (1, 0, 0)
    r, g, b = simulate((255, 0, 0), "protan")
    assert abs(r - 109) <= 1 and abs(g - 95) <= 1 and b == 0


def test_unknown_vision_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="unknown colour vision"):
        simulate((1, 2, 3), "mantis")


def test_lab_of_white_and_black() -> None:
    l, a, b = to_lab((255, 255, 255))
    assert abs(l - 100) < 0.01 and abs(a) < 0.01 and abs(b) < 0.01
    assert to_lab((0, 0, 0))[0] == pytest.approx(0, abs=1e-6)


def test_ciede2000_reference_pairs() -> None:
    # identical colours differ by 0; the difference is symmetric; black-white is the largest grey step
    assert delta_e((10, 200, 30), (10, 200, 30)) == 0
    assert delta_e((10, 200, 30), (200, 10, 30)) == pytest.approx(delta_e((200, 10, 30), (10, 200, 30)))
    assert delta_e((0, 0, 0), (255, 255, 255)) == pytest.approx(100, abs=0.5)
    # a just-noticeable step is small, a different hue is large
    assert delta_e((100, 100, 100), (102, 100, 100)) < 1.5
    assert delta_e((220, 40, 40), (40, 40, 220)) > 40


def test_inks_stay_apart_for_every_colour_vision() -> None:
    colors = [i.color for i in INKS]
    assert len(INKS) >= 8  # one per seat of the largest roll-and-write table
    for vision in VISIONS:
        assert min_difference(colors, vision) >= 20, vision


def test_inks_also_differ_in_pattern() -> None:
    patterns = [i.dashes for i in INKS]
    assert len(set(patterns)) == len(patterns)
    assert len({i.pattern for i in INKS}) == len(INKS)


def test_every_ink_pair_is_reported() -> None:
    # min_difference really looks at every pair: a duplicate ink makes it 0
    colors = [i.color for i in INKS] + [INKS[3].color]
    assert min_difference(colors) == 0
    assert all(delta_e(a.color, b.color) > 0 for a, b in itertools.combinations(INKS, 2))
