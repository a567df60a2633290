"""Every ink keeps a contrast of at least 3:1 against every terrain of a roll-and-write sheet (issue #26, point 4).

A line is its ink over its casing (paper under the dark inks, black under the
light ones): against each terrain, the ink or its edge keeps 3:1 (WCAG 2.1's
least for graphics, where an outline counts), and the ink keeps 3:1 against
its own edge. Terrain is read as printed: its base colour and the mean of its
painted tile.
"""

from __future__ import annotations

import pytest

from game.render import seat_inks
from game.render import terrain as terrain_art
from game.rules.course import Terrain
from game.ui.colorvision import contrast_ratio, relative_luminance

SHEET_TERRAINS = (Terrain.TEE, Terrain.FAIRWAY, Terrain.ROUGH, Terrain.SAND, Terrain.TREES, Terrain.WATER, Terrain.GREEN)
"""What an Eagle's Creek sheet is printed with (docs/rules/eagles-creek.md, "The course sheet")."""
LEAST = 3.0


def tile_mean(t: Terrain) -> tuple[int, int, int]:
    """The mean colour of a painted tile of ``t``."""
    img = terrain_art._paint(t, 0)
    w, h = img.get_size()
    pixels = [img.get_at((x, y)) for x in range(0, w, 3) for y in range(0, h, 3)]
    return tuple(round(sum(p[k] for p in pixels) / len(pixels)) for k in range(3))  # type: ignore[return-value]


@pytest.fixture(scope="module")
def printed() -> dict[Terrain, list[tuple[int, int, int]]]:
    return {t: [terrain_art.TERRAIN_COLORS[t], tile_mean(t)] for t in SHEET_TERRAINS}


def test_contrast_ratio_follows_wcag():
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert contrast_ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio((10, 20, 30), (10, 20, 30)) == 1
    assert relative_luminance((255, 255, 255)) == pytest.approx(1)


@pytest.mark.parametrize("ink", seat_inks.INKS, ids=[i.name for i in seat_inks.INKS])
def test_every_ink_keeps_three_to_one_against_every_terrain(ink, printed):
    assert contrast_ratio(ink.color, ink.casing) >= LEAST, "the ink against its own edge"
    for t, colours in printed.items():
        for colour in colours:
            best = max(contrast_ratio(ink.color, colour), contrast_ratio(ink.casing, colour))
            assert best >= LEAST, f"{ink.name} on {t.value} {colour}: {best:.2f}"


def test_the_lime_dotted_ink_reads_on_the_green():
    lime = next(i for i in seat_inks.INKS if i.name == "lime")
    green = terrain_art.TERRAIN_COLORS[Terrain.GREEN]
    assert contrast_ratio(lime.color, green) < 1.1  # the colour alone would vanish there ...
    assert contrast_ratio(lime.casing, green) >= LEAST  # ... its black edge carries it
