"""Roll in One through the real scenes, headless: the set-up, computer games to the ranking, the ball on screen.

Scenes are driven with posted keys and clicks; the engine's state is only read,
to check that what is drawn is what the rules say.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.render import pieces
from game.rules.protocol import TERMINAL
from game.scenes.common_setup import SetupScene
from game.scenes.ranking import RankingScene
from game.scenes.rollinone import setup as setup_mod
from game.scenes.table.scene import TableScene
from game.scenes.title import TitleScene
from tests.screens.rollinone_support import cpus, open_game, people, play_to_ranking, wait_for_person
from tests.screens.support import click, frames, move, press, until_armed


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def no_crash(app: App) -> None:
    assert not any("went wrong" in t.message for t in app.toasts), [t.message for t in app.toasts]


def test_the_title_no_longer_says_coming_soon_and_enter_enter_starts_a_game(app):
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    frames(app)
    press(app, pygame.K_RETURN)  # Roll in One is the first game on the title
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.spec.game_id == "rollinone"
    press(app, pygame.K_RETURN)  # Start has the focus: the default table
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.record.game == "rollinone"
    assert table.state.options.variant == "standard" and table.state.num_players == 2
    assert [s.computer for s in table.seats] == [False, True]
    no_crash(app)


def test_set_up_choices_step_with_the_arrows_and_a_click_and_are_remembered(app):
    setup = setup_mod.setup_scene(app)
    app.stack.push(setup)
    app.stack.apply_pending()
    frames(app)
    golfers = setup.choice_widgets[0]
    setup.group.focus(golfers)
    press(app, pygame.K_RIGHT)
    assert setup.choices["golfers"] == "chosen"
    click(app, (golfers.rect.right - 10, golfers.rect.centery))
    assert setup.choices["golfers"] == "shared1"
    click(app, (golfers.value_rect.x + 4, golfers.value_rect.centery))  # ‹ steps back
    press(app, pygame.K_LEFT)
    assert setup.choices["golfers"] == "dealt"
    click(app, (golfers.rect.right - 10, golfers.rect.centery))
    assert setup.result().choices == {"golfers": "chosen"}
    assert setup_mod.engine_options(setup.result())["choose_golfers"] is True
    setup.start()
    assert app.settings.extra["rollinone_setup"]["choices"] == {"golfers": "chosen"}
    again = setup_mod.setup_scene(app)
    assert again.choices["golfers"] == "chosen"


def test_a_way_to_play_that_does_not_fit_the_players_is_one_line_and_nothing_starts(app):
    setup = setup_mod.setup_scene(app)
    app.stack.push(setup)
    app.stack.apply_pending()
    frames(app)
    setup.group.focus(setup.mode)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)  # Solo round, with two players at the table
    click(app, setup.start_button.rect.center)
    frames(app)
    assert app.stack.top is setup
    assert any("is for one player" in t.message for t in app.toasts)


@pytest.mark.parametrize(
    ("seats", "options"),
    [
        (2, {"variant": "standard", "quick": True, "holes": 1}),
        (3, {"variant": "standard", "quick": True, "holes": 1, "play_mean": True, "handicap": True, "bumper_golf": True, "shared_golfers": 2}),
        pytest.param(1, {"variant": "solo"}, marks=pytest.mark.slow),
        pytest.param(1, {"variant": "survival"}, marks=pytest.mark.slow),
        pytest.param(2, {"variant": "campaign"}, marks=pytest.mark.slow),
        pytest.param(3, {"variant": "bumper_game"}, marks=pytest.mark.slow),
    ],
)
def test_computer_games_of_every_variant_reach_the_ranking(seats, options):
    app = App(size=(800, 450), persist_settings=False, headless=True)  # a small window: the rules, not the pixels, are tested here
    app.settings.animation_speed = "fast"
    table = open_game(app, cpus(seats), seed=8, **options)
    ranking = play_to_ranking(app, table)
    assert table.state.current_player == TERMINAL
    assert {e.seat: e.score for _, e in ranking.ranked} == dict(enumerate(table.state.scores()))
    no_crash(app)
    pygame.display.quit()


def test_a_hole_played_by_a_person_ends_with_every_score_explained(app):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=5, variant="standard", quick=True, holes=1)
    from game.scenes.scorecard import ScorecardOverlay

    explained = []
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, RankingScene):
            break
        if isinstance(top, ScorecardOverlay):
            explained.append(list(top.table.extra))
            press(app, pygame.K_RETURN)
            continue
        if table.may_act():
            press(app, pygame.K_RETURN)  # the default choice: swing, roll on, let it count, end the turn
        elif table.game.busy() or table.wait > 0:
            press(app, pygame.K_SPACE)
        else:
            frames(app)
    assert isinstance(app.stack.top, RankingScene)
    assert len(explained) == 1, "every hole's scores are explained before play goes on"
    for lines in explained:
        assert lines[0].startswith("Distance to the green")
        assert any(line.startswith("Ada: ") and "penalty" in line and "closer" in line for line in lines)
    no_crash(app)


def test_the_ball_is_drawn_on_the_space_the_engine_holds_it(app):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=3, variant="standard", quick=True, holes=1)
    checked = 0
    for _ in range(80):
        if checked >= 2:
            break
        wait_for_person(app, table)
        if table.state.current_player == TERMINAL or not table.may_act():
            break
        if table.state.phase == "turn":
            move(app, (table.panel_rect.centerx, table.panel_rect.bottom - 5))  # no tooltip over the board
            seat = table.state.actor
            cell = table.state.players[seat].ball
            x, y = table.game.view.hex_center(cell)
            frames(app)
            surface = pygame.display.get_surface()
            _, color, _ = pieces.ball_style(table.seats[seat].style)
            around = [surface.get_at((int(x) + dx, int(y) + dy))[:3] for dx in (-4, 0, 4) for dy in (-4, 0, 4)]
            assert any(sum(abs(a - b) for a, b in zip(px, color)) < 120 for px in around), (around, color)
            checked += 1
        press(app, pygame.K_RETURN)
    assert checked >= 2
    no_crash(app)


def test_caddie_cards_reach_the_screen_only_for_the_person_at_it(app, monkeypatch):
    from game.rules.rollinone import data
    from game.scenes.handover import HandOver
    from game.ui import text

    drawn: list[str] = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda s, *a, **k: (drawn.append(s), real(s, *a, **k))[1])
    table = open_game(app, people("Ada", "Ben"), seed=6, variant="standard", quick=True, holes=1)
    handovers = 0
    checked = 0
    for _ in range(400):
        if isinstance(app.stack.top, HandOver):
            handovers += 1
            drawn.clear()
            frames(app)
            assert table.viewer is None
            assert not any(c.title in drawn for c in data.CARDS), "no card shows behind the hand-over card"
            until_armed(app)
            press(app, pygame.K_RETURN)
            continue
        wait_for_person(app, table)
        if table.state.current_player == TERMINAL or app.stack.top is not table:
            if isinstance(app.stack.top, HandOver):
                continue
            break
        if table.may_act() and table.state.phase == "turn":
            me = table.viewer
            assert me == table.state.actor
            mine = set(table.state.players[me].hand)
            others = {c for i, p in enumerate(table.state.players) if i != me for c in p.hand} - mine
            drawn.clear()
            frames(app)
            assert all(data.CARD_BY_ID[c].title in drawn for c in mine), "the person's own hand is shown"
            assert not any(data.CARD_BY_ID[c].title in drawn for c in others), "nobody else's card is drawn"
            checked += 1
            if checked >= 2:
                break
        press(app, pygame.K_RETURN)
    assert handovers >= 1 and checked >= 2


def test_every_sound_the_animations_ask_for_is_shipped():
    from game import paths
    from game.render import ball_timeline
    from game.scenes.rollinone import animate

    cues = {animate.Throw.sound, "place"} | {c.sound for c in (ball_timeline.Fly, ball_timeline.Collide, ball_timeline.Place, ball_timeline.Drop) if c.sound}
    cues |= {"splash", "drop"}  # the two kinds of splash
    for cue in cues:
        assert paths.asset("sounds", f"{cue}.wav").exists(), cue


def test_a_finished_game_replays_with_the_same_animations_and_jumps(app):
    from game.scenes.table.scene import TableScene

    table = open_game(app, cpus(2), seed=8, variant="standard", quick=True, holes=1)
    play_to_ranking(app, table)
    record = table.record
    replay = TableScene(app, record, replay=True)
    app.stack.push(replay)
    app.stack.apply_pending()
    replay.replay_playing = False  # stepped by hand here
    frames(app)
    for _ in range(30):
        replay.replay_step()
        frames(app, 3)
    assert replay.ply == 30 and replay.state.to_json() == replay.session.before(30).to_json()
    replay.replay_jump(len(record.actions))
    frames(app, 2)
    assert replay.state.current_player == TERMINAL
    balls = {k for k, b in replay.game.tl.balls.items() if b.visible}
    assert balls == {i for i, p in enumerate(replay.state.players) if p.ball is not None}
    no_crash(app)


def test_a_saved_game_opens_again_mid_design_and_mid_hole(app):
    from game.match.record import MatchRecord
    from game.scenes.table.scene import TableScene

    table = open_game(app, [*people("Ada"), *cpus(1)], seed=5, variant="standard", holes=1)
    seen = set()
    for _ in range(4000):
        if len(seen) == 2 or table.state.current_player == TERMINAL:
            break
        phase = table.state.phase
        if phase in ("design", "turn") and phase not in seen and table.state.current_player >= 0:
            data = table.record.to_json()
            again = TableScene(app, MatchRecord.from_json(data))
            app.stack.push(again)
            app.stack.apply_pending()
            frames(app, 3)
            assert again.state.to_json() == table.state.to_json()
            if phase == "design":
                assert len(again.game.view.course.terrain) == len(table.state.layout.terrain)
            app.stack.pop()
            app.stack.apply_pending()
            seen.add(phase)
        if table.may_act():
            if phase == "design" and len(table.state.placements) >= 3 and not table.game.design_tool.green_mode:
                press(app, pygame.K_g)  # two boards are enough: to the green
            press(app, pygame.K_RETURN)
        elif table.game.busy() or table.wait > 0:
            press(app, pygame.K_SPACE)
        else:
            frames(app)
    assert seen == {"design", "turn"}
    no_crash(app)
