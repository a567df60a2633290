"""A person's turn through the real table: golfers, club and aim, the odds, curves and caddie cards."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.app import App
from game.rules.course import Terrain
from game.rules.rollinone.actions import ChooseGolfer, Curve, PlayCard, Swing
from game.scenes.rollinone import reach
from tests.screens.rollinone_support import cpus, open_game, people, wait_for_person
from tests.screens.support import click, frames, move, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def test_choosing_a_golfer_with_the_keys(app):
    table = open_game(app, people("Ada"), seed=4, variant="solo", choose_golfers=True)
    wait_for_person(app, table)
    assert table.state.phase == "golfer_choose"
    offered = [o.action for o in table.game.bar.options]
    assert offered == table.state.legal_actions() and all(isinstance(a, ChooseGolfer) for a in offered)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert table.state.players[0].golfer == offered[1].golfer


def _to_turn(app, table):
    for _ in range(200):
        wait_for_person(app, table)
        if table.state.phase == "turn":
            return
        press(app, pygame.K_RETURN)
    raise AssertionError("no turn")


def test_a_swing_with_the_keys_and_one_with_the_mouse(app):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
    _to_turn(app, table)
    game = table.game
    press(app, pygame.K_3)
    assert game.club == "iron9"
    press(app, pygame.K_DOWN)
    assert game.club == "iron6"
    aim = game.aim
    press(app, pygame.K_LEFT)
    assert game.aim == (aim + 1) % 6
    before = table.state.players[0].shots
    press(app, pygame.K_RETURN)
    assert table.state.players[0].shots == before + 1
    assert table.record.actions[-1] == Swing("iron6", (aim + 1) % 6) or tuple(table.record.actions[-2]) == tuple(Swing("iron6", (aim + 1) % 6))
    _to_turn(app, table)
    if table.state.current_player != 0:
        return
    click(app, game.tray.slots["wedge"].center)
    assert game.club == "wedge"
    ball = table.state.players[0].ball
    target = next(d for d in range(6) if table.state.layout.inside(ball.neighbor(d)))
    move(app, game.view.hex_center(ball.neighbor(target)))
    click(app, game.view.hex_center(ball.neighbor(target)))
    swings = [a for a in table.record.actions if isinstance(a, (list, tuple)) and len(a) == 2 and a[0] == "wedge"]
    assert swings and tuple(swings[-1]) == ("wedge", target)


def test_pointing_at_a_die_shows_its_odds_from_the_lie(app, monkeypatch):
    from game.ui import text

    table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
    _to_turn(app, table)
    drawn: list[str] = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda s, *a, **k: (drawn.append(s), real(s, *a, **k))[1])
    move(app, table.game.tray.slots["iron4"].center)
    assert table.game.pointed == "iron4"
    frames(app)
    lie = table.state.layout.at(table.state.players[0].ball) or Terrain.ROUGH
    dist = reach.distances("iron4", lie, table.state.golfers_of(0))
    assert f"{dist[1]:.0%}" in drawn and f"{dist[3]:.0%}" in drawn, "each distance's chance is written"
    assert "4-Iron, d12" in drawn


def test_the_odds_of_a_club_are_the_engines_own_table():
    from game.rules.rollinone import odds

    for club in ("putter", "wedge", "iron6"):
        mine, engine = reach.distances(club), odds.flight_distances(club)
        assert max(abs(a - b) for a, b in zip(mine, engine)) < 1e-4
    sand = reach.distances("wood", Terrain.SAND)
    assert sand[0] > 0.1, "from sand a first number does not move, so some shots go nowhere"


def test_a_curve_is_chosen_by_key_or_click_and_a_card_by_its_button(app):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
    _to_turn(app, table)
    st = table.state
    # give Ada a Mulligan and a Lay Up, then swing the 6-Iron: the card windows open with them
    players = (replace(st.players[0], hand=("mulligan", "lay_up")), *st.players[1:])
    table.session.states[-1] = replace(st, players=players)
    table.game.sync()
    press(app, pygame.K_4)
    press(app, pygame.K_RETURN)
    played = 0
    for _ in range(300):
        wait_for_person(app, table)
        s = table.state
        if s.phase == "curve" or not s.flight:
            break
        if s.phase == "rolled" and "mulligan" in s.players[0].hand:
            mull = next((b for b, o in zip(table.game.bar.buttons, table.game.bar.options) if o.action == PlayCard("mulligan")), None)
            assert mull is not None, "a playable card is a button"
            click(app, mull.rect.center)
            assert table.record.actions[-1] in (PlayCard("mulligan"), ("mulligan", None), ["mulligan", None])
            assert "mulligan" not in table.state.players[0].hand
            played += 1
            continue
        press(app, pygame.K_RETURN)
    assert played == 1, "the Mulligan was played from its button"
    if table.state.phase == "curve":
        lit = [a.direction for a in table.state.legal_actions()]
        f = table.state.flight
        press(app, pygame.K_RIGHT)
        choice = table.game.curve_pick
        assert choice in lit
        click(app, table.game.view.hex_center(f.cell.neighbor(choice)))
        assert tuple(table.record.actions[-1]) == tuple(Curve(choice))


def test_after_a_curve_the_person_picks_a_lit_space_by_key_or_by_click(app):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
    _to_turn(app, table)
    st = table.state
    table.session.states[-1] = replace(st, players=(replace(st.players[0], hand=()), *st.players[1:]))
    ball = st.players[0].ball
    aim = next(d for d in range(6) if st.layout.inside(ball.neighbor(d)) and st.layout.inside(ball.neighbor(d).neighbor(d)))
    for action in (Swing("iron6", aim), "2", "curve"):  # a number first, so the curve may turn 60° only
        table.session.apply(action)
    table.game.sync()
    table.prepared = None
    frames(app, 2)
    assert table.state.phase == "curve" and table.may_act()
    lit = sorted(a.direction for a in table.state.legal_actions())
    assert len(lit) == 2 and table.game.curve_pick in lit
    press(app, pygame.K_RIGHT)
    assert table.game.curve_pick in lit
    f = table.state.flight
    pick = table.game.curve_pick
    click(app, table.game.view.hex_center(f.cell.neighbor(pick)))
    assert tuple(table.record.actions[-1]) == tuple(Curve(pick))


def test_a_card_with_several_choices_opens_them_and_back_closes_them(app):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
    _to_turn(app, table)
    st = table.state
    table.session.states[-1] = replace(st, players=(replace(st.players[0], hand=("fore",)), *st.players[1:]))
    ball = st.players[0].ball
    aim = next(d for d in range(6) if st.layout.inside(ball.neighbor(d)))
    for action in (Swing("wood", aim), "1"):  # the first number moves: the ball is in the air
        table.session.apply(action)
    table.game.sync()
    frames(app, 2)
    assert table.state.phase == "flight" and table.may_act()
    bar = table.game.bar
    labels = [o.label for o in bar.options]
    assert labels == ["Roll on", "Fore! …"], labels
    click(app, bar.buttons[1].rect.center)
    assert bar.options[0].label == "Back" and all(isinstance(o.action, PlayCard) for o in bar.options[1:])
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    chosen = bar.options[bar.focus].action
    press(app, pygame.K_RETURN)
    assert tuple(table.record.actions[-1]) == tuple(chosen) and chosen.card == "fore"
    assert table.state.players[0].hand == ()
