"""The Roll in One rules page (issue 25, point 6): a picture for every die face, terrain, caddie card and golfer,
and the page reached from the pause menu during a hole."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.rules.course import Terrain
from game.rules.rollinone import data
from game.scenes.pause import PauseMenu
from game.scenes.rollinone import diagrams, legend
from game.scenes.rules_scene import RulesScene, page_source
from tests.screens.rollinone_support import cpus, open_game, people, wait_for_person
from tests.screens.support import click, frames, press


@pytest.fixture
def screen():
    pygame.display.init()
    pygame.font.init()
    yield pygame.display.set_mode((960, 640))
    pygame.display.quit()


def _drawn(painter: legend.Painter, size: tuple[int, int] = (120, 90)) -> tuple[int, bool]:
    """How many pixels of its box a picture changed, and whether it drew outside the box."""
    surface = pygame.Surface((size[0] + 40, size[1] + 40))
    surface.fill((244, 234, 210))
    before = surface.copy()
    box = pygame.Rect(20, 20, *size)
    painter(surface, box, 1.0)
    changed = sum(1 for x in range(0, surface.get_width(), 2) for y in range(0, surface.get_height(), 2) if surface.get_at((x, y)) != before.get_at((x, y)))
    outside = any(surface.get_at((x, y)) != before.get_at((x, y)) for x in range(surface.get_width()) for y in (0, surface.get_height() - 1))
    return changed, outside


def test_every_caddie_card_and_golfer_has_its_own_picture(screen):
    assert set(legend.CARD_PICTURES) == set(data.CARD_IDS)
    assert set(legend.GOLFER_PICTURES) == set(data.GOLFER_IDS)
    pictures = {}
    for card, painter in {**legend.CARD_PICTURES, **legend.GOLFER_PICTURES}.items():
        changed, outside = _drawn(painter)
        assert changed > 120, f"{card}: the picture draws next to nothing"  # a quarter of the pixels sampled: ~500 drawn
        assert not outside, f"{card}: the picture runs out of its box"
        surface = pygame.Surface((120, 90))
        surface.fill((0, 0, 0))
        painter(surface, surface.get_rect(), 1.0)
        pictures[card] = pygame.image.tobytes(surface, "RGB")
    assert len(set(pictures.values())) == len(pictures), "no two cards share a picture"


def test_every_die_face_of_every_club_and_every_terrain_is_on_the_page():
    shown = {face for kind in diagrams.FACE_KINDS.values() for face in kind.faces}
    every = {face for club in data.CLUBS for face in club.faces}
    assert every <= shown
    for kind_id, kind in diagrams.FACE_KINDS.items():
        assert all(data.face_kind(face)[0] == kind_id for face in kind.faces)
        _, events = diagrams._shot(
            diagrams._position(diagrams._hole(diagrams._strip(kind.strip, rows=2, r0=-1), diagrams.Hex(len(kind.strip) - 1, 0)), [diagrams.Hex(0, 0)]),
            kind.club, diagrams.EAST, list(kind.rolls), list(kind.curves),
        )  # fmt: skip
        rolled = {data.face_kind(e.face)[0] for e in events if type(e).__name__ == "Rolled"}
        assert kind_id in rolled, f"the {kind.name} row's shot rolls no {kind.name}"
    board_terrain = {t for b in data_boards() for t in b}
    assert board_terrain <= {t for t, _, _ in diagrams.TERRAIN_RULES}


def data_boards() -> list[set[Terrain]]:
    """The terrain printed on every shipped Roll in One board."""
    from game import catalog
    from game.rules.rollinone import new_state

    st = new_state(2, catalog.load_course("rollinone"), 1)
    return [set(m.terrain.values()) for m in st.boards.maps]


def test_the_page_lays_out_and_draws_every_picture_at_two_sizes(screen):
    source = page_source("rollinone")
    for name in ("faces", "caddie_cards", "golfers", "terrain", "clubs"):
        assert f"diagrams:{name} " in source, name
    for scale in (1.0, 1.5):
        for fn in diagrams.PICTURES:
            surface = pygame.Surface((int(900 * scale), int(600 * scale)))
            surface.fill((0, 0, 0))
            fn(surface, surface.get_rect(), scale)
            assert surface.get_at((surface.get_width() // 2, surface.get_height() // 2))[:3] != (0, 0, 0)
    assert diagrams.FAILED == {}


def test_how_to_play_opens_the_roll_in_one_page_from_the_pause_menu_during_a_hole():
    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
        wait_for_person(app, table)
        assert table.state.hole >= 1 and table.state.phase == "turn"
        press(app, pygame.K_ESCAPE)
        pause = app.stack.top
        assert isinstance(pause, PauseMenu)
        click(app, pause.rules.rect.center)
        frames(app, 2)
        page = app.stack.top
        assert isinstance(page, RulesScene) and page.page == page.tabs.index(next(t for t in page.tabs if t.label == "Roll in One"))
        press(app, pygame.K_ESCAPE)
        assert app.stack.top is pause
    finally:
        pygame.display.quit()
