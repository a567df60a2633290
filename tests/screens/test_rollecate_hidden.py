"""Hidden hands on screen: two people at one screen never see each other's cards.

During one person's turn every sampled frame is drawn twice: once as it is,
once with the other person's hand swapped for different cards. The two
pictures must be identical, so nothing of the other hand reaches the screen.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.app import App
from game.match import SeatEntry
from game.rules.rollecate import cards
from game.scenes.handover import HandOver
from game.scenes.rollecate import play as play_mod
from tests.screens.rollecate_support import game, keys_turn, open_game, wait_for_person
from tests.screens.support import frames, press, until_armed


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def other_hand(state, seat: int):
    """The state with ``seat``'s hand replaced by as many different cards (taken from what is unseen)."""
    hand = state.hands[seat]
    pool = [k for k in cards.KINDS for _ in range(state.deck[cards.KIND_INDEX[k]]) if k not in hand]
    assert len(pool) >= len(hand)
    swapped = tuple(cards.sort_cards(pool[: len(hand)]))
    return dataclasses.replace(state, hands=tuple(swapped if i == seat else h for i, h in enumerate(state.hands)))


def picture(app: App) -> bytes:
    surface = app.surface
    app.stack.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def assert_other_hand_unseen(app: App, table, other: int, resync: bool = False) -> None:
    """Draw the frame with the real state and with ``other``'s hand swapped: the pictures must match."""
    session = table.session
    real = session.states[session.ply]
    fake = other_hand(real, other)
    assert fake.hands[other] != real.hands[other]
    if resync:
        table.game.sync()
    first = picture(app)
    session.states[session.ply] = fake
    try:
        if resync:
            table.game.sync()
        second = picture(app)
    finally:
        session.states[session.ply] = real
        if resync:
            table.game.sync()
    assert first == second, "something of the other hand showed on screen"


def test_two_people_never_see_each_others_hands(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Ben", 2)], seed=6)
    checked_turns = {0: 0, 1: 0}
    handovers = 0
    for n in range(4000):
        top = app.stack.top
        if isinstance(top, HandOver):
            handovers += 1
            assert table.viewer is None and game(table).stage.shown.hand == [], "nobody's hand while the screen is passed"
            until_armed(app)
            press(app, pygame.K_RETURN)
            continue
        if table.may_act() and game(table).controls.active:
            seat = table.state.current_player
            if not table.state.is_setup:
                assert table.viewer == seat
                assert_other_hand_unseen(app, table, 1 - seat)
                assert_other_hand_unseen(app, table, 1 - seat, resync=True)
                checked_turns[seat] += 1
                frames(app)  # the decision opens again after the re-sync
            keys_turn(app, table, prefer_play=True)
            continue
        frames(app)
        viewer = table.viewer
        if n % 5 == 0 and viewer is not None and not table.state.is_setup:
            assert_other_hand_unseen(app, table, 1 - viewer)  # mid-animation frames too
        if checked_turns[0] >= 3 and checked_turns[1] >= 3:
            break
    assert checked_turns[0] >= 3 and checked_turns[1] >= 3
    assert handovers >= 4, "a hand-over came before the turns"


def test_the_drawing_reads_only_the_view_of_the_person_at_the_screen(app, monkeypatch):
    """Every view the plug-in draws from is the viewer's own, or one with its hand emptied (nobody looking)."""
    wrong = []
    real_seen = play_mod.seen_view
    holder = {}

    def spy(state, viewer):
        table = holder.get("table")
        if table is not None and viewer is not None and viewer != table.viewer:
            wrong.append((viewer, table.viewer, table.ply))
        view = real_seen(state, viewer)
        if viewer is None:
            assert view.hand == () and view.viewer < 0
        return view

    monkeypatch.setattr(play_mod, "seen_view", spy)
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Ben", 2)], seed=6)
    holder["table"] = table
    for _ in range(30):
        assert wait_for_person(app, table)
        keys_turn(app, table, prefer_play=True)
    assert wrong == []


def test_the_saved_games_picture_leaves_the_hand_out(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=4)
    area = table.game.picture_area(table.board_rect)
    lay = game(table).stage.lay
    assert table.board_rect.contains(area)
    assert not area.colliderect(lay.hand) and not area.colliderect(lay.side)
