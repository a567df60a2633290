"""A press meant to skip an animation never lands on the decision that comes up after it (game/scenes/table/settle.py).

Found in real windows: a click on Carom's board while the die still rolled, then
one more, struck the ball toward the pointer; Space, Space on Roll in One's
"Hole 1" swung the preselected club. A person's decision that comes up just
after a skip takes no committing key or click until the player pauses for
:data:`~game.scenes.handover.ARM_SECONDS`; every press meanwhile starts the
wait again; moving the aim is taken at once.

Only frames count here (the wall clock is frozen): a slow machine's clock would
otherwise arm the table between two frames and hide a misfire.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match.record import SeatEntry
from game.rules.protocol import TERMINAL
from game.scenes import handover
from game.scenes.handover import ARM_SECONDS, HandOver
from game.scenes.ranking import RankingScene
from game.scenes.table import settle
from game.scenes.table.scene import TableScene
from game.scenes.table.settle import REACT_SECONDS, SkipGuard
from tests.screens.support import frames, move, settled, until_armed
from tests.screens.tables import GAMES, open_table

FRAME = 1 / 60
RHYTHM_FRAMES = int(0.4 / FRAME)
"""Presses 0.4 s apart: a person pressing on in the rhythm of the skips before."""


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(settle, "monotonic", lambda: 0.0)
    monkeypatch.setattr(handover, "monotonic", lambda: 0.0)
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def key_now(app: App, key: int) -> None:
    """A key pressed and released at once (no pause before it, unlike ``support.press``), then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    frames(app)


def click_now(app: App, pos: tuple[int, int]) -> None:
    """A click at once (no pause before it, unlike ``support.click``), then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app)


def person_is_next(table: TableScene) -> bool:
    """Something is being shown, and what follows it is a person's own decision (no computer, no chance draw between)."""
    cp = table.state.current_player
    return table.still_showing() and table.pending is None and table.game.busy() and cp >= 0 and cp not in table.bots


def skip_to_the_decision(app: App, table: TableScene, press_on) -> bool:  # type: ignore[no-untyped-def]
    """Skip what is shown the way ``press_on`` does, over and over, until the decision is up; False when none came."""
    for _ in range(20):
        if not table.still_showing():
            break
        press_on()
    return app.stack.top is table and table.may_act() and not table.still_showing()


@pytest.mark.parametrize("game_id", GAMES)
def test_keys_pressed_on_in_the_rhythm_of_skips_never_make_the_decision_that_comes_up(app, game_id):
    table = open_table(app, game_id, "--players", "1", seed=5)
    rng = random.Random(game_id)
    checked = 0
    for _ in range(30_000):
        top = app.stack.top
        if isinstance(top, RankingScene) or table.state.current_player == TERMINAL or checked >= 4:
            break
        if top is not table:
            until_armed(app)
            key_now(app, pygame.K_RETURN)  # results, a hand-over: closed after a pause
            continue
        if person_is_next(table):
            if not skip_to_the_decision(app, table, lambda: key_now(app, pygame.K_SPACE)):
                continue
            assert table.settle.settling(), "the decision came up right after a skip"
            n = len(table.record.actions)
            for _ in range(4):
                for key in (pygame.K_SPACE, pygame.K_RETURN):
                    key_now(app, key)
                    assert len(table.record.actions) == n, f"{pygame.key.name(key)} pressed on from the skip made a move"
                frames(app, RHYTHM_FRAMES)
            assert table.settle.settling(), "every press started the wait again"
            frames(app, int(ARM_SECONDS / FRAME) + 1)
            assert not table.settle.settling(), "after a pause the decision takes a press"
            checked += 1
            continue
        if table.may_act() and not table.still_showing():
            legal = list(table.state.legal_actions())
            assert table.play(legal[rng.randrange(len(legal))])
        frames(app)
    assert checked >= 2, "the game showed a person's own outcome before their next decision"


def carom_at_a_rolling_die(app: App) -> TableScene:
    """A solo Carom game with the person's card chosen and the die rolling for the stroke."""
    table = open_table(app, "carom", "--players", "1", seed=5)
    for _ in range(5000):
        if table.state.phase == "strike" and table.game.busy():
            return table
        if table.may_act() and not table.still_showing():
            legal = list(table.state.legal_actions())
            assert table.play(legal[0])
        frames(app)
    raise AssertionError("no die rolled for a stroke")


def test_a_second_click_on_carom_s_board_after_the_die_was_skipped_strikes_nothing(app):
    table = carom_at_a_rolling_die(app)
    n = len(table.record.actions)
    target = table.board_rect.center
    click_now(app, target)  # skips the die
    assert not table.game.busy() and table.may_act(), "the die landed and the stroke is the person's to make"
    click_now(app, target)  # one more, as the rhythm of the first
    assert len(table.record.actions) == n, "the click meant to skip struck the ball"
    assert table.settle.settling()
    settled(app)
    ball = table.game.ball_cell()
    aim = table.game.legal_directions()[0]
    there = table.game.view.hex_center(ball.neighbor(aim))
    move(app, there)
    click_now(app, (int(there[0]), int(there[1])))
    assert len(table.record.actions) > n, "after a pause the click strikes"


def test_moving_the_aim_is_taken_at_once_after_a_skip(app):
    table = carom_at_a_rolling_die(app)
    key_now(app, pygame.K_SPACE)
    assert table.may_act() and table.settle.settling()
    before = table.game.aim_dir
    key_now(app, pygame.K_RIGHT)
    assert table.game.aim_dir != before, "the arrow turned the aim"
    assert table.settle.settling(), "moving the aim commits nothing"


def test_a_click_on_the_table_s_buttons_is_never_held_back(app):
    table = carom_at_a_rolling_die(app)
    key_now(app, pygame.K_SPACE)
    assert table.settle.settling()
    click_now(app, table.scorecard_button.rect.center)
    assert app.stack.top is not table, "Scores opened at once"


def test_the_rhythm_of_skips_in_roll_in_one_does_not_swing_the_club(app):
    from tests.screens.rollinone_support import open_game

    table = open_game(app, [SeatEntry("Ada", 0, False)], seed=8)
    swings = 0
    for _ in range(20_000):
        if swings >= 2 or table.state.current_player == TERMINAL:
            break
        top = app.stack.top
        if isinstance(top, HandOver) or top is not table:
            until_armed(app)
            key_now(app, pygame.K_RETURN)
            continue
        if person_is_next(table) and table.state.phase == "turn":
            if not skip_to_the_decision(app, table, lambda: key_now(app, pygame.K_SPACE)):
                continue
            n = len(table.record.actions)
            key_now(app, pygame.K_SPACE)
            assert len(table.record.actions) == n, "the Space that came in the rhythm of the skip swung the club"
            frames(app, int(ARM_SECONDS / FRAME) + 1)
            key_now(app, pygame.K_SPACE)
            assert len(table.record.actions) > n, "after a pause Space swings"
            swings += 1
            continue
        if table.may_act() and not table.still_showing():
            legal = list(table.state.legal_actions())
            assert table.play(legal[0])
        frames(app)
    assert swings >= 2


def test_the_guard_holds_only_a_decision_that_came_up_just_after_a_skip():
    guard = SkipGuard()
    press_event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    guard.tick(1.0)
    assert not guard.holds_back(press_event), "nothing was shown: a press is taken"
    guard.watch(True)
    guard.tick(1.0)
    guard.watch(False)  # a decision came up as the animation ended, nothing was skipped
    assert guard.holds_back(press_event), "a press at once was meant for the animation (it ended before the press came)"
    guard.tick(ARM_SECONDS + 0.01)
    assert not guard.holds_back(press_event), "a pause arms it"
    guard.watch(True)
    guard.tick(1.0)
    guard.watch(False)
    guard.tick(REACT_SECONDS + 0.01)
    assert not guard.holds_back(press_event), "a press after a person's reaction time is taken"
    guard.watch(True)
    guard.skipped()
    guard.tick(2.0)  # the skip was long before the decision
    guard.watch(False)
    guard.tick(REACT_SECONDS + 0.01)
    assert not guard.holds_back(press_event)
    guard.watch(True)
    guard.skipped()
    guard.tick(0.1)
    guard.watch(False)
    assert guard.holds_back(press_event), "0.1 s after the skip"
    guard.tick(ARM_SECONDS - 0.05)
    assert guard.holds_back(press_event), "a press started the wait again"
    guard.tick(ARM_SECONDS + 0.01)
    assert not guard.holds_back(press_event), "a pause arms it"
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    guard.skipped()
    assert not guard.holds_back(wheel)
    guard.clear()  # a hand-over was confirmed
    assert not guard.holds_back(press_event)


def test_a_click_that_comes_just_after_the_die_landed_by_itself_strikes_nothing(app):
    table = carom_at_a_rolling_die(app)
    while table.game.busy():
        frames(app)  # the die lands by itself: the click meant to skip it comes a moment too late
    assert table.may_act()
    n = len(table.record.actions)
    click_now(app, table.board_rect.center)
    assert len(table.record.actions) == n, "the click meant for the rolling die struck the ball"
