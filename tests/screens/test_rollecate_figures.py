"""Piles that add up: the mats, the side panel, the scorecard and the round results say the same (issue #27, points 1 and 2).

Whole games with two people and a computer go through the real table, the
people choosing at random. After every frame the side panel's rows, the
players' mats and the scorecard must agree with each other (they read one
shown table), and whenever nothing is being shown they must agree with the
engine. Each round's results must show the piles as the round ended, after its
last move has played out.
"""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.app import App
from game.match import SeatEntry
from game.rules.protocol import CHANCE, TERMINAL
from game.rules.rollecate import cards
from game.rules.rollecate.events import LocomotiveMoved, RoundScored
from game.scenes.rollecate import piles
from game.scenes.rollecate.play import RollecateGame
from game.scenes.rollecate.round_end import RoundOver
from tests.screens.rollecate_support import game, open_game

PEOPLE_AND_A_COMPUTER = [SeatEntry("Ada", 1), SeatEntry("Ben", 2), SeatEntry("Cpu", 3, True)]


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def shown_everywhere(table) -> list[tuple[int, int, int, int]]:  # type: ignore[no-untyped-def]
    """Per seat (points so far, pile points, pile cards, hand) — asserting the panel, the mats and the scorecard agree."""
    g = game(table)
    card = g.score_table()
    out = []
    for seat, entry in enumerate(table.seats):
        total, note = g.seat_line(seat)
        mat = piles.mat_lines(g.stage.shown, seat, entry.name, g.stage.derail_limit)
        pile_points = int(re.fullmatch(rf"{seat + 1} · {entry.name}: pile (\d+)", mat[0]).group(1))  # type: ignore[union-attr]
        pile_cards, hand = (int(x) for x in re.fullmatch(r"(\d+) cards? · hand (\d+)", mat[1]).groups())  # type: ignore[union-attr]
        assert note.startswith(f"{hand} in hand"), (note, mat)
        row = card.rows[seat]
        assert row.total == total, f"scorecard total {row.total}, panel {total}"
        if card.current is not None:
            assert row.cells[card.current].main == str(pile_points), "the scorecard's round so far is the mat's pile"
        out.append((int(total), pile_points, pile_cards, hand))
    return out


def engine_figures(state) -> list[tuple[int, int, int, int]]:  # type: ignore[no-untyped-def]
    """The same figures read from the engine's state."""
    return [(int(state.scores()[s]), cards.points(state.piles[s]), len(state.piles[s]), len(state.hands[s])) for s in range(state.players)]


def play_game(app: App, seed: int, *, skip: bool, on_results=None, dt: float = 1 / 60) -> int:  # type: ignore[no-untyped-def]
    """A two-round game, the people choosing at random; checks the figures every frame; returns the actions compared."""
    table = open_game(app, PEOPLE_AND_A_COMPUTER, seed=seed, rounds=2)
    g = game(table)
    rng = random.Random(seed)
    compared = 0
    checked_ply = -1
    for _ in range(60000):
        top = app.stack.top
        name = type(top).__name__
        if name == "RankingScene":
            return compared
        if name == "HandOver":
            top._ready()
        elif isinstance(top, RoundOver):
            if on_results is not None:
                on_results(table, top)
            top.close()
        elif top is table and table.may_act() and g.controls.active:
            table.play(rng.choice(table.state.legal_actions()))
        elif skip:
            g.skip()
            table.wait = 0.0
        app.stack.apply_pending()
        app._frame(dt)
        if app.stack.top is not table and type(app.stack.top).__name__ != "HandOver":
            continue
        figures = shown_everywhere(table)
        settled = not g.busy() and table.pending is None and table.state.current_player not in (TERMINAL,)
        if settled and table.ply != checked_ply and table.state.current_player != CHANCE:
            assert figures == engine_figures(table.state), f"ply {table.ply}: the table shows {figures}, the engine holds {engine_figures(table.state)}"
            checked_ply = table.ply
            compared += 1
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", [5, 8, 13])
def test_the_panel_the_mats_and_the_scorecard_agree_with_the_engine_after_every_action(app, seed):
    assert play_game(app, seed, skip=True) > 60


def test_the_figures_agree_with_every_animation_played_out(app):
    assert play_game(app, 21, skip=False, dt=1 / 12) > 60  # long frames: the same steps, fewer pictures


def test_round_results_show_each_pile_as_it_ended_once_the_last_move_played_out(app, monkeypatch):
    seen: list[RoundScored] = []
    last_events: list[object] = []
    present = RollecateGame.present

    def recording(self, before, action, events):  # type: ignore[no-untyped-def]
        last_events[:] = list(events)
        return present(self, before, action, events)

    monkeypatch.setattr(RollecateGame, "present", recording)

    def at_results(table, results: RoundOver) -> None:  # type: ignore[no-untyped-def]
        g = game(table)
        shown = g.stage.shown
        event = results.event
        assert results.piles == [list(p) for p in event.piles], "the results show the event's piles"
        assert shown.piles == [list(p) for p in event.piles], "behind the results, the mats show the same piles"
        for seat, (pile, hand) in enumerate(zip(event.piles, event.hands)):
            assert cards.points(pile) + cards.points(hand) == event.points[seat]
        assert shown.rail, "the railway is not cleared before the results"
        assert g.stage.animation.tl.done, "every move of the round played out before the results"
        assert g.panel_heading()[0] == f"Round {event.round + 1} of 2", "the side panel names the round whose results are up"
        card = g.score_table()
        assert [row.cells[event.round].main for row in card.rows] == [str(p) for p in event.points]
        assert [row.total for row in card.rows] == [str(t) for t in event.totals]
        moved = [e for e in last_events if isinstance(e, LocomotiveMoved)]
        if moved:
            assert shown.loco_no == moved[-1].to_no, "the locomotive stands where the last roll took it"
        seen.append(event)

    play_game(app, 8, skip=False, on_results=at_results, dt=1 / 12)
    assert len(seen) == 2, "both rounds' results were shown"
    assert any(seen[0].piles), "the first round's piles are shown, not emptied by the next round"
