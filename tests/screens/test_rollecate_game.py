"""Rollecate through the real scenes, driven with posted keys and clicks, headless.

The engine's state is only read, to check that what the screen did is what a
person asked for and what the rules allow.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import SeatEntry
from game.rules.rollecate import actions, cards
from game.scenes.pause import PauseMenu
from game.scenes.ranking import RankingScene
from game.scenes.rollecate.round_end import RoundOver
from tests.screens.rollecate_support import computers, ended, game, keys_turn, mouse_turn, open_game, wait_for_person
from tests.screens.support import click, frames, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def test_a_computer_game_reaches_the_ranking(app):
    table = open_game(app, computers(2), seed=5)
    for _ in range(6000):
        if ended(app):
            break
        if table.game.busy() or table.wait > 0:
            press(app, pygame.K_SPACE)
        elif type(app.stack.top).__name__ == "RoundOver":
            press(app, pygame.K_RETURN)
        else:
            frames(app)
    assert isinstance(app.stack.top, RankingScene)
    state = table.state
    assert table.record.finished and state.current_player < 0
    ranking = app.stack.top
    winner = ranking.ranked[0][1]
    assert ranking.rematch.detail == "same players and rounds", "a train game has no courses"
    assert winner.seat in state.winners()
    assert winner.score == state.totals[winner.seat]



def test_esc_on_the_round_results_opens_the_menu_over_them(app):
    """Every input is answered: the results swallowed Esc, so the menu could not be had until Continue."""
    table = open_game(app, computers(2), seed=5)
    for _ in range(6000):
        if isinstance(app.stack.top, RoundOver):
            break
        if table.game.busy() or table.wait > 0:
            press(app, pygame.K_SPACE)
        else:
            frames(app)
    results = app.stack.top
    assert isinstance(results, RoundOver)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    assert app.stack.visible()[-2:] == [results, app.stack.top], "the results stay up beneath the menu"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is results

def test_a_whole_turn_with_the_keyboard_alone(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=4)
    kinds = []
    while len({k for k in kinds} & {"track", "roll"}) < 2:
        assert wait_for_person(app, table)
        kinds.append(actions.parse(keys_turn(app, table))[0])
    assert "track" in kinds and "roll" in kinds
    assert any(e == "track" for e in kinds[:2]), "the set-up cards were laid with Enter"


def test_a_whole_turn_with_the_mouse_alone(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=4)
    kinds = []
    while not ({"track", "roll"} <= set(kinds)):
        assert wait_for_person(app, table)
        kinds.append(actions.parse(mouse_turn(app, table))[0])
    assert wait_for_person(app, table)
    if table.state.phase == actions.CHOOSE:  # and a pass, by its button
        ply = table.ply
        frames(app)
        click(app, game(table).controls.buttons["pass"].rect.center)
        assert table.ply > ply and table.record.actions[ply] == actions.PASS


def _person_holding_a_blocked_card(app, table, limit=40):
    """Play on (with keys) until the person holds a track card that may not be laid now."""
    for _ in range(limit):
        assert wait_for_person(app, table)
        state = table.state
        if state.phase == actions.CHOOSE:
            hand = state.hands[0]
            blocked = [i for i, c in enumerate(hand) if not cards.is_chaos(c) and i not in game(table).stage.tray.playable]
            if blocked:
                return blocked[0]
        keys_turn(app, table, prefer_play=state.phase != actions.CHOOSE)
    raise AssertionError("no blocked card came up")


def test_a_card_that_may_not_be_laid_is_refused_and_the_reason_shown(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=8)
    index = _person_holding_a_blocked_card(app, table)
    g = game(table)
    ply = table.ply
    frames(app)
    click(app, g.stage.tray.hand_rects[index].center)
    assert table.ply == ply, "a blocked card is not laid"
    assert g.controls.placing is None and not g.stage.rail_view.ghosts, "no ghost is offered for it"
    reason = g.stage.rail_view.blocked_note
    assert reason and ("may not follow" in reason or "room" in reason or "faces a card" in reason)
    assert reason in g.controls.preview()
    press(app, pygame.K_RETURN)  # the keyboard cannot lay it either
    assert table.ply == ply
    card = table.state.hands[0][index]
    illegal = ("track", card, "straight" if card[1] == "S" else "left")
    assert table.play(illegal) is False, "the table refuses it too"
    assert table.ply == ply and table.record.actions[-1:] != [illegal]


def test_a_click_beside_the_ghosts_lays_nothing(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=4)
    assert wait_for_person(app, table)
    assert table.state.phase == actions.SETUP_LAY
    ply = table.ply
    frames(app)
    rv = game(table).stage.rail_view
    corner = (rv.rect.x + 4, rv.rect.bottom - 4)
    assert rv.ghost_at(corner) is None
    click(app, corner)
    assert table.ply == ply


def test_penalty_cards_are_ordered_by_the_player_and_pairs_cancel(app):
    """Keep passing until several penalty cards must be laid; order them with the keys; pairs leave."""
    table = open_game(app, [SeatEntry("Ada", 1)], seed=21)
    ordered = False
    for _ in range(120):
        if not wait_for_person(app, table):
            break
        state = table.state
        if state.phase == actions.PENALTY:
            g = game(table)
            pending = list(state.pending)
            top = state.piles[0][-1] if state.piles[0] else None
            # pick a card that cancels the top when there is one, with → and Enter
            target = next((i for i, c in enumerate(pending) if top and cards.number(c) == cards.number(top)), len(pending) - 1)
            frames(app)
            for _ in range(target):
                press(app, pygame.K_RIGHT)
            assert g.stage.tray.focus_pending == target
            before = len(table.state.piles[0])
            ply = table.ply
            press(app, pygame.K_RETURN)
            assert table.record.actions[ply] == actions.penalty(cards.number(pending[target]))
            if top and cards.number(pending[target]) == cards.number(top):
                assert table.state.stat(0, "pairs") >= 1 and len(table.state.piles[0]) < before + 1
            ordered = True
            break
        # lay everything possible in one go to make the locomotive derail, else pass
        keys_turn(app, table, prefer_play=True)
    assert ordered, "a choice of penalty order came up"


def test_solo_with_the_derailment_limit_ends_in_a_loss(app):
    table = open_game(app, [SeatEntry("Ada", 1)], seed=3, derail_limit=0)
    for _ in range(300):
        if not wait_for_person(app, table):
            break
        keys_turn(app, table, prefer_play=True)
    assert ended(app)
    assert table.state.lost
    assert "lost" in app.stack.top.title


def test_the_game_rests_only_while_a_person_decides(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=4)
    assert table.wake_in() == 0.0  # the banner, the set-up cards flying
    assert wait_for_person(app, table)
    for _ in range(200):  # the banner goes up, the camera settles
        frames(app)
    assert game(table).controls.active
    assert table.wake_in() is None, "nothing moves: the loop may sleep until input"
    press(app, pygame.K_RETURN)  # a set-up card laid: it flies, the camera follows
    assert table.wake_in() == 0.0
