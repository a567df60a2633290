"""Undo by the rules of the table, in all four games, through the table's own undo path.

Two people and a computer play random games through the real table: hand-over
cards are confirmed with Enter or answered with their *Undo my move*, people
sometimes press Ctrl+Z. At every step, for every person, what the table offers
to take back is only that person's own decisions since the last chance
outcome or other seat's move; and what an undo really removes is one action
of the person at the screen, never a chance outcome or another seat's action.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.rules.protocol import CHANCE, TERMINAL
from game.scenes.handover import HandOver
from game.scenes.ranking import RankingScene
from game.scenes.table.scene import TableScene
from tests.screens.support import click, frames, press, until_armed
from tests.screens.tables import GAMES, open_table

ACTIONS_PER_GAME = 120


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def offered_only_own_moves(table: TableScene) -> None:
    """For every person: the moves the table would let them take back are their own, with no chance outcome among them."""
    session = table.session
    before = session.states[: session.ply]
    for person in table.human_seats():
        n = table.undo_available(person)
        for k in range(1, n + 1):
            state = before[-k]
            assert state.current_player == person, f"seat {person} would take back seat {state.current_player}'s move"
            assert state.current_player != CHANCE


def undo_as_the_person_at_the_screen(app: App, table: TableScene, how) -> None:
    """Press Undo (or the hand-over's Undo my move) and check what was taken back."""
    person = table.at_screen
    session = table.session
    n_before = len(session.record.actions)
    expected = table.undo_available(person) if person is not None else 0
    last_state = session.states[session.ply - 1] if session.ply else None
    how()
    taken = n_before - len(session.record.actions)
    assert taken == (1 if expected else 0), (taken, expected)
    if taken:
        assert last_state is not None and last_state.current_player == person, "only the person at the screen's own move goes"


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_never_takes_back_another_seats_move_or_a_chance_outcome(app, game_id):
    table = open_table(app, game_id, "--players", "3", "--computer", "1", seed=11)
    rng = random.Random(game_id)
    undos = handover_undos = 0
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, RankingScene) or table.state.current_player == TERMINAL or len(table.session.record.actions) >= ACTIONS_PER_GAME:
            break
        offered_only_own_moves(table)
        if isinstance(top, HandOver):
            until_armed(app)
            if top.on_undo is not None and rng.random() < 0.5:
                undo_as_the_person_at_the_screen(app, table, lambda t=top: click(app, t.undo.rect.center))
                handover_undos += 1
            else:
                press(app, pygame.K_RETURN)
            continue
        if top is not table:
            press(app, pygame.K_RETURN)  # the game's own results cards
            continue
        if table.may_act():
            if rng.random() < 0.2:
                undo_as_the_person_at_the_screen(app, table, lambda: press(app, pygame.K_z, pygame.KMOD_CTRL))
                undos += 1
            else:
                legal = list(table.state.legal_actions())
                assert table.play(legal[rng.randrange(len(legal))])
            frames(app)
        else:
            table.skip()
            frames(app)
    assert undos > 5, "the game was driven far enough to try undo"
    if game_id in ("eagles_creek", "rollecate"):  # (a Carom turn always ends with the die, which cannot be taken back)
        assert handover_undos > 0, "a hand-over offered Undo my move at least once"
