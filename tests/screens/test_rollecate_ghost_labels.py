"""Rollecate's placement ghosts: their labels ("1: turn left", "2: turn right") never overlap, and stay readable.

Every placement the rules offer is drawn: each card shape (straight, left and
right curve) laid at a railway's end heading each of the four ways, at zooms
from far out to close up, at the normal and the largest text size, with either
ghost in focus. The labels are read from where the view drew them.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.app import App
from game.rules.rollecate import railway
from game.scenes.rollecate.model import ShownTable
from game.scenes.rollecate.railway_view import Ghost, RailwayView, tags_apart
from game.ui import text


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    a.settings.text_size = "normal"
    a.apply_look()
    pygame.display.quit()


def drawn_labels(heading: int, card: str, zoom: float, focus: int) -> tuple[RailwayView, dict[int, pygame.Rect]]:
    """A railway of one straight card heading ``heading``; ``card``'s ghosts at its end, drawn at ``zoom`` pixels a square."""
    first = railway.placed(0, "1S", "straight", ((0, 0), heading))
    head = railway.head_of([first])
    view = RailwayView()
    view.set_rect(pygame.Rect(20, 20, 900, 340), 1.0)
    view.ghosts = [Ghost(("track", card, turn), railway.placed(1, card, turn, head)) for turn in railway.turns_of(card)]
    view.focus = focus
    shown = ShownTable(players=2, viewer=0, rail=[first], loco_no=0)
    view.follow(shown, at_once=True)
    view.camera.zoom = zoom
    cells = [c for g in view.ghosts for c in g.rail.cells]
    view.camera.cam = (sum(c[0] + 0.5 for c in cells) / len(cells), sum(c[1] + 0.5 for c in cells) / len(cells))
    surface = pygame.Surface((960, 400))
    view.draw(surface, shown)
    return view, view.label_rects


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_labels_of_every_placement_never_overlap_and_stay_in_view(app, text_size):
    app.settings.text_size = text_size
    app.apply_look()
    checked = 0
    for heading, card, zoom in itertools.product(range(4), ("2S", "3L", "4R"), (14, 22, 30, 40, 60, 90)):
        ways = len(railway.turns_of(card))
        for focus in range(ways):
            view, labels = drawn_labels(heading, card, zoom, focus)
            assert sorted(labels) == list(range(ways)), "every ghost has its label"
            for (a, ra), (b, rb) in itertools.combinations(labels.items(), 2):
                assert not ra.colliderect(rb), f"{card} heading {heading} at {zoom} px, focus {focus}: labels {a + 1} and {b + 1} overlap ({ra}, {rb})"
            for i, r in labels.items():
                assert view.rect.contains(r), f"label {i + 1} leaves the view: {r}"
            checked += 1
    assert checked == 4 * 6 * 5


def test_the_label_in_focus_says_the_turn_in_words_at_the_labels_size(app):
    with text.watch() as seen:
        drawn_labels(0, "3L", 22, 1)
    words = {d.text: d.pixels for d in seen}
    assert "2: turn right" in words, sorted(words)
    assert words["2: turn right"] >= 16


def test_tags_apart_keeps_a_tag_that_overlaps_nothing_where_it_wants_to_be():
    area = pygame.Rect(0, 0, 400, 400)
    a, b = pygame.Rect(100, 100, 80, 20), pygame.Rect(250, 100, 80, 20)
    assert tags_apart([a, b], area, 3) == [a, b]
    c = pygame.Rect(130, 110, 80, 20)  # overlaps a: moves beside it, the least way
    placed = tags_apart([a, c], area, 3)
    assert placed[0] == a and not placed[1].colliderect(a) and placed[1].top == a.bottom + 3
