"""Set-up, scorecard, pause, ranking and hand-over fit every window from 1024×600 to 4K without overlaps."""

import pygame
import pytest

from game.app import App
from game.scenes.common_setup import SetupScene
from game.scenes.handover import HandOver
from game.scenes.pause import PauseMenu
from game.scenes.ranking import RankEntry, RankingScene
from game.scenes.scorecard import ScorecardOverlay, ScoreCell, ScoreRow, ScoreTable
from tests.screens.test_setup_screen import spec

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)]


def setup_full(app):
    scene = SetupScene(app, spec(courses=6, broken=True), lambda r: None)
    scene._set_count(11)  # twelve players: the list scrolls
    return scene


def setup_small(app):
    return SetupScene(app, spec(courses=1), lambda r: None)


def scorecard(app):
    rows = [ScoreRow(i, f"Player {i + 1} with a long name", i, [ScoreCell("12", "+2p")] * 6, "72", highlight=i == 3) for i in range(12)]
    return ScorecardOverlay(app, ScoreTable("Scorecard: course III of 6", ["I", "II", "III", "IV", "V", "VI"], rows, current=2, footer="Strokes plus penalties."))


def ranking(app):
    entries = [RankEntry(i, f"Player {i + 1}", i, float(30 + i // 2), "I: 5  II: 7") for i in range(12)]
    return RankingScene(app, "Carom Golf: final ranking", entries, on_rematch=lambda: None)


SCENES = {
    "setup-12-players": setup_full,
    "setup-1-course": setup_small,
    "scorecard-12x6": scorecard,
    "pause": lambda a: PauseMenu(a, "carom", "Carom Golf"),
    "ranking-12": ranking,
    "handover": lambda a: HandOver(a, "Ada", 0, 0, lambda: None),
}


def assert_fits(scene, app, size):
    scene.resize(app.size)
    scene.draw(app.surface)
    window = pygame.Rect((0, 0), app.size)
    rects = scene.layout_rects()
    assert rects
    for name, r in rects:
        assert window.contains(r), f"{name} {r} leaves the {size} window"
    for i, (n1, r1) in enumerate(rects):
        for n2, r2 in rects[i + 1 :]:
            assert not r1.colliderect(r2), f"{n1} {r1} overlaps {n2} {r2} at {size}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCENES))
def test_layouts_fit_without_overlap(size, name):
    app = App(size=size, persist_settings=False, headless=True)
    scene = SCENES[name](app)
    assert_fits(scene, app, size)
    pygame.display.quit()


def test_ranking_shares_places_on_equal_scores():
    from game.scenes.ranking import places

    entries = [RankEntry(0, "A", 0, 9), RankEntry(1, "B", 1, 7), RankEntry(2, "C", 2, 9), RankEntry(3, "D", 3, 12)]
    assert [(p, e.name) for p, e in places(entries)] == [(1, "B"), (2, "A"), (2, "C"), (4, "D")]
