"""A sheet you can read (issue #26, point 4), on the real table.

The turn banner never covers the printed title and tables; the three tables sit
in the side panel with the row and column that apply now lit; each flag's
cloth stays in its own hex; hole labels never cover the sides near a flag; the
others' sheets open large on a click. (Ink contrast: tests/ui/test_ink_contrast.py.)
"""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.app import App
from game.rules.eagles_creek import sheet_for
from game.scenes.eagles_creek import tables_card
from game.scenes.eagles_creek.others import OthersOverlay
from game.scenes.eagles_creek.sheet_view import SheetView, flag_parts
from game.scenes.table.scene import TableScene
from tests.screens.eagles_support import computers, game, people, start, wait_for_person
from tests.screens.support import click, frames, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


@pytest.fixture(scope="module")
def sheet():
    return sheet_for(catalog.load_course("eagles_creek"))


def zooms(view: SheetView):  # type: ignore[no-untyped-def]
    """The view fitted, then zoomed in twice (the page as a player sees it at rest and close up)."""
    view.fit()
    yield
    for factor in (2.2, 2.2):
        view.zoom_by(factor)
        yield


def inside(point: tuple[float, float], polygon: list[tuple[float, float]]) -> bool:
    """Ray casting: True when ``point`` lies inside ``polygon``."""
    x, y = point
    hit = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def test_the_flags_cloth_stays_in_its_own_hex(app, sheet):
    view = SheetView(sheet)
    view.set_rect(pygame.Rect(0, 0, 938, 528), 1.0)
    for _ in zooms(view):
        for hole in sheet.holes.values():
            poly = view.hex_polygon(hole.flag)
            cup, top, cloth = flag_parts(view.hex_center(hole.flag), view.cell_size)
            for p in (cup, top, *cloth):
                assert inside(p, poly), (hole.number, p)


def test_hole_labels_never_cover_the_sides_near_a_flag(app, sheet):
    view = SheetView(sheet)
    view.set_rect(pygame.Rect(0, 0, 938, 528), 1.0)
    flags = [h.flag for h in sheet.holes.values()]
    for _ in zooms(view):
        sides = [
            tuple(view.to_screen(*p) for p in view.layout.edge_endpoints(e)) for f in flags for c in f.spiral(1) for e in c.edges()
        ]
        for n, hole in sheet.holes.items():
            tag = view.tag_rect(view.hex_center(view.labels[n]), hole, view.cell_size)
            assert view.labels[n].distance(hole.flag) >= 2
            for a, b in sides:
                assert not tag.clipline(a, b), (n, a, b)


def test_the_turn_banner_never_covers_the_printed_title_or_tables(app):
    table = start(app, [*people(1), *computers(1, 1)], seed=5)
    g = game(table)
    seen = 0
    for _ in range(600):
        if table.banner is not None:
            seen += 1
            assert not table.banner_rect.colliderect(g.view.rect), "the banner is never over the sheet"
        if table.may_act() and g.chooser is not None and not g.queue:
            break
        frames(app)
    assert seen
    # zoomed in and panned to the printed header, a new turn's banner still leaves it alone
    g.view.zoom_by(3.0, g.view.header_rect().center)
    table.banner = (0, "dice", 0.0)
    frames(app)
    assert not table.banner_rect.colliderect(g.view.rect)
    assert table.banner_rect.colliderect(table.panel_rect)


def test_the_tables_card_lights_the_row_and_column_that_apply_now(app):
    table = start(app, people(1), seed=11)
    wait_for_person(app, table)
    g = game(table)
    alloc = g.chooser.alloc
    lit = g.lit()
    assert lit is not None and lit.club == alloc.club
    assert (lit.strength, lit.accuracy) == (alloc.value("strength"), alloc.value("accuracy"))
    assert lit.row == "tee"  # every first shot is from the tee
    press(app, pygame.K_UP)  # another die on Hole: the columns follow
    lit = g.lit()
    assert (lit.strength, lit.accuracy) == (alloc.value("strength"), alloc.value("accuracy"))
    # the card is in the side panel, and the lit cell is tinted there
    panel = table.panel.extra
    assert panel.colliderect(table.panel_rect) and not panel.colliderect(g.view.rect)
    frames(app)
    surface = pygame.display.get_surface()
    card = pygame.Rect(panel.x, panel.y, panel.w, tables_card.card_height(table.scale))
    tinted = sum(1 for x in range(card.x, card.right, 2) for y in range(card.y, card.bottom, 2) if surface.get_at((x, y))[:3] == tables_card.TINT)
    assert tinted > 100


def test_a_wood_from_the_fairway_and_a_putt_are_explained_on_the_card(sheet):
    tables = sheet.tables
    assert "fewer" in tables_card.lit_for("wood", 4, 3, "fairway", tables).notes[0]
    putt = tables_card.lit_for("putter", 4, 3, "green", tables)
    assert putt.row is None and "curl" in putt.notes[0]
    assert tables_card.lit_for("iron", 4, 3, "green", tables).row == "fairway"


def test_the_others_sheets_open_large_on_a_click_and_close_without_touching_the_table(app):
    table = start(app, [*people(1), *computers(2, 1)], seed=5)
    wait_for_person(app, table)
    g = game(table)
    frames(app, 2)
    assert g.mini_area.w > 0 and g.mini_area.colliderect(table.panel_rect)
    click(app, g.mini_area.center)
    app.stack.apply_pending()
    overlay = app.stack.top
    assert isinstance(overlay, OthersOverlay)
    assert overlay.view.rect.w > 3 * g.mini_area.w, "large"
    assert sorted(overlay.seats) == [1, 2]
    seat, rect = overlay.legend[0]
    click(app, rect.center)  # one player's sheet alone
    assert overlay.only == seat
    drawn = len(g.chooser.alloc.order)
    click(app, (5, 5))  # outside the card: closes, and the click lands on nothing beneath
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TableScene) and len(g.chooser.alloc.order) == drawn
    assert table.state.phase == "plan"


def test_the_others_sheets_open_with_the_keyboard_too(app):
    table = start(app, [*people(1), *computers(2, 1)], seed=5)
    wait_for_person(app, table)
    frames(app, 2)
    press(app, pygame.K_o)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, OthersOverlay), "O opens the others' sheets, as a click on the thumbnail does"
    press(app, pygame.K_ESCAPE)
    app.stack.apply_pending()
    assert app.stack.top is table and table.state.phase == "plan"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_two_outcome_notes_still_fit_the_panel_beside_the_tables_card_with_three_players(size):
    from game.scenes.table import outcome_note

    a = App(size=size, persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    try:
        table = start(a, [*people(1), *computers(2, 1)], seed=5)
        wait_for_person(a, table)
        notes = [
            ("Cpu 1: Stops at the bunker", "The last segment would cross it: the ball stops where it begins."),
            ("Cpu 2: On the flag!", "Not a 6 on accuracy: one more stroke is written and the hole is done. Hole 3: 4 strokes."),
        ]
        placed = outcome_note.place(table, notes)
        assert placed is not None and len(placed) == 2, "the notes stay off the sheet"
        assert all(r.bottom <= table.panel.extra.y for r in placed), "and off the tables card"
    finally:
        pygame.display.quit()
