"""A camera for a railway that grows, and nothing drawn over what must be read (issue #27, points 3 and 4).

Games go through the real table; what is checked is where things land on
screen: every card inside the view at Fit, the locomotive always in view, card
numbers drawn at a readable size, the cards penalties come from marked, and
the note about a card that may not be laid clear of the railway's end, the last
card and the locomotive, and drawn over the locomotive.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import SeatEntry
from game.rules.protocol import TERMINAL
from game.rules.rollecate import actions, cards, railway
from game.scenes.rollecate import faces, geometry, railway_view
from game.scenes.rollecate.railway_view import BADGE_RADIUS, FOLLOW_SQUARE, LocoPose
from game.ui.theme import PALETTE, px
from tests.screens.rollecate_support import game, keys_turn, open_game, wait_for_person
from tests.screens.support import frames, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def drive(app: App, table, until, limit: int = 40000) -> None:  # type: ignore[no-untyped-def]
    """Play on (people's moves by the computer player for their seat), animations skipped, until ``until()``."""
    from game import catalog

    bots = {s: catalog.make_bot("rollecate", s, 99 + s) for s in table.human_seats()}
    g = game(table)
    for _ in range(limit):
        if until():
            return
        top = app.stack.top
        name = type(top).__name__
        if name == "HandOver":
            top._ready()
        elif name == "RoundOver":
            top.close()
        elif name == "RankingScene":
            raise AssertionError("the game ended first")
        elif top is table and table.may_act() and g.controls.active:
            seat = table.state.current_player
            table.play(bots[seat].choose(table.state))
        else:
            g.skip()
            table.wait = 0.0
        app.stack.apply_pending()
        app._frame(1 / 60)
    raise AssertionError("the moment never came")


def deciding(table) -> bool:  # type: ignore[no-untyped-def]
    return table.may_act() and game(table).controls.active and table.state.phase == actions.CHOOSE


def settle(app: App, table) -> None:  # type: ignore[no-untyped-def]
    """The camera where it is gliding to, and a frame drawn."""
    game(table).stage.rail_view.camera.settle()
    frames(app)


def test_fit_shows_the_whole_railway_however_long(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=4)
    drive(app, table, lambda: deciding(table) and len(table.state.railway) >= 16)
    view = game(table).stage.rail_view
    press(app, pygame.K_0)
    settle(app, table)
    shown = game(table).stage.shown
    for rail in shown.rail:
        assert view.fit_rect.contains(view.card_rect(rail)), f"card {rail.no} is out of view at Fit"
    view.camera.zoom_by(1.5)  # the player zooms in: no longer following...
    assert not view.camera.following
    press(app, pygame.K_0)  # ...until Fit
    settle(app, table)
    assert all(view.fit_rect.contains(view.card_rect(r)) for r in shown.rail)


@pytest.mark.parametrize("seed", [4, 12])
def test_the_locomotive_never_leaves_the_view_and_a_followed_railway_is_never_cut(app, seed):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Ben", 2), SeatEntry("Cpu", 3, True)], seed=seed, rounds=2)
    g = game(table)
    view = g.stage.rail_view
    checked = {"plies": 0, "whole": 0, "stretch": 0}
    last = [-1]

    def check() -> bool:
        if table.state.current_player == TERMINAL:
            return True
        if g.busy() or table.ply == last[0] or not table.may_act() or app.stack.top is not table:
            return False
        last[0] = table.ply
        view.camera.settle()
        shown = g.stage.shown
        loco = shown.loco_index()
        if loco is not None:
            assert view.fit_rect.contains(view.card_rect(shown.rail[loco])), f"ply {table.ply}: the locomotive is out of view"
        if view.whole:
            assert all(view.fit_rect.contains(view.card_rect(r)) for r in shown.rail), f"ply {table.ply}: a card is cut"
            checked["whole"] += 1
        else:
            extra = [railway.head_of(shown.rail)[0], *(c for gh in view.ghosts for c in gh.rail.cells)]
            assert view.camera.fit_zoom(geometry.bounds(shown.rail, extra)) < px(FOLLOW_SQUARE, view.scale), "only a railway too long is followed in part"
            assert all(view.fit_rect.contains(view.card_rect(r)) for r in shown.rail[loco or 0 :]), f"ply {table.ply}: the stretch ahead is cut"
            checked["stretch"] += 1
        checked["plies"] += 1
        return False

    drive(app, table, check)
    assert checked["plies"] > 60 and checked["whole"] > 30, checked


def test_card_numbers_are_drawn_at_a_readable_size_when_zoomed_out(app, monkeypatch):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=4)
    drive(app, table, lambda: deciding(table) and len(table.state.railway) >= 16)
    view = game(table).stage.rail_view
    press(app, pygame.K_0)
    view.camera.zoom_by(0.4)  # as far out as the player may go
    radii: list[float] = []
    badge = faces._badge
    monkeypatch.setattr(faces, "_badge", lambda surface, center, radius, number: (radii.append(radius), badge(surface, center, radius, number)))
    frames(app)
    assert view.unit * 0.2 < px(BADGE_RADIUS, view.scale), "zoomed out far enough that scaled numbers would shrink"
    assert radii and min(radii) >= px(BADGE_RADIUS, view.scale), "every number at a readable size"


def test_the_cards_penalties_come_from_are_marked_from_the_start_to_the_locomotive(app, monkeypatch):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=4)
    drive(app, table, lambda: deciding(table) and table.state.loco >= 3)
    g = game(table)
    view = g.stage.rail_view
    marked: list[pygame.Rect] = []
    dashed = railway_view._dashed_rect
    monkeypatch.setattr(railway_view, "_dashed_rect", lambda surface, color, rect, width, dash: (marked.append(rect), dashed(surface, color, rect, width, dash)))
    view._still_key = None
    settle(app, table)
    shown = g.stage.shown
    loco = shown.loco_index()
    assert loco == table.state.loco >= 3
    assert view.penalty_cards(shown) == shown.rail[:loco], "from the start up to the locomotive's card, not including it"
    painted = [r.move(view.rect.topleft).center for r in marked]  # painted on the still layer, which lies at the view's corner
    wanted = [view.card_rect(r).center for r in shown.rail[:loco]]
    assert len(painted) == len(wanted) and all(abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1 for a, b in zip(painted, wanted))
    shown.loco_no = shown.rail[0].no  # the locomotive on the first card: no card would be taken
    marked.clear()
    view._still_key = None
    frames(app)
    assert marked == []


def _blocked(app, table, least_cards: int = 5) -> bool:  # type: ignore[no-untyped-def]
    """Play on until the person's hand holds a track card that may not be laid (put in focus); False if the game ends first."""
    g = game(table)
    for _ in range(150):
        if not wait_for_person(app, table):
            return False
        if table.state.phase == actions.CHOOSE and len(table.state.railway) >= least_cards:
            for k, it in enumerate(g.controls.items()):
                if it.kind == "hand" and it.index not in g.stage.tray.playable and not cards.is_chaos(g.stage.shown.hand[it.index]):
                    g.controls.focus = k
                    g.controls._sync_focus()
                    return True
        keys_turn(app, table, prefer_play=table.state.phase != actions.CHOOSE)
    return False


def test_a_note_about_the_number_rule_covers_neither_the_railways_end_nor_the_last_card(app):
    seen = 0
    for seed in (2, 3, 4, 8, 9, 10, 11):  # games in which the person holds such a card on a railway of five or more
        table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=seed)
        while _blocked(app, table):
            g = game(table)
            view = g.stage.rail_view
            settle(app, table)
            assert view.blocked_note and view.note_rect.w > 0, "the note is drawn"
            shown = g.stage.shown
            cell, _ = railway.head_of(shown.rail)
            x, y = view.to_screen((float(cell[0]), float(cell[1])))
            head = pygame.Rect(round(x), round(y), round(view.unit), round(view.unit))
            assert not view.note_rect.colliderect(head), f"seed {seed}: the railway's end stays in sight"
            assert not view.note_rect.colliderect(view.card_rect(shown.rail[-1])), f"seed {seed}: the card just laid stays in sight"
            assert view.fit_rect.contains(view.note_rect)
            seen += 1
            if seen >= 4:
                return
            keys_turn(app, table, prefer_play=False)
        app.stack.pop()
        app.stack.apply_pending()
    raise AssertionError(f"only {seen} notes came up")


def test_the_locomotive_is_drawn_under_the_note(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=8)
    assert _blocked(app, table, least_cards=1)
    g = game(table)
    view = g.stage.rail_view
    settle(app, table)
    note = view.note_rect
    spot = (note.x + px(5, view.scale), note.centery)  # inside the note's border, left of its words
    view.loco_pose = LocoPose(view.camera.to_map(*spot), 0.0)  # the locomotive right under that spot
    surface = pygame.Surface(app.size)
    g.draw_board(surface)
    assert tuple(surface.get_at(spot))[:3] == PALETTE.paper, "the note is on top"
    view.blocked_note = ""
    g.draw_board(surface)
    assert tuple(surface.get_at(spot))[:3] != PALETTE.paper, "(and the locomotive is really there)"


def test_the_note_leaves_with_the_focus_on_its_card(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=8)
    assert _blocked(app, table, least_cards=1)
    g = game(table)
    frames(app)
    assert g.stage.rail_view.note_rect.w > 0
    while g.controls.items()[g.controls.focus].kind != "button":
        press(app, pygame.K_RIGHT)
    assert g.stage.rail_view.blocked_note == "" and g.stage.rail_view.note_rect.w == 0, "the note was about the card, not the button"


def test_captions_keep_clear_of_the_railway_and_the_turn_banner(app):
    """At each decision of a game, a caption goes over no card of a railway followed whole, and never under the turn banner."""
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=5)
    g = game(table)
    view = g.stage.rail_view
    s = g.stage.lay.scale
    height = px(40, s)  # one caption
    seen = {"clear": 0, "banner": 0, "ply": -1}

    def check() -> bool:
        if not deciding(table) or table.ply == seen["ply"] or not g.stage.shown.rail:
            return seen["clear"] >= 15
        seen["ply"] = table.ply
        view.camera.settle()
        table.banner = None
        if view.whole:
            band = pygame.Rect(view.rect.x, g.stage.animation.caption_top(height), view.rect.w, height)
            assert not any(band.colliderect(view.card_rect(r)) for r in g.stage.shown.rail), f"ply {table.ply}: a caption over the railway"
            seen["clear"] += 1
        table.banner = (0, "your turn", 1.0)
        band = pygame.Rect(view.rect.x, g.stage.animation.caption_top(height), view.rect.w, height)
        assert not band.colliderect(table.banner_rect), "never under the turn banner"
        table.banner = None
        return False

    drive(app, table, check)


def _out_of_sight(table, view) -> list[str]:  # type: ignore[no-untyped-def]
    """What must be read but lies outside the visible board area or under the turn banner now."""
    fit = view.fit_rect
    banner = table.banner_rect if table.banner is not None else None
    shown = game(table).stage.shown
    wanted = {f"ghost {i}": view.card_rect(gh.rail) for i, gh in enumerate(view.ghosts)}
    wanted |= {f"label of ghost {i}": r for i, r in view.label_rects.items()}
    if shown.rail:
        cell, _ = railway.head_of(shown.rail)
        x, y = view.to_screen((float(cell[0]), float(cell[1])))
        wanted["the railway's end"] = pygame.Rect(round(x), round(y), round(view.unit), round(view.unit))
    out = [f"{what} {r} outside {fit}" for what, r in wanted.items() if not fit.contains(r)]
    return out + [f"{what} under the banner" for what, r in wanted.items() if banner is not None and r.colliderect(banner)]


@pytest.mark.parametrize("seed", [4, 7])
def test_the_railways_end_the_ghosts_and_their_labels_stay_in_sight_at_every_frame(app, seed):
    """Played as a person does (Enter every 0.8 s, animations at their pace): from the set-up on, even while the camera
    glides and while a computer shows the card it lays, the railway's end, every ghost and every label stay inside the
    board area the railway is fitted in, never under the turn banner."""
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Ben", 2), SeatEntry("Cpu", 3, True)], seed=seed)
    view = game(table).stage.rail_view
    looked = {"ghosts": 0, "banner": 0, "computer": 0}
    for f in range(60 * 45):
        if f % 48 == 0:
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.stack.apply_pending()
        app._frame(1 / 60)
        if app.stack.top is not table or not view.ghosts:
            continue
        assert not (out := _out_of_sight(table, view)), f"frame {f}, ply {table.ply} ({table.state.phase}): {out}"
        looked["ghosts"] += 1
        looked["banner"] += table.banner is not None
        looked["computer"] += table.state.current_player == 2
    assert looked["ghosts"] > 300 and looked["banner"] > 30 and looked["computer"] > 10, looked
